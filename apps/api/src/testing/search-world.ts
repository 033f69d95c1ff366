import { eq } from 'drizzle-orm';
import type { TenantId, VacancyStatus, VacancyType } from '@platform/contracts';
import { ageGroups, organizations, vacancies, vacancyCategories } from '../schema';
import { createTestApp, type TestApp } from './test-app';
import { addCenter, centerIdOf } from './fixtures';
import { coordinatesOfPlace } from '../platform/geocoding/coordinates';
import { startOfDutchDay } from '../areas/vacancies/activity-schedule';

// Test-only: vacancies with a made-up word ("kwispeltuin") that no demo
// vacancy contains, so search tests can name exactly what they expect.

const DAY = 86_400_000;

export type SearchWorld = {
  zwolleId: string;
  apeldoornId: string;
  swalmenId: string;
  zwolleOrganizationId: string;
  apeldoornOrganizationId: string;
  categories: Record<string, string>;
  ageGroups: Record<string, string>;
  /** Vacancy ids by key (a1…a7, b1, hidden-*, r1…r3, o1, o2). */
  ids: Record<string, string>;
  /** Calendar day (yyyy-mm-dd, Amsterdam) of the one-day activity a4. */
  openDay: string;
  /** First occurrence (a Tuesday) of the weekly activity a5, and the day its vacancy expires. */
  firstTuesday: string;
  weeklyExpires: string;
};

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

async function namesToIds(t: TestApp, tenantId: string, table: typeof vacancyCategories | typeof ageGroups) {
  const rows = await t.database.db.select({ id: table.id, name: table.name }).from(table).where(eq(table.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

async function insertOrganization(t: TestApp, tenantId: string, volunteerCenterId: string, name: string, city: string) {
  const [row] = await t.database.db
    .insert(organizations)
    .values({ tenantId, volunteerCenterId, name, city, status: 'approved', type: 'NonProfit' })
    .returning({ id: organizations.id });
  return row!.id;
}

type Seed = {
  tenantId: TenantId;
  volunteerCenterId: string;
  organizationId: string;
  title: string;
  description?: string;
  type?: VacancyType;
  status?: VacancyStatus;
  place?: string | null;
  categoryIds?: string[];
  ageGroupIds?: string[];
  publishedDaysAgo: number;
  expiresAt?: Date;
  startsAt?: Date;
  endsAt?: Date;
  frequency?: 'once' | 'multi_day' | 'regularly';
  recurrenceRule?: string;
};

async function insertVacancy(t: TestApp, seed: Seed): Promise<string> {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(vacancies)
    .values({
      tenantId: seed.tenantId,
      volunteerCenterId: seed.volunteerCenterId,
      organizationId: seed.organizationId,
      title: seed.title,
      description: seed.description ?? `<p>${seed.title}.</p>`,
      status: seed.status ?? 'published',
      vacancyType: seed.type ?? 'volunteering',
      contactPerson: 'Kees Kwispel',
      categoryIds: seed.categoryIds ?? [],
      ageGroupIds: seed.ageGroupIds ?? [],
      place: seed.place === undefined ? 'Zwolle' : seed.place,
      ...(await coordinatesOfPlace(seed.place === undefined ? 'Zwolle' : seed.place)),
      publishedAt: new Date(now - seed.publishedDaysAgo * DAY),
      expiresAt: seed.expiresAt ?? new Date(now + 300 * DAY),
      startsAt: seed.startsAt ?? null,
      endsAt: seed.endsAt ?? null,
      frequency: seed.frequency ?? null,
      recurrenceRule: seed.recurrenceRule ?? null,
    })
    .returning({ id: vacancies.id });
  return row!.id;
}

/** Builds the vacancies the search tests use, in the public, roermond and oldebroek tenants. */
export async function createSearchWorld(t: TestApp): Promise<SearchWorld> {
  const zwolleId = await centerIdOf(t, 'public', 'zwolle');
  const apeldoornId = await centerIdOf(t, 'public', 'apeldoorn');
  const roermondId = await centerIdOf(t, 'roermond', 'roermond');
  const oldebroekId = await centerIdOf(t, 'oldebroek', 'oldebroek');
  const categories = await namesToIds(t, 'public', vacancyCategories);
  const groups = await namesToIds(t, 'public', ageGroups);

  // A second centre for roermond, which does not share its centres.
  const swalmenId = await addCenter(t, 'roermond', 'swalmen', 'Vrijwilligerspunt Swalmen');

  const zwolleOrganizationId = await insertOrganization(t, 'public', zwolleId, 'Stichting Kwispeltuin Zwolle', 'Zwolle');
  const apeldoornOrganizationId = await insertOrganization(t, 'public', apeldoornId, 'Stichting Kwispeltuin Apeldoorn', 'Apeldoorn');
  const roermondOrganizationId = await insertOrganization(t, 'roermond', roermondId, 'Stichting Kwispeltuin Roermond', 'Roermond');
  const swalmenOrganizationId = await insertOrganization(t, 'roermond', swalmenId, 'Stichting Kwispeltuin Swalmen', 'Roermond');
  const oldebroekOrganizationId = await insertOrganization(t, 'oldebroek', oldebroekId, 'Stichting Kwispeltuin Wezep', 'Wezep');

  // The one-day activity ten days ahead, 10:00 to 14:00 Dutch time; the weekly one on Tuesdays from at least two weeks ahead.
  const openDay = day(Date.now() + 10 * DAY);
  const openAt = new Date(startOfDutchDay(openDay).getTime() + 10 * 3_600_000);
  let tuesday = Date.now() + 14 * DAY;
  while (new Date(tuesday).getUTCDay() !== 2) tuesday += DAY;
  const firstTuesday = day(tuesday);
  const weeklyAt = new Date(`${firstTuesday}T09:00:00Z`);
  const weeklyExpires = day(tuesday + 60 * DAY);

  const zwolle = { tenantId: 'public' as const, volunteerCenterId: zwolleId, organizationId: zwolleOrganizationId };
  const ids: Record<string, string> = {};
  ids.a1 = await insertVacancy(t, { ...zwolle, title: 'Vrijwilliger bij de kwispeltuin', categoryIds: [categories.Sport!], ageGroupIds: [groups['55+']!], publishedDaysAgo: 1 });
  ids.a2 = await insertVacancy(t, {
    ...zwolle,
    title: 'Sportmaatje voor ouderen in de kwispeltuin',
    description: '<p>Every volunteer is welcome.</p>',
    place: 'Dalfsen',
    categoryIds: [categories.Sport!, categories['Zorg en welzijn']!],
    ageGroupIds: [groups['55+']!, groups['Jongeren 12–17']!],
    publishedDaysAgo: 2,
  });
  ids.a3 = await insertVacancy(t, {
    ...zwolle,
    title: 'Taalmaatje kwispeltuin',
    description: '<p>Samen een wandeling maken en Nederlands oefenen.</p>',
    type: 'language',
    place: 'Kampen',
    categoryIds: [categories['Zorg en welzijn']!],
    ageGroupIds: [groups['Jongeren 12–17']!],
    publishedDaysAgo: 3,
  });
  ids.a4 = await insertVacancy(t, {
    ...zwolle,
    title: 'Open dag in de kwispeltuin',
    type: 'activity',
    place: 'Raalte',
    categoryIds: [categories.Natuur!],
    publishedDaysAgo: 4,
    startsAt: openAt,
    endsAt: new Date(openAt.getTime() + 4 * 3_600_000),
    frequency: 'once',
  });
  ids.a5 = await insertVacancy(t, {
    ...zwolle,
    title: 'Wekelijkse wandeling door de kwispeltuin',
    type: 'activity',
    categoryIds: [categories.Natuur!, categories.Sport!],
    publishedDaysAgo: 5,
    startsAt: weeklyAt,
    endsAt: new Date(weeklyAt.getTime() + 2 * 3_600_000),
    frequency: 'regularly',
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
    expiresAt: new Date(`${weeklyExpires}T12:00:00Z`),
  });
  ids.a6 = await insertVacancy(t, { ...zwolle, title: 'Maatje een-op-een in de kwispeltuin', type: 'p2p', categoryIds: [categories['Zorg en welzijn']!], publishedDaysAgo: 6 });
  ids.a7 = await insertVacancy(t, { ...zwolle, title: 'Kwispeltuin zonder plaats', place: null, categoryIds: [categories.Cultuur!], publishedDaysAgo: 7 });
  for (const status of ['draft', 'archived', 'expired', 'filled', 'deleted'] as const) {
    ids[`hidden-${status}`] = await insertVacancy(t, { ...zwolle, title: `Kwispeltuin verborgen ${status}`, status, publishedDaysAgo: 1 });
  }
  ids['hidden-past-expiry'] = await insertVacancy(t, { ...zwolle, title: 'Kwispeltuin verborgen verlopen', publishedDaysAgo: 9, expiresAt: new Date(Date.now() - DAY) });
  ids.b1 = await insertVacancy(t, {
    tenantId: 'public',
    volunteerCenterId: apeldoornId,
    organizationId: apeldoornOrganizationId,
    title: 'Kwispeltuin Apeldoorn zoekt vrijwilligers',
    place: 'Apeldoorn',
    categoryIds: [categories.Vervoer!],
    publishedDaysAgo: 8,
  });
  ids.r1 = await insertVacancy(t, { tenantId: 'roermond', volunteerCenterId: roermondId, organizationId: roermondOrganizationId, title: 'Kwispeltuin in Roermond', place: 'Roermond', publishedDaysAgo: 1 });
  ids.r2 = await insertVacancy(t, { tenantId: 'roermond', volunteerCenterId: roermondId, organizationId: roermondOrganizationId, title: 'Kwispeltuin maatje Roermond', type: 'p2p', place: 'Roermond', publishedDaysAgo: 2 });
  ids.r3 = await insertVacancy(t, { tenantId: 'roermond', volunteerCenterId: swalmenId, organizationId: swalmenOrganizationId, title: 'Kwispeltuin in Swalmen', place: 'Roermond', publishedDaysAgo: 1 });
  ids.o1 = await insertVacancy(t, { tenantId: 'oldebroek', volunteerCenterId: oldebroekId, organizationId: oldebroekOrganizationId, title: 'Kwispeltuin activiteit Oldebroek', type: 'activity', place: 'Oldebroek', publishedDaysAgo: 1, startsAt: openAt, frequency: 'once' });
  ids.o2 = await insertVacancy(t, { tenantId: 'oldebroek', volunteerCenterId: oldebroekId, organizationId: oldebroekOrganizationId, title: 'Kwispeltuin in Wezep', place: 'Wezep', publishedDaysAgo: 1 });

  return {
    zwolleId,
    apeldoornId,
    swalmenId,
    zwolleOrganizationId,
    apeldoornOrganizationId,
    categories,
    ageGroups: groups,
    ids,
    openDay,
    firstTuesday,
    weeklyExpires,
  };
}

/** The key of a world vacancy by id, for readable expectations. */
export function keysOf(world: SearchWorld, resources: { id: string }[]): string[] {
  const byId = new Map(Object.entries(world.ids).map(([key, id]) => [id, key]));
  return resources.map((r) => byId.get(r.id) ?? `other:${r.id}`);
}

/** A test app with the search world, for a search test file's beforeAll (close it in afterAll). */
export async function startSearchWorld(): Promise<{ t: TestApp; world: SearchWorld }> {
  const t = await createTestApp();
  return { t, world: await createSearchWorld(t) };
}
