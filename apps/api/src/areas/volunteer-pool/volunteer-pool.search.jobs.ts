import type { Database } from '../../platform/db/database';
import { purgePoolChanges } from './volunteer-pool.profiles.repository';

/** Pool changes are kept a day: an index older than six hours is read anew (volunteer-pool.plugin.ts). */
const POOL_CHANGES_KEPT_MS = 24 * 3_600_000;

/** The `volunteer-pool.purge-changes` job: forgets pool changes older than a day; returns how many. */
export function purgePoolChangesJob(database: Database, now = new Date()): Promise<number> {
  return purgePoolChanges(database.db, new Date(now.getTime() - POOL_CHANGES_KEPT_MS));
}
