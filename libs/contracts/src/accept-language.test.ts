import { acceptedLanguageTags } from './accept-language';

describe('acceptedLanguageTags', () => {
  it('orders the tags by weight, keeping the order of equal ones', () => {
    expect(acceptedLanguageTags('de;q=0.5, en-GB, nl;q=0.9, fr')).toEqual(['en-GB', 'fr', 'nl', 'de']);
  });

  it('leaves out refused tags and empty parts, and asks for nothing without a header', () => {
    expect(acceptedLanguageTags('nl;q=0, en;q=x, , fy')).toEqual(['fy']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });
});
