import type { SecondaryStorage } from 'better-auth';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/**
 * The one Redis connection of an instance, shared by the rate limiters and better-auth's session cache. Every key
 * is written under the configured prefix (ioredis adds it, Lua scripts' keys included).
 */
export function openRedis(settings: NonNullable<AppConfig['redis']>): Redis {
  return new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    // A request waiting on an unreachable Redis fails after a short retry instead of hanging for the default 20;
    // the client keeps reconnecting in the background, so the next request may succeed.
    maxRetriesPerRequest: 2,
  });
}

/**
 * Starts a counter at 1 with its time to live, or adds 1 to a live one without extending it, in one atomic step,
 * so instances counting at the same moment never lose an attempt or restart a window.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/**
 * better-auth's `secondaryStorage` over Redis: cached sessions (looked up on every request by every instance),
 * and the sign-in limiter's counters. The database stays the session's record of truth (`storeSessionInDatabase`).
 */
export function createRedisSecondaryStorage(redis: Redis): SecondaryStorage {
  return {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    async increment(key, ttl) {
      const count = await redis.eval(INCREMENT_SCRIPT, 1, key, Math.max(1, Math.ceil(ttl)));
      return Number(count);
    },
    async set(key, value, ttl) {
      if (ttl === undefined) {
        await redis.set(key, value);
        return;
      }
      // A time to live of zero or less means the value has already expired: keep nothing.
      if (ttl <= 0) {
        await redis.del(key);
        return;
      }
      await redis.set(key, value, 'EX', Math.ceil(ttl));
    },
    async delete(key) {
      await redis.del(key);
    },
  };
}
