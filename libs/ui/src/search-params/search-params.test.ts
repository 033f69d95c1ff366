import * as v from 'valibot';
import {
  isoDateParam,
  listItems,
  listParam,
  optionalParam,
  pageParam,
  textParam,
  textParamOf,
  toggleListItem,
  uuidParam,
} from './search-params';

const schema = v.object({
  q: optionalParam(textParam(10)),
  code: optionalParam(textParamOf(v.pipe(v.string(), v.regex(/^\d+$/)))),
  page: optionalParam(pageParam),
  id: optionalParam(uuidParam),
  day: optionalParam(isoDateParam),
  tags: optionalParam(listParam(v.pipe(v.array(v.picklist(['a', 'b', 'c'])), v.maxLength(2)))),
});
const parse = (input: Record<string, unknown>) => v.parse(schema, input);
const uuid = '7a0c8d80-5406-4650-874b-1e0cd8e0ec59';

describe('search parameters', () => {
  it('keeps values that fit', () => {
    expect(parse({ q: ' sport ', code: '12', page: 3, id: uuid, day: '2026-12-01', tags: 'a,b' })).toEqual({
      q: 'sport',
      code: '12',
      page: 3,
      id: uuid,
      day: '2026-12-01',
      tags: 'a,b',
    });
  });

  it('takes text the router parsed as JSON back as text', () => {
    expect(parse({ q: 2026, code: 42 })).toMatchObject({ q: '2026', code: '42' });
    expect(parse({ q: true }).q).toBe('true');
  });

  it('drops what does not fit instead of failing, so a mangled link still opens', () => {
    expect(
      parse({ q: { nested: true }, code: 'x1', page: 0, id: 'nope', day: '2026-13-01', tags: 'a,d' }),
    ).toEqual({ q: undefined, code: undefined, page: undefined, id: undefined, day: undefined, tags: undefined });
    expect(parse({ q: 'x'.repeat(11) }).q).toBeUndefined();
    expect(parse({ page: 1.5 }).page).toBeUndefined();
    expect(parse({ tags: 'a,b,c' }).tags).toBeUndefined();
    expect(parse({ tags: ['a'] }).tags).toBeUndefined();
  });

  it('reads blank text and empty lists as none, and tidies lists', () => {
    expect(parse({ q: '   ' }).q).toBeUndefined();
    expect(parse({ tags: ' b, ,a,b,' }).tags).toBe('b,a');
    expect(parse({ tags: ',' }).tags).toBeUndefined();
  });
});

describe('list parameters', () => {
  it('has the items of a list, none for no list', () => {
    expect(listItems('a,b')).toEqual(['a', 'b']);
    expect(listItems(undefined)).toEqual([]);
  });

  it('adds an item that is missing and removes one that is there', () => {
    expect(toggleListItem(undefined, 'a')).toBe('a');
    expect(toggleListItem('a', 'b')).toBe('a,b');
    expect(toggleListItem('a,b', 'a')).toBe('b');
    expect(toggleListItem('a', 'a')).toBeUndefined();
  });
});
