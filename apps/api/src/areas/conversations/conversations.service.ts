import {
  CONVERSATION_FILTER_IDS_MAX,
  conversationCreateSchema,
  conversationReadSchema,
  messageCreateSchema,
  type ConversationCreateInput,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import { isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter, uuidFilter, uuidListFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { findApplication, type ApplicationRow } from '../applications/applications.data';
import { isApplicant, maySeeApplication } from '../applications/applications.policy';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { hasRole, requireUser, staffCenterOf, type CurrentUser } from '../../identity/access/access';
import { queueJob } from '../../platform/jobs/jobs.queue';
import { publishLiveEvent } from '../../identity/live-events/live-events.service';
import { mailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyUsersOnce, readSubjectNotifications, wantsMail } from '../../identity/notifications/notifications.service';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { findVolunteerCenter } from '../../identity/tenancy/tenancy.data';
import { findOwnAttachments } from '../uploads/uploads.service';
import { findUserById, isUniqueViolation } from '../../identity/users/users.data';
import { fullName } from '../../identity/users/users.serializer';
import { findVacanciesByIds, findVacancy, type VacancyRow } from '../vacancies/vacancies.data';
import { maySeeVacancy } from '../vacancies/vacancies.policy';
import {
  appOfRecipient,
  audienceOf,
  isViewersParty,
  senderParty,
  viewerOf,
  type Party,
  type Viewer,
} from './conversations.policy';
import {
  appendMessage,
  findConversation,
  findConversationFor,
  findFirstMessageAfter,
  findMessage,
  findReadState,
  insertAttachments,
  insertConversation,
  insertParticipants,
  listAttachedUploadIds,
  listAttachments,
  listConversationsFor,
  listLatestMessages,
  listMessages,
  listParticipants,
  listReadStates,
  listRecipients,
  markReadUpTo,
  recordMailJob,
  countMessagesAfter,
  recordMailed,
  type AttachmentFile,
  type ConversationForViewer,
  type ConversationRow,
  type MessageWithSender,
  type NamedParticipant,
  type ParticipantRow,
} from './conversations.repository';

/** How long a new message may stay unread before its recipients are mailed about it. */
export const NEW_MESSAGE_MAIL_DELAY_MS = 5 * 60_000;
/** The job that mails a recipient about unread messages of one conversation. */
export const NEW_MESSAGE_MAIL_JOB = 'conversations.new_message_mail';

/** Messages a page holds by default and at most. */
export const MESSAGE_PAGE_SIZE = { default: 50, max: 100 } as const;

/** A conversation as its reader sees it. */
export type ConversationView = {
  conversation: ConversationForViewer;
  participants: (NamedParticipant & { isYours: boolean })[];
  latest: MessageWithSender | null;
  /** The title of the vacancy it is about (also for an application), when there is one. */
  aboutTitle: string | null;
};

/** A message with its files. */
export type MessageView = MessageWithSender & { attachments: AttachmentFile[] };

/** A page of messages, oldest first. */
export type MessagePage = { conversation: ConversationForViewer; participants: ConversationView['participants']; messages: MessageView[]; hasOlder: boolean };

const pointer = (field: string) => `/data/attributes/${field}`;
const fieldError = (field: string, reason: FieldIssue['reason']) => new ValidationError([{ pointer: pointer(field), field, reason }]);

/** The conversation when the caller takes part in it; anyone else gets a 404, as if it did not exist. */
async function requireConversation(context: RequestContext, rawId: string | undefined) {
  const user = requireUser(context);
  const viewer = viewerOf(user, context.tenant.volunteerCenterId);
  const conversation = await findConversationFor(context.tx, context.tenant.id, requireUuid(rawId), viewer);
  if (!conversation) throw new ApiError('NOT_FOUND');
  return { user, viewer, conversation };
}

/** Participants with every name filled in (a centre is named by the centre) and whether the viewer takes part through them. */
async function describeParticipants(context: RequestContext, viewer: Viewer, conversationIds: readonly string[]): Promise<ConversationView['participants']> {
  const participants = await listParticipants(context.tx, context.tenant.id, conversationIds);
  const centerNames = new Map<string, string>();
  for (const participant of participants) {
    const centerId = participant.volunteerCenterId;
    if (!centerId || centerNames.has(centerId)) continue;
    centerNames.set(centerId, (await findVolunteerCenter(context.tx, context.tenant.id, centerId))?.name ?? '');
  }
  return participants.map((participant) => ({
    ...participant,
    name: participant.volunteerCenterId ? (centerNames.get(participant.volunteerCenterId) ?? '') : participant.name,
    isYours: isViewersParty(viewer, participant),
  }));
}

async function viewsOf(context: RequestContext, viewer: Viewer, rows: ConversationForViewer[]): Promise<ConversationView[]> {
  const ids = rows.map((row) => row.id);
  const participants = await describeParticipants(context, viewer, ids);
  const latest = await listLatestMessages(context.tx, context.tenant.id, rows);
  const vacancyIds = [...new Set(rows.flatMap((row) => (row.vacancyId ? [row.vacancyId] : [])))];
  const vacancies = await findVacanciesByIds(context.tx, context.tenant.id, vacancyIds);
  return rows.map((conversation) => ({
    conversation,
    participants: participants.filter((participant) => participant.conversationId === conversation.id),
    latest: latest.find((message) => message.conversationId === conversation.id) ?? null,
    aboutTitle: vacancies.find((vacancy) => vacancy.id === conversation.vacancyId)?.title ?? null,
  }));
}

/**
 * The caller's conversations, newest activity first: `filter[q]` (words in
 * the subject or a message), `filter[unread]=true`, `filter[application_id]`
 * and `filter[vacancy_id]` (comma lists: about any of them; a volunteer's
 * applications page asks for all of its applications at once),
 * `filter[participant_id]` (a user, organisation or centre taking part).
 * With the number of their conversations that have unread messages.
 */
export async function listMyConversations(
  context: RequestContext,
  query: ListQuery,
): Promise<{ conversations: ConversationView[]; total: number; unreadConversations: number }> {
  const user = requireUser(context);
  const viewer = viewerOf(user, context.tenant.volunteerCenterId);
  const text = query.filters.get('q')?.trim() || undefined;
  const unread = pickedFilter(query.filters, 'unread', ['true', 'false'] as const);
  const { rows, total, unreadConversations } = await listConversationsFor(
    context.tx,
    context.tenant.id,
    viewer,
    {
      text,
      unreadOnly: unread === 'true',
      applicationIds: uuidListFilter(query.filters, 'application_id', CONVERSATION_FILTER_IDS_MAX),
      vacancyIds: uuidListFilter(query.filters, 'vacancy_id', CONVERSATION_FILTER_IDS_MAX),
      participantId: uuidFilter(query.filters, 'participant_id'),
    },
    query.page,
  );
  return { conversations: await viewsOf(context, viewer, rows), total, unreadConversations };
}

/** One conversation of the caller's. */
export async function getConversation(context: RequestContext, rawId: string | undefined): Promise<ConversationView> {
  const { viewer, conversation } = await requireConversation(context, rawId);
  return (await viewsOf(context, viewer, [conversation]))[0]!;
}

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

/** What a new conversation is about, when it is visible to the caller (else 404). */
type About =
  | { kind: 'application'; application: ApplicationRow; organizationId: string; volunteerCenterId: string; vacancyId: string }
  | { kind: 'vacancy'; vacancy: VacancyRow; organizationId: string; volunteerCenterId: string; vacancyId: string };

async function resolveAbout(context: RequestContext, user: CurrentUser, input: ConversationCreateInput): Promise<About | null> {
  if (input.applicationId) {
    const application = await findApplication(context.tx, context.tenant.id, input.applicationId.toLowerCase());
    if (!application || !maySeeApplication(user, application)) throw new ApiError('NOT_FOUND');
    return {
      kind: 'application',
      application,
      organizationId: application.organizationId,
      volunteerCenterId: application.volunteerCenterId,
      vacancyId: application.vacancyId,
    };
  }
  if (input.vacancyId) {
    const vacancy = await findVacancy(context.tx, context.tenant.id, input.vacancyId.toLowerCase());
    if (!vacancy || !maySeeVacancy(user, publicCenters(context.tenant), vacancy)) throw new ApiError('NOT_FOUND');
    return { kind: 'vacancy', vacancy, organizationId: vacancy.organizationId, volunteerCenterId: vacancy.volunteerCenterId, vacancyId: vacancy.id };
  }
  return null;
}

const none: Party = { userId: null, organizationId: null, volunteerCenterId: null };
const person = (userId: string): Party => ({ ...none, userId });
const organization = (organizationId: string): Party => ({ ...none, organizationId });
const center = (volunteerCenterId: string): Party => ({ ...none, volunteerCenterId });

/**
 * The two sides of a new conversation, by who starts it with whom
 * (docs/permissions.md, "Conversations"): a volunteer with an organisation
 * about their application or a published vacancy of it; an organisation's
 * manager with an applicant (who has an account) about an application to it;
 * an organisation with its centre; a centre's staff with any organisation or
 * user of the centre. Everything else is refused.
 */
async function resolveSides(
  context: RequestContext,
  user: CurrentUser,
  input: ConversationCreateInput,
  about: About | null,
): Promise<{ own: Party; other: Party }> {
  const { tx, tenant } = context;
  const staffCenter = staffCenterOf(user, tenant.volunteerCenterId);
  const recipientId = input.recipientId?.toLowerCase() ?? null;

  if (input.recipientType === 'organization') {
    if (staffCenter) {
      const organizationId = recipientId ?? about?.organizationId;
      if (!organizationId) throw fieldError('recipient_id', 'required');
      const found = await findOrganization(tx, tenant.id, organizationId);
      if (!found || found.deletedAt || found.volunteerCenterId !== staffCenter) throw new ApiError('NOT_FOUND');
      if (about && about.organizationId !== found.id) throw fieldError('recipient_id', 'not_about_party');
      return { own: center(staffCenter), other: organization(found.id) };
    }
    const aboutOwnOrOpen =
      (about?.kind === 'application' && isApplicant(user, about.application)) ||
      (about?.kind === 'vacancy' && about.vacancy.status === 'published');
    if (!about || !aboutOwnOrOpen) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.conversation_about' });
    if (recipientId && recipientId !== about.organizationId) throw fieldError('recipient_id', 'not_about_party');
    if (user.organizationIds.includes(about.organizationId)) throw fieldError('recipient_id', 'own_side');
    return { own: person(user.id), other: organization(about.organizationId) };
  }

  if (input.recipientType === 'user') {
    if (about?.kind === 'application') {
      const { application } = about;
      const managesOrganization = hasRole(user, 'organization_superuser') && user.managedOrganizationIds.includes(application.organizationId);
      if (!managesOrganization && !staffCenter) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.conversation_user' });
      if (!application.userId) throw fieldError('application_id', 'applicant_without_account');
      if (recipientId && recipientId !== application.userId) throw fieldError('recipient_id', 'not_about_party');
      if (application.userId === user.id) throw fieldError('recipient_id', 'own_side');
      if (!(await findUserById(tx, tenant.id, application.userId))) throw new ApiError('NOT_FOUND');
      return {
        own: managesOrganization ? organization(application.organizationId) : center(application.volunteerCenterId),
        other: person(application.userId),
      };
    }
    if (!staffCenter) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.conversation_user' });
    if (!recipientId) throw fieldError('recipient_id', 'required');
    const recipient = await findUserById(tx, tenant.id, recipientId);
    if (!recipient || recipient.volunteerCenterId !== staffCenter) throw new ApiError('NOT_FOUND');
    if (recipient.id === user.id) throw fieldError('recipient_id', 'own_side');
    if (about && about.volunteerCenterId !== staffCenter) throw fieldError('vacancy_id', 'not_about_party');
    return { own: center(staffCenter), other: person(recipient.id) };
  }

  // An organisation writes to its centre's staff: the organisation the caller acts for, or their only one.
  const actingFor = context.organizationId ?? (user.organizationIds.length === 1 ? user.organizationIds[0]! : null);
  if (!actingFor || !user.organizationIds.includes(actingFor)) {
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.conversation_center' });
  }
  const found = await findOrganization(tx, tenant.id, actingFor);
  if (!found || found.deletedAt) throw new ApiError('NOT_FOUND');
  if (recipientId && recipientId !== found.volunteerCenterId) throw new ApiError('NOT_FOUND');
  if (about && about.organizationId !== found.id) throw fieldError(about.kind === 'application' ? 'application_id' : 'vacancy_id', 'not_about_party');
  return { own: organization(found.id), other: center(found.volunteerCenterId) };
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

/** How a sender is named to the others: "Carla Meijer (Voedselbank Zwolle)" when they write for an organisation or centre. */
function senderLabel(senderName: string | null, side: { userId: string | null; name: string | null } | undefined): string {
  const name = senderName ?? '';
  if (!side || side.userId) return name || (side?.name ?? '');
  return name && side.name ? `${name} (${side.name})` : name || (side.name ?? '');
}

/**
 * Adds a message for the sender's side, then tells the others: an unread
 * `new_message` notification each (one per conversation), a live event, and
 * a job that mails them if they have not read it within a few minutes (one
 * pending per recipient and unread stretch, so three quick messages make one
 * mail).
 */
async function deliverMessage(
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

/**
 * Queues the mail job for a recipient's unread stretch (from message
 * `firstUnread` on) and records it, so further messages of the stretch queue
 * no second one.
 */
async function queueNewMessageMail(context: RequestContext, conversationId: string, userId: string, firstUnread: number, runAt: Date): Promise<void> {
  await queueJob(context.tx, NEW_MESSAGE_MAIL_JOB, { tenantId: context.tenant.id, conversationId, userId, stretch: firstUnread }, { runAt });
  await recordMailJob(context.tx, context.tenant.id, conversationId, userId, firstUnread);
  context.effects.jobsQueued = true;
}

/** Starts a conversation: its subject and first message, with the other party, optionally about an application or vacancy. */
export async function startConversation(context: RequestContext, body: unknown): Promise<ConversationView> {
  const user = requireUser(context);
  const input = parseResourceDocument(body, { type: 'conversations', schema: conversationCreateSchema });
  if (input.applicationId && input.vacancyId) throw fieldError('vacancy_id', 'invalid');
  const about = await resolveAbout(context, user, input);
  const { own, other } = await resolveSides(context, user, input, about);
  const volunteerCenterId = own.volunteerCenterId ?? other.volunteerCenterId ?? about?.volunteerCenterId ?? context.tenant.volunteerCenterId;
  const conversation = await insertConversation(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId,
    subject: input.subject,
    applicationId: about?.kind === 'application' ? about.application.id : null,
    vacancyId: about?.vacancyId ?? null,
    startedById: user.id,
  });
  const [sender] = await insertParticipants(context.tx, [
    { tenantId: context.tenant.id, conversationId: conversation.id, ...own },
    { tenantId: context.tenant.id, conversationId: conversation.id, ...other },
  ]);
  const viewer = viewerOf(user, context.tenant.volunteerCenterId);
  const participants = await describeParticipants(context, viewer, [conversation.id]);
  await deliverMessage(context, user, conversation, sender!, participants, input);
  // Who talks with whom about what; never the words.
  await recordAuditEvent(context, {
    action: 'conversation.started',
    actorUserId: user.id,
    subjectType: 'conversations',
    subjectId: conversation.id,
    volunteerCenterId,
    data: {
      participants: participants.map((participant) => ({
        type: participant.userId ? 'user' : participant.organizationId ? 'organization' : 'volunteer_center',
        id: participant.userId ?? participant.organizationId ?? participant.volunteerCenterId,
      })),
      ...(about ? { about: { type: about.kind, id: about.kind === 'application' ? about.application.id : about.vacancy.id } } : {}),
    },
  });
  return getConversation(context, conversation.id);
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
