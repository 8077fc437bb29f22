import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisAvailability } from '../redis/redis';
import { createMemoryCounters, RATE_LIMIT_NAMESPACE, redisAvailability } from '../redis/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Redis connection when REDIS_URL is set, else null (set once by buildApp). */
    redis: Redis | null;
  }
}

/** Starts a window at the first request and counts the rest in it, as @fastify/rate-limit's own Redis store does. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts in Redis, shared by every instance, while Redis can be used; otherwise in this instance's memory, so a
 * Redis outage loosens a limit to one count per instance instead of failing every limited route. Windows are fixed
 * (the routes set neither continueExceeding nor exponentialBackoff).
 */
function createFallbackStore(redis: Redis, availability: RedisAvailability): FastifyRateLimitStoreCtor {
  class FallbackRateLimitStore implements FastifyRateLimitStore {
    private readonly memory = createMemoryCounters();

    constructor(
      // The plugin constructs the root store with its options, which this store does not need.
      _options: unknown,
      private readonly keyPrefix: string = RATE_LIMIT_NAMESPACE,
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      const countInMemory = () => {
        const { count, remainingMs } = this.memory.increment(key, timeWindow);
        callback(null, { current: count, ttl: remainingMs });
      };
      if (!availability.canWrite()) return countInMemory();
      redis
        .eval(COUNT_SCRIPT, 1, `${this.keyPrefix}${key}`, timeWindow)
        .then((result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => {
          availability.reportFailure(error);
          countInMemory();
        });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = routeOptions as typeof routeOptions & { routeInfo?: { method: string; url: string } };
      const { method, url } = route.routeInfo ?? {
        method: String(routeOptions.method),
        url: routeOptions.url,
      };
      // The same key layout as the plugin's own Redis store, so counts carry over a deploy of this change.
      return new FallbackRateLimitStore(undefined, `${this.keyPrefix}${method}${url}-`);
    }
  }
  return FallbackRateLimitStore;
}

/**
 * Where an @fastify/rate-limit registration counts: in Redis when the app has it, so every instance behind the
 * load balancer adds to the same counter (in this process's memory while Redis is unreachable), else in this
 * process's memory (one instance). Spread it into every registration; the limits themselves (max, window, key)
 * stay with the routes that set them.
 */
export function sharedRateLimitStore(app: FastifyInstance): { store?: FastifyRateLimitStoreCtor } {
  return app.redis ? { store: createFallbackStore(app.redis, redisAvailability(app.redis)) } : {};
}
