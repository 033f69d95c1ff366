import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { listTenants } from '../../../identity/tenancy/tenancy.data';
import { RenderedResources } from './rendered-resources';
import { SearchIndexes, type SearchIndexOptions, type SearchSource } from './index-upkeep';
import {
  findSearchableVacancies,
  findTextMatches,
  latestSearchChange,
  readSearchableVacancies,
  searchChangesSince,
} from './search.repository';

/** The search's state in this process: every tenant's index and rendered resources. */
export type VacancySearch = { indexes: SearchIndexes; rendered: RenderedResources };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    vacancySearch: VacancySearch;
  }
}

/** When a tenant's vacancies are read anew in whole (docs/decisions.md, "Vacancy search"). */
const INDEX_OPTIONS: SearchIndexOptions = {
  rebuildAfterMs: 3_600_000,
  rebuildAfterChanges: 2_000,
  readAnewBeforeMs: 6 * 3_600_000,
};

/**
 * Word searches PostgreSQL runs at once for this process. A common word ranks
 * tens of thousands of rows (a third of a second of a core at 1,000,000
 * vacancies); ten at once took both cores from the API and held its event loop
 * back for 140–230 ms. The rest wait their turn, and each word is matched once.
 */
const WORD_SEARCHES_AT_ONCE = 2;

/** The database as the search index reads it. */
export function searchSource(database: Database): SearchSource {
  const { db } = database;
  const wordSearches = pLimit(WORD_SEARCHES_AT_ONCE);
  return {
    latestChange: (tenantId) => latestSearchChange(db, tenantId),
    changesSince: (tenantId, seq, limit) => searchChangesSince(db, tenantId, seq, limit),
    searchableAmong: (tenantId, ids) =>
      database.withTenant(tenantId, (tx) => findSearchableVacancies(tx, tenantId, ids)),
    async readAll(tenantId, batch) {
      await database.withTenant(tenantId, (tx) => readSearchableVacancies(tx, tenantId, batch));
    },
    findWords: (tenantId) => (text, among, batch) =>
      wordSearches(() => findTextMatches(db, tenantId, text, among, batch)),
  };
}

/**
 * `vacancy-search`: the public vacancy search's state, one per process. The
 * indexes are built when the server is ready, one tenant after the other, off
 * the request path; searches that come earlier wait for their tenant's.
 */
export const vacancySearchPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const indexes = new SearchIndexes(searchSource(options.database), INDEX_OPTIONS);
    app.decorate('vacancySearch', { indexes, rendered: new RenderedResources() });
    let warming: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      const tenants = await listTenants(options.database.db);
      warming = indexes
        .warm(tenants.map((tenant) => tenant.id))
        .catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
    });
    app.addHook('onClose', async () => {
      indexes.close();
      await warming;
    });
  },
  { name: 'vacancy-search', dependencies: ['tenancy'] },
);
