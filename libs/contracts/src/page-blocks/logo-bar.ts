import * as v from 'valibot';
import { blockImage, optionalBlockLink, optionalBlockText, requiredBlockText } from './block-parts';

/**
 * A row of partners' logos: the logos the editor adds (an image from the
 * library or an upload, a name, a link), or, without any, the centre's
 * partner organisations by name, each linking to the partner.
 */
export const logoBarProps = v.object({
  title: optionalBlockText,
  maxLogos: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)), 12),
  logos: v.optional(v.pipe(v.array(v.object({ name: requiredBlockText, image: blockImage, href: optionalBlockLink })), v.maxLength(24)), []),
});
