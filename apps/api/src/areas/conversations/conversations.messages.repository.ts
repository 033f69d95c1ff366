import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { uploadFiles, type UploadFile } from '../uploads/uploads.views';
import { userDirectory } from '../../identity/users/users.views';
import { conversationAttachments, conversationMessages, conversations } from './conversations.tables';

// A conversation's messages and their files: numbered as they come, read in pages by number.

export type MessageRow = typeof conversationMessages.$inferSelect;

/** Adds the next message: the conversation's count goes up under its row lock, and that is the message's number. */
export async function appendMessage(
  tx: Tx,
  values: { tenantId: string; conversationId: string; senderId: string | null; senderParticipantId: string; body: string },
): Promise<MessageRow> {
  const [counted] = await tx
    .update(conversations)
    .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: sql`now()` })
    .where(and(eq(conversations.tenantId, values.tenantId), eq(conversations.id, values.conversationId)))
    .returning({ number: conversations.messageCount });
  const [message] = await tx
    .insert(conversationMessages)
    .values({ ...values, number: counted!.number })
    .returning();
  return message!;
}

export async function insertAttachments(tx: Tx, tenantId: string, messageId: string, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await tx
    .insert(conversationAttachments)
    .values(uploadIds.map((uploadId, position) => ({ tenantId, messageId, uploadId, position })));
}

/** Which of these uploads a message already carries. */
export async function listAttachedUploadIds(tx: Tx, tenantId: string, uploadIds: readonly string[]): Promise<string[]> {
  if (uploadIds.length === 0) return [];
  const rows = await tx
    .select({ uploadId: conversationAttachments.uploadId })
    .from(conversationAttachments)
    .where(and(eq(conversationAttachments.tenantId, tenantId), inArray(conversationAttachments.uploadId, [...uploadIds])));
  return rows.map((row) => row.uploadId);
}

/** A message with its sender's name. */
export type MessageWithSender = MessageRow & { senderName: string | null };

const messageColumns = {
  message: conversationMessages,
  firstName: userDirectory.firstName,
  lastName: userDirectory.lastName,
  email: userDirectory.email,
  deletedAt: userDirectory.deletedAt,
};

function withSenderName(row: { message: MessageRow; firstName: string | null; lastName: string | null; email: string | null; deletedAt: Date | null }): MessageWithSender {
  // A deleted account is anonymised: its messages stay, without a name.
  const name = row.email && !row.deletedAt ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email : null;
  return { ...row.message, senderName: name };
}

/**
 * Messages of a conversation, oldest first: the newest `size`, or those
 * before or after a number (a cursor that new messages do not shift).
 */
export async function listMessages(
  tx: Tx,
  tenantId: string,
  conversationId: string,
  { before, after, size }: { before?: number; after?: number; size: number },
): Promise<MessageWithSender[]> {
  const where = and(
    eq(conversationMessages.tenantId, tenantId),
    eq(conversationMessages.conversationId, conversationId),
    before !== undefined ? lt(conversationMessages.number, before) : undefined,
    after !== undefined ? gt(conversationMessages.number, after) : undefined,
  );
  const rows = await tx
    .select(messageColumns)
    .from(conversationMessages)
    .leftJoin(userDirectory, eq(userDirectory.id, conversationMessages.senderId))
    .where(where)
    .orderBy(after !== undefined ? asc(conversationMessages.number) : desc(conversationMessages.number))
    .limit(size);
  const messages = rows.map(withSenderName);
  return after !== undefined ? messages : messages.reverse();
}

/** The newest message of each of these conversations. */
export async function listLatestMessages(tx: Tx, tenantId: string, latest: readonly { id: string; messageCount: number }[]): Promise<MessageWithSender[]> {
  if (latest.length === 0) return [];
  const rows = await tx
    .select(messageColumns)
    .from(conversationMessages)
    .leftJoin(userDirectory, eq(userDirectory.id, conversationMessages.senderId))
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        or(
          ...latest.map((conversation) =>
            and(eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.number, conversation.messageCount)),
          ),
        ),
      ),
    );
  return rows.map(withSenderName);
}

export async function findMessage(tx: Tx, tenantId: string, conversationId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.tenantId, tenantId), eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, id)));
  return row;
}

/** An attachment as a message shows it. */
export type AttachmentFile = UploadFile & { originalName: string | null; messageId: string; position: number };

export async function listAttachments(tx: Tx, tenantId: string, messageIds: readonly string[]): Promise<AttachmentFile[]> {
  if (messageIds.length === 0) return [];
  const rows = await tx
    .select({
      id: uploadFiles.id,
      tenantId: uploadFiles.tenantId,
      storedName: uploadFiles.storedName,
      originalName: uploadFiles.originalName,
      contentType: uploadFiles.contentType,
      byteSize: uploadFiles.byteSize,
      width: uploadFiles.width,
      height: uploadFiles.height,
      messageId: conversationAttachments.messageId,
      position: conversationAttachments.position,
    })
    .from(conversationAttachments)
    .innerJoin(uploadFiles, eq(uploadFiles.id, conversationAttachments.uploadId))
    .where(and(eq(conversationAttachments.tenantId, tenantId), inArray(conversationAttachments.messageId, [...messageIds])))
    .orderBy(asc(conversationAttachments.position));
  return rows;
}

/** The first message after `number` that someone other than `userId` wrote. */
export async function findFirstMessageAfter(tx: Tx, tenantId: string, conversationId: string, number: number, userId: string): Promise<MessageWithSender | undefined> {
  const [row] = await tx
    .select(messageColumns)
    .from(conversationMessages)
    .leftJoin(userDirectory, eq(userDirectory.id, conversationMessages.senderId))
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        eq(conversationMessages.conversationId, conversationId),
        gt(conversationMessages.number, number),
        sql`${conversationMessages.senderId} is distinct from ${userId}`,
      ),
    )
    .orderBy(asc(conversationMessages.number))
    .limit(1);
  return row ? withSenderName(row) : undefined;
}

/** How many messages after `number` others than `userId` wrote. */
export async function countMessagesAfter(tx: Tx, tenantId: string, conversationId: string, number: number, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        eq(conversationMessages.conversationId, conversationId),
        gt(conversationMessages.number, number),
        sql`${conversationMessages.senderId} is distinct from ${userId}`,
      ),
    );
  return row?.n ?? 0;
}
