import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { PartnerKeyView } from './partner-keys.service';

/** A key as its centre's staff see it: the key itself only in the answer that made it. */
export function serializePartnerKey(key: PartnerKeyView): ResourceObject {
  return resource('partner_keys', key.id, {
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    organizationId: key.organizationId,
    organizationName: key.organizationName,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    ...(key.key ? { key: key.key } : {}),
  });
}
