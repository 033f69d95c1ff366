import * as v from 'valibot';
import { isReplyWaiting } from './reply-form';
import { replyListSearchSchema, toReplyListQuery } from './reply-list';

const ORGANIZATION = '0b8f3f4e-5d0a-4c51-9f0c-3c0b1c8f0a11';

describe('toReplyListQuery', () => {
  const search = v.parse(replyListSearchSchema, {
    organization: ORGANIZATION,
    status: 'stopped',
    page: 2,
  });

  it('lets staff filter by organisation', () => {
    expect(toReplyListQuery(search, { isStaff: true })).toEqual({
      organizationId: ORGANIZATION,
      status: 'stopped',
      page: 2,
    });
  });

  it('reads an organisation its own replies whatever the URL says', () => {
    expect(toReplyListQuery(search, { isStaff: false }).organizationId).toBeUndefined();
  });

  it('drops a state that does not exist', () => {
    expect(v.parse(replyListSearchSchema, { status: 'gone' }).status).toBeUndefined();
  });
});

describe('isReplyWaiting', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('waits while the day the organisation may reply again is ahead', () => {
    expect(isReplyWaiting('2026-12-20T00:00:00Z', now)).toBe(true);
    expect(isReplyWaiting('2026-11-01T00:00:00Z', now)).toBe(false);
    expect(isReplyWaiting(null, now)).toBe(false);
  });
});
