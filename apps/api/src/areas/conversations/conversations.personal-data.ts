import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { userDirectory } from '../../identity/users/users.views';
import { listAttachments, type AttachmentFile } from './conversations.messages.repository';
import {
  conversationMessages,
  conversationParticipants,
  conversationReads,
  conversations,
} from './conversations.tables';

// The conversations module's part of a person's own data (issue 28).

export type ConversationExport = {
  id: string;
  subject: string;
  createdAt: Date;
  messages: {
    id: string;
    number: number;
    mine: boolean;
    senderName: string | null;
    body: string;
    createdAt: Date;
    attachments: AttachmentFile[];
  }[];
};

/**
 * The conversations the user takes part in as a person, or wrote in for an
 * organisation or centre, each with all its messages and their files (the
 * rows; the caller reads the files).
 */
export async function conversationsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<ConversationExport[]> {
  const asPerson = tx
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.tenantId, tenantId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  const asWriter = tx
    .select({ id: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.tenantId, tenantId), eq(conversationMessages.senderId, userId)),
    );
  const rows = await tx
    .select({
      id: conversations.id,
      subject: conversations.subject,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        or(inArray(conversations.id, asPerson), inArray(conversations.id, asWriter)),
      ),
    )
    .orderBy(asc(conversations.createdAt));
  if (rows.length === 0) return [];
  const messages = await tx
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      number: conversationMessages.number,
      senderId: conversationMessages.senderId,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      deletedAt: userDirectory.deletedAt,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(userDirectory, eq(userDirectory.id, conversationMessages.senderId))
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        inArray(
          conversationMessages.conversationId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(conversationMessages.number));
  const attachments = await listAttachments(
    tx,
    tenantId,
    messages.map((m) => m.id),
  );
  return rows.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((m) => m.conversationId === conversation.id)
      .map((m) => ({
        id: m.id,
        number: m.number,
        mine: m.senderId === userId,
        senderName: m.deletedAt
          ? null
          : [m.firstName, m.lastName].filter(Boolean).join(' ') || null,
        body: m.body,
        createdAt: m.createdAt,
        attachments: attachments.filter((a) => a.messageId === m.id),
      })),
  }));
}

/**
 * What deleting an account does to conversations: the other side keeps the
 * thread, whose messages by the user then show as written by a deleted user
 * (the sender's account is anonymised); the user's read marks go. Their
 * files are removed by the uploads module.
 */
export async function forgetReaderOfConversations(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(conversationReads)
    .where(and(eq(conversationReads.tenantId, tenantId), eq(conversationReads.userId, userId)));
}
