import { Trans, useLingui } from '@lingui/react/macro';
import { getPublishedPagesQueryOptions, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BlockLink } from '../../parts/block-link';
import { BLOCK_SPACING, BLOCK_TITLE, TEXT_LINK, widthClassName } from '../../parts/layout';
import { PageCard } from '../../parts/page-card';
import { usePrefersReducedMotion } from '../../parts/use-prefers-reduced-motion';
import { scrollBehavior, useScrollEdges } from '../../parts/use-scroll-edges';
import type { BlockComponentProps, BlockModule } from '../../types';

/** Where the list of all news lives on the public site. */
export const NEWS_PATH = '/nieuws';

const newsQuery = (count: number) => ({ pageType: 'news' as const, pageSize: count });

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full border border-black/15 bg-background text-text shadow-xs hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:cursor-default aria-disabled:opacity-40 dark:border-white/25 dark:hover:bg-white/10';

/**
 * The latest news as a row of cards that scrolls sideways. It never moves by
 * itself: previous/next buttons scroll it, and tabbing through the cards brings
 * each into view. Without news it shows nothing.
 */
export function NewsCarouselBlock({ block }: BlockComponentProps<'NewsCarousel'>) {
  const { t } = useLingui();
  const { title, count } = block.props;
  const { data } = useSuspenseQuery(getPublishedPagesQueryOptions(useApiClient(), newsQuery(count)));
  const titleId = useId();
  const listId = useId();
  // State, not a ref: the edges hook must run again once the list exists.
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const { isAtStart, isAtEnd } = useScrollEdges(list);
  const prefersReducedMotion = usePrefersReducedMotion();

  if (data.pages.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const isBlocked = direction < 0 ? isAtStart : isAtEnd;
    if (!list || isBlocked) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: scrollBehavior(prefersReducedMotion) });
  };

  return (
    <section aria-labelledby={titleId} className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id={titleId} className={BLOCK_TITLE}>
          {title || t`News`}
        </h2>
        <div className="flex gap-3">
          <button type="button" className={CONTROL} aria-controls={listId} aria-disabled={isAtStart} onClick={() => scroll(-1)}>
            <span className="sr-only">{t`Previous news`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z" />
            </svg>
          </button>
          <button type="button" className={CONTROL} aria-controls={listId} aria-disabled={isAtEnd} onClick={() => scroll(1)}>
            <span className="sr-only">{t`Next news`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z" />
            </svg>
          </button>
        </div>
      </div>
      <ul ref={setList} id={listId} className="-mx-1 flex snap-x snap-mandatory gap-6 overflow-x-auto px-1 pt-1 pb-4">
        {data.pages.map((page) => (
          <li key={page.id} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
            <PageCard page={page} headingLevel="h3" hasDate />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <BlockLink href={NEWS_PATH} className={TEXT_LINK}>
          <Trans>All news</Trans>
        </BlockLink>
      </p>
    </section>
  );
}

export const blockModule: BlockModule<'NewsCarousel'> = {
  Block: NewsCarouselBlock,
  load: ({ queryClient, apiClient }, props) =>
    queryClient.ensureQueryData(getPublishedPagesQueryOptions(apiClient, newsQuery(props.count))),
};
