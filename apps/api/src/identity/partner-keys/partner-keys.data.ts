import { isPartnerKey } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { ApiError } from '../../platform/http/errors';
import type { PartnerCaller } from '../../platform/http/request-context';
import { tokenDigest } from '../../platform/secrets/tokens';
import { findActivePartnerKey, touchPartnerKey } from './partner-keys.repository';

// What other modules may use of the partner keys module: recognising a key's caller.

/** The partner key of an `Authorization: Bearer vcpk_…` header, if the request carries one. */
export function partnerKeyFrom(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers.authorization;
  const authorization = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!authorization?.startsWith('Bearer ')) return undefined;
  const bearer = authorization.slice(7).trim();
  return isPartnerKey(bearer) ? bearer : undefined;
}

/**
 * The caller a partner key makes on a site of `volunteerCenterId`, and the key's last use
 * noted; an unknown, revoked or another centre's key is a 401 (never an anonymous caller, so
 * a partner notices at once that its key stopped working).
 */
export async function identifyPartner(
  tx: Tx,
  input: { tenantId: string; volunteerCenterId: string; secretKey: string; key: string },
): Promise<PartnerCaller> {
  const row =
    input.key.length <= 200
      ? await findActivePartnerKey(tx, input.tenantId, input.volunteerCenterId, tokenDigest(input.secretKey, input.key))
      : undefined;
  if (!row) throw new ApiError('UNAUTHENTICATED', { detailKey: 'error.UNAUTHENTICATED.partner_key' });
  await touchPartnerKey(tx, input.tenantId, row.id);
  return {
    keyId: row.id,
    name: row.name,
    volunteerCenterId: row.volunteerCenterId,
    scopes: row.scopes,
    organizationId: row.organizationId,
  };
}
