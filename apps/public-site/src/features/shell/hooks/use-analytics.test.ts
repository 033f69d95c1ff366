import { renderHook } from '@testing-library/react';
import { gtagScriptUrl, useAnalytics } from './use-analytics';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('useAnalytics', () => {
  it('loads nothing without an analytics id, or with one that is not an id', () => {
    renderHook(() => useAnalytics(null));
    renderHook(() => useAnalytics('G-1"><script>'));
    expect(scripts()).toEqual([]);
  });

  it('loads Google’s tag once for the centre’s id and configures it', () => {
    const { rerender } = renderHook(({ id }) => useAnalytics(id), { initialProps: { id: 'G-ABC123DEF4' } });
    rerender({ id: 'G-ABC123DEF4' });
    renderHook(() => useAnalytics('G-ABC123DEF4'));
    expect(scripts()).toEqual([gtagScriptUrl('G-ABC123DEF4')]);
    const dataLayer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(dataLayer.map((entry) => [...entry][0])).toEqual(['js', 'config']);
    expect([...dataLayer[1]!]).toEqual(['config', 'G-ABC123DEF4', { anonymize_ip: true }]);
  });
});
