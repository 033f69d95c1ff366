import { BlockImg } from '../../parts/block-img';
import { BLOCK_SPACING, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** A quote with who said it. */
export function QuoteBlockBlock({ block }: BlockComponentProps<'QuoteBlock'>) {
  const { quote, author, role, image } = block.props;
  return (
    <figure className={`${widthClassName('content')} ${BLOCK_SPACING}`}>
      <blockquote className="border-l-4 border-primary pl-6 font-heading text-xl leading-relaxed italic sm:text-2xl dark:border-primary-300">
        <p className="whitespace-pre-line">{quote}</p>
      </blockquote>
      {(author || role || image) && (
        <figcaption className="mt-4 flex items-center gap-4 pl-7">
          {image && <BlockImg image={image} className="size-14 shrink-0 rounded-full object-cover" />}
          <span>
            {author && <span className="block font-semibold">{author}</span>}
            {role && <span className="block text-sm opacity-90">{role}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  );
}

export const blockModule: BlockModule<'QuoteBlock'> = { Block: QuoteBlockBlock };
