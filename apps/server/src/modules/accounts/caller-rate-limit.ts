import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/http-errors';
import { sharedRateLimitStore } from '../../platform/http/rate-limit-store';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?mathwise\.session_token=([^;]+)/;

/** The counter's key names the session by a hash: the store (Redis when configured) must never hold a credential. */
function sessionKey(kind: string, credential: string): string {
  return `${kind}:${createHash('sha256').update(credential).digest('base64url')}`;
}

/**
 * Counts per session (bearer token or session cookie), falling back to the client address: the limits below guard
 * against one signed-in caller guessing a current password or walking a list of e-mails, and must not let one
 * family's use slow another's behind the same school network.
 */
function callerKey(request: FastifyRequest): string {
  const bearer = request.headers.authorization;
  if (bearer) return sessionKey('bearer', bearer);
  const cookie = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return cookie ? sessionKey('cookie', cookie) : `ip:${request.ip}`;
}

/** Limits for the calls that check a secret or reveal whether an e-mail has an account. */
export const GUESSING_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;
export const EMAIL_CHECK_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Registered inside a routes plugin with global off, so only routes that ask (config.rateLimit) are limited. */
export async function registerCallerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    ...sharedRateLimitStore(app),
    global: false,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'Too many requests',
        `You have sent too many requests. Please try again in ${context.after}.`,
      ),
  });
}
