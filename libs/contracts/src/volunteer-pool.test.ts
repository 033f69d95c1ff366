import * as v from 'valibot';
import { poolSearchFieldsSchema, volunteerProfileUpdateSchema } from './volunteer-pool';

describe('volunteer profile skills', () => {
  it('reads underscores as spaces and keeps each skill once, whatever its case', () => {
    const profile = v.parse(volunteerProfileUpdateSchema, {
      inPool: true,
      skills: ['first_aid', '  Event   planning ', 'First aid', 'koken'],
    });
    expect(profile.skills).toEqual(['First aid', 'Event planning', 'koken']);
  });

  it('refuses a skill of one letter and searches skills as words', () => {
    expect(
      v.safeParse(volunteerProfileUpdateSchema, { inPool: false, skills: ['_a_'] }).success,
    ).toBe(false);
    expect(v.parse(poolSearchFieldsSchema.entries.skills, ['first_aid'])).toEqual(['first aid']);
  });
});
