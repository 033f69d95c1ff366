import { Trans, useLingui } from '@lingui/react/macro';
import {
  exportDataViewerRecords,
  getDataViewerRecordsQueryOptions,
  useApiClient,
  type DataViewerRecord,
} from '@platform/api-client';
import { DATA_VIEWER_RECORD_TYPES, DATA_VIEWER_STATUSES, type DataViewerRecordType } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { ariaSortOf, Button, ListFrame, nextSort, useFailureToast, type SortDirection } from '@platform/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { FilterForm, FilterInput, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { ListCell, ListRow, ListTable, sortableColumn, type ListColumn } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { csvFileName, saveFile } from '@portal/utils/download';
import {
  COLUMN_LABELS,
  columnsOf,
  DATA_VIEWER_PAGE_SIZE,
  RECORD_TYPE_LABELS,
  recordTypeOf,
  sortableColumnsOf,
  toDataViewerQuery,
  type DataViewerColumn,
  type DataViewerSearch,
} from '../utils/data-viewer-search';
import { DataViewerHeading } from './data-viewer-heading';

const DATE_COLUMN = /At$/;
const NEWEST_FIRST = '-created_at';
const ASCENDING: SortDirection = 'ascending';
const DESCENDING: SortDirection = 'descending';
const wireName = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * `/admin/data-viewer`: the tenant's main records, read-only, one type at a
 * time, with filters, sorting and pages in the URL and a CSV download of what
 * the filters match. The API allow-lists the columns and audits every view.
 */
export function DataViewerPage({ search }: { search: DataViewerSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const client = useApiClient();
  const showFailure = useFailureToast();
  const type = recordTypeOf(search);
  const query = toDataViewerQuery(search);
  const records = useSuspenseQuery(getDataViewerRecordsQueryOptions(client, query));
  const download = useMutation({ mutationFn: () => exportDataViewerRecords(client, query) });
  const { total } = records.data;
  const hasFilters = Boolean(search.q || search.status || search.from || search.until);
  const columns = columnsOf(type);
  const sortable = sortableColumnsOf(type);
  const sort = search.sort ?? NEWEST_FIRST;
  const typeLabel = i18n._(RECORD_TYPE_LABELS[type]);

  const handleFilter = ({ q, status, from, until }: FilterValues<'q' | 'status' | 'from' | 'until'>) =>
    void navigate({ to: '/admin/data-viewer', search: { ...search, q, status, from, until, page: undefined } });

  const handleExport = () =>
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? csvFileName(typeLabel)),
      onError: (error) => showFailure(t`The records could not be exported`, error),
    });

  const heading = (column: DataViewerColumn): ListColumn => {
    const label = i18n._(COLUMN_LABELS[column]);
    if (!sortable.has(column)) return label;
    const wire = wireName(column);
    return sortableColumn(label, ariaSortOf(sort, wire), (link) => (
      <Link
        to="/admin/data-viewer"
        search={{ ...search, sort: nextSort(sort, wire, DATE_COLUMN.test(column) ? DESCENDING : ASCENDING), page: undefined }}
        {...link}
      />
    ));
  };

  return (
    <>
      <DataViewerHeading />
      <RecordTypeTabs current={type} />
      <FilterForm
        label={t`Filter records`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="/admin/data-viewer"
        clearSearch={{ type }}
      >
        <FilterInput label={t`Search`} name="q" value={search.q} />
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All statuses`}
          options={DATA_VIEWER_STATUSES[type].map((status) => ({ value: status, label: status }))}
        />
        <FilterInput label={t`Created from`} name="from" type="date" value={search.from} />
        <FilterInput label={t`Created until`} name="until" type="date" value={search.until} />
      </FilterForm>
      <div className="my-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live="polite">
          <Trans>{total} records</Trans>
        </p>
        <Button variant="light" size="sm" onClick={handleExport} disabled={download.isPending}>
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      <ListFrame
        query={records}
        empty={{
          isEmpty: (data) => data.records.length === 0,
          title: <Trans>No records found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>Nothing matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>There are no records of this kind yet.</Trans>,
            clearPath: '/admin/data-viewer',
            clearSearch: { type },
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>{typeLabel}, {total} in total</Trans>}
            columns={[t`ID`, ...columns.map(heading)]}
          >
            {data.records.map((record) => (
              <RecordRow key={record.id} record={record} columns={columns} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination
        page={search.page ?? 1}
        pageCount={Math.max(1, Math.ceil(total / DATA_VIEWER_PAGE_SIZE))}
        total={total}
      />
    </>
  );
}

/** The record types as links, the current one marked. */
function RecordTypeTabs({ current }: { current: DataViewerRecordType }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Record types`} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {DATA_VIEWER_RECORD_TYPES.map((type) => (
          <li key={type}>
            <Link
              to="/admin/data-viewer"
              search={{ type }}
              aria-current={type === current ? 'page' : undefined}
              className="inline-block rounded-theme border border-black/10 px-3 py-1.5 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary dark:border-white/15 dark:hover:bg-white/10"
            >
              {i18n._(RECORD_TYPE_LABELS[type])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RecordRow({ record, columns }: { record: DataViewerRecord; columns: DataViewerColumn[] }) {
  const { t, i18n } = useLingui();
  const cell = (column: DataViewerColumn) => {
    const value = record[column];
    if (value === null || value === undefined || value === '') return '–';
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (DATE_COLUMN.test(column) && typeof value === 'string') return formatDate(value, i18n.locale, true);
    return String(value);
  };
  return (
    <ListRow>
      <ListCell className="font-mono text-xs">{record.id}</ListCell>
      {columns.map((column) => (
        <ListCell key={column} className={DATE_COLUMN.test(column) ? 'whitespace-nowrap' : undefined}>
          {cell(column)}
        </ListCell>
      ))}
    </ListRow>
  );
}
