import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getFormInvitationsQueryOptions,
  useApiClient,
  useInvitationMutations,
  type FormInvitation,
  type ManagedForm,
} from '@platform/api-client';
import { INVITATION_DAYS_MAX } from '@platform/contracts';
import { describeError, formatDate } from '@platform/i18n';
import {
  Button,
  ConfirmDialog,
  Form,
  FormFailureAlert,
  Textarea,
  TextField,
  useFailureToast,
  useToast,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DetailSection } from '@portal/components/detail-page';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import {
  EMPTY_INVITATION_FORM,
  invitationAddresses,
  invitationFormSchema,
  isRevocable,
  type InvitationFormValues,
} from '../utils/invitation-form';
import { InvitationStateBadge } from './form-badges';

/**
 * An invitation-only form's invitations: a pasted list of addresses is
 * invited at once (each gets a single-use link by mail; addresses already
 * waiting are skipped), and each invitation's state is listed, with a way to
 * withdraw those not yet answered.
 */
export function InvitationsPanel({ form }: { form: ManagedForm }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const invitations = useQuery(getFormInvitationsQueryOptions(useApiClient(), form.id)).data;
  const { invite, revoke } = useInvitationMutations(form.id);
  const [failure, setFailure] = useState<{ description: string } | null>(null);
  const [revoking, setRevoking] = useState<FormInvitation | null>(null);
  const isClosed = form.status === 'closed';

  const handleInvite = async (
    values: InvitationFormValues,
    formControl: UseFormReturn<InvitationFormValues, unknown, InvitationFormValues>,
  ) => {
    setFailure(null);
    const emails = invitationAddresses(values.emails);
    try {
      const created = await invite.mutateAsync({ emails, expiresInDays: values.expiresInDays });
      const sent = created.length;
      const skipped = emails.length - sent;
      toast({
        color: 'success',
        title: t`Invitations sent`,
        message:
          skipped > 0
            ? t`${sent} sent; ${skipped} skipped because their invitation is still waiting.`
            : t`${sent} sent.`,
      });
      formControl.reset(EMPTY_INVITATION_FORM);
    } catch (error) {
      setFailure({
        description: i18n._(describeError(error).description),
      });
    }
  };

  const handleRevoke = () => {
    if (!revoking) return;
    const email = revoking.email;
    revoke.mutate(revoking.id, {
      onSuccess: () =>
        toast({
          color: 'success',
          title: t`Invitation revoked`,
          message: t`${email} can no longer use the link.`,
        }),
      onError: (error) =>
        showFailure(t`The invitation could not be revoked`, error),
    });
    setRevoking(null);
  };

  const maxDays = INVITATION_DAYS_MAX;
  const revokingEmail = revoking?.email ?? '';
  const invitationCount = invitations?.length ?? 0;
  return (
    <DetailSection title={<Trans>Invitations</Trans>} className="flex flex-col gap-4">
      <p className="max-w-2xl">
        <Trans>
          Only invited people can fill in this form. Each address gets its own link by e-mail, which
          works once.
        </Trans>
      </p>
      {isClosed ? (
        <p>
          <Trans>The form is closed: open it again to send invitations.</Trans>
        </p>
      ) : (
        <Form
          schema={invitationFormSchema}
          defaultValues={EMPTY_INVITATION_FORM}
          onSubmit={handleInvite}
          aria-label={t`Invite people`}
          className="flex max-w-2xl flex-col gap-4 rounded-theme bg-black/5 p-4 dark:bg-white/5"
        >
          <FormFailureAlert
            failure={failure}
            title={t`The invitations could not be sent`}
            description={failure?.description}
          />
          <Textarea
            name="emails"
            label={t`E-mail addresses`}
            description={t`Paste a list: one per line, or separated by commas or semicolons.`}
            isRequired
            rows={4}
          />
          <TextField
            name="expiresInDays"
            type="number"
            label={t`Valid for (days)`}
            description={t`From 1 to ${maxDays} days.`}
            min={1}
            max={INVITATION_DAYS_MAX}
            isRequired
          />
          <div>
            <Button type="submit" disabled={invite.isPending}>
              <Trans>Invite</Trans>
            </Button>
          </div>
        </Form>
      )}
      {invitations && invitations.length > 0 ? (
        <ListTable
          caption={<Plural value={invitationCount} one="# invitation" other="# invitations" />}
          columns={[t`E-mail address`, t`State`, t`Valid until`, t`Actions`]}
        >
          {invitations.map((invitation) => {
            const email = invitation.email;
            return (
              <ListRow key={invitation.id}>
                <ListCell className="break-all">{email}</ListCell>
                <ListCell>
                  <InvitationStateBadge state={invitation.state} />
                </ListCell>
                <ListCell className="whitespace-nowrap">
                  {formatDate(invitation.expiresAt, i18n.locale)}
                </ListCell>
                <ActionsCell>
                  {isRevocable(invitation.state) && (
                    <Button
                      variant="light"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => setRevoking(invitation)}
                    >
                      <Trans>Revoke</Trans>
                      <span className="sr-only"> {email}</span>
                    </Button>
                  )}
                </ActionsCell>
              </ListRow>
            );
          })}
        </ListTable>
      ) : (
        invitations && (
          <p>
            <Trans>Nobody has been invited yet.</Trans>
          </p>
        )
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t`Revoke the invitation of ${revokingEmail}?`}
        description={
          <Trans>Their link stops working. You can invite the address again later.</Trans>
        }
        confirmLabel={t`Revoke invitation`}
        onConfirm={handleRevoke}
        onCancel={() => setRevoking(null)}
      />
    </DetailSection>
  );
}
