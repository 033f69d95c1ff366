import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { applications } from './applications.tables';

// The applications module's part of a person's own data (issue 28).

/** What an anonymised application is called: the organisation keeps the record, not the person. */
export const DELETED_APPLICANT_NAME = 'Verwijderde gebruiker';

/** The applications the user sent while signed in, oldest first. */
export function applicationsOfUser(tx: Tx, tenantId: string, userId: string) {
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
    .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, userId)))
    .orderBy(asc(applications.createdAt));
}

/**
 * Keeps the user's applications for the organisations' records without the
 * person: no account, name, address, phone number or message. The address
 * becomes one per application, so the one-per-vacancy-and-address rule holds.
 */
export async function anonymiseApplicationsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<number> {
  const rows = await tx
    .update(applications)
    .set({
      userId: null,
      name: DELETED_APPLICANT_NAME,
      firstName: DELETED_APPLICANT_NAME,
      lastName: '',
      email: sql`'deleted-' || ${applications.id} || '@deleted.invalid'`,
      phoneNumber: null,
      message: null,
      updatedAt: new Date(),
    })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return rows.length;
}
