import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrator';
import { seedDatabase } from './platform/db/seed';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

async function start(): Promise<void> {
  const config = loadConfig(process.env, repositoryRoot);
  const database = openDatabase(config.database);
  await migrateToLatest(database.db as never, database.engine);
  const app = await buildApp({ config, database, webDistDir: config.webDistDir });
  for (const warning of config.startupWarnings) app.log.warn(warning);
  await seedDatabase({ config, database, services: app.services, log: app.log });
  // Development promo codes live where the demo accounts do (docs/billing.md), never in production.
  if (config.seedDemoAccounts) await app.services.billing.seedDevelopmentPromoCodes();
  // Renewals, trial ends, the payment reconciler and the weekly reports: every instance schedules them, and each
  // run claims its slot in the database, so one instance runs it.
  app.jobs.start();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Mathwise is serving ${config.publicUrl} (database: ${config.database.engine})`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Mathwise failed to start:', error);
  }
  process.exit(1);
});
