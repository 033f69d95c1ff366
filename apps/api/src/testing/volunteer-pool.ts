import { and, eq } from 'drizzle-orm';
import { createAccount } from './accounts';
import type { Credentials, TestApp } from './test-app';
import { organizationMembers, organizations, vacancyCategories, ageGroups } from '../schema';

// Test-only helpers of the pool tests: volunteers with profiles, and organisation managers.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** PUTs a profile as `credentials`; returns the answer. */
export function putProfile(
  t: TestApp,
  credentials: Credentials,
  attributes: Record<string, unknown>,
  host = 'localhost',
) {
  return t.request({
    method: 'PUT',
    url: '/api/v1/volunteer_profile',
    host,
    credentials,
    body: { data: { type: 'volunteer_profiles', attributes: { in_pool: true, ...attributes } } },
  });
}

/** A new volunteer of a centre, signed in, with a profile in the pool; returns their credentials, user id and profile id. */
export async function volunteerInPool(
  t: TestApp,
  volunteerCenterId: string,
  attributes: Record<string, unknown>,
  { host = 'localhost', firstName = 'Vera', tenantId = 'public' as const } = {},
) {
  const email = `pool-${unique()}@example.org`;
  const user = await createAccount(t, {
    tenantId,
    volunteerCenterId,
    email,
    firstName,
    lastName: 'Pool',
  });
  const credentials = await t.signIn(email, { host });
  const response = await putProfile(t, credentials, attributes, host);
  if (response.statusCode !== 200)
    throw new Error(`No profile: ${response.statusCode} ${response.body}`);
  return { credentials, userId: user.id, email, profileId: response.json().data.id as string };
}

/** A superuser of a new organisation of the centre (approved unless said), signed in; returns credentials and the organisation's id. */
export async function organizationManager(
  t: TestApp,
  volunteerCenterId: string,
  {
    status = 'approved' as 'approved' | 'pending',
    host = 'localhost',
    role = 'organization_superuser' as 'organization_superuser' | 'member',
    tenantId = 'public' as const,
  } = {},
) {
  const email = `org-${unique()}@example.org`;
  const user = await createAccount(t, {
    tenantId,
    volunteerCenterId,
    email,
    roles: [role === 'member' ? 'volunteer' : 'organization_superuser'],
  });
  const [organization] = await t.database.db
    .insert(organizations)
    .values({ tenantId, volunteerCenterId, name: `Stichting ${unique()}`, city: 'Zwolle', status })
    .returning({ id: organizations.id });
  await t.database.db
    .insert(organizationMembers)
    .values({ tenantId, organizationId: organization!.id, userId: user.id, role });
  return {
    credentials: await t.signIn(email, { host }),
    organizationId: organization!.id,
    userId: user.id,
  };
}

/** The ids of the tenant's categories and age groups by name. */
export async function lookups(t: TestApp, tenantId = 'public') {
  const categories = await t.database.db
    .select()
    .from(vacancyCategories)
    .where(eq(vacancyCategories.tenantId, tenantId));
  const groups = await t.database.db
    .select()
    .from(ageGroups)
    .where(and(eq(ageGroups.tenantId, tenantId)));
  const byName = (rows: { id: string; name: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.name, row.id]));
  return { categories: byName(categories), ageGroups: byName(groups) };
}
