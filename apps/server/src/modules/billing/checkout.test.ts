import type { Subscription } from '@mathwise/api-contract';
import {
  PAYMENT_VALIDATION_FAILED_BODY,
  PAYMENT_VALIDATION_FAILED_TITLE,
  TRIAL_DAYS,
} from '@mathwise/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderUnavailableError } from '../../platform/payments/payment-gateway';
import { SANDBOX_NONCES } from '../../platform/payments/sandbox-gateway';
import { expectErrorAnswer } from '../../test/error-answer';
import {
  buildCheckoutBody,
  buildLearner,
  buildParent,
  buildPaidSubscription,
  buildPromoCode,
  buildSubscription,
} from '../../test/factories';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await buildPromoCode(testApp, { code: 'TAKE15', percentOff: 15 });
  await buildPromoCode(testApp, { code: 'OLD50', percentOff: 50, expiresAt: '2020-01-01T00:00:00.000Z' });
  await buildPromoCode(testApp, { code: 'OFF20', percentOff: 20, isActive: false });
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function checkout(user: Pick<TestUser, 'headers'> | undefined, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: user?.headers ?? {},
    payload,
  });
}

function listInvoices(user: TestUser, subscriptionId: number) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/user/invoices',
    headers: user.headers,
    payload: { subscription: subscriptionId },
  });
}

async function countSandbox(kind: 'card' | 'payment'): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom('payment_sandbox_record')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function countSubscriptions(parent: TestUser): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom('subscription')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parent_user_id', '=', parent.userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Ends a parent's subscription the way an account clean-up would, so their next checkout is not their first. */
async function deleteSubscription(subscriptionId: number): Promise<void> {
  await testApp.database.db.deleteFrom('subscription').where('id', '=', subscriptionId).execute();
}

describe('POST /api/createNewSubscription', () => {
  it("starts a parent's first subscription with the 30-day trial: nothing due today, the card kept", async () => {
    const parent = await buildParent(testApp);
    const before = Date.now();
    const response = await checkout(
      parent,
      buildCheckoutBody({ number_of_children: 2, subscription_plan: 2 }),
    );
    expect(response.statusCode).toBe(200);
    const subscription = response.json<Subscription>();
    expect(subscription).toMatchObject({
      status: 'active',
      subscription_plan: 2,
      number_of_children: 2,
      empty_learners: 2,
      amount_cents: 17_982,
      card: { last4: '1111', cardBrand: 'VISA', expMonth: 12 },
    });
    const trialEnd = new Date(subscription.trial_ends_at ?? '').getTime();
    expect(trialEnd - before).toBeGreaterThanOrEqual(TRIAL_DAYS * 86_400_000 - 1000);
    expect(trialEnd - before).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);
    // The first charge is the trial's end; the card is on file for it.
    expect(subscription.next_billing_date).toBe(subscription.trial_ends_at);
    expect(subscription.payment_id).toBe('PREMIUM');
    expect(subscription.customer_id).toMatch(/^sandbox-customer-/);
    const invoices = (await listInvoices(parent, subscription.id)).json<{
      data: Array<{ paymentRequests: Array<{ totalCompletedAmountMoney: { amount: number } }> }>;
    }>();
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]?.paymentRequests[0]?.totalCompletedAmountMoney.amount).toBe(0);
  });

  it('prices the plan itself and ignores the amount the client sends', async () => {
    const parent = await buildParent(testApp);
    const response = await checkout(
      parent,
      buildCheckoutBody({ number_of_children: 3, subscription_plan: 1, amount: 1 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>().amount_cents).toBe(2997);
  });

  it('gives the trial only once: a later subscription is charged today for its first period', async () => {
    const parent = await buildParent(testApp);
    const first = await buildPaidSubscription(testApp, parent);
    await deleteSubscription(first.id);
    const paymentsBefore = await countSandbox('payment');
    const createdAt = Date.now();
    const response = await checkout(
      parent,
      buildCheckoutBody({ number_of_children: 1, subscription_plan: 1 }),
    );
    expect(response.statusCode).toBe(200);
    const second = response.json<Subscription>();
    expect(second.trial_ends_at).toBeNull();
    expect(await countSandbox('payment')).toBe(paymentsBefore + 1);
    const invoices = (await listInvoices(parent, second.id)).json<{
      data: Array<{ paymentRequests: Array<{ totalCompletedAmountMoney: { amount: number } }> }>;
    }>();
    expect(invoices.data[0]?.paymentRequests[0]?.totalCompletedAmountMoney.amount).toBe(999);
    // Next billing date: one month after creation for the monthly plan.
    const next = new Date(second.next_billing_date ?? '');
    const expected = new Date(createdAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(next.getTime() - expected.getTime())).toBeLessThan(60_000);
  });

  it('applies a valid promo code to the subscription price', async () => {
    const parent = await buildParent(testApp);
    const response = await checkout(
      parent,
      buildCheckoutBody({
        number_of_children: 3,
        subscription_plan: 2,
        promo_code: 'take15',
        usePromo: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    // 8991 x 3 x 85 % = 22927.05 -> 22927 cents.
    expect(response.json<Subscription>().amount_cents).toBe(22_927);
    // The parent's own lookup carries the percent off, so the add-membership quote prices seats as renewals do.
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/getOneSubscription/${parent.userId}/parent`,
      headers: parent.headers,
    });
    expect(lookup.json<Subscription>().percent_off).toBe(15);
  });

  it.each(['OLD50', 'OFF20', 'NOPE'])('refuses the promo code %s with the spec message', async (code) => {
    const parent = await buildParent(testApp);
    const response = await checkout(parent, buildCheckoutBody({ promo_code: code, usePromo: true }));
    expect(expectErrorAnswer(response, 400)).toEqual({
      title: 'Failure',
      body: 'Promo code is not valid, please enter a new code.',
    });
    expect(await countSubscriptions(parent)).toBe(0);
  });

  it.each([
    SANDBOX_NONCES.declined,
    SANDBOX_NONCES.rejectedCvv,
    SANDBOX_NONCES.rejectedPostalCode,
    SANDBOX_NONCES.rejectedExpiration,
    SANDBOX_NONCES.alreadyUsed,
  ])('answers Payment Validation Failed for the sandbox token %s and creates nothing', async (nonce) => {
    const parent = await buildParent(testApp);
    const response = await checkout(parent, buildCheckoutBody({ nonce }));
    expect(expectErrorAnswer(response, 400)).toEqual({
      title: PAYMENT_VALIDATION_FAILED_TITLE,
      body: PAYMENT_VALIDATION_FAILED_BODY,
    });
    expect(await countSubscriptions(parent)).toBe(0);
    // The form is re-enabled: a new token for the same checkout goes through.
    expect((await checkout(parent, buildCheckoutBody())).statusCode).toBe(200);
  });

  it('declines a charge without creating the subscription, and disables the card it had stored', async () => {
    const parent = await buildParent(testApp);
    const first = await buildPaidSubscription(testApp, parent);
    await deleteSubscription(first.id);
    const gateway = testApp.app.services.paymentGateway;
    vi.spyOn(gateway, 'charge').mockRejectedValueOnce(
      new (await import('../../platform/payments/payment-gateway')).PaymentDeclinedError('GENERIC_DECLINE'),
    );
    const response = await checkout(parent, buildCheckoutBody());
    expect(expectErrorAnswer(response, 400).title).toBe(PAYMENT_VALIDATION_FAILED_TITLE);
    expect(await countSubscriptions(parent)).toBe(0);
    const activeCards = await testApp.database.db
      .selectFrom('payment_card')
      .select('id')
      .where('parent_user_id', '=', parent.userId)
      .where('is_active', '=', true)
      .execute();
    expect(activeCards).toHaveLength(1);
  });

  it('answers 400 with a field message when the card token is missing', async () => {
    const parent = await buildParent(testApp);
    const body: Record<string, unknown> = buildCheckoutBody();
    delete body.nonce;
    expect(expectErrorAnswer(await checkout(parent, body), 400).body).toBe(
      'Please re-enter the card information',
    );
  });

  it('refuses more than 50 students with the spec message', async () => {
    const parent = await buildParent(testApp);
    const response = await checkout(parent, buildCheckoutBody({ number_of_children: 51 }));
    expect(expectErrorAnswer(response, 400).body).toBe('You can only add maximum 50 students.');
  });

  it.each(['4111111111111111', '4111 1111 1111 1111', '5105-1051-0510-5100'])(
    'refuses a body carrying a card number (%s) without echoing it',
    async (cardNumber) => {
      const parent = await buildParent(testApp);
      const response = await checkout(parent, { ...buildCheckoutBody(), full_name: cardNumber });
      const answer = expectErrorAnswer(response, 400);
      expect(answer.title).toBe('Card details refused');
      expect(response.body).not.toContain(cardNumber);
      expect(await countSubscriptions(parent)).toBe(0);
    },
  );

  it('accepts long digit runs that are not card numbers: inside an e-mail address, or failing the Luhn check', async () => {
    const parent = await buildParent(testApp);
    const response = await checkout(parent, {
      ...buildCheckoutBody(),
      email: 'parent-1795339182409@example.com',
      postalCode: '1234567890123',
    });
    expect(response.json<{ title?: string }>().title).not.toBe('Card details refused');
  });

  it('refuses a card number hidden in an unknown field too', async () => {
    const parent = await buildParent(testApp);
    const response = await checkout(parent, { ...buildCheckoutBody(), card_number: 4111111111111111 });
    expect(expectErrorAnswer(response, 400).title).toBe('Card details refused');
  });

  it('answers 401 without a session', async () => {
    expectErrorAnswer(await checkout(undefined, buildCheckoutBody()), 401);
  });

  it('answers 403 to a learner, who must ask a parent', async () => {
    const learner = await buildLearner(testApp);
    expectErrorAnswer(await checkout(learner, buildCheckoutBody()), 403);
    expect(await countSandbox('card')).toBeGreaterThanOrEqual(0);
  });

  it('answers 409 when the parent already has a subscription', async () => {
    const parent = await buildParent(testApp);
    await buildSubscription(testApp, parent, []);
    expectErrorAnswer(await checkout(parent, buildCheckoutBody()), 409);
  });

  it('creates one subscription and stores one card when the same checkout is submitted twice at once', async () => {
    const parent = await buildParent(testApp);
    const body = buildCheckoutBody();
    const cardsBefore = await countSandbox('card');
    const responses = await Promise.all([
      checkout(parent, body),
      checkout(parent, body),
      checkout(parent, body),
    ]);
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(await countSubscriptions(parent)).toBe(1);
    expect(await countSandbox('card')).toBe(cardsBefore + 1);
    // A retry after the first settled answers the same subscription.
    const retry = await checkout(parent, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Subscription>().id).toBe(succeeded[0]?.json<Subscription>().id);
  });

  it('charges once when a paid checkout is retried after it went through', async () => {
    const parent = await buildParent(testApp);
    const first = await buildPaidSubscription(testApp, parent);
    await deleteSubscription(first.id);
    const body = buildCheckoutBody({ number_of_children: 1 });
    const paymentsBefore = await countSandbox('payment');
    expect((await checkout(parent, body)).statusCode).toBe(200);
    expect((await checkout(parent, body)).statusCode).toBe(200);
    expect(await countSandbox('payment')).toBe(paymentsBefore + 1);
    expect(await countSubscriptions(parent)).toBe(1);
  });

  it('leaves a charge whose answer was lost pending, and the reconciler settles it with one charge', async () => {
    const parent = await buildParent(testApp);
    const first = await buildPaidSubscription(testApp, parent);
    await deleteSubscription(first.id);
    const gateway = testApp.app.services.paymentGateway;
    const realCharge = gateway.charge.bind(gateway);
    // The provider takes the money, then the connection drops before its answer arrives.
    vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      await realCharge(input);
      throw new PaymentProviderUnavailableError('socket hang up');
    });
    const paymentsBefore = await countSandbox('payment');
    const body = buildCheckoutBody({ number_of_children: 1, subscription_plan: 2 });
    const response = await checkout(parent, body);
    expect(expectErrorAnswer(response, 503).title).toBe(PAYMENT_VALIDATION_FAILED_TITLE);
    expect(await countSubscriptions(parent)).toBe(0);
    // While the order is unsettled, a second checkout with another reference waits instead of charging again.
    expectErrorAnswer(await checkout(parent, buildCheckoutBody()), 409);

    const later = new Date(Date.now() + 3 * 60_000);
    const result = await testApp.app.services.billingReconciler.reconcilePendingOrders(later);
    expect(result).toEqual({ settled: 1, stillPending: 0 });
    expect(await countSandbox('payment')).toBe(paymentsBefore + 1);
    expect(await countSubscriptions(parent)).toBe(1);
    const retry = await checkout(parent, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Subscription>().amount_cents).toBe(8991);
  });

  it('abandons a checkout whose card step never answered, so the parent can pay again at once', async () => {
    const parent = await buildParent(testApp);
    vi.spyOn(testApp.app.services.paymentGateway, 'storeCard').mockRejectedValueOnce(
      new PaymentProviderUnavailableError('timeout'),
    );
    expectErrorAnswer(await checkout(parent, buildCheckoutBody()), 400);
    expect((await checkout(parent, buildCheckoutBody())).statusCode).toBe(200);
  });
});
