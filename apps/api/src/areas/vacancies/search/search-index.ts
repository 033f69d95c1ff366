import { occurrencesBetween } from '../activity-schedule';
import type { SearchSort } from './search.query';
import type { SearchableVacancy, TextMatch } from './search.repository';
import {
  nextTurn,
  SegmentBuilder,
  SLICE_MS,
  storageOrder,
  type FacetCounts,
  type InstantRange,
  type Outcome,
  type SearchFilters,
  type SearchHit,
  type Segment,
  type WordMatches,
} from './search-segment';

export type { Circle, FacetCounts, InstantRange, SearchHit } from './search-segment';

/** A year past the start of an open range is enough to find a regular activity's next date. */
const OPEN_RANGE_MS = 366 * 86_400_000;

/** What a search asks of the index: its filters, its words, the order and the page. */
export type IndexQuery = SearchFilters & {
  text?: string;
  sort: SearchSort;
  page: { number: number; size: number };
};

type IndexResult = { hits: SearchHit[]; total: number; facets: FacetCounts };

/** Finds the tenant's published vacancies matching words in PostgreSQL: all, or only among some ids. */
export type WordFinder = (
  text: string,
  among: readonly string[] | undefined,
  batch: (matches: readonly TextMatch[]) => Promise<void>,
) => Promise<void>;

/**
 * A search's filtering (counts and the first matches of its order) is kept
 * until a change comes in (which starts a new memory) or the first of its
 * vacancies expires, and at most this long; so many searches per tenant, with
 * so many kept matches in all (20 bytes each).
 */
const RECENT_MS = 600_000;
const RECENT_KEPT = 2_000;
const RECENT_POSITIONS = 200_000;
/** How much of a search's order is kept at least: five pages of 20. */
const KEPT_OF_ORDER = 100;
/** Word searches whose matches the index keeps, and how many matches in all (8 bytes each). */
/** Word searches whose matches a process keeps, for all its tenants, and how many matches in all (8 bytes each). */
const WORDS_KEPT = 5_000;
const WORD_POSITIONS_KEPT = 2_500_000;

/** Kept word matches: of every tenant's main segment in one memory, so the busiest tenants get the most. */
export type WordMemory = Recently<Promise<WordMatches>>;
export const wordMemory = (): WordMemory => new Recently(WORDS_KEPT, WORD_POSITIONS_KEPT);
let segmentNumber = 0;
/** Activity date ranges whose regular activities the index keeps. */
const RANGES_KEPT = 50;

/** Runs `work` over the items, yielding to other work every few milliseconds. */
async function inSlices<T>(items: Iterable<T>, work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  let count = 0;
  for (const item of items) {
    work(item);
    if (++count % 16 === 0 && performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** A map that forgets its least recently used entries beyond a count and a total weight. */
export class Recently<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}
  /** The weight of what is kept. */
  get kept(): number {
    return this.weight;
  }
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }
  set(key: string, value: V, weight = 0): void {
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    while (
      (this.entries.size > this.maxEntries || this.weight > this.maxWeight) &&
      this.entries.size > 1
    )
      this.delete(this.entries.keys().next().value!);
  }
  /** Adds weight to an entry already kept (an order computed later). */
  grow(key: string, weight: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.weight += weight;
    this.weight += weight;
  }
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

/** A segment with what searches found in it: word matches and regular activities per date range. */
class SegmentMemory {
  readonly ranges = new Recently<Promise<Uint8Array>>(RANGES_KEPT);
  /** This segment's part of the word memory. */
  private readonly prefix = `${++segmentNumber}|`;
  constructor(
    readonly segment: Segment,
    private readonly words: WordMemory,
  ) {}

  wordMatches(
    text: string,
    find: (batch: (matches: readonly TextMatch[]) => Promise<void>) => Promise<void>,
  ): Promise<WordMatches> {
    const key = this.prefix + text;
    let found = this.words.get(key);
    if (found) return found;
    found = (async () => {
      // Ranks by position, then one walk in position order: no sort of thousands of matches.
      const { segment } = this;
      const rankAt = new Float32Array(segment.n).fill(Number.NaN);
      await find((matches) =>
        inSlices(matches, ({ id, rank }) => {
          const i = segment.positionOf(id);
          if (i >= 0) rankAt[i] = rank;
        }),
      );
      const positions: number[] = [];
      for (let i = 0; i < segment.n; i++) if (!Number.isNaN(rankAt[i]!)) positions.push(i);
      const result = {
        positions: Int32Array.from(positions),
        ranks: Float32Array.from(positions, (i) => rankAt[i]!),
      };
      this.words.grow(key, positions.length);
      return result;
    })();
    found.catch(() => this.words.delete(key));
    this.words.set(key, found);
    return found;
  }

  /** Flags by position of the regularly held activities with an occurrence in the range, by the activity calendar's rule. */
  regularIn(range: InstantRange): Promise<Uint8Array> {
    const key = `${range.from?.toISOString()}|${range.until?.toISOString()}`;
    let found = this.ranges.get(key);
    if (found) return found;
    found = (async () => {
      const flags = new Uint8Array(this.segment.n);
      const date = (ms: number | null) => (ms === null ? null : new Date(ms));
      await inSlices(this.segment.regular, ([i, vacancy]) => {
        const schedule = {
          ...vacancy,
          startsAt: date(vacancy.startsAt),
          endsAt: date(vacancy.endsAt),
          expiresAt: date(vacancy.expiresAt),
        };
        if (!schedule.startsAt || (range.until && schedule.startsAt >= range.until)) return;
        const from = range.from ?? schedule.startsAt;
        const until = range.until ?? schedule.expiresAt ?? new Date(from.getTime() + OPEN_RANGE_MS);
        if (occurrencesBetween(schedule, from, until).length > 0) flags[i] = 1;
      });
      return flags;
    })();
    this.ranges.set(key, found);
    return found;
  }
}

/** Vacancies changed since the main segment was read, as a small segment of their own. */
type Changes = {
  rows: ReadonlyMap<string, SearchableVacancy>;
  memory: SegmentMemory;
  /** Searches' filtering, remembered for a few seconds; dropped with the changes they were made on. */
  recent: Recently<Filtered>;
};

/** The filtering of one search over both segments, and its orders. */
type Filtered = { at: number; main: Outcome; changed: Outcome };

/** Builds a segment from rows in any order (the changed vacancies, tests). */
export function segmentOf(rows: Iterable<SearchableVacancy>): Segment {
  const builder = new SegmentBuilder();
  for (const row of [...rows].sort(storageOrder)) builder.add(row);
  return builder.finish();
}

/**
 * One tenant's published vacancies for search: the main segment, read in
 * whole now and then, and the vacancies changed since, applied as they come
 * (`apply`): a changed vacancy is passed over in the main segment and lives in
 * a small segment of its own. A search filters both and merges their orders.
 */
export class TenantSearchIndex {
  readonly builtAt = Date.now();
  /** The last change (search_changes.seq) this index holds. */
  appliedSeq: number;
  /** Moves on when an organisation changes: rendered organisations are kept by it. */
  organizationsVersion: number;
  private readonly main: SegmentMemory;
  private readonly passedOver: Uint8Array;
  private passedOverCount = 0;
  private changes: Changes;

  constructor(
    main: Segment,
    appliedSeq: number,
    private readonly findWords: WordFinder,
    words: WordMemory = wordMemory(),
  ) {
    this.main = new SegmentMemory(main, words);
    this.passedOver = new Uint8Array(main.n);
    this.appliedSeq = appliedSeq;
    this.organizationsVersion = appliedSeq;
    this.changes = this.changesOf(new Map());
  }

  /** Vacancies held apart from the main segment: a measure of when to read it anew. */
  get changedCount(): number {
    return Math.max(this.passedOverCount, this.changes.rows.size);
  }

  get size(): number {
    return this.main.segment.n - this.passedOverCount + this.changes.rows.size;
  }

  private changesOf(rows: ReadonlyMap<string, SearchableVacancy>): Changes {
    return {
      rows,
      memory: new SegmentMemory(segmentOf(rows.values()), new Recently(100)),
      recent: new Recently(RECENT_KEPT, RECENT_POSITIONS),
    };
  }

  /**
   * Takes in changes up to `seq`: the vacancies named changed, of which
   * `rows` are the ones still searchable (published) as they are now; an
   * organisation change makes rendered organisations be rendered anew.
   */
  apply(
    changedIds: readonly string[],
    rows: readonly SearchableVacancy[],
    seq: number,
    organizationsChanged: boolean,
  ): void {
    const next = new Map(this.changes.rows);
    for (const id of changedIds) {
      const i = this.main.segment.positionOf(id);
      if (i >= 0 && !this.passedOver[i]) {
        this.passedOver[i] = 1;
        this.passedOverCount++;
      }
      next.delete(id);
    }
    for (const row of rows) next.set(row.id, row);
    if (changedIds.length > 0) this.changes = this.changesOf(next);
    if (organizationsChanged) this.organizationsVersion = seq;
    this.appliedSeq = Math.max(this.appliedSeq, seq);
  }

  /**
   * A search: filtering and counting in one pass over each segment, kept for
   * a few seconds per set of filters so other pages and orders are a slice.
   */
  async search(query: IndexQuery, now = Date.now()): Promise<IndexResult> {
    const { main, passedOver } = this;
    const changes = this.changes;
    const [mainWords, changedWords] = query.text
      ? await Promise.all([
          main.wordMatches(query.text, (batch) => this.findWords(query.text!, undefined, batch)),
          changes.rows.size > 0
            ? changes.memory.wordMatches(query.text, (batch) =>
                this.findWords(query.text!, [...changes.rows.keys()], batch),
              )
            : Promise.resolve({ positions: new Int32Array(0), ranks: new Float32Array(0) }),
        ])
      : [null, null];
    const [mainRegular, changedRegular] = query.dates
      ? await Promise.all([main.regularIn(query.dates), changes.memory.regularIn(query.dates)])
      : [null, null];

    const key = JSON.stringify([
      query.sort,
      query.centerIds,
      query.excludedTypes,
      query.text,
      query.organizationIds,
      query.near,
      query.dates,
      query.vacancyTypes,
      query.categoryIds,
      query.ageGroupIds,
    ]);
    const offset = (query.page.number - 1) * query.page.size;
    // Enough of the order for this page and a few more, so paging on is a slice.
    const wanted = offset + query.page.size;
    let found = changes.recent.get(key);
    // Kept a few seconds, never past the first expiry among its vacancies, and while it holds the page.
    const usable = (f: Filtered) =>
      now - f.at <= RECENT_MS &&
      now < Math.min(f.main.expiresFirst, f.changed.expiresFirst) &&
      (f.main.complete || f.main.limit >= wanted) &&
      (f.changed.complete || f.changed.limit >= wanted);
    if (!found || !usable(found)) {
      const limit = Math.max(wanted, KEPT_OF_ORDER);
      const filter = { ...query, now, skip: null };
      const mainOutcome = await main.segment.filter(
        { ...filter, words: mainWords, regularInDates: mainRegular, skip: passedOver },
        query.sort,
        limit,
      );
      const changedOutcome = await changes.memory.segment.filter(
        { ...filter, words: changedWords, regularInDates: changedRegular },
        query.sort,
        limit,
      );
      found = { at: now, main: mainOutcome, changed: changedOutcome };
      changes.recent.set(
        key,
        found,
        mainOutcome.positions.length + changedOutcome.positions.length,
      );
    }
    const facets: FacetCounts = { vacancy_type: {}, category_id: {}, age_group_id: {} };
    main.segment.countInto(facets, found.main);
    changes.memory.segment.countInto(facets, found.changed);
    const hits = pageOf(
      query.sort,
      [main.segment, changes.memory.segment],
      found,
      offset,
      query.page.size,
    );
    return { hits, total: found.main.total + found.changed.total, facets };
  }
}

/** A page of the main and the changed segment's matches, their orders merged. */
function pageOf(
  sort: SearchSort,
  [mainSegment, changedSegment]: [Segment, Segment],
  found: Filtered,
  offset: number,
  size: number,
): SearchHit[] {
  const { main, changed } = found;
  // Whether the main segment's a-th comes before the changed one's b-th: the
  // sort's key, then the newest, then the id (the oldest first: all backwards).
  const mainFirst = (a: number, b: number): boolean => {
    const i = main.positions[a]!;
    const j = changed.positions[b]!;
    const newer = mainSegment.publishedAt[i]! - changedSegment.publishedAt[j]!;
    const byId = mainSegment.compareIds(i, changedSegment, j);
    if (sort === 'published_at') return newer !== 0 && !Number.isNaN(newer) ? newer < 0 : byId > 0;
    const difference = main.keys[a]! - changed.keys[b]!;
    if (difference !== 0 && !Number.isNaN(difference)) return difference < 0;
    return newer !== 0 && !Number.isNaN(newer) ? newer > 0 : byId < 0;
  };
  const hits: SearchHit[] = [];
  let a = 0;
  let b = 0;
  while (hits.length < size && (a < main.positions.length || b < changed.positions.length)) {
    const fromMain =
      b >= changed.positions.length || (a < main.positions.length && mainFirst(a, b));
    const [segment, outcome, k] = fromMain
      ? [mainSegment, main, a++]
      : [changedSegment, changed, b++];
    if (a + b <= offset) continue;
    hits.push(
      segment.hitAt(outcome.positions[k]!, outcome.distances ? outcome.distances[k]! : null),
    );
  }
  return hits;
}

/** Where indexes come from: the database, through the search repository. */
export type SearchSource = {
  /** The newest change of the tenant (0 when none). */
  latestChange(tenantId: string): Promise<number>;
  /** The tenant's changes after `seq`, oldest first, at most `limit`. */
  changesSince(
    tenantId: string,
    seq: number,
    limit: number,
  ): Promise<{ seq: number; kind: 'vacancy' | 'organization'; entityId: string }[]>;
  /** The tenant's searchable vacancies among these ids, as they are now. */
  searchableAmong(tenantId: string, ids: readonly string[]): Promise<SearchableVacancy[]>;
  /** Reads all of the tenant's searchable vacancies in storage order, a batch at a time. */
  readAll(tenantId: string, batch: (rows: SearchableVacancy[]) => Promise<void>): Promise<void>;
  findWords(tenantId: string): WordFinder;
};

export type SearchIndexOptions = {
  /** Read the main segment anew after this long, in the background. */
  rebuildAfterMs: number;
  /** Or after this many changed vacancies. */
  rebuildAfterChanges: number;
  /** An index older than this (an idle process) is read anew before a search: well within the day changes are kept. */
  readAnewBeforeMs: number;
};

/** Changes taken in at once; more than this at once (a bulk import) reads the tenant anew. */
const CHANGES_PER_SYNC = 5_000;

/** One tenant's index in this process: built, kept fresh, and read anew now and then. */
class TenantIndexes {
  private index: TenantSearchIndex | null = null;

  get current(): TenantSearchIndex | null {
    return this.index;
  }

  private building: Promise<TenantSearchIndex> | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly tenantId: string,
    private readonly source: SearchSource,
    private readonly options: SearchIndexOptions,
    private readonly words: WordMemory,
  ) {}

  /** The index with every change up to `latest` in it. */
  async upTo(latest: number): Promise<TenantSearchIndex> {
    for (;;) {
      let index = this.index ?? (await this.build());
      // Older than the changes kept (an idle process): read anew before answering.
      if (Date.now() - index.builtAt > this.options.readAnewBeforeMs) index = await this.build();
      if (index.appliedSeq >= latest) {
        this.maybeRebuild(index);
        return index;
      }
      await this.sync(index);
    }
  }

  /** Reads the tenant's vacancies anew, a batch at a time; the index serves on meanwhile. */
  build(): Promise<TenantSearchIndex> {
    if (this.building) return this.building;
    const building = (async () => {
      // Changes from here on are taken in after the read, so none falls between.
      const seq = await this.source.latestChange(this.tenantId);
      let builder: SegmentBuilder | null = null;
      await this.source.readAll(this.tenantId, async (rows) => {
        builder ??= new SegmentBuilder(rows.length);
        await inSlices(rows, (row) => builder!.add(row));
      });
      const segment = (builder ?? new SegmentBuilder()).finish();
      const index = new TenantSearchIndex(
        segment,
        seq,
        this.source.findWords(this.tenantId),
        this.words,
      );
      this.index = index;
      return index;
    })().finally(() => {
      this.building = null;
    });
    this.building = building;
    return building;
  }

  private maybeRebuild(index: TenantSearchIndex): void {
    const old = Date.now() - index.builtAt > this.options.rebuildAfterMs;
    if (!this.building && (old || index.changedCount > this.options.rebuildAfterChanges))
      void this.build().catch(() => undefined);
  }

  /** Takes in the changes after the index's last one; one sync at a time. */
  private sync(index: TenantSearchIndex): Promise<void> {
    if (this.syncing) return this.syncing;
    const syncing = (async () => {
      const changes = await this.source.changesSince(
        this.tenantId,
        index.appliedSeq,
        CHANGES_PER_SYNC + 1,
      );
      // Too many to take in one by one (a bulk import), or gone from the log: read the tenant anew.
      if (changes.length > CHANGES_PER_SYNC || changes.length === 0) {
        await this.build();
        return;
      }
      const vacancyIds = [
        ...new Set(changes.filter((c) => c.kind === 'vacancy').map((c) => c.entityId)),
      ];
      const rows =
        vacancyIds.length > 0 ? await this.source.searchableAmong(this.tenantId, vacancyIds) : [];
      const seq = changes.at(-1)?.seq ?? index.appliedSeq;
      index.apply(
        vacancyIds,
        rows,
        seq,
        changes.some((c) => c.kind === 'organization'),
      );
    })().finally(() => {
      this.syncing = null;
    });
    this.syncing = syncing;
    return syncing;
  }
}

/**
 * Every tenant's search index in this process. Each search first reads the
 * tenant's newest change (one indexed lookup) and takes in what the index does
 * not hold yet, so a write by any process, module, job or seed is in the next
 * search; the main segment is read anew in the background now and then.
 */
export class SearchIndexes {
  private readonly tenants = new Map<string, TenantIndexes>();
  private readonly words = wordMemory();

  constructor(
    private readonly source: SearchSource,
    private readonly options: SearchIndexOptions,
  ) {}

  private of(tenantId: string): TenantIndexes {
    let tenant = this.tenants.get(tenantId);
    if (!tenant) {
      tenant = new TenantIndexes(tenantId, this.source, this.options, this.words);
      this.tenants.set(tenantId, tenant);
    }
    return tenant;
  }

  async forTenant(tenantId: string): Promise<TenantSearchIndex> {
    return this.of(tenantId).upTo(await this.latestChange(tenantId));
  }

  private readonly runningChecks = new Map<string, Promise<number>>();
  private readonly waitingChecks = new Map<string, Promise<number>>();

  /**
   * The tenant's newest change, read after the caller asked: searches that
   * arrive while a read is under way share the one that starts when it ends,
   * so under load there is at most one such read per tenant at a time.
   */
  private latestChange(tenantId: string): Promise<number> {
    const waiting = this.waitingChecks.get(tenantId);
    if (waiting) return waiting;
    const start = (): Promise<number> => {
      this.waitingChecks.delete(tenantId);
      const check = this.source.latestChange(tenantId);
      this.runningChecks.set(tenantId, check);
      const done = () => {
        if (this.runningChecks.get(tenantId) === check) this.runningChecks.delete(tenantId);
      };
      check.then(done, done);
      return check;
    };
    const running = this.runningChecks.get(tenantId);
    if (!running) return start();
    const next = running.then(start, start);
    this.waitingChecks.set(tenantId, next);
    return next;
  }

  private closed = false;
  private warmed = false;

  /** Builds the tenants' indexes one after the other (at start, so the first searches need not wait). */
  async warm(tenantIds: readonly string[]): Promise<void> {
    for (const tenantId of tenantIds) if (!this.closed) await this.of(tenantId).build();
    this.warmed = true;
  }

  /** What the indexes hold, for `GET /healthz/runtime`. */
  stats(): { tenants: number; vacancies: number; warmed: boolean; word_matches_kept: number } {
    const built = [...this.tenants.values()].flatMap((tenant) =>
      tenant.current ? [tenant.current] : [],
    );
    return {
      tenants: built.length,
      vacancies: built.reduce((sum, index) => sum + index.size, 0),
      warmed: this.warmed,
      word_matches_kept: this.words.kept,
    };
  }

  /** Stops warming: the database is about to close. */
  close(): void {
    this.closed = true;
  }
}
