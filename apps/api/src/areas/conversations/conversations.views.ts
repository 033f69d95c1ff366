import { viewBuilder } from '../../platform/db/views';
import { conversationAttachments } from './conversations.tables';

/** Which uploads messages carry, for other modules' queries (uploads: an attached file is in use). */
export const attachedUploads = viewBuilder
  .select({
    tenantId: conversationAttachments.tenantId,
    uploadId: conversationAttachments.uploadId,
    messageId: conversationAttachments.messageId,
  })
  .from(conversationAttachments)
  .as('conversation_attachments');
