import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Credentials, TestApp } from './test-app';
import {
  auditEvents,
  authTokens,
  organizationMembers,
  organizations,
  uploads,
  userRoles,
  users,
  vacancies,
  volunteerCenters,
} from '../schema';

// Test-only lookups of demo records on the owner connection, so tests can
// name records by what the demo seed calls them and check what a refused
// write left unchanged.

export async function centerIdOf(
  testApp: TestApp,
  tenantId: string,
  slug: string,
): Promise<string> {
  const [row] = await testApp.database.db
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.slug, slug)));
  if (!row) throw new Error(`No centre ${slug} in ${tenantId}`);
  return row.id;
}

export async function organizationRow(testApp: TestApp, tenantId: string, name: string) {
  const [row] = await testApp.database.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.name, name)));
  if (!row) throw new Error(`No organisation ${name} in ${tenantId}`);
  return row;
}

export async function organizationById(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) throw new Error(`No organisation ${id}`);
  return row;
}

export async function userRowByEmail(testApp: TestApp, tenantId: string, email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`No user ${email} in ${tenantId}`);
  return row;
}

export async function userRowById(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`No user ${id}`);
  return row;
}

export async function roleNamesOf(testApp: TestApp, userId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ name: userRoles.name })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.name).sort();
}

export async function tokenCountOf(testApp: TestApp, userId: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  return rows.length;
}

export async function auditActionsFor(testApp: TestApp, subjectId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, subjectId));
  return rows.map((r) => r.action);
}

export async function vacancyRow(testApp: TestApp, organizationId: string, title: string) {
  const [row] = await testApp.database.db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.organizationId, organizationId), eq(vacancies.title, title)));
  if (!row) throw new Error(`No vacancy ${title} of ${organizationId}`);
  return row;
}

/**
 * Publishes a vacancy through the API as `credentials` (a manager of an
 * organisation), as in Zwolle and expiring in 60 days unless `attributes`
 * (snake_case) say otherwise; returns its id.
 */
export async function publishVacancy(
  testApp: TestApp,
  credentials: Credentials,
  attributes: Record<string, unknown>,
): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/v1/vacancies',
    credentials,
    body: {
      data: {
        type: 'vacancies',
        attributes: {
          description: '<p>Help mee.</p>',
          status: 'published',
          contact_person: 'Esther',
          place: 'Zwolle',
          expires_at: new Date(Date.now() + 60 * 86_400_000).toISOString(),
          ...attributes,
        },
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`No vacancy published: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export async function vacancyById(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db.select().from(vacancies).where(eq(vacancies.id, id));
  if (!row) throw new Error(`No vacancy ${id}`);
  return row;
}

/**
 * Adds a volunteer centre to a tenant (the demo seed gives only the public
 * tenant several, and that one shares its centres) and makes the running app
 * know it at once. Returns its id.
 */
export async function addCenter(
  testApp: TestApp,
  tenantId: string,
  slug: string,
  name: string,
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(volunteerCenters)
    .values({ tenantId, slug, name })
    .returning({ id: volunteerCenters.id });
  testApp.app.tenancy.invalidate();
  return row!.id;
}

/** An uploaded image row of a centre (the file itself is not needed to reference it), and its URL. */
export async function uploadedImage(
  testApp: TestApp,
  tenantId: string,
  volunteerCenterId: string,
): Promise<string> {
  const id = randomUUID();
  await testApp.database.db.insert(uploads).values({
    id,
    tenantId,
    volunteerCenterId,
    purpose: 'image',
    storedName: `${id}.webp`,
    contentType: 'image/webp',
    byteSize: 1000,
    width: 800,
    height: 600,
  });
  return `/uploads/${tenantId}/${id}.webp`;
}

/** The organisation a demo account belongs to (the organisation superuser's own). */
export async function organizationOf(
  testApp: TestApp,
  email: string,
  tenantId = 'public',
): Promise<string> {
  const user = await userRowByEmail(testApp, tenantId, email);
  const [membership] = await testApp.database.db
    .select()
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  if (!membership) throw new Error(`${email} belongs to no organisation`);
  return membership.organizationId;
}
