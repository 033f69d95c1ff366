import * as v from 'valibot';
import { changelogSchema, type ChangelogEntry } from './changelog';

const notes = { title: 'Title', changes: ['One change.'] };
const entry = (version: string, date: string): ChangelogEntry => ({ version, date, nl: notes, en: notes });

describe('changelogSchema', () => {
  it('takes releases newest first, one day holding several', () => {
    expect(v.is(changelogSchema, [entry('0.3.0', '2026-11-28'), entry('0.2.0', '2026-11-28'), entry('0.1.0', '2026-11-01')])).toBe(true);
  });

  it('refuses an older release above a newer one, a version twice and an empty file', () => {
    expect(v.is(changelogSchema, [entry('0.1.0', '2026-11-01'), entry('0.2.0', '2026-11-28')])).toBe(false);
    expect(v.is(changelogSchema, [entry('0.2.0', '2026-11-28'), entry('0.2.0', '2026-11-27')])).toBe(false);
    expect(v.is(changelogSchema, [])).toBe(false);
  });

  it('refuses an entry without both languages, with no changes, a bad day or version, or an unknown field', () => {
    const good = entry('1.0.0', '2026-11-28');
    const { en: _dropped, ...dutchOnly } = good;
    for (const bad of [
      dutchOnly,
      { ...good, nl: { title: 'Titel', changes: [] } },
      { ...good, en: { title: ' ', changes: ['x'] } },
      { ...good, date: '2026-02-30' },
      { ...good, version: 'v1' },
      { ...good, author: 'someone' },
    ]) {
      expect(v.is(changelogSchema, [bad])).toBe(false);
    }
  });
});
