import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areRationalsEqual, createRational, parseRational, type RationalNumber } from './rational-number';

const nonZeroBigInt = fc.bigInt({ min: 1n, max: 10n ** 12n });
const rationalArbitrary = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), nonZeroBigInt)
  .map(([numerator, denominator]) => createRational(numerator, denominator) as RationalNumber);

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  return b === 0n ? (a < 0n ? -a : a) : greatestCommonDivisor(b, a % b);
}

function formatAsFraction(value: RationalNumber, scale = 1n): string {
  return `${value.numerator * scale}/${value.denominator * scale}`;
}

function formatAsMixedNumber(value: RationalNumber): string {
  const negative = value.numerator < 0n;
  const magnitude = negative ? -value.numerator : value.numerator;
  const whole = magnitude / value.denominator;
  const remainder = magnitude % value.denominator;
  return `${negative ? '-' : ''}${whole} ${remainder}/${value.denominator}`;
}

/** Finite decimal expansion with `extraZeros` trailing zeros, for values whose denominator is 10^k. */
function formatAsDecimal(numerator: bigint, decimals: number, extraZeros: number): string {
  const negative = numerator < 0n;
  const digits = (negative ? -numerator : numerator).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals) + '0'.repeat(extraZeros);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

describe('parseRational', () => {
  it.each([
    ['0.5', 1n, 2n],
    ['.5', 1n, 2n],
    ['0.50', 1n, 2n],
    ['1/2', 1n, 2n],
    ['2/4', 1n, 2n],
    ['-3/4', -3n, 4n],
    ['-0.75', -3n, 4n],
    ['1 1/2', 3n, 2n],
    ['-1 1/2', -3n, 2n],
    ['3 / 4', 3n, 4n],
    ['\u22125', -5n, 1n],
    ['1,234.5', 2469n, 2n],
    ['12 500', 12500n, 1n],
    ['7.', 7n, 1n],
    ['+2', 2n, 1n],
    ['-0', 0n, 1n],
  ])('reads %s exactly', (text, numerator, denominator) => {
    expect(parseRational(text)).toEqual({ numerator, denominator });
  });

  it.each([
    '',
    'abc',
    '1/0',
    '1,5',
    '1,23',
    '12,34,567',
    '1.2.3',
    '--1',
    '1/2/3',
    '1 1',
    '$5',
    '1e3',
    '0x10',
  ])('refuses %s as a number', (text) => {
    expect(parseRational(text)).toBeNull();
  });

  it('reads money only when asked: "$12.50", "-$3", "$-3", "12.50 $"', () => {
    const asMoney = { allowsCurrencySymbol: true };
    expect(parseRational('$12.50', asMoney)).toEqual({ numerator: 25n, denominator: 2n });
    expect(parseRational('-$3', asMoney)).toEqual({ numerator: -3n, denominator: 1n });
    expect(parseRational('$-3', asMoney)).toEqual({ numerator: -3n, denominator: 1n });
    expect(parseRational('12.50 $', asMoney)).toEqual({ numerator: 25n, denominator: 2n });
    expect(parseRational('-$-3', asMoney)).toBeNull();
    expect(parseRational('$$3', asMoney)).toBeNull();
  });

  it('never uses floating point: 0.1 + 0.2 is not 0.3 in binary, but 0.3 is still 3/10', () => {
    expect(parseRational('0.30000000000000004')).not.toEqual(parseRational('0.3'));
    expect(parseRational('0.3333333333333333')).not.toEqual(parseRational('1/3'));
    expect(parseRational('9007199254740993')).toEqual({ numerator: 9007199254740993n, denominator: 1n });
  });

  it('round-trips every rational written as a fraction, a scaled fraction or a mixed number', () => {
    fc.assert(
      fc.property(rationalArbitrary, fc.bigInt({ min: 1n, max: 1000n }), (value, scale) => {
        expect(parseRational(formatAsFraction(value))).toEqual(value);
        expect(parseRational(formatAsFraction(value, scale))).toEqual(value);
        expect(parseRational(formatAsMixedNumber(value))).toEqual(value);
      }),
    );
  });

  it('reads a decimal the same with any number of trailing zeros', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.nat(6),
        fc.nat(4),
        (numerator, decimals, zeros) => {
          const expected = createRational(numerator, 10n ** BigInt(decimals));
          expect(parseRational(formatAsDecimal(numerator, decimals, zeros))).toEqual(expected);
        },
      ),
    );
  });

  it('always gives lowest terms with a positive denominator', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (numerator, denominator) => {
        const value = createRational(numerator, denominator);
        if (value === null) {
          expect(denominator).toBe(0n);
          return;
        }
        expect(value.denominator).toBeGreaterThan(0n);
        expect(value.numerator * denominator).toBe(numerator * value.denominator);
        expect(createRational(value.numerator * 7n, value.denominator * 7n)).toEqual(value);
        expect(greatestCommonDivisor(value.numerator, value.denominator)).toBe(1n);
      }),
    );
  });
});

describe('areRationalsEqual', () => {
  it('is reflexive and symmetric', () => {
    fc.assert(
      fc.property(rationalArbitrary, rationalArbitrary, (a, b) => {
        expect(areRationalsEqual(a, a)).toBe(true);
        expect(areRationalsEqual(a, b)).toBe(areRationalsEqual(b, a));
      }),
    );
  });

  it('agrees with cross multiplication', () => {
    fc.assert(
      fc.property(rationalArbitrary, rationalArbitrary, (a, b) => {
        expect(areRationalsEqual(a, b)).toBe(a.numerator * b.denominator === b.numerator * a.denominator);
      }),
    );
  });
});
