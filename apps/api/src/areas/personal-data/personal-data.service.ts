import { accountDeletionSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { translate } from '../../platform/i18n/messages';
import { requireUser } from '../../identity/access/access';
import { requireCurrentPassword } from '../../identity/auth/credentials';
import { mayChangeCredentials } from '../../identity/users/users.policy';
import { findUserById } from '../../identity/users/users.data';
import type { RemovedFile } from '../uploads/uploads.personal-data';
import { personalDataJson } from './personal-data.archive';
import { collectPersonalData, type ArchivedFile } from './personal-data.collect';
import { eraseAccount } from './personal-data.erase';
import { personalDataHtml } from './personal-data.html';

/** An admin acting as someone (sign_in_as_user) may not delete that person's account, nor export it. */
function requireOwnSession(context: RequestContext) {
  const actor = requireUser(context);
  if (!mayChangeCredentials(actor))
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.impersonating' });
  return actor;
}

/** The signed-in user's own data: data.json, index.html and the files to put in the archive. */
export async function exportOwnData(
  context: RequestContext,
): Promise<{ json: string; html: string; files: ArchivedFile[]; fileName: string }> {
  const actor = requireOwnSession(context);
  const { data, files } = await collectPersonalData(context, actor);
  const day = data.exportedAt.toISOString().slice(0, 10);
  return {
    json: personalDataJson(data),
    html: personalDataHtml(data, context.locale, context.tenant.appName),
    files,
    fileName: `${translate(context.locale, 'personal_data.file_name')}-${day}.zip`,
  };
}

/**
 * Deletes the signed-in user's account after checking their password
 * (422 on `current_password`, nothing changed); returns the files to remove.
 */
export async function deleteOwnAccount(
  context: RequestContext,
  body: unknown,
): Promise<RemovedFile[]> {
  const actor = requireOwnSession(context);
  const user = await findUserById(context.tx, context.tenant.id, actor.id);
  if (!user) throw new ApiError('UNAUTHENTICATED');
  const input = parseResourceDocument(body, { type: 'users', schema: accountDeletionSchema });
  await requireCurrentPassword(user, input.currentPassword, '/data/attributes/current_password');
  return eraseAccount(context, user, actor, 'self');
}
