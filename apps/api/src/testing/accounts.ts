import { and, eq } from 'drizzle-orm';
import type { Role, TenantId, UserStatus } from '@platform/contracts';
import { userRoles, users } from '../schema';
import type { TestApp } from './test-app';

// Test-only: accounts the demo seed does not have (a mentor, an inactive
// volunteer, …), made on the owner connection with the demo password.

export type AccountSeed = {
  tenantId?: TenantId;
  volunteerCenterId: string;
  email: string;
  roles?: Role[];
  status?: UserStatus;
  firstName?: string;
  lastName?: string;
};

/** Creates a confirmed account that signs in with DEMO_PASSWORD (unless its status forbids it); returns its row. */
export async function createAccount(testApp: TestApp, seed: AccountSeed) {
  const tenantId = seed.tenantId ?? 'public';
  // Copying a demo account's hash is much faster than hashing the demo password again.
  const [demo] = await testApp.database.db
    .select({ encryptedPassword: users.encryptedPassword })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, `vrijwilliger@${tenantId}.example`)));
  const [row] = await testApp.database.db
    .insert(users)
    .values({
      tenantId,
      volunteerCenterId: seed.volunteerCenterId,
      email: seed.email,
      encryptedPassword: seed.status === 'invited' ? null : (demo?.encryptedPassword ?? null),
      firstName: seed.firstName ?? 'Test',
      lastName: seed.lastName ?? seed.email.split('@')[0],
      status: seed.status ?? 'active',
      signupMethod: 'createdByUser',
      confirmedAt: seed.status === 'invited' ? null : new Date(),
    })
    .returning();
  for (const name of seed.roles ?? ['volunteer']) {
    await testApp.database.db.insert(userRoles).values({ tenantId, userId: row!.id, name });
  }
  return row!;
}
