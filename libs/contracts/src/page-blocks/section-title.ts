import * as v from 'valibot';
import { blockParagraph, requiredBlockText } from './block-parts';

/** A heading (level 2 or 3) with an optional introduction, to divide a page. */
export const sectionTitleProps = v.object({
  title: requiredBlockText,
  subtitle: blockParagraph,
  level: v.optional(v.picklist([2, 3]), 2),
});
