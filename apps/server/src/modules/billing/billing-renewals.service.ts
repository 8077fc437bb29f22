import { computeSubscriptionAmountCents } from '@mathwise/api-contract';
import { BILLING_CURRENCY } from '../../platform/payments/payment-gateway';
import {
  outcomeOf,
  requireSubscription,
  type BillingOrdersService,
  type OrderAppliers,
  type OrderOutcome,
} from './billing-orders.service';
import type { BillingRepository, OrderPayload } from './billing.repository';
import { nextBillingDateAfter } from './billing.rules';
import type { SubscriptionRecord } from './subscriptions.repository';

/**
 * What a paid renewal changes when the order core settles it: memberships cancelled by the period start end, and the
 * subscription moves to its next period (re-anchored when a paused subscription is resumed on another day).
 */
export const applyRenewalOrder: OrderAppliers['renewal'] = async (trx, order, payload) => {
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
    amountCents: computeSubscriptionAmountCents(subscription.plan, payload.seats, subscription.percentOff),
  });
  return subscription.id;
};

/** Renewal's part of the orders: the due charges (trial ends included) and a paused subscription's resume. */
export function createBillingRenewalsService(deps: {
  repository: BillingRepository;
  orders: BillingOrdersService;
}) {
  const { repository, orders } = deps;

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
    const opened = await orders.openOrder({
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
    const order =
      card?.isActive === true
        ? await orders.attachCard(opened.order, card.providerCustomerId, card.id)
        : opened.order;
    return orders.chargeAndSettle(order);
  }

  return {
    renewSubscription,

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
  };
}

export type BillingRenewalsService = ReturnType<typeof createBillingRenewalsService>;
