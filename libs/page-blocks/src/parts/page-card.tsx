import { useLingui } from '@lingui/react/macro';
import type { PageSummary } from '@platform/api-client';
import { BlockImg } from './block-img';
import { BlockLink } from './block-link';
import { formatPublishedDate } from './format-published-date';
import { CARD, STRETCHED_LINK } from './layout';

export type PageCardProps = {
  page: PageSummary;
  /** The card title's level under the block's heading. */
  headingLevel: 'h2' | 'h3';
  /** Show the publication date (news). */
  hasDate?: boolean;
};

/** A page or news item as a card: cover image, title linking to it, date and summary. */
export function PageCard({ page, headingLevel: Heading, hasDate = false }: PageCardProps) {
  const { i18n } = useLingui();
  return (
    <article className={`${CARD} relative flex h-full flex-col overflow-hidden`}>
      {page.coverImage && (
        // The title says what the card is; the cover only illustrates it.
        <BlockImg image={{ ...page.coverImage, decorative: true }} className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="font-heading text-lg font-semibold">
          <BlockLink href={page.path} className={`underline-offset-4 hover:underline ${STRETCHED_LINK}`}>
            {page.title}
          </BlockLink>
        </Heading>
        {hasDate && page.publishedAt && (
          <time dateTime={page.publishedAt} className="text-sm opacity-90">
            {formatPublishedDate(page.publishedAt, i18n.locale)}
          </time>
        )}
        {page.summary && <p className="leading-relaxed">{page.summary}</p>}
      </div>
    </article>
  );
}
