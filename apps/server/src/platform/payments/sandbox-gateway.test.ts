import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { openDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { PaymentDeclinedError } from './payment-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway, SANDBOX_NONCES } from './sandbox-gateway';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository';
import { isValidSquareSignature, signSquareNotification } from './square-webhook-signature';

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let gateway: PaymentGateway;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.settings);
  await migrateToLatest(database.db as never, database.engine);
  gateway = createSandboxGateway(createSandboxGatewayRepository(database.db));
});
afterAll(async () => {
  await database.destroy();
  await testDatabase.drop();
});

async function customerWithCard(key: string, sourceToken: string = SANDBOX_NONCES.ok) {
  const { customerId } = await gateway.createCustomer({
    idempotencyKey: `customer:${key}`,
    referenceId: key,
    email: `${key}@example.com`,
    name: 'Pat',
  });
  const card = await gateway.storeCard({
    idempotencyKey: `card:${key}`,
    customerId,
    sourceToken,
    cardholderName: 'Pat Parent',
  });
  return { customerId, card };
}

describe('the sandbox payment gateway', () => {
  it('answers a repeated request with its first result, as Square does with idempotency keys', async () => {
    const first = await customerWithCard('repeat');
    const again = await customerWithCard('repeat');
    expect(again).toEqual(first);
    const charge = {
      idempotencyKey: 'charge:repeat',
      customerId: first.customerId,
      cardId: first.card.cardId,
      amountCents: 999,
      currency: 'CAD',
      referenceId: 'order-1',
      note: 'test',
    };
    const paid = await gateway.charge(charge);
    expect(await gateway.charge(charge)).toEqual(paid);
    await expect(gateway.charge({ ...charge, amountCents: 1000 })).rejects.toThrow('IDEMPOTENCY_KEY_REUSED');
  });

  it('gives a card the same fingerprint on every customer, and another test card another one', async () => {
    const first = await customerWithCard('fingerprint-a');
    const second = await customerWithCard('fingerprint-b');
    expect(first.card.fingerprint).toMatch(/^sandbox-fp-[0-9a-f]{32}$/);
    expect(second.card.fingerprint).toBe(first.card.fingerprint);
    expect(second.card.cardId).not.toBe(first.card.cardId);
    const other = await customerWithCard('fingerprint-c', `${SANDBOX_NONCES.ok}:mastercard`);
    expect(other.card).toMatchObject({ brand: 'VISA', last4: '1111' });
    expect(other.card.fingerprint).not.toBe(first.card.fingerprint);
  });

  it.each([
    [SANDBOX_NONCES.declined, 'GENERIC_DECLINE'],
    [SANDBOX_NONCES.rejectedCvv, 'CVV_FAILURE'],
    [SANDBOX_NONCES.rejectedPostalCode, 'ADDRESS_VERIFICATION_FAILURE'],
    [SANDBOX_NONCES.rejectedExpiration, 'INVALID_EXPIRATION'],
    [SANDBOX_NONCES.alreadyUsed, 'CARD_TOKEN_USED'],
    ['4111111111111111', 'INVALID_CARD_DATA'],
    [`${SANDBOX_NONCES.ok}:4111111111111111-NOT-A-LABEL`, 'INVALID_CARD_DATA'],
  ])('refuses the token %s with %s', async (sourceToken, code) => {
    const { customerId } = await customerWithCard(`declined-${code}`);
    const attempt = gateway.storeCard({
      idempotencyKey: `card:${sourceToken}`,
      customerId,
      sourceToken,
      cardholderName: 'Pat',
    });
    await expect(attempt).rejects.toEqual(new PaymentDeclinedError(code));
  });

  it('declines charges on a disabled card, another customer’s card, and a zero amount', async () => {
    const { customerId, card } = await customerWithCard('disabled');
    const other = await customerWithCard('other');
    const charge = {
      customerId,
      cardId: card.cardId,
      amountCents: 999,
      currency: 'CAD',
      referenceId: 'order-2',
      note: 'test',
    };
    await expect(
      gateway.charge({ ...charge, idempotencyKey: 'k1', customerId: other.customerId }),
    ).rejects.toEqual(new PaymentDeclinedError('NOT_FOUND'));
    await expect(gateway.charge({ ...charge, idempotencyKey: 'k2', amountCents: 0 })).rejects.toEqual(
      new PaymentDeclinedError('INVALID_VALUE'),
    );
    await gateway.disableCard(card.cardId);
    await expect(gateway.charge({ ...charge, idempotencyKey: 'k3' })).rejects.toEqual(
      new PaymentDeclinedError('CARD_DECLINED'),
    );
  });

  it('refunds at most what was charged', async () => {
    const { customerId, card } = await customerWithCard('refund');
    const paid = await gateway.charge({
      idempotencyKey: 'charge:refund',
      customerId,
      cardId: card.cardId,
      amountCents: 500,
      currency: 'CAD',
      referenceId: 'order-3',
      note: 'test',
    });
    await expect(
      gateway.refund({
        idempotencyKey: 'r1',
        paymentId: paid.paymentId,
        amountCents: 501,
        currency: 'CAD',
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(
      (
        await gateway.refund({
          idempotencyKey: 'r2',
          paymentId: paid.paymentId,
          amountCents: 500,
          currency: 'CAD',
          reason: 'x',
        })
      ).refundId,
    ).toMatch(/^sandbox-refund-/);
  });
});

describe('Square webhook signatures', () => {
  it('matches the HMAC-SHA256 of URL + body, base64, and nothing else', async () => {
    const input = {
      notificationUrl: 'https://mathwise.example/api/payment/webhook',
      rawBody: '{"event_id":"1"}',
      signatureKey: 'key',
    };
    const signature = signSquareNotification(input.notificationUrl, input.rawBody, input.signatureKey);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await isValidSquareSignature({ ...input, signature })).toBe(true);
    expect(await isValidSquareSignature({ ...input, signature: undefined })).toBe(false);
    expect(await isValidSquareSignature({ ...input, rawBody: '{"event_id":"2"}', signature })).toBe(false);
    expect(await isValidSquareSignature({ ...input, signature: signature.slice(0, -2) })).toBe(false);
  });
});
