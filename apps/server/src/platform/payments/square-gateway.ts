import { SquareClient, SquareEnvironment, SquareError } from 'square';
import type { AppConfig } from '../config';
import type { PaymentGateway } from './payment-gateway';
import { PaymentDeclinedError, PaymentProviderUnavailableError } from './payment-gateway';

/** HTTP statuses with which Square refuses the request itself (a decline, a bad or spent token): no money moved. */
const REFUSAL_STATUSES = new Set([400, 402, 404, 409]);

/**
 * Square through its server SDK: customers, cards on file, payments and refunds. `apiUrl` replaces Square's host
 * (tests point it at a local server answering Square's documented shapes). The SDK's own retries are off: a retry
 * here is the reconciler's job, with the same idempotency key, so every attempt is on record.
 */
export function createSquareGateway(settings: AppConfig['payments']['square']): PaymentGateway {
  if (!settings.accessToken || !settings.locationId) {
    throw new Error('The Square gateway needs SQUARE_ACCESS_TOKEN and SQUARE_LOCATION_ID');
  }
  const locationId = settings.locationId;
  const client = new SquareClient({
    token: settings.accessToken,
    environment:
      settings.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
    ...(settings.apiUrl ? { baseUrl: settings.apiUrl } : {}),
    maxRetries: 0,
    timeoutInSeconds: 30,
  });

  return {
    provider: 'square',

    async createCustomer(input) {
      const response = await call(() =>
        client.customers.create({
          idempotencyKey: input.idempotencyKey,
          referenceId: input.referenceId,
          emailAddress: input.email,
          givenName: input.name,
        }),
      );
      const customerId = response.customer?.id;
      if (!customerId) throw new PaymentProviderUnavailableError('Square answered a customer without an id');
      return { customerId };
    },

    async storeCard(input) {
      const response = await call(() =>
        client.cards.create({
          idempotencyKey: input.idempotencyKey,
          sourceId: input.sourceToken,
          card: {
            customerId: input.customerId,
            cardholderName: input.cardholderName,
            ...(input.postalCode ? { billingAddress: { postalCode: input.postalCode } } : {}),
          },
        }),
      );
      const card = response.card;
      if (!card?.id) throw new PaymentProviderUnavailableError('Square answered a card without an id');
      return {
        cardId: card.id,
        brand: card.cardBrand ?? 'OTHER_BRAND',
        last4: card.last4 ?? '',
        expMonth: Number(card.expMonth ?? 0),
        expYear: Number(card.expYear ?? 0),
        fingerprint: card.fingerprint ?? null,
      };
    },

    async disableCard(cardId) {
      await call(() => client.cards.disable({ cardId }));
    },

    async charge(input) {
      const response = await call(() =>
        client.payments.create({
          idempotencyKey: input.idempotencyKey,
          sourceId: input.cardId,
          customerId: input.customerId,
          locationId,
          amountMoney: { amount: BigInt(input.amountCents), currency: input.currency as 'CAD' },
          referenceId: input.referenceId,
          note: input.note,
          autocomplete: true,
        }),
      );
      const payment = response.payment;
      if (!payment?.id) throw new PaymentProviderUnavailableError('Square answered a payment without an id');
      if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
        throw new PaymentDeclinedError(payment.cardDetails?.status ?? 'FAILED');
      }
      return {
        paymentId: payment.id,
        amountCents: Number(payment.amountMoney?.amount ?? BigInt(input.amountCents)),
        receiptUrl: payment.receiptUrl ?? null,
      };
    },

    async refund(input) {
      const response = await call(() =>
        client.refunds.refundPayment({
          idempotencyKey: input.idempotencyKey,
          paymentId: input.paymentId,
          amountMoney: { amount: BigInt(input.amountCents), currency: input.currency as 'CAD' },
          reason: input.reason,
        }),
      );
      const refundId = response.refund?.id;
      if (!refundId) throw new PaymentProviderUnavailableError('Square answered a refund without an id');
      return { refundId };
    },
  };
}

/** Turns Square's answers into our two failure kinds: a definite refusal, or an unknown outcome to reconcile. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof SquareError && error.statusCode && REFUSAL_STATUSES.has(error.statusCode)) {
      throw new PaymentDeclinedError(error.errors[0]?.code ?? 'UNKNOWN');
    }
    throw new PaymentProviderUnavailableError('Square could not be reached or failed', { cause: error });
  }
}
