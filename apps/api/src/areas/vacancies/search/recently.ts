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
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
