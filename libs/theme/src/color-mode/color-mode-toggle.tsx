import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { COLOR_MODE_PREFERENCES } from './color-mode';
import { COLOR_MODE_ICON_PATHS } from './color-mode-icons';
import { useColorMode } from './use-color-mode';

const LABELS = {
  system: msg`System`,
  light: msg`Light`,
  dark: msg`Dark`,
} as const;

/** Props of {@link ColorModeToggle}. */
export type ColorModeToggleProps = {
  /** Extra classes for the group, e.g. spacing in a toolbar. */
  className?: string;
  /** Shows the option names next to the icons (e.g. in a settings panel); a toolbar keeps them for screen readers only. */
  showLabels?: boolean;
};

/**
 * A radio group for system, light and dark. Native radios give arrow-key
 * navigation and the checked state to assistive technology for free.
 */
export function ColorModeToggle({ className, showLabels = false }: ColorModeToggleProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  const { preference, setPreference } = useColorMode();
  return (
    <fieldset className={`inline-flex gap-1 rounded-theme border border-black/15 p-0.5 dark:border-white/20 ${className ?? ''}`}>
      <legend className="sr-only">{t`Colour mode`}</legend>
      {COLOR_MODE_PREFERENCES.map((option) => (
        <label
          key={option}
          title={i18n._(LABELS[option])}
          className="relative inline-flex cursor-pointer items-center gap-1.5 rounded-theme px-2 py-1.5 text-sm font-semibold has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={preference === option}
            onChange={() => setPreference(option)}
            className="sr-only"
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 fill-none stroke-current stroke-2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={COLOR_MODE_ICON_PATHS[option]} />
          </svg>
          <span className={showLabels ? undefined : 'sr-only'}>{i18n._(LABELS[option])}</span>
        </label>
      ))}
    </fieldset>
  );
}
