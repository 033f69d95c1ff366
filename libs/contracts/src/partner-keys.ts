import * as v from 'valibot';
import { SHORT_TEXT_MAX } from './limits';

/**
 * What a partner API key may do (docs/api.md, "Partner guide"): read the centre's public
 * vacancies, organisations or activities, or write the vacancies of one organisation.
 */
export const PARTNER_KEY_SCOPES = ['vacancies:read', 'organizations:read', 'activities:read', 'vacancies:write'] as const;
export type PartnerKeyScope = (typeof PARTNER_KEY_SCOPES)[number];

/** Every key starts with this, so it is recognised in a log or a leaked file (and told apart from a session's Bearer). */
export const PARTNER_KEY_MARK = 'vcpk_';

/** True for an `Authorization: Bearer` value that is a partner key rather than a devise_token_auth bearer. */
export function isPartnerKey(bearer: string): boolean {
  return bearer.startsWith(PARTNER_KEY_MARK);
}

const uuid = v.pipe(v.string(), v.uuid());

/**
 * A new key: a name, at least one scope and, with `vacancies:write`, the one organisation it
 * writes for. The write scope stands alone (`writeScopeFits`): a key that writes reads what it
 * needs to write.
 */
export const partnerKeyCreateSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  scopes: v.pipe(
    v.array(v.picklist(PARTNER_KEY_SCOPES)),
    v.minLength(1),
    v.transform((scopes) => [...new Set(scopes)]),
  ),
  organizationId: v.optional(v.nullable(uuid)),
});
export type PartnerKeyCreateInput = v.InferOutput<typeof partnerKeyCreateSchema>;

/** Which field of a new key is wrong, if any: the write scope with others or without its organisation, or an organisation for a read-only key. */
export function partnerKeyScopeIssue(input: Pick<PartnerKeyCreateInput, 'scopes' | 'organizationId'>): 'scopes' | 'organization_id' | null {
  const writes = input.scopes.includes('vacancies:write');
  if (writes && input.scopes.length > 1) return 'scopes';
  if (writes !== !!input.organizationId) return 'organization_id';
  return null;
}
