/**
 * Fractions of everyday measures. Nobody measures ribbon in sevenths of a metre or flour in ninths of a cup: a
 * length, a mass or a volume written as a fraction uses the parts a ruler, a scale or a measuring cup shows. Each
 * measure has families of denominators that share a small common denominator (halves, quarters, eighths; halves,
 * fifths, tenths; halves, thirds, quarters, sixths, twelfths), so adding or comparing two amounts of the same
 * family never needs a denominator above 12.
 */
import { gcd } from './levels';
import type { Rng } from './rng';

export type MeasureUnit = 'm' | 'km' | 'kg' | 'L' | 'cup';

export const MEASURE_DENOMINATORS: Record<MeasureUnit, readonly (readonly number[])[]> = {
  m: [
    [2, 4, 8],
    [2, 5, 10],
  ],
  km: [
    [2, 4],
    [2, 5, 10],
  ],
  kg: [
    [2, 4, 8],
    [2, 5, 10],
  ],
  L: [
    [2, 4],
    [2, 5, 10],
  ],
  // Measuring cups: 1/4, 1/3, 1/2, 2/3, 3/4 and 1/8 cup.
  cup: [
    [2, 4, 8],
    [2, 3, 4],
  ],
};

/**
 * Denominators the content lint accepts on a measure (`lint/checks.ts`): the ones above, and the sixteenths,
 * twentieths, hundredths and thousandths of rulers, tape measures and decimal amounts.
 */
export const EVERYDAY_DENOMINATORS: ReadonlySet<number> = new Set([
  2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 100, 1000,
]);

/**
 * `count` denominators for amounts of one measure, from one family and at most `maxDen`; with `distinct`, all
 * different (the family must have enough members up to `maxDen`, else the largest family is used whole).
 */
export function measureDenominators(
  rng: Rng,
  unit: MeasureUnit,
  maxDen: number,
  count: number,
  distinct = false,
): number[] {
  const families = MEASURE_DENOMINATORS[unit]
    .map((family) => family.filter((d) => d <= maxDen))
    .filter((family) => family.length >= (distinct ? count : 1));
  const family = families.length > 0 ? rng.pick(families) : (MEASURE_DENOMINATORS[unit][0] as number[]);
  if (!distinct) return Array.from({ length: count }, () => rng.pick(family));
  return rng.shuffle(family).slice(0, count);
}

/** A proper numerator for `d`, in lowest terms with it (so the written fraction is simplified). */
export function properNumerator(rng: Rng, d: number): number {
  let n = rng.int(1, d - 1);
  while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
  return n;
}
