import type { Tx } from '../../platform/db/database';
import { ANONYMOUS, type CallerIdentification, type Identified, type IdentifyInput, type RequestHeaders } from '../../platform/http/request-context';
import { ApiError } from '../../platform/http/errors';
import { isUuid } from '../../platform/http/json-api';
import { findCenterOfOrganization } from '../organizations/organizations.data';
import { authenticate } from './auth.service';
import { credentialsFrom } from '../../platform/secrets/tokens';
import { hasRole, type CurrentUser } from '../access/access';

/** Whether the request carries devise_token_auth credentials at all (valid or not). */
export function presentsCredentials(headers: RequestHeaders): boolean {
  return credentialsFrom(headers) !== undefined;
}

/**
 * Reads the devise_token_auth headers, validates and rotates the token, and
 * checks the organisation the caller asks to act for, in the request's tenant
 * transaction. Invalid credentials make an anonymous caller; routes that need
 * a user answer 401.
 */
export async function identifyCaller(tx: Tx, input: IdentifyInput): Promise<Identified> {
  const credentials = credentialsFrom(input.headers);
  if (!credentials) return ANONYMOUS;
  const result = await authenticate(tx, {
    tenant: input.tenant,
    secretKey: input.secretKey,
    allowInactiveUsers: input.allowInactiveUsers,
    credentials,
    rotate: input.rotate,
  });
  if (!result) return ANONYMOUS;

  const organizationHeader = input.headers['current-organization-id'];
  const organizationId = (
    Array.isArray(organizationHeader) ? organizationHeader[0] : organizationHeader
  )?.trim();
  if (!organizationId)
    return { user: result.user, organizationId: null, sessionHeaders: result.headers };
  if (!isUuid(organizationId))
    throw new ApiError('INVALID_HEADER', { params: { header: 'Current-Organization-Id' } });
  const id = organizationId.toLowerCase();
  if (
    !result.user.organizationIds.includes(id) &&
    !(await mayActForAnyOrganization(tx, result.user, id))
  ) {
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.organization' });
  }
  return { user: result.user, organizationId: id, sessionHeaders: result.headers };
}

/** Admins may act for any organisation of their tenant, centre staff for any of their centre. */
async function mayActForAnyOrganization(
  tx: Tx,
  user: CurrentUser,
  organizationId: string,
): Promise<boolean> {
  if (!hasRole(user, 'admin', 'center_superuser')) return false;
  const volunteerCenterId = await findCenterOfOrganization(tx, user.tenantId, organizationId);
  if (!volunteerCenterId) return false;
  return hasRole(user, 'admin') || volunteerCenterId === user.volunteerCenterId;
}

/** How the database plugin recognises callers: given to it by the composition root (`app.ts`). */
export const callerIdentification: CallerIdentification = { presentsCredentials, identifyCaller };
