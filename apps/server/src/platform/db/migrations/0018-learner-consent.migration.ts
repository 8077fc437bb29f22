import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * A parent connects an existing learner account only with the learner's consent (docs/decisions/018): the parent's
 * request waits in family_invitation until the learner accepts or declines it in their own session. A request is
 * recorded for every address a parent asks about, with learner_user_id null when no learner account uses it, so the
 * parent's list of requests looks the same whether or not the address has an account until a learner answers. learner.created_by_user_id
 * names the parent who created the account (addNewStudent); only that parent may change the learner's e-mail, never
 * one who connected an account the child made. Rows from before this migration have no creator, so no parent may
 * re-point their e-mail: the safe side, since who made them is not known.
 */
export const learnerConsentMigration: Migration = {
  name: '0018-learner-consent',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .alterTable('learner')
      .addColumn('created_by_user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
      .execute();
    await addIdColumn(db.schema.createTable('family_invitation'), engine)
      .addColumn('subscription_id', 'integer', (c) =>
        c.notNull().references('subscription.id').onDelete('cascade'),
      )
      .addColumn('student_email', 'text', (c) => c.notNull())
      .addColumn('learner_user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('student_name', 'text', (c) => c.notNull())
      .addColumn('grade', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('answered_at', types.timestamp)
      .addColumn('expires_at', types.timestamp, (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .execute();
    await db.schema
      .createIndex('family_invitation_subscription_email_idx')
      .on('family_invitation')
      .columns(['subscription_id', 'student_email'])
      .unique()
      .execute();
    await db.schema
      .createIndex('family_invitation_learner_idx')
      .on('family_invitation')
      .column('learner_user_id')
      .execute();
  },
};
