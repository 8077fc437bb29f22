import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database';

const PARAMETER_NAME = Symbol('prepared query parameter');

interface Placeholder {
  readonly [PARAMETER_NAME]: string;
}

function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && PARAMETER_NAME in value;
}

/** The SQL text of each prepared query, with the statement name PostgreSQL connections prepare it under. */
const statementNames = new Map<string, string>();

/**
 * The name to prepare `sql` under on a PostgreSQL connection when it is a prepared query's SQL, else undefined.
 * Only these are named: their texts are few and fixed, where other queries' SQL varies (`in` lists) and would fill
 * every connection's statement cache.
 */
export function findStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Runs the query with the values of one call; `db` may be a transaction. */
export type PreparedQuery<Args, Row> = (db: Db, args: Args) => Promise<QueryResult<Row>>;

/**
 * A query whose SQL is built and compiled once, then run with each call's values. Kysely builds a query as a tree
 * of frozen nodes and compiles it anew on every call; for the practice loop's statements that was a fifth of the
 * server's CPU in bench/api-load.ts, the same work each time for the same SQL text. `build` receives stand-ins for
 * its arguments, which must reach the query only as values (where, set, values, limit), never shape it: each
 * stand-in becomes one bound parameter, and preparing fails at the first call if one did not. Queries whose SQL
 * changes with their input (an `in` list, an optional filter) are built the ordinary way. On PostgreSQL the SQL is
 * also a named prepared statement of each connection (database.ts), so the server parses and plans it once.
 */
export function prepareQuery<Args extends object, Row>(
  build: (args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  return (db, args) => {
    if (!compiled) {
      compiled = compileWithPlaceholders(build);
      if (!statementNames.has(compiled.sql))
        statementNames.set(compiled.sql, `mathwise_${statementNames.size + 1}`);
    }
    const parameters = compiled.parameters.map((value) =>
      isPlaceholder(value) ? (args as Record<string, unknown>)[value[PARAMETER_NAME]] : value,
    );
    return db.executeQuery({ ...compiled, parameters });
  };
}

function compileWithPlaceholders<Args extends object, Row>(
  build: (args: Args) => Compilable<Row>,
): CompiledQuery<Row> {
  const named = new Set<string>();
  const placeholders = new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        named.add(name);
        const placeholder: Placeholder = { [PARAMETER_NAME]: name };
        return placeholder;
      },
    },
  ) as Args;
  const compiled = build(placeholders).compile();
  const bound = new Set(compiled.parameters.filter(isPlaceholder).map((value) => value[PARAMETER_NAME]));
  for (const name of named) {
    if (!bound.has(name))
      throw new Error(`prepareQuery: "${name}" shapes the query instead of being a value`);
  }
  return compiled;
}
