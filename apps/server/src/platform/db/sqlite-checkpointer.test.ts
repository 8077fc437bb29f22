import { existsSync, statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, testEngine } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { openDatabase } from './database';
import { REQUEST_THREAD_CHECKPOINT_PAGES } from './sqlite-checkpointer';

/** Rows of 4 KB: about 3,000 pages of log, past SQLite's default checkpoint and well short of the safety net's. */
const ROWS = 3_000;
const ROW_BYTES = 4_000;

describe.runIf(testEngine() === 'sqlite')('SQLite checkpoints off the request thread', () => {
  let testDatabase: TestDatabase;
  let handle: DatabaseHandle | undefined;
  let filename: string;

  beforeEach(async () => {
    testDatabase = await createTestDatabase('sqlite');
    if (testDatabase.settings.engine !== 'sqlite') throw new Error('expected a SQLite database');
    filename = testDatabase.settings.filename;
    handle = openDatabase(testDatabase.settings);
    await sql`create table filler (id integer primary key, payload blob not null)`.execute(handle.db);
  });

  afterEach(async () => {
    await handle?.destroy();
    await testDatabase.drop();
  });

  it('leaves the request thread only the safety net of a checkpoint', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle!.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(REQUEST_THREAD_CHECKPOINT_PAGES);
  });

  it('copies the log into the database file from the worker', async () => {
    for (let index = 0; index < ROWS; index += 1) {
      await sql`insert into filler (payload) values (randomblob(${ROW_BYTES}))`.execute(handle!.db);
    }
    // The request thread does not checkpoint below its safety net, so the file grows only by the worker's doing.
    await vi.waitFor(() => expect(statSync(filename).size).toBeGreaterThanOrEqual(ROWS * ROW_BYTES), {
      timeout: 5_000,
      interval: 25,
    });
  });

  it('stops with the database, which then folds the log back and keeps every row', async () => {
    for (let index = 0; index < 100; index += 1) {
      await sql`insert into filler (payload) values (randomblob(${ROW_BYTES}))`.execute(handle!.db);
    }
    await handle!.destroy();
    handle = undefined;
    expect(existsSync(`${filename}-wal`)).toBe(false);

    handle = openDatabase(testDatabase.settings);
    const { rows } = await sql<{ count: number }>`select count(*) as count from filler`.execute(handle.db);
    expect(rows[0]?.count).toBe(100);
  });
});
