import type { AvailabilitySlot, ProfileLanguage } from '@platform/contracts';
import type { Db } from '../../platform/db/database';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { volunteerProfiles } from './volunteer-pool.tables';

/** One person of the demo pool, as their account and profile are seeded. */
type PoolPerson = {
  firstName: string;
  lastName: string;
  /** Names of the demo's vacancy categories. */
  interests: readonly string[];
  skills: readonly string[];
  languages: readonly ProfileLanguage[];
  availability: readonly AvailabilitySlot[];
  hoursPerWeek: number;
  wantsOneToOne: boolean;
};

/** A row of DEMO_POOL_PEOPLE; the name splits at its first space ("Joost", "van den Berg"). */
function person(
  name: string,
  interests: string[],
  skills: string[],
  languages: ProfileLanguage[],
  availability: AvailabilitySlot[],
  hoursPerWeek: number,
  wantsOneToOne: boolean,
): PoolPerson {
  const [firstName = name, ...lastName] = name.split(' ');
  return {
    firstName,
    lastName: lastName.join(' '),
    interests,
    skills,
    languages,
    availability,
    hoursPerWeek,
    wantsOneToOne,
  };
}

/**
 * The demo pool's people, one a line: name, interests, skills, languages,
 * availability, hours a week, one-to-one.
 */
// prettier-ignore
export const DEMO_POOL_PEOPLE: readonly PoolPerson[] = [
  person('Sanne Jansen', ['Zorg en welzijn'], ['Koken', 'Luisteren'], ['nl', 'en'], ['mon_evening', 'wed_evening'], 4, true),
  person('Mohammed El Amrani', ['Taal en integratie', 'Onderwijs'], ['Arabisch', 'Huiswerkbegeleiding'], ['nl', 'ar', 'fr'], ['tue_afternoon', 'thu_afternoon'], 3, true),
  person('Joost van den Berg', ['Klussen en techniek'], ['Timmeren', 'Fietsen repareren'], ['nl'], ['sat_morning', 'sat_afternoon'], 6, false),
  person('Fatma Yilmaz', ['Zorg en welzijn', 'Taal en integratie'], ['Turks', 'Administratie'], ['nl', 'tr'], ['mon_morning', 'fri_morning'], 4, true),
  person('Lars Vos', ['Sport'], ['Voetbaltrainer', 'EHBO'], ['nl', 'en', 'de'], ['wed_afternoon', 'sat_morning'], 5, false),
  person('Ilse Mulder', ['Natuur'], ['Tuinieren', 'Vogels tellen'], ['nl'], ['tue_morning', 'thu_morning'], 8, false),
  person('Kofi Mensah', ['Cultuur', 'Evenementen'], ['Fotografie', 'Muziek'], ['en', 'nl'], ['fri_evening', 'sun_afternoon'], 3, false),
  person('Olena Kovalenko', ['Onderwijs', 'Taal en integratie'], ['Oekraïens', 'Lesgeven'], ['uk', 'ru', 'en'], ['mon_afternoon', 'wed_morning'], 6, true),
  person('Henk Smit', ['Vervoer', 'Zorg en welzijn'], ['Rijbewijs B', 'Rolstoel duwen'], ['nl'], ['mon_morning', 'tue_morning', 'wed_morning'], 10, false),
  person('Noor de Wit', ['Administratie', 'Cultuur'], ['Excel', 'Schrijven'], ['nl', 'en', 'es'], ['thu_evening'], 2, false),
  person('Bas Peters', ['Evenementen', 'Sport'], ['Organiseren', 'EHBO'], ['nl', 'fy'], ['sat_afternoon', 'sun_morning'], 4, false),
  person('Amira Haddad', ['Zorg en welzijn', 'Onderwijs'], ['Luisteren', 'Koken', 'Arabisch'], ['ar', 'nl', 'en'], ['tue_evening', 'thu_evening'], 4, true),
];

/**
 * The demo pool of one centre (issue 28): profiles in the pool for the demo's
 * pool people (`userIds` in DEMO_POOL_PEOPLE's order), spread over the
 * centre's towns, so a stranger sees a pool to search.
 */
export async function seedDemoPoolProfiles(
  db: Db,
  context: {
    tenantId: string;
    volunteerCenterId: string;
    userIds: readonly string[];
    places: readonly string[];
    categoryIds: ReadonlyMap<string, string>;
    ageGroupIds: readonly string[];
  },
): Promise<void> {
  const now = Date.now();
  for (const [index, userId] of context.userIds.entries()) {
    const person = DEMO_POOL_PEOPLE[index % DEMO_POOL_PEOPLE.length]!;
    const place = context.places.length > 0 ? context.places[index % context.places.length]! : null;
    await db.insert(volunteerProfiles).values({
      tenantId: context.tenantId,
      volunteerCenterId: context.volunteerCenterId,
      userId,
      introduction: `Hoi, ik ben ${person.firstName}. Ik help graag mee met ${person.skills.join(' en ').toLowerCase()}.`,
      categoryIds: person.interests.flatMap((name) => context.categoryIds.get(name) ?? []),
      skills: [...person.skills],
      languages: [...person.languages],
      availability: [...person.availability],
      hoursPerWeek: person.hoursPerWeek,
      place,
      ...(await coordinatesOfPlace(place)),
      travelDistanceKm: 5 + (index % 4) * 5,
      ageGroupId: context.ageGroupIds[(index % 3) + 2] ?? null,
      wantsOneToOne: person.wantsOneToOne,
      inPool: true,
      // A few days apart, so "newest in the pool" has something to order.
      joinedPoolAt: new Date(now - (index + 1) * 2 * 86_400_000),
    });
  }
}
