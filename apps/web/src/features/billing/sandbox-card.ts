/**
 * The sandbox payment provider's card form (PAYMENT_PROVIDER=sandbox): it tokenises in the browser the way Square's
 * card fields do in Square's Sandbox, so the card number never leaves this page; only the nonce does. The test
 * values are Square's documented Sandbox values (developer.squareup.com/docs/devtools/sandbox/payments) and the
 * nonces are the ones the server's sandbox gateway honours (apps/server/src/platform/payments/sandbox-gateway.ts).
 */
export const SANDBOX_NONCES = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
  rejectedCvv: 'cnon:card-nonce-rejected-cvv',
  rejectedPostalCode: 'cnon:card-nonce-rejected-postalcode',
  rejectedExpiration: 'cnon:card-nonce-rejected-expiration',
} as const;

/**
 * Square's Sandbox test cards that succeed (Visa, Mastercard, Discover, Diners, JCB, Amex, UnionPay) and their
 * nonces. The Visa gives Square's documented ok nonce; each other card gives the sandbox's ok nonce with the card's
 * label, so the server sees another card (its own fingerprint: a free trial is once per card, decision 022).
 */
const SUCCESS_CARDS = new Map<string, string>([
  ['4111111111111111', SANDBOX_NONCES.ok],
  ['5105105105105100', `${SANDBOX_NONCES.ok}:mastercard`],
  ['6011000000000004', `${SANDBOX_NONCES.ok}:discover`],
  ['30000000000004', `${SANDBOX_NONCES.ok}:diners`],
  ['3569990010095841', `${SANDBOX_NONCES.ok}:jcb`],
  ['340000000000009', `${SANDBOX_NONCES.ok}:amex`],
  ['6222988812340000', `${SANDBOX_NONCES.ok}:unionpay`],
]);
/** Square's Sandbox generic decline card. */
const DECLINED_CARD = '4000000000000002';
/** Square's Sandbox values that fail one check: CVV 911, postal code 99999, expiry 01/40. */
const REJECTED_CVV = '911';
const REJECTED_POSTAL_CODE = '99999';
const REJECTED_EXPIRY = { month: 1, year: 2040 };

export interface SandboxCardInput {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
  postalCode: string;
}

export type SandboxCardField = keyof SandboxCardInput;

/** A tokenised card: the single-use nonce, plus what the card shows when the provider tells the browser. */
export interface CardToken {
  nonce: string;
  last4: string | undefined;
  expMonth: number | undefined;
  expYear: number | undefined;
  postalCode: string | undefined;
}

export type TokenizeResult =
  | { ok: true; token: CardToken }
  | { ok: false; errors: Partial<Record<SandboxCardField, SandboxCardErrorKey>> };

export type SandboxCardErrorKey =
  'numberRequired' | 'notTestCard' | 'expiryInvalid' | 'cvvInvalid' | 'postalRequired';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Turns the test card into a nonce, or says which field is wrong. Runs entirely in the browser. */
export function tokenizeSandboxCard(input: SandboxCardInput): TokenizeResult {
  const errors: Partial<Record<SandboxCardField, SandboxCardErrorKey>> = {};
  const number = digitsOf(input.number);
  if (number.length === 0) errors.number = 'numberRequired';
  else if (!SUCCESS_CARDS.has(number) && number !== DECLINED_CARD) errors.number = 'notTestCard';
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = 'expiryInvalid';
  if (!/^\d{3,4}$/.test(input.cvv.trim())) errors.cvv = 'cvvInvalid';
  const postalCode = input.postalCode.trim();
  if (postalCode.length === 0) errors.postalCode = 'postalRequired';
  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };

  let nonce: string = SUCCESS_CARDS.get(number) ?? SANDBOX_NONCES.ok;
  if (number === DECLINED_CARD) nonce = SANDBOX_NONCES.declined;
  else if (input.cvv.trim() === REJECTED_CVV) nonce = SANDBOX_NONCES.rejectedCvv;
  else if (postalCode === REJECTED_POSTAL_CODE) nonce = SANDBOX_NONCES.rejectedPostalCode;
  else if (expiry.month === REJECTED_EXPIRY.month && expiry.year === REJECTED_EXPIRY.year)
    nonce = SANDBOX_NONCES.rejectedExpiration;
  return {
    ok: true,
    token: { nonce, last4: number.slice(-4), expMonth: expiry.month, expYear: expiry.year, postalCode },
  };
}

/** The card-token fields of the payment and card-edit bodies (spec 2 §3): the nonce and what the card shows. */
export function toCardTokenFields(token: CardToken) {
  return {
    nonce: token.nonce,
    postalCode: token.postalCode,
    exp_month: token.expMonth,
    exp_year: token.expYear,
    last4: token.last4,
  };
}

/** Payment reference: a random integer 100000 to 900099999 (spec 2 §3), fixed per form so a retry reuses it. */
export function createReferenceNumber(random: () => number = Math.random): number {
  const min = 100_000;
  const max = 900_099_999;
  return min + Math.floor(random() * (max - min + 1));
}
