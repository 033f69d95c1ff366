import { ApiError } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/http/request-context';
import type { TenantContext } from '../../identity/tenancy/tenancy.plugin';
import {
  hasRole,
  requireUser,
  staffCenterOf,
  type CurrentUser,
} from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';

/**
 * Who reads the pool and as what (docs/decisions.md, "Volunteer pool (issue 28)"):
 * - `staff`: an admin or centre superuser of the site's centre; `organizationId`
 *   is the organisation they act for through `Current-Organization-Id`, if any
 *   (a reply then goes out in its name);
 * - `organization`: a superuser of an approved organisation of the centre,
 *   acting for it (the header, or their only managed organisation).
 */
export type PoolReader =
  | { kind: 'staff'; user: CurrentUser; volunteerCenterId: string; organizationId: string | null }
  | { kind: 'organization'; user: CurrentUser; volunteerCenterId: string; organizationId: string };

/** The `volunteerProfiles` feature (spec §1: on unless the meedoen variant); off, every pool route is a 404. */
export function requirePoolFeature(tenant: Pick<TenantContext, 'features'>): void {
  if (!tenant.features.volunteerProfiles) throw new ApiError('FEATURE_DISABLED');
}

/**
 * Whether and as what the caller reads the pool of the site's centre: 404
 * with the feature off, 401 without a session, 403 for anyone who is neither
 * staff of the centre nor a superuser of an approved organisation of it.
 * Members without the superuser role do not see the pool: volunteers' data
 * go to as few people as the work needs.
 */
export async function poolAccess(
  context: Pick<RequestContext, 'tenant' | 'user' | 'organizationId' | 'tx'>,
): Promise<PoolReader> {
  requirePoolFeature(context.tenant);
  const user = requireUser(context);
  const siteCenterId = context.tenant.volunteerCenterId;
  if (
    hasRole(user, 'admin', 'center_superuser') &&
    staffCenterOf(user, siteCenterId) === siteCenterId
  ) {
    return {
      kind: 'staff',
      user,
      volunteerCenterId: siteCenterId,
      organizationId: context.organizationId,
    };
  }
  const organizationId =
    context.organizationId ??
    (user.managedOrganizationIds.length === 1 ? user.managedOrganizationIds[0]! : null);
  if (!organizationId || !user.managedOrganizationIds.includes(organizationId)) {
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.pool' });
  }
  const organization = await findOrganization(context.tx, context.tenant.id, organizationId);
  if (
    !organization ||
    organization.status !== 'approved' ||
    organization.volunteerCenterId !== siteCenterId
  ) {
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.pool' });
  }
  return { kind: 'organization', user, volunteerCenterId: siteCenterId, organizationId };
}

/** Whether the reader sees the person's last name and contact details: staff only. */
export const seesContactDetails = (reader: PoolReader): boolean => reader.kind === 'staff';

/** The signed-in user keeping their own profile: any user of the centre, with the feature on. */
export function profileOwner(context: Pick<RequestContext, 'tenant' | 'user'>): CurrentUser {
  requirePoolFeature(context.tenant);
  return requireUser(context);
}
