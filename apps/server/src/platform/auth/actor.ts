import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
import type { SessionsRepository, SessionWithUser } from './sessions.repository';
import { unauthorized } from '../http/http-errors';

export type UserType = 'parent' | 'learner';

/** The signed-in caller as the services see it: who they are and what the server says they may be. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  nickname: string | null;
  userType: UserType;
  roles: ReadonlySet<string>;
  isEmailVerified: boolean;
}

export function isTeacher(actor: Actor): boolean {
  return actor.roles.has('teacher');
}

function parseRoles(roles: unknown): Set<string> {
  if (typeof roles !== 'string') return new Set();
  return new Set(
    roles
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
  );
}

function toActor(user: SessionWithUser['user']): Actor {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    nickname: user.nickname,
    userType: user.userType === 'learner' ? 'learner' : 'parent',
    roles: parseRoles(user.roles),
    isEmailVerified: user.isEmailVerified,
  };
}

/** A user as better-auth answers it: our additional fields are there at run time but not in its types. */
function fromBetterAuthUser(
  user: { id: string; email: string; name: string; emailVerified: boolean } & Record<string, unknown>,
): SessionWithUser['user'] {
  const additional = user as typeof user & { userType?: string; roles?: string; nickname?: string | null };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    nickname: additional.nickname ?? null,
    userType: additional.userType ?? 'parent',
    roles: additional.roles ?? '',
    isEmailVerified: Boolean(user.emailVerified),
  };
}

/** better-auth's own session read: the reference for every case the fast path below leaves to it. */
async function readSessionThroughBetterAuth(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  return toActor(fromBetterAuthUser(result.user));
}

/** The first cookie of that name, decoded as better-auth's cookie parser (better-call) decodes it. */
function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Answered when the fast path cannot be sure, so that better-auth decides. */
const ASK_BETTER_AUTH = Symbol('ask better-auth');

/** Signed cookie values already verified, and their tokens; enough for every browser of a busy instance. */
const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * The signed cookie values this process has verified, each with its token. The signature of a token under one
 * secret never changes, so a value that verified once verifies again: recomputing the HMAC on every request was a
 * seventieth of the practice loop's CPU. Only verified values enter, so a forged one is never in it; and it vouches
 * for the signature alone, the session itself is still read on every request. The oldest entry leaves when full.
 */
function createVerifiedCookieCache() {
  const tokens = new Map<string, string>();
  return {
    find: (value: string) => tokens.get(value),
    remember(value: string, token: string) {
      if (tokens.size >= VERIFIED_COOKIES_KEPT) {
        const oldest = tokens.keys().next().value;
        if (oldest !== undefined) tokens.delete(oldest);
      }
      tokens.set(value, token);
    },
  };
}

/**
 * The session token of a browser's signed session cookie (`token.base64(HMAC-SHA256(token, secret))`), checked with
 * node:crypto; null without a session cookie. Anything else (a malformed cookie, a signature that differs) is left to
 * better-auth, so a cookie is accepted here only when better-auth would accept it too.
 */
function readSignedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
  verified: ReturnType<typeof createVerifiedCookieCache>,
): string | null | typeof ASK_BETTER_AUTH {
  const value = cookieHeader === undefined ? undefined : readCookie(cookieHeader, cookieName);
  if (!value) return null;
  const known = verified.find(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return ASK_BETTER_AUTH;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return ASK_BETTER_AUTH;
  verified.remember(value, token);
  return token;
}

/**
 * Resolves the caller of every API request. better-auth's getSession costs about 1.5 ms of CPU a call here (its
 * endpoint pipeline, a WebCrypto HMAC on the thread pool, two adapter queries), which was nearly half the practice
 * loop's CPU in bench/api-load.ts; yet for a browser's valid cookie it only verifies the signature, reads the session
 * and its user, and checks the expiry. This does the same with one query (or better-auth's own lookup, which reads
 * Redis, when sessions are cached there), on every request, so a session ended by sign-out, a password change or an
 * e-mail change (all delete the row) fails on the very next request, as before. Every other case goes through
 * better-auth unchanged: bearer tokens (its bearer plugin), cookies it might read differently, and sessions that are
 * expired (it deletes them) or due for its sliding refresh (it extends them).
 */
export function createActorResolver(auth: Auth, sessions: SessionsRepository) {
  const setup = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
    findSession: context.options.secondaryStorage
      ? async (token: string): Promise<SessionWithUser | undefined> => {
          const found = await context.internalAdapter.findSession(token);
          if (!found) return undefined;
          return { expiresAt: found.session.expiresAt, user: fromBetterAuthUser(found.user) };
        }
      : (token: string) => sessions.findSessionByToken(token),
  }));

  const verifiedCookies = createVerifiedCookieCache();

  return async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
    if (request.headers.authorization !== undefined) return readSessionThroughBetterAuth(auth, request);
    const { cookieName, secret, expiresInMs, updateAgeMs, findSession } = await setup;
    const token = readSignedSessionToken(request.headers.cookie, cookieName, secret, verifiedCookies);
    if (token === null) return null;
    if (token === ASK_BETTER_AUTH) return readSessionThroughBetterAuth(auth, request);
    const session = await findSession(token);
    if (!session) return null;
    const expiresAt = session.expiresAt.getTime();
    const now = Date.now();
    const isExpired = expiresAt <= now;
    // better-auth's rule: refresh once a day (updateAge) of the session's lifetime (expiresIn) has passed.
    const isDueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now;
    if (isExpired || isDueForRefresh || Number.isNaN(expiresAt))
      return readSessionThroughBetterAuth(auth, request);
    return toActor(session.user);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous request; resolved once per request. */
    findActor(): Promise<Actor | null>;
    /** The caller; answers 401 when there is no session. */
    requireActor(): Promise<Actor>;
  }
}

export function decorateActor(app: FastifyInstance, auth: Auth, sessions: SessionsRepository): void {
  const resolveActor = createActorResolver(auth, sessions);
  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  app.decorateRequest('findActor', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveActor(this);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireActor', async function (this: FastifyRequest) {
    const actor = await this.findActor();
    if (!actor) throw unauthorized();
    return actor;
  });
}
