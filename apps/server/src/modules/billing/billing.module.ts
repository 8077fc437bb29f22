import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { createPaymentGateway } from '../../platform/payments/create-payment-gateway';
import { describePaymentConfigForBrowser } from '../../platform/payments/payment-browser-config';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { createBillingOrdersService } from './billing-orders.service';
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
  const orders = createBillingOrdersService({
    repository,
    gateway,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });
  const billing = createBillingService({ repository, orders, gateway, subscriptions: deps.subscriptions });
  const webhooks = createPaymentWebhookService({
    repository,
    orders,
    signatureKey: deps.config.payments.square.webhookSignatureKey,
    notificationUrl: `${deps.config.publicUrl}/api/payment/webhook`,
  });
  return {
    billing,
    billingOrders: orders,
    paymentWebhooks: webhooks,
    paymentGateway: gateway,
    paymentConfig: describePaymentConfigForBrowser(deps.config.payments),
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
