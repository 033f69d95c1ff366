import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import type { MailMessage } from '../../platform/mail/mailer';
import { queueMail } from '../../platform/mail/mail.queue';
import { composeTemplatedMail } from './notification-templates.data';

export type TemplatedMail = {
  to: string;
  locale: Locale;
  recipientName?: string | null;
  /** The centre the mail comes from: its template (its own copy, else the tenant's) and its layout. */
  volunteerCenterId: string;
  /** Which mail (`TEMPLATE_CATALOG` in notification-templates.catalog.ts lists each with its placeholders). */
  template: NotificationTemplateKey;
  /** The template's placeholders; `center` and `first_name` are filled in from the centre and `recipientName`. */
  values?: Record<string, unknown>;
};

/**
 * A mail in the recipient's language from the template in effect for the
 * centre: subject, an HTML part in the centre's layout and a plain-text part.
 * Null when staff made the template inactive: that mail is not sent.
 */
export async function composeMail(
  context: RequestContext,
  { to, locale, recipientName, volunteerCenterId, template, values = {} }: TemplatedMail,
): Promise<MailMessage | null> {
  const content = await composeTemplatedMail(context, { template, locale, volunteerCenterId, recipientName: recipientName ?? null, values });
  return content && { to, ...content };
}

/** Who a templated mail goes to: the address, the first name it greets and the language it is written in. */
export type MailRecipient = { email: string; firstName: string | null; locale: Locale };

/**
 * Queues a templated mail to one recipient, in their language and greeting
 * them by first name; nothing when staff made its template inactive.
 * Composed now, so the mail that goes out is the one the change produced.
 */
export async function mailRecipient(
  context: RequestContext,
  recipient: MailRecipient,
  mail: Omit<TemplatedMail, 'to' | 'locale' | 'recipientName'>,
): Promise<void> {
  const message = await composeMail(context, { ...mail, to: recipient.email, locale: recipient.locale, recipientName: recipient.firstName });
  if (message) await queueMail(context, message);
}
