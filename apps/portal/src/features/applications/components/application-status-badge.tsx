import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@platform/contracts';
import { APPLICATION_STATUS_TONES, StatusBadge } from '@platform/ui';
import { APPLICATION_STATUS_LABELS } from '../utils/labels';

/** An application's status as a coloured label; the text carries the meaning, the colour only helps. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={APPLICATION_STATUS_TONES[status]}>{i18n._(APPLICATION_STATUS_LABELS[status])}</StatusBadge>;
}
