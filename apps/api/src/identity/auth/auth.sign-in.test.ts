import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInBody = (email: string, password = DEMO_PASSWORD) => ({ email, password });

describe('POST /auth/sign_in', () => {
  it('signs a demo user in with devise_token_auth headers and the user', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', headers: { 'content-type': 'application/json' }, body: signInBody('admin@public.example') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-token']).toMatch(/^[\w-]{40,}$/);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers.client).toMatch(/^[\w-]{20,}$/);
    expect(response.headers.uid).toBe('admin@public.example');
    expect(Number(response.headers.expiry)).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
    const body = response.json();
    expect(body.data).toMatchObject({ email: 'admin@public.example', uid: 'admin@public.example', provider: 'email', first_name: 'Anouk' });
    expect(JSON.stringify(body)).not.toMatch(/encrypted_password|token_digest/);
  });

  it('accepts a Rails-style { user: {...} } body', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', headers: { 'content-type': 'application/json' }, body: { user: signInBody('redacteur@public.example') } });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, in Dutch by default', async () => {
    const wrong = await t.request({ method: 'POST', url: '/auth/sign_in', body: signInBody('redacteur@public.example', 'verkeerd-wachtwoord') });
    const unknown = await t.request({ method: 'POST', url: '/auth/sign_in', body: signInBody('niemand@public.example', 'verkeerd-wachtwoord') });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual(unknown.json().errors);
    expect(wrong.json().errors[0]).toMatchObject({ status: '401', code: 'INVALID_CREDENTIALS', detail: 'Ongeldige inloggegevens. Probeer het opnieuw.' });
    expect(wrong.json().success).toBe(false);
    expect(wrong.headers['access-token']).toBeUndefined();
  });

  it('translates errors to English on Accept-Language', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', headers: { 'accept-language': 'en-GB,en;q=0.9' }, body: signInBody('x@public.example', 'nope-nope-nope') });
    expect(response.json().errors[0].detail).toBe('Invalid login credentials. Please try again.');
  });

  it("refuses a user of another centre with a 'wrong center' message", async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'apeldoorn.localhost', body: signInBody('vrijwilliger@public.example') });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('WRONG_CENTER');
    expect(response.json().errors[0].detail).toContain('wrong center');
    const english = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'apeldoorn.localhost', headers: { 'accept-language': 'en' }, body: signInBody('vrijwilliger@public.example') });
    expect(english.json().errors[0].title).toBe('Logged in to the wrong website');
    expect(english.json().errors[0].detail).toContain('wrong center');
  });

  it('lets an admin sign in on every centre of the tenant', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'apeldoorn.localhost', body: signInBody('admin@public.example') });
    expect(response.statusCode).toBe(200);
  });

  it('does not know a user of another tenant', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'roermond.localhost', body: signInBody('admin@public.example') });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('INVALID_CREDENTIALS');
  });

  it('locks an address after five failures, known or not, and lets it in again after the lock', async () => {
    for (const email of ['centrum@demo.example', 'onbekend@demo.example']) {
      const statuses: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'demo.localhost', body: signInBody(email, 'fout-wachtwoord-123') });
        statuses.push(r.json().errors[0].code);
      }
      expect(statuses).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
      const locked = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'demo.localhost', body: signInBody(email) });
      expect(locked.json().errors[0].code).toBe('ACCOUNT_LOCKED');
    }
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update sign_in_failures set locked_until = now() - interval '1 second' where email = 'centrum@demo.example'`,
    );
    const again = await t.request({ method: 'POST', url: '/auth/sign_in', host: 'demo.localhost', body: signInBody('centrum@demo.example') });
    expect(again.statusCode).toBe(200);
  });

  it('refuses bad input with 4xx and a pointer, never a 500', async () => {
    const malformed = await t.request({ method: 'POST', url: '/auth/sign_in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('MALFORMED_JSON');
    const wrongType = await t.request({ method: 'POST', url: '/auth/sign_in', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    const notAnEmail = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'geen-email', password: 'x' } });
    expect(notAnEmail.statusCode).toBe(422);
    expect(notAnEmail.json().errors[0].source.pointer).toBe('/email');
    const unknownField = await t.request({ method: 'POST', url: '/auth/sign_in', body: { ...signInBody('admin@public.example'), admin: true } });
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().errors[0].meta.reason).toBe('unknown_attribute');
    const tooLong = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: `${'a'.repeat(300)}@x.nl`, password: 'x' } });
    expect(tooLong.statusCode).toBe(422);
    const array = await t.request({ method: 'POST', url: '/auth/sign_in', body: [1, 2] });
    expect(array.statusCode).toBe(400);
  });
});
