import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/http-errors';
import { sharedRateLimitStore } from '../../platform/http/rate-limit-store';

/**
 * Counts per signed-in user, falling back to the client address: the limits below guard against one signed-in
 * caller guessing a current password or walking a list of e-mails, and must not let one family's use slow another's
 * behind the same school network. The key is the user the session resolves to, never the credential's text: the
 * same session sent as a re-encoded cookie (or as a second session of the same account) counts against the same
 * limit.
 */
async function callerKey(request: FastifyRequest): Promise<string> {
  const actor = await request.findActor();
  return actor ? `user:${actor.userId}` : `ip:${request.ip}`;
}

/** Limits for the calls that check a secret or reveal whether an e-mail has an account. */
export const GUESSING_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;
export const EMAIL_CHECK_LIMIT = { max: 30, timeWindow: 60_000 } as const;
/**
 * Each call sends a mail: as few as better-auth's own resend allows a client (3 a minute). Counted once the body is
 * valid (preHandler), since a refused body sends nothing.
 */
export const VERIFICATION_RESEND_LIMIT = { max: 3, timeWindow: 60_000, hook: 'preHandler' } as const;

/**
 * A parent's request to connect a learner may mail the learner: enough for a family adding its children, too few to
 * fill a child's inbox or walk a list of addresses.
 */
export const FAMILY_INVITATION_LIMIT = { max: 20, timeWindow: 60 * 60_000, hook: 'preHandler' } as const;

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
