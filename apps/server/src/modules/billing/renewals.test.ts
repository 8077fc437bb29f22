import type { Subscription } from '@mathwise/api-contract';
import {
  PAYMENT_VALIDATION_FAILED_TITLE,
  RESUME_NEEDS_CARD_BODY,
  RESUME_NEEDS_CARD_TITLE,
} from '@mathwise/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderUnavailableError } from '../../platform/payments/payment-gateway';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildLearner, buildParent, buildPaidSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { billingJobs } from './billing.jobs';
import { addBillingPeriods } from './billing.rules';
import { billingCalls, connectLearner, countSandboxRecords, membershipIdOf } from './billing.test-support';

let testApp: TestApp;
let calls: ReturnType<typeof billingCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  calls = billingCalls(testApp);
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const minuteAfter = (iso: string | null | undefined) => new Date(new Date(iso ?? '').getTime() + 60_000);

async function ordersOf(subscriptionId: number) {
  return testApp.database.db
    .selectFrom('billing_order')
    .select(['kind', 'status', 'amount_cents', 'failure_code', 'idempotency_key'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();
}

describe('renewals and trial ends (scheduled job)', () => {
  it('charges the first period when the trial ends, and the next date is one year after that', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, {
      number_of_children: 2,
      subscription_plan: 2,
    });
    const renewals = testApp.app.services.billingRenewals;
    // Before the trial ends nothing is due.
    await renewals.chargeDueSubscriptions(
      new Date(new Date(subscription.trial_ends_at ?? '').getTime() - 60_000),
    );
    expect(await calls.invoiceAmounts(parent, subscription.id)).toEqual([0]);

    await renewals.chargeDueSubscriptions(minuteAfter(subscription.trial_ends_at));
    const after = await calls.lookUp(parent);
    expect(after.status).toBe('active');
    const expectedNext = addBillingPeriods(new Date(subscription.trial_ends_at ?? ''), 2, 1).toISOString();
    expect(after.next_billing_date).toBe(expectedNext);
    expect(await calls.invoiceAmounts(parent, subscription.id)).toEqual([17_982, 0]);
  });

  it('charges each period once however many instances run the job at the same time', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, {
      number_of_children: 1,
      subscription_plan: 1,
    });
    const jobs = billingJobs(testApp.app.services);
    const renewals = jobs.find((job) => job.name === 'billing-renewals');
    const at = minuteAfter(subscription.trial_ends_at);
    const payments = await countSandboxRecords(testApp, 'payment');
    await Promise.all([renewals?.run(at), renewals?.run(at), renewals?.run(at)]);
    await renewals?.run(at);
    const renewalsOfThis = (await ordersOf(subscription.id)).filter((order) => order.kind === 'renewal');
    expect(renewalsOfThis).toHaveLength(1);
    expect(renewalsOfThis[0]).toMatchObject({ status: 'succeeded', amount_cents: 999 });
    expect(await countSandboxRecords(testApp, 'payment')).toBeGreaterThanOrEqual(payments + 1);
    expect(await calls.invoiceAmounts(parent, subscription.id)).toEqual([999, 0]);
  });

  it('pauses the subscription when the renewal is declined, and resuming with a new card starts a new period', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, {
      number_of_children: 1,
      subscription_plan: 1,
    });
    await connectLearner(testApp, subscription.id, learner);
    // The card is cancelled by the bank: the provider refuses it at renewal time.
    await testApp.app.services.paymentGateway.disableCard(subscription.card?.id ?? '');

    const result = await testApp.app.services.billingRenewals.chargeDueSubscriptions(
      minuteAfter(subscription.trial_ends_at),
    );
    expect(result.paused).toBeGreaterThanOrEqual(1);
    expect((await calls.lookUp(parent)).status).toBe('paused');
    const learnerLookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/getOneSubscription/${learner.userId}/learner`,
      headers: learner.headers,
    });
    expect(learnerLookup.json<Subscription>().status).toBe('paused');
    expect((await ordersOf(subscription.id)).at(-1)).toMatchObject({ kind: 'renewal', status: 'failed' });
    // A paused subscription takes no new seats until it is resumed.
    expectErrorAnswer(
      await calls.addMemberships(parent, subscription.id, parent.userId, { number_of_new_children: 1 }),
      409,
    );

    const learnerId = await membershipIdOf(testApp, learner);
    expect(expectErrorAnswer(await calls.resume(parent, learnerId, subscription.id), 400).title).toBe(
      PAYMENT_VALIDATION_FAILED_TITLE,
    );
    const paused = await calls.lookUp(parent);
    const edited = await calls.editCard(
      parent,
      `${paused.card?.id}/${paused.customer_id}/${subscription.id}`,
      {
        nonce: 'cnon:card-nonce-ok',
        full_name: 'Pat Parent',
      },
    );
    expect(edited.statusCode).toBe(200);

    const resumedAt = Date.now();
    expect((await calls.resume(parent, learnerId, subscription.id)).statusCode).toBe(200);
    const resumed = await calls.lookUp(parent);
    expect(resumed.status).toBe('active');
    // The new period runs from the resume, so the paused days are not charged.
    const next = new Date(resumed.next_billing_date ?? '').getTime();
    const expected = addBillingPeriods(new Date(resumedAt), 1, 1).getTime();
    expect(Math.abs(next - expected)).toBeLessThan(60_000);
    expect((await calls.invoiceAmounts(parent, subscription.id))[0]).toBe(999);
  });

  it('pauses a renewal when the parent removed the card, and resuming asks for a card', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, { number_of_children: 1 });
    await connectLearner(testApp, subscription.id, learner);
    expect((await calls.removeCard(parent, subscription.card?.id ?? '')).statusCode).toBe(200);
    await testApp.app.services.billingRenewals.chargeDueSubscriptions(
      minuteAfter(subscription.trial_ends_at),
    );
    expect((await calls.lookUp(parent)).status).toBe('paused');
    expect((await ordersOf(subscription.id)).at(-1)).toMatchObject({
      status: 'failed',
      failure_code: 'NO_CARD_ON_FILE',
    });
    const learnerId = await membershipIdOf(testApp, learner);
    const refused = expectErrorAnswer(await calls.resume(parent, learnerId, subscription.id), 409);
    expect(refused).toEqual({ title: RESUME_NEEDS_CARD_TITLE, body: RESUME_NEEDS_CARD_BODY });
    expect((await ordersOf(subscription.id)).at(-1)).toMatchObject({ kind: 'renewal', status: 'failed' });
  });

  it('leaves a renewal whose answer was lost pending, then the reconciler charges it once', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, {
      number_of_children: 1,
      subscription_plan: 1,
    });
    const gateway = testApp.app.services.paymentGateway;
    const realCharge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementation(async (input) => {
      await realCharge(input);
      throw new PaymentProviderUnavailableError('timeout');
    });
    const at = minuteAfter(subscription.trial_ends_at);
    await testApp.app.services.billingRenewals.chargeDueSubscriptions(at);
    expect((await ordersOf(subscription.id)).at(-1)).toMatchObject({ kind: 'renewal', status: 'pending' });
    expect((await calls.lookUp(parent)).status).toBe('active');
    vi.restoreAllMocks();

    const payments = await countSandboxRecords(testApp, 'payment');
    // Within the grace period the reconciler leaves the order to its request.
    await testApp.app.services.billingReconciler.reconcilePendingOrders(new Date());
    expect((await ordersOf(subscription.id)).at(-1)?.status).toBe('pending');
    await testApp.app.services.billingReconciler.reconcilePendingOrders(new Date(Date.now() + 3 * 60_000));
    expect((await ordersOf(subscription.id)).at(-1)).toMatchObject({
      status: 'succeeded',
      amount_cents: 999,
    });
    // The provider had already taken the money: the retry with the same key found it instead of charging again.
    expect(await countSandboxRecords(testApp, 'payment')).toBe(payments);
    expect(await calls.invoiceAmounts(parent, subscription.id)).toEqual([999, 0]);
  });
});
