import {
  AVAILABILITY_SLOTS,
  PROFILE_LANGUAGES,
  type AvailabilitySlot,
  type ProfileLanguage,
} from '@platform/contracts';
import { BestMatches } from '../../vacancies/search/best-matches';
import { Recently } from '../../vacancies/search/recently';
import { degreesAround, haversineKm, type Circle } from '../../vacancies/search/distance';
import {
  matchProfile,
  type Match,
  type MatchProfile,
  type PreparedVacancy,
} from '../volunteer-pool.matching';
import type { PoolProfileRow } from '../volunteer-pool.profiles.repository';

/** A profile as the index keeps it: the row to show, and its filters as numbers and bit masks. */
export type PoolEntry = {
  row: PoolProfileRow;
  /** The profile as the match reads it (coordinates as numbers). */
  profile: MatchProfile;
  latitude: number | null;
  longitude: number | null;
  categoryNumbers: Int32Array;
  skillNumbers: Int32Array;
  languageMask: number;
  availabilityMask: number;
  ageGroupNumber: number;
  joinedAt: number;
  /** First name, introduction and skills in lower case, for `filter[q]`. */
  text: string;
};

/** A search in index terms (pool.search.ts builds it from the request). */
export type PoolQuery = {
  volunteerCenterId: string;
  words?: string[];
  categoryIds?: string[];
  skills?: string[];
  languages?: ProfileLanguage[];
  availability?: AvailabilitySlot[];
  ageGroupIds?: string[];
  wantsOneToOne?: boolean;
  near?: Circle;
  vacancy?: PreparedVacancy;
  offset: number;
  limit: number;
};

/** How many profiles each filter value has, each counted over the other filters. */
export type PoolFacets = {
  category_id: Record<string, number>;
  skill: Record<string, number>;
  language: Record<string, number>;
  availability: Record<string, number>;
  age_group_id: Record<string, number>;
};

export type PoolHit = { entry: PoolEntry; distanceKm: number | null; match: Match | null };
export type PoolResult = { hits: PoolHit[]; total: number; facets: PoolFacets };

/** Most skills the skill facet lists. */
export const SKILL_FACET_SIZE = 20;

/** Most answers kept per index (see `TenantPoolIndex.answers`). */
const ANSWERS_KEPT = 200;

const LANGUAGE_BIT = new Map(PROFILE_LANGUAGES.map((language, k) => [language, 1 << k]));
const SLOT_BIT = new Map(AVAILABILITY_SLOTS.map((slot, k) => [slot, 1 << k]));
const maskOf = <T>(bits: Map<T, number>, values: readonly T[]) =>
  values.reduce((mask, value) => mask | (bits.get(value) ?? 0), 0);
const countBits = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** Numbers for the ids or words of one kind, in order of first sight. */
class Dictionary {
  readonly keys: string[] = [];
  private readonly numbers = new Map<string, number>();
  numberOf(key: string): number {
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.keys.length;
      this.keys.push(key);
      this.numbers.set(key, number);
    }
    return number;
  }
  find(key: string): number | undefined {
    return this.numbers.get(key);
  }
  /** Flags by number for the keys asked (unknown keys flag nothing). */
  flags(keys: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.keys.length);
    for (const key of keys) {
      const number = this.numbers.get(key);
      if (number !== undefined) flags[number] = 1;
    }
    return flags;
  }
}

// The filters whose values are counted (facets): bit k set when the profile fails filter k.
const CATEGORY = 1;
const SKILL = 2;
const LANGUAGE = 4;
const AVAILABILITY = 8;
const AGE_GROUP = 16;

const anyFlagged = (numbers: Int32Array, flags: Uint8Array) => {
  let count = 0;
  for (const number of numbers) if (flags[number]) count++;
  return count;
};

/**
 * A profile as a search shows it: its match with the vacancy, and its
 * distance from the searched place (`fromPlaceKm`, -1 without one), else
 * from the vacancy.
 */
function hitOf(
  entry: PoolEntry,
  vacancy: PreparedVacancy | undefined,
  fromPlaceKm: number,
): PoolHit {
  const match = vacancy ? matchProfile(entry.profile, vacancy) : null;
  return {
    entry,
    match,
    distanceKm: fromPlaceKm >= 0 ? Math.round(fromPlaceKm * 10) / 10 : (match?.distanceKm ?? null),
  };
}

/**
 * One profile as a search from this place and with this vacancy shows it
 * (the same match and distance), whatever the search's other filters.
 */
export function poolHit(
  entry: PoolEntry,
  { near, vacancy }: Pick<PoolQuery, 'near' | 'vacancy'>,
): PoolHit {
  const fromPlaceKm =
    near && entry.latitude !== null && entry.longitude !== null
      ? haversineKm(near.latitude, near.longitude, entry.latitude, entry.longitude)
      : -1;
  return hitOf(entry, vacancy, fromPlaceKm);
}

/**
 * One tenant's pool in this process: every profile in the pool with its
 * filters as numbers, so a search is one pass over typed values without SQL
 * (docs/decisions.md, "Volunteer pool (issue 28)"). Changes replace a
 * profile's entry; holes are closed when they make up a quarter.
 */
export class TenantPoolIndex {
  private entries: (PoolEntry | null)[] = [];
  private readonly slotOfProfile = new Map<string, number>();
  private readonly slotOfUser = new Map<string, number>();
  private readonly centers = new Dictionary();
  private centerNumbers = new Int32Array(1024);
  private readonly categories = new Dictionary();
  private readonly skills = new Dictionary();
  /** The skill as first written, by its number (the facet shows it). */
  private readonly skillNames: string[] = [];
  private readonly ageGroups = new Dictionary();
  readonly builtAt = Date.now();
  /**
   * Answers of recent searches, by query, while the index is unchanged: a
   * centre's organisations mostly open the pool on the same first pages.
   * Every change to the index drops them, so they are as fresh as the index.
   * A search ranked by a vacancy is not kept (the vacancy may change).
   */
  private readonly answers = new Recently<PoolResult>(ANSWERS_KEPT);

  constructor(public appliedSeq: number) {}

  get size(): number {
    return this.slotOfProfile.size;
  }

  /** The profile's entry, when it is in the pool as this index knows it. */
  get(profileId: string): PoolEntry | undefined {
    const slot = this.slotOfProfile.get(profileId);
    return slot === undefined ? undefined : (this.entries[slot] ?? undefined);
  }

  add(row: PoolProfileRow): void {
    this.remove(row.id, row.userId);
    this.answers.clear();
    const skillNumbers = Int32Array.from(row.skills, (skill) => {
      const number = this.skills.numberOf(skill.toLowerCase());
      this.skillNames[number] ??= skill;
      return number;
    });
    const latitude = row.latitude === null ? null : Number(row.latitude);
    const longitude = row.longitude === null ? null : Number(row.longitude);
    const entry: PoolEntry = {
      row,
      profile: { ...row, latitude, longitude },
      latitude,
      longitude,
      categoryNumbers: Int32Array.from(row.categoryIds, (id) => this.categories.numberOf(id)),
      skillNumbers,
      languageMask: maskOf(LANGUAGE_BIT, row.languages),
      availabilityMask: maskOf(SLOT_BIT, row.availability),
      ageGroupNumber: row.ageGroupId === null ? -1 : this.ageGroups.numberOf(row.ageGroupId),
      joinedAt: (row.joinedPoolAt ?? row.createdAt).getTime(),
      text: [row.firstName, row.introduction, ...row.skills].join(' ').toLowerCase(),
    };
    const slot = this.entries.length;
    this.entries.push(entry);
    if (slot >= this.centerNumbers.length) {
      const grown = new Int32Array(this.centerNumbers.length * 2);
      grown.set(this.centerNumbers);
      this.centerNumbers = grown;
    }
    this.centerNumbers[slot] = this.centers.numberOf(row.volunteerCenterId);
    this.slotOfProfile.set(row.id, slot);
    this.slotOfUser.set(row.userId, slot);
  }

  /** Takes out a profile (by its id) or every profile of a user (by theirs). */
  remove(profileId: string | null, userId: string | null): void {
    for (const slot of [
      profileId === null ? undefined : this.slotOfProfile.get(profileId),
      userId === null ? undefined : this.slotOfUser.get(userId),
    ]) {
      const entry = slot === undefined ? null : this.entries[slot];
      if (slot === undefined || !entry) continue;
      this.answers.clear();
      this.entries[slot] = null;
      this.slotOfProfile.delete(entry.row.id);
      this.slotOfUser.delete(entry.row.userId);
    }
    if (this.entries.length > 1024 && this.slotOfProfile.size < this.entries.length * 0.75)
      this.compact();
  }

  private compact(): void {
    const live = this.entries.filter((entry): entry is PoolEntry => entry !== null);
    this.entries = [];
    this.slotOfProfile.clear();
    this.slotOfUser.clear();
    for (const entry of live) this.add(entry.row);
  }

  /**
   * The profiles of the centre that pass every filter, a page of them in
   * order (the match with a vacancy; else the distance from a place; else how
   * many asked values they have; else the newest in the pool), the total, and
   * each filter's values counted over the other filters.
   */
  search(query: PoolQuery): PoolResult {
    if (query.vacancy) return this.run(query);
    const key = JSON.stringify(query);
    const kept = this.answers.get(key);
    if (kept) return kept;
    const answer = this.run(query);
    this.answers.set(key, answer);
    return answer;
  }

  private run(query: PoolQuery): PoolResult {
    const center = this.centers.find(query.volunteerCenterId);
    const categoryFlags = query.categoryIds && this.categories.flags(query.categoryIds);
    const skillFlags =
      query.skills && this.skills.flags(query.skills.map((skill) => skill.toLowerCase()));
    const ageGroupFlags = query.ageGroupIds && this.ageGroups.flags(query.ageGroupIds);
    const languageMask = query.languages ? maskOf(LANGUAGE_BIT, query.languages) : 0;
    const availabilityMask = query.availability ? maskOf(SLOT_BIT, query.availability) : 0;
    const { near, vacancy, words } = query;
    const { latitudeDelta, longitudeDelta } = degreesAround(near);
    const byAskedValues = !!(
      categoryFlags ??
      skillFlags ??
      ageGroupFlags ??
      (languageMask || availabilityMask)
    );

    const categoryCounts = new Int32Array(this.categories.keys.length);
    const skillCounts = new Int32Array(this.skills.keys.length);
    const ageGroupCounts = new Int32Array(this.ageGroups.keys.length);
    const languageCounts = new Int32Array(PROFILE_LANGUAGES.length);
    const slotCounts = new Int32Array(AVAILABILITY_SLOTS.length);
    const count = (entry: PoolEntry, failed: number) => {
      if ((failed & ~CATEGORY) === 0)
        for (const number of entry.categoryNumbers) categoryCounts[number]!++;
      if ((failed & ~SKILL) === 0) for (const number of entry.skillNumbers) skillCounts[number]!++;
      if ((failed & ~AGE_GROUP) === 0 && entry.ageGroupNumber >= 0)
        ageGroupCounts[entry.ageGroupNumber]!++;
      if ((failed & ~LANGUAGE) === 0)
        for (let rest = entry.languageMask; rest !== 0; rest &= rest - 1)
          languageCounts[31 - Math.clz32(rest & -rest)]!++;
      if ((failed & ~AVAILABILITY) === 0)
        for (let rest = entry.availabilityMask; rest !== 0; rest &= rest - 1)
          slotCounts[31 - Math.clz32(rest & -rest)]!++;
    };

    // Offered as found: a broad search keeps a page's worth, not every match.
    const best = new BestMatches(Math.max(0, Math.min(query.offset + query.limit, this.size)));
    let total = 0;
    const { entries, centerNumbers } = this;
    for (let slot = 0; center !== undefined && slot < entries.length; slot++) {
      const entry = entries[slot];
      if (!entry || centerNumbers[slot] !== center) continue;
      if (query.wantsOneToOne !== undefined && entry.row.wantsOneToOne !== query.wantsOneToOne)
        continue;
      let distanceKm = -1;
      if (near) {
        if (entry.latitude === null || entry.longitude === null) continue;
        if (
          Math.abs(entry.latitude - near.latitude) > latitudeDelta ||
          Math.abs(entry.longitude - near.longitude) > longitudeDelta
        )
          continue;
        distanceKm = haversineKm(near.latitude, near.longitude, entry.latitude, entry.longitude);
        if (distanceKm > near.radiusKm) continue;
      }
      if (words && !words.every((word) => entry.text.includes(word))) continue;
      let failed = 0;
      let asked = 0;
      if (categoryFlags) {
        const found = anyFlagged(entry.categoryNumbers, categoryFlags);
        if (found === 0) failed |= CATEGORY;
        asked += found;
      }
      if (skillFlags) {
        const found = anyFlagged(entry.skillNumbers, skillFlags);
        if (found === 0) failed |= SKILL;
        asked += found;
      }
      if (languageMask) {
        const found = countBits(entry.languageMask & languageMask);
        if (found === 0) failed |= LANGUAGE;
        asked += found;
      }
      if (availabilityMask) {
        const found = countBits(entry.availabilityMask & availabilityMask);
        if (found === 0) failed |= AVAILABILITY;
        asked += found;
      }
      if (ageGroupFlags && (entry.ageGroupNumber < 0 || !ageGroupFlags[entry.ageGroupNumber]))
        failed |= AGE_GROUP;
      // Counted in every facet when it passes all filters, in one facet when it fails only that one.
      if ((failed & (failed - 1)) === 0) count(entry, failed);
      if (failed !== 0) continue;
      // Ties go to the newest in the pool: epoch milliseconds stay below 1e13.
      let key: number;
      if (vacancy) key = -(matchProfile(entry.profile, vacancy).score * 1e13 + entry.joinedAt);
      else if (near) key = distanceKm;
      else if (byAskedValues) key = -(asked * 1e13 + entry.joinedAt);
      else key = -entry.joinedAt;
      best.offer(key, slot, distanceKm);
      total++;
    }

    const sorted = best.sorted();
    const hits: PoolHit[] = [];
    for (let k = query.offset; k < sorted.positions.length; k++)
      hits.push(hitOf(entries[sorted.positions[k]!]!, vacancy, sorted.extras[k]!));

    return {
      hits,
      total,
      facets: this.facetsOf({
        categoryCounts,
        skillCounts,
        ageGroupCounts,
        languageCounts,
        slotCounts,
      }),
    };
  }

  /** The counts by id (skills: the most common, by the name first written). */
  private facetsOf(
    counts: Record<
      'categoryCounts' | 'skillCounts' | 'ageGroupCounts' | 'languageCounts' | 'slotCounts',
      Int32Array
    >,
  ): PoolFacets {
    const byKey = (keysOf: readonly string[], numbers: Int32Array) =>
      Object.fromEntries(keysOf.flatMap((key, k) => (numbers[k]! > 0 ? [[key, numbers[k]!]] : [])));
    const { skillCounts } = counts;
    const topSkills = [...skillCounts.keys()]
      .filter((k) => skillCounts[k]! > 0)
      .sort(
        (a, b) =>
          skillCounts[b]! - skillCounts[a]! ||
          this.skills.keys[a]!.localeCompare(this.skills.keys[b]!),
      )
      .slice(0, SKILL_FACET_SIZE);
    return {
      category_id: byKey(this.categories.keys, counts.categoryCounts),
      skill: Object.fromEntries(topSkills.map((k) => [this.skillNames[k]!, skillCounts[k]!])),
      language: byKey(PROFILE_LANGUAGES, counts.languageCounts),
      availability: byKey(AVAILABILITY_SLOTS, counts.slotCounts),
      age_group_id: byKey(this.ageGroups.keys, counts.ageGroupCounts),
    };
  }
}
