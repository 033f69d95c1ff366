import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OneToOneReason } from '@platform/api-client';
import type { AvailabilitySlot } from '@platform/contracts';
import { slotList } from '@platform/ui';

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
