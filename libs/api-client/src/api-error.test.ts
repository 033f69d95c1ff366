import { ApiError, isApiError, parseApiError } from './api-error';

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
