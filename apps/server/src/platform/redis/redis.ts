import type { SecondaryStorage } from 'better-auth';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/** Longest a command may wait on a Redis that accepts connections but does not answer (a hung server, a lost route). */
const COMMAND_TIMEOUT_MS = 1_000;
/** How often an instance that lost Redis checks whether it answers again. */
const PROBE_INTERVAL_MS = 2_000;
/** How long boot waits for the first connection before serving without Redis. */
export const BOOT_WAIT_MS = 3_000;
/** Namespace of the routes' rate-limit counters (platform/http/rate-limit-store.ts). */
export const RATE_LIMIT_NAMESPACE = 'rate-limit:';

interface AvailabilityLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Whether this instance may use Redis right now. Redis is a cache and a shared counter, never a record: when it is
 * down or unreachable (at boot or later) sessions are read from the database and rate limits count in this
 * instance's memory, with one warning for the outage rather than one per request. Writes that could not reach Redis
 * may have left it stale (a signed-out session still cached), so before Redis is used again the session cache is
 * dropped (counters are kept); every session is then read from the database until better-auth caches it again.
 */
export interface RedisAvailability {
  /** Reads may be answered by Redis: it is reachable and holds nothing stale. */
  canRead(): boolean;
  /** Writes and counters may go to Redis (also while the stale cache is being dropped). */
  canWrite(): boolean;
  /** A command failed: stop using Redis until it answers again. */
  reportFailure(error: unknown): void;
  /** A write (set or delete) did not reach Redis, so its copy may be stale. */
  noteMissedWrite(): void;
  /** Resolves once Redis is in use, or after `timeoutMs` (then the instance starts on its fallbacks). */
  waitUntilUsable(timeoutMs: number): Promise<boolean>;
  setLog(log: AvailabilityLog): void;
  stop(): void;
}

const availabilityByClient = new WeakMap<Redis, RedisAvailability>();

/**
 * The one Redis connection of an instance, shared by the rate limiters and better-auth's session cache. Every key
 * is written under the configured prefix (ioredis adds it, Lua scripts' keys included).
 */
export function openRedis(settings: NonNullable<AppConfig['redis']>): Redis {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    // Nothing waits in a queue for a Redis that is not there: callers check availability and use their fallbacks.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  availabilityByClient.set(redis, trackAvailability(redis, settings.keyPrefix));
  return redis;
}

export function redisAvailability(redis: Redis): RedisAvailability {
  const availability = availabilityByClient.get(redis);
  if (!availability) throw new Error('This Redis connection was not opened with openRedis');
  return availability;
}

function trackAvailability(redis: Redis, keyPrefix: string): RedisAvailability {
  let log: AvailabilityLog = { warn: () => undefined, info: () => undefined };
  let state: 'up' | 'down' | 'recovering' = 'up';
  let hasMissedWrites = false;
  let isStopped = false;
  let probe: NodeJS.Timeout | undefined;
  const waiters = new Set<() => void>();

  function markDown(error: unknown) {
    if (isStopped || state === 'down') return;
    state = 'down';
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'Redis is unreachable: sessions are read from the database and rate limits count in this instance’s ' +
        'memory until it answers again',
    );
    probe ??= setInterval(() => void tryRecover(), PROBE_INTERVAL_MS);
    probe.unref();
  }

  /** Keys better-auth writes (sessions, their per-user lists and revocation times), not the counters. */
  function isCounterKey(key: string): boolean {
    return key.startsWith(RATE_LIMIT_NAMESPACE) || key.includes('|/');
  }

  async function dropSessionCache(): Promise<number> {
    let dropped = 0;
    let cursor = '0';
    do {
      // SCAN's pattern and answers carry the full key; DEL gets it back without the prefix ioredis adds again.
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${escapePattern(keyPrefix)}*`, 'COUNT', 500);
      cursor = next;
      const stale = keys.map((key) => key.slice(keyPrefix.length)).filter((key) => !isCounterKey(key));
      if (stale.length > 0) dropped += await redis.del(...stale);
    } while (cursor !== '0');
    return dropped;
  }

  async function tryRecover(): Promise<void> {
    if (isStopped || state === 'recovering' || redis.status !== 'ready') return;
    const wasDown = state === 'down';
    state = 'recovering';
    try {
      await redis.ping();
      if (hasMissedWrites) {
        // Writes reach Redis again while the cache is dropped, so only a failure sets this again (and markDown).
        hasMissedWrites = false;
        const dropped = await dropSessionCache();
        log.info(`Redis answers again: dropped ${dropped} cached session entries that could be stale`);
      } else if (wasDown) {
        log.info('Redis answers again');
      }
      state = 'up';
      if (probe) clearInterval(probe);
      probe = undefined;
      for (const resolve of waiters) resolve();
      waiters.clear();
    } catch (error) {
      state = wasDown ? 'down' : 'up';
      markDown(error);
    }
  }

  // ioredis reconnects by itself (and reports each failed attempt as an error: one warning covers the outage).
  redis.on('error', (error: unknown) => markDown(error));
  redis.on('ready', () => void tryRecover());

  return {
    canRead: () => state === 'up' && redis.status === 'ready' && !isStopped,
    canWrite: () => state !== 'down' && redis.status === 'ready' && !isStopped,
    reportFailure: markDown,
    noteMissedWrite() {
      hasMissedWrites = true;
    },
    waitUntilUsable(timeoutMs) {
      if (state === 'up' && redis.status === 'ready') return Promise.resolve(true);
      void tryRecover();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(done);
          resolve(false);
        }, timeoutMs);
        waiters.add(done);
      });
    },
    setLog(next) {
      log = next;
    },
    stop() {
      isStopped = true;
      if (probe) clearInterval(probe);
      for (const resolve of waiters) resolve();
      waiters.clear();
    },
  };
}

function escapePattern(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
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

/** Counters of this instance alone, for while Redis cannot be reached; expired ones are swept as new ones arrive. */
export function createMemoryCounters(limit = 10_000) {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  return {
    /** Adds 1 to the key's live window, or starts one of `ttlMs`; answers the count and the window's remaining ms. */
    increment(key: string, ttlMs: number, now = Date.now()): { count: number; remainingMs: number } {
      let counter = counters.get(key);
      if (!counter || counter.expiresAt <= now) {
        if (counters.size >= limit) {
          for (const [other, entry] of counters) if (entry.expiresAt <= now) counters.delete(other);
          // Still full of live windows: the oldest go (Map keeps insertion order), as an LRU would.
          for (const other of counters.keys()) {
            if (counters.size < limit) break;
            counters.delete(other);
          }
        }
        counter = { count: 0, expiresAt: now + ttlMs };
        counters.delete(key);
        counters.set(key, counter);
      }
      counter.count += 1;
      return { count: counter.count, remainingMs: counter.expiresAt - now };
    },
  };
}

/**
 * better-auth's `secondaryStorage` over Redis: cached sessions (looked up on every request by every instance),
 * and the sign-in limiter's counters. The database stays the session's record of truth (`storeSessionInDatabase`),
 * so while Redis cannot be used a lookup answers "not cached" and better-auth reads the table, a write is skipped
 * (and noted, so the stale cache is dropped on return), and the sign-in limiter counts in this instance's memory.
 */
export function createRedisSecondaryStorage(redis: Redis): SecondaryStorage {
  const availability = redisAvailability(redis);
  const memory = createMemoryCounters();

  async function read<T>(command: () => Promise<T>, fallback: T): Promise<T> {
    if (!availability.canRead()) return fallback;
    try {
      return await command();
    } catch (error) {
      availability.reportFailure(error);
      return fallback;
    }
  }

  async function write(command: () => Promise<unknown>): Promise<void> {
    if (!availability.canWrite()) {
      availability.noteMissedWrite();
      return;
    }
    try {
      await command();
    } catch (error) {
      availability.noteMissedWrite();
      availability.reportFailure(error);
    }
  }

  return {
    get: (key) => read(() => redis.get(key), null),
    async getAndDelete(key) {
      const value = await read(() => redis.getdel(key), null);
      // Not read from Redis: whatever it holds under the key must still go.
      if (value === null) await write(() => redis.del(key));
      return value;
    },
    async increment(key, ttl) {
      const seconds = Math.max(1, Math.ceil(ttl));
      if (availability.canWrite()) {
        try {
          return Number(await redis.eval(INCREMENT_SCRIPT, 1, key, seconds));
        } catch (error) {
          availability.reportFailure(error);
        }
      }
      return memory.increment(key, seconds * 1000).count;
    },
    async set(key, value, ttl) {
      if (ttl === undefined) return write(() => redis.set(key, value));
      // A time to live of zero or less means the value has already expired: keep nothing.
      if (ttl <= 0) return write(() => redis.del(key));
      return write(() => redis.set(key, value, 'EX', Math.ceil(ttl)));
    },
    delete: (key) => write(() => redis.del(key)),
  };
}
