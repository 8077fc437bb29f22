import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { LearnersService } from '../students/learners.service';
import { billingJobs } from './billing.jobs';
import { createBillingDetailsFinder, createBillingModule, type BillingModule } from './billing.module';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';

/**
 * Billing's one entry: subscriptions, orders, the payment webhook, and the renewal and reconciler jobs, around the
 * configured payment gateway (createBillingModule wires the order services).
 */
export function createBillingAreaModule(deps: {
  config: AppConfig;
  db: Db;
  learners: LearnersService;
  /** The reconciler logs through the app's logger. */
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}): AreaModule<BillingModule & { subscriptions: SubscriptionsService }> {
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(deps.db),
    learners: deps.learners,
    findBillingDetails: createBillingDetailsFinder(
      createBillingRepository(deps.db),
      deps.config.payments.provider,
    ),
  });
  const billing = createBillingModule({ config: deps.config, db: deps.db, subscriptions, log: deps.log });
  return {
    services: { ...billing, subscriptions },
    routes: [
      billingRoutes({ subscriptions, billing: billing.billing, paymentConfig: billing.paymentConfig }),
      paymentWebhookRoutes({ webhooks: billing.paymentWebhooks }),
    ],
    jobs: billingJobs(billing),
  };
}
