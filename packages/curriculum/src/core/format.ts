import { type Rational, isInteger, toDecimalString, toFractionString } from './rational';

/** Groups thousands the Canadian English way (1,000,000); TeX needs the comma braced to avoid extra space. */
export function groupThousands(value: number | bigint, tex = false): string {
  const text = BigInt(value).toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, tex ? '{,}' : ',');
  return negative ? `-${grouped}` : grouped;
}

/** `$12.50` with a dollar sign for prose (escaped for TeX when `tex`). */
export function money(cents: number, tex = false): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const dollars = groupThousands(Math.floor(abs / 100), tex);
  const text = `${dollars}.${String(abs % 100).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${tex ? '\\$' : '$'}${text}`;
}

/** Canonical typed money answer: plain digits with two decimals, no dollar sign, no grouping. */
export function moneyAnswer(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer written in tenths/hundredths (e.g. 125 with places 2 -> "1.25"), trailing zeros dropped. */
export function scaledDecimal(units: number, places: number): string {
  const negative = units < 0;
  const abs = Math.abs(units);
  if (places === 0) return String(units);
  const padded = String(abs).padStart(places + 1, '0');
  let text = `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  text = text.replace(/0+$/, '').replace(/\.$/, '');
  return negative && text !== '0' ? `-${text}` : text;
}

/** TeX for a rational: `\frac{3}{4}`, `-\frac{3}{4}`, `5`. */
export function texRational(value: Rational): string {
  if (isInteger(value)) return value.n.toString();
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  return `${negative ? '-' : ''}\\frac{${n.toString()}}{${value.d.toString()}}`;
}

export function texFraction(n: number, d: number): string {
  return `\\frac{${n}}{${d}}`;
}

/** A signed integer inside an expression, bracketed when negative so `5 - (-3)` reads unambiguously. */
export function bracket(value: number): string {
  return value < 0 ? `(${value})` : String(value);
}

export function fractionAnswer(value: Rational): string {
  return toFractionString(value);
}

export function decimalAnswer(value: Rational, places: number): string {
  return toDecimalString(value, places, true);
}

/**
 * A linear expression `ax + b` written the way a learner types it: `5x+3`, `-x-4`, `2x`, `7`.
 * Coefficients are integers.
 */
export function linearExpression(a: number, b: number, variable = 'x'): string {
  let text = '';
  if (a !== 0) {
    text = a === 1 ? variable : a === -1 ? `-${variable}` : `${a}${variable}`;
  }
  if (b !== 0 || text === '') {
    if (text === '') text = String(b);
    else text += b < 0 ? `-${-b}` : `+${b}`;
  }
  return text;
}

/**
 * An expression as a learner types it (`8n+41`, `-x-4`) with spaces around each + or - that joins two terms, for
 * titles and option labels: `8n + 41`, `-x - 4`. A sign that starts the expression or follows `(` stays put.
 */
export function spacedExpression(text: string): string {
  return text.replace(/(?<=[\da-z)])([+-])/gi, ' $1 ');
}

/** Same expression with spaces around the operator for titles, whatever the variable: `5x + 3`, `8n + 41`. */
export function linearExpressionTex(a: number, b: number, variable = 'x'): string {
  return spacedExpression(linearExpression(a, b, variable));
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
