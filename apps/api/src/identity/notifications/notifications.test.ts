import { eq } from 'drizzle-orm';
import { notifications } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { organizationRow, publishVacancy, vacancyRow } from '../../testing/fixtures';
import { expireVacanciesJob } from '../../areas/vacancies/vacancies.jobs';

// GET /notifications, PUT /notifications/{id}/read and /read_all,
// GET and PATCH /notification_preferences (docs/api.md, "Notifications").

let t: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let chauffeurId: string;

type Notification = { id: string; attributes: Record<string, unknown> };

async function myNotifications(
  credentials: Credentials,
  query = '',
): Promise<{ data: Notification[]; meta: Record<string, number> }> {
  const response = await t.request({ url: `/api/v1/notifications${query}`, credentials });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const notificationRow = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, vrijwilliger] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('vrijwilliger@public.example'),
  ]);
  const voedselbank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
  chauffeurId = (await vacancyRow(t, voedselbank.id, 'Chauffeur voor het ophalen van voedsel')).id;
}, 60_000);

afterAll(() => t.close());

describe('being told in the app', () => {
  it('tells the organisation of a guest’s application, linking to it in the portal, and still mails', async () => {
    const before = (await myNotifications(organisatie)).meta.unread_count ?? 0;
    const applied = await t.request({
      method: 'POST',
      url: '/api/v1/applications',
      body: {
        data: {
          type: 'applications',
          attributes: {
            vacancy_id: chauffeurId,
            first_name: 'Johan',
            last_name: 'Visser',
            email: 'johan@example.org',
          },
        },
      },
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().data.id;
    const { data, meta } = await myNotifications(organisatie);
    expect(meta.unread_count).toBe(before + 1);
    expect(data[0]!.attributes).toMatchObject({
      kind: 'application_received',
      subject_type: 'applications',
      subject_id: applicationId,
      data: { applicant: 'Johan Visser', vacancy: 'Chauffeur voor het ophalen van voedsel' },
      link_app: 'portal',
      link_path: `/applications/${applicationId}`,
      url: `http://portal.localhost:3000/applications/${applicationId}`,
      read_at: null,
    });
    const mails = await t.mails();
    expect(
      mails.some(
        (mail) => mail.to === 'organisatie@public.example' && mail.subject.includes('Chauffeur'),
      ),
    ).toBe(true);
  });

  it('tells a volunteer of the decision in the app only when they chose so', async () => {
    const chosen = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      body: {
        data: {
          type: 'notification_preferences',
          attributes: { email_kinds: ['application_rejected'] },
        },
      },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.attributes.email_kinds).toEqual(['application_rejected']);
    const read = await t.request({
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
    });
    expect(read.json().data.attributes.email_kinds).toEqual(['application_rejected']);

    const applied = await t.request({
      method: 'POST',
      url: '/api/v1/applications',
      credentials: vrijwilliger,
      body: {
        data: { type: 'applications', attributes: { vacancy_id: chauffeurId, message: 'Graag!' } },
      },
    });
    expect(applied.statusCode).toBe(201);
    const mailsBefore = (await t.mails()).length;
    const accepted = await t.request({
      method: 'POST',
      url: `/api/v1/applications/${applied.json().data.id}/accept`,
      credentials: organisatie,
    });
    expect(accepted.statusCode).toBe(200);
    const { data } = await myNotifications(vrijwilliger, '?filter[unread]=true');
    expect(data[0]!.attributes).toMatchObject({
      kind: 'application_accepted',
      data: {
        vacancy: 'Chauffeur voor het ophalen van voedsel',
        organization: 'Voedselbank Zwolle',
      },
      url: 'http://localhost:3000/profiel/aanmeldingen',
    });
    const newMails = (await t.mails()).slice(mailsBefore);
    expect(newMails.filter((mail) => mail.to === 'vrijwilliger@public.example')).toEqual([]);

    // Back to every kind by e-mail.
    const reset = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      body: {
        data: {
          type: 'notification_preferences',
          attributes: { email_kinds: ['application_accepted', 'application_rejected'] },
        },
      },
    });
    expect(reset.json().data.attributes.email_kinds).toEqual([
      'application_accepted',
      'application_rejected',
    ]);
  });

  it('marks one read, then all, unread ones first', async () => {
    const { data, meta } = await myNotifications(organisatie);
    const first = data[0]!;
    const marked = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/${first.id}/read`,
      credentials: organisatie,
    });
    expect(marked.statusCode).toBe(200);
    expect(typeof marked.json().data.attributes.read_at).toBe('string');
    const after = await myNotifications(organisatie);
    expect(after.meta.unread_count).toBe(meta.unread_count! - 1);
    expect(
      (await myNotifications(organisatie, '?filter[unread]=true')).data.map((n) => n.id),
    ).not.toContain(first.id);
    // Marking it again keeps its first reading time.
    const again = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/${first.id}/read`,
      credentials: organisatie,
    });
    expect(again.json().data.attributes.read_at).toBe(marked.json().data.attributes.read_at);

    const all = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/read_all',
      credentials: organisatie,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.unread_count).toBe(0);
    expect((await myNotifications(organisatie)).meta.unread_count).toBe(0);
  });
});

describe('a vacancy about to expire', () => {
  it('tells its organisation once a week ahead, and again for a new date', async () => {
    const title = `Verloopt bijna ${Date.now()}`;
    const vacancyId = await publishVacancy(t, organisatie, {
      title,
      expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const noticesOf = async () =>
      (await myNotifications(organisatie, '?page[size]=100')).data.filter(
        (n) => n.attributes.kind === 'vacancy_expiring' && n.attributes.subject_id === vacancyId,
      );

    await expireVacanciesJob(t.database, t.app.withTenantContext);
    const [notice] = await noticesOf();
    expect(notice!.attributes).toMatchObject({
      data: { vacancy: title },
      url: `http://portal.localhost:3000/vacancies/${vacancyId}/edit`,
    });
    const mails = (await t.mails()).filter((mail) => mail.to === 'organisatie@public.example' && mail.subject.includes(title));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://portal.localhost:3000/vacancies/${vacancyId}/edit`);

    await expireVacanciesJob(t.database, t.app.withTenantContext);
    expect(await noticesOf()).toHaveLength(1);

    const extended = await t.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${vacancyId}`,
      credentials: organisatie,
      body: { data: { type: 'vacancies', id: vacancyId, attributes: { expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString() } } },
    });
    expect(extended.statusCode).toBe(200);
    await expireVacanciesJob(t.database, t.app.withTenantContext);
    expect(await noticesOf()).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('answers 401 without a session and changes nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/notifications'],
      ['PUT', '/api/v1/notifications/read_all'],
      ['GET', '/api/v1/notification_preferences'],
      ['PATCH', '/api/v1/notification_preferences'],
    ] as const) {
      const response = await t.request({
        method,
        url,
        // Only the preferences read a body; the others refuse one (400) before they look for a session.
        body: method === 'PATCH' ? { data: { type: 'notification_preferences', attributes: { email_kinds: [] } } } : undefined,
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('keeps everyone to their own notifications: another user’s or another tenant’s is a 404', async () => {
    const { data } = await myNotifications(vrijwilliger);
    const theirs = data[0]!;
    const before = await notificationRow(theirs.id);
    const byOrganisation = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/${theirs.id}/read`,
      credentials: organisatie,
    });
    expect(byOrganisation.statusCode).toBe(404);
    expect((await myNotifications(organisatie)).data.map((n) => n.id)).not.toContain(theirs.id);
    const roermond = await t.signIn('vrijwilliger@roermond.example', {
      host: 'roermond.localhost',
    });
    const elsewhere = await t.request({
      method: 'PUT',
      url: `/api/v1/notifications/${theirs.id}/read`,
      credentials: roermond,
      host: 'roermond.localhost',
    });
    expect(elsewhere.statusCode).toBe(404);
    const roermondList = await t.request({
      url: '/api/v1/notifications',
      credentials: roermond,
      host: 'roermond.localhost',
    });
    expect(roermondList.json().data.map((n: Notification) => n.id)).not.toContain(theirs.id);
    expect(await notificationRow(theirs.id)).toEqual(before);
  });

  it('refuses bad input with a clear error and keeps the choice as it was', async () => {
    expect(
      (
        await t.request({
          url: '/api/v1/notifications?filter[unread]=soms',
          credentials: vrijwilliger,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ url: '/api/v1/notifications?filter[kind]=x', credentials: vrijwilliger }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/v1/notifications/nope/read',
          credentials: vrijwilliger,
        })
      ).statusCode,
    ).toBe(404);
    const unknownKind = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      headers: { 'accept-language': 'en' },
      body: {
        data: { type: 'notification_preferences', attributes: { email_kinds: ['everything'] } },
      },
    });
    expect(unknownKind.statusCode).toBe(422);
    expect(unknownKind.json().errors[0].source.pointer).toBe('/data/attributes/email_kinds');
    const wrongType = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      body: { data: { type: 'users', attributes: { email_kinds: [] } } },
    });
    expect(wrongType.statusCode).toBe(400);
    const notAList = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      body: { data: { type: 'notification_preferences', attributes: { email_kinds: 'alles' } } },
    });
    expect(notAList.statusCode).toBe(422);
    const read = await t.request({
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
    });
    expect(read.json().data.attributes.email_kinds).toEqual([
      'application_accepted',
      'application_rejected',
    ]);
  });
});
