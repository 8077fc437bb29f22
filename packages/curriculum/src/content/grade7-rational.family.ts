/**
 * Grade 7 rational numbers (B1.3-B1.7, B2.2, B2.3, B2.8, B2.9): ordering, numbers between two numbers, rounding,
 * simplifying and converting fractions, decimals and percents, mental percent change, and multiplying and dividing
 * fractions and decimals. Every key is recomputed by `solve` from the parameters with exact rationals.
 */
import { money, moneyAnswer, texFraction, texRational } from '../core/format';
import { byLevel, gcd, lcm } from '../core/levels';
import {
  type Rational,
  add,
  cmp,
  div,
  mul,
  rat,
  sub,
  toDecimalString,
  toFractionString,
} from '../core/rational';
import { measureDenominators, properNumerator } from '../core/measure-fractions';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

/** A number as the question writes it: a decimal, a fraction or a mixed number, with its exact value. */
export interface WrittenNumber {
  form: 'decimal' | 'fraction' | 'mixed';
  n: number;
  d: number;
}

export const valueOf = (w: WrittenNumber): Rational => rat(w.n, w.d);

const decimalText = (r: Rational): string => toDecimalString(r, 6, true);

/** `-\frac{3}{4}`, `-1\frac{1}{8}`, `-0.7`: the TeX a learner reads (without dollar signs). */
export function writtenTex(w: WrittenNumber): string {
  const v = valueOf(w);
  if (w.form === 'decimal') return decimalText(v);
  const negative = v.n < 0n;
  const absN = negative ? -v.n : v.n;
  if (w.form === 'mixed' && absN > v.d) {
    const whole = absN / v.d;
    return `${negative ? '-' : ''}${whole.toString()}${texFraction(Number(absN % v.d), Number(v.d))}`;
  }
  return `${negative ? '-' : ''}${texFraction(Number(absN), Number(v.d))}`;
}

/** The same number typed plainly: `-3/4`, `-1 1/8`, `-0.7`. */
export function writtenText(w: WrittenNumber): string {
  const v = valueOf(w);
  if (w.form === 'decimal') return decimalText(v);
  const negative = v.n < 0n;
  const absN = negative ? -v.n : v.n;
  if (w.form === 'mixed' && absN > v.d)
    return `${negative ? '-' : ''}${(absN / v.d).toString()} ${(absN % v.d).toString()}/${v.d.toString()}`;
  return toFractionString(v);
}

const TERMINATING_DENOMINATORS = [2, 4, 5, 8, 10, 20, 25] as const;

function randomWritten(rng: Rng, level: DifficultyLevel, negative: boolean): WrittenNumber {
  const sign = negative ? -1 : 1;
  const form = level <= 2 ? 'decimal' : rng.pick(['decimal', 'fraction', ...(level >= 4 ? ['mixed'] : [])]);
  if (form === 'decimal') {
    const places = byLevel(level, [2, 2, 3, 3, 3]);
    const scale = 10 ** places;
    const whole = level >= 4 ? rng.int(0, 2) : 0;
    return { form, n: sign * (whole * scale + rng.int(1, scale - 1)), d: scale };
  }
  const d = rng.pick(TERMINATING_DENOMINATORS.slice(0, byLevel(level, [3, 4, 5, 7, 7])));
  let n = rng.int(1, d - 1);
  while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
  const whole = form === 'mixed' ? rng.int(1, 2) : 0;
  return { form: form as WrittenNumber['form'], n: sign * (whole * d + n), d };
}

const sortAscending = (items: readonly WrittenNumber[]): WrittenNumber[] =>
  [...items].sort((a, b) => cmp(valueOf(a), valueOf(b)));

const listText = (items: readonly WrittenNumber[]): string => items.map(writtenText).join(', ');
const listTex = (items: readonly WrittenNumber[]): string =>
  items.map((w) => `$${writtenTex(w)}$`).join(', ');

/** Each fraction in the list with its decimal, the common form for comparing. */
function asDecimals(items: readonly WrittenNumber[]): string {
  const converted = items.filter((w) => w.form !== 'decimal');
  if (converted.length === 0) return 'All the numbers are decimals already, so compare them place by place.';
  return `Write each fraction as a decimal: ${converted
    .map((w) => `$${writtenTex(w)} = ${decimalText(valueOf(w))}$`)
    .join(', ')}.`;
}

/** The first step with this list: the first fraction to write as a decimal, or a place-by-place comparison. */
function firstConversion(items: readonly WrittenNumber[]): string {
  const fraction = items.find((w) => w.form !== 'decimal');
  if (!fraction)
    return 'All the numbers are decimals already: compare them place by place, starting with the sign.';
  const size = Math.abs(fraction.n);
  const how =
    fraction.form === 'mixed'
      ? `divide ${size % fraction.d} by ${fraction.d} for the fraction part and put ${Math.floor(size / fraction.d)} before the decimal point`
      : `divide ${size} by ${fraction.d} to write it as a decimal`;
  return `Start with $${writtenTex(fraction)}$: ${how}, then do the same for any other fraction.`;
}

/** Two hints with this list's numbers: the first conversion, then which numbers go first. */
function orderHints(items: readonly WrittenNumber[]): string[] {
  const negatives = items.filter((w) => valueOf(w).n < 0n).map((w) => `$${writtenTex(w)}$`);
  const second =
    negatives.length === 0
      ? 'All the numbers are positive: the one closest to 0 comes first.'
      : negatives.length === 1
        ? `${negatives[0] as string} is the only negative number, so it is left of all the others on a number line.`
        : negatives.length === items.length
          ? 'All the numbers are negative: the one furthest from 0 is the least.'
          : `The ${negatives.length} negative numbers come before the others; among them, the one furthest from 0 is the least.`;
  return [firstConversion(items), second];
}

interface OrderParams {
  numbers: WrittenNumber[];
  /** Level 5: the learner's order with one number misplaced, and the number to find. */
  claimed: WrittenNumber[] | null;
}

function distinctNumbers(rng: Rng, level: DifficultyLevel, count: number): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  while (found.length < count) {
    const negative = level >= 2 && rng.int(0, 2) > 0;
    const candidate = randomWritten(rng, level, negative);
    if (!found.some((w) => cmp(valueOf(w), valueOf(candidate)) === 0)) found.push(candidate);
  }
  return found;
}

/** Orders by distance from zero: the slip of reading -0.75 as greater than -0.7. */
const byMagnitude = (items: readonly WrittenNumber[]): WrittenNumber[] =>
  [...items].sort((a, b) =>
    cmp(
      rat(valueOf(a).n < 0n ? -valueOf(a).n : valueOf(a).n, valueOf(a).d),
      rat(valueOf(b).n < 0n ? -valueOf(b).n : valueOf(b).n, valueOf(b).d),
    ),
  );

export const orderRationalsTask = defineTask<OrderParams>({
  name: 'Order rational numbers',
  description: 'Put positive and negative fractions and decimals in order, from least to greatest.',
  build(rng, level) {
    const count = byLevel(level, [3, 4, 4, 5, 5]);
    let numbers = distinctNumbers(rng, level, count);
    const sorted = sortAscending(numbers);
    if (level < 5) {
      const answer = listText(sorted);
      const magnitude = byMagnitude(numbers);
      const swapped = [...sorted];
      [swapped[0], swapped[1]] = [swapped[1] as WrittenNumber, swapped[0] as WrittenNumber];
      const reversed = [...sorted].reverse();
      return {
        params: { numbers, claimed: null },
        title: 'Which list is in order from least to greatest?',
        description: `The numbers are ${listTex(numbers)}.`,
        answer,
        answerKind: 'text',
        explanation: `${asDecimals(numbers)} On a number line, the further left a number is, the smaller it is; a negative number further from zero is smaller. From least to greatest: ${sorted
          .map((w) => decimalText(valueOf(w)))
          .join(' < ')}. So the order is ${listTex(sorted)}.`,
        hints: orderHints(numbers),
        misconceptions:
          listText(magnitude) === answer
            ? []
            : [
                {
                  answer: listText(magnitude),
                  hint: 'That orders the numbers by their distance from zero. A negative number further from zero is smaller, not larger.',
                },
              ],
        choices: {
          distractors: [listText(magnitude), listText(reversed), listText(swapped)],
          fallback: () => listText(rng.shuffle(sorted)),
          label: (value) =>
            value
              .split(', ')
              .map((t) => `$${writtenTex(numbers.find((w) => writtenText(w) === t) as WrittenNumber)}$`)
              .join(', '),
        },
      };
    }
    // Level 5: find the misplaced number in an order that treats one negative number by its size.
    while (!numbers.some((w) => valueOf(w).n < 0n) || numbers.filter((w) => valueOf(w).n < 0n).length < 2)
      numbers = distinctNumbers(rng, level, count);
    const ordered = sortAscending(numbers);
    const negatives = ordered.filter((w) => valueOf(w).n < 0n);
    const moved = negatives[0] as WrittenNumber;
    const claimed = ordered.filter((w) => w !== moved);
    claimed.splice(negatives.length - 1, 0, moved);
    const answer = writtenText(moved);
    return {
      params: { numbers, claimed },
      title: 'Which number did Maya put in the wrong place?',
      description: `Maya ordered some numbers from least to greatest and wrote ${listTex(claimed)}. Exactly one number is in the wrong place.`,
      answer,
      answerKind: 'text',
      explanation: `${asDecimals(claimed)} From least to greatest the numbers are ${ordered
        .map((w) => decimalText(valueOf(w)))
        .join(
          ' < ',
        )}. Maya placed $${writtenTex(moved)}$ as if it were close to zero, but it is the negative number furthest from zero, so it is the least. The misplaced number is $${writtenTex(moved)}$.`,
      hints: [
        firstConversion(claimed),
        `Maya's list starts ${claimed
          .slice(0, 2)
          .map((w) => `$${writtenTex(w)}$`)
          .join(
            ', ',
          )}: check each neighbouring pair in turn. Among negative numbers, the one furthest from 0 is the least.`,
      ],
      misconceptions: [],
      choices: {
        distractors: claimed.filter((w) => w !== moved).map(writtenText),
        label: (value) => `$${writtenTex(claimed.find((w) => writtenText(w) === value) as WrittenNumber)}$`,
      },
    };
  },
  solve({ numbers, claimed }) {
    const sorted = [...numbers].sort((a, b) => cmp(rat(a.n, a.d), rat(b.n, b.d)));
    if (!claimed) return listText(sorted);
    const lowest = sorted[0] as WrittenNumber;
    return writtenText(lowest);
  },
  complexity: ({ numbers, claimed }) =>
    numbers.length +
    numbers.filter((w) => w.form !== 'decimal').length +
    numbers.filter((w) => w.n < 0).length * 0.5 +
    (claimed ? 3 : 0),
});

interface BetweenParams {
  low: WrittenNumber;
  high: WrittenNumber;
  /** Level 5 counts the fractions with this denominator strictly between low and high. */
  countDenominator: number | null;
}

const written = (r: Rational, form: WrittenNumber['form']): WrittenNumber => ({
  form,
  n: Number(r.n),
  d: Number(r.d),
});

const strictlyBetween = (x: Rational, p: BetweenParams): boolean =>
  cmp(x, valueOf(p.low)) > 0 && cmp(x, valueOf(p.high)) < 0;

/**
 * The working for a fraction between two fractions, over one common denominator: twice the denominators' least
 * common multiple, so a numerator sits between the two. (The denominators can differ: 2/4 is stored as 1/2, and
 * "write both with denominator 4: 1/2 = 2/4 and 3/4 = 6/8" was the old, self-contradicting working.)
 */
function fractionMethod(low: Rational, high: Rational, lowTex: string, highTex: string): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const [dl, dh] = [Number(low.d), Number(high.d)];
  const den = 2 * ((dl * dh) / gcd(dl, dh));
  const [nl, nh] = [(Number(low.n) * den) / dl, (Number(high.n) * den) / dh];
  const mid = (nl + nh) / 2;
  const tex = (n: number): string => `${n < 0 ? '-' : ''}${texFraction(Math.abs(n), den)}`;
  const g = gcd(Math.abs(mid), den);
  const lowest = `${mid < 0 ? '-' : ''}${texFraction(Math.abs(mid) / g, den / g)}`;
  return `Write both fractions with denominator ${den}: $${lowTex} = ${tex(nl)}$ and $${highTex} = ${tex(nh)}$. The numerator halfway between ${nl} and ${nh} is ${mid}, so $${tex(mid)}$${g > 1 ? ` (in lowest terms $${lowest}$)` : ''} lies halfway between them, greater than $${lowTex}$ and less than $${highTex}$.`;
}

export const numberBetweenTask = defineTask<BetweenParams>({
  name: 'Numbers between two numbers',
  description: 'Find a fraction or decimal that lies between two given numbers.',
  build(rng, level) {
    if (level === 5) {
      const a = rng.pick([3, 4, 5, 6, 8]);
      const b = rng.pick([3, 4, 5, 6, 8].filter((x) => x !== a));
      // The smaller number has the larger denominator's first fraction range, so a greater fraction always exists.
      const low = rat(rng.int(1, Math.max(1, Math.floor(a / 2))), a);
      const above = Array.from({ length: b - 1 }, (_, i) => rat(i + 1, b)).filter((x) => cmp(x, low) > 0);
      const high = rng.pick(above);
      const d = lcm(a, b) * rng.pick([2, 3]);
      const params: BetweenParams = {
        low: written(low, 'fraction'),
        high: written(high, 'fraction'),
        countDenominator: d,
      };
      const lowNumerator = (Number(low.n) * d) / Number(low.d);
      const highNumerator = (Number(high.n) * d) / Number(high.d);
      const answer = String(highNumerator - lowNumerator - 1);
      const first = lowNumerator + 1;
      const last = highNumerator - 1;
      return {
        params,
        title: `How many fractions with denominator ${d} lie between $${texRational(low)}$ and $${texRational(high)}$?`,
        description: `Count fractions like $${texFraction(first, d)}$ whose denominator is ${d}, strictly between the two numbers (not equal to either).`,
        answer,
        answerKind: 'number',
        explanation: `Write both numbers with denominator ${d}: $${texRational(low)} = ${texFraction(lowNumerator, d)}$ and $${texRational(high)} = ${texFraction(highNumerator, d)}$. The numerators strictly between ${lowNumerator} and ${highNumerator} run from ${first} to ${last}, that is ${highNumerator} − ${lowNumerator} − 1 numerators, so there are ${answer} fractions.`,
        hints: [
          `Write $${texRational(low)}$ and $${texRational(high)}$ as fractions with denominator ${d}.`,
          'Count the whole-number numerators strictly between the two numerators; do not count the ends.',
        ],
        lintFacts: { answerIsCount: true },
      };
    }
    const negative = level === 4;
    const sign = negative ? -1 : 1;
    let low: Rational;
    let high: Rational;
    let form: WrittenNumber['form'];
    if (level <= 2) {
      const scale = level === 1 ? 10 : 100;
      const k = rng.int(level === 1 ? 1 : 11, scale - 2);
      low = rat(k, scale);
      high = rat(k + 1, scale);
      form = 'decimal';
    } else {
      const d = rng.int(3, 9);
      const k = rng.int(1, d - 2);
      low = rat(k, d);
      high = rat(k + 1, d);
      form = 'fraction';
    }
    if (negative) [low, high] = [rat(-high.n, high.d), rat(-low.n, low.d)];
    const params: BetweenParams = {
      low: written(low, form),
      high: written(high, form),
      countDenominator: null,
    };
    const mid = div(add(low, high), rat(2));
    const answerNumber = written(mid, form);
    const answer = writtenText(answerNumber);
    const gap = sub(high, low);
    const outside = [
      add(high, div(gap, rat(2))),
      sub(low, div(gap, rat(2))),
      form === 'decimal'
        ? div(low, rat(10))
        : rat(sign * (Number(low.n < 0n ? -low.n : low.n) + 1), Number(low.d) + 1),
      add(high, gap),
    ].filter((x) => !strictlyBetween(x, params) && cmp(x, mid) !== 0);
    const distractors = outside.map((x) => writtenText(written(x, form)));
    const lowTex = writtenTex(params.low);
    const highTex = writtenTex(params.high);
    const method =
      form === 'decimal'
        ? `Add a zero to each decimal so there is room between them: $${lowTex}$ is ${toDecimalString(low, level + 1)} and $${highTex}$ is ${toDecimalString(high, level + 1)}. Halfway between them is ${decimalText(mid)}, which is greater than ${lowTex} and less than ${highTex}.`
        : fractionMethod(low, high, lowTex, highTex);
    return {
      params,
      title: `Which number lies between $${lowTex}$ and $${highTex}$?`,
      description: negative
        ? 'Both numbers are negative: think about where they sit on a number line.'
        : null,
      answer,
      answerKind: form === 'decimal' ? 'number' : 'fraction',
      explanation: `${method} Each other choice is less than $${lowTex}$ or greater than $${highTex}$. So $${writtenTex(answerNumber)}$ lies between them.`,
      hints: [
        form === 'decimal'
          ? `Write $${lowTex}$ and $${highTex}$ with one more decimal place; new digits appear between them.`
          : `Write $${lowTex}$ and $${highTex}$ as equivalent fractions with a doubled denominator.`,
        'Check each choice: it must be greater than the smaller number and less than the larger one.',
      ],
      misconceptions:
        form === 'decimal'
          ? [
              {
                answer: writtenText(written(div(low, rat(10)), form)),
                hint: `Putting a digit in front moves the number: ${decimalText(div(low, rat(10)))} is less than ${lowTex}.`,
              },
            ]
          : [],
      choices: { distractors },
    };
  },
  solve(p) {
    if (p.countDenominator !== null) {
      const d = BigInt(p.countDenominator);
      const lo = valueOf(p.low);
      const hi = valueOf(p.high);
      // Numerators k with lo < k/d < hi.
      let count = 0;
      for (let k = 0n; k <= d; k += 1n) if (cmp(rat(k, d), lo) > 0 && cmp(rat(k, d), hi) < 0) count += 1;
      return String(count);
    }
    // The midpoint with whole numbers: (a/b + c/d) / 2 = (ad + cb) / 2bd.
    const n = p.low.n * p.high.d + p.high.n * p.low.d;
    const d = 2 * p.low.d * p.high.d;
    const g = gcd(n, d);
    return writtenText({ form: p.low.form, n: n / g, d: d / g });
  },
  complexity: (p) =>
    (p.countDenominator !== null ? 6 : 0) +
    (p.low.form === 'fraction' ? 2 : 0) +
    (p.low.n < 0 ? 1.5 : 0) +
    Math.log10(p.low.d),
});

type Place = 'whole number' | 'tenth' | 'hundredth';
const PLACE_DIGITS: Record<Place, number> = { 'whole number': 0, tenth: 1, hundredth: 2 };

interface RoundParams {
  /** The number to round, or the fraction whose decimal is rounded (level 5). */
  value: WrittenNumber;
  place: Place;
  context: 'plain' | 'fuel' | 'race' | 'share';
}

export const roundDecimalsTask = defineTask<RoundParams>({
  name: 'Round decimals',
  description: 'Round decimals to the nearest whole number, tenth or hundredth, as the context needs.',
  build(rng, level) {
    let params: RoundParams;
    if (level <= 3) {
      const place: Place = (['whole number', 'tenth', 'hundredth'] as const)[level - 1] as Place;
      const places = PLACE_DIGITS[place] + rng.int(1, 2);
      const scale = 10 ** places;
      // Level 3 forces a carry across a 9 (2.996 to the nearest hundredth is 3).
      const n =
        level === 3 && rng.bool()
          ? rng.int(1, 20) * scale - rng.int(1, 4)
          : rng.int(scale + 1, 60 * scale - 1);
      params = { value: { form: 'decimal', n, d: scale }, place, context: 'plain' };
    } else if (level === 4) {
      const context = rng.pick(['fuel', 'race'] as const);
      params =
        context === 'fuel'
          ? { value: { form: 'decimal', n: rng.int(1299, 1799), d: 1000 }, place: 'hundredth', context }
          : { value: { form: 'decimal', n: rng.int(9501, 14999), d: 1000 }, place: 'tenth', context };
      if (params.value.n % 10 === 0) params.value.n += 3;
    } else {
      const d = rng.pick([3, 6, 7, 9, 11, 12]);
      let n = rng.int(d + 1, 8 * d);
      while (n % d === 0) n += 1;
      params = {
        value: { form: 'fraction', n, d },
        place: rng.pick(['tenth', 'hundredth'] as const),
        context: 'share',
      };
    }
    const v = valueOf(params.value);
    const digits = PLACE_DIGITS[params.place];
    const answer = toDecimalString(v, digits, true);
    const longer = toDecimalString(v, digits + 3, true);
    const truncated = toDecimalString(
      rat((v.n * 10n ** BigInt(digits)) / v.d, 10n ** BigInt(digits)),
      digits,
      true,
    );
    const roundUp =
      cmp(
        rat(Number(answer.replace('.', '')), 10 ** digits),
        rat(Number(truncated.replace('.', '')), 10 ** digits),
      ) !== 0;
    const rule = `The digit after the ${params.place === 'whole number' ? 'ones' : `${params.place}s`} place is ${toDecimalString(v, digits + 6, false).charAt(toDecimalString(v, digits + 6, false).indexOf('.') + digits + 1)}, so round ${roundUp ? 'up' : 'down'}.`;
    const stem =
      params.context === 'plain'
        ? { title: `Round ${decimalText(v)} to the nearest ${params.place}.`, description: null }
        : params.context === 'fuel'
          ? {
              title: 'What is the price per litre to the nearest cent, in dollars?',
              description: `A gas station in Sudbury shows a price of $${decimalText(v)} per litre. Money is paid in whole cents, so round to the nearest hundredth of a dollar.`,
            }
          : params.context === 'race'
            ? {
                title: 'What is the time to the nearest tenth of a second?',
                description: `A timer at a Grade 7 track meet in Kingston reads ${decimalText(v)} seconds for the 100 m race. Results are posted to the nearest tenth of a second.`,
              }
            : {
                title: `What is each share, as a decimal rounded to the nearest ${params.place}?`,
                description: `${params.value.n} kg of apples from an orchard near Collingwood are shared equally among ${params.value.d} classes.`,
              };
    return {
      params,
      ...stem,
      answer,
      answerKind: 'number',
      explanation: `${params.context === 'share' ? `Each share is $${texFraction(params.value.n, params.value.d)}$ kg; divide ${params.value.n} by ${params.value.d} to get ${longer}... ` : ''}Look at the ${params.place === 'whole number' ? 'ones' : `${params.place}s`} place of ${params.context === 'share' ? longer : decimalText(v)}. ${rule} Rounded to the nearest ${params.place}, the number is ${toDecimalString(v, digits)}.`,
      hints: [
        `Find the ${params.place === 'whole number' ? 'ones' : `${params.place}s`} digit, then look only at the digit just to its right.`,
        'If that digit is five or more, round up; otherwise keep the digit and drop the rest.',
        ...(params.context === 'share'
          ? [`First divide ${params.value.n} by ${params.value.d} to at least ${digits + 1} decimal places.`]
          : []),
      ],
      misconceptions: [
        {
          answer:
            truncated === answer
              ? toDecimalString(
                  add(rat(Number(truncated.replace('.', '')), 10 ** digits), rat(1, 10 ** digits)),
                  digits,
                  true,
                )
              : truncated,
          hint: 'Check the digit to the right of the rounding place: 5 or more rounds up, 4 or less rounds down.',
        },
      ],
    };
  },
  solve: ({ value, place }) => {
    const digits = PLACE_DIGITS[place];
    const scale = 10n ** BigInt(digits);
    // Half up: floor(value × scale + 1/2).
    const scaled = (BigInt(value.n) * scale * 2n + BigInt(value.d)) / (2n * BigInt(value.d));
    return toDecimalString(rat(scaled, scale), digits, true);
  },
  complexity: ({ value, place, context }) =>
    PLACE_DIGITS[place] +
    Math.log10(value.d) +
    (context === 'plain' ? 0 : 2) +
    (value.form === 'fraction' ? 3 : 0),
});

interface SimplifyParams {
  n: number;
  d: number;
  /** Level 5 works backwards: the fraction in lowest terms and the sum of the unknown numerator and denominator. */
  lowest: [number, number] | null;
  context: 'plain' | 'class';
}

function lowestTerms(n: number, d: number): [number, number] {
  const g = gcd(n, d);
  return [n / g, d / g];
}

export const simplifyFractionsTask = defineTask<SimplifyParams>({
  name: 'Simplify fractions',
  description:
    'Write fractions in lowest terms by dividing by common factors, and work backwards from lowest terms.',
  build(rng, level) {
    let b = rng.int(3, byLevel(level, [6, 9, 12, 12, 12]));
    let a = rng.int(1, b - 1);
    while (gcd(a, b) !== 1) a = rng.int(1, b - 1);
    const k = rng.int(2, byLevel(level, [4, 6, 12, 9, 12]));
    if (level === 5) {
      [a, b] = lowestTerms(a, b);
      const params: SimplifyParams = { n: a * k, d: b * k, lowest: [a, b], context: 'plain' };
      const total = a * k + b * k;
      return {
        params,
        title: `A fraction simplifies to $${texFraction(a, b)}$, and its numerator and denominator add up to ${total}. What is its numerator?`,
        answer: String(a * k),
        answerKind: 'number',
        explanation: `A fraction equal to $${texFraction(a, b)}$ is $${texFraction(a, b)}$ with its numerator and denominator multiplied by the same number. In $${texFraction(a, b)}$ they add up to ${a} + ${b} = ${a + b}, and ${total} ÷ ${a + b} = ${k}, so both were multiplied by ${k}: the fraction is $${texFraction(a * k, b * k)}$. The numerator is ${a * k}.`,
        hints: [
          `In $${texFraction(a, b)}$ the numerator and denominator add up to ${a + b}. How many times does that fit into ${total}?`,
          'Multiply the numerator and the denominator by that same number.',
        ],
        misconceptions: [
          {
            answer: String(total - a),
            hint: `Subtracting only the numerator ${a} from the total does not keep the fraction equal to $${texFraction(a, b)}$.`,
          },
        ],
      };
    }
    const params: SimplifyParams = {
      n: a * k,
      d: b * k,
      lowest: null,
      context: level === 4 ? 'class' : 'plain',
    };
    const g = gcd(a * k, b * k);
    const answer = b === 1 ? String(a) : `${a}/${b}`;
    const title =
      params.context === 'class'
        ? `In a Grade 7 class survey in Brampton, ${a * k} of the ${b * k} students walk to school. What fraction of the students walk, in lowest terms?`
        : `Write $${texFraction(a * k, b * k)}$ in lowest terms.`;
    return {
      params,
      title,
      answer,
      answerKind: 'fraction',
      requiresAnswerForm: true,
      explanation: `${params.context === 'class' ? `The fraction is $${texFraction(a * k, b * k)}$. ` : ''}The greatest common factor of ${a * k} and ${b * k} is ${g}. Divide both by ${g}: ${a * k} ÷ ${g} = ${a} and ${b * k} ÷ ${g} = ${b}. Since ${a} and ${b} have no common factor but 1, the fraction in lowest terms is $${texFraction(a, b)}$.`,
      hints: [
        `List the factors of ${a * k} and of ${b * k}, and find the greatest one they share.`,
        'Divide the numerator and the denominator by that same factor.',
      ],
      misconceptions:
        k % 2 === 0 && g !== 2
          ? [
              {
                answer: `${(a * k) / 2}/${(b * k) / 2}`,
                hint: `Dividing by 2 is a start, but ${(a * k) / 2} and ${(b * k) / 2} still share a factor: keep dividing.`,
              },
            ]
          : [],
    };
  },
  solve: ({ n, d, lowest }) => {
    if (lowest) {
      const k = (n + d) / (lowest[0] + lowest[1]);
      return String(lowest[0] * k);
    }
    return toFractionString(rat(n, d));
  },
  complexity: ({ n, d, lowest, context }) =>
    Math.log10(n * d + 1) + (context === 'class' ? 1.5 : 0) + (lowest ? 4 : 0),
});

type Conversion =
  | 'fraction-to-decimal'
  | 'fraction-to-percent'
  | 'decimal-to-fraction'
  | 'percent-to-fraction'
  | 'percent-to-decimal';

interface ConvertParams {
  value: WrittenNumber;
  conversion: Conversion | 'greatest';
  /** Level 5: the decimal and the percent compared with the fraction `value`. */
  decimal: Rational | null;
  percent: Rational | null;
}

const CONVERT_DENOMINATORS: readonly (readonly number[])[] = [
  [2, 4, 5, 10],
  [8, 20, 25, 50],
  [8, 40, 125, 200],
  [4, 8, 5, 20],
];

const placesAfter = (decimal: string): number => decimal.split('.')[1]?.length ?? 0;
const placeDigits = (decimal: string): number => Number(decimal.replace('.', ''));
const placeName = (decimal: string): string =>
  (['ones', 'tenths', 'hundredths', 'thousandths'] as const)[placesAfter(decimal)] ?? 'ten-thousandths';

const percentOf = (r: Rational): Rational => mul(r, rat(100));
const percentText = (r: Rational): string => decimalText(percentOf(r));

export const convertFormsTask = defineTask<ConvertParams>({
  name: 'Convert fractions, decimals and percents',
  description:
    'Change a fraction to a decimal or a percent and back, and compare numbers written in different forms.',
  build(rng, level) {
    if (level === 5) {
      const d = rng.pick([3, 6, 8, 9, 12]);
      let n = rng.int(1, d - 1);
      while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
      const f = rat(n, d);
      const nearDecimal = rat(Number(toDecimalString(f, 2).replace('.', '')) + rng.pick([-1, 1]), 100);
      const nearPercent = rat(Number(toDecimalString(f, 3).replace('.', '')) + rng.pick([-2, 2]), 1000);
      const params: ConvertParams = {
        value: { form: 'fraction', n, d },
        conversion: 'greatest',
        decimal: nearDecimal,
        percent: nearPercent,
      };
      const decimals: [string, number][] = [
        ['fraction', n / d],
        ['decimal', Number(nearDecimal.n) / Number(nearDecimal.d)],
        ['percent', Number(nearPercent.n) / Number(nearPercent.d)],
      ];
      const answer = decimals.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
      const label: Record<string, string> = {
        fraction: `$${texFraction(n, d)}$`,
        decimal: decimalText(nearDecimal),
        percent: `${percentText(nearPercent)}%`,
      };
      const entries: [string, Rational][] = [
        ['fraction', f],
        ['decimal', nearDecimal],
        ['percent', nearPercent],
      ];
      return {
        params,
        title: 'Which number is the greatest?',
        description: `Compare $${texFraction(n, d)}$, ${decimalText(nearDecimal)} and ${percentText(nearPercent)}%.`,
        answer,
        answerKind: 'text',
        explanation: `Write all three as decimals to the thousandths: $${texFraction(n, d)}$ is about ${toDecimalString(f, 3)} (${n} ÷ ${d} = ${toDecimalString(f, 4)}...), ${decimalText(nearDecimal)} is ${toDecimalString(nearDecimal, 3)}, and ${percentText(nearPercent)}% is ${toDecimalString(nearPercent, 3)}. The greatest is ${label[answer]}, so the answer is ${label[answer]}.`,
        hints: [
          `Divide ${n} by ${d} to write $${texFraction(n, d)}$ as a decimal to the thousandths.`,
          `A percent is a number out of 100: ${percentText(nearPercent)}% is ${percentText(nearPercent)} ÷ 100 as a decimal.`,
        ],
        misconceptions: entries
          .filter(([name]) => name !== answer)
          .map(([name]) => ({
            answer: name,
            hint: `Compare all three as decimals with three places before you choose ${label[name]}.`,
          })),
        choices: {
          distractors: ['fraction', 'decimal', 'percent', 'equal'].filter((x) => x !== answer),
          label: (value) => (value === 'equal' ? 'They are all equal' : (label[value] as string)),
        },
      };
    }
    const d = rng.pick(CONVERT_DENOMINATORS[level - 1] as readonly number[]);
    let n = rng.int(1, d - 1);
    while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
    if (level === 4) n += d * rng.int(1, 2);
    const conversion = rng.pick([
      'fraction-to-decimal',
      'fraction-to-percent',
      'decimal-to-fraction',
      'percent-to-fraction',
      'percent-to-decimal',
    ] as const);
    const value: WrittenNumber = { form: level === 4 ? 'mixed' : 'fraction', n, d };
    const params: ConvertParams = { value, conversion, decimal: null, percent: null };
    const v = valueOf(value);
    const dec = decimalText(v);
    const pct = percentText(v);
    const answer =
      conversion === 'fraction-to-percent' ? pct : conversion.endsWith('decimal') ? dec : `${n}/${d}`;
    const fracTex = writtenTex(value);
    const improper = value.form === 'mixed' ? ` ($${fracTex} = ${texFraction(n, d)}$)` : '';
    const steps: Record<
      Conversion,
      {
        title: string;
        explanation: string;
        hint: string;
        kind: 'number' | 'percent' | 'fraction';
        wrong: string;
      }
    > = {
      'fraction-to-decimal': {
        title: `Write $${fracTex}$ as a decimal.`,
        explanation: `Divide the numerator by the denominator${improper}: ${n} ÷ ${d} = ${dec}. As a decimal, $${fracTex}$ is ${dec}.`,
        hint: `A fraction bar means divide: work out ${n} ÷ ${d}.`,
        kind: 'number',
        wrong: `${n}.${d}`,
      },
      'fraction-to-percent': {
        title: `Write $${fracTex}$ as a percent.`,
        explanation: `Divide${improper}: ${n} ÷ ${d} = ${dec}. Multiply by 100 to get a number out of 100: ${dec} × 100 = ${pct}. As a percent, $${fracTex}$ is ${pct}%.`,
        hint: `First write $${fracTex}$ as a decimal, then multiply by 100.`,
        kind: 'percent',
        wrong: dec,
      },
      'decimal-to-fraction': {
        title: `Write ${dec} as a fraction in lowest terms.`,
        explanation: `${dec} is ${placeDigits(dec)} ${placeName(dec)}: $${texFraction(placeDigits(dec), 10 ** placesAfter(dec))}$. The greatest common factor of ${placeDigits(dec)} and ${10 ** placesAfter(dec)} is ${gcd(placeDigits(dec), 10 ** placesAfter(dec))}; divide both by it to reach $${texFraction(n, d)}$. So ${dec} in lowest terms is $${texFraction(n, d)}$.`,
        hint: `Read ${dec} by place value: the last digit tells you the denominator (tenths, hundredths or thousandths).`,
        kind: 'fraction',
        wrong: `${Number(dec.replace('.', ''))}/${10 ** (dec.split('.')[1]?.length ?? 0)}`,
      },
      'percent-to-fraction': {
        title: `Write ${pct}% as a fraction in lowest terms.`,
        explanation: `${pct}% means ${pct} out of 100, which is ${dec} as a decimal. Written over a power of ten and simplified, ${dec} is $${texFraction(n, d)}$. So ${pct}% in lowest terms is $${texFraction(n, d)}$.`,
        hint: `${pct}% means ${pct} out of 100: start from $${texFraction(Number(pct.replace('.', '')), 100 * 10 ** (pct.split('.')[1]?.length ?? 0))}$ and simplify.`,
        kind: 'fraction',
        wrong: `${pct.replace('.', '')}/100`,
      },
      'percent-to-decimal': {
        title: `Write ${pct}% as a decimal.`,
        explanation: `${pct}% means ${pct} out of 100, so divide by 100: ${pct} ÷ 100 = ${dec}. As a decimal, ${pct}% is ${dec}.`,
        hint: 'Dividing by 100 moves every digit two places to the right of where it was.',
        kind: 'number',
        wrong: decimalText(div(v, rat(10))),
      },
    };
    const step = steps[conversion];
    return {
      params,
      title: step.title,
      answer,
      answerKind: step.kind,
      requiresAnswerForm: step.kind !== 'percent',
      explanation: step.explanation,
      hints: [step.hint],
      misconceptions:
        step.wrong === answer
          ? []
          : [
              {
                answer: step.wrong,
                hint: 'Check the place value: compare your answer with the original number on a number line.',
              },
            ],
    };
  },
  solve: ({ value, conversion, decimal, percent }) => {
    const v = rat(value.n, value.d);
    if (conversion === 'greatest') {
      const candidates: [string, Rational][] = [
        ['fraction', v],
        ['decimal', decimal as Rational],
        ['percent', percent as Rational],
      ];
      return candidates.reduce((best, c) => (cmp(c[1], best[1]) > 0 ? c : best))[0];
    }
    if (conversion === 'fraction-to-percent') return decimalText(mul(v, rat(100)));
    if (conversion === 'fraction-to-decimal' || conversion === 'percent-to-decimal') return decimalText(v);
    return toFractionString(v);
  },
  complexity: ({ value, conversion }) =>
    Math.log10(value.d) +
    (value.form === 'mixed' ? 2 : 0) +
    (conversion === 'greatest' ? 4 : conversion.startsWith('percent') ? 0.5 : 0),
});

interface PercentChangeParams {
  base: number;
  percent: number;
  direction: 'increase' | 'decrease';
  /** Level 5: the result is given and the start asked for, or a second change follows the first. */
  twist: 'none' | 'backwards' | 'then-reverse';
  context: 'plain' | 'members' | 'price';
}

const changed = (base: Rational, percent: number, direction: 'increase' | 'decrease'): Rational =>
  mul(base, rat(100 + (direction === 'increase' ? percent : -percent), 100));

/** The mental route to a percent of a number: 10% by moving the decimal, 25% as a quarter, and so on. */
function percentStrategy(base: number, percent: number): string {
  const part = (p: number): string => decimalText(mul(rat(base), rat(p, 100)));
  const routes: Record<number, string> = {
    1: `1% of ${base} is ${base} ÷ 100 = ${part(1)}`,
    5: `10% of ${base} is ${part(10)}, and 5% is half of that, ${part(5)}`,
    10: `10% of ${base} is ${base} ÷ 10 = ${part(10)}`,
    15: `10% of ${base} is ${part(10)} and 5% is ${part(5)}, so 15% is ${part(15)}`,
    25: `25% is one quarter: ${base} ÷ 4 = ${part(25)}`,
    50: `50% is one half: ${base} ÷ 2 = ${part(50)}`,
    75: `50% of ${base} is ${part(50)} and 25% is ${part(25)}, so 75% is ${part(75)}`,
    100: `100% of ${base} is all of it, ${base}`,
  };
  return routes[percent] as string;
}

/**
 * An item that really costs about `dollars` in Ontario: the one "bike" of every price question cost $30 to $800,
 * and a $30 or $40 bike is not a bike a shop sells.
 */
function priceItem(dollars: number): string {
  if (dollars < 100) return 'A hockey stick';
  if (dollars < 300) return 'A pair of hockey skates';
  return 'A bike';
}

export const percentChangeTask = defineTask<PercentChangeParams>({
  name: 'Increase or decrease by a percent mentally',
  description: 'Increase or decrease a whole number by 1%, 5%, 10%, 25%, 50% or 100% with a mental strategy.',
  build(rng, level) {
    const percent = rng.pick(
      byLevel<number[]>(level, [
        [10, 50, 100],
        [5, 25],
        [1, 5, 10],
        [15, 75],
        [10, 25, 50],
      ]),
    );
    const unit =
      percent === 1
        ? 100
        : percent === 5 || percent === 15
          ? 20
          : percent === 25 || percent === 75
            ? 4
            : percent === 50
              ? 2
              : 10;
    const base = unit * rng.int(byLevel(level, [2, 3, 3, 4, 4]), byLevel(level, [20, 30, 9, 40, 40]));
    const direction =
      level === 1 && percent === 100 ? 'increase' : rng.pick(['increase', 'decrease'] as const);
    const twist = level === 5 ? rng.pick(['backwards', 'then-reverse'] as const) : 'none';
    const context = level >= 3 ? rng.pick(['members', 'price'] as const) : 'plain';
    const params: PercentChangeParams = { base, percent, direction, twist, context };
    const result = changed(rat(base), percent, direction);
    const answer =
      twist === 'backwards'
        ? String(base)
        : decimalText(
            twist === 'then-reverse'
              ? changed(result, percent, direction === 'increase' ? 'decrease' : 'increase')
              : result,
          );
    const resultText = decimalText(result);
    const sign = direction === 'increase' ? '+' : '−';
    const verb = direction === 'increase' ? 'increase' : 'decrease';
    const thing = context === 'members' ? 'members' : context === 'price' ? 'dollars' : '';
    if (twist === 'backwards') {
      const factor = 100 + (direction === 'increase' ? percent : -percent);
      return {
        params,
        title: `After a ${percent}% ${verb}, a number is ${resultText}. What was the number before the ${verb}?`,
        description:
          context === 'members'
            ? `A hockey club in Barrie had a ${percent}% ${verb} in members and now has ${resultText} members.`
            : null,
        answer,
        answerKind: 'number',
        explanation: `A ${percent}% ${verb} leaves ${factor}% of the starting number, so ${resultText} is ${factor}% of it. Then 1% of the starting number is ${resultText} ÷ ${factor} = ${decimalText(rat(base, 100))}, and 100% is ${decimalText(rat(base, 100))} × 100. The number before the ${verb} was ${base}.`,
        hints: [
          `After the ${verb}, ${resultText} stands for ${factor}% of the starting number, not 100%.`,
          `Find 1% of the starting number first: divide ${resultText} by ${factor}.`,
        ],
        misconceptions: [
          {
            answer: decimalText(changed(result, percent, direction === 'increase' ? 'decrease' : 'increase')),
            hint: `Taking ${percent}% of ${resultText} uses the wrong base: the ${percent}% was of the starting number.`,
          },
        ],
      };
    }
    if (twist === 'then-reverse') {
      const back = direction === 'increase' ? 'decreased' : 'increased';
      return {
        params,
        title: `A number is ${direction === 'increase' ? 'increased' : 'decreased'} by ${percent}% and the result is then ${back} by ${percent}%. The start is ${base}. What is the final number?`,
        answer,
        answerKind: 'number',
        explanation: `First: ${percentStrategy(base, percent)}, so ${base} ${sign} ${decimalText(mul(rat(base), rat(percent, 100)))} = ${resultText}. Second, the ${percent}% is of ${resultText}: ${decimalText(mul(result, rat(percent, 100)))}, so ${resultText} ${direction === 'increase' ? '−' : '+'} ${decimalText(mul(result, rat(percent, 100)))} = ${answer}. The final number is ${answer}.`,
        hints: [
          `Do the first change to ${base}, then take the second ${percent}% of the new number, not of ${base}.`,
        ],
        misconceptions: [
          {
            answer: String(base),
            hint: `The two changes do not cancel: the second ${percent}% is of a different number.`,
          },
        ],
      };
    }
    const stem =
      context === 'members'
        ? `A robotics club in Oshawa has ${base} members. The number of members goes ${direction === 'increase' ? 'up' : 'down'} by ${percent}%. How many members does the club have now?`
        : context === 'price'
          ? `${priceItem(base)} at a shop in Thunder Bay costs ${base} dollars. The price goes ${direction === 'increase' ? 'up' : 'down'} by ${percent}%. What is the new price in dollars?`
          : `${direction === 'increase' ? 'Increase' : 'Decrease'} ${base} by ${percent}%.`;
    return {
      params,
      title: stem,
      answer,
      answerKind: 'number',
      explanation: `${percentStrategy(base, percent)}. Then ${base} ${sign} ${decimalText(mul(rat(base), rat(percent, 100)))} = ${answer}${thing ? ` ${thing}` : ''}. The answer is ${answer}.`,
      hints: [
        percent === 25 || percent === 50 || percent === 75
          ? `${percent}% is a simple fraction: use it to find ${percent}% of ${base}.`
          : `Start from 10% of ${base}: move each digit one place to the right.`,
        `Then ${direction === 'increase' ? 'add that amount to' : 'subtract that amount from'} ${base}.`,
      ],
      misconceptions: [
        {
          answer: decimalText(mul(rat(base), rat(percent, 100))),
        },
      ]
        .filter((m) => m.answer !== answer)
        .map((m) => ({
          ...m,
          hint: `That is ${percent}% of ${base}, the size of the change; ${direction === 'increase' ? 'add it to' : 'take it away from'} ${base}.`,
        })),
      lintFacts: context === 'members' ? { answerIsCount: true } : {},
    };
  },
  solve: ({ base, percent, direction, twist }) => {
    const delta = (x: Rational, up: boolean): Rational => add(x, mul(x, rat(up ? percent : -percent, 100)));
    const up = direction === 'increase';
    const once = delta(rat(base), up);
    // Working backwards undoes the change: the given result is (100 ± p)% of the start.
    if (twist === 'backwards') return decimalText(div(once, rat(100 + (up ? percent : -percent), 100)));
    return decimalText(twist === 'then-reverse' ? delta(once, !up) : once);
  },
  complexity: ({ base, percent, twist, context }) =>
    Math.log10(base) +
    ([10, 50, 100].includes(percent) ? 0 : [5, 25].includes(percent) ? 1 : 2) +
    (context === 'plain' ? 0 : 1) +
    (twist === 'none' ? 0 : 3),
});

interface FractionProductParams {
  a: [number, number];
  b: [number, number];
  op: '×' | '÷';
  /** Level 5 gives the product of an unknown and `a`, and asks for the unknown. */
  backwards: boolean;
  context: 'plain' | 'recipe' | 'garden';
}

const fractionOf = ([n, d]: [number, number]): Rational => rat(n, d);
const fractionTex = ([n, d]: [number, number]): string => {
  if (n > d && n % d !== 0) return `${Math.floor(n / d)}${texFraction(n % d, d)}`;
  return n % d === 0 ? String(n / d) : texFraction(n, d);
};

/** How a product's fraction ends: simplified, or already in lowest terms. */
function simplifiedTo(result: Rational): string {
  return result.d === 1n
    ? `which is $${texRational(result)}$`
    : `which is $${texRational(result)}$ in lowest terms`;
}

function properFraction(rng: Rng, maxDen: number): [number, number] {
  const d = rng.int(2, maxDen);
  let n = rng.int(1, d - 1);
  while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
  return [n, d];
}

/**
 * Level 4's story amounts in the parts of their own measure: a garden bed a mixed number of metres long (halves,
 * quarters, eighths or fifths, tenths) and part of a metre wide; a mixed number of cups of flour and a batch of
 * one measuring cup (1/4, 1/3, 1/2, 2/3 or 3/4 cup).
 */
function measuredAmounts(rng: Rng, unit: 'm' | 'cup'): [[number, number], [number, number]] {
  const [da, db] = measureDenominators(rng, unit, 10, 2) as [number, number];
  const whole = rng.int(1, 3);
  const na = properNumerator(rng, da);
  const b: [number, number] =
    unit === 'cup'
      ? rng.pick([
          [1, 4],
          [1, 3],
          [1, 2],
          [2, 3],
          [3, 4],
        ] as [number, number][])
      : [properNumerator(rng, db), db];
  return [[na + da * whole, da], b];
}

export const multiplyDivideFractionsTask = defineTask<FractionProductParams>({
  name: 'Multiply and divide fractions',
  description: 'Multiply and divide fractions and mixed numbers, in context and working backwards.',
  build(rng, level) {
    const maxDen = byLevel(level, [5, 9, 9, 8, 9]);
    let a = properFraction(rng, maxDen);
    let b = properFraction(rng, maxDen);
    const op = level <= 2 ? '×' : level === 3 ? '÷' : rng.pick(['×', '÷'] as const);
    if (level === 4) [a, b] = measuredAmounts(rng, op === '×' ? 'm' : 'cup');
    const backwards = level === 5;
    const context = level === 4 ? (op === '×' ? 'garden' : 'recipe') : 'plain';
    const params: FractionProductParams = { a, b, op, backwards, context };
    const A = fractionOf(a);
    const B = fractionOf(b);
    const answer = toFractionString(backwards ? B : op === '×' ? mul(A, B) : div(A, B));
    const productTex = (x: Rational): string => texRational(x);
    if (backwards) {
      const product = mul(A, B);
      return {
        params,
        title: `$${fractionTex(a)}$ of a number is $${productTex(product)}$. What is the number?`,
        description: 'Give the number as a fraction or a whole number.',
        answer,
        answerKind: 'fraction',
        explanation: `"$${fractionTex(a)}$ of a number" means $${fractionTex(a)} \\times n = ${productTex(product)}$. Undo the multiplication by dividing: $${productTex(product)} \\div ${fractionTex(a)} = ${productTex(product)} \\times ${texFraction(a[1], a[0])}$. Multiply numerators and denominators and simplify: the number is $${texRational(B)}$.`,
        hints: [
          `Write it as an equation: $${fractionTex(a)} \\times n = ${productTex(product)}$.`,
          `To undo multiplying by $${fractionTex(a)}$, multiply by its reciprocal $${texFraction(a[1], a[0])}$.`,
        ],
        misconceptions: [
          {
            answer: toFractionString(mul(product, A)),
            hint: `Multiplying by $${fractionTex(a)}$ again goes the wrong way: divide by it instead.`,
          },
        ],
      };
    }
    const result = op === '×' ? mul(A, B) : div(A, B);
    const stems: Record<FractionProductParams['context'], string> = {
      plain: `What is $${fractionTex(a)} ${op === '×' ? '\\times' : '\\div'} ${fractionTex(b)}$?`,
      garden: `A school garden bed in Guelph is $${fractionTex(a)}$ m long and $${fractionTex(b)}$ m wide. What is its area in square metres?`,
      recipe: `There are $${fractionTex(a)}$ cups of flour left in the bag, and each batch of pancakes uses $${fractionTex(b)}$ cup. How many batches can be made (a fraction of a batch counts)?`,
    };
    const improper = a[0] > a[1] ? ` Write $${fractionTex(a)}$ as $${texFraction(a[0], a[1])}$.` : '';
    const work =
      op === '×'
        ? `${improper} Multiply the numerators and the denominators: $${texFraction(a[0], a[1])} \\times ${texFraction(b[0], b[1])} = ${texFraction(a[0] * b[0], a[1] * b[1])}$, ${simplifiedTo(result)}.`
        : `${improper} Dividing by $${texFraction(b[0], b[1])}$ is multiplying by its reciprocal $${texFraction(b[1], b[0])}$: $${texFraction(a[0], a[1])} \\times ${texFraction(b[1], b[0])} = ${texFraction(a[0] * b[1], a[1] * b[0])}$, ${simplifiedTo(result)}.`;
    return {
      params,
      title: stems[context],
      description: 'Give the answer as a fraction, a mixed number or a whole number.',
      answer,
      answerKind: 'fraction',
      explanation: `${work.trim()} So the answer is $${texRational(result)}$.`,
      hints: [
        op === '×'
          ? `Multiply the numerators together and the denominators together${a[0] > a[1] ? ', after writing the mixed number as an improper fraction' : ''}.`
          : `Keep $${texFraction(a[0], a[1])}$ and multiply it by the reciprocal of $${fractionTex(b)}$.`,
        'Simplify by dividing the numerator and denominator by their greatest common factor.',
      ],
      misconceptions:
        op === '÷'
          ? [
              {
                answer: toFractionString(mul(A, B)),
                hint: `That multiplies by $${fractionTex(b)}$; dividing means multiplying by its reciprocal $${texFraction(b[1], b[0])}$.`,
              },
            ]
          : [
              {
                answer: toFractionString(rat(a[0] * b[1], a[1] * b[0])),
                hint: 'Multiply straight across: numerator by numerator, denominator by denominator.',
              },
            ],
    };
  },
  solve: ({ a, b, op, backwards }) => {
    // Cross products with whole numbers, independent of the Rational helpers used in build.
    const [an, ad] = a;
    const [bn, bd] = b;
    let n: number;
    let d: number;
    if (backwards) {
      [n, d] = [an * bn * ad, ad * bd * an];
    } else if (op === '×') [n, d] = [an * bn, ad * bd];
    else [n, d] = [an * bd, ad * bn];
    const g = gcd(n, d);
    return d / g === 1 ? String(n / g) : `${n / g}/${d / g}`;
  },
  complexity: ({ a, b, op, backwards, context }) =>
    Math.log10(a[1] * b[1]) +
    (op === '÷' ? 1 : 0) +
    (a[0] > a[1] ? 1.5 : 0) +
    (context === 'plain' ? 0 : 0.5) +
    (backwards ? 3 : 0),
});

interface DecimalProductParams {
  /** Factors or dividend and divisor, in hundredths or tenths as integers over `scale`. */
  a: number;
  b: number;
  scaleA: number;
  scaleB: number;
  op: '×' | '÷' | 'leftover';
}

const dec = (units: number, scale: number): string => decimalText(rat(units, scale));
const placesOf = (scale: number): number => Math.round(Math.log10(scale));

export const multiplyDivideDecimalsTask = defineTask<DecimalProductParams>({
  name: 'Multiply and divide decimals',
  description:
    'Multiply and divide decimals by decimals, place the decimal point, and use the remainder in context.',
  build(rng, level) {
    if (level === 5) {
      const piece = rng.int(15, 45);
      let roll = rng.int(40, 120) * 10 + rng.int(1, 9);
      if (roll % piece === 0) roll += 1;
      const params: DecimalProductParams = { a: roll, b: piece, scaleA: 100, scaleB: 100, op: 'leftover' };
      const count = Math.floor(roll / piece);
      const answer = dec(roll - count * piece, 100);
      return {
        params,
        title: `How many metres of ribbon are left over?`,
        description: `A roll has ${dec(roll, 100)} m of ribbon. Noor cuts as many pieces of ${dec(piece, 100)} m as she can for bows at a craft sale in Peterborough.`,
        answer,
        answerKind: 'number',
        explanation: `Divide: ${dec(roll, 100)} ÷ ${dec(piece, 100)} = ${roll} ÷ ${piece} (multiply both by 100), which is about ${toDecimalString(rat(roll, piece), 2)}, so she cuts ${count} whole pieces. They use ${count} × ${dec(piece, 100)} = ${dec(count * piece, 100)} m. The ribbon left over is ${dec(roll, 100)} − ${dec(count * piece, 100)} = ${answer} m.`,
        hints: [
          `Divide ${dec(roll, 100)} by ${dec(piece, 100)} and keep only the whole number of pieces.`,
          `Multiply that number of pieces by ${dec(piece, 100)} m to see how much ribbon they use.`,
        ],
        misconceptions: [
          {
            answer: String(count),
            hint: 'That is the number of pieces; the question asks for the ribbon left over, in metres.',
          },
        ],
      };
    }
    const [scaleA, scaleB] = byLevel(level, [
      [10, 10],
      [10, 10],
      [10, 10],
      [100, 100],
      [100, 100],
    ] as const);
    const op = level <= 2 ? '×' : level === 3 ? '÷' : rng.pick(['×', '÷'] as const);
    let a = rng.int(byLevel(level, [2, 11, 11, 101, 101]), byLevel(level, [9, 99, 99, 499, 499]));
    let b = rng.int(byLevel(level, [2, 2, 2, 5, 5]), byLevel(level, [9, 9, 9, 99, 99]));
    while (a % 10 === 0) a += 1;
    while (b % 10 === 0) b += 1;
    let params: DecimalProductParams = { a, b, scaleA, scaleB, op };
    if (op === '÷') {
      // Build the dividend from a whole or tenths quotient so the division is exact.
      const quotient = rng.int(2, level === 3 ? 12 : 40);
      params = { a: quotient * b, b, scaleA: scaleB, scaleB, op };
    }
    const answer =
      op === '×' ? dec(params.a * params.b, params.scaleA * params.scaleB) : String(params.a / params.b);
    const A = dec(params.a, params.scaleA);
    const B = dec(params.b, params.scaleB);
    const places = placesOf(params.scaleA) + placesOf(params.scaleB);
    const explanation =
      op === '×'
        ? `Multiply as whole numbers: ${params.a} × ${params.b} = ${params.a * params.b}. ${A} has ${placesOf(params.scaleA)} decimal place${placesOf(params.scaleA) > 1 ? 's' : ''} and ${B} has ${placesOf(params.scaleB)}, so the product has ${places}: ${dec(params.a * params.b, params.scaleA * params.scaleB)}. The answer is ${answer}.`
        : `Multiply both numbers by ${params.scaleB} so the divisor is a whole number: ${A} ÷ ${B} = ${params.a} ÷ ${params.b}. Then ${params.a} ÷ ${params.b} = ${answer}. The answer is ${answer}.`;
    const wrongPlaces =
      op === '×' ? dec(params.a * params.b, 10 ** Math.max(1, places - 1)) : dec(params.a, params.b * 10);
    return {
      params,
      title: `What is ${A} ${op} ${B}?`,
      answer,
      answerKind: 'number',
      explanation,
      hints: [
        op === '×'
          ? `Multiply ${params.a} × ${params.b} without the decimal points, then count the decimal places in both factors.`
          : `Multiply ${A} and ${B} by the same power of ten so that ${B} becomes a whole number.`,
        op === '×'
          ? `Estimate first: is the product more or less than ${A}?`
          : 'Dividing by a number less than 1 gives a quotient greater than the number you started with.',
      ],
      misconceptions:
        wrongPlaces === answer
          ? []
          : [{ answer: wrongPlaces, hint: 'Check the decimal point: estimate the answer and compare.' }],
    };
  },
  solve: ({ a, b, scaleA, scaleB, op }) => {
    const x = rat(a, scaleA);
    const y = rat(b, scaleB);
    if (op === '×') return decimalText(mul(x, y));
    if (op === '÷') return decimalText(div(x, y));
    const pieces = BigInt(Math.floor(Number(div(x, y).n / div(x, y).d)));
    return decimalText(sub(x, mul(rat(pieces), y)));
  },
  complexity: ({ a, scaleA, scaleB, op }) =>
    placesOf(scaleA) + placesOf(scaleB) + Math.log10(a) + (op === '÷' ? 1 : 0) + (op === 'leftover' ? 4 : 0),
});

interface UnitPriceParams {
  /** Price per kilogram in cents, and the mass bought in thousandths of a kilogram (grams). */
  centsPerKg: number;
  grams: number;
  item: 'cheese' | 'dried cranberries' | 'coffee beans';
  /** Levels 4-5 ask for the price per kilogram from a package's price and mass. */
  findRate: boolean;
}

/**
 * "Multiply as whole numbers, then place the decimal point" worked on the factors as written: 11.52 × 2.5 is
 * 1152 × 25 with 2 + 1 decimal places (it said "1152 × 2500", and "18.5 has 2 decimal places").
 */
function wholeNumberProduct(a: string, b: string): string {
  const places = (x: string): number => x.split('.')[1]?.length ?? 0;
  const whole = (x: string): number => Number(x.replace('.', ''));
  const total = places(a) + places(b);
  const product = whole(a) * whole(b);
  const plural = (n: number): string => `${n} decimal place${n === 1 ? '' : 's'}`;
  return `Multiply as whole numbers, ${whole(a)} × ${whole(b)} = ${product}, and place the decimal point: ${a} has ${plural(places(a))} and ${b} has ${plural(places(b))}, so the product has ${plural(total)}: ${(product / 10 ** total).toFixed(total)}.`;
}

export const decimalPriceTask = defineTask<UnitPriceParams>({
  name: 'Decimal prices and rates',
  description:
    'Multiply and divide decimals to find the cost of a mass bought by the kilogram, or a price per kilogram.',
  build(rng, level) {
    // Each is a basic grocery, so "not taxed" is Ontario's rule (trail mix is a snack mixture and pays HST).
    const item = rng.pick(['cheese', 'dried cranberries', 'coffee beans'] as const);
    const findRate = level >= 4;
    // The package mass is chosen so the cost comes out in whole cents: cents × grams is a multiple of 1000.
    const grams = rng.pick(
      byLevel(level, [
        [500, 1500, 2500],
        [250, 750, 1250],
        [120, 240, 360, 480],
        [250, 500, 750],
        [125, 375, 625, 875],
      ]),
    );
    const step = 1000 / gcd(grams, 1000);
    const [low, high] = byLevel(level, [
      [800, 2400],
      [800, 2400],
      [1000, 2400],
      [1000, 3200],
      [1200, 4800],
    ] as const);
    const centsPerKg = step * rng.int(Math.ceil(low / step), Math.floor(high / step));
    const params: UnitPriceParams = { centsPerKg, grams, item, findRate };
    const answer = moneyAnswer(findRate ? params.centsPerKg : (params.centsPerKg * params.grams) / 1000);
    const kg = dec(params.grams, 1000);
    const rate = dec(params.centsPerKg, 100);
    const cost = dec((params.centsPerKg * params.grams) / 1000, 100);
    const store = rng.pick([
      'St. Lawrence Market in Toronto',
      'a bulk food store in London',
      'the Byward Market in Ottawa',
    ]);
    if (findRate)
      return {
        params,
        title: `What is the price per kilogram, in dollars?`,
        description: `At ${store}, a package of ${item} with a mass of ${kg} kg costs ${money(Math.round((params.centsPerKg * params.grams) / 1000))}. Food like this is not taxed, so the price is all you pay.`,
        answer,
        answerKind: 'money',
        explanation: `Price per kilogram = cost ÷ mass = ${cost} ÷ ${kg}. Multiply both by 1000 to divide by a whole number: ${(params.centsPerKg * params.grams) / 100} ÷ ${params.grams} = ${rate}. The price per kilogram is ${money(params.centsPerKg)}, so the answer is ${answer}.`,
        hints: [
          `Divide the cost, ${cost}, by the mass in kilograms, ${kg}.`,
          `Multiply ${cost} and ${kg} by 1000 so the divisor is a whole number.`,
        ],
        misconceptions: [
          {
            answer: dec(Math.round(((params.centsPerKg * params.grams) / 1000) * (params.grams / 1000)), 100),
            hint: `Multiplying by ${kg} makes the price smaller; a price per whole kilogram is more than the price of ${kg} kg.`,
          },
        ],
      };
    return {
      params,
      title: `How much does ${kg} kg of ${item} cost, in dollars?`,
      description: `At ${store}, ${item} ${item === 'cheese' ? 'costs' : 'cost'} ${money(params.centsPerKg)} per kilogram. Food like this is not taxed.`,
      answer,
      answerKind: 'money',
      explanation: `Cost = price per kilogram × mass = ${rate} × ${kg}. ${wholeNumberProduct(rate, kg)} The cost is ${money((params.centsPerKg * params.grams) / 1000)}, so the answer is ${answer}.`,
      hints: [
        `Multiply the price per kilogram, ${rate}, by the mass, ${kg}.`,
        `Estimate first: ${kg} kg is ${params.grams < 1000 ? 'less' : 'more'} than one kilogram, so the cost is ${params.grams < 1000 ? 'less' : 'more'} than ${rate}.`,
      ],
      misconceptions: [
        {
          answer: dec(Math.round((params.centsPerKg * 1000) / params.grams), 100),
          hint: `Dividing by ${kg} gives a price per kilogram, not the cost of ${kg} kg.`,
        },
      ],
    };
  },
  solve: ({ centsPerKg, grams, findRate }) => {
    const rate = rat(centsPerKg, 100);
    const mass = rat(grams, 1000);
    return toDecimalString(findRate ? div(mul(rate, mass), mass) : mul(rate, mass), 2);
  },
  complexity: ({ centsPerKg, grams, findRate }) =>
    Math.log10(centsPerKg) + (grams % 100 === 0 ? 0 : grams % 50 === 0 ? 1 : 2) + (findRate ? 2 : 0),
});
