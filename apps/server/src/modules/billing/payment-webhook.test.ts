import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderUnavailableError } from '../../platform/payments/payment-gateway';
import { signSquareNotification } from '../../platform/payments/square-webhook-signature';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildCheckoutBody, buildParent, buildPaidSubscription } from '../../test/factories';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app';
import { billingCalls } from './billing.test-support';

const SIGNATURE_KEY = 'test-signature-key-0123456789';
const NOTIFICATION_URL = `${TEST_PUBLIC_URL}/api/payment/webhook`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SQUARE_WEBHOOK_SIGNATURE_KEY: SIGNATURE_KEY });
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function notification(type: string, object: object, createdAt = new Date()) {
  return JSON.stringify({
    merchant_id: 'ML8M1AQ1GQG2K',
    type,
    event_id: randomUUID(),
    created_at: createdAt.toISOString(),
    data: { type: type.split('.')[0], id: randomUUID(), object },
  });
}

function deliver(
  rawBody: string,
  signature: string | null = signSquareNotification(NOTIFICATION_URL, rawBody, SIGNATURE_KEY),
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null ? { 'x-square-hmacsha256-signature': signature } : {}),
    },
    payload: rawBody,
  });
}

/** A paid checkout whose charge went through at the provider while its answer was lost: the order is pending. */
async function checkoutWithLostAnswer(parent: TestUser) {
  const first = await buildPaidSubscription(testApp, parent);
  await testApp.database.db.deleteFrom('subscription').where('id', '=', first.id).execute();
  const gateway = testApp.app.services.paymentGateway;
  const realCharge = gateway.charge.bind(gateway);
  let payment: { paymentId: string; referenceId: string } | undefined;
  vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
    const result = await realCharge(input);
    payment = { paymentId: result.paymentId, referenceId: input.referenceId };
    throw new PaymentProviderUnavailableError('timeout');
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: parent.headers,
    payload: buildCheckoutBody({ number_of_children: 1 }),
  });
  expect(response.statusCode).toBe(503);
  if (!payment) throw new Error('the charge did not run');
  return payment;
}

describe('POST /api/payment/webhook', () => {
  it('settles a pending checkout from a signed payment.updated notification, once', async () => {
    const parent = await buildParent(testApp);
    const payment = await checkoutWithLostAnswer(parent);
    const body = notification('payment.updated', {
      payment: { id: payment.paymentId, status: 'COMPLETED', reference_id: payment.referenceId },
    });
    const response = await deliver(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const subscription = await billingCalls(testApp).lookUp(parent);
    expect(subscription.status).toBe('active');
    expect(await billingCalls(testApp).invoiceAmounts(parent, subscription.id)).toEqual([8991]);

    // The same notification again (a redelivery or a replay) is acknowledged and not applied twice.
    const replay = await deliver(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await billingCalls(testApp).invoiceAmounts(parent, subscription.id)).toHaveLength(1);
  });

  it('marks a card the provider disabled as gone, so renewals do not use it', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const response = await deliver(
      notification('card.disabled', { card: { id: subscription.card?.id, enabled: false } }),
    );
    expect(response.statusCode).toBe(200);
    expect((await billingCalls(testApp).lookUp(parent)).card).toBeNull();
  });

  it('refuses a notification with a wrong, missing or replayed-under-another-key signature', async () => {
    const body = notification('payment.updated', { payment: { id: 'x', status: 'COMPLETED' } });
    expectErrorAnswer(await deliver(body, 'bm90IGEgc2lnbmF0dXJl'), 403);
    expectErrorAnswer(await deliver(body, null), 403);
    expectErrorAnswer(
      await deliver(body, signSquareNotification(NOTIFICATION_URL, body, 'another-key')),
      403,
    );
    // Signed for another endpoint: the URL is part of what is signed.
    expectErrorAnswer(
      await deliver(body, signSquareNotification('https://evil.example/hook', body, SIGNATURE_KEY)),
      403,
    );
  });

  it('refuses a tampered body whose signature was made for the original', async () => {
    const parent = await buildParent(testApp);
    const payment = await checkoutWithLostAnswer(parent);
    const original = notification('payment.updated', {
      payment: { id: payment.paymentId, status: 'FAILED', reference_id: payment.referenceId },
    });
    const signature = signSquareNotification(NOTIFICATION_URL, original, SIGNATURE_KEY);
    const tampered = original.replace('"FAILED"', '"COMPLETED"');
    expectErrorAnswer(await deliver(tampered, signature), 403);
    expect((await billingCalls(testApp).lookUp(parent)).status).toBeUndefined();
  });

  it('refuses a correctly signed notification that is too old', async () => {
    const stale = notification(
      'payment.updated',
      { payment: { id: 'x', status: 'COMPLETED' } },
      new Date(Date.now() - 3_600_000),
    );
    expect(expectErrorAnswer(await deliver(stale), 400).body).toBe('The notification is too old.');
  });

  it('answers 400 for a signed body that is not a Square event', async () => {
    expectErrorAnswer(await deliver(JSON.stringify({ hello: 'world' })), 400);
  });
});

describe('POST /api/payment/webhook without a signature key', () => {
  it('answers 503: nothing unsigned is ever accepted', async () => {
    const unconfigured = await createTestApp();
    try {
      const body = notification('payment.updated', { payment: { id: 'x', status: 'COMPLETED' } });
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expectErrorAnswer(response, 503);
    } finally {
      await unconfigured.close();
    }
  });
});
