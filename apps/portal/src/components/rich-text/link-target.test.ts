import { normaliseLinkTarget, placeholderLinkTarget } from './link-target';

describe('normaliseLinkTarget', () => {
  it('makes web addresses absolute', () => {
    expect(normaliseLinkTarget('voedselbank.nl/doneren')).toBe('https://voedselbank.nl/doneren');
    expect(normaliseLinkTarget(' http://example.nl ')).toBe('http://example.nl/');
  });

  it('turns an e-mail address into a mailto link and keeps mailto and tel', () => {
    expect(normaliseLinkTarget('info@voedselbank.nl')).toBe('mailto:info@voedselbank.nl');
    expect(normaliseLinkTarget('mailto:info@voedselbank.nl')).toBe('mailto:info@voedselbank.nl');
    expect(normaliseLinkTarget('tel:+31612345678')).toBe('tel:+31612345678');
  });

  it('refuses what is not a web, mail or phone link', () => {
    for (const input of ['', '   ', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.nl', 'geen link', 'localhost']) {
      expect(normaliseLinkTarget(input)).toBeNull();
    }
  });
});

describe('placeholderLinkTarget', () => {
  it('writes a placeholder the one way the API reads it', () => {
    expect(placeholderLinkTarget('{{link}}')).toBe('{{ link }}');
    expect(placeholderLinkTarget('  {{ vacancy.url }} ')).toBe('{{ vacancy.url }}');
  });

  it('refuses anything that is not one placeholder', () => {
    for (const input of ['link', '{{ link | upcase }}', '{{ link }} extra', '{% if link %}', '{{ }}', 'javascript:{{ link }}']) {
      expect(placeholderLinkTarget(input)).toBeNull();
    }
  });
});
