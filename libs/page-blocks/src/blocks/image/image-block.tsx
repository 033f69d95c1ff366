import { BlockImg } from '../../parts/block-img';
import { BLOCK_SPACING, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** One image with its caption, as wide as the text, the page or the window. */
export function ImageBlock({ block }: BlockComponentProps<'Image'>) {
  const { image, caption, width } = block.props;
  const isFull = width === 'full';
  return (
    <figure className={`${widthClassName(width)} ${BLOCK_SPACING}`}>
      <BlockImg image={image} className={`h-auto w-full object-cover ${isFull ? '' : 'rounded-theme'}`} />
      {caption && (
        <figcaption className={`mt-2 text-sm opacity-90 ${isFull ? widthClassName('wide') : ''}`}>{caption}</figcaption>
      )}
    </figure>
  );
}

export const blockModule: BlockModule<'Image'> = { Block: ImageBlock };
