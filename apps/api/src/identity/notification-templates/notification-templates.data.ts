import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import { TEMPLATE_CATALOG } from './notification-templates.catalog';
import type { MailAction } from './mail-layout';
import { renderMail, type MailContent } from './notification-templates.render';
import { findEffectiveTemplate } from './notification-templates.repository';

/** One mail to compose from its template. */
export type TemplatedMailRequest = {
  template: NotificationTemplateKey;
  locale: Locale;
  /** The recipient's centre: its own copy of the template (else the tenant's) and its layout. */
  volunteerCenterId: string;
  recipientName: string | null;
  /** The template's placeholders (`placeholdersOf(template)` less `center` and `first_name`), and a security mail's placed value (`link` or `email`). */
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
  // The link (or address) never reaches the template: code places it below the text.
  const placed = definition.placed;
  const values = Object.fromEntries(Object.entries(request.values).filter(([name]) => name !== placed?.name));
  const action = (text: string | null | undefined): MailAction | null =>
    placed ? { kind: placed.kind, text: text ?? placed.text[locale], value: String(request.values[placed.name] ?? '') } : null;
  const render = (subject: string, body: string, actionText?: string | null) =>
    renderMail(context, { ...request, values, subject, body, strict: false, action: action(actionText) });
  if (stored) {
    const rendered = await render(stored.subject, stored.body, stored.actionText);
    if (rendered.ok) return rendered.content;
  }
  const builtIn = await render(definition.subject[locale], definition.body[locale]);
  if (!builtIn.ok) throw new Error(`The built-in ${key} template does not render`);
  return builtIn.content;
}
