import { useLingui } from '@lingui/react/macro';
import type { VacancyStatus } from '@platform/contracts';
import { StatusBadge } from '@platform/ui';
import { VACANCY_STATUS_LABELS } from '@portal/utils/vacancy-status-labels';
import { VACANCY_STATUS_TONES } from '../utils/labels';

/** A vacancy's status as a coloured label; the text carries the meaning, the colour only helps. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={VACANCY_STATUS_TONES[status]}>{i18n._(VACANCY_STATUS_LABELS[status])}</StatusBadge>;
}
