import { texFraction, texRational } from '../core/format';
import { byLevel, gcd, lcm } from '../core/levels';
import { type Rational, add, div, mul, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

export type FractionOp = '+' | '-' | '×' | '÷';

/** A fraction as written in the question: optional whole part for mixed numbers, sign on the whole value. */
export interface WrittenFraction {
  whole: number;
  n: number;
  d: number;
  negative: boolean;
}

interface FractionOpParams {
  a: WrittenFraction;
  b: WrittenFraction;
  op: FractionOp;
}

function exact(f: WrittenFraction): Rational {
  const v = rat(f.whole * f.d + f.n, f.d);
  return f.negative ? rat(-v.n, v.d) : v;
}

export function writtenTex(f: WrittenFraction): string {
  const body = f.whole > 0 ? `${f.whole}${texFraction(f.n, f.d)}` : texFraction(f.n, f.d);
  return f.negative ? `\\left(-${body}\\right)` : body;
}

function randomFraction(rng: Rng, maxDen: number, mixed: boolean, negative: boolean): WrittenFraction {
  const d = rng.int(2, maxDen);
  let n = rng.int(1, d - 1);
  while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
  return { whole: mixed ? rng.int(1, 4) : 0, n, d, negative };
}

/** Integer numerator/denominator of the result, computed with a common denominator (not via Rational). */
function combine(p: FractionOpParams): [number, number] {
  const sa = p.a.negative ? -1 : 1;
  const sb = p.b.negative ? -1 : 1;
  const an = sa * (p.a.whole * p.a.d + p.a.n);
  const bn = sb * (p.b.whole * p.b.d + p.b.n);
  let n: number;
  let d: number;
  if (p.op === '+' || p.op === '-') {
    d = lcm(p.a.d, p.b.d);
    const left = an * (d / p.a.d);
    const right = bn * (d / p.b.d);
    n = p.op === '+' ? left + right : left - right;
  } else if (p.op === '×') {
    n = an * bn;
    d = p.a.d * p.b.d;
  } else {
    n = an * p.b.d;
    d = p.a.d * bn;
  }
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
}

function fractionText(n: number, d: number): string {
  return d === 1 ? String(n) : `${n}/${d}`;
}

function opTex(op: FractionOp): string {
  return op === '×' ? '\\times' : op === '÷' ? '\\div' : op;
}

function setup(rng: Rng, level: DifficultyLevel, ops: FractionOp[]): FractionOpParams {
  const op = rng.pick(ops);
  const maxDen = byLevel(level, [6, 8, 10, 12, 12]);
  const mixed = level >= 4;
  const negatives = level >= 3;
  const a = randomFraction(rng, maxDen, mixed, negatives && rng.bool());
  const b = randomFraction(rng, maxDen, mixed && rng.bool(), level === 5 || (negatives && rng.bool()));
  // Level 1 of addition uses like-sized, related denominators so a common denominator is one step.
  if (level === 1 && (op === '+' || op === '-')) {
    b.d = a.d * rng.pick([1, 2]);
    b.n = rng.int(1, b.d - 1);
  }
  if (op === '-' && !negatives && a.whole === 0 && exact(a).n * exact(b).d < exact(b).n * exact(a).d) {
    return { a: b, b: a, op };
  }
  return { a, b, op };
}

function rule(op: FractionOp): string {
  switch (op) {
    case '+':
    case '-':
      return 'Rewrite both fractions with a common denominator, then add or subtract the numerators only.';
    case '×':
      return 'Write mixed numbers as improper fractions, then multiply numerators and multiply denominators.';
    case '÷':
      return 'Write mixed numbers as improper fractions, then multiply by the reciprocal of the divisor.';
  }
}

function fractionSolve(p: FractionOpParams): string {
  const x = exact(p.a);
  const y = exact(p.b);
  const r = p.op === '+' ? add(x, y) : p.op === '-' ? sub(x, y) : p.op === '×' ? mul(x, y) : div(x, y);
  return toFractionString(r);
}

function fractionComplexity(p: FractionOpParams): number {
  return (
    Math.log2(p.a.d * p.b.d) +
    (p.a.d !== p.b.d ? 1 : 0) +
    (p.a.whole > 0 ? 2 : 0) +
    (p.b.whole > 0 ? 2 : 0) +
    (p.a.negative ? 1.5 : 0) +
    (p.b.negative ? 1.5 : 0)
  );
}

/** Typed: compute and give the answer in lowest terms (improper fraction or integer). */
export function fractionTypedTask(ops: FractionOp[], name: string, description: string) {
  return defineTask<FractionOpParams>({
    name,
    description,
    build(rng, level) {
      const params = setup(rng, level, ops);
      const [n, d] = combine(params);
      const tex = `${writtenTex(params.a)} ${opTex(params.op)} ${writtenTex(params.b)}`;
      return {
        params,
        title: `Calculate $${tex}$`,
        description: 'Write the answer as a fraction in lowest terms, like 7/4 or -3/8 (or a whole number).',
        answer: fractionText(n, d),
        answerKind: 'fraction',
        requiresAnswerForm: true,
        explanation: `${rule(params.op)} $${tex} = ${texRational(rat(n, d))}$.`,
      };
    },
    solve: fractionSolve,
    complexity: fractionComplexity,
  });
}

/** Single choice; distractors are the misconceptions teachers see most. */
export function fractionChoiceTask(ops: FractionOp[], name: string, description: string) {
  return defineTask<FractionOpParams>({
    name,
    description,
    build(rng, level) {
      const params = setup(rng, level, ops);
      const [n, d] = combine(params);
      const { a, b, op } = params;
      const an = (a.negative ? -1 : 1) * (a.whole * a.d + a.n);
      const bn = (b.negative ? -1 : 1) * (b.whole * b.d + b.n);
      const distractors: string[] = [];
      const reduce = (x: number, y: number): string => {
        if (y === 0) return '0';
        const g = gcd(x, y) || 1;
        const s = y < 0 ? -1 : 1;
        return fractionText((s * x) / g, (s * y) / g);
      };
      if (op === '+' || op === '-') {
        distractors.push(reduce(op === '+' ? an + bn : an - bn, a.d + b.d)); // added the denominators
        distractors.push(reduce(op === '+' ? an + bn : an - bn, a.d * b.d));
        distractors.push(
          reduce(op === '+' ? an - bn : an + bn, lcm(a.d, b.d) === a.d * b.d ? a.d * b.d : lcm(a.d, b.d)),
        );
      } else if (op === '×') {
        distractors.push(reduce(an * b.d, a.d * bn)); // divided instead
        distractors.push(reduce(a.whole * b.whole + a.n * b.n, a.d * b.d)); // multiplied parts of mixed numbers
        distractors.push(reduce(-n, d));
      } else {
        distractors.push(reduce(an * bn, a.d * b.d)); // multiplied instead of dividing
        distractors.push(reduce(a.d * bn, an * b.d)); // flipped the wrong fraction
        distractors.push(reduce(-n, d));
      }
      const tex = `${writtenTex(a)} ${opTex(op)} ${writtenTex(b)}`;
      return {
        params,
        title: `Which is equal to $${tex}$?`,
        answer: fractionText(n, d),
        answerKind: 'fraction',
        explanation: `${rule(op)} $${tex} = ${texRational(rat(n, d))}$.`,
        choices: {
          distractors,
          fallback: (k) =>
            fractionText(n + (k % 2 === 0 ? 1 : -1) * (Math.floor(k / 2) + 1), d === 1 ? 2 : d),
          label: (v) => `$${texRational(parseFractionText(v))}$`,
        },
      };
    },
    solve: fractionSolve,
    complexity: fractionComplexity,
  });
}

export function parseFractionText(v: string): Rational {
  const [n, d] = v.split('/');
  return rat(Number(n), d === undefined ? 1 : Number(d));
}

interface RecipeParams {
  a: WrittenFraction;
  b: WrittenFraction;
  op: FractionOp;
  context: number;
}

/** Word problems: combining or comparing amounts of ingredients, trail lengths, pizza. */
export function fractionWordTask(ops: FractionOp[], name: string, description: string) {
  return defineTask<RecipeParams>({
    name,
    description,
    build(rng, level) {
      const base = setup(rng, level, ops);
      // Word problems use positive amounts: negatives have no meaning for cups of flour.
      base.a.negative = false;
      base.b.negative = false;
      // Taking a part of an amount needs a proper fraction as the multiplier; division can use mixed numbers.
      if (base.op === '×') base.b.whole = 0;
      else if (level === 5 && base.b.whole === 0) base.b.whole = rng.int(1, 3);
      if (base.op === '×' && level === 5 && base.a.whole === 0) base.a.whole = rng.int(2, 5);
      if (base.op === '-' && exact(base.a).n * exact(base.b).d < exact(base.b).n * exact(base.a).d) {
        [base.a, base.b] = [base.b, base.a];
      }
      const [n, d] = combine(base);
      const A = writtenTex(base.a);
      const B = writtenTex(base.b);
      const context = rng.int(0, 1);
      const person = rng.pick(['Amira', 'Liam', 'Noah', 'Priya', 'Jonah', 'Mei', 'Tariq', 'Chloé']);
      let text: string;
      switch (base.op) {
        case '+':
          text =
            context === 0
              ? `${person} walks $${A}$ km to the library and then $${B}$ km to the park. How many kilometres is that in total?`
              : `A recipe needs $${A}$ cup of flour for the dough and $${B}$ cup for the topping. How many cups of flour is that altogether?`;
          break;
        case '-':
          text =
            context === 0
              ? `${person} had $${A}$ m of ribbon and used $${B}$ m. How many metres are left?`
              : `A jug held $${A}$ L of juice. ${person} poured out $${B}$ L. How many litres remain?`;
          break;
        case '×':
          text =
            context === 0
              ? `${person} runs $${A}$ km each day. How far is $${B}$ of that distance, in km?`
              : `A board is $${A}$ m long. ${person} cuts off $${B}$ of it. How long is the piece, in metres?`;
          break;
        case '÷':
          text =
            context === 0
              ? `${person} has $${A}$ kg of trail mix and fills bags of $${B}$ kg each. How many bags can be filled (a fraction of a bag counts)?`
              : `A ribbon $${A}$ m long is cut into pieces $${B}$ m long. How many pieces is that (give a fraction if needed)?`;
          break;
      }
      return {
        params: { ...base, context },
        title: 'Solve the word problem',
        description: `${text} Write a fraction in lowest terms or a whole number.`,
        answer: fractionText(n, d),
        answerKind: 'fraction',
        requiresAnswerForm: true,
        explanation: `${rule(base.op)} $${A} ${opTex(base.op)} ${B} = ${texRational(rat(n, d))}$.`,
      };
    },
    solve: fractionSolve,
    complexity: (p) => fractionComplexity(p) + 1,
  });
}
