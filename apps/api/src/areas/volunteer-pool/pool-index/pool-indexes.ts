import { inSlices } from '../../vacancies/search/time-slices';
import type { PoolProfileRow } from '../volunteer-pool.profiles.repository';
import { TenantPoolIndex } from './pool-index';

/** Where pool indexes come from: the database (volunteer-pool.plugin.ts). */
export type PoolSource = {
  /** The tenant's newest pool change (0 when none). */
  latestChange(tenantId: string): Promise<number>;
  /** The tenant's changes after `seq`, oldest first, at most `limit`. */
  changesSince(
    tenantId: string,
    seq: number,
    limit: number,
  ): Promise<{ seq: number; kind: 'profile' | 'user'; entityId: string }[]>;
  /** The profiles in the pool, as they are now, among these profiles and of these users. */
  inPoolAmong(
    tenantId: string,
    profileIds: readonly string[],
    userIds: readonly string[],
  ): Promise<PoolProfileRow[]>;
  /** All of the tenant's pool, a batch at a time. */
  readAll(tenantId: string, batch: (rows: PoolProfileRow[]) => Promise<void>): Promise<void>;
};

export type PoolIndexOptions = {
  /** An index older than this is read anew before a search (an idle process; changes are purged after a day). */
  readAnewBeforeMs: number;
};

/** Changes taken in at once; more (a bulk import) read the tenant anew. */
const CHANGES_PER_SYNC = 5_000;

/** One tenant's pool index in this process: built once, then kept up to the newest change. */
class TenantPool {
  private index: TenantPoolIndex | null = null;
  private building: Promise<TenantPoolIndex> | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly tenantId: string,
    private readonly source: PoolSource,
    private readonly options: PoolIndexOptions,
  ) {}

  get current(): TenantPoolIndex | null {
    return this.index;
  }

  async upTo(latest: number): Promise<TenantPoolIndex> {
    for (;;) {
      let index = this.index ?? (await this.build());
      if (Date.now() - index.builtAt > this.options.readAnewBeforeMs) index = await this.build();
      if (index.appliedSeq >= latest) return index;
      await this.sync(index);
    }
  }

  build(): Promise<TenantPoolIndex> {
    if (this.building) return this.building;
    const building = (async () => {
      // Changes from here on are taken in after the read, so none falls between.
      const index = new TenantPoolIndex(await this.source.latestChange(this.tenantId));
      await this.source.readAll(this.tenantId, (rows) => inSlices(rows, (row) => index.add(row)));
      this.index = index;
      return index;
    })().finally(() => {
      this.building = null;
    });
    this.building = building;
    return building;
  }

  private sync(index: TenantPoolIndex): Promise<void> {
    if (this.syncing) return this.syncing;
    const syncing = (async () => {
      const changes = await this.source.changesSince(
        this.tenantId,
        index.appliedSeq,
        CHANGES_PER_SYNC + 1,
      );
      if (changes.length > CHANGES_PER_SYNC || changes.length === 0) {
        await this.build();
        return;
      }
      const ids = (kind: 'profile' | 'user') => [
        ...new Set(
          changes.filter((change) => change.kind === kind).map((change) => change.entityId),
        ),
      ];
      const profileIds = ids('profile');
      const userIds = ids('user');
      const rows = await this.source.inPoolAmong(this.tenantId, profileIds, userIds);
      // Out first (left the pool, blocked, deleted), then in again as they are now.
      for (const id of profileIds) index.remove(id, null);
      for (const id of userIds) index.remove(null, id);
      for (const row of rows) index.add(row);
      index.appliedSeq = changes.at(-1)!.seq;
    })().finally(() => {
      this.syncing = null;
    });
    this.syncing = syncing;
    return syncing;
  }
}

/**
 * Every tenant's pool index in this process. Each search first reads the
 * tenant's newest pool change (one indexed lookup, shared by the searches
 * that arrive meanwhile) and takes in what the index lacks, so a profile that
 * leaves the pool, or an account blocked or deleted, is gone from the next
 * search in every process, as with the vacancy search's `search_changes`.
 */
export class PoolIndexes {
  private readonly tenants = new Map<string, TenantPool>();
  private readonly running = new Map<string, Promise<number>>();
  private readonly waiting = new Map<string, Promise<number>>();

  constructor(
    private readonly source: PoolSource,
    private readonly options: PoolIndexOptions,
  ) {}

  private of(tenantId: string): TenantPool {
    let tenant = this.tenants.get(tenantId);
    if (!tenant) {
      tenant = new TenantPool(tenantId, this.source, this.options);
      this.tenants.set(tenantId, tenant);
    }
    return tenant;
  }

  async forTenant(tenantId: string): Promise<TenantPoolIndex> {
    return this.of(tenantId).upTo(await this.latestChange(tenantId));
  }

  /** The newest change, read after the caller asked; callers meanwhile share the next read. */
  private latestChange(tenantId: string): Promise<number> {
    const waiting = this.waiting.get(tenantId);
    if (waiting) return waiting;
    const start = (): Promise<number> => {
      this.waiting.delete(tenantId);
      const check = this.source.latestChange(tenantId);
      this.running.set(tenantId, check);
      const done = () => {
        if (this.running.get(tenantId) === check) this.running.delete(tenantId);
      };
      check.then(done, done);
      return check;
    };
    const running = this.running.get(tenantId);
    if (!running) return start();
    const next = running.then(start, start);
    this.waiting.set(tenantId, next);
    return next;
  }

  /** How many profiles the built indexes hold, for health figures. */
  stats(): { tenants: number; profiles: number } {
    const built = [...this.tenants.values()].flatMap((tenant) =>
      tenant.current ? [tenant.current] : [],
    );
    return { tenants: built.length, profiles: built.reduce((sum, index) => sum + index.size, 0) };
  }
}
