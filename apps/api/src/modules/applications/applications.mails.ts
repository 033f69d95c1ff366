import type { Locale } from '@platform/contracts';
import { translate } from '../../i18n/messages';
import { composeMail } from '../mail/compose';
import { queueMail } from '../mail/mail.queue';
import type { ServiceContext } from '../organizations/organizations.service';
import { siteUrl } from '../tenancy/tenancy.plugin';
import type { VacancyRow } from '../vacancies/vacancies.repository';
import { listOrganizationRecipients, type ApplicationRow, type MailRecipient } from './applications.repository';

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : 'nl');

/** What every application mail mentions. */
export type ApplicationMailContext = {
  application: Omit<ApplicationRow, 'organizationId'>;
  vacancy: VacancyRow;
  organizationName: string;
  centerName: string;
};

/**
 * Who is told about a new application: the vacancy's contact e-mail, else the
 * organisation's active members (in their own language). A contact address
 * without an account gets Dutch, the platform's language.
 */
async function contactRecipients({ request, tx }: ServiceContext, vacancy: VacancyRow): Promise<MailRecipient[]> {
  if (vacancy.contactEmail) return [{ email: vacancy.contactEmail, firstName: vacancy.contactPerson, locale: 'nl' }];
  return listOrganizationRecipients(tx, request.tenant.id, vacancy.organizationId);
}

/** Queues the mails of a new (or re-sent) application: one to each contact, a confirmation to the applicant. */
export async function queueApplicationReceivedMails(context: ServiceContext, mail: ApplicationMailContext): Promise<void> {
  const { request, tx } = context;
  const { application, vacancy, organizationName, centerName } = mail;
  const portalLink = await siteUrl(request, vacancy.volunteerCenterId, 'portal', `/applications/${application.id}`);
  for (const recipient of await contactRecipients(context, vacancy)) {
    const locale = recipient.locale;
    await queueMail(
      request,
      tx,
      composeMail({
        to: recipient.email,
        locale,
        recipientName: recipient.firstName,
        centerName,
        subject: 'mail.application_received.subject',
        body: 'mail.application_received.body',
        params: {
          applicant: application.name,
          vacancy: application.vacancyTitle,
          organization: organizationName,
          email: application.email,
          phone: application.phoneNumber || translate(locale, 'mail.application_received.no_phone'),
          message: application.message || translate(locale, 'mail.application_received.no_message'),
          link: portalLink,
        },
      }),
    );
  }
  await queueMail(
    request,
    tx,
    composeMail({
      to: application.email,
      locale: asLocale(application.locale),
      recipientName: application.firstName,
      centerName,
      subject: 'mail.application_confirmation.subject',
      body: 'mail.application_confirmation.body',
      params: {
        vacancy: application.vacancyTitle,
        organization: organizationName,
        link: await siteUrl(request, vacancy.volunteerCenterId, 'public_site', `/vacancies/${vacancy.id}`),
      },
    }),
  );
}

/** Queues the applicant's mail about an acceptance or a rejection (quoting the reason when one was given). */
export async function queueApplicationDecisionMail(context: ServiceContext, mail: ApplicationMailContext): Promise<void> {
  const { request, tx } = context;
  const { application, vacancy, organizationName, centerName } = mail;
  const locale = asLocale(application.locale);
  const accepted = application.status === 'accepted';
  const reason = application.decisionReason ? translate(locale, 'mail.application_rejected.reason', { reason: application.decisionReason }) : '';
  await queueMail(
    request,
    tx,
    composeMail({
      to: application.email,
      locale,
      recipientName: application.firstName,
      centerName,
      subject: accepted ? 'mail.application_accepted.subject' : 'mail.application_rejected.subject',
      body: accepted ? 'mail.application_accepted.body' : 'mail.application_rejected.body',
      params: {
        vacancy: application.vacancyTitle,
        organization: organizationName,
        reason,
        link: await siteUrl(request, vacancy.volunteerCenterId, 'public_site', '/vacancies/search'),
      },
    }),
  );
}
