import type { Tx } from '../../platform/db/database';
import { ANONYMOUS, type CallerIdentification, type Identified, type IdentifyInput, type RequestHeaders } from '../../platform/http/request-context';
import { ApiError } from '../../platform/http/errors';
import { isUuid } from '../../platform/http/json-api';
import { findCenterOfOrganization } from '../organizations/organizations.data';
import { authenticate } from './auth.service';
import { credentialsFrom } from '../../platform/secrets/tokens';
import { hasRole, type CurrentUser } from '../access/access';
import { identifyPartner, partnerKeyFrom } from '../partner-keys/partner-keys.data';

/** Whether the request carries devise_token_auth credentials or a partner key at all (valid or not). */
export function presentsCredentials(headers: RequestHeaders): boolean {
  return partnerKeyFrom(headers) !== undefined || credentialsFrom(headers) !== undefined;
}

/** A session's headers beside a partner key: which one speaks is unclear, so the request is refused. */
function presentsSessionHeaders(headers: RequestHeaders): boolean {
  return ['access-token', 'client', 'uid'].some((name) => headers[name] !== undefined);
}

/**
 * A partner key (`Authorization: Bearer vcpk_…`) makes a partner caller, never a user.
 * Otherwise reads the devise_token_auth headers, validates and rotates the token, and
 * checks the organisation the caller asks to act for, in the request's tenant
 * transaction. Invalid credentials make an anonymous caller; routes that need
 * a user answer 401.
 */
export async function identifyCaller(tx: Tx, input: IdentifyInput): Promise<Identified> {
  const key = partnerKeyFrom(input.headers);
  if (key) {
    if (presentsSessionHeaders(input.headers) || input.headers['current-organization-id'] !== undefined) {
      throw new ApiError('INVALID_HEADER', { params: { header: 'Authorization' }, detailKey: 'error.INVALID_HEADER.two_credentials' });
    }
    const partner = await identifyPartner(tx, {
      tenantId: input.tenant.id,
      volunteerCenterId: input.tenant.volunteerCenterId,
      secretKey: input.secretKey,
      key,
    });
    return { user: null, organizationId: null, partner, sessionHeaders: null };
  }
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
