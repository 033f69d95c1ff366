import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AVAILABILITY_DAYS,
  AVAILABILITY_PARTS,
  type AvailabilityDay,
  type AvailabilityPart,
  type AvailabilitySlot,
} from '@platform/contracts';

/** Days of the week as the availability grid and the card name them. */
export const AVAILABILITY_DAY_NAMES: Record<AvailabilityDay, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

/** Parts of a day. */
export const AVAILABILITY_PART_NAMES: Record<AvailabilityPart, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
};

const SLOT_NAME = msg`{day} {part}`;
// One day with its parts, "Monday morning and evening" (Dutch: "maandag: ochtend en avond").
const DAY_PARTS = msg`{day} {parts}`;

/** Splits `mon_morning` into its day and part. */
export function slotParts(slot: AvailabilitySlot): {
  day: AvailabilityDay;
  part: AvailabilityPart;
} {
  const [day, part] = slot.split('_') as [AvailabilityDay, AvailabilityPart];
  return { day, part };
}

/** One day part in words: "Monday morning" (Dutch: "maandag ochtend"). */
export function slotName(slot: string, i18n: I18n): string {
  const { day, part } = slotParts(slot as AvailabilitySlot);
  const dayName = AVAILABILITY_DAY_NAMES[day];
  const partName = AVAILABILITY_PART_NAMES[part];
  if (!dayName || !partName) return slot;
  return i18n._(
    SLOT_NAME.id,
    { day: i18n._(dayName), part: i18n._(partName).toLowerCase() },
    { message: SLOT_NAME.message },
  );
}

/**
 * The slots per day in week order, for the grid and the card: each day that
 * has any slot, with its parts in day order.
 */
export function availabilityByDay(
  slots: readonly string[],
): { day: AvailabilityDay; parts: AvailabilityPart[] }[] {
  const chosen = new Set(slots);
  return AVAILABILITY_DAYS.flatMap((day) => {
    const parts = AVAILABILITY_PARTS.filter((part) => chosen.has(`${day}_${part}`));
    return parts.length > 0 ? [{ day, parts }] : [];
  });
}

/** The slots in words, one day at a time: "Monday morning and evening; Saturday afternoon". */
export function describeAvailability(slots: readonly string[], i18n: I18n): string {
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  return availabilityByDay(slots)
    .map(({ day, parts }) =>
      i18n._(
        DAY_PARTS.id,
        {
          day: i18n._(AVAILABILITY_DAY_NAMES[day]),
          parts: list.format(
            parts.map((part) => i18n._(AVAILABILITY_PART_NAMES[part]).toLowerCase()),
          ),
        },
        { message: DAY_PARTS.message },
      ),
    )
    .join('; ');
}
