import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCreatePoolBlock,
  useRemovePoolBlock,
  useStopProfileReply,
  type PoolBlock,
  type ProfileReply,
} from '@platform/api-client';
import { POOL_STOP_REASON_MAX } from '@platform/contracts';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';
import { ReasonDialog } from '@portal/components/reason-dialog';

type Asked =
  | { type: 'reply'; reply: Pick<ProfileReply, 'id' | 'organizationName' | 'volunteerFirstName'> }
  | { type: 'block'; organization: { id: string; name: string } }
  | { type: 'lift'; block: Pick<PoolBlock, 'id' | 'organizationName'> };

/** What {@link usePoolStops} returns. */
export type PoolStops = {
  /** Asks for the reason to stop one reply; it is stopped when staff confirm. */
  askStopReply: (
    reply: Pick<ProfileReply, 'id' | 'organizationName' | 'volunteerFirstName'>,
  ) => void;
  /** Asks for the reason to stop all replies of an organisation. */
  askBlock: (organization: { id: string; name: string }) => void;
  /** Asks to let a stopped organisation reply again. */
  askLift: (block: Pick<PoolBlock, 'id' | 'organizationName'>) => void;
  isPending: boolean;
  /** The confirmation dialogs; render it once on the page. */
  dialogs: ReactElement;
};

/**
 * Staff's answers to abuse of the pool: stopping a reply, stopping an
 * organisation's replies, and lifting that again. Each behind a confirmation
 * (stopping with a reason the organisation reads), then a toast.
 */
export function usePoolStops(): PoolStops {
  const { t } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const stopReply = useStopProfileReply({ showsErrorInline: true });
  const block = useCreatePoolBlock({ showsErrorInline: true });
  const lift = useRemovePoolBlock({ showsErrorInline: true });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');
  const close = () => setAsked(null);
  const ask = (next: Asked) => {
    setReason('');
    setAsked(next);
  };

  const confirm = () => {
    if (!asked) return;
    setAsked(null);
    const trimmed = reason.trim();
    if (asked.type === 'reply') {
      const organizationName = asked.reply.organizationName;
      stopReply.mutate(
        { id: asked.reply.id, reason: trimmed },
        {
          onSuccess: () =>
            toast({
              color: 'success',
              title: t`Reply stopped`,
              message: t`${organizationName} reads your reason.`,
            }),
          onError: (error) => showFailure(t`The reply could not be stopped`, error),
        },
      );
    } else if (asked.type === 'block') {
      const { id, name } = asked.organization;
      block.mutate(
        { organizationId: id, reason: trimmed },
        {
          onSuccess: () =>
            toast({
              color: 'success',
              title: t`Replies stopped`,
              message: t`${name} can no longer reply to the pool.`,
            }),
          onError: (error) => showFailure(t`The replies of ${name} could not be stopped`, error),
        },
      );
    } else {
      const name = asked.block.organizationName;
      lift.mutate(asked.block.id, {
        onSuccess: () =>
          toast({
            color: 'success',
            title: t`Replies allowed again`,
            message: t`${name} can reply to the pool again.`,
          }),
        onError: (error) =>
          showFailure(t`The replies of ${name} could not be allowed again`, error),
      });
    }
  };

  const organizationName =
    asked?.type === 'reply'
      ? asked.reply.organizationName
      : asked?.type === 'block'
        ? asked.organization.name
        : (asked?.block.organizationName ?? '');
  const volunteerName = asked?.type === 'reply' ? asked.reply.volunteerFirstName : '';
  const reasonLabel = <Trans>Reason</Trans>;
  const reasonHint = <Trans>{organizationName} reads it.</Trans>;
  const dialogs = (
    <>
      <ReasonDialog
        isOpen={asked?.type === 'reply' || asked?.type === 'block'}
        title={
          asked?.type === 'reply' ? (
            <Trans>
              Stop the reply of {organizationName} to {volunteerName}?
            </Trans>
          ) : (
            <Trans>Stop all replies of {organizationName}?</Trans>
          )
        }
        description={
          asked?.type === 'reply' ? (
            <Trans>{volunteerName} no longer sees the reply and cannot accept it.</Trans>
          ) : (
            <Trans>
              {organizationName} can search the pool but no longer reply to anyone, until you allow
              it again.
            </Trans>
          )
        }
        reasonLabel={reasonLabel}
        reasonHint={reasonHint}
        reason={reason}
        onReasonChange={setReason}
        maxLength={POOL_STOP_REASON_MAX}
        confirmLabel={
          asked?.type === 'reply' ? <Trans>Stop this reply</Trans> : <Trans>Stop the replies</Trans>
        }
        isConfirmDisabled={reason.trim() === ''}
        onConfirm={confirm}
        onCancel={close}
      />
      <ConfirmDialog
        isOpen={asked?.type === 'lift'}
        title={<Trans>Allow {organizationName} to reply again?</Trans>}
        description={
          <Trans>
            {organizationName} can reply to volunteers in the pool again, within the usual limits.
          </Trans>
        }
        confirmLabel={<Trans>Allow replies</Trans>}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );

  return {
    askStopReply: (reply) => ask({ type: 'reply', reply }),
    askBlock: (organization) => ask({ type: 'block', organization }),
    askLift: (poolBlock) => ask({ type: 'lift', block: poolBlock }),
    isPending: stopReply.isPending || block.isPending || lift.isPending,
    dialogs,
  };
}
