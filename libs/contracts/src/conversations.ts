import * as v from 'valibot';
import { pure } from './pure';

/** Longest subject of a conversation. */
export const CONVERSATION_SUBJECT_MAX = 200;
/** Longest message (plain text; line breaks kept). */
export const MESSAGE_BODY_MAX = 5000;
/** Most files one message carries. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Most ids in one `filter[application_id]` or `filter[vacancy_id]` of the conversation list (a page of a volunteer's applications). */
export const CONVERSATION_FILTER_IDS_MAX = 100;

/**
 * Who takes part in a conversation: a person, an organisation (all its
 * members, so a colleague can take over) or a volunteer centre (its staff).
 */
export const CONVERSATION_PARTY_TYPES = ['user', 'organization', 'volunteer_center'] as const;
export type ConversationPartyType = (typeof CONVERSATION_PARTY_TYPES)[number];

/** What a conversation may be about. */
export const CONVERSATION_ABOUT_TYPES = ['application', 'vacancy'] as const;
export type ConversationAboutType = (typeof CONVERSATION_ABOUT_TYPES)[number];

const uuid = v.pipe(v.string(), v.uuid());
const subject = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CONVERSATION_SUBJECT_MAX));
const body = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MESSAGE_BODY_MAX)), '');
const attachmentIds = v.optional(v.pipe(v.array(uuid), v.maxLength(MESSAGE_ATTACHMENTS_MAX)), []);

/** A message needs words or at least one file. */
function hasContent(input: { body: string; attachmentIds: string[] }): boolean {
  return input.body.length > 0 || input.attachmentIds.length > 0;
}

/**
 * A message (`POST /conversations/{id}/messages`): plain text, and the ids
 * of files the sender uploaded with purpose `attachment` (images and PDF).
 */
export const messageCreateSchema = /* @__PURE__ */ pure(() =>
  v.pipe(
    v.object({ body, attachmentIds }),
    v.forward(v.partialCheck([['body'], ['attachmentIds']], hasContent), ['body']),
  ),
);
export type MessageCreateInput = v.InferOutput<typeof messageCreateSchema>;

/**
 * Starting a conversation (`POST /conversations`): its subject and first
 * message, the other party (`recipient_type`, `recipient_id`), and what it
 * is about (an application or a vacancy, optional). docs/api.md says who may
 * start which.
 */
export const conversationCreateSchema = /* @__PURE__ */ pure(() =>
  v.pipe(
    v.object({
      subject,
      body,
      attachmentIds,
      recipientType: v.picklist(CONVERSATION_PARTY_TYPES),
      recipientId: v.optional(v.nullable(uuid)),
      applicationId: v.optional(v.nullable(uuid)),
      vacancyId: v.optional(v.nullable(uuid)),
    }),
    v.forward(v.partialCheck([['body'], ['attachmentIds']], hasContent), ['body']),
  ),
);
export type ConversationCreateInput = v.InferOutput<typeof conversationCreateSchema>;

/**
 * What a person fills in to start a conversation in either app: a subject
 * and a first message (the API's `conversationCreateSchema` also takes files
 * and says with whom).
 */
export const conversationStartFormSchema = /* @__PURE__ */ pure(() =>
  v.object({ subject, body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MESSAGE_BODY_MAX)) }),
);
export type ConversationStartFormInput = v.InferOutput<typeof conversationStartFormSchema>;

/** What a message may carry, as the API recognises them by their bytes (docs/api.md, "Uploads"). */
export const ATTACHMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;

/** Marking read (`PUT /conversations/{id}/read`): up to a message, or (without one) up to the newest. */
export const conversationReadSchema = /* @__PURE__ */ pure(() =>
  v.object({ messageId: v.optional(v.nullable(uuid)) }),
);

/**
 * What the live stream (`GET /api/v1/events`) tells a signed-in user: it is
 * open (`ready`), a conversation of theirs changed (a new message: its id),
 * their notifications changed, or "refetch everything" (`resync`, after the
 * server may have missed events). Ids only: the client reads the rest through
 * the normal endpoints.
 */
export const LIVE_EVENT_TYPES = ['ready', 'conversation', 'notifications', 'resync'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
