import { i18n } from '@lingui/core';
import { ApiError, refusedAttributes } from '@platform/api-client';
import { describeApiIssue } from './api-issues';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const refusal = new ApiError(422, [
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/description' }, meta: { reason: 'required' } },
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/expires_at' }, meta: { reason: 'in_the_past' } },
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/1/attributes/status' }, meta: { reason: 'invalid_transition' } },
  { status: '422', code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/vacancy_type' } },
]);

describe('describeApiIssue', () => {
  it('says what publishing needs and why', () => {
    const [description, expiry, status, type] = refusedAttributes(refusal);
    expect(describeApiIssue(i18n, description!)).toBe('Description is required to publish.');
    expect(describeApiIssue(i18n, expiry!)).toBe('Expiry date must lie in the future.');
    expect(describeApiIssue(i18n, status!)).toBe('This status change is not possible for this vacancy.');
    expect(describeApiIssue(i18n, type!)).toBe('Type is not valid.');
  });
});
