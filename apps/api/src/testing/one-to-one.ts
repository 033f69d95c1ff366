import { and, eq } from 'drizzle-orm';
import type { AvailabilitySlot, Role } from '@platform/contracts';
import { ageGroups, vacancyCategories, volunteerProfiles } from '../schema';
import { createAccount } from './accounts';
import type { TestApp } from './test-app';

// Test-only: students and mentors the demo seed does not have, made on the owner connection.

let serial = 0;

/** A student of a centre (volunteer and student roles). */
export async function newStudent(t: TestApp, volunteerCenterId: string, options: { tenantId?: 'public' | 'roermond' | 'oldebroek'; roles?: Role[]; firstName?: string } = {}) {
  serial += 1;
  return createAccount(t, {
    tenantId: options.tenantId,
    volunteerCenterId,
    email: `student-${serial}-${Date.now()}@example.org`,
    firstName: options.firstName ?? `Student${serial}`,
    lastName: 'Leerling',
    roles: options.roles ?? ['volunteer', 'student'],
  });
}

/** A mentor of a centre with a profile that wants one-to-one work (unless told otherwise). */
export async function newMentor(
  t: TestApp,
  volunteerCenterId: string,
  profile: { place?: string; latitude?: string; longitude?: string; availability?: AvailabilitySlot[]; categoryIds?: string[]; wantsOneToOne?: boolean; roles?: Role[]; firstName?: string; travelDistanceKm?: number } = {},
) {
  serial += 1;
  const account = await createAccount(t, {
    volunteerCenterId,
    email: `mentor-${serial}-${Date.now()}@example.org`,
    firstName: profile.firstName ?? `Mentor${serial}`,
    lastName: 'Begeleider',
    roles: profile.roles ?? ['volunteer', 'mentor'],
  });
  await t.database.db.insert(volunteerProfiles).values({
    tenantId: account.tenantId,
    volunteerCenterId,
    userId: account.id,
    introduction: 'Ik help graag met huiswerk.',
    availability: profile.availability ?? ['mon_evening'],
    categoryIds: profile.categoryIds ?? [],
    place: profile.place ?? 'Zwolle',
    latitude: profile.latitude ?? '52.516667',
    longitude: profile.longitude ?? '6.083333',
    travelDistanceKm: profile.travelDistanceKm ?? 20,
    wantsOneToOne: profile.wantsOneToOne ?? true,
    inPool: true,
  });
  return account;
}

export async function ageGroupId(t: TestApp, name: string, tenantId = 'public'): Promise<string> {
  const [row] = await t.database.db.select().from(ageGroups).where(and(eq(ageGroups.tenantId, tenantId), eq(ageGroups.name, name)));
  return row!.id;
}

export async function categoryId(t: TestApp, name: string, tenantId = 'public'): Promise<string> {
  const [row] = await t.database.db.select().from(vacancyCategories).where(and(eq(vacancyCategories.tenantId, tenantId), eq(vacancyCategories.name, name)));
  return row!.id;
}

export const requestDoc = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'one_to_one_requests', ...(id ? { id } : {}), attributes } });
export const matchDoc = (attributes: Record<string, unknown>) => ({ data: { type: 'one_to_one_matches', attributes } });
