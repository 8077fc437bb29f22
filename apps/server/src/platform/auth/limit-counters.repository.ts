import type { Db } from '../db/database';

/**
 * Fixed-window counters in the database (limit_counter, migration 0019), so every app instance counts the same
 * attempts: the per-account sign-in lockout and the per-address verification-mail limit. They live apart from
 * better-auth's rateLimit table because better-auth deletes every row there older than its own longest window
 * (60 s), which reset a 15-minute lockout after a minute. Each row carries its own expiry (the end of its window);
 * only rows past it are ever deleted.
 */
export function createLimitCountersRepository(db: Db) {
  async function deleteExpired(now: number): Promise<void> {
    await db.deleteFrom('limit_counter').where('expires_at', '<=', now).execute();
  }

  return {
    /** Adds one in one statement (parallel calls cannot both read the old count); answers the new count. */
    async addAttempt(
      key: string,
      windowMs: number,
      now: number,
    ): Promise<{ count: number; windowStart: number }> {
      const row = await db
        .insertInto('limit_counter')
        .values({ key, count: 1, window_start: now, expires_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const isExpired = eb('limit_counter.expires_at', '<=', now);
            return {
              count: eb
                .case()
                .when(isExpired)
                .then(1)
                .else(eb('limit_counter.count', '+', 1))
                .end(),
              window_start: eb
                .case()
                .when(isExpired)
                .then(now)
                .else(eb.ref('limit_counter.window_start'))
                .end(),
              expires_at: eb
                .case()
                .when(isExpired)
                .then(now + windowMs)
                .else(eb.ref('limit_counter.expires_at'))
                .end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      // A new window is rare (a first attempt): the moment to sweep counters nobody has touched since theirs ended.
      if (count === 1) await deleteExpired(now);
      return { count, windowStart: Number(row.window_start) };
    },

    async clearAttempts(key: string): Promise<void> {
      await db.deleteFrom('limit_counter').where('key', '=', key).execute();
    },
  };
}

export type LimitCountersRepository = ReturnType<typeof createLimitCountersRepository>;
