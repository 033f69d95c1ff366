import { occurrencesBetween } from '../activity-schedule';
import { Recently } from './recently';
import type { TextMatch } from './search.repository';
import type { InstantRange, Segment, WordMatches } from './search-segment';
import { inSlices } from './time-slices';

/** A year past the start of an open range is enough to find a regular activity's next date. */
const OPEN_RANGE_MS = 366 * 86_400_000;
/** Word searches whose matches a process keeps, for all its tenants, and how many matches in all (8 bytes each). */
const WORDS_KEPT = 5_000;
const WORD_POSITIONS_KEPT = 2_500_000;
/** Activity date ranges whose regular activities the index keeps. */
const RANGES_KEPT = 50;

/** Kept word matches: of every tenant's main segment in one memory, so the busiest tenants get the most. */
export type WordMemory = Recently<Promise<WordMatches>>;
export const wordMemory = (): WordMemory => new Recently(WORDS_KEPT, WORD_POSITIONS_KEPT);
/** Numbers the segments, each of which keeps its words under its own prefix in the shared memory. */
let segmentNumber = 0;

/** A segment with what searches found in it: word matches and regular activities per date range. */
export class SegmentMemory {
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
