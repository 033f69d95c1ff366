import { Trans, useLingui } from '@lingui/react/macro';
import { getManagedPagesQueryOptions, useApiClient, type ManagedPage } from '@platform/api-client';
import { PAGE_TYPES, type PageType } from '@platform/contracts';
import { formatDate } from '@platform/i18n';
import { ariaSortOf, Button, buttonClassName, ListFrame, nextSort } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable, sortableColumn, type ListColumn } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { usePageActions, type PageActionControls } from '../hooks/use-page-actions';
import { PAGE_TYPE_LABELS } from '../utils/labels';
import {
  DEFAULT_PAGE_SORT,
  PAGE_LIST_SIZE,
  PAGE_SORT_FIRST,
  PUBLICATION_FILTERS,
  toPageListQuery,
  type PageListSearch,
  type SortablePageColumn,
} from '../utils/page-list-search';
import { ContentHeading } from './content-heading';
import { PublicationBadge } from './publication-badge';

const TITLE_COLUMN: SortablePageColumn = 'title';
const PUBLISHED_COLUMN: SortablePageColumn = 'published_at';
const CHANGED_COLUMN: SortablePageColumn = 'updated_at';

/**
 * `/content`: every page and news item of the centre with search, filters,
 * order and page in the URL, and each row's actions (edit, publish or take
 * offline, copy, delete).
 */
export function ContentListPage({ search, publicSiteUrl }: { search: PageListSearch; publicSiteUrl: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pages = useSuspenseQuery(getManagedPagesQueryOptions(useApiClient(), toPageListQuery(search)));
  const { total } = pages.data;
  const actions = usePageActions();
  const hasFilters = Boolean(search.q || search.type || search.published);
  const publicationLabels = { published: t`Published`, unpublished: t`Not published` };

  const handleFilter = ({ q, type, published }: FilterValues<'q' | 'type' | 'published'>) =>
    void navigate({
      to: '/content',
      search: {
        ...search,
        q,
        type: type as PageType | undefined,
        published: published as PageListSearch['published'],
        page: undefined,
      },
    });

  const sortColumn = (column: SortablePageColumn, label: string): ListColumn => {
    const sort = search.sort ?? DEFAULT_PAGE_SORT;
    return sortableColumn(label, ariaSortOf(sort, column), (link) => (
      <Link to="/content" search={{ ...search, sort: nextSort(sort, column, PAGE_SORT_FIRST[column]), page: undefined }} {...link} />
    ));
  };

  return (
    <>
      <ContentHeading publicSiteUrl={publicSiteUrl} />
      {actions.dialogs}
      <FilterForm label={t`Filter pages`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/content">
        <FilterField label={t`Title or address`}>
          {(id) => <input name="q" id={id} type="search" defaultValue={search.q ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
        <FilterSelect
          label={t`Type`}
          name="type"
          value={search.type}
          allLabel={t`All types`}
          options={PAGE_TYPES.map((type) => ({ value: type, label: i18n._(PAGE_TYPE_LABELS[type]) }))}
        />
        <FilterSelect
          label={t`Publication`}
          name="published"
          value={search.published}
          allLabel={t`Published or not`}
          options={PUBLICATION_FILTERS.map((value) => ({ value, label: publicationLabels[value] }))}
        />
      </FilterForm>
      <ListFrame
        query={pages}
        empty={{
          isEmpty: (data) => data.pages.length === 0,
          title: <Trans>No pages found</Trans>,
          ...filteredListEmpty({
            hasFilters,
            filteredMessage: <Trans>No page matches these filters. Change or clear them to see more.</Trans>,
            emptyMessage: <Trans>There are no pages yet. Add the first one.</Trans>,
            clearPath: '/content',
            create: { to: '/content/pages/new', label: <Trans>New page</Trans> },
          }),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Pages and news, {total} in total</Trans>}
            columns={[sortColumn(TITLE_COLUMN, t`Title`), t`Address`, t`Type`, t`Status`, sortColumn(PUBLISHED_COLUMN, t`Published on`), sortColumn(CHANGED_COLUMN, t`Changed`), t`Actions`]}
          >
            {data.pages.map((page) => (
              <PageRow key={page.id} page={page} actions={actions} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={Math.max(1, Math.ceil(total / PAGE_LIST_SIZE))} total={total} />
    </>
  );
}

function PageRow({ page, actions }: { page: ManagedPage; actions: PageActionControls }) {
  const { i18n } = useLingui();
  const title = page.title;
  const actionClassName = buttonClassName({ variant: 'light', size: 'sm' });
  return (
    <ListRow>
      <ListCell className="font-semibold">
        <Link to="/content/pages/$id" params={{ id: page.id }} className={TEXT_LINK_CLASSES}>
          {title}
        </Link>
        {page.featured && (
          <span className="ml-2 text-sm font-normal">
            <Trans>(featured)</Trans>
          </span>
        )}
      </ListCell>
      <ListCell className="font-mono text-sm">{page.path}</ListCell>
      <ListCell>{i18n._(PAGE_TYPE_LABELS[page.pageType])}</ListCell>
      <ListCell>
        <PublicationBadge page={page} />
      </ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(page.publishedAt, i18n.locale) || '–'}</ListCell>
      <ListCell className="whitespace-nowrap">{formatDate(page.updatedAt, i18n.locale)}</ListCell>
      <ActionsCell>
        <Link to="/content/pages/$id" params={{ id: page.id }} className={actionClassName}>
          <Trans>Edit</Trans>
          <span className="sr-only"> {title}</span>
        </Link>
        {page.isPublished ? (
          <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.unpublish(page)}>
            <Trans>Take offline</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        ) : (
          <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.publish(page)}>
            <Trans>Publish</Trans>
            <span className="sr-only"> {title}</span>
          </Button>
        )}
        <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.duplicate(page)}>
          <Trans>Copy</Trans>
          <span className="sr-only"> {title}</span>
        </Button>
        <Button variant="light" size="sm" disabled={actions.isPending} onClick={() => actions.remove(page)}>
          <Trans>Delete</Trans>
          <span className="sr-only"> {title}</span>
        </Button>
      </ActionsCell>
    </ListRow>
  );
}
