import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../../schema';
import { centerIdOf, userRowByEmail } from '../../testing/fixtures';
import { multipartBody, postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;
let admin: Credentials;

beforeAll(async () => {
  t = await createTestApp();
});
// A session token rotates after 5 s and this client does not follow: each test signs in anew.
beforeEach(async () => {
  centrum = await t.signIn('centrum@public.example');
  admin = await t.signIn('admin@public.example');
});
afterAll(() => t.close());

describe('POST /api/v1/uploads', () => {
  it('re-encodes a logo as WebP, stores it under the tenant and answers 201 with the uploads resource', async () => {
    const response = await postUpload(t, { credentials: centrum, purpose: 'logo', data: await solidPng(300, 120), filename: 'logo.png' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: 'uploads',
      attributes: { content_type: 'image/webp', width: 300, height: 120, purpose: 'logo' },
    });
    expect(data.attributes.url).toBe(`/uploads/public/${data.id}.webp`);

    const stored = await readFile(path.join(t.config.uploadsDir, 'public', `${data.id}.webp`));
    expect(data.attributes.byte_size).toBe(stored.length);
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, data.id));
    expect(row).toMatchObject({
      tenantId: 'public',
      volunteerCenterId: await centerIdOf(t, 'public', 'zwolle'),
      uploadedById: (await userRowByEmail(t, 'public', 'centrum@public.example')).id,
      purpose: 'logo',
      storedName: `${data.id}.webp`,
      originalName: 'logo.png',
    });
  });

  it('turns a photo upright by its EXIF orientation, strips its metadata and scales it to at most 2000 px', async () => {
    // 3000×1000 pixels, to be shown rotated by 90° (orientation 6): upright it is 1000×3000.
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Camera owner', Artist: 'Someone' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await postUpload(t, { credentials: admin, purpose: 'image', data: photo, filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ width: 667, height: 2000, content_type: 'image/webp' });
    const served = await t.request({ url: response.json().data.attributes.url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 667, height: 2000 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('makes a favicon a 64×64 PNG, padding a wide image with transparency', async () => {
    const response = await postUpload(t, { credentials: centrum, purpose: 'favicon', data: await solidPng(128, 32) });
    expect(response.statusCode).toBe(201);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ content_type: 'image/png', width: 64, height: 64, purpose: 'favicon' });
    expect(attributes.url).toMatch(/^\/uploads\/public\/[0-9a-f-]{36}\.png$/);
    const { data, info } = await sharp((await t.request({ url: attributes.url })).rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 64, channels: 4 });
    expect(data[3]).toBe(0); // the top-left corner is padding
  });

  it('accepts JPEG, WebP and GIF as well as PNG, and a dark-mode logo', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } });
    for (const [data, contentType] of [
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
    ] as const) {
      const response = await postUpload(t, { credentials: centrum, purpose: 'logo_dark', data, contentType });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ purpose: 'logo_dark', width: 20, height: 20 });
    }
  });

  it('takes the purpose after the file too, and does not trust the declared type or name', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'not-really.gif', contentType: 'text/plain', data: await solidPng() },
      { name: 'purpose', value: 'image' },
    ]);
    const response = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.content_type).toBe('image/webp');
  });

  it('stores the upload for the centre named by Volunteer-Center-Id when an admin sends it', async () => {
    const deventer = await centerIdOf(t, 'public', 'deventer');
    const response = await postUpload(t, { credentials: admin, purpose: 'logo', data: await solidPng(), headers: { 'volunteer-center-id': deventer } });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, response.json().data.id));
    expect(row!.volunteerCenterId).toBe(deventer);
  });
});

describe('GET /uploads/<tenant>/<file>', () => {
  it('serves the stored file byte for byte on every host, with its type and a long immutable cache', async () => {
    const upload = (await postUpload(t, { credentials: centrum, purpose: 'logo', data: await solidPng(64, 64) })).json().data;
    const stored = await readFile(path.join(t.config.uploadsDir, 'public', `${upload.id}.webp`));
    for (const host of ['localhost', 'portal.localhost', 'oldebroek.localhost', 'unknown.example.org']) {
      // As a browser asks: images are compressed already, so they go out as stored.
      const response = await t.request({ url: upload.attributes.url, host, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(stored)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(stored.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    }
    const head = await t.request({ method: 'HEAD', url: upload.attributes.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored.length));
    expect(head.rawPayload.length).toBe(0);
  });
});
