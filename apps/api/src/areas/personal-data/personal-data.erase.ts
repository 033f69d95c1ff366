import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { clearFailures, deleteTokensOfUser } from '../../identity/auth/auth.data';
import type { CurrentUser } from '../../identity/access/access';
import { eraseNotificationsOfUser } from '../../identity/notifications/notifications.personal-data';
import { removeMembershipsOfUser } from '../../identity/organizations/organizations.personal-data';
import { anonymiseUser } from '../../identity/users/users.personal-data';
import { anonymiseApplicationsOfUser } from '../applications/applications.personal-data';
import { forgetReaderOfConversations } from '../conversations/conversations.personal-data';
import { eraseDigestChoicesOfUser } from '../digests/digests.personal-data';
import { eraseFormAnswersOfUser } from '../forms/forms.personal-data';
import { eraseOneToOneDataOfUser } from '../one-to-one/one-to-one.personal-data';
import { removeAttachmentsUploadedBy, type RemovedFile } from '../uploads/uploads.personal-data';
import { erasePoolDataOfUser } from '../volunteer-pool/volunteer-pool.personal-data';

/** Who deleted an account: the person, or staff on their request (by role, not by name). */
export type DeletedBy = 'self' | 'admin' | 'center_superuser';

/**
 * Deletes an account everywhere in the caller's transaction (docs/decisions.md,
 * issue 28): what is the person's alone is erased, what others keep (the
 * organisation's applications, the other side of a conversation) is kept
 * without the person, the account row is anonymised, every session ends.
 * Returns the stored files to remove once the transaction has committed.
 */
export async function eraseAccount(
  context: RequestContext,
  user: { id: string; email: string },
  actor: CurrentUser,
  by: DeletedBy,
): Promise<RemovedFile[]> {
  const { tx } = context;
  const tenantId = context.tenant.id;
  const files = await removeAttachmentsUploadedBy(tx, tenantId, user.id);
  await forgetReaderOfConversations(tx, tenantId, user.id);
  await erasePoolDataOfUser(tx, tenantId, user.id);
  await eraseOneToOneDataOfUser(tx, tenantId, user.id);
  const applicationsKept = await anonymiseApplicationsOfUser(tx, tenantId, user);
  const formAnswersErased = await eraseFormAnswersOfUser(tx, tenantId, user.id);
  await eraseNotificationsOfUser(tx, tenantId, user.id);
  await eraseDigestChoicesOfUser(tx, tenantId, user.id);
  await removeMembershipsOfUser(tx, tenantId, user.id);
  await anonymiseUser(tx, tenantId, user.id);
  await deleteTokensOfUser(tx, tenantId, user.id);
  await clearFailures(tx, tenantId, user.email.toLowerCase());
  // Counts and who asked, never what was erased: the audit trail outlives the person.
  await recordAuditEvent(context, {
    action: 'user.deleted',
    actorUserId: actor.id,
    subjectType: 'users',
    subjectId: user.id,
    data: {
      by,
      applications_kept: applicationsKept,
      form_answers_erased: formAnswersErased,
      files_removed: files.length,
    },
  });
  return files;
}
