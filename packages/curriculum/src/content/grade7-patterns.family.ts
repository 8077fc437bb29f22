/**
 * Grade 7 algebra additions: adding and subtracting degree-1 monomials (C2.1), patterns of integers that cross
 * zero and explain subtracting a negative (C1.4), and linear growing patterns moved between a table, words, an
 * expression and an equation (C1.2).
 */
import {
  bracket,
  linearExpression,
  linearExpressionTex,
  money,
  moneyAnswer,
  spacedExpression,
} from '../core/format';
import type { Rng } from '../core/rng';
import { polygonSvg } from '../core/svg';
import { defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

// No m: a side of 5m metres would read as five metres.
const VARIABLES = ['x', 'n', 'y', 'k', 'a', 'p'];
const NAMES = ['Ana', 'Kwame', 'Lucía', 'Ethan', 'Zara', 'Oliver', 'Hana', 'Yusuf'];

/** A monomial as written in a sum: `7x`, `x`. */
const mono = (c: number, v: string): string => (c === 1 ? v : `${c}${v}`);

// ---------------------------------------------------------------------------------------------------------------
// C2.1: add and subtract monomials

type MonomialKind = 'sum' | 'difference' | 'mixed' | 'perimeter' | 'missingSide';
const MONOMIAL_ORDER: MonomialKind[] = ['sum', 'difference', 'mixed', 'perimeter', 'missingSide'];

interface MonomialParams {
  kind: MonomialKind;
  variable: string;
  /** Signed coefficients of the terms (sum, difference, mixed); sides (perimeter); perimeter then known sides. */
  terms: number[];
}

function solveMonomials(p: MonomialParams): string {
  const total = p.terms.reduce((a, b) => a + b, 0);
  switch (p.kind) {
    case 'perimeter':
      return linearExpression(2 * total, 0, p.variable);
    case 'missingSide': {
      const [perimeter = 0, ...known] = p.terms;
      return linearExpression(perimeter - known.reduce((a, b) => a + b, 0), 0, p.variable);
    }
    case 'sum':
    case 'difference':
    case 'mixed':
      return linearExpression(total, 0, p.variable);
  }
}

/** The sum written with its signs: `7x − 3x + 2x` (plain text with the minus sign −; TeX takes `-`). */
function writeSum(terms: number[], v: string): string {
  return terms
    .map((c, i) => (i === 0 ? mono(c, v) : c < 0 ? `− ${mono(-c, v)}` : `+ ${mono(c, v)}`))
    .join(' ');
}

function buildMonomials(rng: Rng, level: DifficultyLevel): MonomialParams {
  const variable = rng.pick(VARIABLES);
  const kind = MONOMIAL_ORDER[level - 1] as MonomialKind;
  switch (kind) {
    case 'sum':
      return { kind, variable, terms: [rng.int(2, 9), rng.int(2, 9)] };
    case 'difference': {
      const a = rng.int(6, 15);
      return { kind, variable, terms: [a, -rng.int(2, a - 2)] };
    }
    case 'mixed': {
      for (;;) {
        const terms = [rng.int(3, 12), -rng.int(1, 9), rng.int(1, 9)];
        if (terms[1] === -1 && terms[2] === 1) continue;
        if (terms.reduce((a, b) => a + b, 0) > 1)
          return { kind, variable, terms: rng.bool() ? terms : [terms[0]!, terms[2]!, terms[1]!] };
      }
    }
    case 'perimeter': {
      const length = rng.int(4, 9);
      return { kind, variable, terms: [length, rng.int(1, length - 1)] };
    }
    case 'missingSide': {
      let sides = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
      // A real triangle: each side shorter than the other two together.
      while (2 * Math.max(...sides) >= sides[0]! + sides[1]! + sides[2]!)
        sides = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
      return { kind, variable, terms: [sides[0]! + sides[1]! + sides[2]!, sides[0]!, sides[1]!] };
    }
  }
}

export const monomialsTask = defineTask<MonomialParams>({
  name: 'Adding and subtracting monomials',
  description:
    'Collect like terms such as 7x − 3x + 2x, find the perimeter of a shape with sides like 3x, and work back to a missing side.',
  build(rng, level) {
    const params = buildMonomials(rng, level);
    const answer = solveMonomials(params);
    const v = params.variable;
    const total = params.terms.reduce((a, b) => a + b, 0);
    if (params.kind === 'perimeter') {
      const [l = 0, w = 0] = params.terms;
      const ls = mono(l, v);
      const ws = mono(w, v);
      const svg = polygonSvg(
        {
          vertices: [
            [0, 0],
            [l, 0],
            [l, w],
            [0, w],
          ],
          sideLabels: [ls, ws, ls, ws],
          rightAngleAt: [0, 1, 2, 3],
        },
        `A rectangle whose length is ${ls} and whose width is ${ws}; each side is labelled with its length.`,
      );
      return {
        params,
        title: `Write the perimeter of the rectangle as one term.`,
        description: `A garden bed is a rectangle with length $${ls}$ metres and width $${ws}$ metres. Write it as one term, like 12${v}.`,
        answer,
        answerKind: 'expression',
        requiresAnswerForm: true,
        imageSvg: svg,
        explanation: `The perimeter adds all four sides: $${ls} + ${ws} + ${ls} + ${ws}$. The like terms combine by adding their coefficients: ${l} + ${w} + ${l} + ${w} = ${2 * total}. The perimeter is $${answer}$ metres.`,
        hints: [
          `Add the four sides: two of $${ls}$ and two of $${ws}$. Like terms add by their coefficients.`,
        ],
        misconceptions: [
          {
            answer: linearExpression(total, 0, v),
            hint: 'A rectangle has four sides: two lengths and two widths.',
          },
        ],
        lintFacts: { drawsRightAngle: true },
      };
    }
    if (params.kind === 'missingSide') {
      const [perimeter = 0, a = 0, b = 0] = params.terms;
      const pa = mono(a, v);
      const pb = mono(b, v);
      const svg = polygonSvg(
        {
          vertices: [
            [0, 0],
            [10, 0],
            [4, 7],
          ],
          sideLabels: [pa, pb, '?'],
        },
        `A triangle with sides labelled ${pa}, ${pb} and a question mark for the unknown side, not drawn to scale. The perimeter is ${mono(perimeter, v)}.`,
      );
      return {
        params,
        title: `What is the length of the third side of the triangle?`,
        description: `The triangle's perimeter is $${mono(perimeter, v)}$ centimetres. Two of its sides are $${pa}$ and $${pb}$ centimetres. Write the third side as one term, like 4${v}.`,
        answer,
        answerKind: 'expression',
        requiresAnswerForm: true,
        imageSvg: svg,
        explanation: `The three sides add up to the perimeter, so the third side is the perimeter minus the two known sides: $${mono(perimeter, v)} - ${pa} - ${pb}$. Subtract the coefficients: ${perimeter} − ${a} − ${b} = ${perimeter - a - b}. The third side is $${answer}$ centimetres.`,
        hints: ['Start from the perimeter and take away the two sides you know.'],
        misconceptions: [
          {
            answer: linearExpression(perimeter + a + b, 0, v),
            hint: 'The known sides are part of the perimeter: subtract them, do not add them.',
          },
          {
            answer: linearExpression(perimeter - a, 0, v),
            hint: `Both known sides, $${pa}$ and $${pb}$, come off the perimeter.`,
          },
        ],
      };
    }
    const written = writeSum(params.terms, v).replace(/−/g, '-');
    const allAdded = params.terms.reduce((a, b) => a + Math.abs(b), 0);
    return {
      params,
      title: `Simplify $${written}$.`,
      description: `Write the answer as one term, like 5${v}.`,
      answer,
      answerKind: 'expression',
      requiresAnswerForm: true,
      explanation: `All the terms are like terms (each is a number of $${v}$'s), so combine their coefficients: ${params.terms
        .map((c, i) => (i === 0 ? String(c) : c < 0 ? `− ${-c}` : `+ ${c}`))
        .join(' ')} = ${total}. So $${written}$ simplifies to $${answer}$.`,
      hints: [
        `Think of each $${v}$ as one algebra tile: ${params.terms
          .map((c, i) => (i === 0 ? `start with ${c}` : c < 0 ? `take away ${-c}` : `add ${c}`))
          .join(', then ')}. How many $${v}$-tiles are there at the end?`,
      ],
      misconceptions:
        params.kind === 'sum'
          ? [
              {
                answer: `${total}${v}^2`,
                hint: `Adding like terms keeps the variable as it is: $${v} + ${v}$ is $2${v}$, not $${v}$ squared.`,
              },
            ]
          : [
              {
                answer: linearExpression(allAdded, 0, v),
                hint: 'A term with a minus sign in front is taken away, not added.',
              },
            ],
    };
  },
  solve: solveMonomials,
  complexity: (p) => MONOMIAL_ORDER.indexOf(p.kind) + 1 + p.terms.length / 10,
});

// ---------------------------------------------------------------------------------------------------------------
// C1.4: patterns with integers

type IntegerPatternKind = 'next' | 'later' | 'rising' | 'whichTerm' | 'subtractNegative';
const INTEGER_ORDER: IntegerPatternKind[] = ['next', 'later', 'rising', 'whichTerm', 'subtractNegative'];

interface IntegerPatternParams {
  kind: IntegerPatternKind;
  /** First term and constant change (subtractNegative: the first number and the number subtracted last). */
  start: number;
  step: number;
  /** Term number asked for (next, later, rising), or the term value whose number is asked (whichTerm). */
  target: number;
}

const term = (p: IntegerPatternParams, n: number): number => p.start + p.step * (n - 1);
const signed = (v: number): string => (v < 0 ? `−${-v}` : String(v));
const bracketed = (v: number): string => (v < 0 ? `(−${-v})` : String(v));

function solveIntegerPattern(p: IntegerPatternParams): string {
  switch (p.kind) {
    case 'whichTerm':
      return String((p.target - p.start) / p.step + 1);
    case 'subtractNegative':
      return String(p.start - p.step);
    case 'next':
    case 'later':
    case 'rising':
      return String(term(p, p.target));
  }
}

export const integerPatternTask = defineTask<IntegerPatternParams>({
  name: 'Patterns with integers',
  description:
    'Extend patterns of integers that cross zero, find far terms and term numbers, and use a pattern to explain subtracting a negative.',
  build(rng, level) {
    const kind = INTEGER_ORDER[level - 1] as IntegerPatternKind;
    let params: IntegerPatternParams;
    switch (kind) {
      case 'next': {
        const step = -rng.int(2, 6);
        // Four terms above zero, then the fifth falls to zero or below.
        const fifth = rng.int(step + 1, -1);
        params = { kind, start: fifth - 4 * step, step, target: 5 };
        break;
      }
      case 'later': {
        const step = -rng.int(3, 8);
        params = { kind, start: rng.int(4, 20), step, target: rng.int(7, 12) };
        break;
      }
      case 'rising': {
        const step = rng.int(3, 9);
        params = { kind, start: -rng.int(15, 40), step, target: rng.int(10, 20) };
        break;
      }
      case 'whichTerm': {
        const step = -rng.int(3, 9);
        const start = rng.int(10, 40);
        const n = rng.int(9, 20);
        params = { kind, start, step, target: start + step * (n - 1) };
        break;
      }
      case 'subtractNegative':
        params = { kind, start: rng.int(-9, 12), step: -rng.int(2, 9), target: 0 };
        break;
    }
    const answer = solveIntegerPattern(params);
    const shown = [1, 2, 3, 4].map((n) => signed(term(params, n))).join(', ');
    const stepText = params.step < 0 ? `subtract ${-params.step}` : `add ${params.step}`;
    switch (kind) {
      case 'next':
      case 'later':
      case 'rising': {
        const n = params.target;
        const jumps = n - 1;
        return {
          params,
          title:
            kind === 'next'
              ? `The pattern ${shown}, … continues in the same way. What is the next term?`
              : `The pattern ${shown}, … continues in the same way. What is term ${n}?`,
          answer,
          answerKind: 'number',
          explanation:
            kind === 'next'
              ? `In ${shown}, each term is ${Math.abs(params.step)} ${params.step < 0 ? 'less' : 'more'} than the one before, so ${stepText}: ${signed(term(params, 4))} ${params.step < 0 ? '−' : '+'} ${Math.abs(params.step)} = ${signed(term(params, 5))}. The pattern crosses zero, and the next term is ${signed(Number(answer))}.`
              : `In ${shown}, the constant change is ${signed(params.step)}. Term ${n} is ${jumps} changes after term 1: ${signed(params.start)} + ${jumps} × ${bracketed(params.step)} = ${signed(params.start)} + ${bracketed(params.step * jumps)} = ${signed(term(params, n))}. So term ${n} is ${signed(Number(answer))}.`,
          hints: [
            `Find the change from one term to the next: ${signed(term(params, 1))} to ${signed(term(params, 2))}.`,
            kind === 'next'
              ? 'Going below zero works the same way as above it: keep taking the same steps on a number line.'
              : `From term 1 to term ${n} there are ${jumps} steps, not ${n}.`,
          ],
          misconceptions:
            kind === 'next'
              ? [
                  {
                    answer: String(Math.abs(term(params, 5))),
                    hint: 'Past zero the terms keep going down, so they become negative.',
                  },
                ]
              : [
                  {
                    answer: String(params.start + params.step * n),
                    hint: `Term 1 is the start, so term ${n} is only ${jumps} steps away.`,
                  },
                ],
        };
      }
      case 'whichTerm': {
        const value = params.target;
        return {
          params,
          title: `The pattern ${shown}, … continues in the same way. Which term number has the value ${signed(value)}?`,
          answer,
          answerKind: 'number',
          explanation: `In ${shown}, each term changes by ${signed(params.step)}. From ${signed(params.start)} to ${signed(value)} the change is ${signed(value)} − ${bracketed(params.start)} = ${signed(value - params.start)}, which is ${signed(value - params.start)} ÷ ${bracketed(params.step)} = ${(value - params.start) / params.step} steps. Term 1 is the start, so add 1: ${signed(value)} is term ${answer}.`,
          hints: [
            `How far is it from ${signed(params.start)} down to ${signed(value)}?`,
            `Divide that distance by the size of each step, ${Math.abs(params.step)}, then remember term 1 is the start.`,
          ],
          misconceptions: [
            {
              answer: String((value - params.start) / params.step),
              hint: 'That counts the steps; the term number is one more, because term 1 is before the first step.',
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      }
      case 'subtractNegative': {
        const a = params.start;
        const rows = [3, 2, 1, 0].map((b) => `${signed(a)} − ${b} = ${signed(a - b)}`).join(';  ');
        const b = params.step;
        return {
          params,
          title: `Follow the pattern to find ${signed(a)} − ${bracketed(b)}.`,
          description: `Look at these subtractions: ${rows}. Each time the number subtracted goes down by 1, the answer changes in the same way. Continue the pattern past zero.`,
          answer,
          answerKind: 'number',
          explanation: `In the pattern, each time the number subtracted goes down by 1, the answer goes up by 1: ${signed(a)} − 2 = ${signed(a - 2)}, ${signed(a)} − 1 = ${signed(a - 1)}, ${signed(a)} − 0 = ${signed(a)}, then ${signed(a)} − (−1) = ${signed(a + 1)}. Going from subtracting 0 to subtracting ${bracketed(b)} is ${-b} more steps down, so the answer goes up ${-b} from ${signed(a)}: ${signed(a)} + ${-b} = ${signed(a - b)}. So ${signed(a)} − ${bracketed(b)} = ${signed(a - b)}, the same as ${signed(a)} + ${-b}.`,
          hints: [
            'What happens to the answer each time the number being subtracted goes down by 1?',
            `Keep the pattern going: subtract −1, then −2, until you reach ${bracketed(b)}.`,
          ],
          misconceptions: [
            {
              answer: String(a + b),
              hint: 'Subtracting a negative makes the answer go up, as the pattern shows.',
            },
          ],
        };
      }
    }
  },
  solve: solveIntegerPattern,
  complexity: (p) => INTEGER_ORDER.indexOf(p.kind) + 1 + Math.abs(p.step) / 20,
});

// ---------------------------------------------------------------------------------------------------------------
// C1.2: one pattern in several representations

type RepresentationKind =
  'tableToExpression' | 'wordsToExpression' | 'tableToEquation' | 'contextEquation' | 'twoPatterns';
const REPRESENTATION_ORDER: RepresentationKind[] = [
  'tableToExpression',
  'wordsToExpression',
  'tableToEquation',
  'contextEquation',
  'twoPatterns',
];

interface RepresentationParams {
  kind: RepresentationKind;
  /** Term n = rate × n + start, in cents for the decimal context; the second pattern for twoPatterns. */
  rate: number;
  start: number;
  rate2: number;
  start2: number;
  /** The value whose term number is asked. */
  value: number;
}

function solveRepresentation(p: RepresentationParams): string {
  switch (p.kind) {
    case 'tableToExpression':
    case 'wordsToExpression':
      return linearExpression(p.rate, p.start, 'n');
    case 'tableToEquation':
    case 'contextEquation':
      return String((p.value - p.start) / p.rate);
    case 'twoPatterns':
      return String((p.start2 - p.start) / (p.rate - p.rate2));
  }
}

const table = (rate: number, start: number): string =>
  [1, 2, 3, 4].map((n) => `term ${n}: ${rate * n + start}`).join(', ');

/** The first four values of the pattern rate × n + start, listed. */
const growth = (rate: number, start: number): string => [1, 2, 3, 4].map((n) => rate * n + start).join(', ');

const FEES = [
  { what: 'shoe rental', per: 'game', pers: 'games', place: 'a bowling alley in Peterborough' },
  { what: 'a membership card', per: 'class', pers: 'classes', place: 'a climbing gym in Ottawa' },
  { what: 'a lock rental', per: 'session', pers: 'sessions', place: 'an indoor pool in Hamilton' },
];

export const patternRepresentationTask = defineTask<RepresentationParams>({
  name: 'Patterns as tables, expressions and equations',
  description:
    'Move a linear growing pattern between a table, words, an expression and an equation, and solve the equation to find a term number.',
  build(rng, level) {
    const kind = REPRESENTATION_ORDER[level - 1] as RepresentationKind;
    let params: RepresentationParams;
    switch (kind) {
      case 'tableToExpression':
      case 'wordsToExpression':
      case 'tableToEquation': {
        const rate = rng.int(2, 9);
        let start = rng.int(-3, 9);
        if (start === 0 || start === rate || rate + start < 2) start = rate + 1;
        const n = rng.int(12, 40);
        params = { kind, rate, start, rate2: 0, start2: 0, value: rate * n + start };
        break;
      }
      case 'contextEquation': {
        const rate = rng.int(18, 34) * 25;
        const start = rng.int(12, 30) * 25;
        const n = rng.int(3, 9);
        params = { kind, rate, start, rate2: 0, start2: 0, value: rate * n + start };
        break;
      }
      case 'twoPatterns': {
        for (;;) {
          const rate2 = rng.int(2, 6);
          const rate = rate2 + rng.int(1, 4);
          const n = rng.int(4, 15);
          const start = rng.int(-5, 8);
          const start2 = start + (rate - rate2) * n;
          if (start === 0) continue;
          params = { kind, rate, start, rate2, start2, value: 0 };
          break;
        }
        break;
      }
    }
    const answer = solveRepresentation(params);
    // Rules, equations and their working are typeset ($5n + 8$) as in the rest of the bank; keys stay as typed (5n+8).
    const expr = linearExpressionTex(params.rate, params.start, 'n');
    const sign = params.start < 0 ? '-' : '+';
    const fixed = Math.abs(params.start);
    switch (kind) {
      case 'tableToExpression':
        return {
          params,
          title: 'Which expression gives the value of term $n$ of this pattern?',
          description: `The pattern's table: ${table(params.rate, params.start)}.`,
          answer,
          answerKind: 'expression',
          choices: {
            distractors: [
              linearExpression(params.start, params.rate, 'n'),
              linearExpression(params.rate, params.start + params.rate, 'n'),
              linearExpression(params.rate + params.start, 0, 'n'),
              linearExpression(1, params.rate, 'n'),
            ],
            label: (value) => `$${spacedExpression(value)}$`,
          },
          explanation: `From term 1 to term 4 the values go ${growth(params.rate, params.start)}: up by ${params.rate} from each term to the next, so the expression has $${params.rate}n$. For term 1, $${params.rate} \\times 1 = ${params.rate}$, and the table shows ${params.rate + params.start}, so ${params.start < 0 ? `subtract ${-params.start}` : `add ${params.start}`}. Check term 4: $${params.rate} \\times 4 ${sign} ${fixed} = ${4 * params.rate + params.start}$. The expression is $${expr}$.`,
          hints: ['How much does the value grow from one term to the next? That number multiplies $n$.'],
          misconceptions: [
            {
              answer: linearExpression(params.rate, params.start + params.rate, 'n'),
              hint: `Check term 1 in that expression: it does not give ${params.rate + params.start}.`,
            },
          ],
        };
      case 'wordsToExpression': {
        const first = params.rate + params.start;
        return {
          params,
          title: 'Write an expression for the number of tiles in figure $n$.',
          description: `A tile pattern starts with ${first} tiles in figure 1, and each new figure has ${params.rate} more tiles than the one before. Type it like 2n+7.`,
          answer,
          answerKind: 'expression',
          explanation: `Each figure adds ${params.rate} tiles, so figure $n$ has $${params.rate}n$ plus a fixed number of tiles. In figure 1, $${params.rate} \\times 1 = ${params.rate}$, and $${first} - ${params.rate} = ${params.start}$, so the fixed part is ${params.start}. Check figure 2: $${params.rate} \\times 2 ${sign} ${fixed} = ${2 * params.rate + params.start}$, which is $${first} + ${params.rate}$. The expression is $${expr}$.`,
          hints: [
            `The ${params.rate} tiles added each time go with $n$. What must be added to $${params.rate} \\times 1$ to make ${first}?`,
          ],
          misconceptions: [
            {
              answer: linearExpression(params.rate, first, 'n'),
              hint: `Try $n = 1$: that expression gives ${params.rate + first}, not ${first}.`,
            },
          ],
        };
      }
      case 'tableToEquation':
        return {
          params,
          title: `Which term of this pattern has the value ${params.value}?`,
          description: `The pattern's table: ${table(params.rate, params.start)}. It keeps growing in the same way.`,
          answer,
          answerKind: 'number',
          explanation: `From term 1 to term 4 the values go ${growth(params.rate, params.start)}: they grow by ${params.rate}, and term 1 is ${params.rate + params.start}, so term $n$ is $${expr}$. Solve the equation $${expr} = ${params.value}$: ${params.start < 0 ? `add ${-params.start}` : `subtract ${params.start}`} to get $${params.rate}n = ${params.value - params.start}$, then divide by ${params.rate}: $${params.value - params.start} \\div ${params.rate} = ${answer}$. The value ${params.value} is term ${answer}.`,
          hints: [`Write the expression for term $n$, set it equal to ${params.value}, and solve.`],
          misconceptions: [
            {
              answer: String(params.value / params.rate),
              hint: `The pattern does not start at 0: undo the $${sign}${fixed}$ before dividing.`,
            },
          ].filter((m) => Number.isInteger(Number(m.answer))),
          lintFacts: { answerIsCount: true },
        };
      case 'contextEquation': {
        const f = FEES[rng.int(0, FEES.length - 1)]!;
        const who = NAMES[rng.int(0, NAMES.length - 1)] as string;
        // A whole-dollar rate is written as a teacher writes a coefficient, $5n$, not $5.00n$.
        const rate = params.rate % 100 === 0 ? String(params.rate / 100) : (params.rate / 100).toFixed(2);
        const c = `${rate}n + ${(params.start / 100).toFixed(2)}`;
        return {
          params,
          title: `How many ${f.pers} can ${who} pay for with ${money(params.value)}?`,
          description: `At ${f.place}, the cost in dollars for $n$ ${f.pers} is $C = ${c}$: ${money(params.rate)} per ${f.per} plus ${money(params.start)} for ${f.what}. Tax is included.`,
          answer,
          answerKind: 'number',
          explanation: `Set the cost equal to what ${who} has: $${c} = ${moneyAnswer(params.value)}$. Subtract ${moneyAnswer(params.start)} from both sides: $${rate}n = ${moneyAnswer(params.value - params.start)}$. Divide by ${rate}: $${moneyAnswer(params.value - params.start)} \\div ${rate} = ${answer}$. ${who} can pay for ${answer} ${f.pers}.`,
          hints: [
            `Write the equation $${c} = ${moneyAnswer(params.value)}$, then undo the ${money(params.start)} first.`,
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      }
      case 'twoPatterns': {
        const expr2 = linearExpressionTex(params.rate2, params.start2, 'n');
        return {
          params,
          title: 'For which term number do the two patterns have the same value?',
          description: `Pattern A grows like this: ${table(params.rate, params.start)}. Pattern B has term $n$ equal to $${expr2}$.`,
          answer,
          answerKind: 'number',
          explanation: `From term 1 to term 4, pattern A goes ${growth(params.rate, params.start)}: it grows by ${params.rate} and starts at ${params.rate + params.start}, so its term $n$ is $${expr}$. Set the two expressions equal: $${expr} = ${expr2}$. Subtract $${params.rate2}n$ from both sides: $${linearExpressionTex(params.rate - params.rate2, params.start, 'n')} = ${params.start2}$. Then $${params.start2} - ${bracket(params.start)} = ${params.start2 - params.start}$${params.rate - params.rate2 === 1 ? '' : `, and $${params.start2 - params.start} \\div ${params.rate - params.rate2} = ${answer}$`}. Check: both give ${params.rate * Number(answer) + params.start}. The patterns are equal at term ${answer}.`,
          hints: [
            "Write pattern A's expression from its table first.",
            'Set the two expressions equal and collect the $n$ terms on one side.',
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      }
    }
  },
  solve: solveRepresentation,
  complexity: (p) => REPRESENTATION_ORDER.indexOf(p.kind) + 1 + Math.abs(p.rate) / 1000,
});
