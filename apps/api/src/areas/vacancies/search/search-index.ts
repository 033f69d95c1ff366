import type { SearchSort } from './search.query';
import type { SearchableVacancy, TextMatch } from './search.repository';
import { countFacets, type FacetCounts } from './search-facets';
import type { Outcome, SearchFilters, SearchHit, Segment } from './search-segment';
import { segmentOf } from './segment-builder';
import { SegmentMemory, wordMemory, type WordMemory } from './segment-memory';
import { Recently } from './recently';

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

/** Vacancies changed since the main segment was read, as a small segment of their own. */
type Changes = {
  rows: ReadonlyMap<string, SearchableVacancy>;
  memory: SegmentMemory;
  /** Searches' filtering, remembered for a few seconds; dropped with the changes they were made on. */
  recent: Recently<Filtered>;
};

/** The filtering of one search over both segments, and its orders. */
type Filtered = { at: number; main: Outcome; changed: Outcome };

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
    countFacets(facets, main.segment, found.main);
    countFacets(facets, changes.memory.segment, found.changed);
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
