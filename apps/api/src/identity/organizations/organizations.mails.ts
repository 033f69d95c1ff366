import type { Locale } from '@platform/contracts';
import { mailRecipient, type MailRecipient } from '../notification-templates/templated-mail';
import { notifyRecipients } from '../notifications/notifications.service';
import { siteUrl } from '../tenancy/tenancy.plugin';
import { listRoleRecipients } from '../users/users.data';
import { listSuperuserRecipients } from './organizations.members.repository';
import type { OrganizationRow } from './organizations.repository';
import type { RequestContext } from '../../platform/http/request-context';

/**
 * Who hears about a decision: the organisation's superusers in their own
 * language, and its e-mail address in Dutch (the platform's language) unless
 * that address is one of theirs.
 */
async function decisionRecipients(context: RequestContext, organization: OrganizationRow): Promise<MailRecipient[]> {
  const superusers = await listSuperuserRecipients(context.tx, context.tenant.id, organization.id);
  const email = organization.email?.trim();
  if (!email || superusers.some((r) => r.email.toLowerCase() === email.toLowerCase())) return superusers;
  return [{ email, firstName: null, locale: 'nl' satisfies Locale }, ...superusers];
}

/** Queues the mail about an approval or denial, quoting the reason when staff gave one. */
export async function queueOrganizationDecisionMails(context: RequestContext, organization: OrganizationRow): Promise<void> {
  const approved = organization.status === 'approved';
  const link = await siteUrl(context, organization.volunteerCenterId, 'portal', '/');
  const recipients = await notifyRecipients(
    context,
    {
      kind: approved ? 'organization_approved' : 'organization_denied',
      subject: { type: 'organizations', id: organization.id },
      data: { organization: organization.name },
      link: { app: 'portal', path: '/dashboard' },
    },
    await decisionRecipients(context, organization),
  );
  for (const recipient of recipients) {
    await mailRecipient(context, recipient, {
      volunteerCenterId: organization.volunteerCenterId,
      template: approved ? 'organization_approved' : 'organization_denied',
      values: { organization: organization.name, reason: organization.statusReason ?? '', ...(approved ? { link } : {}) },
    });
  }
}

/**
 * Tells the centre's superusers (or, when it has none, the tenant's admins)
 * that an organisation signed up and waits in the approval queue.
 */
export async function queueSignupNotificationMails(
  context: RequestContext,
  organization: OrganizationRow,
  user: { name: string; email: string },
): Promise<void> {
  const tenantId = context.tenant.id;
  const centerSuperusers = await listRoleRecipients(context.tx, tenantId, 'center_superuser', organization.volunteerCenterId);
  const staff = centerSuperusers.length > 0 ? centerSuperusers : await listRoleRecipients(context.tx, tenantId, 'admin');
  const recipients = await notifyRecipients(
    context,
    {
      kind: 'organization_signed_up',
      subject: { type: 'organizations', id: organization.id },
      data: { organization: organization.name },
      link: { app: 'portal', path: '/organizations/approve' },
    },
    staff,
  );
  const link = await siteUrl(context, organization.volunteerCenterId, 'portal', '/organizations/approve');
  for (const recipient of recipients) {
    await mailRecipient(context, recipient, {
      volunteerCenterId: organization.volunteerCenterId,
      template: 'organization_signup',
      values: { organization: organization.name, user: user.name, email: user.email, city: organization.city ?? '', link },
    });
  }
}
