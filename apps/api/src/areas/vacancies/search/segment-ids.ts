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

/** A uuid's 128 bits as four numbers, so a million ids take 16 MB instead of a million strings. */
export function uuidWords(id: string, into: Uint32Array, at: number): void {
  // 8-4-4-4-12 hex digits: the four 32-bit words skip the dashes.
  into[at] = Number.parseInt(id.slice(0, 8), 16) >>> 0;
  into[at + 1] = Number.parseInt(id.slice(9, 13) + id.slice(14, 18), 16) >>> 0;
  into[at + 2] = Number.parseInt(id.slice(19, 23) + id.slice(24, 28), 16) >>> 0;
  into[at + 3] = Number.parseInt(id.slice(28, 36), 16) >>> 0;
}

export function uuidOf(words: Uint32Array, at: number): string {
  const hex = Array.from(words.subarray(at, at + 4), (w) => w.toString(16).padStart(8, '0')).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A hash of a uuid's four words, for a segment's open-addressing table of positions. */
export const hashOf = (words: Uint32Array, at: number) =>
  Math.imul(words[at]! ^ words[at + 1]!, 0x9e3779b1) ^
  Math.imul(words[at + 2]! ^ words[at + 3]!, 0x85ebca6b);
