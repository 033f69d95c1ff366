import * as v from 'valibot';
import { httpUrlSchema } from './url';

/** The vacancy feeds' paths under the API (docs/api.md, "Vacancy feeds"): what the public site links and aggregators poll. */
export const VACANCY_FEED_PATHS = {
  rss: '/api/v1/vacancy_feeds/rss',
  json: '/api/v1/vacancy_feeds/json',
  sitemap: '/api/v1/vacancy_feeds/sitemap',
} as const;

export type VacancyFeedFormat = keyof typeof VACANCY_FEED_PATHS;

/** Items in one feed answer when `page[size]` is not given (the search's largest page). */
export const VACANCY_FEED_PAGE_SIZE = 50;

const nullableText = v.nullable(v.string());

/** What a feed item says of the vacancy beyond JSON Feed's own fields (an extension: its name starts with `_`). */
const vacancyExtension = v.object({
  vacancy_type: v.string(),
  organization: nullableText,
  place: nullableText,
  starts_at: nullableText,
  ends_at: nullableText,
  valid_through: nullableText,
});

/** A JSON Feed 1.1 document of vacancies (https://jsonfeed.org/version/1.1), names as they travel. */
export const vacancyJsonFeedSchema = v.object({
  version: v.literal('https://jsonfeed.org/version/1.1'),
  title: v.string(),
  home_page_url: httpUrlSchema,
  feed_url: httpUrlSchema,
  language: v.string(),
  next_url: v.optional(httpUrlSchema),
  items: v.array(
    v.object({
      id: v.string(),
      url: httpUrlSchema,
      title: v.string(),
      content_text: v.string(),
      summary: v.string(),
      date_published: v.string(),
      date_modified: v.string(),
      authors: v.array(v.object({ name: v.string() })),
      _vacancy: vacancyExtension,
    }),
  ),
});

export type VacancyJsonFeed = v.InferOutput<typeof vacancyJsonFeedSchema>;
