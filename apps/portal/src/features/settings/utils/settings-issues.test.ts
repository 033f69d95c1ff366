import { i18n } from '@lingui/core';
import { ApiError } from '@platform/api-client';
import { describeUploadError, tooLargeMessage } from './settings-issues';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('upload messages', () => {
  it('says a file is too large with the API’s own limit', () => {
    expect(tooLargeMessage(i18n, 'Logo', 2 * 1024 * 1024)).toBe('Logo must be smaller than 2 MB.');
    const refusal = new ApiError(422, [{ code: 'TOO_LARGE', meta: { maxBytes: 524_288 } }]);
    expect(describeUploadError(i18n, refusal, 'Favicon')).toBe('Favicon must be smaller than 512 kB.');
  });

  it('says an image has too many pixels', () => {
    const refusal = new ApiError(422, [{ code: 'TOO_LARGE', meta: { maxPixels: 40_000_000 } }]);
    expect(describeUploadError(i18n, refusal, 'Logo')).toBe('Logo has too many pixels: at most 40 million.');
  });

  it('says which images are taken when the file is not one, and uses the catalogue otherwise', () => {
    expect(describeUploadError(i18n, new ApiError(422, [{ code: 'INVALID_FILE_TYPE' }]), 'Logo')).toBe(
      'Logo must be a PNG, JPEG, WebP or GIF image.',
    );
    expect(describeUploadError(i18n, new Error('offline'), 'Logo')).toMatch(/^An error has occurred/);
  });
});
