import * as v from 'valibot';
import { CONVERSATION_PARTY_TYPES } from '../conversations';
import { nullableString, timestamp } from './shared';

const nullableInteger = v.nullable(v.pipe(v.number(), v.integer()));

/** A conversation as a participant reads it (`is_yours`: the reader takes part through that participant). */
export const conversationAttributes = v.strictObject({
  subject: v.string(),
  aboutType: v.nullable(v.picklist(['application', 'vacancy'])),
  applicationId: nullableString,
  vacancyId: nullableString,
  aboutTitle: nullableString,
  participants: v.array(
    v.strictObject({
      id: v.string(),
      type: v.picklist(CONVERSATION_PARTY_TYPES),
      party_id: nullableString,
      name: v.string(),
      is_yours: v.boolean(),
    }),
  ),
  startedById: nullableString,
  messageCount: v.number(),
  lastReadNumber: v.number(),
  unreadCount: v.number(),
  lastMessageAt: timestamp,
  lastMessage: v.nullable(
    v.strictObject({
      id: v.string(),
      number: v.number(),
      preview: v.string(),
      sender_name: nullableString,
      participant_id: nullableString,
      created_at: timestamp,
    }),
  ),
  createdAt: timestamp,
});

/** A message; its files' `url`s are signed links that work for an hour or two. */
export const conversationMessageAttributes = v.strictObject({
  conversationId: v.string(),
  number: v.number(),
  body: v.string(),
  senderId: nullableString,
  senderName: nullableString,
  participantId: nullableString,
  attachments: v.array(
    v.strictObject({
      id: v.string(),
      name: nullableString,
      content_type: v.string(),
      byte_size: v.number(),
      width: nullableInteger,
      height: nullableInteger,
      url: v.string(),
    }),
  ),
  createdAt: timestamp,
});
