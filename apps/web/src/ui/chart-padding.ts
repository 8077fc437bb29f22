/**
 * Pads a series of bars at the front to `count` entries and keeps the last `count` when there are more (spec 3 §9:
 * "Charts pad to 15 bars"), so a new learner's first day sits at the right edge instead of one wide bar.
 */
export function padBars<TBar>(
  bars: readonly TBar[],
  count: number,
  makeEmpty: (positionFromStart: number) => TBar,
): TBar[] {
  const kept = bars.slice(-count);
  const missing = Math.max(0, count - kept.length);
  return [...Array.from({ length: missing }, (_, index) => makeEmpty(index)), ...kept];
}
