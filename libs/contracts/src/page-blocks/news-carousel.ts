import * as v from 'valibot';
import { optionalBlockText } from './block-parts';

/** The centre's latest published news (featured first), as a carousel that never moves by itself. */
export const newsCarouselProps = v.object({
  title: optionalBlockText,
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 6),
});
