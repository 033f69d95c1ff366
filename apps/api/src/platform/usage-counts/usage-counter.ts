import { and, between, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { usageCounts, type UsageKind } from './usage-counts.tables';

/** The Dutch calendar day of an instant (YYYY-MM-DD): the platform's centres are all in Europe/Amsterdam. */
export function dutchDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** How many words of one search are counted, and how long a word may be: enough for what people type, bounded for the table. */
const MAX_WORDS = 5;
const MAX_WORD_LENGTH = 40;

/** The words of a search as counted: lower case, letters and digits only, two characters or more, each once. */
export function searchWords(text: string): string[] {
  const words = text.toLocaleLowerCase('nl').match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words.filter((word) => word.length <= MAX_WORD_LENGTH))].slice(0, MAX_WORDS);
}

const SEPARATOR = '\u0000';
/** How often the counts in memory are written, at the most. */
const FLUSH_INTERVAL_MS = 15_000;

/**
 * Counts searches and vacancy views in memory and writes them in batches
 * (one upsert per tenant and flush, adding to the day's row), so counting
 * costs a request no query and no transaction: the anonymous search stays
 * transaction-free. Nothing personal is kept: a centre, a day, a word or a
 * vacancy id, and a number. Counts not yet written when a process dies are
 * lost; that is the price of a free hot path, and figures are trends.
 */
export class UsageCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  /** One search (its first page): the search, whether it found nothing, and each of its words. */
  countSearch(tenantId: string, volunteerCenterId: string, text: string | undefined, total: number, at = new Date()): void {
    const day = dutchDay(at);
    const empty = total === 0;
    this.add(tenantId, volunteerCenterId, day, 'search', '');
    if (empty) this.add(tenantId, volunteerCenterId, day, 'search_empty', '');
    for (const word of searchWords(text ?? '')) {
      this.add(tenantId, volunteerCenterId, day, 'search_word', word);
      if (empty) this.add(tenantId, volunteerCenterId, day, 'search_word_empty', word);
    }
  }

  /** One view of a published vacancy's page, counted for the vacancy's centre. */
  countView(tenantId: string, volunteerCenterId: string, vacancyId: string, at = new Date()): void {
    this.add(tenantId, volunteerCenterId, dutchDay(at), 'view', vacancyId);
  }

  private add(tenantId: string, volunteerCenterId: string, day: string, kind: UsageKind, key: string): void {
    const id = [tenantId, volunteerCenterId, day, kind, key].join(SEPARATOR);
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Writes what was counted so far; readers of the figures call it first, so a single process reads its own counts. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const byTenant = new Map<string, (typeof usageCounts.$inferInsert)[]>();
    for (const [id, n] of batch) {
      const [tenantId, volunteerCenterId, day, kind, key] = id.split(SEPARATOR) as [string, string, string, UsageKind, string];
      const rows = byTenant.get(tenantId) ?? [];
      rows.push({ tenantId, volunteerCenterId, day, kind, key, n });
      byTenant.set(tenantId, rows);
    }
    for (const [tenantId, rows] of byTenant) {
      await this.database.withTenant(tenantId, (tx) =>
        tx
          .insert(usageCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [usageCounts.tenantId, usageCounts.volunteerCenterId, usageCounts.day, usageCounts.kind, usageCounts.key],
            set: { n: sql`${usageCounts.n} + excluded.n` },
          }),
      );
    }
  }

  /** Stops the timer after writing what is left (on shutdown). */
  async close(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
  }
}

/** A period of a tenant's counts: one centre's, or every centre's when none is named. */
export type UsageScope = { tenantId: string; volunteerCenterId?: string; from: string; to: string };

const inScope = (scope: UsageScope) =>
  and(
    eq(usageCounts.tenantId, scope.tenantId),
    scope.volunteerCenterId ? eq(usageCounts.volunteerCenterId, scope.volunteerCenterId) : undefined,
    between(usageCounts.day, scope.from, scope.to),
  );

/** The counts of the given kinds in the period, per day, kind and key. */
export async function readUsageCounts(
  tx: Tx,
  scope: UsageScope,
  kinds: readonly UsageKind[],
): Promise<{ volunteerCenterId: string; day: string; kind: UsageKind; key: string; n: number }[]> {
  return tx
    .select({ volunteerCenterId: usageCounts.volunteerCenterId, day: usageCounts.day, kind: usageCounts.kind, key: usageCounts.key, n: usageCounts.n })
    .from(usageCounts)
    .where(and(inScope(scope), inArray(usageCounts.kind, [...kinds])));
}

/** The most counted keys of one kind in the period (the words searched most), most first. */
export async function topUsageKeys(tx: Tx, scope: UsageScope, kind: UsageKind, limit: number): Promise<{ key: string; n: number }[]> {
  const total = sum(usageCounts.n).mapWith(Number);
  return tx
    .select({ key: usageCounts.key, n: total })
    .from(usageCounts)
    .where(and(inScope(scope), eq(usageCounts.kind, kind)))
    .groupBy(usageCounts.key)
    .orderBy(sql`2 desc`, usageCounts.key)
    .limit(limit);
}
