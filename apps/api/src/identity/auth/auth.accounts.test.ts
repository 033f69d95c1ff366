import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenIn = (text: string, name: string) => new RegExp(`${name}=([\\w-]+)`).exec(text)?.[1];

async function lastMailTo(address: string) {
  const mails = (await t.mails()).filter((m) => m.to.includes(address));
  return mails[mails.length - 1];
}

describe('sign-up and confirmation', () => {
  it('registers a volunteer, mails a confirmation link and confirms once without signing in', async () => {
    const signUp = await t.request({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      body: { email: 'Noor.Jansen@Example.nl', password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', first_name: 'Noor' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toMatchObject({ status: 'success', data: { email: 'noor.jansen@example.nl' } });
    expect(signUp.headers['access-token']).toBeUndefined();

    const beforeConfirming = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'noor.jansen@example.nl', password: 'een-lang-wachtwoord' } });
    expect(beforeConfirming.json().errors[0].code).toBe('UNCONFIRMED');

    const mail = await lastMailTo('noor.jansen@example.nl');
    expect(mail?.subject).toBe('Bevestig je e-mailadres bij Vrijwilligerscentrale Zwolle');
    expect(mail?.text).toContain('Beste Noor,');
    expect(mail?.text).toMatch(/http:\/\/localhost(:\d+)?\/confirm\?confirmation_token=/);
    const token = tokenIn(mail!.text, 'confirmation_token')!;

    const confirm = await t.request({ method: 'POST', url: '/api/v1/confirm', body: { confirmation_token: token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ type: 'users', attributes: { email: 'noor.jansen@example.nl', confirmed: true } });
    expect(confirm.headers['access-token']).toBeUndefined();

    const reused = await t.request({ method: 'POST', url: '/api/v1/confirm', body: { data: { type: 'users', attributes: { confirmation_token: token } } } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({ code: 'INVALID_TOKEN', source: { pointer: '/data/attributes/confirmation_token' } });

    const signIn = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'noor.jansen@example.nl', password: 'een-lang-wachtwoord' } });
    expect(signIn.statusCode).toBe(200);
    const roles = await t.database.db.execute(sql`select r.name from user_roles r join users u on u.id = r.user_id where u.email = 'noor.jansen@example.nl'`);
    expect((roles as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'volunteer' }]);
  });

  it('answers an existing address exactly like a new one and mails its owner instead', async () => {
    const before = (await t.mails()).length;
    const response = await t.request({ method: 'POST', url: '/auth', body: { email: 'vrijwilliger@public.example', password: 'nog-een-wachtwoord' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { email: 'vrijwilliger@public.example' } });
    const mails = await t.mails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[mails.length - 1]!.subject).toContain('Je hebt al een account');
    const stillWorks = await t.signIn('vrijwilliger@public.example');
    expect(stillWorks['access-token']).toBeTruthy();
  });

  it('refuses short, long and mismatched passwords with one error per field and stores nothing', async () => {
    const short = await t.request({ method: 'POST', url: '/auth', body: { email: 'kort@example.nl', password: 'kort' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0]).toMatchObject({ source: { pointer: '/password' }, detail: 'password moet minstens 12 tekens lang zijn.' });
    const long = await t.request({ method: 'POST', url: '/auth', body: { email: 'lang@example.nl', password: 'x'.repeat(129) } });
    expect(long.statusCode).toBe(422);
    const mismatch = await t.request({ method: 'POST', url: '/auth', body: { email: 'anders@example.nl', password: 'een-lang-wachtwoord', password_confirmation: 'iets-anders-dan-dat' } });
    expect(mismatch.json().errors[0].source.pointer).toBe('/password_confirmation');
    const stored = await t.database.db.execute(sql`select count(*)::int as n from users where email in ('kort@example.nl', 'lang@example.nl', 'anders@example.nl')`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses an unknown or empty confirmation token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/v1/confirm', body: { confirmation_token: 'bestaat-niet' } })).statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/v1/confirm', body: {} })).statusCode).toBe(422);
  });
});

describe('password reset', () => {
  it('mails a single-use reset link, sets the password and signs the user out everywhere', async () => {
    const session = await t.signIn('redacteur@roermond.example', { host: 'roermond.localhost' });
    const request = await t.request({ method: 'POST', url: '/auth/password', host: 'roermond.localhost', body: { email: 'redacteur@roermond.example' } });
    expect(request.statusCode).toBe(200);
    const unknown = await t.request({ method: 'POST', url: '/auth/password', host: 'roermond.localhost', body: { email: 'niemand@roermond.example' } });
    expect(unknown.json().message.replace('niemand', 'X')).toBe(request.json().message.replace('redacteur', 'X'));

    const mail = await lastMailTo('redacteur@roermond.example');
    expect(mail?.text).toMatch(/http:\/\/roermond\.localhost(:\d+)?\/auth\/reset\?reset_password_token=/);
    const token = tokenIn(mail!.text, 'reset_password_token')!;

    const missing = await t.request({ method: 'PUT', url: '/auth/password', host: 'roermond.localhost', body: { password: 'nieuw-wachtwoord-2026' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].code).toBe('RESET_CREDENTIALS_MISSING');
    const missingEnglish = await t.request({ method: 'PUT', url: '/auth/password', host: 'roermond.localhost', headers: { 'accept-language': 'en' }, body: { password: 'nieuw-wachtwoord-2026' } });
    expect(missingEnglish.json().errors[0].detail).toBe('You must provide either the uid, client and accessToken or the resetPasswordToken');

    const reset = await t.request({
      method: 'PUT',
      url: '/auth/password',
      host: 'roermond.localhost',
      body: { password: 'nieuw-wachtwoord-2026', password_confirmation: 'nieuw-wachtwoord-2026', reset_password_token: token },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['access-token']).toBeUndefined();
    expect((await t.request({ url: '/auth/validate_token', host: 'roermond.localhost', credentials: session })).statusCode).toBe(401);

    const reused = await t.request({ method: 'PUT', url: '/auth/password', host: 'roermond.localhost', body: { password: 'nog-een-nieuw-wachtwoord', reset_password_token: token } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].code).toBe('INVALID_TOKEN');
    await t.signIn('redacteur@roermond.example', { host: 'roermond.localhost', password: 'nieuw-wachtwoord-2026' });
  });

  it('lets a signed-in user change the password and keeps only that device signed in', async () => {
    const other = await t.signIn('vrijwilliger@roermond.example', { host: 'roermond.localhost' });
    const current = await t.signIn('vrijwilliger@roermond.example', { host: 'roermond.localhost' });
    const change = await t.request({
      method: 'PUT',
      url: '/auth/password',
      host: 'roermond.localhost',
      credentials: current,
      body: { password: 'mijn-nieuwe-wachtwoord', password_confirmation: 'mijn-nieuwe-wachtwoord', current_password: DEMO_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.request({ url: '/auth/validate_token', host: 'roermond.localhost', credentials: other })).statusCode).toBe(401);
    const forged = await t.request({
      method: 'PUT',
      url: '/auth/password',
      host: 'roermond.localhost',
      credentials: { ...current, 'access-token': 'vervalst' },
      body: { password: 'mijn-nieuwe-wachtwoord' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address has used up its sign-in attempts per minute', async () => {
    const limited = await createTestApp({ rateLimits: { authPerMinute: 3, maxFailedSignIns: 50, lockMinutes: 15 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await limited.request({ method: 'POST', url: '/auth/password', body: { email: 'iemand@example.nl' } });
        codes.push(r.statusCode);
        if (r.statusCode === 429) {
          expect(r.headers['retry-after']).toBeDefined();
          expect(r.json().errors[0].code).toBe('RATE_LIMITED');
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
