import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db/database';
import { seedDemoData } from './seed/demo-seed';
import { UploadStorage } from './areas/uploads/uploads.storage';
import { seedTenants } from './seed/tenants-seed';

// The public site is rendered here in the platform's time zone, the one its
// Dutch visitors' browsers draw dates and calendar days in, so hydration finds
// the same text. The API's own date logic uses UTC only.
process.env['TZ'] ||= 'Europe/Amsterdam';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  await seedTenants(database.db);
  if (config.seedDemoData) await seedDemoData(database, new UploadStorage(config.uploadsDir));

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL',
      mail: app.mailer.describe(),
      startupMs: Date.now() - startedAt,
    },
    `ready on http://localhost:${config.port} (portal: http://portal.localhost:${config.port})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
