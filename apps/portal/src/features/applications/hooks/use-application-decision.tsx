import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useDecideApplication,
  type Application,
  type ApplicationDecision,
} from '@platform/api-client';
import { ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';
import { ReasonDialog } from '@portal/components/reason-dialog';
import { applicantName } from '../utils/labels';

/** Most characters of a rejection reason (the API's bound). */
const REASON_MAX = 2000;

type Subject = Pick<Application, 'id' | 'name' | 'anonymised' | 'vacancyTitle'>;

/** What {@link useApplicationDecision} returns. */
export type ApplicationDecisionControls = {
  /** Opens the confirmation of a decision; it is taken when the user confirms. */
  ask: (decision: ApplicationDecision, application: Subject) => void;
  isPending: boolean;
  /** The confirmation dialogs; render it once on the page. */
  dialogs: ReactElement;
};

/**
 * Taking an application into review, accepting and rejecting it: each behind
 * a confirmation (rejecting with an optional reason for the applicant), then
 * a toast. Lists and the detail refresh through the mutation.
 */
export function useApplicationDecision(): ApplicationDecisionControls {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const decide = useDecideApplication({ showsErrorInline: true });
  const [asked, setAsked] = useState<{ decision: ApplicationDecision; application: Subject } | null>(null);
  const [reason, setReason] = useState('');

  const close = () => setAsked(null);

  const take = () => {
    if (!asked) return;
    const { decision, application } = asked;
    const name = applicantName(application, i18n);
    // An anonymised applicant deleted their account: the API mails nobody.
    const told = application.anonymised ? t`Nobody is mailed: the applicant deleted their account.` : t`${name} receives an e-mail about it.`;
    setAsked(null);
    decide.mutate(
      { id: application.id, decision, reason: decision === 'reject' ? reason : undefined },
      {
        onSuccess: () => {
          const done = {
            review: { title: t`Application in review`, message: t`You are handling the application of ${name}.` },
            accept: { title: t`Application accepted`, message: told },
            reject: { title: t`Application rejected`, message: told },
          }[decision];
          toast({ color: 'success', ...done });
        },
        onError: (error) => {
          const isStale = isApiError(error) && error.code === 'INVALID_TRANSITION';
          showFailure(t`The application could not be changed`, error, {
            message: isStale ? t`Its status has changed in the meantime. The page now shows the current status.` : undefined,
          });
        },
      },
    );
  };

  const name = asked ? applicantName(asked.application, i18n) : '';
  const vacancyTitle = asked?.application.vacancyTitle ?? '';
  const isAnonymised = !!asked?.application.anonymised;
  const nobodyMailed = <Trans>The applicant deleted their account, so nobody receives an e-mail about it.</Trans>;
  const dialogs = (
    <>
      <ConfirmDialog
        isOpen={asked?.decision === 'review'}
        title={<Trans>Take the application of {name} into review?</Trans>}
        description={<Trans>The status becomes “In review”, so your colleagues see that it is being handled.</Trans>}
        confirmLabel={<Trans>Take into review</Trans>}
        onConfirm={take}
        onCancel={close}
      />
      <ConfirmDialog
        isOpen={asked?.decision === 'accept'}
        title={<Trans>Accept the application of {name}?</Trans>}
        description={isAnonymised ? nobodyMailed : <Trans>{name} receives an e-mail that the application for “{vacancyTitle}” has been accepted.</Trans>}
        confirmLabel={<Trans>Accept</Trans>}
        onConfirm={take}
        onCancel={close}
      />
      <ReasonDialog
        isOpen={asked?.decision === 'reject'}
        title={<Trans>Reject the application of {name}?</Trans>}
        description={isAnonymised ? nobodyMailed : <Trans>{name} receives an e-mail that the application for “{vacancyTitle}” has been rejected.</Trans>}
        reasonLabel={<Trans>Reason (optional)</Trans>}
        reasonHint={isAnonymised ? <Trans>Kept with the application.</Trans> : <Trans>Included in the e-mail to the applicant.</Trans>}
        reason={reason}
        onReasonChange={setReason}
        maxLength={REASON_MAX}
        confirmLabel={<Trans>Reject</Trans>}
        onConfirm={take}
        onCancel={close}
      />
    </>
  );

  return {
    ask: (decision, application) => {
      setReason('');
      setAsked({ decision, application });
    },
    isPending: decide.isPending,
    dialogs,
  };
}
