import type {
  ApiError,
  MembershipChangeRequest,
  Subscription,
  UpdateSubscriptionParams,
  UpdateSubscriptionRequest,
} from '@mathwise/api-contract';
import {
  FREE_PAYMENT_ID,
  MAX_LEARNERS,
  MAX_LEARNERS_EXCEEDED,
  MEMBERSHIP_CANCELED_TITLE,
  MEMBERSHIP_CHANGED_BODY,
  MEMBERSHIP_RESUMED_TITLE,
  RESUME_NEEDS_CARD_BODY,
  RESUME_NEEDS_CARD_TITLE,
  SUBSCRIPTION_PAUSED_TITLE,
} from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, forbidden } from '../../platform/http/http-errors';
import { BILLING_CURRENCY } from '../../platform/payments/payment-gateway';
import { loadOwnedSubscription, orderFailure, paymentPending, presentOwned } from './billing-answers';
import type { BillingOrdersService } from './billing-orders.service';
import type { BillingRenewalsService } from './billing-renewals.service';
import type { BillingRepository } from './billing.repository';
import { canManageMembership } from './billing.policy';
import { billingPeriodStart, prorateSeatsCents } from './billing.rules';
import type { SubscriptionRecord } from './subscriptions.repository';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * Memberships of a subscription: seats added (charged prorated through the order core), a learner's membership
 * cancelled at the period's end or resumed (a paused subscription renewed first).
 */
export function createBillingMembershipsService(deps: {
  repository: BillingRepository;
  orders: BillingOrdersService;
  renewals: BillingRenewalsService;
  subscriptions: SubscriptionsService;
}) {
  const { repository, orders, renewals } = deps;

  async function loadMembership(actor: Actor, learnerId: number, body: MembershipChangeRequest) {
    if (body.learner_id !== undefined && body.learner_id !== learnerId) {
      throw badRequest('The learner in the body does not match the learner in the path.');
    }
    const [subscription, membership] = await Promise.all([
      repository.subscriptions.findById(body.subscription),
      repository.findMembership(learnerId),
    ]);
    if (!subscription || !membership || !canManageMembership(actor, subscription, membership))
      throw forbidden();
    return { subscription, membership };
  }

  function isInTrial(subscription: SubscriptionRecord, now: Date): boolean {
    return subscription.trialEndsAt !== null && now.getTime() < new Date(subscription.trialEndsAt).getTime();
  }

  /**
   * Adds seats for the rest of the current period: free on a free plan or during the trial, otherwise the
   * prorated price of the new seats (docs/billing.md). One order per (period, seats before, seats added), so a
   * double submit charges once.
   */
  async function addSeats(
    subscription: SubscriptionRecord,
    newSeats: number,
    seatsSeenByClient: number | undefined,
    now = new Date(),
  ): Promise<void> {
    const keyFor = (seatsBefore: number) =>
      `add:${subscription.id}:${subscription.nextBillingDate}:${seatsBefore}+${newSeats}`;
    if (seatsSeenByClient !== undefined && seatsSeenByClient !== subscription.numberOfChildren) {
      // The same click sent twice: the first already added the seats the client asked for.
      const earlier = await repository.findOrderByKey(keyFor(seatsSeenByClient));
      if (earlier?.status === 'succeeded') return;
    }
    const isFree = subscription.paymentId === FREE_PAYMENT_ID || isInTrial(subscription, now);
    const periodEnd = new Date(subscription.nextBillingDate);
    const anchor = new Date(subscription.billingAnchorAt ?? subscription.createdAt);
    const amountCents = isFree
      ? 0
      : prorateSeatsCents({
          plan: subscription.plan,
          seats: newSeats,
          percentOff: subscription.percentOff,
          periodStart: billingPeriodStart(anchor, subscription.plan, periodEnd),
          periodEnd,
          now,
        });
    const opened = await orders.openOrder({
      idempotencyKey: keyFor(subscription.numberOfChildren),
      kind: 'add_memberships',
      parentUserId: subscription.parentUserId,
      subscriptionId: subscription.id,
      amountCents,
      currency: BILLING_CURRENCY,
      payload: {
        kind: 'add_memberships',
        seatsBefore: subscription.numberOfChildren,
        newSeats,
        periodEnd: subscription.nextBillingDate,
      },
      openCheckoutKey: null,
    });
    if (!('order' in opened)) {
      if (opened.existing?.status === 'succeeded') return;
      throw conflict('Your payment is being processed. Please wait a moment.', 'Payment in progress');
    }
    let order = opened.order;
    const card = subscription.cardId ? await repository.findCard(subscription.cardId) : undefined;
    if (card?.isActive) order = await orders.attachCard(order, card.providerCustomerId, card.id);
    const outcome = await orders.chargeAndSettle(order);
    if (outcome.status !== 'succeeded') throw orderFailure(outcome);
  }

  return {
    /** PUT /api/updateSubscription/:subscriptionId/:userId: add memberships (at most 50 in all). */
    async addMemberships(
      actor: Actor,
      params: UpdateSubscriptionParams,
      body: UpdateSubscriptionRequest,
    ): Promise<Subscription> {
      if (params.userId !== actor.userId) throw forbidden();
      const subscription = await loadOwnedSubscription(repository, actor, params.subscriptionId);
      if (body.subscription !== undefined && body.subscription !== subscription.id) {
        throw badRequest('The subscription in the body does not match the one in the path.');
      }
      if (subscription.numberOfChildren + body.number_of_new_children > MAX_LEARNERS) {
        throw badRequest(MAX_LEARNERS_EXCEEDED, 'Error');
      }
      if (subscription.status === 'paused') {
        throw conflict('Resume your subscription before adding memberships.', SUBSCRIPTION_PAUSED_TITLE);
      }
      await addSeats(subscription, body.number_of_new_children, body.current_children_number);
      return presentOwned(deps, subscription.id);
    },

    /** PUT /api/subscription/cancel/:id: the membership ends when the paid period does. */
    async cancelMembership(
      actor: Actor,
      learnerId: number,
      body: MembershipChangeRequest,
    ): Promise<ApiError> {
      const { subscription, membership } = await loadMembership(actor, learnerId, body);
      if (subscription.paymentId === FREE_PAYMENT_ID) {
        throw badRequest('A membership on the free plan has nothing to cancel.');
      }
      if (!membership.isActive) throw badRequest('This membership has already ended.');
      if (membership.scheduledCancellationAt === null) {
        await repository.setMembershipState(learnerId, {
          isActive: true,
          scheduledCancellationAt: subscription.nextBillingDate,
        });
      }
      return { title: MEMBERSHIP_CANCELED_TITLE, body: MEMBERSHIP_CHANGED_BODY };
    },

    /**
     * PUT /api/subscription/resume/:id: clears a scheduled cancellation; reactivates an ended membership (in a free
     * slot, or by adding a prorated seat); on a paused subscription, charges a new period from today first.
     */
    async resumeMembership(
      actor: Actor,
      learnerId: number,
      body: MembershipChangeRequest,
    ): Promise<ApiError> {
      const { subscription, membership } = await loadMembership(actor, learnerId, body);
      if (subscription.status === 'paused') {
        const card = subscription.cardId ? await repository.findCard(subscription.cardId) : undefined;
        if (!card?.isActive) throw conflict(RESUME_NEEDS_CARD_BODY, RESUME_NEEDS_CARD_TITLE);
        const outcome = await renewals.renewSubscription(subscription, {
          idempotencyKey: `resume:${subscription.id}:${subscription.nextBillingDate}`,
          periodStart: new Date().toISOString(),
        });
        if (outcome?.status !== 'succeeded') throw outcome ? orderFailure(outcome) : paymentPending();
      } else if (!membership.isActive) {
        const memberships = await repository.listMemberships(subscription.id);
        const activeCount = memberships.filter((entry) => entry.isActive).length;
        if (activeCount >= subscription.numberOfChildren) await addSeats(subscription, 1, undefined);
      }
      const current = await repository.findMembership(learnerId);
      if (current && (!current.isActive || current.scheduledCancellationAt !== null)) {
        await repository.setMembershipState(learnerId, { isActive: true, scheduledCancellationAt: null });
      }
      return { title: MEMBERSHIP_RESUMED_TITLE, body: MEMBERSHIP_CHANGED_BODY };
    },
  };
}

export type BillingMembershipsService = ReturnType<typeof createBillingMembershipsService>;
