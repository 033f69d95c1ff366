import * as v from 'valibot';
import { blockParagraph, optionalBlockText, requiredBlockText } from './block-parts';

/** A text beside a list of unique selling points. */
export const textWithUspsProps = v.object({
  title: optionalBlockText,
  text: blockParagraph,
  usps: v.pipe(v.array(v.object({ title: requiredBlockText, text: blockParagraph })), v.minLength(1), v.maxLength(8)),
});
