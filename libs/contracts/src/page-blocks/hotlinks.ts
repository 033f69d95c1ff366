import * as v from 'valibot';
import { blockLink, blockParagraph, optionalBlockText, requiredBlockText } from './block-parts';

/** A grid of quick links. */
export const hotlinksProps = v.object({
  title: optionalBlockText,
  links: v.pipe(
    v.array(v.object({ label: requiredBlockText, href: blockLink, description: blockParagraph })),
    v.minLength(1),
    v.maxLength(12),
  ),
});
