import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriterData } from '../../test/round-writer';
import {
  findRoundProblems,
  killAllWriters,
  listSavedRounds,
  prepareWriterData,
  startRoundWriter,
} from '../../test/round-writer';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, testEngine } from '../../test/test-database';
import type { BackupManifest } from './backup';
import { readManifest } from './backup';
import type { Db } from './database';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const engine = testEngine();

/** Runs a root npm script the way an operator does, with DATABASE_URL and BACKUP_DIR given. */
function runNpmScript(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every table's rows, counted by the test itself on the restored database. */
async function countRows(db: Db): Promise<Record<string, number>> {
  const names =
    engine === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
        ).rows.map((row) => row.name)
      : (
          await sql<{
            name: string;
          }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db)
        ).rows.map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = await sql<{
      count: number | string;
    }>`SELECT COUNT(*) AS count FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}

/** The engine's own structural check, run by the test: integrity_check, or amcheck over every B-tree index. */
async function checkStructure(db: Db): Promise<string[]> {
  if (engine === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
    const foreignKeys = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    return [
      ...integrity.rows.map((row) => row.integrity_check).filter((message) => message !== 'ok'),
      ...foreignKeys.rows.map((row) => `foreign key broken in ${row.table}`),
    ];
  }
  const indexes = await sql<{ name: string; oid: string }>`
    SELECT c.relname AS name, c.oid::text AS oid FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE am.amname = 'btree' AND n.nspname = current_schema()`.execute(db);
  expect(indexes.rows.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const index of indexes.rows) {
    try {
      // By oid: index names such as "rateLimit_pkey" are mixed-case.
      await sql`SELECT bt_index_check(${index.oid}::oid::regclass, true)`.execute(db);
    } catch (error) {
      problems.push(`${index.name}: ${(error as Error).message}`);
    }
  }
  return problems;
}

describe(`backup and restore drill on ${engine}`, () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let data: WriterData;
  let backupDir: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    backupDir = mkdtempSync(join(tmpdir(), 'mathwise-backups-'));
    const handle = openDatabase(source.settings);
    await migrateToLatest(handle.db as never, handle.engine);
    data = await prepareWriterData(handle.db);
    await handle.destroy();
    if (engine === 'postgres') {
      // amcheck is PostgreSQL's structural check (contrib); the fresh target gets it before the restore.
      const targetHandle = openDatabase(target.settings);
      await sql`CREATE EXTENSION IF NOT EXISTS amcheck`.execute(targetHandle.db);
      await targetHandle.destroy();
    }
  }, 60_000);

  afterAll(async () => {
    killAllWriters();
    await source.drop();
    await target.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up while rounds are being saved and restores that moment, checked, into a fresh database', async () => {
    const writer = startRoundWriter(source.url, data);
    let manifest: BackupManifest | undefined;
    let backupFile = '';
    let acknowledgedBefore = 0;
    let acknowledgedAfter = 0;
    try {
      await writer.ready;
      await writer.waitForAcks(3);
      acknowledgedBefore = writer.acks.length;
      const backup = await runNpmScript(['backup'], { DATABASE_URL: source.url, BACKUP_DIR: backupDir });
      acknowledgedAfter = writer.acks.length;
      expect(backup.code, backup.output).toBe(0);
      const files = readdirSync(backupDir);
      const backups = files.filter((file) => !file.endsWith('.manifest.json'));
      expect(backups, files.join(', ')).toHaveLength(1);
      expect(backups[0]).toMatch(
        new RegExp(`^mathwise-${engine}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.(db|dump)$`),
      );
      backupFile = join(backupDir, backups[0]!);
      expect(backup.output).toContain(backupFile);
      manifest = await readManifest(backupFile);
      // Writes go on after the backup, so the source moves past the backup's moment.
      await writer.waitForAcks(acknowledgedAfter + 2);
    } finally {
      await writer.stop();
    }
    const exit = await writer.exited;
    expect(exit.code, writer.stderr()).toBe(0);
    expect(manifest?.engine).toBe(engine);

    const restore = await runNpmScript(['restore', '--', backupFile], { DATABASE_URL: target.url });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('every count matches the manifest');

    const restored = openDatabase(target.settings);
    const sourceHandle = openDatabase(source.settings);
    try {
      expect(await checkStructure(restored.db)).toEqual([]);
      // The counts were taken inside the backup's own snapshot; the restored database holds exactly those rows.
      const counts = await countRows(restored.db);
      expect(counts).toEqual(manifest?.tables);
      expect(counts.practice_round).toBeGreaterThan(0);
      // One moment, not a blend: every round acknowledged before the backup began is there, saves are whole (totals
      // equal their rounds), and the moment lies between the backup's start and end.
      expect(await findRoundProblems(restored.db, data, writer.acks.slice(0, acknowledgedBefore))).toEqual(
        [],
      );
      const restoredRounds = await listSavedRounds(restored.db, data.learnerId);
      expect(restoredRounds.length).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(restoredRounds.length).toBeLessThanOrEqual(acknowledgedAfter + 1);
      const sourceRounds = await listSavedRounds(sourceHandle.db, data.learnerId);
      expect(sourceRounds.length).toBeGreaterThan(restoredRounds.length);
      expect(sourceRounds.slice(0, restoredRounds.length)).toEqual(restoredRounds);
    } finally {
      await restored.destroy();
      await sourceHandle.destroy();
    }
  }, 300_000);

  it('refuses to restore over a database that holds data unless forced, and keeps what it replaces', async () => {
    const [backupFile] = readdirSync(backupDir).filter((file) => /\.(db|dump)$/.test(file));
    expect(backupFile).toBeDefined();
    // The source has moved on since the backup: forcing the backup over it is a real replacement.
    const refused = await runNpmScript(['restore', '--', join(backupDir, backupFile!)], {
      DATABASE_URL: source.url,
      BACKUP_DIR: backupDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--force');

    const forced = await runNpmScript(['restore', '--', join(backupDir, backupFile!), '--force'], {
      DATABASE_URL: source.url,
      BACKUP_DIR: backupDir,
    });
    expect(forced.code, forced.output).toBe(0);
    const previous = /kept at (.+)$/m.exec(forced.output)?.[1];
    expect(previous, forced.output).toBeDefined();
    expect(existsSync(previous!)).toBe(true);
    const manifest = await readManifest(join(backupDir, backupFile!));
    const handle = openDatabase(source.settings);
    try {
      expect(await countRows(handle.db)).toEqual(manifest?.tables);
    } finally {
      await handle.destroy();
    }
  }, 300_000);
});
