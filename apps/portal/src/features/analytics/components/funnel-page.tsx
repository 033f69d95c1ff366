import { Trans, useLingui } from '@lingui/react/macro';
import { getAnalyticsFunnelQueryOptions, useApiClient, useCurrentCenter } from '@platform/api-client';
import { DocumentTitle, formatDayRange } from '@platform/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { periodOf, type AnalyticsSearch } from '../utils/analytics-period';
import { PeriodForm } from './period-form';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an Intl option
const PERCENT = { style: 'percent' } as const;
const cardClassName = 'rounded-theme border border-black/10 bg-background p-6 shadow-sm dark:border-white/15';

/** A step's share of the step before it, as a whole percentage; none when the step before had nothing. */
function shareOf(part: number, whole: number): string | null {
  return whole === 0 ? null : `${Math.round((part / whole) * 100)}%`;
}

/**
 * `/analytics/index-2` ('Volunteerly Analytics'): the funnel from search to
 * acceptance, and per organisation the share of applications answered within
 * 7 days, least responsive first, so a centre sees whom to help.
 */
export function FunnelPage({ search }: { search: AnalyticsSearch }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const period = periodOf(search);
  const funnel = useSuspenseQuery(getAnalyticsFunnelQueryOptions(useApiClient(), period)).data;
  const steps = [
    { label: t`Searches`, value: funnel.searches },
    { label: t`Vacancy views`, value: funnel.vacancyViews },
    { label: t`Applications`, value: funnel.applications },
    { label: t`Accepted`, value: funnel.accepted },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.value));
  const range = formatDayRange(new Date(funnel.from), new Date(funnel.to), i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, PERCENT);

  return (
    <>
      <DocumentTitle page={t`Volunteerly Analytics`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Volunteerly Analytics</Trans>
      </h1>
      <p className="mt-2 opacity-80">
        <Trans>Period: {range}.</Trans>{' '}
        <Link to="/analytics" search={search} className="font-semibold underline">
          <Trans>All figures</Trans>
        </Link>
      </p>
      <PeriodForm to="/analytics/index-2" period={period} shownCenterId={funnel.volunteerCenterId} />

      <section aria-labelledby="funnel-title" className={`${cardClassName} mt-8`}>
        <h2 id="funnel-title" className="font-heading text-lg font-semibold">
          <Trans>From search to acceptance</Trans>
        </h2>
        <ol className="mt-4 flex flex-col gap-3">
          {steps.map((step, index) => {
            const share = index === 0 ? null : shareOf(step.value, steps[index - 1]!.value);
            return (
              <li key={step.label}>
                <div className="flex justify-between text-sm">
                  <span className="font-semibold">{step.label}</span>
                  <span className="tabular-nums">
                    {step.value}
                    {share && <> ({t`${share} of the step before`})</>}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-3 rounded-theme bg-primary" style={{ width: `${Math.max(1, (step.value / widest) * 100)}%` }} />
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="responsiveness-title" className={`${cardClassName} mt-6`}>
        <h2 id="responsiveness-title" className="font-heading text-lg font-semibold">
          <Trans>Responsiveness per organisation</Trans>
        </h2>
        <p className="mt-1 text-sm">
          <Trans>The share of applications answered within 7 days, of those sent at least 7 days ago; least responsive first.</Trans>
        </p>
        {funnel.responsiveness.length === 0 ? (
          <p className="mt-4 text-sm">
            <Trans>No applications of at least 7 days old in this period.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-4 w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-black/10 [&_td]:py-1.5 [&_td]:pr-4 [&_th]:pr-4 dark:[&_td]:border-white/15">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Organisation</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Applications</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Answered within 7 days</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Share</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {funnel.responsiveness.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td className="tabular-nums">{row.applications}</td>
                    <td className="tabular-nums">{row.answeredWithin7Days}</td>
                    <td className="tabular-nums">{percent.format(row.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
