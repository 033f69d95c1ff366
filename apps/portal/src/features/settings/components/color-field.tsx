import { useLingui } from '@lingui/react/macro';
import { TextField } from '@platform/ui';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { readHexColor, type DesignSettingsValues, type ThemeColorField } from '../utils/design-settings';

/** Props of {@link ColorField}. */
export type ColorFieldProps = { name: ThemeColorField; label: string };

/**
 * A theme colour: the browser's colour picker beside a hex text field, both
 * bound to one form value. The text field validates on blur like any field;
 * a picked colour is always valid, so picking also clears an earlier error.
 */
export function ColorField({ name, label }: ColorFieldProps) {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<DesignSettingsValues>();
  const value = useWatch({ control, name });
  // While a hex is half typed the picker keeps showing the last readable colour.
  const lastReadable = useRef('#000000');
  const hex = readHexColor(value);
  if (hex) lastReadable.current = hex;
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={t`${label}: colour picker`}
        value={lastReadable.current}
        onChange={(event) => setValue(name, event.currentTarget.value, { shouldDirty: true, shouldValidate: true })}
        className="mt-7 h-11 w-14 shrink-0 cursor-pointer rounded-theme border border-black/25 bg-background p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/25"
      />
      <div className="min-w-0 flex-1">
        <TextField name={name} label={label} isRequired maxLength={7} spellCheck={false} autoComplete="off" className="max-w-40 font-mono" />
      </div>
    </div>
  );
}
