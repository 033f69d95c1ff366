import * as v from 'valibot';
import { ariaSortOf, listSearchSchema, listSearchText, nextSort } from './list-search';

describe('listSearchSchema', () => {
  const schema = listSearchSchema({
    filters: { q: listSearchText, status: v.picklist(['open', 'closed']) },
    sorts: ['title', '-title'],
  });

  it('reads the filters, the order and the page of a list URL', () => {
    expect(v.parse(schema, { q: ' buurt ', status: 'open', sort: '-title', page: 2 })).toEqual({
      q: 'buurt',
      status: 'open',
      sort: '-title',
      page: 2,
    });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(v.parse(schema, { q: '   ', status: 'gone', sort: 'created_at', page: 0 })).toEqual({
      q: undefined,
      status: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('has no order without sorts', () => {
    const unsorted = listSearchSchema({ filters: { q: listSearchText } });
    expect(Object.keys(unsorted.entries)).toEqual(['q', 'page']);
  });
});

describe('nextSort', () => {
  it('starts a column in its first direction and then flips it', () => {
    expect(nextSort('-created_at', 'title', 'ascending')).toBe('title');
    expect(nextSort('title', 'title', 'ascending')).toBe('-title');
    expect(nextSort('title', 'created_at', 'descending')).toBe('-created_at');
    expect(nextSort('-created_at', 'created_at', 'descending')).toBe('created_at');
  });
});

describe('ariaSortOf', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSortOf('title', 'title')).toBe('ascending');
    expect(ariaSortOf('-created_at', 'created_at')).toBe('descending');
    expect(ariaSortOf('-created_at', 'title')).toBeUndefined();
  });
});
