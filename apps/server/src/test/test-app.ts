import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { AppConfig } from '../platform/config';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import type { DatabaseHandle } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrator';
import { createTestDatabase } from './test-database';
import type { TestMailServer } from './test-mail-server';
import { startTestMailServer } from './test-mail-server';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: AppConfig;
  database: DatabaseHandle;
  mail: TestMailServer;
  /** Every route the app registered (method and URL as declared), in registration order. */
  routes: Array<{ method: string; url: string }>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh, migrated database of the engine under test, sending mail to a real SMTP
 * server. Reach it with `app.inject()`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof buildApp>[0], 'webDistDir' | 'logStream'> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const mail = await startTestMailServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'mathwise-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabase.url,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    SMTP_URL: mail.url,
    // Suites play many rounds of one learner within a minute; the answer-oracle suite sets the limit it tests.
    ANSWER_CHECK_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db as never, database.engine);
  const routes: TestApp['routes'] = [];
  const app = await buildApp({
    config,
    database,
    ...options,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  return {
    app,
    config,
    database,
    mail,
    routes,
    async close() {
      await app.close();
      await database.destroy();
      await mail.close();
      await testDatabase.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
