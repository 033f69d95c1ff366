import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

/** One choice of a {@link CheckboxFilter}, with the number of results it would give. */
export type FilterOption = { value: string; label: string; count: number | undefined };

/** Props of {@link CheckboxFilter}. */
export type CheckboxFilterProps = {
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

const CHECKBOX_CLASS_NAME =
  'size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * A filter as a fieldset of checkboxes (any of them may be ticked), each with
 * its facet count: how many results ticking it would give.
 */
export function CheckboxFilter({ legend, options, selected, onToggle }: CheckboxFilterProps) {
  const { t } = useLingui();
  if (options.length === 0) return null;
  return (
    <FilterFieldset legend={legend}>
      <ul className="flex flex-col gap-1.5">
        {options.map(({ value, label, count }) => (
          <li key={value}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-theme px-1 py-0.5 hover:bg-primary/5">
              <input
                type="checkbox"
                className={CHECKBOX_CLASS_NAME}
                checked={selected.includes(value)}
                onChange={() => onToggle(value)}
              />
              <span className="flex-1">{label}</span>
              {count !== undefined && (
                <span className="text-sm tabular-nums opacity-75">
                  <span aria-hidden="true">{count}</span>
                  <span className="sr-only">{t`(${count} results)`}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </FilterFieldset>
  );
}

/** A titled group of filter controls. */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-black/10 pt-4 dark:border-white/15">
      <legend className="mb-2 float-left w-full font-semibold">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/** Props of {@link DateRangeFilter}. */
export type DateRangeFilterProps = {
  from: string | undefined;
  until: string | undefined;
  onChange: (range: { from?: string; until?: string }) => void;
};

const CONTROL_CLASS_NAME =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2 text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25';

/** The dates between which an activity takes place (ISO dates, either end optional). */
export function DateRangeFilter({ from, until, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <FilterFieldset legend={t`Activity dates`}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm">
            <Trans>From</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={CONTROL_CLASS_NAME}
            value={from ?? ''}
            max={until}
            onChange={(event) => onChange({ from: event.target.value || undefined, until })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-until`} className="text-sm">
            <Trans>Until</Trans>
          </label>
          <input
            id={`${id}-until`}
            type="date"
            className={CONTROL_CLASS_NAME}
            value={until ?? ''}
            min={from}
            onChange={(event) => onChange({ from, until: event.target.value || undefined })}
          />
        </div>
      </div>
    </FilterFieldset>
  );
}
