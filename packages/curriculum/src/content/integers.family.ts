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

/** One left-to-right step written out: `5 - (-3) = 8`, with the sign rule that applies. */
function stepText(acc: number, op: IntegerOp, t: number): string {
  const result = applyOp(acc, op, t);
  const sym = op === '×' ? '\\times' : op === '÷' ? '\\div' : op;
  const why =
    op === '-' && t < 0
      ? ` (subtracting ${t} is adding ${-t})`
      : op === '+' && t < 0
        ? ` (adding ${t} is subtracting ${-t})`
        : (op === '×' || op === '÷') && acc < 0 !== t < 0
          ? ' (different signs give a negative)'
          : (op === '×' || op === '÷') && acc < 0 && t < 0
            ? ' (two negatives give a positive)'
            : '';
  return `$${bracket(acc)} ${sym} ${bracket(t)} = ${result}$${why}`;
}

/** The chain value when every "minus a negative" is read as "minus" (the classic slip). */
function slipValue(p: ChainParams): number {
  return p.ops.reduce((acc, op, i) => {
    const t = p.terms[i + 1] as number;
    if (op === '-' && t < 0) return acc + t;
    if (op === '×' || op === '÷') return Math.abs(applyOp(acc, op, t));
    return applyOp(acc, op, t);
  }, p.terms[0] as number);
}

/** Typed evaluation of an integer expression (left to right, one kind of operation). */
export function integerChainTask(kind: 'additive' | 'multiplicative', name: string, description: string) {
  return defineTask<ChainParams>({
    name,
    description,
    build(rng, level) {
      const params = kind === 'additive' ? additiveChain(rng, level) : multiplicativeChain(rng, level);
      const value = chainValue(params);
      const steps: string[] = [];
      let acc = params.terms[0] as number;
      params.ops.forEach((op, i) => {
        const t = params.terms[i + 1] as number;
        steps.push(stepText(acc, op, t));
        acc = applyOp(acc, op, t);
      });
      const slip = slipValue(params);
      return {
        params,
        title: `Evaluate $${chainTex(params)}$`,
        description: 'Work from left to right.',
        answer: String(value),
        answerKind: 'number',
        explanation: `Work from left to right: ${steps.join(', then ')}. So $${chainTex(params)} = ${value}$.`,
        hints: [
          `Start with the first two numbers: $${params.terms[0] as number} ${params.ops[0] === '×' ? '\\times' : params.ops[0] === '÷' ? '\\div' : params.ops[0]} ${bracket(params.terms[1] as number)}$, and decide the sign first.`,
        ],
        misconceptions:
          slip !== value
            ? [
                {
                  answer: String(slip),
                  hint:
                    kind === 'additive'
                      ? 'Subtracting a negative number is the same as adding its opposite.'
                      : 'Count the negative signs: an odd number of negatives gives a negative result.',
                },
              ]
            : [],
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
  /** Level 5 works backwards: `□ op b = result`, the first number is asked for. */
  result: number | null;
}

/**
 * The slips behind every option of one operation, each with a hint true for these numbers: which way adding or
 * subtracting this number moves (2 + 2 moves right, 5 + (-3) moves left), and for × and ÷ a wrong operation on the
 * same two integers. The first hint for an answer is kept; the key itself is left out.
 */
function oneOperationMisconceptions(
  a: number,
  op: IntegerOp,
  b: number,
  value: number,
  opposite: number,
): { answer: string; hint: string }[] {
  const slips: { answer: number; hint: string }[] = [];
  if (op === '+' || op === '-') {
    const movesRight = (op === '+') === b > 0;
    const way = movesRight ? 'right' : 'left';
    const move =
      op === '+'
        ? b > 0
          ? `Adding ${b} moves you right, not left.`
          : `Adding ${bracket(b)} moves you left: it is subtracting ${-b}.`
        : b > 0
          ? `Subtracting ${b} moves you left, not right.`
          : `Subtracting ${bracket(b)} moves you right: it is adding ${-b}.`;
    slips.push(
      { answer: -value, hint: `Check the sign: start at ${a} and move ${Math.abs(b)} to the ${way}.` },
      { answer: opposite, hint: move },
      { answer: -opposite, hint: `${move} Start at ${a}, then check the sign of where you land.` },
      {
        answer: Math.abs(a) + Math.abs(b),
        hint: `Keep the signs: $${a} ${op} ${bracket(b)}$ is not ${Math.abs(a)} + ${Math.abs(b)}.`,
      },
    );
    // Same size numbers (7 - 7, -2 + (-2)) make the sign slips collide; the options then fall to a wrong operation
    // on the same two numbers.
    const task = `${op === '+' ? `Add ${bracket(b)} to` : `Subtract ${bracket(b)} from`} ${a}`;
    slips.push(
      { answer: a * b, hint: `${task}; multiplying the two numbers is a different operation.` },
      { answer: a / b, hint: `${task}; dividing the two numbers is a different operation.` },
    );
  } else {
    const verb = op === '×' ? 'Multiply' : 'Divide';
    slips.push(
      {
        answer: -value,
        hint: `Check the sign: are the signs of ${a} and ${bracket(b)} the same or different?`,
      },
      {
        answer: a + b,
        hint: `${verb} the two numbers, then decide the sign; adding them is a different operation.`,
      },
      op === '×'
        ? {
            answer: Math.abs(a) + Math.abs(b),
            hint: `Multiply ${Math.abs(a)} by ${Math.abs(b)}; adding them is a different operation.`,
          }
        : {
            answer: a * b,
            hint: `Divide ${a} by ${bracket(b)}; multiplying them is the opposite operation.`,
          },
      {
        answer: a - b,
        hint: `${verb} the two numbers, then decide the sign; subtracting them is a different operation.`,
      },
    );
    if (op === '×')
      slips.push({
        answer: a / b,
        hint: `Multiply ${a} by ${bracket(b)}; dividing them is the opposite operation.`,
      });
  }
  return slips
    .filter(
      (slip, i, all) =>
        Number.isInteger(slip.answer) &&
        slip.answer !== value &&
        all.findIndex((other) => other.answer === slip.answer) === i,
    )
    .map((slip) => ({ answer: String(slip.answer), hint: slip.hint }));
}

/** Single choice on one operation; distractors are the classic sign slips. */
export function integerSignChoiceTask(ops: IntegerOp[], name: string, description: string) {
  return defineTask<SignChoiceParams>({
    name,
    description,
    build(rng, level) {
      const op = rng.pick(ops);
      const bound = byLevel(level, [9, 15, 25, 50, 30]);
      let a = rng.signed(2, bound);
      let b = rng.signed(2, op === '×' || op === '÷' ? Math.min(bound, 12) : bound);
      if (level === 1) a = Math.abs(a);
      if (level === 4 && a > 0) a = -a;
      if (level >= 3 && b > 0) b = -b;
      if (op === '÷') a = a * b;
      const value = applyOp(a, op, b);
      const sym = op === '×' ? '\\times' : op === '÷' ? '\\div' : op;
      const tex = `${a} ${sym} ${bracket(b)}`;
      const opposite = op === '+' ? a - b : op === '-' ? a + b : -value;
      if (level === 5) {
        const inverse = { '+': '-', '-': '+', '×': '÷', '÷': '×' } as const;
        const undo = inverse[op];
        const undoSym = undo === '×' ? '\\times' : undo === '÷' ? '\\div' : undo;
        const redoExact = applyOp(value, op, b);
        // Doing the operation again instead of undoing it; a non-whole result is no tempting option.
        const redo = Number.isInteger(redoExact) ? redoExact : a + b;
        return {
          params: { a, b, op, result: value },
          title: `What number goes in the box? $\\square ${sym} ${bracket(b)} = ${value}$`,
          answer: String(a),
          answerKind: 'number',
          explanation: `Undo ${sym === '+' || sym === '-' ? `${sym} ${bracket(b)}` : `the ${op === '×' ? 'multiplication' : 'division'} by ${bracket(b)}`} with the opposite operation: ${stepText(value, undo, b)}. Check: $${bracket(a)} ${sym} ${bracket(b)} = ${value}$, so the box holds ${a}.`,
          hints: [
            `Start from ${value} and undo the ${sym === '\\times' ? '×' : sym === '\\div' ? '÷' : sym} ${bracket(b)}: use $${bracket(value)} ${undoSym} ${bracket(b)}$.`,
          ],
          misconceptions: [
            { answer: String(-a), hint: 'Check the sign: put your number in the box and work it out.' },
            ...(redo !== a && redo !== -a
              ? [
                  {
                    answer: String(redo),
                    hint: 'Undo the operation with its opposite instead of doing it again.',
                  },
                ]
              : []),
            ...(-redo !== a && -redo !== -a && -redo !== redo
              ? [
                  {
                    answer: String(-redo),
                    hint: 'Undo the operation with its opposite instead of doing it again, then check the sign.',
                  },
                ]
              : []),
            ...(value !== a && value !== -a && value !== redo && value !== -redo
              ? [
                  {
                    answer: String(value),
                    hint: `${value} is the result, not the number in the box: start from ${value} and undo the ${sym === '\\times' ? '×' : sym === '\\div' ? '÷' : sym} ${bracket(b)}.`,
                  },
                ]
              : []),
            // A result of 0 makes the slips above collide (□ + (-6) = 0 gives 6, -6 and 0); the fourth option is then
            // the number one away from the key, with a hint that checks it in the box.
            ...(value === 0
              ? [
                  {
                    answer: String(a + 1),
                    hint: `Put ${a + 1} in the box: $${bracket(a + 1)} ${sym} ${bracket(b)} = ${applyOp(a + 1, op, b)}$, not ${value}.`,
                  },
                ]
              : []),
          ],
          choices: {
            // The last: the result copied into the box, nothing undone.
            distractors: [String(-a), String(redo), String(-redo), String(value), String(a + 1)],
            fallback: numericFallback(a),
          },
        };
      }
      return {
        params: { a, b, op, result: null },
        title: `What is $${tex}$?`,
        answer: String(value),
        answerKind: 'number',
        explanation:
          op === '+' || op === '-'
            ? `${stepText(a, op, b)}: on a number line, start at ${a} and move ${Math.abs(b)} to the ${(op === '+') === b > 0 ? 'right' : 'left'}. So $${tex} = ${value}$.`
            : `${Math.abs(a)} ${op === '×' ? '×' : '÷'} ${Math.abs(b)} = ${Math.abs(value)}, and ${a < 0 === b < 0 ? 'the signs are the same, so the result is positive' : 'the signs are different, so the result is negative'}. So $${tex} = ${value}$.`,
        hints: [
          op === '+' || op === '-'
            ? `Start at ${a} on a number line. ${op === '-' && b < 0 ? `Subtracting ${b} is the same as adding ${-b}.` : `Which way does ${op} ${bracket(b)} move you?`}`
            : op === '×'
              ? `Work out ${Math.abs(a)} × ${Math.abs(b)}, then decide the sign.`
              : `Decide the sign first, then ask how many times ${Math.abs(b)} goes into ${Math.abs(a)}.`,
        ],
        misconceptions: oneOperationMisconceptions(a, op, b, value, opposite),
        choices: {
          // × and ÷ have one sign slip (opposite is -value), so the other options are a wrong operation on the same
          // two integers: added with their signs, added without them, multiplied instead of divided, subtracted.
          distractors:
            op === '+' || op === '-'
              ? [
                  String(-value),
                  String(opposite),
                  String(-opposite),
                  String(Math.abs(a) + Math.abs(b)),
                  // When the slips above collide (7 - 7, 14 + 14): the numbers multiplied instead, and for 2 and 2,
                  // where 2 + 2 = 2 × 2, divided (-2 + (-2) gets 1, not the answer plus 1).
                  String(a * b),
                  String(a / b),
                ]
              : [
                  String(-value),
                  String(a + b),
                  op === '×' ? String(Math.abs(a) + Math.abs(b)) : String(a * b),
                  String(a - b),
                  // For 2 × (-2) the slips above collide (4, 0, 4, 4): the numbers divided instead.
                  ...(op === '×' && Number.isInteger(a / b) ? [String(a / b)] : []),
                ],
          fallback: numericFallback(value),
        },
      };
    },
    solve: (p) => {
      if (p.result !== null) {
        const c = rat(p.result);
        const y = rat(p.b);
        const r = p.op === '+' ? sub(c, y) : p.op === '-' ? add(c, y) : p.op === '×' ? div(c, y) : mul(c, y);
        return toFractionString(r);
      }
      const x = rat(p.a);
      const y = rat(p.b);
      const r = p.op === '+' ? add(x, y) : p.op === '-' ? sub(x, y) : p.op === '×' ? mul(x, y) : div(x, y);
      return toFractionString(r);
    },
    complexity: (p) =>
      magnitude(p.a, p.b) + (p.a < 0 ? 1 : 0) + (p.b < 0 ? 1 : 0) + (p.result !== null ? 3 : 0),
  });
}

interface TemperatureParams {
  start: number;
  changes: number[];
  /** Level 5 works backwards: the final temperature is given and the start is asked for. */
  backwards: boolean;
}

/** Places and seasons with the realistic range every temperature of the chain stays in. */
const SETTINGS = [
  { place: 'Thunder Bay', when: 'On a January day', context: 'ontario-winter-celsius', range: [-33, 5] },
  { place: 'Sudbury', when: 'On a January day', context: 'ontario-winter-celsius', range: [-32, 6] },
  { place: 'Timmins', when: 'On a February day', context: 'ontario-winter-celsius', range: [-34, 4] },
  { place: 'Kenora', when: 'On a January day', context: 'ontario-winter-celsius', range: [-34, 3] },
  { place: 'Moosonee', when: 'On a February day', context: 'ontario-winter-celsius', range: [-35, 3] },
  { place: 'Ottawa', when: 'On a January day', context: 'ontario-winter-celsius', range: [-28, 8] },
  { place: 'Whitehorse', when: 'On a January day', context: 'whitehorse-celsius', range: [-42, 4] },
  { place: 'Toronto', when: 'On a March day', context: 'ontario-march-high-celsius', range: [-10, 15] },
] as const;

/** Word problem: a temperature that rises and falls through the day, within the place's real range. */
export function temperatureTask(name: string, description: string) {
  return defineTask<TemperatureParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [1, 2, 2, 3, 3]);
      const bound = byLevel(level, [8, 10, 12, 14, 12]);
      const setting = rng.pick(SETTINGS);
      const [low, high] = setting.range;
      let start = 0;
      let changes: number[] = [];
      let temps: number[] = [];
      // Rejection keeps every temperature of the day inside the place's range; a few tries always suffice.
      for (let attempt = 0; attempt < 200; attempt += 1) {
        start = rng.int(low + 5, Math.min(high, level === 1 ? high : high - 3));
        changes = Array.from({ length: count }, () => rng.signed(2, bound));
        temps = changes.reduce((list, c) => [...list, (list.at(-1) as number) + c], [start]);
        if (temps.every((t) => t >= low && t <= high)) break;
      }
      const total = temps.at(-1) as number;
      const words = changes.map((c) => (c > 0 ? `rose ${c}°C` : `fell ${-c}°C`));
      const backwards = level === 5;
      const sum = `${[start, ...changes].map((v, i) => (i === 0 ? String(v) : ` + ${bracket(v)}`)).join('')} = ${total}`;
      const running = changes.map(
        (c, i) => `$${bracket(temps[i] as number)} + ${bracket(c)} = ${temps[i + 1] as number}$`,
      );
      const lintFacts = { contextValues: [{ context: setting.context, values: temps }] };
      if (backwards) {
        const undo = changes.reduce((acc, c) => acc - c, total);
        return {
          params: { start, changes, backwards },
          title: `What was the temperature in ${setting.place} at 6 a.m.?`,
          description: `${setting.when} in ${setting.place}, the temperature was read at 6 a.m. After that it ${words.join(', then it ')}. At the end it was $${total}$°C. Give the 6 a.m. temperature in °C.`,
          answer: String(start),
          answerKind: 'number',
          explanation: `Work backwards from ${total}°C to 6 a.m. and undo each change in reverse order: ${[
            ...changes,
          ]
            .reverse()
            .map((c, i) => {
              const before = temps[changes.length - i] as number;
              return `undo "${c > 0 ? `rose ${c}` : `fell ${-c}`}": $${bracket(before)} - ${bracket(c)} = ${before - c}$`;
            })
            .join(', ')}. The temperature at 6 a.m. was ${undo}°C.`,
          hints: [`Start from ${total}°C and undo the last change first: it ${words.at(-1) as string}.`],
          misconceptions: [
            {
              answer: String(total + changes.reduce((s, c) => s + c, 0)),
              hint: 'To go back in time, undo each change: a rise is undone by subtracting, a fall by adding.',
            },
          ].filter((m) => m.answer !== String(start)),
          lintFacts,
        };
      }
      return {
        params: { start, changes, backwards },
        title: `What was the final temperature in ${setting.place}?`,
        description: `${setting.when} in ${setting.place}, the temperature at 6 a.m. was $${start}$°C. Then it ${words.join(', then it ')}. Give the final temperature in °C.`,
        answer: String(total),
        answerKind: 'number',
        explanation: `From 6 a.m., add each change as an integer: ${running.join(', ')}. So $${sum}$ and the final temperature is ${total}°C.`,
        hints: [
          `Write each change as an integer (a rise is positive, a fall is negative) and add them to ${start} in order.`,
        ],
        misconceptions: [
          {
            answer: String(start - changes.reduce((s, c) => s + c, 0)),
            hint: 'A rise adds to the temperature and a fall subtracts from it.',
          },
        ].filter((m) => m.answer !== String(total)),
        lintFacts,
      };
    },
    solve: (p) => {
      if (p.backwards)
        return toFractionString(
          p.changes.reduce((acc, c) => sub(acc, rat(c)), rat(p.start + p.changes.reduce((s, c) => s + c, 0))),
        );
      return toFractionString(p.changes.reduce((acc, c) => add(acc, rat(c)), rat(p.start)));
    },
    complexity: (p) => p.changes.length * 2 + magnitude(p.start, ...p.changes) + (p.backwards ? 3 : 0),
  });
}
