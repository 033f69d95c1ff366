import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../platform/db/database';
import { seedDemoData } from '../seed/demo-seed';
import { seedTenants } from '../seed/tenants-seed';
import { UploadStorage } from '../areas/uploads/uploads.storage';

// Migrating and seeding took most of each API test file's time. Jest's global
// setup now does it once per run; every test app starts from a copy: the
// embedded database from a dump of its data folder, PostgreSQL from a
// template database. Jest's setup runs prepared-seed.cli.ts (Jest's own loader
// does not resolve the workspace's paths) and hands the seed to the test
// processes through the environment.
const SEED_ENV = 'API_TEST_SEED';

type PreparedSeed = {
  /** The folder holding the dump and the seed's uploaded files. */
  folder: string;
  uploadsDir: string;
  /** The embedded database's dump (PGlite `dumpDataDir`), when no server is used. */
  snapshot?: string;
  /** The seeded template database on the TEST_DATABASE_URL server. */
  template?: string;
};

function preparedSeed(): PreparedSeed | undefined {
  const value = process.env[SEED_ENV];
  return value ? (JSON.parse(value) as PreparedSeed) : undefined;
}

/** Migrates and fills a database with the tenants and demo data, its files in `uploadsDir`. */
async function migrateAndSeed(database: Database, uploadsDir: string): Promise<void> {
  await database.migrate();
  await seedTenants(database.db);
  await seedDemoData(database, new UploadStorage(uploadsDir));
}

/** Prepares a run's seed; returns what the test processes need in API_TEST_SEED. */
export async function prepareSeed(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-test-seed-'));
  const uploadsDir = path.join(folder, 'uploads');
  const serverUrl = process.env.TEST_DATABASE_URL;
  let seed: PreparedSeed;
  if (serverUrl) {
    const template = `api_test_seed_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseOn(serverUrl, template) });
    await migrateAndSeed(database, uploadsDir);
    await database.close();
    seed = { folder, uploadsDir, template };
  } else {
    const dataDir = path.join(folder, 'pglite');
    const database = await openDatabase({ pgliteDir: dataDir });
    await migrateAndSeed(database, uploadsDir);
    await database.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dataDir);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const snapshot = path.join(folder, 'seed.tar');
    await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
    await rm(dataDir, { recursive: true, force: true });
    seed = { folder, uploadsDir, snapshot };
  }
  return JSON.stringify(seed);
}

/** Removes the seed API_TEST_SEED names. */
export async function discardSeed(): Promise<void> {
  const seed = preparedSeed();
  if (!seed) return;
  if (seed.template && process.env.TEST_DATABASE_URL) {
    await onServer(process.env.TEST_DATABASE_URL, `drop database if exists ${seed.template} with (force)`);
  }
  await rm(seed.folder, { recursive: true, force: true });
}

/**
 * A fresh seeded database for one test app, its files copied to `uploadsDir`:
 * an in-memory PGlite, or a new database on the TEST_DATABASE_URL server.
 * Copies the run's prepared seed when there is one (under Jest); seeds
 * itself otherwise (the benchmarks).
 */
export async function openSeededTestDatabase(
  uploadsDir: string,
): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seed = preparedSeed();
  // The seed was prepared for the same kind of database (always, under one Jest run).
  const copy = seed && (serverUrl ? seed.template : seed.snapshot) ? seed : undefined;
  if (copy) await cp(copy.uploadsDir, uploadsDir, { recursive: true });
  if (!serverUrl) {
    const pgliteSnapshot = copy?.snapshot ? new Blob([await readFile(copy.snapshot)]) : undefined;
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot });
    if (!copy) await migrateAndSeed(database, uploadsDir);
    return { database, drop: async () => undefined };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, copy ? `create database ${name} template ${copy.template}` : `create database ${name}`);
  const databaseUrl = databaseOn(serverUrl, name);
  const database = await openDatabase({ databaseUrl });
  if (!copy) await migrateAndSeed(database, uploadsDir);
  return {
    database,
    databaseUrl,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
