import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import type { RequestContext } from '../../http/request-context';
import { TEMPLATE_CATALOG } from './notification-templates.catalog';
import { renderMail, type MailContent } from './notification-templates.render';
import { findEffectiveTemplate } from './notification-templates.repository';

/** One mail to compose from its template. */
export type TemplatedMailRequest = {
  template: NotificationTemplateKey;
  locale: Locale;
  /** The recipient's centre: its own copy of the template (else the tenant's) and its layout. */
  volunteerCenterId: string;
  recipientName: string | null;
  /** The template's placeholders (`placeholdersOf(template)` less `center` and `first_name`). */
  values: Record<string, unknown>;
};

/**
 * The mail as the template in effect for the recipient's centre and language
 * writes it, in the centre's layout; null when staff made that template
 * inactive (security mails cannot be). A stored template that fails with the
 * real values (only a limit can, it was checked when saved) gives way to the
 * built-in text, so the mail still goes.
 */
export async function composeTemplatedMail(context: RequestContext, request: TemplatedMailRequest): Promise<MailContent | null> {
  const { template: key, locale } = request;
  const stored = await findEffectiveTemplate(context.tx, context.tenant.id, request.volunteerCenterId, key, locale);
  const definition = TEMPLATE_CATALOG[key];
  if (stored && !stored.active && !definition.security) return null;
  const render = (subject: string, body: string) => renderMail(context, { ...request, subject, body, strict: false });
  if (stored) {
    const rendered = await render(stored.subject, stored.body);
    if (rendered.ok) return rendered.content;
  }
  const builtIn = await render(definition.subject[locale], definition.body[locale]);
  if (!builtIn.ok) throw new Error(`The built-in ${key} template does not render`);
  return builtIn.content;
}
