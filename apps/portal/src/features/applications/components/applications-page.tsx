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
import { APPLICATION_STATUSES, CENTER_ALERT_DAYS, type ApplicationStatus } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Button, ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from 'react-redux';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { useApplicationDecision } from '../hooks/use-application-decision';
import {
  APPLICATION_PAGE_SIZE,
  formatReceived,
  quickDecisions,
  toApplicationListQuery,
  vacancyChoicesQuery,
  type ApplicationListSearch,
} from '../utils/application-list-search';
import { APPLICATION_STATUS_LABELS, applicantName, DECISION_LABELS } from '../utils/labels';
import { mayListWaitingApplications } from '../utils/waiting-access';
import { ApplicationStatusBadge } from './application-status-badge';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

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
  const applications = useSuspenseQuery(getApplicationsQueryOptions(client, toApplicationListQuery(search)));
  const { total } = applications.data;
  const vacancies = useSuspenseQuery(getManagedVacanciesQueryOptions(client, vacancyChoicesQuery(user.roles, organizationId))).data.vacancies;
  const decision = useApplicationDecision();
  const hasFilters = Boolean(search.vacancy || search.status || search.from || search.until);
  const pageCount = Math.max(1, Math.ceil(total / APPLICATION_PAGE_SIZE));
  // A vacancy from a link (its detail page) stays choosable even when it is not among the first hundred.
  const filteredVacancy = applications.data.applications.find((application) => application.vacancyId === search.vacancy)?.vacancy;
  const vacancyChoices =
    search.vacancy && filteredVacancy && !vacancies.some((vacancy) => vacancy.id === search.vacancy)
      ? [...vacancies, filteredVacancy]
      : vacancies;

  const handleFilter = ({ vacancy, status, from, until }: FilterValues<'vacancy' | 'status' | 'from' | 'until'>) =>
    void navigate({ to: '/applications', search: { vacancy, status: status as ApplicationStatus | undefined, from, until } });

  return (
    <>
      <ApplicationsHeading />
      {mayListWaitingApplications(user.roles) && (
        <p className="-mt-3 mb-6">
          <Link to="/applications/waiting" className={TEXT_LINK_CLASSES}>
            <Trans>Waiting for an answer for {CENTER_ALERT_DAYS} days or more, per organisation</Trans>
          </Link>
        </p>
      )}
      {decision.dialogs}
      <FilterForm label={t`Filter applications`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/applications">
        <FilterSelect
          label={t`Vacancy`}
          name="vacancy"
          value={search.vacancy}
          allLabel={t`All vacancies`}
          options={vacancyChoices.map((vacancy) => ({ value: vacancy.id, label: vacancy.title }))}
          className="max-w-72"
        />
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All statuses`}
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: i18n._(APPLICATION_STATUS_LABELS[status]) }))}
        />
        <FilterField label={t`Received from`}>
          {(id) => <input name="from" id={id} type="date" defaultValue={search.from ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
        <FilterField label={t`Received until`}>
          {(id) => <input name="until" id={id} type="date" defaultValue={search.until ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
      </FilterForm>

      <ListFrame
        query={applications}
        empty={{
          isEmpty: (data) => data.applications.length === 0,
          title: <Trans>No applications found</Trans>,
          message: hasFilters ? (
            <Trans>No application matches these filters. Change or clear them to see more.</Trans>
          ) : (
            <Trans>Nobody has applied yet. Applications to your vacancies appear here.</Trans>
          ),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Applications, newest first, {total} in total</Trans>}
            columns={[t`Applicant`, t`Vacancy`, t`Received`, t`Status`, t`Actions`]}
          >
            {data.applications.map((application) => (
              <ApplicationRow key={application.id} application={application} decision={decision} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={pageCount} total={total} />
    </>
  );
}

function ApplicationRow({ application, decision }: { application: Application; decision: ReturnType<typeof useApplicationDecision> }) {
  const { i18n } = useLingui();
  const decisions = quickDecisions(application.status);
  const name = applicantName(application, i18n);
  const received = formatReceived(application.createdAt, i18n.locale);
  return (
    <ListRow>
      <ListCell>
        <Link to="/applications/$id" params={{ id: application.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
          {name}
        </Link>
        <div className="opacity-80 wrap-anywhere">{application.email}</div>
      </ListCell>
      <ListCell>
        <Link to="/vacancies/$id" params={{ id: application.vacancyId }} className="underline-offset-4 hover:underline">
          {application.vacancyTitle}
        </Link>
      </ListCell>
      <ListCell className="whitespace-nowrap">{received}</ListCell>
      <ListCell>
        <ApplicationStatusBadge status={application.status} />
      </ListCell>
      <ActionsCell>
        {decisions.map((choice) => (
          <Button key={choice} variant="light" size="sm" disabled={decision.isPending} onClick={() => decision.ask(choice, application)}>
            {i18n._(DECISION_LABELS[choice])}
            <span className="sr-only"> {name}</span>
          </Button>
        ))}
      </ActionsCell>
    </ListRow>
  );
}
