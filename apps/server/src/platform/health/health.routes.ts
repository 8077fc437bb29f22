import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { HealthRepository } from './health.repository';

/** A dependency slower than this counts as down: a load balancer's probe must answer before its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

type DependencyState = 'up' | 'down' | 'not configured';

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for the load balancer and the orchestrator, outside `/api` so they never pass through sessions or rate
 * limits: `/livez` says the process answers (restart it when not); `/readyz` says it can serve a request, that is the
 * database answers and, when configured, Redis does (send it no traffic when not). Neither names a host or an error.
 */
export function healthRoutes(deps: { health: HealthRepository; redis: Redis | null }): FastifyPluginAsync {
  return async (app) => {
    app.get('/livez', { logLevel: 'warn' }, async (_request, reply) => {
      await reply.header('cache-control', 'no-store').send({ status: 'live' });
    });

    const { health, redis: redisClient } = deps;
    app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
      const [database, redis] = await Promise.all([
        probe(() => health.selectOne()),
        redisClient ? probe(() => redisClient.ping()) : Promise.resolve<DependencyState>('not configured'),
      ]);
      const isReady = database === 'up' && redis !== 'down';
      await reply
        .code(isReady ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: isReady ? 'ready' : 'not ready', database, redis });
    });
  };
}
