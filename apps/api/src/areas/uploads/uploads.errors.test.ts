import { readdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@platform/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { uploads } from '../../schema';
import { multipartBody, noisePng, postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let centrum: Credentials;

let seededFiles: string[];
const publicFiles = () => readdir(path.join(t.config.uploadsDir, 'public')).catch(() => [] as string[]);

beforeAll(async () => {
  t = await createTestApp();
  // The demo centres' image libraries are seeded; nothing else is stored yet.
  seededFiles = await publicFiles();
});
// A session token rotates after 5 s and this client does not follow: each test signs in anew.
beforeEach(async () => {
  centrum = await t.signIn('centrum@public.example');
});
afterAll(() => t.close());

/** Nothing was stored: no row, no file, but the seeded ones. */
async function expectNothingStored() {
  expect(await t.database.db.select().from(uploads).where(isNotNull(uploads.uploadedById))).toEqual([]);
  expect((await publicFiles()).sort()).toEqual([...seededFiles].sort());
}

/** A PNG whose header claims `width` × `height` pixels, without the pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/v1/uploads: files over the limit', () => {
  it.each([
    ['logo', 1200, 700, 2 * 1024 * 1024, '2 MB'],
    ['favicon', 450, 450, 512 * 1024, '512 kB'],
    ['image', 1400, 1400, 5 * 1024 * 1024, '5 MB'],
  ])('refuses a %s over its limit with 422 TOO_LARGE naming the limit', async (purpose, width, height, maxBytes, size) => {
    const data = await noisePng(width, height);
    expect(data.length).toBeGreaterThan(maxBytes);
    const response = await postUpload(t, { credentials: centrum, purpose, data });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        status: '422',
        code: 'TOO_LARGE',
        detail: `file moet kleiner zijn dan ${size}.`,
        source: { pointer: '/data/attributes/file' },
        meta: { max_bytes: maxBytes },
      }),
    ]);
    await expectNothingStored();
  });

  it('names the limit in English too, also when the purpose comes after the file', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'big.png', contentType: 'image/png', data: await noisePng(1200, 700) },
      { name: 'purpose', value: 'logo' },
    ]);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/uploads',
      credentials: centrum,
      headers: { 'content-type': contentType, 'accept-language': 'en' },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'TOO_LARGE',
      title: 'File too large',
      detail: 'file must be smaller than 2 MB.',
      meta: { max_bytes: 2 * 1024 * 1024 },
    });
  });

  it('accepts a file just under its limit', async () => {
    const data = await noisePng(400, 400); // about 480 kB
    expect(data.length).toBeLessThan(512 * 1024);
    const response = await postUpload(t, { credentials: centrum, purpose: 'favicon', data });
    expect(response.statusCode).toBe(201);
    await t.database.db.delete(uploads).where(eq(uploads.id, response.json().data.id));
    await rm(path.join(t.config.uploadsDir, 'public', `${response.json().data.id}.png`));
  });

  it('refuses a request far over every limit with 413 before reading it', async () => {
    const response = await postUpload(t, { credentials: centrum, purpose: 'image', data: Buffer.alloc(21 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    // Twice the largest file (a 10 MB document).
    expect(response.json().errors[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', meta: { max_bytes: 20 * 1024 * 1024 } });
    await expectNothingStored();
  });

  it('refuses an image of too many pixels, however small the file, before decoding it', async () => {
    const response = await postUpload(t, { credentials: centrum, purpose: 'image', data: pngClaiming(10_000, 10_000) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'TOO_LARGE', meta: { max_pixels: 25_000_000 } });
    await expectNothingStored();
  });

  it('refuses a real 7,000 × 7,000 PNG (49 megapixels, a small file) with a translated message naming the limit', async () => {
    const data = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(data.length).toBeLessThan(UPLOAD_MAX_BYTES.logo);
    for (const [language, detail] of [
      ['nl', 'file heeft te veel beeldpunten: hoogstens 25 megapixel.'],
      ['en', 'file has too many pixels: at most 25 megapixels.'],
    ] as const) {
      const response = await postUpload(t, { credentials: centrum, purpose: 'logo', data, headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ code: 'TOO_LARGE', detail, source: { pointer: '/data/attributes/file' }, meta: { max_pixels: 25_000_000 } }),
      ]);
    }
    await expectNothingStored();
  });
});

describe('POST /api/v1/uploads: what is not a PNG, JPEG, WebP or GIF', () => {
  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
    ['HTML named logo.png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
  ])('refuses %s with 422 INVALID_FILE_TYPE', async (_name, data, contentType) => {
    const response = await postUpload(t, { credentials: centrum, purpose: 'logo', data, contentType, filename: 'logo.png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      detail: 'file moet een afbeelding zijn: PNG, JPEG, WebP of GIF.',
      source: { pointer: '/data/attributes/file' },
    });
    await expectNothingStored();
  });

  it('refuses TIFF and AVIF images, which browsers do not all show', async () => {
    const base = sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } });
    for (const data of [await base.clone().tiff().toBuffer(), await base.clone().avif().toBuffer()]) {
      const response = await postUpload(t, { credentials: centrum, purpose: 'image', data });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('INVALID_FILE_TYPE');
    }
    await expectNothingStored();
  });

  it('refuses a damaged image that only starts like a PNG', async () => {
    const png = await solidPng(200, 200, '#123456');
    const response = await postUpload(t, { credentials: centrum, purpose: 'logo', data: png.subarray(0, 60), headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_FILE_TYPE', detail: 'file is damaged or not an image we can read.' });
    await expectNothingStored();
  });
});

describe('POST /api/v1/uploads: malformed forms', () => {
  it('answers 422 for a missing or unknown purpose and a missing or empty file', async () => {
    const noPurpose = await postUpload(t, { credentials: centrum, data: await solidPng() });
    expect(noPurpose.statusCode).toBe(422);
    expect(noPurpose.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: { pointer: '/data/attributes/purpose' }, meta: { reason: 'required' } });

    const unknown = await postUpload(t, { credentials: centrum, purpose: 'wallpaper', data: await solidPng() });
    expect(unknown.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/purpose' }, meta: { reason: 'invalid_choice' } });

    const empty = await postUpload(t, { credentials: centrum, purpose: 'logo', data: Buffer.alloc(0) });
    expect(empty.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/file' }, meta: { reason: 'required' } });

    const { payload, contentType } = multipartBody([{ name: 'purpose', value: 'logo' }, { name: 'file', value: 'just text' }, { name: 'colour', value: 'red' }]);
    const noFile = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': contentType }, payload });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      '/data/attributes/colour',
      '/data/attributes/file',
    ]);
    await expectNothingStored();
  });

  it('answers 400 for a form that cannot be read and for more than one file', async () => {
    const png = await solidPng();
    const noBoundary = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': 'multipart/form-data' }, payload: png });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().errors[0]).toMatchObject({ code: 'BAD_REQUEST', detail: 'Het formulier (multipart/form-data) kon niet worden gelezen.' });

    const { payload, contentType } = multipartBody([{ name: 'purpose', value: 'logo' }, { name: 'file', filename: 'a.png', contentType: 'image/png', data: png }]);
    const cutOff = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': contentType }, payload: payload.subarray(0, payload.length - 60) });
    expect(cutOff.statusCode).toBe(400);

    const twoFiles = multipartBody([
      { name: 'purpose', value: 'logo' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
      { name: 'file', filename: 'b.png', contentType: 'image/png', data: png },
    ]);
    const both = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': twoFiles.contentType }, payload: twoFiles.payload });
    expect(both.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('answers 415 for a body that is not multipart and 411 for one without a length', async () => {
    const json = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, body: { data: { type: 'uploads', attributes: { purpose: 'logo' } } } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Stuur een upload als multipart/form-data.' });

    const raw = await t.request({ method: 'POST', url: '/api/v1/uploads', credentials: centrum, headers: { 'content-type': 'image/png' }, payload: await solidPng() });
    expect(raw.statusCode).toBe(415);

    // Over real HTTP, as a chunked body (injected requests always carry a length).
    const { payload, contentType } = multipartBody([{ name: 'purpose', value: 'logo' }]);
    const server = createServer((request, response) => t.app.routing(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        { port: (server.address() as AddressInfo).port, method: 'POST', path: '/api/v1/uploads', headers: { host: 'localhost', ...centrum, 'content-type': contentType } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.write(payload);
      request.end();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(status).toBe(411);
    await expectNothingStored();
  });
});

describe('GET /uploads/<tenant>/<file>: unknown files', () => {
  it.each([
    '/uploads/public/00000000-0000-4000-8000-000000000000.webp',
    '/uploads/amsterdam/00000000-0000-4000-8000-000000000000.webp',
    '/uploads/public/secret-key',
    '/uploads/public/..%2F..%2Fsecret-key',
    '/uploads/..%2Fsecret-key',
    '/uploads/%2E%2E/%2E%2E/secret-key',
    '/uploads/public/00000000-0000-4000-8000-000000000000.webp/..',
    '/uploads/public',
    '/uploads/',
  ])('answers 404 for %s', async (url) => {
    const response = await t.request({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });
});

describe('POST /uploads: the hourly limit per IP address', () => {
  it('refuses uploads beyond it with a 429 and stores nothing more, for staff and volunteers alike', async () => {
    const limited = await createTestApp({ rateLimits: { uploadsPerHour: 2 } });
    try {
      const vrijwilliger = await limited.signIn('vrijwilliger@public.example');
      const staff = await limited.signIn('centrum@public.example');
      const attachment = { purpose: 'attachment', data: await solidPng(), credentials: vrijwilliger };
      expect((await postUpload(limited, attachment)).statusCode).toBe(201);
      expect((await postUpload(limited, attachment)).statusCode).toBe(201);
      const refused = await postUpload(limited, { ...attachment, headers: { 'accept-language': 'en' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0]).toMatchObject({ code: 'RATE_LIMITED', title: expect.stringMatching(/too many requests/i) });
      // One budget per address: a colleague behind it waits too.
      expect((await postUpload(limited, { purpose: 'image', data: await solidPng(), credentials: staff })).statusCode).toBe(429);
      expect(await limited.database.db.select().from(uploads).where(isNotNull(uploads.uploadedById))).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
