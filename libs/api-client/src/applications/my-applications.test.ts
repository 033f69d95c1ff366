import { clientAnswering } from '../testing';
import { getMyApplicationsQueryOptions, MY_APPLICATIONS_PAGE_SIZE, withdrawApplication } from './my-applications';

describe('a volunteer’s own applications', () => {
  it('reads only their own, newest first, with their vacancies', async () => {
    const { client, sent } = clientAnswering({ data: [], meta: { total: 0 } });
    const options = getMyApplicationsQueryOptions(client);
    await options.queryFn?.({ signal: new AbortController().signal } as never);
    const url = new URL(sent[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v1/applications');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[own]': 'true',
      sort: '-created_at',
      'page[size]': String(MY_APPLICATIONS_PAGE_SIZE),
      include: 'vacancy',
    });
  });

  it('withdraws without a body and answers the updated application', async () => {
    const { client, sent } = clientAnswering({ data: { type: 'applications', id: 'a1', attributes: { status: 'withdrawn' } } });
    expect(await withdrawApplication(client, 'a1')).toMatchObject({ id: 'a1', status: 'withdrawn' });
    expect(sent).toMatchObject([{ method: 'POST', url: '/api/v1/applications/a1/withdraw', body: undefined }]);
  });
});
