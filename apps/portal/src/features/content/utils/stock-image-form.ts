import type { StockImage, StockImageAttributes, StockImageQuery } from '@platform/api-client';
import {
  commaListItems,
  SHORT_TEXT_MAX,
  STOCK_IMAGE_KEYWORD_MAX,
  STOCK_IMAGE_KEYWORDS_MAX,
  STOCK_IMAGE_SHORT_DESCRIPTION_MAX,
  uploadedImageUrl,
} from '@platform/contracts';
import { optionalParam, pageParam, textParam } from '@platform/ui';
import * as v from 'valibot';

/** Images per page of the library. */
export const STOCK_IMAGE_PAGE_SIZE = 24;

/** The library's search and page in the URL (`validateSearch`). */
export const stockImageSearchSchema = v.object({ q: optionalParam(textParam(200)), page: optionalParam(pageParam) });
export type StockImageSearch = v.InferOutput<typeof stockImageSearchSchema>;

export function toStockImageQuery(search: StockImageSearch): StockImageQuery {
  return { text: search.q, page: search.page, pageSize: STOCK_IMAGE_PAGE_SIZE };
}

/** A library image as its form holds it: keywords as one comma-separated line. */
export const stockImageFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  shortDescription: v.pipe(v.string(), v.trim(), v.maxLength(STOCK_IMAGE_SHORT_DESCRIPTION_MAX)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
  keywords: v.pipe(
    v.string(),
    v.check((value) => commaListItems(value).length <= STOCK_IMAGE_KEYWORDS_MAX),
    v.check((value) => commaListItems(value).every((keyword) => keyword.length <= STOCK_IMAGE_KEYWORD_MAX)),
  ),
  image: uploadedImageUrl,
});
export type StockImageFormValues = v.InferOutput<typeof stockImageFormSchema>;

export function stockImageFormValues(image?: StockImage): StockImageFormValues {
  return {
    name: image?.name ?? '',
    shortDescription: image?.shortDescription ?? '',
    description: image?.description ?? '',
    keywords: image?.keywords.join(', ') ?? '',
    image: image?.image ?? '',
  };
}

export function toStockImageAttributes(values: StockImageFormValues): StockImageAttributes {
  return {
    name: values.name,
    shortDescription: values.shortDescription || null,
    description: values.description || null,
    keywords: commaListItems(values.keywords.toLowerCase()),
    image: values.image,
  };
}
