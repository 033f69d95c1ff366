import {
  activitySlots,
  matchProfile,
  partOfDay,
  prepareVacancy,
  type MatchProfile,
  type MatchVacancy,
} from './volunteer-pool.matching';

// The one match of issue 28, for the pool and "Voor jou": score and reasons.

const profile: MatchProfile = {
  categoryIds: ['care', 'nature'],
  skills: ['Koken', 'Excel'],
  languages: ['nl', 'ar'],
  availability: ['tue_evening', 'sat_morning'],
  hoursPerWeek: 6,
  latitude: 52.5168,
  longitude: 6.083,
  travelDistanceKm: 10,
  ageGroupId: 'adults',
};

const vacancy: MatchVacancy = {
  vacancyType: 'volunteering',
  title: 'Kok',
  description: '<p>Wij zoeken iemand die graag kookt en <b>koken</b> leuk vindt.</p>',
  categoryIds: ['care'],
  ageGroupIds: [],
  hoursPerWeek: null,
  latitude: null,
  longitude: null,
  startsAt: null,
  recurrenceRule: null,
};

describe('matchProfile', () => {
  it('counts shared interests and skills the vacancy names as whole words', () => {
    const match = matchProfile(profile, prepareVacancy(vacancy));
    expect(match).toEqual({
      score: 100,
      reasons: [
        { kind: 'interest', values: ['care'], km: null },
        { kind: 'skill', values: ['Koken'], km: null },
      ],
      distanceKm: null,
    });
    expect(
      matchProfile(
        profile,
        prepareVacancy({ ...vacancy, description: 'Kokend water', categoryIds: [] }),
      ).score,
    ).toBe(0);
  });

  it('weighs distance within the travel distance, half up to twice as far, nothing beyond', () => {
    // Kampen is about 13 km from Zwolle; Deventer about 33 km.
    const kampen = prepareVacancy({ ...vacancy, latitude: 52.555, longitude: 5.9111 });
    const near = matchProfile({ ...profile, travelDistanceKm: 20 }, kampen);
    expect(near.reasons.at(-1)).toEqual({
      kind: 'distance',
      values: [],
      km: expect.closeTo(12.5, 0),
    });
    const half = matchProfile(profile, kampen);
    expect(half.score).toBeLessThan(near.score);
    expect(half.reasons.some((reason) => reason.kind === 'distance')).toBe(true);
    const far = matchProfile(
      profile,
      prepareVacancy({ ...vacancy, latitude: 52.255, longitude: 6.1639 }),
    );
    expect(far.reasons.some((reason) => reason.kind === 'distance')).toBe(false);
    expect(far.distanceKm).toBeGreaterThan(25);
    // A profile without a place cannot earn the distance's share.
    expect(matchProfile({ ...profile, latitude: null, longitude: null }, kampen).score).toBe(
      Math.round((100 * 45) / 65),
    );
  });

  it("matches an activity's day part in Dutch time, from its rule or its start", () => {
    // 17:30 UTC on Tuesday 2 June 2026 is 19:30 in Amsterdam: Tuesday evening.
    const weekly = {
      startsAt: new Date('2026-06-02T17:30:00Z'),
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU,TH',
    };
    expect([...activitySlots(weekly)!]).toEqual(['tue_evening', 'thu_evening']);
    expect([...activitySlots({ ...weekly, recurrenceRule: null })!]).toEqual(['tue_evening']);
    expect(activitySlots({ startsAt: null, recurrenceRule: null })).toBeNull();
    expect([partOfDay(8), partOfDay(12), partOfDay(18)]).toEqual([
      'morning',
      'afternoon',
      'evening',
    ]);
    const match = matchProfile(
      profile,
      prepareVacancy({ ...vacancy, vacancyType: 'activity', ...weekly }),
    );
    expect(match.reasons).toContainEqual({
      kind: 'availability',
      values: ['tue_evening'],
      km: null,
    });
  });

  it('wants a language for a language vacancy, hours a week and the age group', () => {
    const language = prepareVacancy({
      ...vacancy,
      vacancyType: 'language',
      hoursPerWeek: 4,
      ageGroupIds: ['adults'],
    });
    const match = matchProfile(profile, language);
    expect(match.reasons.map((reason) => reason.kind)).toEqual([
      'interest',
      'skill',
      'language',
      'hours',
      'age_group',
    ]);
    expect(match.score).toBe(100);
    // Another language than Dutch counts half; fewer hours than asked, none.
    const partly = matchProfile(
      { ...profile, languages: ['ar'], hoursPerWeek: 2, ageGroupId: null },
      language,
    );
    expect(partly.score).toBe(Math.round((100 * (30 + 15 + 7.5)) / 80));
  });
});
