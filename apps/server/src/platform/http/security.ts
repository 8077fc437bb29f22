import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { PaymentBrowserOrigins } from '../payments/payment-browser-config';
import { forbidden } from './http-errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The headers @fastify/helmet sets with these options, read once from a throwaway instance. The plugin builds
 * helmet's middleware anew on every request (parsing the CSP directives each time), a thirtieth of the practice
 * loop's CPU in bench/api-load.ts; with no nonces and no per-request directive functions its headers are the same for
 * every request, so they are computed once and set as it sets them.
 */
async function readHelmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Array<[string, string | number | string[]]>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Array<[string, string | number | string[]]> = [];
  // Runs right after helmet's own onRequest hooks, before anything else has set a header.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = Object.entries(reply.raw.getHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value] as [string, string | number | string[]]],
    );
    done();
  });
  probe.get('/', () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no security headers');
  return headers;
}

/**
 * Security headers on every response, and a refusal of cross-site writes: a browser always sends Origin on a
 * cross-origin POST, so a write whose Origin is not ours is refused before any route runs (SameSite cookies are
 * the first line; this is the second).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    allowedOrigins: string[];
    isProduction: boolean;
    /** The payment provider's card-field origins; empty for the sandbox, so no third party is trusted. */
    paymentOrigins: PaymentBrowserOrigins;
  },
): Promise<void> {
  const payment = options.paymentOrigins;
  // HSTS and the https upgrade only where the site is served over https: a production install on a school's own
  // network over plain http would otherwise be told to reach itself over https, and every page would break.
  const isServedOverHttps = options.isProduction && options.publicUrl.startsWith('https://');
  const securityHeaders = await readHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payment.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...payment.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...payment.connect],
        frameSrc: ["'self'", ...payment.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: isServedOverHttps ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isServedOverHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    // API answers carry accounts, learners and billing: no cache, shared or private, keeps them (issue 22). A route
    // that serves something cacheable (content-named images) sets its own Cache-Control, which replaces this one.
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });

  const allowed = new Set([options.publicUrl, ...options.allowedOrigins]);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw forbidden('Requests from other sites are not accepted.');
    }
  });
}
