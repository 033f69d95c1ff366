import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OrganizationMemberRole } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import type { MailRecipient } from '../notification-templates/templated-mail';
import { mailableUsers, userDirectory } from '../users/users.views';
import { organizationMembers, organizations } from './organizations.tables';
import type { OrganizationRow } from './organizations.repository';

// Memberships: who belongs to which organisation, who manages it, and who of them is mailed.

/** The organisations a user is a member of, deleted ones left out, by name. */
export function listMemberOrganizations(tx: Tx, tenantId: string, userId: string): Promise<OrganizationRow[]> {
  return tx
    .select({ organization: organizations })
    .from(organizationMembers)
    .innerJoin(
      organizations,
      and(eq(organizations.id, organizationMembers.organizationId), eq(organizations.tenantId, tenantId)),
    )
    .where(
      and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.userId, userId), isNull(organizations.deletedAt)),
    )
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
    .then((rows) => rows.map((r) => r.organization));
}

/** Memberships of several users at once, with their (not deleted) organisations. */
export async function listMembershipsOfUsers(
  tx: Tx,
  tenantId: string,
  userIds: string[],
): Promise<{ userId: string; organization: OrganizationRow }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: organizationMembers.userId, organization: organizations })
    .from(organizationMembers)
    .innerJoin(
      organizations,
      and(eq(organizations.id, organizationMembers.organizationId), eq(organizations.tenantId, tenantId)),
    )
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        inArray(organizationMembers.userId, userIds),
        isNull(organizations.deletedAt),
      ),
    )
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
}

export async function addMember(tx: Tx, tenantId: string, organizationId: string, userId: string): Promise<void> {
  await tx.insert(organizationMembers).values({ tenantId, organizationId, userId }).onConflictDoNothing();
}

export type MemberRow = typeof organizationMembers.$inferSelect;

/** Memberships of several organisations, oldest first. */
export function findMembers(tx: Tx, tenantId: string, organizationIds: string[]): Promise<MemberRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.tenantId, tenantId), inArray(organizationMembers.organizationId, organizationIds)))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id));
}

/** One page of an organisation's memberships: superusers first, then oldest first. */
export async function listMembers(
  tx: Tx,
  tenantId: string,
  organizationId: string,
  page: ListQuery['page'],
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.organizationId, organizationId));
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(organizationMembers)
    .where(where)
    .orderBy(
      sql`${organizationMembers.role} = 'organization_superuser' desc`,
      asc(organizationMembers.createdAt),
      asc(organizationMembers.id),
    )
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(organizationMembers).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMember(tx: Tx, tenantId: string, organizationId: string, id: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.id, id)),
    );
  return row;
}

/** Adds a membership; undefined when the user already is a member (the unique index decides, also between two requests at once). */
export async function insertMember(
  tx: Tx,
  values: Pick<typeof organizationMembers.$inferInsert, 'tenantId' | 'organizationId' | 'userId' | 'role'>,
): Promise<MemberRow | undefined> {
  const [row] = await tx.insert(organizationMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateMemberRole(tx: Tx, tenantId: string, id: string, role: OrganizationMemberRole): Promise<MemberRow> {
  const [row] = await tx
    .update(organizationMembers)
    .set({ role })
    .where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.id, id)))
    .returning();
  return row as MemberRow;
}

export async function deleteMember(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(organizationMembers).where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.id, id)));
}

/** Superuser memberships of one organisation, or of one user across organisations (deleted ones included). */
async function countSuperuserMemberships(tx: Tx, tenantId: string, of: { organizationId: string } | { userId: string }): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        'organizationId' in of ? eq(organizationMembers.organizationId, of.organizationId) : eq(organizationMembers.userId, of.userId),
        eq(organizationMembers.role, 'organization_superuser'),
      ),
    );
  return row?.total ?? 0;
}

/** How many superuser memberships an organisation has. */
export function countSuperusers(tx: Tx, tenantId: string, organizationId: string): Promise<number> {
  return countSuperuserMemberships(tx, tenantId, { organizationId });
}

/** How many organisations (deleted ones included) a user is a superuser of. */
export function countManagedMemberships(tx: Tx, tenantId: string, userId: string): Promise<number> {
  return countSuperuserMemberships(tx, tenantId, { userId });
}

/** Active, not deleted members of an organisation (only its superusers, with `role`) as mail recipients, by address. */
function listMemberRecipientsWith(tx: Tx, tenantId: string, organizationId: string, role?: OrganizationMemberRole): Promise<MailRecipient[]> {
  return tx
    .select({ email: mailableUsers.email, firstName: mailableUsers.firstName, locale: mailableUsers.locale })
    .from(organizationMembers)
    .innerJoin(mailableUsers, eq(mailableUsers.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        eq(organizationMembers.organizationId, organizationId),
        role ? eq(organizationMembers.role, role) : undefined,
      ),
    )
    .orderBy(asc(mailableUsers.email));
}

/** The active superusers of an organisation, who are told about decisions on it. */
export function listSuperuserRecipients(tx: Tx, tenantId: string, organizationId: string): Promise<MailRecipient[]> {
  return listMemberRecipientsWith(tx, tenantId, organizationId, 'organization_superuser');
}

/** The active, not deleted members of an organisation, who get its applications when the vacancy names no contact e-mail. */
export function listMemberRecipients(tx: Tx, tenantId: string, organizationId: string): Promise<MailRecipient[]> {
  return listMemberRecipientsWith(tx, tenantId, organizationId);
}

/** The users who are members of an organisation. */
export async function listMemberUserIds(tx: Tx, tenantId: string, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.organizationId, organizationId)));
  return rows.map((r) => r.userId);
}

/** Of the given users, those who are members of another (not deleted) organisation of the centre. */
export async function listMembersElsewhereInCenter(
  tx: Tx,
  tenantId: string,
  userIds: string[],
  volunteerCenterId: string,
  organizationId: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        inArray(organizationMembers.userId, userIds),
        eq(organizations.volunteerCenterId, volunteerCenterId),
        ne(organizations.id, organizationId),
        isNull(organizations.deletedAt),
      ),
    );
  return rows.map((r) => r.userId);
}

/** How many members an organisation has, deleted accounts left out. */
export async function countMembers(tx: Tx, tenantId: string, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(userDirectory, eq(userDirectory.id, organizationMembers.userId))
    .where(
      and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.organizationId, organizationId), isNull(userDirectory.deletedAt)),
    );
  return Number(row?.n ?? 0);
}
