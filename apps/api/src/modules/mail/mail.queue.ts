import type { FastifyRequest } from 'fastify';
import type { Locale } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { queueJob } from '../jobs/jobs.queue';
import { composeMail, type TemplatedMail } from './compose';
import type { MailMessage, Mailer } from './mailer';

/** The job that sends one composed mail. */
export const MAIL_SEND_JOB = 'mail.send';

export type MailJobPayload = { tenantId: string; message: MailMessage };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set when the request queued a job, so the worker is woken once the answer has gone (and the job is committed). */
    queuedJobs: boolean;
  }
}

/**
 * Mail to anyone but the signed-in user is allowed only on a request that was
 * charged against the "mails others" limits, i.e. on a route that declares
 * `config.mailsOthers` (rate-limits/mail-limits.plugin.ts). A route that
 * forgets the declaration fails on its first mail, in its first test, instead
 * of mailing strangers without a limit.
 */
function assertMayMail(request: FastifyRequest, to: string): void {
  if (request.mailsOthersCharged) return;
  if (request.currentUser && request.currentUser.email.trim().toLowerCase() === to.trim().toLowerCase()) return;
  throw new Error(
    `${request.method} ${request.routeOptions.url ?? request.url} mails an address other than the caller's own but does not declare config.mailsOthers`,
  );
}

/**
 * Queues a composed mail in the request's tenant transaction: it is sent by
 * the job worker once the change it reports has committed, and retried when
 * the mail server fails.
 */
export async function queueMail(request: FastifyRequest, tx: Tx, message: MailMessage): Promise<void> {
  assertMayMail(request, message.to);
  await queueJob(tx, MAIL_SEND_JOB, { tenantId: request.tenant.id, message } satisfies MailJobPayload);
  request.queuedJobs = true;
}

/** What queuing a mail needs: the request it answers (its tenant and mail limits) and that request's tenant transaction. */
export type MailContext = { request: FastifyRequest; tx: Tx };

/** Who a templated mail goes to: the address, the first name it greets and the language it is written in. */
export type MailRecipient = { email: string; firstName: string | null; locale: Locale };

/** Queues a templated mail to one recipient, in their language and greeting them by first name. */
export function mailRecipient(
  { request, tx }: MailContext,
  recipient: MailRecipient,
  mail: Omit<TemplatedMail, 'to' | 'locale' | 'recipientName'>,
): Promise<void> {
  return queueMail(request, tx, composeMail({ ...mail, to: recipient.email, locale: recipient.locale, recipientName: recipient.firstName }));
}

function isMailJobPayload(payload: Record<string, unknown>): payload is MailJobPayload {
  const message = payload.message as Partial<MailMessage> | undefined;
  return typeof message?.to === 'string' && typeof message.subject === 'string' && typeof message.text === 'string';
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
