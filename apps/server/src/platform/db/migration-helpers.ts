import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseEngine } from '../config';

/** Column types that differ between the engines, so each migration is written once. */
export interface ColumnTypes {
  timestamp: ColumnDataType;
  boolean: ColumnDataType;
}

export function columnTypesFor(engine: DatabaseEngine): ColumnTypes {
  return engine === 'postgres'
    ? { timestamp: 'timestamptz', boolean: 'boolean' }
    : { timestamp: 'text', boolean: 'integer' };
}

/** An auto-incrementing integer primary key: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
export function addIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: DatabaseEngine,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

export function currentTimestamp(engine: DatabaseEngine) {
  return engine === 'postgres' ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void>;
}
