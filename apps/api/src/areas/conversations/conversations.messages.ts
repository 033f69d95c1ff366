import { conversationReadSchema, messageCreateSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import type { CurrentUser } from '../../identity/access/access';
import { publishLiveEvent } from '../../identity/live-events/live-events.service';
import { notifyUsersOnce, readSubjectNotifications } from '../../identity/notifications/notifications.service';
import { isUniqueViolation } from '../../identity/users/users.data';
import { fullName } from '../../identity/users/users.serializer';
import { markApplicationAnswered } from '../applications/applications.data';
import { findOwnAttachments } from '../uploads/uploads.service';
import { queueNewMessageMail, NEW_MESSAGE_MAIL_DELAY_MS } from './conversations.mails';
import {
  appendMessage,
  findMessage,
  insertAttachments,
  listAttachedUploadIds,
  listAttachments,
  listMessages,
  type AttachmentFile,
  type MessageWithSender,
} from './conversations.messages.repository';
import { appOfRecipient, audienceOf, senderParty } from './conversations.policy';
import {
  listReadStates,
  listRecipients,
  markReadUpTo,
  type ConversationForViewer,
  type ConversationRow,
  type ParticipantRow,
} from './conversations.repository';
import {
  describeParticipants,
  fieldError,
  getConversation,
  requireConversation,
  senderLabel,
  type ConversationView,
} from './conversations.service';

// A conversation's messages: read a page at a time, sent (and the others told), marked read.

/** Messages a page holds by default and at most. */
export const MESSAGE_PAGE_SIZE = { default: 50, max: 100 } as const;

/** A message with its files. */
export type MessageView = MessageWithSender & { attachments: AttachmentFile[] };

/** A page of messages, oldest first. */
export type MessagePage = { conversation: ConversationForViewer; participants: ConversationView['participants']; messages: MessageView[]; hasOlder: boolean };

/** `page[before]` / `page[after]`: a message number; anything else is a 400 naming the parameter. */
function cursor(value: unknown, parameter: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
  return Number(value);
}

/**
 * Messages of a conversation of the caller's, oldest first: the newest
 * `page[size]` (50, at most 100), or those before `page[before]` or after
 * `page[after]` (message numbers, so new messages do not shift a page).
 */
export async function listConversationMessages(
  context: RequestContext,
  rawId: string | undefined,
  query: ListQuery,
  rawCursor: { before?: unknown; after?: unknown },
): Promise<MessagePage> {
  const { viewer, conversation } = await requireConversation(context, rawId);
  const before = cursor(rawCursor.before, 'page[before]');
  const after = cursor(rawCursor.after, 'page[after]');
  if (before !== undefined && after !== undefined) throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'page[after]' }, parameter: 'page[after]' });
  const messages = await listMessages(context.tx, context.tenant.id, conversation.id, { before, after, size: query.page.size });
  const attachments = await listAttachments(context.tx, context.tenant.id, messages.map((message) => message.id));
  return {
    conversation,
    participants: await describeParticipants(context, viewer, [conversation.id]),
    messages: messages.map((message) => ({ ...message, attachments: attachments.filter((file) => file.messageId === message.id) })),
    hasOlder: (messages[0]?.number ?? 1) > 1,
  };
}

/** The files a message carries: the sender's own attachments, each attached once; anything else is a 422. */
async function requireAttachments(context: RequestContext, user: CurrentUser, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const own = await findOwnAttachments(context, user.id, unique);
  const attached = await listAttachedUploadIds(context.tx, context.tenant.id, unique);
  if (unique.length !== ids.length || own.length !== unique.length || attached.length > 0) {
    throw fieldError('attachment_ids', 'not_own_attachment');
  }
  return unique;
}

/**
 * Adds a message for the sender's side, then tells the others: an unread
 * `new_message` notification each (one per conversation), a live event, and
 * a job that mails them if they have not read it within a few minutes (one
 * pending per recipient and unread stretch, so three quick messages make one
 * mail).
 */
export async function deliverMessage(
  context: RequestContext,
  user: CurrentUser,
  conversation: ConversationRow,
  sender: ParticipantRow,
  participants: ConversationView['participants'],
  input: { body: string; attachmentIds: string[] },
): Promise<MessageView> {
  const { tx, tenant } = context;
  const attachmentIds = await requireAttachments(context, user, input.attachmentIds);
  const message = await appendMessage(tx, {
    tenantId: tenant.id,
    conversationId: conversation.id,
    senderId: user.id,
    senderParticipantId: sender.id,
    body: input.body,
  });
  try {
    await insertAttachments(tx, tenant.id, message.id, attachmentIds);
  } catch (error) {
    // Two messages racing for one file: the unique index lets one have it.
    if (isUniqueViolation(error)) throw fieldError('attachment_ids', 'not_own_attachment');
    throw error;
  }
  await markReadUpTo(tx, tenant.id, conversation.id, user.id, message.number);
  // The organisation's reply about an application answers it: no more reminders (responsiveness).
  if (conversation.applicationId && sender.organizationId) await markApplicationAnswered(tx, tenant.id, conversation.applicationId, message.createdAt);

  const recipients = (await listRecipients(tx, tenant.id, participants)).filter((recipient) => recipient.userId !== user.id);
  const side = participants.find((participant) => participant.id === sender.id);
  const path = `/conversations/${conversation.id}`;
  await notifyUsersOnce(
    context,
    { kind: 'new_message', subject: { type: 'conversations', id: conversation.id }, data: { subject: conversation.subject, sender: senderLabel(fullName(user), side) } },
    recipients.map((recipient) => {
      const through = participants.find((participant) => participant.id === recipient.participantId)!;
      return { userId: recipient.userId, link: { app: appOfRecipient(through, recipient.hasOrganization), path } };
    }),
  );
  const states = await listReadStates(tx, tenant.id, conversation.id, recipients.map((recipient) => recipient.userId));
  const runAt = new Date(Date.now() + NEW_MESSAGE_MAIL_DELAY_MS);
  for (const recipient of recipients) {
    const state = states.get(recipient.userId);
    const firstUnread = (state?.lastReadNumber ?? 0) + 1;
    if (state?.mailJobNumber !== firstUnread) await queueNewMessageMail(context, conversation.id, recipient.userId, firstUnread, runAt);
  }
  await publishLiveEvent(context, { type: 'conversation', id: conversation.id, to: audienceOf(participants) });
  const attachments = await listAttachments(tx, tenant.id, [message.id]);
  return { ...message, senderName: fullName(user), attachments };
}

/** Adds a message to a conversation of the caller's, for the side they take part through. */
export async function sendMessage(context: RequestContext, rawId: string | undefined, body: unknown): Promise<MessageView> {
  const { user, viewer, conversation } = await requireConversation(context, rawId);
  const input = parseResourceDocument(body, { type: 'conversation_messages', schema: messageCreateSchema });
  const participants = await describeParticipants(context, viewer, [conversation.id]);
  const sender = senderParty(participants, viewer, context.organizationId);
  if (!sender) throw new ApiError('NOT_FOUND');
  return deliverMessage(context, user, conversation, sender, participants, input);
}

/**
 * Marks a conversation read by the caller up to a message (`message_id`) or
 * up to its newest; read to the end, its `new_message` notification is read too.
 */
export async function markConversationRead(context: RequestContext, rawId: string | undefined, body: unknown): Promise<ConversationView> {
  const { user, conversation } = await requireConversation(context, rawId);
  const input = body === undefined || body === null ? {} : parseResourceDocument(body, { type: 'conversation_reads', schema: conversationReadSchema });
  let number = conversation.messageCount;
  if (input.messageId) {
    const message = await findMessage(context.tx, context.tenant.id, conversation.id, input.messageId.toLowerCase());
    if (!message) throw fieldError('message_id', 'invalid');
    number = message.number;
  }
  const readUpTo = await markReadUpTo(context.tx, context.tenant.id, conversation.id, user.id, number);
  if (readUpTo >= conversation.messageCount) {
    await readSubjectNotifications(context, user.id, 'new_message', { type: 'conversations', id: conversation.id });
  }
  // The caller's other windows update their unread counts.
  await publishLiveEvent(context, { type: 'conversation', id: conversation.id, to: { users: [user.id] } });
  return getConversation(context, conversation.id);
}
