import { buildApp } from './app';
import { checkProductionDefaults, ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrator';
import { seedDatabase } from './platform/db/seed';
import { findRepositoryRoot } from './platform/repository-root';

const repositoryRoot = findRepositoryRoot(import.meta.url);
/** Below the 30 s a container runtime or Kubernetes waits after SIGTERM before it kills the process. */
const SHUTDOWN_GRACE_MS = 20_000;

async function start(): Promise<void> {
  const config = loadConfig(process.env, repositoryRoot);
  const allowedUnsafeDefaults = checkProductionDefaults(config);
  const database = openDatabase(config.database);
  await migrateToLatest(database.db as never, database.engine);
  const app = await buildApp({ config, database, webDistDir: config.webDistDir });
  for (const warning of config.startupWarnings) app.log.warn(warning);
  await seedDatabase({ config, database, services: app.services, log: app.log });
  // Development promo codes live where the demo accounts do (docs/billing.md), never in production.
  if (config.seedDemoAccounts) await app.services.billingPromoCodes.seedDevelopmentPromoCodes();
  // Renewals, trial ends, the payment reconciler and the weekly reports: every instance schedules them, and each
  // run claims its slot in the database, so one instance runs it.
  app.jobs.start();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    // In-flight requests finish first (Fastify stops accepting and waits); a request that never ends must not keep
    // the instance half-alive until the supervisor's own kill, which would skip closing the database.
    setTimeout(() => {
      app.log.error(
        `Requests still open ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting without them`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  for (const item of allowedUnsafeDefaults)
    app.log.warn(`PRODUCTION_ALLOW ${item.allowance}: ${item.reason}`);
  app.log.info(
    `Mathwise is serving ${config.publicUrl} (database: ${config.database.engine}, Node ${process.versions.node})`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Mathwise failed to start:', error);
  }
  process.exit(1);
});
