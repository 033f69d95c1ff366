import { renderHook, waitFor } from '@testing-library/react';
import { gtagScriptUrl } from '../utils/load-analytics';
import { useAnalytics } from './use-analytics';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('useAnalytics', () => {
  it('loads Google’s tag for the centre’s id, and nothing without one', async () => {
    renderHook(() => useAnalytics(null));
    const { rerender } = renderHook(({ id }) => useAnalytics(id), { initialProps: { id: 'G-ABC123DEF4' } });
    rerender({ id: 'G-ABC123DEF4' });
    await waitFor(() => expect(scripts()).toEqual([gtagScriptUrl('G-ABC123DEF4')]));
  });
});
