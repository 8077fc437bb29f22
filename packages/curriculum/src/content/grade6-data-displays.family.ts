/**
 * Grade 6 collecting and organizing data (D1.2) and choosing a display (D1.3): tallying raw data into intervals of
 * a frequency table, the interval with the most values, a missing frequency, how many intervals a set needs, the
 * percent at or above a value; and choosing a bar graph, a histogram or a broken-line graph for a data set, and
 * why. The build tallies with arithmetic on interval starts; the solver sorts and counts the raw values one by one.
 */
import { withApplicableMisconceptions } from '../core/misconceptions';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

/** "1 runner", "1 minute", "12 runners": a count of one takes the singular of a plural noun. */
const amount = (n: number, plural: string): string =>
  `${n} ${n === 1 && plural.endsWith('s') ? plural.slice(0, -1) : plural}`;

const STUDIES = [
  { what: 'minutes each student read last night', items: 'students', unit: 'minutes', min: 5, max: 59 },
  {
    what: 'heights of bean plants after three weeks, in centimetres',
    items: 'plants',
    unit: 'cm',
    min: 10,
    max: 49,
  },
  {
    what: 'number of push-ups each student did in one minute',
    items: 'students',
    unit: 'push-ups',
    min: 8,
    max: 47,
  },
  {
    what: 'masses of apples from an orchard near Collingwood, in grams',
    items: 'apples',
    unit: 'g',
    min: 120,
    max: 199,
  },
] as const;

type TableKind = 'count' | 'most' | 'missing' | 'intervals' | 'percent';
const TABLE_KINDS: readonly TableKind[] = ['count', 'most', 'missing', 'intervals', 'percent'];

interface TableParams {
  kind: TableKind;
  values: number[];
  /** First interval start and interval width. */
  first: number;
  width: number;
  /** count, missing: the interval asked about (its start); percent: the threshold. */
  target: number;
}

const interval = (start: number, width: number): string => `${start} to ${start + width - 1}`;

/** Frequencies per interval start, from `first` in steps of `width` to the largest value. */
function tally(
  values: readonly number[],
  first: number,
  width: number,
  last = Math.max(...values),
): Map<number, number> {
  const counts = new Map<number, number>();
  for (let start = first; start <= last; start += width) counts.set(start, 0);
  for (const v of values) {
    const start = first + Math.floor((v - first) / width) * width;
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return counts;
}

const cell = (x: number, y: number, w: number, content: string, bold = false): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="26" fill="${bold ? '#e7f5ff' : '#fff'}" stroke="#adb5bd"/>` +
  `<text x="${x + w / 2}" y="${y + 18}" text-anchor="middle" font-family="sans-serif" font-size="13"${bold ? ' font-weight="bold"' : ''}>${escapeXml(content)}</text>`;

/** The raw data as a grid of cards, eight to a row; the description lists every value. */
function dataGridSvg(values: readonly number[], title: string): string {
  const perRow = 8;
  let body = '';
  values.forEach((v, i) => {
    body += cell(10 + (i % perRow) * 48, 10 + Math.floor(i / perRow) * 30, 46, String(v));
  });
  return svgDocument(10 + perRow * 48 + 10, 20 + Math.ceil(values.length / perRow) * 30, title, body);
}

/** A two-column frequency table (interval, frequency); the description reads it row by row. */
function frequencyTableSvg(rows: readonly [string, string][], title: string): string {
  let body = cell(10, 10, 130, 'Interval', true) + cell(140, 10, 100, 'Frequency', true);
  rows.forEach(([label, frequency], i) => {
    body += cell(10, 36 + i * 26, 130, label) + cell(140, 36 + i * 26, 100, frequency);
  });
  return svgDocument(250, 46 + rows.length * 26 + 10, title, body);
}

function dataSet(rng: Rng, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => rng.int(min, max));
}

/** D1.2: organize raw data into intervals of a frequency table, and read what the table tells. */
export function frequencyTableTask(name: string, description: string) {
  return defineTask<TableParams>(
    withApplicableMisconceptions<TableParams>({
      name,
      description,
      build(rng, level) {
        const kind = TABLE_KINDS[level - 1] as TableKind;
        const study = rng.pick(STUDIES);
        const width = study.unit === 'g' ? 20 : 10;
        const first = Math.floor(study.min / width) * width;
        const size =
          kind === 'count' ? rng.int(12, 16) : kind === 'percent' ? rng.pick([20, 25]) : rng.int(16, 24);
        const values = dataSet(rng, size, study.min, study.max);
        const counts = tally(values, first, width, study.max);
        const starts = [...counts.keys()];
        const intro = `A Grade 6 class collected the ${study.what}; the picture shows the ${values.length} values.`;
        const grid = dataGridSvg(values, `The ${values.length} values collected: ${values.join(', ')}.`);
        const tableRows = (hidden: number | null): [string, string][] =>
          starts.map((s) => [interval(s, width), s === hidden ? '?' : String(counts.get(s) ?? 0)]);
        const tableTitle = (hidden: number | null): string =>
          `Frequency table of the ${study.what}: ${tableRows(hidden)
            .map(([label, f]) => `${label}: ${f === '?' ? 'missing' : f}`)
            .join('; ')}.`;
        if (kind === 'count') {
          const target = rng.pick(starts);
          const inside = values.filter((v) => v >= target && v < target + width);
          return {
            params: { kind, values, first, width, target },
            title: `How many values belong in the interval ${interval(target, width)}?`,
            description: `${intro} The class groups them in a frequency table with intervals of ${width}.`,
            imageSvg: grid,
            answer: String(inside.length),
            answerKind: 'number',
            explanation: `Tally the values from ${target} up to ${target + width - 1}: ${inside.length === 0 ? 'none of the values are there' : inside.join(', ')}. That is ${inside.length} ${inside.length === 1 ? 'value' : 'values'} in the interval ${interval(target, width)}.`,
            hints: [
              `Go through the list once and mark every value from ${target} up to ${target + width - 1}.`,
            ],
            misconceptions: [
              {
                answer: String(values.filter((v) => v >= target && v <= target + width).length),
                hint: `${target + width} starts the next interval: the interval ${interval(target, width)} stops at ${target + width - 1}.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        if (kind === 'most') {
          const best = Math.max(...counts.values());
          const winners = starts.filter((s) => counts.get(s) === best);
          if (winners.length !== 1) return this.build(rng, level);
          const top = winners[0] as number;
          const answer = interval(top, width);
          return {
            params: { kind, values, first, width, target: top },
            title: 'Which interval of the frequency table has the most values?',
            description: `${intro} The class groups them in intervals of ${width}, starting at ${interval(first, width)}.`,
            imageSvg: grid,
            answer,
            answerKind: 'text',
            explanation: `Tally each interval: ${starts.map((s) => `${interval(s, width)}: ${counts.get(s) ?? 0}`).join('; ')}. The largest frequency is ${best}, in the interval ${answer}.`,
            hints: [
              `Make a tally for each interval of ${width}, starting at ${first}, then compare the totals.`,
            ],
            misconceptions: [],
            choices: {
              distractors: starts.filter((s) => s !== top).map((s) => interval(s, width)),
            },
          };
        }
        if (kind === 'missing') {
          const target = rng.pick(starts);
          const known = starts.filter((s) => s !== target).reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
          const key = values.length - known;
          return {
            params: { kind, values, first, width, target },
            title: `How many values belong in the interval ${interval(target, width)}?`,
            description: `A Grade 6 class recorded the ${study.what} (${values.length} ${study.items}) in the frequency table shown. One frequency is missing.`,
            imageSvg: frequencyTableSvg(tableRows(target), tableTitle(target)),
            answer: String(key),
            answerKind: 'number',
            explanation: `The frequencies add up to the ${values.length} values collected. The known ones add to ${starts
              .filter((s) => s !== target)
              .map((s) => counts.get(s) ?? 0)
              .join(
                ' + ',
              )} = ${known}, so the missing one is ${values.length} - ${known} = ${key}. The interval ${interval(target, width)} holds ${key} values.`,
            hints: [`All the frequencies together make ${values.length}: add the ones you know.`],
            misconceptions: [
              {
                answer: String(known),
                hint: `That is the total of the others; subtract it from ${values.length}.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        if (kind === 'intervals') {
          const low = Math.min(...values);
          const high = Math.max(...values);
          const w = rng.pick(study.unit === 'g' ? [10, 20] : [5, 10]);
          const start = Math.floor(low / w) * w;
          const needed = Math.floor((high - start) / w) + 1;
          return {
            params: { kind, values, first: start, width: w, target: 0 },
            title: `How many intervals does the frequency table need?`,
            description: `${intro} The class uses equal intervals of ${w}, the first one ${interval(start, w)}, and every value must fit in an interval.`,
            imageSvg: grid,
            answer: String(needed),
            answerKind: 'number',
            explanation: `The smallest value is ${low} and the largest is ${high}. Intervals of ${w} from ${start} go ${interval(start, w)}, ${interval(start + w, w)}, and so on; ${high} falls in ${interval(start + (needed - 1) * w, w)}, the interval number ${needed}. The table needs ${needed} intervals.`,
            hints: [`Find the largest value, then count intervals of ${w} from ${start} until one holds it.`],
            misconceptions: [
              {
                answer: String(Math.ceil((high - low) / w)),
                hint: `Count the intervals from ${start}, where the first interval starts, up to the one that holds ${high}.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const threshold = rng.pick(starts.slice(1));
        const atLeast = starts
          .filter((s) => s >= threshold)
          .reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
        const percent = (atLeast * 100) / values.length;
        const parts = starts.filter((s) => s >= threshold).map((s) => counts.get(s) ?? 0);
        return {
          params: { kind, values, first, width, target: threshold },
          title: `What percent of the values are ${threshold} or more?`,
          description: `A Grade 6 class recorded the ${study.what} (${values.length} ${study.items}) in the frequency table shown.`,
          imageSvg: frequencyTableSvg(tableRows(null), tableTitle(null)),
          answer: String(percent),
          answerKind: 'percent',
          explanation: `${parts.length === 1 ? `The interval ${interval(threshold, width)} holds ${atLeast} values.` : `The intervals from ${interval(threshold, width)} up hold ${parts.join(' + ')} = ${atLeast} values.`} As a percent of ${values.length}: ${atLeast} ÷ ${values.length} × 100 = ${percent}. So ${percent}% of the values are ${threshold} or more.`,
          hints: [
            `Add the frequencies of every interval from ${threshold} up, then compare with all ${values.length} values.`,
          ],
          misconceptions: [
            {
              answer: String(atLeast),
              hint: `That is how many values; the question asks what percent of ${values.length}.`,
            },
            { answer: String(100 - percent), hint: `That is the percent below ${threshold}.` },
          ],
        };
      },
      solve: (p) => {
        const sorted = [...p.values].sort((a, b) => a - b);
        const inInterval = (start: number): number =>
          sorted.filter((v) => v >= start && v <= start + p.width - 1).length;
        switch (p.kind) {
          case 'count':
          case 'missing':
            return String(inInterval(p.target));
          case 'most': {
            let best = p.first;
            for (let s = p.first; s <= (sorted.at(-1) as number); s += p.width)
              if (inInterval(s) > inInterval(best)) best = s;
            return interval(best, p.width);
          }
          case 'intervals': {
            let n = 0;
            for (let s = p.first; s <= (sorted.at(-1) as number); s += p.width) n += 1;
            return String(n);
          }
          case 'percent':
            return String((sorted.filter((v) => v >= p.target).length * 100) / sorted.length);
        }
      },
      complexity: (p) => TABLE_KINDS.indexOf(p.kind) + p.values.length / 100,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// D1.3 choosing a graph

type Display = 'a bar graph' | 'a histogram' | 'a broken-line graph';
const DISPLAYS: readonly Display[] = ['a bar graph', 'a histogram', 'a broken-line graph'];

interface Scenario {
  text: (name: string) => string;
  best: Display;
  why: string;
}

const SCENARIOS: readonly Scenario[] = [
  {
    text: (n) => `${n} asks every student in the class which sport they like best`,
    best: 'a bar graph',
    why: 'the data are categories (sports), with no order and no intervals',
  },
  {
    text: (n) => `${n} counts how many books each of five classes brought to a book drive`,
    best: 'a bar graph',
    why: 'each class is a separate category, and the bars compare them',
  },
  {
    text: (n) => `${n} records the favourite pizza topping of 60 students`,
    best: 'a bar graph',
    why: 'toppings are qualitative categories',
  },
  {
    text: (n) => `${n} measures the heights of 60 Grade 6 students and groups them in intervals of 5 cm`,
    best: 'a histogram',
    why: 'heights are continuous data grouped in equal intervals, so the bars touch',
  },
  {
    text: (n) => `${n} times 40 runners in a 1 km race and groups the times in intervals of 30 seconds`,
    best: 'a histogram',
    why: 'race times are continuous data grouped in equal intervals',
  },
  {
    text: (n) => `${n} records the masses of 50 pumpkins at a farm near Newmarket in intervals of 2 kg`,
    best: 'a histogram',
    why: 'mass is continuous and the data are grouped in equal intervals',
  },
  {
    text: (n) => `${n} records the temperature in Thunder Bay at noon every day for two weeks`,
    best: 'a broken-line graph',
    why: 'the data show how one quantity changes over time',
  },
  {
    text: (n) => `${n} measures the height of a sunflower every Monday from May to August`,
    best: 'a broken-line graph',
    why: 'the data follow one plant as it changes over time',
  },
  {
    text: (n) => `${n} records the price of a litre of milk in Ontario each month for a year`,
    best: 'a broken-line graph',
    why: 'the data show change from month to month',
  },
];

const cap = (text: string): string => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
const NAMES = LEARNER_NAMES;

type GraphKind = 'pick' | 'pickTime' | 'why' | 'notThis' | 'bins';
const GRAPH_KINDS: readonly GraphKind[] = ['pick', 'pickTime', 'why', 'notThis', 'bins'];

interface GraphParams {
  kind: GraphKind;
  scenario: number;
  /** bins: smallest and largest value, where the first interval starts, and the number of intervals wanted. */
  low: number;
  start: number;
  high: number;
  bins: number;
}

/** D1.3: choose the display that suits a data set, say why, and choose equal intervals for a histogram. */
export function chooseGraphTask(name: string, description: string) {
  return defineTask<GraphParams>(
    withApplicableMisconceptions<GraphParams>({
      name,
      description,
      build(rng, level) {
        const kind = GRAPH_KINDS[level - 1] as GraphKind;
        const who = rng.pick(NAMES);
        if (kind === 'bins') {
          const bins = rng.int(5, 8);
          const width = rng.pick([5, 10, 20]);
          const low = rng.int(1, 4) * width + rng.int(1, width - 1);
          const high = Math.floor(low / width) * width + bins * width - rng.int(1, width - 1);
          const start = Math.floor(low / width) * width;
          return {
            params: { kind, scenario: 0, low, start, high, bins },
            title: `What interval width gives the histogram exactly ${bins} equal intervals?`,
            description: `${who}'s data go from ${low} to ${high}. The first interval starts at ${start}, and the width must be 5, 10, 20 or 25.`,
            answer: String(width),
            answerKind: 'number',
            explanation: `With width ${width}, the intervals start at ${start}, ${start + width}, ... and the last one, number ${bins}, is ${start + (bins - 1) * width} to ${start + bins * width - 1}, which holds ${high}. So ${bins} intervals of ${width} cover ${low} to ${high}, and the width is ${width}.`,
            hints: [`For each width, count the intervals from ${start} until one holds ${high}.`],
            misconceptions: [],
            choices: {
              distractors: ['5', '10', '20', '25'].filter((v) => v !== String(width)),
            },
          };
        }
        const pool = kind === 'pickTime' ? SCENARIOS.filter((s) => s.best !== 'a bar graph') : SCENARIOS;
        const scenario = rng.pick(pool);
        const index = SCENARIOS.indexOf(scenario);
        const setting = `${scenario.text(who)}.`;
        if (kind === 'why') {
          const wrongReasons = SCENARIOS.filter((s) => s.best !== scenario.best).map((s) => s.why);
          return {
            params: { kind, scenario: index, low: 0, start: 0, high: 0, bins: 0 },
            title: `Why is ${scenario.best} the best display for these data?`,
            description: cap(setting),
            answer: scenario.why,
            answerKind: 'text',
            explanation: `The data: ${scenario.text(who)}. Bar graphs compare categories, histograms show values grouped in equal intervals, and broken-line graphs show one quantity changing over time. ${cap(scenario.best)} is right here because ${scenario.why}.`,
            hints: [
              'Ask: are the data categories, values grouped in intervals, or one quantity changing over time?',
            ],
            misconceptions: [],
            choices: { distractors: rng.shuffle([...new Set(wrongReasons)]).slice(0, 3) },
          };
        }
        if (kind === 'notThis') {
          const wrong = DISPLAYS.filter((d) => d !== scenario.best);
          const bad = rng.pick(wrong);
          return {
            params: { kind, scenario: index, low: 0, start: 0, high: 0, bins: 0 },
            title: `${who} drew ${bad}. Which display should ${who} have chosen instead?`,
            description: `${cap(setting)} The graph needs a title, labelled axes and a scale, whichever display is chosen.`,
            answer: scenario.best,
            answerKind: 'text',
            explanation: `The data: ${scenario.text(who)}. ${cap(bad)} does not fit, because ${scenario.why}. ${who} should have chosen ${scenario.best}.`,
            hints: ['Decide first whether the data are categories, grouped values or a change over time.'],
            misconceptions: [],
            choices: { distractors: [...wrong.filter((d) => d !== bad), bad, 'a pictograph'] },
          };
        }
        return {
          params: { kind, scenario: index, low: 0, start: 0, high: 0, bins: 0 },
          title: 'Which display is the best choice for these data?',
          description: cap(setting),
          answer: scenario.best,
          answerKind: 'text',
          explanation: `The data: ${scenario.text(who)}. Here ${scenario.why}. The best choice is ${scenario.best}.`,
          hints: [
            'Bar graphs compare categories, histograms show values grouped in equal intervals, and broken-line graphs show change over time.',
          ],
          misconceptions: [],
          choices: { distractors: [...DISPLAYS.filter((d) => d !== scenario.best), 'a pictograph'] },
        };
      },
      solve: (p) => {
        if (p.kind === 'bins') {
          // The width among 5, 10, 20 and 25 whose intervals, from the stated start, number `bins`.
          for (const width of [5, 10, 20, 25]) {
            let n = 0;
            while (p.start + n * width <= p.high) n += 1;
            if (n === p.bins) return String(width);
          }
          return 'none';
        }
        const scenario = SCENARIOS[p.scenario] as Scenario;
        return p.kind === 'why' ? scenario.why : scenario.best;
      },
      complexity: (p) => GRAPH_KINDS.indexOf(p.kind) + p.bins / 100,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// D1.3 histograms

type HistogramKind = 'read' | 'total' | 'compare' | 'atLeast' | 'median';
const HISTOGRAM_KINDS: readonly HistogramKind[] = ['read', 'total', 'compare', 'atLeast', 'median'];

interface HistogramParams {
  kind: HistogramKind;
  first: number;
  width: number;
  /** Frequencies of the intervals from `first`, in order. */
  frequencies: number[];
  /** read, atLeast: the interval start asked about; compare: the two starts. */
  targets: number[];
}

/** A histogram: touching bars over equal intervals, a gridline at every whole frequency, the axes labelled. */
export function histogramSvg(
  first: number,
  width: number,
  frequencies: readonly number[],
  xLabel: string,
  title: string,
): string {
  const w = 420;
  const h = 280;
  const left = 56;
  const bottom = h - 56;
  const top = 20;
  const yMax = Math.max(...frequencies) + 1;
  const y = (v: number): number => bottom - (v / yMax) * (bottom - top);
  const slot = (w - left - 20) / frequencies.length;
  const t = (x: number, yy: number, content: string, anchor = 'middle'): string =>
    `<text x="${Math.round(x)}" y="${Math.round(yy)}" text-anchor="${anchor}" font-family="sans-serif" font-size="12">${escapeXml(content)}</text>`;
  let body = '';
  for (let v = 0; v <= yMax; v += 1)
    body +=
      `<line x1="${left}" y1="${Math.round(y(v))}" x2="${w - 20}" y2="${Math.round(y(v))}" stroke="#dee2e6"/>` +
      t(left - 6, y(v) + 4, String(v), 'end');
  frequencies.forEach((f, i) => {
    body += `<rect x="${Math.round(left + i * slot)}" y="${Math.round(y(f))}" width="${Math.round(slot)}" height="${Math.round(bottom - y(f))}" fill="#4dabf7" stroke="#1c7ed6"/>`;
    body += t(left + i * slot, bottom + 16, String(first + i * width));
  });
  body += t(left + frequencies.length * slot, bottom + 16, String(first + frequencies.length * width));
  body += t((left + w - 20) / 2, bottom + 40, xLabel);
  body += `<text x="16" y="${Math.round((top + bottom) / 2)}" transform="rotate(-90 16 ${Math.round((top + bottom) / 2)})" text-anchor="middle" font-family="sans-serif" font-size="12">Frequency</text>`;
  return svgDocument(w, h, title, body);
}

const HISTOGRAM_STUDIES = [
  {
    what: 'heights of the Grade 6 students at a school in Barrie',
    unit: 'cm',
    first: 130,
    width: 5,
    bins: 6,
    items: 'students',
  },
  {
    what: 'times of the runners in a 1 km race in Kingston',
    unit: 'minutes',
    first: 4,
    width: 1,
    bins: 5,
    items: 'runners',
  },
  {
    what: 'masses of the pumpkins at a farm near Newmarket',
    unit: 'kg',
    first: 2,
    width: 2,
    bins: 5,
    items: 'pumpkins',
  },
  {
    what: 'daily high temperatures in Windsor in June',
    unit: '°C',
    first: 16,
    width: 3,
    bins: 5,
    items: 'days',
  },
] as const;

/** D1.3: read a histogram: one bar, the total, a comparison, the values at or above a mark, the median's interval. */
export function histogramTask(name: string, description: string) {
  return defineTask<HistogramParams>(
    withApplicableMisconceptions<HistogramParams>({
      name,
      description,
      build(rng, level) {
        const kind = HISTOGRAM_KINDS[level - 1] as HistogramKind;
        const study = rng.pick(HISTOGRAM_STUDIES);
        const { first, width, bins } = study;
        const frequencies = Array.from({ length: bins }, () => rng.int(1, 9));
        const starts = frequencies.map((_, i) => first + i * width);
        const label = (i: number): string => `${starts[i] as number} to ${(starts[i] as number) + width}`;
        const total = frequencies.reduce((a, b) => a + b, 0);
        const bars = frequencies.map((f, i) => `${label(i)} ${study.unit}: ${f}`).join('; ');
        const imageSvg = histogramSvg(
          first,
          width,
          frequencies,
          `${study.what[0]?.toUpperCase()}${study.what.slice(1)} (${study.unit})`,
          `Histogram of the ${study.what}, in intervals of ${amount(width, study.unit)}. The bars, interval by interval: ${bars}.`,
        );
        const rule = `Each interval includes its lower mark and goes up to, but not including, its upper mark.`;
        const setting = `The histogram shows the ${study.what} (${study.unit}). ${rule}`;
        const reads = (values: number[]) => ({
          graphReads: values.map((value) => ({ value, gridStart: 0, gridStep: 1, labelled: false })),
        });
        if (kind === 'read') {
          const i = rng.int(0, bins - 1);
          return {
            params: { kind, first, width, frequencies, targets: [starts[i] as number] },
            title: `How many ${study.items} are in the interval ${label(i)} ${study.unit}?`,
            description: setting,
            imageSvg,
            answer: String(frequencies[i]),
            answerKind: 'number',
            explanation: `Find the bar between ${starts[i] as number} and ${(starts[i] as number) + width} on the horizontal axis and read across from its top to the frequency axis: ${frequencies[i] as number}. That interval holds ${amount(frequencies[i] as number, study.items)}.`,
            hints: [
              `Find the bar that starts at ${starts[i] as number} and read its height on the frequency axis.`,
            ],
            misconceptions: [],
            lintFacts: { ...reads([frequencies[i] as number]), answerIsCount: true },
          };
        }
        if (kind === 'total') {
          return {
            params: { kind, first, width, frequencies, targets: [] },
            title: `How many ${study.items} does the histogram show in all?`,
            description: setting,
            imageSvg,
            answer: String(total),
            answerKind: 'number',
            explanation: `The histogram of the ${study.what} has ${bins} bars. Add their heights, from ${first} to ${first + bins * width} ${study.unit}: ${frequencies.join(' + ')} = ${total}. The histogram shows ${amount(total, study.items)}.`,
            hints: ['Each bar counts the items in its interval: read every bar, then add.'],
            misconceptions: [
              { answer: String(bins), hint: 'That is the number of bars; add their heights.' },
            ],
            lintFacts: { ...reads(frequencies), answerIsCount: true },
          };
        }
        if (kind === 'compare') {
          const [i, j] = rng.shuffle(starts.map((_, k) => k)).slice(0, 2) as [number, number];
          if (frequencies[i] === frequencies[j]) return this.build(rng, level);
          const [more, less] = (frequencies[i] as number) > (frequencies[j] as number) ? [i, j] : [j, i];
          const key = (frequencies[more] as number) - (frequencies[less] as number);
          return {
            params: {
              kind,
              first,
              width,
              frequencies,
              targets: [starts[more] as number, starts[less] as number],
            },
            title: `How many more ${study.items} are in the interval ${label(more)} than in ${label(less)} ${study.unit}?`,
            description: setting,
            imageSvg,
            answer: String(key),
            answerKind: 'number',
            explanation: `The bar for ${label(more)} reaches ${frequencies[more] as number} and the bar for ${label(less)} reaches ${frequencies[less] as number}: ${frequencies[more] as number} - ${frequencies[less] as number} = ${key}. So the interval ${label(more)} holds ${key} more than ${label(less)}.`,
            hints: ['Read both bars on the frequency axis, then subtract.'],
            misconceptions: [
              {
                answer: String((frequencies[more] as number) + (frequencies[less] as number)),
                hint: '"How many more" asks for the difference: subtract.',
              },
            ],
            lintFacts: {
              ...reads([frequencies[more] as number, frequencies[less] as number]),
              answerIsCount: true,
            },
          };
        }
        if (kind === 'atLeast') {
          const i = rng.int(1, bins - 2);
          const parts = frequencies.slice(i);
          const key = parts.reduce((a, b) => a + b, 0);
          return {
            params: { kind, first, width, frequencies, targets: [starts[i] as number] },
            title: `How many ${study.items} measured ${starts[i] as number} ${study.unit} or more?`,
            description: setting,
            imageSvg,
            answer: String(key),
            answerKind: 'number',
            explanation: `Every bar from the mark ${starts[i] as number} to the right counts: ${parts.join(' + ')} = ${key}. So ${amount(key, study.items)} measured ${starts[i] as number} ${study.unit} or more.`,
            hints: [`Add the bars that start at ${starts[i] as number} or further right.`],
            misconceptions: [
              {
                answer: String(frequencies[i]),
                hint: `That is only the first of those bars; add every bar from ${starts[i] as number} up.`,
              },
              {
                answer: String(total - key),
                hint: `That counts the ${study.items} below ${starts[i] as number}.`,
              },
            ],
            lintFacts: { ...reads(parts), answerIsCount: true },
          };
        }
        // median: the interval holding the middle value(s); an odd total keeps one middle value.
        if (total % 2 === 0)
          frequencies[0] = (frequencies[0] as number) + ((frequencies[0] as number) < 9 ? 1 : -1);
        const n = frequencies.reduce((a, b) => a + b, 0);
        const middle = (n + 1) / 2;
        let running = 0;
        let index = 0;
        while (running + (frequencies[index] as number) < middle) {
          running += frequencies[index] as number;
          index += 1;
        }
        const fixedSvg = histogramSvg(
          first,
          width,
          frequencies,
          `${study.what[0]?.toUpperCase()}${study.what.slice(1)} (${study.unit})`,
          `Histogram of the ${study.what}, in intervals of ${amount(width, study.unit)}. The bars, interval by interval: ${frequencies.map((f, k) => `${label(k)} ${study.unit}: ${f}`).join('; ')}.`,
        );
        const answer = `${label(index)} ${study.unit}`;
        const cumulative: string[] = [];
        let sum = 0;
        for (let k = 0; k <= index; k += 1) {
          sum += frequencies[k] as number;
          cumulative.push(String(sum));
        }
        return {
          params: { kind, first, width, frequencies, targets: [] },
          title: 'In which interval is the median of the data?',
          description: setting,
          imageSvg: fixedSvg,
          answer,
          answerKind: 'text',
          explanation: `The histogram of the ${study.what} holds ${frequencies.join(' + ')} = ${n} values, so the median is value number (${n} + 1) ÷ 2 = ${middle} in order. Counting up the bars: ${cumulative.join(', ')}; value ${middle} is reached in the bar ${label(index)}. The median is in ${answer}.`,
          hints: [
            'Find how many values there are, then which value is in the middle; count up the bars from the left.',
          ],
          misconceptions: [],
          choices: {
            distractors: rng.shuffle(
              starts.map((_, k) => `${label(k)} ${study.unit}`).filter((text) => text !== answer),
            ),
          },
          lintFacts: reads(frequencies),
        };
      },
      solve: (p) => {
        const values: number[] = [];
        p.frequencies.forEach((f, i) => {
          for (let k = 0; k < f; k += 1) values.push(p.first + i * p.width);
        });
        const at = (start: number): number => values.filter((v) => v === start).length;
        switch (p.kind) {
          case 'read':
            return String(at(p.targets[0] as number));
          case 'total':
            return String(values.length);
          case 'compare':
            return String(at(p.targets[0] as number) - at(p.targets[1] as number));
          case 'atLeast':
            return String(values.filter((v) => v >= (p.targets[0] as number)).length);
          case 'median': {
            const start = values[(values.length - 1) / 2] as number;
            const study = HISTOGRAM_STUDIES.find((s) => s.first === p.first && s.width === p.width)!;
            return `${start} to ${start + p.width} ${study.unit}`;
          }
        }
      },
      complexity: (p) => HISTOGRAM_KINDS.indexOf(p.kind) + p.frequencies.length / 100,
    }),
  );
}
