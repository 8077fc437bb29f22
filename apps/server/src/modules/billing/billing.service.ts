import { randomUUID } from 'node:crypto';
import type {
  ApiError,
  CardEditParams,
  CardEditRequest,
  Invoice,
  InvoicesRequest,
  InvoicesResponse,
  MembershipChangeRequest,
  PaymentRequest,
  PromoCodeCheckResponse,
  Subscription,
  UpdateSubscriptionParams,
  UpdateSubscriptionRequest,
} from '@mathwise/api-contract';
import {
  CARD_REMOVE_FAILED_TITLE,
  CARD_REMOVED_BODY,
  CARD_REMOVED_TITLE,
  CARD_UPDATE_FAILED_TITLE,
  CARD_UPDATED_BODY,
  CARD_UPDATED_TITLE,
  computeSubscriptionAmountCents,
  FREE_PAYMENT_ID,
  MAX_LEARNERS,
  MAX_LEARNERS_EXCEEDED,
  MEMBERSHIP_CANCELED_TITLE,
  MEMBERSHIP_CHANGED_BODY,
  MEMBERSHIP_RESUMED_TITLE,
  NO_INVOICES_BODY,
  NO_INVOICES_TITLE,
  PAYMENT_VALIDATION_FAILED_BODY,
  PAYMENT_VALIDATION_FAILED_TITLE,
  PROMO_FAILURE,
  RESUME_NEEDS_CARD_BODY,
  RESUME_NEEDS_CARD_TITLE,
  SUBSCRIPTION_PAUSED_TITLE,
  TRY_AGAIN_LATER,
} from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-errors';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import {
  BILLING_CURRENCY,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../../platform/payments/payment-gateway';
import type { BillingCheckoutService } from './billing-checkout.service';
import type { BillingOrdersService, OrderOutcome } from './billing-orders.service';
import type { BillingRenewalsService } from './billing-renewals.service';
import type { BillingInvoiceRecord, BillingRepository, PaymentCardRecord } from './billing.repository';
import {
  canBuySubscription,
  canManageCard,
  canManageMembership,
  canManageSubscription,
  canStartTrialWithCard,
} from './billing.policy';
import { billingPeriodStart, prorateSeatsCents } from './billing.rules';
import type { SubscriptionRecord } from './subscriptions.repository';
import type { SubscriptionsService } from './subscriptions.service';

const paymentFailed = () =>
  new HttpError(400, PAYMENT_VALIDATION_FAILED_TITLE, PAYMENT_VALIDATION_FAILED_BODY);
/** The provider did not answer: the charge may still settle, so the parent is asked to wait, not to re-enter. */
const paymentPending = () =>
  new HttpError(503, PAYMENT_VALIDATION_FAILED_TITLE, PAYMENT_VALIDATION_FAILED_BODY);
const [PROMO_FAILURE_TITLE = 'Failure', PROMO_FAILURE_BODY = PROMO_FAILURE] = PROMO_FAILURE.split(' - ');

/** Development promo codes, created only where demo accounts are (see docs/billing.md). */
export const DEVELOPMENT_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10, expiresAt: null, isActive: true },
  { code: 'MATHWISE25', percentOff: 25, expiresAt: null, isActive: true },
  { code: 'SPRING2020', percentOff: 50, expiresAt: '2020-06-30T23:59:59.000Z', isActive: true },
] as const;

function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

function orderFailure(outcome: OrderOutcome): HttpError {
  return outcome.status === 'unknown' ? paymentPending() : paymentFailed();
}

/** The answer to a checkout by a parent whose e-mail is not verified yet. */
export const VERIFY_BEFORE_CHECKOUT = 'Please verify your e-mail address before you subscribe.';

/**
 * The answer to a trial checkout with a card that already started a free trial on another account (decision 022):
 * nothing is charged and the card is not kept, since the payment page promised 0.00 today.
 */
export const TRIAL_CARD_USED_TITLE = 'Free trial already used';
export const TRIAL_CARD_USED_BODY =
  'This card has already been used for a free trial, and the free trial is for new members only. Nothing was ' +
  'charged. Please subscribe from the account that had the trial, or contact the support.';

export function createBillingService(deps: {
  repository: BillingRepository;
  orders: BillingOrdersService;
  checkout: BillingCheckoutService;
  renewals: BillingRenewalsService;
  gateway: PaymentGateway;
  subscriptions: SubscriptionsService;
}) {
  const { repository, orders, checkout, renewals, gateway } = deps;

  async function findValidPromo(code: string, now = new Date()) {
    const promo = await repository.findPromoCode(normalisePromoCode(code));
    const isValid =
      promo !== undefined &&
      promo.isActive &&
      (promo.expiresAt === null || new Date(promo.expiresAt).getTime() > now.getTime());
    if (!isValid) throw badRequest(PROMO_FAILURE_BODY, PROMO_FAILURE_TITLE);
    return promo;
  }

  async function presentOwned(subscriptionId: number): Promise<Subscription> {
    const subscription = await repository.subscriptions.findById(subscriptionId);
    if (!subscription) throw notFound();
    return deps.subscriptions.presentForParent(subscription);
  }

  /** The subscription named by the request, when the caller owns it; 403 otherwise (whether or not it exists). */
  async function loadOwnedSubscription(actor: Actor, subscriptionId: number): Promise<SubscriptionRecord> {
    const subscription = await repository.subscriptions.findById(subscriptionId);
    if (!subscription || !canManageSubscription(actor, subscription)) throw forbidden();
    return subscription;
  }

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

  function presentInvoice(invoice: BillingInvoiceRecord, card: PaymentCardRecord | undefined): Invoice {
    return {
      id: String(invoice.id),
      invoiceNumber: invoice.invoiceNumber,
      createdAt: invoice.createdAt,
      updatedAt: invoice.updatedAt,
      publicUrl: invoice.publicUrl,
      paymentRequests: [
        { totalCompletedAmountMoney: { amount: invoice.amountCents, currency: invoice.currency } },
      ],
      customer: {
        id: invoice.providerCustomerId,
        cards: card
          ? [
              {
                id: card.id,
                last4: card.last4,
                cardBrand: card.brand,
                expMonth: card.expMonth,
                expYear: card.expYear,
              },
            ]
          : [],
      },
    };
  }

  return {
    /** POST /api/validatePromoCode: the percent off of an active, unexpired code; 400 otherwise. */
    async checkPromoCode(code: string): Promise<PromoCodeCheckResponse> {
      const promo = await findValidPromo(code);
      return { percent_off: promo.percentOff };
    },

    async seedDevelopmentPromoCodes(): Promise<void> {
      for (const promo of DEVELOPMENT_PROMO_CODES) await repository.savePromoCode(promo);
    },

    /**
     * POST /api/createNewSubscription. The server prices the plan (the body's amount is ignored); a parent's first
     * subscription starts with the 30-day trial (nothing due today, the card stored for the first charge); the
     * order key is the client's reference number, so a retried or double-submitted checkout settles once.
     */
    async createSubscription(actor: Actor, body: PaymentRequest): Promise<Subscription> {
      if (!canBuySubscription(actor))
        throw forbidden('Only a parent can buy a subscription. Please ask your parent.');
      // A trial is one a person: a throwaway address that was never proven cannot start one (issue 22, finding 8).
      if (!actor.isEmailVerified) throw forbidden(VERIFY_BEFORE_CHECKOUT);
      const idempotencyKey = `checkout:${actor.userId}:${body.reference_number}`;
      const existing = await repository.subscriptions.findByParentUserId(actor.userId);
      if (existing) {
        const earlier = await repository.findOrderByKey(idempotencyKey);
        if (earlier?.status === 'succeeded' && earlier.subscriptionId === existing.id) {
          return deps.subscriptions.presentForParent(existing);
        }
        throw conflict(
          'You already have a subscription. Add memberships from Membership and billing.',
          'Subscription exists',
        );
      }
      const percentOff =
        body.promo_code && body.usePromo !== false ? (await findValidPromo(body.promo_code)).percentOff : 0;
      const promoCode = percentOff > 0 && body.promo_code ? normalisePromoCode(body.promo_code) : null;
      const withTrial = !(await repository.hasUsedTrial(actor.userId));
      const plan = body.subscription_plan;
      const seats = body.number_of_children;
      const opened = await orders.openOrder({
        idempotencyKey,
        kind: 'checkout',
        parentUserId: actor.userId,
        subscriptionId: null,
        amountCents: withTrial ? 0 : computeSubscriptionAmountCents(plan, seats, percentOff),
        currency: BILLING_CURRENCY,
        payload: {
          kind: 'checkout',
          plan,
          seats,
          percentOff,
          promoCode,
          withTrial,
          cardholderName: body.full_name,
        },
        openCheckoutKey: actor.userId,
      });
      if (!('order' in opened)) {
        const earlier = opened.existing;
        if (earlier?.status === 'succeeded' && earlier.subscriptionId)
          return presentOwned(earlier.subscriptionId);
        throw conflict('Your payment is being processed. Please wait a moment.', 'Payment in progress');
      }
      let order = opened.order;
      let cardFingerprint: string | null = null;
      try {
        const customerId = await checkout.ensureCustomer({
          userId: actor.userId,
          email: actor.email,
          name: actor.name,
        });
        const card = await checkout.storeCard({
          parentUserId: actor.userId,
          customerId,
          idempotencyKey: `${order.idempotencyKey}:card:${order.attempt}`,
          sourceToken: body.nonce,
          cardholderName: body.full_name,
          postalCode: body.postalCode,
        });
        order = await orders.attachCard(order, customerId, card.id);
        cardFingerprint = card.fingerprint;
      } catch (error) {
        // Storing a card moves no money, so even an unanswered attempt can fail the order and free the checkout.
        if (error instanceof PaymentDeclinedError || error instanceof PaymentProviderUnavailableError) {
          await orders.fail(
            order,
            error instanceof PaymentDeclinedError ? error.code : 'PROVIDER_UNAVAILABLE',
          );
          throw paymentFailed();
        }
        throw error;
      }
      if (withTrial && cardFingerprint !== null) {
        // One trial a card, whichever account it is on (issue 22, finding 8). The claim is taken before the
        // subscription exists, so two accounts racing with the same card cannot both win it.
        const claim = await repository.claimTrialCard(
          gateway.provider,
          cardFingerprint,
          actor.userId,
          order.createdAt,
        );
        if (!canStartTrialWithCard(actor, claim)) {
          // The page promised 0.00 today: nothing is charged instead, and the failed order disables the card.
          await orders.fail(order, 'TRIAL_CARD_USED');
          throw conflict(TRIAL_CARD_USED_BODY, TRIAL_CARD_USED_TITLE);
        }
      }
      const outcome = await orders.chargeAndSettle(order);
      if (outcome.status === 'succeeded') return presentOwned(outcome.subscriptionId);
      throw orderFailure(outcome);
    },

    /** PUT /api/updateSubscription/:subscriptionId/:userId: add memberships (at most 50 in all). */
    async addMemberships(
      actor: Actor,
      params: UpdateSubscriptionParams,
      body: UpdateSubscriptionRequest,
    ): Promise<Subscription> {
      if (params.userId !== actor.userId) throw forbidden();
      const subscription = await loadOwnedSubscription(actor, params.subscriptionId);
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
      return presentOwned(subscription.id);
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

    /** POST /api/payment/user/invoices: newest first, or the empty-state `{ title, body }`. */
    async listInvoices(actor: Actor, body: InvoicesRequest): Promise<InvoicesResponse> {
      const subscription = await loadOwnedSubscription(actor, body.subscription);
      const invoices = (await repository.listInvoices(actor.userId)).filter(
        (invoice) => invoice.subscriptionId === subscription.id,
      );
      if (invoices.length === 0) return { title: NO_INVOICES_TITLE, body: NO_INVOICES_BODY };
      const cards = new Map<string, PaymentCardRecord | undefined>();
      for (const invoice of invoices) {
        if (invoice.cardId && !cards.has(invoice.cardId)) {
          cards.set(invoice.cardId, await repository.findCard(invoice.cardId));
        }
      }
      return {
        data: invoices.map((invoice) =>
          presentInvoice(invoice, invoice.cardId ? cards.get(invoice.cardId) : undefined),
        ),
      };
    },

    /** PUT /api/card/remove/:card_id: disabled at the provider; renewals then need a new card. */
    async removeCard(actor: Actor, cardId: string): Promise<ApiError> {
      const card = await repository.findCard(cardId);
      if (!card || !canManageCard(actor, card)) throw forbidden();
      if (card.isActive) {
        try {
          await gateway.disableCard(card.id);
        } catch {
          throw new HttpError(503, CARD_REMOVE_FAILED_TITLE, TRY_AGAIN_LATER);
        }
        await repository.transaction(async (trx) => {
          await trx.deactivateCard(card.id);
          await trx.subscriptions.clearCardEverywhere(card.id);
        });
      }
      return { title: CARD_REMOVED_TITLE, body: CARD_REMOVED_BODY };
    },

    /**
     * PUT /api/card/edit/:card_id/:customer_id/:subscription_id: stores the new card from its token and makes it
     * the renewal card. `card_id` 'new' adds a card when the subscription has none.
     */
    async editCard(actor: Actor, params: CardEditParams, body: CardEditRequest): Promise<ApiError> {
      const subscription = await loadOwnedSubscription(actor, params.subscription_id);
      const oldCard = params.card_id === 'new' ? undefined : await repository.findCard(params.card_id);
      if (params.card_id !== 'new' && (!oldCard || !canManageCard(actor, oldCard))) throw forbidden();
      const customer = await repository.findCustomer(actor.userId, gateway.provider);
      if (customer ? customer.providerCustomerId !== params.customer_id : params.customer_id !== 'new') {
        throw forbidden();
      }
      let newCard: PaymentCardRecord;
      try {
        const customerId = await checkout.ensureCustomer({
          userId: actor.userId,
          email: actor.email,
          name: actor.name,
        });
        newCard = await checkout.storeCard({
          parentUserId: actor.userId,
          customerId,
          idempotencyKey: `card-edit:${subscription.id}:${randomUUID()}`,
          sourceToken: body.nonce,
          cardholderName: body.full_name,
          postalCode: body.postalCode,
        });
      } catch (error) {
        if (error instanceof PaymentDeclinedError)
          throw badRequest(TRY_AGAIN_LATER, CARD_UPDATE_FAILED_TITLE);
        if (error instanceof PaymentProviderUnavailableError) {
          throw new HttpError(503, CARD_UPDATE_FAILED_TITLE, TRY_AGAIN_LATER);
        }
        throw error;
      }
      await repository.subscriptions.setCard(subscription.id, newCard.id);
      if (oldCard?.isActive && oldCard.id !== newCard.id) {
        await disableQuietly(oldCard.id);
      }
      return { title: CARD_UPDATED_TITLE, body: CARD_UPDATED_BODY };
    },
  };

  /** A card we no longer use is disabled at the provider; a failure here leaves a harmless unused card. */
  async function disableQuietly(cardId: string): Promise<void> {
    await repository.deactivateCard(cardId);
    try {
      await gateway.disableCard(cardId);
    } catch {
      // Nothing charges an inactive card; the provider's copy is cleaned up the next time it is removed.
    }
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
