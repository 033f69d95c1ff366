import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useChangeUserRole,
  useDeleteUser,
  useResendConfirmation,
  useUpdateUser,
  type ManagedUser,
} from '@platform/api-client';
import { ROLE_LABELS } from '@platform/auth';
import type { Role } from '@platform/contracts';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import { STATUS_ACTION_LABELS } from '../utils/labels';
import { REVOKE_ROLE } from '../utils/user-permissions';
import {
  ARCHIVED,
  needsConfirmation,
  STATUS_ACTION_TARGETS,
  type UserStatusAction,
} from '../utils/user-status';

type Subject = Pick<ManagedUser, 'id' | 'name' | 'status' | 'confirmed' | 'unconfirmedEmail' | 'email'>;

/** A question before an action: what the dialog says, and what happens on "yes". */
type Question = { title: ReactNode; description: ReactNode; confirmLabel: ReactNode; onConfirm: () => void };

/** What {@link useUserActions} returns. */
export type UserActionControls = {
  /** Changes the status; deactivating and archiving ask first. */
  changeStatus: (user: Subject, action: UserStatusAction) => void;
  /** Mails the invitation (invited accounts) or the confirmation link again. */
  resend: (user: Subject) => void;
  /** Asks first, then deletes; `onDone` runs after the deletion (to leave the deleted user's page). */
  remove: (user: Subject, onDone?: () => void) => void;
  /** Asks first, then revokes the role. */
  removeRole: (user: Subject, role: Role) => void;
  /** Whether one of the actions is under way. */
  isPending: boolean;
  /** The confirmation dialogs; render it once on the page. */
  dialogs: ReactElement;
};

/**
 * The actions of a user's page: status changes, resending the invitation or
 * confirmation, revoking a role and deleting, each answered with a toast.
 * Failures are worded here by the API's error code.
 */
export function useUserActions(): UserActionControls {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const update = useUpdateUser({ showsErrorInline: true });
  const resendMail = useResendConfirmation({ showsErrorInline: true });
  const deletion = useDeleteUser({ showsErrorInline: true });
  const roleChange = useChangeUserRole({ showsErrorInline: true });
  const [question, setQuestion] = useState<Question | null>(null);

  const failed = (title: string) => (error: unknown) => {
    const isStale = isApiError(error) && error.code === 'INVALID_TRANSITION';
    showFailure(title, error, {
      message: isStale ? t`The status has changed in the meantime. The page now shows the current status.` : undefined,
    });
  };

  const applyStatus = (user: Subject, action: UserStatusAction) => {
    const name = user.name;
    const label = i18n._(STATUS_ACTION_LABELS[action]);
    update.mutate(
      { id: user.id, attributes: { status: STATUS_ACTION_TARGETS[action] } },
      {
        onSuccess: () => {
          const done = {
            activate: t`${name} can sign in again.`,
            deactivate: t`${name} can no longer sign in.`,
            archive: t`${name} is archived and can no longer sign in.`,
            restore: t`${name} is active again.`,
          }[action];
          toast({ color: 'success', title: t`Status changed`, message: done });
        },
        onError: failed(t`${label}: ${name} could not be changed`),
      },
    );
  };

  const resend = (user: Subject) => {
    const name = user.name;
    const address = user.unconfirmedEmail ?? user.email;
    const isInvitation = user.status === 'invited';
    resendMail.mutate(user.id, {
      onSuccess: () =>
        toast(
          isInvitation
            ? { color: 'success', title: t`Invitation sent again`, message: t`${name} receives a new invitation at ${address}.` }
            : { color: 'success', title: t`Confirmation sent again`, message: t`${name} receives a new confirmation link at ${address}.` },
        ),
      onError: (error) =>
        isApiError(error) && error.code === 'ALREADY_CONFIRMED'
          ? toast({ color: 'info', title: t`Nothing to send`, message: t`The e-mail address of ${name} has already been confirmed.` })
          : failed(isInvitation ? t`The invitation could not be sent` : t`The confirmation could not be sent`)(error),
    });
  };

  const remove = (user: Subject, onDone?: () => void) => {
    const name = user.name;
    setQuestion({
      title: <Trans>Delete the account of {name} on their request?</Trans>,
      description: (
        <Trans>
          Their personal data are erased everywhere: profile and replies, notifications, mail choices, form answers and the files
          they sent. Their applications stay for the organisations without their name, and their messages show as written by a
          deleted user. They are signed out at once. This cannot be undone; the e-mail address can be used again.
        </Trans>
      ),
      confirmLabel: <Trans>Delete</Trans>,
      onConfirm: () =>
        deletion.mutate(user.id, {
          onSuccess: () => {
            toast({ color: 'success', title: t`User deleted`, message: t`The account of ${name} has been deleted.` });
            onDone?.();
          },
          onError: failed(t`${name} could not be deleted`),
        }),
    });
  };

  const removeRole = (user: Subject, role: Role) => {
    const name = user.name;
    const label = i18n._(ROLE_LABELS[role]);
    setQuestion({
      title: <Trans>Remove the role {label} from {name}?</Trans>,
      description: <Trans>{name} loses what this role allows at once. You can add the role again later.</Trans>,
      confirmLabel: <Trans>Remove role</Trans>,
      onConfirm: () =>
        roleChange.mutate(
          { id: user.id, change: REVOKE_ROLE, role },
          {
            onSuccess: () => toast({ color: 'success', title: t`Role removed`, message: t`${name} is no longer ${label}.` }),
            onError: failed(t`The role could not be removed`),
          },
        ),
    });
  };

  const changeStatus = (user: Subject, action: UserStatusAction) => {
    if (!needsConfirmation(action)) {
      applyStatus(user, action);
      return;
    }
    const name = user.name;
    const isArchiving = STATUS_ACTION_TARGETS[action] === ARCHIVED;
    setQuestion({
      title: isArchiving ? <Trans>Archive the account of {name}?</Trans> : <Trans>Deactivate the account of {name}?</Trans>,
      description: isArchiving ? (
        <Trans>{name} is signed out and can no longer sign in. You can restore the account later.</Trans>
      ) : (
        <Trans>{name} is signed out and can no longer sign in until the account is activated again.</Trans>
      ),
      confirmLabel: i18n._(STATUS_ACTION_LABELS[action]),
      onConfirm: () => applyStatus(user, action),
    });
  };

  const dialogs = (
    <ConfirmDialog
      isOpen={question !== null}
      title={question?.title}
      description={question?.description}
      confirmLabel={question?.confirmLabel}
      onConfirm={() => {
        setQuestion(null);
        question?.onConfirm();
      }}
      onCancel={() => setQuestion(null)}
    />
  );

  return {
    changeStatus,
    resend,
    remove,
    removeRole,
    isPending: update.isPending || resendMail.isPending || deletion.isPending || roleChange.isPending,
    dialogs,
  };
}
