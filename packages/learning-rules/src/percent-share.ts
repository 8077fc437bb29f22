/** Keeps a percentage within 0..100; NaN (for example 0 of 0 computed elsewhere) counts as 0. */
export function clampPercent(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/**
 * `part` as a percentage of `whole`, clamped to 0..100; 0 when there is nothing to share.
 * Multiplying before dividing keeps exact band edges exact: 7 of 10 is 70, never 70.00000000000001.
 */
export function calculateSharePercent(part: number, whole: number): number {
  if (!Number.isFinite(whole) || whole <= 0 || !Number.isFinite(part)) return 0;
  return clampPercent((part * 100) / whole);
}

/**
 * Spec 3 section 4: "the correct-answer rate (100 minus the wrong share)". With no answers there is no
 * evidence of knowledge, so the rate is 0.
 */
export function calculateCorrectRatePercent(wrongCount: number, answeredCount: number): number {
  if (!Number.isFinite(answeredCount) || answeredCount <= 0) return 0;
  return 100 - calculateSharePercent(wrongCount, answeredCount);
}

/**
 * 1-based band of a percentage: the first upper bound it does not exceed, or the band above them all.
 * Every spec band reads "up to N percent", so each upper bound is inclusive.
 */
export function findPercentBand(percent: number, inclusiveUpperBounds: readonly number[]): number {
  const clamped = clampPercent(percent);
  const index = inclusiveUpperBounds.findIndex((bound) => clamped <= bound);
  return (index < 0 ? inclusiveUpperBounds.length : index) + 1;
}
