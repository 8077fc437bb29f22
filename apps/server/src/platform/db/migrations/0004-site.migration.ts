import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * What visitors send from the public site: contact messages (kept so support can answer even if the notification
 * e-mail is lost) and newsletter subscribers. A subscriber's address is unique, so a repeated or concurrent sign-up
 * can never create a second row; only a hash of the unsubscribe token is stored, so a copy of the database cannot
 * unsubscribe anyone.
 */
export const siteMigration: Migration = {
  name: '0004-site',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const now = currentTimestamp(engine);
    await addIdColumn(db.schema.createTable('contact_message'), engine)
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await addIdColumn(db.schema.createTable('newsletter_subscriber'), engine)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('unsubscribed_at', types.timestamp)
      .execute();
    await db.schema
      .createIndex('newsletter_subscriber_email_idx')
      .on('newsletter_subscriber')
      .column('email')
      .unique()
      .execute();
    await db.schema
      .createIndex('newsletter_subscriber_token_idx')
      .on('newsletter_subscriber')
      .column('unsubscribe_token_hash')
      .unique()
      .execute();
  },
};
