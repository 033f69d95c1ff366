import { mailRecipient, type MailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { listMemberRecipients } from '../../identity/organizations/organizations.data';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import type { VacancyRow } from '../vacancies/vacancies.data';
import type { ApplicationRow } from './applications.repository';
import type { RequestContext } from '../../platform/http/request-context';

/** The applicant as a mail recipient, in the language the application was sent in. */
const applicant = (application: ApplicationMailContext['application']): MailRecipient => ({
  email: application.email,
  firstName: application.firstName,
  locale: application.locale === 'en' ? 'en' : 'nl',
});

/** What every application mail mentions. */
export type ApplicationMailContext = {
  application: Omit<ApplicationRow, 'organizationId'>;
  vacancy: VacancyRow;
  organizationName: string;
};

/**
 * Who is told about a new application: the vacancy's contact e-mail, else the
 * organisation's active members (in their own language). A contact address
 * without an account gets Dutch, the platform's language.
 */
export async function contactRecipients(context: RequestContext, vacancy: VacancyRow): Promise<MailRecipient[]> {
  if (vacancy.contactEmail) return [{ email: vacancy.contactEmail, firstName: vacancy.contactPerson, locale: 'nl' }];
  return listMemberRecipients(context.tx, context.tenant.id, vacancy.organizationId);
}

/**
 * Queues the mails of a new (or re-sent) application: one to each contact, a
 * confirmation to the applicant, named as they just sent it.
 */
export async function queueApplicationReceivedMails(
  context: RequestContext,
  mail: ApplicationMailContext & { application: { name: string } },
): Promise<void> {
  const { application, vacancy, organizationName } = mail;
  const portalLink = await siteUrl(context, vacancy.volunteerCenterId, 'portal', `/applications/${application.id}`);
  const contacts = await notifyRecipients(
    context,
    {
      kind: 'application_received',
      subject: { type: 'applications', id: application.id },
      data: { applicant: application.name, vacancy: application.vacancyTitle },
      link: { app: 'portal', path: `/applications/${application.id}` },
    },
    await contactRecipients(context, vacancy),
  );
  for (const recipient of contacts) {
    await mailRecipient(context, recipient, {
      volunteerCenterId: vacancy.volunteerCenterId,
      template: 'application_received',
      values: {
        applicant: application.name,
        vacancy: application.vacancyTitle,
        organization: organizationName,
        email: application.email,
        phone: application.phoneNumber ?? '',
        message: application.message ?? '',
        link: portalLink,
      },
    });
  }
  await mailRecipient(context, applicant(application), {
    volunteerCenterId: vacancy.volunteerCenterId,
    template: 'application_confirmation',
    values: {
      vacancy: application.vacancyTitle,
      organization: organizationName,
      link: await siteUrl(context, vacancy.volunteerCenterId, 'public_site', `/vacancies/${vacancy.id}`),
    },
  });
}

/** Queues the applicant's mail about an acceptance or a rejection (quoting the reason when one was given). */
export async function queueApplicationDecisionMail(context: RequestContext, mail: ApplicationMailContext): Promise<void> {
  const { application, vacancy, organizationName } = mail;
  const accepted = application.status === 'accepted';
  const [recipient] = await notifyRecipients(
    context,
    {
      kind: accepted ? 'application_accepted' : 'application_rejected',
      subject: { type: 'applications', id: application.id },
      data: { vacancy: application.vacancyTitle, organization: organizationName },
      link: { app: 'public_site', path: '/profiel/aanmeldingen' },
    },
    [applicant(application)],
  );
  if (!recipient) return;
  await mailRecipient(context, recipient, {
    volunteerCenterId: vacancy.volunteerCenterId,
    template: accepted ? 'application_accepted' : 'application_rejected',
    values: {
      vacancy: application.vacancyTitle,
      organization: organizationName,
      reason: application.decisionReason ?? '',
      link: await siteUrl(context, vacancy.volunteerCenterId, 'public_site', '/vacancies/search'),
    },
  });
}
