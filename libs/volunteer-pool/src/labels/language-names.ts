import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '@platform/contracts';

/**
 * The name of each language a profile can name, in the reader's language.
 * Lingui rather than `Intl.DisplayNames`: browsers do not all know Tamazight,
 * Sranan, Papiamento or Dutch Sign Language.
 */
export const PROFILE_LANGUAGE_NAMES: Record<ProfileLanguage, MessageDescriptor> = {
  nl: msg`Dutch`,
  fy: msg`Frisian`,
  en: msg`English`,
  de: msg`German`,
  fr: msg`French`,
  es: msg`Spanish`,
  it: msg`Italian`,
  pt: msg`Portuguese`,
  pl: msg`Polish`,
  ro: msg`Romanian`,
  bg: msg`Bulgarian`,
  hu: msg`Hungarian`,
  tr: msg`Turkish`,
  ar: msg`Arabic`,
  tzm: msg`Tamazight (Berber)`,
  fa: msg`Persian (Farsi, Dari)`,
  ps: msg`Pashto`,
  ti: msg`Tigrinya`,
  so: msg`Somali`,
  uk: msg`Ukrainian`,
  ru: msg`Russian`,
  zh: msg`Chinese`,
  pap: msg`Papiamento`,
  srn: msg`Sranan Tongo`,
  dse: msg`Dutch Sign Language`,
};

/** A language's name in the reader's language; an unknown code as it is. */
export function languageName(code: string, i18n: I18n): string {
  const name = PROFILE_LANGUAGE_NAMES[code as ProfileLanguage];
  return name ? i18n._(name) : code;
}

/** Every language as a choice, alphabetical in the reader's language. */
export function languageOptions(i18n: I18n): { value: ProfileLanguage; label: string }[] {
  const collator = new Intl.Collator(i18n.locale);
  return PROFILE_LANGUAGES.map((value) => ({
    value,
    label: i18n._(PROFILE_LANGUAGE_NAMES[value]),
  })).sort((a, b) => collator.compare(a.label, b.label));
}
