import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { APP_ROLE } from './tenant-owned';

/**
 * A Drizzle database on either driver; both speak the same PostgreSQL. Queries name their tables
 * (no relational query API), so the database layer needs no schema and knows no module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle services get: a transaction bound to one tenant and the app role. */
export type Tx = PgTransaction<PgQueryResultHKT>;

export type Database = {
  /** Owner connection: migrations, seeding and tenant-less lookups of global tables. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` in a transaction as the app role with the tenant set for row-level security. */
  withTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Tenant transactions begun since start (the benchmarks count them per request). */
  readonly counts: { tenantTransactions: number };
  /**
   * Calls `onNotify` with the payload of every `pg_notify(channel, …)` that
   * commits, from any process on this database: PostgreSQL through one
   * connection of its own (reconnected with backoff; `onReconnect` is told, as
   * notifications sent meanwhile were missed), PGlite in-process. Returns how
   * to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL of a PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder PGlite keeps its files in; `memory://` keeps them in memory (tests). */
  pgliteDir?: string;
  /** A `dumpDataDir` archive the embedded database starts from (tests start each app from one prepared seed). */
  pgliteSnapshot?: Blob;
};

// Found beside the source in development and tests, beside the bundle when built.
function migrationsFolder(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.join(__dirname, '../../../migrations')];
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
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return wrap(
      db,
      'postgres',
      () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      () => pool.end(),
      (channel, onNotify, onReconnect) => listenOnServer(options.databaseUrl!, channel, onNotify, onReconnect),
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
  const client = await PGlite.create(dir, options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {});
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return wrap(
    db,
    'pglite',
    () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    () => client.close(),
    (channel, onNotify) => client.listen(channel, onNotify),
  );
}

/** Longest wait before a lost LISTEN connection is tried again. */
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTENs on a connection of its own, outside the pool (a pooled connection
 * would be handed to requests). When the server drops it, it is opened again
 * after 0.5 s, 1 s, 2 s, … (at most 30 s) and `onReconnect` is called.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error('PostgreSQL LISTEN connection lost:', error.message);
      reconnect();
    });
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = next;
    failures = 0;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    const dropped = client;
    client = undefined;
    dropped?.removeAllListeners();
    dropped?.end().catch(() => undefined);
    const delay = Math.min(500 * 2 ** failures, LISTEN_RETRY_MAX_MS);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        () => reconnect(),
      );
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    open?.removeAllListeners();
    await open?.end().catch(() => undefined);
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function wrap(
  db: Db,
  kind: Database['kind'],
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
  listen: Database['listen'],
): Database {
  const counts = { tenantTransactions: 0 };
  return {
    db,
    kind,
    counts,
    listen,
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
