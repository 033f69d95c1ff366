import type { RequestContext } from '../../platform/http/request-context';
import { accountOfUser } from '../../identity/users/users.personal-data';
import { membershipsOfUser } from '../../identity/organizations/organizations.personal-data';
import { notificationsOfUser } from '../../identity/notifications/notifications.personal-data';
import { applicationsOfUser, type Applicant } from '../applications/applications.personal-data';
import { conversationsOfUser } from '../conversations/conversations.personal-data';
import { digestChoicesOfUser } from '../digests/digests.personal-data';
import { formAnswersOfUser } from '../forms/forms.personal-data';
import { oneToOneDataOfUser } from '../one-to-one/one-to-one.personal-data';
import { poolDataOfUser } from '../volunteer-pool/volunteer-pool.personal-data';

/** A file the archive carries: where it is stored and the name it gets under `attachments/`. */
export type ArchivedFile = {
  tenantId: string;
  storedName: string;
  path: string;
  contentType: string;
};

/** One attachment as data.json and index.html name it. */
export type AttachmentEntry = {
  file_name: string | null;
  content_type: string;
  byte_size: number;
  path: string;
};

// Names in an archive are ours, never the uploader's: the upload id and its stored extension.
const archivedPath = (storedName: string) =>
  `attachments/${storedName.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/**
 * Everything the platform keeps about the user, gathered from the modules
 * that own it, in one transaction (a consistent picture); and the stored
 * files the archive must carry.
 */
export async function collectPersonalData(context: RequestContext, person: Applicant) {
  const { tx } = context;
  const userId = person.id;
  const tenantId = context.tenant.id;
  const { account, roles } = await accountOfUser(tx, tenantId, userId);
  const pool = await poolDataOfUser(tx, tenantId, userId);
  const conversations = await conversationsOfUser(tx, tenantId, userId);
  const { notifications, appOnlyKinds } = await notificationsOfUser(tx, tenantId, userId);
  const files: ArchivedFile[] = [];
  const data = {
    exportedAt: new Date(),
    account,
    roles,
    memberships: await membershipsOfUser(tx, tenantId, userId),
    volunteerProfile: pool.profile,
    profileReplies: pool.replies,
    applications: await applicationsOfUser(tx, tenantId, person),
    conversations: conversations.map((conversation) => ({
      ...conversation,
      messages: conversation.messages.map(({ attachments, ...message }) => ({
        ...message,
        attachments: attachments.map((attachment): AttachmentEntry => {
          const path = archivedPath(attachment.storedName);
          files.push({
            tenantId: attachment.tenantId,
            storedName: attachment.storedName,
            path,
            contentType: attachment.contentType,
          });
          return {
            file_name: attachment.originalName,
            content_type: attachment.contentType,
            byte_size: attachment.byteSize,
            path,
          };
        }),
      })),
    })),
    notifications,
    notificationChoices: { appOnlyKinds },
    periodicMail: {
      days: account?.digestDays ?? [],
      ...(await digestChoicesOfUser(tx, tenantId, userId)),
    },
    formAnswers: await formAnswersOfUser(tx, tenantId, userId),
    oneToOne: await oneToOneDataOfUser(tx, tenantId, userId),
  };
  return { data, files };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>['data'];
