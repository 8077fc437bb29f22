/**
 * What billing needs from a card payment provider. Every call that creates something carries an idempotency key:
 * calling again with the same key returns the first result instead of creating a second customer, card or charge,
 * which is what lets the reconciler retry a call whose outcome was lost. Amounts are integer cents.
 * Only provider tokens (single-use card nonces, card-on-file ids) pass through here, never card numbers.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'square';
  createCustomer(input: {
    idempotencyKey: string;
    /** Our user id, kept by the provider so its records can be traced back. */
    referenceId: string;
    email: string;
    name: string;
  }): Promise<{ customerId: string }>;
  /** Stores the card behind a single-use nonce on the customer, for renewals. */
  storeCard(input: {
    idempotencyKey: string;
    customerId: string;
    sourceToken: string;
    cardholderName: string;
    postalCode?: string | undefined;
  }): Promise<StoredCard>;
  disableCard(cardId: string): Promise<void>;
  charge(input: {
    idempotencyKey: string;
    customerId: string;
    cardId: string;
    amountCents: number;
    currency: string;
    /** Our order reference, kept on the provider's payment. */
    referenceId: string;
    note: string;
  }): Promise<ChargeResult>;
  refund(input: {
    idempotencyKey: string;
    paymentId: string;
    amountCents: number;
    currency: string;
    reason: string;
  }): Promise<{ refundId: string }>;
}

export interface StoredCard {
  cardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * The provider's identifier of the card itself (Square's `Card.fingerprint`: the same card number gives the same
   * fingerprint on every customer of the application), or null when the provider gives none. Billing uses it to
   * give the free trial once per card (docs/billing.md, decision 022).
   */
  fingerprint: string | null;
}

export interface ChargeResult {
  paymentId: string;
  amountCents: number;
  /** The provider's receipt page, when it has one. */
  receiptUrl: string | null;
}

/** The provider answered and refused: the card was declined or its details did not verify. Nothing was charged. */
export class PaymentDeclinedError extends Error {
  constructor(
    /** The provider's error code, e.g. GENERIC_DECLINE, CVV_FAILURE (safe to store and log). */
    public readonly code: string,
  ) {
    super(`Payment declined: ${code}`);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The provider could not be reached or failed: the outcome is unknown (a charge may have gone through). The caller
 * keeps the order pending so the reconciler retries the same call with the same idempotency key.
 */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Currency of every charge: Mathwise sells in Canada. */
export const BILLING_CURRENCY = 'CAD';
