import type { Subscription } from '@mathwise/api-contract';
import {
  MEMBERSHIP_CANCELED_TITLE,
  MEMBERSHIP_CHANGED_BODY,
  MEMBERSHIP_RESUMED_TITLE,
  PAYMENT_VALIDATION_FAILED_TITLE,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import {
  buildLearner,
  buildParent,
  buildPaidSubscription,
  buildPromoCode,
  buildSubscription,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import {
  billingCalls,
  buildSubscriptionMidPeriod,
  connectLearner,
  countSandboxRecords,
  membershipIdOf,
} from './billing.test-support';

let testApp: TestApp;
let calls: ReturnType<typeof billingCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  calls = billingCalls(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/**
 * price x seats x (100 - percent off) / 100 x remaining days / period days, rounded half up once: the rule of
 * docs/billing.md, written out.
 */
function expectedProration(
  priceCents: number,
  seats: number,
  periodStart: Date,
  periodEnd: Date,
  percentOff = 0,
): number {
  const day = 86_400_000;
  const periodDays = Math.round((periodEnd.getTime() - periodStart.getTime()) / day);
  const remainingDays = Math.ceil((periodEnd.getTime() - Date.now()) / day);
  const denominator = 100 * periodDays;
  const numerator = priceCents * seats * (100 - percentOff) * remainingDays;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

describe('PUT /api/updateSubscription/:subscriptionId/:userId', () => {
  it('adds memberships free of charge during the trial and reprices the renewal', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, { number_of_children: 1 });
    const payments = await countSandboxRecords(testApp, 'payment');
    const response = await calls.addMemberships(parent, subscription.id, parent.userId, {
      number_of_new_children: 2,
      current_children_number: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({
      number_of_children: 3,
      empty_learners: 3,
      amount_cents: 3 * 8991,
      next_billing_date: subscription.next_billing_date,
    });
    expect(await countSandboxRecords(testApp, 'payment')).toBe(payments);
  });

  it('charges new seats prorated to the end of the current period, rounded once', async () => {
    const parent = await buildParent(testApp);
    const { subscription, periodStart, periodEnd } = await buildSubscriptionMidPeriod(testApp, parent, {
      plan: 2,
      seats: 1,
      daysIntoPeriod: 100,
    });
    const response = await calls.addMemberships(parent, subscription.id, parent.userId, {
      number_of_new_children: 2,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Subscription>();
    expect(updated.number_of_children).toBe(3);
    expect(updated.next_billing_date).toBe(periodEnd.toISOString());
    const [latest] = await calls.invoiceAmounts(parent, subscription.id);
    const expected = expectedProration(8991, 2, periodStart, periodEnd);
    expect(latest).toBe(expected);
    // About 264.5 of 365 days remain: roughly 72 % of two yearly seats.
    expect(expected).toBeGreaterThan(Math.floor(2 * 8991 * 0.7));
    expect(expected).toBeLessThan(Math.ceil(2 * 8991 * 0.74));
  });

  it("applies the subscription's promo code to the prorated charge (the add call takes no code of its own)", async () => {
    await buildPromoCode(testApp, { code: 'ADDSEATS25', percentOff: 25 });
    const parent = await buildParent(testApp);
    const { subscription, periodStart, periodEnd } = await buildSubscriptionMidPeriod(testApp, parent, {
      plan: 2,
      seats: 1,
      daysIntoPeriod: 100,
      promoCode: 'ADDSEATS25',
    });
    const response = await calls.addMemberships(parent, subscription.id, parent.userId, {
      number_of_new_children: 2,
    });
    expect(response.statusCode).toBe(200);
    // The renewal price of all three seats keeps the 25 % too: 8991 x 3 x 75 % = 20229.75 -> 20230.
    expect(response.json<Subscription>().amount_cents).toBe(20_230);
    const [latest] = await calls.invoiceAmounts(parent, subscription.id);
    expect(latest).toBe(expectedProration(8991, 2, periodStart, periodEnd, 25));
    expect(latest).toBeLessThan(expectedProration(8991, 2, periodStart, periodEnd));
  });

  it('prorates a monthly plan near the end of its period to a few days', async () => {
    const parent = await buildParent(testApp);
    const { subscription, periodStart, periodEnd } = await buildSubscriptionMidPeriod(testApp, parent, {
      plan: 1,
      seats: 2,
      daysIntoPeriod: 26,
    });
    expect(
      (await calls.addMemberships(parent, subscription.id, parent.userId, { number_of_new_children: 1 }))
        .statusCode,
    ).toBe(200);
    const [latest] = await calls.invoiceAmounts(parent, subscription.id);
    expect(latest).toBe(expectedProration(999, 1, periodStart, periodEnd));
    expect(latest).toBeLessThan(999 / 4);
  });

  it('charges once when the same add is submitted twice', async () => {
    const parent = await buildParent(testApp);
    const { subscription } = await buildSubscriptionMidPeriod(testApp, parent, {
      plan: 1,
      seats: 1,
      daysIntoPeriod: 3,
    });
    const body = { number_of_new_children: 1, current_children_number: 1 };
    const payments = await countSandboxRecords(testApp, 'payment');
    const first = await calls.addMemberships(parent, subscription.id, parent.userId, body);
    const second = await calls.addMemberships(parent, subscription.id, parent.userId, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json<Subscription>().number_of_children).toBe(2);
    expect(await countSandboxRecords(testApp, 'payment')).toBe(payments + 1);
  });

  it('adds seats to a free plan without a charge', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildSubscription(testApp, parent, [], 2);
    const response = await calls.addMemberships(parent, subscription.id, parent.userId, {
      number_of_new_children: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>().number_of_children).toBe(5);
  });

  it('refuses to go above 50 students with the spec message', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent, { number_of_children: 48 });
    const answer = expectErrorAnswer(
      await calls.addMemberships(parent, subscription.id, parent.userId, { number_of_new_children: 3 }),
      400,
    );
    expect(answer).toEqual({ title: 'Error', body: 'You can only add maximum 50 students.' });
    expect(
      (await calls.addMemberships(parent, subscription.id, parent.userId, { number_of_new_children: 2 }))
        .statusCode,
    ).toBe(200);
  });

  it('answers Payment Validation Failed, adding nothing, when the card is declined', async () => {
    const parent = await buildParent(testApp);
    const { subscription } = await buildSubscriptionMidPeriod(testApp, parent, {
      plan: 2,
      seats: 1,
      daysIntoPeriod: 10,
    });
    // The bank stopped the card: the provider refuses it while our records still show it.
    await testApp.app.services.paymentGateway.disableCard(subscription.card?.id ?? '');
    const response = await calls.addMemberships(parent, subscription.id, parent.userId, {
      number_of_new_children: 1,
    });
    expect(expectErrorAnswer(response, 400).title).toBe(PAYMENT_VALIDATION_FAILED_TITLE);
    expect((await calls.lookUp(parent)).number_of_children).toBe(1);
  });

  it('answers 400 for a body without the number of new students', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildSubscription(testApp, parent, []);
    expectErrorAnswer(await calls.addMemberships(parent, subscription.id, parent.userId, {}), 400);
    expectErrorAnswer(
      await calls.addMemberships(parent, subscription.id, parent.userId, { number_of_new_children: 0 }),
      400,
    );
  });

  it('answers 401 without a session', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildSubscription(testApp, parent, []);
    expectErrorAnswer(
      await calls.addMemberships(undefined, subscription.id, parent.userId, { number_of_new_children: 1 }),
      401,
    );
  });

  it("answers 403 for another parent's subscription, a learner, or someone else's user id", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildSubscription(testApp, parent, [learner]);
    const stranger = await buildParent(testApp);
    const body = { number_of_new_children: 1 };
    expectErrorAnswer(await calls.addMemberships(stranger, subscription.id, stranger.userId, body), 403);
    expectErrorAnswer(await calls.addMemberships(stranger, subscription.id, parent.userId, body), 403);
    expectErrorAnswer(await calls.addMemberships(learner, subscription.id, learner.userId, body), 403);
    expect((await calls.lookUp(parent)).number_of_children).toBe(2);
  });
});

describe('PUT /api/subscription/cancel/:id and /api/subscription/resume/:id', () => {
  it('schedules the end of the paid period, then resumes it', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await connectLearner(testApp, subscription.id, learner);
    const learnerId = await membershipIdOf(testApp, learner);

    const canceled = await calls.cancel(parent, learnerId, subscription.id);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({ title: MEMBERSHIP_CANCELED_TITLE, body: MEMBERSHIP_CHANGED_BODY });
    expect((await calls.lookUp(parent)).learners[0]).toMatchObject({
      status: true,
      scheduled_cancellation: true,
    });
    // Canceling again changes nothing.
    expect((await calls.cancel(parent, learnerId, subscription.id)).statusCode).toBe(200);

    const resumed = await calls.resume(parent, learnerId, subscription.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ title: MEMBERSHIP_RESUMED_TITLE, body: MEMBERSHIP_CHANGED_BODY });
    expect((await calls.lookUp(parent)).learners[0]).toMatchObject({
      status: true,
      scheduled_cancellation: false,
    });
  });

  it('ends a canceled membership at renewal, bills one seat less, and resumes it into a free slot', async () => {
    const parent = await buildParent(testApp);
    const [kim, lee] = [await buildLearner(testApp), await buildLearner(testApp)];
    const subscription = await buildPaidSubscription(testApp, parent, {
      number_of_children: 2,
      subscription_plan: 1,
    });
    await connectLearner(testApp, subscription.id, kim);
    await connectLearner(testApp, subscription.id, lee);
    const kimId = await membershipIdOf(testApp, kim);
    expect((await calls.cancel(parent, kimId, subscription.id)).statusCode).toBe(200);

    const trialEnd = new Date(subscription.trial_ends_at ?? '');
    const result = await testApp.app.services.billingRenewals.chargeDueSubscriptions(
      new Date(trialEnd.getTime() + 60_000),
    );
    expect(result.charged).toBeGreaterThanOrEqual(1);
    const after = await calls.lookUp(parent);
    expect(after.number_of_children).toBe(1);
    expect(after.amount_cents).toBe(999);
    expect(after.learners.find((entry) => entry.user_id === kim.userId)).toMatchObject({ status: false });
    const [charged] = await calls.invoiceAmounts(parent, subscription.id);
    expect(charged).toBe(999);

    // Lee leaves too, then Kim comes back: the seat Lee freed takes Kim without a charge.
    await testApp.database.db
      .updateTable('learner')
      .set({ status: false })
      .where('user_id', '=', lee.userId)
      .execute();
    const payments = await countSandboxRecords(testApp, 'payment');
    expect((await calls.resume(parent, kimId, subscription.id)).statusCode).toBe(200);
    expect(await countSandboxRecords(testApp, 'payment')).toBe(payments);
    expect((await calls.lookUp(parent)).learners.find((entry) => entry.user_id === kim.userId)).toMatchObject(
      {
        status: true,
        scheduled_cancellation: false,
      },
    );
  });

  it('refuses to cancel a membership on the free plan', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildSubscription(testApp, parent, [learner]);
    expectErrorAnswer(
      await calls.cancel(parent, await membershipIdOf(testApp, learner), subscription.id),
      400,
    );
  });

  it('answers 400 for an id that is not a number and a body without the subscription', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildSubscription(testApp, parent, []);
    expectErrorAnswer(await calls.cancel(parent, 'abc', subscription.id), 400);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/subscription/resume/1',
      headers: parent.headers,
      payload: {},
    });
    expectErrorAnswer(response, 400);
  });

  it('answers 401 without a session', async () => {
    expectErrorAnswer(await calls.cancel(undefined, 1, 1), 401);
    expectErrorAnswer(await calls.resume(undefined, 1, 1), 401);
  });

  it("answers 403 for another family's learner, for a learner caller, and for a learner of another subscription", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await connectLearner(testApp, subscription.id, learner);
    const learnerId = await membershipIdOf(testApp, learner);
    const stranger = await buildParent(testApp);
    const strangerSubscription = await buildPaidSubscription(testApp, stranger);

    expectErrorAnswer(await calls.cancel(stranger, learnerId, subscription.id), 403);
    // Their own subscription id does not open another family's learner.
    expectErrorAnswer(await calls.cancel(stranger, learnerId, strangerSubscription.id), 403);
    expectErrorAnswer(await calls.resume(stranger, learnerId, strangerSubscription.id), 403);
    expectErrorAnswer(await calls.cancel(learner, learnerId, subscription.id), 403);
    expect((await calls.lookUp(parent)).learners[0]?.scheduled_cancellation).toBe(false);
  });
});
