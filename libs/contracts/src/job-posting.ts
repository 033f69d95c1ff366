// The vacancy page's structured data (schema.org JobPosting), built by the API
// for the first HTML response and by the public site for the rendered page, so
// crawlers with and without JavaScript read the same thing.

import { safeHttpUrl } from './url';

/** What a JobPosting is made from; dates are ISO timestamps. */
export type JobPostingInput = {
  title: string;
  /** The vacancy's sanitised HTML description (JobPosting allows HTML). */
  description: string | null;
  publishedAt: string | null;
  createdAt: string;
  expiresAt: string | null;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
  imageUrl: string | null;
  organization: { name: string; website: string | null } | null;
  /** The vacancy page's absolute URL. */
  url: string;
};

/** A schema.org JobPosting for a volunteer vacancy (`employmentType: VOLUNTEER`). */
export function buildJobPosting(input: JobPostingInput): Record<string, unknown> {
  const hasGeo = input.latitude !== null && input.longitude !== null;
  // Only http(s) URLs: a value stored before the URL rule must not reach crawlers.
  const image = safeHttpUrl(input.imageUrl);
  const website = safeHttpUrl(input.organization?.website);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description || input.title,
    datePosted: input.publishedAt ?? input.createdAt,
    ...(input.expiresAt ? { validThrough: input.expiresAt } : {}),
    employmentType: 'VOLUNTEER',
    url: input.url,
    ...(image ? { image } : {}),
    ...(input.organization
      ? {
          hiringOrganization: {
            '@type': 'Organization',
            name: input.organization.name,
            ...(website ? { sameAs: website } : {}),
          },
        }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(input.place ? { addressLocality: input.place } : {}),
        addressCountry: 'NL',
      },
      ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude } } : {}),
    },
  };
}

/**
 * JSON for inside a `<script type="application/ld+json">`: `<`, `>`, `&` and
 * the line separators are escaped, so no text in it can close the script
 * element or start markup.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
