import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  BillingInvoiceTable,
  BillingOrderKind,
  BillingOrderStatus,
  BillingOrderTable,
  PaymentCardTable,
} from '../../platform/db/schema';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/payments/unique-violation';
import { createSubscriptionsRepository } from './subscriptions.repository';

export interface BillingCustomerRecord {
  parentUserId: string;
  provider: string;
  providerCustomerId: string;
  trialUsedAt: string | null;
}

export interface PaymentCardRecord {
  id: string;
  parentUserId: string;
  provider: string;
  providerCustomerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isActive: boolean;
}

/** What settling an order applies, fixed before the provider is called so a retry applies the same thing. */
export type OrderPayload =
  | {
      kind: 'checkout';
      plan: 1 | 2;
      seats: number;
      percentOff: number;
      promoCode: string | null;
      withTrial: boolean;
      cardholderName: string;
    }
  | { kind: 'add_memberships'; seatsBefore: number; newSeats: number; periodEnd: string }
  | { kind: 'renewal'; periodStart: string; seats: number; endingMemberships: number[] };

export interface BillingOrderRecord {
  id: number;
  idempotencyKey: string;
  kind: BillingOrderKind;
  status: BillingOrderStatus;
  parentUserId: string;
  subscriptionId: number | null;
  amountCents: number;
  currency: string;
  attempt: number;
  payload: OrderPayload;
  providerCustomerId: string | null;
  providerCardId: string | null;
  providerPaymentId: string | null;
  failureCode: string | null;
  createdAt: string;
}

export interface BillingInvoiceRecord {
  id: number;
  invoiceNumber: string;
  orderId: number;
  subscriptionId: number;
  amountCents: number;
  currency: string;
  description: string;
  providerCustomerId: string;
  cardId: string | null;
  publicUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PromoCodeRecord {
  code: string;
  percentOff: number;
  expiresAt: string | null;
  isActive: boolean;
}

/** A learner's membership: the billing side of the learner row (which slot it uses, active, ending). */
export interface MembershipRecord {
  learnerId: number;
  learnerUserId: string;
  subscriptionId: number | null;
  isActive: boolean;
  scheduledCancellationAt: string | null;
}

export type NewOrder = Pick<
  BillingOrderRecord,
  'idempotencyKey' | 'kind' | 'parentUserId' | 'subscriptionId' | 'amountCents' | 'currency' | 'payload'
> & { openCheckoutKey: string | null };

/** Billing's queries with the subscriptions', bound to `db` (the database, or one transaction). */
function createBillingQueries(db: Db) {
  return {
    subscriptions: createSubscriptionsRepository(db),

    // Customers -------------------------------------------------------------------------------------------------

    async findCustomer(parentUserId: string, provider: string): Promise<BillingCustomerRecord | undefined> {
      const row = await db
        .selectFrom('billing_customer')
        .selectAll()
        .where('parent_user_id', '=', parentUserId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row
        ? {
            parentUserId: row.parent_user_id,
            provider: row.provider,
            providerCustomerId: row.provider_customer_id,
            trialUsedAt: toIsoStringOrNull(row.trial_used_at),
          }
        : undefined;
    },

    /** Keeps the first customer id stored for the parent and provider (a concurrent request may have won). */
    async saveCustomer(parentUserId: string, provider: string, providerCustomerId: string): Promise<string> {
      await db
        .insertInto('billing_customer')
        .values({
          parent_user_id: parentUserId,
          provider,
          provider_customer_id: providerCustomerId,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['parent_user_id', 'provider']).doNothing())
        .execute();
      const saved = await this.findCustomer(parentUserId, provider);
      return saved?.providerCustomerId ?? providerCustomerId;
    },

    async hasUsedTrial(parentUserId: string): Promise<boolean> {
      const row = await db
        .selectFrom('billing_customer')
        .select('parent_user_id')
        .where('parent_user_id', '=', parentUserId)
        .where('trial_used_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async markTrialUsed(parentUserId: string, provider: string, at: string): Promise<void> {
      await db
        .updateTable('billing_customer')
        .set({ trial_used_at: at })
        .where('parent_user_id', '=', parentUserId)
        .where('provider', '=', provider)
        .where('trial_used_at', 'is', null)
        .execute();
    },

    /**
     * Claims the free trial of the card with this fingerprint for the parent, unless another account's checkout
     * claimed it first (the primary key decides a race). Answers who holds the claim now: the parent, another
     * parent's id, or null when the account that took the trial has been deleted.
     */
    async claimTrialCard(
      provider: string,
      fingerprint: string,
      parentUserId: string,
      at: string,
    ): Promise<{ holderUserId: string | null }> {
      await db
        .insertInto('trial_card')
        .values({ provider, fingerprint, parent_user_id: parentUserId, claimed_at: at })
        .onConflict((conflict) => conflict.columns(['provider', 'fingerprint']).doNothing())
        .execute();
      const row = await db
        .selectFrom('trial_card')
        .select('parent_user_id')
        .where('provider', '=', provider)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirstOrThrow();
      return { holderUserId: row.parent_user_id };
    },

    // Cards -----------------------------------------------------------------------------------------------------

    async saveCard(card: PaymentCardRecord): Promise<void> {
      await db
        .insertInto('payment_card')
        .values({
          id: card.id,
          parent_user_id: card.parentUserId,
          provider: card.provider,
          provider_customer_id: card.providerCustomerId,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cardholder_name: card.cardholderName,
          is_active: card.isActive,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },

    async findCard(cardId: string): Promise<PaymentCardRecord | undefined> {
      const row = await db.selectFrom('payment_card').selectAll().where('id', '=', cardId).executeTakeFirst();
      return row ? toCardRecord(row) : undefined;
    },

    async deactivateCard(cardId: string): Promise<void> {
      await db.updateTable('payment_card').set({ is_active: false }).where('id', '=', cardId).execute();
    },

    async updateCardExpiry(cardId: string, expMonth: number, expYear: number): Promise<void> {
      await db
        .updateTable('payment_card')
        .set({ exp_month: expMonth, exp_year: expYear })
        .where('id', '=', cardId)
        .execute();
    },

    // Orders ----------------------------------------------------------------------------------------------------

    /**
     * Inserts a pending order; answers `{ conflict }` instead when the idempotency key (the same request again) or
     * the open-checkout key (another checkout of the same parent still unsettled) is taken.
     */
    async insertPendingOrder(
      order: NewOrder,
    ): Promise<{ order: BillingOrderRecord } | { conflict: BillingOrderRecord | undefined }> {
      const now = new Date().toISOString();
      try {
        const { id } = await db
          .insertInto('billing_order')
          .values({
            idempotency_key: order.idempotencyKey,
            kind: order.kind,
            status: 'pending',
            parent_user_id: order.parentUserId,
            subscription_id: order.subscriptionId,
            amount_cents: order.amountCents,
            currency: order.currency,
            open_checkout_key: order.openCheckoutKey,
            payload: JSON.stringify(order.payload),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await this.findOrder(id);
        if (!created) throw new Error(`Order ${id} vanished after insert`);
        return { order: created };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { conflict: await this.findOrderByKey(order.idempotencyKey) };
      }
    },

    async findOrder(id: number): Promise<BillingOrderRecord | undefined> {
      const row = await db.selectFrom('billing_order').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toOrderRecord(row) : undefined;
    },

    async findOrderByKey(idempotencyKey: string): Promise<BillingOrderRecord | undefined> {
      const row = await db
        .selectFrom('billing_order')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row ? toOrderRecord(row) : undefined;
    },

    async findOpenCheckout(parentUserId: string): Promise<BillingOrderRecord | undefined> {
      const row = await db
        .selectFrom('billing_order')
        .selectAll()
        .where('open_checkout_key', '=', parentUserId)
        .executeTakeFirst();
      return row ? toOrderRecord(row) : undefined;
    },

    async recordProviderProgress(
      orderId: number,
      progress: { providerCustomerId?: string; providerCardId?: string; providerPaymentId?: string },
    ): Promise<void> {
      await db
        .updateTable('billing_order')
        .set({
          ...(progress.providerCustomerId ? { provider_customer_id: progress.providerCustomerId } : {}),
          ...(progress.providerCardId ? { provider_card_id: progress.providerCardId } : {}),
          ...(progress.providerPaymentId ? { provider_payment_id: progress.providerPaymentId } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', orderId)
        .execute();
    },

    /** Re-opens a failed order for a new attempt (a new card token), keeping its key; false if it was not failed. */
    async reopenFailedOrder(orderId: number, openCheckoutKey: string | null): Promise<boolean> {
      try {
        const result = await db
          .updateTable('billing_order')
          .set((eb) => ({
            status: 'pending',
            attempt: eb('attempt', '+', 1),
            open_checkout_key: openCheckoutKey,
            provider_card_id: null,
            provider_payment_id: null,
            failure_code: null,
            updated_at: new Date().toISOString(),
          }))
          .where('id', '=', orderId)
          .where('status', '=', 'failed')
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /**
     * Moves a pending order to its final status; false when it was no longer pending (another settler won), so the
     * caller's transaction applies nothing twice.
     */
    async settleOrder(
      orderId: number,
      outcome: { status: Exclude<BillingOrderStatus, 'pending'>; failureCode?: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('billing_order')
        .set({
          status: outcome.status,
          open_checkout_key: null,
          failure_code: outcome.failureCode ?? null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async linkOrderToSubscription(orderId: number, subscriptionId: number): Promise<void> {
      await db
        .updateTable('billing_order')
        .set({ subscription_id: subscriptionId })
        .where('id', '=', orderId)
        .execute();
    },

    async markOrderRefunded(orderId: number, failureCode: string): Promise<void> {
      await db
        .updateTable('billing_order')
        .set({ status: 'refunded', failure_code: failureCode, updated_at: new Date().toISOString() })
        .where('id', '=', orderId)
        .execute();
    },

    /** Pending orders last touched before `olderThan`: the ones no request is working on any more. */
    async listStalePendingOrders(olderThan: string, limit = 100): Promise<BillingOrderRecord[]> {
      const rows = await db
        .selectFrom('billing_order')
        .selectAll()
        .where('status', '=', 'pending')
        .where('updated_at', '<', olderThan)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toOrderRecord);
    },

    async countOrders(parentUserId: string): Promise<number> {
      const { count } = await db
        .selectFrom('billing_order')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parent_user_id', '=', parentUserId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    // Invoices --------------------------------------------------------------------------------------------------

    /** One invoice per order (unique order_id); its number is derived from the order id, so it is stable. */
    async createInvoice(invoice: {
      orderId: number;
      parentUserId: string;
      subscriptionId: number;
      amountCents: number;
      currency: string;
      description: string;
      providerPaymentId: string | null;
      providerCustomerId: string;
      cardId: string | null;
      publicUrl: (invoiceNumber: string) => string | null;
    }): Promise<void> {
      const now = new Date().toISOString();
      const invoiceNumber = `MW-${String(invoice.orderId).padStart(6, '0')}`;
      await db
        .insertInto('billing_invoice')
        .values({
          invoice_number: invoiceNumber,
          order_id: invoice.orderId,
          parent_user_id: invoice.parentUserId,
          subscription_id: invoice.subscriptionId,
          amount_cents: invoice.amountCents,
          currency: invoice.currency,
          description: invoice.description,
          provider_payment_id: invoice.providerPaymentId,
          provider_customer_id: invoice.providerCustomerId,
          card_id: invoice.cardId,
          public_url: invoice.publicUrl(invoiceNumber),
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
    },

    async listInvoices(parentUserId: string): Promise<BillingInvoiceRecord[]> {
      const rows = await db
        .selectFrom('billing_invoice')
        .selectAll()
        .where('parent_user_id', '=', parentUserId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toInvoiceRecord);
    },

    // Promo codes -----------------------------------------------------------------------------------------------

    async findPromoCode(code: string): Promise<PromoCodeRecord | undefined> {
      const row = await db.selectFrom('promo_code').selectAll().where('code', '=', code).executeTakeFirst();
      return row
        ? {
            code: row.code,
            percentOff: row.percent_off,
            expiresAt: toIsoStringOrNull(row.expires_at),
            isActive: Boolean(row.is_active),
          }
        : undefined;
    },

    async savePromoCode(promo: PromoCodeRecord): Promise<void> {
      await db
        .insertInto('promo_code')
        .values({
          code: promo.code,
          percent_off: promo.percentOff,
          expires_at: promo.expiresAt,
          is_active: promo.isActive,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    },

    // Memberships (the learner row's billing columns) -----------------------------------------------------------

    async findMembership(learnerId: number): Promise<MembershipRecord | undefined> {
      const row = await db
        .selectFrom('learner')
        .select(['id', 'user_id', 'subscription_id', 'status', 'scheduled_cancellation_at'])
        .where('id', '=', learnerId)
        .executeTakeFirst();
      return row ? toMembershipRecord(row) : undefined;
    },

    async listMemberships(subscriptionId: number): Promise<MembershipRecord[]> {
      const rows = await db
        .selectFrom('learner')
        .select(['id', 'user_id', 'subscription_id', 'status', 'scheduled_cancellation_at'])
        .where('subscription_id', '=', subscriptionId)
        .orderBy('id')
        .execute();
      return rows.map(toMembershipRecord);
    },

    async setMembershipState(
      learnerId: number,
      state: { isActive: boolean; scheduledCancellationAt: string | null },
    ): Promise<void> {
      await db
        .updateTable('learner')
        .set({ status: state.isActive, scheduled_cancellation_at: state.scheduledCancellationAt })
        .where('id', '=', learnerId)
        .execute();
    },

    // Webhook events --------------------------------------------------------------------------------------------

    /** Records a provider event id; false when it was already recorded (a replay or a redelivery). */
    async recordWebhookEvent(eventId: string, eventType: string): Promise<boolean> {
      try {
        await db
          .insertInto('payment_webhook_event')
          .values({ event_id: eventId, event_type: eventType, received_at: new Date().toISOString() })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async findOrderByPaymentId(providerPaymentId: string): Promise<BillingOrderRecord | undefined> {
      const row = await db
        .selectFrom('billing_order')
        .selectAll()
        .where('provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
      return row ? toOrderRecord(row) : undefined;
    },
  };
}

export type BillingQueries = ReturnType<typeof createBillingQueries>;

export function createBillingRepository(db: Db) {
  return {
    ...createBillingQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (queries: BillingQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createBillingQueries(trx)));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

function toCardRecord(row: Selectable<PaymentCardTable>): PaymentCardRecord {
  return {
    id: row.id,
    parentUserId: row.parent_user_id,
    provider: row.provider,
    providerCustomerId: row.provider_customer_id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    cardholderName: row.cardholder_name,
    isActive: Boolean(row.is_active),
  };
}

function toOrderRecord(row: Selectable<BillingOrderTable>): BillingOrderRecord {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    kind: row.kind,
    status: row.status,
    parentUserId: row.parent_user_id,
    subscriptionId: row.subscription_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    attempt: row.attempt,
    payload: JSON.parse(row.payload) as OrderPayload,
    providerCustomerId: row.provider_customer_id,
    providerCardId: row.provider_card_id,
    providerPaymentId: row.provider_payment_id,
    failureCode: row.failure_code,
    createdAt: toIsoString(row.created_at),
  };
}

function toInvoiceRecord(row: Selectable<BillingInvoiceTable>): BillingInvoiceRecord {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    orderId: row.order_id,
    subscriptionId: row.subscription_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    description: row.description,
    providerCustomerId: row.provider_customer_id,
    cardId: row.card_id,
    publicUrl: row.public_url,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

function toMembershipRecord(row: {
  id: number;
  user_id: string;
  subscription_id: number | null;
  status: boolean | number;
  scheduled_cancellation_at: Date | string | null;
}): MembershipRecord {
  return {
    learnerId: row.id,
    learnerUserId: row.user_id,
    subscriptionId: row.subscription_id,
    isActive: Boolean(row.status),
    scheduledCancellationAt: toIsoStringOrNull(row.scheduled_cancellation_at),
  };
}
