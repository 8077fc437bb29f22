import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import { createPaymentGateway } from '../../platform/payments/create-payment-gateway';
import { describePaymentConfigForBrowser } from '../../platform/payments/payment-browser-config';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { LearnersService } from '../learners/learners.types';
import { createBillingCardsService } from './billing-cards.service';
import { createBillingCheckoutService, createCheckoutAppliers } from './billing-checkout.service';
import { createBillingInvoicesService } from './billing-invoices.service';
import { createBillingMembershipsService } from './billing-memberships.service';
import { createBillingOrdersService, type BillingLogger } from './billing-orders.service';
import { createBillingPromoCodesService } from './billing-promo-codes.service';
import { createBillingReconcilerService } from './billing-reconciler.service';
import { applyRenewalOrder, createBillingRenewalsService } from './billing-renewals.service';
import { billingJobs } from './billing.jobs';
import type { BillingRepository } from './billing.repository';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { createPaymentWebhookService } from './payment-webhook.service';
import type { SubscriptionRecord } from './subscriptions.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';
import type { BillingDetails } from './subscriptions.service';
import { createSubscriptionsService } from './subscriptions.service';

/** The card and provider customer a parent's subscription lookup shows (used by the subscriptions service). */
function createBillingDetailsFinder(repository: BillingRepository, provider: PaymentGateway['provider']) {
  return async (subscription: SubscriptionRecord): Promise<BillingDetails> => {
    const [card, customer] = await Promise.all([
      subscription.cardId ? repository.findCard(subscription.cardId) : Promise.resolve(undefined),
      repository.findCustomer(subscription.parentUserId, provider),
    ]);
    return { card, customerId: customer?.providerCustomerId ?? null };
  };
}

/**
 * Billing's one entry: subscriptions, the payment orders (one order core that checkout, renewals and the reconciler
 * go through), the payment webhook, and the renewal and reconciler jobs, around the configured payment gateway.
 */
export function createBillingModule(deps: {
  config: AppConfig;
  db: Db;
  learners: LearnersService;
  /** The order services and the reconciler log through the app's logger. */
  log: BillingLogger;
}) {
  const { config } = deps;
  const repository = createBillingRepository(deps.db);
  const gateway = createPaymentGateway(config.payments, deps.db);
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(deps.db),
    learners: deps.learners,
    findBillingDetails: createBillingDetailsFinder(repository, config.payments.provider),
  });
  const orders = createBillingOrdersService({
    repository,
    gateway,
    appliers: { ...createCheckoutAppliers(gateway), renewal: applyRenewalOrder },
    publicUrl: config.publicUrl,
    log: deps.log,
  });
  const renewals = createBillingRenewalsService({ repository, orders });
  const reconciler = createBillingReconcilerService({ repository, orders });
  const promoCodes = createBillingPromoCodesService({ repository });
  const checkout = createBillingCheckoutService({ repository, orders, gateway, promoCodes, subscriptions });
  const memberships = createBillingMembershipsService({ repository, orders, renewals, subscriptions });
  const cards = createBillingCardsService({ repository, checkout, gateway });
  const invoices = createBillingInvoicesService({ repository });
  const paymentWebhooks = createPaymentWebhookService({
    repository,
    reconciler,
    signatureKey: config.payments.square.webhookSignatureKey,
    notificationUrl: `${config.publicUrl}/api/payment/webhook`,
  });
  const paymentConfig = describePaymentConfigForBrowser(config.payments);
  const services = {
    subscriptions,
    billingPromoCodes: promoCodes,
    billingCheckout: checkout,
    billingMemberships: memberships,
    billingCards: cards,
    billingInvoices: invoices,
    billingRenewals: renewals,
    billingReconciler: reconciler,
    paymentWebhooks,
    paymentGateway: gateway,
    paymentConfig,
  };
  return {
    services,
    routes: [
      billingRoutes({ subscriptions, promoCodes, checkout, memberships, cards, invoices, paymentConfig }),
      paymentWebhookRoutes({ webhooks: paymentWebhooks }),
    ],
    jobs: billingJobs(services),
  } satisfies AreaModule<typeof services>;
}
