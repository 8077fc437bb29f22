import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createAppMetrics, recordRequestMetrics, type AppMetrics } from '../metrics/metrics';
import { paymentBrowserOrigins } from '../payments/payment-browser-config';
import { registerErrorHandling } from './error-handler';
import { registerOpenApi } from './openapi';
import { requireSessionBeforeValidation } from './public-routes';
import { requestLogSerializers } from './request-log';
import { registerSecurity } from './security';

/** The Fastify instance with zod validation and serialisation, and the request log. */
function createHttpApp(config: AppConfig, logStream?: { write(line: string): void }) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // TRUST_PROXY means one load balancer in front: the client address is the one it appended to X-Forwarded-For,
    // never an address the client wrote there itself (`true` would take the left-most, which the client controls).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * What every route runs inside, registered before any route: the route observer, { title, body } errors, the
 * session check before validation (every protected /api/ route refuses an anonymous caller first), request metrics,
 * security headers and the cross-site write guard, and the OpenAPI document.
 */
async function registerHttpPlatform(
  app: FastifyInstance,
  deps: { config: AppConfig; database: DatabaseHandle; onRoute?: (route: RouteOptions) => void },
): Promise<AppMetrics> {
  const { config, onRoute } = deps;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  registerErrorHandling(app);
  requireSessionBeforeValidation(app);
  const metrics = createAppMetrics(deps.database);
  recordRequestMetrics(app, metrics);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.environment === 'development' ? ['http://localhost:5173'] : [],
    isProduction: config.environment === 'production',
    paymentOrigins: paymentBrowserOrigins(config.payments),
  });
  await registerOpenApi(app);
  return metrics;
}

/**
 * The app's whole HTTP stack before any route: the Fastify instance (createHttpApp) with the platform every route
 * runs inside (registerHttpPlatform). buildApp builds its stack with it, and so does the load bench's framework floor
 * (bench/api-load-framework.ts), so the floor cannot drift from the app (issue 25).
 */
export async function createHttpStack(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  logStream?: { write(line: string): void };
  onRoute?: (route: RouteOptions) => void;
}) {
  const app = createHttpApp(deps.config, deps.logStream);
  const metrics = await registerHttpPlatform(app, deps);
  return { app, metrics };
}
