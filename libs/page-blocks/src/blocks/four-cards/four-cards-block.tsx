import { BlockImg } from '../../parts/block-img';
import { BlockLink } from '../../parts/block-link';
import { BLOCK_SPACING, BLOCK_TITLE, CARD, itemHeading, STRETCHED_LINK, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** FourCards (legacy): up to four fixed cards, each with an image, title, text and link. */
export function FourCardsBlock({ block }: BlockComponentProps<'FourCards'>) {
  const { title, cards } = block.props;
  const CardHeading = itemHeading(Boolean(title));
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6`}>{title}</h2>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, index) => (
          <li key={index} className={`${CARD} relative flex flex-col overflow-hidden`}>
            {card.image && <BlockImg image={card.image} className="aspect-[4/3] w-full object-cover" />}
            <div className="flex flex-col gap-2 p-5">
              <CardHeading className="font-heading text-lg font-semibold">
                {card.href ? (
                  <BlockLink href={card.href} className={`underline-offset-4 hover:underline ${STRETCHED_LINK}`}>
                    {card.title}
                  </BlockLink>
                ) : (
                  card.title
                )}
              </CardHeading>
              {card.text && <p className="leading-relaxed whitespace-pre-line">{card.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'FourCards'> = { Block: FourCardsBlock };
