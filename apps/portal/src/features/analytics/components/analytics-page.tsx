import { Trans, useLingui } from '@lingui/react/macro';
import { getAnalyticsFiguresQueryOptions, useApiClient, useCurrentCenter, type AnalyticsFigures } from '@platform/api-client';
import { DocumentTitle, formatDayRange } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { figuresCsv, type CsvTitles } from '../utils/analytics-csv';
import { periodOf, type AnalyticsSearch } from '../utils/analytics-period';
import { AnalyticsChart } from './analytics-chart';
import { PeriodForm } from './period-form';

const cardClassName = 'rounded-theme border border-black/10 bg-background p-6 shadow-sm dark:border-white/15';
const tableClassName = 'mt-4 w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-black/10 [&_td]:py-1.5 [&_td]:pr-4 [&_th]:pb-2 [&_th]:pr-4 dark:[&_td]:border-white/15';

const TOGGLE_ON = { variant: 'primary', size: 'sm' } as const;
const TOGGLE_OFF = { variant: 'outline', size: 'sm' } as const;
const DOWNLOAD_BUTTON = { variant: 'light', size: 'sm' } as const;

/** An address of the CSV text for a download link, released when the text changes or the page goes. */
function useCsvAddress(csv: string): string | undefined {
  const [address, setAddress] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [csv]);
  return address;
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClassName}>
      <h2 id={id} className="font-heading text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={cardClassName}>
      <dt className="text-sm">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** A table with one header row; every number right-aligned. */
function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/analytics` (issue 29): a centre's figures of a period as charts or tables, and as CSV. */
export function AnalyticsPage({ search }: { search: AnalyticsSearch }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const period = periodOf(search);
  const figures = useSuspenseQuery(getAnalyticsFiguresQueryOptions(useApiClient(), period)).data;
  const [isTable, setIsTable] = useState(false);
  const titles: CsvTitles = useMemo(
    () => ({
    day: t`Day`,
    searches: t`Searches`,
    searchesWithoutResults: t`Searches without results`,
    vacancyViews: t`Vacancy views`,
    applications: t`Applications`,
    accepted: t`Accepted`,
    rejected: t`Rejected`,
    vacanciesPublished: t`Vacancies published`,
    }),
    [t],
  );
  const csvHref = useCsvAddress(figuresCsv(figures, titles));
  const { totals } = figures;
  const range = formatDayRange(new Date(figures.from), new Date(figures.to), i18n.locale);
  const days = (answer: number | null) => (answer === null ? '–' : t`${answer} days`);

  return (
    <>
      <DocumentTitle page={t`Analytics`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Analytics</Trans>
      </h1>
      <p className="mt-2 opacity-80">
        <Trans>Period: {range}. Searches and views are counted without cookies or personal data.</Trans>{' '}
        <Link to="/analytics/index-2" search={search} className="font-semibold underline">
          <Trans>Funnel and responsiveness</Trans>
        </Link>
      </p>
      <PeriodForm to="/analytics" period={period} shownCenterId={figures.volunteerCenterId} />

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t`Vacancies published`} value={totals.vacanciesPublished} />
        <Tile label={t`Searches`} value={totals.searches} />
        <Tile label={t`Searches without results`} value={totals.searchesWithoutResults} />
        <Tile label={t`Vacancy views`} value={totals.vacancyViews} />
        <Tile label={t`Applications`} value={totals.applications} />
        <Tile label={t`Accepted`} value={totals.accepted} />
        <Tile label={t`Rejected`} value={totals.rejected} />
        <Tile label={t`Average time to first answer`} value={days(totals.averageDaysToFirstAnswer)} />
        <Tile label={t`New volunteers`} value={totals.newVolunteers} />
        <Tile label={t`New organisations`} value={totals.newOrganizations} />
        <Tile label={t`Form submissions`} value={totals.formSubmissions} />
      </dl>

      <div className="mt-8 flex flex-wrap items-center gap-3" role="group" aria-label={t`View`}>
        <button type="button" aria-pressed={!isTable} onClick={() => setIsTable(false)} className={buttonClassName(isTable ? TOGGLE_OFF : TOGGLE_ON)}>
          <Trans>Charts</Trans>
        </button>
        <button type="button" aria-pressed={isTable} onClick={() => setIsTable(true)} className={buttonClassName(isTable ? TOGGLE_ON : TOGGLE_OFF)}>
          <Trans>Table</Trans>
        </button>
        <a href={csvHref} download={`analytics-${figures.from}-${figures.to}.csv`} className={buttonClassName(DOWNLOAD_BUTTON)}>
          <Trans>Download CSV</Trans>
        </a>
      </div>

      <div className="mt-6 grid gap-6">
        {isTable ? <Tables figures={figures} titles={titles} /> : <Charts figures={figures} titles={titles} />}
      </div>
    </>
  );
}

function Charts({ figures, titles }: { figures: AnalyticsFigures; titles: CsvTitles }) {
  const { t } = useLingui();
  const labels = useMemo(() => figures.days.map((d) => d.day), [figures]);
  const daily = useMemo(
    () => [
      { label: titles.searches, values: figures.days.map((d) => d.searches) },
      { label: titles.vacancyViews, values: figures.days.map((d) => d.vacancyViews) },
      { label: titles.applications, values: figures.days.map((d) => d.applications) },
    ],
    [figures, titles],
  );
  const organizations = useMemo(() => figures.organizations.slice(0, 10), [figures]);
  const organizationNames = useMemo(() => organizations.map((o) => o.name), [organizations]);
  const perOrganization = useMemo(
    () => [
      { label: titles.applications, values: organizations.map((o) => o.applications) },
      { label: titles.vacancyViews, values: organizations.map((o) => o.vacancyViews) },
    ],
    [organizations, titles],
  );
  const wordLabels = useMemo(() => figures.topWords.map((w) => w.word), [figures]);
  const words = useMemo(() => [{ label: titles.searches, values: figures.topWords.map((w) => w.searches) }], [figures, titles]);
  return (
    <>
      <Card id="daily-title" title={t`Per day`}>
        <AnalyticsChart label={t`Searches, vacancy views and applications per day`} labels={labels} series={daily} />
      </Card>
      <Card id="organizations-title" title={t`Per organisation`}>
        <AnalyticsChart isBar label={t`Applications and vacancy views of the ten busiest organisations`} labels={organizationNames} series={perOrganization} />
      </Card>
      <Card id="words-title" title={t`Words searched most`}>
        <AnalyticsChart isBar label={t`The words searched most`} labels={wordLabels} series={words} />
      </Card>
      <WordsWithoutResults figures={figures} />
    </>
  );
}

function WordsWithoutResults({ figures }: { figures: AnalyticsFigures }) {
  const { t } = useLingui();
  return (
    <Card id="empty-words-title" title={t`Words that found nothing`}>
      {figures.wordsWithoutResults.length === 0 ? (
        <p className="mt-2 text-sm">
          <Trans>Every search found something.</Trans>
        </p>
      ) : (
        <FiguresTable caption={t`Words that found nothing`} head={[t`Word`, t`Searches`]} rows={figures.wordsWithoutResults.map((w) => [w.word, w.searches])} />
      )}
    </Card>
  );
}

function Tables({ figures, titles }: { figures: AnalyticsFigures; titles: CsvTitles }) {
  const { t } = useLingui();
  const days = (answer: number | null) => (answer === null ? '–' : String(answer));
  return (
    <>
      <Card id="daily-table-title" title={t`Per day`}>
        <FiguresTable
          caption={t`Figures per day`}
          head={[titles.day, titles.searches, titles.searchesWithoutResults, titles.vacancyViews, titles.applications, titles.accepted, titles.rejected, titles.vacanciesPublished]}
          rows={figures.days.map((d) => [d.day, d.searches, d.searchesWithoutResults, d.vacancyViews, d.applications, d.accepted, d.rejected, d.vacanciesPublished])}
        />
      </Card>
      <Card id="organizations-table-title" title={t`Per organisation`}>
        <FiguresTable
          caption={t`Figures per organisation`}
          head={[t`Organisation`, titles.vacanciesPublished, titles.vacancyViews, titles.applications, titles.accepted, titles.rejected, t`Average days to first answer`]}
          rows={figures.organizations.map((o) => [o.name, o.vacanciesPublished, o.vacancyViews, o.applications, o.accepted, o.rejected, days(o.averageDaysToFirstAnswer)])}
        />
      </Card>
      <Card id="categories-table-title" title={t`Per category`}>
        <FiguresTable
          caption={t`Figures per category`}
          head={[t`Category`, titles.vacancyViews, titles.applications]}
          rows={figures.categories.map((c) => [c.name, c.vacancyViews, c.applications])}
        />
      </Card>
      <Card id="words-table-title" title={t`Words searched most`}>
        <FiguresTable caption={t`Words searched most`} head={[t`Word`, t`Searches`]} rows={figures.topWords.map((w) => [w.word, w.searches])} />
      </Card>
      <WordsWithoutResults figures={figures} />
    </>
  );
}
