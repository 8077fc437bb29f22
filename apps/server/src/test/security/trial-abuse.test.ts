import { randomBytes } from 'node:crypto';
import { CARD_REMOVED_TITLE } from '@mathwise/api-contract';
import type { Subscription } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls, countSandboxRecords } from '../../modules/billing/billing.test-support';
import {
  TRIAL_CARD_USED_BODY,
  TRIAL_CARD_USED_TITLE,
  VERIFY_BEFORE_CHECKOUT,
} from '../../modules/billing/billing-checkout.service';
import { buildCheckoutBody, buildParent, buildTestCardNonce, signUpUnverified } from '../factories';
import type { TestUser } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function checkout(headers: Record<string, string>, nonce?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: { ...headers, origin: TEST_PUBLIC_URL },
    payload: buildCheckoutBody(nonce ? { nonce } : {}),
  });
}

/** What a refused trial checkout may leave behind for the parent: nothing that charges or renews. */
async function billingStateOf(parent: TestUser) {
  const db = testApp.database.db;
  const [subscriptions, activeCards, invoices, customer] = await Promise.all([
    db.selectFrom('subscription').select('id').where('parent_user_id', '=', parent.userId).execute(),
    db
      .selectFrom('payment_card')
      .select('id')
      .where('parent_user_id', '=', parent.userId)
      .where('is_active', '=', testApp.database.engine === 'postgres' ? true : 1)
      .execute(),
    db.selectFrom('billing_invoice').select('id').where('parent_user_id', '=', parent.userId).execute(),
    db
      .selectFrom('billing_customer')
      .select('trial_used_at')
      .where('parent_user_id', '=', parent.userId)
      .executeTakeFirst(),
  ]);
  return {
    subscriptions: subscriptions.length,
    activeCards: activeCards.length,
    invoices: invoices.length,
    trialUsed: customer?.trial_used_at != null,
  };
}

async function expectTrialRefused(parent: TestUser, nonce: string) {
  const paymentsBefore = await countSandboxRecords(testApp, 'payment');
  const refused = await checkout(parent.headers, nonce);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<{ title: string; body: string }>()).toEqual({
    title: TRIAL_CARD_USED_TITLE,
    body: TRIAL_CARD_USED_BODY,
  });
  // Nothing charged, nothing subscribed, no card kept for a renewal, the account's own trial still unused.
  expect(await countSandboxRecords(testApp, 'payment')).toBe(paymentsBefore);
  expect(await billingStateOf(parent)).toEqual({
    subscriptions: 0,
    activeCards: 0,
    invoices: 0,
    trialUsed: false,
  });
}

describe('repeatable free trials (issue 22, finding 8)', () => {
  it('refuses a checkout, trial included, to a parent whose e-mail is not verified, and stores nothing', async () => {
    const unverified = await signUpUnverified(testApp, {
      name: 'Throwaway Parent',
      email: `throwaway-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Strong!Pass1',
      userType: 'parent',
    });
    const refused = await checkout(unverified.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ body: string }>().body).toBe(VERIFY_BEFORE_CHECKOUT);
    const subscriptions = await testApp.database.db
      .selectFrom('subscription')
      .select('id')
      .where('parent_user_id', '=', unverified.userId)
      .execute();
    expect(subscriptions).toEqual([]);

    const verified = await buildParent(testApp);
    const accepted = await checkout(verified.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('one free trial a card (issue 22, finding 8; decision 022)', () => {
  it('refuses a second trial to the same card on another account, charging nothing; another card still gets one', async () => {
    const card = buildTestCardNonce();
    const first = await buildParent(testApp);
    const trial = await checkout(first.headers, card);
    expect(trial.statusCode, trial.body).toBe(200);
    expect(trial.json<Subscription>().trial_ends_at).not.toBeNull();

    const second = await buildParent(testApp);
    await expectTrialRefused(second, card);

    // The second family is new to Mathwise, so its own card starts its trial.
    const ownCard = await checkout(second.headers, buildTestCardNonce());
    expect(ownCard.statusCode, ownCard.body).toBe(200);
    expect(ownCard.json<Subscription>().trial_ends_at).not.toBeNull();
  });

  it('keeps the card used when it is removed during the trial: the trial runs on, ends paused without a charge, and the card starts no other trial', async () => {
    const calls = billingCalls(testApp);
    const card = buildTestCardNonce();
    const parent = await buildParent(testApp);
    const bought = await checkout(parent.headers, card);
    expect(bought.statusCode, bought.body).toBe(200);
    const subscription = bought.json<Subscription>();
    const cardId = subscription.card?.id ?? '';

    const removed = await calls.removeCard(parent, cardId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ title: string }>().title).toBe(CARD_REMOVED_TITLE);
    const after = await calls.lookUp(parent);
    expect(after).toMatchObject({ status: 'active', trial_ends_at: subscription.trial_ends_at, card: null });

    // Removing the card does not give it a second trial elsewhere.
    await expectTrialRefused(await buildParent(testApp), card);

    // At the trial's end there is no card to charge: the subscription pauses and nothing is paid.
    const trialEnd = new Date(subscription.trial_ends_at ?? '');
    await testApp.app.services.billingRenewals.chargeDueSubscriptions(new Date(trialEnd.getTime() + 60_000));
    expect((await calls.lookUp(parent)).status).toBe('paused');
    expect(await calls.invoiceAmounts(parent, subscription.id)).toEqual([0]);
    const renewal = await testApp.database.db
      .selectFrom('billing_order')
      .select(['status', 'failure_code'])
      .where('subscription_id', '=', subscription.id)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toEqual({ status: 'failed', failure_code: 'NO_CARD_ON_FILE' });
  });

  it('keeps the card used after the account that took its trial is deleted', async () => {
    const card = buildTestCardNonce();
    const parent = await buildParent(testApp);
    const bought = await checkout(parent.headers, card);
    expect(bought.statusCode, bought.body).toBe(200);
    await testApp.app.services.accounts.deleteAccount(parent.userId);
    expect(
      await testApp.database.db.selectFrom('user').select('id').where('id', '=', parent.userId).execute(),
    ).toEqual([]);

    await expectTrialRefused(await buildParent(testApp), card);
  });
});
