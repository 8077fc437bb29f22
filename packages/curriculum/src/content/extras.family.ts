import {
  linearExpression,
  linearExpressionTex,
  money,
  moneyAnswer,
  scaledDecimal,
  spacedExpression,
} from '../core/format';
import { byLevel, gcd, magnitude } from '../core/levels';
import { applicableMisconceptions } from '../core/misconceptions';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { scatterSvg, seriesGraphSvg } from '../core/svg';
import { type QuestionDraft, defineTask } from '../core/task';
import type { LintFacts } from '../lint/facts';
import type { DifficultyLevel, Misconception } from '../types';

interface TranslateParams {
  a: number;
  b: number;
  /** Only `times-sum-minus` (level 5) uses c. */
  c: number;
  form: 'times-plus' | 'times-minus' | 'plus-times' | 'less-than' | 'times-sum-minus';
}

const expressionTex = (v: string): string => `$${spacedExpression(v)}$`;

/** From words to an algebraic expression; distractors swap the order of operations or the terms. */
export function translateExpressionTask(style: 'typed' | 'choice', name: string, description: string) {
  return defineTask<TranslateParams>({
    name,
    description,
    build(rng, level) {
      const forms = byLevel<TranslateParams['form'][]>(level, [
        ['times-plus'],
        ['times-plus', 'times-minus'],
        ['times-minus', 'less-than'],
        ['less-than', 'plus-times'],
        ['times-sum-minus'],
      ]);
      const form = rng.pick(forms);
      const a = rng.int(2, byLevel(level, [9, 9, 12, 12, 15]));
      const b = rng.int(1, byLevel(level, [9, 15, 20, 30, 40]));
      const c = form === 'times-sum-minus' ? rng.int(1, a * b - 1) : 0;
      let words: string;
      let coef: number;
      let constant: number;
      let steps: string;
      let hint: string;
      const wrong: Misconception[] = [];
      switch (form) {
        case 'times-plus':
          words = `${b} more than ${a} times a number $n$`;
          [coef, constant] = [a, b];
          steps = `"${a} times a number" is $${a}n$. "${b} more than" that adds ${b}: $${a}n + ${b}$.`;
          hint = `Start with the part "${a} times a number $n$", then decide what "${b} more than" does to it.`;
          wrong.push(
            {
              answer: linearExpression(b, a, 'n'),
              hint: `The number that multiplies $n$ is ${a}; ${b} is added.`,
            },
            {
              answer: linearExpression(a, a * b, 'n'),
              hint: `"${b} more than" adds ${b} after multiplying: only $n$ is multiplied by ${a}.`,
            },
            {
              answer: linearExpression(1, a + b, 'n'),
              hint: `"${a} times a number" multiplies: it is $${a}n$, not $n + ${a}$.`,
            },
          );
          break;
        case 'times-minus':
          words = `${b} less than ${a} times a number $n$`;
          [coef, constant] = [a, -b];
          steps = `"${a} times a number" is $${a}n$. "${b} less than" that takes ${b} away from it: $${a}n - ${b}$.`;
          hint = `"${b} less than something" means start with that something and subtract ${b}.`;
          wrong.push(
            {
              answer: linearExpression(-a, b, 'n'),
              hint: `"${b} less than $${a}n$" subtracts ${b} from $${a}n$, not $${a}n$ from ${b}.`,
            },
            {
              answer: linearExpression(a, -a * b, 'n'),
              hint: `"${b} less than" takes ${b} away after multiplying: only $n$ is multiplied by ${a}.`,
            },
            {
              answer: linearExpression(a, b, 'n'),
              hint: `"${b} less than" subtracts ${b}; it does not add it.`,
            },
          );
          break;
        case 'less-than':
          words = `${a} times a number $n$, decreased by ${b}, then doubled`;
          [coef, constant] = [2 * a, -2 * b];
          steps = `"${a} times a number, decreased by ${b}" is $${a}n - ${b}$. Doubling all of it gives $2(${a}n - ${b}) = ${2 * a}n - ${2 * b}$.`;
          hint = `Write the first two steps, $${a}n - ${b}$, in brackets before doubling.`;
          wrong.push({
            answer: linearExpression(2 * a, -b, 'n'),
            hint: 'Doubling applies to the whole expression: multiply the subtracted number by 2 as well.',
          });
          break;
        case 'plus-times':
          words = `${a} times the sum of a number $n$ and ${b}`;
          [coef, constant] = [a, a * b];
          steps = `"The sum of a number and ${b}" is $n + ${b}$. ${a} times that sum is $${a}(n + ${b}) = ${a}n + ${a * b}$.`;
          hint = `"The sum of a number and ${b}" comes first: write it in brackets, then multiply the whole bracket.`;
          wrong.push({
            answer: linearExpression(a, b, 'n'),
            hint: `Multiply both terms in the brackets by ${a}, including the ${b}.`,
          });
          break;
        case 'times-sum-minus':
          words = `${a} times the sum of a number $n$ and ${b}, minus ${c}`;
          [coef, constant] = [a, a * b - c];
          steps = `"The sum of a number and ${b}" is $n + ${b}$. ${a} times that is $${a}(n + ${b}) = ${a}n + ${a * b}$. Minus ${c} gives $${a}n + ${a * b} - ${c} = ${linearExpressionTex(a, a * b - c, 'n')}$.`;
          hint = `Work in the order of the words: the sum in brackets, then times ${a}, then subtract ${c}.`;
          wrong.push(
            {
              answer: linearExpression(a, b - c, 'n'),
              hint: `Multiply both terms of $n + ${b}$ by ${a} before subtracting ${c}.`,
            },
            {
              answer: linearExpression(a, a * (b - c), 'n'),
              hint: `Only the sum is multiplied by ${a}; the ${c} is subtracted afterwards.`,
            },
          );
          break;
      }
      const answer = linearExpression(coef, constant, 'n');
      const misconceptions = applicableMisconceptions(answer, 'expression', wrong);
      return {
        params: { a, b, c, form },
        title: `Write an expression for: ${words}.`,
        description: style === 'typed' ? 'Type it like 3n+5 or 2(n+4).' : null,
        answer,
        answerKind: 'expression',
        explanation: `${steps} The expression is $${linearExpressionTex(coef, constant, 'n')}$.`,
        hints: [hint],
        misconceptions,
        choices:
          style === 'choice'
            ? {
                distractors: [
                  ...misconceptions.map((m) => m.answer),
                  linearExpression(b, a, 'n'),
                  linearExpression(coef, -constant, 'n'),
                  // "times" read as "plus".
                  linearExpression(1, coef + constant, 'n'),
                ],
                // Last resort only, if the slips above collide.
                fallback: (k) => linearExpression(coef * (k + 2), constant, 'n'),
                label: expressionTex,
              }
            : undefined,
      };
    },
    solve: (p) => {
      const table = {
        'times-plus': [p.a, p.b],
        'times-minus': [p.a, -p.b],
        'less-than': [p.a * 2, p.b * -2],
        'plus-times': [p.a, p.a * p.b],
        'times-sum-minus': [p.a, p.a * p.b - p.c],
      } as const;
      const [c, k] = table[p.form];
      return linearExpression(c, k, 'n');
    },
    complexity: (p) =>
      ({ 'times-plus': 1, 'times-minus': 2, 'less-than': 4, 'plus-times': 5, 'times-sum-minus': 7 })[p.form] +
      magnitude(p.a, p.b),
  });
}

interface LoopVariantParams {
  variant: 'conditional' | 'accumulate' | 'multiples';
  n: number;
  a: number;
  /** The odd-pass amount (conditional) or the step k whose multiples count (multiples). */
  b: number;
}

/** Tracing loops with a condition or an accumulator, the two structures Grade 6 coding builds on. */
export function codeLoopTask(variant: 'conditional' | 'accumulate', name: string, description: string) {
  return defineTask<LoopVariantParams>({
    name,
    description,
    build(rng, level) {
      const kind: LoopVariantParams['variant'] = level === 5 ? 'multiples' : variant;
      const n = rng.int(byLevel(level, [3, 5, 8, 10, 12]), byLevel(level, [5, 8, 12, 20, 30]));
      const a = rng.int(1, byLevel(level, [5, 9, 12, 15, 9]));
      const b =
        kind === 'multiples'
          ? rng.int(2, 5)
          : kind === 'conditional'
            ? rng.int(1, byLevel(level, [5, 9, 12, 15, 20])) * (level >= 4 ? -1 : 1)
            : 0;
      let total = 0;
      for (let i = 1; i <= n; i += 1) {
        if (kind === 'conditional') total += i % 2 === 0 ? a : b;
        else if (kind === 'accumulate') total += i * a;
        else if (i % b === 0) total += i * a;
      }
      const evens = Math.floor(n / 2);
      const odds = Math.ceil(n / 2);
      let program: string;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      switch (kind) {
        case 'conditional':
          program = `total = 0; for i from 1 to ${n}: { if i is even: total = total + ${a}; else: total = total ${b < 0 ? '-' : '+'} ${Math.abs(b)} }; print(total)`;
          explanation = `The loop runs for $i = 1$ to ${n}: ${evens} even values and ${odds} odd values. Each even $i$ adds ${a} and each odd $i$ ${b < 0 ? `subtracts ${-b}` : `adds ${b}`}, so total = ${evens} × ${a} + ${odds} × ${b < 0 ? `(${b})` : b} = ${evens * a} + ${b < 0 ? `(${odds * b})` : odds * b} = ${total}.`;
          hint = `Count how many of the numbers 1 to ${n} are even and how many are odd.`;
          wrong.push({
            answer: String(odds * a + evens * b),
            hint: '$i$ starts at 1, which is odd: the first pass takes the "else" branch.',
          });
          break;
        case 'accumulate':
          program = `sum = 0; for i from 1 to ${n}: { sum = sum + i * ${a} }; print(sum)`;
          explanation = `Each pass adds ${a} times $i$, so sum = ${a} × (1 + 2 + ... + ${n}). The numbers 1 to ${n} add to ${n} × ${n + 1} ÷ 2 = ${(n * (n + 1)) / 2}, so sum = ${a} × ${(n * (n + 1)) / 2} = ${total}.`;
          hint = `Write the first few passes: $i = 1$ adds ${a}, $i = 2$ adds ${2 * a}, ... Each pass adds ${a} times $i$.`;
          wrong.push({
            answer: String(a * n),
            hint: `Each pass adds $i \\times ${a}$, and $i$ grows by 1 each time.`,
          });
          if (a !== 1)
            wrong.push({
              answer: String((n * (n + 1)) / 2),
              hint: `Each $i$ is multiplied by ${a} before it is added.`,
            });
          break;
        case 'multiples': {
          const multiples = Array.from({ length: Math.floor(n / b) }, (_, m) => (m + 1) * b);
          program = `sum = 0; for i from 1 to ${n}: { if i is a multiple of ${b}: sum = sum + i * ${a} }; print(sum)`;
          const listed = multiples.join(' + ');
          const plain = multiples.reduce((s, v) => s + v, 0);
          explanation = `Only the multiples of ${b} up to ${n} change the sum: ${multiples.join(', ')}. They add to ${listed} = ${plain}, and each is multiplied by ${a}: ${a} × ${plain} = ${total}.`;
          hint = `List the values of $i$ from 1 to ${n} that are multiples of ${b}; only those passes change the sum.`;
          wrong.push({
            answer: String(a * multiples.length),
            hint: `Each matching pass adds $i \\times ${a}$, not just ${a}.`,
          });
          wrong.push({
            answer: String(a * ((n * (n + 1)) / 2)),
            hint: `The "if" skips every $i$ that is not a multiple of ${b}.`,
          });
          break;
        }
      }
      return {
        params: { variant: kind, n, a, b },
        title: 'What does this program print?',
        description: program,
        answer: String(total),
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(String(total), 'number', wrong),
      };
    },
    solve: (p) => {
      if (p.variant === 'conditional') return String(Math.floor(p.n / 2) * p.a + Math.ceil(p.n / 2) * p.b);
      if (p.variant === 'accumulate') return toFractionString(mul(rat(p.a), rat(p.n * (p.n + 1), 2)));
      // Multiples of b up to n: b(1 + 2 + ... + m) with m = floor(n / b).
      const m = Math.floor(p.n / p.b);
      return toFractionString(mul(rat(p.a * p.b), rat(m * (m + 1), 2)));
    },
    complexity: (p) =>
      p.n / 3 + magnitude(p.a, p.b) + (p.b < 0 ? 2 : 0) + (p.variant === 'multiples' ? 4 : 0),
  });
}

interface DataTypeParams {
  options: string[];
  correct: string;
  ask: 'continuous' | 'discrete' | 'qualitative';
  difficulty: number;
  /** Level 5 asks for the one option that is NOT of the kind. */
  negated: boolean;
}

type DataKind = 'continuous' | 'discrete' | 'qualitative';
/** Each item: description, its kind, and how easily it is misread (1 obvious .. 3 tricky). */
const DATA_ITEMS: [string, DataKind, number][] = [
  ['the mass of newborn puppies', 'continuous', 1],
  ['the time to run 100 m', 'continuous', 1],
  ['the height of students in a class', 'continuous', 1],
  ['the temperature at noon each day', 'continuous', 2],
  ['the length of a salmon', 'continuous', 2],
  ['the amount of rain in a month', 'continuous', 2],
  ['the volume of water in a bathtub', 'continuous', 3],
  ['the exact age of a tree', 'continuous', 3],
  ['the number of pets in a family', 'discrete', 1],
  ['the number of goals in a game', 'discrete', 1],
  ['the number of students on a bus', 'discrete', 1],
  ['shoe sizes of the students in a class', 'discrete', 3],
  ['the number of books read this year', 'discrete', 2],
  ['the number of siblings each student has', 'discrete', 2],
  ['the number of cars passing in an hour', 'discrete', 2],
  ['the price of a snack in cents', 'discrete', 3],
  ['favourite colour', 'qualitative', 1],
  ['type of pet', 'qualitative', 1],
  ['favourite sport', 'qualitative', 1],
  ['the language spoken at home', 'qualitative', 2],
  ['the province where you were born', 'qualitative', 2],
  ['jersey numbers on a hockey team', 'qualitative', 3],
  ['postal codes of students', 'qualitative', 3],
  ['eye colour', 'qualitative', 2],
];

const KIND_MEANING: Record<DataKind, string> = {
  continuous: 'measured, and can take any value in a range (like 1.25)',
  discrete: 'counted in whole steps, with gaps between the possible values',
  qualitative: 'a category or a label, not an amount',
};

const kindName = (k: DataKind): string => (k === 'qualitative' ? 'qualitative' : `${k} quantitative`);

/** Sorting data as qualitative, discrete or continuous; tricky items (jersey numbers, shoe sizes) come later. */
export function dataTypeTask(ask: DataTypeParams['ask'], name: string, description: string) {
  return defineTask<DataTypeParams>({
    name,
    description,
    build(rng, level) {
      const negated = level === 5;
      const maxTrick = byLevel(level, [1, 2, 2, 3, 3]);
      const minTrick = byLevel(level, [1, 1, 2, 2, 2]);
      const pool = DATA_ITEMS.filter((i) => i[2] <= maxTrick);
      const ofKind = (want: boolean) => pool.filter((i) => (i[1] === ask) === want);
      // Normally one item of the kind among three others; negated, one other among three of the kind.
      const singles = ofKind(!negated).filter((i) => i[2] >= minTrick);
      const right = rng.pick(singles.length > 0 ? singles : ofKind(!negated));
      const wrongItems = rng.shuffle(ofKind(negated)).slice(0, 3);
      const difficulty = right[2] + wrongItems.reduce((s, w) => s + w[2], 0) + (negated ? 4 : 0);
      const verdict = (item: [string, DataKind, number]): string => `"${item[0]}" is ${kindName(item[1])}`;
      const explanation = negated
        ? `${kindName(ask)[0]?.toUpperCase()}${kindName(ask).slice(1)} data is ${KIND_MEANING[ask]}. ${wrongItems.map(verdict).join('; ')}. The one that is not ${kindName(ask)} is "${right[0]}", which is ${kindName(right[1])}.`
        : `${kindName(ask)[0]?.toUpperCase()}${kindName(ask).slice(1)} data is ${KIND_MEANING[ask]}. ${wrongItems.map(verdict).join('; ')}. So the ${kindName(ask)} data is "${right[0]}".`;
      const misconceptions = applicableMisconceptions(
        right[0],
        'text',
        wrongItems.map((w) => ({
          answer: w[0],
          hint: `"${w[0]}" is ${kindName(w[1])}: it is ${KIND_MEANING[w[1]]}.`,
        })),
      );
      return {
        params: {
          options: [right[0], ...wrongItems.map((w) => w[0])],
          correct: right[0],
          ask,
          difficulty,
          negated,
        },
        title: negated
          ? `Which of these is NOT ${kindName(ask)} data?`
          : `Which of these is ${kindName(ask)} data?`,
        answer: right[0],
        answerKind: 'text',
        explanation,
        hints: [
          `${kindName(ask)[0]?.toUpperCase()}${kindName(ask).slice(1)} data is ${KIND_MEANING[ask]}. Test each option against that.`,
        ],
        misconceptions,
        choices: { distractors: wrongItems.map((w) => w[0]) },
      };
    },
    solve: (p) => {
      const match = p.options.filter(
        (o) => (DATA_ITEMS.find((i) => i[0] === o)?.[1] === p.ask) !== p.negated,
      );
      return match.length === 1 ? (match[0] as string) : 'ambiguous';
    },
    complexity: (p) => p.difficulty,
  });
}

function reduced(n: number, d: number): string {
  const g = gcd(n, d);
  return d / g === 1 ? String(n / g) : `${n / g}/${d / g}`;
}

interface MisleadingParams {
  a: number;
  b: number;
  yMin: number;
  /** `percent` (level 5): by what percent the real values differ, which the cut axis hides. */
  ask: 'difference' | 'looks' | 'actual' | 'percent';
}

/** A bar graph whose vertical axis does not start at zero, so differences look bigger than they are. */
export function misleadingGraphTask(
  ask: 'difference' | 'looks' | 'actual',
  name: string,
  description: string,
) {
  return defineTask<MisleadingParams>({
    name,
    description,
    build(rng, level) {
      const kind: MisleadingParams['ask'] = level === 5 ? 'percent' : ask;
      const unit = byLevel(level, [10, 10, 20, 50, 100]);
      const yMin = rng.int(2, byLevel(level, [5, 8, 10, 12, 15])) * unit;
      let a = yMin + rng.int(1, 4) * unit;
      let b = a + rng.int(1, byLevel(level, [4, 5, 6, 8, 10])) * unit;
      let pct = 0;
      if (kind === 'percent') {
        // A multiple of 400 grows by 25 %, 50 %, ... to another multiple of 100, so every bar sits on a gridline.
        a = (Math.floor(yMin / 400) + rng.int(1, 3)) * 400;
        pct = rng.pick([25, 50, 75, 100]);
        b = a + (a * pct) / 100;
      }
      const company = rng.pick(['Maple Phones', 'Northern Bikes', 'Lakeview Games', 'Polar Snacks']);
      const rival = rng.pick(['Cedar Mobile', 'Trillium Cycles', 'Boreal Play', 'Harbour Foods']);
      const visual = [b - yMin, a - yMin] as const;
      const looks = reduced(visual[0], visual[1]);
      const actual = reduced(b, a);
      const scale = `The scale starts at ${yMin} and each gridline is ${unit}.`;
      const read = `${scale} ${rival} sold ${a} units and ${company} sold ${b}.`;
      let answer: string;
      let title: string;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      switch (kind) {
        case 'difference':
          answer = String(b - a);
          title = `How many more units did ${company} sell than ${rival}?`;
          explanation = `${read} The difference is ${b} - ${a} = ${answer} units.`;
          hint = `Read each bar's value on the scale (it starts at ${yMin}), then subtract.`;
          wrong.push({
            answer: String(b - yMin),
            hint: `That is only the visible part of the ${company} bar; use the value at its top.`,
          });
          break;
        case 'looks':
          answer = looks;
          title = `The bar for ${company} looks how many times as tall as the bar for ${rival}?`;
          explanation = `${read} Above the start of the axis, the bars are ${b} - ${yMin} = ${visual[0]} and ${a} - ${yMin} = ${visual[1]} tall, so the ${company} bar looks ${visual[0]}/${visual[1]} = ${looks} times as tall.`;
          hint = `Measure the bars from where the axis starts (${yMin}), not from 0.`;
          wrong.push({
            answer: actual,
            hint: 'That is the real ratio of the sales; the drawn bars start at the bottom of the cut axis.',
          });
          break;
        case 'actual':
          answer = actual;
          title = `How many times as many units did ${company} really sell as ${rival}?`;
          explanation = `${read} The bars look ${looks} times as tall only because the axis starts at ${yMin}. The real ratio uses the values themselves: ${b}/${a} = ${actual}.`;
          hint = `Read the values at the tops of the bars; compare those, not the heights you see.`;
          wrong.push({
            answer: looks,
            hint: 'That is how tall the bars look on the cut axis; compare the values they stand for.',
          });
          break;
        case 'percent':
          answer = String(pct);
          title = `By what percent did ${company}'s sales really exceed ${rival}'s?`;
          explanation = `${read} ${company} sold ${b} - ${a} = ${b - a} more. As a percent of ${rival}'s ${a}: ${b - a} ÷ ${a} × 100 = ${answer}%.`;
          hint = `Find how many more ${company} sold, then compare that with ${rival}'s sales (the starting amount).`;
          wrong.push(
            {
              answer: toDecimalString(rat((b - a) * 100, b), 1, true),
              hint: `Compare with ${rival}'s ${a}, the amount being exceeded, not with ${company}'s.`,
            },
            {
              answer: toDecimalString(rat((b - a) * 100, a - yMin), 1, true),
              hint: 'That uses the visible bar height; use the real value the bar stands for.',
            },
          );
          break;
      }
      answer = answer.endsWith('/1') ? answer.slice(0, -2) : answer;
      const misconceptions = applicableMisconceptions(
        answer,
        kind === 'looks' || kind === 'actual' ? 'fraction' : 'number',
        wrong,
      );
      return {
        params: { a, b, yMin, ask: kind },
        title,
        description: `The vertical axis starts at ${yMin}, not 0.${kind === 'looks' || kind === 'actual' ? ' Give a fraction in lowest terms or a whole number.' : kind === 'percent' ? ' Give the percent as a number.' : ''}`,
        answer,
        answerKind:
          kind === 'looks' || kind === 'actual' ? 'fraction' : kind === 'percent' ? 'percent' : 'number',
        requiresAnswerForm: kind === 'looks' || kind === 'actual',
        explanation,
        hints: [hint],
        misconceptions,
        imageSvg: seriesGraphSvg(
          {
            categories: [rival, company],
            values: [a, b],
            yLabel: 'Units sold',
            yMin,
            yMax: b + unit,
            yStep: unit,
            kind: 'bar',
          },
          `Bar graph of units sold, vertical axis starting at ${yMin} with gridlines every ${unit}: ${rival} ${a}, ${company} ${b}`,
        ),
        lintFacts: {
          graphReads: [a, b].map((value) => ({ value, gridStart: yMin, gridStep: unit, labelled: false })),
        },
        choices:
          kind === 'actual'
            ? {
                distractors: [looks, String(b - a), reduced(a, b), reduced(b - yMin, a)],
                label: (v: string) => v.replace('/', ' / '),
              }
            : undefined,
      };
    },
    solve: (p) => {
      if (p.ask === 'difference') return String(p.b - p.a);
      if (p.ask === 'looks')
        return toFractionString(div(sub(rat(p.b), rat(p.yMin)), sub(rat(p.a), rat(p.yMin))));
      if (p.ask === 'percent') return toFractionString(mul(div(sub(rat(p.b), rat(p.a)), rat(p.a)), rat(100)));
      return toFractionString(rat(p.b, p.a));
    },
    complexity: (p) => magnitude(p.a, p.b) + (p.b - p.a) / (p.a - p.yMin + 1) + (p.ask === 'percent' ? 4 : 0),
  });
}

/** Pearson r from integer sums. */
function pearson(points: [number, number][]): number {
  const n = points.length;
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
    sxy += x * y;
    sxx += x * x;
    syy += y * y;
  }
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx === 0 || vy === 0) return 0;
  return (n * sxy - sx * sy) / Math.sqrt(vx * vy);
}

/**
 * Whether a sample shows the wanted pattern clearly, so the key is never a judgement call: |r| >= 0.85 for a
 * strong trend, 0.35 <= |r| <= 0.6 for a weak one, |r| <= 0.3 for none.
 */
function isClearTrend(
  points: [number, number][],
  direction: number,
  strength: 'strong' | 'weak' | 'any',
): boolean {
  const r = pearson(points);
  if (direction === 0) return Math.abs(r) <= 0.3;
  const signed = direction * r;
  if (strength === 'weak') return signed >= 0.35 && signed <= 0.6;
  return signed >= (strength === 'strong' ? 0.85 : 0.7);
}

interface ScatterParams {
  points: [number, number][];
  /** Slope in tenths. */
  slope: number;
  intercept: number;
  x: number;
  /** `strength` (level 5 of trend) asks for direction and strength; `two-points` (level 5 of predict) gives two points on the line. */
  mode: 'trend' | 'predict' | 'strength' | 'two-points' | 'backwards';
  /** `backwards` (level 5 of predict): the y the line reaches, in tenths; the key is the x that gives it. */
  target?: number;
  noise: number;
}

const TREND_ANSWERS = ['strong positive', 'weak positive', 'strong negative', 'weak negative'];

/** Level 5 predictions: a measured quantity, with a slope of 1 to 3.5 units a step from a start of 2-10 (rising) or 40-80 (falling). */
interface FitContext {
  intro: string;
  short: string;
  step: string;
  unit: string;
  unitWord: string;
}

const RISING_CONTEXTS: readonly FitContext[] = [
  {
    intro: 'A Grade 8 class measured the height of a bean plant each week',
    short: 'the height',
    step: 'week',
    unit: 'cm',
    unitWord: 'centimetres',
  },
  {
    intro: 'A farmer near Port Perry weighed a giant pumpkin for the fall fair each week',
    short: 'the mass',
    step: 'week',
    unit: 'kg',
    unitWord: 'kilograms',
  },
];

const FALLING_CONTEXTS: readonly FitContext[] = [
  {
    intro: 'During a dry spell, a family in Guelph measured the water in their rain barrel each day',
    short: 'the water in the barrel',
    step: 'day',
    unit: 'L',
    unitWord: 'litres',
  },
  {
    intro: 'In March, a class in Sudbury measured the snow depth in the schoolyard each day',
    short: 'the snow depth',
    step: 'day',
    unit: 'cm',
    unitWord: 'centimetres',
  },
];

/**
 * Levels 1-4 and level 5's working-backwards questions: a line of best fit fitted to real measurements, with x and y
 * named with their units. Slopes are magnitudes in tenths (the level's direction gives the sign); `y` is the range a
 * prediction must stay in (a count or a price never negative, a battery between 0 % and 100 %), and x is drawn only
 * where the line stays inside it.
 */
interface LineContext {
  intro: string;
  xIs: string;
  yIs: string;
  /** The prediction asked at x, as a full sentence. */
  ask: (x: number) => string;
  /** Level 5: the x asked for when y reaches a target (given with its unit), as a full sentence. */
  askX?: (y: string) => string;
  /** How much x one step of the slope is: "for each degree warmer". */
  perX: string;
  /** A y value with its unit: "96 cups", "46.5 %", "$26.10" (money only at the end of a text, after any TeX). */
  yText: (y: string) => string;
  /** An x value with its unit: "28 °C", "6 hours". */
  xText: (x: number) => string;
  slope: readonly [number, number];
  intercept: readonly [number, number];
  x: readonly [number, number];
  y: readonly [number, number];
  /** The prediction counts things, so it is a whole number (whole slopes only). */
  count?: boolean;
}

const dollars = (y: string): string => (y.includes('.') ? `$${Number(y).toFixed(2)}` : `$${y}`);
const units =
  (singular: string, pluralForm = `${singular}s`) =>
  (n: number) =>
    `${n} ${n === 1 ? singular : pluralForm}`;

const LEMONADE: LineContext = {
  intro:
    'A Grade 7 class ran a lemonade stand at a summer farmers’ market in Barrie and recorded the afternoon temperature and the cups sold each Saturday.',
  xIs: 'the afternoon temperature in °C',
  yIs: 'the number of cups of lemonade sold',
  ask: (x) => `Predict the number of cups sold on a ${x} °C afternoon.`,
  askX: (y) => `At what temperature, in °C, does the line predict ${y} sold?`,
  perX: 'for each degree warmer',
  yText: (y) => `${y} ${y === '1' ? 'cup' : 'cups'}`,
  xText: (x) => `${x} °C`,
  slope: [20, 40],
  intercept: [5, 20],
  x: [18, 32],
  y: [10, 200],
  count: true,
};

const BEAN_WEEKS: LineContext = {
  intro: 'A Grade 8 class measured the height of a bean plant each week after planting it.',
  xIs: 'the number of weeks since planting',
  yIs: 'the height of the plant in cm',
  ask: (x) => `Predict the height of the plant ${x} weeks after planting, in centimetres.`,
  perX: 'for each week',
  yText: (y) => `${y} cm`,
  xText: units('week'),
  slope: [20, 40],
  intercept: [2, 10],
  x: [5, 12],
  y: [1, 200],
};

const TYPING: LineContext = {
  intro: 'Priya practised keyboarding and recorded her typing speed at the end of each week.',
  xIs: 'the number of weeks of practice',
  yIs: 'her typing speed in words per minute',
  ask: (x) => `Predict Priya’s typing speed after ${x} weeks of practice, in words per minute.`,
  perX: 'for each week of practice',
  yText: (y) => `${y} words per minute`,
  xText: units('week'),
  slope: [20, 40],
  intercept: [15, 30],
  x: [4, 12],
  y: [1, 90],
};

const HOT_CHOCOLATE: LineContext = {
  intro:
    'A school council sold hot chocolate at Saturday soccer games in October and recorded the temperature and the cups sold at each game.',
  xIs: 'the temperature in °C',
  yIs: 'the number of cups of hot chocolate sold',
  ask: (x) => `Predict the number of cups of hot chocolate sold at a game when it is ${x} °C.`,
  perX: 'for each degree warmer',
  yText: (y) => `${y} ${y === '1' ? 'cup' : 'cups'}`,
  xText: (x) => `${x} °C`,
  slope: [20, 40],
  intercept: [50, 80],
  x: [2, 15],
  y: [5, 200],
  count: true,
};

const BATTERY_WHOLE: LineContext = {
  intro: 'Sam charged a phone to full and recorded the battery level after each hour of watching videos.',
  xIs: 'the hours of use',
  yIs: 'the battery level in %',
  ask: (x) => `Predict the battery level after ${x} hours of use, in percent.`,
  perX: 'for each hour of use',
  yText: (y) => `${y} %`,
  xText: units('hour'),
  slope: [80, 150],
  intercept: [92, 100],
  x: [2, 8],
  y: [5, 100],
};

const USED_BIKE: LineContext = {
  intro:
    'Maya compared the prices of used mountain bikes of one model for sale online in Ontario with the age of each bike.',
  xIs: 'the age of the bike in years',
  yIs: 'the price in dollars',
  ask: (x) => `Predict the price, in dollars, of one of these bikes that is ${x} years old.`,
  perX: 'for each year of age',
  yText: dollars,
  xText: units('year'),
  slope: [200, 400],
  intercept: [250, 400],
  x: [2, 8],
  y: [40, 400],
};

const BEAN_DAYS: LineContext = {
  intro: 'A Grade 8 class measured the height of a bean plant every few days after it sprouted.',
  xIs: 'the number of days since it sprouted',
  yIs: 'the height of the plant in cm',
  ask: (x) => `Predict the height of the plant ${x} days after it sprouted, in centimetres.`,
  askX: (y) => `After how many days does the line predict the plant will be ${y} tall?`,
  perX: 'for each day',
  yText: (y) => `${y} cm`,
  xText: units('day'),
  slope: [8, 16],
  intercept: [2, 6],
  x: [10, 30],
  y: [1, 200],
};

const PIZZA: LineContext = {
  intro:
    'Jordan compared the prices of large cheese pizzas at pizzerias in Hamilton with the diameter of each pizza.',
  xIs: 'the diameter in cm',
  yIs: 'the price in dollars',
  ask: (x) => `Predict the price, in dollars, of a ${x} cm pizza.`,
  askX: (y) => `What diameter, in cm, does the line predict for a pizza that costs ${y}?`,
  perX: 'for each centimetre wider',
  yText: dollars,
  xText: (x) => `${x} cm`,
  slope: [5, 9],
  intercept: [2, 6],
  x: [25, 40],
  y: [10, 60],
};

const LAKE_ICE: LineContext = {
  intro:
    'In January, a family at Lake Simcoe measured the thickness of the ice on the lake after each day of freezing weather.',
  xIs: 'the number of days of freezing weather',
  yIs: 'the ice thickness in cm',
  ask: (x) => `Predict the ice thickness after ${x} days of freezing weather, in centimetres.`,
  perX: 'for each day of freezing weather',
  yText: (y) => `${y} cm`,
  xText: units('day'),
  slope: [4, 9],
  intercept: [3, 8],
  x: [10, 30],
  y: [1, 60],
};

const CYCLING: LineContext = {
  intro:
    'Owen rode the Waterfront Trail in Toronto every Saturday and recorded how long each ride took and how far he went.',
  xIs: 'the riding time in minutes',
  yIs: 'the distance in km',
  ask: (x) => `Predict how far Owen rides in ${x} minutes, in kilometres.`,
  perX: 'for each minute',
  yText: (y) => `${y} km`,
  xText: units('minute'),
  slope: [2, 4],
  intercept: [1, 3],
  x: [20, 90],
  y: [1, 60],
};

const BATTERY_TENTHS: LineContext = {
  ...BATTERY_WHOLE,
  intro: 'Sam charged a tablet to full and recorded the battery level every hour while playing a game.',
  ask: (x) => `Predict the battery level after ${x} hours of play, in percent.`,
  askX: (y) => `After how many hours of play does the line predict the battery will be down to ${y}?`,
  xIs: 'the hours of play',
  perX: 'for each hour of play',
  slope: [61, 129],
  x: [2, 12],
};

const COCOA_COOLING: LineContext = {
  intro: 'Leila poured a mug of hot chocolate and measured its temperature every few minutes as it cooled.',
  xIs: 'the time in minutes',
  yIs: 'the temperature of the drink in °C',
  ask: (x) => `Predict the temperature of the hot chocolate after ${x} minutes, in °C.`,
  askX: (y) => `After how many minutes does the line predict the hot chocolate will have cooled to ${y}?`,
  perX: 'for each minute',
  yText: (y) => `${y} °C`,
  xText: units('minute'),
  slope: [8, 19],
  intercept: [75, 85],
  x: [10, 25],
  y: [35, 100],
};

const SNOW_DEPTH: LineContext = {
  intro: 'In March, a class in Sudbury measured the depth of the snow in the schoolyard each day.',
  xIs: 'the day of the month',
  yIs: 'the snow depth in cm',
  ask: (x) => `Predict the snow depth on March ${x}, in centimetres.`,
  perX: 'for each day',
  yText: (y) => `${y} cm`,
  xText: (x) => `March ${x}`,
  slope: [11, 29],
  intercept: [40, 70],
  x: [5, 20],
  y: [5, 100],
};

const RAIN_BARREL: LineContext = {
  intro:
    'During a dry spell in July, a family in Guelph measured the water left in their rain barrel each day.',
  xIs: 'the number of days since it last rained',
  yIs: 'the water in the barrel in litres',
  ask: (x) => `Predict the water left in the barrel ${x} days after it last rained, in litres.`,
  perX: 'for each day',
  yText: (y) => `${y} L`,
  xText: units('day'),
  slope: [21, 39],
  intercept: [120, 180],
  x: [5, 25],
  y: [10, 200],
};

/** Level 1 rises with a whole slope; level 2 falls with one; levels 3-4 have tenths (level 4 either way). */
const WHOLE_RISING_LINES: readonly LineContext[] = [LEMONADE, BEAN_WEEKS, TYPING];
const WHOLE_FALLING_LINES: readonly LineContext[] = [HOT_CHOCOLATE, BATTERY_WHOLE, USED_BIKE];
const TENTHS_RISING_LINES: readonly LineContext[] = [BEAN_DAYS, PIZZA, LAKE_ICE, CYCLING];
const TENTHS_FALLING_LINES: readonly LineContext[] = [BATTERY_TENTHS, COCOA_COOLING, SNOW_DEPTH, RAIN_BARREL];
/** Level 5, working backwards: which x gives a target y. */
const BACKWARDS_LINES: readonly { context: LineContext; falling: boolean }[] = [
  { context: LEMONADE, falling: false },
  { context: BEAN_DAYS, falling: false },
  { context: PIZZA, falling: false },
  { context: BATTERY_TENTHS, falling: true },
  { context: COCOA_COOLING, falling: true },
];

/** An exact decimal with at most two places, or '' (so a misconception that does not come out exactly is dropped). */
function shortDecimal(value: Rational): string {
  const hundredths = mul(value, rat(100));
  return hundredths.d === 1n ? toDecimalString(value, 2, true) : '';
}

/** x values in the context's range (even ones when `step` is 2) where y = m x + b (m in tenths) stays sensible. */
function sensibleXs(context: LineContext, m: number, b: number, step = 1): number[] {
  const xs: number[] = [];
  for (let x = context.x[0]; x <= context.x[1]; x += 1) {
    const y = m * x + b * 10;
    if (x % step === 0 && y >= context.y[0] * 10 && y <= context.y[1] * 10) xs.push(x);
  }
  return xs;
}

/** As a teacher writes the line: y = 3x + 12 and y = -2.5x + 98, never 1x or -1x. */
function slopeTerm(m: number): string {
  return m === 10 ? 'x' : m === -10 ? '-x' : `${scaledDecimal(m, 1)}x`;
}

/**
 * A slope (tenths), intercept and the x values where the prediction is sensible. `kind` is whole (multiples of
 * 10), tenths (never a whole number) or halves (2.5, 7.5: an odd number of halves, so an even x gives a whole y).
 */
function drawLine(
  rng: Rng,
  context: LineContext,
  falling: boolean,
  kind: 'whole' | 'tenths' | 'halves',
): { m: number; b: number; xs: number[] } {
  const [lo, hi] = context.slope;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    let magnitudeTenths: number;
    if (kind === 'whole') magnitudeTenths = rng.int(Math.ceil(lo / 10), Math.floor(hi / 10)) * 10;
    else if (kind === 'halves')
      magnitudeTenths = rng.int(Math.ceil((lo - 5) / 10), Math.floor((hi - 5) / 10)) * 10 + 5;
    else {
      magnitudeTenths = rng.int(lo, hi);
      if (magnitudeTenths % 10 === 0) magnitudeTenths += magnitudeTenths < hi ? 1 : -1;
    }
    const m = falling ? -magnitudeTenths : magnitudeTenths;
    const b = rng.int(context.intercept[0], context.intercept[1]);
    const xs = sensibleXs(context, m, b, kind === 'halves' ? 2 : 1);
    if (xs.length > 0) return { m, b, xs };
  }
  throw new Error(`no sensible prediction for "${context.intro}"`);
}

const lineSetting = (context: LineContext, m: number, b: number): string =>
  `${context.intro} The line of best fit for the data is $y = ${slopeTerm(m)} + ${b}$, where $x$ is ${context.xIs} and $y$ is ${context.yIs}.`;

const plantFacts = (context: LineContext, values: number[]): LintFacts =>
  context === BEAN_WEEKS || context === BEAN_DAYS
    ? { contextValues: [{ context: 'plant-height-cm', values }] }
    : {};

/**
 * Levels 1-4: predict y at a given x in a real context. Level 1 rises with a whole slope, level 2 falls with one,
 * level 3 rises with tenths, level 4 has tenths either way and larger x.
 */
function predictQuestion(rng: Rng, level: DifficultyLevel): QuestionDraft<ScatterParams> {
  const falling = level === 2 || (level === 4 && rng.bool());
  const tenths = level >= 3;
  const context = rng.pick(
    tenths
      ? falling
        ? TENTHS_FALLING_LINES
        : TENTHS_RISING_LINES
      : falling
        ? WHOLE_FALLING_LINES
        : WHOLE_RISING_LINES,
  );
  const { m, b, xs } = drawLine(rng, context, falling, tenths ? 'tenths' : 'whole');
  const x = rng.pick(level === 4 ? xs.slice(Math.floor(xs.length / 2)) : xs);
  const slopeText = scaledDecimal(m, 1);
  const product = scaledDecimal(m * x, 1);
  const y = scaledDecimal(m * x + b * 10, 1);
  const wrong: Misconception[] = [
    {
      answer: product,
      hint: `${slopeText} × ${x} is only the change from the start: add ${b}, the value of the line when $x$ is 0.`,
    },
    {
      answer: scaledDecimal(m * (x + b), 1),
      hint: `Multiply ${slopeText} by ${x} before adding ${b}: multiplication comes first.`,
    },
  ];
  if (falling)
    wrong.push({
      answer: scaledDecimal(-m * x + b * 10, 1),
      hint: `The slope ${slopeText} is negative, so ${slopeText} × ${x} is negative and the prediction is below ${b}.`,
    });
  wrong.push({
    answer: scaledDecimal(b * 10 * x + m, 1),
    hint: `The slope ${slopeText} multiplies $x$; ${b} is added on its own.`,
  });
  return {
    params: { points: [], slope: m, intercept: b, x, mode: 'predict', noise: 0 },
    title: `${lineSetting(context, m, b)} ${context.ask(x)}`,
    description: 'Substitute the value of $x$ into the equation of the line.',
    answer: y,
    answerKind: 'number',
    // Money is written last in each text, after any TeX, so its dollar sign never pairs with one of TeX's.
    explanation: `Substitute $x = ${x}$: $y = ${slopeText} \\times ${x} + ${b} = ${product} + ${b} = ${y}$. The slope ${slopeText} means the line ${
      falling ? 'goes down' : 'goes up'
    } by ${context.yText(scaledDecimal(Math.abs(m), 1))} ${context.perX}. The line predicts ${context.yText(y)}.`,
    hints: [
      `Replace $x$ with ${x} in the equation of the line.`,
      `Multiply the slope ${slopeText} by ${x} first, then add ${b}.`,
    ],
    misconceptions: applicableMisconceptions(y, 'number', wrong),
    lintFacts: {
      ...plantFacts(context, [Number(y)]),
      ...(context.count ? { answerIsCount: true } : {}),
    },
  };
}

/** Level 5, working backwards: the x at which the line reaches a target y (a whole x, a whole target). */
function backwardsQuestion(rng: Rng): QuestionDraft<ScatterParams> {
  const { context, falling } = rng.pick(BACKWARDS_LINES);
  const { m, b, xs } = drawLine(rng, context, falling, 'halves');
  const x = rng.pick(xs);
  const targetTenths = m * x + b * 10;
  const target = targetTenths / 10;
  const slopeText = scaledDecimal(m, 1);
  const divisor = m < 0 ? `(${slopeText})` : slopeText;
  const line = `${slopeTerm(m)} + ${b}`;
  const wrong: Misconception[] = [
    {
      answer: shortDecimal(add(mul(rat(m, 10), rat(target)), rat(b))),
      hint: `${target} is a value of $y$, not of $x$: put it in place of $y$ and solve for $x$.`,
    },
    {
      answer: shortDecimal(div(rat(target), rat(m, 10))),
      hint: `Subtract ${b} from ${target} before dividing: the line is at ${b} when $x$ is 0.`,
    },
    {
      answer: shortDecimal(div(rat(target + b), rat(m, 10))),
      hint: `To undo adding ${b}, subtract ${b} from both sides.`,
    },
  ];
  if (falling)
    wrong.push({
      answer: shortDecimal(div(rat(target - b), rat(-m, 10))),
      hint: `Divide by ${slopeText}, a negative number: a negative divided by a negative is positive.`,
    });
  return {
    params: { points: [], slope: m, intercept: b, x, target: targetTenths, mode: 'backwards', noise: 0 },
    title: `${lineSetting(context, m, b)} ${context.askX?.(context.yText(String(target))) ?? ''}`,
    description: 'Put the target in place of $y$, then solve for $x$.',
    answer: String(x),
    answerKind: 'number',
    explanation: `Put ${target} in place of $y$: $${line} = ${target}$. Subtract ${b} from both sides: $${slopeTerm(m)} = ${target} - ${b}$, so $${slopeTerm(m)} = ${target - b}$. Divide both sides by ${slopeText}: $x = ${target - b} \\div ${divisor} = ${x}$. The answer is ${x}: at ${context.xText(x)} the line predicts ${context.yText(String(target))}.`,
    hints: [
      `Put ${target} in place of $y$ in $y = ${line}$, then solve for $x$.`,
      `Undo the steps in reverse order: subtract ${b} from both sides first, then divide by ${slopeText}.`,
    ],
    misconceptions: applicableMisconceptions(String(x), 'number', wrong),
  };
}

/** Scatter plots: the direction of a trend and predictions from a line of best fit. */
export function scatterTask(mode: 'trend' | 'predict', name: string, description: string) {
  return defineTask<ScatterParams>({
    name,
    description,
    build(rng, level) {
      if (mode === 'predict') {
        if (level < 5) return predictQuestion(rng, level);
        // Level 5 is harder in kind: half the time the x that gives a target y, half the time the line from two points.
        if (rng.bool()) return backwardsQuestion(rng);
        const negative = rng.bool();
        const m = (negative ? -1 : 1) * (rng.int(1, 3) * 10 + rng.pick([0, 5]));
        const b = negative ? rng.int(40, 80) : rng.int(2, 10);
        const slopeText = scaledDecimal(m, 1);
        const slopeX = slopeTerm(m);
        // The slope times a number, with a negative slope in brackets after a minus sign.
        const slopeTimes = (n: number): string => `${m < 0 ? `(${slopeText})` : slopeText} × ${n}`;
        // Two points on the line, 2 apart in x, so the slope is a difference divided by 2; then a prediction a
        // few steps past the last measurement, in a context whose quantity stays positive there.
        const context = rng.pick(negative ? FALLING_CONTEXTS : RISING_CONTEXTS);
        const x1 = rng.int(0, 4);
        const x2 = x1 + 2;
        const last = x2 + rng.int(2, 4);
        const xAt = last + rng.int(2, 4);
        // A falling quantity starts high enough to stay at least 10 above zero at the predicted step.
        const bAt = negative ? rng.int(Math.max(40, Math.ceil((-m * xAt) / 10) + 10), 80) : b;
        const at = (n: number): number => m * n + bAt * 10;
        const y1 = scaledDecimal(at(x1), 1);
        const y2 = scaledDecimal(at(x2), 1);
        const yAt = scaledDecimal(at(xAt), 1);
        const wrong: Misconception[] = [
          {
            answer: scaledDecimal(m * 2 * xAt + bAt * 10, 1),
            hint: `Divide the change in ${context.short} by the change in ${context.step}s (${x2 - x1}) to get the slope.`,
          },
        ];
        if (x1 !== 0)
          wrong.push({
            answer: scaledDecimal(m * xAt + at(x1), 1),
            hint: `${y1} ${context.unit} is the value at ${context.step} ${x1}, not at ${context.step} 0: go back ${x1} ${x1 === 1 ? context.step : `${context.step}s`} to find the y-intercept.`,
          });
        return {
          params: {
            points: [
              [x1, at(x1)],
              [x2, at(x2)],
            ],
            slope: m,
            intercept: bAt,
            x: xAt,
            mode: 'two-points',
            noise: 0,
          },
          title: `${context.intro} for ${context.step}s 0 to ${last}, with $x$ the ${context.step} and $y$ ${context.short} in ${context.unitWord}. Their line of best fit passes through $(${x1}, ${y1})$ and $(${x2}, ${y2})$. Use it to predict ${context.short} at ${context.step} ${xAt}, in ${context.unitWord}.`,
          description: 'Find the slope and the y-intercept of the line first.',
          answer: yAt,
          answerKind: 'number',
          explanation: `Slope = (${y2} - ${y1}) ÷ (${x2} - ${x1}) = ${slopeText}, so ${context.short} ${
            m > 0 ? 'grows' : 'falls'
          } by ${scaledDecimal(Math.abs(m), 1)} ${context.unit} each ${context.step}. ${
            x1 === 0
              ? `The line passes through $(0, ${y1})$, so the y-intercept is ${bAt}.`
              : `Going back ${x1} ${x1 === 1 ? 'step' : 'steps'} from $x = ${x1}$ to $x = 0$: the y-intercept is ${y1} - ${slopeTimes(x1)} = ${bAt}.`
          } So $y = ${slopeX} + ${bAt}$, and at $x = ${xAt}$: ${m === 10 ? xAt : `${slopeText} × ${xAt}`} + ${bAt} = ${yAt}. The prediction is ${yAt} ${context.unit}, ${xAt - last} ${context.step}s past the last measurement.`,
          hints: [
            `The slope is the change in y divided by the change in x: (${y2} - ${y1}) ÷ (${x2} - ${x1}).`,
          ],
          misconceptions: applicableMisconceptions(yAt, 'number', wrong),
        };
      }
      const strengthAsked = level === 5;
      const count = byLevel(level, [6, 8, 10, 12, 14]);
      const direction = strengthAsked ? rng.pick([1, -1]) : rng.pick([1, -1, 0]);
      const strength = strengthAsked ? rng.pick(['strong', 'weak'] as const) : 'any';
      const noise = strengthAsked ? (strength === 'strong' ? 4 : 14) : byLevel(level, [1, 2, 4, 6, 8]);
      const slope = direction === 0 ? 0 : direction * rng.int(1, 3);
      const intercept = direction < 0 ? rng.int(40, 50) : rng.int(2, 10);
      const draw = (): [number, number][] =>
        Array.from({ length: count }, () => {
          const x = rng.int(1, 15);
          const base = direction === 0 ? rng.int(5, 45) : slope * x + intercept;
          return [x, Math.max(0, Math.min(50, base + rng.int(-noise, noise)))];
        });
      // Redraw until the sample clearly shows the intended pattern, so the key is not a judgement call.
      let points = draw();
      for (let attempt = 0; attempt < 400 && !isClearTrend(points, direction, strength); attempt += 1)
        points = draw();
      const svg = scatterSvg(
        points,
        { xMax: 15, yMax: 50, xLabel: 'Hours of practice', yLabel: 'Score' },
        `Scatter plot of score against hours of practice, ${count} points: ${points.map(([x, y]) => `(${x}, ${y})`).join(', ')}`,
      );
      // Rarely the redraws run out; the key then follows the sample actually drawn, by the solver's own rule.
      const r = pearson(points);
      const drawnStrength = r * r >= 0.5 ? 'strong' : 'weak';
      const sign = direction === 0 ? 'no correlation' : r > 0 ? 'positive' : 'negative';
      const answer = strengthAsked ? `${drawnStrength} ${sign}` : sign;
      const tendency =
        direction === 0
          ? 'The points are scattered with no upward or downward pattern as hours increase'
          : `As hours increase, scores tend to ${direction > 0 ? 'increase' : 'decrease'}`;
      const closeness = strengthAsked
        ? drawnStrength === 'strong'
          ? ' The points lie close to a straight line, so the relationship is strong.'
          : ' The points are spread widely around any line, so the relationship is weak.'
        : '';
      const wrong: Misconception[] = strengthAsked
        ? [
            {
              answer: `${drawnStrength === 'strong' ? 'weak' : 'strong'} ${sign}`,
              hint: 'Strength is how tightly the points hug a line, not how steep the line is.',
            },
            {
              answer: `${drawnStrength} ${direction > 0 ? 'negative' : 'positive'}`,
              hint: 'Read from left to right: points going up show a positive relationship.',
            },
          ]
        : direction === 0
          ? [
              {
                answer: 'positive',
                hint: 'A few high points do not make a trend: look for a pattern across all of them.',
              },
            ]
          : [
              {
                answer: direction > 0 ? 'negative' : 'positive',
                hint: 'Read from left to right: points going up show a positive relationship; going down, negative.',
              },
            ];
      return {
        params: { points, slope, intercept, x: 0, mode: strengthAsked ? 'strength' : 'trend', noise },
        title: strengthAsked
          ? 'What are the direction and the strength of the relationship in the scatter plot?'
          : 'What kind of relationship does the scatter plot show?',
        answer,
        answerKind: 'text',
        explanation: `${tendency}.${closeness} The scatter plot shows: ${direction === 0 ? 'no correlation' : `a ${answer} correlation`}.`,
        hints: ['Look from left to right across the plot: do the scores tend to go up, go down, or neither?'],
        misconceptions: applicableMisconceptions(answer, 'text', wrong),
        imageSvg: svg,
        choices: {
          distractors: strengthAsked
            ? TREND_ANSWERS.filter((t) => t !== answer)
            : ['positive', 'negative', 'no correlation', 'cannot be graphed'],
        },
      };
    },
    solve: (p) => {
      if (p.mode === 'backwards')
        return toFractionString(div(sub(rat(p.target ?? 0, 10), rat(p.intercept)), rat(p.slope, 10)));
      if (p.mode === 'predict')
        return toFractionString(add(mul(rat(p.slope, 10), rat(p.x)), rat(p.intercept)));
      if (p.mode === 'two-points') {
        // Points hold y in tenths: slope from the two points, then the line through the first one.
        const [[x1, y1], [x2, y2]] = p.points as [[number, number], [number, number]];
        const slope = div(rat(y2 - y1, 10), rat(x2 - x1));
        return toFractionString(add(rat(y1, 10), mul(slope, rat(p.x - x1))));
      }
      // Least-squares slope sign and r² from the plotted points, independent of how they were generated.
      const n = p.points.length;
      const sx = p.points.reduce((s, [x]) => s + x, 0);
      const sy = p.points.reduce((s, [, y]) => s + y, 0);
      const sxy = p.points.reduce((s, [x, y]) => s + x * y, 0);
      const sxx = p.points.reduce((s, [x]) => s + x * x, 0);
      const syy = p.points.reduce((s, [, y]) => s + y * y, 0);
      const num = n * sxy - sx * sy;
      const den = n * sxx - sx * sx;
      const r2den = den * (n * syy - sy * sy);
      if (p.mode === 'strength') {
        // Strong when r² >= 0.5 (|r| about 0.7), weak below; the generator keeps clear of that line.
        const direction = num > 0 ? 'positive' : 'negative';
        return `${2 * num * num >= r2den ? 'strong' : 'weak'} ${direction}`;
      }
      // |r| < 0.5 is read as no correlation in Grade 8 language.
      if (den === 0 || r2den === 0 || 4 * num * num < r2den) return 'no correlation';
      return num > 0 ? 'positive' : 'negative';
    },
    complexity: (p) =>
      p.mode === 'trend' || p.mode === 'strength'
        ? p.points.length / 2 + Math.min(p.noise, 8) + (p.mode === 'strength' ? 4 : 0)
        : // Steps: substitute (2), the line from two points (6), or solve for x (7); then tenths, a sign, size.
          (p.mode === 'backwards' ? 7 : p.mode === 'two-points' ? 6 : 2) +
          magnitude(p.x) +
          (p.slope % 10 !== 0 ? 2 : 0) +
          (p.slope < 0 ? 1.5 : 0),
  });
}

interface PayParams {
  wageCents: number;
  hours: number;
  /** `second` (level 5 gross): hours at a second, weekend rate; `wage` (level 5 overtime): find the wage from the pay. */
  mode: 'gross' | 'overtime' | 'second' | 'wage';
  secondWageCents: number;
  secondHours: number;
}

const OVERTIME_ROUNDING = 'Work out the pay exactly and round only the final total to the nearest cent.';

/** Gross pay from an hourly wage; Ontario's Employment Standards Act pays 1.5 times after 44 hours a week. */
export function grossPayTask(mode: 'gross' | 'overtime', name: string, description: string) {
  return defineTask<PayParams>({
    name,
    description,
    build(rng, level) {
      const kind: PayParams['mode'] = level === 5 ? (mode === 'gross' ? 'second' : 'wage') : mode;
      // Ontario's general minimum wage is $17.60 an hour (October 2025).
      const wageCents = rng.int(1760, byLevel(level, [2500, 2800, 3000, 3500, 4500]));
      const wage =
        level <= 2
          ? Math.round(wageCents / 100) * 100
          : kind === 'wage'
            ? wageCents - (wageCents % 2)
            : wageCents;
      const hours =
        mode === 'overtime'
          ? rng.int(45, byLevel(level, [48, 50, 52, 55, 58]))
          : rng.int(byLevel(level, [4, 8, 10, 15, 12]), byLevel(level, [10, 16, 24, 32, 30]));
      const secondWage = kind === 'second' ? wage + rng.int(1, 8) * 25 : 0;
      const secondHours = kind === 'second' ? rng.int(3, 10) : 0;
      const regular = Math.min(hours, 44);
      const extra = hours - regular;
      // Half a cent rounds up: the total is exact in half-cents, rounded once at the end as the question says.
      const overtimeCents = Math.floor((3 * wage * extra + 1) / 2);
      const cents = wage * regular + overtimeCents + secondWage * secondHours;
      const rateFirstCents =
        wage * regular + Math.floor((3 * wage + 1) / 2) * extra + secondWage * secondHours;
      let title = 'What is the gross pay for the week?';
      let description: string;
      let answer = moneyAnswer(cents);
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      const overtimeRate = toDecimalString(rat(3 * wage, 200), 3, true);
      switch (kind) {
        case 'gross':
          description = `An earnings statement shows ${hours} hours worked at ${money(wage)} per hour.`;
          explanation = `Gross pay is hours × hourly wage: ${hours} × ${money(wage)} = ${money(cents)}.`;
          hint = `Multiply the ${hours} hours by the wage of ${money(wage)}.`;
          wrong.push({ answer: moneyAnswer(wage * (hours - 1)), hint: `Count all ${hours} hours.` });
          break;
        case 'second':
          description = `An earnings statement shows ${hours} weekday hours at ${money(wage)} per hour and ${secondHours} weekend hours at ${money(secondWage)} per hour.`;
          explanation = `Weekday pay: ${hours} × ${money(wage)} = ${money(wage * hours)}. Weekend pay: ${secondHours} × ${money(secondWage)} = ${money(secondWage * secondHours)}. Gross pay: ${money(wage * hours)} + ${money(secondWage * secondHours)} = ${money(cents)}.`;
          hint = 'Work out the pay at each rate separately, then add the two amounts.';
          wrong.push({
            answer: moneyAnswer(wage * (hours + secondHours)),
            hint: `The weekend hours are paid at ${money(secondWage)}, not ${money(wage)}.`,
          });
          break;
        case 'overtime':
          description = `An earnings statement shows ${hours} hours worked at ${money(wage)} per hour. Hours over 44 in a week are paid at 1.5 times the regular rate. ${OVERTIME_ROUNDING}`;
          explanation = `The first 44 hours pay 44 × ${money(wage)} = ${money(wage * 44)}. The other ${extra === 1 ? '1 hour pays' : `${extra} hours pay`} 1.5 × ${money(wage)} = $${overtimeRate} an hour: ${extra} × $${overtimeRate} = $${toDecimalString(rat(3 * wage * extra, 200), 3, true)}. Total: ${money(wage * 44)} + $${toDecimalString(rat(3 * wage * extra, 200), 3, true)}, rounded to the cent, is ${money(cents)}.`;
          hint = `Split the ${hours} hours into 44 regular hours and ${extra === 1 ? '1 overtime hour' : `${extra} overtime hours`}.`;
          wrong.push({
            answer: moneyAnswer(wage * hours),
            hint: `${extra === 1 ? 'The 1 hour over 44 is' : `The ${extra} hours over 44 are`} paid at 1.5 times the wage.`,
          });
          wrong.push({
            answer: moneyAnswer(Math.floor((3 * wage * hours + 1) / 2)),
            hint: 'Only the hours over 44 get the overtime rate.',
          });
          break;
        case 'wage': {
          const pay = cents;
          answer = moneyAnswer(wage);
          title = 'What is the hourly wage?';
          description = `Sam worked ${hours} hours in one week and earned ${money(pay)} before deductions. Hours over 44 are paid at 1.5 times the regular rate.`;
          const paidHours = toDecimalString(rat(2 * 44 + 3 * extra, 2), 1, true);
          explanation = `Each overtime hour counts as 1.5 regular hours, so the pay is for 44 + 1.5 × ${extra} = ${paidHours} regular hours. Wage = ${money(pay)} ÷ ${paidHours} = ${money(wage)} per hour.`;
          hint = `Turn the ${extra === 1 ? '1 overtime hour' : `${extra} overtime hours`} into regular hours first: each is worth 1.5 hours of pay.`;
          wrong.push({
            answer: toDecimalString(rat(pay, 100 * hours), 2),
            hint: 'Overtime hours earn more, so dividing by the plain number of hours gives too much.',
          });
          break;
        }
      }
      return {
        params: { wageCents: wage, hours, mode: kind, secondWageCents: secondWage, secondHours },
        title,
        description,
        answer,
        answerKind: 'money',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(answer, 'money', wrong),
        lintFacts: {
          contextValues: [
            { context: 'hourly-wage-cents', values: [wage, ...(secondWage ? [secondWage] : [])] },
            { context: 'weekly-hours', values: [hours + secondHours] },
          ],
          ...(kind === 'overtime'
            ? {
                moneyRounding: {
                  alternativeKeys: [moneyAnswer(rateFirstCents)],
                  ruleStated: OVERTIME_ROUNDING,
                },
              }
            : {}),
        },
      };
    },
    solve: (p) => {
      const regular = Math.min(p.hours, 44);
      const extra = p.hours - regular;
      const paidHours = add(rat(regular), mul(rat(3, 2), rat(extra)));
      if (p.mode === 'wage') {
        const pay = rat(Math.floor((3 * p.wageCents * extra + 1) / 2) + p.wageCents * regular, 100);
        return toDecimalString(div(pay, paidHours), 2);
      }
      const wage = rat(p.wageCents, 100);
      const second = mul(rat(p.secondWageCents, 100), rat(p.secondHours));
      return toDecimalString(add(mul(wage, paidHours), second), 2);
    },
    complexity: (p) =>
      magnitude(p.hours, p.wageCents / 100) +
      (p.wageCents % 100 !== 0 ? 1.5 : 0) +
      (p.hours > 44 ? Math.log2(p.hours - 43) : 0) +
      magnitude(p.wageCents) / 4 +
      (p.mode === 'second' || p.mode === 'wage' ? 4 : 0),
  });
}

interface PlanParams {
  goal: number;
  weeks: number;
  saved: number;
  /** Level 5: a fixed amount another person adds each week. */
  weeklyHelp: number;
}

/** Weekly saving needed to reach a goal by a date, rounded up to the next cent so the goal is met. */
export function weeklyNeededTask(name: string, description: string) {
  return defineTask<PlanParams>({
    name,
    description,
    build(rng, level) {
      const goal = rng.int(level === 5 ? 20 : 2, byLevel(level, [10, 20, 50, 100, 300])) * 1000;
      const weeks = rng.int(byLevel(level, [2, 4, 6, 8, 10]), byLevel(level, [5, 10, 15, 26, 52]));
      const saved = level >= 3 ? rng.int(0, Math.floor(goal / 3000)) * 1000 : 0;
      const weeklyHelp =
        level === 5 ? rng.int(1, Math.max(1, Math.floor((goal - saved) / weeks / 300))) * 100 : 0;
      const left = goal - saved - weeklyHelp * weeks;
      const cents = Math.ceil(left / weeks);
      const even = left % weeks === 0;
      const exact = toDecimalString(rat(left, 100 * weeks), 4, true);
      const steps: string[] = [];
      if (saved)
        steps.push(`The family still needs ${money(goal)} - ${money(saved)} = ${money(goal - saved)}.`);
      if (weeklyHelp)
        steps.push(
          `The grandparents give ${weeks} × ${money(weeklyHelp)} = ${money(weeklyHelp * weeks)}, so the family must save ${money(goal - saved)} - ${money(weeklyHelp * weeks)} = ${money(left)}.`,
        );
      steps.push(
        even
          ? `Share ${money(left)} over ${weeks} weeks: ${money(left)} ÷ ${weeks} = ${money(cents)} a week.`
          : `Share ${money(left)} over ${weeks} weeks: ${money(left)} ÷ ${weeks} ≈ $${exact} a week. Round up to the next cent so the goal is met: ${money(cents)}.`,
      );
      const wrong: Misconception[] = [
        {
          answer: moneyAnswer(Math.floor(left / weeks)),
          hint: 'Rounding down leaves the family a few cents short: round up to the next cent.',
        },
      ];
      if (saved)
        wrong.push({
          answer: moneyAnswer(Math.ceil((goal - weeklyHelp * weeks) / weeks)),
          hint: `Take away the ${money(saved)} already saved first.`,
        });
      return {
        params: { goal, weeks, saved, weeklyHelp },
        title: 'How much must be saved each week?',
        description: `A family plans to save ${money(goal)} for a trip in ${weeks} weeks${saved ? ` and already has ${money(saved)}` : ''}.${weeklyHelp ? ` Their grandparents will add ${money(weeklyHelp)} every week.` : ''} Find the equal weekly amount the family must save, rounded up to the next cent.`,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: steps.join(' '),
        hints: [
          saved || weeklyHelp
            ? 'First work out how much the family itself still has to save.'
            : `Share the goal of ${money(goal)} equally over the weeks.`,
        ],
        misconceptions: applicableMisconceptions(moneyAnswer(cents), 'money', wrong),
        lintFacts: {
          moneyRounding: {
            alternativeKeys: [toDecimalString(rat(left, 100 * weeks), 2)],
            ruleStated: 'rounded up to the next cent',
          },
        },
      };
    },
    solve: (p) => {
      const q = div(sub(sub(rat(p.goal), rat(p.saved)), mul(rat(p.weeklyHelp), rat(p.weeks))), rat(p.weeks));
      const cents = q.n / q.d + (q.n % q.d === 0n ? 0n : 1n);
      return toDecimalString(rat(cents, 100n), 2);
    },
    complexity: (p) =>
      magnitude(p.goal / 100) + Math.log2(p.weeks) + (p.saved ? 1 : 0) + (p.weeklyHelp ? 3 : 0),
  });
}

interface BorrowParams {
  amount: number;
  feePercent: number;
  payments: number;
  /** Level 5: simple interest of `feePercent` per year for this many years instead of a one-time fee. */
  years: number;
}

const PAYMENT_ROUNDING = 'Round each payment down to the cent (the last payment covers any leftover cents).';

/** Borrowing with a fee and paying it back in equal instalments (the last one adjusted as lenders do). */
export function borrowTask(name: string, description: string) {
  return defineTask<BorrowParams>({
    name,
    description,
    build(rng, level) {
      const amount = rng.int(2, byLevel(level, [10, 20, 50, 100, 200])) * 1000;
      const feePercent = rng.int(1, byLevel(level, [5, 8, 10, 12, 9]));
      const years = level === 5 ? rng.int(2, 3) : 0;
      const payments = byLevel(level, [1, 2, rng.int(3, 4), rng.int(4, 6), 12 * years]);
      const charge = Math.floor((amount * feePercent * Math.max(years, 1) + 50) / 100);
      const total = amount + charge;
      const each = Math.floor(total / payments);
      const who = rng.pick(['Maya', 'Ethan', 'Sofia', 'Arjun', 'Lucas', 'Ava']);
      const steps: string[] = [];
      if (years)
        steps.push(
          `Simple interest: ${feePercent}% of ${money(amount)} each year for ${years} years is ${money(amount)} × ${feePercent} ÷ 100 × ${years} = ${money(charge)}.`,
        );
      else
        steps.push(
          `The fee is ${feePercent}% of ${money(amount)}: ${money(amount)} × ${feePercent} ÷ 100 = ${money(charge)}.`,
        );
      steps.push(`Total owed: ${money(amount)} + ${money(charge)} = ${money(total)}.`);
      if (payments > 1)
        steps.push(
          `Share it over ${payments} payments: ${money(total)} ÷ ${payments} = ${money(each)} each, rounded down to the cent.`,
        );
      const wrong: Misconception[] = [
        payments > 1
          ? {
              answer: moneyAnswer(Math.floor(amount / payments)),
              hint: 'The interest or fee is paid back too: add it before dividing.',
            }
          : {
              answer: moneyAnswer(charge),
              hint: `That is the fee alone; ${who} also pays back the ${money(amount)} borrowed.`,
            },
      ];
      if (years)
        wrong.push({
          answer: moneyAnswer(Math.floor((amount + Math.floor((amount * feePercent + 50) / 100)) / payments)),
          hint: `The interest is charged every year: multiply by ${years} years.`,
        });
      return {
        params: { amount, feePercent, payments, years },
        title: payments === 1 ? 'How much is paid back?' : 'How much is each payment?',
        description:
          payments === 1
            ? `${who} borrows ${money(amount)} from a relative and agrees to pay back a ${feePercent}% fee on top. Find the total ${who} pays back.`
            : years
              ? `${who} borrows ${money(amount)} at ${feePercent}% simple interest per year for ${years} years and repays the total in ${payments} equal monthly payments. ${PAYMENT_ROUNDING}`
              : `${who} borrows ${money(amount)} with a ${feePercent}% fee and repays the total in ${payments} equal payments. ${PAYMENT_ROUNDING}`,
        answer: moneyAnswer(each),
        answerKind: 'money',
        explanation: steps.join(' '),
        hints: [
          years
            ? `Find the interest for one year first: ${feePercent}% of ${money(amount)}.`
            : `Start with the fee: ${feePercent}% of ${money(amount)}.`,
        ],
        misconceptions: applicableMisconceptions(moneyAnswer(each), 'money', wrong),
        lintFacts:
          payments > 1
            ? {
                moneyRounding: {
                  alternativeKeys: [toDecimalString(rat(total, 100 * payments), 2)],
                  ruleStated: PAYMENT_ROUNDING,
                },
              }
            : {},
      };
    },
    solve: (p) => {
      const rate = mul(rat(p.feePercent, 100), rat(Math.max(p.years, 1)));
      const total = mul(rat(p.amount, 100), add(rat(1), rate));
      const cents = mul(div(total, rat(p.payments)), rat(100));
      return toDecimalString(rat(cents.n / cents.d, 100n), 2);
    },
    complexity: (p) =>
      magnitude(p.amount / 100) + Math.min(p.payments, 8) + (p.feePercent > 5 ? 0.5 : 0) + (p.years ? 4 : 0),
  });
}

interface CardParams {
  balance: number;
  /** Annual rate in hundredths of a percent. */
  rateBp: number;
  payment: number;
  purchases: number;
  /**
   * Level 5: `twoMonths` carries the balance two months (interest on interest), `minimumPayment` pays the
   * minimum (3 % of the balance) before interest, `compareCards` finds how much cheaper one card is in a year.
   */
  mode: 'monthlyInterest' | 'newBalance' | 'annualCost' | 'twoMonths' | 'minimumPayment' | 'compareCards';
  fee: number;
  /** The second card's rate and fee (compareCards only). */
  rateBp2: number;
  fee2: number;
}

const EACH_MONTH = "Round each month's interest to the nearest cent.";

/** Interest for one month on a balance in cents: balance × annual rate ÷ 12, rounded half up to the cent. */
const monthInterest = (cents: number, rateBp: number): number =>
  Math.floor((2 * cents * rateBp + 120000) / 240000);

/** Credit card interest on an unpaid balance (annual rate / 12 per month) and the yearly cost of a card. */
export function creditCardTask(
  mode: 'monthlyInterest' | 'newBalance' | 'annualCost',
  name: string,
  description: string,
) {
  return defineTask<CardParams>({
    name,
    description,
    build(rng, level) {
      const kind: CardParams['mode'] =
        level < 5
          ? mode
          : (
              {
                monthlyInterest: 'twoMonths',
                newBalance: 'minimumPayment',
                annualCost: 'compareCards',
              } as const
            )[mode];
      const balance =
        rng.int(1, byLevel(level, [5, 10, 20, 40, 40])) * 10000 + (level >= 3 ? rng.int(0, 9999) : 0);
      const rates = [1200, 1800, 1999, 2099, 2199, 2499];
      const rateBp = rng.pick(rates.slice(0, byLevel(level, [2, 3, 4, 5, 6])));
      const rate = `${scaledDecimal(rateBp, 2)}%`;
      let payment =
        kind === 'newBalance' ? Math.min(balance, rng.int(1, byLevel(level, [2, 4, 8, 10, 20])) * 2500) : 0;
      if (kind === 'minimumPayment') payment = Math.floor((3 * balance + 50) / 100);
      const purchases =
        (kind === 'newBalance' && level >= 3) || kind === 'minimumPayment'
          ? rng.int(1, 200) * 100 + rng.int(0, 99)
          : 0;
      const fee = kind === 'annualCost' || kind === 'compareCards' ? rng.pick([0, 3900, 9900, 12000]) : 0;
      const rateBp2 = kind === 'compareCards' ? rng.pick(rates.filter((r) => r !== rateBp)) : 0;
      const fee2 = kind === 'compareCards' ? rng.pick([0, 3900, 9900, 12000].filter((f) => f !== fee)) : 0;
      const m = (cents: number): string => money(cents);
      let cents: number;
      let text: string;
      let title: string;
      let explanation: string;
      let hint: string;
      let alternative: number;
      const wrong: Misconception[] = [];
      const exactMonth = (c: number, r: number): string => toDecimalString(rat(c * r, 1200 * 10000), 4, true);
      switch (kind) {
        case 'monthlyInterest': {
          cents = monthInterest(balance, rateBp);
          alternative = cents;
          title = 'How much interest is charged this month?';
          text = `A credit card charges ${rate} interest per year, charged monthly as one twelfth of the yearly rate. The unpaid balance is ${m(balance)}. Round the interest to the nearest cent.`;
          explanation = `One month's interest is ${m(balance)} × ${rate} ÷ 12 = ${m(balance)} × ${scaledDecimal(rateBp, 4)} ÷ 12 ≈ $${exactMonth(balance, rateBp)}. Rounded to the nearest cent: ${m(cents)}.`;
          hint = `The yearly rate is ${rate}; one month charges a twelfth of that on ${m(balance)}.`;
          wrong.push({
            answer: moneyAnswer(Math.floor((balance * rateBp + 5000) / 10000)),
            hint: 'That is a whole year of interest: divide by 12 for one month.',
          });
          break;
        }
        case 'twoMonths': {
          const first = monthInterest(balance, rateBp);
          const second = monthInterest(balance + first, rateBp);
          cents = first + second;
          alternative = Math.round((balance * ((1 + rateBp / 120000) ** 2 - 1) * 100) / 100);
          title = 'How much interest is charged over the two months?';
          text = `A credit card charges ${rate} per year, one twelfth each month. A balance of ${m(balance)} is carried for two months with no payments or purchases, and the first month's interest is added to the balance. ${EACH_MONTH}`;
          explanation = `Month 1: ${m(balance)} × ${rate} ÷ 12 ≈ $${exactMonth(balance, rateBp)}, rounded to ${m(first)}. The balance becomes ${m(balance)} + ${m(first)} = ${m(balance + first)}. Month 2: ${m(balance + first)} × ${rate} ÷ 12 ≈ $${exactMonth(balance + first, rateBp)}, rounded to ${m(second)}. Total interest: ${m(first)} + ${m(second)} = ${m(cents)}.`;
          hint =
            'Work one month at a time: the second month charges interest on the first month\u2019s interest too.';
          wrong.push({
            answer: moneyAnswer(2 * first),
            hint: 'In month 2 the balance is larger: it includes month 1\u2019s interest.',
          });
          break;
        }
        case 'newBalance':
        case 'minimumPayment': {
          const unpaid = balance - payment;
          const interest = monthInterest(unpaid, rateBp);
          cents = unpaid + interest + purchases;
          alternative = cents;
          title = 'What is the balance on the next statement?';
          const paid =
            kind === 'minimumPayment'
              ? 'The minimum payment, 3% of the balance rounded to the cent, is paid'
              : `${m(payment)} is paid`;
          text = `A statement shows ${m(balance)} owing. ${paid}, and interest of ${rate} per year (one twelfth per month) is charged on the rest${purchases ? `. New purchases total ${m(purchases)}` : ''}. Round the interest to the nearest cent.`;
          explanation = `${kind === 'minimumPayment' ? `The minimum payment is 3% of ${m(balance)}: ${m(balance)} × 0.03 ≈ ${m(payment)}. ` : ''}Unpaid: ${m(balance)} - ${m(payment)} = ${m(unpaid)}. Interest: ${m(unpaid)} × ${rate} ÷ 12 ≈ $${exactMonth(unpaid, rateBp)}, rounded to ${m(interest)}. ${purchases ? `Next balance: ${m(unpaid)} + ${m(interest)} + ${m(purchases)} = ${m(cents)}.` : `Next balance: ${m(unpaid)} + ${m(interest)} = ${m(cents)}.`}`;
          hint =
            kind === 'minimumPayment'
              ? `Find the minimum payment first: 3% of ${m(balance)}.`
              : `Interest is charged only on what is left after the ${m(payment)} payment.`;
          wrong.push({
            answer: moneyAnswer(unpaid + monthInterest(balance, rateBp) + purchases),
            hint: 'Interest is charged on the unpaid part, after the payment.',
          });
          if (purchases)
            wrong.push({
              answer: moneyAnswer(unpaid + interest),
              hint: `Add the new purchases of ${m(purchases)} too.`,
            });
          break;
        }
        case 'annualCost': {
          const month = monthInterest(balance, rateBp);
          cents = fee + 12 * month;
          alternative = fee + Math.floor((balance * rateBp + 5000) / 10000);
          title = 'What does the credit card cost in a year?';
          text = `A card has a ${m(fee)} annual fee and charges ${rate} per year (one twelfth each month). A balance of ${m(balance)} is carried every month for a year. ${EACH_MONTH}`;
          explanation = `Each month's interest: ${m(balance)} × ${rate} ÷ 12 ≈ $${exactMonth(balance, rateBp)}, rounded to ${m(month)}. For 12 months: 12 × ${m(month)} = ${m(12 * month)}. Add the annual fee: ${m(12 * month)} + ${m(fee)} = ${m(cents)}.`;
          hint = `Find one month's interest on ${m(balance)} first, then think about 12 months and the fee.`;
          if (fee) wrong.push({ answer: moneyAnswer(12 * month), hint: `Add the ${m(fee)} annual fee.` });
          wrong.push({
            answer: moneyAnswer(fee + month),
            hint: 'The balance is carried all year: that is 12 months of interest.',
          });
          break;
        }
        case 'compareCards': {
          const cost1 = fee + 12 * monthInterest(balance, rateBp);
          const cost2 = fee2 + 12 * monthInterest(balance, rateBp2);
          cents = Math.abs(cost1 - cost2);
          alternative = Math.abs(
            fee +
              Math.floor((balance * rateBp + 5000) / 10000) -
              fee2 -
              Math.floor((balance * rateBp2 + 5000) / 10000),
          );
          title = 'How much less does the cheaper credit card cost for the year?';
          text = `Card A has a ${m(fee)} annual fee and charges ${rate} per year; card B has a ${m(fee2)} annual fee and charges ${scaledDecimal(rateBp2, 2)}% per year. Each charges one twelfth of its rate every month. A balance of ${m(balance)} is carried all year. ${EACH_MONTH}`;
          explanation = `Card A: ${m(balance)} × ${rate} ÷ 12 ≈ $${exactMonth(balance, rateBp)}, rounded to ${m(monthInterest(balance, rateBp))} a month, so a year costs 12 × ${m(monthInterest(balance, rateBp))} + ${m(fee)} = ${m(cost1)}. Card B: ${m(balance)} × ${scaledDecimal(rateBp2, 2)}% ÷ 12 ≈ $${exactMonth(balance, rateBp2)}, rounded to ${m(monthInterest(balance, rateBp2))} a month, so a year costs 12 × ${m(monthInterest(balance, rateBp2))} + ${m(fee2)} = ${m(cost2)}. Card ${cost1 <= cost2 ? 'A' : 'B'} is cheaper by ${m(Math.max(cost1, cost2))} - ${m(Math.min(cost1, cost2))} = ${m(cents)}.`;
          hint =
            'Work out a full year\u2019s cost of each card (12 months of interest plus the fee), then compare.';
          wrong.push({
            answer: moneyAnswer(
              Math.abs(12 * monthInterest(balance, rateBp) - 12 * monthInterest(balance, rateBp2)),
            ),
            hint: 'Include each card\u2019s annual fee in its cost.',
          });
          break;
        }
      }
      return {
        params: { balance, rateBp, payment, purchases, mode: kind, fee, rateBp2, fee2 },
        title,
        description: text,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(moneyAnswer(cents), 'money', wrong),
        lintFacts: {
          moneyRounding: {
            alternativeKeys: [moneyAnswer(alternative)],
            ruleStated:
              kind === 'monthlyInterest'
                ? 'Round to the nearest cent.'
                : kind.startsWith('newB') || kind === 'minimumPayment'
                  ? 'with the interest rounded to the nearest cent'
                  : EACH_MONTH,
          },
        },
      };
    },
    solve: (p) => {
      const monthlyRate = div(rat(p.rateBp, 10000), rat(12));
      const roundCents = (v: ReturnType<typeof rat>) =>
        rat(BigInt(toDecimalString(v, 2).replace('.', '')), 100);
      const interestOn = (amount: ReturnType<typeof rat>, r = monthlyRate) => roundCents(mul(amount, r));
      const balance = rat(p.balance, 100);
      switch (p.mode) {
        case 'monthlyInterest':
          return toDecimalString(interestOn(balance), 2);
        case 'twoMonths': {
          const first = interestOn(balance);
          return toDecimalString(add(first, interestOn(add(balance, first))), 2);
        }
        case 'newBalance':
        case 'minimumPayment': {
          const paid =
            p.mode === 'minimumPayment' ? roundCents(mul(balance, rat(3, 100))) : rat(p.payment, 100);
          const unpaid = sub(balance, paid);
          return toDecimalString(add(add(unpaid, interestOn(unpaid)), rat(p.purchases, 100)), 2);
        }
        case 'annualCost':
          return toDecimalString(add(rat(p.fee, 100), mul(rat(12), interestOn(balance))), 2);
        case 'compareCards': {
          const cost = (r: number, fee: number) =>
            add(rat(fee, 100), mul(rat(12), interestOn(balance, div(rat(r, 10000), rat(12)))));
          const diff = sub(cost(p.rateBp, p.fee), cost(p.rateBp2, p.fee2));
          return toDecimalString(diff.n < 0n ? rat(-diff.n, diff.d) : diff, 2);
        }
      }
    },
    complexity: (p) =>
      magnitude(p.balance / 100) +
      (p.balance % 100 !== 0 ? 1 : 0) +
      (p.rateBp % 100 !== 0 ? 1 : 0) +
      (p.purchases ? 1 : 0) +
      (p.payment ? 0.5 : 0) +
      (['twoMonths', 'minimumPayment', 'compareCards'].includes(p.mode) ? 4 : 0),
  });
}

interface RateChangeParams {
  start: number;
  rate: number;
  minutes: number;
  /** Level 5 works backwards: the start and end depths are given and the rate is asked. */
  findRate: boolean;
}

/** Integer multiplication in context: a diver's steady descents and ascents, always at or below the surface. */
export function rateChangeTask(name: string, description: string) {
  return defineTask<RateChangeParams>({
    name,
    description,
    build(rng, level) {
      const minutes = rng.int(2, byLevel(level, [5, 8, 10, 12, 9]));
      let start = 0;
      let rate: number;
      // A recreational diver stays between the surface and 40 m down; redraw until the dive fits.
      const deepest = byLevel(level, [40, 40, 30, 40, 40]);
      do {
        rate =
          level <= 2
            ? -rng.int(2, byLevel(level, [5, 6, 8, 8, 8]))
            : rng.signed(2, byLevel(level, [5, 6, 6, 8, 7]));
        start = level >= 3 ? -rng.int(2, deepest) : 0;
      } while (start + rate * minutes > 0 || start + rate * minutes < -deepest);
      const end = start + rate * minutes;
      const findRate = level === 5;
      const change = rate * minutes;
      const moving = rate < 0 ? 'descends' : 'rises';
      let title: string;
      let text: string;
      let answer: number;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      if (findRate) {
        answer = rate;
        title = 'At what rate did the diver move?';
        text = `A diver goes from ${start} m to ${end} m (relative to sea level) at a steady rate in ${minutes} minutes. Give the rate in metres per minute (negative for going down).`;
        explanation = `The change is the end minus the start: ${end} - (${start}) = ${change} m. Spread over ${minutes} minutes: ${change} ÷ ${minutes} = ${answer} m per minute.`;
        hint = `Find the change in depth first: end minus start, ${end} - (${start}).`;
        wrong.push({
          answer: String(-rate),
          hint: `The diver ${rate < 0 ? 'goes deeper, so the rate is negative' : 'comes up, so the rate is positive'}.`,
        });
        wrong.push({
          answer: String(end / minutes),
          hint: `Use the change in depth, not the final depth ${end} m.`,
        });
      } else if (level >= 3) {
        answer = end;
        title = 'What is the final elevation?';
        text = `A diver starts at ${start} m (relative to sea level) and ${moving} ${Math.abs(rate)} m per minute for ${minutes} minutes. Give the final elevation in metres (negative below sea level).`;
        explanation = `${rate < 0 ? 'Going down' : 'Coming up'} ${Math.abs(rate)} m a minute is a rate of ${rate} m per minute, so the change is ${rate} × ${minutes} = ${change} m. The final elevation is ${start} + (${change}) = ${answer} m.`;
        hint = `The change is rate × time: ${rate < 0 ? 'descending' : 'rising'} ${Math.abs(rate)} m a minute for ${minutes} minutes.`;
        wrong.push({
          answer: String(start - change),
          hint: `${rate < 0 ? 'Descending makes the elevation lower (more negative)' : 'Rising makes the elevation higher (less negative)'}.`,
        });
        wrong.push({ answer: String(change), hint: `Start from ${start} m, not from sea level.` });
      } else {
        answer = change;
        title = 'What is the change in elevation?';
        text = `A diver starts at the surface and descends ${Math.abs(rate)} m per minute for ${minutes} minutes. Give the change in metres (negative for down).`;
        explanation = `Going down ${Math.abs(rate)} m a minute is a change of ${rate} m each minute. Over ${minutes} minutes: ${rate} × ${minutes} = ${answer} m.`;
        hint = `Down is negative: each minute changes the elevation by ${rate} m.`;
        wrong.push({ answer: String(-change), hint: 'Going down is a negative change.' });
      }
      return {
        params: { start, rate, minutes, findRate },
        title,
        description: text,
        answer: String(answer),
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(String(answer), 'number', wrong),
        lintFacts: { contextValues: [{ context: 'diver-elevation-m', values: [start, end] }] },
      };
    },
    solve: (p) => {
      if (p.findRate) {
        const end = add(rat(p.start), mul(rat(p.rate), rat(p.minutes)));
        return toFractionString(div(sub(end, rat(p.start)), rat(p.minutes)));
      }
      return toFractionString(
        p.start === 0
          ? mul(rat(p.rate), rat(p.minutes))
          : add(rat(p.start), mul(rat(p.rate), rat(p.minutes))),
      );
    },
    complexity: (p) =>
      magnitude(p.rate * p.minutes) +
      (p.start !== 0 ? 2 : 0) +
      magnitude(p.start) / 2 +
      (p.rate > 0 ? 0.5 : 0) +
      (p.findRate ? 3 : 0),
  });
}
