import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import { PoolIndexes, type PoolSource } from './pool-index/pool-indexes';
import { MatchedVacancies } from './volunteer-pool.matching.recommendations';
import {
  findPoolProfiles,
  findPoolProfilesOfUsers,
  latestPoolChange,
  poolChangesSince,
  readPoolProfiles,
} from './volunteer-pool.profiles.repository';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    volunteerPool: { indexes: PoolIndexes; matchedVacancies: MatchedVacancies };
  }
}

/** An idle process's pool index is read anew before a search after this long (pool changes are kept a day). */
const READ_ANEW_BEFORE_MS = 6 * 3_600_000;

/** The database as the pool index reads it: the change log on the owner connection, profiles as app_user. */
export function poolSource(database: Database): PoolSource {
  const { db } = database;
  return {
    latestChange: (tenantId) => latestPoolChange(db, tenantId),
    changesSince: (tenantId, seq, limit) => poolChangesSince(db, tenantId, seq, limit),
    inPoolAmong: (tenantId, profileIds, userIds) =>
      database.withTenant(tenantId, async (tx) => [
        ...(await findPoolProfiles(tx, tenantId, profileIds)),
        ...(await findPoolProfilesOfUsers(tx, tenantId, userIds)),
      ]),
    readAll: (tenantId, batch) =>
      database.withTenant(tenantId, (tx) => readPoolProfiles(tx, tenantId, batch)),
  };
}

/**
 * `volunteer-pool`: the pool search's state, one per process. A tenant's
 * index is built at its first search (pools are small next to the vacancy
 * bank: 50,000 profiles read in well under a second).
 */
export const volunteerPoolPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('volunteerPool', {
      indexes: new PoolIndexes(poolSource(options.database), {
        readAnewBeforeMs: READ_ANEW_BEFORE_MS,
      }),
      matchedVacancies: new MatchedVacancies(),
    });
  },
  { name: 'volunteer-pool', dependencies: ['tenancy', 'vacancy-search'] },
);
