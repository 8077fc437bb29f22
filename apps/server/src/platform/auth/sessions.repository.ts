import type { Db } from '../db/database';
import { prepareQuery } from '../db/prepared-query';

/** A live-or-not session row with the user it belongs to: what a request's actor is built from. */
export interface SessionWithUser {
  expiresAt: Date;
  user: {
    id: string;
    email: string;
    name: string;
    nickname: string | null;
    userType: string;
    roles: string;
    isEmailVerified: boolean;
  };
}

/** better-auth's session and user tables (migration 0001), read without better-auth's adapter layer. */
export function createSessionsRepository(db: Db) {
  // Every signed-in request reads it: built and compiled once (prepared-query.ts).
  const sessionByToken = prepareQuery((args: { token: string }) =>
    db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'session.expiresAt',
        'user.id',
        'user.email',
        'user.name',
        'user.nickname',
        'user.userType',
        'user.roles',
        'user.emailVerified',
      ])
      .where('session.token', '=', args.token),
  );

  return {
    /**
     * The session holding `token` and its user in one query. better-auth's own lookup makes two queries through its
     * adapter, which cost about five times as much on the practice loop's every request.
     */
    async findSessionByToken(token: string): Promise<SessionWithUser | undefined> {
      const [row] = (await sessionByToken(db, { token })).rows;
      if (!row) return undefined;
      return {
        expiresAt: new Date(row.expiresAt),
        user: {
          id: row.id,
          email: row.email,
          name: row.name,
          nickname: row.nickname,
          userType: row.userType,
          roles: row.roles,
          isEmailVerified: Boolean(row.emailVerified),
        },
      };
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
