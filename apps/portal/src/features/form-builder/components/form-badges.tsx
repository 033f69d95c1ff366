import { useLingui } from '@lingui/react/macro';
import type { InvitationState, ManagedForm } from '@platform/api-client';
import { FORM_STATUS_LABELS, INVITATION_STATE_LABELS } from '../utils/labels';

const BADGE_CLASS_NAME =
  'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap';
const GREEN = 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50';
const GREY = 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50';
const AMBER = 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50';
const BLUE = 'bg-blue-100 text-blue-950 dark:bg-blue-900 dark:text-blue-50';
const RED = 'bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50';

/** A form's status, and whether it takes answers now (an open form past its closing date does not). */
export function FormStatusBadge({
  form,
}: {
  form: Pick<ManagedForm, 'status' | 'acceptingAnswers'>;
}) {
  const { t, i18n } = useLingui();
  const isPastClosing = form.status === 'open' && !form.acceptingAnswers;
  const colour = form.status === 'open' ? (isPastClosing ? AMBER : GREEN) : GREY;
  return (
    <span className={`${BADGE_CLASS_NAME} ${colour}`}>
      {isPastClosing ? t`Open, past its closing date` : i18n._(FORM_STATUS_LABELS[form.status])}
    </span>
  );
}

const INVITATION_COLOURS: Record<InvitationState, string> = {
  sent: BLUE,
  opened: AMBER,
  answered: GREEN,
  expired: GREY,
  revoked: RED,
};

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  const { i18n } = useLingui();
  return (
    <span className={`${BADGE_CLASS_NAME} ${INVITATION_COLOURS[state]}`}>
      {i18n._(INVITATION_STATE_LABELS[state])}
    </span>
  );
}
