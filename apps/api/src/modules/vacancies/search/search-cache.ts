type Entry<T> = { tenantId: string; storedAt: number; value: T };

/**
 * Recent search work of this process, per tenant, kept for a short while: the
 * vacancies matching a search's words and their ranks. A common word matches
 * thousands of vacancies, whose search documents PostgreSQL reads to rank
 * them, while visitors use the same words over and over. A vacancy write
 * through this process forgets the tenant's entries at once; other processes
 * catch up within the time to live (docs/decisions.md, "Vacancy search").
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped per tenant on every forget, so work that started before a write is not stored after it. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get(tenantId: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.storedAt < this.ttlMs) return cached.value;
    const generation = this.generations.get(tenantId) ?? 0;
    const value = await compute();
    if ((this.generations.get(tenantId) ?? 0) === generation) {
      this.entries.delete(key);
      this.entries.set(key, { tenantId, storedAt: now, value });
      // A Map keeps insertion order, so the first key is the oldest entry.
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** Drops the tenant's entries, after one of its vacancies changed. */
  forgetTenant(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tenantId === tenantId) this.entries.delete(key);
  }
}
