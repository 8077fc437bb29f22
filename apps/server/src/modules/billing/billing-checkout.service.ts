import { computeSubscriptionAmountCents } from '@mathwise/api-contract';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { requireSubscription, type OrderAppliers } from './billing-orders.service';
import type { BillingRepository, PaymentCardRecord } from './billing.repository';
import { addBillingPeriods, trialEndFor } from './billing.rules';

/**
 * `payment_id` of a paid subscription. The spec only distinguishes the literal FREE; a provider id here would reach
 * every learner's lookup, so the customer id stays in billing_customer and is shown to the parent alone.
 */
export const PAID_PAYMENT_ID = 'PREMIUM';

/**
 * Checkout's part of the orders: the provider customer and stored card a checkout (or a card change) charges, and
 * what a paid checkout or a purchase of added seats changes when the order core settles it.
 */
export function createBillingCheckoutService(deps: {
  repository: BillingRepository;
  gateway: PaymentGateway;
}) {
  const { repository, gateway } = deps;

  const appliers: Pick<OrderAppliers, 'checkout' | 'add_memberships'> = {
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

  return {
    appliers,

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
}

export type BillingCheckoutService = ReturnType<typeof createBillingCheckoutService>;
