import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@platform/contracts';
import { APPLICATION_STATUS_CLASSES, APPLICATION_STATUS_LABELS } from '../utils/labels';

/** An application's status as a coloured label; the text carries the meaning, the colour only helps. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${APPLICATION_STATUS_CLASSES[status]}`}>
      {i18n._(APPLICATION_STATUS_LABELS[status])}
    </span>
  );
}
