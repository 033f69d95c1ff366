import * as v from 'valibot';
import { blockImage, optionalBlockText } from './block-parts';

/** Photos shown one at a time; it moves on by itself only when `autoplay` is on, and can always be paused (WCAG 2.2.2). */
export const photoSlideshowProps = v.object({
  title: optionalBlockText,
  slides: v.pipe(
    v.array(v.object({ image: blockImage, caption: optionalBlockText })),
    v.minLength(1),
    v.maxLength(12),
  ),
  autoplay: v.optional(v.boolean(), false),
});
