import { conversationCreateSchema, type ConversationCreateInput } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { findApplication, markApplicationAnswered, type ApplicationRow } from '../applications/applications.data';
import { isApplicant, maySeeApplication } from '../applications/applications.policy';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { hasRole, requireUser, staffCenterOf, type CurrentUser } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { findUserById } from '../../identity/users/users.data';
import { findVacancy, type VacancyRow } from '../vacancies/vacancies.data';
import { maySeeVacancy } from '../vacancies/vacancies.policy';
import { publishLiveEvent } from '../../identity/live-events/live-events.service';
import { appendMessage } from './conversations.messages.repository';
import { deliverMessage } from './conversations.messages';
import { audienceOf, viewerOf, type Party } from './conversations.policy';
import { insertConversation, insertParticipants, markReadUpTo } from './conversations.repository';
import { describeParticipants, fieldError, getConversation, type ConversationView } from './conversations.service';

// Starting a conversation: what it is about, who talks with whom (docs/permissions.md), its first message.

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

/** What a volunteer's accepted reply from an organisation becomes (volunteer-pool.replies, issue 28). */
export type AcceptedReplyConversation = {
  volunteer: CurrentUser;
  organizationId: string;
  volunteerCenterId: string;
  /** Who wrote the reply for the organisation (null once their account is gone). */
  senderId: string | null;
  subject: string;
  body: string;
  vacancyId: string | null;
  applicationId: string | null;
};

/**
 * Starts the conversation between a volunteer and the organisation whose
 * reply to their profile they accepted: the reply is its first message,
 * written for the organisation by its sender, and read by both (the
 * volunteer just answered it), so nobody is told of a new message; the
 * reply's own notices say what happened. Audited like any other start.
 */
export async function startAcceptedReplyConversation(context: RequestContext, start: AcceptedReplyConversation): Promise<string> {
  const { tx, tenant } = context;
  const conversation = await insertConversation(tx, {
    tenantId: tenant.id,
    volunteerCenterId: start.volunteerCenterId,
    subject: start.subject,
    applicationId: start.applicationId,
    vacancyId: start.vacancyId,
    startedById: start.volunteer.id,
  });
  const participants = await insertParticipants(tx, [
    { tenantId: tenant.id, conversationId: conversation.id, ...organization(start.organizationId) },
    { tenantId: tenant.id, conversationId: conversation.id, ...person(start.volunteer.id) },
  ]);
  const message = await appendMessage(tx, {
    tenantId: tenant.id,
    conversationId: conversation.id,
    senderId: start.senderId,
    senderParticipantId: participants[0]!.id,
    body: start.body,
  });
  // The organisation wrote first: the application it led to is answered from the start.
  if (start.applicationId) await markApplicationAnswered(tx, tenant.id, start.applicationId, message.createdAt);
  for (const reader of new Set([start.volunteer.id, ...(start.senderId ? [start.senderId] : [])])) {
    await markReadUpTo(tx, tenant.id, conversation.id, reader, message.number);
  }
  await publishLiveEvent(context, { type: 'conversation', id: conversation.id, to: audienceOf(participants) });
  await recordAuditEvent(context, {
    action: 'conversation.started',
    actorUserId: start.volunteer.id,
    subjectType: 'conversations',
    subjectId: conversation.id,
    volunteerCenterId: start.volunteerCenterId,
    data: {
      participants: [
        { type: 'organization', id: start.organizationId },
        { type: 'user', id: start.volunteer.id },
      ],
      ...(start.applicationId ? { about: { type: 'application', id: start.applicationId } } : start.vacancyId ? { about: { type: 'vacancy', id: start.vacancyId } } : {}),
    },
  });
  return conversation.id;
}

/**
 * Opens a conversation between two people of a centre on behalf of its staff
 * (one-to-one support's match): no first message, so either side starts
 * talking. The caller has checked who may bring the two together.
 */
export async function openConversationBetween(
  context: RequestContext,
  { volunteerCenterId, subject, userIds, startedById }: { volunteerCenterId: string; subject: string; userIds: [string, string]; startedById: string },
): Promise<string> {
  const conversation = await insertConversation(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId,
    subject,
    applicationId: null,
    vacancyId: null,
    startedById,
  });
  await insertParticipants(context.tx, userIds.map((userId) => ({ tenantId: context.tenant.id, conversationId: conversation.id, ...person(userId) })));
  await recordAuditEvent(context, {
    action: 'conversation.started',
    actorUserId: startedById,
    subjectType: 'conversations',
    subjectId: conversation.id,
    volunteerCenterId,
    data: { participants: userIds.map((id) => ({ type: 'user', id })) },
  });
  return conversation.id;
}
