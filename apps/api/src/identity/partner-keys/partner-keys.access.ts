import type { PartnerKeyScope } from '@platform/contracts';
import type { PartnerCaller } from '../../platform/http/request-context';

type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/** The public lookups a vacancy's fields name (categories, age groups). */
const VACANCY_LOOKUPS: Call[] = ['GET /api/v1/vacancy_categories', 'GET /api/v1/age_groups'];

/**
 * Every call a partner key may make, per scope, as Fastify names the route (docs/api.md,
 * "Partner guide"). An allow-list: a route added later is closed to keys until it is named
 * here. Reads answer as they answer an anonymous visitor of the key's centre, so a key sees
 * no personal data the public site does not show.
 */
export const PARTNER_KEY_CALLS: Record<PartnerKeyScope, readonly Call[]> = {
  'vacancies:read': ['GET /api/v1/vacancies', 'GET /api/v1/vacancies/:id', 'GET /api/v1/vacancies/search', ...VACANCY_LOOKUPS],
  'organizations:read': [
    'GET /api/v1/organizations',
    'GET /api/v1/organizations/:id',
    'GET /api/v1/non_profit_types',
    'GET /api/v1/activity_types',
  ],
  'activities:read': ['GET /api/v1/activities', 'GET /api/v1/activities.ics'],
  'vacancies:write': [
    'POST /api/v1/vacancies',
    'PATCH /api/v1/vacancies/:id',
    'PUT /api/v1/vacancies/:id',
    'PUT /api/v1/vacancies/:id/archive',
    'PUT /api/v1/vacancies/:id/restore',
    'DELETE /api/v1/vacancies/:id',
    'GET /api/v1/vacancies/:id',
    ...VACANCY_LOOKUPS,
  ],
};

/** Whether a partner key may call the route `url` (Fastify's pattern) with `method`; HEAD goes with GET. */
export function partnerMayCall(partner: Pick<PartnerCaller, 'scopes'>, method: string, url: string): boolean {
  const call = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return partner.scopes.some((scope) => (PARTNER_KEY_CALLS[scope] as readonly string[]).includes(call));
}
