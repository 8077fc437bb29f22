import type { Migration } from '../migration-helpers';

/**
 * Counters of the limits that outlast a minute (the per-account sign-in lockout, the per-address verification mail),
 * kept apart from better-auth's rateLimit table, which better-auth prunes beyond its longest window (60 s). Times are
 * milliseconds since the epoch; a row is deleted only once past expires_at (the end of its window).
 */
export const limitCountersMigration: Migration = {
  name: '0019-limit-counters',
  async up(db) {
    await db.schema
      .createTable('limit_counter')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('limit_counter_expires_idx')
      .on('limit_counter')
      .column('expires_at')
      .execute();
  },
};
