import type { RequestContext } from '../../platform/http/request-context';
import { mailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import type { FormRow } from './forms.repository';
import type { SubmissionRow } from './forms.submissions.repository';

/**
 * Tells the form's owner (its notify addresses) of a new submission, with a
 * link to it in the portal. The answers stay out of the mail: they may be
 * personal, and mail is kept longer than the form's retention period.
 */
export async function queueSubmissionMails(
  context: RequestContext,
  {
    form,
    submission,
  }: { form: FormRow; submission: SubmissionRow },
): Promise<void> {
  const link = await siteUrl(
    context,
    form.volunteerCenterId,
    'portal',
    `/form_builder/${form.id}/submissions/${submission.id}`,
  );
  const recipients = await notifyRecipients(
    context,
    {
      kind: 'form_submitted',
      subject: { type: 'form_submissions', id: submission.id },
      data: { form: form.title },
      link: { app: 'portal', path: `/form_builder/${form.id}/submissions/${submission.id}` },
    },
    form.notifyEmails.map((email) => ({ email, firstName: null, locale: 'nl' as const })),
  );
  for (const recipient of recipients) {
    await mailRecipient(
      context,
      recipient,
      {
        volunteerCenterId: form.volunteerCenterId,
        template: 'form_submission',
        values: { form: form.title, link },
      },
    );
  }
}

/** Mails one invitation's single-use link, in the inviter's language. */
export async function queueInvitationMail(
  context: RequestContext,
  {
    form,
    email,
    link,
    expiresAt,
  }: { form: FormRow; email: string; link: string; expiresAt: Date },
): Promise<void> {
  const locale = context.locale;
  const until = expiresAt.toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  await mailRecipient(
    context,
    { email, firstName: null, locale },
    {
      volunteerCenterId: form.volunteerCenterId,
      template: 'form_invitation',
      values: { form: form.title, link, until },
    },
  );
}
