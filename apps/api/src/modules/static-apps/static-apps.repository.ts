import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { VacancyType } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { organizations } from '../organizations/organizations.tables';
import type { PublicCenters } from '../tenancy/tenancy.policy';
import { vacancies } from '../vacancies/vacancies.tables';

/**
 * Where the public site's pages look: the centres of one tenant its visitors
 * see (publicCenters), without the types its features switch off.
 */
export type PublicScope = { tenantId: string; centers: PublicCenters; excludedTypes: readonly VacancyType[] };

/** Published vacancies of those centres, as a visitor of the site may see them. */
function publishedIn({ tenantId, centers, excludedTypes }: PublicScope): SQL | undefined {
  return and(
    eq(vacancies.tenantId, tenantId),
    centers === 'all' ? undefined : inArray(vacancies.volunteerCenterId, [...centers]),
    eq(vacancies.status, 'published'),
    excludedTypes.length > 0 ? notInArray(vacancies.vacancyType, [...excludedTypes]) : undefined,
  );
}

/** What a vacancy page's head needs, or undefined when the vacancy is not published on this site. */
export async function findPublishedVacancyForPage(tx: Tx, scope: PublicScope, id: string) {
  const [row] = await tx
    .select({
      title: vacancies.title,
      description: vacancies.description,
      place: vacancies.place,
      latitude: vacancies.latitude,
      longitude: vacancies.longitude,
      imageUrl: vacancies.imageUrl,
      publishedAt: vacancies.publishedAt,
      createdAt: vacancies.createdAt,
      expiresAt: vacancies.expiresAt,
      organizationName: organizations.name,
      organizationWebsite: organizations.website,
    })
    .from(vacancies)
    .leftJoin(organizations, and(eq(organizations.tenantId, vacancies.tenantId), eq(organizations.id, vacancies.organizationId)))
    .where(and(publishedIn(scope), eq(vacancies.id, id)));
  return row;
}

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The published vacancies the site shows, for the sitemap, newest first. */
export function listPublishedVacancyUpdates(tx: Tx, scope: PublicScope, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return tx
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(publishedIn(scope))
    .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
    .limit(limit);
}
