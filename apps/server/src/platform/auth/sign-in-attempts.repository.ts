import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** better-auth's rateLimit table (migration 0001), which its own per-client limiter also writes. */
interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  /** For the keys here: when the current window started (ms since the epoch). */
  lastRequest: number | string;
}

/**
 * Fixed-window counters in the database, so every app instance counts the same attempts. Keys carry their own
 * prefix, apart from better-auth's per-client keys (which are an address and a path) in the same table.
 */
export function createSignInAttemptsRepository(db: Db) {
  const table = db.withTables<{ rateLimit: RateLimitTable }>();
  return {
    /** Adds one attempt in one statement (parallel attempts cannot both read the old count); answers the new count. */
    async addAttempt(
      key: string,
      windowMs: number,
      now: number,
    ): Promise<{ count: number; windowStart: number }> {
      const windowOpen = now - windowMs;
      const row = await table
        .insertInto('rateLimit')
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rateLimit.lastRequest', '<=', windowOpen)
              .then(1)
              .else(eb('rateLimit.count', '+', 1))
              .end(),
            lastRequest: eb
              .case()
              .when('rateLimit.lastRequest', '<=', windowOpen)
              .then(now)
              .else(eb.ref('rateLimit.lastRequest'))
              .end(),
          })),
        )
        .returning(['count', 'lastRequest'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.lastRequest) };
    },

    async clearAttempts(key: string): Promise<void> {
      await table.deleteFrom('rateLimit').where('key', '=', key).execute();
    },
  };
}

export type SignInAttemptsRepository = ReturnType<typeof createSignInAttemptsRepository>;
