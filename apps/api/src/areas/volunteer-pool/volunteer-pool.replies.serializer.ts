import { resource, type ResourceObject } from '../../platform/http/json-api';
import { fullName } from '../../identity/users/users.serializer';
import type { ReplyView } from './volunteer-pool.replies.service';

/**
 * A reply as its readers see it: the volunteer by first name only (an
 * organisation learns more once they accept and talk in the conversation);
 * the sender's name is null once their account is deleted.
 */
export function serializeReply(reply: ReplyView): ResourceObject {
  const sender = reply.sender && !reply.sender.deletedAt ? reply.sender : null;
  return resource('volunteer_profile_replies', reply.id, {
    volunteerProfileId: reply.volunteerProfileId,
    organizationId: reply.organizationId,
    organizationName: reply.organizationName,
    body: reply.body,
    status: reply.status,
    vacancyId: reply.vacancyId,
    vacancyTitle: reply.vacancyTitle,
    senderId: reply.senderId,
    senderName: sender ? fullName(sender) : null,
    volunteerId: reply.volunteerId,
    volunteerFirstName: reply.volunteerFirstName ?? '',
    conversationId: reply.conversationId,
    applicationId: reply.applicationId,
    stopReason: reply.stopReason,
    answeredAt: reply.answeredAt?.toISOString() ?? null,
    createdAt: reply.createdAt.toISOString(),
  });
}
