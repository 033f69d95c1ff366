import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { pages } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { centerIdOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { pageDocument } from './pages.fixtures';

let testApp: TestApp;
let zwolleId: string;
let draftId: string;
let publishedId: string;
let apeldoornPageId: string;
let roermondPageId: string;

async function pageRow(id: string) {
  const [row] = await testApp.database.db.select().from(pages).where(eq(pages.id, id));
  return row;
}

async function homeIdOf(host: string): Promise<string> {
  return (await testApp.request({ url: '/api/v1/pages/home', host })).json().data.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  const redacteur = await testApp.signIn('redacteur@public.example');
  const draft = await testApp.request({ method: 'POST', url: '/api/v1/pages', body: pageDocument({ title: 'Geheim concept' }), credentials: redacteur });
  draftId = draft.json().data.id;
  publishedId = await homeIdOf('localhost');
  apeldoornPageId = await homeIdOf('apeldoorn.localhost');
  roermondPageId = await homeIdOf('roermond.localhost');
});

afterAll(async () => {
  await testApp.close();
});

/** Every call that changes a page or shows what only editors see, aimed at one page. */
function editorCalls(id: string) {
  return [
    { method: 'GET' as const, url: '/api/v1/pages?status=draft' },
    { method: 'GET' as const, url: `/api/v1/pages/${id}?status=draft` },
    { method: 'GET' as const, url: `/api/v1/pages/${id}/revisions` },
    { method: 'POST' as const, url: '/api/v1/pages', body: pageDocument({ title: 'Indringer' }) },
    { method: 'PATCH' as const, url: `/api/v1/pages/${id}`, body: pageDocument({ title: 'Indringer', is_published: true }) },
    { method: 'POST' as const, url: `/api/v1/pages/${id}/duplicate` },
    { method: 'POST' as const, url: `/api/v1/pages/${id}/revisions/00000000-0000-4000-8000-000000000000/restore` },
    { method: 'DELETE' as const, url: `/api/v1/pages/${id}` },
  ];
}

async function expectAll(credentials: Credentials | undefined, id: string, status: number, host?: string) {
  for (const call of editorCalls(id)) {
    const response = await testApp.request({ ...call, credentials, host });
    expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, status]);
  }
}

describe('visitors', () => {
  it('get 401 for every editor call and never see a draft', async () => {
    const before = await pageRow(publishedId);
    await expectAll(undefined, publishedId, 401);
    expect((await testApp.request({ url: `/api/v1/pages/${draftId}` })).statusCode).toBe(404);
    const list = (await testApp.request({ url: '/api/v1/pages?page[size]=1000' })).json();
    expect(list.data.map((p: { id: string }) => p.id)).not.toContain(draftId);
    expect(await pageRow(publishedId)).toEqual(before);
  });
});

describe('roles without content editing', () => {
  it.each(['organization_superuser', 'volunteer', 'mentor', 'student'] as Role[])('%s gets 403 before anything is looked up', async (role) => {
    const account = await createAccount(testApp, { volunteerCenterId: zwolleId, email: `pagina-${role}@example.org`, roles: [role] });
    const credentials = await testApp.signIn(account.email);
    const before = await pageRow(publishedId);
    await expectAll(credentials, publishedId, 403);
    await expectAll(credentials, '00000000-0000-4000-8000-000000000000', 403);
    expect(await pageRow(publishedId)).toEqual(before);
    // They read the published site like anyone else.
    expect((await testApp.request({ url: `/api/v1/pages/${publishedId}`, credentials })).statusCode).toBe(200);
  });
});

describe('editors of one centre', () => {
  it.each(['content_manager', 'center_superuser'] as Role[])(
    "as %s cannot see or change another centre's pages, on their own site or the other's",
    async (role) => {
      const account = await createAccount(testApp, { volunteerCenterId: zwolleId, email: `redactie-${role}@example.org`, roles: [role] });
      const onOwnSite = await testApp.signIn(account.email);
      const before = await pageRow(apeldoornPageId);
      // Aimed at Apeldoorn's page from Zwolle's site: there is no such page here.
      for (const call of editorCalls(apeldoornPageId).filter((c) => c.url.includes(apeldoornPageId))) {
        const response = await testApp.request({ ...call, credentials: onOwnSite });
        expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 404]);
      }
      // On Apeldoorn's site their session is refused (another centre's website).
      for (const call of editorCalls(apeldoornPageId)) {
        const response = await testApp.request({ ...call, credentials: onOwnSite, host: 'apeldoorn.localhost' });
        expect([401, 403]).toContain(response.statusCode);
      }
      expect(await pageRow(apeldoornPageId)).toEqual(before);
      const ownList = (await testApp.request({ url: '/api/v1/pages?status=draft&page[size]=1000', credentials: onOwnSite })).json();
      expect(ownList.data.map((p: { id: string }) => p.id)).not.toContain(apeldoornPageId);
    },
  );

  it("as admins edit every centre of their tenant on that centre's site, never another tenant's", async () => {
    const admin = await testApp.signIn('admin@public.example', { host: 'apeldoorn.localhost' });
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/pages/${apeldoornPageId}`,
      body: pageDocument({ summary: 'Aangepast door de beheerder' }),
      credentials: admin,
      host: 'apeldoorn.localhost',
    });
    expect(response.statusCode).toBe(200);
    const before = await pageRow(roermondPageId);
    for (const host of ['apeldoorn.localhost', 'localhost']) {
      for (const call of editorCalls(roermondPageId).filter((c) => c.url.includes(roermondPageId))) {
        const answer = await testApp.request({ ...call, credentials: host === 'localhost' ? await testApp.signIn('admin@public.example') : admin, host });
        expect([call.method, call.url, answer.statusCode]).toEqual([call.method, call.url, 404]);
      }
    }
    expect(await pageRow(roermondPageId)).toEqual(before);
    // Visitors of one tenant never read another tenant's page by id.
    expect((await testApp.request({ url: `/api/v1/pages/${roermondPageId}` })).statusCode).toBe(404);
  });
});
