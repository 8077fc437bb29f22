/**
 * Counts and points arrive from browsers and databases; NaN, negatives or fractions must never turn a rule
 * into negative points or a score above its start, so every rule reads its inputs through this.
 */
export function toNonNegativeInteger(value: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? Number.MAX_SAFE_INTEGER : 0;
  return Math.max(0, Math.floor(value));
}
