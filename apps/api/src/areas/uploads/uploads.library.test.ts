import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { jobs, uploads } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { auditActionsFor, centerIdOf } from '../../testing/fixtures';
import { minimalDocx, minimalOdt, minimalPdf } from '../../testing/documents';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let redacteur: Credentials;
let zwolleId: string;

beforeAll(async () => {
  t = await createTestApp();
  redacteur = await t.signIn('redacteur@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

type Upload = { id: string; attributes: { url: string; used_by: { kind: string; id: string; title: string; path: string | null }[] } & Record<string, unknown> };

const uploadDocument = (data: Buffer, filename: string, credentials: Credentials = redacteur) =>
  postUpload(t, { credentials, purpose: 'document', data, filename, contentType: 'application/octet-stream' });

const fileExists = (url: string) =>
  access(path.join(t.config.uploadsDir, ...url.split('/').slice(2))).then(
    () => true,
    () => false,
  );

async function library(query = ''): Promise<Upload[]> {
  return (await t.request({ url: `/api/v1/uploads?page[size]=100${query}`, credentials: redacteur })).json().data;
}

describe('documents', () => {
  it.each([
    ['verslag.pdf', minimalPdf(), 'application/pdf', 'pdf'],
    ['rooster.docx', minimalDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['notulen.odt', minimalOdt(), 'application/vnd.oasis.opendocument.text', 'odt'],
  ])('keeps %s as sent, recognised by its bytes, and serves it as a download', async (filename, data, contentType, extension) => {
    const response = await uploadDocument(data, filename);
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    expect(attributes).toMatchObject({ purpose: 'document', content_type: contentType, byte_size: data.length, original_name: filename, width: null });
    expect(attributes.url).toBe(`/uploads/public/${id}.${extension}`);
    expect(await readFile(path.join(t.config.uploadsDir, 'public', `${id}.${extension}`))).toEqual(data);
    const served = await t.request({ url: attributes.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses HTML, SVG, a macro-enabled document, an image and a renamed text file, naming the file field, and stores nothing', async () => {
    const before = (await library()).length;
    const refused: [string, Buffer][] = [
      ['pagina.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['logo.pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['macro.docx', minimalDocx({ macros: true })],
      ['foto.pdf', await solidPng(20, 20)],
      ['tekst.docx', Buffer.from('gewoon tekst')],
    ];
    for (const [filename, data] of refused) {
      const response = await postUpload(t, { credentials: redacteur, purpose: 'document', data, filename, contentType: 'application/pdf', headers: { 'accept-language': 'nl' } });
      expect([filename, response.statusCode]).toEqual([filename, 422]);
      expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_FILE_TYPE', source: { pointer: '/data/attributes/file' } });
      expect(response.json().errors[0].detail).toContain('PDF');
    }
    expect((await library()).length).toBe(before);
  });

  it('refuses a document over 10 MB while it streams in', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadDocument(big, 'groot.pdf');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'TOO_LARGE', meta: { max_bytes: 10 * 1024 * 1024 } });
  });

  it('is not accepted where an image is expected (a page block, the library)', async () => {
    const pdf = (await uploadDocument(minimalPdf(), 'flyer.pdf')).json().data.attributes.url as string;
    const page = await t.request({
      method: 'POST',
      url: '/api/v1/pages',
      body: { data: { type: 'pages', attributes: { title: 'Met pdf', blocks: [{ id: 'flyer', type: 'Image', props: { image: { url: pdf, alt: 'Flyer' } } }] } } },
      credentials: redacteur,
    });
    expect(page.statusCode).toBe(422);
    const stock = await t.request({ method: 'POST', url: '/api/v1/stock_images', body: { data: { type: 'stock_images', attributes: { name: 'Flyer', image: pdf } } }, credentials: redacteur });
    expect(stock.statusCode).toBe(422);
  });
});

describe('the file library', () => {
  it('lists the centre’s uploads newest first with where each is used, filters them, and deletes only what nothing uses', async () => {
    const pdf = (await uploadDocument(minimalPdf('Vrijwilligersbeleid'), 'beleid.pdf')).json().data as Upload;
    const image = (await postUpload(t, { credentials: redacteur, purpose: 'image', data: await solidPng(40, 30), filename: 'zaal.png' })).json().data as Upload;
    const page = await t.request({
      method: 'POST',
      url: '/api/v1/pages',
      body: {
        data: {
          type: 'pages',
          attributes: {
            title: 'Beleid',
            is_published: true,
            blocks: [
              { id: 'tekst', type: 'MarkdownText', props: { markdown: `Lees [ons beleid](${pdf.attributes.url}).` } },
              { id: 'beeld', type: 'Image', props: { image: { url: image.attributes.url, alt: 'De zaal' } } },
            ],
          },
        },
      },
      credentials: redacteur,
    });
    expect([page.statusCode, page.json().errors]).toEqual([201, undefined]);
    const pageId = page.json().data.id;

    const listed = await library();
    expect(listed.slice(0, 2).map((u) => u.id)).toEqual([image.id, pdf.id]);
    expect(listed.find((u) => u.id === pdf.id)!.attributes.used_by).toEqual([{ kind: 'page', id: pageId, title: 'Beleid', path: '/beleid' }]);
    // The seeded library's images are in use by the library.
    expect(listed.some((u) => u.attributes.used_by.some((use) => use.kind === 'stock_image'))).toBe(true);
    expect((await library('&filter[purpose]=document')).every((u) => u.attributes.purpose === 'document')).toBe(true);
    expect((await library('&filter[q]=BELEID')).map((u) => u.id)).toEqual([pdf.id]);
    expect((await t.request({ url: '/api/v1/uploads?filter[purpose]=virus', credentials: redacteur })).statusCode).toBe(400);

    // In use: refused, with the page named; nothing is deleted.
    const refused = await t.request({ method: 'DELETE', url: `/api/v1/uploads/${pdf.id}`, credentials: redacteur, headers: { 'accept-language': 'nl' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'UPLOAD_IN_USE', meta: { used_by: [{ kind: 'page', id: pageId, title: 'Beleid', path: '/beleid' }] } });
    expect(refused.json().errors[0].detail).toContain('Beleid');
    expect(await fileExists(pdf.attributes.url)).toBe(true);

    // Once the page is gone, the file may go: row and file.
    await t.request({ method: 'DELETE', url: `/api/v1/pages/${pageId}`, credentials: redacteur });
    expect((await t.request({ method: 'DELETE', url: `/api/v1/uploads/${pdf.id}`, credentials: redacteur })).statusCode).toBe(204);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, pdf.id))).toEqual([]);
    expect(await fileExists(pdf.attributes.url)).toBe(false);
    expect(await auditActionsFor(t, pdf.id)).toContain('upload.deleted');
    expect((await t.request({ url: `/api/v1/uploads/${pdf.id}`, credentials: redacteur })).statusCode).toBe(404);
  });

  it('cleans up, nightly, uploads older than a day that nothing uses, and keeps the rest', async () => {
    const unused = (await uploadDocument(minimalPdf('Oud'), 'oud.pdf')).json().data as Upload;
    const fresh = (await uploadDocument(minimalPdf('Nieuw'), 'nieuw.pdf')).json().data as Upload;
    const libraryImage = (await t.request({ url: '/api/v1/stock_images?page[size]=1', credentials: redacteur })).json().data[0];
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db.update(uploads).set({ createdAt: twoDaysAgo }).where(eq(uploads.id, unused.id));
    await t.database.db.update(uploads).set({ createdAt: twoDaysAgo });
    await t.database.db.update(uploads).set({ createdAt: new Date() }).where(eq(uploads.id, fresh.id));
    await t.database.db.insert(jobs).values({ name: 'uploads.cleanup', payload: {}, runAt: new Date() });
    await t.drainJobs();

    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, unused.id))).toEqual([]);
    expect(await fileExists(unused.attributes.url)).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, fresh.id))).toHaveLength(1);
    // The library's images are in use, however old.
    const served = await t.request({ url: libraryImage.attributes.image });
    expect(served.statusCode).toBe(200);
  });
});

describe('who may use the file library', () => {
  it('refuses visitors and every role that does not edit content, and keeps each centre’s files to itself', async () => {
    const pdf = (await uploadDocument(minimalPdf(), 'intern.pdf')).json().data as Upload;
    const calls = [
      { method: 'GET' as const, url: '/api/v1/uploads' },
      { method: 'GET' as const, url: `/api/v1/uploads/${pdf.id}` },
      { method: 'DELETE' as const, url: `/api/v1/uploads/${pdf.id}` },
    ];
    for (const call of calls) expect([call.url, (await t.request(call)).statusCode]).toEqual([call.url, 401]);
    for (const role of ['organization_superuser', 'volunteer'] as Role[]) {
      const account = await createAccount(t, { volunteerCenterId: zwolleId, email: `bestanden-${role}@example.org`, roles: [role] });
      const credentials = await t.signIn(account.email);
      for (const call of calls) expect([role, call.url, (await t.request({ ...call, credentials })).statusCode]).toEqual([role, call.url, 403]);
      expect((await uploadDocument(minimalPdf(), 'x.pdf', credentials)).statusCode).toBe(403);
    }
    const apeldoornAdmin = await t.signIn('admin@public.example', { host: 'apeldoorn.localhost' });
    const elsewhere = await t.request({ url: '/api/v1/uploads?page[size]=100', credentials: apeldoornAdmin, host: 'apeldoorn.localhost' });
    expect(elsewhere.json().data.map((u: Upload) => u.id)).not.toContain(pdf.id);
    for (const call of calls.slice(1)) {
      const response = await t.request({ ...call, credentials: apeldoornAdmin, host: 'apeldoorn.localhost' });
      expect([call.url, response.statusCode]).toEqual([call.url, 404]);
    }
    const roermond = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    expect((await t.request({ method: 'DELETE', url: `/api/v1/uploads/${pdf.id}`, credentials: roermond, host: 'roermond.localhost' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, pdf.id))).toHaveLength(1);
  });
});
