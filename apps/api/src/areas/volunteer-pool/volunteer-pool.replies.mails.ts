import type { RequestContext } from '../../platform/http/request-context';
import {
  mailRecipient,
  type MailRecipient,
} from '../../identity/notification-templates/templated-mail';
import { notifyRecipients } from '../../identity/notifications/notifications.service';
import { listMemberRecipients } from '../../identity/organizations/organizations.data';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { findMemberRecipient, type ReplyRow } from './volunteer-pool.replies.repository';

// What the two sides of a reply hear: the volunteer of a new reply, the organisation of the
// answer. In the app always; by mail unless they chose "in the app only" for the kind.

/** Where the volunteer reads their replies, and where an organisation reads those it sent. */
export const VOLUNTEER_REPLIES_PATH = '/profile-replies';
export const ORGANIZATION_REPLIES_PATH = '/vrijwilligerspool/reacties';

/** Tells the volunteer about a new reply to their profile, with the words and the vacancy it names. */
export async function tellVolunteerOfReply(
  context: RequestContext,
  reply: ReplyRow,
  volunteer: MailRecipient,
  names: { organization: string; vacancy: string | null },
): Promise<void> {
  const [recipient] = await notifyRecipients(
    context,
    {
      kind: 'profile_reply_received',
      subject: { type: 'volunteer_profile_replies', id: reply.id },
      data: {
        organization: names.organization,
        ...(names.vacancy ? { vacancy: names.vacancy } : {}),
      },
      link: { app: 'public_site', path: VOLUNTEER_REPLIES_PATH },
    },
    [volunteer],
  );
  if (!recipient) return;
  await mailRecipient(context, recipient, {
    volunteerCenterId: reply.volunteerCenterId,
    template: 'profile_reply',
    values: {
      organization: names.organization,
      vacancy: names.vacancy ?? '',
      message: reply.body,
      link: await siteUrl(context, reply.volunteerCenterId, 'public_site', VOLUNTEER_REPLIES_PATH),
      settings_link: await siteUrl(
        context,
        reply.volunteerCenterId,
        'public_site',
        '/profile-edit/settings',
      ),
    },
  });
}

/**
 * Who of the organisation hears the answer: the member who sent the reply,
 * or, when they have left it or their account is gone, its active members.
 */
async function organizationRecipients(
  context: RequestContext,
  reply: ReplyRow,
): Promise<MailRecipient[]> {
  const sender =
    reply.senderId &&
    (await findMemberRecipient(
      context.tx,
      context.tenant.id,
      reply.organizationId,
      reply.senderId,
    ));
  return sender
    ? [sender]
    : listMemberRecipients(context.tx, context.tenant.id, reply.organizationId);
}

/**
 * Tells the organisation the volunteer's answer: accepted, with the
 * conversation to carry on in; declined, with nothing but that (a volunteer
 * owes no reason).
 */
export async function tellOrganizationOfAnswer(
  context: RequestContext,
  reply: ReplyRow,
  names: { volunteer: string; vacancy: string | null },
): Promise<void> {
  const accepted = reply.status === 'accepted';
  const path =
    accepted && reply.conversationId
      ? `/conversations/${reply.conversationId}`
      : ORGANIZATION_REPLIES_PATH;
  const recipients = await notifyRecipients(
    context,
    {
      kind: accepted ? 'profile_reply_accepted' : 'profile_reply_declined',
      subject: { type: 'volunteer_profile_replies', id: reply.id },
      data: { volunteer: names.volunteer },
      link: { app: 'portal', path },
    },
    await organizationRecipients(context, reply),
  );
  const link = await siteUrl(context, reply.volunteerCenterId, 'portal', path);
  for (const recipient of recipients) {
    await mailRecipient(context, recipient, {
      volunteerCenterId: reply.volunteerCenterId,
      template: accepted ? 'profile_reply_accepted' : 'profile_reply_declined',
      values: accepted
        ? { volunteer: names.volunteer, vacancy: names.vacancy ?? '', link }
        : { volunteer: names.volunteer, link },
    });
  }
}
