import type { Locale } from '@platform/contracts';
import { translate, type MessageKey } from '../../i18n/messages';
import type { MailMessage } from './mailer';

export type TemplatedMail = {
  to: string;
  locale: Locale;
  recipientName?: string | null;
  centerName: string;
  subject: MessageKey;
  body: MessageKey;
  params?: Record<string, string | number>;
  /** Paragraphs after the body, already in the recipient's language (a mail whose parts vary, like the periodic mail). */
  paragraphs?: string[];
};

/** A plain-text mail in the recipient's language: greeting, body and the centre's signature. */
export function composeMail({
  to,
  locale,
  recipientName,
  centerName,
  subject,
  body,
  params = {},
  paragraphs = [],
}: TemplatedMail): MailMessage {
  const values = { center: centerName, ...params };
  const greeting = recipientName
    ? translate(locale, 'mail.greeting', { name: recipientName })
    : translate(locale, 'mail.greeting_anonymous');
  return {
    to,
    subject: translate(locale, subject, values),
    text: [
      greeting,
      translate(locale, body, values),
      ...paragraphs,
      translate(locale, 'mail.signature', values),
    ].join('\n\n'),
  };
}
