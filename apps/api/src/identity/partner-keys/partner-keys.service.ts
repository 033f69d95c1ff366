import { randomBytes } from 'node:crypto';
import { PARTNER_KEY_MARK, partnerKeyCreateSchema, partnerKeyScopeIssue } from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { randomToken, tokenDigest } from '../../platform/secrets/tokens';
import { requireRole, type CurrentUser } from '../access/access';
import { recordAuditEvent } from '../audit/audit.service';
import { findOrganization, findOrganizationNames } from '../organizations/organizations.data';
import {
  findPartnerKey,
  insertPartnerKey,
  listPartnerKeys,
  revokePartnerKey,
  type PartnerKeyRow,
} from './partner-keys.repository';

/** A key with the name of its organisation, and the key itself only right after it was made. */
export type PartnerKeyView = PartnerKeyRow & { organizationName: string | null; key?: string };

/**
 * Keys are the centre's: its staff (admins on its site, its centre superusers) manage them;
 * everyone else is refused before anything is looked up. A centre superuser's session works
 * only on their own centre's sites, so the site's centre is theirs.
 */
function requireKeyManager(context: RequestContext): CurrentUser {
  return requireRole(context, 'admin', 'center_superuser');
}

async function withOrganizationNames(context: RequestContext, rows: PartnerKeyRow[]): Promise<PartnerKeyView[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.organizationId ? [row.organizationId] : [])))];
  const names = new Map((await findOrganizationNames(context.tx, context.tenant.id, ids)).map((o) => [o.id, o.name]));
  return rows.map((row) => ({ ...row, organizationName: row.organizationId ? (names.get(row.organizationId) ?? null) : null }));
}

export async function listKeys(context: RequestContext, query: ListQuery): Promise<{ keys: PartnerKeyView[]; total: number }> {
  requireKeyManager(context);
  const { rows, total } = await listPartnerKeys(context.tx, context.tenant.id, context.tenant.volunteerCenterId, query.page);
  return { keys: await withOrganizationNames(context, rows), total };
}

async function audit(context: RequestContext, user: CurrentUser, action: string, key: PartnerKeyRow): Promise<void> {
  await recordAuditEvent(context, {
    action,
    actorUserId: user.id,
    subjectType: 'partner_keys',
    subjectId: key.id,
    data: { name: key.name, prefix: key.prefix, scopes: key.scopes, organization_id: key.organizationId },
  });
}

/**
 * Makes a key for the site's centre: `vcpk_` and 8 hex digits (the prefix staff see), `_`,
 * then 32 random bytes. Only its digest is kept; the answer carries the key this once.
 */
export async function createKey(context: RequestContext, body: unknown): Promise<PartnerKeyView> {
  const user = requireKeyManager(context);
  const input = parseResourceDocument(body, { type: 'partner_keys', schema: partnerKeyCreateSchema });
  const issue = partnerKeyScopeIssue(input);
  if (issue) throw new ValidationError([{ pointer: `/data/attributes/${issue}`, field: issue, reason: 'invalid' }]);
  const organization = input.organizationId
    ? await findOrganization(context.tx, context.tenant.id, input.organizationId.toLowerCase())
    : undefined;
  if (input.organizationId && (!organization || organization.deletedAt || organization.volunteerCenterId !== context.tenant.volunteerCenterId)) {
    throw new ValidationError([{ pointer: '/data/attributes/organization_id', field: 'organization_id', reason: 'invalid' }]);
  }
  const prefix = `${PARTNER_KEY_MARK}${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomToken(32)}`;
  const row = await insertPartnerKey(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: context.tenant.volunteerCenterId,
    name: input.name,
    prefix,
    keyDigest: tokenDigest(context.config.secretKey, key),
    scopes: input.scopes,
    organizationId: organization?.id ?? null,
    createdById: user.id,
  });
  await audit(context, user, 'partner_key.created', row);
  return { ...row, organizationName: organization?.name ?? null, key };
}

/** Revokes a key of the site's centre at once (its next call is a 401); another centre's or tenant's is a 404, a revoked one a 409. */
export async function revokeKey(context: RequestContext, rawId: string | undefined): Promise<PartnerKeyView> {
  const user = requireKeyManager(context);
  const key = await findPartnerKey(context.tx, context.tenant.id, requireUuid(rawId));
  if (!key || key.volunteerCenterId !== context.tenant.volunteerCenterId) throw new ApiError('NOT_FOUND');
  if (key.revokedAt) throw new ApiError('CONFLICT', { detailKey: 'error.CONFLICT.partner_key_revoked' });
  const revoked = await revokePartnerKey(context.tx, context.tenant.id, key.id);
  await audit(context, user, 'partner_key.revoked', revoked);
  return (await withOrganizationNames(context, [revoked]))[0]!;
}

/** Audits a write a partner key made (`partner_key.write`), with what it called and the answer's status. */
export async function auditPartnerWrite(
  context: RequestContext,
  call: { method: string; path: string; status: number },
): Promise<void> {
  const partner = context.partner;
  if (!partner) return;
  await recordAuditEvent(context, {
    action: 'partner_key.write',
    actorUserId: null,
    subjectType: 'partner_keys',
    subjectId: partner.keyId,
    data: { name: partner.name, method: call.method, path: call.path, status: call.status },
  });
}
