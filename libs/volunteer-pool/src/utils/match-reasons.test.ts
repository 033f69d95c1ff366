import { setupI18n } from '@lingui/core';
import { describeAvailability, slotName } from '../labels/availability';
import { languageOptions } from '../labels/language-names';
import { describeMatchReason, describeMatchReasons, type MatchReasonNames } from './match-reasons';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const names: MatchReasonNames = {
  categoryNames: new Map([
    ['c1', 'Nature'],
    ['c2', 'Sport'],
  ]),
  ageGroupNames: new Map([['a1', '18-27']]),
};

describe('describeMatchReason', () => {
  it('names categories, languages and slots in words for the volunteer', () => {
    expect(
      describeMatchReason(
        { kind: 'interest', values: ['c1', 'c2'], km: null },
        'volunteer',
        names,
        i18n,
      ),
    ).toBe('matches your interest Nature and Sport');
    expect(
      describeMatchReason({ kind: 'language', values: ['ar'], km: null }, 'volunteer', names, i18n),
    ).toBe('you speak Arabic');
    expect(
      describeMatchReason(
        { kind: 'availability', values: ['sat_morning'], km: null },
        'volunteer',
        names,
        i18n,
      ),
    ).toBe('fits your time: Saturday morning');
  });

  it('speaks about the person for an organisation', () => {
    expect(
      describeMatchReason(
        { kind: 'language', values: ['ar', 'tzm'], km: null },
        'organization',
        names,
        i18n,
      ),
    ).toBe('speaks Arabic and Tamazight (Berber)');
    expect(
      describeMatchReason(
        { kind: 'age_group', values: ['a1'], km: null },
        'organization',
        names,
        i18n,
      ),
    ).toBe('age group 18-27');
  });

  it('writes a distance with at most one decimal in the reader’s locale, and leaves out a distance without km', () => {
    expect(
      describeMatchReason({ kind: 'distance', values: [], km: 3.14 }, 'volunteer', names, i18n),
    ).toBe('3.1 km');
    const dutch = setupI18n({ locale: 'nl', messages: { nl: {} } });
    expect(
      describeMatchReason({ kind: 'distance', values: [], km: 3.14 }, 'volunteer', names, dutch),
    ).toBe('3,1 km');
    expect(
      describeMatchReasons([{ kind: 'distance', values: [], km: null }], 'volunteer', names, i18n),
    ).toEqual([]);
  });

  it('shows an id it cannot name rather than nothing', () => {
    expect(
      describeMatchReason(
        { kind: 'interest', values: ['gone'], km: null },
        'volunteer',
        names,
        i18n,
      ),
    ).toBe('matches your interest gone');
  });
});

describe('availability and languages in words', () => {
  it('groups slots by day in week order', () => {
    expect(slotName('mon_evening', i18n)).toBe('Monday evening');
    expect(describeAvailability(['sat_afternoon', 'mon_evening', 'mon_morning'], i18n)).toBe(
      'Monday morning and evening; Saturday afternoon',
    );
  });

  it('sorts languages alphabetically in the reader’s language', () => {
    const labels = languageOptions(i18n).map((option) => option.label);
    expect(labels[0]).toBe('Arabic');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
