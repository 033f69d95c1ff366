import * as v from 'valibot';
import { SHORT_TEXT_MAX } from './limits';
import { uploadedImageUrl } from './page-blocks/block-parts';

/** How many keywords a stock image may carry, and how long each may be. */
export const STOCK_IMAGE_KEYWORDS_MAX = 20;
export const STOCK_IMAGE_KEYWORD_MAX = 40;
/** A short description doubles as the image's default text alternative, so it stays one sentence. */
export const STOCK_IMAGE_SHORT_DESCRIPTION_MAX = 160;

const keyword = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(STOCK_IMAGE_KEYWORD_MAX));

/** The fields of a stock image an editor sets (spec §3 "Stock image"); `image` is one of the centre's uploads. */
const stockImageEntries = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000)))),
  shortDescription: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(STOCK_IMAGE_SHORT_DESCRIPTION_MAX)))),
  image: uploadedImageUrl,
  keywords: v.optional(
    v.pipe(
      v.array(keyword),
      v.maxLength(STOCK_IMAGE_KEYWORDS_MAX),
      v.transform((keywords) => [...new Set(keywords)]),
    ),
  ),
};

export const stockImageCreateSchema = v.object(stockImageEntries);
export const stockImageUpdateSchema = v.object({
  ...stockImageEntries,
  name: v.optional(stockImageEntries.name),
  image: v.optional(stockImageEntries.image),
});
export type StockImageCreateInput = v.InferOutput<typeof stockImageCreateSchema>;
export type StockImageUpdateInput = v.InferOutput<typeof stockImageUpdateSchema>;
