/**
 * Grade 6 ratios, rates and percents (B2.12) and the order of operations in multi-step problems (B2.1). Keys are
 * chosen first so every count is whole; each solver recomputes from the parameters with exact rationals.
 */
import { money, moneyAnswer } from '../core/format';
import { byLevel } from '../core/levels';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

const NAMES = LEARNER_NAMES;

interface RatioParams {
  a: number;
  b: number;
  /** The known quantity and which term it belongs to (0 = first, 1 = second, 2 = the total). */
  known: number;
  knownTerm: 0 | 1 | 2;
  /** Which is asked: 0 first, 1 second. */
  asked: 0 | 1;
  /** Level 5: the percent of a class that walks before the rest is split in the ratio a : b. */
  percent: number;
  kind: 'missing' | 'recipe' | 'partWhole' | 'percentThenRatio';
}

const coprimePair = (rng: Rng, max: number): [number, number] => {
  for (;;) {
    const a = rng.int(1, max);
    const b = rng.int(1, max);
    let x = a;
    let y = b;
    while (y) [x, y] = [y, x % y];
    if (a !== b && x === 1) return [a, b];
  }
};

/** B2.12: equivalent ratios, a ratio in a recipe, a part from the whole, and at level 5 a percent then a ratio. */
export function ratioTask(name: string, description: string) {
  return defineTask<RatioParams>({
    name,
    description,
    build(rng, level) {
      const [a, b] = coprimePair(rng, byLevel(level, [5, 7, 7, 9, 5]));
      const kind = byLevel(level, ['missing', 'missing', 'recipe', 'partWhole', 'percentThenRatio'] as const);
      if (kind === 'percentThenRatio') {
        // The class size keeps the walkers and both ratio groups whole; ratios and percents are redrawn until one does.
        let a5 = 1;
        let b5 = 2;
        let percent = 20;
        let size = 0;
        while (size === 0) {
          [a5, b5] = coprimePair(rng, 5);
          percent = rng.pick([10, 20, 25, 40, 50, 60]);
          const fits: number[] = [];
          for (let n = 20; n <= 36; n += 1)
            if ((n * percent) % 100 === 0 && ((n * (100 - percent)) / 100) % (a5 + b5) === 0) fits.push(n);
          if (fits.length > 0) size = rng.pick(fits);
        }
        const a = a5;
        const b = b5;
        const rest = (size * (100 - percent)) / 100;
        const bus = (rest / (a + b)) * a;
        const walkers = size - rest;
        return {
          params: { a, b, known: size, knownTerm: 2, asked: 0, percent, kind },
          title: 'How many students take the bus?',
          description: `A Grade 6 class in Mississauga has ${size} students. ${percent}% of them walk to school. The others take the bus or come by car in the ratio ${a} : ${b}.`,
          answer: String(bus),
          answerKind: 'number',
          explanation: `${percent}% of ${size} is ${walkers} students who walk, so ${size} − ${walkers} = ${rest} students ride. The ratio ${a} : ${b} splits them into ${a + b} equal parts of ${rest} ÷ ${a + b} = ${rest / (a + b)}. The bus takes ${a} parts: ${a} × ${rest / (a + b)} = ${bus} students.`,
          hints: [`First find how many of the ${size} students do not walk: ${percent}% walk.`],
          misconceptions: [
            {
              answer: String((size / (a + b)) * a),
              hint: `The ratio ${a} : ${b} splits only the students who do not walk.`,
            },
          ].filter((m) => Number.isInteger(Number(m.answer)) && m.answer !== String(bus)),
          lintFacts: { answerIsCount: true },
        };
      }
      const k = rng.int(2, byLevel(level, [6, 12, 12, 12, 12]));
      if (kind === 'missing') {
        const asked = rng.pick([0, 1] as const);
        const known = asked === 0 ? b * k : a * k;
        const shown = asked === 0 ? `? : ${known}` : `${known} : ?`;
        const answer = asked === 0 ? a * k : b * k;
        return {
          params: { a, b, known, knownTerm: asked === 0 ? 1 : 0, asked, percent: 0, kind },
          title: `What number makes $${a} : ${b} = ${shown.replace('?', '\\square')}$ true?`,
          description: level === 2 ? 'The two ratios are equivalent.' : null,
          answer: String(answer),
          answerKind: 'number',
          explanation: `${asked === 0 ? b : a} was multiplied by ${k} to give ${known}, so multiply ${asked === 0 ? a : b} by ${k} too: ${asked === 0 ? a : b} × ${k} = ${answer}. The missing number is ${answer}.`,
          hints: [`What do you multiply ${asked === 0 ? b : a} by to get ${known}?`],
          misconceptions: [
            {
              answer: String(known + (asked === 0 ? a - b : b - a)),
              hint: 'Equivalent ratios multiply both terms by the same number; adding the same amount does not keep the ratio.',
            },
          ].filter((m) => Number(m.answer) > 0 && m.answer !== String(answer)),
        };
      }
      if (kind === 'recipe') {
        const juice = a * k;
        const water = b * k;
        return {
          params: { a, b, known: juice, knownTerm: 0, asked: 1, percent: 0, kind },
          title: 'How many cups of water are needed?',
          description: `${rng.pick(NAMES)} mixes orange concentrate and water in the ratio ${a} : ${b} for a class party in London, Ontario. The jug has ${juice} cups of concentrate.`,
          answer: String(water),
          answerKind: 'number',
          explanation: `${juice} cups is ${a} × ${k}, so the recipe is made ${k} times: water is ${b} × ${k} = ${water} cups.`,
          hints: [`How many times does ${a} go into ${juice}?`],
          misconceptions: [
            {
              answer: String(juice + b - a),
              hint: 'Keep the ratio by multiplying both terms by the same number, not by adding.',
            },
          ].filter((m) => Number(m.answer) > 0 && m.answer !== String(water)),
        };
      }
      const total = (a + b) * k;
      const asked = rng.pick([0, 1] as const);
      const answer = (asked === 0 ? a : b) * k;
      const [first, second] = rng.pick([
        ['red', 'blue'],
        ['maple', 'oak'],
        ['fiction', 'non-fiction'],
      ] as const);
      const word = first === 'red' ? 'beads' : first === 'maple' ? 'trees' : 'books';
      return {
        params: { a, b, known: total, knownTerm: 2, asked, percent: 0, kind },
        title: `How many ${asked === 0 ? first : second} ${word} are there?`,
        description: `There are ${total} ${word} in all, ${first} and ${second} in the ratio ${a} : ${b}.`,
        answer: String(answer),
        answerKind: 'number',
        explanation: `The ratio ${a} : ${b} has ${a} + ${b} = ${a + b} parts, so each part is ${total} ÷ ${a + b} = ${k}. The ${asked === 0 ? first : second} ${word} are ${asked === 0 ? a : b} × ${k} = ${answer}.`,
        hints: [`Add the terms ${a} and ${b} to find how many equal parts make the ${total} ${word}.`],
        misconceptions: [
          {
            answer: toFractionString(
              div(mul(rat(total), rat(asked === 0 ? a : b)), rat(asked === 0 ? b : a)),
            ),
            hint: `The ratio compares ${first} with ${second}; ${total} is the whole, which has ${a + b} parts.`,
          },
        ].filter((m) => !m.answer.includes('/') && m.answer !== String(answer)),
        lintFacts: { answerIsCount: true },
      };
    },
    solve: (p) => {
      const parts = rat(p.a + p.b);
      const term = p.asked === 0 ? rat(p.a) : rat(p.b);
      if (p.kind === 'percentThenRatio') {
        const rest = mul(rat(p.known), rat(100 - p.percent, 100));
        return toFractionString(mul(div(rest, parts), term));
      }
      if (p.knownTerm === 2) return toFractionString(mul(div(rat(p.known), parts), term));
      const knownTerm = p.knownTerm === 0 ? rat(p.a) : rat(p.b);
      return toFractionString(mul(div(rat(p.known), knownTerm), term));
    },
    complexity: (p) =>
      ({ missing: 1, recipe: 3, partWhole: 4, percentThenRatio: 6 })[p.kind] + Math.log10(p.known + 1),
  });
}

function gcdOf(x: number, y: number): number {
  while (y) [x, y] = [y, x % y];
  return x;
}

interface RateParams {
  /** Prices in cents and quantities of two offers, or a distance and a time. */
  amounts: number[];
  counts: number[];
  kind: 'unitPrice' | 'speed' | 'betterBuy' | 'percentOf' | 'saleBack';
  percent: number;
}

/**
 * B2.12 rates and percents: a unit price, a speed, the better buy (the lower unit price), a percent of a quantity,
 * and at level 5 the price before a discount.
 */
export function rateTask(name: string, description: string) {
  return defineTask<RateParams>({
    name,
    description,
    build(rng, level) {
      const kind = byLevel(level, ['unitPrice', 'speed', 'percentOf', 'betterBuy', 'saleBack'] as const);
      const who = rng.pick(NAMES);
      if (kind === 'unitPrice') {
        const count = rng.int(3, 8);
        const unit = rng.int(25, 150);
        const total = unit * count;
        return {
          params: { amounts: [total], counts: [count], kind, percent: 0 },
          title: 'What is the price of one granola bar?',
          description: `A box of ${count} granola bars costs ${money(total)} at a grocery store in Peterborough. Give the answer in dollars, like 0.75.`,
          answer: moneyAnswer(unit),
          answerKind: 'money',
          explanation: `The unit price is the price divided by the number of bars: ${money(total)} ÷ ${count} = ${money(unit)}.`,
          hints: [`Divide ${money(total)} by ${count}.`],
          misconceptions: [
            { answer: moneyAnswer(total * count), hint: 'One bar costs less than the box: divide.' },
          ],
        };
      }
      if (kind === 'speed') {
        const hours = rng.int(2, 6);
        const speed = rng.int(12, 20) * 5;
        const km = speed * hours;
        return {
          params: { amounts: [km], counts: [hours], kind, percent: 0 },
          title: 'What is the bus’s average speed in kilometres per hour?',
          description: `A school bus on Highway 401 covers ${km} km in ${hours} hours of driving.`,
          answer: String(speed),
          answerKind: 'number',
          explanation: `A rate per hour divides the distance by the hours: ${km} ÷ ${hours} = ${speed}. The average speed is ${speed} km/h.`,
          hints: [`How many kilometres in one hour, if ${km} km takes ${hours} hours?`],
          misconceptions: [
            {
              answer: String(km * hours),
              hint: 'Per hour means share the distance among the hours: divide.',
            },
          ],
        };
      }
      if (kind === 'percentOf') {
        const percent = rng.pick([20, 30, 40, 60, 70, 75, 80, 35, 45]);
        const whole = (100 / gcdOf(100, percent)) * rng.int(2, 12);
        const part = (whole * percent) / 100;
        return {
          params: { amounts: [whole], counts: [], kind, percent },
          title: 'How many students voted for the field trip?',
          description: `${percent}% of the ${whole} students at a school in Kenora voted for a field trip to the science centre.`,
          answer: String(part),
          answerKind: 'number',
          explanation: `${percent}% means ${percent} out of every 100: ${whole} × ${percent} ÷ 100 = ${part}. So ${part} students voted for the trip.`,
          hints: [`Find 10% of ${whole} first, then build up to ${percent}%.`],
          misconceptions: [
            { answer: String(whole - part), hint: `That is the ${100 - percent}% who did not vote for it.` },
          ].filter((m) => m.answer !== String(part)),
          lintFacts: { answerIsCount: true },
        };
      }
      if (kind === 'betterBuy') {
        const [sizeA, sizeB] = rng.pick([
          [2, 5],
          [3, 4],
          [4, 6],
          [5, 8],
          [6, 10],
        ] as const);
        const unitA = rng.int(60, 200);
        let unitB = unitA + rng.int(-15, 15);
        if (unitB === unitA) unitB -= 4;
        const priceA = unitA * sizeA;
        const priceB = unitB * sizeB;
        const better = unitA < unitB ? `${sizeA}` : `${sizeB}`;
        return {
          params: { amounts: [priceA, priceB], counts: [sizeA, sizeB], kind, percent: 0 },
          title: 'Which pack is the better buy?',
          description: `${who} compares juice boxes: a pack of ${sizeA} costs ${money(priceA)} and a pack of ${sizeB} costs ${money(priceB)}. Choose the pack size with the lower price per box.`,
          answer: better,
          answerKind: 'number',
          explanation: `Unit prices: ${money(priceA)} ÷ ${sizeA} = ${money(unitA)} a box, and ${money(priceB)} ÷ ${sizeB} = ${money(unitB)} a box. The better buy is the pack of ${better}.`,
          hints: [`Find the price of one box in each pack: divide ${money(priceA)} by ${sizeA}.`],
          misconceptions: [
            {
              answer: better === `${sizeA}` ? `${sizeB}` : `${sizeA}`,
              hint: 'Compare the price of one box, not the price of the packs.',
            },
          ],
          choices: {
            distractors: [better === `${sizeA}` ? `${sizeB}` : `${sizeA}`, '0', '-1'],
            label: (v: string) =>
              v === '0'
                ? 'They cost the same per box'
                : v === '-1'
                  ? 'It cannot be told'
                  : `The pack of ${v}`,
          },
        };
      }
      const percent = rng.pick([10, 20, 25, 40, 50]);
      const original = rng.int(20, 80) * 100;
      const sale = (original * (100 - percent)) / 100;
      return {
        params: { amounts: [sale], counts: [], kind, percent },
        title: 'What was the price before the sale?',
        description: `A hoodie at a store in Barrie is ${percent}% off. ${who} pays the sale price of ${money(sale)} before tax. Give the answer in dollars, like 40.00.`,
        answer: moneyAnswer(original),
        answerKind: 'money',
        explanation: `After ${percent}% off, ${who} pays ${100 - percent}% of the original price. ${100 - percent}% is ${money(sale)}, so 1% is ${money(sale)} ÷ ${100 - percent} = ${toDecimalString(rat(sale, (100 - percent) * 100), 4, true)} dollars and 100% is ${money(original)}.`,
        hints: [`${money(sale)} is ${100 - percent}% of the original price, not 100%.`],
        misconceptions: [
          {
            answer: moneyAnswer(Math.round((sale * (100 + percent)) / 100)),
            hint: `Adding ${percent}% of the sale price back uses the wrong whole: the ${percent}% was of the original price.`,
          },
        ].filter((m) => m.answer !== moneyAnswer(original)),
      };
    },
    solve: (p) => {
      switch (p.kind) {
        case 'unitPrice':
          return toDecimalString(div(rat(p.amounts[0] as number, 100), rat(p.counts[0] as number)), 2);
        case 'speed':
          return toFractionString(div(rat(p.amounts[0] as number), rat(p.counts[0] as number)));
        case 'percentOf':
          return toFractionString(mul(rat(p.amounts[0] as number), rat(p.percent, 100)));
        case 'betterBuy': {
          const unitA = div(rat(p.amounts[0] as number), rat(p.counts[0] as number));
          const unitB = div(rat(p.amounts[1] as number), rat(p.counts[1] as number));
          return String(sub(unitA, unitB).n < 0n ? p.counts[0] : p.counts[1]);
        }
        case 'saleBack':
          return toDecimalString(div(rat(p.amounts[0] as number, 100), rat(100 - p.percent, 100)), 2);
      }
    },
    complexity: (p) =>
      ({ unitPrice: 1, speed: 2, percentOf: 3, betterBuy: 4.5, saleBack: 6 })[p.kind] +
      Math.log10((p.amounts[0] as number) + 1) / 2,
  });
}

interface OrderParams {
  /** Expression tree in prefix notation; numbers as strings. */
  tokens: string[];
  kind: 'evaluate' | 'brackets';
  /** brackets: the target value. */
  target: number;
}

type Expr = { n: number } | { op: '+' | '-' | '×' | '÷'; l: Expr; r: Expr; bracket?: boolean };

const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '×': 2, '÷': 2 };

function show(e: Expr, tex: boolean, parentPrec = 0, right = false): string {
  if ('n' in e) return String(e.n);
  const prec = PRECEDENCE[e.op] as number;
  const inner = `${show(e.l, tex, prec)} ${tex ? ({ '+': '+', '-': '-', '×': '\\times', '÷': '\\div' } as const)[e.op] : e.op === '-' ? '−' : e.op} ${show(e.r, tex, prec, true)}`;
  const needs = e.bracket === true || prec < parentPrec || (right && prec === parentPrec);
  return needs ? `(${inner})` : inner;
}

function value(e: Expr): Rational {
  if ('n' in e) return rat(e.n);
  const l = value(e.l);
  const r = value(e.r);
  return e.op === '+' ? add(l, r) : e.op === '-' ? sub(l, r) : e.op === '×' ? mul(l, r) : div(l, r);
}

/** The operations whose two sides are plain numbers, left to right: the candidates for a first step. */
function readyOperations(e: Expr): Exclude<Expr, { n: number }>[] {
  if ('n' in e) return [];
  if ('n' in e.l && 'n' in e.r) return [e];
  return [...readyOperations(e.l), ...readyOperations(e.r)];
}

/** The operators of an expression, left to right as written. */
const operatorsOf = (e: Expr): string[] => ('n' in e ? [] : [...operatorsOf(e.l), e.op, ...operatorsOf(e.r)]);

const OPERATION_NAME: Record<string, string> = {
  '+': 'addition',
  '-': 'subtraction',
  '×': 'multiplication',
  '÷': 'division',
};

/**
 * The first hint of an "evaluate" question: the question's own first step, with its numbers ("the multiplication
 * 4 × 3 comes before the addition"), never its result.
 */
function firstStepHint(expr: Expr): string {
  const ready = readyOperations(expr);
  const text = (e: Exclude<Expr, { n: number }>): string => show({ ...e, bracket: false }, false);
  const list = (items: string[]): string => items.join(' and ');
  const bracketed = ready.filter((e) => e.bracket === true);
  if (bracketed.length > 0)
    return bracketed.length === 1
      ? `In ${show(expr, false)}, start inside the brackets: work out ${text(bracketed[0]!)} first.`
      : `In ${show(expr, false)}, start with the brackets: work out ${list(bracketed.map(text))} before anything else.`;
  const first = ready.filter((e) => e.op === '×' || e.op === '÷');
  const named = list(first.map((e) => `the ${OPERATION_NAME[e.op]} ${text(e)}`));
  const later = [...new Set(operatorsOf(expr).filter((o) => o === '+' || o === '-'))].map(
    (o) => `the ${OPERATION_NAME[o]}`,
  );
  return `${show(expr, false)} has no brackets, so ${named} ${first.length === 1 ? 'comes' : 'come'} before ${list(later)}: work ${first.length === 1 ? 'it' : 'them'} out first.`;
}

/** Prefix tokens so the solver can rebuild the expression without the generator's tree. */
function toTokens(e: Expr): string[] {
  return 'n' in e ? [String(e.n)] : [e.op, ...toTokens(e.l), ...toTokens(e.r)];
}

/** Steps in the order of operations: the innermost operation first, each written with its result. */
function steps(e: Expr, out: string[]): Rational {
  if ('n' in e) return rat(e.n);
  const l = steps(e.l, out);
  const r = steps(e.r, out);
  const v = e.op === '+' ? add(l, r) : e.op === '-' ? sub(l, r) : e.op === '×' ? mul(l, r) : div(l, r);
  out.push(
    `${toFractionString(l)} ${e.op === '-' ? '−' : e.op} ${toFractionString(r)} = ${toFractionString(v)}`,
  );
  return v;
}

const num = (n: number): Expr => ({ n });
const op = (o: '+' | '-' | '×' | '÷', l: Expr, r: Expr, bracket = false): Expr => ({ op: o, l, r, bracket });

/** B2.1: the order of operations with brackets; level 5 places the brackets that make a statement true. */
export function orderOfOperationsTask(name: string, description: string) {
  return defineTask<OrderParams>({
    name,
    description,
    build(rng, level) {
      const small = (lo: number, hi: number): number => rng.int(lo, hi);
      if (level === 5) {
        for (;;) {
          const [a, b, c, d] = [small(2, 9), small(2, 9), small(2, 9), small(1, 5)];
          if (c <= d) continue;
          // The two places one pair of brackets changes the value; the learner finds the one that reaches the target.
          const placements: Expr[] = [
            op('-', op('×', op('+', num(a), num(b), true), num(c)), num(d)),
            op('+', num(a), op('×', num(b), op('-', num(c), num(d), true))),
          ];
          const plainExpr = op('-', op('+', num(a), op('×', num(b), num(c))), num(d));
          const values = [...placements, plainExpr].map((o) => toFractionString(value(o)));
          if (new Set(values).size < 3) continue;
          const pick = rng.int(0, 1);
          const target = Number(values[pick]);
          const chosen = placements[pick] as Expr;
          const other = placements[1 - pick] as Expr;
          const out: string[] = [];
          steps(chosen, out);
          const plain = `${a} + ${b} × ${c} − ${d}`;
          const compact = (e: Expr): string => show(e, false).replace(/\s/g, '');
          const plainValue = values[2] as string;
          const otherValue = values[1 - pick] as string;
          // Each wrong choice is a real mistake: brackets round the wrong pair, trusting left to right (no brackets
          // needed), or brackets round the multiplication, which is done first anyway.
          const misconceptions = [
            {
              answer: compact(other),
              hint: `Work out ${show(other, false)}: it gives ${otherValue}, not ${target}. Try the brackets round another pair of numbers.`,
            },
            {
              answer: `${a}+${b}×${c}−${d}`,
              hint: `Without brackets you multiply first: ${b} × ${c} comes before the addition, so ${plain} = ${plainValue}, not ${target}.`,
            },
            {
              answer: `${a}+(${b}×${c})−${d}`,
              hint: `Brackets round ${b} × ${c} change nothing, because multiplication is done first anyway: the value stays ${plainValue}.`,
            },
          ];
          return {
            params: { tokens: [String(a), String(b), String(c), String(d)], kind: 'brackets', target },
            title: `Where do the brackets go so that $${a} + ${b} \\times ${c} - ${d} = ${target}$?`,
            description: 'Keep the numbers and operations in their order; add one pair of brackets.',
            answer: compact(chosen),
            answerKind: 'text',
            explanation: `Without brackets, multiply first: ${plain} = ${plainValue}. Written ${show(other, false)}, it gives ${otherValue}. Written ${show(chosen, false)}, it gives ${out.join(', then ')}. So the brackets make ${show(chosen, false)} = ${target}.`,
            hints: [
              `Work out ${plain} with no brackets first (multiply before you add), then see which pair of numbers the brackets must join to reach ${target}.`,
            ],
            misconceptions,
            choices: {
              distractors: misconceptions.map((m) => m.answer),
              label: (v: string) =>
                `$${v.replace(/×/g, ' \\times ').replace(/−/g, ' - ').replace(/\+/g, ' + ')}$`,
            },
          };
        }
      }
      let expr: Expr;
      if (level === 1) expr = op('+', num(small(2, 20)), op('×', num(small(2, 9)), num(small(2, 9))));
      else if (level === 2)
        expr = op(
          '-',
          op('×', op('+', num(small(2, 12)), num(small(2, 12)), true), num(small(2, 6))),
          num(small(1, 9)),
        );
      else if (level === 3) {
        const c = small(2, 9);
        expr = op(
          '+',
          op('-', num(small(40, 90)), op('÷', num(c * small(2, 9)), num(c))),
          op('×', num(small(2, 6)), num(small(2, 6))),
        );
      } else {
        const d = small(2, 6);
        const inner = small(3, 12);
        expr = op(
          '÷',
          op('×', num(small(2, 9) * d), op('-', num(inner + small(2, 9)), num(inner), true)),
          num(d),
        );
        expr = op('+', expr, op('×', num(small(2, 5)), op('+', num(small(1, 6)), num(small(1, 6)), true)));
      }
      const out: string[] = [];
      const result = steps(expr, out);
      const leftToRight = leftToRightValue(expr);
      const answer = toFractionString(result);
      return {
        params: { tokens: toTokens(expr), kind: 'evaluate', target: 0 },
        title: `Calculate $${show(expr, true)}$.`,
        description: null,
        answer,
        answerKind: 'number',
        explanation: `Brackets first, then multiplication and division, then addition and subtraction from left to right: ${out.join(', then ')}. So the answer is ${answer}.`,
        hints: [
          firstStepHint(expr),
          'After that, multiply and divide from left to right, then add and subtract from left to right.',
        ],
        misconceptions:
          leftToRight !== null && leftToRight !== answer
            ? [
                {
                  answer: leftToRight,
                  hint: 'Multiplication and division come before addition and subtraction.',
                },
              ]
            : [],
      };
    },
    solve: (p) => {
      if (p.kind === 'brackets') {
        const [a, b, c, d] = p.tokens.map(Number) as [number, number, number, number];
        // Every single pair of brackets over consecutive numbers, in the order the options are written.
        const candidates: [string, Rational][] = [
          [`(${a}+${b})×${c}−${d}`, sub(mul(rat(a + b), rat(c)), rat(d))],
          [`${a}+${b}×(${c}−${d})`, add(rat(a), mul(rat(b), rat(c - d)))],
        ];
        return candidates.find(([, v]) => v.n === BigInt(p.target) && v.d === 1n)?.[0] ?? 'none';
      }
      // Evaluate the prefix tokens with a stack, right to left.
      const stack: Rational[] = [];
      for (const token of [...p.tokens].reverse()) {
        if (/^\d+$/.test(token)) {
          stack.push(rat(Number(token)));
          continue;
        }
        const l = stack.pop() as Rational;
        const r = stack.pop() as Rational;
        stack.push(
          token === '+' ? add(l, r) : token === '-' ? sub(l, r) : token === '×' ? mul(l, r) : div(l, r),
        );
      }
      return toFractionString(stack[0] as Rational);
    },
    complexity: (p) =>
      p.kind === 'brackets'
        ? 13
        : p.tokens.filter((t) => !/^\d+$/.test(t)).length * 1.5 + p.tokens.length / 4,
  });
}

/** The value a learner gets working strictly left to right, ignoring the order of operations. */
function leftToRightValue(e: Expr): string | null {
  const flat: (number | string)[] = [];
  const walk = (x: Expr): void => {
    if ('n' in x) flat.push(x.n);
    else if (x.bracket) flat.push(Number(toFractionString(value(x))));
    else {
      walk(x.l);
      flat.push(x.op);
      walk(x.r);
    }
  };
  walk(e);
  let acc = rat(flat[0] as number);
  for (let i = 1; i < flat.length; i += 2) {
    const o = flat[i] as string;
    const r = rat(flat[i + 1] as number);
    acc = o === '+' ? add(acc, r) : o === '-' ? sub(acc, r) : o === '×' ? mul(acc, r) : div(acc, r);
  }
  return acc.d === 1n ? toFractionString(acc) : null;
}
