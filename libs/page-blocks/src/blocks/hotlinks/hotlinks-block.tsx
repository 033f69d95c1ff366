import { BlockLink } from '../../parts/block-link';
import { BLOCK_SPACING, BLOCK_TITLE, CARD, STRETCHED_LINK, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** A grid of quick links, each a card that is one target. */
export function HotlinksBlock({ block }: BlockComponentProps<'Hotlinks'>) {
  const { title, links } = block.props;
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6`}>{title}</h2>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link, index) => (
          <li key={index} className={`${CARD} relative flex flex-col gap-1 p-5 hover:border-primary`}>
            <BlockLink
              href={link.href}
              className={`font-heading text-lg font-semibold text-primary underline-offset-4 hover:underline dark:text-primary-300 ${STRETCHED_LINK}`}
            >
              {link.label}
            </BlockLink>
            {link.description && <p className="leading-relaxed whitespace-pre-line opacity-90">{link.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'Hotlinks'> = { Block: HotlinksBlock };
