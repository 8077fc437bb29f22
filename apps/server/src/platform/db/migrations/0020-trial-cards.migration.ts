import type { Migration } from '../migration-helpers';
import { columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * The cards that started a free trial, by the provider's card fingerprint (issue 22, finding 8; decision 022): a card
 * gives one trial, whichever account it is used on. The row outlives the card's removal and the parent's account
 * (parent_user_id becomes null), so neither frees the card for another trial. It holds no card data: the fingerprint
 * is the provider's opaque identifier of the card number.
 */
export const trialCardsMigration: Migration = {
  name: '0020-trial-cards',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .createTable('trial_card')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('parent_user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('claimed_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .addPrimaryKeyConstraint('trial_card_pkey', ['provider', 'fingerprint'])
      .execute();
  },
};
