import { clientAnswering } from '../testing';
import { bulkUpdateVacancies, changeVacancyStatus, fetchManagedVacancies, toVacancyListParams } from './manage-vacancies';

const resource = (id: string, attributes: Record<string, unknown>) => ({ type: 'vacancies', id, attributes });

describe('toVacancyListParams', () => {
  it('asks the API for the filters, order and page, and leaves out what is not set', () => {
    expect(
      toVacancyListParams({ title: ' taal ', status: 'draft', vacancyType: 'activity', organizationId: 'o1', sort: 'title', page: 2, pageSize: 25, withOrganization: true }),
    ).toEqual({
      'filter[title_cont]': 'taal',
      'filter[status_eq]': 'draft',
      'filter[status_in]': undefined,
      'filter[vacancy_type_eq]': 'activity',
      'filter[organization_id_eq]': 'o1',
      sort: 'title',
      'page[number]': 2,
      'page[size]': 25,
      include: 'organization',
    });
    expect(toVacancyListParams({ title: '  ', statuses: ['draft', 'published'] })).toMatchObject({
      'filter[title_cont]': undefined,
      'filter[status_in]': 'draft,published',
      include: undefined,
    });
  });
});

describe('manager calls', () => {
  it('reads a page of vacancies with its total', async () => {
    const { client, sent } = clientAnswering({ data: [resource('v1', { title: 'Koffie', expires_at: null })], meta: { total: 31 } });
    const page = await fetchManagedVacancies(client, { title: 'Koffie', page: 2, pageSize: 25 });
    expect(page).toMatchObject({ total: 31, vacancies: [{ id: 'v1', title: 'Koffie', expiresAt: null }] });
    expect(sent[0]!.url).toBe('/api/v1/vacancies?filter%5Btitle_cont%5D=Koffie&page%5Bnumber%5D=2&page%5Bsize%5D=25');
  });

  it('archives with a bodiless PUT and reads the answer as a vacancy', async () => {
    const { client, sent } = clientAnswering({ data: resource('v1', { status: 'archived', archived_at: '2026-05-01T10:00:00.000Z' }) });
    expect(await changeVacancyStatus(client, 'v1', 'archive')).toMatchObject({ id: 'v1', status: 'archived', archivedAt: '2026-05-01T10:00:00.000Z' });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/v1/vacancies/v1/archive', body: undefined });
  });

  it('sends a bulk edit as a JSON:API array with snake_case attributes', async () => {
    const { client, sent } = clientAnswering({ data: [resource('a', { status: 'filled' }), resource('b', { status: 'filled' })], meta: { total: 2 } });
    const updated = await bulkUpdateVacancies(client, [
      { id: 'a', status: 'filled', expiresAt: '2027-01-01T00:00:00.000Z', categoryIds: ['c'] },
      { id: 'b', status: 'filled' },
    ]);
    expect(updated.map((vacancy) => vacancy.id)).toEqual(['a', 'b']);
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/vacancies/bulk',
      body: {
        data: [
          { type: 'vacancies', id: 'a', attributes: { status: 'filled', expires_at: '2027-01-01T00:00:00.000Z', category_ids: ['c'] } },
          { type: 'vacancies', id: 'b', attributes: { status: 'filled' } },
        ],
      },
    });
  });

  it('throws the API’s errors with their pointers', async () => {
    const { client } = clientAnswering(
      { errors: [{ status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/1/attributes/status' }, meta: { reason: 'invalid_transition' } }] },
      422,
    );
    await expect(bulkUpdateVacancies(client, [{ id: 'a', status: 'draft' }, { id: 'b', status: 'draft' }])).rejects.toMatchObject({
      status: 422,
      errors: [{ source: { pointer: '/data/1/attributes/status' }, meta: { reason: 'invalid_transition' } }],
    });
  });
});
