import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '@platform/contracts';
import { useLocale } from './locale-provider';

// Each language is named in its own language, so a visitor who cannot read the
// current one still finds theirs; that is why these names are not translated.
const ENDONYMS: Record<Locale, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an endonym is the same in every locale
  nl: 'Nederlands',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an endonym is the same in every locale
  en: 'English',
};

/** Props of {@link LanguageSwitch}. */
export type LanguageSwitchProps = {
  /** Extra classes for the surrounding group, e.g. spacing from the app's layout. */
  className?: string;
};

/** Buttons to switch the interface language; the current one is marked pressed. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  return (
    <div role="group" aria-label={t`Language`} className={`flex gap-1 ${className ?? ''}`}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          title={ENDONYMS[option]}
          onClick={() => void setLocale(option)}
          className="rounded-md px-2.5 py-1.5 text-sm font-semibold uppercase transition-colors hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current aria-pressed:bg-black/10 dark:hover:bg-white/10 dark:aria-pressed:bg-white/15"
        >
          <span aria-hidden="true">{option}</span>
          <span className="sr-only">{ENDONYMS[option]}</span>
        </button>
      ))}
    </div>
  );
}
