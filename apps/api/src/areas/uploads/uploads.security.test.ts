import { isNotNull } from 'drizzle-orm';
import { uploads } from '../../schema';
import { centerIdOf } from '../../testing/fixtures';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await solidPng();
});
afterAll(() => t.close());

const storedCount = async () => (await t.database.db.select().from(uploads).where(isNotNull(uploads.uploadedById))).length;

describe('POST /api/v1/uploads: who may upload', () => {
  it('answers 401 without a session, before reading the form', async () => {
    const response = await postUpload(t, { purpose: 'logo', data: png });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    // Not even a malformed form gets further than the session check.
    const garbage = await t.request({ method: 'POST', url: '/api/v1/uploads', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(garbage.statusCode).toBe(401);
  });

  it.each(['organisatie', 'vrijwilliger'])('answers 403 to %s@public.example (not centre staff)', async (local) => {
    const credentials = await t.signIn(`${local}@public.example`);
    const response = await postUpload(t, { credentials, purpose: 'logo', data: png });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
  });

  it('lets the admin, the centre superuser and the content manager (images for pages) upload', async () => {
    for (const local of ['admin', 'centrum', 'redacteur']) {
      const credentials = await t.signIn(`${local}@public.example`);
      expect((await postUpload(t, { credentials, purpose: 'logo', data: png })).statusCode).toBe(201);
    }
  });

  it("does not accept a centre superuser's session on another centre's site, by host or by Volunteer-Center-Id", async () => {
    const before = await storedCount();
    const deventerStaff = await t.signIn('centrum-deventer@public.example', { host: 'deventer.localhost' });
    expect((await postUpload(t, { credentials: deventerStaff, purpose: 'logo', data: png, host: 'deventer.localhost' })).statusCode).toBe(201);
    expect((await postUpload(t, { credentials: deventerStaff, purpose: 'logo', data: png, host: 'localhost' })).statusCode).toBe(401);
    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    const viaHeader = await postUpload(t, {
      credentials: deventerStaff,
      purpose: 'logo',
      data: png,
      host: 'deventer.localhost',
      headers: { 'volunteer-center-id': zwolle },
    });
    expect(viaHeader.statusCode).toBe(401);
    expect(await storedCount()).toBe(before + 1);
  });

  it("does not accept a session in another tenant, and stores each tenant's files apart", async () => {
    const oldebroek = await t.signIn('centrum@oldebroek.example', { host: 'oldebroek.localhost' });
    const foreign = await postUpload(t, { credentials: oldebroek, purpose: 'logo', data: png, headers: { 'x-tenant': 'public' } });
    expect(foreign.statusCode).toBe(401);
    const own = await postUpload(t, { credentials: oldebroek, purpose: 'logo', data: png, host: 'oldebroek.localhost' });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.attributes.url).toMatch(/^\/uploads\/oldebroek\//);
    // The file is public (logos are), but only under its own tenant's folder.
    const name = own.json().data.attributes.url.split('/').pop();
    expect((await t.request({ url: own.json().data.attributes.url })).statusCode).toBe(200);
    expect((await t.request({ url: `/uploads/public/${name}` })).statusCode).toBe(404);
  });

  it('answers 400 for a Volunteer-Center-Id of another tenant', async () => {
    const admin = await t.signIn('admin@public.example');
    const oldebroek = await centerIdOf(t, 'oldebroek', 'oldebroek');
    const response = await postUpload(t, { credentials: admin, purpose: 'logo', data: png, headers: { 'volunteer-center-id': oldebroek } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('INVALID_VOLUNTEER_CENTER');
  });
});
