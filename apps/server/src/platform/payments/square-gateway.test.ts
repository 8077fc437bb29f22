import type { Subscription } from '@mathwise/api-contract';
import { PAYMENT_VALIDATION_FAILED_TITLE } from '@mathwise/api-contract';
import { TRIAL_CARD_USED_TITLE } from '../../modules/billing/billing-checkout.service';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildCheckoutBody, buildParent, buildTestCardNonce } from '../../test/factories';
import type { TestUser } from '../../test/factories';
import { startFakeSquare } from '../../test/fake-square-api';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const square = startFakeSquare();
let testApp: TestApp;
beforeAll(async () => {
  const apiUrl = await square.listen();
  testApp = await createTestApp({
    PAYMENT_PROVIDER: 'square',
    SQUARE_ACCESS_TOKEN: 'EAAA-test-access-token',
    SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test',
    SQUARE_LOCATION_ID: 'LOCATION_1',
    SQUARE_API_URL: apiUrl,
  });
});
afterAll(async () => {
  await testApp.close();
  await square.close();
});
beforeEach(() => {
  square.state.nextPaymentFailure = null;
});

function checkout(parent: TestUser, overrides = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: parent.headers,
    payload: buildCheckoutBody(overrides),
  });
}

/** A parent who already had their trial, so the next checkout is charged today. */
async function buildParentPastTrial(): Promise<TestUser> {
  const parent = await buildParent(testApp);
  const first = await checkout(parent);
  expect(first.statusCode).toBe(200);
  await testApp.database.db.deleteFrom('subscription').where('parent_user_id', '=', parent.userId).execute();
  return parent;
}

const paymentRequests = () => square.requests.filter((request) => request.path === '/v2/payments');

describe('the Square gateway against a server answering Square’s documented shapes', () => {
  it('creates the customer and stores the card for a trial checkout, charging nothing', async () => {
    const parent = await buildParent(testApp);
    const paymentsBefore = paymentRequests().length;
    const response = await checkout(parent, { nonce: 'cnon:card-nonce-ok', full_name: 'Pat Parent' });
    expect(response.statusCode).toBe(200);
    const subscription = response.json<Subscription>();
    expect(subscription.card).toMatchObject({
      last4: '5100',
      cardBrand: 'MASTERCARD',
      expMonth: 11,
      expYear: 2031,
    });
    expect(subscription.customer_id).toMatch(/^CUSTOMER_/);
    expect(paymentRequests()).toHaveLength(paymentsBefore);

    const customerCall = square.requests.find(
      (request) => request.path === '/v2/customers' && request.body.reference_id === parent.userId,
    );
    expect(customerCall?.headers.authorization).toBe('Bearer EAAA-test-access-token');
    expect(customerCall?.body.idempotency_key).toBe(`customer:square:${parent.userId}`);
    const cardCall = square.requests.filter((request) => request.path === '/v2/cards').at(-1);
    expect(cardCall?.body).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      card: { customer_id: subscription.customer_id, cardholder_name: 'Pat Parent' },
    });
    // The whole test card numbers: a bare 4111 also occurs by chance in the fake server's random port or ids.
    expect(JSON.stringify(square.requests)).not.toMatch(
      /4111[ -]?1111[ -]?1111[ -]?1111|5105[ -]?1051[ -]?0510[ -]?5100/,
    );
  });

  it('gives one trial per Square card fingerprint: the same card on another account is refused and disabled', async () => {
    const nonce = buildTestCardNonce();
    const first = await checkout(await buildParent(testApp), { nonce });
    expect(first.statusCode, first.body).toBe(200);
    const claims = await testApp.database.db.selectFrom('trial_card').selectAll().execute();
    expect(claims.map((claim) => [claim.provider, claim.fingerprint.slice(0, 5)])).toContainEqual([
      'square',
      'sq-1-',
    ]);

    const paymentsBefore = paymentRequests().length;
    const refused = await checkout(await buildParent(testApp), { nonce });
    expect(expectErrorAnswer(refused, 409).title).toBe(TRIAL_CARD_USED_TITLE);
    expect(paymentRequests()).toHaveLength(paymentsBefore);
    const storedCard = square.requests.filter((request) => request.path === '/v2/cards').at(-1);
    expect(storedCard?.body.source_id).toBe(nonce);
    expect(square.requests.at(-1)?.path).toMatch(/^\/v2\/cards\/.+\/disable$/);
  });

  it('charges a paid checkout in cents with an idempotency key and keeps Square’s receipt as the invoice URL', async () => {
    const parent = await buildParentPastTrial();
    const response = await checkout(parent, { number_of_children: 1, subscription_plan: 1 });
    expect(response.statusCode).toBe(200);
    const charge = paymentRequests().at(-1);
    expect(charge?.body).toMatchObject({
      amount_money: { amount: 999, currency: 'CAD' },
      location_id: 'LOCATION_1',
      autocomplete: true,
    });
    expect(String(charge?.body.idempotency_key)).toMatch(/^checkout:.+:charge:1$/);
    const subscription = response.json<Subscription>();
    const invoices = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/user/invoices',
      headers: parent.headers,
      payload: { subscription: subscription.id },
    });
    expect(invoices.json<{ data: Array<{ publicUrl: string }> }>().data[0]?.publicUrl).toMatch(
      /^https:\/\/squareupsandbox\.com\/receipt\/preview\/PAYMENT_/,
    );
  });

  it('answers Payment Validation Failed when Square declines the card or the payment', async () => {
    const parent = await buildParentPastTrial();
    expect(expectErrorAnswer(await checkout(parent, { nonce: 'cnon:card-nonce-declined' }), 400).title).toBe(
      PAYMENT_VALIDATION_FAILED_TITLE,
    );
    square.state.nextPaymentFailure = 'decline';
    expect(expectErrorAnswer(await checkout(parent), 400).title).toBe(PAYMENT_VALIDATION_FAILED_TITLE);
    // The card stored for the declined payment is disabled at Square.
    expect(square.requests.at(-1)?.path).toMatch(/^\/v2\/cards\/.+\/disable$/);
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/getOneSubscription/${parent.userId}/parent`,
          headers: parent.headers,
        })
      ).json(),
    ).toEqual({ message: 'No subscription found' });
  });

  it('keeps the order pending on a Square server error, then the reconciler charges it once', async () => {
    const parent = await buildParentPastTrial();
    square.state.nextPaymentFailure = 'server-error';
    const body = buildCheckoutBody({ number_of_children: 2, subscription_plan: 1 });
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/createNewSubscription',
      headers: parent.headers,
      payload: body,
    });
    expectErrorAnswer(failed, 503);
    const key = String(paymentRequests().at(-1)?.body.idempotency_key);

    await testApp.app.services.billingReconciler.reconcilePendingOrders(new Date(Date.now() + 3 * 60_000));
    const retries = paymentRequests().filter((request) => request.body.idempotency_key === key);
    expect(retries).toHaveLength(2);
    expect(square.paymentsByKey.get(key)).toMatchObject({
      status: 'COMPLETED',
      amount_money: { amount: 1998 },
    });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/createNewSubscription',
      headers: parent.headers,
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Subscription>().amount_cents).toBe(1998);
  });

  it('disables the card at Square when the parent removes it', async () => {
    const parent = await buildParent(testApp);
    const subscription = (await checkout(parent)).json<Subscription>();
    const cardId = subscription.card?.id ?? '';
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/card/remove/${encodeURIComponent(cardId)}`,
      headers: parent.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(square.requests.at(-1)?.path).toBe(`/v2/cards/${encodeURIComponent(cardId)}/disable`);
  });
});
