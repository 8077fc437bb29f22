import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { createPaymentGateway } from '../../platform/payments/create-payment-gateway';
import { describePaymentConfigForBrowser } from '../../platform/payments/payment-browser-config';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { createBillingCheckoutService } from './billing-checkout.service';
import { createBillingOrdersService } from './billing-orders.service';
import { createBillingReconcilerService } from './billing-reconciler.service';
import { applyRenewalOrder, createBillingRenewalsService } from './billing-renewals.service';
import type { BillingRepository } from './billing.repository';
import { createBillingRepository } from './billing.repository';
import { createBillingService } from './billing.service';
import { createPaymentWebhookService } from './payment-webhook.service';
import type { BillingDetails, SubscriptionsService } from './subscriptions.service';
import type { SubscriptionRecord } from './subscriptions.repository';

/** The card and provider customer a parent's subscription lookup shows (used by the subscriptions service). */
export function createBillingDetailsFinder(
  repository: BillingRepository,
  provider: PaymentGateway['provider'],
) {
  return async (subscription: SubscriptionRecord): Promise<BillingDetails> => {
    const [card, customer] = await Promise.all([
      subscription.cardId ? repository.findCard(subscription.cardId) : Promise.resolve(undefined),
      repository.findCustomer(subscription.parentUserId, provider),
    ]);
    return { card, customerId: customer?.providerCustomerId ?? null };
  };
}

/** Wires billing's services around the configured payment gateway. */
export function createBillingModule(deps: {
  config: AppConfig;
  db: Db;
  subscriptions: SubscriptionsService;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}) {
  const repository = createBillingRepository(deps.db);
  const gateway = createPaymentGateway(deps.config.payments, deps.db);
  const checkout = createBillingCheckoutService({ repository, gateway });
  const orders = createBillingOrdersService({
    repository,
    gateway,
    appliers: { ...checkout.appliers, renewal: applyRenewalOrder },
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  const renewals = createBillingRenewalsService({ repository, orders });
  const reconciler = createBillingReconcilerService({ repository, orders });
  const billing = createBillingService({
    repository,
    orders,
    checkout,
    renewals,
    gateway,
    subscriptions: deps.subscriptions,
  });
  const webhooks = createPaymentWebhookService({
    repository,
    reconciler,
    signatureKey: deps.config.payments.square.webhookSignatureKey,
    notificationUrl: `${deps.config.publicUrl}/api/payment/webhook`,
  });
  return {
    billing,
    billingRenewals: renewals,
    billingReconciler: reconciler,
    paymentWebhooks: webhooks,
    paymentGateway: gateway,
    paymentConfig: describePaymentConfigForBrowser(deps.config.payments),
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
