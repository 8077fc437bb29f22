import { groupThousands, plural, scaledDecimal, texFraction } from '../core/format';
import { byLevel, gcd, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import { type Rational, cmp, div, mul, rat, toDecimalString, toFractionString } from '../core/rational';
import { numberLineSvg } from '../core/svg';
import type { Rng } from '../core/rng';
import { type QuestionDraft, defineTask } from '../core/task';

const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
];

interface PlaceParams {
  digits: number[];
  place: number;
  mode: 'value' | 'round';
  /** Level 5 of rounding works backwards: the least or greatest whole number that rounds to the given value. */
  backwards?: 'least' | 'greatest';
}

/** Place value and rounding of whole numbers up to one million. */
export function wholeNumberTask(mode: PlaceParams['mode'], name: string, description: string) {
  return defineTask<PlaceParams>({
    name,
    description,
    build(rng, level) {
      const length = byLevel(level, [4, 5, 6, 6, 6]);
      const digits = Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
      const maxPlace = mode === 'round' ? length - 2 : length - 1;
      const minPlace = Math.min(maxPlace, byLevel(level, [1, 2, 2, 3, mode === 'round' ? 2 : 4]));
      const place = rng.int(minPlace, maxPlace);
      let value = 0;
      for (const d of digits) value = value * 10 + d;
      // Level 5 of rounding stays below 950,000, so every number that rounds to its value is within one million.
      if (level === 5 && mode === 'round') {
        digits[0] = Math.min(digits[0] as number, 8);
        value = digits.reduce((acc, d) => acc * 10 + d, 0);
      }
      if (level === 4 && mode === 'round') {
        // Force a carry across several places (e.g. 699 960 to the nearest hundred).
        for (let k = 1; k < place + 2 && k < length; k += 1) digits[length - k] = 9;
        digits[length - place] = 9;
        value = digits.reduce((acc, d) => acc * 10 + d, 0);
      }
      const unit = 10 ** place;
      const digit = digits[length - 1 - place] as number;
      if (mode === 'value') {
        const answer = digit * unit;
        return {
          params: { digits, place, mode },
          title: `What is the value of the digit ${digit} in the ${PLACE_NAMES[place] as string} place of ${groupThousands(value)}?`,
          answer: String(answer),
          answerKind: 'number',
          hints: [
            `Count the places from the right: ones, tens, hundreds ... The ${digit} sits in the ${PLACE_NAMES[place] as string} place.`,
          ],
          misconceptions: [
            {
              answer: String(digit),
              hint: 'The digit alone is not its value: multiply it by what its place is worth.',
            },
          ].filter((m) => m.answer !== String(answer)),
          explanation: `The ${PLACE_NAMES[place] as string} place is worth ${groupThousands(unit)}, so the digit ${digit} there is worth $${digit} \\times ${groupThousands(unit, true)} = ${groupThousands(answer, true)}$.`,
          choices: {
            distractors: [
              String(digit),
              String(digit * unit * 10),
              String(digit * (unit / 10 || 1)),
              String(unit),
            ],
            fallback: numericFallback(answer, unit),
          },
        };
      }
      const rounded = Math.round(value / unit) * unit;
      if (level === 5) {
        const ask = rng.pick(['least', 'greatest'] as const);
        const half = unit / 2;
        const low = rounded - half;
        const high = rounded + half;
        const answer = ask === 'least' ? low : high - 1;
        return {
          params: { digits, place, mode, backwards: ask },
          title: `A whole number rounded to the nearest ${groupThousands(unit)} is ${groupThousands(rounded)}. What is the ${ask} the number could be?`,
          description: 'Type the number without commas.',
          answer: String(answer),
          answerKind: 'number',
          explanation: `Half of ${groupThousands(unit)} is ${groupThousands(half)}. A number rounds to ${groupThousands(rounded)} when it is within ${groupThousands(half)} of it: from ${groupThousands(rounded)} - ${groupThousands(half)} = ${groupThousands(low)} (which rounds up, because the digit to the right of the ${PLACE_NAMES[place] as string} place is 5) up to just below ${groupThousands(rounded)} + ${groupThousands(half)} = ${groupThousands(high)} (which rounds up to ${groupThousands(high + half)}). So the ${ask} whole number is ${groupThousands(answer)}.`,
          hints: [
            `Half of ${groupThousands(unit)} is ${groupThousands(half)}. Which numbers are within ${groupThousands(half)} of ${groupThousands(rounded)}, and which way does a 5 round?`,
          ],
          misconceptions: [
            {
              answer: String(ask === 'least' ? low - 1 : high),
              hint:
                ask === 'least'
                  ? `${groupThousands(low - 1)} rounds down to ${groupThousands(rounded - unit)}.`
                  : `${groupThousands(high)} rounds up to ${groupThousands(rounded + unit)}: a 5 rounds up.`,
            },
          ],
        };
      }
      return {
        params: { digits, place, mode },
        title: `Round ${groupThousands(value)} to the nearest ${groupThousands(unit)}.`,
        description: 'Type the number without commas.',
        answer: String(rounded),
        answerKind: 'number',
        explanation: `Look at the digit to the right of the ${PLACE_NAMES[place] as string} place in ${groupThousands(value)}: ${digits[length - place] as number} ${(digits[length - place] as number) >= 5 ? 'is 5 or more, so round up' : 'is less than 5, so round down'}. So ${groupThousands(value)} rounded to the nearest ${groupThousands(unit)} is ${groupThousands(rounded)}.`,
        hints: [
          `Find the ${PLACE_NAMES[place] as string} digit of ${groupThousands(value)}, then look at the digit just to its right.`,
        ],
        misconceptions: [
          {
            answer: String(
              Math.floor(value / unit) * unit === rounded
                ? Math.floor(value / unit) * unit + unit
                : Math.floor(value / unit) * unit,
            ),
            hint: 'Round up when the next digit is 5 or more, and down when it is less than 5.',
          },
        ],
      };
    },
    solve: (p) => {
      const value = p.digits.reduce((acc, d) => acc * 10n + BigInt(d), 0n);
      const unit = 10n ** BigInt(p.place);
      if (p.mode === 'value') return (((value / unit) % 10n) * unit).toString();
      const roundOf = (n: bigint): bigint => {
        const down = (n / unit) * unit;
        return n - down >= unit / 2n ? down + unit : down;
      };
      if (!p.backwards) return roundOf(value).toString();
      // Search every whole number within one unit of the rounded value for those that round to it.
      const target = roundOf(value);
      const rounding: bigint[] = [];
      for (let n = target - unit; n <= target + unit; n += 1n) if (roundOf(n) === target) rounding.push(n);
      return (p.backwards === 'least' ? rounding[0] : rounding.at(-1))!.toString();
    },
    complexity: (p) =>
      p.digits.length +
      p.place +
      (p.digits.filter((d) => d === 9).length > 2 ? 2 : 0) +
      (p.backwards ? 4 : 0),
  });
}

interface NumberLineParams {
  min: number;
  step: number;
  ticks: number;
  index: number;
  scale: number;
}

/** Read the value of a point on a number line, with negative and decimal scales at higher levels. */
export function numberLineTask(name: string, description: string) {
  return defineTask<NumberLineParams>({
    name,
    description,
    build(rng, level) {
      const scale = level >= 5 ? 10 : 1;
      const step = byLevel(level, [1, 2, 5, 25, 5]);
      const ticks = byLevel(level, [10, 10, 10, 8, 10]);
      const min = -rng.int(level === 1 ? 0 : 1, ticks - 1) * step;
      const index = rng.int(1, ticks - 1);
      const value = min + index * step;
      const points = [{ value: value / scale, label: 'P' }];
      return {
        params: { min, step, ticks, index, scale },
        title: 'What number does point P show?',
        description:
          scale === 10
            ? 'Each tick on the number line is the same distance apart, and the labels are decimals.'
            : 'Each tick on the number line is the same distance apart.',
        hints: [
          `The line has ${ticks} equal steps from ${scaledDecimal(min, scale === 10 ? 1 : 0)} to ${scaledDecimal(min + ticks * step, scale === 10 ? 1 : 0)}: find what one step is worth.`,
        ],
        answer: scaledDecimal(value, scale === 10 ? 1 : 0),
        answerKind: 'number',
        explanation: `Each tick is worth ${scaledDecimal(step, scale === 10 ? 1 : 0)}. Count ${index} ticks from ${scaledDecimal(min, scale === 10 ? 1 : 0)}: P = ${scaledDecimal(value, scale === 10 ? 1 : 0)}.`,
        imageSvg: numberLineSvg(
          min / scale,
          (min + ticks * step) / scale,
          step / scale,
          points,
          `Number line from ${scaledDecimal(min, scale === 10 ? 1 : 0)} to ${scaledDecimal(min + ticks * step, scale === 10 ? 1 : 0)} with point P`,
        ),
      };
    },
    solve: (p) => toFractionString(div(rat(p.min + p.index * p.step), rat(p.scale))),
    complexity: (p) =>
      magnitude(p.step) + (p.min < 0 ? 1 : 0) + (p.scale > 1 ? 2 : 0) + (p.step === 25 ? 1 : 0),
  });
}

interface OrderParams {
  /** Values as numerator/denominator pairs (integers have denominator 1). */
  values: [number, number][];
  ask: 'least' | 'greatest';
  styles: ('integer' | 'decimal' | 'fraction')[];
}

function showValue(v: [number, number], style: 'integer' | 'decimal' | 'fraction'): string {
  if (style === 'fraction' && v[1] !== 1)
    return `$${v[0] < 0 ? '-' : ''}${texFraction(Math.abs(v[0]), v[1])}$`;
  return toDecimalString(rat(v[0], v[1]), 3, true);
}

/** The first step with this question's numbers: convert a fraction, then narrow to the side of 0 to look at. */
function compareHint(
  values: readonly [number, number][],
  labels: readonly string[],
  styles: OrderParams['styles'],
  ask: 'least' | 'greatest',
): string {
  const fraction = values.findIndex((v, i) => styles[i] === 'fraction' && v[1] !== 1);
  const first =
    fraction >= 0
      ? `Write ${labels[fraction] as string} as a decimal first: divide ${Math.abs(values[fraction]![0])} by ${values[fraction]![1]}.`
      : `Place ${labels.join(', ')} on a number line.`;
  const negatives = labels.filter((_, i) => values[i]![0] < 0);
  const positives = labels.filter((_, i) => values[i]![0] > 0);
  const group = ask === 'least' ? negatives : positives;
  const list = (xs: string[]): string => `${xs.slice(0, -1).join(', ')} and ${xs.at(-1) as string}`;
  const narrow =
    group.length === labels.length
      ? `All of them are ${ask === 'least' ? 'negative' : 'positive'}, so the ${ask} is the one furthest from 0.`
      : group.length >= 2
        ? `The ${ask} is one of ${list(group)}: the ${ask === 'least' ? 'negative' : 'positive'} one furthest from 0.`
        : group.length === 1
          ? 'Compare the signs first: every negative number is to the left of 0, every positive one to the right.'
          : ask === 'least'
            ? 'None is negative, so the least is the one closest to 0.'
            : 'All of them are negative, so the greatest is the one closest to 0.';
  return `${first} ${narrow}`;
}

/** Compare and order integers, decimals and fractions: pick the least or greatest. */
export function compareTask(
  kinds: ('integer' | 'decimal' | 'fraction')[],
  name: string,
  description: string,
) {
  return defineTask<OrderParams>({
    name,
    description,
    build(rng, level) {
      const count = 4;
      const values: [number, number][] = [];
      const styles: OrderParams['styles'] = [];
      const available = kinds.slice(0, byLevel(level, [1, 2, 2, 3, 3]));
      while (values.length < count) {
        const style = rng.pick(available);
        let v: [number, number];
        const bound = byLevel(level, [10, 20, 50, 100, 500]);
        if (style === 'integer') v = [rng.signed(1, bound), 1];
        else if (style === 'decimal')
          v = [rng.signed(1, bound * (level >= 4 ? 100 : 10)), level >= 4 ? 1000 : 100];
        else {
          const d = rng.pick([2, 3, 4, 5, 8, 10]);
          v = [rng.signed(1, d * 3), d];
        }
        if (level === 1) v = [Math.abs(v[0]) * (rng.int(0, 3) === 0 ? -1 : 1), v[1]];
        const g = gcd(v[0], v[1]);
        v = [v[0] / g, v[1] / g];
        const dup = values.some((w) => w[0] * v[1] === v[0] * w[1]);
        const terminates = ![3].includes(v[1]) || style === 'fraction';
        if (!dup && terminates) {
          values.push(v);
          styles.push(v[1] === 1 ? 'integer' : style);
        }
      }
      const ask = rng.bool() ? 'least' : 'greatest';
      let best = 0;
      values.forEach((v, i) => {
        const b = values[best] as [number, number];
        const less = v[0] * b[1] < b[0] * v[1];
        if (ask === 'least' ? less : !less) best = i;
      });
      const labels = values.map((v, i) => showValue(v, styles[i] as 'integer'));
      const valueText = values.map((v) => (v[1] === 1 ? String(v[0]) : `${v[0]}/${v[1]}`));
      return {
        params: { values, ask, styles },
        title: `Which number is the ${ask}?`,
        description: `Numbers: ${labels.join(', ')}`,
        answer: valueText[best] as string,
        answerKind: 'fraction',
        explanation: `Write each number as a decimal: ${values
          .map((v, i) => `${labels[i] as string} = ${toDecimalString(rat(v[0], v[1]), 3, true)}`)
          .join(', ')}. From least to greatest: ${[...values.keys()]
          .sort((i, j) => cmp(rat(values[i]![0], values[i]![1]), rat(values[j]![0], values[j]![1])))
          .map((i) => labels[i] as string)
          .join(', ')}. The ${ask} is ${labels[best] as string}.`,
        hints: [compareHint(values, labels, styles, ask)],
        misconceptions: (() => {
          // Ignoring the signs: the number with the greatest or least size.
          let bySize = 0;
          values.forEach((v, i) => {
            const b = values[bySize] as [number, number];
            const smaller = Math.abs(v[0]) * b[1] < Math.abs(b[0]) * v[1];
            if (ask === 'least' ? smaller : !smaller) bySize = i;
          });
          return bySize === best
            ? []
            : [
                {
                  answer: valueText[bySize] as string,
                  hint: 'Negative numbers are less than positive ones: the further left of 0, the less the number.',
                },
              ];
        })(),
        choices: {
          distractors: valueText.filter((_, i) => i !== best),
          label: (v: string) => labels[valueText.indexOf(v)] ?? v,
        },
      };
    },
    solve: (p) => {
      const sorted = p.values.map(([n, d]) => rat(n, d)).sort(cmp);
      return toFractionString((p.ask === 'least' ? sorted[0] : sorted.at(-1))!);
    },
    complexity: (p) =>
      new Set(p.styles).size * 2 +
      p.values.filter(([n]) => n < 0).length +
      magnitude(...p.values.map(([n, d]) => n / d)) +
      (p.values.some(([, d]) => d === 1000) ? 1 : 0),
  });
}

interface ConvertParams {
  n: number;
  d: number;
  from: 'fraction' | 'decimal' | 'percent';
  to: 'fraction' | 'decimal' | 'percent';
}

/** The first step of a conversion with this question's numbers (never the converted value itself). */
function convertHint(
  value: Rational,
  from: ConvertParams['from'],
  to: ConvertParams['to'],
  decimal: string,
  percent: string,
  fraction: string,
): string {
  if (to === 'fraction') {
    if (from === 'percent')
      return `${percent}% means ${percent} out of 100: write it over 100${percent.includes('.') ? ', multiply top and bottom by 10 until the top is a whole number,' : ''} then simplify.`;
    const places = decimal.split('.')[1]?.length ?? 0;
    return `${decimal} has ${places} decimal place${places === 1 ? '' : 's'}, so write it over ${10 ** places}, then simplify.`;
  }
  if (from === 'percent') return `${percent}% means ${percent} out of 100: divide ${percent} by 100.`;
  if (from === 'decimal') return `Percent means "out of 100": how many hundredths is ${decimal}?`;
  const d = Number(value.d);
  const power = [10, 100, 1000, 10000].find((p) => p % d === 0) ?? 10000;
  const unit = { 10: 'tenths', 100: 'hundredths', 1000: 'thousandths' }[power] ?? 'ten-thousandths';
  const start =
    power === d
      ? `The denominator is already ${power}: ${fraction} is ${value.n} ${unit}`
      : `Make the denominator ${power}: ${d} × ${power / d} = ${power}, so multiply the numerator ${value.n} by ${power / d} too`;
  if (to === 'decimal') return `${start}; then write that many ${unit} as a decimal.`;
  return power === 100
    ? `${start}; a number of hundredths is that many percent.`
    : `${start}; write that many ${unit} as a decimal, then multiply by 100.`;
}

/** Equivalent fractions, decimals (to thousandths) and percents. */
export function convertTask(
  pairs: [ConvertParams['from'], ConvertParams['to']][],
  name: string,
  description: string,
) {
  return defineTask<ConvertParams>({
    name,
    description,
    build(rng, level) {
      const [from, to] = rng.pick(pairs);
      const denominators = byLevel(level, [
        [2, 4, 5, 10],
        [4, 5, 10, 20, 25],
        [8, 20, 25, 50],
        [40, 50, 125, 200],
        [250, 400, 500, 1000],
      ]);
      const d = rng.pick(denominators);
      let n = rng.int(1, d - 1);
      // Level 5 keeps a denominator of 250 or more in lowest terms, which no lower level reaches.
      while (level === 5 && Number(rat(n, d).d) < 250) n = rng.int(1, d - 1);
      if (level >= 4 && rng.bool()) n += d * rng.int(1, 2); // more than 100 %
      const value = rat(n, d);
      const reduced = toFractionString(value);
      const decimal = toDecimalString(value, 6, true);
      const percent = toDecimalString(mul(value, rat(100)), 4, true);
      const show = {
        fraction: `$${texFraction(Number(value.n), Number(value.d))}$`,
        decimal,
        percent: `${percent}%`,
      };
      const answer = { fraction: reduced, decimal, percent }[to];
      const toText = {
        fraction: 'a fraction in lowest terms (like 3/8)',
        decimal: 'a decimal',
        percent: 'a percent (number only)',
      }[to];
      return {
        params: { n, d, from, to },
        title: `Write ${show[from]} as ${toText}.`,
        answer,
        answerKind: to === 'fraction' ? 'fraction' : to === 'percent' ? 'percent' : 'number',
        requiresAnswerForm: true,
        explanation: `${show.fraction} means ${value.n} ÷ ${value.d}, which is ${decimal}. Percent means "out of 100": ${decimal} × 100 = ${percent}, so ${show.fraction} = ${decimal} = ${percent}%. The answer is ${to === 'fraction' ? show.fraction : to === 'decimal' ? decimal : percent}.`,
        hints: [convertHint(value, from, to, decimal, percent, show.fraction)],
        misconceptions:
          to === 'percent'
            ? [{ answer: decimal, hint: 'A percent is out of 100: multiply the decimal by 100.' }].filter(
                (m) => m.answer !== answer,
              )
            : [],
      };
    },
    solve: (p) => {
      const v = rat(p.n, p.d);
      return toFractionString(p.to === 'percent' ? mul(v, rat(100)) : v);
    },
    complexity: (p) => magnitude(p.d) * 2 + (p.n > p.d ? 1.5 : 0),
  });
}

interface PercentOfParams {
  percent: number;
  whole: number;
  /**
   * `whole`: working backwards, the part is given and the learner finds the whole; `share`: "p% of the n students ..."
   * in words; `whichPercent`: the whole and the part are given and the learner finds the percent.
   */
  mode: 'of' | 'increase' | 'decrease' | 'whole' | 'share' | 'whichPercent';
}

/** Amounts with at most two decimal places, as a learner types them. */
const cents = (value: number): string => scaledDecimal(Math.round(value * 100), 2);
/** The same amount as the text shows it: thousands grouped when whole. */
const shown = (value: number): string => (Number.isInteger(value) ? groupThousands(value) : cents(value));

/** The mental-math route to `percent`% of `whole` through 50%, 25%, 10%, 5% and 1%, on the question's numbers. */
function percentRoute(percent: number, whole: number): string {
  const part = shown((percent * whole) / 100);
  const tenth = shown(whole / 10);
  const w = groupThousands(whole);
  switch (percent) {
    case 50:
      return `50% is half: ${w} ÷ 2 = ${part}`;
    case 25:
      return `25% is a quarter: ${w} ÷ 4 = ${part}`;
    case 10:
      return `10% is one tenth: ${w} ÷ 10 = ${part}`;
    case 1:
      return `1% is one hundredth: ${w} ÷ 100 = ${part}`;
    case 5:
      return `10% is ${w} ÷ 10 = ${tenth}, and 5% is half of that: ${tenth} ÷ 2 = ${part}`;
    case 15:
      return `10% is ${w} ÷ 10 = ${tenth} and 5% is half of that, ${shown(whole / 20)}, so 15% is ${tenth} + ${shown(whole / 20)} = ${part}`;
    default:
      return `${percent}% is ${percent} hundredths: $\\frac{${percent}}{100} \\times ${whole} = ${part}$`;
  }
}

/** The route back from `percent`% (the part) to 100% (the whole). */
function percentBackRoute(percent: number, whole: number): string {
  const part = shown((percent * whole) / 100);
  const w = groupThousands(whole);
  switch (percent) {
    case 50:
      return `50% is half of the number, so the number is ${part} × 2 = ${w}`;
    case 25:
      return `25% is a quarter of the number, so the number is ${part} × 4 = ${w}`;
    case 10:
      return `10% is one tenth of the number, so the number is ${part} × 10 = ${w}`;
    case 1:
      return `1% is one hundredth of the number, so the number is ${part} × 100 = ${w}`;
    case 5:
      return `5% is ${part}, so 10% is ${part} × 2 = ${shown(whole / 10)}, and the number (100%) is ${shown(whole / 10)} × 10 = ${w}`;
    case 15:
      return `15% is three lots of 5%, so 5% is ${part} ÷ 3 = ${shown(whole / 20)}, and the number (100%) is ${shown(whole / 20)} × 20 = ${w}`;
    default:
      return `1% is ${part} ÷ ${percent} = ${shown(whole / 100)}, so the number (100%) is ${shown(whole / 100)} × 100 = ${w}`;
  }
}

/** A share of a group, in words, for the `share` mode. */
const SHARES = [
  { group: 'students at a school', verb: 'walk to school', who: 'students walk to school' },
  { group: 'people at a concert', verb: 'bought a T-shirt', who: 'people bought a T-shirt' },
  { group: 'seats in an arena', verb: 'are still empty', who: 'seats are still empty' },
  { group: 'trees in a park', verb: 'are maples', who: 'trees are maples' },
];

/**
 * Percent of a whole number (mental-math percents at early levels); distractors use the wrong base. A task asked
 * only for "p% of n" asks the same in words at level 3 (a share of a group, when it comes out whole), finds the
 * percent from the part and the whole at level 4, and works backwards at level 5: the part is given and the
 * learner finds the whole. At levels 3 and 4 half the questions stay "p% of n".
 */
export function percentOfTask(
  percents: number[],
  modes: Exclude<PercentOfParams['mode'], 'whole' | 'share' | 'whichPercent'>[],
  style: 'typed' | 'choice',
  name: string,
  description: string,
) {
  return defineTask<PercentOfParams>({
    name,
    description,
    build(rng, level) {
      const onlyOf = modes.length === 1 && modes[0] === 'of';
      let mode: PercentOfParams['mode'] =
        level <= 2
          ? 'of'
          : level === 5 && onlyOf
            ? 'whole'
            : onlyOf && rng.bool()
              ? level === 3
                ? 'share'
                : 'whichPercent'
              : rng.pick(modes);
      const percent = rng.pick(percents.slice(0, Math.max(2, Math.ceil((percents.length * level) / 5))));
      const whole = rng.int(1, byLevel(level, [10, 20, 50, 100, 400])) * byLevel(level, [10, 20, 20, 20, 20]);
      const part = (percent * whole) / 100;
      // A share of people or things is a whole number; a percent found from a part is one of the benchmarks.
      if ((mode === 'share' || mode === 'whichPercent') && !Number.isInteger(part)) mode = 'of';
      const result =
        mode === 'of' || mode === 'share'
          ? part
          : mode === 'increase'
            ? whole + part
            : mode === 'decrease'
              ? whole - part
              : whole;
      const answer = mode === 'whichPercent' ? String(percent) : cents(result);
      const params = { percent, whole, mode };
      if (mode === 'whichPercent') {
        const w = groupThousands(whole);
        const asDecimal = cents(part / whole);
        return {
          params,
          title: `What percent of ${w} is ${shown(part)}?`,
          description: 'Give the percent as a number (25 for 25%).',
          answer,
          answerKind: 'percent',
          hints: [`Find 10% and 1% of ${w} first, then see how many of them make ${shown(part)}.`],
          misconceptions: [
            {
              answer: asDecimal,
              hint: `${shown(part)} ÷ ${w} = ${asDecimal} is the part as a decimal; a percent is out of 100, so multiply by 100.`,
            },
            ...(whole % part === 0 && whole / part !== percent
              ? [
                  {
                    answer: String(whole / part),
                    hint: `That is how many times ${shown(part)} fits into ${w}, not how many hundredths of ${w} it is.`,
                  },
                ]
              : []),
          ].filter((m) => m.answer !== answer),
          explanation: `${percentRoute(percent, whole)}. So ${shown(part)} is ${percent}% of ${w}, and the answer is ${percent}.`,
          choices:
            style === 'choice'
              ? {
                  distractors: [asDecimal, String(percent * 10), String(whole / 100), String(100 - percent)],
                  fallback: (k) => String(percent + (k + 1) * 5),
                }
              : undefined,
        };
      }
      if (mode === 'share') {
        const context = rng.pick(SHARES);
        const w = groupThousands(whole);
        return {
          params,
          title: `There are ${w} ${context.group}, and ${percent}% of them ${context.verb}. How many ${context.who}?`,
          answer,
          answerKind: 'number',
          hints: [
            `${percent}% of the ${w} is ${percent} hundredths of ${w}: start from 10% (one tenth) or 1% (one hundredth).`,
          ],
          misconceptions: [
            {
              answer: cents(whole - part),
              hint: `That is the other ${100 - percent}%; the question asks about the ${percent}%.`,
            },
            {
              answer: cents(whole / percent),
              hint: `Do not divide by ${percent}: ${percent}% means ${percent} hundredths of the ${w}.`,
            },
          ].filter((m) => m.answer !== answer),
          explanation: `${percentRoute(percent, whole)}. So ${shown(part)} ${context.who}.`,
          choices:
            style === 'choice'
              ? {
                  distractors: [
                    cents(whole - part),
                    cents(whole / percent),
                    cents(part * 10),
                    String(whole + percent),
                  ],
                  fallback: (k) => cents(part + (k + 1) * 2),
                }
              : undefined,
        };
      }
      if (mode === 'whole') {
        const forward = cents((percent * part) / 100);
        return {
          params,
          title: `${percent}% of a number is ${shown(part)}. What is the number?`,
          answer,
          answerKind: 'number',
          hints: [
            `${shown(part)} is ${percent}% of the number, not the number itself. Find what 1%, 5% or 10% of the number is first, then build up to 100%.`,
          ],
          misconceptions: [
            {
              answer: forward,
              hint: `You found ${percent}% of ${shown(part)}, but ${shown(part)} is already the ${percent}%: the number is bigger.`,
            },
          ].filter((m) => m.answer !== answer),
          explanation: `${percentBackRoute(percent, whole)}. Check: ${percentRoute(percent, whole)}. So the number is ${groupThousands(whole)}.`,
          choices:
            style === 'choice'
              ? {
                  distractors: [forward, cents(part * 10), cents(whole / 10), cents(whole + part)],
                  fallback: (k) => cents(whole + (k + 1) * 10),
                }
              : undefined,
        };
      }
      const title =
        mode === 'of'
          ? `What is ${percent}% of ${groupThousands(whole)}?`
          : `${mode === 'increase' ? 'Increase' : 'Decrease'} ${groupThousands(whole)} by ${percent}%.`;
      return {
        params,
        title,
        answer,
        answerKind: 'number',
        hints: [
          `10% is one tenth, 1% is one hundredth and 50% is half of the number ${groupThousands(whole)}.`,
        ],
        misconceptions: [
          {
            answer: cents(whole / percent),
            hint: `Do not divide by ${percent}: ${percent}% means ${percent} hundredths of the number.`,
          },
        ].filter((m) => m.answer !== answer),
        explanation: `${percentRoute(percent, whole)}${mode === 'of' ? '' : `, so the new amount is ${groupThousands(whole)} ${mode === 'increase' ? '+' : '-'} ${shown(part)} = ${shown(result)}`}. So ${percent}% of ${groupThousands(whole)} is ${shown(part)}${mode === 'of' ? '' : ` and the answer is ${shown(result)}`}.`,
        choices:
          style === 'choice'
            ? {
                distractors: [
                  cents(whole / percent),
                  scaledDecimal(Math.round(part * 1000), 2),
                  scaledDecimal(Math.round(part * 10), 2),
                  String(whole + percent),
                ],
                fallback: (k) => scaledDecimal(Math.round(result * 100) + (k + 1) * 100, 2),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const part = div(mul(rat(p.percent), rat(p.whole)), rat(100));
      const whole = rat(p.whole);
      if (p.mode === 'whole') return toFractionString(div(mul(part, rat(100)), rat(p.percent)));
      // The percent is how many hundredths of the whole the part is.
      if (p.mode === 'whichPercent') return toFractionString(div(mul(part, rat(100)), whole));
      // A share of a group is the percent of it, like "of".
      const r =
        p.mode === 'of' || p.mode === 'share'
          ? part
          : p.mode === 'increase'
            ? rat(whole.n * part.d + part.n, part.d)
            : rat(whole.n * part.d - part.n, part.d);
      return toFractionString(r);
    },
    complexity: (p) =>
      magnitude(p.whole) +
      (p.mode === 'of' || p.mode === 'share'
        ? 0
        : p.mode === 'whole'
          ? 3
          : p.mode === 'whichPercent'
            ? 2
            : 1.5) +
      ([1, 10, 50].includes(p.percent) ? 0 : 1) +
      (p.percent > 100 || p.percent < 1 ? 1 : 0),
  });
}

interface SciParams {
  mantissa: number;
  places: number;
  exponent: number;
  direction: 'toScientific' | 'toStandard';
  /**
   * Level 5 of toScientific: a real quantity, mantissa/10^places × 10^exponent, is multiplied by this whole number
   * first, and the product is written in scientific notation.
   */
  count?: number;
  context?: SciContext;
}

type SciContext = 'light' | 'paper' | 'rice' | 'water';

/**
 * Level 5 settings: a quantity in scientific notation (first factor in units of 1/10^places), the counts it may be
 * multiplied by, and the question's words. Values are rounded real ones: light about 300 000 km/s, printer paper
 * 0.08-0.12 mm thick, a grain of rice 22-28 mg, Ontario about 16 million people using 180-250 L of water a day at
 * home. Every product of first factor and count is 10 or more, so it always has to be rewritten.
 */
const SCI_CONTEXTS: Record<
  SciContext,
  {
    quantities: readonly (readonly [number, number, number])[];
    counts: readonly number[];
    unit: string;
    title: (quantity: string, count: string) => string;
    result: string;
  }
> = {
  light: {
    quantities: [[3, 0, 5]],
    counts: [40, 60, 90, 120, 300, 600],
    unit: 'km',
    title: (q, c) =>
      `Light travels about ${q} km each second. How far does light travel in ${c} seconds, in kilometres, written in scientific notation?`,
    result: 'light travels',
  },
  paper: {
    quantities: [
      [8, 0, -5],
      [9, 0, -5],
      [11, 1, -4],
      [12, 1, -4],
    ],
    counts: [250, 400, 500, 750],
    unit: 'm',
    title: (q, c) =>
      `One sheet of printer paper is about ${q} m thick. How tall is a stack of ${c} sheets, in metres, written in scientific notation?`,
    result: 'the stack is',
  },
  rice: {
    quantities: [
      [22, 1, -2],
      [24, 1, -2],
      [25, 1, -2],
      [28, 1, -2],
    ],
    counts: [2000, 4000, 5000, 6000, 8000],
    unit: 'g',
    title: (q, c) =>
      `A grain of rice has a mass of about ${q} g. What is the mass of ${c} grains of rice, in grams, written in scientific notation?`,
    result: 'the grains have a mass of',
  },
  water: {
    quantities: [[16, 1, 7]],
    counts: [180, 200, 210, 220, 230, 250],
    unit: 'L',
    title: (q, c) =>
      `About ${q} people live in Ontario. If each person uses about ${c} L of water at home in a day, how many litres is that in all, written in scientific notation?`,
    result: 'Ontario uses',
  },
};

/** Scientific notation as the answer key writes it: `3.52\\times10^{9}`. */
const sciKey = (first: string, exponent: number): string => `${first}\\times10^{${exponent}}`;

/**
 * Level 5 of "Write in scientific notation": multiply a real quantity by a count, then rewrite the product, whose
 * first factor is 10 or more, in scientific notation (two ideas: the calculation and the rewriting).
 */
function scientificProduct(rng: Rng): QuestionDraft<SciParams> {
  const context = rng.pick(Object.keys(SCI_CONTEXTS) as SciContext[]);
  const setting = SCI_CONTEXTS[context];
  const [mantissa, places, exponent] = rng.pick(setting.quantities);
  const count = rng.pick(setting.counts);
  const m = scaledDecimal(mantissa, places);
  const quantityTex = `$${m} \\times 10^{${exponent}}$`;
  // count × first factor, as a decimal; its digits set how far the point moves to reach the new first factor.
  const productUnits = mantissa * count;
  const product = scaledDecimal(productUnits, places);
  const whole = String(productUnits).replace(/0+$/, '');
  const shift = String(productUnits).length - 1 - places;
  const first = whole.length > 1 ? `${whole[0]}.${whole.slice(1)}` : whole;
  const answerExponent = exponent + shift;
  const answer = sciKey(first, answerExponent);
  const productText =
    groupThousands(BigInt(Math.trunc(productUnits / 10 ** places))) + product.replace(/^\d+/, '');
  const kept = sciKey(first, exponent);
  const wrongWay = sciKey(first, exponent - shift);
  const digitsCounted = sciKey(first, answerExponent + 1);
  const unnormalised = sciKey(product, exponent);
  const addTex = (a: number, b: number): string => `${a} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
  return {
    params: { mantissa, places, exponent, direction: 'toScientific', count, context },
    title: setting.title(quantityTex, groupThousands(count)),
    answer,
    answerKind: 'text',
    hints: [
      `Multiply ${groupThousands(count)} by the first factor ${m} and keep the power of ten as it is. Then make the first factor at least 1 and less than 10, and change the exponent so the value stays the same.`,
    ],
    explanation: `Multiply the first factor by ${groupThousands(count)} and keep the power of ten: $${groupThousands(count, true)} \\times ${m} = ${productText.replace(/,/g, '{,}')}$, so ${setting.result} $${productText.replace(/,/g, '{,}')} \\times 10^{${exponent}}$ ${setting.unit}. That is not scientific notation yet, because ${productText} is 10 or more. Moving the decimal point ${plural(shift, 'place')} to the left gives ${first}, so $${productText.replace(/,/g, '{,}')} = ${first} \\times 10^{${shift}}$. Powers of ten multiply by adding their exponents: $${addTex(shift, exponent)} = ${answerExponent}$. So ${setting.result} $${first} \\times 10^{${answerExponent}}$ ${setting.unit}.`,
    misconceptions: [
      {
        answer: unnormalised,
        hint: `$${productText.replace(/,/g, '{,}')} \\times 10^{${exponent}}$ has the right value, but its first factor is not less than 10, so it is not scientific notation.`,
      },
      {
        answer: kept,
        hint: `Writing ${productText} as ${first} makes it smaller by $10^{${shift}}$, so the exponent must grow by ${shift} to keep the same value.`,
      },
      {
        answer: wrongWay,
        hint: `The first factor got smaller, so the power of ten must get bigger: add ${shift} to the exponent, do not subtract it.`,
      },
      {
        answer: digitsCounted,
        hint: `Count the places the decimal point moves (${shift}), not the number of digits before the decimal point of ${productText} (${shift + 1}).`,
      },
    ].filter((x, i, all) => x.answer !== answer && all.findIndex((o) => o.answer === x.answer) === i),
    choices: {
      // Not rewritten at all, the exponent left unchanged, changed the wrong way, and digits counted as places.
      distractors: [kept, wrongWay, digitsCounted, unnormalised],
      fallback: (k) => sciKey(first, answerExponent + (k % 2 === 0 ? -(k + 2) : k + 2)),
      label: (v: string) => `$${v.replace('\\times', ' \\times ')}$`,
    },
  };
}

/** Scientific notation for very large and very small numbers. */
export function scientificTask(direction: SciParams['direction'], name: string, description: string) {
  return defineTask<SciParams>({
    name,
    description,
    build(rng, level) {
      if (direction === 'toScientific' && level === 5) return scientificProduct(rng);
      const places = byLevel(level, [0, 1, 2, 2, 3]);
      const mantissa = rng.int(1, 9) * 10 ** places + (places > 0 ? rng.int(1, 10 ** places - 1) : 0);
      const small = level >= 4 && rng.bool();
      const exponent = small
        ? -rng.int(2, byLevel(level, [0, 0, 0, 5, 8]))
        : rng.int(places + 1, byLevel(level, [4, 6, 8, 9, 12]));
      const m = scaledDecimal(mantissa, places);
      const standard = toDecimalString(
        mul(
          rat(mantissa, 10 ** places),
          exponent >= 0 ? rat(10n ** BigInt(exponent)) : rat(1n, 10n ** BigInt(-exponent)),
        ),
        Math.max(0, places - exponent),
        true,
      );
      const sci = `${m}\\times10^{${exponent}}`;
      if (direction === 'toStandard') {
        return {
          params: { mantissa, places, exponent, direction },
          title: `Write $${m} \\times 10^{${exponent}}$ in standard form.`,
          description: 'Type the number without commas or spaces.',
          answer: standard,
          answerKind: 'number',
          explanation: `The power $10^{${exponent}}$ moves the decimal point of ${m} ${plural(Math.abs(exponent), 'place')} to the ${exponent > 0 ? 'right' : 'left'}, filling empty places with 0: ${standard}.`,
          hints: [
            `Start with ${m} and move its decimal point ${plural(Math.abs(exponent), 'place')} to the ${exponent > 0 ? 'right' : 'left'}.`,
          ],
        };
      }
      const wrong = (e: number): string => `${m}\\times10^{${e}}`;
      return {
        params: { mantissa, places, exponent, direction },
        title: `Which is ${standard.includes('.') ? standard : groupThousands(BigInt(standard))} in scientific notation?`,
        answer: sci,
        answerKind: 'text',
        explanation: `Scientific notation has one non-zero digit before the decimal point, so the first factor is ${m}. Moving the decimal point from ${m} to ${standard.includes('.') ? standard : groupThousands(BigInt(standard))} takes ${plural(Math.abs(exponent), 'place')} to the ${exponent > 0 ? 'right' : 'left'}, so the answer is $${m} \\times 10^{${exponent}}$.`,
        hints: ['Put the decimal point after the first non-zero digit, then count how many places it moved.'],
        misconceptions: [
          {
            answer: wrong(-exponent),
            hint: 'Large numbers have a positive exponent and small numbers (less than 1) a negative one.',
          },
          // Counting the digits of a large number, or the zeros after the decimal point of a small one, gives one
          // more than the places the point moves.
          {
            answer: wrong(exponent + 1),
            hint:
              exponent > 0
                ? `Count the places the decimal point moves (${exponent}), not the digits before it (${exponent + 1}).`
                : `Count the places the decimal point moves to pass the first non-zero digit (${-exponent}), not only the zeros after it.`,
          },
          // Counting only the zeros at the end of a large number misses the places taken by the other digits.
          ...(exponent > 0 && places > 0
            ? [
                {
                  answer: wrong(exponent - places),
                  hint: `Count every place the decimal point moves (${exponent}), not only the zeros at the end.`,
                },
              ]
            : []),
          {
            answer: `${scaledDecimal(mantissa * 10, places)}\\times10^{${exponent - 1}}`,
            hint: 'The first factor must be at least 1 and less than 10: one non-zero digit before the decimal point.',
          },
        ],
        choices: {
          // Counting digits or end zeros instead of places, a flipped sign, and a first factor not between 1 and 10.
          distractors: [
            wrong(exponent + 1),
            ...(exponent > 0 && places > 0 ? [wrong(exponent - places)] : []),
            wrong(-exponent),
            `${scaledDecimal(mantissa * 10, places)}\\times10^{${exponent - 1}}`,
          ],
          label: (v: string) => `$${v.replace('\\times', ' \\times ')}$`,
        },
      };
    },
    solve: (p) => {
      if (p.direction === 'toScientific' && p.count !== undefined) {
        // Scale the product into [1, 10) one power of ten at a time, counting the powers.
        let first = mul(
          mul(rat(p.mantissa, 10 ** p.places), rat(p.count)),
          p.exponent >= 0 ? rat(10n ** BigInt(p.exponent)) : rat(1n, 10n ** BigInt(-p.exponent)),
        );
        let power = 0;
        while (cmp(first, rat(10)) >= 0) [first, power] = [div(first, rat(10)), power + 1];
        while (cmp(first, rat(1)) < 0) [first, power] = [mul(first, rat(10)), power - 1];
        return `${toDecimalString(first, 12, true)}\\times10^{${power}}`;
      }
      if (p.direction === 'toScientific')
        return `${scaledDecimal(p.mantissa, p.places)}\\times10^{${p.exponent}}`;
      const value = mul(
        rat(p.mantissa, 10 ** p.places),
        p.exponent >= 0 ? rat(10n ** BigInt(p.exponent)) : rat(1n, 10n ** BigInt(-p.exponent)),
      );
      return toFractionString(value);
    },
    complexity: (p) =>
      p.places * 1.5 +
      Math.abs(p.exponent) / 2 +
      (p.exponent < 0 ? 2 : 0) +
      // A calculation before the rewriting, and the rewriting itself: two steps more.
      (p.count !== undefined ? 5 : 0),
  });
}

interface RootParams {
  n: number;
  mode: 'exact' | 'between' | 'classify';
  /** Level 5 of classify: the square root of the fraction n/d, in lowest terms. */
  d?: number;
  /** Level 5 of exact: the side of a square tile whose area is n. Level 5 of between: find n from the two whole numbers. */
  backwards?: boolean;
}

/** Square roots: perfect squares, estimating between whole numbers, rational versus irrational. */
export function squareRootTask(mode: RootParams['mode'], name: string, description: string) {
  return defineTask<RootParams>({
    name,
    description,
    build(rng, level) {
      const maxRoot = byLevel(level, [10, 15, 20, 30, 50]);
      if (mode === 'exact') {
        const r = rng.int(2, maxRoot);
        const n = r * r;
        if (level === 5) {
          return {
            params: { n, mode, backwards: true },
            title: `A square patio is covered by ${groupThousands(n)} square tiles, each 1 m by 1 m, with no gaps. How long is each side of the patio, in metres?`,
            answer: String(r),
            answerKind: 'number',
            explanation: `The area of a square is side × side, so the side is the number that multiplies by itself to give ${groupThousands(n)}: $\\sqrt{${n}}$. Since $${r} \\times ${r} = ${groupThousands(n, true)}$, each side is ${r} m.`,
            hints: [`Which whole number times itself gives ${groupThousands(n)}?`],
            misconceptions: [
              {
                answer: String(n / 4),
                hint: `Dividing ${groupThousands(n)} by 4 treats it as a perimeter; it is an area, so find the number that multiplies by itself.`,
              },
            ].filter((m) => m.answer !== String(r)),
          };
        }
        return {
          params: { n, mode },
          title: `What is $\\sqrt{${n}}$?`,
          answer: String(r),
          answerKind: 'number',
          explanation: `$${r} \\times ${r} = ${n}$, so $\\sqrt{${n}} = ${r}$.`,
          hints: [`Which whole number times itself gives ${n}?`],
          misconceptions: [
            {
              answer: String(n / 2),
              hint: 'The square root is not half the number: it is the number that multiplies by itself.',
            },
            // The options' other slips: squaring instead of taking the root, a quarter of the number (the side of a
            // square whose perimeter is n; whole numbers only, as a decimal would give itself away), and doubling.
            ...(level <= 2
              ? [
                  {
                    answer: String(n * n),
                    hint: `${n} × ${n} squares ${n}; the square root goes the other way, to the number whose square is ${n}.`,
                  },
                  {
                    answer: n % 4 === 0 ? String(n / 4) : '',
                    hint: `Dividing ${n} by 4 finds a side from a perimeter; the square root is the side from an area.`,
                  },
                  {
                    answer: String(2 * n),
                    hint: `Squaring is not doubling, and the square root undoes squaring: which number times itself gives ${n}?`,
                  },
                ]
              : []),
          ].filter(
            (m, i, all) =>
              m.answer !== '' && m.answer !== String(r) && all.findIndex((o) => o.answer === m.answer) === i,
          ),
          choices:
            level <= 2
              ? {
                  distractors: [
                    String(n / 2),
                    String(n * n),
                    ...(n % 4 === 0 ? [String(n / 4)] : []),
                    String(2 * n),
                  ],
                }
              : undefined,
        };
      }
      let n: number;
      // Half of the classify questions use a perfect square so 'rational' is as likely as 'irrational'.
      do n = mode === 'classify' && rng.bool() ? rng.int(2, maxRoot) ** 2 : rng.int(3, maxRoot * maxRoot);
      while (mode === 'between' && Number.isInteger(Math.sqrt(n)));
      const low = Math.floor(Math.sqrt(n));
      if (mode === 'between' && level === 5) {
        const above = (low + 1) * (low + 1);
        const distractors = [
          String(low * low),
          String(above),
          String(above + rng.int(1, 2 * low + 2)),
          String(Math.max(2, (low - 1) * (low - 1) + rng.int(1, 2 * low - 2))),
        ];
        return {
          params: { n, mode, backwards: true },
          title: `$\\sqrt{n}$ is between ${low} and ${low + 1}. Which of these could $n$ be?`,
          answer: String(n),
          answerKind: 'number',
          explanation: `$${low}^2 = ${low * low}$ and $${low + 1}^2 = ${above}$, so $\\sqrt{n}$ is between ${low} and ${low + 1} exactly when $n$ is between ${low * low} and ${above}. Of the choices, only ${n} is: ${low * low} < ${n} < ${above}. So $n$ could be ${n}.`,
          hints: [`Square ${low} and ${low + 1}: $n$ must lie between those two squares.`],
          misconceptions: [
            {
              answer: String(low * low),
              hint: `$\\sqrt{${low * low}}$ is exactly ${low}, not between ${low} and ${low + 1}.`,
            },
          ],
          choices: { distractors, fallback: (k) => String(above + 2 * low + 3 + k) },
        };
      }
      if (mode === 'between') {
        return {
          params: { n, mode },
          title: `Between which two consecutive whole numbers is $\\sqrt{${n}}$?`,
          answer: `${low}and${low + 1}`,
          answerKind: 'text',
          explanation: `$${low}^2 = ${low * low}$ and $${low + 1}^2 = ${(low + 1) * (low + 1)}$, and ${n} is between them, so $\\sqrt{${n}}$ is between ${low} and ${low + 1}.`,
          hints: [`Find the perfect squares just below and just above ${n}.`],
          choices: {
            distractors: [
              `${low - 1}and${low}`,
              `${low + 1}and${low + 2}`,
              `${Math.floor(n / 2)}and${Math.floor(n / 2) + 1}`,
              `${low + 2}and${low + 3}`,
            ],
            label: (v: string) => v.replace('and', ' and '),
          },
        };
      }
      const perfect = Number.isInteger(Math.sqrt(n));
      if (level === 5) {
        // A fraction in lowest terms: half of them with a perfect square on top and bottom (rational).
        const q = rng.int(2, 15);
        let top = rng.bool() ? rng.int(1, q - 1) ** 2 : rng.int(2, 50);
        while (gcd(top, q * q) !== 1) top += 1;
        const bottom = q * q;
        const root = Math.sqrt(top);
        const rational = Number.isInteger(root);
        return {
          params: { n: top, d: bottom, mode },
          title: `Is $\\sqrt{\\frac{${top}}{${bottom}}}$ rational or irrational?`,
          answer: rational ? 'rational' : 'irrational',
          answerKind: 'text',
          explanation: rational
            ? `$\\frac{${top}}{${bottom}}$ is in lowest terms, ${top} = ${root} × ${root} and ${bottom} = ${q} × ${q}, so $\\sqrt{\\frac{${top}}{${bottom}}} = \\frac{${root}}{${q}}$, a fraction of two whole numbers. So it is rational.`
            : `$\\frac{${top}}{${bottom}}$ is in lowest terms and ${top} is not a perfect square (no whole number times itself gives ${top}), so $\\sqrt{\\frac{${top}}{${bottom}}} = \\frac{\\sqrt{${top}}}{${q}}$ is a non-terminating, non-repeating decimal. So it is irrational.`,
          hints: [`Look at the top and the bottom separately: is ${top} a perfect square? Is ${bottom}?`],
          choices: { distractors: ['rational', 'irrational', 'neither', 'both'] },
        };
      }
      return {
        params: { n, mode },
        title: `Is $\\sqrt{${n}}$ rational or irrational?`,
        answer: perfect ? 'rational' : 'irrational',
        answerKind: 'text',
        explanation: perfect
          ? `${n} is a perfect square, so its square root is the whole number ${Math.sqrt(n)}: rational.`
          : `${n} is not a perfect square, so its square root is a non-terminating, non-repeating decimal: irrational.`,
        hints: [`Is ${n} a perfect square? Try whole numbers times themselves near it.`],
        choices: { distractors: ['rational', 'irrational', 'neither', 'both'] },
      };
    },
    solve: (p) => {
      const wholeRoot = (v: number): number => {
        let r = 0;
        while ((r + 1) * (r + 1) <= v) r += 1;
        return r;
      };
      const r = wholeRoot(p.n);
      if (p.mode === 'exact') return String(r);
      if (p.mode === 'between') return p.backwards ? String(p.n) : `${r}and${r + 1}`;
      const bottom = p.d ?? 1;
      const s = wholeRoot(bottom);
      return r * r === p.n && s * s === bottom ? 'rational' : 'irrational';
    },
    complexity: (p) => magnitude(p.n) * 2 + (p.d || p.backwards ? 3 : 0),
  });
}
