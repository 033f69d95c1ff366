import { VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import type { SearchSort } from './search.query';
import type { SearchableVacancy } from './search.repository';

/** Mean earth radius in km (IUGG), for the haversine distance. */
const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
const KM_PER_DEGREE = 111.32;
const RADIANS = Math.PI / 180;

/** A circle on the map. */
export type Circle = { latitude: number; longitude: number; radiusKm: number };

/** An instant range; either end may be open. `until` is exclusive. */
export type InstantRange = { from?: Date; until?: Date };

export type FacetCounts = {
  vacancy_type: Record<string, number>;
  category_id: Record<string, number>;
  age_group_id: Record<string, number>;
};

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

/**
 * The best `limit` of a stream of matches, the smaller key first, then the
 * smaller position (storage order): a bounded heap with the worst on top, so a
 * broad search keeps a page's worth instead of sorting hundreds of thousands.
 */
class Best {
  private readonly keys: Float64Array;
  private readonly positions: Int32Array;
  private readonly extras: Float64Array;
  private size = 0;
  constructor(private readonly limit: number) {
    this.keys = new Float64Array(limit);
    this.positions = new Int32Array(limit);
    this.extras = new Float64Array(limit);
  }
  private worse(a: number, b: number): boolean {
    return (
      this.keys[a]! > this.keys[b]! ||
      (this.keys[a] === this.keys[b] && this.positions[a]! > this.positions[b]!)
    );
  }
  private swap(a: number, b: number): void {
    const { keys, positions, extras } = this;
    [keys[a], keys[b]] = [keys[b]!, keys[a]!];
    [positions[a], positions[b]] = [positions[b]!, positions[a]!];
    [extras[a], extras[b]] = [extras[b]!, extras[a]!];
  }
  offer(key: number, position: number, extra: number): void {
    if (this.limit === 0) return;
    if (this.size < this.limit) {
      let at = this.size++;
      this.keys[at] = key;
      this.positions[at] = position;
      this.extras[at] = extra;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.worse(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    // Not better than the worst kept: most offers of a broad search end here.
    if (key > this.keys[0]! || (key === this.keys[0] && position > this.positions[0]!)) return;
    this.keys[0] = key;
    this.positions[0] = position;
    this.extras[0] = extra;
    for (let at = 0; ;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < this.size && this.worse(left, worst)) worst = left;
      if (right < this.size && this.worse(right, worst)) worst = right;
      if (worst === at) break;
      this.swap(at, worst);
      at = worst;
    }
  }
  /** The kept matches, best first. */
  sorted(): { positions: Int32Array; keys: Float64Array; extras: Float64Array } {
    const order = Array.from({ length: this.size }, (_, k) => k).sort(
      (a, b) => this.keys[a]! - this.keys[b]! || this.positions[a]! - this.positions[b]!,
    );
    return {
      positions: Int32Array.from(order, (k) => this.positions[k]!),
      keys: Float64Array.from(order, (k) => this.keys[k]!),
      extras: Float64Array.from(order, (k) => this.extras[k]!),
    };
  }
}

/** Work done between yields in a long loop, so one search or index upkeep never holds the event loop for long. */
export const SLICE_MS = 8;
/** Vacancies a search looks at between looks at the clock. */
const FILTER_CHUNK = 4_096;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(
  latitude1: number,
  longitude1: number,
  latitude2: number,
  longitude2: number,
): number {
  const h =
    Math.sin(((latitude2 - latitude1) * RADIANS) / 2) ** 2 +
    Math.cos(latitude1 * RADIANS) *
      Math.cos(latitude2 * RADIANS) *
      Math.sin(((longitude2 - longitude1) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Ids to small numbers and back, so a vacancy's centre, organisation and categories are integers. */
export class Dictionary {
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

type NumberArray = Int32Array | Uint32Array | Uint8Array | Float32Array | Float64Array;

/** Typed arrays that grow while a segment is read in (to at least `size`), then are cut to size. */
function grown<T extends NumberArray>(array: T, size: number): T {
  if (size <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(size);
  bigger.set(array);
  return bigger;
}
/**
 * Dictionary numbers as a segment keeps them: 16 bits while the dictionary
 * has at most 65,536 ids (every real tenant's centres, organisations and
 * categories), which halves four of a vacancy's columns.
 */
type DictionaryNumbers = Uint16Array | Int32Array;
const narrowed = (numbers: Int32Array, size: number, dictionary: Dictionary): DictionaryNumbers =>
  dictionary.ids.length <= 0x10000 ? Uint16Array.from(numbers.subarray(0, size)) : cut(numbers, size);

const cut = <T extends Int32Array | Uint32Array | Uint8Array | Float32Array | Float64Array>(
  array: T,
  size: number,
): T => (size === array.length ? array : (array.slice(0, size) as T));

/** A uuid's 128 bits as four numbers, so a million ids take 16 MB instead of a million strings. */
function uuidWords(id: string, into: Uint32Array, at: number): void {
  // 8-4-4-4-12 hex digits: the four 32-bit words skip the dashes.
  into[at] = Number.parseInt(id.slice(0, 8), 16) >>> 0;
  into[at + 1] = Number.parseInt(id.slice(9, 13) + id.slice(14, 18), 16) >>> 0;
  into[at + 2] = Number.parseInt(id.slice(19, 23) + id.slice(24, 28), 16) >>> 0;
  into[at + 3] = Number.parseInt(id.slice(28, 36), 16) >>> 0;
}
function uuidOf(words: Uint32Array, at: number): string {
  const hex = Array.from(words.subarray(at, at + 4), (w) => w.toString(16).padStart(8, '0')).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Scratch words of the id being looked up (lookups are synchronous). */
const LOOKUP = new Uint32Array(4);
const hashOf = (words: Uint32Array, at: number) =>
  Math.imul(words[at]! ^ words[at + 1]!, 0x9e3779b1) ^
  Math.imul(words[at + 2]! ^ words[at + 3]!, 0x85ebca6b);

const TYPES = VACANCY_TYPES;
const ACTIVITY = TYPES.indexOf('activity');
const typeFlags = (types: readonly VacancyType[]) =>
  Uint8Array.from(TYPES, (type) => (types.includes(type) ? 1 : 0));

/**
 * The order every sort falls back to, and the order a segment stores its
 * vacancies in: the newest first (never published last), then by id.
 */
export function storageOrder(a: SearchableVacancy, b: SearchableVacancy): number {
  const published = (v: SearchableVacancy) => v.publishedAt ?? -Infinity;
  const difference = published(b) - published(a);
  if (difference !== 0 && !Number.isNaN(difference)) return difference;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Reads a segment in, one vacancy at a time in storage order (as PostgreSQL
 * sends them, or sorted by `storageOrder`), into growing typed arrays.
 */
export class SegmentBuilder {
  n = 0;
  idWords: Uint32Array;
  centers: Int32Array;
  organizations: Int32Array;
  types: Uint8Array;
  categoryStarts: Int32Array;
  categoryValues: Int32Array;
  ageGroupStarts: Int32Array;
  ageGroupValues: Int32Array;
  latitudes: Float32Array;
  longitudes: Float32Array;
  publishedAt: Float64Array;
  startsAt: Float64Array;
  endsAt: Float64Array;
  expiresAt: Float64Array;
  updatedAt: Float64Array;
  readonly regular = new Map<number, SearchableVacancy>();
  readonly centerIds = new Dictionary();
  readonly organizationIds = new Dictionary();
  readonly categoryIds = new Dictionary();
  readonly ageGroupIds = new Dictionary();

  constructor(expected = 16) {
    const size = Math.max(16, expected);
    this.idWords = new Uint32Array(size * 4);
    this.centers = new Int32Array(size);
    this.organizations = new Int32Array(size);
    this.types = new Uint8Array(size);
    this.categoryStarts = new Int32Array(size + 1);
    this.categoryValues = new Int32Array(size * 2);
    this.ageGroupStarts = new Int32Array(size + 1);
    this.ageGroupValues = new Int32Array(size * 2);
    this.latitudes = new Float32Array(size);
    this.longitudes = new Float32Array(size);
    this.publishedAt = new Float64Array(size);
    this.startsAt = new Float64Array(size);
    this.endsAt = new Float64Array(size);
    this.expiresAt = new Float64Array(size);
    this.updatedAt = new Float64Array(size);
  }

  add(v: SearchableVacancy): void {
    const i = this.n;
    if (i + 1 >= this.centers.length) {
      const size = Math.ceil(this.centers.length * 1.5);
      this.idWords = grown(this.idWords, size * 4);
      this.centers = grown(this.centers, size);
      this.organizations = grown(this.organizations, size);
      this.types = grown(this.types, size);
      this.categoryStarts = grown(this.categoryStarts, size + 1);
      this.ageGroupStarts = grown(this.ageGroupStarts, size + 1);
      this.latitudes = grown(this.latitudes, size);
      this.longitudes = grown(this.longitudes, size);
      this.publishedAt = grown(this.publishedAt, size);
      this.startsAt = grown(this.startsAt, size);
      this.endsAt = grown(this.endsAt, size);
      this.expiresAt = grown(this.expiresAt, size);
      this.updatedAt = grown(this.updatedAt, size);
    }
    uuidWords(v.id, this.idWords, i * 4);
    this.centers[i] = this.centerIds.numberOf(v.volunteerCenterId);
    this.organizations[i] = this.organizationIds.numberOf(v.organizationId);
    this.types[i] = TYPES.indexOf(v.vacancyType);
    const addList = (
      ids: readonly string[],
      starts: Int32Array,
      values: Int32Array,
      dictionary: Dictionary,
    ) => {
      const start = starts[i]!;
      const needed = start + ids.length;
      const grownValues =
        needed > values.length
          ? grown(values, Math.max(needed, Math.ceil(values.length * 1.5)))
          : values;
      ids.forEach((id, k) => (grownValues[start + k] = dictionary.numberOf(id)));
      starts[i + 1] = start + ids.length;
      return grownValues;
    };
    this.categoryValues = addList(
      v.categoryIds,
      this.categoryStarts,
      this.categoryValues,
      this.categoryIds,
    );
    this.ageGroupValues = addList(
      v.ageGroupIds,
      this.ageGroupStarts,
      this.ageGroupValues,
      this.ageGroupIds,
    );
    this.latitudes[i] = v.latitude ?? Number.NaN;
    this.longitudes[i] = v.longitude ?? Number.NaN;
    this.publishedAt[i] = v.publishedAt ?? -Infinity;
    this.startsAt[i] = v.startsAt ?? Number.NaN;
    this.endsAt[i] = v.endsAt ?? Number.NaN;
    this.expiresAt[i] = v.expiresAt ?? Infinity;
    this.updatedAt[i] = v.updatedAt;
    if (v.frequency === 'regularly' && v.recurrenceRule) this.regular.set(i, v);
    this.n = i + 1;
  }

  finish(): Segment {
    return new Segment(this);
  }
}

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
    const {
      categoryStarts,
      categoryValues,
      ageGroupStarts,
      ageGroupValues,
      expiresAt,
      centers,
      organizations,
    } = this;
    const { latitudes, longitudes, isRegular } = this;
    // With words only their matches need a look, with dates only the activities.
    const list = words ? words.positions : query.dates ? this.activities : null;
    const candidates = list ? list.length : n;
    const byRank = sort === 'relevance' && words !== null;
    const byDistance = sort === 'distance' && query.near !== undefined;

    const { near, dates } = query;
    const latitudeDelta = near ? near.radiusKm / KM_PER_DEGREE : 0;
    const longitudeDelta = near
      ? near.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos(near.latitude * RADIANS), 0.01))
      : 0;
    const from = dates?.from?.getTime();
    const until = dates?.until?.getTime();

    const typeCounts = new Int32Array(TYPES.length);
    const categoryCounts = new Int32Array(this.categoryIds.ids.length);
    const ageGroupCounts = new Int32Array(this.ageGroupIds.ids.length);
    const best = new Best(limit);
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
        }
        else if (sort === 'published_at') key = -i;
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
      // A vacancy has one type, so the type counts of the asked types add up to the total.
      total: typeCounts.reduce(
        (sum, count, type) => sum + (!wantedTypes || wantedTypes[type] ? count : 0),
        0,
      ),
    };
  }

  /** Adds an outcome's counts into facet counts by id. */
  countInto(facets: FacetCounts, outcome: Outcome): void {
    const add = (into: Record<string, number>, keys: readonly string[], counts: Int32Array) =>
      keys.forEach((id, k) => {
        if (counts[k]! > 0) into[id] = (into[id] ?? 0) + counts[k]!;
      });
    add(facets.vacancy_type, TYPES, outcome.typeCounts);
    add(facets.category_id, this.categoryIds.ids, outcome.categoryCounts);
    add(facets.age_group_id, this.ageGroupIds.ids, outcome.ageGroupCounts);
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
