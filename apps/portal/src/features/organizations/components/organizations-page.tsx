import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationsQueryOptions,
  getVolunteerCentersQueryOptions,
  useApiClient,
  useCurrentCenter,
  type ManagedOrganization,
} from '@platform/api-client';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationStatus, type OrganizationType } from '@platform/contracts';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { ariaSortOf, Button, buttonClassName, ListFrame, nextSort } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable, sortableColumn, type ListColumn } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { useOrganizationActions } from '../hooks/use-organization-actions';
import { useOrganizationPermissions } from '../hooks/use-organization-permissions';
import { ORGANIZATION_STATUS_LABELS, ORGANIZATION_TYPE_LABELS } from '../utils/labels';
import {
  DEFAULT_ORGANIZATION_SORT,
  ORGANIZATION_SORT_FIRST,
  pageCount,
  toOrganizationListQuery,
  type OrganizationListSearch,
  type SortableColumn,
} from '../utils/organization-list-search';
import { OrganizationStatusBadge } from './organization-status-badge';

const NAME_COLUMN: SortableColumn = 'name';
const CREATED_COLUMN: SortableColumn = 'created_at';

/** The list's heading, description and page title, shared with its error state. */
export function OrganizationsHeading({ isStaff }: { isStaff: boolean }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <DocumentTitle page={t`Organisations`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight">
          <Trans>Organisations</Trans>
        </h1>
        <p className="mt-2">
          <Trans>Here you find an overview of all organisations.</Trans>
        </p>
      </div>
      {isStaff && (
        <div className="flex flex-wrap gap-3">
          <Link to="/organizations/approve" className={buttonClassName({ variant: 'outline' })}>
            <Trans>Registrations to approve</Trans>
          </Link>
          <Link to="/organizations/add" className={buttonClassName()}>
            <Trans>New organisation</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * `/organizations`: the organisations the user may see, searched by name,
 * city or e-mail and filtered by status and type (all in the URL), each row
 * linking to its edit page; staff also delete here, after a confirmation.
 */
export function OrganizationsPage({ search }: { search: OrganizationListSearch }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const permissions = useOrganizationPermissions();
  const organizations = useSuspenseQuery(getManagedOrganizationsQueryOptions(client, toOrganizationListQuery(search)));
  const { total } = organizations.data;
  // Admins see every centre of the tenant, so the list says whose each organisation is.
  const centers = useQuery({ ...getVolunteerCentersQueryOptions(client), enabled: permissions.isAdmin }).data;
  const centerName = (id: string) => centers?.find((center) => center.id === id)?.name ?? '';
  const actions = useOrganizationActions();
  const captionRef = useRef<HTMLHeadingElement>(null);
  const hasFilters = Boolean(search.q || search.status || search.type);

  const handleFilter = ({ q, status, type }: FilterValues<'q' | 'status' | 'type'>) =>
    void navigate({
      to: '/organizations',
      search: { ...search, q, status: status as OrganizationStatus | undefined, type: type as OrganizationType | undefined, page: undefined },
    });

  return (
    <>
      <OrganizationsHeading isStaff={permissions.isStaff} />
      {actions.dialogs}
      <FilterForm label={t`Filter organisations`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/organizations">
        <FilterField label={t`Search`}>
          {(id) => (
            <input
              name="q"
              id={id}
              type="search"
              defaultValue={search.q ?? ''}
              placeholder={t`Name, place or e-mail address`}
              className={`${FILTER_CONTROL_CLASS_NAME} min-w-64`}
            />
          )}
        </FilterField>
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All but deleted`}
          options={ORGANIZATION_STATUSES.map((status) => ({ value: status, label: i18n._(ORGANIZATION_STATUS_LABELS[status]) }))}
        />
        <FilterSelect
          label={t`Type`}
          name="type"
          value={search.type}
          allLabel={t`All types`}
          options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: i18n._(ORGANIZATION_TYPE_LABELS[type]) }))}
        />
      </FilterForm>

      {/* Where focus goes when a deleted row leaves the list. */}
      <h2 ref={captionRef} tabIndex={-1} className="sr-only">
        <Trans>Organisations, {total} in total</Trans>
      </h2>
      <ListFrame
        query={organizations}
        empty={{
          isEmpty: (data) => data.organizations.length === 0,
          title: <Trans>No organisations found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>No organisation matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>There are no organisations yet.</Trans>,
            clearPath: '/organizations',
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Organisations, {total} in total</Trans>}
            columns={[
              sortColumn(NAME_COLUMN, search, t`Name`),
              t`Type`,
              t`Place`,
              ...(permissions.isAdmin ? [t`Volunteer centre`] : []),
              t`Status`,
              sortColumn(CREATED_COLUMN, search, t`Registered`),
              t`Actions`,
            ]}
          >
            {data.organizations.map((organization) => (
              <OrganizationRow
                key={organization.id}
                organization={organization}
                centerCell={permissions.isAdmin ? <ListCell>{centerName(organization.volunteerCenterId)}</ListCell> : null}
                mayEdit={permissions.mayEdit(organization)}
                mayDelete={permissions.isStaff && organization.status !== 'deleted'}
                onDelete={() => actions.remove(organization, () => captionRef.current?.focus())}
                isPending={actions.isPending}
              />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={pageCount(total)} total={total} />
    </>
  );
}

/** A column the list sorts by: its heading links to the other order. */
function sortColumn(column: SortableColumn, search: OrganizationListSearch, label: string): ListColumn {
  const sort = search.sort ?? DEFAULT_ORGANIZATION_SORT;
  return sortableColumn(label, ariaSortOf(sort, column), (link) => (
    <Link to="/organizations" search={{ ...search, sort: nextSort(sort, column, ORGANIZATION_SORT_FIRST[column]), page: undefined }} {...link} />
  ));
}

function OrganizationRow({
  organization,
  centerCell,
  mayEdit,
  mayDelete,
  onDelete,
  isPending,
}: {
  organization: ManagedOrganization;
  centerCell: ReactNode;
  mayEdit: boolean;
  mayDelete: boolean;
  onDelete: () => void;
  isPending: boolean;
}) {
  const { i18n } = useLingui();
  const name = organization.name;
  const actionClassName = buttonClassName({ variant: 'light', size: 'sm' });
  return (
    <ListRow>
      <ListCell className="font-semibold">
        {mayEdit ? (
          <Link to="/organizations/$id/edit" params={{ id: organization.id }} className={TEXT_LINK_CLASSES}>
            {name}
          </Link>
        ) : (
          name
        )}
        {organization.email && <div className="font-normal opacity-80 wrap-anywhere">{organization.email}</div>}
      </ListCell>
      <ListCell>{i18n._(ORGANIZATION_TYPE_LABELS[organization.organizationType])}</ListCell>
      <ListCell>{organization.city ?? ''}</ListCell>
      {centerCell}
      <ListCell>
        <OrganizationStatusBadge status={organization.status} />
      </ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(organization.createdAt, i18n.locale)}</ListCell>
      <ActionsCell>
        {mayEdit && (
          <Link to="/organizations/$id/edit" params={{ id: organization.id }} className={actionClassName}>
            <Trans>Edit</Trans>
            <span className="sr-only"> {name}</span>
          </Link>
        )}
        {mayDelete && (
          <Button variant="light" size="sm" disabled={isPending} onClick={onDelete}>
            <Trans>Delete</Trans>
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </ActionsCell>
    </ListRow>
  );
}
