import { spawn } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config';

/**
 * Online backups and verified restores of the application database (docs/operations.md).
 *
 * A backup is one file plus a manifest beside it (`<file>.manifest.json`) holding the row count of every table,
 * counted inside the same snapshot the copy was taken from, so a restore can prove it brought back exactly the
 * backup's moment. Writers keep running during a backup on either engine:
 * - SQLite: a read transaction is opened on our own connection, the rows are counted, and better-sqlite3's online
 *   backup copies every page in one step inside that transaction (WAL lets the app keep writing meanwhile).
 * - PostgreSQL: a REPEATABLE READ transaction exports its snapshot, the rows are counted in it, and `pg_dump
 *   --snapshot` dumps that very snapshot while the transaction stays open.
 */

export type DatabaseSettings = AppConfig['database'];

export interface BackupManifest {
  format: 1;
  engine: DatabaseSettings['engine'];
  /** The backup's file name, in the same folder as the manifest. */
  file: string;
  createdAt: string;
  /** Rows per table at the backup moment. */
  tables: Record<string, number>;
}

export interface BackupResult {
  file: string;
  manifestFile: string;
  manifest: BackupManifest;
  bytes: number;
}

export interface DatabaseCheck {
  /** Problems found by the engine's own checks; empty when the database is sound. */
  problems: string[];
  /** What was checked, for the report. */
  checks: string[];
  tables: Record<string, number>;
}

export interface RestoreResult {
  manifest: BackupManifest | undefined;
  check: DatabaseCheck;
  /** Tables whose restored row count differs from the manifest's. */
  mismatches: string[];
  /** Where the database that was replaced went (a moved SQLite file or a safety dump), when one was replaced. */
  previous: string | undefined;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** 2026-05-01T10-20-30-123Z: sortable, and legal in file names everywhere. */
function fileStamp(moment: Date): string {
  return moment.toISOString().replace(/[:.]/g, '-');
}

export function manifestFileOf(backupFile: string): string {
  return `${backupFile}.manifest.json`;
}

/** Data and its directory entry on disk before the file is called a backup. */
function syncToDisk(file: string): void {
  for (const path of [file, dirname(file)]) {
    const descriptor = openSync(path, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  }
}

async function writeManifest(manifest: BackupManifest, backupFile: string): Promise<string> {
  const manifestFile = manifestFileOf(backupFile);
  await writeFile(`${manifestFile}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${manifestFile}.partial`, manifestFile);
  syncToDisk(manifestFile);
  return manifestFile;
}

// ---------------------------------------------------------------------------------------------------------------
// SQLite

function quoteSqliteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function countSqliteRows(connection: BetterSqlite3.Database): Record<string, number> {
  const names = connection
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
  return Object.fromEntries(
    names.map((name) => [
      name,
      connection
        .prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM ${quoteSqliteName(name)}`)
        .get()?.count ?? 0,
    ]),
  );
}

function checkSqliteConnection(connection: BetterSqlite3.Database): DatabaseCheck {
  const integrity = connection.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const foreignKeys = connection.pragma('foreign_key_check') as Array<{ table: string; parent: string }>;
  const problems = [
    ...integrity.map((row) => row.integrity_check).filter((message) => message !== 'ok'),
    ...foreignKeys.map((row) => `${row.table}: a row refers to a missing ${row.parent} row`),
  ];
  return {
    problems,
    checks: ['PRAGMA integrity_check', 'PRAGMA foreign_key_check'],
    tables: countSqliteRows(connection),
  };
}

function openSqliteFile(filename: string): BetterSqlite3.Database {
  const connection = new BetterSqlite3(filename, { fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  return connection;
}

async function backupSqlite(filename: string, target: string): Promise<Record<string, number>> {
  if (!existsSync(filename)) throw new BackupError(`There is no SQLite database at ${filename}.`);
  const connection = openSqliteFile(filename);
  try {
    // The counts and the copy share one read transaction: the snapshot the pages are copied from.
    connection.exec('BEGIN');
    let tables: Record<string, number>;
    try {
      tables = countSqliteRows(connection);
      // One step copies every page (the default 100-page steps would restart whenever the app commits between
      // them, and could never finish on a busy database).
      await connection.backup(target, { progress: () => 0x7fffffff });
    } finally {
      connection.exec('COMMIT');
    }
    return tables;
  } finally {
    connection.close();
  }
}

/** The copy becomes one self-contained file (no WAL), checked before it is called a backup. */
function sealSqliteCopy(file: string, expected: Record<string, number>): void {
  const copy = openSqliteFile(file);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = checkSqliteConnection(copy);
    if (check.problems.length > 0)
      throw new BackupError(`The copy failed its check: ${check.problems.join('; ')}`);
    const mismatches = compareCounts(expected, check.tables);
    if (mismatches.length > 0)
      throw new BackupError(`The copy does not match its snapshot: ${mismatches.join('; ')}`);
  } finally {
    copy.close();
  }
}

/** Moves a SQLite database and its WAL companions aside; answers the new name of the main file. */
function moveSqliteAside(filename: string, suffix: string): string {
  const moved = `${filename}.${suffix}`;
  for (const companion of ['', '-wal', '-shm']) {
    if (existsSync(`${filename}${companion}`)) renameSync(`${filename}${companion}`, `${moved}${companion}`);
  }
  return moved;
}

function holdsSqliteTables(filename: string): boolean {
  if (!existsSync(filename) || statSync(filename).size === 0) return false;
  const connection = openSqliteFile(filename);
  try {
    const tables = countSqliteRows(connection);
    return Object.keys(tables).length > 0;
  } finally {
    connection.close();
  }
}

async function restoreSqlite(
  filename: string,
  backupFile: string,
  options: { force: boolean; stamp: string },
): Promise<string | undefined> {
  if (holdsSqliteTables(filename) && !options.force) {
    throw new BackupError(
      `${filename} already holds a database. Stop the app, then run the restore again with --force; ` +
        'the current file is kept beside it.',
    );
  }
  await mkdir(dirname(filename), { recursive: true });
  const incoming = `${filename}.restoring`;
  rmSync(incoming, { force: true });
  await copyFile(backupFile, incoming);
  try {
    const copy = openSqliteFile(incoming);
    try {
      const check = checkSqliteConnection(copy);
      if (check.problems.length > 0)
        throw new BackupError(`The backup failed its check: ${check.problems.join('; ')}`);
      // Back to the app's journal mode, so the first start does not need to switch it.
      copy.pragma('journal_mode = WAL');
    } finally {
      copy.close();
    }
    syncToDisk(incoming);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  // The old file goes aside with its -wal and -shm: a WAL left beside the restored file would be replayed into it.
  const previous = existsSync(filename)
    ? moveSqliteAside(filename, `before-restore-${options.stamp}`)
    : undefined;
  for (const companion of ['-wal', '-shm']) rmSync(`${filename}${companion}`, { force: true });
  renameSync(incoming, filename);
  syncToDisk(filename);
  return previous;
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/** pg_dump and pg_restore get the password through the environment, never on a command line `ps` can show. */
function toCommandConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errorOutput = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errorOutput += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found. Install the PostgreSQL client tools (the same major version as the ` +
                'server or newer) and put them on PATH.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${errorOutput.trim()}`));
    });
  });
}

async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Tables outside PostgreSQL's own schemas; with `ownOnly`, only those of the app's schema (search_path). */
async function listPgTables(
  client: pg.Client,
  ownOnly = false,
): Promise<Array<{ schema: string; name: string }>> {
  const result = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
       AND ($1::boolean IS FALSE OR schemaname = current_schema())
     ORDER BY schemaname, tablename`,
    [ownOnly],
  );
  return result.rows;
}

async function countPgRows(client: pg.Client): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const table of await listPgTables(client)) {
    const key = table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
    const result = await client.query<{ count: string }>(
      `SELECT COUNT(*) AS count FROM ${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`,
    );
    tables[key] = Number(result.rows[0]?.count ?? 0);
  }
  return tables;
}

async function backupPostgres(url: string, target: string): Promise<Record<string, number>> {
  return withPgClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const snapshot = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      const tables = await countPgRows(client);
      const connection = toCommandConnection(url);
      // The exported snapshot stays valid only while this transaction is open: pg_dump runs inside it.
      await runCommand(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${snapshot.rows[0]?.id ?? ''}`,
          `--file=${target}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      );
      return tables;
    } finally {
      await client.query('COMMIT');
    }
  });
}

async function checkPostgres(url: string): Promise<DatabaseCheck> {
  return withPgClient(url, async (client) => {
    const checks = ['foreign keys and unique keys re-validated by pg_restore'];
    const problems: string[] = [];
    const amcheck = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'");
    if (amcheck.rowCount) {
      // Every B-tree index against its table: the structural check PostgreSQL offers (like integrity_check).
      const indexes = await client.query<{ name: string; oid: number }>(
        `SELECT c.relname AS name, c.oid FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
         JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE am.amname = 'btree' AND n.nspname NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const index of indexes.rows) {
        try {
          await client.query('SELECT bt_index_check($1::regclass, true)', [index.oid]);
        } catch (error) {
          problems.push(`index ${index.name}: ${(error as Error).message}`);
        }
      }
      checks.push(`amcheck bt_index_check(heapallindexed) on ${indexes.rowCount} indexes`);
    } else {
      checks.push('index check skipped: the amcheck extension is not installed in this database');
    }
    return { problems, checks, tables: await countPgRows(client) };
  });
}

async function restorePostgres(
  url: string,
  backupFile: string,
  options: { force: boolean; backupDir: string; now: Date },
): Promise<string | undefined> {
  const existing = await withPgClient(url, (client) => listPgTables(client, true));
  let previous: string | undefined;
  if (existing.length > 0) {
    if (!options.force) {
      throw new BackupError(
        'The target database already holds tables. Restore into a new, empty database (then point DATABASE_URL ' +
          'at it), or stop the app and run the restore again with --force, which dumps the current database ' +
          'to the backups folder first and then replaces it.',
      );
    }
    previous = (
      await backupDatabase({ engine: 'postgres', url }, { directory: options.backupDir, now: options.now })
    ).file;
    await withPgClient(url, async (client) => {
      await client.query('BEGIN');
      for (const table of existing) {
        await client.query(
          `DROP TABLE IF EXISTS ${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)} CASCADE`,
        );
      }
      await client.query('COMMIT');
    });
  }
  const connection = toCommandConnection(url);
  // One transaction: a restore that fails half-way leaves nothing behind. Constraints are created after the data,
  // so every foreign key and unique key is checked against the restored rows.
  await runCommand(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${connection.dbname}`,
      backupFile,
    ],
    connection.env,
  );
  return previous;
}

// ---------------------------------------------------------------------------------------------------------------

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .sort()
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name] ?? 'absent'} now`);
}

/** Takes a consistent online backup into `directory` (created if missing) and answers where it is. */
export async function backupDatabase(
  settings: DatabaseSettings,
  options: { directory: string; now?: Date },
): Promise<BackupResult> {
  const moment = options.now ?? new Date();
  await mkdir(options.directory, { recursive: true });
  const extension = settings.engine === 'sqlite' ? 'db' : 'dump';
  const file = join(options.directory, `mathwise-${settings.engine}-${fileStamp(moment)}.${extension}`);
  // Written under a temporary name and renamed once complete: a file named like a backup is always a whole one.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    let tables: Record<string, number>;
    if (settings.engine === 'sqlite') {
      tables = await backupSqlite(settings.filename, partial);
      sealSqliteCopy(partial, tables);
    } else {
      tables = await backupPostgres(settings.url, partial);
    }
    syncToDisk(partial);
    renameSync(partial, file);
    const manifest: BackupManifest = {
      format: 1,
      engine: settings.engine,
      file: basename(file),
      createdAt: moment.toISOString(),
      tables,
    };
    const manifestFile = await writeManifest(manifest, file);
    return { file, manifestFile, manifest, bytes: statSync(file).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export async function readManifest(backupFile: string): Promise<BackupManifest | undefined> {
  const manifestFile = manifestFileOf(backupFile);
  if (!existsSync(manifestFile)) return undefined;
  return JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
}

/** The engine's structural checks and every table's row count. */
export async function checkDatabase(settings: DatabaseSettings): Promise<DatabaseCheck> {
  if (settings.engine === 'postgres') return checkPostgres(settings.url);
  const connection = openSqliteFile(settings.filename);
  try {
    return checkSqliteConnection(connection);
  } finally {
    connection.close();
  }
}

/**
 * Restores a backup into the configured database, then checks it and compares every table's rows with the
 * manifest. Refuses to replace a database that holds tables unless `force` (the app must be stopped then).
 */
export async function restoreDatabase(
  settings: DatabaseSettings,
  backupFile: string,
  options: { force?: boolean; backupDir: string; now?: Date },
): Promise<RestoreResult> {
  if (!existsSync(backupFile)) throw new BackupError(`There is no backup at ${backupFile}.`);
  const manifest = await readManifest(backupFile);
  if (manifest && manifest.engine !== settings.engine) {
    throw new BackupError(
      `${basename(backupFile)} is a ${manifest.engine} backup; DATABASE_URL points at ${settings.engine}.`,
    );
  }
  const now = options.now ?? new Date();
  const force = options.force ?? false;
  const previous =
    settings.engine === 'sqlite'
      ? await restoreSqlite(settings.filename, backupFile, { force, stamp: fileStamp(now) })
      : await restorePostgres(settings.url, backupFile, { force, backupDir: options.backupDir, now });
  const check = await checkDatabase(settings);
  return {
    manifest,
    check,
    mismatches: manifest ? compareCounts(manifest.tables, check.tables) : [],
    previous,
  };
}
