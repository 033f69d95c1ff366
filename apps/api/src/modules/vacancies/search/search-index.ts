import { VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import type { Database } from '../../../db/database';
import { occurrencesBetween } from '../../activities/activity-schedule';
import type { PublicCenters } from '../../tenancy/tenancy.policy';
import type { SearchSort } from './search.query';
import { findSearchableVacancies, type SearchableVacancy } from './search.repository';

/** Mean earth radius in km (IUGG), for the haversine distance. */
const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
const KM_PER_DEGREE = 111.32;
const RADIANS = Math.PI / 180;
/** A year past the start of an open range is enough to find a regular activity's next date. */
const OPEN_RANGE_MS = 366 * 86_400_000;

/** A circle on the map. */
export type Circle = { latitude: number; longitude: number; radiusKm: number };

/** An instant range; either end may be open. `until` is exclusive. */
export type InstantRange = { from?: Date; until?: Date };

/** What a search asks of the index; every filter is optional, lists mean "any of them". */
export type IndexQuery = {
  /** The centres whose vacancies are visible, or all of the tenant's. */
  centerIds: PublicCenters;
  excludedTypes: readonly VacancyType[];
  /** The words and the vacancies matching them (from `wordMatches`); absent when there are no words. */
  text?: string;
  words?: WordMatches;
  organizationIds?: readonly string[];
  near?: Circle;
  dates?: InstantRange;
  vacancyTypes?: readonly VacancyType[];
  categoryIds?: readonly string[];
  ageGroupIds?: readonly string[];
  sort: SearchSort;
  page: { number: number; size: number };
};

export type FacetCounts = {
  vacancy_type: Record<string, number>;
  category_id: Record<string, number>;
  age_group_id: Record<string, number>;
};

/** What one pass over an index finds for a set of filters (`positions` newest first; `distances` alongside). */
type Outcome = {
  positions: Int32Array;
  distances: Float64Array | null;
  /** Alongside `positions`, when the search has words. */
  ranks: Float32Array | null;
  facets: FacetCounts;
  total: number;
};

/**
 * How long an index remembers a search's filtering (the time a visitor pages
 * or re-sorts), and how many matches in all (4 bytes each, per order kept): a
 * broad search at 20,000 vacancies holds 80 kB per order, a narrow one little.
 */
const RECENT_MS = 10_000;
const RECENT_POSITIONS = 1_000_000;

/** The vacancies matching a search's words: their positions in the index (ascending) and ranks alongside. */
export type WordMatches = { positions: Int32Array; ranks: Float32Array };

/** How many word searches an index keeps the matches of, for its lifetime. */
const WORDS_KEPT = 100;

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

type IndexResult = { hits: SearchHit[]; total: number; facets: FacetCounts };

/** Great-circle distance in km between two points (haversine). */
function haversineKm(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const h =
    Math.sin(((latitude2 - latitude1) * RADIANS) / 2) ** 2 +
    Math.cos(latitude1 * RADIANS) * Math.cos(latitude2 * RADIANS) * Math.sin(((longitude2 - longitude1) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Ids to small numbers and back, so a vacancy's centre, organisation and categories are integers. */
class Dictionary {
  readonly ids: string[] = [];
  private readonly numbers = new Map<string, number>();
  numberOf(id: string): number {
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.ids.length;
      this.ids.push(id);
      this.numbers.set(id, n);
    }
    return n;
  }
  /** Flags by number for the given ids (unknown ids flag nothing), or null for no filter. */
  flags(ids: readonly string[] | undefined): Uint8Array | null {
    if (!ids) return null;
    const flags = new Uint8Array(this.ids.length);
    for (const id of ids) {
      const n = this.numbers.get(id);
      if (n !== undefined) flags[n] = 1;
    }
    return flags;
  }
}

/** Lists of small numbers per vacancy, packed into one array (vacancy i owns values[starts[i]..starts[i+1])). */
class PackedLists {
  readonly starts: Int32Array;
  readonly values: Int32Array;
  constructor(lists: number[][]) {
    this.starts = new Int32Array(lists.length + 1);
    let total = 0;
    lists.forEach((list, i) => {
      this.starts[i] = total;
      total += list.length;
    });
    this.starts[lists.length] = total;
    this.values = new Int32Array(total);
    let at = 0;
    for (const list of lists) for (const value of list) this.values[at++] = value;
  }

  anyOf(flags: Uint8Array, i: number): boolean {
    for (let k = this.starts[i]!; k < this.starts[i + 1]!; k++) if (flags[this.values[k]!]) return true;
    return false;
  }

  countInto(counts: Int32Array, i: number): void {
    for (let k = this.starts[i]!; k < this.starts[i + 1]!; k++) counts[this.values[k]!]!++;
  }
}

const TYPES = VACANCY_TYPES;
const typeFlags = (types: readonly VacancyType[]) => Uint8Array.from(TYPES, (type) => (types.includes(type) ? 1 : 0));

/**
 * The published vacancies of one tenant in the few columns search filters,
 * counts and orders by, as numbers in typed arrays, newest first. A search is
 * one pass over them: each filter, each facet (counted with every other filter
 * but its own), the page. A few megabytes per 20,000 vacancies.
 */
export class TenantSearchIndex {
  readonly loadedAt = Date.now();
  private readonly n: number;
  private readonly ids: string[];
  private readonly positions = new Map<string, number>();
  private readonly centerIds = new Dictionary();
  private readonly organizationIds = new Dictionary();
  private readonly categoryIds = new Dictionary();
  private readonly ageGroupIds = new Dictionary();
  private readonly centers: Int32Array;
  private readonly organizations: Int32Array;
  private readonly types: Uint8Array;
  private readonly categories: PackedLists;
  private readonly ageGroups: PackedLists;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly startsAt: Float64Array;
  private readonly endsAt: Float64Array;
  private readonly expiresAt: Float64Array;
  private readonly updatedAt: Float64Array;
  /** Regularly held activities (with a rule) by position: their occurrences come from the rule. */
  private readonly regular = new Map<number, SearchableVacancy>();
  /** Positions oldest first and by start (activities first); newest first is the storage order. */
  private readonly oldestFirst: Int32Array;
  private readonly byStart: Int32Array;
  /** Scratch flags of one ordering at a time (searches are synchronous). */
  private readonly flags: Int32Array;
  /** Regularly held activities with an occurrence in a range, per range (a range's answer does not change). */
  private readonly regularInRange = new Map<string, Uint8Array>();
  /** Recent word searches' matches (Map order: oldest first); they live as long as the index. */
  private readonly words = new Map<string, Promise<WordMatches>>();
  /** Recent searches' filtering, by their filters (Map order: oldest first), and how many positions they hold. */
  private readonly recent = new Map<string, { at: number; outcome: Outcome; orders: Map<SearchSort, Int32Array>; positions: number }>();
  private recentPositions = 0;

  constructor(rows: SearchableVacancy[]) {
    // Newest first, then by id: the order every sort falls back to, so a position is a tie-breaker.
    const time = (ms: number | null, missing: number) => (ms === null ? missing : ms);
    const sorted = [...rows].sort(
      (a, b) => time(b.publishedAt, -Infinity) - time(a.publishedAt, -Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const n = (this.n = sorted.length);
    this.ids = sorted.map((v) => v.id);
    this.ids.forEach((id, i) => this.positions.set(id, i));
    this.centers = Int32Array.from(sorted, (v) => this.centerIds.numberOf(v.volunteerCenterId));
    this.organizations = Int32Array.from(sorted, (v) => this.organizationIds.numberOf(v.organizationId));
    this.types = Uint8Array.from(sorted, (v) => TYPES.indexOf(v.vacancyType));
    this.categories = new PackedLists(sorted.map((v) => v.categoryIds.map((id) => this.categoryIds.numberOf(id))));
    this.ageGroups = new PackedLists(sorted.map((v) => v.ageGroupIds.map((id) => this.ageGroupIds.numberOf(id))));
    this.latitudes = Float64Array.from(sorted, (v) => v.latitude ?? Number.NaN);
    this.longitudes = Float64Array.from(sorted, (v) => v.longitude ?? Number.NaN);
    this.startsAt = Float64Array.from(sorted, (v) => time(v.startsAt, Number.NaN));
    this.endsAt = Float64Array.from(sorted, (v) => time(v.endsAt, Number.NaN));
    this.expiresAt = Float64Array.from(sorted, (v) => time(v.expiresAt, Infinity));
    this.updatedAt = Float64Array.from(sorted, (v) => v.updatedAt);
    sorted.forEach((v, i) => {
      if (v.frequency === 'regularly' && v.recurrenceRule) this.regular.set(i, v);
    });
    const publishedAt = Float64Array.from(sorted, (v) => time(v.publishedAt, -Infinity));
    const positions = Array.from({ length: n }, (_, i) => i);
    this.oldestFirst = Int32Array.from([...positions].sort((a, b) => publishedAt[a]! - publishedAt[b]! || (this.ids[a]! < this.ids[b]! ? -1 : 1)));
    // Activities by start, then everything without a start as it comes (newest first).
    this.byStart = Int32Array.from(
      [...positions].sort((a, b) => {
        const x = this.startsAt[a]!;
        const y = this.startsAt[b]!;
        if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
        return x - y || a - b;
      }),
    );
    this.flags = new Int32Array(n).fill(-1);
  }

  /** Flags by position of the regularly held activities with an occurrence in the range, by the activity calendar's rule. */
  private regularActivitiesIn(range: InstantRange): Uint8Array {
    const key = `${range.from?.toISOString()}|${range.until?.toISOString()}`;
    let found = this.regularInRange.get(key);
    if (!found) {
      found = new Uint8Array(this.n);
      const date = (ms: number | null) => (ms === null ? null : new Date(ms));
      for (const [i, vacancy] of this.regular) {
        const schedule = { ...vacancy, startsAt: date(vacancy.startsAt), endsAt: date(vacancy.endsAt), expiresAt: date(vacancy.expiresAt) };
        if (!schedule.startsAt || (range.until && schedule.startsAt >= range.until)) continue;
        const from = range.from ?? schedule.startsAt;
        const until = range.until ?? schedule.expiresAt ?? new Date(from.getTime() + OPEN_RANGE_MS);
        if (occurrencesBetween(schedule, from, until).length > 0) found[i] = 1;
      }
      this.regularInRange.set(key, found);
    }
    return found;
  }

  /**
   * The vacancies matching some words, found once per index by `find` (ids and
   * ranks); ids the index does not hold do not count. A common word matches
   * thousands of vacancies, whose search documents PostgreSQL reads to rank
   * them, while visitors use the same words over and over.
   */
  wordMatches(text: string, find: () => Promise<ReadonlyMap<string, number>>): Promise<WordMatches> {
    let found = this.words.get(text);
    if (found) {
      this.words.delete(text);
      this.words.set(text, found);
      return found;
    }
    found = find().then((matches) => {
      const positions: number[] = [];
      for (const id of matches.keys()) {
        const i = this.positions.get(id);
        if (i !== undefined) positions.push(i);
      }
      positions.sort((a, b) => a - b);
      return { positions: Int32Array.from(positions), ranks: Float32Array.from(positions, (i) => matches.get(this.ids[i]!)!) };
    });
    found.catch(() => this.words.delete(text));
    this.words.set(text, found);
    if (this.words.size > WORDS_KEPT) this.words.delete(this.words.keys().next().value!);
    return found;
  }

  /**
   * A search: the filtering and counting of one pass, remembered for a few
   * seconds per set of filters, so the other pages and orders of a search are
   * only a slice of it.
   */
  search(query: IndexQuery, now = Date.now()): IndexResult {
    const key = JSON.stringify([query.centerIds, query.excludedTypes, query.text, query.organizationIds, query.near, query.dates, query.vacancyTypes, query.categoryIds, query.ageGroupIds]);
    let found = this.recent.get(key);
    if (!found || now - found.at > RECENT_MS) {
      this.forgetRecent(key);
      const outcome = this.filter(query, now);
      found = { at: now, outcome, orders: new Map(), positions: outcome.positions.length };
      this.recent.set(key, found);
      this.recentPositions += found.positions;
    }
    const { outcome } = found;
    let order = found.orders.get(query.sort);
    if (!order) {
      order = this.ordered(outcome, query.sort);
      found.orders.set(query.sort, order);
      found.positions += order.length;
      this.recentPositions += order.length;
    }
    while (this.recentPositions > RECENT_POSITIONS && this.recent.size > 1) this.forgetRecent(this.recent.keys().next().value!);
    const offset = (query.page.number - 1) * query.page.size;
    const page = Array.from(order.subarray(offset, offset + query.page.size));
    return {
      hits: page.map((k) => this.hitAt(outcome.positions[k]!, outcome.distances ? outcome.distances[k]! : null)),
      total: outcome.total,
      facets: outcome.facets,
    };
  }

  private hitAt(i: number, distanceKm: number | null): SearchHit {
    const listed = (lists: PackedLists, dictionary: Dictionary) =>
      Array.from(lists.values.subarray(lists.starts[i]!, lists.starts[i + 1]!), (n) => dictionary.ids[n]!);
    return {
      id: this.ids[i]!,
      distanceKm,
      organizationId: this.organizationIds.ids[this.organizations[i]!]!,
      volunteerCenterId: this.centerIds.ids[this.centers[i]!]!,
      updatedAt: this.updatedAt[i]!,
      categoryIds: listed(this.categories, this.categoryIds),
      ageGroupIds: listed(this.ageGroups, this.ageGroupIds),
    };
  }

  private forgetRecent(key: string): void {
    const entry = this.recent.get(key);
    if (!entry) return;
    this.recent.delete(key);
    this.recentPositions -= entry.positions;
  }

  /** The matches of a search's filters in storage order (newest first), their distances, the facets and the total. */
  private filter(query: IndexQuery, now: number): Outcome {
    const { n, types } = this;
    const allowedTypes = Uint8Array.from(TYPES, (type) => (query.excludedTypes.includes(type) ? 0 : 1));
    const wantedTypes = query.vacancyTypes ? typeFlags(query.vacancyTypes) : null;
    const centerFlags = query.centerIds === 'all' ? null : this.centerIds.flags(query.centerIds);
    const organizationFlags = this.organizationIds.flags(query.organizationIds);
    const categoryFlags = this.categoryIds.flags(query.categoryIds);
    const ageGroupFlags = this.ageGroupIds.flags(query.ageGroupIds);
    const words = query.words ?? null;
    // With words, only their matches need a look.
    const candidates = words ? words.positions.length : n;

    const near = query.near;
    const latitudeDelta = near ? near.radiusKm / KM_PER_DEGREE : 0;
    const longitudeDelta = near ? near.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos(near.latitude * RADIANS), 0.01)) : 0;
    const { dates } = query;
    const regular = dates ? this.regularActivitiesIn(dates) : null;
    const from = dates?.from?.getTime();
    const until = dates?.until?.getTime();
    const activity = TYPES.indexOf('activity');

    const typeCounts = new Int32Array(TYPES.length);
    const categoryCounts = new Int32Array(this.categoryIds.ids.length);
    const ageGroupCounts = new Int32Array(this.ageGroupIds.ids.length);
    const positions: number[] = [];
    const distances: number[] = [];
    const ranks: number[] = [];

    for (let k = 0; k < candidates; k++) {
      const i = words ? words.positions[k]! : k;
      // The filters every facet applies: visibility and the non-facet filters.
      const type = types[i]!;
      if (!allowedTypes[type] || this.expiresAt[i]! <= now) continue;
      if (centerFlags && !centerFlags[this.centers[i]!]) continue;
      if (organizationFlags && !organizationFlags[this.organizations[i]!]) continue;
      let km = 0;
      if (near) {
        const latitude = this.latitudes[i]!;
        const longitude = this.longitudes[i]!;
        // The bounding box first; no coordinates (NaN) fails it too.
        if (!(Math.abs(latitude - near.latitude) <= latitudeDelta && Math.abs(longitude - near.longitude) <= longitudeDelta)) continue;
        km = haversineKm(near.latitude, near.longitude, latitude, longitude);
        if (km > near.radiusKm) continue;
      }
      if (regular) {
        if (type !== activity) continue;
        if (!regular[i]) {
          const starts = this.startsAt[i]!;
          const ends = this.endsAt[i]!;
          if (Number.isNaN(starts) || this.regular.has(i)) continue;
          if (until !== undefined && !(starts < until)) continue;
          if (from !== undefined && !(Number.isNaN(ends) ? starts >= from : ends > from)) continue;
        }
      }
      // The facet filters, each counted without its own.
      const typeOk = !wantedTypes || wantedTypes[type] === 1;
      const categoryOk = !categoryFlags || this.categories.anyOf(categoryFlags, i);
      const ageGroupOk = !ageGroupFlags || this.ageGroups.anyOf(ageGroupFlags, i);
      if (categoryOk && ageGroupOk) typeCounts[type]!++;
      if (typeOk && ageGroupOk) this.categories.countInto(categoryCounts, i);
      if (typeOk && categoryOk) this.ageGroups.countInto(ageGroupCounts, i);
      if (typeOk && categoryOk && ageGroupOk) {
        positions.push(i);
        if (near) distances.push(km);
        if (words) ranks.push(words.ranks[k]!);
      }
    }

    const counted = (keys: readonly string[], counts: Int32Array) =>
      Object.fromEntries(keys.flatMap((id, k) => (counts[k]! > 0 ? [[id, counts[k]!]] : [])));
    return {
      positions: Int32Array.from(positions),
      distances: near ? Float64Array.from(distances) : null,
      ranks: words ? Float32Array.from(ranks) : null,
      facets: {
        vacancy_type: counted(TYPES, typeCounts),
        category_id: counted(this.categoryIds.ids, categoryCounts),
        age_group_id: counted(this.ageGroupIds.ids, ageGroupCounts),
      },
      // A vacancy has one type, so the type counts of the asked types add up to the total.
      total: typeCounts.reduce((sum, count, type) => sum + (!wantedTypes || wantedTypes[type] ? count : 0), 0),
    };
  }

  /** The matches (indexes into the outcome's positions) in the asked order; ties go to the newest, then the id. */
  private ordered(outcome: Outcome, sort: SearchSort): Int32Array {
    const { positions, distances, ranks } = outcome;
    const order = new Int32Array(positions.length);
    for (let k = 0; k < order.length; k++) order[k] = k;
    if (sort === 'relevance' && ranks) return order.sort((a, b) => ranks[b]! - ranks[a]! || a - b);
    if (sort === 'distance' && distances) return order.sort((a, b) => distances[a]! - distances[b]! || a - b);
    if (sort !== 'published_at' && sort !== 'starts_at') return order; // newest first: the storage order
    // Walk the index's own order and keep the matches: linear, where sorting thousands of matches is not.
    const { flags } = this;
    positions.forEach((i, k) => (flags[i] = k));
    let at = 0;
    for (const i of sort === 'published_at' ? this.oldestFirst : this.byStart) if (flags[i]! >= 0) order[at++] = flags[i]!;
    positions.forEach((i) => (flags[i] = -1));
    return order;
  }
}

/**
 * Every tenant's search index in this process. An index older than the time to
 * live is answered from while a new one loads; after a vacancy write through
 * this process the next search waits for a fresh one, so a writer sees their
 * change at once. Other processes' writes show within the time to live.
 */
export class SearchIndexes {
  private readonly indexes = new Map<string, TenantSearchIndex>();
  private readonly loading = new Map<string, Promise<TenantSearchIndex>>();
  private readonly outdated = new Set<string>();
  /** Loads run one after the other: each briefly holds a tenant's rows, and one at a time keeps the memory peak low. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
  ) {}

  async forTenant(tenantId: string): Promise<TenantSearchIndex> {
    const index = this.indexes.get(tenantId);
    if (index && !this.outdated.has(tenantId)) {
      if (Date.now() - index.loadedAt > this.ttlMs) void this.load(tenantId).catch(() => undefined);
      return index;
    }
    return this.load(tenantId);
  }

  /** Marks the tenant's index outdated, after one of its vacancies changed. */
  forget(tenantId: string): void {
    this.outdated.add(tenantId);
  }

  private load(tenantId: string): Promise<TenantSearchIndex> {
    const running = this.loading.get(tenantId);
    if (running && !this.outdated.has(tenantId)) return running;
    this.outdated.delete(tenantId);
    const loading = this.queue
      .then(() => this.database.withTenant(tenantId, (tx) => findSearchableVacancies(tx, tenantId)))
      .then((rows) => {
        const index = new TenantSearchIndex(rows);
        // A newer load may have started (a write came in meanwhile); only the newest one counts.
        if (this.loading.get(tenantId) === loading) {
          this.indexes.set(tenantId, index);
          this.loading.delete(tenantId);
        }
        return index;
      })
      .catch((error: unknown) => {
        if (this.loading.get(tenantId) === loading) this.loading.delete(tenantId);
        throw error;
      });
    this.loading.set(tenantId, loading);
    this.queue = loading.catch(() => undefined);
    return loading;
  }
}
