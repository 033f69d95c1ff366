import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/http/request-context';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { findUsersByIds } from '../../identity/users/users.data';
import { listAgeGroups } from '../vacancies/vacancies.data';
import { isMinorAgeGroup, oneToOneStaffCenter } from './one-to-one.policy';
import type { OneToOneRequestRow } from './one-to-one.repository';
import type { Person } from './one-to-one.serializer';

// What every one-to-one call starts with: the feature, the caller and their side.

/** Everything is a 404 where the tenant has no peer-to-peer support, before anything else is looked at. */
export function requirePeerToPeer(context: RequestContext): void {
  if (!context.tenant.features.peerToPeer) throw new ApiError('FEATURE_DISABLED', { detailKey: 'error.FEATURE_DISABLED.one_to_one' });
}

/** The caller and the centre they are staff of on this site (null when they are not). */
export function caller(context: RequestContext): { user: CurrentUser; staffCenter: string | null } {
  requirePeerToPeer(context);
  const user = requireUser(context);
  return { user, staffCenter: oneToOneStaffCenter(user, context.tenant.volunteerCenterId) };
}

/** The caller when they are staff of the site's centre; 403 otherwise. */
export function requireStaff(context: RequestContext): { user: CurrentUser; staffCenter: string } {
  const { user, staffCenter } = caller(context);
  if (!staffCenter) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_staff' });
  return { user, staffCenter };
}

export const fieldError = (field: string, reason: FieldIssue['reason']) =>
  new ValidationError([{ pointer: `/data/attributes/${field}`, field, reason }]);

/** The people of some rows by id (deleted accounts are left out). */
export async function peopleById(context: RequestContext, ids: string[]): Promise<Map<string, Person>> {
  const rows = await findUsersByIds(context.tx, context.tenant.id, ids);
  return new Map(rows.map((row) => [row.id, { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email }]));
}

/** Which requests are a minor's, by their age group's name (one-to-one.policy.ts). */
export async function minorsAmong(context: RequestContext, requests: readonly OneToOneRequestRow[]): Promise<Set<string>> {
  const ageGroupIds = [...new Set(requests.flatMap((request) => (request.ageGroupId ? [request.ageGroupId] : [])))];
  const names = new Map((await listAgeGroups(context.tx, context.tenant.id, ageGroupIds)).map((group) => [group.id, group.name]));
  return new Set(requests.filter((request) => isMinorAgeGroup(request.ageGroupId ? names.get(request.ageGroupId) : null)).map((request) => request.id));
}
