import { i18n } from '@lingui/core';
import { ApiError } from '@platform/api-client';
import { describeApplyFailure } from './apply-failure';

const text = (descriptor: { id?: string; message?: string } | undefined) => descriptor?.message ?? descriptor?.id;

describe('describeApplyFailure', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('tells a second application apart by its code', () => {
    const failure = describeApplyFailure(new ApiError(409, [{ status: '409', code: 'ALREADY_APPLIED' }]));
    expect(text(failure.title)).toBe('You have already applied for this vacancy.');
  });

  it('says a vacancy that is gone is closed', () => {
    expect(text(describeApplyFailure(new ApiError(404, [{ code: 'NOT_FOUND' }])).title)).toBe(
      'This vacancy is no longer open for applications.',
    );
  });

  it('falls back to a general failure for anything else', () => {
    expect(text(describeApplyFailure(new TypeError('Failed to fetch')).title)).toBe('Your application could not be sent.');
  });
});
