import { and, eq, inArray } from 'drizzle-orm';
import type { UploadUsageReader } from '../uploads/uploads.usage';
import { attachedUploads } from './conversations.views';

/** A message's attachment is private: its use names the message, never the conversation's words. */
export const attachmentUploadUses: UploadUsageReader = async (tx, tenantId, uploads) => {
  const byId = new Map(uploads.map((upload) => [upload.id, upload.url]));
  const rows = await tx
    .select()
    .from(attachedUploads)
    .where(
      and(
        eq(attachedUploads.tenantId, tenantId),
        inArray(attachedUploads.uploadId, [...byId.keys()]),
      ),
    );
  return rows.map((attachment) => ({
    url: byId.get(attachment.uploadId) as string,
    kind: 'conversation_message' as const,
    id: attachment.messageId,
    title: '',
  }));
};
