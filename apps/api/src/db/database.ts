import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { APP_ROLE } from './tenant-owned';

export type Schema = typeof schema;
/** A Drizzle database on either driver; both speak the same PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle services get: a transaction bound to one tenant and the app role. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;

export type Database = {
  /** Owner connection: migrations, seeding and tenant-less lookups of global tables. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` in a transaction as the app role with the tenant set for row-level security. */
  withTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Tenant transactions begun since start (the benchmarks count them per request). */
  readonly counts: { tenantTransactions: number };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL of a PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder PGlite keeps its files in; `memory://` keeps them in memory (tests). */
  pgliteDir?: string;
};

// Found beside the source in development and tests, beside the bundle when built.
function migrationsFolder(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.join(__dirname, '../../migrations')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the
    // process down; the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return wrap(db, 'postgres', () => migratePg(db as never, { migrationsFolder: migrationsFolder() }), () =>
      pool.end(),
    );
  }
  // The embedded database is loaded only when it is used: a process on a
  // PostgreSQL server does not carry its WebAssembly module in memory.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return wrap(db, 'pglite', () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }), () =>
    client.close(),
  );
}

function wrap(db: Db, kind: Database['kind'], runMigrations: () => Promise<void>, close: () => Promise<void>): Database {
  const counts = { tenantTransactions: 0 };
  return {
    db,
    kind,
    counts,
    withTenant(tenantId, work) {
      counts.tenantTransactions += 1;
      return db.transaction(async (tx) => {
        // One round trip sets both; `true` makes each local to this transaction.
        await tx.execute(
          sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true)`,
        );
        return work(tx as Tx);
      });
    },
    migrate: runMigrations,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
