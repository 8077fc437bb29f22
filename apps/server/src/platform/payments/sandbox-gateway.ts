import { createHash, randomUUID } from 'node:crypto';
import type { ChargeResult, PaymentGateway, StoredCard } from './payment-gateway';
import { PaymentDeclinedError } from './payment-gateway';
import type { SandboxGatewayRepository } from './sandbox-gateway.repository';

/**
 * Square's documented Sandbox payment tokens (developer.squareup.com/docs/devtools/sandbox/payments) and the error
 * code Square answers for each. The sandbox adapter honours the same tokens, so the product, its tests and a
 * browser journey behave the same on the sandbox as against Square's Sandbox.
 */
export const SANDBOX_NONCES = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
  rejectedCvv: 'cnon:card-nonce-rejected-cvv',
  rejectedPostalCode: 'cnon:card-nonce-rejected-postalcode',
  rejectedExpiration: 'cnon:card-nonce-rejected-expiration',
  alreadyUsed: 'cnon:card-nonce-already-used',
} as const;

const DECLINE_CODE_BY_NONCE: Record<string, string> = {
  [SANDBOX_NONCES.declined]: 'GENERIC_DECLINE',
  [SANDBOX_NONCES.rejectedCvv]: 'CVV_FAILURE',
  [SANDBOX_NONCES.rejectedPostalCode]: 'ADDRESS_VERIFICATION_FAILURE',
  [SANDBOX_NONCES.rejectedExpiration]: 'INVALID_EXPIRATION',
  [SANDBOX_NONCES.alreadyUsed]: 'CARD_TOKEN_USED',
};

/** Square's Sandbox turns its Visa test card (4111 1111 1111 1111) into the ok token; the sandbox stores that card. */
const SANDBOX_CARD = { brand: 'VISA', last4: '1111', expMonth: 12, yearsValid: 4 } as const;

/**
 * The sandbox's other good test cards: `cnon:card-nonce-ok:<label>` is stored like the ok token but is another card,
 * with its own fingerprint (the sandbox card form sends one per Square test card other than the Visa; tests give
 * each family its own card). Labels are short lower-case words, never digits enough to look like a card number.
 */
const OTHER_TEST_CARD = /^cnon:card-nonce-ok:[a-z0-9-]{1,40}$/;

/**
 * A stable fingerprint of the test card behind a good token, as Square gives one per card number: the same token
 * is the same card on every customer.
 */
export function sandboxCardFingerprint(sourceToken: string): string {
  return `sandbox-fp-${createHash('sha256').update(sourceToken).digest('hex').slice(0, 32)}`;
}

function isGoodTestCard(sourceToken: string): boolean {
  return sourceToken === SANDBOX_NONCES.ok || OTHER_TEST_CARD.test(sourceToken);
}

interface CustomerData {
  referenceId: string;
  email: string;
  name: string;
}
interface CardData extends StoredCard {
  customerId: string;
  cardholderName: string;
  enabled: boolean;
}
interface PaymentData {
  customerId: string;
  cardId: string;
  amountCents: number;
  currency: string;
  referenceId: string;
  note: string;
  status: 'COMPLETED';
}
interface RefundData {
  paymentId: string;
  amountCents: number;
  reason: string;
}

/**
 * A deterministic payment provider kept in our own database: customers, cards on file, payments and refunds, each
 * idempotent by key like Square's. Used by default, so the whole product runs with no provider account.
 */
export function createSandboxGateway(repository: SandboxGatewayRepository): PaymentGateway {
  return {
    provider: 'sandbox',

    async createCustomer(input) {
      const { record } = await repository.insertOnce<CustomerData>({
        id: `sandbox-customer-${randomUUID()}`,
        kind: 'customer',
        idempotencyKey: input.idempotencyKey,
        data: { referenceId: input.referenceId, email: input.email, name: input.name },
      });
      return { customerId: record.id };
    },

    async storeCard(input) {
      const earlier = await repository.findByKey<CardData>('card', input.idempotencyKey);
      if (earlier) return presentCard(earlier.id, earlier.data);
      const declineCode = DECLINE_CODE_BY_NONCE[input.sourceToken];
      if (declineCode) throw new PaymentDeclinedError(declineCode);
      if (!isGoodTestCard(input.sourceToken)) throw new PaymentDeclinedError('INVALID_CARD_DATA');
      const customer = await repository.findById<CustomerData>('customer', input.customerId);
      if (!customer) throw new PaymentDeclinedError('NOT_FOUND');
      const data: CardData = {
        cardId: `ccof:sandbox-${randomUUID()}`,
        brand: SANDBOX_CARD.brand,
        last4: SANDBOX_CARD.last4,
        expMonth: SANDBOX_CARD.expMonth,
        expYear: new Date().getUTCFullYear() + SANDBOX_CARD.yearsValid,
        fingerprint: sandboxCardFingerprint(input.sourceToken),
        customerId: input.customerId,
        cardholderName: input.cardholderName,
        enabled: true,
      };
      const { record } = await repository.insertOnce<CardData>({
        id: data.cardId,
        kind: 'card',
        idempotencyKey: input.idempotencyKey,
        data,
      });
      return presentCard(record.id, record.data);
    },

    async disableCard(cardId) {
      const card = await repository.findById<CardData>('card', cardId);
      // Disabling an unknown or already disabled card has no effect, as on Square.
      if (card) await repository.updateData('card', cardId, { ...card.data, enabled: false });
    },

    async charge(input): Promise<ChargeResult> {
      const earlier = await repository.findByKey<PaymentData>('payment', input.idempotencyKey);
      if (earlier) {
        if (earlier.data.amountCents !== input.amountCents || earlier.data.cardId !== input.cardId) {
          // Square answers IDEMPOTENCY_KEY_REUSED when a key comes back with different parameters.
          throw new Error('IDEMPOTENCY_KEY_REUSED');
        }
        return { paymentId: earlier.id, amountCents: earlier.data.amountCents, receiptUrl: null };
      }
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PaymentDeclinedError('INVALID_VALUE');
      }
      const card = await repository.findById<CardData>('card', input.cardId);
      if (!card || card.data.customerId !== input.customerId) throw new PaymentDeclinedError('NOT_FOUND');
      if (!card.data.enabled) throw new PaymentDeclinedError('CARD_DECLINED');
      if (isExpired(card.data, new Date())) throw new PaymentDeclinedError('CARD_EXPIRED');
      const { record } = await repository.insertOnce<PaymentData>({
        id: `sandbox-payment-${randomUUID()}`,
        kind: 'payment',
        idempotencyKey: input.idempotencyKey,
        data: {
          customerId: input.customerId,
          cardId: input.cardId,
          amountCents: input.amountCents,
          currency: input.currency,
          referenceId: input.referenceId,
          note: input.note,
          status: 'COMPLETED',
        },
      });
      return { paymentId: record.id, amountCents: record.data.amountCents, receiptUrl: null };
    },

    async refund(input) {
      const payment = await repository.findById<PaymentData>('payment', input.paymentId);
      if (!payment || payment.data.amountCents < input.amountCents) {
        throw new PaymentDeclinedError('REFUND_AMOUNT_INVALID');
      }
      const { record } = await repository.insertOnce<RefundData>({
        id: `sandbox-refund-${randomUUID()}`,
        kind: 'refund',
        idempotencyKey: input.idempotencyKey,
        data: { paymentId: input.paymentId, amountCents: input.amountCents, reason: input.reason },
      });
      return { refundId: record.id };
    },
  };
}

function presentCard(cardId: string, data: CardData): StoredCard {
  return {
    cardId,
    brand: data.brand,
    last4: data.last4,
    expMonth: data.expMonth,
    expYear: data.expYear,
    // Cards stored before fingerprints were kept have none.
    fingerprint: data.fingerprint ?? null,
  };
}

/** A card is good through the last day of its expiry month. */
function isExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();
}
