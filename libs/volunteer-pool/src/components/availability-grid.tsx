import { useLingui } from '@lingui/react/macro';
import {
  AVAILABILITY_DAYS,
  AVAILABILITY_PARTS,
  AVAILABILITY_SLOTS,
  type AvailabilitySlot,
} from '@platform/contracts';
import { useId } from 'react';
import { AVAILABILITY_DAY_NAMES, AVAILABILITY_PART_NAMES, slotName } from '../labels/availability';
import { FacetCount } from './facet-count';

/** Props of {@link AvailabilityGrid}: controlled (`value`, `onChange`) or read on submit (`name`). */
export type AvailabilityGridProps = {
  /** The group's name, read out before each checkbox's own ("Monday morning"). */
  legend: string;
  /** A sentence under the legend (what the grid is for). */
  description?: string;
  /** How many volunteers each slot would give, shown beside its box; a missing slot counts 0. */
  counts?: Partial<Record<AvailabilitySlot, number>>;
  /** An error to show and tie to the group. */
  errorText?: string;
} & (
  | {
      /** The ticked slots. */
      value: readonly AvailabilitySlot[];
      /** Called after each tick with the ticked slots. */
      onChange: (slots: AvailabilitySlot[]) => void;
      name?: never;
      defaultValue?: never;
    }
  | {
      /** The form field each ticked box submits its slot under, for a form read on submit. */
      name: string;
      /** The slots ticked at first. */
      defaultValue?: readonly string[];
      value?: never;
      onChange?: never;
    }
);

/**
 * The week as a table of checkboxes, days down and parts of the day across:
 * native checkboxes in a fieldset, each named by its day and part, so Tab and
 * Space do everything and a screen reader says "Monday morning, checked".
 * The answer keeps week order whatever order boxes were ticked in.
 */
export function AvailabilityGrid({
  legend,
  description,
  counts,
  errorText,
  ...choice
}: AvailabilityGridProps) {
  const { i18n } = useLingui();
  const descriptionId = useId();
  const errorId = useId();
  const chosen = new Set<string>(choice.value ?? choice.defaultValue);
  const toggle = (slot: AvailabilitySlot) => {
    const next = new Set(chosen);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    choice.onChange?.(AVAILABILITY_SLOTS.filter((each) => next.has(each)));
  };
  const describedBy = [description && descriptionId, errorText && errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className="font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm opacity-80">
          {description}
        </p>
      )}
      <table className="w-full max-w-md border-collapse text-sm">
        <thead>
          <tr>
            <td />
            {AVAILABILITY_PARTS.map((part) => (
              <th key={part} scope="col" className="px-2 py-1 text-center font-medium">
                {i18n._(AVAILABILITY_PART_NAMES[part])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AVAILABILITY_DAYS.map((day) => (
            <tr key={day} className="border-t border-black/10 dark:border-white/15">
              <th scope="row" className="py-1 pr-2 text-left font-medium capitalize">
                {i18n._(AVAILABILITY_DAY_NAMES[day])}
              </th>
              {AVAILABILITY_PARTS.map((part) => {
                const slot = `${day}_${part}` as AvailabilitySlot;
                return (
                  <td key={part} className="px-2 py-1 text-center">
                    <label className="inline-flex cursor-pointer items-center gap-1.5">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary"
                        aria-label={slotName(slot, i18n)}
                        {...(choice.name === undefined
                          ? { checked: chosen.has(slot), onChange: () => toggle(slot) }
                          : { name: choice.name, value: slot, defaultChecked: chosen.has(slot) })}
                      />
                      {counts && <FacetCount count={counts[slot] ?? 0} />}
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {errorText && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
