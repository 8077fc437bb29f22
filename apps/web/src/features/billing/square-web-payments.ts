import type { PaymentConfig } from '@mathwise/api-contract';
import type { CardToken } from './sandbox-card';

/**
 * The part of Square's Web Payments SDK (developer.squareup.com/reference/sdks/web/payments) Mathwise uses:
 * `Square.payments(appId, locationId).card()` renders the card fields in Square's iframe, and `tokenize()` turns
 * what was typed there into a single-use token. The card number never enters this page's JavaScript.
 */
export interface SquareTokenResult {
  status: string;
  token?: string;
  details?: {
    card?: { brand?: string; last4?: string; expMonth?: number; expYear?: number };
    billing?: { postalCode?: string };
  };
  errors?: unknown[];
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  card(options?: Record<string, unknown>): Promise<SquareCard>;
}

export interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments | Promise<SquarePayments>;
}

export type SquareEnvironment = Extract<PaymentConfig, { provider: 'square' }>['environment'];

const SCRIPT_URLS: Record<SquareEnvironment, string> = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
};

export const squareScriptUrl = (environment: SquareEnvironment): string => SCRIPT_URLS[environment];

const loads = new Map<string, Promise<SquareGlobal>>();

const readSquareGlobal = () => (window as Window & { Square?: SquareGlobal }).Square;

/**
 * Loads square.js once per page (the way Square's own loader does) and answers `window.Square`. A failed load is
 * forgotten, script tag included, so trying again fetches the script afresh.
 */
export function loadSquare(environment: SquareEnvironment): Promise<SquareGlobal> {
  const loaded = readSquareGlobal();
  if (loaded) return Promise.resolve(loaded);
  const url = squareScriptUrl(environment);
  const pending = loads.get(url);
  if (pending) return pending;

  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  const load = new Promise<SquareGlobal>((resolve, reject) => {
    script.addEventListener('load', () => {
      const square = readSquareGlobal();
      if (square) resolve(square);
      else reject(new Error(`${url} loaded without defining window.Square`));
    });
    script.addEventListener('error', () => reject(new Error(`${url} could not be loaded`)));
  });
  loads.set(url, load);
  load.catch(() => {
    loads.delete(url);
    script.remove();
  });
  document.head.appendChild(script);
  return load;
}

/**
 * Square's token and the card's public details (last four digits, expiry, postal code) for the payment body, or
 * null when Square refused: its iframe shows the field errors itself, so the failure is only logged (spec 2 §4).
 */
export async function tokenizeSquareCard(card: SquareCard): Promise<CardToken | null> {
  let result: SquareTokenResult;
  try {
    result = await card.tokenize();
  } catch (error) {
    console.error('Square could not tokenise the card', error);
    return null;
  }
  if (result.status !== 'OK' || !result.token) {
    console.error('Square could not tokenise the card', result.status, result.errors);
    return null;
  }
  const details = result.details;
  return {
    nonce: result.token,
    last4: details?.card?.last4,
    expMonth: details?.card?.expMonth,
    expYear: details?.card?.expYear,
    postalCode: details?.billing?.postalCode,
  };
}
