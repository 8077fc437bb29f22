import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * A parent holds at most one subscription with 1 to 50 learner slots; a learner row exists for every learner
 * account and points at the subscription whose slot it uses, if any.
 */
export const familiesMigration: Migration = {
  name: '0003-families',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const now = currentTimestamp(engine);
    const yes = engine === 'postgres' ? true : 1;
    const no = engine === 'postgres' ? false : 0;
    await addIdColumn(db.schema.createTable('subscription'), engine)
      .addColumn('parent_user_id', 'text', (c) =>
        c.notNull().unique().references('user.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('subscription_plan', 'integer', (c) => c.notNull())
      .addColumn('number_of_children', 'integer', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trial_ends_at', types.timestamp)
      .addColumn('next_billing_date', types.timestamp, (c) => c.notNull())
      .addColumn('weekly_report', types.boolean, (c) => c.notNull().defaultTo(yes))
      .addColumn('newsletter', types.boolean, (c) => c.notNull().defaultTo(no))
      .addColumn('account_activity', types.boolean, (c) => c.notNull().defaultTo(yes))
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await addIdColumn(db.schema.createTable('learner'), engine)
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.references('subscription.id').onDelete('set null'))
      .addColumn('status', types.boolean, (c) => c.notNull().defaultTo(yes))
      .addColumn('scheduled_cancellation_at', types.timestamp)
      .addColumn('current_subject', 'integer', (c) => c.references('subject.id'))
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('learner_subscription_idx').on('learner').column('subscription_id').execute();
  },
};
