import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
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

/** Reads the session from the cookie or the `Authorization: Bearer` header; null when there is none. */
export async function resolveActor(auth: Auth, request: FastifyRequest): Promise<Actor | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    userType?: string;
    roles?: string;
    nickname?: string | null;
  };
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    nickname: user.nickname ?? null,
    userType: user.userType === 'learner' ? 'learner' : 'parent',
    roles: parseRoles(user.roles),
    isEmailVerified: Boolean(user.emailVerified),
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

export function decorateActor(app: FastifyInstance, auth: Auth): void {
  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  app.decorateRequest('findActor', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveActor(auth, this);
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
