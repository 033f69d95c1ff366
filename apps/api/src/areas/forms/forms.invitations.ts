import { DEFAULT_INVITATION_DAYS, invitationCreateSchema } from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { randomToken, tokenDigest } from '../../platform/secrets/tokens';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import {
  findInvitation,
  insertInvitation,
  listInvitations,
  listPendingInvitationEmails,
  revokeInvitation,
  type InvitationRow,
} from './forms.invitations.repository';
import { queueInvitationMail } from './forms.mails';
import { audit, requireManagedForm } from './forms.service';

export async function listFormInvitations(
  context: RequestContext,
  formId: string | undefined,
  query: ListQuery,
): Promise<{ invitations: InvitationRow[]; total: number }> {
  const { form } = await requireManagedForm(context, formId);
  const { rows, total } = await listInvitations(context.tx, context.tenant.id, form.id, {
    text: query.filters.get('q')?.trim() || undefined,
    page: query.page,
  });
  return { invitations: rows, total };
}

/**
 * Invites each address once to an invitation-only form: each gets its own
 * single-use link by mail; an address with an invitation still waiting is
 * skipped. Returns the new invitations.
 */
export async function inviteToForm(
  context: RequestContext,
  formId: string | undefined,
  body: unknown,
): Promise<InvitationRow[]> {
  const { user, form } = await requireManagedForm(context, formId);
  if (form.accessPermission !== 'token_holder') {
    throw new ValidationError([
      {
        pointer: '/data/attributes/access_permission',
        field: 'access_permission',
        reason: 'invalid',
      },
    ]);
  }
  if (form.status === 'closed') throw new ApiError('FORM_CLOSED');
  const input = parseResourceDocument(body, {
    type: 'form_invitations',
    schema: invitationCreateSchema,
  });
  const now = new Date();
  const waiting = await listPendingInvitationEmails(context.tx, context.tenant.id, form.id, now);
  const expiresAt = new Date(
    now.getTime() + (input.expiresInDays ?? DEFAULT_INVITATION_DAYS) * 86_400_000,
  );
  const created: InvitationRow[] = [];
  for (const email of new Set(input.emails)) {
    if (waiting.has(email)) continue;
    const token = randomToken();
    const invitation = await insertInvitation(context.tx, {
      tenantId: context.tenant.id,
      formId: form.id,
      email,
      tokenHash: tokenDigest(context.config.secretKey, token),
      expiresAt,
      invitedById: user.id,
    });
    const link = await siteUrl(context, form.volunteerCenterId, 'public_site', `/forms/${token}`);
    await queueInvitationMail(context, { form, email, link, expiresAt });
    created.push(invitation);
  }
  await audit(context, user, 'form.invited', form.id, { count: created.length });
  return created;
}

export async function revokeFormInvitation(
  context: RequestContext,
  formId: string | undefined,
  invitationId: string | undefined,
): Promise<InvitationRow> {
  const { form } = await requireManagedForm(context, formId);
  const invitation = await findInvitation(
    context.tx,
    context.tenant.id,
    form.id,
    requireUuid(invitationId),
  );
  if (!invitation) throw new ApiError('NOT_FOUND');
  if (invitation.answeredAt) throw new ApiError('INVITATION_USED');
  await revokeInvitation(context.tx, context.tenant.id, invitation.id, new Date());
  return (await findInvitation(context.tx, context.tenant.id, form.id, invitation.id))!;
}
