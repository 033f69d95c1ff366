import type { RequestContext } from '../http/request-context';
import { queueJob } from '../jobs/jobs.queue';
import type { MailMessage, Mailer } from './mailer';

/** The job that sends one composed mail. */
export const MAIL_SEND_JOB = 'mail.send';

export type MailJobPayload = { tenantId: string; message: MailMessage };

/**
 * Mail to anyone but the signed-in user is allowed only on a request that was
 * charged against the "mails others" limits, i.e. on a route that declares
 * `config.mailsOthers` (rate-limits/mail-limits.plugin.ts). A route that
 * forgets the declaration fails on its first mail, in its first test, instead
 * of mailing strangers without a limit.
 */
function assertMayMail({ mayMailOthers, user, action }: RequestContext, to: string): void {
  if (mayMailOthers) return;
  if (user && user.email.trim().toLowerCase() === to.trim().toLowerCase()) return;
  throw new Error(`${action} mails an address other than the caller's own but does not declare config.mailsOthers`);
}

/**
 * Queues a composed mail in the request's tenant transaction: it is sent by
 * the job worker once the change it reports has committed, and retried when
 * the mail server fails.
 */
export async function queueMail(context: RequestContext, message: MailMessage): Promise<void> {
  assertMayMail(context, message.to);
  await queueJob(context.tx, MAIL_SEND_JOB, { tenantId: context.tenant.id, message } satisfies MailJobPayload);
  context.effects.jobsQueued = true;
}

function isMailJobPayload(payload: Record<string, unknown>): payload is MailJobPayload {
  const message = payload.message as Partial<MailMessage> | undefined;
  return (
    typeof message?.to === 'string' &&
    typeof message.subject === 'string' &&
    typeof message.text === 'string' &&
    (message.html === undefined || typeof message.html === 'string')
  );
}

/**
 * Sends the mail of a `mail.send` job. What is kept afterwards is only who got
 * which subject: the text may hold a single-use link that must not outlive the
 * sending in the database.
 */
export async function sendQueuedMail(payload: Record<string, unknown>, mailer: Mailer | undefined): Promise<Record<string, unknown>> {
  if (!mailer) throw new Error('The job worker has no mailer');
  if (!isMailJobPayload(payload)) throw new Error('A mail.send job needs message.to, message.subject and message.text');
  await mailer.send(payload.message);
  return { tenantId: payload.tenantId, to: payload.message.to, subject: payload.message.subject };
}
