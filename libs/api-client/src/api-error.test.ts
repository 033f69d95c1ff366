import { ApiError, isApiError, parseApiError, refusedAttributes } from './api-error';

describe('parseApiError', () => {
  it('copies the errors array and exposes status, codes and the first detail', () => {
    const error = parseApiError(401, {
      errors: [
        {
          status: '401',
          code: 'INVALID_CREDENTIALS',
          title: 'Ongeldige inloggegevens',
          detail: 'E-mailadres of wachtwoord klopt niet.',
        },
      ],
    });
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.codes).toEqual(['INVALID_CREDENTIALS']);
    expect(error.errors).toHaveLength(1);
    expect(error.message).toBe('E-mailadres of wachtwoord klopt niet.');
    expect(error.isWrongCenter).toBe(false);
  });

  it("keeps a 'wrong center' detail as the message even when it is not the first entry", () => {
    const error = parseApiError(401, {
      errors: [
        { status: '401', code: 'UNAUTHENTICATED', title: 'Not signed in' },
        {
          status: '401',
          code: 'WRONG_CENTER',
          detail: 'This account belongs to the wrong center for this website.',
        },
      ],
    });
    expect(error.message).toBe('This account belongs to the wrong center for this website.');
    expect(error.isWrongCenter).toBe(true);
    expect(error.hasCode('WRONG_CENTER')).toBe(true);
  });

  it('lists every code of a validation failure', () => {
    const error = parseApiError(422, {
      errors: [
        { status: 422, code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/email' } },
        {
          status: '422',
          code: 'VALIDATION_FAILED',
          source: { pointer: '/data/attributes/password' },
        },
      ],
    });
    expect(error.codes).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED']);
    expect(error.errors[0]?.status).toBe('422');
    expect(error.errors.map((entry) => entry.source?.pointer)).toEqual([
      '/data/attributes/email',
      '/data/attributes/password',
    ]);
  });

  it('falls back to the status text for bodies that are not error documents', () => {
    const error = parseApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual([]);
    expect(error.code).toBeUndefined();
    expect(error.message).toBe('Bad Gateway');
    expect(parseApiError(500, null).message).toBe('Request failed with status 500');
  });
});

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
