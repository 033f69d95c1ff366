import { Plural } from '@lingui/react/macro';
import {
  getVacancyCategoriesQueryOptions,
  getVacancySearchQueryOptions,
  useApiClient,
  type ApiClient,
  type VacancySearchQuery,
} from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BlockLink } from '../../parts/block-link';
import { BLOCK_SPACING, BLOCK_TITLE, CARD, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

// The smallest search: only its facets (open vacancies per category) are read.
const COUNTS_QUERY: VacancySearchQuery = { pageSize: 1 };

const queriesOf = (client: ApiClient) =>
  [getVacancyCategoriesQueryOptions(client), getVacancySearchQueryOptions(client, COUNTS_QUERY)] as const;

/** The vacancy categories with their numbers of open vacancies, each a link to the search for it. */
export function VacancyCategoriesBlock({ block }: BlockComponentProps<'VacancyCategories'>) {
  const { title, hideEmpty } = block.props;
  const [categoriesQuery, countsQuery] = queriesOf(useApiClient());
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const { data: search } = useSuspenseQuery(countsQuery);
  const shown = [...categories]
    .sort((a, b) => a.position - b.position)
    .map((category) => ({ ...category, count: search.facets.categoryId[category.id] ?? 0 }))
    .filter((category) => !hideEmpty || category.count > 0);
  if (shown.length === 0) return null;
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6`}>{title}</h2>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((category) => (
          <li key={category.id}>
            <BlockLink
              href={`/vacancies/search?category=${encodeURIComponent(category.id)}`}
              className={`${CARD} flex items-center justify-between gap-3 p-4 font-semibold hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
            >
              <span>{category.name}</span>
              <span className="shrink-0 rounded-full bg-primary/10 px-3 py-1 text-sm dark:bg-white/10">
                <Plural value={category.count} one="# vacancy" other="# vacancies" />
              </span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'VacancyCategories'> = {
  Block: VacancyCategoriesBlock,
  load: ({ queryClient, apiClient }) => {
    const [categories, counts] = queriesOf(apiClient);
    return Promise.all([queryClient.ensureQueryData(categories), queryClient.ensureQueryData(counts)]);
  },
};
