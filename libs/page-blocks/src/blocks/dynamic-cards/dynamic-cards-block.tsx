import { getPublishedPagesQueryOptions, useApiClient, type PublicVacancy } from '@platform/api-client';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockLink } from '../../parts/block-link';
import { BLOCK_SPACING, BLOCK_TITLE, CARD, itemHeading, STRETCHED_LINK, widthClassName } from '../../parts/layout';
import { PageCard } from '../../parts/page-card';
import type { BlockComponentProps, BlockModule } from '../../types';
import { vacancyCardQueryOptions } from './vacancy-card-query';

type CardsProps = { title: string; itemIds: readonly string[] };

/** The block around its cards; a block whose every item is gone is not drawn at all. */
function CardsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6`}>{title}</h2>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

/** The chosen pages or news items, in the editor's order; ones no longer published are left out. */
function PageCards({ title, itemIds, hasDate }: CardsProps & { hasDate: boolean }) {
  const { data } = useSuspenseQuery(getPublishedPagesQueryOptions(useApiClient(), { ids: itemIds }));
  const byId = new Map(data.pages.map((page) => [page.id, page]));
  const pages = itemIds.flatMap((id) => byId.get(id) ?? []);
  if (pages.length === 0) return null;
  return (
    <CardsSection title={title}>
      {pages.map((page) => (
        <li key={page.id}>
          <PageCard page={page} headingLevel={itemHeading(Boolean(title))} hasDate={hasDate} />
        </li>
      ))}
    </CardsSection>
  );
}

function VacancyCard({ vacancy, headingLevel: Heading }: { vacancy: PublicVacancy; headingLevel: 'h2' | 'h3' }) {
  const details = [vacancy.organization?.name, vacancy.place].filter(Boolean).join(' · ');
  return (
    <article className={`${CARD} relative flex h-full flex-col gap-2 p-5`}>
      <Heading className="font-heading text-lg font-semibold">
        <BlockLink
          href={`/vacancies/${encodeURIComponent(vacancy.id)}`}
          className={`underline-offset-4 hover:underline ${STRETCHED_LINK}`}
        >
          {vacancy.title}
        </BlockLink>
      </Heading>
      {details && <p className="text-sm opacity-90">{details}</p>}
    </article>
  );
}

/** One chosen vacancy's card; nothing once it has expired. */
function VacancyCardItem({ id, headingLevel }: { id: string; headingLevel: 'h2' | 'h3' }) {
  const { data: vacancy } = useSuspenseQuery(vacancyCardQueryOptions(useApiClient(), id));
  if (!vacancy) return null;
  return (
    <li>
      <VacancyCard vacancy={vacancy} headingLevel={headingLevel} />
    </li>
  );
}

/**
 * The chosen vacancies, in the editor's order; expired ones are left out, and
 * the block with them when the loader found every one gone. One query per
 * card (not useSuspenseQueries), which keeps the public site's shared chunks as
 * they were.
 */
function VacancyCards({ title, itemIds }: CardsProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const isEveryOneGone = itemIds.every((id) => queryClient.getQueryData(vacancyCardQueryOptions(client, id).queryKey) === null);
  if (isEveryOneGone) return null;
  return (
    <CardsSection title={title}>
      {itemIds.map((id) => (
        <VacancyCardItem key={id} id={id} headingLevel={itemHeading(Boolean(title))} />
      ))}
    </CardsSection>
  );
}

/** Cards for the pages, news items or vacancies the editor chose. */
export function DynamicCardsBlock({ block }: BlockComponentProps<'DynamicCards'>) {
  const { title, source, itemIds } = block.props;
  return source === 'vacancies' ? (
    <VacancyCards title={title} itemIds={itemIds} />
  ) : (
    <PageCards title={title} itemIds={itemIds} hasDate={source === 'news'} />
  );
}

export const blockModule: BlockModule<'DynamicCards'> = {
  Block: DynamicCardsBlock,
  load: ({ queryClient, apiClient }, { source, itemIds }) =>
    source === 'vacancies'
      ? Promise.all(itemIds.map((id) => queryClient.ensureQueryData(vacancyCardQueryOptions(apiClient, id))))
      : queryClient.ensureQueryData(getPublishedPagesQueryOptions(apiClient, { ids: itemIds })),
};
