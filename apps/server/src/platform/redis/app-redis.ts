import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { BOOT_WAIT_MS, redisAvailability } from './redis';

/**
 * Gives the app its Redis connection, or null (`app.redis`, which every @fastify/rate-limit registration counts
 * through, platform/http/rate-limit-store.ts). With one: one warning per outage while sessions and rate limits use
 * their fallbacks; a Redis that is down at boot delays the start by a moment, then the instance serves without it.
 */
export function attachRedis(app: FastifyInstance, redis: Redis | null): void {
  app.decorate('redis', redis);
  if (!redis) return;
  const availability = redisAvailability(redis);
  availability.setLog(app.log);
  app.addHook('onReady', async () => {
    await availability.waitUntilUsable(BOOT_WAIT_MS);
  });
  app.addHook('onClose', async () => {
    availability.stop();
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
}
