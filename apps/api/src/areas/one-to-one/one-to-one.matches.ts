import {
  ONE_TO_ONE_MATCH_STATUSES,
  oneToOneMatchCreateSchema,
  oneToOneMatchEndSchema,
} from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { hasRole } from '../../identity/access/access';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { findUsersByIds } from '../../identity/users/users.data';
import { openConversationBetween } from '../conversations/conversations.starting';
import { caller, fieldError, minorsAmong, peopleById, requireStaff } from './one-to-one.access';
import { tellMatchParties, type MatchRecipient } from './one-to-one.mails';
import { isMatchParty } from './one-to-one.policy';
import {
  endMatch,
  findMatch,
  findRequest,
  insertMatch,
  listMatches,
  lockRequest,
  updateRequest,
  type OneToOneMatchRow,
} from './one-to-one.repository';
import { listMentors } from '../volunteer-pool/volunteer-pool.data';
import type { MatchView, Reader } from './one-to-one.serializer';

// Matches: staff make them, both sides are told and get a conversation; staff or either side end them.

async function viewsOf(context: RequestContext, matches: OneToOneMatchRow[]): Promise<MatchView[]> {
  const requests = new Map<string, NonNullable<Awaited<ReturnType<typeof findRequest>>>>();
  for (const requestId of new Set(matches.map((match) => match.requestId))) {
    const request = await findRequest(context.tx, context.tenant.id, requestId);
    if (request) requests.set(requestId, request);
  }
  const [people, minors] = await Promise.all([
    peopleById(context, matches.flatMap((match) => [match.mentorId, match.studentId])),
    minorsAmong(context, [...requests.values()]),
  ]);
  return matches.map((match) => ({
    match,
    request: requests.get(match.requestId)!,
    student: people.get(match.studentId),
    mentor: people.get(match.mentorId),
    minor: minors.has(match.requestId),
  }));
}

/** Staff: the centre's matches; a mentor or student: their own; anyone else 403. */
export async function listOneToOneMatches(context: RequestContext, query: ListQuery): Promise<{ views: MatchView[]; total: number; reader: (view: MatchView) => Reader }> {
  const { user, staffCenter } = caller(context);
  if (!staffCenter && !hasRole(user, 'mentor', 'student')) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_student' });
  const status = pickedFilter(query.filters, 'status', ONE_TO_ONE_MATCH_STATUSES);
  const scope = staffCenter ? { volunteerCenterId: staffCenter, status } : { partyId: user.id, status };
  const { rows, total } = await listMatches(context.tx, context.tenant.id, scope, query.page);
  return { views: await viewsOf(context, rows), total, reader: (view) => (staffCenter ? 'staff' : readerOf(user.id, view.match)) };
}

const readerOf = (userId: string, match: OneToOneMatchRow): Reader => (match.mentorId === userId ? 'mentor' : 'student');

/**
 * Writes a match's making or ending to the centre's audit trail: who matched
 * whom for which request, and who ended it. The end's reason stays on the
 * match: they are a person's words, which their account's deletion erases.
 */
async function auditMatch(context: RequestContext, action: 'created' | 'ended', match: OneToOneMatchRow, actorUserId: string, by?: Reader) {
  await recordAuditEvent(context, {
    action: `one_to_one_match.${action}`,
    actorUserId,
    subjectType: 'one_to_one_matches',
    subjectId: match.id,
    volunteerCenterId: match.volunteerCenterId,
    data: { request_id: match.requestId, mentor_id: match.mentorId, student_id: match.studentId, ...(by ? { by } : {}) },
  });
}

/** Both sides as mail recipients, each with the other's first name. */
async function recipientsOf(context: RequestContext, match: OneToOneMatchRow, only?: string): Promise<MatchRecipient[]> {
  const people = await findUsersByIds(context.tx, context.tenant.id, [match.mentorId, match.studentId]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const pairs: [string, string][] = [[match.mentorId, match.studentId], [match.studentId, match.mentorId]];
  return pairs.flatMap(([to, other]) => {
    const person = byId.get(to);
    if (!person || (only && only !== to) || person.status !== 'active') return [];
    return [{ email: person.email, firstName: person.firstName, locale: person.locale, other: byId.get(other)?.firstName ?? '' }];
  });
}

/**
 * Staff match an open request of their centre with one of its mentors: the
 * request is matched, the two get a conversation about the topic, and both
 * are told. A request already matched or closed is a 409.
 */
export async function createOneToOneMatch(context: RequestContext, body: unknown): Promise<MatchView> {
  const { user, staffCenter } = requireStaff(context);
  const input = parseResourceDocument(body, { type: 'one_to_one_matches', schema: oneToOneMatchCreateSchema });
  const request = await lockRequest(context.tx, context.tenant.id, input.requestId);
  if (!request || request.volunteerCenterId !== staffCenter) throw fieldError('request_id', 'invalid');
  if (request.status !== 'open') {
    throw new ApiError('INVALID_TRANSITION', { detailKey: 'error.INVALID_TRANSITION.one_to_one_request', reason: 'not_open' });
  }
  const [mentor] = await listMentors(context.tx, context.tenant.id, staffCenter, input.mentorId);
  if (!mentor) throw fieldError('mentor_id', 'not_a_mentor');
  if (mentor.id === request.studentId) throw fieldError('mentor_id', 'own_side');
  const conversationId = await openConversationBetween(context, {
    volunteerCenterId: staffCenter,
    subject: request.topic,
    userIds: [mentor.id, request.studentId],
    startedById: user.id,
  });
  const match = await insertMatch(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: staffCenter,
    requestId: request.id,
    mentorId: mentor.id,
    studentId: request.studentId,
    matchedById: user.id,
    conversationId,
  });
  await updateRequest(context.tx, context.tenant.id, request.id, { status: 'matched' });
  await auditMatch(context, 'created', match, user.id);
  await tellMatchParties(context, 'one_to_one_matched', match, request.topic, await recipientsOf(context, match));
  const [view] = await viewsOf(context, [match]);
  return view!;
}

/**
 * Ends an active match with a reason: its centre's staff or either side. The
 * request closes (the student asks again for a new buddy); the other side is
 * told, and both when staff end it.
 */
export async function endOneToOneMatch(context: RequestContext, rawId: string | undefined, body: unknown): Promise<{ view: MatchView; reader: Reader }> {
  const { user, staffCenter } = caller(context);
  const match = await findMatch(context.tx, context.tenant.id, requireUuid(rawId), true);
  const staff = !!match && match.volunteerCenterId === staffCenter;
  if (!match || (!staff && !isMatchParty(user, match))) throw new ApiError('NOT_FOUND');
  const input = parseResourceDocument(body, { type: 'one_to_one_matches', schema: oneToOneMatchEndSchema });
  if (match.status !== 'active') {
    throw new ApiError('INVALID_TRANSITION', { detailKey: 'error.INVALID_TRANSITION.one_to_one_match', reason: 'ended' });
  }
  const ended = await endMatch(context.tx, context.tenant.id, match.id, { endReason: input.reason, endedById: user.id });
  const request = await updateRequest(context.tx, context.tenant.id, match.requestId, { status: 'closed' });
  const reader = staff ? 'staff' : readerOf(user.id, ended);
  await auditMatch(context, 'ended', ended, user.id, reader);
  const otherSide = staff ? undefined : user.id === match.mentorId ? match.studentId : match.mentorId;
  await tellMatchParties(context, 'one_to_one_ended', ended, request.topic, await recipientsOf(context, ended, otherSide));
  const [view] = await viewsOf(context, [ended]);
  return { view: view!, reader };
}
