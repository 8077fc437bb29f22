import { sql } from 'kysely';
import type { Migration } from '../migration-helpers';

/**
 * Membership slots: a learner connected to a subscription holds one numbered slot (1 to number_of_children). The
 * unique (subscription_id, slot) index is what keeps two parents' tabs, or two quick clicks, from filling more
 * slots than were paid for, on both engines and without engine-specific locks. Rows connected before this
 * migration get slots in the order they were created.
 */
export const accountsMigration: Migration = {
  name: '0006-accounts',
  async up(db) {
    await db.schema.alterTable('learner').addColumn('slot', 'integer').execute();
    await sql`
      UPDATE learner SET slot = (
        SELECT COUNT(*) FROM learner AS earlier
        WHERE earlier.subscription_id = learner.subscription_id AND earlier.id <= learner.id
      )
      WHERE subscription_id IS NOT NULL
    `.execute(db);
    await db.schema
      .createIndex('learner_subscription_slot_idx')
      .on('learner')
      .columns(['subscription_id', 'slot'])
      .unique()
      .execute();
  },
};
