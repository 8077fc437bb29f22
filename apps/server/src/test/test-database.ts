import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig, DatabaseEngine } from '../platform/config';

export interface TestDatabase {
  engine: DatabaseEngine;
  /** The DATABASE_URL value for loadConfig. */
  url: string;
  settings: AppConfig['database'];
  drop(): Promise<void>;
}

/** Which engine this run of the server suites uses: the Vitest project sets TEST_DB_ENGINE (sqlite or postgres). */
export function testEngine(): DatabaseEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A brand-new, empty database for one test file: a temporary SQLite file, or a new PostgreSQL database created
 * beside TEST_DATABASE_URL's, so suites never share rows and run in parallel.
 */
export async function createTestDatabase(engine: DatabaseEngine = testEngine()): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'mathwise-test-'));
    const filename = join(directory, 'test.db');
    return {
      engine,
      url: `sqlite:${filename}`,
      settings: { engine, filename },
      drop: () => {
        rmSync(directory, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL must point at a PostgreSQL server for the postgres suites');
  const name = `mathwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    settings: { engine, url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
