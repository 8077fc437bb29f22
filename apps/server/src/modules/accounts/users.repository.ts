import type { Db } from '../../platform/db/database';

/** What account settings read about a user; never sent to a client as it is. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  image: string | null;
  userType: 'parent' | 'learner';
  isEmailVerified: boolean;
}

export function createUsersRepository(db: Db) {
  return {
    async findIdByEmail(email: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.id;
    },

    async countUsers(): Promise<number> {
      const { count } = await db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async findById(userId: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'image', 'userType', 'emailVerified'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        userType: row.userType === 'learner' ? 'learner' : 'parent',
        isEmailVerified: Boolean(row.emailVerified),
      };
    },

    /** E-mails are stored lower-case, so this comparison is case-insensitive. */
    async isEmailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      let query = db.selectFrom('user').select('id').where('email', '=', email.toLowerCase());
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async updateName(userId: string, name: string): Promise<void> {
      await db
        .updateTable('user')
        .set({ name, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    async updateImage(userId: string, image: string | null): Promise<void> {
      await db
        .updateTable('user')
        .set({ image, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** The new address was confirmed by a link sent to it, so it is verified as it is stored. */
    async updateEmail(userId: string, email: string): Promise<void> {
      await db
        .updateTable('user')
        .set({ email: email.toLowerCase(), emailVerified: true, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
    },

    /** Roles are server-held: only staff tooling and the seed call this, never a user-facing route. */
    async setRoles(userId: string, roles: string[]): Promise<void> {
      await db
        .updateTable('user')
        .set({ roles: roles.join(',') })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
