import { and, eq, isNull } from 'drizzle-orm';
import { viewBuilder } from '../../platform/db/views';
import { userRoles, users } from './users.tables';

/** Who each user is (not their credentials or profile), for other modules' queries to join by user id. */
export const userDirectory = viewBuilder
  .select({
    id: users.id,
    tenantId: users.tenantId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    deletedAt: users.deletedAt,
  })
  .from(users)
  .as('users');

/** The users mail reaches (active, not deleted), with what a mail to them needs. */
export const mailableUsers = viewBuilder
  .select({
    id: users.id,
    tenantId: users.tenantId,
    volunteerCenterId: users.volunteerCenterId,
    email: users.email,
    emailKey: users.emailKey,
    firstName: users.firstName,
    locale: users.locale,
  })
  .from(users)
  .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
  .as('users');

/** Who holds which role, for other modules' queries (a centre's staff in a conversation). */
export const roleHolders = viewBuilder
  .select({ tenantId: userRoles.tenantId, userId: userRoles.userId, name: userRoles.name })
  .from(userRoles)
  .as('user_roles');

/**
 * Active, not deleted users with their contact details, for other modules'
 * queries that show a person only while their account is live (the volunteer pool).
 */
export const activeUserContacts = viewBuilder
  .select({
    id: users.id,
    tenantId: users.tenantId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phoneNumber: users.phoneNumber,
  })
  .from(users)
  .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
  .as('users');

/**
 * Accounts as the admin's data viewer shows them: the columns it may show and
 * nothing else (never the password or token digests).
 */
export const dataViewerUsers = viewBuilder
  .select({
    id: users.id,
    tenantId: users.tenantId,
    volunteerCenterId: users.volunteerCenterId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    status: users.status,
    locale: users.locale,
    signupMethod: users.signupMethod,
    signInCount: users.signInCount,
    lastSignInAt: users.lastSignInAt,
    confirmedAt: users.confirmedAt,
    createdAt: users.createdAt,
  })
  .from(users)
  .as('users');
