import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../../platform/payments/payment-gateway';
import { isUniqueViolation } from '../../platform/payments/unique-violation';
import type {
  BillingOrderRecord,
  BillingQueries,
  BillingRepository,
  NewOrder,
  OrderPayload,
} from './billing.repository';

/** What became of an order: settled one way or the other, or still unknown (the reconciler will settle it). */
export type OrderOutcome =
  | { status: 'succeeded'; order: BillingOrderRecord; subscriptionId: number }
  | { status: 'failed'; order: BillingOrderRecord; code: string }
  | { status: 'unknown'; order: BillingOrderRecord };

/**
 * What a paid order of each kind changes, inside the transaction that settles it; returns the subscription it pays
 * for. Checkout and added seats are in billing-checkout.service.ts, renewals in billing-renewals.service.ts.
 */
export type OrderAppliers = {
  [Kind in OrderPayload['kind']]: (
    trx: BillingQueries,
    order: BillingOrderRecord,
    payload: Extract<OrderPayload, { kind: Kind }>,
  ) => Promise<number>;
};

export interface BillingLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The order core every charge goes through (checkout, renewal and reconciliation call it): a pending order row with
 * its idempotency key is written before the provider is called; each provider answer is recorded on the order as it
 * arrives; the order is settled, together with what it pays for, in one transaction guarded by `status = 'pending'`.
 * A request that loses track of the provider leaves the order pending and the reconciler repeats the same calls with
 * the same keys.
 */
export function createBillingOrdersService(deps: {
  repository: BillingRepository;
  gateway: PaymentGateway;
  appliers: OrderAppliers;
  publicUrl: string;
  log: BillingLogger;
}) {
  const { repository, gateway, appliers } = deps;

  function invoiceUrl(receiptUrl: string | null) {
    // The provider's receipt when it has one; otherwise the billing history page opened on this invoice.
    return (invoiceNumber: string) =>
      receiptUrl ?? `${deps.publicUrl}/account/billing-history?invoice=${encodeURIComponent(invoiceNumber)}`;
  }

  /** Inserts the pending order, or re-opens the same request's failed order for a new attempt. */
  async function openOrder(
    order: NewOrder,
  ): Promise<{ order: BillingOrderRecord } | { existing: BillingOrderRecord | undefined }> {
    const inserted = await repository.insertPendingOrder(order);
    if ('order' in inserted) return inserted;
    const existing = inserted.conflict;
    if (
      existing?.status === 'failed' &&
      (await repository.reopenFailedOrder(existing.id, order.openCheckoutKey))
    ) {
      const reopened = await repository.findOrder(existing.id);
      if (reopened) return { order: reopened };
    }
    return { existing };
  }

  /** Records the card an order will charge, before the charge, so a retry charges the same card. */
  async function attachCard(
    order: BillingOrderRecord,
    customerId: string,
    cardId: string,
  ): Promise<BillingOrderRecord> {
    await repository.recordProviderProgress(order.id, {
      providerCustomerId: customerId,
      providerCardId: cardId,
    });
    return { ...order, providerCustomerId: customerId, providerCardId: cardId };
  }

  /** Applies a charged (or free) order in one transaction; a second settler finds it no longer pending. */
  async function finalize(order: BillingOrderRecord, receiptUrl: string | null): Promise<OrderOutcome> {
    try {
      return await repository.transaction(async (trx) => {
        if (!(await trx.settleOrder(order.id, { status: 'succeeded' })))
          return describeSettled(trx, order.id);
        const subscriptionId = await applyOrder(trx, order);
        await trx.linkOrderToSubscription(order.id, subscriptionId);
        if (order.amountCents > 0 || order.kind === 'checkout') {
          await trx.createInvoice({
            orderId: order.id,
            parentUserId: order.parentUserId,
            subscriptionId,
            amountCents: order.amountCents,
            currency: order.currency,
            description: describeOrder(order.payload),
            providerPaymentId: order.providerPaymentId,
            providerCustomerId: order.providerCustomerId ?? '',
            cardId: order.providerCardId,
            publicUrl: invoiceUrl(receiptUrl),
          });
        }
        const settled = await trx.findOrder(order.id);
        return { status: 'succeeded', order: settled ?? order, subscriptionId } as const;
      });
    } catch (error) {
      // A second subscription for the same parent (unique parent_user_id): the money goes back.
      if (isUniqueViolation(error)) return refundOrphan(order, 'DUPLICATE_SUBSCRIPTION');
      throw error;
    }
  }

  function applyOrder(trx: BillingQueries, order: BillingOrderRecord): Promise<number> {
    const payload = order.payload;
    switch (payload.kind) {
      case 'checkout':
        return appliers.checkout(trx, order, payload);
      case 'add_memberships':
        return appliers.add_memberships(trx, order, payload);
      case 'renewal':
        return appliers.renewal(trx, order, payload);
    }
  }

  async function describeSettled(trx: BillingQueries, orderId: number): Promise<OrderOutcome> {
    const settled = await trx.findOrder(orderId);
    if (!settled) throw new Error(`Order ${orderId} vanished`);
    return outcomeOf(settled);
  }

  async function fail(order: BillingOrderRecord, code: string): Promise<OrderOutcome> {
    const outcome = await repository.transaction(async (trx) => {
      if (!(await trx.settleOrder(order.id, { status: 'failed', failureCode: code }))) {
        return describeSettled(trx, order.id);
      }
      // A renewal the card refuses pauses the subscription until the parent resumes it or changes the card.
      if (order.kind === 'renewal' && order.subscriptionId) {
        await trx.subscriptions.setStatus(order.subscriptionId, 'paused');
      }
      // A checkout that failed keeps no card: the parent enters one again.
      if (order.kind === 'checkout' && order.providerCardId) await trx.deactivateCard(order.providerCardId);
      const settled = await trx.findOrder(order.id);
      return { status: 'failed', order: settled ?? order, code } as const;
    });
    if (order.kind === 'checkout' && order.providerCardId) {
      // Outside the transaction: a provider hiccup here leaves only an unused card, which nothing charges.
      await gateway.disableCard(order.providerCardId).catch((error: unknown) => {
        deps.log.warn(
          { orderId: order.id, err: String(error) },
          'could not disable the card of a failed checkout',
        );
      });
    }
    return outcome;
  }

  async function refundOrphan(order: BillingOrderRecord, code: string): Promise<OrderOutcome> {
    if (order.providerPaymentId && order.amountCents > 0) {
      await gateway.refund({
        idempotencyKey: `refund:${order.idempotencyKey}:${order.attempt}`,
        paymentId: order.providerPaymentId,
        amountCents: order.amountCents,
        currency: order.currency,
        reason: 'Duplicate subscription',
      });
    }
    await repository.markOrderRefunded(order.id, code);
    deps.log.warn({ orderId: order.id, code }, 'order refunded instead of applied');
    const refunded = await repository.findOrder(order.id);
    return { status: 'failed', order: refunded ?? order, code };
  }

  /** Charges the order's card (when it costs anything) and settles it; provider trouble leaves it pending. */
  async function chargeAndSettle(order: BillingOrderRecord): Promise<OrderOutcome> {
    if (order.amountCents === 0) return finalize(order, null);
    if (!order.providerCustomerId || !order.providerCardId) return fail(order, 'NO_CARD_ON_FILE');
    try {
      const charge = await gateway.charge({
        idempotencyKey: `${order.idempotencyKey}:charge:${order.attempt}`,
        customerId: order.providerCustomerId,
        cardId: order.providerCardId,
        amountCents: order.amountCents,
        currency: order.currency,
        referenceId: `order-${order.id}`,
        note: describeOrder(order.payload),
      });
      await repository.recordProviderProgress(order.id, { providerPaymentId: charge.paymentId });
      return finalize({ ...order, providerPaymentId: charge.paymentId }, charge.receiptUrl);
    } catch (error) {
      return settleProviderError(order, error);
    }
  }

  function settleProviderError(order: BillingOrderRecord, error: unknown): Promise<OrderOutcome> {
    if (error instanceof PaymentDeclinedError) return fail(order, error.code);
    if (error instanceof PaymentProviderUnavailableError) {
      deps.log.warn(
        { orderId: order.id, err: error.message },
        'payment provider failed; the reconciler settles',
      );
      return Promise.resolve({ status: 'unknown', order });
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  return { openOrder, attachCard, chargeAndSettle, finalize, fail };
}

/** The subscription an order for an existing subscription (added seats, renewal) applies to. */
export async function requireSubscription(trx: BillingQueries, order: BillingOrderRecord) {
  const subscription = order.subscriptionId
    ? await trx.subscriptions.findById(order.subscriptionId)
    : undefined;
  if (!subscription) throw new Error(`Order ${order.id} has no subscription to apply to`);
  return subscription;
}

export function outcomeOf(order: BillingOrderRecord): OrderOutcome {
  switch (order.status) {
    case 'succeeded':
      return { status: 'succeeded', order, subscriptionId: order.subscriptionId ?? 0 };
    case 'failed':
    case 'refunded':
      return { status: 'failed', order, code: order.failureCode ?? 'FAILED' };
    case 'pending':
      return { status: 'unknown', order };
  }
}

function describeOrder(payload: OrderPayload): string {
  switch (payload.kind) {
    case 'checkout':
      return `Mathwise Premium, ${payload.plan === 1 ? 'monthly' : 'yearly'} plan, ${payload.seats} student(s)`;
    case 'add_memberships':
      return `Mathwise Premium, ${payload.newSeats} added student(s) to ${payload.periodEnd.slice(0, 10)}`;
    case 'renewal':
      return `Mathwise Premium renewal, ${payload.seats} student(s) from ${payload.periodStart.slice(0, 10)}`;
  }
}

export type BillingOrdersService = ReturnType<typeof createBillingOrdersService>;
