import { gtagScriptUrl, loadAnalytics } from './load-analytics';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('loadAnalytics', () => {
  it('loads nothing for a value that is not an analytics id', () => {
    loadAnalytics('G-1"><script>');
    loadAnalytics('');
    expect(scripts()).toEqual([]);
  });

  it('loads Google’s tag once for the centre’s id and configures it', () => {
    loadAnalytics('G-ABC123DEF4');
    loadAnalytics('G-ABC123DEF4');
    expect(scripts()).toEqual([gtagScriptUrl('G-ABC123DEF4')]);
    const dataLayer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(dataLayer.map((entry) => [...entry][0])).toEqual(['js', 'config']);
    expect([...dataLayer[1]!]).toEqual(['config', 'G-ABC123DEF4', { anonymize_ip: true }]);
  });
});
