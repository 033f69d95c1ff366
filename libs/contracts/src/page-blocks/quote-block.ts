import * as v from 'valibot';
import { blockImage, optionalBlockText } from './block-parts';

/** A quote with who said it. */
export const quoteBlockProps = v.object({
  quote: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000)),
  author: optionalBlockText,
  role: optionalBlockText,
  image: v.optional(blockImage),
});
