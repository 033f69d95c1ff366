import { Trans, useLingui } from '@lingui/react/macro';
import {
  getApplicationsQueryOptions,
  getManagedVacanciesQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentUser,
  type Application,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Button, buttonClassName } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Pagination } from '../../../components/pagination';
import { useApplicationDecision } from '../hooks/use-application-decision';
import {
  APPLICATION_PAGE_SIZE,
  formatReceived,
  quickDecisions,
  toApplicationListQuery,
  vacancyChoicesQuery,
  type ApplicationListSearch,
} from '../utils/application-list-search';
import { APPLICATION_STATUS_LABELS, DECISION_LABELS } from '../utils/labels';
import { ApplicationStatusBadge } from './application-status-badge';
import { TEXT_LINK_CLASSES } from '../../../components/dark-mode-classes';

const controlClassName =
  'rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25';

/** The list's heading and page title, shared with its error state. */
export function ApplicationsHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Applications`} appName={meta.appName} />
      <h1 className="mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Applications</Trans>
      </h1>
    </>
  );
}

/**
 * `/applications`: the applications to the user's vacancies, newest first,
 * filtered by vacancy, status and the date they came in (all in the URL),
 * with quick decisions on each row.
 */
export function ApplicationsPage({ search }: { search: ApplicationListSearch }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const organizationId = useSelector(selectSelectedOrganizationId);
  const { applications, total } = useSuspenseQuery(getApplicationsQueryOptions(client, toApplicationListQuery(search))).data;
  const vacancies = useSuspenseQuery(getManagedVacanciesQueryOptions(client, vacancyChoicesQuery(user.roles, organizationId))).data.vacancies;
  const decision = useApplicationDecision();
  const hasFilters = Boolean(search.vacancy || search.status || search.from || search.until);
  const pageCount = Math.max(1, Math.ceil(total / APPLICATION_PAGE_SIZE));
  // A vacancy from a link (its detail page) stays choosable even when it is not among the first hundred.
  const filteredVacancy = applications.find((application) => application.vacancyId === search.vacancy)?.vacancy;
  const vacancyChoices =
    search.vacancy && filteredVacancy && !vacancies.some((vacancy) => vacancy.id === search.vacancy)
      ? [...vacancies, filteredVacancy]
      : vacancies;

  const vacancyRef = useRef<HTMLSelectElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const untilRef = useRef<HTMLInputElement>(null);
  const handleFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({
      to: '/applications',
      search: {
        vacancy: vacancyRef.current?.value || undefined,
        status: (statusRef.current?.value || undefined) as ApplicationStatus | undefined,
        from: fromRef.current?.value || undefined,
        until: untilRef.current?.value || undefined,
      },
    });
  };

  return (
    <>
      <ApplicationsHeading />
      {decision.dialogs}
      {/* Keyed by the URL's search, so its fields show the filters again after back, forward or "clear". */}
      <form
        key={JSON.stringify(search)}
        role="search"
        aria-label={t`Filter applications`}
        onSubmit={handleFilter}
        className="mb-6 flex flex-wrap items-end gap-4"
      >
        <FilterField label={t`Vacancy`}>
          {(id) => (
            <select ref={vacancyRef} id={id} defaultValue={search.vacancy ?? ''} className={`${controlClassName} max-w-72`}>
              <option value="">{t`All vacancies`}</option>
              {vacancyChoices.map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {vacancy.title}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t`Status`}>
          {(id) => (
            <select ref={statusRef} id={id} defaultValue={search.status ?? ''} className={controlClassName}>
              <option value="">{t`All statuses`}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(APPLICATION_STATUS_LABELS[status])}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t`Received from`}>
          {(id) => <input ref={fromRef} id={id} type="date" defaultValue={search.from ?? ''} className={controlClassName} />}
        </FilterField>
        <FilterField label={t`Received until`}>
          {(id) => <input ref={untilRef} id={id} type="date" defaultValue={search.until ?? ''} className={controlClassName} />}
        </FilterField>
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
        {hasFilters && (
          <Link to="/applications" className={`${buttonClassName({ variant: 'tertiary' })} dark:text-primary-300`}>
            <Trans>Clear filters</Trans>
          </Link>
        )}
      </form>

      {applications.length === 0 ? (
        <div className="rounded-theme border border-dashed border-black/25 p-10 text-center dark:border-white/25">
          <h2 className="font-heading text-xl font-semibold">
            <Trans>No applications found</Trans>
          </h2>
          <p className="mt-2">
            {hasFilters ? (
              <Trans>No application matches these filters. Change or clear them to see more.</Trans>
            ) : (
              <Trans>Nobody has applied yet. Applications to your vacancies appear here.</Trans>
            )}
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-theme border border-black/10 dark:border-white/15">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              <Trans>Applications, newest first, {total} in total</Trans>
            </caption>
            <thead className="bg-black/5 dark:bg-white/5">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Applicant</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Vacancy</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Received</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <ApplicationRow key={application.id} application={application} decision={decision} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={search.page ?? 1} pageCount={pageCount} total={total} />
    </>
  );
}

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function ApplicationRow({ application, decision }: { application: Application; decision: ReturnType<typeof useApplicationDecision> }) {
  const { i18n } = useLingui();
  const decisions = quickDecisions(application.status);
  const name = application.name;
  const received = formatReceived(application.createdAt, i18n.locale);
  return (
    <tr className="border-t border-black/10 align-top dark:border-white/15">
      <td className="px-3 py-2">
        <Link to="/applications/$id" params={{ id: application.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
          {name}
        </Link>
        <div className="opacity-80">{application.email}</div>
      </td>
      <td className="px-3 py-2">
        <Link to="/vacancies/$id" params={{ id: application.vacancyId }} className="underline-offset-4 hover:underline">
          {application.vacancyTitle}
        </Link>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{received}</td>
      <td className="px-3 py-2">
        <ApplicationStatusBadge status={application.status} />
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          {decisions.map((choice) => (
            <Button key={choice} variant="light" size="sm" disabled={decision.isPending} onClick={() => decision.ask(choice, application)}>
              {i18n._(DECISION_LABELS[choice])}
              <span className="sr-only"> {name}</span>
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}
