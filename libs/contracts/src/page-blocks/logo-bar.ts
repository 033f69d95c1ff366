import * as v from 'valibot';
import { optionalBlockText } from './block-parts';

/** A row of the centre's partners' logos (its partner organisations), each linking to the partner. */
export const logoBarProps = v.object({
  title: optionalBlockText,
  maxLogos: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)), 12),
});
