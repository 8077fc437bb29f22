import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subscription } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServerProcess } from '../../test/app-server-process';
import { killAllAppServers, startAppServerProcess } from '../../test/app-server-process';
import { buildCheckoutBody, buildParent, buildPaidSubscription } from '../../test/factories';
import type { TestUser } from '../../test/factories';
import { startFakeSquare } from '../../test/fake-square-api';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { RECONCILE_AFTER_MS } from './billing-reconciler.service';

/**
 * kill -9 between the provider's success and our commit. A real server process (main.ts) takes a paid checkout
 * against the stand-in for Square's API and is killed with SIGKILL once Square has taken the money; then it is
 * started again on the same database, the parent retries the checkout, and the reconciler runs (here, in the test
 * process: the same service the scheduled job calls, on the same database and the same Square). The money must
 * have moved exactly once and bought exactly one subscription, with its order and invoice on record.
 */
const square = startFakeSquare();
const SQUARE_ENV = {
  PAYMENT_PROVIDER: 'square',
  SQUARE_ACCESS_TOKEN: 'EAAA-test-access-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test',
  SQUARE_LOCATION_ID: 'LOCATION_1',
};
let testApp: TestApp;
let serverEnv: Record<string, string>;
let serverDataDir: string;
let server: AppServerProcess | undefined;

beforeAll(async () => {
  const apiUrl = await square.listen();
  testApp = await createTestApp({ ...SQUARE_ENV, SQUARE_API_URL: apiUrl });
  const database = testApp.config.database;
  serverDataDir = mkdtempSync(join(tmpdir(), 'mathwise-crash-server-'));
  serverEnv = {
    ...SQUARE_ENV,
    SQUARE_API_URL: apiUrl,
    DATABASE_URL: database.engine === 'sqlite' ? `sqlite:${database.filename}` : database.url,
    DATA_DIR: serverDataDir,
    AUTH_SECRET: testApp.config.authSecret,
    SMTP_URL: testApp.mail.url,
  };
}, 120_000);

afterAll(async () => {
  killAllAppServers();
  if (server) await server.exited;
  await testApp.close();
  await square.close();
  rmSync(serverDataDir, { recursive: true, force: true });
});

async function restartServer(): Promise<AppServerProcess> {
  server = await startAppServerProcess(serverEnv);
  return server;
}

async function killServer(running: AppServerProcess): Promise<void> {
  running.kill('SIGKILL');
  const exit = await running.exited;
  expect(exit.signal, running.output()).toBe('SIGKILL');
}

function checkoutOver(running: AppServerProcess, parent: TestUser, body: object): Promise<Response> {
  return fetch(`${running.url}/api/createNewSubscription`, {
    method: 'POST',
    headers: { ...parent.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A parent whose trial is behind them (bought and ended), so the next checkout is charged today. */
async function buildParentPastTrial(): Promise<TestUser> {
  const parent = await buildParent(testApp);
  const first = await buildPaidSubscription(testApp, parent);
  await testApp.database.db.deleteFrom('subscription').where('id', '=', first.id).execute();
  return parent;
}

async function findCheckoutOrder(parent: TestUser, referenceNumber: number) {
  return testApp.database.db
    .selectFrom('billing_order')
    .selectAll()
    .where('idempotency_key', '=', `checkout:${parent.userId}:${referenceNumber}`)
    .executeTakeFirstOrThrow();
}

/** What Square and our database hold for this checkout once everything has settled. */
async function expectOneChargeAndOneSubscription(
  parent: TestUser,
  referenceNumber: number,
  amountCents: number,
) {
  const order = await findCheckoutOrder(parent, referenceNumber);
  const chargeKey = `${order.idempotency_key}:charge:${order.attempt}`;
  // Square holds one completed payment for the order, however many times it was asked.
  const payments = [...square.paymentsByKey.values()].filter(
    (payment) => payment.reference_id === `order-${order.id}`,
  );
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ status: 'COMPLETED', amount_money: { amount: amountCents } });
  const customerPayments = [...square.paymentsByKey.values()].filter(
    (payment) => payment.customer_id === order.provider_customer_id,
  );
  expect(customerPayments).toHaveLength(1);
  expect(square.paymentsByKey.get(chargeKey)).toBe(payments[0]);

  const subscriptions = await testApp.database.db
    .selectFrom('subscription')
    .selectAll()
    .where('parent_user_id', '=', parent.userId)
    .execute();
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({
    status: 'active',
    amount_cents: amountCents,
    card_id: order.provider_card_id,
  });
  expect(order).toMatchObject({
    status: 'succeeded',
    provider_payment_id: payments[0]?.id,
    subscription_id: subscriptions[0]?.id,
    amount_cents: amountCents,
  });
  const invoices = await testApp.database.db
    .selectFrom('billing_invoice')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({ amount_cents: amountCents, provider_payment_id: payments[0]?.id });
  // The trial checkout of buildParentPastTrial charged nothing: this is the parent's only charge.
  const charged = await testApp.database.db
    .selectFrom('billing_order')
    .select('id')
    .where('parent_user_id', '=', parent.userId)
    .where('provider_payment_id', 'is not', null)
    .execute();
  expect(charged).toHaveLength(1);
  return subscriptions[0];
}

const paymentCallsWith = (key: string) =>
  square.requests.filter((request) => request.path === '/v2/payments' && request.body.idempotency_key === key)
    .length;

const reconcileLater = () =>
  testApp.app.services.billingReconciler.reconcilePendingOrders(
    new Date(Date.now() + RECONCILE_AFTER_MS + 60_000),
  );

describe('a server killed with SIGKILL between Square’s charge and our commit', () => {
  it('charges once and creates one subscription after a restart, a retry and the reconciler', async () => {
    const parent = await buildParentPastTrial();
    const body = buildCheckoutBody({ number_of_children: 2, subscription_plan: 1 });
    const running = await restartServer();

    const held = square.holdNextPaymentAnswer();
    const request = checkoutOver(running, parent, body).then(
      (response) => `answered ${response.status}`,
      () => 'connection lost',
    );
    const payment = await held;
    // Square has taken the money; our server is waiting for its answer, nothing of it in our database yet.
    await killServer(running);
    expect(await request).toBe('connection lost');

    const order = await findCheckoutOrder(parent, Number(body.reference_number));
    expect(order).toMatchObject({ status: 'pending', provider_payment_id: null });
    expect(order.provider_card_id).not.toBeNull();
    expect(payment).toMatchObject({ status: 'COMPLETED', reference_id: `order-${order.id}` });
    const chargeKey = `${order.idempotency_key}:charge:${order.attempt}`;
    expect(paymentCallsWith(chargeKey)).toBe(1);

    const restarted = await restartServer();
    // The parent retries: the order is unsettled, so the server asks them to wait rather than charge again, and a
    // checkout with a new reference number (a reloaded page) waits too.
    const retry = await checkoutOver(restarted, parent, body);
    expect(retry.status).toBe(409);
    const reloaded = await checkoutOver(restarted, parent, buildCheckoutBody({ number_of_children: 2 }));
    expect(reloaded.status).toBe(409);
    expect(paymentCallsWith(chargeKey)).toBe(1);

    // The reconciler repeats the charge with the same idempotency key; Square answers with the first payment.
    expect(await reconcileLater()).toEqual({ settled: 1, stillPending: 0 });
    expect(paymentCallsWith(chargeKey)).toBe(2);
    const subscription = await expectOneChargeAndOneSubscription(parent, Number(body.reference_number), 1998);

    // Now the retry answers the subscription the payment bought, and a second reconciler run finds nothing to do.
    const settledRetry = await checkoutOver(restarted, parent, body);
    expect(settledRetry.status).toBe(200);
    expect(((await settledRetry.json()) as Subscription).id).toBe(subscription?.id);
    expect(await reconcileLater()).toEqual({ settled: 0, stillPending: 0 });
    expect(paymentCallsWith(chargeKey)).toBe(2);
    await expectOneChargeAndOneSubscription(parent, Number(body.reference_number), 1998);
  }, 600_000);

  it('charges once when the kill lands as Square’s answer arrives, wherever in the commit that is', async () => {
    const parent = await buildParentPastTrial();
    const body = buildCheckoutBody({ number_of_children: 1, subscription_plan: 2 });
    const running = server && (await isServing(server)) ? server : await restartServer();

    const answered = square.nextPaymentAnswered();
    const request = checkoutOver(running, parent, body).then(
      (response) => `answered ${response.status}`,
      () => 'connection lost',
    );
    await answered;
    await killServer(running);
    await request;

    const landed = await findCheckoutOrder(parent, Number(body.reference_number));
    // Either the kill beat the commit (the order is still pending, with or without Square's payment id) or the
    // commit beat the kill; both must end in one charge and one subscription.
    const where =
      landed.status === 'succeeded'
        ? 'after the commit'
        : landed.provider_payment_id
          ? 'after recording the payment id, before the commit'
          : 'before recording the payment id';
    console.info(`payments crash test (${testApp.config.database.engine}): the kill landed ${where}`);
    expect(['pending', 'succeeded']).toContain(landed.status);

    const restarted = await restartServer();
    const retry = await checkoutOver(restarted, parent, body);
    expect(retry.status).toBe(landed.status === 'succeeded' ? 200 : 409);
    expect(await reconcileLater()).toEqual({
      settled: landed.status === 'pending' ? 1 : 0,
      stillPending: 0,
    });
    const subscription = await expectOneChargeAndOneSubscription(parent, Number(body.reference_number), 8991);
    const settledRetry = await checkoutOver(restarted, parent, body);
    expect(settledRetry.status).toBe(200);
    expect(((await settledRetry.json()) as Subscription).id).toBe(subscription?.id);

    restarted.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    server = undefined;
  }, 600_000);
});

async function isServing(running: AppServerProcess): Promise<boolean> {
  try {
    return (await fetch(`${running.url}/api/auth-providers`)).ok;
  } catch {
    return false;
  }
}
