import * as v from 'valibot';
import { optionalBlockText } from './block-parts';

/** The vacancy categories with their numbers of open vacancies, each a link into the vacancy bank. */
export const vacancyCategoriesProps = v.object({
  title: optionalBlockText,
  /** Leave out categories without open vacancies. */
  hideEmpty: v.optional(v.boolean(), true),
});
