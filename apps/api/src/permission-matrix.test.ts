import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import {
  applications,
  conversationMessages,
  conversationParticipants,
  conversations,
  formQuestions,
  forms,
  internalNotes,
  menuItems,
  menus,
  nonProfitProfiles,
  notificationTemplates,
  oneToOneMatches,
  oneToOneRequests,
  organizationMembers,
  organizations,
  pageRevisions,
  pages,
  partnerKeys,
  stockImages,
  users,
  vacancies,
  volunteerPoolBlocks,
  volunteerProfileReplies,
  volunteerProfiles,
} from './schema';
import { tokenDigest } from './platform/secrets/tokens';
import { createAccount } from './testing/accounts';
import { centerIdOf, organizationRow, uploadedImage, userRowByEmail } from './testing/fixtures';
import { multipartBody, solidPng } from './testing/multipart';
import {
  createTestApp,
  DEMO_PASSWORD,
  type Credentials,
  type TestApp,
  type TestRequest,
  type TestResponse,
} from './testing/test-app';

// docs/permissions.md as a test: one case per cell (call × role), on the real
// API with real sessions, in one seeded world: the public tenant, the Zwolle
// site. Each call aims at a record that exists (made fresh for every write),
// so a refusal is the rule's, never a missing record's.

type Actor = 'anonymous' | Role;
const ACTORS: Actor[] = [
  'anonymous',
  'admin',
  'center_superuser',
  'organization_superuser',
  'content_manager',
  'volunteer',
  'mentor',
  'student',
];
const OTHERS = ['content_manager', 'volunteer', 'mentor', 'student'] as const;

/** The statuses of one row, in the columns of docs/permissions.md; `others` is content_manager, volunteer, mentor and student. */
function cells(
  anon: number,
  admin: number,
  centre: number,
  organization: number,
  others: number,
): Record<Actor, number> {
  return {
    anonymous: anon,
    admin,
    center_superuser: centre,
    organization_superuser: organization,
    ...(Object.fromEntries(OTHERS.map((role) => [role, others])) as Record<
      (typeof OTHERS)[number],
      number
    >),
  };
}
/** Content rows, where content managers edit like centre superusers and volunteers, mentors and students may not. */
function contentCells(
  anon: number,
  admin: number,
  centre: number,
  organization: number,
  contentManager: number,
  rest: number,
): Record<Actor, number> {
  return { ...cells(anon, admin, centre, organization, rest), content_manager: contentManager };
}
const everyone = (status: number) => cells(status, status, status, status, status);
const signedIn = (status: number) => cells(401, status, status, status, status);

/** The signed-in user of a cell (null for anonymous). */
type Me = { id: string; email: string } | null;
type Cell = { actor: Actor; me: Me };
type Row = {
  call: string;
  /** Builds the request, making whatever records it needs first. */
  request: (cell: Cell) => Promise<TestRequest> | TestRequest;
  expect: Record<Actor, number>;
  /** A session other than the actor's usual one (a fresh device, or one opened as another user). */
  session?: (cell: Cell) => Promise<Credentials | undefined>;
};

let t: TestApp;
const sessions = new Map<Actor, Credentials>();
const accounts = new Map<Actor, { id: string; email: string }>();
let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}`;

// The world's fixed records, filled in beforeAll.
const w = {
  zwolle: '',
  apeldoorn: '',
  ownOrganization: '', // Voedselbank Zwolle: the organisation superuser's
  otherOrganization: '', // an approved organisation of Zwolle that is not theirs
  apeldoornOrganization: '',
  roermondOrganization: '',
  roermondUser: '',
  otherVolunteer: '', // a volunteer of Zwolle nobody in the matrix is
  member: '', // a member of the organisation superuser's organisation
  apeldoornUser: '',
  uploadUrl: '',
};

function as(actor: Actor): Credentials | undefined {
  return actor === 'anonymous' ? undefined : sessions.get(actor);
}

/** Sends a cell's request with the actor's own session, or with the one the row gives. */
function send(actor: Actor, request: TestRequest, session?: Credentials): Promise<TestResponse> {
  return t.request({ ...request, credentials: session ?? as(actor) });
}

function sessionFrom(response: TestResponse): Credentials {
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
    'token-type': 'Bearer',
  };
}

const db = () => t.database.db;

/** A session the admin opens as the user (`sign_in_as_user`). */
async function openedAs(userId: string): Promise<Credentials> {
  return sessionFrom(
    await send('admin', {
      method: 'POST',
      url: '/api/v1/sign_in_as_user',
      body: doc('users', { user_id: userId }),
    }),
  );
}

/** A session of a new account holding the actor's role (and, for an organisation superuser, their organisation). */
async function freshSessionAs(actor: Role): Promise<Credentials> {
  const user = await newUser({ roles: [actor] });
  if (actor === 'organization_superuser') {
    await db().insert(organizationMembers).values({ tenantId: 'public', organizationId: w.ownOrganization, userId: user.id });
  }
  return t.signIn(user.email);
}

async function newUser(
  options: { center?: string; status?: 'active' | 'invited'; roles?: Role[] } = {},
) {
  return createAccount(t, {
    volunteerCenterId: options.center ?? w.zwolle,
    email: `${unique('matrix-user')}@example.org`,
    status: options.status,
    roles: options.roles,
  });
}

/** An item of Zwolle's header menu, made fresh for a cell. */
/** A new image in Zwolle's library (of another centre's with `center`). */
async function newStockImage(center = w.zwolle): Promise<string> {
  const url = await uploadedImage(t, 'public', center);
  const uploadId = url.slice(url.lastIndexOf('/') + 1, -'.webp'.length);
  const [image] = await db()
    .insert(stockImages)
    .values({ tenantId: 'public', volunteerCenterId: center, uploadId, name: unique('Beeld') })
    .returning();
  return image!.id;
}

/** A partner API key of a centre (the Zwolle one unless told), made on the owner connection. */
async function newPartnerKey(center = w.zwolle): Promise<string> {
  const name = unique('Sleutel');
  const [key] = await db()
    .insert(partnerKeys)
    .values({
      tenantId: 'public',
      volunteerCenterId: center,
      name,
      prefix: 'vcpk_00000000',
      keyDigest: tokenDigest('matrix', name),
      scopes: ['vacancies:read'],
    })
    .returning();
  return key!.id;
}

/** A form with one question, open; the organisation superuser's own unless told otherwise. */
async function newForm({
  organization = w.ownOrganization,
  center = w.zwolle,
  access = 'anonymous' as 'anonymous' | 'token_holder',
} = {}) {
  const token = unique('token-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .padEnd(24, 'x');
  const [form] = await db()
    .insert(forms)
    .values({
      tenantId: 'public',
      volunteerCenterId: center,
      organizationId: organization,
      title: unique('Formulier'),
      accessPermission: access,
      status: 'open',
      token,
    })
    .returning();
  const [question] = await db()
    .insert(formQuestions)
    .values({
      tenantId: 'public',
      formId: form!.id,
      text: 'Naam',
      questionType: 'text',
      position: 1,
    })
    .returning();
  return { id: form!.id, token, questionId: question!.id };
}

async function newMenuItem(): Promise<string> {
  const [menu] = await db()
    .select()
    .from(menus)
    .where(and(eq(menus.volunteerCenterId, w.zwolle), eq(menus.location, 'header')));
  const [item] = await db()
    .insert(menuItems)
    .values({
      tenantId: 'public',
      menuId: menu!.id,
      name: unique('Link'),
      linkType: 'system_page',
      systemPageId: 'news',
      position: 50,
    })
    .returning();
  return item!.id;
}

/** A page of a centre (Zwolle by default), a draft unless published (then with its revision). */
async function newPage(
  options: { center?: string; published?: boolean } = {},
): Promise<{ id: string; revisionId: string | null }> {
  const content = {
    title: unique('Matrixpagina'),
    pageLayout: 'wide' as const,
    showTitleOnPage: true,
    summary: null,
    coverImage: null,
    metaTitle: null,
    metaDescription: null,
    ogTitle: null,
    ogDescription: null,
    blocks: [],
  };
  const [page] = await db()
    .insert(pages)
    .values({
      tenantId: 'public',
      volunteerCenterId: options.center ?? w.zwolle,
      slug: unique('matrixpagina'),
      pageType: 'default',
      draft: content,
    })
    .returning();
  if (!options.published) return { id: page!.id, revisionId: null };
  const [revision] = await db()
    .insert(pageRevisions)
    .values({ tenantId: 'public', pageId: page!.id, content })
    .returning();
  await db()
    .update(pages)
    .set({ isPublished: true, publishedRevisionId: revision!.id })
    .where(eq(pages.id, page!.id));
  return { id: page!.id, revisionId: revision!.id };
}

/** An organisation, optionally managed by the organisation superuser of the matrix. */
async function newOrganization(
  options: {
    center?: string;
    status?: 'approved' | 'pending';
    managed?: boolean;
    onMap?: boolean;
  } = {},
) {
  const [row] = await db()
    .insert(organizations)
    .values({
      tenantId: 'public',
      volunteerCenterId: options.center ?? w.zwolle,
      name: unique('Stichting Matrix'),
      city: 'Zwolle',
      status: options.status ?? 'approved',
      type: 'NonProfit',
    })
    .returning();
  if (options.managed) {
    await db()
      .insert(organizationMembers)
      .values({
        tenantId: 'public',
        organizationId: row!.id,
        userId: accounts.get('organization_superuser')!.id,
        role: 'organization_superuser',
      });
  }
  if (options.onMap) {
    await db()
      .insert(nonProfitProfiles)
      .values({ tenantId: 'public', organizationId: row!.id, showOnSocialMap: true });
  }
  return row!;
}

async function newMember(organizationId: string) {
  const user = await newUser();
  const [member] = await db()
    .insert(organizationMembers)
    .values({ tenantId: 'public', organizationId, userId: user.id, role: 'member' })
    .returning();
  return member!;
}

async function newVacancy(
  options: {
    organization?: string;
    center?: string;
    status?: 'draft' | 'published' | 'archived';
  } = {},
) {
  const status = options.status ?? 'published';
  const [row] = await db()
    .insert(vacancies)
    .values({
      tenantId: 'public',
      volunteerCenterId: options.center ?? w.zwolle,
      organizationId: options.organization ?? w.ownOrganization,
      title: unique('Vacature matrix'),
      status,
      vacancyType: 'volunteering',
      publishedAt: status === 'published' ? new Date() : null,
    })
    .returning();
  return row!;
}

/** An application by a guest, or by `me` when given, to a (fresh) published vacancy. */
async function newApplication(options: { organization?: string; center?: string; me?: Me } = {}) {
  const vacancy = await newVacancy({ organization: options.organization, center: options.center });
  const email = options.me?.email ?? `${unique('gast')}@example.org`;
  const [row] = await db()
    .insert(applications)
    .values({
      tenantId: 'public',
      volunteerCenterId: vacancy.volunteerCenterId,
      vacancyId: vacancy.id,
      userId: options.me?.id ?? null,
      vacancyTitle: vacancy.title,
      name: 'Gerrit Gast',
      firstName: 'Gerrit',
      lastName: 'Gast',
      email,
    })
    .returning();
  return row!;
}

async function newNote(
  subjectType: 'organizations' | 'users',
  subjectId: string,
  authorId: string | null,
) {
  const [row] = await db()
    .insert(internalNotes)
    .values({ tenantId: 'public', subjectType, subjectId, authorId, note: 'Notitie van de matrix' })
    .returning();
  return row!;
}

/** An account waiting for a link: an unconfirmed address, or a reset; returns the token of the link. */
async function newTokenHolder(kind: 'confirmation' | 'reset') {
  const user = await newUser();
  const token = unique('matrix-token-0123456789abcdef');
  const digest = tokenDigest(t.config.secretKey, token);
  await db()
    .update(users)
    .set(
      kind === 'confirmation'
        ? { confirmedAt: null, confirmationTokenDigest: digest, confirmationSentAt: new Date() }
        : { resetPasswordTokenDigest: digest, resetPasswordSentAt: new Date() },
    )
    .where(eq(users.id, user.id));
  return token;
}

/** The tenant-wide default of a mail in Dutch. */
async function defaultTemplate(key: 'form_submission' | 'organization_denied'): Promise<string> {
  const [row] = await db()
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, 'public'),
        isNull(notificationTemplates.volunteerCenterId),
        eq(notificationTemplates.key, key),
        eq(notificationTemplates.locale, 'nl'),
      ),
    );
  return row!.id;
}

/** A centre's own copy of the Dutch "organisation denied" mail, made fresh (Zwolle's unless told otherwise). */
async function newTemplateCopy(center = w.zwolle): Promise<string> {
  const slot = and(
    eq(notificationTemplates.volunteerCenterId, center),
    eq(notificationTemplates.key, 'organization_denied'),
    eq(notificationTemplates.locale, 'nl'),
  );
  await db().delete(notificationTemplates).where(slot);
  const [row] = await db()
    .insert(notificationTemplates)
    .values({ tenantId: 'public', volunteerCenterId: center, key: 'organization_denied', locale: 'nl', subject: unique('Besluit {{ organization }}'), body: '<p>Helaas.</p>' })
    .returning();
  return row!.id;
}
/** A conversation of Zwolle between these parties (the first wrote its one message), straight into the database. */
async function newConversation(
  parties: { userId?: string; organizationId?: string; volunteerCenterId?: string }[],
): Promise<string> {
  const [conversation] = await db()
    .insert(conversations)
    .values({ tenantId: 'public', volunteerCenterId: w.zwolle, subject: unique('Gesprek'), messageCount: 1 })
    .returning();
  const participants = await db()
    .insert(conversationParticipants)
    .values(
      parties.map((party, index) => ({
        tenantId: 'public',
        conversationId: conversation!.id,
        userId: party.userId ?? null,
        organizationId: party.organizationId ?? null,
        volunteerCenterId: party.volunteerCenterId ?? null,
        position: index + 1,
      })),
    )
    .returning();
  await db().insert(conversationMessages).values({
    tenantId: 'public',
    conversationId: conversation!.id,
    number: 1,
    senderParticipantId: participants[0]!.id,
    body: 'Hallo',
  });
  return conversation!.id;
}
/** A conversation the cell's actor takes part in (another volunteer's for anonymous cells). */
const ownConversation = (me: Me) =>
  newConversation([{ userId: meOr(me) }, { organizationId: w.otherOrganization }]);
/** A conversation nobody of the matrix takes part in. */
const othersConversation = () =>
  newConversation([{ userId: w.otherVolunteer }, { organizationId: w.otherOrganization }]);

/** The Zwolle pool profile of a user, made the first time it is asked for. */
async function profileOf(userId: string): Promise<string> {
  await db().insert(volunteerProfiles).values({ tenantId: 'public', volunteerCenterId: w.zwolle, userId, inPool: true, joinedPoolAt: new Date() }).onConflictDoNothing();
  const [profile] = await db().select({ id: volunteerProfiles.id }).from(volunteerProfiles).where(eq(volunteerProfiles.userId, userId));
  return profile!.id;
}
/** A reply of an organisation (another than the organisation superuser's unless told) to a user's profile, made fresh. */
async function newReply(userId: string, organizationId = w.otherOrganization): Promise<string> {
  const [reply] = await db()
    .insert(volunteerProfileReplies)
    .values({ tenantId: 'public', volunteerCenterId: w.zwolle, volunteerProfileId: await profileOf(userId), volunteerId: userId, organizationId, body: 'Doe je mee?' })
    .returning();
  return reply!.id;
}
/** A volunteer of a centre (Zwolle unless said) with a profile in its pool, made fresh for a cell. */
async function newPoolProfile(options: { center?: string } = {}) {
  const volunteerCenterId = options.center ?? w.zwolle;
  const user = await newUser({ center: volunteerCenterId });
  const [row] = await db()
    .insert(volunteerProfiles)
    .values({ tenantId: 'public', volunteerCenterId, userId: user.id, inPool: true, joinedPoolAt: new Date() })
    .returning({ id: volunteerProfiles.id });
  return row!.id;
}

const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});
const organizationUrl = (id: string) => `/api/v1/organizations/${id}`;
const notesUrl = (type: string, id: string) =>
  `/api/v1/internal_notes?filter[subject_type]=${type}&filter[subject_id]=${id}`;

/** The id of the cell's actor, or of another Zwolle volunteer for anonymous cells. */
const meOr = (me: Me) => me?.id ?? w.otherVolunteer;

/** An open one-to-one request of a student of Zwolle (`studentId`, else a fresh student). */
async function newOneToOneRequest(studentId?: string): Promise<string> {
  const student = studentId ?? (await newUser({ roles: ['student'] })).id;
  const [row] = await db()
    .insert(oneToOneRequests)
    .values({ tenantId: 'public', volunteerCenterId: w.zwolle, studentId: student, topic: 'Matrix', availability: ['mon_evening'] })
    .returning();
  return row!.id;
}

/** A mentor of Zwolle whose profile wants one-to-one work. */
async function newOneToOneMentor(): Promise<string> {
  const mentor = await newUser({ roles: ['mentor'] });
  await db().insert(volunteerProfiles).values({ tenantId: 'public', volunteerCenterId: w.zwolle, userId: mentor.id, wantsOneToOne: true, availability: ['mon_evening'] });
  return mentor.id;
}

/** An active match in Zwolle, with `mentorId` as its mentor (else a fresh mentor). */
async function newOneToOneMatch(mentorId?: string): Promise<string> {
  const student = (await newUser({ roles: ['student'] })).id;
  const requestId = await newOneToOneRequest(student);
  const [row] = await db()
    .insert(oneToOneMatches)
    .values({ tenantId: 'public', volunteerCenterId: w.zwolle, requestId, mentorId: mentorId ?? (await newOneToOneMentor()), studentId: student })
    .returning();
  return row!.id;
}

/** One-to-one rows: staff, then the organisation superuser, content manager and volunteer alike, then mentor and student. */
const oneToOneCells = (anon: number, staff: number, rest: number, mentor: number, student: number): Record<Actor, number> => ({
  ...cells(anon, staff, staff, rest, rest),
  mentor,
  student,
});

const sections: [string, Row[]][] = [
  [
    'Accounts and sessions',
    [
      {
        call: 'POST /auth/sign_in',
        request: () => ({
          method: 'POST',
          url: '/auth/sign_in',
          body: { email: 'inloggen@matrix.example', password: DEMO_PASSWORD },
        }),
        // From a fresh device: the answer's headers are the new session's, so a client drops the one it sent.
        session: async ({ me }) => (me ? t.signIn(me.email) : undefined),
        expect: everyone(200),
      },
      {
        call: 'POST /auth (sign up)',
        request: () => ({
          method: 'POST',
          url: '/auth',
          body: { email: `${unique('aanmelder')}@example.org`, password: 'een-lang-wachtwoord' },
        }),
        expect: everyone(200),
      },
      {
        call: 'POST /auth/password',
        request: () => ({
          method: 'POST',
          url: '/auth/password',
          body: { email: 'niemand@example.org' },
        }),
        expect: everyone(200),
      },
      {
        call: 'POST /confirm',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/confirm',
          body: { confirmation_token: await newTokenHolder('confirmation') },
        }),
        expect: everyone(200),
      },
      {
        call: 'PUT /auth/password with a reset token',
        request: async () => ({
          method: 'PUT',
          url: '/auth/password',
          body: {
            password: 'een-lang-wachtwoord',
            password_confirmation: 'een-lang-wachtwoord',
            reset_password_token: await newTokenHolder('reset'),
          },
        }),
        expect: everyone(200),
      },
      {
        call: 'PUT /auth/password signed in (own, with the current password; the same password again)',
        request: () => ({
          method: 'PUT',
          url: '/auth/password',
          body: {
            password: DEMO_PASSWORD,
            password_confirmation: DEMO_PASSWORD,
            current_password: DEMO_PASSWORD,
          },
        }),
        expect: cells(422, 200, 200, 200, 200),
      },
      {
        call: 'PUT /auth/password signed in without the current password',
        request: () => ({
          method: 'PUT',
          url: '/auth/password',
          body: { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
        }),
        expect: cells(422, 422, 422, 422, 422),
      },
      {
        call: 'PUT /auth/password signed in (admin: in a session opened as a user, with their password; others: their own)',
        request: () => ({
          method: 'PUT',
          url: '/auth/password',
          body: { password: DEMO_PASSWORD, current_password: DEMO_PASSWORD },
        }),
        session: async ({ actor }) =>
          actor === 'admin' ? openedAs((await newUser()).id) : as(actor),
        expect: cells(422, 403, 200, 200, 200),
      },
      {
        call: 'GET /auth/validate_token',
        request: () => ({ url: '/auth/validate_token' }),
        expect: signedIn(200),
      },
      {
        call: 'DELETE /auth/sign_out (a fresh device)',
        request: () => ({ method: 'DELETE', url: '/auth/sign_out' }),
        session: async ({ me }) => (me ? t.signIn(me.email) : undefined),
        expect: cells(404, 200, 200, 200, 200),
      },
    ],
  ],
  [
    'Users',
    [
      {
        call: 'GET /current_user',
        request: () => ({ url: '/api/v1/current_user?include=roles,organizations' }),
        expect: signedIn(200),
      },
      {
        call: 'PATCH /current_user',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/current_user',
          body: doc('users', { job_title: 'Tester' }),
        }),
        expect: signedIn(200),
      },
      {
        call: 'PATCH /current_user e-mail with the current password',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/current_user',
          body: doc('users', {
            email: `${unique('eigen')}@example.org`,
            current_password: DEMO_PASSWORD,
          }),
        }),
        expect: signedIn(200),
      },
      {
        call: 'PATCH /current_user e-mail without the current password',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/current_user',
          body: doc('users', { email: `${unique('eigen')}@example.org` }),
        }),
        expect: cells(401, 422, 422, 422, 422),
      },
      {
        call: 'PATCH /current_user e-mail (admin: in a session opened as a user, with their password; others: their own)',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/current_user',
          body: doc('users', {
            email: `${unique('eigen')}@example.org`,
            current_password: DEMO_PASSWORD,
          }),
        }),
        session: async ({ actor }) =>
          actor === 'admin' ? openedAs((await newUser()).id) : as(actor),
        expect: cells(401, 403, 200, 200, 200),
      },
      {
        call: 'GET /current_user/export',
        request: () => ({ url: '/api/v1/current_user/export' }),
        // A fresh account per cell: the export is limited per user.
        session: async ({ actor }) => (actor === 'anonymous' ? undefined : freshSessionAs(actor)),
        expect: signedIn(200),
      },
      {
        call: 'DELETE /current_user with the password (a fresh account of the role)',
        request: () => ({ method: 'DELETE', url: '/api/v1/current_user', body: doc('users', { current_password: DEMO_PASSWORD }) }),
        session: async ({ actor }) => (actor === 'anonymous' ? undefined : freshSessionAs(actor)),
        expect: signedIn(204),
      },
      {
        call: 'DELETE /current_user (admin: in a session opened as a user, with their password; others: a fresh account)',
        request: () => ({ method: 'DELETE', url: '/api/v1/current_user', body: doc('users', { current_password: DEMO_PASSWORD }) }),
        session: async ({ actor }) =>
          actor === 'anonymous' ? undefined : actor === 'admin' ? openedAs((await newUser()).id) : freshSessionAs(actor),
        expect: cells(401, 403, 204, 204, 204),
      },
      {
        call: 'GET /users',
        request: () => ({ url: '/api/v1/users' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: "GET /users?filter[organization_id_eq]=<the organisation superuser's organisation>",
        request: () => ({ url: `/api/v1/users?filter[organization_id_eq]=${w.ownOrganization}` }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'GET /users/{self}',
        request: ({ me }) => ({ url: `/api/v1/users/${meOr(me)}` }),
        expect: signedIn(200),
      },
      {
        call: 'GET /users/{a volunteer of the centre}',
        request: () => ({ url: `/api/v1/users/${w.otherVolunteer}` }),
        expect: cells(401, 200, 200, 404, 403),
      },
      {
        call: "GET /users/{a member of the organisation superuser's organisation}",
        request: () => ({ url: `/api/v1/users/${w.member}` }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'GET /users/{a user of another centre}',
        request: () => ({ url: `/api/v1/users/${w.apeldoornUser}` }),
        expect: cells(401, 200, 404, 404, 403),
      },
      {
        call: 'GET /users/{a user of another tenant}',
        request: () => ({ url: `/api/v1/users/${w.roermondUser}` }),
        expect: cells(401, 404, 404, 404, 403),
      },
      {
        call: 'POST /users',
        request: () => ({
          method: 'POST',
          url: '/api/v1/users',
          body: doc('users', { email: `${unique('nieuw')}@example.org` }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /users with role admin',
        request: () => ({
          method: 'POST',
          url: '/api/v1/users',
          body: doc('users', { email: `${unique('nieuw')}@example.org`, role: 'admin' }),
        }),
        expect: cells(401, 201, 403, 403, 403),
      },
      {
        call: 'POST /users in an organisation of another centre',
        request: () => ({
          method: 'POST',
          url: '/api/v1/users',
          body: doc('users', {
            email: `${unique('nieuw')}@example.org`,
            organization_id: w.apeldoornOrganization,
          }),
        }),
        expect: cells(401, 201, 403, 403, 403),
      },
      {
        call: 'PATCH /users/{a user of the centre}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser()).id}`,
          body: doc('users', { job_title: 'Gastvrouw' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /users/{a user of the centre} e-mail',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser()).id}`,
          body: doc('users', { email: `${unique('gecorrigeerd')}@example.org` }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /users/{a user of the centre} e-mail (admin: in a session opened as a centre superuser; others: their own)',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser()).id}`,
          body: doc('users', { email: `${unique('gecorrigeerd')}@example.org` }),
        }),
        session: async ({ actor }) =>
          actor === 'admin'
            ? openedAs((await newUser({ roles: ['center_superuser'] })).id)
            : as(actor),
        expect: cells(401, 403, 200, 403, 403),
      },
      {
        call: 'PATCH /users/{a user of another centre}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser({ center: w.apeldoorn })).id}`,
          body: doc('users', { job_title: 'Gastvrouw' }),
        }),
        expect: cells(401, 200, 404, 403, 403),
      },
      {
        call: "PATCH /users/{an admin's account}",
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser({ roles: ['admin'] })).id}`,
          body: doc('users', { job_title: 'Gastvrouw' }),
        }),
        expect: cells(401, 200, 403, 403, 403),
      },
      {
        call: 'PATCH /users/{a user of the centre} status inactive',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/users/${(await newUser()).id}`,
          body: doc('users', { status: 'inactive' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /users/{self} status inactive',
        request: ({ me }) => ({
          method: 'PATCH',
          url: `/api/v1/users/${meOr(me)}`,
          body: doc('users', { status: 'inactive' }),
        }),
        expect: cells(401, 403, 403, 403, 403),
      },
      {
        call: 'DELETE /users/{a user of the centre}',
        request: async () => ({ method: 'DELETE', url: `/api/v1/users/${(await newUser()).id}` }),
        expect: cells(401, 204, 204, 403, 403),
      },
      {
        call: 'DELETE /users/{a user of another centre}',
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/users/${(await newUser({ center: w.apeldoorn })).id}`,
        }),
        expect: cells(401, 204, 404, 403, 403),
      },
      {
        call: 'DELETE /users/{self}',
        request: ({ me }) => ({ method: 'DELETE', url: `/api/v1/users/${meOr(me)}` }),
        expect: cells(401, 403, 403, 403, 403),
      },
      {
        call: 'PUT /users/{a user of the centre}/add_role mentor',
        request: async () => ({
          method: 'PUT',
          url: `/api/v1/users/${(await newUser()).id}/add_role`,
          body: doc('users', { role: 'mentor' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PUT /users/{a user of the centre}/add_role admin',
        request: async () => ({
          method: 'PUT',
          url: `/api/v1/users/${(await newUser()).id}/add_role`,
          body: doc('users', { role: 'admin' }),
        }),
        expect: cells(401, 200, 403, 403, 403),
      },
      {
        call: 'DELETE /users/{a user of the centre}/remove_role',
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/users/${(await newUser()).id}/remove_role?role=volunteer`,
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /users/{an invited user of the centre}/resend_confirmation_instructions',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/users/${(await newUser({ status: 'invited' })).id}/resend_confirmation_instructions`,
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /sign_in_as_user {a volunteer of the centre}',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/sign_in_as_user',
          body: doc('users', { user_id: (await newUser()).id }),
        }),
        expect: cells(401, 200, 403, 403, 403),
      },
      {
        call: 'POST /sign_in_as_user {another admin}',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/sign_in_as_user',
          body: doc('users', { user_id: (await newUser({ roles: ['admin'] })).id }),
        }),
        expect: cells(401, 403, 403, 403, 403),
      },
      {
        call: 'POST /sign_in_as_user/stop (admin: from the session opened as a user; others: their own)',
        request: () => ({ method: 'POST', url: '/api/v1/sign_in_as_user/stop' }),
        session: async ({ actor }) => {
          if (actor !== 'admin') return as(actor);
          return openedAs((await newUser()).id);
        },
        expect: cells(401, 204, 403, 403, 403),
      },
    ],
  ],
  [
    'Organisations',
    [
      {
        call: 'GET /organizations',
        request: () => ({ url: '/api/v1/organizations' }),
        expect: everyone(200),
      },
      {
        call: 'GET /organizations/{approved, of the centre}',
        request: () => ({ url: organizationUrl(w.otherOrganization) }),
        expect: everyone(200),
      },
      {
        call: 'GET /organizations/{pending, of the centre}',
        request: async () => ({
          url: organizationUrl((await newOrganization({ status: 'pending' })).id),
        }),
        expect: cells(404, 200, 200, 404, 404),
      },
      {
        call: 'GET /organizations/{pending, managed by the organisation superuser}',
        request: async () => ({
          url: organizationUrl((await newOrganization({ status: 'pending', managed: true })).id),
        }),
        expect: cells(404, 200, 200, 200, 404),
      },
      {
        call: 'GET /organizations/{approved, of another centre (shared)}',
        request: () => ({ url: organizationUrl(w.apeldoornOrganization) }),
        expect: everyone(200),
      },
      {
        call: 'GET /organizations/{of another tenant}',
        request: () => ({ url: organizationUrl(w.roermondOrganization) }),
        expect: everyone(404),
      },
      {
        call: 'GET /current_organizations',
        request: () => ({ url: '/api/v1/current_organizations' }),
        expect: signedIn(200),
      },
      // The demo content manager is a member of the centre's organisation; volunteers, mentors and students have none.
      {
        call: 'GET /current_organization',
        request: () => ({ url: '/api/v1/current_organization' }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'POST /organizations',
        request: () => ({
          method: 'POST',
          url: '/api/v1/organizations',
          body: doc('organizations', { name: unique('Nieuwe stichting') }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /organizations in another centre',
        request: () => ({
          method: 'POST',
          url: '/api/v1/organizations',
          body: doc('organizations', {
            name: unique('Nieuwe stichting'),
            volunteer_center_id: w.apeldoorn,
          }),
        }),
        expect: cells(401, 201, 403, 403, 403),
      },
      {
        call: 'PATCH /organizations/{managed by the organisation superuser} details',
        request: async () => ({
          method: 'PATCH',
          url: organizationUrl((await newOrganization({ managed: true })).id),
          body: doc('organizations', { description: 'Nieuw' }),
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'PUT /organizations/{approved, of the centre, not theirs} details',
        request: async () => ({
          method: 'PUT',
          url: organizationUrl((await newOrganization()).id),
          body: doc('organizations', { description: 'Nieuw' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /organizations/{approved, of another centre} details',
        request: async () => ({
          method: 'PATCH',
          url: organizationUrl((await newOrganization({ center: w.apeldoorn })).id),
          body: doc('organizations', { description: 'Nieuw' }),
        }),
        expect: cells(401, 200, 404, 404, 404),
      },
      {
        call: 'PATCH /organizations/{managed by the organisation superuser} is_partner',
        request: async () => ({
          method: 'PATCH',
          url: organizationUrl((await newOrganization({ managed: true })).id),
          body: doc('organizations', { is_partner: true }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /organizations/{managed by the organisation superuser} status',
        request: async () => ({
          method: 'PATCH',
          url: organizationUrl((await newOrganization({ managed: true })).id),
          body: doc('organizations', { status: 'denied' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PUT /organizations/{pending, of the centre}/approve',
        request: async () => ({
          method: 'PUT',
          url: `${organizationUrl((await newOrganization({ status: 'pending' })).id)}/approve`,
          body: doc('organizations', { status: 'approved' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PUT /organizations/{pending, of another centre}/approve',
        request: async () => ({
          method: 'PUT',
          url: `${organizationUrl((await newOrganization({ status: 'pending', center: w.apeldoorn })).id)}/approve`,
          body: doc('organizations', { status: 'approved' }),
        }),
        expect: cells(401, 200, 404, 403, 403),
      },
      {
        call: 'POST /organizations/{of the centre}/move to another centre',
        request: async () => ({
          method: 'POST',
          url: `${organizationUrl((await newOrganization()).id)}/move`,
          body: doc('organizations', { volunteer_center_id: w.apeldoorn }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /organizations/{of another centre}/move to the centre',
        request: async () => ({
          method: 'POST',
          url: `${organizationUrl((await newOrganization({ center: w.apeldoorn })).id)}/move`,
          body: doc('organizations', { volunteer_center_id: w.zwolle }),
        }),
        expect: cells(401, 200, 404, 403, 403),
      },
      {
        call: 'DELETE /organizations/{of the centre}',
        request: async () => ({
          method: 'DELETE',
          url: organizationUrl((await newOrganization()).id),
        }),
        expect: cells(401, 204, 204, 403, 403),
      },
      {
        call: 'DELETE /organizations/{of another centre}',
        request: async () => ({
          method: 'DELETE',
          url: organizationUrl((await newOrganization({ center: w.apeldoorn })).id),
        }),
        expect: cells(401, 204, 404, 403, 403),
      },
      {
        call: "GET /organizations/{the organisation superuser's}/members",
        request: () => ({ url: `${organizationUrl(w.ownOrganization)}/members` }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'GET /organizations/{approved, of the centre, not theirs}/members',
        request: () => ({ url: `${organizationUrl(w.otherOrganization)}/members` }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /organizations/{of another centre}/members',
        request: () => ({ url: `${organizationUrl(w.apeldoornOrganization)}/members` }),
        expect: cells(401, 200, 404, 404, 403),
      },
      {
        call: 'POST /organizations/{managed by the organisation superuser}/members',
        request: async () => ({
          method: 'POST',
          url: `${organizationUrl((await newOrganization({ managed: true })).id)}/members`,
          body: doc('organization_members', { user_id: (await newUser()).id, role: 'member' }),
        }),
        expect: cells(401, 201, 201, 201, 403),
      },
      {
        call: 'POST /organizations/{approved, of the centre, not theirs}/members',
        request: async () => ({
          method: 'POST',
          url: `${organizationUrl((await newOrganization()).id)}/members`,
          body: doc('organization_members', { user_id: (await newUser()).id, role: 'member' }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'PATCH /organizations/{managed by the organisation superuser}/members/{a member}',
        request: async () => {
          const organization = await newOrganization({ managed: true });
          const member = await newMember(organization.id);
          return {
            method: 'PATCH',
            url: `${organizationUrl(organization.id)}/members/${member.id}`,
            body: doc('organization_members', { role: 'organization_superuser' }),
          };
        },
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'DELETE /organizations/{managed by the organisation superuser}/members/{a member}',
        request: async () => {
          const organization = await newOrganization({ managed: true });
          const member = await newMember(organization.id);
          return {
            method: 'DELETE',
            url: `${organizationUrl(organization.id)}/members/${member.id}`,
          };
        },
        expect: cells(401, 204, 204, 204, 403),
      },
      {
        call: 'POST /organizations/signup',
        request: () => ({
          method: 'POST',
          url: '/api/v1/organizations/signup',
          body: doc('organization_signups', {
            organization: { name: unique('Stichting Aanmelding'), city: 'Zwolle' },
            user: {
              first_name: 'Sanne',
              last_name: 'Aanmelder',
              email: `${unique('aanmelding')}@example.org`,
              password: 'een-lang-wachtwoord',
              password_confirmation: 'een-lang-wachtwoord',
              accept_terms: true,
            },
          }),
        }),
        expect: everyone(201),
      },
      {
        call: 'GET /non_profit_types',
        request: () => ({ url: '/api/v1/non_profit_types' }),
        expect: everyone(200),
      },
      {
        call: 'GET /activity_types',
        request: () => ({ url: '/api/v1/activity_types' }),
        expect: everyone(200),
      },
      {
        call: 'GET /social_map/organizations',
        request: () => ({ url: '/api/v1/social_map/organizations' }),
        expect: everyone(200),
      },
      {
        call: 'GET /social_map/organizations/{on the map}',
        request: async () => ({
          url: `/api/v1/social_map/organizations/${(await newOrganization({ onMap: true })).id}`,
        }),
        expect: everyone(200),
      },
      {
        call: 'GET /partners',
        request: () => ({ url: '/api/v1/partners' }),
        expect: everyone(200),
      },
    ],
  ],
  [
    'Vacancies',
    [
      {
        call: 'GET /vacancy_categories',
        request: () => ({ url: '/api/v1/vacancy_categories' }),
        expect: everyone(200),
      },
      {
        call: 'GET /age_groups',
        request: () => ({ url: '/api/v1/age_groups' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancies/search',
        request: () => ({ url: '/api/v1/vacancies/search' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancy_feeds/rss',
        request: () => ({ url: '/api/v1/vacancy_feeds/rss' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancy_feeds/json',
        request: () => ({ url: '/api/v1/vacancy_feeds/json' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancy_feeds/sitemap',
        request: () => ({ url: '/api/v1/vacancy_feeds/sitemap' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancies',
        request: () => ({ url: '/api/v1/vacancies' }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancies/{published}',
        request: async () => ({
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.otherOrganization })).id}`,
        }),
        expect: everyone(200),
      },
      {
        call: 'GET /vacancies/{draft, of another organisation of the centre}',
        request: async () => ({
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.otherOrganization, status: 'draft' })).id}`,
        }),
        expect: cells(404, 200, 200, 404, 404),
      },
      {
        call: "GET /vacancies/{draft, of the organisation superuser's}",
        request: async () => ({
          url: `/api/v1/vacancies/${(await newVacancy({ status: 'draft' })).id}`,
        }),
        expect: cells(404, 200, 200, 200, 404),
      },
      {
        call: 'POST /vacancies/{published}/views',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.otherOrganization })).id}/views`,
        }),
        expect: everyone(204),
      },
      {
        call: 'POST /vacancies/{draft, of another organisation of the centre}/views',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.otherOrganization, status: 'draft' })).id}/views`,
        }),
        expect: cells(404, 204, 204, 404, 404),
      },
      {
        call: "POST /vacancies for the organisation superuser's organisation",
        request: () => ({
          method: 'POST',
          url: '/api/v1/vacancies',
          body: doc('vacancies', {
            title: unique('Nieuwe vacature'),
            organization_id: w.ownOrganization,
          }),
        }),
        expect: cells(401, 201, 201, 201, 403),
      },
      {
        call: 'POST /vacancies for another organisation of the centre',
        request: () => ({
          method: 'POST',
          url: '/api/v1/vacancies',
          body: doc('vacancies', {
            title: unique('Nieuwe vacature'),
            organization_id: w.otherOrganization,
          }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /vacancies for an organisation of another centre',
        request: () => ({
          method: 'POST',
          url: '/api/v1/vacancies',
          body: doc('vacancies', {
            title: unique('Nieuwe vacature'),
            organization_id: w.apeldoornOrganization,
          }),
        }),
        expect: cells(401, 201, 403, 403, 403),
      },
      {
        call: "PATCH /vacancies/{of the organisation superuser's organisation}",
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/vacancies/${(await newVacancy()).id}`,
          body: doc('vacancies', { title: 'Gewijzigd' }),
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: 'PATCH /vacancies/{published, of another organisation of the centre}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.otherOrganization })).id}`,
          body: doc('vacancies', { title: 'Gewijzigd' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /vacancies/{draft, of another centre}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/vacancies/${(await newVacancy({ organization: w.apeldoornOrganization, center: w.apeldoorn, status: 'draft' })).id}`,
          body: doc('vacancies', { title: 'Gewijzigd' }),
        }),
        expect: cells(401, 200, 404, 404, 403),
      },
      {
        call: "PUT /vacancies/{of the organisation superuser's organisation}/archive",
        request: async () => ({
          method: 'PUT',
          url: `/api/v1/vacancies/${(await newVacancy()).id}/archive`,
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: "PUT /vacancies/{archived, of the organisation superuser's organisation}/restore",
        request: async () => ({
          method: 'PUT',
          url: `/api/v1/vacancies/${(await newVacancy({ status: 'archived' })).id}/restore`,
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: "DELETE /vacancies/{of the organisation superuser's organisation}",
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/vacancies/${(await newVacancy()).id}`,
        }),
        expect: cells(401, 204, 204, 204, 403),
      },
      {
        call: "PATCH /vacancies/bulk {of the organisation superuser's organisation}",
        request: async () => ({
          method: 'PATCH',
          url: '/api/v1/vacancies/bulk',
          body: {
            data: [
              {
                type: 'vacancies',
                id: (await newVacancy()).id,
                attributes: { status: 'archived' },
              },
            ],
          },
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
    ],
  ],
  [
    'Applications',
    [
      {
        call: 'POST /applications',
        // Signed in, one applies as oneself: the account's address, no other.
        request: async ({ me }) => ({
          method: 'POST',
          url: '/api/v1/applications',
          body: doc('applications', {
            vacancy_id: (await newVacancy()).id,
            first_name: 'Anna',
            last_name: 'Aanmelder',
            email: me?.email ?? `${unique('sollicitant')}@example.org`,
          }),
        }),
        expect: everyone(201),
      },
      {
        call: 'GET /applications',
        request: () => ({ url: '/api/v1/applications' }),
        expect: signedIn(200),
      },
      {
        call: "GET /applications/{a guest's, to the organisation superuser's organisation}",
        request: async () => ({ url: `/api/v1/applications/${(await newApplication()).id}` }),
        expect: cells(401, 200, 200, 200, 404),
      },
      {
        call: 'GET /applications/{own, to another organisation}',
        request: async ({ me }) => ({
          url: `/api/v1/applications/${(await newApplication({ organization: w.otherOrganization, me })).id}`,
        }),
        expect: signedIn(200),
      },
      {
        call: 'GET /applications/{of another centre}',
        request: async () => ({
          url: `/api/v1/applications/${(await newApplication({ organization: w.apeldoornOrganization, center: w.apeldoorn })).id}`,
        }),
        expect: cells(401, 200, 404, 404, 404),
      },
      ...(['review', 'accept', 'reject'] as const).map((action): Row => ({
        call: `POST /applications/{to the organisation superuser's organisation}/${action}`,
        request: async () => ({
          method: 'POST',
          url: `/api/v1/applications/${(await newApplication()).id}/${action}`,
        }),
        expect: cells(401, 200, 200, 200, 403),
      })),
      {
        call: 'POST /applications/{of another centre}/review',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/applications/${(await newApplication({ organization: w.apeldoornOrganization, center: w.apeldoorn })).id}/review`,
        }),
        expect: cells(401, 200, 404, 404, 403),
      },
      {
        call: 'POST /applications/{own, to another organisation}/withdraw',
        request: async ({ me }) => ({
          method: 'POST',
          url: `/api/v1/applications/${(await newApplication({ organization: w.otherOrganization, me })).id}/withdraw`,
        }),
        expect: signedIn(200),
      },
      {
        call: "POST /applications/{a guest's, to the organisation superuser's organisation}/withdraw",
        request: async () => ({
          method: 'POST',
          url: `/api/v1/applications/${(await newApplication()).id}/withdraw`,
        }),
        expect: cells(401, 403, 403, 403, 404),
      },
    ],
  ],
  [
    'Activities and menus',
    [
      {
        call: 'GET /activities',
        request: () => ({ url: '/api/v1/activities' }),
        expect: everyone(200),
      },
      {
        call: 'GET /activities.ics',
        request: () => ({ url: '/api/v1/activities.ics' }),
        expect: everyone(200),
      },
      { call: 'GET /menus', request: () => ({ url: '/api/v1/menus' }), expect: everyone(200) },
    ],
  ],
  [
    'Volunteer centres, settings and uploads',
    [
      {
        call: 'GET /volunteer_centers',
        request: () => ({ url: '/api/v1/volunteer_centers' }),
        expect: everyone(200),
      },
      {
        call: 'GET /volunteer_centers/current',
        request: () => ({ url: '/api/v1/volunteer_centers/current?include=profile' }),
        expect: everyone(200),
      },
      {
        call: 'PATCH /volunteer_centers/current/profile',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/volunteer_centers/current/profile',
          body: doc('volunteer_center_profiles', { gtag_id: null }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: "PATCH /volunteer_centers/current/profile on another centre's site",
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/volunteer_centers/current/profile',
          host: 'apeldoorn.localhost',
          body: doc('volunteer_center_profiles', { gtag_id: null }),
        }),
        expect: cells(401, 200, 401, 401, 401),
      },
      {
        call: 'POST /uploads',
        request: async () => {
          const { payload, contentType } = multipartBody([
            { name: 'purpose', value: 'image' },
            {
              name: 'file',
              filename: 'beeld.png',
              contentType: 'image/png',
              data: await solidPng(),
            },
          ]);
          return {
            method: 'POST',
            url: '/api/v1/uploads',
            headers: { 'content-type': contentType },
            payload,
          };
        },
        expect: contentCells(401, 201, 201, 403, 201, 403),
      },
      {
        call: 'POST /uploads (purpose attachment: an image or PDF for a message)',
        request: async () => {
          const { payload, contentType } = multipartBody([
            { name: 'purpose', value: 'attachment' },
            { name: 'file', filename: 'foto.png', contentType: 'image/png', data: await solidPng() },
          ]);
          return { method: 'POST', url: '/api/v1/uploads', headers: { 'content-type': contentType }, payload };
        },
        expect: cells(401, 201, 201, 201, 201),
      },
      {
        call: 'GET /uploads/<tenant>/<file>',
        request: () => ({ url: w.uploadUrl }),
        expect: everyone(200),
      },
    ],
  ],
  [
    'Internal notes',
    [
      {
        call: 'GET /internal_notes {an organisation of the centre}',
        request: () => ({ url: notesUrl('organizations', w.otherOrganization) }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /internal_notes {a user of the centre}',
        request: () => ({ url: notesUrl('users', w.otherVolunteer) }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /internal_notes {an organisation of another centre}',
        request: () => ({ url: notesUrl('organizations', w.apeldoornOrganization) }),
        expect: cells(401, 200, 404, 403, 403),
      },
      {
        call: 'GET /internal_notes {an organisation of another tenant}',
        request: () => ({ url: notesUrl('organizations', w.roermondOrganization) }),
        expect: cells(401, 404, 404, 403, 403),
      },
      {
        call: 'POST /internal_notes {a user of the centre}',
        request: () => ({
          method: 'POST',
          url: '/api/v1/internal_notes',
          body: doc('internal_notes', {
            subject_type: 'users',
            subject_id: w.otherVolunteer,
            note: 'Matrix',
          }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /internal_notes {a user of another centre}',
        request: () => ({
          method: 'POST',
          url: '/api/v1/internal_notes',
          body: doc('internal_notes', {
            subject_type: 'users',
            subject_id: w.apeldoornUser,
            note: 'Matrix',
          }),
        }),
        expect: cells(401, 201, 404, 403, 403),
      },
      {
        call: 'PATCH /internal_notes/{own note about the centre}',
        request: async ({ me }) => ({
          method: 'PATCH',
          url: `/api/v1/internal_notes/${(await newNote('organizations', w.otherOrganization, me?.id ?? null)).id}`,
          body: doc('internal_notes', { note: 'Gewijzigd' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: "PATCH /internal_notes/{someone else's note about the centre}",
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/internal_notes/${(await newNote('organizations', w.otherOrganization, w.otherVolunteer)).id}`,
          body: doc('internal_notes', { note: 'Gewijzigd' }),
        }),
        expect: cells(401, 200, 403, 403, 403),
      },
      {
        call: 'DELETE /internal_notes/{own note about the centre}',
        request: async ({ me }) => ({
          method: 'DELETE',
          url: `/api/v1/internal_notes/${(await newNote('users', w.otherVolunteer, me?.id ?? null)).id}`,
        }),
        expect: cells(401, 204, 204, 403, 403),
      },
      {
        call: "DELETE /internal_notes/{someone else's note about the centre}",
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/internal_notes/${(await newNote('users', w.otherVolunteer, w.member)).id}`,
        }),
        expect: cells(401, 204, 403, 403, 403),
      },
      {
        call: 'DELETE /internal_notes/{a note about another centre}',
        request: async ({ me }) => ({
          method: 'DELETE',
          url: `/api/v1/internal_notes/${(await newNote('users', w.apeldoornUser, me?.id ?? null)).id}`,
        }),
        expect: cells(401, 204, 404, 403, 403),
      },
    ],
  ],
  [
    'Pages and news',
    [
      {
        call: 'GET /pages, /pages/home, /pages/by_slug/{slug}, /pages/{id} (published)',
        request: async () => ({ url: `/api/v1/pages/${(await newPage({ published: true })).id}` }),
        expect: everyone(200),
      },
      {
        call: 'GET /pages?status=draft',
        request: () => ({ url: '/api/v1/pages?status=draft' }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'GET /pages/{draft}?status=draft',
        request: async () => ({ url: `/api/v1/pages/${(await newPage()).id}?status=draft` }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'GET /pages/{draft} (published version)',
        request: async () => ({ url: `/api/v1/pages/${(await newPage()).id}` }),
        expect: everyone(404),
      },
      {
        call: 'POST /pages',
        request: () => ({
          method: 'POST',
          url: '/api/v1/pages',
          body: doc('pages', { title: unique('Matrixpagina') }),
        }),
        expect: contentCells(401, 201, 201, 403, 201, 403),
      },
      {
        call: 'PATCH /pages/{id} (edit and publish)',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/pages/${(await newPage()).id}`,
          body: doc('pages', { summary: 'Nieuw', is_published: true }),
        }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'POST /pages/{id}/duplicate',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/pages/${(await newPage()).id}/duplicate`,
        }),
        expect: contentCells(401, 201, 201, 403, 201, 403),
      },
      {
        call: 'DELETE /pages/{id}',
        request: async () => ({ method: 'DELETE', url: `/api/v1/pages/${(await newPage()).id}` }),
        expect: contentCells(401, 204, 204, 403, 204, 403),
      },
      {
        call: 'GET /pages/{id}/revisions',
        request: async () => ({
          url: `/api/v1/pages/${(await newPage({ published: true })).id}/revisions`,
        }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'POST /pages/{id}/revisions/{revision}/restore',
        request: async () => {
          const page = await newPage({ published: true });
          return {
            method: 'POST',
            url: `/api/v1/pages/${page.id}/revisions/${page.revisionId}/restore`,
          };
        },
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'GET /menu_items',
        request: () => ({ url: '/api/v1/menu_items' }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'POST /menu_items',
        request: () => ({
          method: 'POST',
          url: '/api/v1/menu_items',
          body: doc('menu_items', {
            menu: 'footer',
            name: unique('Link'),
            link_type: 'system_page',
            system_page_id: 'news',
          }),
        }),
        expect: contentCells(401, 201, 201, 403, 201, 403),
      },
      {
        call: 'PATCH /menu_items/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/menu_items/${await newMenuItem()}`,
          body: doc('menu_items', { name: unique('Link') }),
        }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'DELETE /menu_items/{id}',
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/menu_items/${await newMenuItem()}`,
        }),
        expect: contentCells(401, 204, 204, 403, 204, 403),
      },
      {
        call: 'GET /stock_images, /stock_images/{id}',
        request: async () => ({ url: `/api/v1/stock_images/${await newStockImage()}` }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'POST /stock_images',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/stock_images',
          body: doc('stock_images', {
            name: unique('Beeld'),
            image: await uploadedImage(t, 'public', w.zwolle),
          }),
        }),
        expect: contentCells(401, 201, 201, 403, 201, 403),
      },
      {
        call: 'PATCH /stock_images/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/stock_images/${await newStockImage()}`,
          body: doc('stock_images', { name: unique('Beeld') }),
        }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'DELETE /stock_images/{id}',
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/stock_images/${await newStockImage()}`,
        }),
        expect: contentCells(401, 204, 204, 403, 204, 403),
      },
      {
        call: 'GET /stock_images/{an image of another centre}',
        request: async () => ({ url: `/api/v1/stock_images/${await newStockImage(w.apeldoorn)}` }),
        expect: contentCells(401, 404, 404, 403, 404, 403),
      },
      {
        call: 'GET /uploads (the file library)',
        request: () => ({ url: '/api/v1/uploads' }),
        expect: contentCells(401, 200, 200, 403, 200, 403),
      },
      {
        call: 'DELETE /uploads/{an unused upload}',
        request: async () => {
          const url = await uploadedImage(t, 'public', w.zwolle);
          return {
            method: 'DELETE',
            url: `/api/v1/uploads/${url.slice(url.lastIndexOf('/') + 1, -'.webp'.length)}`,
          };
        },
        expect: contentCells(401, 204, 204, 403, 204, 403),
      },
      {
        call: 'DELETE /uploads/{an upload of another centre}',
        request: async () => {
          const url = await uploadedImage(t, 'public', w.apeldoorn);
          return {
            method: 'DELETE',
            url: `/api/v1/uploads/${url.slice(url.lastIndexOf('/') + 1, -'.webp'.length)}`,
          };
        },
        expect: contentCells(401, 404, 404, 403, 404, 403),
      },
      {
        call: 'PATCH /pages/{a page of another centre}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/pages/${(await newPage({ center: w.apeldoorn })).id}`,
          body: doc('pages', { summary: 'Indringer' }),
        }),
        expect: contentCells(401, 404, 404, 403, 404, 403),
      },
    ],
  ],
  [
    'Forms',
    [
      {
        call: 'GET /forms',
        request: () => ({ url: '/api/v1/forms' }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: "POST /forms (for the organisation superuser's organisation)",
        request: () => ({
          method: 'POST',
          url: '/api/v1/forms',
          body: doc('forms', {
            title: unique('Formulier'),
            access_permission: 'anonymous',
            organization_id: w.ownOrganization,
          }),
        }),
        expect: contentCells(401, 201, 201, 201, 201, 403),
      },
      {
        call: 'POST /forms (for another organisation of the centre)',
        request: () => ({
          method: 'POST',
          url: '/api/v1/forms',
          body: doc('forms', {
            title: unique('Formulier'),
            access_permission: 'anonymous',
            organization_id: w.otherOrganization,
          }),
        }),
        expect: contentCells(401, 201, 201, 422, 201, 403),
      },
      {
        call: 'GET /forms/{id} (own organisation)',
        request: async () => ({ url: `/api/v1/forms/${(await newForm()).id}?include=questions` }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'GET /forms/{id} (another organisation of the centre)',
        request: async () => ({
          url: `/api/v1/forms/${(await newForm({ organization: w.otherOrganization })).id}`,
        }),
        expect: contentCells(401, 200, 200, 404, 200, 403),
      },
      {
        call: 'GET /forms/{a form of another centre}',
        request: async () => ({
          url: `/api/v1/forms/${(await newForm({ organization: w.apeldoornOrganization, center: w.apeldoorn })).id}`,
        }),
        expect: contentCells(401, 200, 404, 404, 404, 403),
      },
      {
        call: 'PATCH /forms/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/forms/${(await newForm()).id}`,
          body: doc('forms', { status: 'closed' }),
        }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'POST /forms/{id}/duplicate',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/forms/${(await newForm()).id}/duplicate`,
        }),
        expect: contentCells(401, 201, 201, 201, 201, 403),
      },
      {
        call: 'DELETE /forms/{id}',
        request: async () => ({ method: 'DELETE', url: `/api/v1/forms/${(await newForm()).id}` }),
        expect: contentCells(401, 204, 204, 204, 204, 403),
      },
      {
        call: 'POST /forms/{id}/questions',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/forms/${(await newForm()).id}/questions`,
          body: doc('form_questions', { text: 'Leeftijd', question_type: 'number' }),
        }),
        expect: contentCells(401, 201, 201, 201, 201, 403),
      },
      {
        call: 'PATCH /forms/{id}/questions/{question}',
        request: async () => {
          const form = await newForm();
          return {
            method: 'PATCH',
            url: `/api/v1/forms/${form.id}/questions/${form.questionId}`,
            body: doc('form_questions', { required: true }),
          };
        },
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'DELETE /forms/{id}/questions/{question}',
        request: async () => {
          const form = await newForm();
          return { method: 'DELETE', url: `/api/v1/forms/${form.id}/questions/${form.questionId}` };
        },
        expect: contentCells(401, 204, 204, 204, 204, 403),
      },
      {
        call: 'GET /forms/{id}/submissions',
        request: async () => ({ url: `/api/v1/forms/${(await newForm()).id}/submissions` }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'GET /forms/{id}/submissions/export',
        request: async () => ({ url: `/api/v1/forms/${(await newForm()).id}/submissions/export` }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'DELETE /forms/{id}/submissions',
        request: async () => ({
          method: 'DELETE',
          url: `/api/v1/forms/${(await newForm()).id}/submissions`,
        }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'GET /forms/{id}/invitations',
        request: async () => ({
          url: `/api/v1/forms/${(await newForm({ access: 'token_holder' })).id}/invitations`,
        }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'POST /forms/{id}/invitations',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/forms/${(await newForm({ access: 'token_holder' })).id}/invitations`,
          body: doc('form_invitations', {
            emails: [`${unique('gast')}@example.org`.replace(/[^a-z0-9@.-]/gi, '')],
          }),
        }),
        expect: contentCells(401, 201, 201, 201, 201, 403),
      },
      {
        call: 'GET /public_forms/{token}',
        request: async () => ({ url: `/api/v1/public_forms/${(await newForm()).token}` }),
        expect: everyone(200),
      },
      {
        call: 'POST /public_forms/{token}',
        request: async () => {
          const form = await newForm();
          return {
            method: 'POST',
            url: `/api/v1/public_forms/${form.token}`,
            body: doc('form_submissions', { answers: { [form.questionId]: 'Sam' } }),
          };
        },
        expect: everyone(201),
      },
      {
        call: "POST /public_forms/{token} (an invitation-only form's own token)",
        request: async () => {
          const form = await newForm({ access: 'token_holder' });
          return {
            method: 'POST',
            url: `/api/v1/public_forms/${form.token}`,
            body: doc('form_submissions', { answers: { [form.questionId]: 'Sam' } }),
          };
        },
        expect: everyone(403),
      },
    ],
  ],
  [
    'Analytics',
    [
      {
        call: 'GET /analytics/summary',
        request: () => ({ url: '/api/v1/analytics/summary' }),
        expect: contentCells(401, 200, 200, 200, 200, 403),
      },
      {
        call: 'GET /analytics/figures',
        request: () => ({ url: '/api/v1/analytics/figures' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /analytics/funnel',
        request: () => ({ url: '/api/v1/analytics/funnel' }),
        expect: cells(401, 200, 200, 403, 403),
      },
    ],
  ],
  [
    'Developer test pages',
    [
      {
        // Fails on purpose for admins (areas/test-pages); every other role is refused first.
        call: 'GET /test_pages/server_error',
        request: () => ({ url: '/api/v1/test_pages/server_error' }),
        expect: cells(401, 500, 403, 403, 403),
      },
    ],
  ],
  [
    'Conversations',
    [
      {
        call: 'GET /conversations',
        request: () => ({ url: '/api/v1/conversations' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'POST /conversations (to an organisation, about its published vacancy)',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/conversations',
          body: doc('conversations', {
            subject: 'Vraag',
            body: 'Hallo',
            recipient_type: 'organization',
            vacancy_id: (await newVacancy({ organization: w.otherOrganization })).id,
          }),
        }),
        expect: cells(401, 201, 201, 201, 201),
      },
      {
        call: 'POST /conversations (to an organisation, about nothing)',
        request: () => ({
          method: 'POST',
          url: '/api/v1/conversations',
          body: doc('conversations', { subject: 'Vraag', body: 'Hallo', recipient_type: 'organization', recipient_id: w.otherOrganization }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /conversations (to a user of the centre, about nothing)',
        request: () => ({
          method: 'POST',
          url: '/api/v1/conversations',
          body: doc('conversations', { subject: 'Vraag', body: 'Hallo', recipient_type: 'user', recipient_id: w.otherVolunteer }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: "POST /conversations (to the applicant, about an application to the organisation superuser's organisation)",
        request: async () => ({
          method: 'POST',
          url: '/api/v1/conversations',
          body: doc('conversations', {
            subject: 'Je aanmelding',
            body: 'Hallo',
            recipient_type: 'user',
            application_id: (await newApplication({ me: { id: w.otherVolunteer, email: `${unique('sollicitant')}@example.org` } })).id,
          }),
        }),
        expect: cells(401, 201, 201, 201, 404),
      },
      {
        call: 'POST /conversations (an organisation of theirs to its centre)',
        request: ({ actor }) => ({
          method: 'POST',
          url: '/api/v1/conversations',
          // The organisation superuser manages several organisations here, so says which it acts for, as the portal does.
          headers: actor === 'organization_superuser' ? { 'current-organization-id': w.ownOrganization } : undefined,
          body: doc('conversations', { subject: 'Vraag', body: 'Hallo', recipient_type: 'volunteer_center' }),
        }),
        // The demo's admin, centre superuser and content manager are members of the centre's own organisation.
        expect: contentCells(401, 201, 201, 201, 201, 403),
      },
      {
        call: 'GET /conversations/{id} (one they take part in)',
        request: async ({ me }) => ({ url: `/api/v1/conversations/${await ownConversation(me)}` }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /conversations/{id} (one they do not take part in)',
        request: async () => ({ url: `/api/v1/conversations/${await othersConversation()}` }),
        expect: cells(401, 404, 404, 404, 404),
      },
      {
        call: "GET /conversations/{id} (an organisation's with the centre's staff)",
        request: async () => ({
          url: `/api/v1/conversations/${await newConversation([{ organizationId: w.otherOrganization }, { volunteerCenterId: w.zwolle }])}`,
        }),
        expect: cells(401, 200, 200, 404, 404),
      },
      {
        call: 'GET /conversations/{id}/messages (one they take part in)',
        request: async ({ me }) => ({ url: `/api/v1/conversations/${await ownConversation(me)}/messages` }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /conversations/{id}/messages (one they do not take part in)',
        request: async () => ({ url: `/api/v1/conversations/${await othersConversation()}/messages` }),
        expect: cells(401, 404, 404, 404, 404),
      },
      {
        call: 'POST /conversations/{id}/messages (one they take part in)',
        request: async ({ me }) => ({
          method: 'POST',
          url: `/api/v1/conversations/${await ownConversation(me)}/messages`,
          body: doc('conversation_messages', { body: 'Antwoord' }),
        }),
        expect: cells(401, 201, 201, 201, 201),
      },
      {
        call: 'POST /conversations/{id}/messages (one they do not take part in)',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/conversations/${await othersConversation()}/messages`,
          body: doc('conversation_messages', { body: 'Antwoord' }),
        }),
        expect: cells(401, 404, 404, 404, 404),
      },
      {
        call: 'PUT /conversations/{id}/read (one they take part in)',
        request: async ({ me }) => ({ method: 'PUT', url: `/api/v1/conversations/${await ownConversation(me)}/read` }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'PUT /conversations/{id}/read (one they do not take part in)',
        request: async () => ({ method: 'PUT', url: `/api/v1/conversations/${await othersConversation()}/read` }),
        expect: cells(401, 404, 404, 404, 404),
      },
    ],
  ],
  [
    'Notifications',
    [
      {
        call: 'GET /notifications',
        request: () => ({ url: '/api/v1/notifications' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'PUT /notifications/read_all',
        request: () => ({ method: 'PUT', url: '/api/v1/notifications/read_all' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /notification_preferences',
        request: () => ({ url: '/api/v1/notification_preferences' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'PATCH /notification_preferences',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/notification_preferences',
          body: doc('notification_preferences', { email_kinds: ['application_received'] }),
        }),
        expect: cells(401, 200, 200, 200, 200),
      },
    ],
  ],
  [
    'Periodic mail',
    [
      {
        call: 'GET /current_user/digest_preferences',
        request: () => ({ url: '/api/v1/current_user/digest_preferences' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'PATCH /current_user/digest_preferences',
        request: () => ({
          method: 'PATCH',
          url: '/api/v1/current_user/digest_preferences',
          body: doc('digest_preferences', { vacancy_types: ['volunteering'] }),
        }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'POST /digest_unsubscribe {a token that is not right}',
        request: () => ({ method: 'POST', url: '/api/v1/digest_unsubscribe?token=onzin' }),
        expect: everyone(422),
      },
      {
        call: 'POST /digests/run',
        request: () => ({ method: 'POST', url: '/api/v1/digests/run' }),
        expect: cells(401, 200, 403, 403, 403),
      },
    ],
  ],
  [
    'Notification templates',
    [
      {
        call: 'GET /notification_templates',
        request: () => ({ url: '/api/v1/notification_templates' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /notification_templates/{a default}',
        request: async () => ({ url: `/api/v1/notification_templates/${await defaultTemplate('form_submission')}` }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'PATCH /notification_templates/{a default}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/notification_templates/${await defaultTemplate('form_submission')}`,
          body: doc('notification_templates', { subject: 'Ingevuld: {{ form }}' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: "PATCH /notification_templates/{another centre's copy}",
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/notification_templates/${await newTemplateCopy(w.apeldoorn)}`,
          body: doc('notification_templates', { active: false }),
        }),
        expect: cells(401, 200, 404, 403, 403),
      },
      {
        call: "DELETE /notification_templates/{the centre's copy}",
        request: async () => ({ method: 'DELETE', url: `/api/v1/notification_templates/${await newTemplateCopy()}` }),
        expect: cells(401, 204, 204, 403, 403),
      },
      {
        call: 'POST /notification_templates/{id}/preview',
        request: async () => ({
          method: 'POST',
          url: `/api/v1/notification_templates/${await defaultTemplate('organization_denied')}/preview`,
          body: doc('notification_templates', { subject: 'Besluit', body: '<p>Helaas, {{ organization }}.</p>' }),
        }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /notification_templates/{id}/test',
        request: async () => ({ method: 'POST', url: `/api/v1/notification_templates/${await defaultTemplate('organization_denied')}/test` }),
        expect: cells(401, 202, 202, 403, 403),
      },
    ],
  ],
  [
    'Volunteer pool',
    [
      {
        call: 'GET /volunteer_profile',
        request: () => ({ url: '/api/v1/volunteer_profile' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'PUT /volunteer_profile (out of the pool)',
        request: () => ({ method: 'PUT', url: '/api/v1/volunteer_profile', body: doc('volunteer_profiles', { in_pool: false }) }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /volunteer_profile/preview',
        request: () => ({ url: '/api/v1/volunteer_profile/preview' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /volunteer_profile/recommendations',
        request: () => ({ url: '/api/v1/volunteer_profile/recommendations' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: 'GET /volunteer_profiles (acting for their approved organisation)',
        request: ({ actor }) => ({
          url: '/api/v1/volunteer_profiles',
          headers: actor === 'organization_superuser' ? { 'current-organization-id': w.ownOrganization } : undefined,
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: "GET /volunteer_profiles/{id} (a profile in Zwolle's pool)",
        request: async ({ actor }) => ({
          url: `/api/v1/volunteer_profiles/${await newPoolProfile()}`,
          headers: actor === 'organization_superuser' ? { 'current-organization-id': w.ownOrganization } : undefined,
        }),
        expect: cells(401, 200, 200, 200, 403),
      },
      {
        call: "GET /volunteer_profiles/{id} (a profile in Apeldoorn's pool)",
        request: async ({ actor }) => ({
          url: `/api/v1/volunteer_profiles/${await newPoolProfile({ center: w.apeldoorn })}`,
          headers: actor === 'organization_superuser' ? { 'current-organization-id': w.ownOrganization } : undefined,
        }),
        expect: cells(401, 404, 404, 404, 403),
      },
    ],
  ],
  [
    'Audit events',
    [
      {
        call: 'GET /audit_events',
        request: () => ({ url: '/api/v1/audit_events' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /audit_events {filter[kind]=sign_in_as}',
        request: () => ({ url: '/api/v1/audit_events?filter[kind]=sign_in_as' }),
        expect: cells(401, 200, 200, 403, 403),
      },
    ],
  ],
  [
    'Partner API keys',
    [
      {
        call: 'GET /partner_keys',
        request: () => ({ url: '/api/v1/partner_keys' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /partner_keys',
        request: () => ({
          method: 'POST',
          url: '/api/v1/partner_keys',
          body: doc('partner_keys', { name: unique('Sleutel'), scopes: ['vacancies:read'] }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'POST /partner_keys/{id}/revoke',
        request: async () => ({ method: 'POST', url: `/api/v1/partner_keys/${await newPartnerKey()}/revoke` }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /partner_keys/{a key of another centre}/revoke',
        request: async () => ({ method: 'POST', url: `/api/v1/partner_keys/${await newPartnerKey(w.apeldoorn)}/revoke` }),
        expect: cells(401, 404, 404, 403, 403),
      },
    ],
  ],
  [
    'Data viewer',
    [
      {
        call: 'GET /data_viewer/users',
        request: () => ({ url: '/api/v1/data_viewer/users' }),
        expect: cells(401, 200, 403, 403, 403),
      },
      {
        call: 'GET /data_viewer/applications/export',
        request: () => ({ url: '/api/v1/data_viewer/applications/export' }),
        expect: cells(401, 200, 403, 403, 403),
      },
    ],
  ],
  [
    'Replies to volunteer profiles',
    [
      {
        call: 'GET /volunteer_profile_replies',
        request: () => ({ url: '/api/v1/volunteer_profile_replies' }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: "POST /volunteer_profile_replies (for the organisation superuser's organisation, to a profile in the pool)",
        request: async () => ({
          method: 'POST',
          url: '/api/v1/volunteer_profile_replies',
          // Staff act for any organisation of their centre; others only for their own.
          headers: { 'current-organization-id': w.ownOrganization },
          body: doc('volunteer_profile_replies', {
            volunteer_profile_id: await newPoolProfile(),
            organization_id: w.ownOrganization,
            body: 'Doe je mee?',
          }),
        }),
        expect: cells(401, 201, 201, 201, 403),
      },
      {
        call: 'GET /volunteer_profile_replies/{id} (a reply to their own profile)',
        request: async ({ me }) => ({ url: `/api/v1/volunteer_profile_replies/${await newReply(meOr(me))}` }),
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: "GET /volunteer_profile_replies/{id} (another organisation's reply to another volunteer)",
        request: async () => ({ url: `/api/v1/volunteer_profile_replies/${await newReply(w.otherVolunteer)}` }),
        expect: cells(401, 200, 200, 404, 404),
      },
      {
        call: 'PATCH /volunteer_profile_replies/{id} (accept a reply to their own profile)',
        request: async ({ me }) => {
          const id = await newReply(meOr(me));
          return { method: 'PATCH', url: `/api/v1/volunteer_profile_replies/${id}`, body: doc('volunteer_profile_replies', { status: 'accepted' }) };
        },
        expect: cells(401, 200, 200, 200, 200),
      },
      {
        call: "PATCH /volunteer_profile_replies/{id} (another volunteer's reply)",
        request: async () => {
          const id = await newReply(w.otherVolunteer);
          return { method: 'PATCH', url: `/api/v1/volunteer_profile_replies/${id}`, body: doc('volunteer_profile_replies', { status: 'declined' }) };
        },
        expect: cells(401, 404, 404, 404, 404),
      },
      {
        call: 'POST /volunteer_profile_replies/{id}/stop',
        request: async () => {
          const id = await newReply(w.otherVolunteer);
          return { method: 'POST', url: `/api/v1/volunteer_profile_replies/${id}/stop`, body: doc('volunteer_profile_replies', { reason: 'Misbruik' }) };
        },
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'GET /volunteer_pool_blocks',
        request: () => ({ url: '/api/v1/volunteer_pool_blocks' }),
        expect: cells(401, 200, 200, 403, 403),
      },
      {
        call: 'POST /volunteer_pool_blocks (a fresh organisation of Zwolle)',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/volunteer_pool_blocks',
          body: doc('volunteer_pool_blocks', { organization_id: (await newOrganization()).id, reason: 'Misbruik' }),
        }),
        expect: cells(401, 201, 201, 403, 403),
      },
      {
        call: 'DELETE /volunteer_pool_blocks/{id}',
        request: async () => {
          const [block] = await db()
            .insert(volunteerPoolBlocks)
            .values({ tenantId: 'public', organizationId: (await newOrganization()).id, reason: 'Misbruik' })
            .returning();
          return { method: 'DELETE', url: `/api/v1/volunteer_pool_blocks/${block!.id}` };
        },
        expect: cells(401, 204, 204, 403, 403),
      },
    ],
  ],
  [
    'One-to-one support',
    [
      {
        call: 'GET /one_to_one_requests',
        request: () => ({ url: '/api/v1/one_to_one_requests' }),
        expect: oneToOneCells(401, 200, 403, 403, 200),
      },
      {
        call: 'POST /one_to_one_requests',
        request: () => ({
          method: 'POST',
          url: '/api/v1/one_to_one_requests',
          body: doc('one_to_one_requests', { topic: 'Matrix', availability: ['mon_evening'] }),
        }),
        expect: oneToOneCells(401, 403, 403, 403, 201),
      },
      {
        call: 'PATCH /one_to_one_requests/{own open request} {close}',
        request: async ({ me }) => {
          const id = await newOneToOneRequest(me?.id);
          return { method: 'PATCH', url: `/api/v1/one_to_one_requests/${id}`, body: doc('one_to_one_requests', { status: 'closed' }) };
        },
        expect: oneToOneCells(401, 200, 403, 403, 200),
      },
      {
        call: "PATCH /one_to_one_requests/{another student's open request} {close}",
        request: async () => {
          const id = await newOneToOneRequest();
          return { method: 'PATCH', url: `/api/v1/one_to_one_requests/${id}`, body: doc('one_to_one_requests', { status: 'closed' }) };
        },
        expect: oneToOneCells(401, 200, 403, 403, 404),
      },
      {
        call: 'GET /one_to_one_requests/{id}/suggestions',
        request: async () => ({ url: `/api/v1/one_to_one_requests/${await newOneToOneRequest()}/suggestions` }),
        expect: oneToOneCells(401, 200, 403, 403, 403),
      },
      {
        call: 'GET /one_to_one_mentors',
        request: () => ({ url: '/api/v1/one_to_one_mentors' }),
        expect: oneToOneCells(401, 200, 403, 403, 403),
      },
      {
        call: 'GET /one_to_one_matches',
        request: () => ({ url: '/api/v1/one_to_one_matches' }),
        expect: oneToOneCells(401, 200, 403, 200, 200),
      },
      {
        call: 'POST /one_to_one_matches',
        request: async () => ({
          method: 'POST',
          url: '/api/v1/one_to_one_matches',
          body: doc('one_to_one_matches', { request_id: await newOneToOneRequest(), mentor_id: await newOneToOneMentor() }),
        }),
        expect: oneToOneCells(401, 201, 403, 403, 403),
      },
      {
        call: "POST /one_to_one_matches/{id}/end {someone else's match}",
        request: async () => ({
          method: 'POST',
          url: `/api/v1/one_to_one_matches/${await newOneToOneMatch()}/end`,
          body: doc('one_to_one_matches', { reason: 'Matrix' }),
        }),
        expect: oneToOneCells(401, 200, 404, 404, 404),
      },
      {
        call: 'POST /one_to_one_matches/{id}/end {a match of their own, as its mentor}',
        request: async ({ me }) => ({
          method: 'POST',
          url: `/api/v1/one_to_one_matches/${await newOneToOneMatch(me?.id)}/end`,
          body: doc('one_to_one_matches', { reason: 'Matrix' }),
        }),
        expect: oneToOneCells(401, 200, 200, 200, 200),
      },
    ],
  ],
];

beforeAll(async () => {
  // Sessions are used for minutes here, far past the 5-second batch window of a rotated token.
  t = await createTestApp();
  w.zwolle = await centerIdOf(t, 'public', 'zwolle');
  w.apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  const demo: [Actor, string][] = [
    ['admin', 'admin@public.example'],
    ['center_superuser', 'centrum@public.example'],
    ['organization_superuser', 'organisatie@public.example'],
    ['content_manager', 'redacteur@public.example'],
    ['volunteer', 'vrijwilliger@public.example'],
  ];
  for (const [actor, email] of demo)
    accounts.set(actor, { id: (await userRowByEmail(t, 'public', email)).id, email });
  for (const role of ['mentor', 'student'] as const) {
    const row = await createAccount(t, {
      volunteerCenterId: w.zwolle,
      email: `${role}@matrix.example`,
      roles: [role],
    });
    accounts.set(role, { id: row.id, email: row.email });
  }
  for (const [actor, { email }] of accounts) sessions.set(actor, await t.signIn(email));
  // Signed in once per cell by the sign-in row, so no actor's own sessions are crowded out (ten devices at most).
  await createAccount(t, { volunteerCenterId: w.zwolle, email: 'inloggen@matrix.example' });

  w.ownOrganization = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  w.otherOrganization = (await newOrganization()).id;
  w.apeldoornOrganization = (await newOrganization({ center: w.apeldoorn })).id;
  w.roermondOrganization = (await organizationRow(t, 'roermond', 'Voedselbank Roermond')).id;
  w.roermondUser = (await userRowByEmail(t, 'roermond', 'vrijwilliger@roermond.example')).id;
  w.otherVolunteer = (await newUser()).id;
  w.member = (await newUser()).id;
  await db()
    .insert(organizationMembers)
    .values({
      tenantId: 'public',
      organizationId: w.ownOrganization,
      userId: w.member,
      role: 'member',
    });
  w.apeldoornUser = (await newUser({ center: w.apeldoorn })).id;
  const { payload, contentType } = multipartBody([
    { name: 'purpose', value: 'image' },
    { name: 'file', filename: 'beeld.png', contentType: 'image/png', data: await solidPng() },
  ]);
  const upload = await send('admin', {
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { 'content-type': contentType },
    payload,
  });
  w.uploadUrl = upload.json().data?.attributes?.url ?? '/uploads/public/missing.webp';
  // A fresh seeded database, eight sign-ins and an upload: more than the default minute on a busy machine.
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe.each(sections)('%s', (_section, rows) => {
  const cases = rows.flatMap((row) =>
    ACTORS.map((actor) => [row.call, actor, row.expect[actor], row] as const),
  );
  it.each(cases)('%s — %s → %i', async (_call, actor, expected, row) => {
    const cell: Cell = { actor, me: actor === 'anonymous' ? null : accounts.get(actor)! };
    const request = await row.request(cell);
    const session = row.session ? await row.session(cell) : undefined;
    const response = await send(actor, request, session);
    // On a mismatch the answer's body says why.
    expect([
      response.statusCode,
      response.statusCode === expected ? '' : response.body.slice(0, 400),
    ]).toEqual([expected, '']);
  });
});
