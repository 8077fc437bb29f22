import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './number-abbreviation';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [3500, '3.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_500_000, '1.5M'],
    [2_000_000_000, '2G'],
    [-1234, '-1.2k'],
  ])('spec 1 section 9: "Large numbers abbreviate as k, M, G with 1 decimal": %d -> %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('always has at most one decimal and a known suffix for values of 1000 and more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(abbreviateNumber(value)).toMatch(/^\d{1,3}(?:\.\d)?[kMG]$|^\d+(?:\.\d)?G$/);
      }),
    );
  });

  it('stays within 5 % of the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e12 }), (value) => {
        const match = /^([\d.]+)([kMG])$/.exec(abbreviateNumber(value));
        const multiplier = { k: 1e3, M: 1e6, G: 1e9 }[match?.[2] as 'k' | 'M' | 'G'];
        expect(Math.abs(Number(match?.[1]) * multiplier - value) / value).toBeLessThan(0.05);
      }),
    );
  });

  it('is monotone in the value', () => {
    const toNumber = (text: string) => {
      const match = /^(-?[\d.]+)([kMG]?)$/.exec(text);
      return Number(match?.[1]) * ({ '': 1, k: 1e3, M: 1e6, G: 1e9 }[match?.[2] ?? ''] ?? 1);
    };
    fc.assert(
      fc.property(fc.nat(1e10), fc.nat(1e10), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toNumber(abbreviateNumber(low))).toBeLessThanOrEqual(toNumber(abbreviateNumber(high)));
      }),
    );
  });

  it('leaves non-finite values readable', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
  });
});
