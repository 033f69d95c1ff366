import { useLingui } from '@lingui/react/macro';
import { AVAILABILITY_DAYS, AVAILABILITY_PARTS, type AvailabilitySlot } from '@platform/contracts';
import { useId } from 'react';
import { AVAILABILITY_DAY_NAMES, AVAILABILITY_PART_NAMES, slotName } from '../labels/availability';

/** Props of {@link AvailabilityGrid}. */
export type AvailabilityGridProps = {
  /** The group's name, read out before each checkbox's own ("Monday morning"). */
  legend: string;
  /** A sentence under the legend (what the grid is for). */
  description?: string;
  value: readonly AvailabilitySlot[];
  onChange: (slots: AvailabilitySlot[]) => void;
  /** An error to show and tie to the group. */
  errorText?: string;
};

/**
 * The week as a table of checkboxes, days down and parts of the day across:
 * native checkboxes in a fieldset, each named by its day and part, so Tab and
 * Space do everything and a screen reader says "Monday morning, checked".
 * The answer keeps week order whatever order boxes were ticked in.
 */
export function AvailabilityGrid({
  legend,
  description,
  value,
  onChange,
  errorText,
}: AvailabilityGridProps) {
  const { i18n } = useLingui();
  const descriptionId = useId();
  const errorId = useId();
  const chosen = new Set<string>(value);
  const toggle = (slot: AvailabilitySlot) => {
    const next = new Set(chosen);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    onChange(
      AVAILABILITY_DAYS.flatMap((day) =>
        AVAILABILITY_PARTS.map((part) => `${day}_${part}` as AvailabilitySlot).filter((slot) =>
          next.has(slot),
        ),
      ),
    );
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
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      aria-label={slotName(slot, i18n)}
                      checked={chosen.has(slot)}
                      onChange={() => toggle(slot)}
                    />
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
