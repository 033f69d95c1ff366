/**
 * The best `limit` of a stream of matches, the smaller key first, then the
 * smaller position (storage order): a bounded heap with the worst on top, so a
 * broad search keeps a page's worth instead of sorting hundreds of thousands.
 */
export class BestMatches {
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
