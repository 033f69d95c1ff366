import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useDecideOrganization,
  useDeleteOrganization,
  type ManagedOrganization,
} from '@platform/api-client';
import { ORGANIZATION_DECISION_REASON_MAX } from '@platform/contracts';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';
import { ReasonDialog } from '@portal/components/reason-dialog';
import {
  APPROVED,
  DELETE,
  DENIED,
  DENY,
  type ConfirmedAction,
} from '../utils/organization-actions';

type Subject = Pick<ManagedOrganization, 'id' | 'name'>;
type Asked = { action: ConfirmedAction; organization: Subject; onDone?: () => void };

/** What {@link useOrganizationActions} returns. */
export type OrganizationActionControls = {
  /** Approves at once; the organisation is mailed. */
  approve: (organization: Subject, onDone?: () => void) => void;
  /** Asks for a reason (optional, quoted in the mail), then denies. */
  deny: (organization: Subject, onDone?: () => void) => void;
  /** Asks first, then deletes (softly: staff still find it by its status). */
  remove: (organization: Subject, onDone?: () => void) => void;
  /** Whether one of the actions is under way. */
  isPending: boolean;
  /** The dialogs; render it once on the page. */
  dialogs: ReactElement;
};

/**
 * The staff actions on organisations of the list and the approval queue:
 * approve, deny with a reason and delete, each answered with a toast. `onDone`
 * runs after success, e.g. to move focus once the row has left the list.
 */
export function useOrganizationActions(): OrganizationActionControls {
  const { t } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const decide = useDecideOrganization({ showsErrorInline: true });
  const deletion = useDeleteOrganization({ showsErrorInline: true });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');

  const failed = (title: string) => (error: unknown) => {
    const isStale = isApiError(error) && error.code === 'INVALID_TRANSITION';
    showFailure(title, error, {
      message: isStale ? t`Its status has changed in the meantime. The page now shows the current status.` : undefined,
    });
  };

  const approve = ({ id, name }: Subject, onDone?: () => void) =>
    decide.mutate(
      { id, status: APPROVED },
      {
        onSuccess: () => {
          toast({ color: 'success', title: t`Organisation approved`, message: t`“${name}” is now active and receives an e-mail about it.` });
          onDone?.();
        },
        onError: failed(t`“${name}” could not be approved`),
      },
    );

  const close = () => setAsked(null);

  const handleConfirm = () => {
    if (!asked) return;
    const { action, organization, onDone } = asked;
    const { id, name } = organization;
    setAsked(null);
    if (action === DENY) {
      decide.mutate(
        { id, status: DENIED, reason },
        {
          onSuccess: () => {
            toast({ color: 'success', title: t`Organisation denied`, message: t`“${name}” receives an e-mail about it.` });
            onDone?.();
          },
          onError: failed(t`“${name}” could not be denied`),
        },
      );
    } else {
      deletion.mutate(id, {
        onSuccess: () => {
          toast({ color: 'success', title: t`Organisation deleted`, message: t`“${name}” has been deleted.` });
          onDone?.();
        },
        onError: failed(t`“${name}” could not be deleted`),
      });
    }
  };

  const name = asked?.organization.name ?? '';
  const dialogs = (
    <>
      <ReasonDialog
        isOpen={asked?.action === DENY}
        title={<Trans>Deny “{name}”?</Trans>}
        description={<Trans>The organisation receives an e-mail that its registration has been denied.</Trans>}
        reasonLabel={<Trans>Reason</Trans>}
        reasonHint={<Trans>Included in the e-mail, so the organisation knows what to change.</Trans>}
        reason={reason}
        onReasonChange={setReason}
        maxLength={ORGANIZATION_DECISION_REASON_MAX}
        confirmLabel={<Trans>Deny</Trans>}
        onConfirm={handleConfirm}
        onCancel={close}
      />
      <ConfirmDialog
        isOpen={asked?.action === DELETE}
        title={<Trans>Delete “{name}”?</Trans>}
        description={
          <Trans>The organisation disappears from the website and from the lists. Staff can still find it with the status “Deleted”.</Trans>
        }
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={handleConfirm}
        onCancel={close}
      />
    </>
  );

  return {
    approve,
    deny: (organization, onDone) => {
      setReason('');
      setAsked({ action: DENY, organization, onDone });
    },
    remove: (organization, onDone) => setAsked({ action: DELETE, organization, onDone }),
    isPending: decide.isPending || deletion.isPending,
    dialogs,
  };
}
