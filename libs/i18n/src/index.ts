export { activateLocale, type CatalogLoader } from './activate-locale';
export {
  describeError,
  isWrongCenterMessage,
  WRONG_CENTER_MARKER,
  type DescribableError,
  type ErrorDescription,
} from './describe-error';
export { DocumentTitle, type DocumentTitleProps } from './document-title';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export {
  detectLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  matchLocale,
  persistLocale,
  readCookie,
  serializeLocaleCookie,
  type LocaleSources,
} from './locale';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './locale-provider';
export {
  createLocalePrefixRewrite,
  parseLocalePrefix,
  type LocalePrefixedPath,
  type LocalePrefixRewriteOptions,
} from './locale-prefix';
export {
  calendarDayFormat,
  DATE_FORMATS,
  dateFormat,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDayRange,
  getTimeZone,
  setTimeZone,
  timeZoneCity,
  zonedParts,
} from './format-date';
export { formatByteSize } from './format-byte-size';
export { formatRelativeTime, RELATIVE_TIME_REFRESH_MS } from './format-relative-time';
export { RelativeTime, type RelativeTimeProps } from './relative-time';
export { formErrorsMessage, translateIssue, type TranslatableIssue } from './translate-issue';
