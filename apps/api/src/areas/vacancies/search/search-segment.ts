import { VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import type { SearchSort } from './search.query';
import type { SearchableVacancy } from './search.repository';
import { BestMatches } from './best-matches';
import { degreesAround, haversineKm, type Circle } from './distance';
import type { SegmentBuilder } from './segment-builder';
import { hashOf, uuidOf, uuidWords, type Dictionary } from './segment-ids';
import { totalOfTypes } from './search-facets';
import { nextTurn, SLICE_MS } from './time-slices';

/** An instant range; either end may be open. `until` is exclusive. */
export type InstantRange = { from?: Date; until?: Date };

/** The vacancies of a segment matching some words: positions (ascending) and ranks alongside. */
export type WordMatches = { positions: Int32Array; ranks: Float32Array };

/** The filters of a search; every one optional but visibility, lists mean "any of them". */
export type SearchFilters = {
  /** The centres whose vacancies are visible, or all of the tenant's. */
  centerIds: readonly string[] | 'all';
  excludedTypes: readonly VacancyType[];
  organizationIds?: readonly string[];
  near?: Circle;
  dates?: InstantRange;
  vacancyTypes?: readonly VacancyType[];
  categoryIds?: readonly string[];
  ageGroupIds?: readonly string[];
};

/** The filters as a segment applies them (the words and the regular activities' dates already found). */
export type SegmentFilter = SearchFilters & {
  words: WordMatches | null;
  /** Flags by position of the regularly held activities with an occurrence in `dates`. */
  regularInDates: Uint8Array | null;
  /** Flags by position of vacancies to pass over (changed since the segment was built). */
  skip: Uint8Array | null;
  now: number;
};

/**
 * What one pass over a segment finds: the facet counts and total of all
 * matches, and the first `limit` of them in the asked order (positions, the
 * sort's keys and distances alongside).
 */
export type Outcome = {
  positions: Int32Array;
  keys: Float64Array;
  distances: Float64Array | null;
  /** How many of the matches the order holds; all of them when `complete`. */
  limit: number;
  complete: boolean;
  typeCounts: Int32Array;
  categoryCounts: Int32Array;
  ageGroupCounts: Int32Array;
  total: number;
  /** The first expiry among the vacancies counted: until then the outcome holds. */
  expiresFirst: number;
};

/** Vacancies a search looks at between looks at the clock. */
const FILTER_CHUNK = 4_096;

/**
 * Dictionary numbers as a segment keeps them: 16 bits while the dictionary
 * has at most 65,536 ids (every real tenant's centres, organisations and
 * categories), which halves four of a vacancy's columns.
 */
type DictionaryNumbers = Uint16Array | Int32Array;
const narrowed = (numbers: Int32Array, size: number, dictionary: Dictionary): DictionaryNumbers =>
  dictionary.ids.length <= 0x10000
    ? Uint16Array.from(numbers.subarray(0, size))
    : cut(numbers, size);

const cut = <T extends Int32Array | Uint32Array | Uint8Array | Float32Array | Float64Array>(
  array: T,
  size: number,
): T => (size === array.length ? array : (array.slice(0, size) as T));

/** Scratch words of the id being looked up (lookups are synchronous). */
const LOOKUP = new Uint32Array(4);
const TYPES = VACANCY_TYPES;
const ACTIVITY = TYPES.indexOf('activity');
const typeFlags = (types: readonly VacancyType[]) =>
  Uint8Array.from(TYPES, (type) => (types.includes(type) ? 1 : 0));

/**
 * The published vacancies of one tenant at one moment, in the few columns
 * search filters, counts and orders by, as numbers in typed arrays (about 100
 * bytes a vacancy), in storage order. A search is one pass over them: each
 * filter, each facet (counted with every other filter but its own), the matches.
 */
export class Segment {
  readonly n: number;
  readonly centerIds: Dictionary;
  readonly organizationIds: Dictionary;
  readonly categoryIds: Dictionary;
  readonly ageGroupIds: Dictionary;
  readonly regular: ReadonlyMap<number, SearchableVacancy>;
  private readonly idWords: Uint32Array;
  /** Open addressing: slot → position + 1 (0 is empty), by the id's hash. */
  private readonly slots: Int32Array;
  private readonly centers: DictionaryNumbers;
  private readonly organizations: DictionaryNumbers;
  private readonly types: Uint8Array;
  private readonly categoryStarts: Int32Array;
  private readonly categoryValues: DictionaryNumbers;
  private readonly ageGroupStarts: Int32Array;
  private readonly ageGroupValues: DictionaryNumbers;
  private readonly latitudes: Float32Array;
  private readonly longitudes: Float32Array;
  readonly publishedAt: Float64Array;
  /**
   * Start and end of the vacancies that have them (activities; a few in a
   * hundred), by their positions in `dated` (ascending): kept for those only.
   */
  private readonly dated: Int32Array;
  private readonly datedStarts: Float64Array;
  private readonly datedEnds: Float64Array;
  private readonly expiresAt: Float64Array;
  private readonly updatedAt: Float64Array;
  /** Positions of the activities (ascending), and flags of the regularly held ones. */
  private readonly activities: Int32Array;
  private readonly isRegular: Uint8Array;

  constructor(b: SegmentBuilder) {
    const n = (this.n = b.n);
    this.centerIds = b.centerIds;
    this.organizationIds = b.organizationIds;
    this.categoryIds = b.categoryIds;
    this.ageGroupIds = b.ageGroupIds;
    this.regular = b.regular;
    this.idWords = cut(b.idWords, n * 4);
    this.centers = narrowed(b.centers, n, b.centerIds);
    this.organizations = narrowed(b.organizations, n, b.organizationIds);
    this.types = cut(b.types, n);
    this.categoryStarts = cut(b.categoryStarts, n + 1);
    this.categoryValues = narrowed(b.categoryValues, b.categoryStarts[n]!, b.categoryIds);
    this.ageGroupStarts = cut(b.ageGroupStarts, n + 1);
    this.ageGroupValues = narrowed(b.ageGroupValues, b.ageGroupStarts[n]!, b.ageGroupIds);
    this.latitudes = cut(b.latitudes, n);
    this.longitudes = cut(b.longitudes, n);
    this.publishedAt = cut(b.publishedAt, n);
    const dated: number[] = [];
    for (let i = 0; i < n; i++)
      if (!Number.isNaN(b.startsAt[i]!) || !Number.isNaN(b.endsAt[i]!)) dated.push(i);
    this.dated = Int32Array.from(dated);
    this.datedStarts = Float64Array.from(dated, (i) => b.startsAt[i]!);
    this.datedEnds = Float64Array.from(dated, (i) => b.endsAt[i]!);
    this.expiresAt = cut(b.expiresAt, n);
    this.updatedAt = cut(b.updatedAt, n);
    let capacity = 16;
    while (capacity < n * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    for (let i = 0; i < n; i++) {
      let slot = hashOf(this.idWords, i * 4) & (capacity - 1);
      while (this.slots[slot] !== 0) slot = (slot + 1) & (capacity - 1);
      this.slots[slot] = i + 1;
    }
    const activities: number[] = [];
    for (let i = 0; i < n; i++) if (this.types[i] === ACTIVITY) activities.push(i);
    this.activities = Int32Array.from(activities);
    this.isRegular = new Uint8Array(n);
    for (const i of this.regular.keys()) this.isRegular[i] = 1;
  }

  /** The position of a vacancy, or -1. */
  positionOf(id: string): number {
    const words = LOOKUP;
    uuidWords(id, words, 0);
    const mask = this.slots.length - 1;
    for (let slot = hashOf(words, 0) & mask; ; slot = (slot + 1) & mask) {
      const found = this.slots[slot]! - 1;
      if (found < 0) return -1;
      const at = found * 4;
      if (
        this.idWords[at] === words[0] &&
        this.idWords[at + 1] === words[1] &&
        this.idWords[at + 2] === words[2] &&
        this.idWords[at + 3] === words[3]
      )
        return found;
    }
  }

  idAt(i: number): string {
    return uuidOf(this.idWords, i * 4);
  }

  /** Where a vacancy's start and end are kept, or -1 when it has neither. */
  private datedSlot(i: number): number {
    const { dated } = this;
    let low = 0;
    let high = dated.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const position = dated[middle]!;
      if (position === i) return middle;
      if (position < i) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Compares two vacancies' ids (of this segment and another) as PostgreSQL orders uuids. */
  compareIds(i: number, other: Segment, j: number): number {
    for (let w = 0; w < 4; w++) {
      const difference = this.idWords[i * 4 + w]! - other.idWords[j * 4 + w]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }

  hitAt(i: number, distanceKm: number | null): SearchHit {
    const listed = (starts: Int32Array, values: DictionaryNumbers, dictionary: Dictionary) =>
      Array.from(values.subarray(starts[i]!, starts[i + 1]!), (n) => dictionary.ids[n]!);
    return {
      id: this.idAt(i),
      distanceKm,
      organizationId: this.organizationIds.ids[this.organizations[i]!]!,
      volunteerCenterId: this.centerIds.ids[this.centers[i]!]!,
      updatedAt: this.updatedAt[i]!,
      categoryIds: listed(this.categoryStarts, this.categoryValues, this.categoryIds),
      ageGroupIds: listed(this.ageGroupStarts, this.ageGroupValues, this.ageGroupIds),
    };
  }

  /**
   * One pass: the facet counts (by dictionary number) and the total of a
   * search's matches, and the first `limit` of them in the asked order; ties
   * in storage order.
   */
  async filter(query: SegmentFilter, sort: SearchSort, limit: number): Promise<Outcome> {
    const { n, types } = this;
    const { words, skip, regularInDates, now } = query;
    const allowedTypes = Uint8Array.from(TYPES, (type) =>
      query.excludedTypes.includes(type) ? 0 : 1,
    );
    const wantedTypes = query.vacancyTypes ? typeFlags(query.vacancyTypes) : null;
    const centerFlags = query.centerIds === 'all' ? null : this.centerIds.flags(query.centerIds);
    const organizationFlags = this.organizationIds.flags(query.organizationIds);
    const categoryFlags = this.categoryIds.flags(query.categoryIds);
    const ageGroupFlags = this.ageGroupIds.flags(query.ageGroupIds);
    const { categoryStarts, categoryValues, ageGroupStarts, ageGroupValues } = this;
    const { expiresAt, centers, organizations, latitudes, longitudes, isRegular } = this;
    // With words only their matches need a look, with dates only the activities.
    const list = words ? words.positions : query.dates ? this.activities : null;
    const candidates = list ? list.length : n;
    const byRank = sort === 'relevance' && words !== null;
    const byDistance = sort === 'distance' && query.near !== undefined;

    const { near, dates } = query;
    const { latitudeDelta, longitudeDelta } = degreesAround(near);
    const from = dates?.from?.getTime();
    const until = dates?.until?.getTime();

    const typeCounts = new Int32Array(TYPES.length);
    const categoryCounts = new Int32Array(this.categoryIds.ids.length);
    const ageGroupCounts = new Int32Array(this.ageGroupIds.ids.length);
    const best = new BestMatches(limit);
    let matched = 0;
    let expiresFirst = Infinity;

    // The oldest first is storage order backwards: walked backwards, the first matches are the ones kept.
    const backwards = sort === 'published_at';
    let sliceStart = performance.now();
    for (let step = 0; step < candidates; step++) {
      if (step % FILTER_CHUNK === 0 && step > 0 && performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
      const k = backwards ? candidates - 1 - step : step;
      const i = list ? list[k]! : k;
      if (skip && skip[i]) continue;
      // The filters every facet applies: visibility and the non-facet filters.
      const type = types[i]!;
      if (!allowedTypes[type] || expiresAt[i]! <= now) continue;
      if (centerFlags && !centerFlags[centers[i]!]) continue;
      if (organizationFlags && !organizationFlags[organizations[i]!]) continue;
      let km = 0;
      if (near) {
        const latitude = latitudes[i]!;
        const longitude = longitudes[i]!;
        // The bounding box first; no coordinates (NaN) fails it too.
        if (!(
          Math.abs(latitude - near.latitude) <= latitudeDelta &&
          Math.abs(longitude - near.longitude) <= longitudeDelta
        ))
          continue;
        km = haversineKm(near.latitude, near.longitude, latitude, longitude);
        if (km > near.radiusKm) continue;
      }
      if (dates) {
        if (type !== ACTIVITY) continue;
        if (!regularInDates?.[i]) {
          const d = this.datedSlot(i);
          const starts = d < 0 ? Number.NaN : this.datedStarts[d]!;
          const ends = d < 0 ? Number.NaN : this.datedEnds[d]!;
          if (Number.isNaN(starts) || isRegular[i]) continue;
          if (until !== undefined && !(starts < until)) continue;
          if (from !== undefined && !(Number.isNaN(ends) ? starts >= from : ends > from)) continue;
        }
      }
      if (expiresAt[i]! < expiresFirst) expiresFirst = expiresAt[i]!;
      // The facet filters, each counted without its own.
      const typeOk = !wantedTypes || wantedTypes[type] === 1;
      let categoryOk = !categoryFlags;
      if (categoryFlags)
        for (let c = categoryStarts[i]!; c < categoryStarts[i + 1]! && !categoryOk; c++)
          categoryOk = categoryFlags[categoryValues[c]!] === 1;
      let ageGroupOk = !ageGroupFlags;
      if (ageGroupFlags)
        for (let a = ageGroupStarts[i]!; a < ageGroupStarts[i + 1]! && !ageGroupOk; a++)
          ageGroupOk = ageGroupFlags[ageGroupValues[a]!] === 1;
      if (categoryOk && ageGroupOk) typeCounts[type]!++;
      if (typeOk && ageGroupOk)
        for (let c = categoryStarts[i]!; c < categoryStarts[i + 1]!; c++)
          categoryCounts[categoryValues[c]!]!++;
      if (typeOk && categoryOk)
        for (let a = ageGroupStarts[i]!; a < ageGroupStarts[i + 1]!; a++)
          ageGroupCounts[ageGroupValues[a]!]!++;
      if (typeOk && categoryOk && ageGroupOk) {
        matched++;
        let key = 0;
        if (byRank) key = -words!.ranks[k]!;
        else if (byDistance) key = km;
        else if (sort === 'starts_at') {
          const d = this.datedSlot(i);
          key = d < 0 || Number.isNaN(this.datedStarts[d]!) ? Infinity : this.datedStarts[d]!;
        } else if (sort === 'published_at') key = -i;
        best.offer(key, i, km);
      }
    }
    const kept = best.sorted();
    return {
      positions: kept.positions,
      keys: kept.keys,
      distances: near ? kept.extras : null,
      limit,
      complete: matched <= limit,
      typeCounts,
      categoryCounts,
      ageGroupCounts,
      expiresFirst,
      total: totalOfTypes(typeCounts, wantedTypes),
    };
  }
}

/**
 * A vacancy on a page of results, in order, with its distance from the
 * search's origin when it has one, and what its rendering depends on.
 */
export type SearchHit = {
  id: string;
  distanceKm: number | null;
  organizationId: string;
  volunteerCenterId: string;
  /** The row version the index holds (epoch milliseconds of `updated_at`). */
  updatedAt: number;
  categoryIds: string[];
  ageGroupIds: string[];
};
