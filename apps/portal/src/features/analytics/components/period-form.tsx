import { Trans, useLingui } from '@lingui/react/macro';
import { getVolunteerCentersQueryOptions, useApiClient, useCurrentUser } from '@platform/api-client';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { FILTER_CONTROL_CLASS_NAME } from '@portal/components/filter-form';
import { isCustom, PERIOD_PRESETS, PRESET_LABELS, type AnalyticsSearch, type PeriodPreset } from '../utils/analytics-period';

export type PeriodFormProps = {
  /** The page whose URL the form sets. */
  to: '/analytics' | '/analytics/index-2';
  period: { preset: PeriodPreset; from: string; to: string; centerId?: string };
  /** The centre whose figures are shown (the API chose it when the URL names none). */
  shownCenterId: string;
};

/**
 * The period (a preset or a custom range of days) and, for admins, the centre
 * of the analytics pages, kept in the URL so a view can be shared.
 */
export function PeriodForm({ to, period, shownCenterId }: PeriodFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isAdmin = user.roles.some((role) => role.name === 'admin');
  const centers = useQuery({ ...getVolunteerCentersQueryOptions(useApiClient()), enabled: isAdmin }).data ?? [];
  const [preset, setPreset] = useState<PeriodPreset>(period.preset);
  const ids = { preset: useId(), from: useId(), to: useId(), center: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { from, to: until, center } = Object.fromEntries(new FormData(event.currentTarget)) as Partial<Record<string, string>>;
    const search: AnalyticsSearch = {
      period: preset,
      ...(isCustom(preset) ? { from, to: until } : {}),
      center: center || undefined,
    };
    void navigate({ to, search });
  };

  return (
    <form onSubmit={submit} className="mt-6 flex flex-wrap items-end gap-4" aria-label={t`Period`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.preset} className="text-sm font-semibold">
          <Trans>Period</Trans>
        </label>
        <select
          id={ids.preset}
          name="period"
          value={preset}
          onChange={(event) => setPreset(event.target.value as PeriodPreset)}
          className={FILTER_CONTROL_CLASS_NAME}
        >
          {PERIOD_PRESETS.map((choice) => (
            <option key={choice} value={choice}>
              {i18n._(PRESET_LABELS[choice])}
            </option>
          ))}
        </select>
      </div>
      {isCustom(preset) && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.from} className="text-sm font-semibold">
              <Trans>From</Trans>
            </label>
            <input id={ids.from} name="from" type="date" required defaultValue={period.from} className={FILTER_CONTROL_CLASS_NAME} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.to} className="text-sm font-semibold">
              <Trans>Until</Trans>
            </label>
            <input id={ids.to} name="to" type="date" required defaultValue={period.to} className={FILTER_CONTROL_CLASS_NAME} />
          </div>
        </>
      )}
      {isAdmin && centers.length > 1 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.center} className="text-sm font-semibold">
            <Trans>Volunteer centre</Trans>
          </label>
          <select id={ids.center} name="center" defaultValue={shownCenterId} className={FILTER_CONTROL_CLASS_NAME}>
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button type="submit">
        <Trans>Show</Trans>
      </Button>
    </form>
  );
}
