import { Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getManagedVacancyQueryOptions,
  getVacancyCategoriesQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentOrganizations,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import type { VacancyType } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from 'react-redux';
import { useRequireManageableVacancy } from '../hooks/use-may-manage-vacancy';
import { VacancyForm } from './vacancy-form';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

function useReferenceLists() {
  const client = useApiClient();
  const categories = useSuspenseQuery(getVacancyCategoriesQueryOptions(client)).data;
  const ageGroups = useSuspenseQuery(getAgeGroupsQueryOptions(client)).data;
  return { categories, ageGroups };
}

const backLinkClassName = `text-sm font-semibold ${TEXT_LINK_CLASSES}`;

/** `/vacancies/add`: a new vacancy for the organisation the user acts for, of `initialType` when the tenant offers it. */
export function AddVacancyPage({ initialType }: { initialType?: VacancyType }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  // The API writes a new vacancy for the organisation the user acts for (Current-Organization-Id).
  const organizationId = useSelector(selectSelectedOrganizationId);
  const organizationName = useCurrentOrganizations().find((organization) => organization.id === organizationId)?.name ?? '';
  const { categories, ageGroups } = useReferenceLists();
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`New vacancy`} appName={meta.appName} />
      <Link to="/vacancies" className={backLinkClassName}>
        <Trans>Back to the vacancies</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>New vacancy</Trans>
      </h1>
      <p className="mt-2 mb-6">
        <Trans>
          For {organizationName}. To write one for another of your organisations, choose it at the top of the page first.
        </Trans>
      </p>
      <VacancyForm categories={categories} ageGroups={ageGroups} initialType={initialType} />
    </div>
  );
}

/** `/vacancies/{id}/edit`: every field of the vacancy. */
export function EditVacancyPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const vacancy = useSuspenseQuery(getManagedVacancyQueryOptions(useApiClient(), id)).data;
  useRequireManageableVacancy(vacancy);
  const { categories, ageGroups } = useReferenceLists();
  const title = vacancy.title;
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Edit ${title}`} appName={meta.appName} />
      <Link to="/vacancies/$id" params={{ id }} className={backLinkClassName}>
        <Trans>Back to the vacancy</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Edit vacancy</Trans>
      </h1>
      {/* Keyed by the vacancy, so another vacancy's edit page starts from its own values. */}
      <VacancyForm key={vacancy.id} vacancy={vacancy} categories={categories} ageGroups={ageGroups} />
    </div>
  );
}
