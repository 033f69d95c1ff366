import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@platform/contracts';
import { organizationMembers, organizations, volunteerProfiles } from '../schema';
import { createAccount } from './accounts';
import type { Credentials, TestApp, TestResponse } from './test-app';

// Test-only: volunteers in the pool and replies to them through the API, as the apps send them.

export const replyDoc = (attributes: Record<string, unknown>) => ({
  data: { type: 'volunteer_profile_replies', attributes },
});

/** A new volunteer of a centre with a profile in its pool (or out of it); their account, profile id and e-mail address. */
export async function poolVolunteer(
  t: TestApp,
  volunteerCenterId: string,
  name: string,
  { tenantId = 'public', inPool = true }: { tenantId?: TenantId; inPool?: boolean } = {},
) {
  const email = `${name.toLowerCase()}@pool.example`;
  const user = await createAccount(t, {
    tenantId,
    volunteerCenterId,
    email,
    firstName: name,
    lastName: 'Pool',
  });
  const [profile] = await t.database.db
    .insert(volunteerProfiles)
    .values({
      tenantId,
      volunteerCenterId,
      userId: user.id,
      introduction: `Ik ben ${name}.`,
      inPool,
      joinedPoolAt: inPool ? new Date() : null,
    })
    .returning();
  return { userId: user.id, profileId: profile!.id, email };
}

/** A new superuser of an organisation (approved, of the centre, unless the seed's other organisations are wanted). */
export async function organizationManager(
  t: TestApp,
  organizationId: string,
  volunteerCenterId: string,
  email: string,
  tenantId: TenantId = 'public',
) {
  const user = await createAccount(t, {
    tenantId,
    volunteerCenterId,
    email,
    roles: ['organization_superuser'],
    firstName: 'Olga',
    lastName: 'Manager',
  });
  await t.database.db
    .insert(organizationMembers)
    .values({ tenantId, organizationId, userId: user.id, role: 'organization_superuser' });
  return user;
}

/** An approved organisation of a centre other than `except`. */
export async function approvedOrganizationOf(
  t: TestApp,
  volunteerCenterId: string,
  except: string[] = [],
) {
  const rows = await t.database.db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.volunteerCenterId, volunteerCenterId),
        eq(organizations.status, 'approved'),
      ),
    );
  const found = rows.find((row) => !except.includes(row.id) && row.type === 'NonProfit');
  if (!found) throw new Error(`No approved organisation in ${volunteerCenterId}`);
  return found;
}

/** `POST /volunteer_profile_replies` as `credentials`, acting for `organizationId`. */
export function sendReply(
  t: TestApp,
  credentials: Credentials | undefined,
  attributes: Record<string, unknown>,
  options: { host?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const organizationId = attributes['organization_id'];
  const acting: Record<string, string> =
    typeof organizationId === 'string' ? { 'current-organization-id': organizationId } : {};
  return t.request({
    method: 'POST',
    url: '/api/v1/volunteer_profile_replies',
    credentials,
    host: options.host,
    headers: { ...acting, ...options.headers },
    body: replyDoc({ body: 'We zoeken iemand zoals jij!', ...attributes }),
  });
}

/** `PATCH /volunteer_profile_replies/{id}` with the volunteer's answer. */
export function answerReply(
  t: TestApp,
  credentials: Credentials | undefined,
  id: string,
  status: string,
  host?: string,
): Promise<TestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/v1/volunteer_profile_replies/${id}`,
    credentials,
    host,
    body: replyDoc({ status }),
  });
}
