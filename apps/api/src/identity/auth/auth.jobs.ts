import type { Database } from '../../platform/db/database';
import type { RequestContext } from '../../platform/http/request-context';
import { queueJob } from '../../platform/jobs/jobs.queue';
import { MAIL_SEND_JOB, type MailJobPayload } from '../../platform/mail/mail.queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { findUserByEmail, updateUser } from '../users/users.data';

/** The job that decides whether a requested reset link is sent (to an account that exists and may have one). */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/** At most one reset mail a minute per account, so the form cannot be used to flood an inbox. */
const RESET_MAIL_INTERVAL_MS = 60_000;

export type PasswordResetPayload = { tenantId: string; email: string; tokenDigest: string; message: MailMessage };

export async function queuePasswordReset({ tx, effects }: Pick<RequestContext, 'tx' | 'effects'>, payload: PasswordResetPayload): Promise<void> {
  await queueJob(tx, PASSWORD_RESET_JOB, payload);
  effects.jobsQueued = true;
}

function isPasswordResetPayload(payload: Record<string, unknown>): payload is PasswordResetPayload {
  const message = payload.message as Partial<MailMessage> | undefined;
  return (
    typeof payload.tenantId === 'string' &&
    typeof payload.email === 'string' &&
    typeof payload.tokenDigest === 'string' &&
    typeof message?.to === 'string' &&
    typeof message.text === 'string'
  );
}

/**
 * Runs `auth.password_reset`: stores the token and queues the mail when the
 * address has an account that is not archived and got no reset mail within
 * the last minute; otherwise does nothing. Afterwards only whether it was sent
 * is kept, not the link.
 */
export async function passwordResetJob(payload: Record<string, unknown>, database: Database): Promise<Record<string, unknown>> {
  if (!isPasswordResetPayload(payload)) throw new Error('An auth.password_reset job needs tenantId, email, tokenDigest and message');
  const { tenantId, email, tokenDigest, message } = payload;
  const sent = await database.withTenant(tenantId, async (tx) => {
    const user = await findUserByEmail(tx, tenantId, email);
    const recentlySent = user?.resetPasswordSentAt && Date.now() - user.resetPasswordSentAt.getTime() < RESET_MAIL_INTERVAL_MS;
    if (!user || user.status === 'archived' || recentlySent) return false;
    await updateUser(tx, tenantId, user.id, { resetPasswordTokenDigest: tokenDigest, resetPasswordSentAt: new Date() });
    await queueJob(tx, MAIL_SEND_JOB, { tenantId, message } satisfies MailJobPayload);
    return true;
  });
  return { tenantId, sent };
}
