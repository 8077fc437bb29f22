import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';
import { badRequest } from '../http/http-errors';

/** better-auth answers `{ message, code }`; our clients also read `{ title, body }`, so failures carry both. */
async function withTitleAndBody(response: Response): Promise<string | null> {
  const text = await response.text();
  if (response.status < 400 || !text) return text || null;
  try {
    const parsed = JSON.parse(text) as { message?: string; code?: string };
    const title = response.status === 429 ? 'Too many requests' : 'Sign-in problem';
    const body = parsed.message ?? 'Please try again.';
    return JSON.stringify({ ...parsed, title, body });
  } catch {
    return text;
  }
}

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // request.ip honours TRUST_PROXY: behind no trusted proxy a forged X-Forwarded-For cannot move a rate limit.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('x-forwarded-for');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Answers that describe sessions; the browser needs who and which device, never the token (the cookie holds it). */
const SESSION_DESCRIBING_PATHS = new Set(['/api/auth/get-session', '/api/auth/list-sessions']);

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/**
 * better-auth puts the session token in get-session's and list-sessions' JSON. The cookie is HttpOnly so that
 * script cannot read the token; handing it to script in a body would undo that, so it is taken out here.
 */
async function withoutSessionTokens(request: FastifyRequest, response: Response): Promise<Response> {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (!SESSION_DESCRIBING_PATHS.has(path) || response.status !== 200) return response;
  const text = await response.text();
  const body = text ? JSON.stringify(withoutTokens(JSON.parse(text) as unknown)) : text;
  return new Response(body, { status: response.status, headers: response.headers });
}

async function forward(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const response = await withoutSessionTokens(
    request,
    await auth.handler(toFetchRequest(request, publicUrl)),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  return reply.send(await withTitleAndBody(response));
}

/** Deeper than any body better-auth takes (its deepest is a couple of levels); far below the stack's limit. */
export const MAX_AUTH_BODY_DEPTH = 16;

/** How deep a parsed JSON value nests, counted without recursion so the check itself cannot overflow the stack. */
function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const inner of Object.values(next.value)) pending.push({ value: inner, depth: next.depth + 1 });
  }
  return false;
}

/** Mounts better-auth's endpoints (sign-up, sign-in, verification, sessions, social callbacks) at /api/auth/*. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, publicUrl: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // better-auth re-serialises the body (and walks it); a deeply nested one overflowed the stack there, a 500.
    preValidation: async (request) => {
      if (exceedsDepth(request.body, MAX_AUTH_BODY_DEPTH))
        throw badRequest('The request is nested too deeply.', 'Invalid request');
    },
    handler: (request, reply) => forward(auth, publicUrl, request, reply),
  });
}
