import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notFound, unauthorized } from '../http/http-errors';
import type { AppMetrics } from './metrics';

function isSameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` for a Prometheus scraper. Not public: it answers 404 unless METRICS_TOKEN is configured, and then
 * only to `Authorization: Bearer <METRICS_TOKEN>`; route names and rates say how the product is used.
 */
export function metricsRoutes(deps: { metrics: AppMetrics; token: string | undefined }): FastifyPluginAsync {
  const { metrics, token } = deps;
  return async (app) => {
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!token) throw notFound('There is no such page.');
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!isSameToken(given, token)) throw unauthorized('The metrics need the scraper token.');
      await reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  };
}
