import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MatchReasonKind } from '@platform/contracts';
import { slotName } from '../labels/availability';
import { languageName } from '../labels/language-names';

/** One reason a profile and a vacancy match, as the API sends it. */
export type MatchReasonInput = {
  kind: MatchReasonKind;
  values: readonly string[];
  km: number | null;
};

/**
 * Who reads the reasons: the volunteer on "Voor jou" ("matches your interest
 * Nature") or an organisation or staff in the pool ("speaks Arabic").
 */
export type MatchReader = 'volunteer' | 'organization';

/** Names of what reasons point at by id. */
export type MatchReasonNames = {
  categoryNames: ReadonlyMap<string, string>;
  ageGroupNames: ReadonlyMap<string, string>;
};

type ReasonTexts = Record<MatchReasonKind, MessageDescriptor>;

// `{values}` is the list of shared things, already joined ("Nature and Sport").
const VOLUNTEER_TEXTS: ReasonTexts = {
  interest: msg`matches your interest {values}`,
  skill: msg`uses your skill {values}`,
  language: msg`you speak {values}`,
  availability: msg`fits your time: {values}`,
  hours: msg`fits the hours you offer`,
  distance: msg`{km} km`,
  age_group: msg`suits your age group {values}`,
};

const ORGANIZATION_TEXTS: ReasonTexts = {
  interest: msg`interested in {values}`,
  skill: msg`has the skill {values}`,
  language: msg`speaks {values}`,
  availability: msg`available {values}`,
  hours: msg`offers the hours asked`,
  distance: msg`{km} km`,
  age_group: msg`age group {values}`,
};

function valueNames(reason: MatchReasonInput, names: MatchReasonNames, i18n: I18n): string[] {
  switch (reason.kind) {
    case 'interest':
      return reason.values.map((id) => names.categoryNames.get(id) ?? id);
    case 'age_group':
      return reason.values.map((id) => names.ageGroupNames.get(id) ?? id);
    case 'language':
      return reason.values.map((code) => languageName(code, i18n));
    case 'availability':
      return reason.values.map((slot) => slotName(slot, i18n));
    default:
      return [...reason.values];
  }
}

/** One reason in words, e.g. "matches your interest Nature" or "3 km"; a distance without km says nothing. */
export function describeMatchReason(
  reason: MatchReasonInput,
  reader: MatchReader,
  names: MatchReasonNames,
  i18n: I18n,
): string | null {
  if (reason.kind === 'distance' && reason.km === null) return null;
  const text = (reader === 'volunteer' ? VOLUNTEER_TEXTS : ORGANIZATION_TEXTS)[reason.kind];
  const values = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    valueNames(reason, names, i18n),
  );
  const km =
    reason.km === null
      ? ''
      : new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(reason.km);
  return i18n._(text.id, { values, km }, { message: text.message });
}

/** Every reason in words, in the order the API ranks them. */
export function describeMatchReasons(
  reasons: readonly MatchReasonInput[],
  reader: MatchReader,
  names: MatchReasonNames,
  i18n: I18n,
): string[] {
  return reasons.flatMap((reason) => describeMatchReason(reason, reader, names, i18n) ?? []);
}
