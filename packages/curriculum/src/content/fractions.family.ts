import { bracket, texFraction, texRational } from '../core/format';
import { byLevel, gcd, lcm } from '../core/levels';
import { measureDenominators, properNumerator } from '../core/measure-fractions';
import { type Rational, add, div, mul, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel, Misconception } from '../types';

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

/** The worked steps of `a op b` with the question's own numbers, ending at the result. */
function workedSteps(p: FractionOpParams): string {
  const { a, b, op } = p;
  const x = exact(a);
  const y = exact(b);
  const steps: string[] = [];
  const mixed = [a, b].filter((f) => f.whole > 0);
  if (mixed.length > 0)
    steps.push(
      `Write the mixed numbers as improper fractions: ${mixed
        .map(
          (f) =>
            `$${f.negative ? '-' : ''}${writtenTex({ ...f, negative: false })} = ${f.negative ? '-' : ''}${texFraction(f.whole * f.d + f.n, f.d)}$`,
        )
        .join(' and ')}.`,
    );
  const [n, d] = combine(p);
  const result = texRational(rat(n, d));
  const sx = x.n < 0n ? -1 : 1;
  const sy = y.n < 0n ? -1 : 1;
  const an = sx * (a.whole * a.d + a.n);
  const bn = sy * (b.whole * b.d + b.n);
  const signed = (num: number, den: number): string =>
    num < 0 ? `\\left(-${texFraction(-num, den)}\\right)` : texFraction(num, den);
  if (op === '+' || op === '-') {
    const common = lcm(a.d, b.d);
    const left = an * (common / a.d);
    const right = bn * (common / b.d);
    const raw = op === '+' ? left + right : left - right;
    if (a.d !== b.d)
      steps.push(
        `Use the common denominator ${common}: ${[
          [an, a.d, left],
          [bn, b.d, right],
        ]
          .filter(([, den]) => den !== common)
          .map(
            ([num, den, scaled]) =>
              `$${signed(num as number, den as number)} = ${signed(scaled as number, common)}$`,
          )
          .join(' and ')}.`,
      );
    steps.push(
      `${op === '+' ? 'Add' : 'Subtract'} the numerators only: $${signed(left, common)} ${op} ${signed(right, common)} = ${texRational(rat(raw, 1)).replace(/^(-?\d+)$/, `\\frac{$1}{${common}}`)}$.`,
    );
  } else if (op === '×') {
    steps.push(
      `Multiply the numerators and the denominators: $\\frac{${an} \\times ${bracket(bn)}}{${a.d} \\times ${b.d}} = \\frac{${an * bn}}{${a.d * b.d}}$.`,
    );
  } else {
    steps.push(
      `Dividing by $${signed(bn, b.d)}$ is multiplying by its reciprocal $${signed(b.d * sy, Math.abs(bn))}$: $\\frac{${an} \\times ${bracket(b.d * sy)}}{${a.d} \\times ${Math.abs(bn)}} = \\frac{${an * b.d * sy}}{${a.d * Math.abs(bn)}}$.`,
    );
  }
  steps.push(`So $${writtenTex(a)} ${opTex(op)} ${writtenTex(b)} = ${result}$.`);
  return steps.join(' ');
}

function firstHint(p: FractionOpParams): string {
  const A = writtenTex(p.a);
  const B = writtenTex(p.b);
  switch (p.op) {
    case '+':
    case '-':
      return p.a.d === p.b.d
        ? `The denominators of $${A}$ and $${B}$ are already the same: work with the numerators.`
        : `Find a common denominator for ${p.a.d} and ${p.b.d} first.`;
    case '×':
      return p.a.whole > 0 || p.b.whole > 0
        ? `Write $${A}$ and $${B}$ as improper fractions, then multiply the numerators and the denominators.`
        : `Multiply the numerators of $${A}$ and $${B}$, then their denominators.`;
    case '÷':
      return `Keep $${A}$, and multiply it by the reciprocal of $${B}$ (flip the divisor).`;
  }
}

/** The wrong results teachers see most for `a op b`, each with the hint for that mistake. */
function fractionMisconceptions(p: FractionOpParams): Misconception[] {
  const { a, b, op } = p;
  const [n, d] = combine(p);
  const an = (a.negative ? -1 : 1) * (a.whole * a.d + a.n);
  const bn = (b.negative ? -1 : 1) * (b.whole * b.d + b.n);
  const reduce = (x: number, y: number): string => {
    if (y === 0) return '0';
    const g = gcd(x, y) || 1;
    const s = y < 0 ? -1 : 1;
    return fractionText((s * x) / g, (s * y) / g);
  };
  const list: Misconception[] = [];
  if (op === '+' || op === '-') {
    list.push({
      answer: reduce(op === '+' ? an + bn : an - bn, a.d + b.d),
      hint: 'Do not add the denominators: rewrite both fractions over a common denominator and add or subtract only the numerators.',
    });
    list.push({
      answer: reduce(op === '+' ? an - bn : an + bn, lcm(a.d, b.d)),
      hint: `Check the operation: this question ${op === '+' ? 'adds' : 'subtracts'}.`,
    });
  } else if (op === '×') {
    list.push({
      answer: reduce(an * b.d, a.d * bn),
      hint: 'That is the quotient: to multiply, multiply the numerators and the denominators.',
    });
    if (a.whole > 0 || b.whole > 0)
      list.push({
        answer: reduce(a.whole * b.whole + a.n * b.n, a.d * b.d),
        hint: 'Change the mixed numbers to improper fractions before multiplying; whole parts and fraction parts do not multiply separately.',
      });
  } else {
    list.push({
      answer: reduce(an * bn, a.d * b.d),
      hint: 'Dividing is multiplying by the reciprocal of the divisor, not multiplying straight across.',
    });
    list.push({
      answer: reduce(a.d * bn, an * b.d),
      hint: 'Flip the second fraction (the divisor), not the first.',
    });
  }
  if (n !== 0) list.push({ answer: fractionText(-n, d), hint: 'Check the sign of your answer.' });
  // After the sign slip, so options keep it: a shared denominator kept when multiplying (as when adding), the fractions
  // added instead of multiplied, and a quotient taken the wrong way round.
  if (op === '×') {
    if (a.d === b.d)
      list.push({
        answer: reduce(an * bn, a.d),
        hint: 'Multiply the denominators too; a common denominator is only kept when adding or subtracting.',
      });
    list.push({
      answer: reduce(an * b.d + bn * a.d, a.d * b.d),
      hint: 'Check the operation: this question multiplies.',
    });
  } else if (op === '÷' && an !== 0) {
    list.push({
      answer: reduce(bn * a.d, b.d * an),
      hint: 'Divide the first fraction by the second, not the second by the first.',
    });
  }
  const key = fractionText(n, d);
  const seen = new Set([key]);
  return list.filter((m) => !seen.has(m.answer) && seen.add(m.answer));
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

interface MissingParams extends FractionOpParams {
  /** Level 5 works backwards: the result is shown and the first fraction is asked for. */
  result: [number, number] | null;
}

/** The first operand from `□ op b = result`, undone with the inverse operation. */
function solveMissing(p: MissingParams): string {
  if (!p.result) return fractionSolve(p);
  const c = rat(p.result[0], p.result[1]);
  const y = exact(p.b);
  const r = p.op === '+' ? sub(c, y) : p.op === '-' ? add(c, y) : p.op === '×' ? div(c, y) : mul(c, y);
  return toFractionString(r);
}

const INVERSE = { '+': '-', '-': '+', '×': '\\div', '÷': '\\times' } as const;

function missingQuestion(params: FractionOpParams) {
  const [n, d] = combine(params);
  const unknown = exact(params.a);
  const key = toFractionString(unknown);
  const B = writtenTex(params.b);
  const C = texRational(rat(n, d));
  return {
    params: { ...params, result: [n, d] as [number, number] },
    title: `What fraction goes in the box? $\\square ${opTex(params.op)} ${B} = ${C}$`,
    description: 'Write the answer as a fraction in lowest terms, like 7/4, or as a whole number.',
    answer: key,
    answerKind: 'fraction' as const,
    explanation: `Undo the ${params.op === '+' ? 'addition' : params.op === '-' ? 'subtraction' : params.op === '×' ? 'multiplication' : 'division'} with the opposite operation: $\\square = ${C} ${INVERSE[params.op]} ${B}$. ${workedSteps({ a: { whole: 0, n: Math.abs(n), d, negative: n < 0 }, b: params.b, op: ({ '+': '-', '-': '+', '×': '÷', '÷': '×' } as const)[params.op] })} Check: $${texRational(unknown)} ${opTex(params.op)} ${B} = ${C}$, so the box holds $${texRational(unknown)}$.`,
    hints: [
      `Start from $${C}$ and undo "${opTex(params.op).replace('\\times', '×').replace('\\div', '÷')} $${B}$" with the opposite operation.`,
    ],
    misconceptions: (() => {
      const wrong = toFractionString(
        params.op === '+'
          ? add(rat(n, d), exact(params.b))
          : params.op === '-'
            ? sub(rat(n, d), exact(params.b))
            : params.op === '×'
              ? mul(rat(n, d), exact(params.b))
              : div(rat(n, d), exact(params.b)),
      );
      return wrong === key
        ? []
        : [{ answer: wrong, hint: 'Undo the operation with its opposite instead of doing it again.' }];
    })(),
  };
}

/** Typed: compute and give the answer in lowest terms (improper fraction or integer). */
export function fractionTypedTask(ops: FractionOp[], name: string, description: string) {
  return defineTask<MissingParams>({
    name,
    description,
    build(rng, level) {
      const params = setup(rng, level, ops);
      if (level === 5) return missingQuestion(params);
      const [n, d] = combine(params);
      const tex = `${writtenTex(params.a)} ${opTex(params.op)} ${writtenTex(params.b)}`;
      return {
        params: { ...params, result: null },
        title: `Calculate $${tex}$`,
        description: 'Write the answer as a fraction in lowest terms, like 7/4, or as a whole number.',
        answer: fractionText(n, d),
        answerKind: 'fraction',
        requiresAnswerForm: true,
        explanation: workedSteps(params),
        hints: [firstHint(params)],
        misconceptions: fractionMisconceptions(params),
      };
    },
    solve: solveMissing,
    complexity: (p) => fractionComplexity(p) + (p.result ? 3 : 0),
  });
}

/** Single choice; distractors are the misconceptions teachers see most. */
export function fractionChoiceTask(ops: FractionOp[], name: string, description: string) {
  return defineTask<MissingParams>({
    name,
    description,
    build(rng, level) {
      const params = setup(rng, level, ops);
      const label = (v: string) => `$${texRational(parseFractionText(v))}$`;
      if (level === 5) {
        const q = missingQuestion(params);
        const x = exact(params.a);
        return {
          ...q,
          choices: {
            distractors: [
              ...q.misconceptions.map((m) => m.answer),
              toFractionString(rat(-x.n, x.d)),
              fractionSolve(params),
            ],
            fallback: (k: number) =>
              toFractionString(add(x, rat(k + 1, Number(x.d) === 1 ? 2 : Number(x.d)))),
            label,
          },
        };
      }
      const [n, d] = combine(params);
      const mis = fractionMisconceptions(params);
      const tex = `${writtenTex(params.a)} ${opTex(params.op)} ${writtenTex(params.b)}`;
      return {
        params: { ...params, result: null },
        title: `Which is equal to $${tex}$?`,
        answer: fractionText(n, d),
        answerKind: 'fraction',
        explanation: workedSteps(params),
        hints: [firstHint(params)],
        misconceptions: mis,
        choices: {
          distractors: mis.map((m) => m.answer),
          fallback: (k) =>
            fractionText(n + (k % 2 === 0 ? 1 : -1) * (Math.floor(k / 2) + 1), d === 1 ? 2 : d),
          label,
        },
      };
    },
    solve: solveMissing,
    complexity: (p) => fractionComplexity(p) + (p.result ? 3 : 0),
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
  /** For division: the whole number of full bags or pieces, or the amount left over after them. */
  ask: 'result' | 'full' | 'left';
}

/**
 * Word problems that multiply or divide fractions: part of a run or a board, trail mix into bags, ribbon into pieces.
 * (Adding and subtracting in context is task 69's own generator, fraction-word.family.ts.)
 */
export function fractionWordTask(name: string, description: string) {
  return defineTask<RecipeParams>({
    name,
    description,
    build(rng, level) {
      const base = setup(rng, level, ['×', '÷']);
      // Word problems use positive amounts: negatives have no meaning for cups of flour.
      base.a.negative = false;
      base.b.negative = false;
      // Taking a part of an amount needs a proper fraction as the multiplier; division can use mixed numbers.
      if (base.op === '×') base.b.whole = 0;
      if (base.op === '×' && level === 5 && base.a.whole === 0) base.a.whole = rng.int(2, 5);
      if (base.op === '÷') {
        // A bag or piece is smaller than the amount shared out, so at least one full one fits.
        if (base.a.whole === 0) base.a.whole = rng.int(1, byLevel(level, [2, 2, 3, 4, 5]));
        base.b.whole = 0;
      }
      // A run, a board, trail mix or ribbon is measured in the parts of its unit (halves, quarters, eighths or
      // fifths, tenths), never in sevenths; a fraction taken "of" an amount may be any fraction. Level 5 shares
      // out with something left over, so it redraws amounts that divide exactly (a few tries, then keeps them).
      for (let tries = 0; tries < 10; tries += 1) {
        const [da, db] = measureDenominators(
          rng,
          base.op === '×' ? 'km' : 'm',
          byLevel(level, [6, 8, 10, 10, 10]),
          2,
        ) as [number, number];
        base.a = { ...base.a, n: properNumerator(rng, da), d: da };
        if (base.op === '÷') base.b = { ...base.b, n: properNumerator(rng, db), d: db };
        if (level < 5 || base.op === '×' || combine(base)[1] !== 1) break;
      }
      const [n, d] = combine(base);
      const A = writtenTex(base.a);
      const B = writtenTex(base.b);
      const context = rng.int(0, 1);
      const person = rng.pick(['Amira', 'Liam', 'Noah', 'Priya', 'Jonah', 'Mei', 'Tariq', 'Chloé']);
      const ask: RecipeParams['ask'] =
        base.op !== '÷' ? 'result' : d === 1 ? 'full' : level === 5 || rng.bool() ? 'left' : 'full';
      const full = Math.floor(n / d);
      const leftover = rat(n - full * d, d);
      const leftAmount = mul(leftover, exact(base.b));
      // The title asks the question; the description holds the situation and the answer's form.
      let title: string;
      let text: string;
      let unit = '';
      if (base.op === '×') {
        title =
          context === 0
            ? `How far is $${B}$ of ${person}'s daily run?`
            : `How long is the piece ${person} cuts off?`;
        text =
          context === 0
            ? `${person} runs $${A}$ km each day. Give the distance in km.`
            : `A board is $${A}$ m long. ${person} cuts off $${B}$ of it. Give the length in metres.`;
      } else {
        unit = context === 0 ? 'kg' : 'm';
        title =
          context === 0
            ? ask === 'full'
              ? `How many bags can ${person} fill completely?`
              : 'How many kilograms of trail mix are left over?'
            : ask === 'full'
              ? 'How many full pieces can be cut from the ribbon?'
              : 'How many metres of ribbon are left over?';
        text =
          context === 0
            ? `${person} has $${A}$ kg of trail mix and fills bags of $${B}$ kg each.${ask === 'full' ? '' : ` ${person} fills as many full bags as possible.`}`
            : `A ribbon $${A}$ m long is cut into pieces $${B}$ m long.${ask === 'full' ? '' : ' As many full pieces as possible are cut.'}`;
      }
      const answerValue = ask === 'result' ? rat(n, d) : ask === 'full' ? rat(full) : leftAmount;
      const answer = toFractionString(answerValue);
      const what = context === 0 ? 'bags' : 'pieces';
      /** "1 full bag", "3 full bags". */
      const fullWhat = full === 1 ? what.slice(0, -1) : what;
      const divisionWork = `${workedSteps(base)} So $${texRational(rat(n, d))}$ ${what} fit: ${full} full ${fullWhat}${n % d === 0 ? '' : ` and $${texRational(leftover)}$ of another`}.`;
      const explanation =
        ask === 'result'
          ? workedSteps(base)
          : ask === 'full'
            ? `${divisionWork} The number of full ${what} is ${full}.`
            : `${divisionWork} ${full} full ${fullWhat} ${full === 1 ? 'uses' : 'use'} $${full} \\times ${B} = ${texRational(mul(rat(full), exact(base.b)))}$ ${unit}, so the amount left over is $${A} - ${texRational(mul(rat(full), exact(base.b)))} = ${texRational(leftAmount)}$ ${unit}.`;
      const mis: Misconception[] = [];
      if (ask === 'full' && d !== 1)
        mis.push({
          answer: String(full + 1),
          hint: 'The last bag or piece is not full: only count whole ones.',
        });
      if (ask === 'left')
        mis.push({
          answer: toFractionString(leftover),
          hint: `That is the part of one ${what === 'bags' ? 'bag' : 'piece'} left over; multiply it by $${B}$ to get the amount in ${unit}.`,
        });
      return {
        params: { ...base, context, ask },
        title,
        description: `${text} ${ask === 'full' ? 'Give a whole number.' : 'Write a fraction in lowest terms or a whole number.'}`,
        answer,
        answerKind: 'fraction',
        requiresAnswerForm: true,
        explanation,
        hints: [
          base.op === '÷'
            ? `Divide $${A}$ by $${B}$ to see how many ${what} fit, then look at the whole part.`
            : firstHint(base),
        ],
        misconceptions:
          ask === 'result'
            ? fractionMisconceptions(base).filter((m) => !m.answer.startsWith('-'))
            : mis.filter((m) => m.answer !== answer),
        lintFacts: { answerIsCount: ask === 'full' },
      };
    },
    solve: (p) => {
      if (p.ask === 'result') return fractionSolve(p);
      const total = exact(p.a);
      const size = exact(p.b);
      // Count whole pieces by repeated subtraction, independent of the quotient used in build.
      let left = total;
      let count = 0;
      while (left.n * size.d >= size.n * left.d) {
        left = sub(left, size);
        count += 1;
      }
      return p.ask === 'full' ? String(count) : toFractionString(left);
    },
    complexity: (p) =>
      fractionComplexity(p) + 1 + (p.ask === 'left' ? 2 : 0) + (p.op === '÷' ? p.a.whole * 0.5 : 0),
  });
}
