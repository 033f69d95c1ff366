import { resource, type ResourceObject } from '../../platform/http/json-api';
import { signedUploadUrl } from '../uploads/uploads.storage';
import { partyType } from './conversations.policy';
import type { MessageView } from './conversations.messages';
import type { ConversationView } from './conversations.service';

/** Longest preview of the newest message in a list. */
const PREVIEW_LENGTH = 160;

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/**
 * A conversation as a participant reads it: who takes part (`is_yours`: the
 * reader takes part through it), what it is about, the newest message and
 * how many the reader has not read.
 */
export function serializeConversation({ conversation, participants, latest, aboutTitle }: ConversationView): ResourceObject {
  return resource('conversations', conversation.id, {
    subject: conversation.subject,
    aboutType: conversation.applicationId ? 'application' : conversation.vacancyId ? 'vacancy' : null,
    applicationId: conversation.applicationId,
    vacancyId: conversation.vacancyId,
    aboutTitle,
    participants: participants.map((participant) => ({
      id: participant.id,
      type: partyType(participant),
      party_id: participant.userId ?? participant.organizationId ?? participant.volunteerCenterId,
      name: participant.name,
      is_yours: participant.isYours,
    })),
    startedById: conversation.startedById,
    messageCount: conversation.messageCount,
    lastReadNumber: Math.min(conversation.lastReadNumber, conversation.messageCount),
    unreadCount: Math.max(conversation.messageCount - conversation.lastReadNumber, 0),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    lastMessage: latest
      ? {
          id: latest.id,
          number: latest.number,
          preview: preview(latest.body),
          sender_name: latest.senderName,
          participant_id: latest.senderParticipantId,
          created_at: latest.createdAt.toISOString(),
        }
      : null,
    createdAt: conversation.createdAt.toISOString(),
  });
}

/**
 * A message: its number in the conversation, plain text, who wrote it for
 * which side (`participant_id`), and its files with links that work for an
 * hour or two (`url`, signed: private files have no public address).
 */
export function serializeMessage(message: MessageView, secretKey: string): ResourceObject {
  return resource('conversation_messages', message.id, {
    conversationId: message.conversationId,
    number: message.number,
    body: message.body,
    senderId: message.senderId,
    senderName: message.senderName,
    participantId: message.senderParticipantId,
    attachments: message.attachments.map((file) => ({
      id: file.id,
      name: file.originalName,
      content_type: file.contentType,
      byte_size: file.byteSize,
      width: file.width,
      height: file.height,
      url: signedUploadUrl(secretKey, file.tenantId, file.storedName),
    })),
    createdAt: message.createdAt.toISOString(),
  });
}
