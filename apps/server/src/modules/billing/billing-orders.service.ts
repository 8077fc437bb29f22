import { computeSubscriptionAmountCents } from '@mathwise/api-contract';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import {
  BILLING_CURRENCY,
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
  PaymentCardRecord,
} from './billing.repository';
import { addBillingPeriods, nextBillingDateAfter, trialEndFor } from './billing.rules';
import type { SubscriptionRecord } from './subscriptions.repository';

/**
 * `payment_id` of a paid subscription. The spec only distinguishes the literal FREE; a provider id here would reach
 * every learner's lookup, so the customer id stays in billing_customer and is shown to the parent alone.
 */
export const PAID_PAYMENT_ID = 'PREMIUM';

/** How long a pending order is left to the request that created it before the reconciler takes it over. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/** What became of an order: settled one way or the other, or still unknown (the reconciler will settle it). */
export type OrderOutcome =
  | { status: 'succeeded'; order: BillingOrderRecord; subscriptionId: number }
  | { status: 'failed'; order: BillingOrderRecord; code: string }
  | { status: 'unknown'; order: BillingOrderRecord };

interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The order machinery every charge goes through: a pending order row with its idempotency key is written before the
 * provider is called; each provider answer is recorded on the order as it arrives; the order is settled, together
 * with what it pays for, in one transaction guarded by `status = 'pending'`. A request that loses track of the
 * provider leaves the order pending and the reconciler repeats the same calls with the same keys.
 */
export function createBillingOrdersService(deps: {
  repository: BillingRepository;
  gateway: PaymentGateway;
  publicUrl: string;
  log: Logger;
}) {
  const { repository, gateway } = deps;

  function invoiceUrl(receiptUrl: string | null) {
    // The provider's receipt when it has one; otherwise the billing history page opened on this invoice.
    return (invoiceNumber: string) =>
      receiptUrl ?? `${deps.publicUrl}/account/billing-history?invoice=${encodeURIComponent(invoiceNumber)}`;
  }

  async function ensureCustomer(parent: { userId: string; email: string; name: string }): Promise<string> {
    const known = await repository.findCustomer(parent.userId, gateway.provider);
    if (known) return known.providerCustomerId;
    const { customerId } = await gateway.createCustomer({
      idempotencyKey: `customer:${gateway.provider}:${parent.userId}`,
      referenceId: parent.userId,
      email: parent.email,
      name: parent.name,
    });
    return repository.saveCustomer(parent.userId, gateway.provider, customerId);
  }

  async function storeCard(input: {
    parentUserId: string;
    customerId: string;
    idempotencyKey: string;
    sourceToken: string;
    cardholderName: string;
    postalCode: string | undefined;
  }): Promise<PaymentCardRecord & { fingerprint: string | null }> {
    const stored = await gateway.storeCard({
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId,
      sourceToken: input.sourceToken,
      cardholderName: input.cardholderName,
      postalCode: input.postalCode,
    });
    const card: PaymentCardRecord = {
      id: stored.cardId,
      parentUserId: input.parentUserId,
      provider: gateway.provider,
      providerCustomerId: input.customerId,
      brand: stored.brand,
      last4: stored.last4,
      expMonth: stored.expMonth,
      expYear: stored.expYear,
      cardholderName: input.cardholderName,
      isActive: true,
    };
    await repository.saveCard(card);
    return { ...card, fingerprint: stored.fingerprint };
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

  async function applyOrder(trx: BillingQueries, order: BillingOrderRecord): Promise<number> {
    const payload = order.payload;
    switch (payload.kind) {
      case 'checkout': {
        const now = new Date(order.createdAt);
        const anchor = payload.withTrial ? trialEndFor(now) : now;
        const created = await trx.subscriptions.create({
          parentUserId: order.parentUserId,
          status: 'active',
          plan: payload.plan,
          numberOfChildren: payload.seats,
          paymentId: PAID_PAYMENT_ID,
          amountCents: computeSubscriptionAmountCents(payload.plan, payload.seats, payload.percentOff),
          percentOff: payload.percentOff,
          trialEndsAt: payload.withTrial ? anchor.toISOString() : null,
          // With a trial the first charge is the trial's end; without, one period after checkout.
          nextBillingDate: payload.withTrial
            ? anchor.toISOString()
            : addBillingPeriods(anchor, payload.plan, 1).toISOString(),
          billingAnchorAt: anchor.toISOString(),
          cardId: order.providerCardId,
          promoCode: payload.promoCode,
          createdAt: order.createdAt,
        });
        if (payload.withTrial) await trx.markTrialUsed(order.parentUserId, gateway.provider, order.createdAt);
        return created.id;
      }
      case 'add_memberships': {
        const subscription = await requireSubscription(trx, order);
        const seats = subscription.numberOfChildren + payload.newSeats;
        await trx.subscriptions.setSeats(
          subscription.id,
          seats,
          computeSubscriptionAmountCents(subscription.plan, seats, subscription.percentOff),
        );
        return subscription.id;
      }
      case 'renewal': {
        const subscription = await requireSubscription(trx, order);
        const periodStart = new Date(payload.periodStart);
        for (const learnerId of payload.endingMemberships) {
          await trx.setMembershipState(learnerId, { isActive: false, scheduledCancellationAt: null });
        }
        const anchor = subscription.billingAnchorAt ? new Date(subscription.billingAnchorAt) : periodStart;
        const isReanchored = payload.periodStart !== subscription.nextBillingDate;
        const newAnchor = isReanchored ? periodStart : anchor;
        await trx.subscriptions.advancePeriod(subscription.id, {
          expectedNextBillingDate: subscription.nextBillingDate,
          nextBillingDate: nextBillingDateAfter(newAnchor, subscription.plan, periodStart).toISOString(),
          billingAnchorAt: newAnchor.toISOString(),
          numberOfChildren: payload.seats,
          amountCents: computeSubscriptionAmountCents(
            subscription.plan,
            payload.seats,
            subscription.percentOff,
          ),
        });
        return subscription.id;
      }
    }
  }

  async function requireSubscription(trx: BillingQueries, order: BillingOrderRecord) {
    const subscription = order.subscriptionId
      ? await trx.subscriptions.findById(order.subscriptionId)
      : undefined;
    if (!subscription) throw new Error(`Order ${order.id} has no subscription to apply to`);
    return subscription;
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

  return {
    ensureCustomer,
    storeCard,
    openOrder,
    chargeAndSettle,
    settleProviderError,
    fail,

    /** Records the card an order will charge, before the charge, so a retry charges the same card. */
    async attachCard(
      order: BillingOrderRecord,
      customerId: string,
      cardId: string,
    ): Promise<BillingOrderRecord> {
      await repository.recordProviderProgress(order.id, {
        providerCustomerId: customerId,
        providerCardId: cardId,
      });
      return { ...order, providerCustomerId: customerId, providerCardId: cardId };
    },

    /**
     * Settles orders no request is working on any more: a checkout whose card was never stored is abandoned
     * (nothing was charged); any other is charged again with its own idempotency key, which the provider answers
     * with the first charge if there was one, then applied once.
     */
    async reconcilePendingOrders(now: Date = new Date()): Promise<{ settled: number; stillPending: number }> {
      const stale = await repository.listStalePendingOrders(
        new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(),
      );
      let settled = 0;
      for (const order of stale) {
        const outcome =
          order.kind === 'checkout' && !order.providerCardId
            ? await fail(order, 'ABANDONED')
            : order.providerPaymentId
              ? await finalize(order, null)
              : await chargeAndSettle(order);
        if (outcome.status !== 'unknown') settled += 1;
      }
      return { settled, stillPending: stale.length - settled };
    },

    /** Charges every paid subscription whose next charge is due: trial ends and renewals, one order per period. */
    async chargeDueSubscriptions(now: Date = new Date()): Promise<{ charged: number; paused: number }> {
      const due = await repository.subscriptions.listDueForCharge(now.toISOString());
      let charged = 0;
      let paused = 0;
      for (const subscription of due) {
        const outcome = await renewSubscription(subscription, {
          idempotencyKey: `renewal:${subscription.id}:${subscription.nextBillingDate}`,
          periodStart: subscription.nextBillingDate,
        });
        if (outcome?.status === 'succeeded') charged += 1;
        if (outcome?.status === 'failed') paused += 1;
      }
      return { charged, paused };
    },

    renewSubscription,

    /**
     * A provider notification about one of our payments settles its order if it is still pending. The order is
     * found by the payment id, or by the reference we gave the payment (`order-<id>`) when the charge's own answer
     * was lost before the payment id could be recorded.
     */
    async settleFromProviderPayment(payment: {
      id: string;
      status: string;
      referenceId: string | null;
      receiptUrl: string | null;
    }): Promise<OrderOutcome | undefined> {
      const referencedId = /^order-(\d+)$/.exec(payment.referenceId ?? '')?.[1];
      const order =
        (await repository.findOrderByPaymentId(payment.id)) ??
        (referencedId ? await repository.findOrder(Number(referencedId)) : undefined);
      if (order?.status !== 'pending') return undefined;
      if (payment.status === 'COMPLETED') {
        await repository.recordProviderProgress(order.id, { providerPaymentId: payment.id });
        return finalize({ ...order, providerPaymentId: payment.id }, payment.receiptUrl);
      }
      if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
        return fail(order, `PAYMENT_${payment.status}`);
      }
      return undefined;
    },
  };

  /**
   * One renewal order per (subscription, period start): several instances running the job race on the unique key
   * and only one charges. Memberships whose cancellation falls by the period start end now and are not billed.
   */
  async function renewSubscription(
    subscription: SubscriptionRecord,
    period: { idempotencyKey: string; periodStart: string },
  ): Promise<OrderOutcome | undefined> {
    const { periodStart } = period;
    const memberships = await repository.listMemberships(subscription.id);
    const ending = memberships.filter(
      (membership) =>
        membership.scheduledCancellationAt !== null &&
        new Date(membership.scheduledCancellationAt).getTime() <= new Date(periodStart).getTime(),
    );
    const seats = Math.max(0, subscription.numberOfChildren - ending.length);
    const card = subscription.cardId ? await repository.findCard(subscription.cardId) : undefined;
    const payload: OrderPayload = {
      kind: 'renewal',
      periodStart,
      seats,
      endingMemberships: ending.map((membership) => membership.learnerId),
    };
    const opened = await openOrder({
      idempotencyKey: period.idempotencyKey,
      kind: 'renewal',
      parentUserId: subscription.parentUserId,
      subscriptionId: subscription.id,
      amountCents: computeSubscriptionAmountCents(subscription.plan, seats, subscription.percentOff),
      currency: BILLING_CURRENCY,
      payload,
      openCheckoutKey: null,
    });
    if (!('order' in opened)) return opened.existing ? outcomeOf(opened.existing) : undefined;
    const order = card?.isActive === true ? await attachCardTo(opened.order, card) : opened.order;
    return chargeAndSettle(order);
  }

  async function attachCardTo(order: BillingOrderRecord, card: PaymentCardRecord) {
    await repository.recordProviderProgress(order.id, {
      providerCustomerId: card.providerCustomerId,
      providerCardId: card.id,
    });
    return { ...order, providerCustomerId: card.providerCustomerId, providerCardId: card.id };
  }
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
