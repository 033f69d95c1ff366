import { clientAnswering } from '../testing';
import { fetchConversations } from './conversations';

describe('the conversation list', () => {
  it('asks about several applications or vacancies at once, as comma lists', async () => {
    const { client, sent } = clientAnswering({ data: [], meta: { total: 0, unread_count: 2 } });
    const found = await fetchConversations(client, {
      applicationIds: ['a1', 'a2'],
      vacancyIds: ['v1'],
      pageSize: 100,
    });
    expect(found).toEqual({ conversations: [], total: 0, unreadConversations: 2 });
    const url = new URL(sent[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v1/conversations');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[application_id]': 'a1,a2',
      'filter[vacancy_id]': 'v1',
      'page[size]': '100',
    });
  });

  it('sends words and "unread only" and leaves out what is not asked', async () => {
    const { client, sent } = clientAnswering({ data: [], meta: {} });
    await fetchConversations(client, { q: 'vog', unreadOnly: true, page: 2, pageSize: 25 });
    expect(
      Object.fromEntries(new URL(sent[0]?.url ?? '', 'http://localhost').searchParams),
    ).toEqual({
      'filter[q]': 'vog',
      'filter[unread]': 'true',
      'page[number]': '2',
      'page[size]': '25',
    });
  });
});
