import { ApiError } from './api-error';
import { refusedAttributes } from './refused-attributes';

describe('refusedAttributes', () => {
  it('names each refused attribute as the forms do, with its reason', () => {
    const error = new ApiError(422, [
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/user/email' }, meta: { reason: 'taken' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/organization/address/postal_code' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/profile.activity_type_ids/0' }, meta: { reason: 'invalid' } },
      { code: 'VALIDATION_FAILED', source: { pointer: '/current_password' }, meta: { reason: 'wrong_password' } },
      { code: 'VALIDATION_FAILED', source: { parameter: 'page' } },
    ]);
    expect(refusedAttributes(error)).toEqual([
      { attribute: 'user.email', reason: 'taken', index: null },
      { attribute: 'organization.address.postalCode', reason: undefined, index: null },
      { attribute: 'profile.activityTypeIds', reason: 'invalid', index: null },
      { attribute: 'currentPassword', reason: 'wrong_password', index: null },
    ]);
  });

  it('tells which entry of a bulk request an attribute belongs to', () => {
    const error = new ApiError(422, [{ code: 'VALIDATION_FAILED', source: { pointer: '/data/1/attributes/expires_at' }, meta: { reason: 'in_the_past' } }]);
    expect(refusedAttributes(error)).toEqual([{ attribute: 'expiresAt', reason: 'in_the_past', index: 1 }]);
  });

  it('refuses no attribute for other failures', () => {
    expect(refusedAttributes(new ApiError(429, [{ code: 'RATE_LIMITED', source: { pointer: '/data/attributes/email' } }]))).toEqual([]);
    expect(refusedAttributes(new Error('offline'))).toEqual([]);
  });
});
