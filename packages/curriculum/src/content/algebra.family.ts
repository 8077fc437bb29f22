import {
  bracket,
  linearExpression,
  linearExpressionTex,
  scaledDecimal,
  spacedExpression,
} from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { add, div, mul, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { type QuestionDraft, defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

interface PatternParams {
  /** First term and common difference, in units of 1/scale (scale 10 allows decimal tenths). */
  first: number;
  step: number;
  scale: number;
  asked: number;
  /** `position`: the value of term `asked` is given and the learner finds its term number. */
  mode: 'next' | 'term' | 'rule' | 'position';
  /** Level 5 of `rule`: only two terms, not next to each other, are given (term p and term q, p < q). */
  given?: { p: number; termP: number; q: number; termQ: number };
}

/**
 * Level 5 of "Pattern rule": two terms that are not next to each other, sometimes in a context (a class's savings,
 * a candle burning down). The learner first finds the change per step from the gap between the terms, then works
 * back to term 0: two steps where the lower levels take the change straight from neighbouring terms.
 */
function patternRuleFromTwoTerms(rng: Rng, shrinking: boolean): QuestionDraft<PatternParams> {
  const p = rng.int(2, 5);
  const q = p + rng.int(3, 6);
  const a = rng.int(3, 15) * (shrinking ? -1 : 1);
  // Term 0. A shrinking pattern (a candle's height) stays at least 20 at term q; a growing one may start below
  // zero, but its first term is positive.
  let b: number;
  do b = shrinking ? -a * q + rng.int(20, 120) : rng.int(1 - a, 40);
  while (b === 0);
  const term = (n: number): number => a * n + b;
  const [termP, termQ] = [term(p), term(q)];
  const expr = linearExpression(a, b, 'n');
  const context = shrinking ? (rng.bool() ? 'candle' : null) : b > 0 && rng.bool() ? 'savings' : null;
  const title =
    context === 'candle'
      ? `A candle burns down the same number of millimetres each hour. After hour ${p} it is ${termP} mm tall, and after hour ${q} it is ${termQ} mm tall. Which expression gives its height, in millimetres, after hour $n$?`
      : context === 'savings'
        ? `A class has some money from a bake sale and saves the same number of dollars each week for a trip. After week ${p} it has ${termP} dollars, and after week ${q} it has ${termQ} dollars. Which expression gives the dollars it has after week $n$?`
        : `A pattern changes by the same amount from each term to the next. Term ${p} is ${termP} and term ${q} is ${termQ}. Which expression gives term $n$?`;
  const unit = context === 'candle' ? 'hour' : context === 'savings' ? 'week' : 'term';
  const change = termQ - termP;
  const steps = q - p;
  const atP = a * p;
  const intro =
    context === null
      ? ''
      : `Call the ${context === 'candle' ? 'height' : 'amount'} after ${unit} $n$ term $n$. `;
  const explanation = `${intro}From ${unit} ${p} to ${unit} ${q} there are ${q} - ${p} = ${steps} steps, and the ${context === 'candle' ? 'height' : context === 'savings' ? 'amount' : 'pattern'} changes by ${termQ} - ${bracket(termP)} = ${change}, so each step ${a < 0 ? 'changes it by' : 'adds'} ${change} ÷ ${steps} = ${a}. So the rule starts with $${linearExpressionTex(a, 0, 'n')}$. For $n = ${p}$ that gives $${a} \\times ${p} = ${atP}$, but term ${p} is ${termP}, so ${b < 0 ? `take away ${atP} - ${bracket(termP)} = ${-b}` : `add ${termP} - ${bracket(atP)} = ${b}${context === 'candle' ? ' (its height before it was lit)' : context === 'savings' ? ' (the bake-sale money)' : ''}`}. Check term ${q}: $${a} \\times ${q} ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${termQ}$. So term $n$ is $${linearExpressionTex(a, b, 'n')}$.`;
  // Slips: the change over several steps taken as one step, the terms counted instead of the steps between them,
  // term p's value used as the constant, term p treated as term 1, and the constant worked out the wrong way round.
  const noDivide = linearExpression(change, termP - change * p, 'n');
  const countedTerms = change % (steps + 1) === 0 ? change / (steps + 1) : null;
  const misconceptions = [
    {
      answer: noDivide,
      hint: `${termQ} - ${bracket(termP)} = ${change} is the change over ${steps} steps, from ${unit} ${p} to ${unit} ${q}; divide it by ${steps} to find one step.`,
    },
    {
      answer: linearExpression(a, termP, 'n'),
      hint: `${termP} is term ${p}, not term 0: work back ${p} steps from it to find the number added.`,
    },
    {
      answer: linearExpression(a, termP - a, 'n'),
      hint: `Working back one step from ${termP} treats it as term 1, but it is term ${p}: work back ${p} steps.`,
    },
    ...(countedTerms !== null
      ? [
          {
            answer: linearExpression(countedTerms, termP - countedTerms * p, 'n'),
            hint: `From ${unit} ${p} to ${unit} ${q} there are ${q} - ${p} = ${steps} steps; ${steps + 1} is the number of terms, counting both ends.`,
          },
        ]
      : []),
    {
      answer: linearExpression(a, -b, 'n'),
      hint: `Check your rule with $n = ${p}$: it must give ${termP}.`,
    },
  ].filter((m, i, all) => m.answer !== expr && all.findIndex((o) => o.answer === m.answer) === i);
  return {
    params: { first: term(1), step: a, scale: 1, asked: q, mode: 'rule', given: { p, termP, q, termQ } },
    title,
    answer: expr,
    answerKind: 'expression',
    hints: [
      `Count the steps from ${unit} ${p} to ${unit} ${q} and find how much the pattern changes over them: each step is the same size, and that size is the number in front of $n$.`,
    ],
    explanation,
    misconceptions,
    choices: {
      distractors: misconceptions.map((m) => m.answer),
      fallback: (k) => linearExpression(a, b + a * (k + 2), 'n'),
      label: (v: string) => `$${spacedExpression(v)}$`,
    },
  };
}

/**
 * Linear patterns; options decide decimals and shrinking patterns by grade. With shrinking patterns (Grade 8), half
 * the far-term questions at levels 4-5 go the other way: which term has this value.
 */
export function patternTask(
  mode: 'next' | 'term' | 'rule',
  options: { decimals?: boolean; shrinking?: boolean },
  name: string,
  description: string,
) {
  return defineTask<PatternParams>({
    name,
    description,
    build(rng, level) {
      const scale = options.decimals && level >= 2 && mode !== 'rule' ? 10 : 1;
      const stepMax = byLevel(level, [5, 9, 12, 20, 40]);
      let step = rng.int(2, stepMax) * (scale === 10 && rng.bool() ? 1 : scale === 10 ? 5 : 1);
      if (options.shrinking && (level >= 3 || rng.bool())) step = -step;
      const first =
        rng.int(1, byLevel(level, [10, 20, 50, 100, 200])) * scale + (scale === 10 ? rng.int(0, 9) : 0);
      const shown = 4;
      const asked =
        mode === 'next'
          ? shown + byLevel(level, [1, 1, 2, 3, 5])
          : rng.int(byLevel(level, [6, 10, 15, 20, 30]), byLevel(level, [10, 20, 30, 50, 100]));
      const term = (n: number): number => first + step * (n - 1);
      const fmt = (units: number): string => scaledDecimal(units, scale === 10 ? 1 : 0);
      const shownTerms = Array.from({ length: shown }, (_, i) => fmt(term(i + 1)));
      const terms = shownTerms.join(', ');
      // Every shown term appears in the working, so the learner sees the constant change checked on their numbers.
      const differences = shownTerms
        .slice(1)
        .map((t, i) => `${t} - ${bracket(Number(shownTerms[i]))} = ${fmt(step)}`)
        .join(', ');
      const changeSentence = `Each term is ${fmt(Math.abs(step))} ${step < 0 ? 'less' : 'more'} than the one before: ${differences}.`;
      const position = mode === 'term' && options.shrinking === true && level >= 4 && rng.bool();
      const params = { first, step, scale, asked, mode: position ? ('position' as const) : mode };
      if (position) {
        const value = fmt(term(asked));
        return {
          params,
          title: `In the pattern ${terms}, ... which term is ${value}?`,
          description: 'Give the term number: 1 for the first term, 2 for the second, and so on.',
          hints: [
            `Find the change from one term to the next, then how many changes take term 1, ${fmt(first)}, to ${value}.`,
          ],
          answer: String(asked),
          answerKind: 'number',
          misconceptions: [
            {
              answer: String(asked - 1),
              hint: `That is the number of changes from term 1; term 1 itself counts, so add 1.`,
            },
          ],
          explanation: `${changeSentence} The change from term 1 to ${value} is ${value} - ${bracket(Number(fmt(first)))} = ${fmt(term(asked) - first)}, and ${fmt(term(asked) - first)} ÷ ${bracket(Number(fmt(step)))} = ${asked - 1}: that is ${asked - 1} changes of ${fmt(step)}. Term 1 plus ${asked - 1} changes is term ${asked}.`,
        };
      }
      if (mode === 'rule' && level === 5) return patternRuleFromTwoTerms(rng, options.shrinking === true);
      if (mode === 'rule') {
        // Rules are written for whole-number patterns only: t(n) = step*n + (first - step).
        const a = step / scale;
        const b = (first - step) / scale;
        const expr = linearExpression(a, b, 'n');
        return {
          params,
          title: `Which expression gives term $n$ of the pattern ${terms}, ...?`,
          answer: expr,
          answerKind: 'expression',
          hints: [
            `Compare term 1 and term 2, ${fmt(term(1))} and ${fmt(term(2))}: the change from one term to the next is the number in front of $n$. Then work back one step from term 1 to find what term 0 would be.`,
          ],
          // A rule with no constant (6, 12, 18, ...) is checked as 6 × 4 = 24, never "6 × 4 + 0" after "add 6 - 6 = 0".
          explanation: `${changeSentence} So the rule starts with $${linearExpressionTex(a, 0, 'n')}$. For $n = 1$ that gives ${a}, ${
            b === 0
              ? `which is term 1, so nothing is added. Check term 4: $${a} \\times 4 = ${fmt(term(4))}$.`
              : `but term 1 is ${first / scale}, so ${b < 0 ? `take away ${a} - ${bracket(first / scale)} = ${-b}` : `add ${first / scale} - ${bracket(a)} = ${b}`}. Check term 4: $${a} \\times 4 ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${fmt(term(4))}$.`
          } So term $n$ is $${linearExpressionTex(a, b, 'n')}$.`,
          choices: {
            // Term 1 used as the constant, step and term 1 swapped, "add the step" read as n + step, the sign of the
            // step lost, and term 0 worked out one step the wrong way (term 1 plus the step).
            distractors: [
              linearExpression(a, first / scale, 'n'),
              linearExpression(first / scale, a, 'n'),
              linearExpression(1, a, 'n'),
              linearExpression(-a, b, 'n'),
              linearExpression(a, first / scale + a, 'n'),
            ],
            fallback: (k) => linearExpression(a * (k + 2), b, 'n'),
            // Shown as the explanation writes it, 8n + 41; the value stays as a learner would type it.
            label: (v: string) => `$${spacedExpression(v)}$`,
          },
        };
      }
      const value = fmt(term(asked));
      const tex = `\\text{term } ${asked}`;
      return {
        params,
        title:
          mode === 'next'
            ? `The pattern ${terms}, ... continues the same way. What is term ${asked}?`
            : `A pattern starts ${terms}, ... What is $${tex}$?`,
        description: mode === 'term' ? 'Find the rule instead of listing every term.' : null,
        hints: [
          `Find the change from one term to the next, then count how many changes there are from term 1 to term ${asked}.`,
        ],
        answer: value,
        answerKind: 'number',
        explanation: `${changeSentence} From term 1 to term ${asked} there are ${asked} - 1 = ${asked - 1} changes of ${fmt(step)}, so term ${asked} is $${fmt(first)} + ${bracket(Number(fmt(step)))} \\times ${asked - 1} = ${fmt(first)} ${step < 0 ? '-' : '+'} ${fmt(Math.abs(step) * (asked - 1))} = ${value}$.`,
      };
    },
    solve: (p) => {
      const t1 = rat(p.first, p.scale);
      const t2 = add(t1, rat(p.step, p.scale));
      if (p.mode === 'position') {
        // The term number n with t1 + (n - 1)·step equal to the value shown.
        const target = add(t1, mul(sub(t2, t1), rat(p.asked - 1)));
        return toFractionString(add(div(sub(target, t1), sub(t2, t1)), rat(1)));
      }
      if (p.mode === 'rule' && p.given) {
        // The line through (p, term p) and (q, term q): slope from the two points, then its value at n = 0.
        const { p: n1, termP, q: n2, termQ } = p.given;
        const slope = div(rat(termQ - termP), rat(n2 - n1));
        const intercept = sub(rat(termP), mul(slope, rat(n1)));
        return linearExpression(Number(slope.n), Number(intercept.n), 'n');
      }
      if (p.mode === 'rule') {
        const slope = sub(t2, t1);
        return linearExpression(Number(slope.n), Number(sub(t1, slope).n), 'n');
      }
      const value = add(rat(p.first, p.scale), mul(rat(p.step, p.scale), rat(p.asked - 1)));
      return toFractionString(value);
    },
    complexity: (p) =>
      magnitude(p.first / p.scale, p.step / p.scale) +
      Math.log2(p.mode === 'rule' ? 2 : p.asked) +
      (p.mode === 'position' ? 1 : 0) +
      // Finding one step from terms several apart, then working back to term 0.
      (p.given ? 3 : 0) +
      (p.step < 0 ? 1 : 0) +
      (p.scale > 1 ? 1 : 0),
  });
}

/** A term `coef·x` or a constant, coefficients in units of 1/scale. */
interface Term {
  coef: number;
  isX: boolean;
}

interface EquationParams {
  left: Term[];
  right: Term[];
  /** Optional `m(x + b)` written first on the left. */
  group: { m: number; b: number } | null;
  scale: number;
}

/** The terms as written by hand: a zero term is left out, and a side with no terms left reads `0`. */
function termsTex(terms: Term[], scale: number, leading: boolean): string {
  const shown = terms.filter((t) => t.coef !== 0);
  if (shown.length === 0) return leading ? '0' : '';
  return shown
    .map((t, i) => {
      const magnitudeText = scaledDecimal(Math.abs(t.coef), scale === 10 ? 1 : 0);
      const body = t.isX ? (Math.abs(t.coef) === scale ? 'x' : `${magnitudeText}x`) : magnitudeText;
      const first = i === 0 && leading;
      if (first) return t.coef < 0 ? `-${body}` : body;
      return t.coef < 0 ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

export function equationTex(p: EquationParams): string {
  const groupText = p.group ? `${p.group.m}(x ${p.group.b < 0 ? '-' : '+'} ${Math.abs(p.group.b)})` : '';
  const leftRest = termsTex(p.left, p.scale, !p.group);
  return `${groupText}${leftRest} = ${termsTex(p.right, p.scale, true)}`;
}

type EquationStyle = 'whole' | 'multiTerm' | 'decimal' | 'bothSides' | 'brackets';

/**
 * Builds an equation with a chosen solution. Styles by grade: Grade 6 whole numbers and several x-terms,
 * Grade 7 decimals and x on both sides, Grade 8 brackets and negatives.
 */
function buildEquation(
  rng: Rng,
  level: DifficultyLevel,
  styles: EquationStyle[],
): { params: EquationParams; solution: number } {
  const style = level <= 2 ? 'whole' : rng.pick(styles);
  const decimals = style === 'decimal' && level >= 3;
  const scale = decimals ? 10 : 1;
  const negatives = level >= 4;
  const sol = negatives
    ? rng.signed(1, byLevel(level, [10, 12, 15, 20, 25]))
    : rng.int(1, byLevel(level, [10, 12, 15, 20, 25]));
  const x = sol * scale; // solution in units of 1/scale
  const a = rng.int(2, byLevel(level, [1, 6, 9, 12, 15]) + 1);
  const b = rng.int(1, byLevel(level, [20, 30, 50, 80, 120])) * (negatives && rng.bool() ? -1 : 1);
  const u = (v: number): number => v * scale;
  if (level === 1) {
    // x + b = c
    return {
      params: {
        left: [
          { coef: 1, isX: true },
          { coef: b, isX: false },
        ],
        right: [{ coef: sol + b, isX: false }],
        group: null,
        scale: 1,
      },
      solution: sol,
    };
  }
  if (style === 'whole' || level === 2) {
    return {
      params: {
        left: [
          { coef: a, isX: true },
          { coef: b, isX: false },
        ],
        right: [{ coef: a * sol + b, isX: false }],
        group: null,
        scale: 1,
      },
      solution: sol,
    };
  }
  if (style === 'multiTerm') {
    const a2 = rng.int(1, 6);
    const terms: Term[] = [
      { coef: a, isX: true },
      { coef: a2, isX: true },
      { coef: b, isX: false },
    ];
    if (level === 5) terms.push({ coef: -1, isX: true });
    const total = a + a2 - (level === 5 ? 1 : 0);
    return {
      params: { left: terms, right: [{ coef: total * sol + b, isX: false }], group: null, scale: 1 },
      solution: sol,
    };
  }
  if (style === 'decimal') {
    // a·x + b = c with tenths: coefficients in tenths, solution whole.
    const aa = rng.int(2, 9) * 10 + rng.int(1, 9);
    const bb = u(b) + rng.int(1, 9);
    return {
      params: {
        left: [
          { coef: aa, isX: true },
          { coef: bb, isX: false },
        ],
        right: [{ coef: (aa * x) / scale + bb, isX: false }],
        group: null,
        scale,
      },
      solution: sol,
    };
  }
  if (style === 'bothSides') {
    // Level 5 adds a second x-term on the left, so like terms must be collected first.
    const e = level === 5 ? rng.signed(1, 5) : 0;
    // x stays on both sides: when the offset would cancel the left's x-terms (c = 0, written "0x"), take it the
    // other way. The draws are the same, so every other seed keeps its equation.
    const offset = rng.int(1, 5) * (rng.bool() ? 1 : -1);
    const c = a + e + offset === 0 ? a + e - offset : a + e + offset;
    const d = (a + e) * sol + b - c * sol;
    const left: Term[] = [
      { coef: a, isX: true },
      { coef: b, isX: false },
    ];
    if (e !== 0) left.push({ coef: e, isX: true });
    return {
      params: {
        left,
        right: [
          { coef: c, isX: true },
          { coef: d, isX: false },
        ],
        group: null,
        scale: 1,
      },
      solution: sol,
    };
  }
  // brackets: m(x + g) + e = c·x + d
  const m = rng.int(2, 6);
  const g = rng.signed(1, 9);
  const c = level === 5 ? m + rng.signed(1, 4) : 0;
  const d = m * (sol + g) - c * sol;
  const right: Term[] =
    c === 0
      ? [{ coef: d, isX: false }]
      : [
          { coef: c, isX: true },
          { coef: d, isX: false },
        ];
  return { params: { left: [], right, group: { m, b: g }, scale: 1 }, solution: sol };
}

/** `ax + b` with coefficients in units of 1/scale, as TeX: `3.7x - 2.4`, `-x + 5`, `12`. */
function sideTex(xUnits: number, constantUnits: number, scale: number): string {
  const fmt = (u: number): string => scaledDecimal(u, scale === 10 ? 1 : 0);
  const xText = xUnits === 0 ? '' : Math.abs(xUnits) === scale ? 'x' : `${fmt(Math.abs(xUnits))}x`;
  if (xText === '') return fmt(constantUnits);
  const lead = xUnits < 0 ? `-${xText}` : xText;
  if (constantUnits === 0) return lead;
  return `${lead} ${constantUnits < 0 ? '-' : '+'} ${fmt(Math.abs(constantUnits))}`;
}

/**
 * The worked solution on the equation's own numbers: expand, collect the x-terms, move them to one side, undo the
 * constant, divide. Each step names what it does to both sides and shows the arithmetic.
 */
function workedEquation(p: EquationParams, solution: number): string {
  const fmt = (u: number): string => scaledDecimal(u, p.scale === 10 ? 1 : 0);
  const steps: string[] = [];
  const leftX = p.left.filter((t) => t.isX);
  const leftC = p.left.filter((t) => !t.isX).reduce((sum, t) => sum + t.coef, 0);
  const rightX = p.right.filter((t) => t.isX).reduce((sum, t) => sum + t.coef, 0);
  const rightC = p.right.filter((t) => !t.isX).reduce((sum, t) => sum + t.coef, 0);
  const rightTex = sideTex(rightX, rightC, p.scale);
  let xTerms: Term[] = leftX;
  let constant = leftC;
  if (p.group) {
    const { m, b } = p.group;
    const expanded = sideTex(m, m * b, 1);
    steps.push(
      `Expand the bracket: $${m}(x ${b < 0 ? '-' : '+'} ${Math.abs(b)}) = ${expanded}$, so $${expanded} = ${rightTex}$.`,
    );
    xTerms = [{ coef: m, isX: true }, ...leftX];
    constant = m * b + leftC;
  }
  let a = xTerms.reduce((sum, t) => sum + t.coef, 0);
  if (xTerms.length > 1) {
    steps.push(
      `Collect the $x$-terms on the left: $${termsTex(xTerms, p.scale, true)} = ${sideTex(a, 0, p.scale)}$, so $${sideTex(a, constant, p.scale)} = ${rightTex}$.`,
    );
  }
  if (rightX !== 0) {
    const moved = sideTex(Math.abs(rightX), 0, p.scale);
    const before = sideTex(a, 0, p.scale);
    a -= rightX;
    steps.push(
      `${rightX > 0 ? `Subtract $${moved}$ from` : `Add $${moved}$ to`} both sides: $${before} ${rightX > 0 ? '-' : '+'} ${moved} = ${sideTex(a, 0, p.scale)}$, so $${sideTex(a, constant, p.scale)} = ${fmt(rightC)}$.`,
    );
  }
  const result = rightC - constant;
  const lhs = sideTex(a, 0, p.scale);
  if (constant !== 0) {
    steps.push(
      constant > 0
        ? `Subtract ${fmt(constant)} from both sides: $${lhs} = ${fmt(rightC)} - ${fmt(constant)} = ${fmt(result)}$.`
        : `Add ${fmt(-constant)} to both sides: $${lhs} = ${fmt(rightC)} + ${fmt(-constant)} = ${fmt(result)}$.`,
    );
  }
  if (a !== p.scale)
    steps.push(
      `Divide both sides by ${fmt(a)}: $x = ${fmt(result)} \\div ${bracket(Number(fmt(a)))} = ${solution}$.`,
    );
  else if (constant === 0) steps.push(`So $x = ${solution}$.`);
  return steps.join(' ');
}

/** Where simplifying a sum of brackets starts, with its own terms: the first bracket after a minus sign. */
function simplifyHint(polys: readonly (readonly [number, number])[], signs: readonly (1 | -1)[]): string {
  const minus = polys.findIndex((_, i) => signs[i] === -1);
  const [a, b] = polys[minus] ?? polys[0] ?? [1, 0];
  if (minus < 0)
    return `No bracket has a minus sign in front, so the brackets just come off: $${linearExpressionTex(a, b)}$ stays as it is. Then add the x-terms together and the numbers together.`;
  return `Start with the minus sign in front of $(${linearExpressionTex(a, b)})$: it changes the sign of both terms inside, $${linearExpressionTex(a, 0)}$ and $${b}$. Then collect the x-terms and the numbers.`;
}

/**
 * The first step of `workedEquation` for this equation, with its own numbers, and what comes after it: a hint
 * that points where to start without doing the arithmetic.
 */
function firstStepHint(p: EquationParams): string {
  const fmt = (u: number): string => scaledDecimal(u, p.scale === 10 ? 1 : 0);
  const leftX = p.left.filter((t) => t.isX);
  const leftC = p.left.filter((t) => !t.isX).reduce((sum, t) => sum + t.coef, 0);
  const rightX = p.right.filter((t) => t.isX).reduce((sum, t) => sum + t.coef, 0);
  if (p.group) {
    const { m, b } = p.group;
    return `Start with the bracket: multiply both $x$ and $${b}$ by ${m} to expand $${m}(x ${b < 0 ? '-' : '+'} ${Math.abs(b)})$. Then gather the x-terms on one side and the numbers on the other.`;
  }
  const undo = (c: number): string => (c > 0 ? `+ ${fmt(c)}` : `− ${fmt(-c)}`);
  if (leftX.length > 1)
    return `Start on the left: $${termsTex(leftX, p.scale, true)}$ are like terms, so combine them into one x-term. Then ${
      rightX !== 0
        ? 'bring the x-terms of both sides together'
        : leftC !== 0
          ? `undo the ${undo(leftC)}`
          : 'divide'
    }.`;
  if (rightX !== 0) {
    const moved = sideTex(Math.abs(rightX), 0, p.scale);
    return `Start by getting x on one side only: ${rightX > 0 ? `subtract $${moved}$ from` : `add $${moved}$ to`} both sides. Then undo the number on the left and divide.`;
  }
  const a = leftX.reduce((sum, t) => sum + t.coef, 0);
  const divide =
    a === p.scale
      ? 'That leaves x on its own.'
      : `Then divide both sides by ${fmt(a)}, the number in front of x.`;
  if (leftC !== 0)
    return `Start by undoing the ${undo(leftC)}: ${leftC > 0 ? 'subtract' : 'add'} ${fmt(Math.abs(leftC))} ${leftC > 0 ? 'from' : 'to'} both sides. ${divide}`;
  return `Divide both sides by ${fmt(a)}, the number in front of x.`;
}

function solveEquationExact(p: EquationParams) {
  const collect = (terms: Term[]) => ({
    x: terms.filter((t) => t.isX).reduce((acc, t) => add(acc, rat(t.coef, p.scale)), rat(0)),
    c: terms.filter((t) => !t.isX).reduce((acc, t) => add(acc, rat(t.coef, p.scale)), rat(0)),
  });
  const l = collect(p.left);
  const r = collect(p.right);
  const lx = p.group ? add(l.x, rat(p.group.m)) : l.x;
  const lc = p.group ? add(l.c, rat(p.group.m * p.group.b)) : l.c;
  return div(sub(r.c, lc), sub(lx, r.x));
}

function equationComplexity(p: EquationParams): number {
  const all = [...p.left, ...p.right];
  return (
    all.length +
    (p.group ? 3 : 0) +
    (p.right.some((t) => t.isX) ? 2 : 0) +
    (p.scale > 1 ? 2 : 0) +
    all.filter((t) => t.coef < 0).length +
    magnitude(...all.map((t) => t.coef / p.scale)) / 2
  );
}

/**
 * Wrong solutions from slips a learner makes with this equation's own numbers, best first, each with a hint: the
 * constant moved without changing its sign, an x-term moved without changing its sign, the bracket's second term not
 * multiplied, the division left out, the sign of the answer lost, dividing before undoing the added number, stopping
 * before undoing it, adding the constant with no division, and multiplying instead of dividing. Only whole-number
 * results are kept: the solutions are whole, so a fraction would give itself away.
 */
function equationMisconceptions(p: EquationParams, solution: number): { answer: string; hint: string }[] {
  const sumOf = (terms: Term[], isX: boolean) =>
    terms.filter((t) => t.isX === isX).reduce((acc, t) => add(acc, rat(t.coef, p.scale)), rat(0));
  const [lx0, lc0, rx, rc] = [
    sumOf(p.left, true),
    sumOf(p.left, false),
    sumOf(p.right, true),
    sumOf(p.right, false),
  ];
  const lx = p.group ? add(lx0, rat(p.group.m)) : lx0;
  const lc = p.group ? add(lc0, rat(p.group.m * p.group.b)) : lc0;
  const coefficient = sub(lx, rx);
  const show = (v: ReturnType<typeof rat>): string | null => (v.d === 1n ? toFractionString(v) : null);
  const out: { answer: string | null; hint: string }[] = [
    {
      answer: lc.n === 0n ? null : show(div(add(rc, lc), coefficient)),
      hint: 'A number moved to the other side changes sign: undo an addition by subtracting.',
    },
    {
      answer: rx.n === 0n || add(lx, rx).n === 0n ? null : show(div(sub(rc, lc), add(lx, rx))),
      hint: 'An x-term moved to the other side changes sign too.',
    },
    {
      answer: p.group ? show(div(sub(rc, add(lc0, rat(p.group.b))), coefficient)) : null,
      hint: 'Multiply every term inside the bracket by the number in front, not just x.',
    },
    {
      answer: coefficient.n === coefficient.d ? null : show(sub(rc, lc)),
      hint: 'Finish by dividing both sides by the number in front of x.',
    },
    { answer: String(-solution), hint: 'Check the sign: substitute your value into the equation.' },
    {
      answer: coefficient.n === coefficient.d || lc.n === 0n ? null : show(sub(div(rc, coefficient), lc)),
      hint: 'Undo the added number first, then divide the whole side by the number in front of x.',
    },
    {
      answer: coefficient.n === coefficient.d ? show(rc) : show(div(rc, coefficient)),
      hint:
        coefficient.n === coefficient.d
          ? 'Undo the number added to x before reading off x.'
          : 'Undo the number added to the x-term before dividing.',
    },
    {
      answer: coefficient.n === coefficient.d || lc.n === 0n ? null : show(add(rc, lc)),
      hint: 'Undo an addition by subtracting, then divide by the number in front of x.',
    },
    {
      answer: coefficient.n === coefficient.d ? null : show(mul(sub(rc, lc), coefficient)),
      hint: 'x is multiplied by the number in front of it, so undo that by dividing, not multiplying.',
    },
  ];
  const kept: { answer: string; hint: string }[] = [];
  for (const m of out) {
    if (m.answer === null || m.answer === String(solution) || kept.some((k) => k.answer === m.answer))
      continue;
    kept.push({ answer: m.answer, hint: m.hint });
  }
  return kept;
}

export function equationTask(
  style: 'typed' | 'choice',
  styles: EquationStyle[],
  name: string,
  description: string,
) {
  return defineTask<EquationParams>({
    name,
    description,
    build(rng, level) {
      const { params, solution } = buildEquation(rng, level, styles);
      const tex = equationTex(params);
      const answer = String(solution);
      const base = {
        params,
        title: `Solve for $x$: $${tex}$`,
        answer,
        answerKind: 'number' as const,
        hints: [firstStepHint(params)],
        misconceptions: [
          { answer: String(-solution), hint: 'Check the sign: substitute your value into the equation.' },
        ].filter((m) => m.answer !== answer),
        explanation: workedEquation(params, solution),
      };
      if (style === 'typed') return { ...base, description: 'Type the value of x.' };
      const misconceptions = equationMisconceptions(params, solution);
      return {
        ...base,
        misconceptions,
        choices: {
          distractors: misconceptions.map((m) => m.answer),
          // Only when the slips above give fewer than three distinct wrong values.
          fallback: (k: number) => String(solution * (k + 2)),
        },
      };
    },
    solve: (p) => toFractionString(solveEquationExact(p)),
    complexity: equationComplexity,
  });
}

type Op = '<' | '>' | '\\le' | '\\ge';
/** A term of one side: a signed coefficient of x, or a signed constant. */
type IneqTerm = [number, 'x' | '1'];

interface InequalityParams {
  left: IneqTerm[];
  right: IneqTerm[];
  op: Op;
  /** `solve`: type or pick the solution set; `greatest`: the greatest whole number x (0, 1, 2, ...) that works. */
  kind: 'solve' | 'greatest' | 'cooling';
}

const FLIP = { '<': '>', '>': '<', '\\le': '\\ge', '\\ge': '\\le' } as const;
const TYPED_OP = { '<': '<', '>': '>', '\\le': '<=', '\\ge': '>=' } as const;
const HOLDS: Record<Op, (l: number, r: number) => boolean> = {
  '<': (l, r) => l < r,
  '>': (l, r) => l > r,
  '\\le': (l, r) => l <= r,
  '\\ge': (l, r) => l >= r,
};

/** The terms as written by hand, as `termsTex` writes an equation's: a zero term is left out, an empty side reads `0`. */
function inequalityTermsTex(terms: IneqTerm[]): string {
  const shown = terms.filter(([c]) => c !== 0);
  if (shown.length === 0) return '0';
  return shown
    .map(([c, kind], i) => {
      const size = Math.abs(c);
      const body = kind === 'x' ? (size === 1 ? 'x' : `${size}x`) : String(size);
      if (i === 0) return c < 0 ? `-${body}` : body;
      return c < 0 ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

const xSum = (terms: IneqTerm[]): number => terms.reduce((s, [c, k]) => s + (k === 'x' ? c : 0), 0);
const kSum = (terms: IneqTerm[]): number => terms.reduce((s, [c, k]) => s + (k === '1' ? c : 0), 0);
const valueAt = (terms: IneqTerm[], x: number): number =>
  terms.reduce((s, [c, k]) => s + (k === 'x' ? c * x : c), 0);

/**
 * The two sides of one question, chosen so the boundary is the whole number (Grade 7) or integer (Grade 8) given.
 * Grade 7 (C2.4, several terms and whole numbers): every number shown is a whole number and the collected
 * coefficient is positive; `taken` writes some terms as take-aways. Grade 8 (C2.4, integers): the collected
 * coefficient of x is negative, so dividing reverses the sign; `twoStep` keeps to ax + b forms.
 */
function inequalitySides(
  rng: Rng,
  level: DifficultyLevel,
  grade: 7 | 8,
  form: 'plain' | 'taken' | 'multiStep' | 'twoStep',
): { left: IneqTerm[]; right: IneqTerm[]; kind: InequalityParams['kind'] } {
  if (grade === 7) {
    const boundary = rng.int(1, byLevel(level, [8, 10, 12, 15, 20]));
    const taken = form === 'taken';
    const a1 = rng.int(taken ? 4 : 1, byLevel(level, [5, 6, 7, 8, 9]) + (taken ? 3 : 0));
    const a2 = taken ? -rng.int(1, a1 - 1) : rng.int(2, byLevel(level, [5, 6, 7, 8, 9]));
    const d1 = rng.int(taken ? 5 : 1, byLevel(level, [9, 20, 25, 30, 30]));
    const d2raw = rng.int(1, byLevel(level, [9, 12, 15, 20, 20]));
    // A take-away constant stays smaller than the added one, so the other side is still a whole number.
    const d2 = taken ? -Math.min(d2raw, d1 - 1) : d2raw;
    const A = a1 + a2;
    if (level === 1)
      return {
        left: [
          [a1, 'x'],
          [a2, 'x'],
        ],
        right: [[A * boundary, '1']],
        kind: 'solve',
      };
    if (level === 2)
      return {
        left: [
          [a1, 'x'],
          [a2, 'x'],
          [d1, '1'],
        ],
        right: [[A * boundary + d1, '1']],
        kind: 'solve',
      };
    if (level === 3) {
      const left: IneqTerm[] = [
        [a1, 'x'],
        [d1, '1'],
        [a2, 'x'],
        [d2, '1'],
      ];
      return { left, right: [[A * boundary + d1 + d2, '1']], kind: 'solve' };
    }
    if (level === 4) {
      // x-terms and constants on both sides: a1x + d1 + a2x op a3x + e, with a3 below a1 + a2.
      const a3 = rng.int(1, A - 1 || 1);
      const left: IneqTerm[] = [
        [a1, 'x'],
        [d1, '1'],
        [a2, 'x'],
      ];
      if (A - a3 <= 0) return { left, right: [[A * boundary + d1, '1']], kind: 'solve' };
      return {
        left,
        right: [
          [a3, 'x'],
          [(A - a3) * boundary + d1, '1'],
        ],
        kind: 'solve',
      };
    }
    // Level 5: the greatest whole number that works; a strict sign at an exact boundary leaves the boundary out.
    const exact = rng.bool();
    const c = A * boundary + d1 + (exact ? 0 : rng.int(1, Math.max(1, A - 1)));
    return {
      left: [
        [a1, 'x'],
        [d1, '1'],
        [a2, 'x'],
      ],
      right: [[c, '1']],
      kind: 'greatest',
    };
  }
  const boundary = rng.signed(1, byLevel(level, [6, 8, 10, 12, 15]));
  const a = -rng.int(2, byLevel(level, [5, 6, 8, 9, 9]));
  const b = rng.signed(1, byLevel(level, [10, 15, 20, 25, 30]));
  if (level === 1 && form === 'multiStep')
    return { left: [[a, 'x']], right: [[a * boundary, '1']], kind: 'solve' };
  if (level <= 2 || (form === 'twoStep' && level === 4))
    return {
      left: [
        [a, 'x'],
        [b, '1'],
      ],
      right: [[a * boundary + b, '1']],
      kind: 'solve',
    };
  if (form === 'twoStep' && level === 5) {
    // A context: a temperature that falls each hour, and the hours after which it is colder than a given one. An
    // evening cools by about 0.5 to 1.5 °C an hour, so the coefficients are kept in tenths of a degree (whole numbers
    // for the exact solver; the scale cancels in the boundary) and the drop stays within 6 °C by the threshold.
    const start = rng.int(2, 8) * 10;
    const fall = rng.pick([5, 10, 15]);
    const hours = fall === 5 ? rng.pick([4, 6, 8, 10]) : fall === 10 ? rng.int(3, 6) : rng.pick([2, 4]);
    return {
      left: [
        [start, '1'],
        [-fall, 'x'],
      ],
      right: [[start - fall * hours, '1']],
      kind: 'cooling',
    };
  }
  if (level === 3 || form === 'twoStep')
    // The constant first, as in 5 - 2x >= -9.
    return {
      left: [
        [b, '1'],
        [a, 'x'],
      ],
      right: [[a * boundary + b, '1']],
      kind: 'solve',
    };
  if (level === 4) {
    // Several terms with integers: a positive and a larger negative x-term, e.g. 3x - 4 - 7x >= 12.
    const p = rng.int(1, -a - 1);
    const left: IneqTerm[] = [
      [p, 'x'],
      [b, '1'],
      [a - p, 'x'],
    ];
    return { left, right: [[a * boundary + b, '1']], kind: 'solve' };
  }
  // Level 5: x on both sides, more x on the right, so collecting on the left leaves a negative coefficient.
  let q = rng.signed(1, 6);
  if (q === a) q = -a;
  return {
    left: [
      [q, 'x'],
      [b, '1'],
    ],
    right: [
      [q - a, 'x'],
      [a * boundary + b, '1'],
    ],
    kind: 'solve',
  };
}

/** The solution set's boundary and sign after collecting x on the left: exact, so a slip in a generator shows. */
function collected(p: InequalityParams): { A: number; K: number; R: number } {
  return { A: xSum(p.left) - xSum(p.right), K: kSum(p.left), R: kSum(p.right) };
}

/**
 * Inequalities of one grade. Grade 7 collects like terms with whole numbers (level 5: the greatest whole number
 * that works); Grade 8 solves with integers and a negative coefficient of x, so the sign reverses (level 5 of the
 * multi-step form: x on both sides). Every worked solution checks a number from the solution set.
 */
export function inequalityTask(
  style: 'typed' | 'choice',
  grade: 7 | 8,
  form: 'plain' | 'taken' | 'multiStep' | 'twoStep',
  name: string,
  description: string,
) {
  return defineTask<InequalityParams>({
    name,
    description,
    build(rng, level) {
      const op = rng.pick(['<', '>', '\\le', '\\ge'] as const);
      const sides = inequalitySides(rng, level, grade, form);
      const params: InequalityParams = {
        ...sides,
        op:
          sides.kind === 'greatest' ? rng.pick(['<', '\\le'] as const) : sides.kind === 'cooling' ? '<' : op,
      };
      const { left, right } = params;
      const { A, K, R } = collected(params);
      const finalOp = A < 0 ? FLIP[params.op] : params.op;
      const boundaryText = toFractionString(div(rat(R - K), rat(A)));
      const boundary = Number(boundaryText);
      const tex = `${inequalityTermsTex(left)} ${params.op} ${inequalityTermsTex(right)}`;
      const steps: string[] = [];
      const leftX = left.filter(([, k]) => k === 'x');
      const leftK = left.filter(([, k]) => k === '1');
      const xl = xSum(left);
      const xr = xSum(right);
      let firstHint: string;
      if (leftX.length > 1 || leftK.length > 1) {
        const parts = [`$${inequalityTermsTex(leftX)} = ${inequalityTermsTex([[xl, 'x']])}$`];
        if (leftK.length > 1) parts.push(`$${inequalityTermsTex(leftK)} = ${K}$`);
        const simplified: IneqTerm[] = [[xl, 'x'], ...(K === 0 ? [] : [[K, '1'] as IneqTerm])];
        steps.push(
          `Collect like terms on the left: ${parts.join(' and ')}, so $${inequalityTermsTex(simplified)} ${params.op} ${inequalityTermsTex(right)}$.`,
        );
        firstHint = `Collect the $x$-terms on the left first: $${inequalityTermsTex(leftX)}$ is how many $x$?`;
      } else if (xr !== 0) {
        firstHint = `${xr > 0 ? 'Subtract' : 'Add'} $${inequalityTermsTex([[Math.abs(xr), 'x']])}$ ${xr > 0 ? 'from' : 'to'} both sides first, so $x$ is only on the left.`;
      } else if (K === 0) {
        firstHint = `Divide both sides by ${A}, and think about what dividing by a negative does to the sign.`;
      } else {
        firstHint = `Undo the ${K > 0 ? `+${K}` : K} first, then divide both sides by ${A}${A < 0 ? ' and think about what dividing by a negative does to the sign' : ''}.`;
      }
      if (xr !== 0) {
        const after: IneqTerm[] = [[A, 'x'], ...(K === 0 ? [] : [[K, '1'] as IneqTerm])];
        steps.push(
          `${xr > 0 ? 'Subtract' : 'Add'} $${inequalityTermsTex([[Math.abs(xr), 'x']])}$ ${xr > 0 ? 'from' : 'to'} both sides of $${leftX.length > 1 || leftK.length > 1 ? `${inequalityTermsTex([[xl, 'x'], ...(K === 0 ? [] : [[K, '1'] as IneqTerm])])} ${params.op} ${inequalityTermsTex(right)}` : tex}$: $${inequalityTermsTex(after)} ${params.op} ${R}$.`,
        );
      }
      if (K !== 0)
        steps.push(
          `${K > 0 ? `Subtract ${K} from` : `Add ${-K} to`} both sides to undo the ${K > 0 ? `+${K}` : K}: $${inequalityTermsTex([[A, 'x']])} ${params.op} ${R === 0 ? '' : `${R} ${K > 0 ? '-' : '+'} ${Math.abs(K)} = `}${R - K}$.`,
        );
      const exact = (R - K) % A === 0;
      if (!exact)
        steps.push(
          `Divide both sides by ${A}: $x ${finalOp} ${R - K} \\div ${A}$, which is between ${Math.floor((R - K) / A)} and ${Math.floor((R - K) / A) + 1}.`,
        );
      else if (A !== 1)
        steps.push(
          A < 0
            ? `Divide both sides by ${A}; dividing by a negative number reverses the sign, so $${params.op}$ becomes $${finalOp}$: $x ${finalOp} ${R - K} \\div (${A}) = ${boundaryText}$.`
            : `Divide both sides by ${A}: $x ${finalOp} ${R - K} \\div ${A} = ${boundaryText}$.`,
        );
      if (params.kind === 'greatest') {
        const answer = !exact ? Math.floor((R - K) / A) : params.op === '<' ? boundary - 1 : boundary;
        const trueAt = valueAt(left, answer);
        const falseAt = valueAt(left, answer + 1);
        const boundaryHint =
          params.op === '<' && exact
            ? {
                answer: String(boundary),
                hint: `$x = ${boundary}$ makes the left side ${valueAt(left, boundary)}, which is not less than ${R}.`,
              }
            : null;
        // For the options, the values a learner reaches by a slip with these numbers, each with its hint.
        const choiceMisconceptions = [
          boundaryHint ??
            (exact
              ? null
              : {
                  answer: String(answer + 1),
                  hint: `${R - K} ÷ ${A} is between ${answer} and ${answer + 1}; $x = ${answer + 1}$ makes the left side ${falseAt}, which is more than ${R}, so round down.`,
                }),
          {
            answer: String(Math.floor((R + K) / A)),
            hint: `Undo the +${K} by subtracting ${K} from both sides.`,
          },
          { answer: String(R - K), hint: `Finish by dividing both sides by ${A}.` },
          { answer: String(R), hint: `Undo the +${K} and divide by ${A}: ${R} is the right side, not x.` },
        ].filter(
          (m, i, all): m is { answer: string; hint: string } =>
            m !== null && m.answer !== String(answer) && all.findIndex((n) => n?.answer === m.answer) === i,
        );
        return {
          params,
          title: `What is the greatest whole number $x$ that makes $${tex}$ true?`,
          answer: String(answer),
          answerKind: 'number',
          hints: [firstHint],
          misconceptions: style === 'choice' ? choiceMisconceptions : boundaryHint ? [boundaryHint] : [],
          explanation: `${steps.join(' ')} Check: $x = ${answer}$ makes the left side ${trueAt}, which is ${params.op === '<' ? 'less than' : 'at most'} ${R}; $x = ${answer + 1}$ makes it ${falseAt}, which is not. The greatest whole number is ${answer}.`,
          choices:
            style === 'choice'
              ? {
                  distractors: choiceMisconceptions.map((m) => m.answer),
                  // Only if the slips above collide: the constant added instead of subtracted, and no division.
                  fallback: (k) => String(k % 2 === 0 ? R + K : Math.ceil((R + K) / A)),
                }
              : undefined,
        };
      }
      if (params.kind === 'cooling') {
        // Degrees are stored in tenths (see inequalitySides): shown as decimals, worked with the question's numbers.
        const deg = (tenths: number): string => scaledDecimal(tenths, 1);
        const S = deg(K);
        const F = deg(-A);
        const T = deg(R);
        const Fx = F === '1' ? 'x' : `${F}x`;
        const shownTex = `${S} - ${Fx} < ${T}`;
        const after = boundary + 1;
        const answer = `x>${boundaryText}`;
        return {
          params,
          title: `On a clear autumn evening in Thunder Bay it is ${S}°C at 6 p.m., and the temperature falls steadily by ${F}°C every hour. Solve $${shownTex}$ to find the hours x after 6 p.m. when it is colder than ${T}°C.`,
          description:
            style === 'typed' ? 'Type the answer like x<4, x>-2, x<=3 or x>=-1.' : 'Choose the solution.',
          answer,
          answerKind: 'expression',
          hints: [
            `Undo the +${S} first, then divide both sides by -${F} and think about what dividing by a negative does to the sign.`,
          ],
          misconceptions: [
            {
              answer: `x<${boundaryText}`,
              hint: 'Dividing both sides by a negative number reverses the inequality sign.',
            },
          ],
          explanation: `After $x$ hours the temperature is $${S} - ${Fx}$ degrees, and colder than ${T}°C means $${shownTex}$. Subtract ${S} from both sides to undo the +${S}: $-${Fx} < ${T} - ${S} = ${deg(R - K)}$. Divide both sides by -${F}; dividing by a negative number reverses the sign, so $<$ becomes $>$: $x > ${deg(R - K)} \\div (-${F}) = ${boundaryText}$. Check with $x = ${after}$, a number in the solution set: the temperature is $${S} - ${F} \\times ${after} = ${deg(K + A * after)}$°C, and $${deg(K + A * after)} < ${T}$ is true. So the solution is $x > ${boundaryText}$.`,
          choices:
            style === 'choice'
              ? {
                  distractors: [`x<${boundaryText}`, `x>${boundary + 1}`, `x>${-boundary}`],
                  fallback: (k) => `x>${boundary + k + 2}`,
                  label: (v: string) => `$${v.replace(/([<>])/, ' $1 ')}$`,
                }
              : undefined,
        };
      }
      const answer = `x${TYPED_OP[finalOp]}${boundaryText}`;
      const probe = finalOp === '>' || finalOp === '\\ge' ? boundary + 1 : boundary - 1;
      steps.push(
        `Check with $x = ${probe}$, a number in the solution set: the left side is ${valueAt(left, probe)} and the right side is ${valueAt(right, probe)}, and $${valueAt(left, probe)} ${params.op} ${valueAt(right, probe)}$ is true.`,
      );
      steps.push(`So the solution is $x ${finalOp} ${boundaryText}$.`);
      // Wrong solution sets from slips with these numbers, each with its hint; a slip that gives a fraction is left out
      // (the boundaries here are whole numbers, so a fraction would give itself away).
      const slipped = (num: number, den: number, op: Op, hint: string) =>
        den !== 0 && num % den === 0 ? [{ answer: `x${TYPED_OP[op]}${num / den}`, hint }] : [];
      const strictSwap = { '<': '\\le', '\\le': '<', '>': '\\ge', '\\ge': '>' } as const;
      const choiceMisconceptions = [
        {
          answer: `x${TYPED_OP[FLIP[finalOp]]}${boundaryText}`,
          hint:
            A < 0
              ? 'Dividing both sides by a negative number reverses the inequality sign.'
              : 'The sign reverses only when both sides are multiplied or divided by a negative number.',
        },
        ...(K === 0
          ? []
          : slipped(
              R + K,
              A,
              finalOp,
              `Undo the ${K > 0 ? `+${K}` : K} by doing the opposite on both sides.`,
            )),
        ...(xr === 0
          ? []
          : slipped(
              R - K,
              xl + xr,
              xl + xr < 0 ? FLIP[params.op] : params.op,
              'An x-term moved to the other side changes sign.',
            )),
        ...(Math.abs(A) === 1 ? [] : slipped(R - K, 1, params.op, `Finish by dividing both sides by ${A}.`)),
        ...slipped(-(R - K), A, finalOp, `Check the sign of ${R - K} ÷ ${A < 0 ? `(${A})` : A}.`),
        {
          answer: `x${TYPED_OP[strictSwap[finalOp]]}${boundaryText}`,
          hint: `Check whether $x = ${boundaryText}$ itself makes $${tex}$ true.`,
        },
      ].filter((m, i, all) => m.answer !== answer && all.findIndex((n) => n.answer === m.answer) === i);
      return {
        params,
        title: `Solve $${tex}$`,
        description:
          style === 'typed' ? 'Type the answer like x<4, x>-2, x<=3 or x>=-1.' : 'Choose the solution.',
        answer,
        answerKind: 'expression',
        hints: [firstHint],
        misconceptions:
          style === 'choice'
            ? choiceMisconceptions
            : A < 0
              ? [
                  {
                    answer: `x${TYPED_OP[params.op]}${boundaryText}`,
                    hint: 'Dividing both sides by a negative number reverses the inequality sign.',
                  },
                ]
              : [],
        explanation: steps.join(' '),
        choices:
          style === 'choice'
            ? {
                distractors: choiceMisconceptions.map((m) => m.answer),
                // Only if the slips above collide: the reversed sign with the boundary's sign lost.
                fallback: (k) =>
                  `x${TYPED_OP[k % 2 === 0 ? FLIP[finalOp] : FLIP[strictSwap[finalOp]]]}${-boundary}`,
                label: (v: string) =>
                  `$${v
                    .replace('<=', ' \\le ')
                    .replace('>=', ' \\ge ')
                    .replace(/([<>])(?!=)/, ' $1 ')}$`,
              }
            : undefined,
      };
    },
    solve: (p) => {
      // Tests whole numbers (greatest) or both sides of the boundary, never undoing the steps the text shows.
      const holds = (x: number): boolean => HOLDS[p.op](valueAt(p.left, x), valueAt(p.right, x));
      if (p.kind === 'greatest') {
        let best = -1;
        for (let x = 0; x <= 1000; x += 1) if (holds(x)) best = x;
        return String(best);
      }
      const { A, K, R } = collected(p);
      const edge = div(sub(rat(R), rat(K)), rat(A));
      const e = Number(edge.n) / Number(edge.d);
      const below = holds(e - 0.5);
      const at = holds(e);
      const sign = below ? (at ? '<=' : '<') : at ? '>=' : '>';
      return `x${sign}${toFractionString(edge)}`;
    },
    complexity: (p) =>
      magnitude(...p.left.map(([c]) => c), ...p.right.map(([c]) => c)) +
      p.left.length +
      p.right.length +
      (collected(p).A < 0 ? 2 : 0) +
      (p.right.some(([, k]) => k === 'x') ? 1 : 0) +
      (p.kind === 'solve' ? 0 : 4),
  });
}

interface BinomialParams {
  polys: [number, number][];
  signs: (1 | -1)[];
}

/** Add and subtract monomials and binomials of degree 1; the slip is not distributing the minus sign. */
export function binomialTask(style: 'typed' | 'choice', name: string, description: string) {
  return defineTask<BinomialParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [2, 2, 2, 3, 4]);
      const bound = byLevel(level, [6, 9, 12, 12, 15]);
      const polys = Array.from({ length: count }, (): [number, number] => [
        level === 1 ? rng.int(1, bound) : rng.signed(1, bound),
        level === 1 ? rng.int(1, bound) : rng.signed(1, bound),
      ]);
      const signs = polys.map((_, i): 1 | -1 =>
        i === 0 ? 1 : level === 1 ? 1 : level === 2 ? (rng.bool() ? 1 : -1) : -1,
      );
      if (level === 5) signs[count - 1] = rng.bool() ? 1 : -1;
      let x = 0;
      let c = 0;
      polys.forEach(([a, b], i) => {
        x += (signs[i] as number) * a;
        c += (signs[i] as number) * b;
      });
      const answer = linearExpression(x, c);
      const signedTerm = (value: string, i: number): string =>
        i === 0 ? value : value.startsWith('-') ? ` - ${value.slice(1)}` : ` + ${value}`;
      const xWork = polys
        .map(([a], i) => signedTerm(linearExpression((signs[i] as number) * a, 0), i))
        .join('');
      const numberWork = polys.map(([, b], i) => signedTerm(String((signs[i] as number) * b), i)).join('');
      const opened = polys
        .flatMap(([a, b], i) => [
          linearExpression((signs[i] as number) * a, 0),
          String((signs[i] as number) * b),
        ])
        .map(signedTerm)
        .join('');
      let slipX = 0;
      let slipC = 0;
      polys.forEach(([a, b], i) => {
        slipX += (signs[i] as number) * a;
        slipC += i === 0 ? b : b; // forgot to distribute the minus to the constant
      });
      const tex = polys
        .map(([a, b], i) => `${i === 0 ? '' : signs[i] === 1 ? ' + ' : ' - '}(${linearExpressionTex(a, b)})`)
        .join('');
      return {
        params: { polys, signs },
        title: `Simplify $${tex}$`,
        description: style === 'typed' ? 'Type your answer like 5x+3 or -2x-7.' : null,
        answer,
        answerKind: 'expression',
        requiresAnswerForm: true,
        hints: [simplifyHint(polys, signs)],
        misconceptions:
          linearExpression(slipX, slipC) !== answer
            ? [
                {
                  answer: linearExpression(slipX, slipC),
                  hint: 'The minus sign in front of a bracket changes the sign of the number term too.',
                },
              ]
            : [],
        explanation: `${
          signs.includes(-1)
            ? 'Remove the brackets; a minus sign in front of a bracket changes the sign of every term inside'
            : 'Remove the brackets'
        }: $${opened}$. Collect the x-terms: $${xWork} = ${linearExpressionTex(x, 0)}$. Collect the numbers: $${numberWork} = ${c}$. So the answer is $${linearExpressionTex(x, c)}$.`,
        choices:
          style === 'choice'
            ? {
                distractors: [
                  linearExpression(slipX, slipC),
                  linearExpression(x + c, 0),
                  linearExpression(-x, c),
                  linearExpression(x, -c),
                ],
                fallback: (k) => linearExpression(x, c + k + 1),
                label: (v: string) => `$${spacedExpression(v)}$`,
              }
            : undefined,
      };
    },
    solve: (p) => {
      const x = p.polys.reduce((acc, [a], i) => add(acc, mul(rat(p.signs[i] as number), rat(a))), rat(0));
      const c = p.polys.reduce((acc, [, b], i) => add(acc, mul(rat(p.signs[i] as number), rat(b))), rat(0));
      return linearExpression(Number(x.n), Number(c.n));
    },
    complexity: (p) =>
      p.polys.length * 2 +
      p.signs.filter((s) => s < 0).length +
      p.polys.flat().filter((v) => v < 0).length +
      magnitude(...p.polys.flat()) / 2,
  });
}

interface EvaluateParams {
  terms: { coef: number; variable: string }[];
  constant: number;
  values: Record<string, number>;
  scale: number;
}

/** Evaluate an expression by substitution; Grade 6 uses whole numbers and decimal tenths, Grade 7 integers. */
export function evaluateTask(numbers: 'tenths' | 'integers', name: string, description: string) {
  return defineTask<EvaluateParams>({
    name,
    description,
    build(rng, level) {
      const variables = ['a', 'b', 'c'].slice(0, byLevel(level, [1, 1, 2, 2, 3]));
      const scale = numbers === 'tenths' && level >= 3 ? 10 : 1;
      const bound = byLevel(level, [9, 12, 15, 20, 25]);
      const values: Record<string, number> = {};
      for (const v of variables) {
        values[v] =
          numbers === 'integers' && level >= 2
            ? rng.signed(1, bound)
            : rng.int(1, bound) * scale + (scale === 10 ? rng.int(1, 9) : 0);
      }
      const terms = variables.map((v) => ({
        coef:
          rng.int(2, byLevel(level, [5, 9, 9, 12, 12])) *
          (numbers === 'integers' && level >= 3 && rng.bool() ? -1 : 1),
        variable: v,
      }));
      const constant = rng.int(1, bound * 2) * (numbers === 'integers' && level >= 4 ? -1 : 1);
      let total = constant * scale;
      for (const t of terms) total += t.coef * (values[t.variable] as number);
      const fmt = (u: number): string => scaledDecimal(u, scale === 10 ? 1 : 0);
      const exprTex =
        terms
          .map(
            (t, i) =>
              `${i === 0 ? (t.coef < 0 ? '-' : '') : t.coef < 0 ? ' - ' : ' + '}${Math.abs(t.coef)}${t.variable}`,
          )
          .join('') + `${constant < 0 ? ' - ' : ' + '}${Math.abs(constant)}`;
      const given = variables.map((v) => `${v} = ${fmt(values[v] as number)}`).join(', ');
      const signed = (value: string, i: number): string =>
        i === 0 ? value : value.startsWith('-') ? ` - ${value.slice(1)}` : ` + ${value}`;
      const substituted =
        terms
          .map(
            (t, i) =>
              `${i === 0 ? (t.coef < 0 ? '-' : '') : t.coef < 0 ? ' - ' : ' + '}${Math.abs(t.coef)} \\times ${bracket(Number(fmt(values[t.variable] as number)))}`,
          )
          .join('') + `${constant < 0 ? ' - ' : ' + '}${Math.abs(constant)}`;
      const products =
        terms.map((t, i) => signed(fmt(t.coef * (values[t.variable] as number)), i)).join('') +
        signed(String(constant), terms.length);
      return {
        params: { terms, constant, values, scale },
        title: `Evaluate $${exprTex}$ when $${given}$`,
        answer: fmt(total),
        answerKind: 'number',
        hints: [`Replace ${given.replace(/ = /g, ' by ')}, and multiply before you add or subtract.`],
        explanation: `Replace ${given.replace(/ = /g, ' by ')}: $${substituted} = ${products} = ${fmt(total)}$. Multiply first, then add and subtract, so the value is ${fmt(total)}.`,
      };
    },
    solve: (p) =>
      toFractionString(
        p.terms.reduce(
          (acc, t) => add(acc, mul(rat(t.coef), rat(p.values[t.variable] as number, p.scale))),
          rat(p.constant),
        ),
      ),
    complexity: (p) =>
      p.terms.length * 2 +
      (p.scale > 1 ? 1.5 : 0) +
      p.terms.filter((t) => t.coef < 0).length +
      Object.values(p.values).filter((v) => v < 0).length +
      (p.constant < 0 ? 1 : 0) +
      magnitude(...Object.values(p.values)) / 2,
  });
}

interface LoopParams {
  start: number;
  times: number;
  multiply: number;
  addEach: number;
}

/** Trace a short program with a loop: what a learner does when reading and debugging code. */
export function codeTraceTask(name: string, description: string) {
  return defineTask<LoopParams>({
    name,
    description,
    build(rng, level) {
      const start = rng.int(0, byLevel(level, [10, 20, 30, 50, 100]));
      const times = rng.int(byLevel(level, [2, 3, 4, 4, 5]), byLevel(level, [3, 5, 6, 6, 8]));
      const multiply = level >= 4 ? rng.int(2, 3) : 1;
      const addEach = rng.int(1, byLevel(level, [5, 9, 15, 10, 10])) * (level === 5 && rng.bool() ? -1 : 1);
      let total = start;
      for (let i = 0; i < times; i += 1) total = total * multiply + addEach;
      const body =
        multiply === 1
          ? `total = total ${addEach < 0 ? '-' : '+'} ${Math.abs(addEach)}`
          : `total = total * ${multiply} ${addEach < 0 ? '-' : '+'} ${Math.abs(addEach)}`;
      return {
        params: { start, times, multiply, addEach },
        title: 'What does this program print?',
        description: `total = ${start}; repeat ${times} times: { ${body} }; print(total)`,
        answer: String(total),
        answerKind: 'number',
        hints: [`Write down total after each pass, starting from total = ${start}.`],
        explanation: `Trace the loop one pass at a time, using the new value of total each pass: ${(() => {
          const passes: string[] = [];
          let t = start;
          for (let i = 0; i < times; i += 1) {
            const next = t * multiply + addEach;
            passes.push(
              `pass ${i + 1}: ${t}${multiply === 1 ? '' : ` × ${multiply}`} ${addEach < 0 ? '-' : '+'} ${Math.abs(addEach)} = ${next}`,
            );
            t = next;
          }
          return passes.join('; ');
        })()}. After ${times} passes, total is ${total}.`,
      };
    },
    solve: (p) => {
      // Closed form of repeating x -> m·x + a, independent of the step-by-step trace.
      const m = BigInt(p.multiply);
      const mn = m ** BigInt(p.times);
      if (m === 1n) return (BigInt(p.start) + BigInt(p.times) * BigInt(p.addEach)).toString();
      return (mn * BigInt(p.start) + (BigInt(p.addEach) * (mn - 1n)) / (m - 1n)).toString();
    },
    complexity: (p) => p.times + (p.multiply > 1 ? 3 : 0) + (p.addEach < 0 ? 1 : 0) + magnitude(p.start) / 2,
  });
}
