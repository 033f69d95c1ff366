import { renderHook } from '@testing-library/react';
import { useFavicon } from './use-favicon';

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

describe('useFavicon', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" href="data:," />';
  });

  it('points the page’s icon at the centre’s favicon, and back at none without one', () => {
    const { rerender } = renderHook(({ url }: { url: string | null }) => useFavicon(url), {
      initialProps: { url: '/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.png' as string | null },
    });
    expect(icon()?.getAttribute('href')).toBe('/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.png');
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    rerender({ url: null });
    expect(icon()?.getAttribute('href')).toBe('data:,');
  });

  it('adds an icon link when the page has none', () => {
    document.head.innerHTML = '';
    renderHook(() => useFavicon('/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.png'));
    expect(icon()?.getAttribute('href')).toBe('/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.png');
  });
});
