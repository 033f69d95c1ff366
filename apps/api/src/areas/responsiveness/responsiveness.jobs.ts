import {
  CENTER_ALERT_DAYS,
  ORGANIZATION_REMINDER_DAYS,
  RESPONSE_TIME_MINIMUM,
  RESPONSE_TIME_SAMPLE,
  type MatchCheckQuestion,
  type MatchCheckSide,
} from '@platform/contracts';
import type { RequestContext, TenantContextRunner } from '../../platform/http/request-context';
import { randomToken, tokenDigest } from '../../platform/secrets/tokens';
import { mailRecipient, type MailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { listRoleRecipients } from '../../identity/users/users.data';
import {
  contactRecipients,
  listAcceptedBetween,
  listRecentAnswerTimes,
  listUnansweredApplications,
  type ApplicationRow,
} from '../applications/applications.data';
import { findVacancy } from '../vacancies/vacancies.data';
import { saveResponseTimes, takeMatchCheck, takeReminder } from './responsiveness.repository';

// The responsiveness job (issue 29): reminders about unanswered applications, the questions
// after an acceptance and each organisation's response time. Every step takes its row
// before it sends, so a second run (a restart, another worker) sends nothing twice.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A step catches up on what it missed for this long (an outage), and leaves older cases alone (no flood when it starts). */
const CATCH_UP_DAYS = 7;
/** Days after an acceptance the questions are asked. */
export const MATCH_CHECK_AFTER_DAYS: Record<MatchCheckQuestion, number> = { working_out: 14, still_volunteering: 90 };
/** How long a question's one-click link works. */
export const MATCH_CHECK_LIFESPAN_MS = 30 * DAY_MS;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const waitedDays = (application: ApplicationRow, now: Date) => Math.floor((now.getTime() - application.createdAt.getTime()) / DAY_MS);

/** The applicant as a mail recipient, in the language they applied in. */
const applicant = (application: ApplicationRow): MailRecipient => ({
  email: application.email,
  firstName: application.firstName,
  locale: application.locale === 'en' ? 'en' : 'nl',
});

async function organizationName(context: RequestContext, organizationId: string): Promise<string> {
  return (await findOrganization(context.tx, context.tenant.id, organizationId))?.name ?? '';
}

/** After 7 days unanswered: the organisation's contacts, in the app and (as each chose) by mail. */
async function remindOrganizations(context: RequestContext, now: Date): Promise<number> {
  const { tx, tenant } = context;
  const due = await listUnansweredApplications(tx, tenant.id, {
    appliedBefore: daysBefore(now, ORGANIZATION_REMINDER_DAYS),
    appliedAfter: daysBefore(now, ORGANIZATION_REMINDER_DAYS + CATCH_UP_DAYS),
  });
  let sent = 0;
  for (const application of due) {
    if (!(await takeReminder(tx, tenant.id, application.id, 'organization', application.createdAt))) continue;
    const vacancy = await findVacancy(tx, tenant.id, application.vacancyId);
    if (!vacancy) continue;
    const path = `/applications/${application.id}`;
    const recipients = await notifyRecipients(
      context,
      {
        kind: 'application_waiting',
        subject: { type: 'applications', id: application.id },
        data: { applicant: application.name ?? '', vacancy: application.vacancyTitle },
        link: { app: 'portal', path },
      },
      await contactRecipients(context, vacancy),
    );
    const values = {
      applicant: application.name ?? '',
      vacancy: application.vacancyTitle,
      organization: await organizationName(context, application.organizationId),
      days: waitedDays(application, now),
      link: await siteUrl(context, application.volunteerCenterId, 'portal', path),
    };
    for (const recipient of recipients) {
      await mailRecipient(context, recipient, { volunteerCenterId: application.volunteerCenterId, template: 'application_waiting', values });
    }
    sent += 1;
  }
  return sent;
}

/** After 14 days unanswered: the centre's superusers (else the tenant's admins), once per organisation and run. */
async function alertCenters(context: RequestContext, now: Date): Promise<number> {
  const { tx, tenant } = context;
  const due = await listUnansweredApplications(tx, tenant.id, {
    appliedBefore: daysBefore(now, CENTER_ALERT_DAYS),
    appliedAfter: daysBefore(now, CENTER_ALERT_DAYS + CATCH_UP_DAYS),
  });
  const groups = new Map<string, ApplicationRow[]>();
  for (const application of due) {
    if (!(await takeReminder(tx, tenant.id, application.id, 'center', application.createdAt))) continue;
    const key = `${application.volunteerCenterId}:${application.organizationId}`;
    groups.set(key, [...(groups.get(key) ?? []), application]);
  }
  for (const [first, ...others] of groups.values()) {
    const { volunteerCenterId, organizationId } = first!;
    const superusers = await listRoleRecipients(tx, tenant.id, 'center_superuser', volunteerCenterId);
    const staff = superusers.length > 0 ? superusers : await listRoleRecipients(tx, tenant.id, 'admin');
    const organization = await organizationName(context, organizationId);
    const count = others.length + 1;
    const path = '/applications/waiting';
    const recipients = await notifyRecipients(
      context,
      { kind: 'applications_waiting_center', subject: { type: 'organizations', id: organizationId }, data: { organization, count: String(count) }, link: { app: 'portal', path } },
      staff,
    );
    const link = await siteUrl(context, volunteerCenterId, 'portal', path);
    for (const recipient of recipients) {
      await mailRecipient(context, recipient, { volunteerCenterId, template: 'applications_waiting_center', values: { organization, count, days: CENTER_ALERT_DAYS, link } });
    }
  }
  return groups.size;
}

/** Asks one side one question about an accepted application, unless it was asked before. */
async function ask(context: RequestContext, application: ApplicationRow, question: MatchCheckQuestion, side: MatchCheckSide, now: Date): Promise<boolean> {
  const { tx, tenant } = context;
  const vacancy = await findVacancy(tx, tenant.id, application.vacancyId);
  if (!vacancy) return false;
  const organization = await organizationName(context, application.organizationId);
  const token = randomToken();
  const check = await takeMatchCheck(tx, {
    tenantId: tenant.id,
    applicationId: application.id,
    volunteerCenterId: application.volunteerCenterId,
    organizationId: application.organizationId,
    question,
    side,
    vacancyTitle: application.vacancyTitle,
    organizationName: organization,
    tokenDigest: tokenDigest(context.config.secretKey, token),
    expiresAt: new Date(now.getTime() + MATCH_CHECK_LIFESPAN_MS),
  });
  if (!check) return false;
  // The page asks before it answers: a link scanner's GET must not answer for them.
  const link = await siteUrl(context, application.volunteerCenterId, 'public_site', `/vraag?token=${encodeURIComponent(token)}`);
  const values = { vacancy: application.vacancyTitle, organization, volunteer: application.firstName ?? '', link };
  if (side === 'organization') {
    for (const recipient of await contactRecipients(context, vacancy)) {
      await mailRecipient(context, recipient, { volunteerCenterId: application.volunteerCenterId, template: 'match_check_organization', values });
    }
  } else {
    const template = question === 'working_out' ? 'match_check_volunteer' : 'retention_check';
    await mailRecipient(context, applicant(application), { volunteerCenterId: application.volunteerCenterId, template, values });
  }
  return true;
}

/** 14 days after an acceptance both sides are asked "is it working out?"; at 90 days the volunteer "still volunteering there?". */
async function askAfterAcceptance(context: RequestContext, now: Date): Promise<number> {
  let asked = 0;
  for (const question of ['working_out', 'still_volunteering'] as const) {
    const days = MATCH_CHECK_AFTER_DAYS[question];
    const accepted = await listAcceptedBetween(context.tx, context.tenant.id, daysBefore(now, days + CATCH_UP_DAYS), daysBefore(now, days));
    const sides: MatchCheckSide[] = question === 'working_out' ? ['volunteer', 'organization'] : ['volunteer'];
    for (const application of accepted) {
      // Someone who deleted their account is asked nothing; nor is their organisation about them.
      if (application.anonymisedAt) continue;
      for (const side of sides) if (await ask(context, application, question, side, now)) asked += 1;
    }
  }
  return asked;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each organisation's "usually responds within N days": the median of its last 20 answered applications, whole days up (at least 1). */
async function refreshResponseTimes(context: RequestContext): Promise<number> {
  const times = await listRecentAnswerTimes(context.tx, context.tenant.id, RESPONSE_TIME_SAMPLE);
  const figures = [...times].map(([organizationId, waited]) => ({
    organizationId,
    answeredCount: waited.length,
    medianDays: waited.length < RESPONSE_TIME_MINIMUM ? null : Math.max(1, Math.ceil(median(waited) / DAY_MS)),
  }));
  await saveResponseTimes(context.tx, context.tenant.id, figures);
  return figures.length;
}

export type ResponsivenessOutcome = { organizationReminders: number; centerAlerts: number; questions: number; figures: number };

/** The `responsiveness.run` job, for every tenant: each step in a transaction of its own. */
export async function runResponsivenessJob(
  tenantIds: readonly string[],
  inTenant: TenantContextRunner,
  now = new Date(),
): Promise<ResponsivenessOutcome> {
  const outcome: ResponsivenessOutcome = { organizationReminders: 0, centerAlerts: 0, questions: 0, figures: 0 };
  const action = 'job responsiveness.run';
  for (const tenantId of tenantIds) {
    outcome.organizationReminders += await inTenant(tenantId, action, (context) => remindOrganizations(context, now));
    outcome.centerAlerts += await inTenant(tenantId, action, (context) => alertCenters(context, now));
    outcome.questions += await inTenant(tenantId, action, (context) => askAfterAcceptance(context, now));
    outcome.figures += await inTenant(tenantId, action, (context) => refreshResponseTimes(context));
  }
  return outcome;
}
