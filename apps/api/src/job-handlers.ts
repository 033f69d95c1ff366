import { MAIL_SEND_JOB, sendQueuedMail } from './platform/mail/mail.queue';
import { PASSWORD_RESET_JOB, passwordResetJob } from './identity/auth/auth.jobs';
import { sendDueDigests } from './areas/digests/digests.service';
import {
  mailUnreadMessages,
  NEW_MESSAGE_MAIL_JOB,
  newMessageMailPayload,
} from './areas/conversations/conversations.mails';
import { purgeExpiredSubmissions } from './areas/forms/forms.retention';
import type { JobHandler } from './platform/jobs/job-worker';
import { deleteCompletedJobs } from './platform/jobs/jobs.queue';
import { nextNightly, nextWholeHour, type RecurringJob } from './platform/jobs/jobs.schedule';
import { listTenantIds } from './identity/tenancy/tenancy.data';
import { purgeExpiredCounters } from './platform/rate-limits/rate-limits.service';
import { cleanupUnusedUploads } from './areas/uploads/uploads.service';
import { UPLOAD_USAGE_READERS } from './upload-usage';
import { expireVacanciesJob, purgeSearchChangesJob } from './areas/vacancies/vacancies.jobs';
import { runResponsivenessJob } from './areas/responsiveness/responsiveness.jobs';
import { purgePoolChangesJob } from './areas/volunteer-pool/volunteer-pool.search.jobs';
import { dailyFiguresJob } from './areas/analytics/analytics.figures';

// The jobs the API runs, given to the job worker by the composition root: the queue is platform
// and knows no product area, while the areas queue these jobs by name.

/** Completed jobs are kept this long for inspection, then deleted by `jobs.cleanup`. */
export const COMPLETED_JOB_RETENTION_MS = 7 * 86_400_000;

/** The handler of every job name the API knows. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  'vacancies.expire': async (_payload, { database, inTenant, log }) => {
    const expired = await expireVacanciesJob(database, inTenant);
    log?.info({ expired }, 'vacancies expired');
  },
  [MAIL_SEND_JOB]: (payload, { mailer }) => sendQueuedMail(payload, mailer),
  [PASSWORD_RESET_JOB]: (payload, { database }) => passwordResetJob(payload, database),
  'jobs.cleanup': async (_payload, { database, log }) => {
    const deleted = await deleteCompletedJobs(
      database.db,
      new Date(Date.now() - COMPLETED_JOB_RETENTION_MS),
    );
    log?.info({ deleted }, 'finished jobs deleted');
  },
  'vacancies.purge-search-changes': async (_payload, { database, log }) => {
    const deleted = await purgeSearchChangesJob(database);
    log?.info({ deleted }, 'search changes older than a day deleted');
  },
  'volunteer-pool.purge-changes': async (_payload, { database, log }) => {
    const deleted = await purgePoolChangesJob(database);
    log?.info({ deleted }, 'pool changes older than a day deleted');
  },
  'uploads.cleanup': async (_payload, { database, inTenant, uploads, log }) => {
    if (!uploads)
      throw new Error(
        'This job worker was made without the uploads folder, so it cannot clean it up',
      );
    const removed = await cleanupUnusedUploads(database, inTenant, uploads, UPLOAD_USAGE_READERS);
    log?.info({ removed }, 'unused uploads older than a day deleted');
  },
  'forms.retention': async (_payload, { database, inTenant, log }) => {
    const deleted = await purgeExpiredSubmissions(await listTenantIds(database.db), inTenant);
    log?.info({ deleted }, 'form submissions past their retention period deleted');
  },
  'digests.send': async (_payload, { database, inTenant, log }) => {
    const outcome = await sendDueDigests(await listTenantIds(database.db), inTenant);
    log?.info(outcome, 'periodic mails sent');
  },
  [NEW_MESSAGE_MAIL_JOB]: async (payload, { inTenant }) => {
    const job = newMessageMailPayload(payload);
    await inTenant(job.tenantId, `job ${NEW_MESSAGE_MAIL_JOB}`, (context) =>
      mailUnreadMessages(context, job),
    );
  },
  'responsiveness.run': async (_payload, { database, inTenant, log }) => {
    const outcome = await runResponsivenessJob(await listTenantIds(database.db), inTenant);
    log?.info(outcome, 'application reminders, questions after acceptance and response times done');
  },
  'analytics.daily-figures': async (_payload, { database, inTenant, log }) => {
    const stored = await dailyFiguresJob(database, inTenant);
    log?.info({ stored }, 'analytics figures of the closed days stored');
  },
  'rate-limits.purge': async (_payload, { database, log }) => {
    const deleted = await purgeExpiredCounters(database.db);
    log?.info({ deleted }, 'ended rate-limit windows deleted');
  },
};

/** The jobs that run again and again, each kept queued for its next run. */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  { name: 'vacancies.expire', next: nextWholeHour },
  { name: 'jobs.cleanup', next: nextNightly },
  { name: 'uploads.cleanup', next: nextNightly },
  { name: 'forms.retention', next: nextNightly },
  { name: 'digests.send', next: nextWholeHour },
  { name: 'rate-limits.purge', next: nextWholeHour },
  { name: 'responsiveness.run', next: nextWholeHour },
  { name: 'vacancies.purge-search-changes', next: nextWholeHour },
  { name: 'volunteer-pool.purge-changes', next: nextWholeHour },
  { name: 'analytics.daily-figures', next: nextWholeHour },
];
