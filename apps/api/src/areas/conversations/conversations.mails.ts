import { isUuid } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { queueJob } from '../../platform/jobs/jobs.queue';
import { mailRecipient } from '../../identity/notification-templates/templated-mail';
import { wantsMail } from '../../identity/notifications/notifications.service';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { appOfRecipient } from './conversations.policy';
import { countMessagesAfter, findFirstMessageAfter, listLatestMessages } from './conversations.messages.repository';
import {
  findConversation,
  findReadState,
  listParticipants,
  listRecipients,
  recordMailed,
  recordMailJob,
} from './conversations.repository';
import { describeParticipants, senderLabel } from './conversations.service';

// The mail about unread messages: queued with a message, sent a few minutes later to whoever
// has not read it by then.

/** How long a new message may stay unread before its recipients are mailed about it. */
export const NEW_MESSAGE_MAIL_DELAY_MS = 5 * 60_000;
/** The job that mails a recipient about unread messages of one conversation. */
export const NEW_MESSAGE_MAIL_JOB = 'conversations.new_message_mail';

/**
 * Queues the mail job for a recipient's unread stretch (from message
 * `firstUnread` on) and records it, so further messages of the stretch queue
 * no second one.
 */
export async function queueNewMessageMail(context: RequestContext, conversationId: string, userId: string, firstUnread: number, runAt: Date): Promise<void> {
  await queueJob(context.tx, NEW_MESSAGE_MAIL_JOB, { tenantId: context.tenant.id, conversationId, userId, stretch: firstUnread }, { runAt });
  await recordMailJob(context.tx, context.tenant.id, conversationId, userId, firstUnread);
  context.effects.jobsQueued = true;
}

/**
 * The `conversations.new_message_mail` job for one recipient: when the
 * first message they have not read is at least the delay old, one mail
 * ("N new messages in …") unless they chose "in the app only" for
 * `new_message`, and no second one until they have read past it. When they
 * read that far but newer messages wait, the job is queued again for the
 * newest stretch. Does nothing when they have read everything or no longer
 * take part.
 */
export async function mailUnreadMessages(
  context: RequestContext,
  { conversationId, userId, stretch }: NewMessageMailPayload,
  now = new Date(),
): Promise<'mailed' | 'read' | 'later' | 'skipped'> {
  const { tx, tenant } = context;
  const conversation = await findConversation(tx, tenant.id, conversationId);
  if (!conversation) return 'skipped';
  const participants = await listParticipants(tx, tenant.id, [conversation.id]);
  const recipient = (await listRecipients(tx, tenant.id, participants)).find((candidate) => candidate.userId === userId);
  if (!recipient) return 'skipped';
  const state = await findReadState(tx, tenant.id, conversation.id, userId);
  if (state.lastReadNumber >= conversation.messageCount) return 'read';
  if (state.mailedNumber > state.lastReadNumber) return 'skipped';
  const first = await findFirstMessageAfter(tx, tenant.id, conversation.id, state.lastReadNumber, userId);
  if (!first) return 'read';
  const due = new Date(first.createdAt.getTime() + NEW_MESSAGE_MAIL_DELAY_MS);
  if (due > now) {
    // They read on, and newer messages wait: this stretch's own job, unless one is queued for it already.
    if (first.number === stretch || state.mailJobNumber !== first.number) await queueNewMessageMail(context, conversation.id, userId, first.number, due);
    return 'later';
  }
  if (!(await wantsMail(context, userId, 'new_message'))) return 'skipped';

  const count = await countMessagesAfter(tx, tenant.id, conversation.id, state.lastReadNumber, userId);
  const through = participants.find((participant) => participant.id === recipient.participantId)!;
  const app = appOfRecipient(through, recipient.hasOrganization);
  const newest = (await listLatestMessages(tx, tenant.id, [conversation]))[0];
  const named = await describeParticipants(context, { userId, organizationIds: [], staffCenterId: null }, [conversation.id]);
  const side = named.find((participant) => participant.id === newest?.senderParticipantId);
  await mailRecipient(context, recipient, {
    volunteerCenterId: recipient.volunteerCenterId,
    template: 'new_message',
    values: {
      subject: conversation.subject,
      count,
      sender: senderLabel(newest?.senderName ?? null, side),
      link: await siteUrl(context, recipient.volunteerCenterId, app, `/conversations/${conversation.id}`),
      settings_link: await siteUrl(context, recipient.volunteerCenterId, app, '/profile-edit/settings'),
    },
  });
  await recordMailed(tx, tenant.id, conversation.id, userId, conversation.messageCount);
  return 'mailed';
}

/** What a `conversations.new_message_mail` job carries: whose mail about which conversation, from which unread message on. */
export type NewMessageMailPayload = { tenantId: string; conversationId: string; userId: string; stretch: number };

/** Reads a `conversations.new_message_mail` job's payload. */
export function newMessageMailPayload(payload: Record<string, unknown>): NewMessageMailPayload {
  const { tenantId, conversationId, userId, stretch } = payload;
  if (typeof tenantId !== 'string' || !isUuid(conversationId as string) || !isUuid(userId as string) || typeof stretch !== 'number') {
    throw new Error(`A ${NEW_MESSAGE_MAIL_JOB} job needs tenantId, conversationId, userId and stretch`);
  }
  return { tenantId, conversationId: conversationId as string, userId: userId as string, stretch };
}
