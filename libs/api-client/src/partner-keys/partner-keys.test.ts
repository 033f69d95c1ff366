import { clientAnswering } from '../testing';
import { createPartnerKey, fetchPartnerKeys, revokePartnerKey } from './partner-keys';

const key = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'partner_keys',
  id,
  attributes: { name: 'Gemeente', prefix: 'vcpk_0a1b2c3d', scopes: ['vacancies:read'], organization_id: null, created_at: '2026-11-01T10:00:00Z', last_used_at: null, revoked_at: null, ...extra },
});

describe('partner keys', () => {
  it('lists the centre’s keys', async () => {
    const { client, sent } = clientAnswering({ data: [key('k1')] });
    expect(await fetchPartnerKeys(client)).toMatchObject([{ id: 'k1', prefix: 'vcpk_0a1b2c3d', lastUsedAt: null }]);
    expect(sent[0]?.url).toBe('/api/v1/partner_keys?page%5Bsize%5D=100');
  });

  it('makes a read key without an organisation, and a write key with one', async () => {
    const { client, sent } = clientAnswering({ data: key('k1', { key: 'vcpk_0a1b2c3d_geheim' }) }, 201);
    expect((await createPartnerKey(client, { name: 'Gemeente', scopes: ['vacancies:read'] })).key).toBe('vcpk_0a1b2c3d_geheim');
    await createPartnerKey(client, { name: 'Bieb', scopes: ['vacancies:write'], organizationId: 'o1' });
    expect(sent).toMatchObject([
      { method: 'POST', url: '/api/v1/partner_keys', body: { data: { type: 'partner_keys', attributes: { name: 'Gemeente', scopes: ['vacancies:read'] } } } },
      { method: 'POST', url: '/api/v1/partner_keys', body: { data: { attributes: { name: 'Bieb', scopes: ['vacancies:write'], organization_id: 'o1' } } } },
    ]);
    expect((sent[0]?.body as { data: { attributes: object } }).data.attributes).not.toHaveProperty('organization_id');
  });

  it('revokes a key with a body-less POST', async () => {
    const { client, sent } = clientAnswering({ data: key('k1', { revoked_at: '2026-11-02T10:00:00Z' }) });
    expect((await revokePartnerKey(client, 'k1')).revokedAt).toBe('2026-11-02T10:00:00Z');
    expect(sent).toMatchObject([{ method: 'POST', url: '/api/v1/partner_keys/k1/revoke', body: undefined }]);
  });
});
