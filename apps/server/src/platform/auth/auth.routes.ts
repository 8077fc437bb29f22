import { createHash, randomBytes } from 'node:crypto';
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
  if (!SESSION_DESCRIBING_PATHS.has(pathOf(request)) || response.status !== 200) return response;
  const text = await response.text();
  const body = text ? JSON.stringify(withoutTokens(JSON.parse(text) as unknown)) : text;
  return new Response(body, { status: response.status, headers: response.headers });
}

/**
 * Names the browser that signed up, so that its verification link signs in that browser only (issue 22, finding
 * 11: a link opened anywhere else verifies the address and asks for the password). Sent to /api/auth only.
 */
export const SIGN_UP_BROWSER_COOKIE = 'mathwise.sign_up_browser';
const SIGN_UP_BROWSER_PREFIX = 'sign-up-browser:';
/** As long as the verification link lives. */
const SIGN_UP_BROWSER_SECONDS = 60 * 60 * 24;
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?mathwise\.session_token=([^;]*)/;
/** Where a verification link opened in another browser lands: the login screen, which says the address is verified. */
export const VERIFIED_ELSEWHERE_REDIRECT = '/action-page/login?email_verified=true';

function pathOf(request: FastifyRequest): string {
  return new URL(request.url, 'http://localhost').pathname;
}

function hashNonce(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name.replace('.', '\\.')}=([^;]*)`));
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

function signUpBrowserCookie(value: string, maxAgeSeconds: number, isSecure: boolean): string {
  return `${SIGN_UP_BROWSER_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/api/auth; HttpOnly; SameSite=Lax${
    isSecure ? '; Secure' : ''
  }`;
}

/**
 * A sign-up's answer says nothing of the address (docs/decisions/020): better-auth answers a known address with a
 * made-up user, a new one with the real one; both become the same body here, with the cookie that names this browser
 * as the one that signed up (bound to the address given, known or not).
 */
async function answerSignUp(auth: Auth, request: FastifyRequest, response: Response, isSecure: boolean) {
  if (response.status !== 200) return response;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return response;
  const nonce = randomBytes(32).toString('base64url');
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${SIGN_UP_BROWSER_PREFIX}${hashNonce(nonce)}`,
    value: email.trim().toLowerCase(),
    expiresAt: new Date(Date.now() + SIGN_UP_BROWSER_SECONDS * 1000),
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.append('set-cookie', signUpBrowserCookie(nonce, SIGN_UP_BROWSER_SECONDS, isSecure));
  return new Response(JSON.stringify({ token: null, user: null }), { status: 200, headers });
}

/** The address a verification link's token was issued for (its signature was checked by better-auth already). */
function readTokenEmail(request: FastifyRequest): string | undefined {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (payload === undefined) return undefined;
  try {
    const email = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown })
      .email;
    return typeof email === 'string' ? email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth signs in whoever opens a verification link. That session is kept only when the browser already held
 * it, or is the one that signed up with this address (its sign-up cookie, used once); otherwise the session is
 * deleted before anyone sees it and the browser goes to the login screen, the address verified.
 */
async function keepVerificationSessionForSignUpBrowser(
  auth: Auth,
  request: FastifyRequest,
  response: Response,
  isSecure: boolean,
): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  const newSession = cookies.map((cookie) => SESSION_COOKIE_PATTERN.exec(cookie)?.[1]).find(Boolean);
  if (newSession === undefined) return response;
  const requestCookies = request.headers.cookie;
  if (SESSION_COOKIE_PATTERN.exec(requestCookies ?? '')?.[1] === newSession) return response;
  const context = await auth.$context;
  const nonce = readCookie(requestCookies, SIGN_UP_BROWSER_COOKIE);
  const headers = new Headers(response.headers);
  if (nonce !== undefined) {
    // Consumed whatever it names: used once, and two clicks at the same moment cannot both keep a session.
    const bound = await context.internalAdapter.consumeVerificationValue(
      `${SIGN_UP_BROWSER_PREFIX}${hashNonce(nonce)}`,
    );
    const email = readTokenEmail(request);
    headers.append('set-cookie', signUpBrowserCookie('', 0, isSecure));
    if (bound && email !== undefined && bound.value === email) {
      return new Response(response.body, { status: response.status, headers });
    }
  }
  const signedToken = decodeURIComponent(newSession);
  await context.internalAdapter.deleteSession(signedToken.slice(0, signedToken.lastIndexOf('.')));
  const kept = headers
    .getSetCookie()
    .filter((cookie) => !/session_(?:token|data)|dont_remember/.test(cookie));
  headers.delete('set-cookie');
  for (const cookie of kept) headers.append('set-cookie', cookie);
  const location = headers.get('location');
  if (location !== null && !location.includes('error=')) headers.set('location', VERIFIED_ELSEWHERE_REDIRECT);
  return new Response(response.body, { status: response.status, headers });
}

async function forward(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const isSecure = publicUrl.startsWith('https://');
  const path = pathOf(request);
  let response = await withoutSessionTokens(request, await auth.handler(toFetchRequest(request, publicUrl)));
  if (path === '/api/auth/sign-up/email') response = await answerSignUp(auth, request, response, isSecure);
  if (path === '/api/auth/verify-email')
    response = await keepVerificationSessionForSignUpBrowser(auth, request, response, isSecure);
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
