import { escapeHtml, type Locale } from '@platform/contracts';
import { translate, type MessageKey } from '../../platform/i18n/messages';
import type { PersonalData } from './personal-data.collect';

// index.html of the export: the same data as data.json, readable in any browser without
// scripts. Every value passes through escapeHtml, so nothing a person or organisation typed
// can add markup to the page.

type Value = unknown;

function show(value: Value): string {
  if (value === null || value === undefined || value === '') return '–';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (Array.isArray(value))
    return value.length === 0
      ? '–'
      : escapeHtml(
          value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', '),
        );
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  return escapeHtml(String(value));
}

/** A record as a definition list. */
function record(row: Record<string, Value>): string {
  const items = Object.entries(row).map(
    ([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${show(value)}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

function section(
  locale: Locale,
  key: MessageKey,
  rows: readonly Record<string, Value>[] | Record<string, Value> | null | undefined,
): string {
  const list =
    rows === null || rows === undefined
      ? []
      : Array.isArray(rows)
        ? rows
        : [rows as Record<string, Value>];
  const body =
    list.length === 0
      ? `<p>${escapeHtml(translate(locale, 'personal_data.none'))}</p>`
      : list.map(record).join('');
  return `<section><h2>${escapeHtml(translate(locale, key))}</h2>${body}</section>`;
}

function conversations(locale: Locale, data: PersonalData): string {
  const heading = `<h2>${escapeHtml(translate(locale, 'personal_data.conversations'))}</h2>`;
  if (data.conversations.length === 0)
    return `<section>${heading}<p>${escapeHtml(translate(locale, 'personal_data.none'))}</p></section>`;
  const threads = data.conversations.map((conversation) => {
    const messages = conversation.messages.map((message) => {
      const sender = message.mine
        ? translate(locale, 'personal_data.you')
        : (message.senderName ?? translate(locale, 'personal_data.deleted_user'));
      const files = message.attachments
        .map(
          (file) =>
            `<li><a href="${escapeHtml(file.path)}">${escapeHtml(file.file_name ?? file.path)}</a></li>`,
        )
        .join('');
      return `<li><p><strong>${escapeHtml(sender)}</strong> <time>${show(message.createdAt)}</time></p><p>${escapeHtml(message.body)}</p>${files ? `<ul>${files}</ul>` : ''}</li>`;
    });
    return `<article><h3>${escapeHtml(conversation.subject)}</h3><ol>${messages.join('')}</ol></article>`;
  });
  return `<section>${heading}${threads.join('')}</section>`;
}

/** The readable page of the archive, in the user's language. */
export function personalDataHtml(data: PersonalData, locale: Locale, appName: string): string {
  const title = translate(locale, 'personal_data.title', { app: appName });
  const intro = translate(locale, 'personal_data.intro', {
    date: data.exportedAt.toISOString().slice(0, 10),
  });
  const { days, ...periodicMail } = data.periodicMail;
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dt{font-weight:600}dd{margin:0 0 .5rem}article{border-top:1px solid #ccc}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>`,
    section(locale, 'personal_data.account', data.account ?? null),
    section(locale, 'personal_data.roles', data.roles),
    section(locale, 'personal_data.memberships', data.memberships),
    section(locale, 'personal_data.profile', data.volunteerProfile),
    section(locale, 'personal_data.replies', data.profileReplies),
    section(locale, 'personal_data.applications', data.applications),
    conversations(locale, data),
    section(locale, 'personal_data.notifications', data.notifications),
    section(
      locale,
      'personal_data.notification_choices',
      data.notificationChoices.appOnlyKinds.map((kind) => ({ kind })),
    ),
    section(locale, 'personal_data.digest', {
      days,
      preferences: periodicMail.preferences,
      deliveries: periodicMail.deliveries,
    }),
    section(
      locale,
      'personal_data.form_answers',
      data.formAnswers.map(({ formTitle, createdAt, answers }) => ({
        form: formTitle,
        createdAt,
        answers,
      })),
    ),
    section(locale, 'personal_data.one_to_one_requests', data.oneToOne.requests),
    section(locale, 'personal_data.one_to_one_matches', data.oneToOne.matches),
    '</main></body></html>',
  ].join('\n');
}
