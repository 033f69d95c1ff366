import { unzipSync } from 'fflate';
import {
  digestPreferences,
  formSubmissions,
  notificationMailOptOuts,
  oneToOneMatches,
  oneToOneRequests,
  volunteerProfileReplies,
  volunteerProfiles,
} from '../schema';
import { createAccount } from './accounts';
import { centerIdOf, organizationRow, userRowByEmail, vacancyRow } from './fixtures';
import { postUpload, solidPng } from './multipart';
import type { Credentials, TestApp, TestResponse } from './test-app';
import { buildForm } from '../areas/forms/forms.fixtures';
import { send, started } from '../areas/conversations/conversations.fixtures';

// Test-only: a volunteer with data in every category the export and the deletion cover.

export type Seeded = {
  userId: string;
  email: string;
  credentials: Credentials;
  applicationId: string;
  /** The vacancy of that application. */
  vacancyId: string;
  conversationId: string;
  uploadId: string;
  formId: string;
  organizationId: string;
  /** A request of someone else's, matched with this user as the mentor. */
  mentoredRequestId: string;
};

/** A guest application (no session) from Pim Gast to a vacancy, with this address and message. */
export function applyAsGuest(t: TestApp, vacancyId: string, email: string, message = 'Als gast.') {
  return t.request({
    method: 'POST',
    url: '/api/v1/applications',
    body: {
      data: {
        type: 'applications',
        attributes: { vacancy_id: vacancyId, first_name: 'Pim', last_name: 'Gast', email, message },
      },
    },
  });
}

/** Makes a volunteer and gives them an application, a conversation with a file, notifications, choices, form answers, a profile and a reply. */
export async function volunteerWithData(
  t: TestApp,
  email: string,
  organisatie: Credentials,
  message = '<script>alert(1)</script> Ik rijd graag.',
): Promise<Seeded> {
  const zwolle = await centerIdOf(t, 'public', 'zwolle');
  const user = await createAccount(t, {
    volunteerCenterId: zwolle,
    email,
    roles: ['volunteer'],
    firstName: 'Pim',
    lastName: 'Privé',
  });
  const credentials = await t.signIn(email);
  const voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  const carla = await userRowByEmail(t, 'public', 'organisatie@public.example');
  const vacancy = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;

  const applied = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    credentials,
    body: {
      data: {
        type: 'applications',
        attributes: { vacancy_id: vacancy, message, phone_number: '0612345678' },
      },
    },
  });
  if (applied.statusCode !== 201) throw new Error(`no application: ${applied.body}`);
  const applicationId = applied.json().data.id as string;

  const conversationId = await started(t, organisatie, {
    subject: 'Je aanmelding',
    body: 'Hoi Pim, welkom!',
    recipient_type: 'user',
    application_id: applicationId,
  });
  const upload = await postUpload(t, {
    purpose: 'attachment',
    data: await solidPng(40, 20),
    filename: 'rijbewijs.png',
    credentials,
  });
  const uploadId = upload.json().data.id as string;
  const answered = await send(t, credentials, conversationId, {
    body: 'Dank je, hier is mijn rijbewijs.',
    attachment_ids: [uploadId],
  });
  if (answered.statusCode !== 201) throw new Error(`no answer: ${answered.body}`);

  const db = t.database.db;
  await db
    .insert(notificationMailOptOuts)
    .values({ tenantId: 'public', userId: user.id, kind: 'application_accepted' });
  await db
    .insert(digestPreferences)
    .values({ tenantId: 'public', userId: user.id, place: 'Zwolle', distanceKm: 15 });
  const form = await buildForm(t, organisatie, voedselbank, {
    questions: [{ text: 'Waarom?', question_type: 'text' }],
  });
  await db.insert(formSubmissions).values({
    tenantId: 'public',
    formId: form.id,
    userId: user.id,
    answers: { [form.questions['Waarom?']!]: 'Omdat ik graag help' },
    locale: 'nl',
  });
  const mentoredRequestId = await seedPoolAndSupport(t, {
    userId: user.id,
    zwolle,
    voedselbank,
    carlaId: carla.id,
  });
  return {
    userId: user.id,
    email,
    credentials,
    applicationId,
    vacancyId: vacancy,
    conversationId,
    uploadId,
    formId: form.id,
    organizationId: voedselbank,
    mentoredRequestId,
  };
}

/** The files of a zip answer by name. */
export function unzipAnswer(response: TestResponse): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** The volunteer pool and one-to-one records of a seeded volunteer (their modules' APIs come with other parts of issue 28). */
async function seedPoolAndSupport(
  t: TestApp,
  {
    userId,
    zwolle,
    voedselbank,
    carlaId,
  }: { userId: string; zwolle: string; voedselbank: string; carlaId: string },
): Promise<string> {
  const db = t.database.db;
  const [profile] = await db
    .insert(volunteerProfiles)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      userId: userId,
      introduction: 'Ik ben Pim en ik kook graag.',
      skills: ['koken'],
      inPool: true,
      joinedPoolAt: new Date(),
    })
    .returning();
  await db.insert(volunteerProfileReplies).values({
    tenantId: 'public',
    volunteerCenterId: zwolle,
    volunteerProfileId: profile!.id,
    volunteerId: userId,
    organizationId: voedselbank,
    senderId: carlaId,
    body: 'We zoeken iemand zoals jij.',
  });
  const [request] = await db
    .insert(oneToOneRequests)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      studentId: userId,
      topic: 'Hulp bij Nederlands leren',
    })
    .returning();
  await db.insert(oneToOneMatches).values({
    tenantId: 'public',
    volunteerCenterId: zwolle,
    requestId: request!.id,
    mentorId: carlaId,
    studentId: userId,
  });
  // Someone else's request, matched with this user as the mentor.
  const [mentored] = await db
    .insert(oneToOneRequests)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      studentId: carlaId,
      topic: 'Huiswerkhulp',
      status: 'matched',
    })
    .returning();
  await db.insert(oneToOneMatches).values({
    tenantId: 'public',
    volunteerCenterId: zwolle,
    requestId: mentored!.id,
    mentorId: userId,
    studentId: carlaId,
  });
  return mentored!.id;
}
