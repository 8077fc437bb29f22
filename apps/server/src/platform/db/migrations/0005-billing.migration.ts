import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * Billing: provider customers and cards on file, orders (one row per charge, written with its idempotency key
 * before the provider is called), invoices, promo codes, received webhook events and the sandbox provider's own
 * records. The unique keys are what keep money right when requests are retried or several instances run the jobs.
 */
export const billingMigration: Migration = {
  name: '0005-billing',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const now = currentTimestamp(engine);
    const yes = engine === 'postgres' ? true : 1;

    // SQLite adds one column per ALTER TABLE statement.
    await db.schema.alterTable('subscription').addColumn('card_id', 'text').execute();
    await db.schema.alterTable('subscription').addColumn('promo_code', 'text').execute();
    await db.schema.alterTable('subscription').addColumn('billing_anchor_at', types.timestamp).execute();

    await addIdColumn(db.schema.createTable('billing_customer'), engine)
      .addColumn('parent_user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text', (c) => c.notNull())
      .addColumn('trial_used_at', types.timestamp)
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('billing_customer_parent_provider_key', ['parent_user_id', 'provider'])
      .execute();

    await db.schema
      .createTable('payment_card')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('parent_user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      .addColumn('cardholder_name', 'text', (c) => c.notNull())
      .addColumn('is_active', types.boolean, (c) => c.notNull().defaultTo(yes))
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('payment_card_parent_idx')
      .on('payment_card')
      .column('parent_user_id')
      .execute();

    await addIdColumn(db.schema.createTable('billing_order'), engine)
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('parent_user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.references('subscription.id').onDelete('set null'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('open_checkout_key', 'text', (c) => c.unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text')
      .addColumn('provider_card_id', 'text')
      .addColumn('provider_payment_id', 'text')
      .addColumn('failure_code', 'text')
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('billing_order_status_idx')
      .on('billing_order')
      .columns(['status', 'created_at'])
      .execute();

    await addIdColumn(db.schema.createTable('billing_invoice'), engine)
      .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('billing_order.id'))
      .addColumn('parent_user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('provider_payment_id', 'text')
      .addColumn('provider_customer_id', 'text', (c) => c.notNull())
      .addColumn('card_id', 'text')
      .addColumn('public_url', 'text')
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('billing_invoice_parent_idx')
      .on('billing_invoice')
      .column('parent_user_id')
      .execute();

    await db.schema
      .createTable('promo_code')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('percent_off', 'integer', (c) => c.notNull())
      .addColumn('expires_at', types.timestamp)
      .addColumn('is_active', types.boolean, (c) => c.notNull().defaultTo(yes))
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('payment_webhook_event')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('received_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('payment_sandbox_record')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('payment_sandbox_record_kind_key', ['kind', 'idempotency_key'])
      .execute();
  },
};
