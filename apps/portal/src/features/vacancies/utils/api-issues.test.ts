import { i18n } from '@lingui/core';
import { ApiError } from '@platform/api-client';
import { parseIssueDetails } from '@platform/ui';
import { apiFieldIssues, describeApiIssue, fieldErrorOf } from './api-issues';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const refusal = new ApiError(422, [
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/description' }, meta: { reason: 'required' } },
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/expires_at' }, meta: { reason: 'in_the_past' } },
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/1/attributes/status' }, meta: { reason: 'invalid_transition' } },
]);

describe('apiFieldIssues', () => {
  it('reads the attribute, the reason and a bulk entry’s index', () => {
    expect(apiFieldIssues(refusal)).toEqual([
      { attribute: 'description', reason: 'required', index: null },
      { attribute: 'expires_at', reason: 'in_the_past', index: null },
      { attribute: 'status', reason: 'invalid_transition', index: 1 },
    ]);
  });

  it('has none for other failures', () => {
    expect(apiFieldIssues(new ApiError(403, [{ code: 'FORBIDDEN' }]))).toEqual([]);
    expect(apiFieldIssues(new Error('offline'))).toEqual([]);
  });
});

describe('describeApiIssue', () => {
  it('says what publishing needs and why', () => {
    const [description, expiry, status] = apiFieldIssues(refusal);
    expect(describeApiIssue(i18n, description!)).toBe('Description is required to publish.');
    expect(describeApiIssue(i18n, expiry!)).toBe('Expiry date must lie in the future.');
    expect(describeApiIssue(i18n, status!)).toBe('This status change is not possible for this vacancy.');
  });
});

describe('fieldErrorOf', () => {
  it('words a missing value as required and the rest as not valid', () => {
    expect(parseIssueDetails(fieldErrorOf({ attribute: 'title', reason: 'required', index: null }).message).isEmpty).toBe(true);
    expect(parseIssueDetails(fieldErrorOf({ attribute: 'expires_at', reason: 'in_the_past', index: null }).message).isEmpty).toBe(false);
  });
});
