import { useLingui } from '@lingui/react/macro';
import type { VacancyStatus } from '@platform/contracts';
import { VACANCY_STATUS_LABELS } from '../../../utils/vacancy-status-labels';
import { VACANCY_STATUS_CLASSES } from '../utils/labels';

/** A vacancy's status as a coloured label; the text carries the meaning, the colour only helps. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${VACANCY_STATUS_CLASSES[status]}`}>
      {i18n._(VACANCY_STATUS_LABELS[status])}
    </span>
  );
}
