import { VACANCY_TYPES } from '@platform/contracts';
import type { Outcome, Segment } from './search-segment';

/** How many of a search's matches each facet value has, by id, each counted without its own filter. */
export type FacetCounts = {
  vacancy_type: Record<string, number>;
  category_id: Record<string, number>;
  age_group_id: Record<string, number>;
};

/** Adds a pass's counts (by dictionary number of its segment) into facet counts by id. */
export function countFacets(facets: FacetCounts, segment: Segment, outcome: Outcome): void {
  const add = (into: Record<string, number>, keys: readonly string[], counts: Int32Array) =>
    keys.forEach((id, k) => {
      if (counts[k]! > 0) into[id] = (into[id] ?? 0) + counts[k]!;
    });
  add(facets.vacancy_type, VACANCY_TYPES, outcome.typeCounts);
  add(facets.category_id, segment.categoryIds.ids, outcome.categoryCounts);
  add(facets.age_group_id, segment.ageGroupIds.ids, outcome.ageGroupCounts);
}

/**
 * The total of a pass's matches: a vacancy has one type, so the type counts
 * of the asked types (flags by type, or null for all) add up to it.
 */
export const totalOfTypes = (typeCounts: Int32Array, wantedTypes: Uint8Array | null): number =>
  typeCounts.reduce((sum, count, type) => sum + (!wantedTypes || wantedTypes[type] ? count : 0), 0);
