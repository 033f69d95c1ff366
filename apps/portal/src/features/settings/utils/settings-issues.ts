import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api-client';
import { fromWireName } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import { issueToDetails } from '@platform/ui';
import type { BaseIssue } from 'valibot';

/** One field the API refused: its form field (`themeConfig.header.variant`) and the API's `meta.reason`. */
export type SettingsIssue = { field: string; reason: string };

const POINTER = /^\/data\/attributes\/([a-z0-9_/]+)$/;

/**
 * The fields a refused save names, as form field paths: the pointer's
 * segments after `attributes`, camelCased (`/data/attributes/theme_config/fonts/sans`
 * → `themeConfig.fonts.sans`). None for other failures.
 */
export function settingsIssues(error: unknown): SettingsIssue[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const match = POINTER.exec(entry.source?.pointer ?? '');
    if (!match) return [];
    const reason = entry.meta?.['reason'];
    return [{ field: (match[1] as string).split('/').map(fromWireName).join('.'), reason: typeof reason === 'string' ? reason : 'invalid' }];
  });
}

/**
 * The form error for a refused field, in the form's own words: a missing
 * value reads "{field} is required.", anything else "{field} is not valid.".
 */
export function fieldErrorOf(issue: SettingsIssue): { type: string; message: string } {
  // Only the refused value's emptiness matters to the wording.
  const refused = { input: issue.reason === 'required' ? '' : issue.field } as unknown as BaseIssue<unknown>;
  return { type: issue.reason, message: issueToDetails(refused) };
}

const MIB = 1024 * 1024;

/** A byte count as people read it: "2 MB", "512 kB" (binary units, as the API counts). */
export function formatByteSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

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
  return i18n._(describeError(isApiError(error) ? error : {}).description);
}
