import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import { listTenants } from '../../identity/tenancy/tenancy.data';
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
    /** `warmed`: every tenant's index was built after start (the runtime metrics tell it). */
    volunteerPool: { indexes: PoolIndexes; matchedVacancies: MatchedVacancies; warmed: boolean };
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
 * `volunteer-pool`: the pool search's state, one per process. The indexes
 * are built when the server is ready, one tenant after the other, off the
 * request path (as the vacancy search's); searches that come earlier wait
 * for their tenant's.
 */
export const volunteerPoolPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const indexes = new PoolIndexes(poolSource(options.database), {
      readAnewBeforeMs: READ_ANEW_BEFORE_MS,
    });
    const state = { indexes, matchedVacancies: new MatchedVacancies(), warmed: false };
    app.decorate('volunteerPool', state);
    let warming: Promise<void> = Promise.resolve();
    let closed = false;
    app.addHook('onReady', async () => {
      const tenants = await listTenants(options.database.db);
      warming = (async () => {
        for (const tenant of tenants) if (!closed) await indexes.forTenant(tenant.id);
        state.warmed = true;
      })().catch((error: unknown) => app.log.error({ err: error }, 'pool index build failed'));
    });
    app.addHook('onClose', async () => {
      closed = true;
      await warming;
    });
  },
  { name: 'volunteer-pool', dependencies: ['tenancy', 'vacancy-search'] },
);
