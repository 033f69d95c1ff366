import { newsListQuery, validateNewsListSearch } from './news-list';
import { splitSitePath } from './site-path';

describe('splitSitePath', () => {
  it('splits a path with its query and fragment for a router link', () => {
    expect(splitSitePath('/vacancies/search?category=abc&q=zorg#resultaten')).toEqual({
      pathname: '/vacancies/search',
      search: { category: 'abc', q: 'zorg' },
      hash: 'resultaten',
    });
    expect(splitSitePath('/over-ons')).toEqual({ pathname: '/over-ons', search: {}, hash: undefined });
  });
});

describe('the news list in the URL', () => {
  it('keeps a page number from 2 and drops anything else', () => {
    expect(validateNewsListSearch({ page: '3' })).toEqual({ page: 3 });
    expect(validateNewsListSearch({ page: 1 })).toEqual({});
    expect(validateNewsListSearch({ page: 'twee' })).toEqual({});
    expect(validateNewsListSearch({ page: '2.5' })).toEqual({});
    expect(validateNewsListSearch({ page: '99999' })).toEqual({});
  });

  it('asks for one page of news', () => {
    expect(newsListQuery(2)).toEqual({ pageType: 'news', page: 2, pageSize: 12 });
  });
});
