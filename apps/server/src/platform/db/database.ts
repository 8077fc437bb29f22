import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteQueryCompiler, ValueNode } from 'kysely';
import type {
  LimitNode,
  PostgresPool,
  PostgresPoolClient,
  QueryCompiler,
  SqliteDatabase,
  SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseEngine } from '../config';
import { findStatementName } from './prepared-query';
import { REQUEST_THREAD_CHECKPOINT_PAGES, startBackgroundCheckpoints } from './sqlite-checkpointer';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseEngine;
  destroy(): Promise<void>;
  /** PostgreSQL's connection pool as it is now, for the metrics; SQLite has one connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// BIGINT counts (COUNT(*), SUM) come back from PostgreSQL as strings; they stay far below 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Statements kept per connection; parameter lists of varying length make distinct SQL, so the cache is bounded. */
const STATEMENT_CACHE_SIZE = 500;

/** better-sqlite3 refuses to bind JS booleans; they are written as 0/1 so repositories stay engine-neutral. */
function toSqliteParameters(parameters: ReadonlyArray<unknown>): ReadonlyArray<unknown> {
  let converted: unknown[] | undefined;
  for (let index = 0; index < parameters.length; index += 1) {
    const value = parameters[index];
    if (typeof value !== 'boolean') continue;
    converted ??= [...parameters];
    converted[index] = value ? 1 : 0;
  }
  return converted ?? parameters;
}

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing (parsing and planning the SQL) took about
 * a tenth of a practice request in bench/api-load.ts; statements are reusable, so each SQL text is prepared once.
 * Kysely runs one query at a time on the connection and never streams here, so a statement is never in use twice.
 * Booleans are turned into 0/1 here, on the compiled parameters: a Kysely plugin doing it rebuilt every query's
 * whole operation tree, a sixteenth of the practice loop's CPU.
 */
function cachePreparedStatements(connection: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = connection.prepare(sql);
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(toSqliteParameters(parameters)),
          run: (parameters) => prepared.run(toSqliteParameters(parameters)),
          iterate: (parameters) => prepared.iterate(toSqliteParameters(parameters)),
        };
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

/**
 * SQLite's compiler, writing a whole-number LIMIT into the SQL text instead of binding it. A statement whose LIMIT is
 * a bound parameter is made ready again on every run (SQLite marks it expired when that parameter is bound): the
 * practice loop's open-attempt read took 47 µs instead of 10 µs. Limits are few fixed numbers, so the statement cache
 * still holds one statement per query; a limit that is a prepared query's argument stays a parameter.
 */
class LiteralLimitSqliteQueryCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const { limit } = node;
    if (ValueNode.is(limit) && typeof limit.value === 'number' && Number.isSafeInteger(limit.value)) {
      this.append(`limit ${limit.value}`);
      return;
    }
    super.visitLimit(node);
  }
}

class LiteralLimitSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitSqliteQueryCompiler();
  }
}

/**
 * The pool as Kysely sees it, running prepareQuery's statements as named prepared statements: PostgreSQL parses and
 * plans an unnamed statement on every execution, work the server (on the same cores as the app in a small install)
 * then does once per connection for each of the practice loop's fixed statements.
 */
function prepareNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = {
          query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) => {
            // A cursor (Kysely's streaming) passes itself alone.
            if (typeof sql !== 'string') return client.query(sql as never);
            const name = findStatementName(sql);
            const values = parameters ? [...parameters] : [];
            if (!name) return client.query(sql, values);
            // A migration that changes a table's columns (another instance's, during a rolling deploy) makes a named
            // statement reading that table fail before it runs ("cached plan must not change result type"); run
            // unnamed, the SQL is planned afresh. No prepared query runs inside a transaction, which this would abort.
            return client.query({ name, text: sql, values }).catch((error: unknown) => {
              if ((error as { code?: unknown }).code !== '0A000') throw error;
              return client.query(sql, values);
            });
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
    // Kysely opens a control connection with the pool's own settings to cancel a statement that timed out.
    Client: pg.Client,
    options: pool.options,
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
      dialect: new LiteralLimitSqliteDialect({ database: cachePreparedStatements(connection) }),
    });
    if (connection.memory) return { db, engine: 'sqlite', destroy: () => db.destroy() };
    connection.pragma(`wal_autocheckpoint = ${REQUEST_THREAD_CHECKPOINT_PAGES}`);
    const checkpoints = startBackgroundCheckpoints(settings.filename);
    return {
      db,
      engine: 'sqlite',
      // The worker's connection closes first, so the last one (the app's) can fold the log back into the file.
      destroy: () => checkpoints.stop().then(() => db.destroy()),
    };
  }
  const pool = new pg.Pool({ connectionString: settings.url, max: 20 });
  // An idle connection the server closes (a restart, a failover, a dropped database) reports its error on the pool;
  // with no listener Node turns that into an uncaught exception and the whole process dies. The pool has already
  // discarded the connection and opens a new one on the next query, so a warning is all it needs.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: prepareNamedStatements(pool) }),
  });
  return {
    db,
    engine: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
