import {
  INTERNAL_NOTE_SUBJECT_TYPES,
  internalNoteCreateSchema,
  internalNoteUpdateSchema,
  type InternalNoteSubjectType,
} from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { isUuid, parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { findUserById } from '../../identity/users/users.data';
import { mayChangeNote, maySeeNotesAbout, mayUseInternalNotes } from './internal-notes.policy';
import {
  deleteNote,
  findNote,
  insertNote,
  listNotes,
  updateNote,
  type InternalNoteWithAuthor,
} from './internal-notes.repository';

type Subject = { type: InternalNoteSubjectType; id: string };

/** Notes are for admins and centre superusers; everyone else is refused before anything is looked up. */
function requireNoteKeeper(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayUseInternalNotes(user)) throw new ApiError('FORBIDDEN');
  return user;
}

/**
 * The volunteer centre of the organisation or user a note is about, or
 * undefined when there is no such subject in the tenant (deleted accounts are
 * gone; deleted organisations stay, as staff still see them).
 */
async function subjectCenter(context: RequestContext, subject: Subject): Promise<string | undefined> {
  const tenantId = context.tenant.id;
  if (subject.type === 'organizations') return (await findOrganization(context.tx, tenantId, subject.id))?.volunteerCenterId;
  return (await findUserById(context.tx, tenantId, subject.id))?.volunteerCenterId;
}

/** 404 unless the subject exists and lies in the user's sight (their tenant, or their centre). */
async function requireSubjectInSight(context: RequestContext, user: CurrentUser, subject: Subject): Promise<void> {
  const centerId = await subjectCenter(context, subject);
  if (!centerId || !maySeeNotesAbout(user, centerId)) throw new ApiError('NOT_FOUND');
}

function queryParameterError(parameter: string, reason?: 'required'): ApiError {
  return new ApiError('INVALID_QUERY_PARAMETER', {
    params: { parameter },
    parameter,
    ...(reason ? { reason, detailKey: `error.INVALID_QUERY_PARAMETER.${reason}` as const } : {}),
  });
}

/** The subject a list names: both `filter[subject_type]` and `filter[subject_id]` are required. */
function subjectFilter(filters: ListQuery['filters']): Subject {
  const type = filters.get('subject_type');
  const id = filters.get('subject_id');
  if (type === undefined) throw queryParameterError('filter[subject_type]', 'required');
  if (!(INTERNAL_NOTE_SUBJECT_TYPES as readonly string[]).includes(type)) throw queryParameterError('filter[subject_type]');
  if (id === undefined) throw queryParameterError('filter[subject_id]', 'required');
  if (!isUuid(id)) throw queryParameterError('filter[subject_id]');
  return { type: type as InternalNoteSubjectType, id: id.toLowerCase() };
}

/** The notes about one organisation or user, newest first unless sorted otherwise. */
export async function listInternalNotes(context: RequestContext, query: ListQuery): Promise<{ notes: InternalNoteWithAuthor[]; total: number }> {
  const user = requireNoteKeeper(context);
  const subject = subjectFilter(query.filters);
  await requireSubjectInSight(context, user, subject);
  const { rows, total } = await listNotes(context.tx, context.tenant.id, subject, query);
  return { notes: rows, total };
}

export async function createInternalNote(context: RequestContext, body: unknown): Promise<InternalNoteWithAuthor> {
  const user = requireNoteKeeper(context);
  const input = parseResourceDocument(body, { type: 'internal_notes', schema: internalNoteCreateSchema });
  const subject = { type: input.subjectType, id: input.subjectId.toLowerCase() };
  await requireSubjectInSight(context, user, subject);
  const note = await insertNote(context.tx, {
    tenantId: context.tenant.id,
    subjectType: subject.type,
    subjectId: subject.id,
    authorId: user.id,
    note: input.note,
  });
  return (await findNote(context.tx, context.tenant.id, note.id))!;
}

/** A note the user may change: 403 by role, 404 when it or its subject is out of sight, 403 unless theirs (or an admin). */
async function requireChangeableNote(context: RequestContext, rawId: string | undefined): Promise<{ user: CurrentUser; note: InternalNoteWithAuthor }> {
  const user = requireNoteKeeper(context);
  const note = await findNote(context.tx, context.tenant.id, requireUuid(rawId));
  if (!note) throw new ApiError('NOT_FOUND');
  await requireSubjectInSight(context, user, { type: note.subjectType, id: note.subjectId });
  if (!mayChangeNote(user, note)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.internal_note' });
  return { user, note };
}

export async function updateInternalNote(context: RequestContext, id: string | undefined, body: unknown): Promise<InternalNoteWithAuthor> {
  const { note } = await requireChangeableNote(context, id);
  const input = parseResourceDocument(body, { type: 'internal_notes', schema: internalNoteUpdateSchema, id: note.id });
  await updateNote(context.tx, context.tenant.id, note.id, input.note);
  return (await findNote(context.tx, context.tenant.id, note.id))!;
}

/** Deletes a note; audited without its text, so who removed whose note stays traceable. */
export async function removeInternalNote(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, note } = await requireChangeableNote(context, id);
  await deleteNote(context.tx, context.tenant.id, note.id);
  await recordAuditEvent(context, {
    action: 'internal_note.deleted',
    actorUserId: user.id,
    subjectType: note.subjectType,
    subjectId: note.subjectId,
    data: { note_id: note.id, author_id: note.authorId },
  });
}
