import { clientAnswering } from '../testing';
import { decideApplication, fetchApplications, toApplicationListParams } from './manage-applications';

const application = (attributes: Record<string, unknown>) => ({ type: 'applications', id: 'a1', attributes });

describe('applications for managers', () => {
  it('filters by vacancy, status and the dates received, with the vacancy included', async () => {
    expect(toApplicationListParams({ vacancyId: 'v1', status: 'pending', receivedFrom: '2026-05-01', receivedUntil: '2026-05-31', page: 1 })).toEqual({
      'filter[vacancy_id_eq]': 'v1',
      'filter[status_eq]': 'pending',
      'filter[created_at_gteq]': '2026-05-01',
      'filter[created_at_lteq]': '2026-05-31',
      sort: undefined,
      'page[number]': 1,
      'page[size]': undefined,
      include: 'vacancy',
    });
    const { client } = clientAnswering({ data: [application({ status: 'pending', vacancy_title: 'Koffie' })], meta: { total: 1 } });
    expect(await fetchApplications(client, {})).toMatchObject({ total: 1, applications: [{ id: 'a1', vacancyTitle: 'Koffie' }] });
  });

  it('accepts without a body and rejects with the reason, if one is given', async () => {
    const { client, sent } = clientAnswering({ data: application({ status: 'rejected', decision_reason: 'Vol' }) });
    await decideApplication(client, 'a1', 'accept');
    await decideApplication(client, 'a1', 'reject', '  ');
    expect(await decideApplication(client, 'a1', 'reject', ' Vol ')).toMatchObject({ status: 'rejected', decisionReason: 'Vol' });
    expect(sent).toMatchObject([
      { method: 'POST', url: '/api/v1/applications/a1/accept', body: undefined },
      { method: 'POST', url: '/api/v1/applications/a1/reject', body: undefined },
      { method: 'POST', url: '/api/v1/applications/a1/reject', body: { data: { type: 'applications', id: 'a1', attributes: { reason: 'Vol' } } } },
    ]);
  });
});
