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
