/**
 * Grade 8 adding and subtracting: integers in Ontario contexts (B2.4) and fractions with mixed numbers and signs
 * (B2.5). Level 5 works backwards from a result, a question of a different kind from the forward sums below it.
 */
import { bracket, texFraction, texRational } from '../core/format';
import { type PerLevel, byLevel, lcm } from '../core/levels';
import { type MeasureUnit, measureDenominators, properNumerator } from '../core/measure-fractions';
import { type Rational, add, neg, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import type { DifficultyLevel } from '../types';
import { defineGrade8Task } from './grade8-number.family';

// ---------------------------------------------------------------------------------------------------------------
// B2.4 Adding and subtracting integers

type IntegerKind = 'pair' | 'subtractNegative' | 'weather' | 'chain' | 'backwards';

interface IntegerParams {
  kind: IntegerKind;
  /** pair, subtractNegative, chain: the terms; weather: start, rise, fall; backwards: end, first change, second. */
  terms: number[];
  ops: ('+' | '-')[];
  place: string;
  /** backwards: 0 = temperature, 1 = diver. */
  story: number;
}

const INTEGER_LEVELS: PerLevel<IntegerKind> = ['pair', 'subtractNegative', 'weather', 'chain', 'backwards'];
const COLD_TOWNS = ['Timmins', 'Thunder Bay', 'Kapuskasing', 'Sudbury', 'North Bay', 'Kenora'];
const DIVE_SITES = ['Georgian Bay', 'Lake Huron near Tobermory', 'Lake Superior', 'the Bay of Quinte'];

function chainValue(terms: number[], ops: ('+' | '-')[]): number {
  return ops.reduce((acc, op, i) => (op === '+' ? acc + terms[i + 1]! : acc - terms[i + 1]!), terms[0]!);
}

function solveInteger(p: IntegerParams): string {
  const [a = 0, b = 0, c = 0] = p.terms;
  switch (p.kind) {
    case 'pair':
    case 'subtractNegative':
    case 'chain':
      return String(chainValue(p.terms, p.ops));
    case 'weather':
      return String(a + b - c);
    case 'backwards':
      // temperature: fell b then rose c to a; diver: went down b then up c to a. Undo in reverse order.
      return String(a - c + b);
  }
}

function chainTex(terms: number[], ops: ('+' | '-')[]): string {
  return terms.map((t, i) => (i === 0 ? String(t) : ` ${ops[i - 1]} ${bracket(t)}`)).join('');
}

function chainSteps(terms: number[], ops: ('+' | '-')[]): string {
  const steps: string[] = [];
  let acc = terms[0]!;
  ops.forEach((op, i) => {
    const t = terms[i + 1]!;
    const next = op === '+' ? acc + t : acc - t;
    const why =
      op === '-' && t < 0
        ? ` (subtracting ${t} is adding ${-t})`
        : op === '+' && t < 0
          ? ` (adding ${t} is subtracting ${-t})`
          : '';
    steps.push(`$${bracket(acc)} ${op} ${bracket(t)} = ${next}$${why}`);
    acc = next;
  });
  return steps.join(', then ');
}

function integerBuild(rng: Rng, level: DifficultyLevel): IntegerParams {
  const kind = byLevel(level, INTEGER_LEVELS);
  const place = rng.pick(COLD_TOWNS);
  switch (kind) {
    case 'pair': {
      const a = -rng.int(2, 20);
      const b = rng.int(2, 20);
      return rng.bool()
        ? { kind, terms: [a, b], ops: ['+'], place, story: 0 }
        : { kind, terms: [b, -rng.int(2, 20)], ops: ['+'], place, story: 0 };
    }
    case 'subtractNegative':
      return { kind, terms: [rng.signed(2, 30), -rng.int(2, 30)], ops: ['-'], place, story: 0 };
    case 'weather': {
      const start = rng.int(-25, 0);
      const rise = rng.int(3, Math.min(15, 10 - start));
      const fall = rng.int(4, 18);
      return { kind, terms: [start, rise, fall], ops: [], place, story: 0 };
    }
    case 'chain': {
      const terms = Array.from({ length: 4 }, () => rng.signed(5, 60));
      const ops = Array.from({ length: 3 }, () => (rng.bool() ? '+' : '-'));
      // At least one "minus a negative", the step this level is about.
      terms[2] = -Math.abs(terms[2]!);
      ops[1] = '-';
      return { kind, terms, ops, place, story: 0 };
    }
    case 'backwards': {
      const story = rng.int(0, 1);
      if (story === 0) {
        const end = rng.int(-25, -5);
        const rose = rng.int(3, 10);
        const fell = rng.int(5, Math.min(15, 10 - (end - rose)));
        return { kind, terms: [end, fell, rose], ops: [], place, story };
      }
      const end = rng.int(-45, -15);
      const rose = rng.int(3, 12);
      // She starts below the surface: end - rose + dove <= -1.
      const dove = rng.int(Math.max(10, rose + 1), Math.min(25, rose - end - 1));
      return { kind, terms: [end, dove, rose], ops: [], place: rng.pick(DIVE_SITES), story };
    }
  }
}

export function integerSumsTask(name: string, description: string) {
  return defineGrade8Task<IntegerParams>({
    name,
    description,
    build(rng, level) {
      const params = integerBuild(rng, level);
      const answer = solveInteger(params);
      const { terms, ops, place } = params;
      const [a = 0, b = 0, c = 0] = terms;
      if (params.kind === 'weather') {
        const noon = a + b;
        return {
          params,
          title: `At 6 a.m. in ${place} the temperature was ${a} °C. By noon it had risen ${b} °C, and by 9 p.m. it had fallen ${c} °C from noon. What was the temperature at 9 p.m., in °C?`,
          answer,
          answerKind: 'number',
          lintFacts: { contextValues: [{ context: 'ontario-winter-celsius', values: [a, noon, noon - c] }] },
          explanation: `A rise adds and a fall subtracts. By noon: $${a} + ${b} = ${noon}$ °C. By 9 p.m.: $${noon} - ${c} = ${answer}$ °C. The temperature at 9 p.m. was ${answer} °C.`,
          hints: [`Start at ${a} and move ${b} up the thermometer first.`],
          misconceptions: [
            {
              answer: String(-a + b - c),
              hint: `The morning temperature was ${a}, below zero: start below zero on the thermometer.`,
            },
            {
              answer: String(a - b + c),
              hint: 'A rise makes the temperature go up (add); a fall makes it go down (subtract).',
            },
          ],
        };
      }
      if (params.kind === 'backwards') {
        const middle = a - c;
        if (params.story === 0)
          return {
            params,
            title: `Overnight in ${place} the temperature fell ${b} °C. Then by noon it rose ${c} °C, reaching ${a} °C. What was the temperature before it fell, in °C?`,
            answer,
            answerKind: 'number',
            lintFacts: {
              contextValues: [{ context: 'ontario-winter-celsius', values: [a, middle, Number(answer)] }],
            },
            explanation: `Work backwards and undo each change in reverse order. Undo the rise of ${c}: $${a} - ${c} = ${middle}$ °C before noon. Undo the fall of ${b}: $${middle} + ${b} = ${answer}$ °C. Check: $${answer} - ${b} + ${c} = ${a}$. The temperature before it fell was ${answer} °C.`,
            hints: [
              `Start from ${a} °C and go back in time: the last change was a rise of ${c} °C.`,
              'To undo a rise, subtract; to undo a fall, add.',
            ],
            misconceptions: [
              {
                answer: String(a - b + c),
                hint: 'Going back in time reverses each change: undo the fall by adding, not subtracting.',
              },
            ],
          };
        return {
          params,
          title: `A diver in ${place} went down ${b} m, then came up ${c} m, and is now at ${a} m (below the surface). At what elevation did she start, in metres?`,
          answer,
          answerKind: 'number',
          lintFacts: {
            contextValues: [{ context: 'diver-elevation-m', values: [a, middle, Number(answer)] }],
          },
          explanation: `Work backwards and undo each move in reverse order. Undo coming up ${c} m: $${a} - ${c} = ${middle}$ m. Undo going down ${b} m: $${middle} + ${b} = ${answer}$ m. Check: $${answer} - ${b} + ${c} = ${a}$. She started at ${answer} m.`,
          hints: [
            `Start from ${a} m and undo the last move first: she had come up ${c} m.`,
            'To undo going down, go up (add).',
          ],
          misconceptions: [
            {
              answer: String(a - b + c),
              hint: 'Undo each move: going back, a descent becomes a climb (add) and a climb becomes a descent (subtract).',
            },
          ],
        };
      }
      const tex = chainTex(terms, ops);
      const slip = ops.reduce((acc, op, i) => {
        const t = terms[i + 1]!;
        return op === '-' && t < 0 ? acc + t : op === '+' ? acc + t : acc - t;
      }, a);
      return {
        params,
        title: `Evaluate $${tex}$.`,
        description: params.kind === 'chain' ? 'Work from left to right.' : null,
        answer,
        answerKind: 'number',
        explanation: `${params.kind === 'chain' ? 'Work from left to right: ' : ''}${chainSteps(terms, ops)}. So $${tex} = ${answer}$.`,
        hints: [
          params.kind === 'pair'
            ? `The numbers have different signs: find the difference of ${Math.abs(a)} and ${Math.abs(b)}, and keep the sign of the one further from zero.`
            : params.kind === 'subtractNegative'
              ? `Subtracting a negative number is the same as adding its opposite: rewrite $${bracket(a)} - ${bracket(b)}$ as an addition first.`
              : `Work from left to right, and rewrite $- ${bracket(c)}$ as $+ ${-c}$ when you reach it.`,
        ],
        misconceptions: [
          {
            answer: String(slip),
            hint: 'Subtracting a negative is adding its opposite: two minus signs in a row make a plus.',
          },
          {
            answer: String(-Number(answer)),
            hint: 'Check the sign of the result: which number is further from zero?',
          },
        ],
      };
    },
    solve: solveInteger,
    complexity: (p) => INTEGER_LEVELS.indexOf(p.kind) + 1 + p.terms.length / 10,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// B2.5 Adding and subtracting fractions and mixed numbers

interface Mixed {
  /** Sign of the whole number. */
  negative: boolean;
  whole: number;
  n: number;
  d: number;
}

type FractionKind = 'simple' | 'subtract' | 'mixed' | 'recipe' | 'backwards' | 'signedThree';

interface FractionParams {
  kind: FractionKind;
  values: Mixed[];
  ops: ('+' | '-')[];
  /** recipe and backwards: which story. */
  story: number;
}

const value = (m: Mixed): Rational => {
  const v = rat(m.whole * m.d + m.n, m.d);
  return m.negative ? neg(v) : v;
};

function mixedTex(m: Mixed, inBrackets = false): string {
  const body =
    m.whole > 0 ? (m.n > 0 ? `${m.whole}${texFraction(m.n, m.d)}` : String(m.whole)) : texFraction(m.n, m.d);
  if (!m.negative) return body;
  return inBrackets ? `\\left(-${body}\\right)` : `-${body}`;
}

function randomMixed(rng: Rng, maxDen: number, whole: [number, number], negative = false): Mixed {
  const d = rng.int(2, maxDen);
  let n = rng.int(1, d - 1);
  while (lcm(n, d) !== n * d) n = rng.int(1, d - 1);
  return { negative, whole: rng.int(whole[0], whole[1]), n, d };
}

function sumOf(values: Mixed[], ops: ('+' | '-')[]): Rational {
  return ops.reduce(
    (acc, op, i) => (op === '+' ? add(acc, value(values[i + 1]!)) : sub(acc, value(values[i + 1]!))),
    value(values[0]!),
  );
}

function solveFraction(p: FractionParams): string {
  if (p.kind === 'backwards') {
    // The goal minus what is already done.
    const [goal, ...done] = p.values;
    return toFractionString(done.reduce((acc, m) => sub(acc, value(m)), value(goal!)));
  }
  return toFractionString(sumOf(p.values, p.ops));
}

/** How far up the levels a kind of question sits (both families share the first three). */
const FRACTION_RANK: Record<FractionKind, number> = {
  simple: 1,
  subtract: 2,
  mixed: 3,
  recipe: 4,
  signedThree: 4,
  backwards: 5,
};

const FRACTION_LEVELS: Record<'mixed' | 'signed', PerLevel<FractionKind>> = {
  mixed: ['simple', 'subtract', 'mixed', 'recipe', 'backwards'],
  signed: ['simple', 'subtract', 'mixed', 'signedThree', 'backwards'],
};

function fractionBuild(rng: Rng, level: DifficultyLevel, family: 'mixed' | 'signed'): FractionParams {
  const kind = byLevel(level, FRACTION_LEVELS[family]);
  const signed = family === 'signed';
  for (;;) {
    let params: FractionParams;
    switch (kind) {
      case 'simple':
        params = {
          kind,
          values: [randomMixed(rng, 6, [0, 0], signed), randomMixed(rng, 6, [0, 0])],
          ops: ['+'],
          story: 0,
        };
        break;
      case 'subtract':
        params = {
          kind,
          values: [randomMixed(rng, 10, [0, 0], signed && rng.bool()), randomMixed(rng, 10, [0, 0])],
          ops: ['-'],
          story: 0,
        };
        break;
      case 'mixed':
        params = {
          kind,
          values: [
            randomMixed(rng, 8, [1, 4], signed),
            randomMixed(rng, 8, [signed ? 0 : 1, 3], signed && rng.bool()),
          ],
          ops: [signed ? rng.pick(['+', '-'] as const) : '+'],
          story: 0,
        };
        break;
      case 'recipe': {
        // An amount of flour, syrup or ribbon is measured in the parts of its own measure (quarters of a cup,
        // tenths of a litre), two different ones of one family so the common denominator stays small.
        const story = rng.int(0, RECIPES.length - 1);
        const [have, used] = measureDenominators(rng, RECIPES[story]!.unit, 10, 2, true) as [number, number];
        params = {
          kind,
          values: [
            { negative: false, whole: rng.int(2, 5), n: properNumerator(rng, have), d: have },
            { negative: false, whole: rng.int(1, 2), n: properNumerator(rng, used), d: used },
          ],
          ops: ['-'],
          story,
        };
        break;
      }
      case 'signedThree':
        params = {
          kind,
          values: [
            randomMixed(rng, 6, [0, 2], true),
            randomMixed(rng, 6, [0, 2], rng.bool()),
            randomMixed(rng, 6, [0, 1], true),
          ],
          ops: [rng.pick(['+', '-'] as const), '-'],
          story: 0,
        };
        break;
      case 'backwards':
        params = signed
          ? {
              kind,
              values: [randomMixed(rng, 8, [0, 3], rng.bool()), randomMixed(rng, 8, [1, 3], true)],
              ops: [],
              story: 1,
            }
          : {
              kind,
              values: [randomMixed(rng, 4, [6, 9]), randomMixed(rng, 6, [1, 2]), randomMixed(rng, 6, [1, 2])],
              ops: [],
              story: 0,
            };
        break;
    }
    const result = sumOrRemaining(params);
    const differentDenominators = new Set(params.values.map((m) => m.d)).size > 1;
    // Positive answers where the story needs them; a whole-number answer or equal denominators would skip the skill.
    const fine = result.d !== 1n && differentDenominators && (signed || result.n > 0n);
    if (fine) return params;
  }
}

const RECIPES: { item: string; task: string; unit: MeasureUnit }[] = [
  { item: 'cups of flour', task: 'bakes bannock for a class feast and uses', unit: 'cup' },
  { item: 'litres of maple syrup', task: 'fills small bottles for a fundraiser and uses', unit: 'L' },
  { item: 'metres of ribbon', task: 'wraps gifts for a school raffle and uses', unit: 'm' },
];

export function fractionSumsTask(family: 'mixed' | 'signed', name: string, description: string) {
  return defineGrade8Task<FractionParams>({
    name,
    description,
    build(rng, level) {
      const params = fractionBuild(rng, level, family);
      const answer = solveFraction(params);
      const result = sumOrRemaining(params);
      const resultTex = texRational(result);
      const asMixed = mixedOf(result);
      // The mixed family's amounts are never negative, so its example is too; a mixed number is accepted as well.
      const typeRule =
        family === 'signed'
          ? 'Type the answer as a fraction in lowest terms, like -7/4, not as a mixed number.'
          : 'Type the answer as a fraction in lowest terms, like 7/4, or as a mixed number, like 1 3/4.';
      // "In lowest terms" is then what the checker accepts: 7/4 or 1 3/4, not 14/8.
      const requiresAnswerForm = family === 'mixed';
      const steps = workedSteps(params);
      const close = `${asMixed ? `, which is $${asMixed}$` : ''}`;
      const misconceptions = [
        {
          answer: toFractionString(addingDenominators(params)),
          hint: 'Fractions need a common denominator before you add or subtract: add or subtract the numerators only.',
        },
      ];
      if (params.kind === 'recipe') {
        const [have, used] = params.values as [Mixed, Mixed];
        const story = RECIPES[params.story] ?? RECIPES[0]!;
        return {
          params,
          title: `Kiona has $${mixedTex(have)}$ ${story.item}. She ${story.task} $${mixedTex(used)}$ ${story.item}. How many ${story.item} are left?`,
          description: typeRule,
          answer,
          answerKind: 'fraction',
          requiresAnswerForm,
          explanation: `Subtract what she uses from what she has. ${steps} She has $${resultTex}$${close} ${story.item} left.`,
          hints: [
            `Write $${mixedTex(have)}$ and $${mixedTex(used)}$ as improper fractions with the denominator ${lcm(have.d, used.d)}.`,
          ],
          misconceptions,
        };
      }
      if (params.kind === 'backwards') {
        const [goal, first, second] = params.values as [Mixed, Mixed, Mixed?];
        if (second)
          return {
            params,
            title: `Maya's goal is to run $${mixedTex(goal)}$ km in three days. She ran $${mixedTex(first)}$ km on Monday and $${mixedTex(second)}$ km on Tuesday. How many kilometres must she run on Wednesday to reach her goal?`,
            description: typeRule,
            answer,
            answerKind: 'fraction',
            requiresAnswerForm,
            explanation: `Work backwards: Wednesday's distance is the goal minus what she has run. ${steps} She must run $${resultTex}$${close} km on Wednesday.`,
            hints: [
              `Add Monday and Tuesday first, then subtract that sum from $${mixedTex(goal)}$.`,
              `A common denominator for ${goal.d}, ${first.d} and ${second.d} is ${lcm(lcm(goal.d, first.d), second.d)}.`,
            ],
            misconceptions: [
              {
                answer: toFractionString(add(add(value(goal), value(first)), value(second))),
                hint: 'The goal is the total: subtract the distances already run.',
              },
            ],
          };
        return {
          params,
          title: `What number must be added to $${mixedTex(first)}$ to get $${mixedTex(goal)}$?`,
          description: typeRule,
          answer,
          answerKind: 'fraction',
          requiresAnswerForm,
          explanation: `Work backwards: the number is the target minus the start. ${steps} The number is $${resultTex}$${close}.`,
          hints: [
            `Subtract: $${mixedTex(goal)} - ${mixedTex(first, true)}$. Subtracting a negative adds its opposite.`,
          ],
          misconceptions: [
            {
              answer: toFractionString(add(value(goal), value(first))),
              hint: 'The missing number is the target minus the start, not their sum.',
            },
          ],
        };
      }
      const tex = params.values
        .map((m, i) => (i === 0 ? mixedTex(m) : ` ${params.ops[i - 1]} ${mixedTex(m, true)}`))
        .join('');
      return {
        params,
        title: `Evaluate $${tex}$.`,
        description: typeRule,
        answer,
        answerKind: 'fraction',
        requiresAnswerForm,
        explanation: `${steps} So $${tex} = ${resultTex}$${close}.`,
        hints: [
          `Find a common denominator for ${[...new Set(params.values.map((m) => m.d))].join(' and ')} first.`,
        ],
        misconceptions,
      };
    },
    solve: solveFraction,
    complexity: (p) => FRACTION_RANK[p.kind] + p.values.length / 10,
  });
}

/** The value asked for: the sum, or for "backwards" the goal minus what is done. */
function sumOrRemaining(p: FractionParams): Rational {
  if (p.kind !== 'backwards') return sumOf(p.values, p.ops);
  const [goal, ...done] = p.values;
  return done.reduce((acc, m) => sub(acc, value(m)), value(goal!));
}

/** `4\frac{1}{12}` for 49/12 (and `-4\frac{1}{12}`), or null for a proper fraction. */
function mixedOf(r: Rational): string | null {
  const negative = r.n < 0n;
  const n = negative ? -r.n : r.n;
  if (n < r.d || r.d === 1n) return null;
  return `${negative ? '-' : ''}${(n / r.d).toString()}${texFraction(Number(n % r.d), Number(r.d))}`;
}

/** The classic slip: numerators and denominators combined separately. */
function addingDenominators(p: FractionParams): Rational {
  const signedParts = p.values.map((m) => {
    const improper = m.whole * m.d + m.n;
    return { n: m.negative ? -improper : improper, d: m.d };
  });
  const ops = p.kind === 'backwards' ? p.values.slice(1).map(() => '-' as const) : p.ops;
  let n = signedParts[0]!.n;
  let d = signedParts[0]!.d;
  ops.forEach((op, i) => {
    const part = signedParts[i + 1]!;
    n = op === '+' ? n + part.n : n - part.n;
    d += part.d;
  });
  return rat(n, d);
}

/** Improper fractions, the common denominator, the numerators combined, the result simplified. */
function workedSteps(p: FractionParams): string {
  const values = p.values;
  const ops = p.kind === 'backwards' ? values.slice(1).map(() => '-' as const) : p.ops;
  const common = values.reduce((acc, m) => lcm(acc, m.d), 1);
  const improper = values.map((m) => (m.negative ? -1 : 1) * (m.whole * m.d + m.n));
  const scaled = improper.map((n, i) => (n * common) / values[i]!.d);
  const parts: string[] = [];
  const mixedOnes = values.filter((m) => m.whole > 0);
  if (mixedOnes.length > 0)
    parts.push(
      `Write the mixed numbers as improper fractions: ${mixedOnes
        .map((m) => `$${mixedTex(m)} = ${m.negative ? '-' : ''}${texFraction(m.whole * m.d + m.n, m.d)}$`)
        .join(' and ')}.`,
    );
  const signed = (n: number): string =>
    n < 0 ? `\\left(-${texFraction(-n, common)}\\right)` : texFraction(n, common);
  parts.push(
    `Use the common denominator ${common}: ${values
      .map(
        (m, i) =>
          `$${m.negative ? '-' : ''}${texFraction(m.whole * m.d + m.n, m.d)} = ${scaled[i]! < 0 ? '-' : ''}${texFraction(Math.abs(scaled[i]!), common)}$`,
      )
      .join(', ')}.`,
  );
  const raw = ops.reduce(
    (acc, op, i) => (op === '+' ? acc + scaled[i + 1]! : acc - scaled[i + 1]!),
    scaled[0]!,
  );
  const expression = scaled
    .map((n, i) =>
      i === 0
        ? n < 0
          ? `-${texFraction(-n, common)}`
          : texFraction(n, common)
        : ` ${ops[i - 1]} ${signed(n)}`,
    )
    .join('');
  const result = rat(raw, common);
  parts.push(
    `Combine the numerators: $${expression} = ${raw < 0 ? '-' : ''}${texFraction(Math.abs(raw), common)}$${result.d !== BigInt(common) ? `, which simplifies to $${texRational(result)}$` : ''}.`,
  );
  return parts.join(' ');
}
