import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { MentorRow } from '../volunteer-pool/volunteer-pool.data';
import type { OneToOneMatchRow, OneToOneRequestRow } from './one-to-one.repository';
import type { Suitability } from './one-to-one.matching';

/** What the answers show of a person. */
export type Person = { id: string; firstName: string | null; lastName: string | null; email: string };

/** A request with its student, whether the strictest view applies, and its active match. */
export type RequestView = { request: OneToOneRequestRow; student: Person | undefined; minor: boolean; matchId: string | null };

/** Who reads: the centre's staff, or one of the people concerned. */
export type Reader = 'staff' | 'student' | 'mentor';

/** A request as its student (without their own name and e-mail) or staff read it. */
export function serializeRequest({ request, student, minor, matchId }: RequestView, reader: Reader): ResourceObject {
  const staff = reader === 'staff';
  return resource('one_to_one_requests', request.id, {
    topic: request.topic,
    description: request.description,
    categoryIds: request.categoryIds,
    availability: request.availability,
    place: request.place,
    ageGroupId: request.ageGroupId,
    status: request.status,
    minor,
    studentId: request.studentId,
    studentFirstName: student?.firstName ?? '',
    studentLastName: staff ? (student?.lastName ?? null) : null,
    studentEmail: staff ? (student?.email ?? null) : null,
    matchId,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  });
}

/** A mentor as staff read them; in a request's suggestions with the match and the distance. */
export function serializeMentor(mentor: MentorRow, activeMatches: number, suitability?: Suitability): ResourceObject {
  return resource('one_to_one_mentors', mentor.id, {
    firstName: mentor.firstName ?? '',
    lastName: mentor.lastName,
    email: mentor.email,
    introduction: mentor.introduction,
    categoryIds: mentor.categoryIds,
    languages: mentor.languages,
    availability: mentor.availability,
    place: mentor.place,
    travelDistanceKm: mentor.travelDistanceKm,
    activeMatches,
    distanceKm: suitability?.distanceKm ?? null,
    match: suitability ? { score: suitability.score, reasons: suitability.reasons } : null,
  });
}

/** A match with its request and both people. */
export type MatchView = { match: OneToOneMatchRow; request: OneToOneRequestRow; student: Person | undefined; mentor: Person | undefined; minor: boolean };

/**
 * A match as its reader may see it (docs/decisions.md, "Issue 28 — one-to-one
 * support"): staff everything; the mentor the student's first name, topic and
 * availability, and only of an adult student the description, place and age
 * group; the student the mentor's first name. Last names and e-mails are
 * staff's: the two talk through the match's conversation.
 */
export function serializeMatch({ match, request, student, mentor, minor }: MatchView, reader: Reader): ResourceObject {
  const staff = reader === 'staff';
  const fullRequest = reader !== 'mentor' || !minor;
  return resource('one_to_one_matches', match.id, {
    requestId: match.requestId,
    topic: request.topic,
    description: fullRequest ? request.description : null,
    availability: request.availability,
    place: fullRequest ? request.place : null,
    ageGroupId: fullRequest ? request.ageGroupId : null,
    minor,
    studentId: match.studentId,
    studentFirstName: student?.firstName ?? '',
    studentLastName: staff ? (student?.lastName ?? null) : null,
    studentEmail: staff ? (student?.email ?? null) : null,
    mentorId: match.mentorId,
    mentorFirstName: mentor?.firstName ?? '',
    mentorLastName: staff ? (mentor?.lastName ?? null) : null,
    mentorEmail: staff ? (mentor?.email ?? null) : null,
    conversationId: match.conversationId,
    status: match.status,
    endReason: match.endReason,
    endedAt: match.endedAt?.toISOString() ?? null,
    createdAt: match.createdAt.toISOString(),
  });
}
