import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AvailabilityDay, AvailabilityPart, AvailabilitySlot } from '@platform/contracts';

// The day parts a volunteer or a student is available (AVAILABILITY_SLOTS in libs/contracts), in words.

const DAY_NAMES: Record<AvailabilityDay, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

const PART_NAMES: Record<AvailabilityPart, MessageDescriptor> = {
  morning: msg`morning`,
  afternoon: msg`afternoon`,
  evening: msg`evening`,
};

/** How a day and a part of it make one name ("Monday evening"; Dutch writes one word). */
const AVAILABILITY_SLOT_NAME = msg`{day} {part}`;

/** A day part in the reader's language, e.g. "Monday evening". */
export function slotName(i18n: I18n, slot: AvailabilitySlot): string {
  const [day, part] = slot.split('_') as [AvailabilityDay, AvailabilityPart];
  return i18n._(
    AVAILABILITY_SLOT_NAME.id,
    { day: i18n._(DAY_NAMES[day]), part: i18n._(PART_NAMES[part]) },
    { message: AVAILABILITY_SLOT_NAME.message },
  );
}

/** Day parts as one line, e.g. "Monday evening, Wednesday evening". */
export function slotList(i18n: I18n, slots: readonly AvailabilitySlot[]): string {
  return slots.map((slot) => slotName(i18n, slot)).join(', ');
}
