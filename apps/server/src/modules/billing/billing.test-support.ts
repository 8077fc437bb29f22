import type { Subscription } from '@mathwise/api-contract';
import type { TestUser } from '../../test/factories';
import { buildPaidSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { addBillingPeriods } from './billing.rules';

/** Helpers the billing suites share: calls as a client makes them, and the few states only time produces. */
export function billingCalls(testApp: TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    user: TestUser | undefined,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  return {
    lookUp: async (parent: TestUser) =>
      (await inject('GET', `/api/getOneSubscription/${parent.userId}/parent`, parent)).json<Subscription>(),
    addMemberships: (user: TestUser | undefined, subscriptionId: number, userId: string, body: object) =>
      inject('PUT', `/api/updateSubscription/${subscriptionId}/${userId}`, user, body),
    cancel: (user: TestUser | undefined, learnerId: number | string, subscriptionId: number) =>
      inject('PUT', `/api/subscription/cancel/${learnerId}`, user, { subscription: subscriptionId }),
    resume: (user: TestUser | undefined, learnerId: number | string, subscriptionId: number) =>
      inject('PUT', `/api/subscription/resume/${learnerId}`, user, { subscription: subscriptionId }),
    invoices: (user: TestUser | undefined, subscriptionId: number) =>
      inject('POST', '/api/payment/user/invoices', user, { subscription: subscriptionId }),
    removeCard: (user: TestUser | undefined, cardId: string) =>
      inject('PUT', `/api/card/remove/${encodeURIComponent(cardId)}`, user, {}),
    editCard: (user: TestUser | undefined, path: string, body: object) =>
      inject('PUT', `/api/card/edit/${path}`, user, body),
    /** Invoice amounts in cents, newest first. */
    invoiceAmounts: async (user: TestUser, subscriptionId: number): Promise<number[]> => {
      const body = (
        await inject('POST', '/api/payment/user/invoices', user, { subscription: subscriptionId })
      ).json<{
        data?: Array<{ paymentRequests: Array<{ totalCompletedAmountMoney: { amount: number } }> }>;
      }>();
      return (body.data ?? []).map(
        (invoice) => invoice.paymentRequests[0]?.totalCompletedAmountMoney.amount ?? -1,
      );
    },
  };
}

/**
 * A paid subscription past its trial, `daysIntoPeriod` (plus half a day, so a day boundary never falls inside a
 * test) into its current period: what a family looks like months after checkout.
 */
export async function buildSubscriptionMidPeriod(
  testApp: TestApp,
  parent: TestUser,
  options: { plan: 1 | 2; seats: number; daysIntoPeriod: number; promoCode?: string },
): Promise<{ subscription: Subscription; periodStart: Date; periodEnd: Date }> {
  const subscription = await buildPaidSubscription(testApp, parent, {
    subscription_plan: options.plan,
    number_of_children: options.seats,
    ...(options.promoCode ? { promo_code: options.promoCode, usePromo: true } : {}),
  });
  const periodStart = new Date(Date.now() - (options.daysIntoPeriod + 0.5) * 86_400_000);
  const periodEnd = addBillingPeriods(periodStart, options.plan, 1);
  await testApp.database.db
    .updateTable('subscription')
    .set({
      trial_ends_at: null,
      billing_anchor_at: periodStart.toISOString(),
      next_billing_date: periodEnd.toISOString(),
    })
    .where('id', '=', subscription.id)
    .execute();
  return { subscription, periodStart, periodEnd };
}

export async function countSandboxRecords(
  testApp: TestApp,
  kind: 'card' | 'payment' | 'refund',
): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom('payment_sandbox_record')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The learner row id (the membership id the cancel and resume paths take) of a learner account. */
export async function membershipIdOf(testApp: TestApp, learner: TestUser): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('learner')
    .select('id')
    .where('user_id', '=', learner.userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function connectLearner(
  testApp: TestApp,
  subscriptionId: number,
  learner: TestUser,
): Promise<void> {
  await testApp.app.services.subscriptions.connectLearnerToSubscription(subscriptionId, learner.userId);
}
