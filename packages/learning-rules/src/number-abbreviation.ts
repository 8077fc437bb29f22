const ABBREVIATION_UNITS = [
  { divisor: 1e3, suffix: 'k' },
  { divisor: 1e6, suffix: 'M' },
  { divisor: 1e9, suffix: 'G' },
] as const;

function roundToTenths(magnitude: number, divisor: number): number {
  return Math.round((magnitude * 10) / divisor);
}

/**
 * Spec 1 section 9: "Large numbers abbreviate as k, M, G with 1 decimal." A ".0" decimal is dropped
 * (1000 shows as "1k"), and a value that rounds up to 1000 of a unit moves to the next unit
 * (999 960 shows as "1M", not "1000k"). Numbers below 1000 are shown unchanged.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  let unitIndex = ABBREVIATION_UNITS.findLastIndex((unit) => magnitude >= unit.divisor);
  let unit = ABBREVIATION_UNITS[unitIndex];
  if (unit === undefined) return String(value);
  let tenths = roundToTenths(magnitude, unit.divisor);
  const largerUnit = ABBREVIATION_UNITS[unitIndex + 1];
  if (tenths >= 10_000 && largerUnit !== undefined) {
    unitIndex += 1;
    unit = largerUnit;
    tenths = roundToTenths(magnitude, unit.divisor);
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${(tenths / 10).toFixed(1).replace(/\.0$/, '')}${unit.suffix}`;
}
