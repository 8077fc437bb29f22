/**
 * Exact rational numbers on bigint. Answer keys are checked against this type so that no key depends on
 * binary floating point (0.1 + 0.2 !== 0.3).
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rat(n: number | bigint, d: number | bigint = 1): Rational {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('zero denominator');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcdBig(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

export const ZERO = rat(0);
export const ONE = rat(1);

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rat(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => rat(-a.n, a.d);
export const cmp = (a: Rational, b: Rational): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};
export const eq = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const sum = (items: readonly Rational[]): Rational => items.reduce(add, ZERO);
export const isInteger = (a: Rational): boolean => a.d === 1n;

export function pow(a: Rational, exponent: number): Rational {
  let result = ONE;
  for (let i = 0; i < exponent; i += 1) result = mul(result, a);
  return result;
}

/** Lowest terms, sign in front: `-3/4`, `5`. */
export function toFractionString(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n.toString()}/${a.d.toString()}`;
}

/**
 * Decimal form rounded half away from zero to `places` digits (money uses 2 and keeps trailing zeros).
 * With `trim`, trailing zeros and a bare point are dropped so `2.50` becomes `2.5`.
 */
export function toDecimalString(a: Rational, places: number, trim = false): string {
  const scale = 10n ** BigInt(places);
  const negative = a.n < 0n;
  const absN = negative ? -a.n : a.n;
  const scaled = (absN * scale * 2n + a.d) / (2n * a.d);
  let digits = scaled.toString().padStart(places + 1, '0');
  let text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  if (trim && places > 0) {
    text = text.replace(/0+$/, '').replace(/\.$/, '');
  }
  digits = text;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** True when the decimal expansion terminates, i.e. the denominator has only factors 2 and 5. */
export function isTerminating(a: Rational): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/**
 * Reads what a learner may type for a number: `7`, `-3/4`, `0.5`, `.5`, `12.50`, `$12.50`, `1,000`, `45%`
 * (as the number 45). Returns null when the text is not a plain number.
 */
export function parseRational(text: string): Rational | null {
  const cleaned = text
    .replace(/[\s,$]/g, '')
    .replace(/%$/, '')
    .replace(/−/g, '-');
  const fraction = /^([+-]?\d+)\/([+-]?\d+)$/.exec(cleaned);
  if (fraction) {
    const d = BigInt(fraction[2] as string);
    return d === 0n ? null : rat(BigInt(fraction[1] as string), d);
  }
  const decimal = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(cleaned);
  if (!decimal || (decimal[2] === '' && decimal[3] === undefined)) return null;
  const whole = decimal[2] === '' ? '0' : (decimal[2] as string);
  const part = decimal[3] ?? '';
  const value = rat(BigInt(whole + part), 10n ** BigInt(part.length));
  return decimal[1] === '-' ? neg(value) : value;
}
