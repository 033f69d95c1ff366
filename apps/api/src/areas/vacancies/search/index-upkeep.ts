import type { SearchableVacancy } from './search.repository';
import { TenantSearchIndex, type WordFinder } from './search-index';
import { SegmentBuilder } from './segment-builder';
import { wordMemory, type WordMemory } from './segment-memory';
import { inSlices } from './time-slices';

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
