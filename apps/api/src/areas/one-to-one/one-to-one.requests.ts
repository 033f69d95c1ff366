import {
  ONE_TO_ONE_LIMITS,
  ONE_TO_ONE_REQUEST_STATUSES,
  oneToOneRequestCreateSchema,
  oneToOneRequestUpdateSchema,
} from '@platform/contracts';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { listAgeGroups, listCategories } from '../vacancies/vacancies.data';
import { caller, fieldError, minorsAmong, peopleById, requireStaff } from './one-to-one.access';
import { scoreMentor, type Suitability } from './one-to-one.matching';
import { isStudent } from './one-to-one.policy';
import {
  countActiveMatchesByMentor,
  countRequests,
  findRequest,
  insertRequest,
  listActiveMatchesOf,
  listRequests,
  updateRequest,
  type NewOneToOneRequest,
  type OneToOneRequestRow,
} from './one-to-one.repository';
import { listMentors, type MentorRow } from '../volunteer-pool/volunteer-pool.data';
import type { Reader, RequestView } from './one-to-one.serializer';

// A student's requests for a buddy, and what staff see beside them: the mentors and suggestions.

/** Requests with their students, minors' marks and active matches. */
async function viewsOf(context: RequestContext, requests: OneToOneRequestRow[]): Promise<RequestView[]> {
  const [people, minors, matches] = await Promise.all([
    peopleById(context, requests.map((request) => request.studentId)),
    minorsAmong(context, requests),
    listActiveMatchesOf(context.tx, context.tenant.id, requests.map((request) => request.id)),
  ]);
  const matchOf = new Map(matches.map((match) => [match.requestId, match.id]));
  return requests.map((request) => ({
    request,
    student: people.get(request.studentId),
    minor: minors.has(request.id),
    matchId: matchOf.get(request.id) ?? null,
  }));
}

/** Staff: the centre's requests; a student: their own; anyone else 403. */
export async function listOneToOneRequests(context: RequestContext, query: ListQuery): Promise<{ views: RequestView[]; total: number; reader: Reader }> {
  const { user, staffCenter } = caller(context);
  if (!staffCenter && !isStudent(user)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_student' });
  const status = pickedFilter(query.filters, 'status', ONE_TO_ONE_REQUEST_STATUSES);
  const scope = staffCenter ? { volunteerCenterId: staffCenter, status } : { studentId: user.id, status };
  const { rows, total } = await listRequests(context.tx, context.tenant.id, scope, query.page);
  return { views: await viewsOf(context, rows), total, reader: staffCenter ? 'staff' : 'student' };
}

/** Checks the ids and the place a request names; returns the place's coordinates. */
async function checkReferences(
  context: RequestContext,
  input: { categoryIds?: string[]; ageGroupId?: string | null; place?: string | null },
): Promise<Pick<NewOneToOneRequest, 'latitude' | 'longitude'> | undefined> {
  const { tx, tenant } = context;
  if (input.categoryIds?.length) {
    const found = await listCategories(tx, tenant.id, input.categoryIds);
    if (found.length !== input.categoryIds.length) throw fieldError('category_ids', 'invalid');
  }
  if (input.ageGroupId && (await listAgeGroups(tx, tenant.id, [input.ageGroupId])).length === 0) throw fieldError('age_group_id', 'invalid');
  if (input.place === undefined) return undefined;
  const coordinates = await coordinatesOfPlace(input.place);
  if (input.place && coordinates.latitude === null) throw fieldError('place', 'unknown_place');
  return coordinates;
}

/** A student asks for a buddy; one open request at a time (a second is a 409 that says so). */
export async function createOneToOneRequest(context: RequestContext, body: unknown): Promise<RequestView> {
  const { user } = caller(context);
  if (!isStudent(user)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_student' });
  const input = parseResourceDocument(body, { type: 'one_to_one_requests', schema: oneToOneRequestCreateSchema });
  const coordinates = await checkReferences(context, input);
  if ((await countRequests(context.tx, context.tenant.id, { studentId: user.id, status: 'open' })) > 0) {
    throw new ApiError('CONFLICT', { detailKey: 'error.CONFLICT.one_to_one_open_request', reason: 'open_request_exists' });
  }
  const request = await insertRequest(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: user.volunteerCenterId,
    studentId: user.id,
    ...input,
    ...coordinates,
  });
  const [view] = await viewsOf(context, [request]);
  return view!;
}

/** A request in the caller's sight: their own (a student) or their centre's (staff); 404 otherwise. */
async function requireVisibleRequest(context: RequestContext, rawId: string | undefined) {
  const { user, staffCenter } = caller(context);
  if (!staffCenter && !isStudent(user)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_student' });
  const request = await findRequest(context.tx, context.tenant.id, requireUuid(rawId));
  const visible = request && (staffCenter ? request.volunteerCenterId === staffCenter : request.studentId === user.id);
  if (!request || !visible) throw new ApiError('NOT_FOUND');
  return { user, staffCenter, request };
}

/** The student changes or closes their open request; staff may close it (e.g. when it went stale). */
export async function updateOneToOneRequest(context: RequestContext, rawId: string | undefined, body: unknown): Promise<{ view: RequestView; reader: Reader }> {
  const { user, staffCenter, request } = await requireVisibleRequest(context, rawId);
  const input = parseResourceDocument(body, { type: 'one_to_one_requests', schema: oneToOneRequestUpdateSchema, id: request.id });
  const own = request.studentId === user.id;
  const changesFields = Object.keys(input).some((key) => key !== 'status');
  if (!own && changesFields) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.one_to_one_student' });
  if (request.status !== 'open') {
    throw new ApiError('INVALID_TRANSITION', { detailKey: 'error.INVALID_TRANSITION.one_to_one_request', reason: 'not_open' });
  }
  const coordinates = await checkReferences(context, input);
  const updated = await updateRequest(context.tx, context.tenant.id, request.id, { ...input, ...coordinates });
  const [view] = await viewsOf(context, [updated]);
  return { view: view!, reader: own && !staffCenter ? 'student' : 'staff' };
}

/** A mentor with their load and, for a request, how well they suit it. */
export type MentorView = { mentor: MentorRow; activeMatches: number; suitability?: Suitability };

/** Staff: the centre's mentors (mentor role and a profile that wants one-to-one work). */
export async function listOneToOneMentors(context: RequestContext): Promise<MentorView[]> {
  const { staffCenter } = requireStaff(context);
  const mentors = await listMentors(context.tx, context.tenant.id, staffCenter);
  const load = await countActiveMatchesByMentor(context.tx, context.tenant.id, mentors.map((mentor) => mentor.id));
  return mentors.map((mentor) => ({ mentor, activeMatches: load.get(mentor.id) ?? 0 }));
}

/**
 * Staff: the mentors who suit an open request best, best first (ties: fewer
 * active matches, then name), with the reasons; never the student themself.
 */
export async function suggestMentors(context: RequestContext, rawId: string | undefined): Promise<MentorView[]> {
  const { staffCenter } = requireStaff(context);
  const request = await findRequest(context.tx, context.tenant.id, requireUuid(rawId));
  if (!request || request.volunteerCenterId !== staffCenter) throw new ApiError('NOT_FOUND');
  const wish = {
    latitude: request.latitude === null ? null : Number(request.latitude),
    longitude: request.longitude === null ? null : Number(request.longitude),
    availability: request.availability,
    categoryIds: request.categoryIds,
  };
  const mentors = (await listOneToOneMentors(context)).filter(({ mentor }) => mentor.id !== request.studentId);
  return mentors
    .map((view) => ({ ...view, suitability: scoreMentor(wish, view.mentor) }))
    .sort((a, b) => b.suitability.score - a.suitability.score || a.activeMatches - b.activeMatches)
    .slice(0, ONE_TO_ONE_LIMITS.suggestions);
}
