import type { RequestContext } from '../../platform/http/request-context';
import { mailRecipient, type MailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { findOrganization, listMemberRecipients } from '../../identity/organizations/organizations.data';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { findPublishedExpiringUnnoticed, updateVacancy, type VacancyRow } from './vacancies.repository';

/** How long before its expiry date a vacancy's organisation is told. */
export const EXPIRY_NOTICE_MS = 7 * 24 * 60 * 60 * 1000;

/** The organisation's members, else the vacancy's contact address: who keeps the vacancy up to date. */
async function keepersOf(context: RequestContext, vacancy: VacancyRow): Promise<MailRecipient[]> {
  const members = await listMemberRecipients(context.tx, context.tenant.id, vacancy.organizationId);
  if (members.length > 0 || !vacancy.contactEmail) return members;
  return [{ email: vacancy.contactEmail, firstName: vacancy.contactPerson, locale: 'nl' }];
}

/**
 * Tells the organisation of each published vacancy that expires within a week
 * (once per expiry date: a new date earns a new notice), in the app and, as
 * each chose, by e-mail, with a link to extend it. Part of the hourly
 * `vacancies.expire` job; returns the vacancies noticed.
 */
export async function noticeExpiringVacancies(context: RequestContext, now = new Date()): Promise<VacancyRow[]> {
  const tenantId = context.tenant.id;
  const expiring = await findPublishedExpiringUnnoticed(context.tx, tenantId, now, new Date(now.getTime() + EXPIRY_NOTICE_MS));
  for (const vacancy of expiring) {
    await updateVacancy(context.tx, tenantId, vacancy.id, { expiryNoticeAt: now });
    const organization = await findOrganization(context.tx, tenantId, vacancy.organizationId);
    const path = `/vacancies/${vacancy.id}/edit`;
    const recipients = await notifyRecipients(
      context,
      {
        kind: 'vacancy_expiring',
        subject: { type: 'vacancies', id: vacancy.id },
        data: { vacancy: vacancy.title, expires_at: vacancy.expiresAt!.toISOString() },
        link: { app: 'portal', path },
      },
      await keepersOf(context, vacancy),
    );
    const link = await siteUrl(context, vacancy.volunteerCenterId, 'portal', path);
    for (const recipient of recipients) {
      const date = vacancy.expiresAt!.toLocaleDateString(recipient.locale === 'en' ? 'en-GB' : 'nl-NL', {
        timeZone: 'Europe/Amsterdam',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      await mailRecipient(context, recipient, {
        volunteerCenterId: vacancy.volunteerCenterId,
        template: 'vacancy_expiring',
        values: { vacancy: vacancy.title, organization: organization?.name ?? '', date, link },
      });
    }
  }
  return expiring;
}
