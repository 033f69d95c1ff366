import type { Db } from '../../platform/db/database';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { volunteerProfiles } from './volunteer-pool.tables';

/** The demo pool's people: first and last name, what they offer, in which of the centre's towns. */
export const DEMO_POOL_PEOPLE = [
  {
    firstName: 'Sanne',
    lastName: 'Jansen',
    interests: ['Zorg en welzijn'],
    skills: ['Koken', 'Luisteren'],
    languages: ['nl', 'en'],
    availability: ['mon_evening', 'wed_evening'],
    hours: 4,
    oneToOne: true,
  },
  {
    firstName: 'Mohammed',
    lastName: 'El Amrani',
    interests: ['Taal en integratie', 'Onderwijs'],
    skills: ['Arabisch', 'Huiswerkbegeleiding'],
    languages: ['nl', 'ar', 'fr'],
    availability: ['tue_afternoon', 'thu_afternoon'],
    hours: 3,
    oneToOne: true,
  },
  {
    firstName: 'Joost',
    lastName: 'van den Berg',
    interests: ['Klussen en techniek'],
    skills: ['Timmeren', 'Fietsen repareren'],
    languages: ['nl'],
    availability: ['sat_morning', 'sat_afternoon'],
    hours: 6,
    oneToOne: false,
  },
  {
    firstName: 'Fatma',
    lastName: 'Yilmaz',
    interests: ['Zorg en welzijn', 'Taal en integratie'],
    skills: ['Turks', 'Administratie'],
    languages: ['nl', 'tr'],
    availability: ['mon_morning', 'fri_morning'],
    hours: 4,
    oneToOne: true,
  },
  {
    firstName: 'Lars',
    lastName: 'Vos',
    interests: ['Sport'],
    skills: ['Voetbaltrainer', 'EHBO'],
    languages: ['nl', 'en', 'de'],
    availability: ['wed_afternoon', 'sat_morning'],
    hours: 5,
    oneToOne: false,
  },
  {
    firstName: 'Ilse',
    lastName: 'Mulder',
    interests: ['Natuur'],
    skills: ['Tuinieren', 'Vogels tellen'],
    languages: ['nl'],
    availability: ['tue_morning', 'thu_morning'],
    hours: 8,
    oneToOne: false,
  },
  {
    firstName: 'Kofi',
    lastName: 'Mensah',
    interests: ['Cultuur', 'Evenementen'],
    skills: ['Fotografie', 'Muziek'],
    languages: ['en', 'nl'],
    availability: ['fri_evening', 'sun_afternoon'],
    hours: 3,
    oneToOne: false,
  },
  {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    interests: ['Onderwijs', 'Taal en integratie'],
    skills: ['Oekraïens', 'Lesgeven'],
    languages: ['uk', 'ru', 'en'],
    availability: ['mon_afternoon', 'wed_morning'],
    hours: 6,
    oneToOne: true,
  },
  {
    firstName: 'Henk',
    lastName: 'Smit',
    interests: ['Vervoer', 'Zorg en welzijn'],
    skills: ['Rijbewijs B', 'Rolstoel duwen'],
    languages: ['nl'],
    availability: ['mon_morning', 'tue_morning', 'wed_morning'],
    hours: 10,
    oneToOne: false,
  },
  {
    firstName: 'Noor',
    lastName: 'de Wit',
    interests: ['Administratie', 'Cultuur'],
    skills: ['Excel', 'Schrijven'],
    languages: ['nl', 'en', 'es'],
    availability: ['thu_evening'],
    hours: 2,
    oneToOne: false,
  },
  {
    firstName: 'Bas',
    lastName: 'Peters',
    interests: ['Evenementen', 'Sport'],
    skills: ['Organiseren', 'EHBO'],
    languages: ['nl', 'fy'],
    availability: ['sat_afternoon', 'sun_morning'],
    hours: 4,
    oneToOne: false,
  },
  {
    firstName: 'Amira',
    lastName: 'Haddad',
    interests: ['Zorg en welzijn', 'Onderwijs'],
    skills: ['Luisteren', 'Koken', 'Arabisch'],
    languages: ['ar', 'nl', 'en'],
    availability: ['tue_evening', 'thu_evening'],
    hours: 4,
    oneToOne: true,
  },
] as const;

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
      hoursPerWeek: person.hours,
      place,
      ...(await coordinatesOfPlace(place)),
      travelDistanceKm: 5 + (index % 4) * 5,
      ageGroupId: context.ageGroupIds[(index % 3) + 2] ?? null,
      wantsOneToOne: person.oneToOne,
      inPool: true,
      // A few days apart, so "newest in the pool" has something to order.
      joinedPoolAt: new Date(now - (index + 1) * 2 * 86_400_000),
    });
  }
}
