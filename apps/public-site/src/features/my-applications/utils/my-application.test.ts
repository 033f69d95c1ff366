import type { Vacancy } from '@platform/api-client';
import { APPLICATION_STATUSES } from '@platform/contracts';
import { canWithdraw, MY_APPLICATION_STATUS_LABELS, openVacancyId, rejectionReason } from './my-application';

const vacancy = (status: Vacancy['status']) => ({ id: 'v1', status }) as Vacancy;

describe('canWithdraw', () => {
  it('allows withdrawing while the application is pending or in review, as the API does', () => {
    expect(APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['pending', 'in_review']);
  });
});

describe('MY_APPLICATION_STATUS_LABELS', () => {
  it('names every status in the volunteer’s terms', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, MY_APPLICATION_STATUS_LABELS[status].message]))).toEqual({
      pending: 'Sent',
      in_review: 'In review',
      accepted: 'Accepted',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    });
  });
});

describe('openVacancyId', () => {
  it('links to a published vacancy only', () => {
    expect(openVacancyId({ vacancy: vacancy('published') })).toBe('v1');
    expect(openVacancyId({ vacancy: vacancy('archived') })).toBeNull();
    expect(openVacancyId({ vacancy: vacancy('expired') })).toBeNull();
  });

  it('has nothing to link to when the vacancy did not come along (deleted)', () => {
    expect(openVacancyId({})).toBeNull();
  });
});

describe('rejectionReason', () => {
  it('shows the reason of a rejection, not a blank one', () => {
    expect(rejectionReason({ status: 'rejected', decisionReason: ' Vol ' })).toBe('Vol');
    expect(rejectionReason({ status: 'rejected', decisionReason: '  ' })).toBeNull();
    expect(rejectionReason({ status: 'rejected', decisionReason: null })).toBeNull();
  });

  it('shows none for other statuses', () => {
    expect(rejectionReason({ status: 'accepted', decisionReason: 'Welkom' })).toBeNull();
  });
});
