import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseEngine } from '../config';
import type { DatabaseSchema } from './schema';
import { SqliteBooleanPlugin } from './sqlite-boolean.plugin';

export type Db = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseEngine;
  destroy(): Promise<void>;
}

// BIGINT counts (COUNT(*), SUM) come back from PostgreSQL as strings; they stay far below 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function openDatabase(settings: AppConfig['database']): DatabaseHandle {
  if (settings.engine === 'sqlite') {
    const connection = new BetterSqlite3(settings.filename);
    // WAL lets readers run beside the single writer; busy_timeout makes a second writer wait instead of failing.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: connection }),
      plugins: [new SqliteBooleanPlugin()],
    });
    return { db, engine: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: settings.url, max: 20 });
  // An idle connection the server closes (a restart, a failover, a dropped database) reports its error on the pool;
  // with no listener Node turns that into an uncaught exception and the whole process dies. The pool has already
  // discarded the connection and opens a new one on the next query, so a warning is all it needs.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', destroy: () => db.destroy() };
}
