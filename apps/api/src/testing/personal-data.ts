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
  conversationId: string;
  uploadId: string;
  formId: string;
  organizationId: string;
};

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
  const [profile] = await db
    .insert(volunteerProfiles)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      userId: user.id,
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
    volunteerId: user.id,
    organizationId: voedselbank,
    senderId: carla.id,
    body: 'We zoeken iemand zoals jij.',
  });
  const [request] = await db
    .insert(oneToOneRequests)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      studentId: user.id,
      topic: 'Hulp bij Nederlands leren',
    })
    .returning();
  await db
    .insert(oneToOneMatches)
    .values({
      tenantId: 'public',
      volunteerCenterId: zwolle,
      requestId: request!.id,
      mentorId: carla.id,
      studentId: user.id,
    });
  return {
    userId: user.id,
    email,
    credentials,
    applicationId,
    conversationId,
    uploadId,
    formId: form.id,
    organizationId: voedselbank,
  };
}

/** The files of a zip answer by name. */
export function unzipAnswer(response: TestResponse): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(response.rawPayload));
}
