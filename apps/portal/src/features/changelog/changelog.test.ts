import { changelogSchema } from '@platform/contracts';
import * as v from 'valibot';
import changelog from './changelog.json';

describe('changelog.json', () => {
  it('is a changelog by the contract: newest first, each version once, Dutch and English', () => {
    const result = v.safeParse(changelogSchema, changelog);
    expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`)).toBeUndefined();
  });
});
