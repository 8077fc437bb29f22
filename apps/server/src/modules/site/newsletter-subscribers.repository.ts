import type { Db } from '../../platform/db/database';

export interface NewsletterSubscriberRecord {
  id: number;
  email: string;
  isSubscribed: boolean;
}

export function createNewsletterSubscribersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<NewsletterSubscriberRecord | undefined> {
      const row = await db
        .selectFrom('newsletter_subscriber')
        .select(['id', 'email', 'unsubscribed_at'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? { id: row.id, email: row.email, isSubscribed: row.unsubscribed_at === null } : undefined;
    },

    /**
     * Adds the address unless it is already there. The unique index decides, so two simultaneous sign-ups of one
     * address store one row; returns false when the address existed.
     */
    async insertIfNew(email: string, unsubscribeTokenHash: string): Promise<boolean> {
      const result = await db
        .insertInto('newsletter_subscriber')
        .values({
          email,
          unsubscribe_token_hash: unsubscribeTokenHash,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** A returning subscriber gets a fresh token, so an old e-mail's link cannot undo the new sign-up. */
    async resubscribe(id: number, unsubscribeTokenHash: string): Promise<void> {
      await db
        .updateTable('newsletter_subscriber')
        .set({ unsubscribed_at: null, unsubscribe_token_hash: unsubscribeTokenHash })
        .where('id', '=', id)
        .execute();
    },

    /** Returns false when no subscriber holds this token. Unsubscribing twice keeps the first date. */
    async unsubscribeByTokenHash(unsubscribeTokenHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('newsletter_subscriber')
        .select(['id', 'unsubscribed_at'])
        .where('unsubscribe_token_hash', '=', unsubscribeTokenHash)
        .executeTakeFirst();
      if (!row) return false;
      if (row.unsubscribed_at === null) {
        await db
          .updateTable('newsletter_subscriber')
          .set({ unsubscribed_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return true;
    },
  };
}

export type NewsletterSubscribersRepository = ReturnType<typeof createNewsletterSubscribersRepository>;
