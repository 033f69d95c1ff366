import { BlockButtons } from '../../parts/block-buttons';
import { BlockImg } from '../../parts/block-img';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** The callout: an image beside a title, text and buttons. */
export function ImageTextButtonsBlock({ block }: BlockComponentProps<'ImageTextButtons'>) {
  const { title, text, image, imagePosition, buttons } = block.props;
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <BlockImg
          image={image}
          className={`aspect-[4/3] w-full rounded-theme object-cover ${imagePosition === 'right' ? 'md:order-last' : ''}`}
        />
        <div>
          {title && <h2 className={BLOCK_TITLE}>{title}</h2>}
          {text && <p className="mt-4 text-lg leading-relaxed whitespace-pre-line">{text}</p>}
          <BlockButtons buttons={buttons} className="mt-6" />
        </div>
      </div>
    </section>
  );
}

export const blockModule: BlockModule<'ImageTextButtons'> = { Block: ImageTextButtonsBlock };
