import { signInAsUserSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { isPlainObject, validateAttributes } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { findUserById, listRoleNames, type UserRow } from '../users/users.data';
import { bodyAttributes } from './auth.input';
import { deleteToken } from './auth.repository';
import { issueSession, maySignIn } from './auth.service';
import { requireRole, requireUser, type CurrentUser } from '../access/access';
import type { AuthHeaders } from '../../platform/secrets/tokens';

/**
 * Why an admin may not sign in as `target`, or null when they may: never as
 * themselves or another admin, only as an account that can sign in itself, and
 * only as a user of this site's centre (their session works nowhere else).
 */
async function impersonationRefusal(
  context: RequestContext,
  admin: CurrentUser,
  target: UserRow,
): Promise<ApiError | null> {
  const forbidden = (detailKey: MessageKey, params?: Record<string, string>) => new ApiError('FORBIDDEN', { detailKey, params });
  if (target.id === admin.id) return forbidden('error.FORBIDDEN.impersonate_self');
  if ((await listRoleNames(context.tx, context.tenant.id, target.id)).includes('admin')) return forbidden('error.FORBIDDEN.impersonate_admin');
  if (!maySignIn(target, context.config.allowInactiveUsers)) {
    return forbidden('error.FORBIDDEN.impersonate_inactive', { status: target.status });
  }
  if (target.volunteerCenterId !== context.tenant.volunteerCenterId) return forbidden('error.FORBIDDEN.impersonate_other_center');
  return null;
}

/** An admin opens a session as another user of the tenant; recorded in the audit trail. */
export async function signInAsUser(
  context: RequestContext,
  body: unknown,
): Promise<{ user: UserRow; headers: AuthHeaders; admin: CurrentUser }> {
  const admin = requireRole(context, 'admin');
  const { attributes, pointer } = bodyAttributes(body);
  const dataId = isPlainObject(body) && isPlainObject(body.data) ? body.data.id : undefined;
  const input = validateAttributes(
    dataId !== undefined && attributes.user_id === undefined ? { ...attributes, user_id: dataId } : attributes,
    signInAsUserSchema,
    pointer,
  );
  const target = await findUserById(context.tx, context.tenant.id, input.userId.toLowerCase());
  if (!target) throw new ApiError('NOT_FOUND');
  const refusal = await impersonationRefusal(context, admin, target);
  if (refusal) throw refusal;
  const headers = await issueSession(context.tx, context.config.secretKey, target, admin.id);
  await recordAuditEvent(context, {
    action: 'user.signed_in_as',
    actorUserId: admin.id,
    subjectType: 'users',
    subjectId: target.id,
    data: { client: headers.client },
    volunteerCenterId: target.volunteerCenterId,
  });
  return { user: target, headers, admin };
}

/**
 * Ends an admin's session as another user: signs that device out. The admin's
 * own session was never touched, so the app goes back to it. Audited.
 */
export async function stopSignInAsUser(context: RequestContext): Promise<void> {
  const user = requireUser(context);
  if (!user.impersonatorUserId) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.not_impersonating' });
  await deleteToken(context.tx, user.tenantId, user.id, user.client);
  await recordAuditEvent(context, {
    action: 'user.signed_in_as_stopped',
    actorUserId: user.impersonatorUserId,
    subjectType: 'users',
    subjectId: user.id,
    data: { client: user.client },
    volunteerCenterId: user.volunteerCenterId,
  });
}
