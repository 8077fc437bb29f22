import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/** A route as Fastify registered it: `METHOD url`, e.g. `GET /api/getLearnerBadges/:learnerId`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/**
 * Routes anyone may call without a session, each with why; every other /api/ route answers 401 to a caller without
 * one. A route missing from this list and from the security suite's ROUTE_POLICIES fails its access matrix: every
 * new route must say who may call it.
 */
export const PUBLIC_ROUTES: ReadonlyMap<RouteKey, string> = new Map<RouteKey, string>([
  [
    'GET /api/auth/*',
    'better-auth: sign-up, sign-in, verification links, sessions (checked by the sessions suite)',
  ],
  [
    'POST /api/auth/*',
    'better-auth: sign-up, sign-in, sign-out, password change (checked by the sessions suite)',
  ],
  ['GET /api/auth-providers', 'which sign-in buttons to show'],
  ['GET /api/accountSettings/confirm-email/', 'the e-mail change link: the one-time token is the credential'],
  ['GET /api/newsletter/unsubscribe/:token', 'the unsubscribe link: the token is the credential'],
  ['POST /api/contact-us', 'the public contact form'],
  ['POST /api/addNewsLetterEmail', 'the public newsletter form'],
  ['GET /api/users/getUserNumber', 'the landing page counter'],
  ['POST /api/validatePromoCode', 'the checkout page checks a code before sign-in (rate limited)'],
  ['POST /api/payment/webhook', 'Square calls it; the HMAC signature is the credential'],
  ['GET /api/getCoursesByID/:id', 'the public curriculum'],
  ['GET /api/getSubjectsByCourseID/:id', 'the public curriculum'],
  ['GET /api/getTopicBySubjectID/:id', 'the public curriculum'],
  ['GET /api/getTopicByID/:id', 'the public curriculum'],
  [
    'GET /api/admin/question/preview/:skillId',
    'a sample question of a skill, without its answer (public pages)',
  ],
  ['GET /api/getDemoDiagnosticSkills/:topicId', 'the public demo'],
  ['GET /api/getDiagnosticQuestion/:skillId/:level', 'the demo; a signed-in learner gets it recorded'],
  [
    'POST /api/checkAnswer/:questionId',
    "the demo's questions only; any other question only by its learner in their open round (answer-oracle suite)",
  ],
  [
    'POST /api/questionHint/:questionId',
    "the demo's first hint; any other question only by its learner in their open round (answer-oracle suite)",
  ],
  [
    'POST /api/showSolution/:questionId',
    "the demo's solution; any other question only by its learner in their open round (answer-oracle suite)",
  ],
  ['GET /api/storage/questions/:file', 'question images, named by content'],
  ['GET /api/uploads/profile/:file', 'profile pictures, named by a random id (unguessable)'],
  ['GET /api/docs', 'the OpenAPI page'],
  ['GET /api/docs/json', 'the OpenAPI document'],
  ['GET /api/docs/yaml', 'the OpenAPI document'],
  ['GET /api/docs/static/index.html', 'the OpenAPI page'],
  ['GET /api/docs/static/swagger-initializer.js', 'the OpenAPI page'],
  ['GET /api/docs/static/*', 'the OpenAPI page assets'],
  [
    'GET /metrics',
    'Prometheus metrics: 404 unless METRICS_TOKEN is configured; then its bearer token is the credential',
  ],
  ['GET /livez', 'the load balancer’s liveness probe: says only that the process answers'],
  [
    'GET /readyz',
    'the load balancer’s readiness probe: says only which dependency is down, never a host or error',
  ],
  ['GET /api/payment/config', 'the card form’s public settings (provider, application and location ids)'],
]);

/**
 * Every other route under /api/ needs a session, and says so before its body, query or path is validated: an
 * anonymous caller gets 401 and learns nothing of the route's schema from a 400 (issue 22, finding 11). Routes
 * still call request.requireActor() themselves; this only moves the first refusal ahead of validation.
 */
export function requireSessionBeforeValidation(app: FastifyInstance): void {
  const requireSession: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
    await request.requireActor();
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // Fastify adds a HEAD twin to every GET; it is as public as its GET.
    const keys = [route.method].flat().map((method) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    if (keys.some((key) => PUBLIC_ROUTES.has(key as RouteKey))) return;
    const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [requireSession, ...existing];
  });
}
