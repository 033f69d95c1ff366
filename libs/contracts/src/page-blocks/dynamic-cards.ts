import * as v from 'valibot';
import { optionalBlockText, uuidSchema } from './block-parts';

export const DYNAMIC_CARD_SOURCES = ['pages', 'news', 'vacancies'] as const;
export type DynamicCardSource = (typeof DYNAMIC_CARD_SOURCES)[number];

/** Cards for pages, news items or vacancies the editor chose, in the chosen order. */
export const dynamicCardsProps = v.object({
  title: optionalBlockText,
  source: v.picklist(DYNAMIC_CARD_SOURCES),
  itemIds: v.pipe(v.array(uuidSchema), v.minLength(1), v.maxLength(12)),
});
