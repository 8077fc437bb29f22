import { bracket } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import { type Rational, add, div, mul, rat, sub, toFractionString } from '../core/rational';
import { defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';
import type { Rng } from '../core/rng';

export type IntegerOp = '+' | '-' | '×' | '÷';

interface ChainParams {
  terms: number[];
  ops: IntegerOp[];
}

function evaluateChainExact(p: ChainParams): Rational {
  let value = rat(p.terms[0] as number);
  p.ops.forEach((op, i) => {
    const t = rat(p.terms[i + 1] as number);
    value =
      op === '+' ? add(value, t) : op === '-' ? sub(value, t) : op === '×' ? mul(value, t) : div(value, t);
  });
  return value;
}

function chainTex(p: ChainParams): string {
  return p.terms
    .map((t, i) =>
      i === 0
        ? String(t)
        : ` ${p.ops[i - 1] === '×' ? '\\times' : p.ops[i - 1] === '÷' ? '\\div' : p.ops[i - 1]} ${bracket(t)}`,
    )
    .join('');
}

/** Terms for a + / - chain: more terms, bigger numbers and more negatives as the level rises. */
function additiveChain(rng: Rng, level: DifficultyLevel): ChainParams {
  const count = byLevel(level, [2, 2, 3, 3, 4]);
  const bound = byLevel(level, [10, 20, 30, 60, 120]);
  const terms = Array.from({ length: count }, () => rng.signed(1, bound));
  if (level === 1) terms[0] = Math.abs(terms[0] as number);
  const ops = Array.from({ length: count - 1 }, () => rng.pick<IntegerOp>(['+', '-']));
  return { terms, ops };
}

/** × / ÷ chain built from factors so every division is exact. */
function multiplicativeChain(rng: Rng, level: DifficultyLevel): ChainParams {
  const count = byLevel(level, [2, 2, 3, 3, 4]);
  const bound = byLevel(level, [9, 12, 12, 15, 20]);
  const ops = Array.from({ length: count - 1 }, () => rng.pick<IntegerOp>(['×', '÷']));
  const terms: number[] = [rng.signed(2, bound)];
  for (const op of ops) {
    const factor = rng.signed(2, op === '÷' ? 6 : Math.min(bound, 9));
    // Scaling the first term by each divisor keeps every left-to-right division exact.
    if (op === '÷') terms[0] = (terms[0] as number) * factor;
    terms.push(factor);
  }
  if (level === 1) return { terms: terms.map((t) => Math.abs(t)), ops };
  return { terms, ops };
}

function applyOp(a: number, op: IntegerOp, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return a / b;
  }
}

function chainValue(p: ChainParams): number {
  return p.ops.reduce((acc, op, i) => applyOp(acc, op, p.terms[i + 1] as number), p.terms[0] as number);
}

/** Typed evaluation of an integer expression (left to right, one kind of operation). */
export function integerChainTask(kind: 'additive' | 'multiplicative', name: string, description: string) {
  return defineTask<ChainParams>({
    name,
    description,
    build(rng, level) {
      const params = kind === 'additive' ? additiveChain(rng, level) : multiplicativeChain(rng, level);
      const value = chainValue(params);
      const rule =
        kind === 'additive'
          ? 'Subtracting an integer is the same as adding its opposite: $a - (-b) = a + b$.'
          : 'Same signs give a positive result; different signs give a negative result.';
      return {
        params,
        title: `Evaluate $${chainTex(params)}$`,
        description: 'Work from left to right.',
        answer: String(value),
        answerKind: 'number',
        explanation: `${rule} So $${chainTex(params)} = ${value}$.`,
      };
    },
    solve: (p) => toFractionString(evaluateChainExact(p)),
    complexity: (p) => magnitude(...p.terms) + p.terms.length + p.terms.filter((t) => t < 0).length,
  });
}

interface SignChoiceParams {
  a: number;
  b: number;
  op: IntegerOp;
}

/** Single choice on one operation; distractors are the classic sign slips. */
export function integerSignChoiceTask(ops: IntegerOp[], name: string, description: string) {
  return defineTask<SignChoiceParams>({
    name,
    description,
    build(rng, level) {
      const op = rng.pick(ops);
      const bound = byLevel(level, [9, 15, 25, 50, 100]);
      let a = rng.signed(2, bound);
      let b = rng.signed(2, op === '×' || op === '÷' ? Math.min(bound, 12) : bound);
      if (level === 1) a = Math.abs(a);
      if (level >= 4 && a > 0) a = -a;
      if (level >= 3 && b > 0) b = -b;
      if (op === '÷') a = a * b;
      const value = applyOp(a, op, b);
      const tex = `${a} ${op === '×' ? '\\times' : op === '÷' ? '\\div' : op} ${bracket(b)}`;
      const opposite = op === '+' ? a - b : op === '-' ? a + b : -value;
      return {
        params: { a, b, op },
        title: `What is $${tex}$?`,
        answer: String(value),
        answerKind: 'number',
        explanation: `$${tex} = ${value}$. Check the sign: ${op === '+' || op === '-' ? 'think of moving along a number line' : 'an odd number of negative factors gives a negative result'}.`,
        choices: {
          distractors: [
            String(-value),
            String(opposite),
            String(-opposite),
            String(Math.abs(a) + Math.abs(b)),
          ],
          fallback: numericFallback(value),
        },
      };
    },
    solve: (p) => {
      const x = rat(p.a);
      const y = rat(p.b);
      const r = p.op === '+' ? add(x, y) : p.op === '-' ? sub(x, y) : p.op === '×' ? mul(x, y) : div(x, y);
      return toFractionString(r);
    },
    complexity: (p) => magnitude(p.a, p.b) + (p.a < 0 ? 1 : 0) + (p.b < 0 ? 1 : 0),
  });
}

interface TemperatureParams {
  start: number;
  changes: number[];
}

const PLACES = ['Iqaluit', 'Thunder Bay', 'Sudbury', 'Timmins', 'Kenora', 'Moosonee', 'Ottawa', 'Whitehorse'];

/** Word problem: a temperature that rises and falls through the day. */
export function temperatureTask(name: string, description: string) {
  return defineTask<TemperatureParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [1, 2, 2, 3, 4]);
      const bound = byLevel(level, [10, 15, 20, 25, 30]);
      const start = rng.int(-bound, level === 1 ? 10 : 5);
      const changes = Array.from({ length: count }, () => rng.signed(2, bound));
      const place = rng.pick(PLACES);
      const words = changes.map((c) => (c > 0 ? `rose ${c}°C` : `fell ${-c}°C`));
      let total = start;
      for (const c of changes) total += c;
      return {
        params: { start, changes },
        title: `Temperature in ${place}`,
        description: `At 6 a.m. the temperature in ${place} was $${start}$°C. Then it ${words.join(', then it ')}. What was the final temperature, in °C?`,
        answer: String(total),
        answerKind: 'number',
        explanation: `Add each change as an integer: $${[start, ...changes].map((v, i) => (i === 0 ? String(v) : ` + ${bracket(v)}`)).join('')} = ${total}$.`,
      };
    },
    solve: (p) => toFractionString(p.changes.reduce((acc, c) => add(acc, rat(c)), rat(p.start))),
    complexity: (p) => p.changes.length * 2 + magnitude(p.start, ...p.changes),
  });
}
