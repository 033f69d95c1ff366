import { useLingui } from '@lingui/react/macro';
import type { OrganizationStatus } from '@platform/contracts';
import { StatusBadge } from '@platform/ui';
import { ORGANIZATION_STATUS_LABELS, ORGANIZATION_STATUS_TONES } from '../utils/labels';

/** An organisation's status as a coloured label ("Active" for approved); the text carries the meaning. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={ORGANIZATION_STATUS_TONES[status]}>{i18n._(ORGANIZATION_STATUS_LABELS[status])}</StatusBadge>;
}
