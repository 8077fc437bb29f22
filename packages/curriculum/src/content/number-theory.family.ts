import { groupThousands } from '../core/format';
import { byLevel, gcd, lcm, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import { defineTask } from '../core/task';

/** Independent GCF by listing divisors, so the solver does not share Euclid's algorithm with the generator. */
function gcfByDivisors(values: number[]): number {
  const smallest = Math.min(...values);
  let best = 1;
  for (let k = 1; k <= smallest; k += 1) if (values.every((v) => v % k === 0)) best = k;
  return best;
}

/** Independent LCM by stepping through multiples of the largest value. */
function lcmByMultiples(values: number[]): number {
  const largest = Math.max(...values);
  for (let m = largest; ; m += largest) if (values.every((v) => m % v === 0)) return m;
}

interface FactorParams {
  values: number[];
  mode: 'gcf' | 'lcm';
  /** The level-5 bus problem: how many times they leave together from 8:00 a.m. to noon. */
  countMeetings?: boolean;
}

/** 8:00 a.m. to 12:00 noon. */
const MORNING_MINUTES = 240;

/** Minutes from 0 to the end of the morning at which every bus leaves, found minute by minute. */
function meetingsByMinutes(values: number[]): number {
  let count = 0;
  for (let t = 0; t <= MORNING_MINUTES; t += 1) if (values.every((v) => t % v === 0)) count += 1;
  return count;
}

export function factorTask(
  mode: 'gcf' | 'lcm',
  style: 'typed' | 'choice' | 'word',
  name: string,
  description: string,
) {
  return defineTask<FactorParams>({
    name,
    description,
    build(rng, level) {
      const count = mode === 'lcm' ? byLevel(level, [2, 2, 2, 3, 3]) : byLevel(level, [2, 2, 2, 3, 3]);
      let values: number[];
      if (mode === 'gcf') {
        // Level 5's common factor is 13 or more, so a multiple of it can pass 108, the largest value of level 4.
        const common = rng.int(level === 5 ? 13 : 2, byLevel(level, [6, 9, 12, 12, 16]));
        const maxMultiplier = byLevel(level, [6, 8, 10, 9, 9]);
        values = Array.from({ length: count }, () => common * rng.int(1, maxMultiplier));
        // Level 5 reaches past 108, so its sets of three are its own.
        while (
          new Set(values).size < values.length ||
          values.every((v) => v === common) ||
          (level === 5 && Math.max(...values) <= 108)
        ) {
          values = Array.from({ length: count }, () => common * rng.int(2, maxMultiplier));
        }
      } else {
        const max = byLevel(level, [10, 15, 20, 12, 18]);
        values = Array.from({ length: count }, () => rng.int(2, max));
        // The level-5 word problem counts meetings over a morning, so the buses must meet at least twice after 8:00.
        while (
          new Set(values).size < values.length ||
          (level === 5 && style === 'word' && values.reduce(lcm) > 120)
        )
          values = Array.from({ length: count }, () => rng.int(2, max));
      }
      values.sort((a, b) => a - b);
      const answer = mode === 'gcf' ? values.reduce(gcd) : values.reduce(lcm);
      const list = `${values.slice(0, -1).join(', ')} and ${values.at(-1) as number}`;
      const explanation =
        mode === 'gcf'
          ? `List or factor each number: the greatest factor that divides all of ${list} is ${answer}.`
          : `List multiples of the largest number until one is shared by all of ${list}: the least is ${answer}.`;
      const product = values.reduce((a, b) => a * b, 1);
      const largest = values.at(-1) as number;
      const hints = [
        mode === 'gcf'
          ? `List the factors of ${values[0] as number}, then keep only those that also divide ${values.slice(1).join(' and ')}.`
          : `List multiples of ${largest} and stop at the first one that ${values.slice(0, -1).join(' and ')} also divide${values.length > 2 ? '' : 's'}.`,
      ];
      const otherValue = mode === 'gcf' ? values.reduce(lcm) : values.reduce(gcd);
      const misconceptions = [
        {
          answer: String(otherValue),
          hint:
            mode === 'gcf'
              ? 'That is a common multiple; the greatest common factor divides every number.'
              : 'That is a common factor; the lowest common multiple is a multiple of every number.',
        },
        ...(product !== answer
          ? [
              {
                answer: String(product),
                hint: 'Multiplying the numbers gives a common multiple, but not always the lowest or the greatest.',
              },
            ]
          : []),
      ].filter((m) => m.answer !== String(answer));
      if (style === 'word' && mode === 'lcm' && level === 5) {
        const meetings = Math.floor(MORNING_MINUTES / answer) + 1;
        return {
          params: { values, mode, countMeetings: true },
          title: 'Solve the problem',
          description: `Buses leave the station every ${list} minutes. They all leave together at 8:00 a.m. How many times do all of them leave together from 8:00 a.m. to 12:00 noon, counting 8:00 a.m.?`,
          answer: String(meetings),
          answerKind: 'number',
          explanation: `First find when they meet again: list multiples of ${largest} until ${values.slice(0, -1).join(' and ')} also divide${values.length > 2 ? '' : 's'} one; the lowest common multiple of ${list} is ${answer}, so they leave together every ${answer} minutes. From 8:00 a.m. to 12:00 noon is ${MORNING_MINUTES} minutes, and ${MORNING_MINUTES} ÷ ${answer} = ${Math.floor(MORNING_MINUTES / answer)} remainder ${MORNING_MINUTES % answer}, so they meet ${Math.floor(MORNING_MINUTES / answer)} more times after 8:00 a.m. Counting 8:00 a.m. itself, that is ${Math.floor(MORNING_MINUTES / answer)} + 1 = ${meetings} times.`,
          hints: [
            `Find the lowest common multiple of ${list} first: it tells you how often they leave together. Then count those gaps in the ${MORNING_MINUTES} minutes from 8:00 a.m. to noon.`,
          ],
          misconceptions: [
            {
              answer: String(meetings - 1),
              hint: 'The question counts 8:00 a.m. too: add the first departure.',
            },
          ],
        };
      }
      if (style === 'word') {
        const text =
          mode === 'gcf'
            ? `A teacher has ${values.map((v, i) => `${v} ${['pencils', 'erasers', 'rulers'][i] as string}`).join(' and ')}. She wants identical kits with nothing left over. What is the greatest number of kits she can make?`
            : `Buses leave the station every ${values.slice(0, -1).join(', ')} and ${values.at(-1) as number} minutes. They all leave together at 8:00. After how many minutes do they next leave together?`;
        return {
          params: { values, mode },
          title: 'Solve the problem',
          description: text,
          answer: String(answer),
          answerKind: 'number',
          explanation,
          hints,
          misconceptions,
        };
      }
      const title = `What is the ${mode === 'gcf' ? 'greatest common factor' : 'lowest common multiple'} of ${list}?`;
      if (style === 'typed') {
        return {
          params: { values, mode },
          title,
          answer: String(answer),
          answerKind: 'number',
          explanation,
          hints,
          misconceptions,
        };
      }
      const other = mode === 'gcf' ? values.reduce(lcm) : values.reduce(gcd);
      // For a GCF, a common factor that is not the greatest (stopping at the first one found): the answer over its
      // least prime factor, or 1 when the answer is prime.
      let leastPrime = 2;
      while (answer > 1 && answer % leastPrime !== 0) leastPrime += 1;
      const smallerCommon = mode === 'gcf' && answer > 1 ? answer / leastPrime : null;
      const choiceMisconceptions =
        smallerCommon === null
          ? misconceptions
          : [
              ...misconceptions,
              {
                answer: String(smallerCommon),
                hint: `${smallerCommon} divides ${list}, but it is not the greatest number that does: look for a larger common factor.`,
              },
            ];
      return {
        params: { values, mode },
        title,
        answer: String(answer),
        answerKind: 'number',
        explanation,
        hints,
        misconceptions: choiceMisconceptions,
        choices: {
          // GCF/LCM swapped, the plain product, a smaller common factor (GCF), and the smallest number are the common
          // slips; twice the answer is a common multiple that is not the lowest (LCM).
          distractors: [
            String(other),
            String(product),
            ...(smallerCommon === null ? [] : [String(smallerCommon)]),
            String(Math.min(...values)),
            String(answer * 2),
          ],
          fallback: numericFallback(answer),
        },
      };
    },
    solve: (p) =>
      String(
        p.countMeetings
          ? meetingsByMinutes(p.values)
          : p.mode === 'gcf'
            ? gcfByDivisors(p.values)
            : lcmByMultiples(p.values),
      ),
    complexity: (p) => magnitude(...p.values) + p.values.length * 1.5 + (p.countMeetings ? 3 : 0),
  });
}

interface PowerParams {
  base: number;
  exponent: number;
  /** Level 5 works backwards: the value is given and the learner finds the exponent. */
  findExponent?: boolean;
}

/** Evaluate a power; the classic slip is multiplying base by exponent. */
export function powerTask(name: string, description: string) {
  return defineTask<PowerParams>({
    name,
    description,
    build(rng, level) {
      const base = rng.int(2, byLevel(level, [5, 9, 12, 15, 20]));
      const exponent = rng.int(byLevel(level, [2, 2, 2, 3, 3]), byLevel(level, [2, 3, 3, 4, 5]));
      let value = 1;
      for (let i = 0; i < exponent; i += 1) value *= base;
      if (level === 5) {
        const partials = Array.from({ length: exponent }, (_, i) => base ** (i + 1));
        const chain = partials
          .slice(1)
          .map((v, i) => `${groupThousands(partials[i] as number)} × ${base} = ${groupThousands(v)}`)
          .join(', ');
        return {
          params: { base, exponent, findExponent: true },
          title: `$${base}^{n} = ${groupThousands(value, true)}$. What is $n$?`,
          answer: String(exponent),
          answerKind: 'number',
          explanation: `Multiply by ${base} again and again until you reach ${groupThousands(value)}: ${chain}. That is ${exponent} factors of ${base}, so $${base}^{${exponent}} = ${groupThousands(value, true)}$ and $n = ${exponent}$.`,
          hints: [
            `Start at ${base} and keep multiplying by ${base}, counting the factors, until you reach ${groupThousands(value)}.`,
          ],
          misconceptions: [
            {
              answer: String(exponent - 1),
              hint: `Count the factors of ${base}, not the multiplications: ${base} on its own is already one factor.`,
            },
            {
              answer: String(value / base),
              hint: `$${base}^{n}$ is not $${base} \\times n$: it is $n$ factors of ${base} multiplied together.`,
            },
            {
              answer: String(base),
              hint: `${base} is the base; $n$ is how many factors of ${base} there are.`,
            },
          ].filter(
            (m, i, all) => m.answer !== String(exponent) && all.findIndex((o) => o.answer === m.answer) === i,
          ),
          choices: {
            // One factor too few (counting multiplications), the power read as a product, and the base for n.
            distractors: [String(exponent - 1), String(value / base), String(base)],
            fallback: numericFallback(exponent),
          },
        };
      }
      return {
        params: { base, exponent },
        title: `Evaluate $${base}^{${exponent}}$`,
        answer: String(value),
        answerKind: 'number',
        explanation: `$${base}^{${exponent}}$ means ${exponent} factors of ${base}: $${Array.from({ length: exponent }, () => String(base)).join(' \\times ')} = ${groupThousands(value, true)}$.`,
        hints: [
          `$${base}^{${exponent}}$ means ${exponent} factors of ${base} multiplied together, not ${base} × ${exponent}.`,
        ],
        misconceptions: [
          {
            answer: String(base * exponent),
            hint: `The exponent ${exponent} counts how many times ${base} is a factor; it is not multiplied by ${base}.`,
          },
          {
            answer: String(value / base),
            hint: `Count the factors: $${base}^{${exponent}}$ has ${exponent} factors of ${base}, not ${exponent - 1}.`,
          },
          {
            answer: String(value * base),
            hint: `Count the factors: $${base}^{${exponent}}$ has ${exponent} factors of ${base}, not ${exponent + 1}.`,
          },
        ].filter(
          (m, i, all) => m.answer !== String(value) && all.findIndex((o) => o.answer === m.answer) === i,
        ),
        choices: {
          // The exponent read as a multiplier, one factor too few or too many, the exponent read as an addend, base
          // and exponent swapped; only 2², where most slips give 4, needs the fallback.
          distractors: [
            String(base * exponent),
            String(value / base),
            String(value * base),
            String(base + exponent),
            String(exponent ** base),
          ],
          // The exponent read as a second digit (2² as 22), then numbers near the value as a last resort.
          fallback: (k) => (k === 0 ? `${base}${exponent}` : numericFallback(value)(k - 1)),
        },
      };
    },
    solve: (p) => {
      const value = BigInt(p.base) ** BigInt(p.exponent);
      if (!p.findExponent) return value.toString();
      let factors = 0;
      for (let rest = value; rest > 1n; rest /= BigInt(p.base)) factors += 1;
      return String(factors);
    },
    complexity: (p) => magnitude(p.base ** p.exponent) + p.exponent + (p.findExponent ? 2 : 0),
  });
}

interface ExpandedParams {
  digits: number[];
}

/** The first step with this question's numbers: the leading term's size, and the places no term fills. */
function expandedHint(digits: readonly number[]): string {
  const top = digits.length - 1;
  const lead = digits[0] as number;
  const empty = digits
    .map((d, i) => ({ d, p: top - i }))
    .filter((t) => t.d === 0)
    .map((t) => (t.p === 0 ? 'the ones' : `$10^{${t.p}}$`));
  const gaps =
    empty.length === 0
      ? 'Every place has a term.'
      : `No term uses ${empty.length === 1 ? empty[0] : `${empty.slice(0, -1).join(', ')} or ${empty.at(-1)}`}, so ${empty.length === 1 ? 'that place holds' : 'those places hold'} 0.`;
  return `Start with $${lead} \\times 10^{${top}}$: it is ${lead} followed by ${top} zeros, so the number has ${digits.length} digits. ${gaps}`;
}

/** Standard form from expanded form with powers of ten: 4 x 10^6 + 3 x 10^2 ... */
export function expandedFormTask(
  name: string,
  description: string,
  /** Digits per level: Grade 6 stays within one million, Grade 7 within one billion. */
  lengths: readonly [number, number, number, number, number] = [4, 6, 7, 9, 9],
) {
  return defineTask<ExpandedParams>({
    name,
    description,
    build(rng, level) {
      const length = byLevel(level, lengths);
      const zeros = byLevel(level, [0, 1, 2, 3, 4]);
      const digits = Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
      for (let z = 0; z < zeros; z += 1) digits[rng.int(1, length - 1)] = 0;
      const terms = digits
        .map((d, i) => ({ d, p: length - 1 - i }))
        .filter((t) => t.d !== 0)
        .map((t) => (t.p === 0 ? String(t.d) : `${t.d} \\times 10^{${t.p}}`));
      let value = 0;
      for (const d of digits) value = value * 10 + d;
      return {
        params: { digits },
        title: `Write $${terms.join(' + ')}$ in standard form.`,
        description: 'Type the number without spaces or commas.',
        answer: String(value),
        answerKind: 'number',
        explanation: `Work out each term: ${digits
          .map((d, i) => ({ d, p: length - 1 - i }))
          .filter((t) => t.d !== 0)
          .map((t) =>
            t.p === 0
              ? String(t.d)
              : `$${t.d} \\times 10^{${t.p}} = ${groupThousands(t.d * 10 ** t.p, true)}$`,
          )
          .join(', ')}. Add them, writing 0 in every place with no term: the number is ${value}.`,
        hints: [expandedHint(digits)],
      };
    },
    solve: (p) => p.digits.reduce((acc, d) => acc * 10n + BigInt(d), 0n).toString(),
    complexity: (p) => p.digits.length + p.digits.filter((d) => d === 0).length,
  });
}
