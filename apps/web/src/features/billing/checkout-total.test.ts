import { describe, expect, it } from 'vitest';
import { computeCheckoutTotal } from './checkout-total';
import { formatCadCents } from './plan-pricing';
import { formatDayMonthYear, splitNotice } from './billing-format';
import { tokenizeSandboxCard, createReferenceNumber } from './sandbox-card';

describe('computeCheckoutTotal', () => {
  it('is price x students without a promo', () => {
    expect(computeCheckoutTotal(2, 2, null)).toEqual({
      listCents: 17982,
      totalCents: 17982,
      discountCents: 0,
    });
  });

  it('takes percent off once and rounds half up to the cent, as the server charges', () => {
    // 999 x 5 x 90 % = 4495.5 -> 4496 (the float formula gives 4495).
    expect(computeCheckoutTotal(1, 5, 10)).toEqual({ listCents: 4995, totalCents: 4496, discountCents: 499 });
    expect(computeCheckoutTotal(2, 2, 25).totalCents).toBe(13487);
    expect(formatCadCents(13487, 'en-CA')).toBe('$134.87');
  });
});

describe('billing formats', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDayMonthYear('2027-03-05T12:00:00')).toBe('05/03/2027');
    expect(formatDayMonthYear(null)).toBeNull();
    expect(formatDayMonthYear('not a date')).toBeNull();
  });

  it("splits the spec's 'Title - Body' notices", () => {
    expect(splitNotice('Success - Promo code successfully applied.')).toEqual({
      title: 'Success',
      body: 'Promo code successfully applied.',
    });
  });
});

describe('tokenizeSandboxCard', () => {
  const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', postalCode: 'M5V 2T6' };

  it("turns Square's sandbox Visa into the ok nonce, keeping only the last four digits", () => {
    const result = tokenizeSandboxCard(card);
    expect(result).toEqual({
      ok: true,
      token: {
        nonce: 'cnon:card-nonce-ok',
        last4: '1111',
        expMonth: 12,
        expYear: 2030,
        postalCode: 'M5V 2T6',
      },
    });
  });

  it('gives each other sandbox test card a nonce of its own, so the server sees another card', () => {
    const nonce = (number: string) => {
      const result = tokenizeSandboxCard({ ...card, number });
      return result.ok ? result.token.nonce : null;
    };
    expect(nonce('5105 1051 0510 5100')).toBe('cnon:card-nonce-ok:mastercard');
    expect(nonce('6011 0000 0000 0004')).toBe('cnon:card-nonce-ok:discover');
    expect(nonce('3400 000000 00009')).toBe('cnon:card-nonce-ok:amex');
  });

  it("maps Square's sandbox failure values to their nonces", () => {
    const nonce = (overrides: Partial<typeof card>) => {
      const result = tokenizeSandboxCard({ ...card, ...overrides });
      return result.ok ? result.token.nonce : null;
    };
    expect(nonce({ number: '4000000000000002' })).toBe('cnon:card-nonce-declined');
    expect(nonce({ cvv: '911' })).toBe('cnon:card-nonce-rejected-cvv');
    expect(nonce({ postalCode: '99999' })).toBe('cnon:card-nonce-rejected-postalcode');
    expect(nonce({ expiry: '01/40' })).toBe('cnon:card-nonce-rejected-expiration');
  });

  it('refuses a card that is not a sandbox test card, and reports each missing field', () => {
    expect(tokenizeSandboxCard({ ...card, number: '4242424242424242' })).toEqual({
      ok: false,
      errors: { number: 'notTestCard' },
    });
    expect(tokenizeSandboxCard({ number: '', expiry: '13/30', cvv: '', postalCode: '' })).toEqual({
      ok: false,
      errors: {
        number: 'numberRequired',
        expiry: 'expiryInvalid',
        cvv: 'cvvInvalid',
        postalCode: 'postalRequired',
      },
    });
  });

  it('draws reference numbers within 100000 to 900099999', () => {
    expect(createReferenceNumber(() => 0)).toBe(100_000);
    expect(createReferenceNumber(() => 0.999_999_999_99)).toBe(900_099_999);
  });
});
