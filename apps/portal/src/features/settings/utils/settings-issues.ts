import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api-client';
import { describeError, formatByteSize } from '@platform/i18n';

/** The spec's image-size message (§5): "{field} must be smaller than {size}." */
export function tooLargeMessage(i18n: I18n, field: string, maxBytes: number): string {
  const size = formatByteSize(maxBytes, i18n.locale);
  return i18n._(msg`${field} must be smaller than ${size}.`);
}

/**
 * Why an upload failed, for the field that asked: too large (with the API's
 * byte or pixel limit), not an image the API takes, or the error catalogue's text.
 */
export function describeUploadError(i18n: I18n, error: unknown, field: string): string {
  if (isApiError(error)) {
    const meta = error.errors.find((entry) => entry.code === 'TOO_LARGE')?.meta ?? {};
    if (typeof meta['maxBytes'] === 'number') return tooLargeMessage(i18n, field, meta['maxBytes']);
    if (typeof meta['maxPixels'] === 'number') {
      const megapixels = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(meta['maxPixels'] / 1_000_000);
      return i18n._(msg`${field} has too many pixels: at most ${megapixels} million.`);
    }
    if (error.hasCode('INVALID_FILE_TYPE')) return i18n._(msg`${field} must be a PNG, JPEG, WebP or GIF image.`);
  }
  return i18n._(describeError(error).description);
}
