import { scaledDecimal, texFraction } from '../core/format';
import { byLevel, gcd, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import { defineTask } from '../core/task';
import { circleGraphSvg, seriesGraphSvg } from '../core/svg';

export type Measure = 'mean' | 'median' | 'mode' | 'range';

interface StatsParams {
  values: number[];
  measure: Measure;
}

const CONTEXTS = [
  { what: 'points scored in basketball games', unit: 'points' },
  { what: 'minutes spent reading each day', unit: 'minutes' },
  { what: 'daily high temperatures in March (°C)', unit: '°C' },
  { what: 'heights of bean plants (cm)', unit: 'cm' },
  { what: 'goals scored by a hockey team', unit: 'goals' },
];

/** A list whose mean is a whole number or tenths and whose mode is unique, so keys are unambiguous. */
export function statsTask(measures: Measure[], style: 'typed' | 'choice', name: string, description: string) {
  return defineTask<StatsParams>({
    name,
    description,
    build(rng, level) {
      const measure = rng.pick(measures);
      const count = byLevel(level, [5, 6, 7, 8, 10]);
      const max = byLevel(level, [10, 30, 60, 100, 100]);
      const min = level === 5 && measures.includes('range') ? -20 : 1;
      const values = Array.from({ length: count }, () => rng.int(min, max));
      if (measure === 'mode') {
        values[1] = values[0] as number;
        values[2] = values[0] as number;
        // Break other ties so exactly one value repeats most.
        for (let i = 3; i < values.length; i += 1)
          while (values.slice(0, i).includes(values[i] as number)) values[i] = (values[i] as number) + 1;
      }
      if (measure === 'mean') {
        // Adjust the last value so the mean is whole (levels 1-3) or a multiple of 0.5.
        const divisor = level >= 4 ? count / 2 : count;
        const sumOthers = values.slice(0, -1).reduce((s, v) => s + v, 0);
        const last = values[count - 1] as number;
        values[count - 1] = last + ((divisor - ((sumOthers + last) % divisor)) % divisor);
      }
      const shuffled = rng.shuffle(values);
      const sorted = [...shuffled].sort((a, b) => a - b);
      let answer: string;
      let explanation: string;
      switch (measure) {
        case 'mean': {
          const total = sorted.reduce((s, v) => s + v, 0);
          answer = scaledDecimal((total * 10) / count, 1);
          explanation = `Add the values (${total}) and divide by how many there are (${count}): mean = ${answer}.`;
          break;
        }
        case 'median': {
          const mid = Math.floor(count / 2);
          const m2 =
            count % 2 === 1
              ? (sorted[mid] as number) * 2
              : (sorted[mid - 1] as number) + (sorted[mid] as number);
          answer = scaledDecimal(m2 * 5, 1);
          explanation = `Order the values: ${sorted.join(', ')}. The middle ${count % 2 === 1 ? 'value is' : 'two values average to'} ${answer}.`;
          break;
        }
        case 'mode':
          answer = String(values[0]);
          explanation = `${answer} appears most often.`;
          break;
        case 'range':
          answer = String((sorted.at(-1) as number) - (sorted[0] as number));
          explanation = `Greatest minus least: ${sorted.at(-1) as number} - ${sorted[0] as number} = ${answer}.`;
          break;
      }
      // Only temperatures can be negative, so data with negatives always gets that context.
      const ctx = sorted[0]! < 0 ? CONTEXTS[2]! : rng.pick(CONTEXTS);
      const total = sorted.reduce((s, v) => s + v, 0);
      const mid = Math.floor(count / 2);
      return {
        params: { values: shuffled, measure },
        title: `Find the ${measure} of the data.`,
        description: `Data (${ctx.what}): ${shuffled.join(', ')}`,
        answer,
        answerKind: 'number',
        explanation,
        choices:
          style === 'choice'
            ? {
                // Unsorted middle value, mean/median swapped, and range as max alone are the usual slips.
                distractors: [
                  String(shuffled[mid]),
                  scaledDecimal(Math.round((total * 10) / count), 1),
                  String(sorted.at(-1)),
                  String(sorted[mid]),
                ],
                fallback: numericFallback(Number(answer)),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const sorted = [...p.values].sort((a, b) => a - b);
      const n = sorted.length;
      switch (p.measure) {
        case 'mean':
          return toFractionString(
            div(
              sorted.reduce<Rational>((s, v) => add(s, rat(v)), rat(0)),
              rat(n),
            ),
          );
        case 'median':
          return toFractionString(
            n % 2 === 1
              ? rat(sorted[(n - 1) / 2] as number)
              : div(add(rat(sorted[n / 2 - 1] as number), rat(sorted[n / 2] as number)), rat(2)),
          );
        case 'mode': {
          const counts = new Map<number, number>();
          for (const v of sorted) counts.set(v, (counts.get(v) ?? 0) + 1);
          const best = [...counts.entries()].sort((a, b) => b[1] - a[1]);
          if (best.length > 1 && best[0]?.[1] === best[1]?.[1]) return 'no unique mode';
          return String(best[0]?.[0]);
        }
        case 'range':
          return String((sorted.at(-1) as number) - (sorted[0] as number));
      }
    },
    complexity: (p) => p.values.length + magnitude(...p.values) + (p.values.some((v) => v < 0) ? 1 : 0),
  });
}

interface ProbabilityParams {
  /** Counts of each colour in the bag. */
  counts: number[];
  /** Colour indexes drawn in order (one for a single event). */
  targets: number[];
  replace: boolean;
  form: 'fraction' | 'decimal' | 'percent';
}

const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'];

/** Probability from a bag of marbles: one draw, or two draws with or without replacement. */
export function probabilityTask(
  draws: 1 | 2,
  replace: boolean,
  forms: ProbabilityParams['form'][],
  name: string,
  description: string,
) {
  return defineTask<ProbabilityParams>({
    name,
    description,
    build(rng, level) {
      const colours = byLevel(level, [2, 3, 4, 5, 5]);
      const form = rng.pick(forms);
      // Decimal and percent forms need totals that divide a power of ten.
      const totals =
        form === 'fraction'
          ? null
          : draws === 1
            ? level === 5
              ? [20, 25, 50]
              : [4, 5, 10, 20, 25, 50]
            : level === 5
              ? [10]
              : [2, 4, 5, 10];
      const maxCount = byLevel(level, [5, 6, 8, 10, 12]);
      let counts: number[];
      if (totals) {
        // Deal a total that divides a power of ten out over the colours, at least one marble each.
        const total = rng.pick(totals.filter((t) => t >= colours && t <= colours * maxCount));
        counts = Array.from({ length: colours }, () => 1);
        for (let left = total - colours; left > 0; left -= 1) {
          const open = counts.map((c, i) => (c < maxCount ? i : -1)).filter((i) => i >= 0);
          const i = rng.pick(open);
          counts[i] = (counts[i] as number) + 1;
        }
      } else {
        counts = Array.from({ length: colours }, () => rng.int(1, maxCount));
      }
      const targets = Array.from({ length: draws }, () => rng.int(0, colours - 1));
      // Without replacement, make sure each asked-for colour has enough marbles so the event is possible.
      if (!replace)
        for (const t of targets)
          counts[t] = Math.max(counts[t] as number, targets.filter((x) => x === t).length + 1);
      const total = counts.reduce((s, c) => s + c, 0);
      let n = 1;
      let d = 1;
      const left = [...counts];
      let remaining = total;
      for (const t of targets) {
        n *= left[t] as number;
        d *= remaining;
        if (!replace) {
          left[t] = (left[t] as number) - 1;
          remaining -= 1;
        }
      }
      const g = gcd(n, d) || 1;
      const fracText = n === 0 ? '0' : d / g === 1 ? String(n / g) : `${n / g}/${d / g}`;
      const value = rat(n, d);
      const answer =
        form === 'fraction'
          ? fracText
          : form === 'decimal'
            ? toDecimalString(value, 4, true)
            : toDecimalString(mul(value, rat(100)), 2, true);
      const bag = counts.map((c, i) => `${c} ${COLOURS[i] as string}`).join(', ');
      const event = targets.map((t) => COLOURS[t] as string).join(draws === 2 ? ', then ' : '');
      const how =
        draws === 1
          ? 'One marble is picked at random.'
          : replace
            ? 'A marble is picked, put back, and a second marble is picked.'
            : 'Two marbles are picked one after the other without putting the first back.';
      const formText =
        form === 'fraction'
          ? 'as a fraction in lowest terms'
          : form === 'decimal'
            ? 'as a decimal'
            : 'as a percent (number only)';
      return {
        params: { counts, targets, replace, form },
        title: `What is the probability of ${event}?`,
        description: `A bag holds ${bag} marbles. ${how} Give the probability ${formText}.`,
        answer,
        answerKind: form === 'fraction' ? 'fraction' : form === 'percent' ? 'percent' : 'number',
        requiresAnswerForm: true,
        explanation:
          draws === 1
            ? `Favourable outcomes over total outcomes: $${texFraction(counts[targets[0] as number] as number, total)}$.`
            : `Multiply the probabilities of each draw${replace ? '' : ', taking one marble away before the second draw'}: the result is $${texFraction(n / g, d / g)}$.`,
      };
    },
    solve: (p) => {
      let total = p.counts.reduce((s, c) => s + c, 0);
      const left = [...p.counts];
      let prob = rat(1);
      for (const t of p.targets) {
        prob = mul(prob, rat(left[t] as number, total));
        if (!p.replace) {
          left[t] = (left[t] as number) - 1;
          total -= 1;
        }
      }
      if (p.form === 'percent') return toFractionString(mul(prob, rat(100)));
      return toFractionString(prob);
    },
    complexity: (p) =>
      p.counts.length +
      p.targets.length * 2 +
      (p.replace ? 0 : 1) +
      magnitude(p.counts.reduce((s, c) => s + c, 0)),
  });
}

interface GraphParams {
  values: number[];
  categories: string[];
  question: 'read' | 'difference' | 'total' | 'change';
  i: number;
  j: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const SPORTS = [
  'Hockey',
  'Soccer',
  'Lacrosse',
  'Curling',
  'Basketball',
  'Swimming',
  'Volleyball',
  'Badminton',
];

/** Bar or broken-line graph reading: a value, a difference, a total, or a change between points in time. */
export function graphReadingTask(kind: 'bar' | 'line', name: string, description: string) {
  return defineTask<GraphParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [3, 4, 5, 6, 7]);
      const stepSize = byLevel(level, [1, 2, 5, 10, 25]);
      const values = Array.from(
        { length: count },
        () => rng.int(1, 10) * stepSize + (level >= 4 ? (stepSize / 5) * rng.int(0, 4) : 0),
      );
      const categories = kind === 'line' ? MONTHS.slice(0, count) : rng.shuffle(SPORTS).slice(0, count);
      const question = byLevel<GraphParams['question']>(level, [
        'read',
        'difference',
        'difference',
        kind === 'line' ? 'change' : 'total',
        'total',
      ]);
      const i = rng.int(0, count - 1);
      let j = rng.int(0, count - 1);
      if (j === i) j = (i + 1) % count;
      const a = values[i] as number;
      const b = values[j] as number;
      const cat = (k: number): string => categories[k] as string;
      let title: string;
      let answer: number;
      switch (question) {
        case 'read':
          title =
            kind === 'line' ? `How many visitors came in ${cat(i)}?` : `How many students chose ${cat(i)}?`;
          answer = a;
          break;
        case 'difference':
          title = `How many more ${kind === 'line' ? 'visitors came in' : 'students chose'} ${a >= b ? cat(i) : cat(j)} than ${a >= b ? cat(j) : cat(i)}?`;
          answer = Math.abs(a - b);
          break;
        case 'change':
          title = `By how much did the number of visitors change from ${cat(Math.min(i, j))} to ${cat(Math.max(i, j))}? (Use a negative number for a decrease.)`;
          answer = (values[Math.max(i, j)] as number) - (values[Math.min(i, j)] as number);
          break;
        case 'total':
          title = `How many ${kind === 'line' ? 'visitors came' : 'students voted'} altogether?`;
          answer = values.reduce((s, v) => s + v, 0);
          break;
      }
      const yMax = Math.max(...values) + stepSize * 2 - (Math.max(...values) % stepSize);
      return {
        params: { values, categories, question, i, j },
        title,
        description:
          kind === 'line'
            ? 'The broken-line graph shows visitors to a science centre each month.'
            : 'The bar graph shows the favourite sport of students in Grade 6.',
        answer: String(answer),
        answerKind: 'number',
        explanation: `Read each value against the vertical scale (each grid line is ${stepSize}), then ${question === 'read' ? 'report it' : question === 'total' ? 'add them' : 'subtract'}: ${answer}.`,
        imageSvg: seriesGraphSvg(
          {
            categories,
            values,
            yLabel: kind === 'line' ? 'Visitors' : 'Students',
            yMax,
            yStep: stepSize,
            kind,
          },
          kind === 'line'
            ? `Broken-line graph of visitors per month: ${categories.map((c, k) => `${c} ${values[k]}`).join(', ')}`
            : `Bar graph of favourite sports: ${categories.map((c, k) => `${c} ${values[k]}`).join(', ')}`,
        ),
      };
    },
    solve: (p) => {
      const v = (k: number): Rational => rat(p.values[k] as number);
      switch (p.question) {
        case 'read':
          return toFractionString(v(p.i));
        case 'difference': {
          const diff = sub(v(p.i), v(p.j));
          return toFractionString(diff.n < 0n ? rat(-diff.n, diff.d) : diff);
        }
        case 'change':
          return toFractionString(sub(v(Math.max(p.i, p.j)), v(Math.min(p.i, p.j))));
        case 'total':
          return toFractionString(p.values.reduce<Rational>((s, x) => add(s, rat(x)), rat(0)));
      }
    },
    complexity: (p) =>
      p.values.length +
      ({ read: 0, difference: 1, change: 2, total: 2 } as const)[p.question] +
      magnitude(...p.values),
  });
}

interface CircleGraphParams {
  percents: number[];
  total: number;
  i: number;
  ask: 'count' | 'angle' | 'percent';
}

const ACTIVITIES = ['Sports', 'Music', 'Art', 'Coding', 'Reading', 'Gaming'];

/** Circle graphs: people in a sector, the sector's central angle, or a missing percent. */
export function circleGraphTask(asks: CircleGraphParams['ask'][], name: string, description: string) {
  return defineTask<CircleGraphParams>({
    name,
    description,
    build(rng, level) {
      const sectors = byLevel(level, [2, 3, 4, 5, 6]);
      const unit = byLevel(level, [10, 10, 5, 5, 5]);
      let percents: number[];
      do {
        percents = Array.from({ length: sectors - 1 }, () => rng.int(1, Math.floor(60 / unit)) * unit);
      } while (percents.reduce((s, p) => s + p, 0) >= 100);
      percents.push(100 - percents.reduce((s, p) => s + p, 0));
      const total = rng.pick(
        byLevel(level, [
          [20, 30, 40, 50, 60, 80],
          [100, 200, 300, 500],
          [200, 400, 600, 800],
          [120, 240, 360, 480, 600, 840],
          [1200, 1500, 2400, 3600],
        ]),
      );
      const ask = rng.pick(asks);
      const i = ask === 'percent' ? sectors - 1 : rng.int(0, sectors - 1);
      const labels = ACTIVITIES.slice(0, sectors);
      const p = percents[i] as number;
      let answer: string;
      let title: string;
      if (ask === 'count') {
        answer = toDecimalString(rat(p * total, 100), 2, true);
        title = `${total} students were surveyed. How many chose ${labels[i] as string}?`;
      } else if (ask === 'angle') {
        answer = toDecimalString(rat(p * 360, 100), 1, true);
        title = `What is the central angle, in degrees, of the ${labels[i] as string} sector?`;
      } else {
        answer = String(p);
        title = `The ${labels[i] as string} label is missing its percent. What percent chose ${labels[i] as string}?`;
      }
      const shown = percents.map((q, k) => ({ label: labels[k] as string, percent: q }));
      return {
        params: { percents, total, i, ask },
        title,
        description: 'The circle graph shows the favourite club of students at a school.',
        answer,
        answerKind: ask === 'percent' ? 'percent' : 'number',
        explanation:
          ask === 'count'
            ? `${p}% of ${total} is $${p} \\div 100 \\times ${total} = ${answer}$.`
            : ask === 'angle'
              ? `A full circle is 360°, so ${p}% of 360° is ${answer}°.`
              : `The percents add to 100, so the missing one is $100 - ${100 - p} = ${p}$.`,
        imageSvg: circleGraphSvg(
          ask === 'percent' ? shown.map((s, k) => (k === i ? { ...s, label: `${s.label} ?` } : s)) : shown,
          `Circle graph of favourite clubs: ${shown.map((s, k) => (ask === 'percent' && k === i ? `${s.label} unknown` : `${s.label} ${s.percent}%`)).join(', ')}`,
        ).replace(
          ask === 'percent' ? `${labels[i] as string} ? ${p}%` : '\u0000',
          `${labels[i] as string} ?`,
        ),
      };
    },
    solve: (p) => {
      const percent = rat(p.percents[p.i] as number);
      if (p.ask === 'count') return toFractionString(div(mul(percent, rat(p.total)), rat(100)));
      if (p.ask === 'angle') return toFractionString(div(mul(percent, rat(360)), rat(100)));
      const others = p.percents.filter((_, k) => k !== p.i).reduce((s, q) => s + q, 0);
      return String(100 - others);
    },
    complexity: (p) =>
      p.percents.length + magnitude(p.total) + (p.percents.some((q) => q % 10 !== 0) ? 1 : 0),
  });
}
