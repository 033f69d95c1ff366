import * as v from 'valibot';
import { blockImage, optionalBlockText } from './block-parts';

export const IMAGE_WIDTHS = ['content', 'wide', 'full'] as const;

/** One image with an optional caption, as wide as the text, the page or the window. */
export const imageProps = v.object({
  image: blockImage,
  caption: optionalBlockText,
  width: v.optional(v.picklist(IMAGE_WIDTHS), 'content'),
});
