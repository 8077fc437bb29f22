import type { PaymentRequest, Subscription } from '@mathwise/api-contract';
import { computeSubscriptionAmountCents } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { conflict, forbidden } from '../../platform/http/http-errors';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import {
  BILLING_CURRENCY,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../../platform/payments/payment-gateway';
import { orderFailure, paymentFailed, presentOwned } from './billing-answers';
import { requireSubscription, type BillingOrdersService, type OrderAppliers } from './billing-orders.service';
import { normalisePromoCode, type BillingPromoCodesService } from './billing-promo-codes.service';
import type { BillingRepository, PaymentCardRecord } from './billing.repository';
import { canBuySubscription, canStartTrialWithCard } from './billing.policy';
import { addBillingPeriods, trialEndFor } from './billing.rules';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * `payment_id` of a paid subscription. The spec only distinguishes the literal FREE; a provider id here would reach
 * every learner's lookup, so the customer id stays in billing_customer and is shown to the parent alone.
 */
export const PAID_PAYMENT_ID = 'PREMIUM';

/**
 * The answer to a trial checkout with a card that already started a free trial on another account (decision 022):
 * nothing is charged and the card is not kept, since the payment page promised 0.00 today.
 */
export const TRIAL_CARD_USED_TITLE = 'Free trial already used';
export const TRIAL_CARD_USED_BODY =
  'This card has already been used for a free trial, and the free trial is for new members only. Nothing was ' +
  'charged. Please subscribe from the account that had the trial, or contact the support.';

/** The answer to a checkout by a parent whose e-mail is not verified yet. */
export const VERIFY_BEFORE_CHECKOUT = 'Please verify your e-mail address before you subscribe.';

/** What a paid checkout or a purchase of added seats changes when the order core settles it. */
export function createCheckoutAppliers(
  gateway: Pick<PaymentGateway, 'provider'>,
): Pick<OrderAppliers, 'checkout' | 'add_memberships'> {
  return {
    async checkout(trx, order, payload) {
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
    },

    async add_memberships(trx, order, payload) {
      const subscription = await requireSubscription(trx, order);
      const seats = subscription.numberOfChildren + payload.newSeats;
      await trx.subscriptions.setSeats(
        subscription.id,
        seats,
        computeSubscriptionAmountCents(subscription.plan, seats, subscription.percentOff),
      );
      return subscription.id;
    },
  };
}

/**
 * Checkout: a parent's new subscription (POST /api/createNewSubscription) through the order core, and the provider
 * customer and stored card a checkout (or a card change) charges.
 */
export function createBillingCheckoutService(deps: {
  repository: BillingRepository;
  orders: BillingOrdersService;
  gateway: PaymentGateway;
  promoCodes: BillingPromoCodesService;
  subscriptions: SubscriptionsService;
}) {
  const { repository, orders, gateway, promoCodes } = deps;

  /** The provider customer and the stored card a checkout or a card change charges. */
  const customerCards = {
    async ensureCustomer(parent: { userId: string; email: string; name: string }): Promise<string> {
      const known = await repository.findCustomer(parent.userId, gateway.provider);
      if (known) return known.providerCustomerId;
      const { customerId } = await gateway.createCustomer({
        idempotencyKey: `customer:${gateway.provider}:${parent.userId}`,
        referenceId: parent.userId,
        email: parent.email,
        name: parent.name,
      });
      return repository.saveCustomer(parent.userId, gateway.provider, customerId);
    },

    async storeCard(input: {
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
    },
  };

  return {
    ...customerCards,

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
        body.promo_code && body.usePromo !== false
          ? (await promoCodes.findValidPromo(body.promo_code)).percentOff
          : 0;
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
          return presentOwned(deps, earlier.subscriptionId);
        throw conflict('Your payment is being processed. Please wait a moment.', 'Payment in progress');
      }
      let order = opened.order;
      let cardFingerprint: string | null = null;
      try {
        const customerId = await customerCards.ensureCustomer({
          userId: actor.userId,
          email: actor.email,
          name: actor.name,
        });
        const card = await customerCards.storeCard({
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
      if (outcome.status === 'succeeded') return presentOwned(deps, outcome.subscriptionId);
      throw orderFailure(outcome);
    },
  };
}

export type BillingCheckoutService = ReturnType<typeof createBillingCheckoutService>;
