/**
 * Grade 7 B2.5 word problems that add and subtract fractions and mixed numbers in everyday measures.
 * Levels: 1 like denominators, 2 related denominators, 3 unrelated denominators, 4 mixed numbers that need
 * regrouping (borrowing a whole or carrying one), 5 two steps (a recipe or pattern scaled then used, a board cut
 * into equal pieces after some was used, working backwards to the amount at the start).
 * Denominators are the ones each measure really uses (halves, quarters, eighths of a metre; thirds and quarters of
 * a cup; sixths and twelfths of an hour). The key is an improper fraction in lowest terms (the answer check also
 * takes the mixed number the question asks for); the solver recomputes it from the parameters with exact rationals.
 */
import { texFraction } from '../core/format';
import { gcd, lcm } from '../core/levels';
import { properNumerator } from '../core/measure-fractions';
import { type Rational, add, div, mul, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel, Misconception } from '../types';
import { LEARNER_NAMES } from './learner-names';

/** A non-negative amount as written: whole part and a proper fraction n/d (n may be 0 for a whole amount). */
interface Amount {
  w: number;
  n: number;
  d: number;
}

type WordParams =
  | { kind: 'combine'; op: '+' | '-'; a: Amount; b: Amount; context: string }
  /** `batches` times `per` is used out of `have`; the key is what is left. */
  | { kind: 'batch'; per: Amount; batches: number; have: Amount; context: string }
  /** `used` is cut off `total`, the rest is cut into `pieces` equal pieces; the key is one piece. */
  | { kind: 'share'; total: Amount; used: Amount; pieces: number; context: string }
  /** Start, then `used` taken away, then `added` put in, leaves `left`; the key is the start. */
  | { kind: 'backwards'; left: Amount; added: Amount; used: Amount; context: string };

const valueOf = (x: Amount): Rational => rat(x.w * x.d + x.n, x.d);

/** TeX of an amount: `2\frac{1}{2}`, `\frac{3}{4}`, `5`. */
function tex(x: Amount): string {
  if (x.n === 0) return String(x.w);
  return x.w > 0 ? `${x.w}${texFraction(x.n, x.d)}` : texFraction(x.n, x.d);
}

/** The amount with its fraction part over `den` (a multiple of its denominator). */
function over(x: Amount, den: number): Amount {
  return { w: x.w, n: x.n * (den / x.d), d: den };
}

function lowest(x: Amount): Amount {
  if (x.n === 0) return { w: x.w, n: 0, d: 1 };
  const g = gcd(x.n, x.d);
  return { w: x.w, n: x.n / g, d: x.d / g };
}

/** The key: an improper fraction (or proper fraction) in lowest terms, from an amount already in lowest terms. */
function keyOf(x: Amount): string {
  return x.n === 0 ? String(x.w) : `${x.w * x.d + x.n}/${x.d}`;
}

const isLess = (x: Amount, y: Amount): boolean => (x.w * x.d + x.n) * y.d < (y.w * y.d + y.n) * x.d;

function amount(rng: Rng, d: number, whole: number): Amount {
  return { w: whole, n: properNumerator(rng, d), d };
}

/** `a op b` worked with whole parts and fraction parts over a common denominator: the sentences and the result. */
function mixedSteps(a: Amount, op: '+' | '-', b: Amount): { steps: string[]; result: Amount } {
  const common = lcm(a.d, b.d);
  const A = over(a, common);
  const B = over(b, common);
  const steps: string[] = [];
  const rewrites = [a, b]
    .filter((x) => x.n > 0 && x.d !== common)
    .map((x) => `$${texFraction(x.n, x.d)} = ${texFraction(x.n * (common / x.d), common)}$`);
  if (rewrites.length > 0) steps.push(`Use the common denominator ${common}: ${rewrites.join(' and ')}.`);
  let result: Amount;
  if (op === '+') {
    const f = A.n + B.n;
    const raw: Amount = { w: A.w + B.w, n: f, d: common };
    steps.push(
      `${a.w + b.w > 0 ? 'Add the whole numbers and the fractions' : 'Add the numerators and keep the denominator'}: $${tex(A)} + ${tex(B)} = ${tex(raw)}$.`,
    );
    if (f >= common) {
      result = { w: raw.w + 1, n: f - common, d: common };
      steps.push(
        `$${texFraction(f, common)} = 1${f - common > 0 ? texFraction(f - common, common) : ''}$ is more than one whole, so carry 1: the total is $${tex(result)}$.`,
      );
    } else {
      result = raw;
    }
  } else {
    let start = A;
    if (A.n < B.n) {
      start = { w: A.w - 1, n: A.n + common, d: common };
      steps.push(
        `${A.n === 0 ? `$${tex(A)}$ has no fraction part to take $${texFraction(B.n, common)}$ from` : `$${texFraction(A.n, common)}$ is less than $${texFraction(B.n, common)}$`}, so regroup one whole as $${texFraction(common, common)}$: $${tex(A)} = ${tex(start)}$.`,
      );
    }
    result = { w: start.w - B.w, n: start.n - B.n, d: common };
    steps.push(
      `${start.w + B.w > 0 ? 'Subtract the whole numbers and the fractions' : 'Subtract the numerators and keep the denominator'}: $${tex(start)} - ${tex(B)} = ${tex(result)}$.`,
    );
  }
  const simple = lowest(result);
  if (simple.d !== result.d && result.n > 0)
    steps.push(`In lowest terms, $${texFraction(result.n, result.d)} = ${texFraction(simple.n, simple.d)}$.`);
  return { steps, result: simple };
}

/** A measure: how amounts are written, which denominators it really uses, and its two sentences. */
interface Measure {
  id: string;
  /** Denominators this measure uses in everyday life. */
  dens: readonly number[];
  /** "$2\frac{1}{2}$ m", "$\frac{3}{4}$ cup". */
  say: (x: Amount) => string;
  /** The largest common denominator a pair of this measure's fractions may need. */
  maxCommon: number;
  add: (who: string, a: string, b: string) => string;
  sub: (who: string, a: string, b: string) => string;
}

const withUnit = (unit: string) => (x: Amount) => `$${tex(x)}$ ${unit}`;
const counted = (one: string, many: string) => (x: Amount) => `$${tex(x)}$ ${x.w === 0 ? one : many}`;

const MEASURES: readonly Measure[] = [
  {
    id: 'ribbon',
    dens: [2, 4, 5, 8, 10],
    say: withUnit('m'),
    maxCommon: 20,
    add: (p, a, b) =>
      `${p} used ${a} of ribbon to wrap one gift and ${b} to wrap another. How many metres of ribbon did ${p} use in all?`,
    sub: (p, a, b) =>
      `${p} had ${a} of ribbon and used ${b} to wrap a gift. How many metres of ribbon are left?`,
  },
  {
    id: 'hike',
    dens: [2, 4, 5, 10],
    say: withUnit('km'),
    maxCommon: 20,
    add: (p, a, b) =>
      `On a trail in Algonquin Park, ${p} hiked ${a} before lunch and ${b} after lunch. How many kilometres did ${p} hike altogether?`,
    sub: (p, a, b) =>
      `A trail in Algonquin Park is ${a} long. ${p} has hiked ${b} so far. How many kilometres are left to hike?`,
  },
  {
    id: 'flour',
    dens: [2, 3, 4, 8],
    say: counted('cup', 'cups'),
    maxCommon: 12,
    add: (p, a, b) =>
      `${p}'s banana bread needs ${a} of flour and ${b} of oats. How many cups of flour and oats does ${p}'s banana bread need altogether?`,
    sub: (p, a, b) => `${p} had ${a} of flour and used ${b} for pancakes. How many cups of flour are left?`,
  },
  {
    id: 'time',
    dens: [2, 3, 4, 6, 12],
    say: withUnit('h'),
    maxCommon: 12,
    add: (p, a, b) =>
      `${p} practised piano for ${a} on Saturday and ${b} on Sunday. How many hours did ${p} practise in all?`,
    sub: (p, a, b) =>
      `${p} planned to spend ${a} on a science project and has worked ${b} so far. How many hours of work are left?`,
  },
  {
    id: 'juice',
    dens: [2, 4, 5, 10],
    say: withUnit('L'),
    maxCommon: 20,
    add: (p, a, b) =>
      `${p} drank ${a} of water in the morning and ${b} in the afternoon. How many litres of water did ${p} drink in all?`,
    sub: (p, a, b) => `A jug held ${a} of juice. ${p} poured out ${b}. How many litres of juice remain?`,
  },
  {
    id: 'pizza',
    dens: [2, 3, 4, 6, 8, 12],
    say: (x) => `$${tex(x)}$ ${x.w === 0 ? 'of a pizza' : 'pizzas'}`,
    maxCommon: 12,
    add: (p, a, b) =>
      `After ${p}'s class party, the leftover cheese pizza came to ${a} and the leftover pepperoni pizza came to ${b}. How much pizza was left over in all, in pizzas?`,
    sub: (p, a, b) =>
      `${p}'s class ordered pizza, and ${a} were left after lunch. ${p}'s friends then ate ${b}. How much pizza is left now, in pizzas?`,
  },
];

/** Denominator pairs of a measure for a level: like (1), one a multiple of the other (2), neither (3), any (4). */
function denominatorPairs(m: Measure, level: DifficultyLevel): [number, number][] {
  const pairs: [number, number][] = [];
  for (const x of m.dens)
    for (const y of m.dens) {
      if (lcm(x, y) > m.maxCommon) continue;
      const like = x === y;
      const related = !like && (x % y === 0 || y % x === 0);
      const ok = level === 1 ? like && x > 2 : level === 2 ? related : level === 3 ? !like && !related : true;
      if (ok) pairs.push([x, y]);
    }
  return pairs;
}

const FORMAT =
  'Write the answer in lowest terms: a mixed number like 2 1/4, or a fraction like 3/4 if it is less than 1.';

/**
 * The title asks the question (the text's last sentence); the description keeps the situation and the answer's form,
 * so it does not repeat the question.
 */
function titled(text: string): { title: string; description: string } {
  const match = /^([\s\S]*[.!])\s+([^.!?]+\?)$/.exec(text);
  if (!match) throw new Error(`A word problem must end with its question: ${text}`);
  return { title: match[2]!, description: `${match[1]!} ${FORMAT}` };
}

/** The closing sentence: the answer with its unit, and the improper fraction too when it is a mixed number. */
function finalSentence(x: Amount, say: (x: Amount) => string): string {
  const improper = x.w * x.d + x.n;
  return x.w > 0 && x.n > 0
    ? `The answer is ${say(x)}, or $${texFraction(improper, x.d)}$ as an improper fraction.`
    : `The answer is ${say(x)}.`;
}

function buildCombine(rng: Rng, level: DifficultyLevel) {
  for (;;) {
    const m = rng.pick(MEASURES);
    const op = rng.pick(['+', '-'] as const);
    const [da, db] = rng.pick(denominatorPairs(m, level));
    // Levels 1-3: the first amount may have a whole part, with no regrouping needed; level 4: both are mixed
    // numbers and the fraction parts force a regroup (subtraction) or a carry (addition).
    const a = amount(rng, da, level === 4 ? rng.int(2, 6) : rng.bool() ? rng.int(1, 3) : 0);
    const b = amount(rng, db, level === 4 ? rng.int(1, 3) : 0);
    const common = lcm(da, db);
    const fa = a.n * (common / da);
    const fb = b.n * (common / db);
    if (fa === fb && a.w === b.w) continue;
    if (op === '-') {
      if (!isLess(b, a)) continue;
      if (level === 4 ? fa >= fb || a.w <= b.w : a.w > 0 && fa < fb) continue;
    } else if (level === 4 ? fa + fb <= common : fa + fb === common || (a.w > 0 && fa + fb > common)) {
      continue;
    }
    const { steps, result } = mixedSteps(a, op, b);
    if (result.n === 0) continue;
    const who = rng.pick(LEARNER_NAMES);
    const params: WordParams = { kind: 'combine', op, a, b, context: m.id };
    const text = (op === '+' ? m.add : m.sub)(who, m.say(a), m.say(b));
    const A = tex(a);
    const B = tex(b);
    const opening =
      op === '+'
        ? `The two amounts together make $${A} + ${B}$.`
        : `The amount left is the first amount minus the second: $${A} - ${B}$.`;
    const key = keyOf(result);
    const hint =
      level === 1
        ? `Both fractions are in ${ordinal(da)}: ${op === '+' ? 'add' : 'subtract'} the numerators and keep the denominator ${da}.`
        : level === 4
          ? op === '-'
            ? `Rewrite both fraction parts over ${common}. The first fraction part is the smaller one, so regroup one whole of $${A}$ before you subtract.`
            : `Add the whole numbers and the fraction parts separately, with fractions over ${common}. If the fractions make more than one whole, carry it to the whole number.`
          : `${op === '+' ? 'Adding' : 'Subtracting'} needs a common denominator: the lowest common multiple of ${da} and ${db} is ${common}. Rewrite the ${da === common ? 'other fraction' : 'fractions'} over ${common} first.`;
    const mis: Misconception[] = [];
    const an = a.w * da + a.n;
    const bn = b.w * db + b.n;
    if (da !== db || level === 1) {
      const wrongN = op === '+' ? an + bn : an - bn;
      if (wrongN > 0)
        mis.push({
          answer: toFractionString(rat(wrongN, da + db)),
          hint: 'Do not add the denominators: rewrite both fractions over a common denominator, then work with the numerators only.',
        });
    }
    mis.push({
      answer: toFractionString(op === '+' ? sub(valueOf(a), valueOf(b)) : add(valueOf(a), valueOf(b))),
      hint: `Read the question again: it asks for ${op === '+' ? 'the two amounts together, so add' : 'what is left, so subtract'}.`,
    });
    if (op === '-' && level === 4)
      mis.push({
        answer: toFractionString(add(rat(a.w - b.w), rat(fb - fa, common))),
        hint: 'Do not subtract the smaller fraction from the larger one: regroup one whole of the first amount first.',
      });
    return {
      params,
      ...titled(text),
      answer: key,
      explanation: `${opening} ${steps.join(' ')} ${finalSentence(result, m.say)}`,
      hints: [hint],
      misconceptions: mis.filter((x) => x.answer !== key && !x.answer.startsWith('-')),
    };
  }
}

function ordinal(d: number): string {
  return (
    {
      2: 'halves',
      3: 'thirds',
      4: 'quarters',
      5: 'fifths',
      6: 'sixths',
      8: 'eighths',
      10: 'tenths',
      12: 'twelfths',
    }[d] ?? `${d}ths`
  );
}

/** Level 5, a recipe or pattern scaled up, then taken from what there was. */
function buildBatch(rng: Rng) {
  for (;;) {
    const recipe = rng.bool();
    const dens = recipe ? [2, 3, 4] : [2, 4, 8];
    const per = amount(rng, rng.pick(dens), recipe ? 0 : rng.int(1, 2));
    const batches = rng.int(2, 4);
    const used = rat(batches * (per.w * per.d + per.n), per.d);
    const haveD = rng.pick(dens.filter((d) => lcm(d, per.d) <= 12));
    const usedFloor = Number(used.n / used.d);
    const have: Amount = {
      w: usedFloor + rng.int(1, 3),
      n: rng.bool() ? 0 : properNumerator(rng, haveD),
      d: haveD,
    };
    const usedAmount = lowest({
      w: usedFloor,
      n: Number(used.n) - usedFloor * Number(used.d),
      d: Number(used.d),
    });
    const { steps, result } = mixedSteps(have, '-', usedAmount);
    if (result.n === 0) continue;
    const who = rng.pick(LEARNER_NAMES);
    const perN = per.w * per.d + per.n;
    const say = recipe ? counted('cup', 'cups') : withUnit('m');
    const text = recipe
      ? `One batch of ${who}'s muffins needs ${say(per)} of sugar. ${who} has ${say(have)} of sugar and bakes ${batches} batches. How many cups of sugar are left after baking?`
      : `Each costume for the school play needs ${say(per)} of fabric. ${who} has ${say(have)} of fabric and sews ${batches} costumes. How many metres of fabric are left over?`;
    const key = keyOf(result);
    const usedTex = tex(usedAmount);
    return {
      params: { kind: 'batch', per, batches, have, context: recipe ? 'sugar' : 'fabric' } as WordParams,
      ...titled(text),
      answer: key,
      explanation: `First find how much ${batches} ${recipe ? 'batches use' : 'costumes use'}: $${batches} \\times ${tex(per)} = ${per.w > 0 ? `${batches} \\times ${texFraction(perN, per.d)} = ` : ''}${texFraction(batches * perN, per.d)}${usedTex !== texFraction(batches * perN, per.d) ? ` = ${usedTex}` : ''}$. Then take that away from $${tex(have)}$. ${steps.join(' ')} ${finalSentence(result, say)}`,
      hints: [
        `Two steps: first multiply to find how much ${batches} ${recipe ? 'batches' : 'costumes'} need, then subtract that from $${tex(have)}$.`,
      ],
      misconceptions: [
        {
          answer: toFractionString(sub(valueOf(have), valueOf(per))),
          hint: `That takes away only one ${recipe ? 'batch' : 'costume'}: multiply by ${batches} first.`,
        },
      ].filter((x) => x.answer !== key && !x.answer.startsWith('-')),
    };
  }
}

/** Level 5, a board or ribbon: part cut off, the rest cut into equal pieces. */
function buildShare(rng: Rng) {
  for (;;) {
    const board = rng.bool();
    const pieces = rng.int(2, 4);
    const piece = amount(rng, rng.pick([2, 4, 8]), board ? rng.int(0, 1) : 0);
    const used = amount(rng, rng.pick([2, 4, 8]), board ? rng.int(0, 1) : 0);
    const totalValue = add(mul(rat(pieces), valueOf(piece)), valueOf(used));
    const td = Number(totalValue.d);
    const tn = Number(totalValue.n);
    const total: Amount = { w: Math.floor(tn / td), n: tn % td, d: td };
    const { steps, result: rest } = mixedSteps(total, '-', used);
    const restN = rest.w * rest.d + rest.n;
    const answerValue = lowest({ w: 0, n: restN, d: rest.d * pieces });
    const answerAmount = lowest({
      w: Math.floor(answerValue.n / answerValue.d),
      n: answerValue.n % answerValue.d,
      d: answerValue.d,
    });
    if (answerAmount.n === 0 || rest.n === 0) continue;
    const who = rng.pick(LEARNER_NAMES);
    const say = withUnit('m');
    const text = board
      ? `A board is ${say(total)} long. ${who} cuts off ${say(used)} for a shelf, then cuts the rest into ${pieces} equal pieces. How long is each piece, in metres?`
      : `${who} has ${say(total)} of ribbon. ${who} uses ${say(used)} for a bow, then cuts the rest into ${pieces} equal strips. How long is each strip, in metres?`;
    const key = keyOf(answerAmount);
    return {
      params: { kind: 'share', total, used, pieces, context: board ? 'board' : 'ribbon' } as WordParams,
      ...titled(text),
      answer: key,
      explanation: `First find what is left after the ${board ? 'shelf' : 'bow'}: $${tex(total)} - ${tex(used)}$. ${steps.join(' ')} Then share $${rest.w > 0 ? `${tex(rest)} = ` : ''}${texFraction(restN, rest.d)}$ into ${pieces} equal parts: $${texFraction(restN, rest.d)} \\div ${pieces} = ${texFraction(restN, rest.d * pieces)}${texFraction(restN, rest.d * pieces) !== texFraction(answerValue.n, answerValue.d) ? ` = ${texFraction(answerValue.n, answerValue.d)}` : ''}$. ${finalSentence(answerAmount, say)}`,
      hints: [
        `Two steps: subtract the ${board ? 'shelf' : 'bow'} from $${tex(total)}$ first, then divide what is left by ${pieces}.`,
      ],
      misconceptions: [
        {
          answer: toFractionString(div(valueOf(total), rat(pieces))),
          hint: `Take off the ${say(used)} before sharing the rest into ${pieces} pieces.`,
        },
        {
          answer: toFractionString(sub(valueOf(total), valueOf(used))),
          hint: `That is the length of all ${pieces} pieces together: divide it by ${pieces}.`,
        },
      ].filter((x) => x.answer !== key && !x.answer.startsWith('-')),
    };
  }
}

/** Level 5, working backwards: what was there at the start, from what is left after using some and adding some. */
function buildBackwards(rng: Rng) {
  for (;;) {
    const juice = rng.bool();
    const dens = juice ? [2, 4] : [2, 4, 8];
    const start = amount(rng, rng.pick(dens), rng.int(1, 3));
    const used = amount(rng, rng.pick(dens), rng.int(0, 1));
    const added = amount(rng, rng.pick(dens), rng.int(0, 2));
    // Using and adding the same amount would cancel out: the start would just be what is left.
    if (!isLess(used, start) || (used.w === added.w && used.n * added.d === added.n * used.d)) continue;
    const leftValue = add(sub(valueOf(start), valueOf(used)), valueOf(added));
    const ld = Number(leftValue.d);
    const ln = Number(leftValue.n);
    const left: Amount = { w: Math.floor(ln / ld), n: ln % ld, d: ld };
    const undoAdd = mixedSteps(left, '-', added);
    if (undoAdd.result.w * undoAdd.result.d + undoAdd.result.n === 0) continue;
    const undoUse = mixedSteps(undoAdd.result, '+', used);
    if (undoUse.result.n === 0 || left.n === 0) continue;
    const who = rng.pick(LEARNER_NAMES);
    const say = withUnit(juice ? 'L' : 'm');
    const text = juice
      ? `A cooler at a soccer game had some water in it. The team drank ${say(used)}, then the coach poured in ${say(added)} more. Now the cooler holds ${say(left)}. How many litres of water were in the cooler at first?`
      : `${who} had some ribbon. ${who} used ${say(used)} for a craft, then bought ${say(added)} more. Now ${who} has ${say(left)}. How many metres of ribbon did ${who} have at first?`;
    const key = keyOf(undoUse.result);
    const mid = tex(undoAdd.result);
    return {
      params: { kind: 'backwards', left, added, used, context: juice ? 'cooler' : 'ribbon' } as WordParams,
      ...titled(text),
      answer: key,
      explanation: `Work backwards from $${tex(left)}$. Undo the ${say(added)} ${juice ? 'poured in' : 'bought'} by subtracting: $${tex(left)} - ${tex(added)}$. ${undoAdd.steps.join(' ')} Then undo the ${say(used)} ${juice ? 'drunk' : 'used'} by adding it back: $${mid} + ${tex(used)}$. ${undoUse.steps.join(' ')} Check: $${tex(undoUse.result)} - ${tex(used)} + ${tex(added)} = ${tex(left)}$. ${finalSentence(undoUse.result, say)}`,
      hints: [
        `Start from the end, $${tex(left)}$, and undo each step in reverse order: take away what was ${juice ? 'poured in' : 'bought'}, then add back what was ${juice ? 'drunk' : 'used'}.`,
      ],
      misconceptions: [
        {
          answer: toFractionString(sub(add(valueOf(left), valueOf(added)), valueOf(used))),
          hint: 'Undo each step with the opposite operation: subtract what was added and add back what was taken away.',
        },
        {
          answer: toFractionString(sub(valueOf(left), add(valueOf(added), valueOf(used)))),
          hint: `The ${say(used)} was taken away before, so add it back instead of subtracting it.`,
        },
      ].filter((x) => x.answer !== key && !x.answer.startsWith('-') && x.answer !== '0'),
    };
  }
}

/** Typed word problem: add or subtract fractions and mixed numbers in a measure, levels as in the file comment. */
export function fractionAddSubWordTask(name: string, description: string) {
  return defineTask<WordParams>({
    name,
    description,
    build(rng, level) {
      const draft =
        level < 5
          ? buildCombine(rng, level)
          : rng.pick([buildBatch, buildShare, buildBackwards] as const)(rng);
      return {
        ...draft,
        answerKind: 'fraction',
        requiresAnswerForm: true,
      };
    },
    solve(p) {
      let r: Rational;
      if (p.kind === 'combine')
        r = p.op === '+' ? add(valueOf(p.a), valueOf(p.b)) : sub(valueOf(p.a), valueOf(p.b));
      else if (p.kind === 'batch') r = sub(valueOf(p.have), mul(rat(p.batches), valueOf(p.per)));
      else if (p.kind === 'share') r = div(sub(valueOf(p.total), valueOf(p.used)), rat(p.pieces));
      else r = add(sub(valueOf(p.left), valueOf(p.added)), valueOf(p.used));
      return toFractionString(r);
    },
    complexity(p) {
      if (p.kind === 'combine') {
        const like = p.a.d === p.b.d;
        const related = !like && (p.a.d % p.b.d === 0 || p.b.d % p.a.d === 0);
        return (
          Math.log2(lcm(p.a.d, p.b.d)) +
          (like ? 0 : related ? 1 : 2) +
          (p.a.w > 0 ? 1 : 0) +
          (p.b.w > 0 ? 2 : 0)
        );
      }
      const amounts =
        p.kind === 'batch'
          ? [p.per, p.have]
          : p.kind === 'share'
            ? [p.total, p.used]
            : [p.left, p.added, p.used];
      return Math.log2(amounts.reduce((l, x) => lcm(l, x.d), 1)) + 5 + (p.kind === 'backwards' ? 1 : 0);
    },
  });
}
