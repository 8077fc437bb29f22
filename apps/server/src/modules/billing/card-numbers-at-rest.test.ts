import type { Subscription } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCES } from '../../platform/payments/sandbox-gateway';
import { signSquareNotification } from '../../platform/payments/square-webhook-signature';
import { passesLuhn } from '../../platform/payments/card-number';
import { findCardNumbers } from '../../test/card-number-scan';
import { cellText, dumpDatabase } from '../../test/database-scan';
import { buildCheckoutBody, buildParent, buildPromoCode } from '../../test/factories';
import type { TestUser } from '../../test/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { billingCalls } from './billing.test-support';

/**
 * PCI scope: a card number must never be stored or logged by Mathwise, only the provider's tokens and the last four
 * digits. This suite runs the billing flows (checkouts with Square's sandbox tokens, declines, memberships, card
 * changes, renewals, invoices, webhooks) and the ways a careless client could send a card number (in a body, a path,
 * a query string, a header), with every log line the server writes captured at the most verbose level; then it
 * scans every table of the database and every log line for a card-number-like string.
 */

/** Square's sandbox test cards (developer.squareup.com/docs/devtools/sandbox/payments), as people type them. */
const SANDBOX_CARD_NUMBERS = [
  '4111 1111 1111 1111',
  '4111111111111111',
  '5105-1051-0510-5100',
  '3400 000000 00009',
  '6011 0000 0000 0004',
  '3530 1113 3330 0000',
  '4000 0000 0000 0002',
];
const SIGNATURE_KEY = 'card-scan-signature-key-0123456789';

const logLines: string[] = [];
let testApp: TestApp;

const post = (
  url: string,
  user: TestUser | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...(user?.headers ?? {}), ...headers },
    payload: payload as object,
  });

/** A log line without its `time` (epoch milliseconds: 13 digits that pass Luhn one time in ten). */
function withoutTime(line: string): string {
  try {
    const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return line;
  }
}

async function scanDatabase(): Promise<string[]> {
  const found: string[] = [];
  for (const [table, rows] of Object.entries(await dumpDatabase(testApp.database))) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        // better-auth's rate-limit clock: epoch milliseconds, not text anyone typed.
        if (table === 'rateLimit' && column === 'lastRequest') continue;
        for (const card of findCardNumbers(cellText(value))) found.push(`${table}.${column}: ${card}`);
      }
    }
  }
  return found;
}

beforeAll(async () => {
  // Every log line is kept, at the trace level, to be scanned for card numbers.
  testApp = await createTestApp(
    { LOG_LEVEL: 'trace', SQUARE_WEBHOOK_SIGNATURE_KEY: SIGNATURE_KEY },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  await buildPromoCode(testApp, { code: 'SCAN10', percentOff: 10 });
  const calls = billingCalls(testApp);

  // A trial checkout, then a paid one (a parent whose trial is used), with the ok token.
  const trialParent = await buildParent(testApp);
  const trial = await post('/api/createNewSubscription', trialParent, buildCheckoutBody());
  expect(trial.statusCode, trial.body).toBe(200);
  const paidParent = await buildParent(testApp);
  const first = await post(
    '/api/createNewSubscription',
    paidParent,
    buildCheckoutBody({ number_of_children: 1 }),
  );
  expect(first.statusCode, first.body).toBe(200);
  await testApp.database.db
    .deleteFrom('subscription')
    .where('parent_user_id', '=', paidParent.userId)
    .execute();
  const paid = await post(
    '/api/createNewSubscription',
    paidParent,
    buildCheckoutBody({ number_of_children: 1, subscription_plan: 1, promo_code: 'SCAN10', usePromo: true }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const subscription = paid.json<Subscription>();

  // Every sandbox decline.
  for (const nonce of Object.values(SANDBOX_NONCES).filter((value) => value !== SANDBOX_NONCES.ok)) {
    const declined = await post(
      '/api/createNewSubscription',
      await buildParent(testApp),
      buildCheckoutBody({ nonce }),
    );
    expect(declined.statusCode, declined.body).toBeGreaterThanOrEqual(400);
  }

  // Memberships, a new card, invoices, a renewal.
  expect(
    (
      await calls.addMemberships(paidParent, subscription.id, paidParent.userId, {
        number_of_new_children: 1,
        current_children_number: 1,
      })
    ).statusCode,
  ).toBe(200);
  const cardPath = `${subscription.card?.id}/${subscription.customer_id}/${subscription.id}`;
  const newCard = { nonce: SANDBOX_NONCES.ok, full_name: 'Pat Parent', postalCode: 'M5V 3L9' };
  expect((await calls.editCard(paidParent, cardPath, newCard)).statusCode).toBe(200);
  expect((await calls.invoices(paidParent, subscription.id)).statusCode).toBe(200);
  await testApp.app.services.billingRenewals.chargeDueSubscriptions(new Date(Date.now() + 400 * 86_400_000));

  // A careless client sends the card itself: in each body field, an extra field, a path, a query and a header.
  const careless = await buildParent(testApp);
  for (const card of SANDBOX_CARD_NUMBERS) {
    for (const body of [
      buildCheckoutBody({ nonce: card }),
      buildCheckoutBody({ full_name: card }),
      buildCheckoutBody({ postalCode: card }),
      { ...buildCheckoutBody(), card_number: card },
    ]) {
      const refused = await post('/api/createNewSubscription', careless, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).not.toContain(card);
    }
    // Digits as an e-mail's local part are an address, not a card: the guard and the scan both let it be.
    await post('/api/createNewSubscription', careless, buildCheckoutBody({ email: `${card}@example.com` }));
    await post('/api/validatePromoCode', careless, { promo_code: card });
    await calls.editCard(paidParent, cardPath, { ...newCard, nonce: card });
    await calls.removeCard(paidParent, card.replace(/ /g, ''));
    await testApp.app.inject({
      method: 'GET',
      url: `/api/payment/config?card=${encodeURIComponent(card)}`,
      headers: { ...careless.headers, 'x-card-number': card },
    });
    // A webhook with a card number in its body: unsigned, then signed.
    const rawBody = JSON.stringify({ type: 'payment.updated', event_id: card, data: { object: { card } } });
    await post('/api/payment/webhook', undefined, rawBody, { 'content-type': 'application/json' });
    await post('/api/payment/webhook', undefined, rawBody, {
      'content-type': 'application/json',
      'x-square-hmacsha256-signature': signSquareNotification(
        `${TEST_PUBLIC_URL}/api/payment/webhook`,
        rawBody,
        SIGNATURE_KEY,
      ),
    });
  }
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('the card-number detector', () => {
  it('finds the sandbox cards however they are written, and nothing in ids, dates or failing checksums', () => {
    for (const card of SANDBOX_CARD_NUMBERS) expect(findCardNumbers(`paid with ${card}.`)).toEqual([card]);
    expect(findCardNumbers('/api/card/remove/4111111111111111?x=1')).toEqual(['4111111111111111']);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(findCardNumbers('4111 1111 1111 1112')).toEqual([]);
    expect(findCardNumbers('ccof:sandbox-12345678-1234-4234-8234-123456789012')).toEqual([]);
    expect(findCardNumbers('name-4111111111111111@example.com 2026-11-22T10:00:00.000Z')).toEqual([]);
  });
});

describe('after the billing flows', () => {
  it('no table holds a card-number-like string', async () => {
    expect(await scanDatabase()).toEqual([]);
    // The scan reads what the flows wrote: orders, cards on file, the sandbox provider's records.
    const dump = await dumpDatabase(testApp.database);
    expect(dump.billing_order?.length).toBeGreaterThan(3);
    expect(dump.payment_card?.length).toBeGreaterThan(1);
    expect(dump.payment_sandbox_record?.length).toBeGreaterThan(5);
  });

  it('no log line holds a card-number-like string', () => {
    // The capture works: every request was logged, with its path.
    expect(logLines.length).toBeGreaterThan(100);
    expect(logLines.some((line) => line.includes('/api/card/remove/'))).toBe(true);
    const found = logLines.filter((line) => findCardNumbers(withoutTime(line)).length > 0);
    expect(found).toEqual([]);
  });

  it('the scan sees a card number when one is stored', async () => {
    await testApp.database.db
      .updateTable('payment_card')
      .set({ cardholder_name: 'Pat 4111 1111 1111 1111' })
      .where(
        'id',
        '=',
        (await testApp.database.db.selectFrom('payment_card').select('id').executeTakeFirstOrThrow()).id,
      )
      .execute();
    expect(await scanDatabase()).toEqual(['payment_card.cardholder_name: 4111 1111 1111 1111']);
  });
});
