import { escapeHtml, isHexColor, type Locale } from '@platform/contracts';
import { convert } from 'html-to-text';
import { translate } from '../../platform/i18n/messages';

/**
 * What code places below the staff's text of a security mail: a button to
 * `value` (the link with the account's token) or `value` as the new address,
 * with staff's `text` as the button's text or the address's label.
 */
export type MailAction = { kind: 'button' | 'address'; text: string; value: string };

/** What a mail's layout shows of the centre it comes from. */
export type MailBranding = {
  centerName: string;
  /** `#rrggbb`; anything else falls back to the platform's teal. */
  primaryColor: string;
  /** The logo as an absolute URL on the centre's public origin, or null for the name as a heading. */
  logoUrl: string | null;
  /** The centre's public site, linked in the footer. */
  publicOrigin: string;
};

const FALLBACK_COLOR = '#0f766e';

/**
 * The HTML part of a mail: the rendered body inside one layout in the
 * centre's colour, with its logo (or name) on top and its site below. Tables
 * and inline styles, because mail programs ignore most of CSS.
 */
export function mailHtml({
  subject,
  body,
  locale,
  branding,
  action,
}: {
  subject: string;
  body: string;
  locale: Locale;
  branding: MailBranding;
  action: MailAction | null;
}): string {
  const color = isHexColor(branding.primaryColor) ? branding.primaryColor : FALLBACK_COLOR;
  const name = escapeHtml(branding.centerName);
  const origin = escapeHtml(branding.publicOrigin);
  const site = escapeHtml(branding.publicOrigin.replace(/^https?:\/\//, ''));
  const header = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;border:0">`
    : `<strong style="font-size:20px;color:${color}">${name}</strong>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
<style>a{color:${color}}h2,h3{color:#0f172a}</style>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:6px solid ${color};border-radius:6px">
<tr><td style="padding:24px 32px 8px">${header}</td></tr>
<tr><td style="padding:8px 32px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">${body}</td></tr>
${action ? actionHtml(action, color, locale) : ''}<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#475569">${name} · <a href="${origin}" style="color:${color}">${site}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The button (with its address written out for mail programs that hide it) or the address, in a row of its own below the text. */
function actionHtml({ kind, text, value }: MailAction, color: string, locale: Locale): string {
  const cell = 'padding:0 32px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a';
  const safe = escapeHtml(value);
  if (kind === 'address') return `<tr><td style="${cell}"><p style="margin:0">${escapeHtml(text)} <strong>${safe}</strong></p></td></tr>\n`;
  const button = `display:inline-block;padding:12px 24px;background:${color};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold`;
  return `<tr><td style="${cell}"><p style="margin:0 0 12px"><a href="${safe}" style="${button}">${escapeHtml(text)}</a></p><p style="margin:0;font-size:13px;color:#475569">${escapeHtml(translate(locale, 'mail.button_fallback'))}<br><a href="${safe}" style="color:${color};word-break:break-all">${safe}</a></p></td></tr>\n`;
}

/**
 * The plain-text part, from the same rendered body: paragraphs and line
 * breaks kept, a link as its address (once, when the text is the address),
 * lines left for the mail program to wrap.
 */
export function mailText(body: string, action: MailAction | null): string {
  const text = convert(body, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).trim();
  if (!action) return text;
  return `${text}\n\n${action.kind === 'button' ? `${action.text}: ${action.value}` : `${action.text} ${action.value}`}`;
}
