import { useLingui } from '@lingui/react/macro';
import type { OrganizationStatus } from '@platform/contracts';
import { ORGANIZATION_STATUS_CLASSES, ORGANIZATION_STATUS_LABELS } from '../utils/labels';

/** An organisation's status as a coloured label ("Active" for approved); the text carries the meaning. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${ORGANIZATION_STATUS_CLASSES[status]}`}>
      {i18n._(ORGANIZATION_STATUS_LABELS[status])}
    </span>
  );
}
