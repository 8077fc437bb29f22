import {
  CARD_REMOVED_BODY,
  CARD_REMOVED_TITLE,
  CARD_UPDATE_FAILED_TITLE,
  CARD_UPDATED_BODY,
  CARD_UPDATED_TITLE,
  NO_INVOICES_BODY,
  NO_INVOICES_TITLE,
  TRY_AGAIN_LATER,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCES } from '../../platform/payments/sandbox-gateway';
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
import { billingCalls, connectLearner } from './billing.test-support';

let testApp: TestApp;
let calls: ReturnType<typeof billingCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  calls = billingCalls(testApp);
  await buildPromoCode(testApp, { code: 'HALF', percentOff: 50 });
  await buildPromoCode(testApp, { code: 'GONE', percentOff: 10, expiresAt: '2021-01-01T00:00:00.000Z' });
});
afterAll(async () => {
  await testApp.close();
});

const cardBody = { nonce: SANDBOX_NONCES.ok, full_name: 'Pat Parent', postalCode: 'M5V 3L9' };

describe('POST /api/payment/user/invoices', () => {
  it('lists the invoices in the provider shape, amounts in cents, with the card that paid', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const response = await calls.invoices(parent, subscription.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      invoiceNumber: expect.stringMatching(/^MW-\d{6}$/) as unknown,
      publicUrl: expect.stringContaining('/account/billing-history?invoice=MW-') as unknown,
      paymentRequests: [{ totalCompletedAmountMoney: { amount: 0, currency: 'CAD' } }],
      customer: {
        id: subscription.customer_id,
        cards: [{ id: subscription.card?.id, last4: '1111', cardBrand: 'VISA' }],
      },
    });
    expect(response.body).not.toContain(parent.email);
  });

  it('answers the empty-state title and body when there are no invoices', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildSubscription(testApp, parent, []);
    const response = await calls.invoices(parent, subscription.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: NO_INVOICES_TITLE, body: NO_INVOICES_BODY });
  });

  it('answers 400 for a body without a subscription id', async () => {
    const parent = await buildParent(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/user/invoices',
      headers: parent.headers,
      payload: { subscription: 'abc' },
    });
    expectErrorAnswer(response, 400);
  });

  it('answers 401 without a session', async () => {
    expectErrorAnswer(await calls.invoices(undefined, 1), 401);
  });

  it("answers 403 for another parent's subscription and for a learner", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await connectLearner(testApp, subscription.id, learner);
    const stranger = await buildParent(testApp);
    expectErrorAnswer(await calls.invoices(stranger, subscription.id), 403);
    expectErrorAnswer(await calls.invoices(learner, subscription.id), 403);
  });
});

describe('PUT /api/card/remove/:card_id', () => {
  it('removes the card: the lookup shows none and removing again is harmless', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const cardId = subscription.card?.id ?? '';
    const response = await calls.removeCard(parent, cardId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: CARD_REMOVED_TITLE, body: CARD_REMOVED_BODY });
    expect((await calls.lookUp(parent)).card).toBeNull();
    expect((await calls.removeCard(parent, cardId)).statusCode).toBe(200);
  });

  it('accepts the call with no body at all', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/card/remove/${encodeURIComponent(subscription.card?.id ?? '')}`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expectErrorAnswer(await calls.removeCard(undefined, 'ccof:whatever'), 401);
  });

  it("answers 403 for another parent's card, a learner, and a card that does not exist", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await connectLearner(testApp, subscription.id, learner);
    const stranger = await buildParent(testApp);
    const cardId = subscription.card?.id ?? '';
    expectErrorAnswer(await calls.removeCard(stranger, cardId), 403);
    expectErrorAnswer(await calls.removeCard(learner, cardId), 403);
    expectErrorAnswer(await calls.removeCard(parent, 'ccof:not-a-card'), 403);
    expect((await calls.lookUp(parent)).card?.id).toBe(cardId);
  });
});

describe('PUT /api/card/edit/:card_id/:customer_id/:subscription_id', () => {
  it('replaces the renewal card with the new card token', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const path = `${subscription.card?.id}/${subscription.customer_id}/${subscription.id}`;
    const response = await calls.editCard(parent, path, cardBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: CARD_UPDATED_TITLE, body: CARD_UPDATED_BODY });
    const after = await calls.lookUp(parent);
    expect(after.card?.id).toBeDefined();
    expect(after.card?.id).not.toBe(subscription.card?.id);
  });

  it("adds a card with 'new' when the subscription has none", async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await calls.removeCard(parent, subscription.card?.id ?? '');
    const response = await calls.editCard(
      parent,
      `new/${subscription.customer_id}/${subscription.id}`,
      cardBody,
    );
    expect(response.statusCode).toBe(200);
    expect((await calls.lookUp(parent)).card?.last4).toBe('1111');
  });

  it("answers the spec's card failure when the new card is declined, keeping the old one", async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const path = `${subscription.card?.id}/${subscription.customer_id}/${subscription.id}`;
    const response = await calls.editCard(parent, path, { ...cardBody, nonce: SANDBOX_NONCES.rejectedCvv });
    expect(expectErrorAnswer(response, 400)).toEqual({
      title: CARD_UPDATE_FAILED_TITLE,
      body: TRY_AGAIN_LATER,
    });
    expect((await calls.lookUp(parent)).card?.id).toBe(subscription.card?.id);
  });

  it('answers 400 without the cardholder name', async () => {
    const parent = await buildParent(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    const path = `${subscription.card?.id}/${subscription.customer_id}/${subscription.id}`;
    expect(
      expectErrorAnswer(await calls.editCard(parent, path, { nonce: SANDBOX_NONCES.ok }), 400).body,
    ).toBe('Name is required');
  });

  it('answers 401 without a session', async () => {
    expectErrorAnswer(await calls.editCard(undefined, 'a/b/1', cardBody), 401);
  });

  it("answers 403 for another parent's card, customer or subscription, and for a learner", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const subscription = await buildPaidSubscription(testApp, parent);
    await connectLearner(testApp, subscription.id, learner);
    const stranger = await buildParent(testApp);
    const theirs = await buildPaidSubscription(testApp, stranger);
    const mine = { card: subscription.card?.id, customer: subscription.customer_id, id: subscription.id };
    const other = { card: theirs.card?.id, customer: theirs.customer_id, id: theirs.id };
    for (const path of [
      `${other.card}/${other.customer}/${other.id}`,
      `${other.card}/${mine.customer}/${mine.id}`,
      `${mine.card}/${other.customer}/${mine.id}`,
      `${mine.card}/${mine.customer}/${other.id}`,
    ]) {
      expectErrorAnswer(await calls.editCard(parent, path, cardBody), 403);
    }
    expectErrorAnswer(
      await calls.editCard(learner, `${mine.card}/${mine.customer}/${mine.id}`, cardBody),
      403,
    );
    expect((await calls.lookUp(stranger)).card?.id).toBe(theirs.card?.id);
  });
});

describe('POST /api/validatePromoCode', () => {
  const check = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/validatePromoCode', payload });

  it('answers the percent off of an active code without a session, ignoring case and spaces', async () => {
    const response = await check({ code_number: ' half ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ percent_off: 50 });
  });

  it.each(['GONE', 'UNKNOWN'])('refuses %s with the spec failure text', async (code) => {
    expect(expectErrorAnswer(await check({ code_number: code }), 400)).toEqual({
      title: 'Failure',
      body: 'Promo code is not valid, please enter a new code.',
    });
  });

  it('answers 400 for an empty code', async () => {
    expect(expectErrorAnswer(await check({ code_number: '' }), 400).body).toBe('Invalid Promo Code');
  });

  it('knows the documented development codes once they are seeded', async () => {
    await testApp.app.services.billingPromoCodes.seedDevelopmentPromoCodes();
    expect((await check({ code_number: 'WELCOME10' })).json()).toEqual({ percent_off: 10 });
    expect((await check({ code_number: 'MATHWISE25' })).json()).toEqual({ percent_off: 25 });
    expectErrorAnswer(await check({ code_number: 'SPRING2020' }), 400);
  });

  // Last in the file: it spends this client's allowance.
  it('answers 429 to a client guessing codes by script', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await check({ code_number: `GUESS${attempt}` })).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 429)).toHaveLength(answers.length - answers.indexOf(429));
  });
});
