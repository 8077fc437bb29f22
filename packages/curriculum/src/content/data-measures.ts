/** Exact measures of a small data set and their worked wording, shared by the Grade 7 and Grade 8 D1.5 tasks. */
import { type Rational, add, div, parseRational, rat, sub, toDecimalString } from '../core/rational';

export const dec = (r: Rational): string => toDecimalString(r, 1, true);
export const sumOf = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0);
export const sorted = (v: readonly number[]): number[] => [...v].sort((a, b) => a - b);
/** A data value as an exact fraction; values may be decimals such as the half shoe size 8.5. */
const exactOf = (x: number): Rational =>
  Number.isInteger(x) ? rat(x) : (parseRational(String(x)) as Rational);
export const meanOf = (v: readonly number[]): Rational => div(exactOf(sumOf(v)), rat(v.length));
export const absR = (r: Rational): Rational => (r.n < 0n ? sub(rat(0), r) : r);

export function medianOf(values: readonly number[]): Rational {
  const s = sorted(values);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? exactOf(s[m] as number)
    : div(add(exactOf(s[m - 1] as number), exactOf(s[m] as number)), rat(2));
}

/** The median worked from the ordered values: the middle value, or the two middle values and their halfway point. */
export const medianWork = (v: readonly number[]): string => {
  const s = sorted(v);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? `in order ${s.join(', ')}, the middle value is ${s[m]}`
    : `in order ${s.join(', ')}, the two middle values are ${s[m - 1]} and ${s[m]}, so the median is (${s[m - 1]} + ${s[m]}) ÷ 2 = ${dec(medianOf(v))}`;
};
