import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type NotificationTemplate } from '@platform/api-client';
import type { Locale, NotificationTemplateFormInput } from '@platform/contracts';

/** The form's values for a template as stored. */
export function templateFormValues(template: NotificationTemplate): NotificationTemplateFormInput {
  return { subject: template.subject, body: template.body, active: template.active, ...(template.actionText === null ? {} : { actionText: template.actionText }) };
}

/** The language of a template, in the reader's language. */
export const TEMPLATE_LOCALE_LABELS = { nl: msg`Dutch`, en: msg`English` } satisfies Record<Locale, ReturnType<typeof msg>>;

/** A placeholder as it is written in a template. */
export const placeholderCode = (name: string) => `{{ ${name} }}`;

/** Which part of a template a problem is in. */
export type TemplatePart = 'subject' | 'body';

/** One reason the API refused a template's text, worded for staff with where it is. */
export type TemplateProblem = { part: TemplatePart; text: string };

/** Liquid's delimiters, named in the syntax message (not translatable text). */
const LIQUID_DELIMITERS = { outputOpen: '{{', outputClose: '}}', tagOpen: '{%', tagClose: '%}' };

const number = (value: unknown) => (typeof value === 'number' ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the API said is wrong with a subject or body (a 422 with the template
 * reasons and `meta.line`, `meta.column`, `meta.name`), in the active
 * language; empty for any other failure.
 */
export function templateProblems(error: unknown, i18n: I18n): TemplateProblem[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const part = /\/data\/attributes\/(subject|body)$/.exec(entry.source?.pointer ?? '')?.[1] as TemplatePart | undefined;
    const meta = entry.meta ?? {};
    if (!part) return [];
    const line = number(meta['line']);
    const column = number(meta['column']);
    const name = text(meta['name']);
    const near = text(meta['near']);
    const where = i18n._(msg`line ${line}, column ${column}`);
    switch (meta['reason']) {
      case 'unknown_placeholder':
        return [{ part, text: i18n._(msg`“${name}” is not a placeholder of this mail (${where}).`) }];
      case 'unknown_filter':
        return [{ part, text: i18n._(msg`The filter “${name}” does not exist (${where}).`) }];
      case 'unknown_tag':
        return [{ part, text: i18n._(msg`The tag “${name}” is not available in mails (${where}).`) }];
      case 'template_syntax': {
        const { outputOpen, outputClose, tagOpen, tagClose } = LIQUID_DELIMITERS;
        return [
          {
            part,
            text: i18n._(
              msg`A placeholder or tag is not written correctly near “${near}” (${where}). Close every ${outputOpen} with ${outputClose} and every ${tagOpen} with ${tagClose}.`,
            ),
          },
        ];
      }
      case 'template_too_costly':
        return [{ part, text: i18n._(msg`This text takes too much time or memory to make (${where}).`) }];
      case 'missing_placeholder': {
        const code = placeholderCode(name);
        return [{ part, text: i18n._(msg`The text must keep ${code}: that is what this mail is for.`) }];
      }
      case 'placed_placeholder': {
        const code = placeholderCode(name);
        return [{ part, text: i18n._(msg`The platform adds ${code} below the text itself: remove it here.`) }];
      }
      default:
        return [];
    }
  });
}
