import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OneToOneReason } from '@platform/api-client';
import type { AvailabilityDay, AvailabilityPart, AvailabilitySlot } from '@platform/contracts';

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

const SLOT_NAME = msg`{day} {part}`;

/** A day part in the reader's language, e.g. "Monday evening". */
export function slotName(i18n: I18n, slot: AvailabilitySlot): string {
  const [day, part] = slot.split('_') as [AvailabilityDay, AvailabilityPart];
  return i18n._(
    SLOT_NAME.id,
    { day: i18n._(DAY_NAMES[day]), part: i18n._(PART_NAMES[part]) },
    { message: SLOT_NAME.message },
  );
}

/** Day parts as one line, e.g. "Monday evening, Wednesday evening". */
export function slotList(i18n: I18n, slots: readonly AvailabilitySlot[]): string {
  return slots.map((slot) => slotName(i18n, slot)).join(', ');
}

const REASON_TEXTS = {
  distance: msg`{km} km away`,
  availability: msg`Both available: {slots}`,
  interest: msg`Shared interest: {names}`,
  other: msg`Also matches on {kind}`,
};

/** Why a mentor suits a request, in words ("3 km away", "Both available: Monday evening"). */
export function reasonText(
  i18n: I18n,
  reason: OneToOneReason,
  categoryNames: ReadonlyMap<string, string>,
): string {
  if (reason.kind === 'distance')
    return i18n._(
      REASON_TEXTS.distance.id,
      { km: i18n.number(reason.km ?? 0) },
      { message: REASON_TEXTS.distance.message },
    );
  if (reason.kind === 'availability') {
    const slots = slotList(i18n, reason.values as AvailabilitySlot[]);
    return i18n._(
      REASON_TEXTS.availability.id,
      { slots },
      { message: REASON_TEXTS.availability.message },
    );
  }
  if (reason.kind === 'interest') {
    const names = reason.values.map((id) => categoryNames.get(id) ?? id).join(', ');
    return i18n._(REASON_TEXTS.interest.id, { names }, { message: REASON_TEXTS.interest.message });
  }
  return i18n._(
    REASON_TEXTS.other.id,
    { kind: reason.kind },
    { message: REASON_TEXTS.other.message },
  );
}
