import { CONVERSATION_FILTER_IDS_MAX } from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import { requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter, uuidFilter, uuidListFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { requireUser } from '../../identity/access/access';
import { findVolunteerCenter } from '../../identity/tenancy/tenancy.data';
import { findVacanciesByIds } from '../vacancies/vacancies.data';
import { isViewersParty, viewerOf, type Viewer } from './conversations.policy';
import { listLatestMessages, type MessageWithSender } from './conversations.messages.repository';
import {
  findConversationFor,
  listConversationsFor,
  listParticipants,
  type ConversationForViewer,
  type NamedParticipant,
} from './conversations.repository';

// Conversations as their readers see them, and what starting one (conversations.starting.ts), its
// messages (conversations.messages.ts) and the mail about unread ones (conversations.mails.ts) share.

/** A conversation as its reader sees it. */
export type ConversationView = {
  conversation: ConversationForViewer;
  participants: (NamedParticipant & { isYours: boolean })[];
  latest: MessageWithSender | null;
  /** The title of the vacancy it is about (also for an application), when there is one. */
  aboutTitle: string | null;
};

const pointer = (field: string) => `/data/attributes/${field}`;
/** A 422 on one attribute of the document. */
export const fieldError = (field: string, reason: FieldIssue['reason']) => new ValidationError([{ pointer: pointer(field), field, reason }]);

/** The conversation when the caller takes part in it; anyone else gets a 404, as if it did not exist. */
export async function requireConversation(context: RequestContext, rawId: string | undefined) {
  const user = requireUser(context);
  const viewer = viewerOf(user, context.tenant.volunteerCenterId);
  const conversation = await findConversationFor(context.tx, context.tenant.id, requireUuid(rawId), viewer);
  if (!conversation) throw new ApiError('NOT_FOUND');
  return { user, viewer, conversation };
}

/** Participants with every name filled in (a centre is named by the centre) and whether the viewer takes part through them. */
export async function describeParticipants(context: RequestContext, viewer: Viewer, conversationIds: readonly string[]): Promise<ConversationView['participants']> {
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

/** How a sender is named to the others: "Carla Meijer (Voedselbank Zwolle)" when they write for an organisation or centre. */
export function senderLabel(senderName: string | null, side: { userId: string | null; name: string | null } | undefined): string {
  const name = senderName ?? '';
  if (!side || side.userId) return name || (side?.name ?? '');
  return name && side.name ? `${name} (${side.name})` : name || (side.name ?? '');
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
