import type { Locale } from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import { mailRecipient } from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import type { OneToOneMatchRow } from './one-to-one.repository';

/** One side of a match as a mail reaches them, with the other side's first name. */
export type MatchRecipient = { email: string; firstName: string | null; locale: Locale; other: string };

/**
 * Tells the people of a match (in the app, and by mail unless they chose the
 * app only) that they were matched, or that the match ended and why; the
 * link opens their conversation on the public site.
 */
export async function tellMatchParties(
  context: RequestContext,
  kind: 'one_to_one_matched' | 'one_to_one_ended',
  match: OneToOneMatchRow,
  topic: string,
  recipients: MatchRecipient[],
): Promise<void> {
  const path = match.conversationId ? `/conversations/${match.conversationId}` : '/een-op-een-hulp';
  const link = await siteUrl(context, match.volunteerCenterId, 'public_site', path);
  for (const { other, ...recipient } of recipients) {
    const [mailTo] = await notifyRecipients(
      context,
      { kind, subject: { type: 'one_to_one_matches', id: match.id }, data: { other, topic }, link: { app: 'public_site', path } },
      [recipient],
    );
    if (!mailTo) continue;
    await mailRecipient(context, mailTo, {
      volunteerCenterId: match.volunteerCenterId,
      template: kind,
      values: kind === 'one_to_one_matched' ? { topic, other, link } : { topic, other, reason: match.endReason ?? '' },
    });
  }
}
