import { sql } from 'kysely';
import type { DatabaseHandle } from '../platform/db/database';

/**
 * Reads the live schema and every row of a test database, on either engine, for the scans of the security suite
 * (nothing left after erasing a learner, no card number anywhere). Listing tables from the database itself, not from
 * the TypeScript schema, is the point: a table added by a migration is scanned without anyone remembering to.
 */
export async function listTables(database: DatabaseHandle): Promise<string[]> {
  const rows =
    database.engine === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
        `.execute(database.db)
      : await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
        `.execute(database.db);
  return rows.rows.map((row) => row.name);
}

export async function listColumns(database: DatabaseHandle, table: string): Promise<string[]> {
  if (database.engine === 'sqlite') {
    const rows = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(
      database.db,
    );
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position
  `.execute(database.db);
  return rows.rows.map((row) => row.name);
}

export async function readRows(
  database: DatabaseHandle,
  table: string,
): Promise<Array<Record<string, unknown>>> {
  const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(database.db);
  return rows.rows;
}

/** Every table with every row: `{ table: rows }`. */
export async function dumpDatabase(
  database: DatabaseHandle,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const dump: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of await listTables(database)) dump[table] = await readRows(database, table);
  return dump;
}

/** A cell as text, whatever the engine returned (Date, Buffer, number, boolean, string). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}
