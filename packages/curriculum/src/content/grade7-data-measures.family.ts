/**
 * Grade 7 D1.5: how removing an outlier or adding values changes the median, the mode and the range (task 89), and
 * choosing the measure that best describes a data set with an outlier or a skewed shape, and what happens to it
 * when the data change (task 90). These replace Grade 6's "find the mean / median / mode of this list" shapes. The
 * solvers recompute every measure from the listed values with exact fractions.
 */
import { byLevel, magnitude } from '../core/levels';
import { type Rational, cmp, rat, sub } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import { absR, dec, meanOf, medianOf, medianWork, sorted, sumOf } from './data-measures';

const rangeOf = (v: readonly number[]): number => Math.max(...v) - Math.min(...v);
/** The single most frequent value, or undefined when two or more values tie. */
function modeOf(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
  return modes.length === 1 && top > 1 ? modes[0] : undefined;
}
const without = (v: readonly number[], x: number): number[] => {
  const left = [...v];
  left.splice(left.indexOf(x), 1);
  return left;
};

interface Context {
  what: string;
  /** The same data described without its outlier, for the questions whose values have none. */
  plain?: string;
  unit: string;
  lo: number;
  hi: number;
  /** Where a value far above the others lies. */
  outLo: number;
  outHi: number;
}

const CONTEXTS: Context[] = [
  {
    what: 'Minutes some Grade 7 students in Hamilton spent on homework last night',
    unit: 'minutes',
    lo: 20,
    hi: 45,
    outLo: 90,
    outHi: 120,
  },
  {
    what: 'Points a Toronto basketball player scored in each game',
    unit: 'points',
    lo: 6,
    hi: 18,
    outLo: 34,
    outHi: 42,
  },
  {
    what: 'Kilometres a Sudbury family drove on some days in July, one of them a day trip to North Bay and back',
    plain: 'Kilometres a Sudbury family drove on some days in July',
    unit: 'km',
    lo: 10,
    hi: 30,
    outLo: 180,
    outHi: 260,
  },
];

/** `count` values in the context's usual range with one value repeated (a clear mode), and optionally one outlier. */
function drawData(rng: Rng, ctx: Context, count: number, outlier: boolean): number[] {
  const pool: number[] = [];
  while (pool.length < count - 1) {
    const v = rng.int(ctx.lo, ctx.hi);
    if (!pool.includes(v)) pool.push(v);
  }
  pool.push(pool[rng.int(0, pool.length - 1)] as number);
  if (outlier) pool[pool.length - 2] = rng.int(ctx.outLo, ctx.outHi);
  return pool;
}

type SpreadAsk = 'outlierRange' | 'twoMode' | 'outlierMedian' | 'most' | 'whichRemoved';

interface SpreadParams {
  values: number[];
  ask: SpreadAsk;
  /** Values added (twoMode, most) or the value removed (outlierRange, outlierMedian, whichRemoved). */
  change: number[];
}

type Measure = 'mean' | 'median' | 'mode' | 'range';
/** Level 4 asks which of all four measures moves most, so each wrong option is another measure's true change. */
const MEASURES: Measure[] = ['mean', 'median', 'mode', 'range'];
function measureOf(m: Measure, v: readonly number[]): Rational | undefined {
  if (m === 'mean') return meanOf(v);
  if (m === 'median') return medianOf(v);
  if (m === 'range') return rat(rangeOf(v));
  const mode = modeOf(v);
  return mode === undefined ? undefined : rat(mode);
}
/** Each measure's change when `added` join the data, or undefined when a mode is missing before or after. */
function changes(values: readonly number[], added: readonly number[]): Rational[] | undefined {
  const after = [...values, ...added];
  const out: Rational[] = [];
  for (const m of MEASURES) {
    const a = measureOf(m, values);
    const b = measureOf(m, after);
    if (a === undefined || b === undefined) return undefined;
    out.push(absR(sub(b, a)));
  }
  return out;
}
const mostLabel = (m: Measure, by: Rational): string =>
  by.n === 0n ? `The ${m}, it does not change` : `The ${m}, by ${dec(by)}`;
function mostAnswer(values: readonly number[], added: readonly number[]): string {
  const c = changes(values, added);
  if (!c) return 'none';
  const best = c.reduce((bi, x, i) => (cmp(x, c[bi] as Rational) > 0 ? i : bi), 0);
  const ties = c.filter((x) => cmp(x, c[best] as Rational) === 0).length;
  return ties === 1 ? mostLabel(MEASURES[best] as Measure, c[best] as Rational) : 'none';
}
/**
 * Level 4's two new values: one inside the range and one above it (the range tends to move most), two copies of a
 * value seen once (the mode jumps), or two values in the upper half (the median or the mean moves most).
 */
type Joining = 'above' | 'pair' | 'upper';
function drawJoining(rng: Rng, ctx: Context, values: readonly number[], joining: Joining): number[] {
  const s = sorted(values);
  if (joining === 'above') return [rng.int(ctx.lo, ctx.hi), rng.int(ctx.hi + 1, ctx.hi + (ctx.hi - ctx.lo))];
  if (joining === 'pair') {
    const v = rng.pick(s.filter((x) => s.indexOf(x) === s.lastIndexOf(x)));
    return [v, v];
  }
  const mid = s[Math.floor(s.length / 2)] as number;
  return [rng.int(mid + 1, s[s.length - 1] as number), rng.int(mid + 1, s[s.length - 1] as number)];
}
/** Every value whose removal leaves the range and median stated in a level 5 question. */
function removalsMatching(values: readonly number[], range: number, median: Rational): number[] {
  return [...new Set(values)].filter((x) => {
    const left = without(values, x);
    return rangeOf(left) === range && cmp(medianOf(left), median) === 0;
  });
}

/**
 * Task 89: the range after an outlier is removed (level 1), the mode after two equal values join (2), the median
 * after an outlier is removed (3), which of mean, median, mode and range changes most when two values join (4), and
 * working back from the new range and median to the value that was removed (5).
 */
export function spreadChangeTask(name: string, description: string) {
  return defineTask<SpreadParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<SpreadAsk>(level, [
        'outlierRange',
        'twoMode',
        'outlierMedian',
        'most',
        'whichRemoved',
      ]);
      const ctx = rng.pick(CONTEXTS);
      const count = byLevel(level, [6, 6, 7, 7, 8]);
      const hasOutlier = ask !== 'twoMode' && ask !== 'most';
      let values = drawData(rng, ctx, count, hasOutlier);
      let change: number[] = [];
      if (ask === 'outlierRange' || ask === 'outlierMedian') change = [Math.max(...values)];
      if (ask === 'twoMode') {
        const singles = values.filter((v) => values.filter((x) => x === v).length === 1);
        const v = rng.pick(singles);
        change = [v, v];
      }
      if (ask === 'most') {
        // Two values join. Whole means before (7 values) and after (9) keep every change whole, so no rounding is
        // needed; draw again until the mode is clear before and after and exactly one measure changes most, and
        // at least two change at all so the comparison is real.
        let joining = rng.pick<Joining>(['above', 'pair', 'upper']);
        const wholeMean = (): number[] => {
          let v = drawData(rng, ctx, count, false);
          for (let j = 0; j < 500 && sumOf(v) % count !== 0; j += 1) v = drawData(rng, ctx, count, false);
          return v;
        };
        values = wholeMean();
        for (let k = 0; k < 2000; k += 1) {
          if (k % 200 === 199) joining = rng.pick<Joining>(['above', 'pair', 'upper']);
          const added = drawJoining(rng, ctx, values, joining);
          if (
            (sumOf(values) + sumOf(added)) % (count + 2) === 0 &&
            mostAnswer(values, added) !== 'none' &&
            (changes(values, added) ?? []).filter((x) => x.n !== 0n).length >= 2
          ) {
            change = added;
            break;
          }
          if (k % 20 === 19) values = wholeMean();
        }
      }
      if (ask === 'whichRemoved') {
        // The removed value is the outlier; redraw until no other value leaves the same range and median.
        for (let k = 0; k < 50; k += 1) {
          const x = Math.max(...values);
          const left = without(values, x);
          if (removalsMatching(values, rangeOf(left), medianOf(left)).length === 1) break;
          values = drawData(rng, ctx, count, true);
        }
        change = [Math.max(...values)];
      }
      const params: SpreadParams = { values, ask, change };
      const data = `${(!hasOutlier && ctx.plain) || ctx.what}: ${values.join(', ')}.`;
      const n = values.length;
      if (ask === 'outlierRange') {
        const x = change[0] as number;
        const left = without(values, x);
        const answer = String(rangeOf(left));
        return {
          params,
          title: `The value ${x} is far from the others. If it is removed, what is the range of the values left?`,
          description: data,
          answer,
          answerKind: 'number',
          explanation: `With ${x}, the range is ${x} - ${Math.min(...values)} = ${rangeOf(values)}. Without it the greatest value is ${Math.max(...left)} and the least is ${Math.min(...left)}, so the range drops to ${Math.max(...left)} - ${Math.min(...left)} = ${answer} ${ctx.unit}.`,
          hints: ['Find the greatest and least values once the outlier is gone, then subtract.'],
          misconceptions: [
            { answer: String(rangeOf(values)), hint: `That is the range before ${x} is removed.` },
          ].filter((m) => m.answer !== answer),
        };
      }
      if (ask === 'twoMode') {
        const v = change[0] as number;
        const before = modeOf(values) as number;
        return {
          params,
          title: `Two more values are added: ${v} and ${v}. What is the mode now?`,
          description: data,
          answer: String(v),
          answerKind: 'number',
          explanation: `In order the values are ${sorted(values).join(', ')}. ${before} is the only value that appears twice, so the mode is ${before}. ${v} appeared once; with the two new values it appears 3 times, more than ${before}. In order the values are now ${sorted([...values, v, v]).join(', ')}, so the new mode is ${v}.`,
          hints: ['Count how often each value appears after the two new values join.'],
          misconceptions: [
            { answer: String(before), hint: `${before} appears twice, but ${v} now appears 3 times.` },
          ],
        };
      }
      if (ask === 'outlierMedian') {
        const x = change[0] as number;
        const left = without(values, x);
        const answer = dec(medianOf(left));
        return {
          params,
          title: `The value ${x} is removed from the data. What is the median of the values left? Give a decimal if it is halfway.`,
          description: data,
          answer,
          answerKind: 'number',
          explanation: `With all ${n} values, ${medianWork(values)}. Without ${x}, ${n - 1} values are left: ${medianWork(left)}. The median moves from ${dec(medianOf(values))} to ${answer} because one value fewer moves the middle; how big ${x} was does not matter, as the median does not depend on how big the largest value is.`,
          hints: [`Put the ${n - 1} values left in order and find the middle.`],
          misconceptions: [
            { answer: dec(medianOf(values)), hint: `That is the median before ${x} is removed.` },
          ].filter((m) => m.answer !== answer),
        };
      }
      if (ask === 'most') {
        const answer = mostAnswer(values, change);
        const after = [...values, ...change];
        const c = changes(values, change) as Rational[];
        const from = (m: Measure, v: readonly number[]): string =>
          m === 'mean' ? `${sumOf(v)} ÷ ${v.length} = ${dec(meanOf(v))}` : dec(measureOf(m, v) as Rational);
        const work = MEASURES.map(
          (m, i) =>
            `the ${m} goes from ${from(m, values)} to ${from(m, after)} (a change of ${dec(c[i] as Rational)})`,
        ).join('; ');
        return {
          params,
          title: `Two values are added: ${change.join(' and ')}. Which changes the most: the mean, the median, the mode or the range?`,
          description: data,
          answer,
          answerKind: 'text',
          explanation: `In order, the values before are ${sorted(values).join(', ')} and after are ${sorted(after).join(', ')}. Then ${work}. The greatest change is ${answer.toLowerCase()}.`,
          hints: ['Find the mean, median, mode and range before and after, then compare the changes.'],
          choices: {
            // One option per measure, each with its true change: a wrong choice is a wrong comparison.
            distractors: MEASURES.map((m, i) => mostLabel(m, c[i] as Rational)).filter((d) => d !== answer),
          },
        };
      }
      const x = change[0] as number;
      const left = without(values, x);
      const range = rangeOf(left);
      const med = dec(medianOf(left));
      const shown = sorted(values);
      return {
        params,
        title: `One value is removed from the data. Afterwards the range is ${range} and the median is ${med}. Which value was removed?`,
        description: data,
        answer: String(x),
        answerKind: 'number',
        explanation: `Now the range is ${rangeOf(values)}; a range of ${range} means the greatest or least value was removed. Removing the least, ${shown[0]}, leaves a range of ${Math.max(...values)} - ${shown[1]} = ${rangeOf(without(values, shown[0] as number))}. Removing the greatest, ${x}, leaves a range of ${Math.max(...left)} - ${Math.min(...left)} = ${range}, and ${medianWork(left)}. So ${x} was removed.`,
        hints: ['Which values could change the range when removed? Try each and check the median too.'],
        misconceptions: [
          { answer: String(shown[0]), hint: 'Removing the least value leaves a different range.' },
        ].filter((m) => m.answer !== String(x)),
      };
    },
    solve: (p) => {
      if (p.ask === 'outlierRange') return String(rangeOf(without(p.values, p.change[0] as number)));
      if (p.ask === 'outlierMedian') return dec(medianOf(without(p.values, p.change[0] as number)));
      if (p.ask === 'twoMode') return String(modeOf([...p.values, ...p.change]) ?? 'none');
      if (p.ask === 'most') return mostAnswer(p.values, p.change);
      const left = without(p.values, p.change[0] as number);
      const found = removalsMatching(p.values, rangeOf(left), medianOf(left));
      return found.length === 1 ? String(found[0]) : 'none';
    },
    complexity: (p) =>
      magnitude(...p.values) +
      p.values.length / 2 +
      { outlierRange: 0, twoMode: 1, outlierMedian: 2, most: 4, whichRemoved: 5 }[p.ask],
  });
}

type BestAsk = 'typical' | 'pull' | 'cleanUp' | 'sizes' | 'missing';

interface BestParams {
  values: number[];
  ask: BestAsk;
  /** For `missing`, the mean of all the values; the largest value is hidden. */
  mean: number;
}

/** Half sizes from `from` up to `halvesTo`, then the whole sizes after it: the sizes Ontario shoe stores stock. */
const sizeRun = (from: number, halvesTo: number, wholes: number[]): number[] => [
  ...Array.from({ length: 2 * (halvesTo - from) + 1 }, (_, i) => from + i / 2),
  ...wholes,
];
interface ShoeDepartment {
  /** What the store sells, read after "will order more" and "pairs of". */
  shoes: string;
  sizes: number[];
}
const SHOE_DEPARTMENTS: ShoeDepartment[] = [
  { shoes: 'women’s running shoes', sizes: sizeRun(5, 11, [12]) },
  { shoes: 'men’s work boots', sizes: sizeRun(7, 12, [13, 14]) },
  { shoes: 'kids’ sneakers', sizes: sizeRun(1, 7, []) },
  { shoes: 'men’s basketball shoes', sizes: sizeRun(7, 12, [13, 14, 15]) },
  { shoes: 'women’s winter boots', sizes: sizeRun(5, 10, [11]) },
];
const SHOE_TOWNS = ['Kingston', 'Barrie', 'Thunder Bay', 'Windsor', 'Peterborough', 'Sault Ste. Marie'];
/** Sales skewed to the large sizes: a peak in the lower half, a quick drop below it and a long tail above. */
function drawSales(rng: Rng, sizes: readonly number[]): number[] {
  const top = rng.int(1, Math.floor(sizes.length / 2));
  const freqs = sizes.map(() => 0);
  freqs[top] = rng.int(4, 6);
  for (let i = top - 1; i >= 0; i -= 1) freqs[i] = Math.max(0, (freqs[i + 1] as number) - rng.int(1, 3));
  for (let i = top + 1; i < sizes.length; i += 1)
    freqs[i] = Math.max(0, (freqs[i - 1] as number) - (i === top + 1 ? rng.int(1, 2) : rng.int(0, 1)));
  return rng.shuffle(sizes.flatMap((s, i) => Array<number>(freqs[i] as number).fill(s)));
}
/** A size sold more often than all others but the mode: counting slips land on it. */
function runnerUp(values: readonly number[], mode: number): number | undefined {
  const counts = [...new Set(values)]
    .filter((s) => s !== mode)
    .map((s) => [s, values.filter((v) => v === s).length] as const)
    .sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  return counts[0]?.[0];
}

function bestAnswer(values: readonly number[]): string {
  const s = sorted(values);
  const gapTop = (s[s.length - 1] as number) - (s[s.length - 2] as number);
  const rest = (s[s.length - 2] as number) - (s[0] as number);
  // A value further above the next one than the rest of the data spreads is an outlier: the median describes best.
  return gapTop > rest ? `The median, ${dec(medianOf(values))}` : `The mean, ${dec(meanOf(values))}`;
}
function cleanUpAnswer(values: readonly number[]): string {
  const x = Math.max(...values);
  const left = without(values, x);
  const dMean = absR(sub(meanOf(values), meanOf(left)));
  const dMedian = absR(sub(medianOf(values), medianOf(left)));
  return cmp(dMean, dMedian) >= 0 ? `The mean, by ${dec(dMean)}` : `The median, by ${dec(dMedian)}`;
}

/**
 * Task 90: which of mean, median and mode describes data with an outlier (level 1), how far the outlier pulls the
 * mean above the median (2), which measure changes more when the outlier is removed (3), the measure a store should
 * use for skewed shoe-size sales (4), and working back from the mean to a hidden outlier, then how far the mean sits
 * above the median (5).
 */
export function bestMeasureTask(name: string, description: string) {
  return defineTask<BestParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<BestAsk>(level, ['typical', 'pull', 'cleanUp', 'sizes', 'missing']);
      const ctx = rng.pick(CONTEXTS);
      const count = byLevel(level, [6, 7, 7, 10, 8]);
      let values = drawData(rng, ctx, count, true);
      if (ask === 'typical')
        // The mode should sit away from the median, so picking it is a visible mistake.
        for (let k = 0; k < 30; k += 1) {
          const mode = modeOf(values) as number;
          if (Math.abs(mode - Number(medianOf(values).n) / Number(medianOf(values).d)) >= 2) break;
          values = drawData(rng, ctx, count, true);
        }
      // Drawn only at level 4, so the other levels keep the questions their seeds have always given.
      const department =
        ask === 'sizes' ? rng.pick(SHOE_DEPARTMENTS) : (SHOE_DEPARTMENTS[0] as ShoeDepartment);
      if (ask === 'sizes') {
        // The mode is the size sold most; the mean and the median must name other sizes, the big sizes must pull
        // the mean above the median, and the median must be a size or halfway between two (never a quarter size) so
        // it needs no rounding.
        for (let k = 0; k < 200; k += 1) {
          values = drawSales(rng, department.sizes);
          const mode = modeOf(values);
          const median = medianOf(values);
          if (
            mode !== undefined &&
            values.length >= 12 &&
            values.length <= 20 &&
            (2n * median.n) % median.d === 0n &&
            dec(median) !== String(mode) &&
            dec(meanOf(values)) !== String(mode) &&
            cmp(meanOf(values), median) > 0 &&
            dec(meanOf(values)) !== dec(median)
          )
            break;
        }
      }
      let mean = 0;
      if (ask === 'missing') {
        // Step the outlier until the mean of all values is whole.
        const i = values.indexOf(Math.max(...values));
        while (sumOf(values) % values.length !== 0) values[i] = (values[i] as number) + 1;
        mean = sumOf(values) / values.length;
      }
      const params: BestParams = { values, ask, mean };
      const n = values.length;
      const x = Math.max(...values);
      const data = `${ctx.what}: ${values.join(', ')}.`;
      const meanWork = (v: readonly number[]): string =>
        `the mean is (${v.join(' + ')}) ÷ ${v.length} = ${sumOf(v)} ÷ ${v.length} = ${dec(meanOf(v))}`;
      if (ask === 'typical') {
        const answer = bestAnswer(values);
        const mode = modeOf(values) as number;
        return {
          params,
          title:
            'Which measure best describes a typical value of this data: the mean, the median or the mode? Round the mean to one decimal place.',
          description: data,
          answer,
          answerKind: 'text',
          explanation: `${x} is far above the other values. ${meanWork(values)[0]?.toUpperCase()}${meanWork(values).slice(1)}, pulled up by ${x}. The median: ${medianWork(values)}. The mode is ${mode}, the only repeated value. The mean is above most values and the mode is just one repeated value, so the median describes a typical value best: ${answer.toLowerCase()}.`,
          hints: ['Find all three; which one is close to most of the values?'],
          choices: {
            distractors: [`The mean, ${dec(meanOf(values))}`, `The mode, ${mode}`],
            fallback: (k) => `The range, ${rangeOf(values) + k}`,
          },
        };
      }
      if (ask === 'pull') {
        const gap = dec(sub(meanOf(values), medianOf(values)));
        return {
          params,
          title: `The value ${x} pulls the mean up. How far above the median is the mean? Round to one decimal place.`,
          description: data,
          answer: gap,
          answerKind: 'number',
          explanation: `${meanWork(values)[0]?.toUpperCase()}${meanWork(values).slice(1)}. The median: ${medianWork(values)}. The mean is ${dec(meanOf(values))} - ${dec(medianOf(values))} = ${gap} above the median.`,
          hints: ['Find the mean and the median, then subtract.'],
          misconceptions: [
            { answer: dec(meanOf(values)), hint: 'That is the mean; subtract the median from it.' },
          ].filter((m) => m.answer !== gap),
        };
      }
      if (ask === 'cleanUp') {
        const left = without(values, x);
        const answer = cleanUpAnswer(values);
        const dMean = dec(absR(sub(meanOf(values), meanOf(left))));
        const dMedian = dec(absR(sub(medianOf(values), medianOf(left))));
        return {
          params,
          title: `The value ${x} was a typing mistake and is removed. Which changes more, the mean or the median, and by how much? Round to one decimal place.`,
          description: data,
          answer,
          answerKind: 'text',
          explanation: `Before: ${meanWork(values)}; ${medianWork(values)}. After: ${meanWork(left)}; ${medianWork(left)}. The mean changes by ${dMean} and the median by ${dMedian}, so the answer is ${answer}.`,
          hints: ['Find the mean and the median with and without the mistake.'],
          choices: {
            distractors: [
              `The median, by ${dMean}`,
              `The median, by ${dMedian}`,
              `The mean, by ${dMedian}`,
            ].filter((d) => d !== answer),
            fallback: (k) => `The median, by ${k + 1}`,
          },
        };
      }
      if (ask === 'sizes') {
        const mode = modeOf(values) as number;
        const answer = `The mode, size ${mode}`;
        const counts = sorted([...new Set(values)])
          .map((s) => `size ${s}: ${values.filter((v) => v === s).length}`)
          .join(', ');
        const [mean, median] = [dec(meanOf(values)), dec(medianOf(values))];
        const notSold = [mean, median].filter((m) => !department.sizes.map(String).includes(m));
        const second = runnerUp(values, mode);
        return {
          params,
          title: `A shoe store in ${rng.pick(SHOE_TOWNS)} will order more ${department.shoes} in the size it sells most. Which measure should it use, and what is it? Round the mean to one decimal place.`,
          description: `Sizes of the last ${n} pairs of ${department.shoes} sold: ${values.join(', ')}.`,
          answer,
          answerKind: 'text',
          explanation: `Pairs sold: ${counts}. The most common size is ${mode}, so the mode answers "which size sells most". ${meanWork(values)[0]?.toUpperCase()}${meanWork(values).slice(1)}, and the median: ${medianWork(values)}; the few big sizes pull the mean up, and neither the mean nor the median is the size sold most often${notSold.length > 0 ? ` (size ${notSold.join(' and size ')} is not even a size the store sells)` : ''}. ${answer}.`,
          hints: ['Which size appears most often in the list?'],
          choices: {
            distractors: [
              `The mean, size ${mean}`,
              `The median, size ${median}`,
              // Miscounting the sizes: the size sold second most.
              ...(second === undefined ? [] : [`The mode, size ${second}`]),
            ],
            fallback: (k) => `The mode, size ${mode + k + 1}`,
          },
        };
      }
      const shown = without(values, x);
      const gap = dec(sub(meanOf(values), medianOf(values)));
      return {
        params,
        title: `The largest value is missing. The mean of all ${n} values is ${mean}. Find the missing value, then say how far above the median the mean is. Round to one decimal place.`,
        description: `${ctx.what}, without the largest: ${shown.join(', ')}.`,
        answer: gap,
        answerKind: 'number',
        explanation: `${n} values with a mean of ${mean} add to ${n} × ${mean} = ${n * mean}. The ${n - 1} shown add to ${sumOf(shown)}, so the missing value is ${n * mean} - ${sumOf(shown)} = ${x}. With it, ${medianWork(values)}. The mean is ${mean} - ${dec(medianOf(values))} = ${gap} above the median.`,
        hints: [`${n} values with a mean of ${mean} add to ${n} × ${mean}.`],
        misconceptions: [
          { answer: String(x), hint: `${x} is the missing value; now compare the mean with the median.` },
          { answer: dec(sub(rat(mean), medianOf(shown))), hint: `Put ${x} back before finding the median.` },
        ].filter((m) => m.answer !== gap),
      };
    },
    solve: (p) => {
      if (p.ask === 'typical') return bestAnswer(p.values);
      if (p.ask === 'pull') return dec(sub(meanOf(p.values), medianOf(p.values)));
      if (p.ask === 'missing') {
        // Work back: the hidden value is n × mean minus the shown values, then compare mean and median.
        const shown = without(p.values, Math.max(...p.values));
        const all = [...shown, p.values.length * p.mean - sumOf(shown)];
        return dec(sub(rat(p.mean), medianOf(all)));
      }
      if (p.ask === 'cleanUp') return cleanUpAnswer(p.values);
      const mode = modeOf(p.values);
      return mode === undefined ? 'none' : `The mode, size ${mode}`;
    },
    complexity: (p) =>
      magnitude(...p.values) +
      p.values.length / 2 +
      { typical: 0, pull: 1, cleanUp: 2, sizes: 1, missing: 5 }[p.ask],
  });
}
