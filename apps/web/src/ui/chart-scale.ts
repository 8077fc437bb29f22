/**
 * The value axis of the app's bar charts: round tick values (0, 500, 1,000 … never 650, 1,300, 1,950), and a square
 * root scale wherever a chart carries the specs' reference line, so that the line at 2,500 (3,500 in the demo) and
 * a learner's bars, which stay under 500 a skill and 2,000 a topic, are visibly comparable (decision 017).
 */
export type ChartScale = 'linear' | 'sqrt';

const ROUND_MANTISSAS = [1, 2, 2.5, 5, 10];
const TOP_MANTISSAS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

function pickMantissa(value: number, mantissas: readonly number[], pick: 'up' | 'nearest'): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / magnitude;
  if (pick === 'up') return (mantissas.find((candidate) => candidate >= mantissa - 1e-9) ?? 10) * magnitude;
  // Nearest on a log scale, which is how the eye compares round numbers.
  let best = mantissas[0] ?? 1;
  for (const candidate of mantissas) {
    if (Math.abs(Math.log(candidate / mantissa)) < Math.abs(Math.log(best / mantissa))) best = candidate;
  }
  return best * magnitude;
}

/** The axis' top and ticks for bars up to `highest` (the reference line included). */
export function chooseValueAxis(highest: number, scale: ChartScale): { top: number; ticks: number[] } {
  if (highest <= 0) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  if (scale === 'linear') {
    const step = pickMantissa(highest / 4, ROUND_MANTISSAS, 'up');
    const top = Math.ceil(highest / step - 1e-9) * step;
    const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
    return { top, ticks };
  }
  // Room above the highest value for the reference line's label, then ticks evenly spread on the root scale.
  const top = pickMantissa(highest * 1.1, TOP_MANTISSAS, 'up');
  const ticks = [0, 1, 2, 3].map((index) =>
    index === 0 ? 0 : pickMantissa(top * (index / 4) ** 2, ROUND_MANTISSAS, 'nearest'),
  );
  return { top, ticks: [...new Set([...ticks, top])].filter((tick) => tick <= top) };
}

/** The share of the axis' height a value reaches: how tall its bar is against the line's height. */
export function placeOnAxis(value: number, top: number, scale: ChartScale): number {
  if (top <= 0) return 0;
  const share = Math.min(1, Math.max(0, value / top));
  return scale === 'sqrt' ? Math.sqrt(share) : share;
}

/**
 * Splits an axis label into lines of at most `width` characters at spaces, so a label is wrapped, never cut; a word
 * longer than a line keeps its own line whole.
 */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
