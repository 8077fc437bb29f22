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

/** Statements kept per connection; parameter lists of varying length make distinct SQL, so the cache is bounded. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing (parsing and planning the SQL) took about
 * a tenth of a practice request in bench/api-load.ts; statements are reusable, so each SQL text is prepared once.
 * Kysely runs one query at a time on the connection and never streams here, so a statement is never in use twice.
 */
function cachePreparedStatements(connection: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(settings: AppConfig['database']): DatabaseHandle {
  if (settings.engine === 'sqlite') {
    const connection = new BetterSqlite3(settings.filename);
    // WAL lets readers run beside the single writer; busy_timeout makes a second writer wait instead of failing.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: cachePreparedStatements(connection) }),
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
