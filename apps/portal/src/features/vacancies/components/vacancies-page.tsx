import { Trans, useLingui } from '@lingui/react/macro';
import { offeredVacancyTypes } from '@platform/tenancy';
import {
  getManagedVacanciesQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentUser,
  type Vacancy,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import type { VacancyType } from '@platform/contracts';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { ariaSortOf, Button, buttonClassName, ListFrame, nextSort, VACANCY_TYPE_NAMES } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable, sortableColumn, type ListColumn } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { useVacancyActions } from '../hooks/use-vacancy-actions';
import { VacancyStatusBadge } from './vacancy-status-badge';
import { VACANCY_STATUS_LABELS } from '@portal/utils/vacancy-status-labels';
import { vacancyActions } from '../utils/vacancy-actions';
import {
  DEFAULT_VACANCY_SORT,
  LISTED_VACANCY_STATUSES,
  type ListedVacancyStatus,
  managesCentre,
  pageCount,
  toVacancyListQuery,
  type SortableColumn,
  type VacancyListSearch,
  VACANCY_SORT_FIRST,
} from '../utils/vacancy-list-search';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

const TITLE_COLUMN: SortableColumn = 'title';
const EXPIRES_COLUMN: SortableColumn = 'expires_at';
const CREATED_COLUMN: SortableColumn = 'created_at';

/** The list's heading and page title, shared with its error state. */
export function VacanciesHeading({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <DocumentTitle page={t`Vacancies`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Vacancies</Trans>
      </h1>
      <div className="flex flex-wrap gap-3">
        {meta.features.activities && (
          <Link to="/activiteitenkalender/overzicht" className={buttonClassName({ variant: 'outline' })}>
            <Trans>Activity overview</Trans>
          </Link>
        )}
        <Link to="/vacancies/add" className={buttonClassName()}>
          <Trans>New vacancy</Trans>
        </Link>
      </div>
      {children}
    </div>
  );
}

/** The query of the list for the URL and the user: their organisation's, or the centre's for centre staff. */
function useVacancyListQuery(search: VacancyListSearch) {
  const user = useCurrentUser();
  const organizationId = useSelector(selectSelectedOrganizationId);
  const isCentreStaff = managesCentre(user.roles);
  return { query: toVacancyListQuery(search, { isCentreStaff, organizationId }), isCentreStaff };
}

/**
 * `/vacancies`: the vacancies the user manages, with search, filters, order
 * and page in the URL, rows to select for a bulk edit, and each row's
 * actions (edit, publish, archive, restore).
 */
export function VacanciesPage({ search }: { search: VacancyListSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { meta } = useCurrentCenter();
  const { query, isCentreStaff } = useVacancyListQuery(search);
  const vacancies = useSuspenseQuery(getManagedVacanciesQueryOptions(useApiClient(), query));
  const { total } = vacancies.data;
  const actions = useVacancyActions();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const types = offeredVacancyTypes(meta.features);
  const pages = pageCount(total);
  const hasFilters = Boolean(search.q || search.status || search.type);

  const handleFilter = ({ q, status, type }: FilterValues<'q' | 'status' | 'type'>) =>
    void navigate({
      to: '/vacancies',
      search: {
        ...search,
        q,
        status: status as ListedVacancyStatus | undefined,
        type: type as VacancyType | undefined,
        page: undefined,
      },
    });

  const toggle = (id: string) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = vacancies.data.vacancies.map((vacancy) => vacancy.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.has(id)).length;
  const toggleAllOnPage = () =>
    setSelectedIds((current) => {
      const next = new Set(current);
      const selectAll = selectedOnPage < pageIds.length;
      for (const id of pageIds) {
        if (selectAll) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <VacanciesHeading />
      {actions.dialogs}
      <FilterForm label={t`Filter vacancies`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/vacancies">
        <FilterField label={t`Title`}>
          {(id) => <input name="q" id={id} type="search" defaultValue={search.q ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All statuses`}
          options={LISTED_VACANCY_STATUSES.map((status) => ({ value: status, label: i18n._(VACANCY_STATUS_LABELS[status]) }))}
        />
        <FilterSelect
          label={t`Type`}
          name="type"
          value={search.type}
          allLabel={t`All types`}
          options={types.map((type) => ({ value: type, label: i18n._(VACANCY_TYPE_NAMES[type]) }))}
        />
      </FilterForm>

      <SelectionBar selectedIds={selectedIds} onClear={() => setSelectedIds(new Set())} />

      <ListFrame
        query={vacancies}
        empty={{
          isEmpty: (data) => data.vacancies.length === 0,
          title: <Trans>No vacancies found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>No vacancy matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>There are no vacancies yet. Add the first one.</Trans>,
            clearPath: '/vacancies',
            create: { to: '/vacancies/add', label: <Trans>New vacancy</Trans> },
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Vacancies, {total} in total</Trans>}
            columns={[
              { heading: <SelectAllCheckbox selected={selectedOnPage} total={pageIds.length} onToggle={toggleAllOnPage} />, className: 'w-10' },
              sortColumn(TITLE_COLUMN, search, t`Title`),
              ...(isCentreStaff ? [t`Organisation`] : []),
              t`Type`,
              t`Status`,
              sortColumn(EXPIRES_COLUMN, search, t`Expires`),
              sortColumn(CREATED_COLUMN, search, t`Created`),
              t`Actions`,
            ]}
          >
            {data.vacancies.map((vacancy) => (
              <VacancyRow
                key={vacancy.id}
                vacancy={vacancy}
                showOrganization={isCentreStaff}
                isSelected={selectedIds.has(vacancy.id)}
                onToggle={() => toggle(vacancy.id)}
                actions={actions}
              />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={pages} total={total} />
    </>
  );
}

function SelectAllCheckbox({ selected, total, onToggle }: { selected: number; total: number; onToggle: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLInputElement>(null);
  // "Some selected" has no HTML attribute; the mixed state is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={total > 0 && selected === total}
      onChange={onToggle}
      aria-label={t`Select all vacancies on this page`}
      className="size-5 accent-primary"
    />
  );
}

/** A column the list sorts by: its heading links to the other order. */
function sortColumn(column: SortableColumn, search: VacancyListSearch, label: string): ListColumn {
  const sort = search.sort ?? DEFAULT_VACANCY_SORT;
  return sortableColumn(label, ariaSortOf(sort, column), (link) => (
    <Link
      to="/vacancies"
      search={{ ...search, sort: nextSort(sort, column, VACANCY_SORT_FIRST[column]), page: undefined }}
      {...link}
    />
  ));
}

function VacancyRow({
  vacancy,
  showOrganization,
  isSelected,
  onToggle,
  actions,
}: {
  vacancy: Vacancy;
  showOrganization: boolean;
  isSelected: boolean;
  onToggle: () => void;
  actions: ReturnType<typeof useVacancyActions>;
}) {
  const { t, i18n } = useLingui();
  const { canPublish, canArchive, canRestore } = vacancyActions(vacancy.status);
  const title = vacancy.title;
  const actionClassName = buttonClassName({ variant: 'light', size: 'sm' });
  return (
    <ListRow>
      <ListCell>
        <input
          type="checkbox"
          checked={isSelected}
          onChange={onToggle}
          aria-label={t`Select “${title}”`}
          className="size-5 accent-primary"
        />
      </ListCell>
      <ListCell className="font-semibold">
        <Link to="/vacancies/$id" params={{ id: vacancy.id }} className={TEXT_LINK_CLASSES}>
          {title}
        </Link>
      </ListCell>
      {showOrganization && <ListCell>{vacancy.organization?.name ?? ''}</ListCell>}
      <ListCell>{i18n._(VACANCY_TYPE_NAMES[vacancy.vacancyType])}</ListCell>
      <ListCell>
        <VacancyStatusBadge status={vacancy.status} />
      </ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(vacancy.expiresAt, i18n.locale) || '–'}</ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(vacancy.createdAt, i18n.locale)}</ListCell>
      <ActionsCell>
        <Link to="/vacancies/$id/edit" params={{ id: vacancy.id }} className={actionClassName}>
          <Trans>Edit</Trans>
          <span className="sr-only"> {title}</span>
        </Link>
        {canPublish && (
          <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.publish(vacancy)}>
            <Trans>Publish</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        )}
        {canArchive && (
          <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.archive(vacancy)}>
            <Trans>Archive</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        )}
        {canRestore && (
          <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.restore(vacancy)}>
            <Trans>Restore</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        )}
      </ActionsCell>
    </ListRow>
  );
}

function SelectionBar({ selectedIds, onClear }: { selectedIds: ReadonlySet<string>; onClear: () => void }) {
  const count = selectedIds.size;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <p className="text-sm" aria-live="polite">
        {count === 0 ? (
          <Trans>Select vacancies to change several at once.</Trans>
        ) : (
          <Trans>{count} selected</Trans>
        )}
      </p>
      {count > 0 && (
        <>
          <Link to="/vacancies/bulk-edit" search={{ ids: [...selectedIds].join(',') }} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            <Trans>Edit selected</Trans>
          </Link>
          <Button variant="tertiary" size="sm" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
