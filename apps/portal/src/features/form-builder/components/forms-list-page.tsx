import { Trans, useLingui } from '@lingui/react/macro';
import { getManagedFormsQueryOptions, useApiClient, type ManagedForm } from '@platform/api-client';
import {
  FORM_ACCESS_PERMISSIONS,
  FORM_STATUSES,
  type FormAccessPermission,
  type FormStatus,
} from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { ariaSortOf, Button, buttonClassName, ListFrame, nextSort } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  type FilterValues,
} from '@portal/components/filter-form';
import {
  ActionsCell,
  ListCell,
  ListRow,
  ListTable,
  sortableColumn,
  type ListColumn,
} from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { useFormActions, type FormActionControls } from '../hooks/use-form-actions';
import { useFormOrganizations } from '../hooks/use-form-organizations';
import {
  DEFAULT_FORM_SORT,
  FORM_LIST_SIZE,
  FORM_SORT_FIRST,
  toFormListQuery,
  type FormListSearch,
  type SortableFormColumn,
} from '../utils/form-list-search';
import { FORM_ACCESS_LABELS, FORM_STATUS_LABELS } from '../utils/labels';
import { FormStatusBadge } from './form-badges';
import { FormsHeading } from './forms-heading';

const TITLE_COLUMN: SortableFormColumn = 'title';
const STATUS_COLUMN: SortableFormColumn = 'status';
const CHANGED_COLUMN: SortableFormColumn = 'updated_at';

/**
 * `/form_builder`: the forms the user builds, with search, filters, order and
 * page in the URL, and each row's actions (edit, open or close, copy, delete,
 * copy the public link).
 */
export function FormsListPage({ search }: { search: FormListSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const forms = useSuspenseQuery(getManagedFormsQueryOptions(useApiClient(), toFormListQuery(search)));
  const { total } = forms.data;
  const actions = useFormActions();
  const { nameOf } = useFormOrganizations();
  const hasFilters = Boolean(search.q || search.status || search.access);

  const handleFilter = ({ q, status, access }: FilterValues<'q' | 'status' | 'access'>) =>
    void navigate({
      to: '/form_builder',
      search: {
        ...search,
        q,
        status: status as FormStatus | undefined,
        access: access as FormAccessPermission | undefined,
        page: undefined,
      },
    });

  const sortColumn = (column: SortableFormColumn, label: string): ListColumn => {
    const sort = search.sort ?? DEFAULT_FORM_SORT;
    return sortableColumn(label, ariaSortOf(sort, column), (link) => (
      <Link
        to="/form_builder"
        search={{ ...search, sort: nextSort(sort, column, FORM_SORT_FIRST[column]), page: undefined }}
        {...link}
      />
    ));
  };

  return (
    <>
      <FormsHeading />
      {actions.dialogs}
      <FilterForm
        label={t`Filter forms`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="/form_builder"
      >
        <FilterInput label={t`Title`} name="q" value={search.q} />
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All statuses`}
          options={FORM_STATUSES.map((status) => ({
            value: status,
            label: i18n._(FORM_STATUS_LABELS[status]),
          }))}
        />
        <FilterSelect
          label={t`Who may fill it in`}
          name="access"
          value={search.access}
          allLabel={t`Everyone and invited people`}
          options={FORM_ACCESS_PERMISSIONS.map((access) => ({
            value: access,
            label: i18n._(FORM_ACCESS_LABELS[access]),
          }))}
        />
      </FilterForm>
      <ListFrame
        query={forms}
        empty={{
          isEmpty: (data) => data.forms.length === 0,
          title: <Trans>No forms found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>No form matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>There are no forms yet. Build the first one.</Trans>,
            clearPath: '/form_builder',
            create: { to: '/form_builder/new', label: <Trans>New form</Trans> },
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Forms, {total} in total</Trans>}
            columns={[
              sortColumn(TITLE_COLUMN, t`Title`),
              t`Organisation`,
              sortColumn(STATUS_COLUMN, t`Status`),
              t`Who may fill it in`,
              t`Answers`,
              sortColumn(CHANGED_COLUMN, t`Changed`),
              t`Actions`,
            ]}
          >
            {data.forms.map((form) => (
              <FormRow
                key={form.id}
                form={form}
                organizationName={nameOf(form.organizationId) ?? '–'}
                actions={actions}
              />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination
        page={search.page ?? 1}
        pageCount={Math.max(1, Math.ceil(total / FORM_LIST_SIZE))}
        total={total}
      />
    </>
  );
}

function FormRow({
  form,
  organizationName,
  actions,
}: {
  form: ManagedForm;
  organizationName: string;
  actions: FormActionControls;
}) {
  const { i18n } = useLingui();
  const title = form.title;
  const actionClassName = buttonClassName({ variant: 'light', size: 'sm' });
  return (
    <ListRow>
      <ListCell className="font-semibold">
        <Link to="/form_builder/$id" params={{ id: form.id }} className={TEXT_LINK_CLASSES}>
          {title}
        </Link>
      </ListCell>
      <ListCell>{organizationName}</ListCell>
      <ListCell>
        <FormStatusBadge form={form} />
      </ListCell>
      <ListCell>{i18n._(FORM_ACCESS_LABELS[form.accessPermission])}</ListCell>
      <ListCell className="text-right tabular-nums">{form.submissionCount}</ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(form.updatedAt, i18n.locale)}</ListCell>
      <ActionsCell>
        <Link to="/form_builder/$id/edit" params={{ id: form.id }} className={actionClassName}>
          <Trans>Edit</Trans>
          <span className="sr-only"> {title}</span>
        </Link>
        <Button
          variant="light"
          size="sm"
          disabled={actions.isPending}
          onClick={() => actions.toggleOpen(form)}
        >
          {form.status === 'open' ? <Trans>Close form</Trans> : <Trans>Open form</Trans>}
          <span className="sr-only"> {title}</span>
        </Button>
        <Button
          variant="light"
          size="sm"
          disabled={actions.isPending}
          onClick={() => actions.duplicate(form)}
        >
          <Trans>Copy</Trans>
          <span className="sr-only"> {title}</span>
        </Button>
        {form.publicUrl && (
          <Button variant="light" size="sm" onClick={() => actions.copyLink(form)}>
            <Trans>Copy link</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        )}
        <Button
          variant="light"
          size="sm"
          disabled={actions.isPending}
          onClick={() => actions.remove(form)}
        >
          <Trans>Delete</Trans>
          <span className="sr-only"> {title}</span>
        </Button>
      </ActionsCell>
    </ListRow>
  );
}
