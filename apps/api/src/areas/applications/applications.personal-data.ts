import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { applications } from './applications.tables';

// The applications module's part of a person's own data (issue 28).

/** A person as their applications are found: their account, and its address. */
export type Applicant = { id: string; email: string };

/** The guests' applications sent with this address (the lookup the tenant's `email_key` index serves). */
export function guestApplicationsWithAddress(tx: Tx, tenantId: string, email: string) {
  return tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        isNull(applications.userId),
        eq(applications.emailKey, email.toLowerCase()),
      ),
    );
}

/**
 * The person's applications: those sent signed in, and those sent as a guest
 * with their account's address, which they confirmed is theirs
 * (docs/decisions.md, "Issue 28: the volunteer's own data"). Two lookups, each
 * through its own index, where one `or` would read the tenant's every application.
 */
async function applicationsOf(tx: Tx, tenantId: string, person: Applicant) {
  const [signedIn, asGuest] = await Promise.all([
    tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, person.id))),
    guestApplicationsWithAddress(tx, tenantId, person.email),
  ]);
  const ids = [...signedIn, ...asGuest].map((row) => row.id);
  return and(eq(applications.tenantId, tenantId), inArray(applications.id, ids));
}

/** The person's applications, signed in or as a guest, oldest first. */
export async function applicationsOfUser(tx: Tx, tenantId: string, person: Applicant) {
  const ofPerson = await applicationsOf(tx, tenantId, person);
  return tx
    .select({
      id: applications.id,
      vacancyId: applications.vacancyId,
      vacancyTitle: applications.vacancyTitle,
      name: applications.name,
      email: applications.email,
      phoneNumber: applications.phoneNumber,
      message: applications.message,
      status: applications.status,
      decisionReason: applications.decisionReason,
      decidedAt: applications.decidedAt,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(ofPerson)
    .orderBy(asc(applications.createdAt));
}

/**
 * Keeps the person's applications (signed in or as a guest) for the
 * organisations' records without the person: no account, name, address,
 * phone number or message, and `anonymised_at` set, so each reader says
 * "deleted user" in its own language. The address becomes one per
 * application, so the one-per-vacancy-and-address rule holds.
 */
export async function anonymiseApplicationsOfUser(
  tx: Tx,
  tenantId: string,
  person: Applicant,
): Promise<number> {
  const ofPerson = await applicationsOf(tx, tenantId, person);
  const now = new Date();
  const rows = await tx
    .update(applications)
    .set({
      userId: null,
      name: null,
      firstName: null,
      lastName: null,
      email: sql`'deleted-' || ${applications.id} || '@deleted.invalid'`,
      phoneNumber: null,
      message: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(ofPerson)
    .returning({ id: applications.id });
  return rows.length;
}
