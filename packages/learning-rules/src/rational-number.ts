/**
 * Exact rational numbers for answer equivalence. Floating point would call 0.1 + 0.2 and 0.3 different
 * and 1/3 and 0.3333333333333333 equal; a bigint numerator and denominator make both comparisons exact.
 */
export interface RationalNumber {
  /** Carries the sign; the pair is always in lowest terms. */
  readonly numerator: bigint;
  /** Always positive. */
  readonly denominator: bigint;
}

export interface RationalParseOptions {
  /** Accept one dollar sign before or after the amount ($12.50, -$3, 12.50 $). */
  readonly allowsCurrencySymbol?: boolean;
}

function findGreatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    [x, y] = [y, x % y];
  }
  return x;
}

/** Returns null for a zero denominator, because no answer key can mean "undefined". */
export function createRational(numerator: bigint, denominator: bigint): RationalNumber | null {
  if (denominator === 0n) return null;
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = findGreatestCommonDivisor(numerator, denominator);
  if (divisor === 0n) return { numerator: 0n, denominator: 1n };
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function areRationalsEqual(a: RationalNumber, b: RationalNumber): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

// Thousands may be grouped by commas or by single spaces (en-CA and fr-CA habits), but only in groups of
// three, so that "1,5" (a French decimal comma) is never silently read as fifteen.
const UNSIGNED_DECIMAL = /^(?:(\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)(?:\.(\d*))?|\.(\d+))$/;
const UNSIGNED_FRACTION = /^(\d+)\/(\d+)$/;
const UNSIGNED_MIXED_NUMBER = /^(\d+) (\d+)\/(\d+)$/;
// Answers longer than this are prose, not numbers; the cap also bounds bigint work on hostile input.
const MAX_NUMERIC_LENGTH = 100;

function parseUnsignedDecimal(text: string): RationalNumber | null {
  const match = UNSIGNED_DECIMAL.exec(text);
  if (!match) return null;
  const wholeDigits = (match[1] ?? '').replace(/[, ]/g, '');
  const fractionDigits = match[2] ?? match[3] ?? '';
  const scale = 10n ** BigInt(fractionDigits.length);
  return createRational(BigInt(wholeDigits || '0') * scale + BigInt(fractionDigits || '0'), scale);
}

function parseUnsignedRational(text: string): RationalNumber | null {
  const mixed = UNSIGNED_MIXED_NUMBER.exec(text);
  if (mixed) {
    const [, whole = '', numerator = '', denominator = ''] = mixed;
    const denominatorValue = BigInt(denominator);
    return createRational(BigInt(whole) * denominatorValue + BigInt(numerator), denominatorValue);
  }
  const fraction = UNSIGNED_FRACTION.exec(text);
  if (fraction) {
    const [, numerator = '', denominator = ''] = fraction;
    return createRational(BigInt(numerator), BigInt(denominator));
  }
  return parseUnsignedDecimal(text);
}

function tidyNumericText(text: string): string {
  return text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .replace(/^([+-]) /, '$1');
}

function removeCurrencySymbol(text: string): string | null {
  const match = /^([+-]?) ?\$ ?([+-]?)(.*)$/.exec(text) ?? /^([+-]?)()(.*?) ?\$$/.exec(text);
  if (!match) return text;
  const [, outerSign = '', innerSign = '', amount = ''] = match;
  if (outerSign && innerSign) return null;
  return `${outerSign || innerSign}${amount}`;
}

/**
 * Reads integers, decimals (".5", "0.50", "1,234.5"), fractions ("2/4", "-3/4") and mixed numbers
 * ("1 1/2", "-1 1/2" meaning minus one and a half). Anything else is not a number: null.
 */
export function parseRational(text: string, options: RationalParseOptions = {}): RationalNumber | null {
  if (text.length > MAX_NUMERIC_LENGTH) return null;
  let tidy: string | null = tidyNumericText(text);
  if (options.allowsCurrencySymbol) tidy = removeCurrencySymbol(tidy);
  if (tidy === null) return null;
  const signMatch = /^([+-]?)(.*)$/.exec(tidy);
  const sign = signMatch?.[1] ?? '';
  const magnitude = parseUnsignedRational(signMatch?.[2] ?? '');
  if (!magnitude) return null;
  return sign === '-' ? { numerator: -magnitude.numerator, denominator: magnitude.denominator } : magnitude;
}
