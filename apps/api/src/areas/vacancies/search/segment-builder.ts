import { VACANCY_TYPES } from '@platform/contracts';
import type { SearchableVacancy } from './search.repository';
import { Segment } from './search-segment';
import { Dictionary, uuidWords } from './segment-ids';

type NumberArray = Int32Array | Uint32Array | Uint8Array | Float32Array | Float64Array;

/** Typed arrays that grow while a segment is read in (to at least `size`), then are cut to size. */
function grown<T extends NumberArray>(array: T, size: number): T {
  if (size <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/**
 * The order every sort falls back to, and the order a segment stores its
 * vacancies in: the newest first (never published last), then by id.
 */
function storageOrder(a: SearchableVacancy, b: SearchableVacancy): number {
  const published = (v: SearchableVacancy) => v.publishedAt ?? -Infinity;
  const difference = published(b) - published(a);
  if (difference !== 0 && !Number.isNaN(difference)) return difference;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Reads a segment in, one vacancy at a time in storage order (as PostgreSQL
 * sends them, or sorted by `storageOrder`), into growing typed arrays.
 */
export class SegmentBuilder {
  n = 0;
  idWords: Uint32Array;
  centers: Int32Array;
  organizations: Int32Array;
  types: Uint8Array;
  categoryStarts: Int32Array;
  categoryValues: Int32Array;
  ageGroupStarts: Int32Array;
  ageGroupValues: Int32Array;
  latitudes: Float32Array;
  longitudes: Float32Array;
  publishedAt: Float64Array;
  startsAt: Float64Array;
  endsAt: Float64Array;
  expiresAt: Float64Array;
  updatedAt: Float64Array;
  readonly regular = new Map<number, SearchableVacancy>();
  readonly centerIds = new Dictionary();
  readonly organizationIds = new Dictionary();
  readonly categoryIds = new Dictionary();
  readonly ageGroupIds = new Dictionary();

  constructor(expected = 16) {
    const size = Math.max(16, expected);
    this.idWords = new Uint32Array(size * 4);
    this.centers = new Int32Array(size);
    this.organizations = new Int32Array(size);
    this.types = new Uint8Array(size);
    this.categoryStarts = new Int32Array(size + 1);
    this.categoryValues = new Int32Array(size * 2);
    this.ageGroupStarts = new Int32Array(size + 1);
    this.ageGroupValues = new Int32Array(size * 2);
    this.latitudes = new Float32Array(size);
    this.longitudes = new Float32Array(size);
    this.publishedAt = new Float64Array(size);
    this.startsAt = new Float64Array(size);
    this.endsAt = new Float64Array(size);
    this.expiresAt = new Float64Array(size);
    this.updatedAt = new Float64Array(size);
  }

  add(v: SearchableVacancy): void {
    const i = this.n;
    if (i + 1 >= this.centers.length) {
      const size = Math.ceil(this.centers.length * 1.5);
      this.idWords = grown(this.idWords, size * 4);
      this.centers = grown(this.centers, size);
      this.organizations = grown(this.organizations, size);
      this.types = grown(this.types, size);
      this.categoryStarts = grown(this.categoryStarts, size + 1);
      this.ageGroupStarts = grown(this.ageGroupStarts, size + 1);
      this.latitudes = grown(this.latitudes, size);
      this.longitudes = grown(this.longitudes, size);
      this.publishedAt = grown(this.publishedAt, size);
      this.startsAt = grown(this.startsAt, size);
      this.endsAt = grown(this.endsAt, size);
      this.expiresAt = grown(this.expiresAt, size);
      this.updatedAt = grown(this.updatedAt, size);
    }
    uuidWords(v.id, this.idWords, i * 4);
    this.centers[i] = this.centerIds.numberOf(v.volunteerCenterId);
    this.organizations[i] = this.organizationIds.numberOf(v.organizationId);
    this.types[i] = VACANCY_TYPES.indexOf(v.vacancyType);
    const addList = (
      ids: readonly string[],
      starts: Int32Array,
      values: Int32Array,
      dictionary: Dictionary,
    ) => {
      const start = starts[i]!;
      const needed = start + ids.length;
      const grownValues =
        needed > values.length
          ? grown(values, Math.max(needed, Math.ceil(values.length * 1.5)))
          : values;
      ids.forEach((id, k) => (grownValues[start + k] = dictionary.numberOf(id)));
      starts[i + 1] = start + ids.length;
      return grownValues;
    };
    this.categoryValues = addList(
      v.categoryIds,
      this.categoryStarts,
      this.categoryValues,
      this.categoryIds,
    );
    this.ageGroupValues = addList(
      v.ageGroupIds,
      this.ageGroupStarts,
      this.ageGroupValues,
      this.ageGroupIds,
    );
    this.latitudes[i] = v.latitude ?? Number.NaN;
    this.longitudes[i] = v.longitude ?? Number.NaN;
    this.publishedAt[i] = v.publishedAt ?? -Infinity;
    this.startsAt[i] = v.startsAt ?? Number.NaN;
    this.endsAt[i] = v.endsAt ?? Number.NaN;
    this.expiresAt[i] = v.expiresAt ?? Infinity;
    this.updatedAt[i] = v.updatedAt;
    if (v.frequency === 'regularly' && v.recurrenceRule) this.regular.set(i, v);
    this.n = i + 1;
  }

  finish(): Segment {
    return new Segment(this);
  }
}

/** Builds a segment from rows in any order (the changed vacancies, tests). */
export function segmentOf(rows: Iterable<SearchableVacancy>): Segment {
  const builder = new SegmentBuilder();
  for (const row of [...rows].sort(storageOrder)) builder.add(row);
  return builder.finish();
}
