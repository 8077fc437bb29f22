import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Redis connection when REDIS_URL is set, else null (set once by buildApp). */
    redis: Redis | null;
  }
}

/**
 * Where an @fastify/rate-limit registration counts: in Redis when the app has it, so every instance behind the
 * load balancer adds to the same counter, else in this process's memory (one instance). Spread it into every
 * registration; the limits themselves (max, window, key) stay with the routes that set them.
 */
export function sharedRateLimitStore(app: FastifyInstance): { redis?: Redis; nameSpace?: string } {
  return app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {};
}
