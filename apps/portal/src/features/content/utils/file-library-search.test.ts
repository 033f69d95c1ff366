import { purposeOfFile, toFileLibraryQuery } from './file-library-search';

describe('the file library', () => {
  it('sends an image up to be re-encoded and anything else as a document (the API checks the bytes)', () => {
    expect(purposeOfFile(new File(['x'], 'foto.jpg', { type: 'image/jpeg' }))).toBe('image');
    expect(purposeOfFile(new File(['x'], 'verslag.pdf', { type: 'application/pdf' }))).toBe('document');
    expect(purposeOfFile(new File(['x'], 'zonder-type'))).toBe('document');
  });

  it('asks the API for the URL’s type, name and page', () => {
    expect(toFileLibraryQuery({ q: 'verslag', kind: 'document', page: 2 })).toEqual({ text: 'verslag', purpose: 'document', page: 2, pageSize: 25 });
  });
});
