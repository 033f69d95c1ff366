import { VACANCY_TYPE_NAMES } from '@platform/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchedVacancy } from '@platform/api-client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '@platform/i18n';
import { excerpt, htmlToText } from '@site/utils/html-text';
import { formatKilometres } from '@site/utils/format-kilometres';

/** Props of {@link VacancyList}. */
export type VacancyListProps = {
  vacancies: readonly SearchedVacancy[];
  /** Category names by id, to label each vacancy. */
  categoryNames: ReadonlyMap<string, string>;
  /** The level of each vacancy's title under the list's own heading. */
  headingLevel?: 2 | 3;
  /** Leaves the organisation out, on a page that is about that organisation. */
  hidesOrganization?: boolean;
  /** More about a vacancy at the foot of its card, e.g. why it matches on "Voor jou". */
  renderExtra?: (vacancy: SearchedVacancy) => ReactNode;
};

const EXCERPT_LENGTH = 180;
const HEADINGS = { 2: 'h2', 3: 'h3' } as const;

/** Vacancies as a list of cards whose titles link to the vacancy pages. */
export function VacancyList({
  vacancies,
  categoryNames,
  headingLevel = 2,
  hidesOrganization = false,
  renderExtra,
}: VacancyListProps) {
  return (
    <ol className="flex flex-col gap-4">
      {vacancies.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard
            vacancy={vacancy}
            categoryNames={categoryNames}
            headingLevel={headingLevel}
            hidesOrganization={hidesOrganization}
            extra={renderExtra?.(vacancy)}
          />
        </li>
      ))}
    </ol>
  );
}

function VacancyCard({
  vacancy,
  categoryNames,
  headingLevel,
  hidesOrganization,
  extra,
}: { vacancy: SearchedVacancy; extra: ReactNode } & Required<
  Omit<VacancyListProps, 'vacancies' | 'renderExtra'>
>) {
  const { t, i18n } = useLingui();
  const Heading = HEADINGS[headingLevel];
  const distanceKm = vacancy.meta?.distanceKm;
  const distance =
    distanceKm === undefined ? undefined : formatKilometres(distanceKm, i18n.locale);
  const hours = vacancy.hoursPerWeek;
  const categories = vacancy.categoryIds.flatMap((id) => {
    const name = categoryNames.get(id);
    return name ? [name] : [];
  });
  const summary = excerpt(htmlToText(vacancy.description), EXCERPT_LENGTH);
  return (
    <article className="relative rounded-theme border border-black/10 bg-background p-5 shadow-xs transition focus-within:ring-2 focus-within:ring-primary hover:border-primary/50 dark:border-white/15">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading className="font-heading text-lg font-semibold">
          {/* The link covers the whole card (its ::after), so the card is one click and one tab stop. */}
          <Link
            to="/vacancies/$id"
            params={{ id: vacancy.id }}
            className="underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {vacancy.title}
          </Link>
        </Heading>
        {vacancy.vacancyType !== 'volunteering' && (
          <span className="rounded-theme bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary dark:bg-white/10 dark:text-text">
            {i18n._(VACANCY_TYPE_NAMES[vacancy.vacancyType])}
          </span>
        )}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {!hidesOrganization && vacancy.organization?.name && (
          <div className="flex gap-1">
            <dt className="sr-only">
              <Trans>Organisation</Trans>
            </dt>
            <dd className="font-medium">{vacancy.organization.name}</dd>
          </div>
        )}
        {vacancy.place && (
          <div className="flex gap-1">
            <dt className="opacity-80">
              <Trans>Place:</Trans>
            </dt>
            <dd>
              {vacancy.place}
              {distance !== undefined && (
                <>
                  {' '}
                  <Trans>({distance} km away)</Trans>
                </>
              )}
            </dd>
          </div>
        )}
        {hours !== null && (
          <div className="flex gap-1">
            <dt className="opacity-80">
              <Trans>Time:</Trans>
            </dt>
            <dd>
              <Trans>{hours} hours a week</Trans>
            </dd>
          </div>
        )}
        {vacancy.startsAt && (
          <div className="flex gap-1">
            <dt className="opacity-80">
              <Trans>Starts:</Trans>
            </dt>
            <dd>{formatDate(vacancy.startsAt, i18n.locale, true)}</dd>
          </div>
        )}
      </dl>
      {summary && <p className="mt-3 leading-relaxed opacity-90">{summary}</p>}
      {categories.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Categories`}>
          {categories.map((name) => (
            <li key={name} className="rounded-theme border border-black/15 px-2 py-0.5 text-xs dark:border-white/20">
              {name}
            </li>
          ))}
        </ul>
      )}
      {extra}
    </article>
  );
}
