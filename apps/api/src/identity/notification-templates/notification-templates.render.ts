import type { Locale } from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import { findProfiles, findVolunteerCenter } from '../tenancy/tenancy.data';
import { siteUrl } from '../tenancy/tenancy.plugin';
import { mailHtml, mailText, type MailAction, type MailBranding } from './mail-layout';
import { renderPart, type TemplateProblem } from './template-engine';

/** A mail ready to send: the subject, the HTML part in the centre's layout, and the plain-text part. */
export type MailContent = { subject: string; html: string; text: string };

/** What a subject and body are rendered from. */
export type RenderRequest = {
  subject: string;
  body: string;
  locale: Locale;
  /** The centre whose name, colour and logo the mail carries. */
  volunteerCenterId: string;
  /** The mail's own values, the common ones (`center`, `first_name`) are added here. */
  values: Record<string, unknown>;
  /** A security mail's link or address, placed below the text by code (never a value of the template). */
  action: MailAction | null;
  recipientName: string | null;
  /** Strict: an unknown placeholder is a problem rather than empty (checking a template before saving it). */
  strict: boolean;
};

/** The problems of a subject and a body that did not render, by part. */
export type RenderProblems = Partial<Record<'subject' | 'body', TemplateProblem>>;

/** The centre's name, colour, logo (absolute, on its public origin) and public origin. */
async function brandingOf(context: RequestContext, volunteerCenterId: string): Promise<MailBranding> {
  const [center, [profile], publicOrigin] = await Promise.all([
    findVolunteerCenter(context.tx, context.tenant.id, volunteerCenterId),
    findProfiles(context.tx, context.tenant.id, [volunteerCenterId]),
    siteUrl(context, volunteerCenterId, 'public_site', ''),
  ]);
  const logo = profile?.websiteLogoUrl ?? null;
  return {
    centerName: center?.name ?? context.tenant.appName,
    primaryColor: profile?.primaryColor ?? '',
    logoUrl: !logo ? null : logo.startsWith('/') ? `${publicOrigin}${logo}` : /^https?:\/\//.test(logo) ? logo : null,
    publicOrigin,
  };
}

/**
 * Renders a template's subject and body with the mail's values into the
 * centre's layout; or says what stopped each part.
 */
export async function renderMail(
  context: RequestContext,
  request: RenderRequest,
): Promise<{ ok: true; content: MailContent } | { ok: false; problems: RenderProblems }> {
  const branding = await brandingOf(context, request.volunteerCenterId);
  const values = { center: branding.centerName, first_name: request.recipientName ?? '', ...request.values };
  const [subject, body] = await Promise.all([
    renderPart('subject', request.subject, values, { strict: request.strict }),
    renderPart('body', request.body, values, { strict: request.strict }),
  ]);
  if (!subject.ok || !body.ok) {
    return { ok: false, problems: { ...(subject.ok ? {} : { subject: subject.problem }), ...(body.ok ? {} : { body: body.problem }) } };
  }
  return {
    ok: true,
    content: {
      subject: subject.output,
      html: mailHtml({ subject: subject.output, body: body.output, locale: request.locale, branding, action: request.action }),
      text: mailText(body.output, request.action),
    },
  };
}
