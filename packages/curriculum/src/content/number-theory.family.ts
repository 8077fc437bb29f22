import { groupThousands } from '../core/format';
import { byLevel, gcd, lcm, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import type { Rng } from '../core/rng';
import { type QuestionDraft, defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

/** Independent GCF by listing divisors, so the solver does not share Euclid's algorithm with the generator. */
function gcfByDivisors(values: number[]): number {
  const smallest = Math.min(...values);
  let best = 1;
  for (let k = 1; k <= smallest; k += 1) if (values.every((v) => v % k === 0)) best = k;
  return best;
}

/** Independent LCM by stepping through multiples of the largest value. */
function lcmByMultiples(values: number[]): number {
  const largest = Math.max(...values);
  for (let m = largest; ; m += largest) if (values.every((v) => m % v === 0)) return m;
}

/**
 * The problems that take a step beyond the GCF or LCM itself (level 5):
 * - `meetings`: how many times three bus routes leave together from 8:00 a.m. to noon, counting 8:00 a.m.;
 * - `packs`: how many packs of `values[item]` to buy so hot dogs and buns come out even;
 * - `tileCount`: how many of the largest equal squares cover a `values[0]` by `values[1]` board exactly;
 * - `kitShare`: how many of item `item` go in each of the greatest number of identical kits;
 * - `otherNumber`: the other number, given one number `values[0]`, their GCF `values[1]` and LCM `values[2]`.
 */
type FactorKind = 'meetings' | 'packs' | 'tileCount' | 'kitShare' | 'otherNumber';

interface FactorParams {
  values: number[];
  mode: 'gcf' | 'lcm';
  kind?: FactorKind;
  /** For `packs` and `kitShare`: the index in `values` of the item the question asks about. */
  item?: number;
}

/** 8:00 a.m. to 12:00 noon. */
const MORNING_MINUTES = 240;

/** Minutes from 0 to the end of the morning at which every bus leaves, found minute by minute. */
function meetingsByMinutes(values: number[]): number {
  let count = 0;
  for (let t = 0; t <= MORNING_MINUTES; t += 1) if (values.every((v) => t % v === 0)) count += 1;
  return count;
}

/** Whether one value divides another, which makes a pair's GCF or LCM one of the numbers given. */
function hasDividingPair(values: readonly number[]): boolean {
  return values.some((a, i) => values.some((b, j) => i !== j && b % a === 0));
}

/** "4, 6 and 9". */
function listOf(values: readonly (number | string)[]): string {
  return values.length === 1
    ? String(values[0])
    : `${values.slice(0, -1).join(', ')} and ${values.at(-1) as number}`;
}

function factorsOf(n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k += 1) if (n % k === 0) out.push(k);
  return out;
}

function primeFactors(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p += 1)
    while (rest % p === 0) {
      out.push(p);
      rest /= p;
    }
  return out;
}

/**
 * Level 1 asks, about 1 time in 12, about a pair where one number divides the other (15 and 30), so the learner
 * meets the idea that the GCF or LCM can be one of the numbers; otherwise, and always from level 2, it never is.
 */
function dividingAllowed(rng: Rng, level: DifficultyLevel, count: number): boolean {
  return level === 1 && count === 2 && rng.int(1, 12) === 1;
}

/** Sorted values that are multiples of a common factor by multipliers whose GCF is 1, so the GCF is that factor. */
function pickGcfValues(rng: Rng, level: DifficultyLevel): number[] {
  const count = byLevel(level, [2, 2, 2, 3, 3]);
  const [low, high] = byLevel(level, [
    [2, 6],
    [2, 9],
    [3, 12],
    [2, 12],
    [6, 16],
  ] as const);
  const maxMultiplier = byLevel(level, [6, 8, 10, 9, 9]);
  const maxValue = byLevel(level, [36, 72, 120, 108, 144]);
  const dividing = dividingAllowed(rng, level, count);
  for (;;) {
    const common = rng.int(low, high);
    const multipliers = Array.from({ length: count }, (_, i) =>
      dividing && i === 0 ? 1 : rng.int(2, maxMultiplier),
    );
    const values = multipliers.map((m) => common * m).sort((a, b) => a - b);
    if (new Set(values).size < count || multipliers.reduce(gcd) !== 1) continue;
    if (Math.max(...values) > maxValue || hasDividingPair(values) !== dividing) continue;
    return values;
  }
}

/**
 * Sorted values in [low, high] (or from `pool`) with no value dividing another (bar level 1's odd pair); level 3's
 * pairs share a factor, so multiplying them overshoots the LCM.
 */
function pickLcmValues(
  rng: Rng,
  level: DifficultyLevel,
  count: number,
  range: readonly [number, number] | readonly number[],
  maxLcm = Number.POSITIVE_INFINITY,
  pool = false,
): number[] {
  const dividing = dividingAllowed(rng, level, count);
  for (;;) {
    const values = Array.from({ length: count }, () =>
      pool ? rng.pick(range) : rng.int(range[0], range[1]),
    ).sort((a, b) => a - b);
    if (new Set(values).size < count || hasDividingPair(values) !== dividing) continue;
    if (level === 3 && values.reduce(gcd) === 1) continue;
    if (values.reduce(lcm) > maxLcm) continue;
    return values;
  }
}

/** Works the GCF with the question's numbers: the factors of the smallest, those shared, the greatest. */
function gcfWorking(values: readonly number[]): string {
  const [smallest, ...others] = values as [number, ...number[]];
  const factors = factorsOf(smallest);
  const shared = factors.filter((f) => others.every((v) => v % f === 0));
  const answer = shared.at(-1) as number;
  if (answer === smallest)
    return `${smallest} divides ${listOf(others.map((v) => `${v} (${v} ÷ ${smallest} = ${v / smallest})`))}, and no factor of ${smallest} is greater than ${smallest} itself, so the greatest common factor of ${listOf(values)} is ${smallest}.`;
  return `The factors of ${smallest} are ${listOf(factors)}. Of these, ${listOf(shared)} also divide${shared.length === 1 ? 's' : ''} ${listOf(others)}, and the greatest is ${answer}, so the greatest common factor of ${listOf(values)} is ${answer}.`;
}

/** Works the LCM with the question's numbers: multiples of the largest when the list is short, else prime factors. */
function lcmWorking(values: readonly number[]): string {
  const answer = values.reduce(lcm);
  const largest = values.at(-1) as number;
  const others = values.slice(0, -1);
  const steps = answer / largest;
  if (steps === 1)
    return `${largest} is already a multiple of ${listOf(others.map((v) => `${v} (${largest} ÷ ${v} = ${largest / v})`))}, and no multiple of ${largest} is less than ${largest}, so the lowest common multiple of ${listOf(values)} is ${largest}.`;
  if (steps <= 10) {
    const multiples = Array.from({ length: steps }, (_, i) => largest * (i + 1));
    return `Count up in ${largest}s: ${multiples.join(', ')}. The first of these that ${listOf(others)} ${others.length > 1 ? 'both ' : ''}also divide${others.length > 1 ? '' : 's'} is ${answer}, so the lowest common multiple of ${listOf(values)} is ${answer}.`;
  }
  const counts = new Map<number, number>();
  for (const v of values) {
    const each = new Map<number, number>();
    for (const p of primeFactors(v)) each.set(p, (each.get(p) ?? 0) + 1);
    for (const [p, k] of each) counts.set(p, Math.max(counts.get(p) ?? 0, k));
  }
  const product = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([p, k]) => Array.from({ length: k }, () => p));
  return `Counting up in ${largest}s takes ${steps} steps, so use prime factors: ${values.map((v) => `${v} = ${primeFactors(v).join(' × ')}`).join(', ')}. The LCM takes each prime as many times as it appears in any one of the numbers: ${product.join(' × ')} = ${answer}, so the lowest common multiple of ${listOf(values)} is ${answer}.`;
}

function gcfHint(values: readonly number[]): string {
  const [smallest, ...others] = values as [number, ...number[]];
  return `List the factors of ${smallest} in pairs (1 × ${smallest} first), then cross out any that do not divide ${listOf(others)}. The greatest one left is the GCF.`;
}

function lcmHint(values: readonly number[]): string {
  const largest = values.at(-1) as number;
  if (values.reduce(lcm) / largest > 10)
    return `Counting up in ${largest}s takes a while: write each of ${listOf(values)} as a product of primes, then build the smallest product that includes every number's prime factors.`;
  const others = values.slice(0, -1);
  return `Count up in ${largest}s from ${largest} and stop at the first number that ${listOf(others)} ${others.length > 1 ? 'both ' : ''}also divide${others.length > 1 ? '' : 's'}.`;
}

type Draft = QuestionDraft<FactorParams>;

/** The plain GCF or LCM misconceptions: the other one of the pair, and the product of the numbers. */
function plainMisconceptions(values: number[], mode: 'gcf' | 'lcm', answer: number) {
  const other = mode === 'gcf' ? values.reduce(lcm) : values.reduce(gcd);
  const product = values.reduce((a, b) => a * b, 1);
  return [
    {
      answer: String(other),
      hint:
        mode === 'gcf'
          ? `That is a common multiple; the greatest common factor divides every one of ${listOf(values)}.`
          : `That is a common factor; the lowest common multiple is a multiple of every one of ${listOf(values)}.`,
    },
    {
      answer: String(product),
      hint: 'Multiplying the numbers gives a common multiple, but not always the lowest or the greatest.',
    },
  ].filter((m, i, all) => m.answer !== String(answer) && all.findIndex((o) => o.answer === m.answer) === i);
}

/** Task 70, level 5: the greatest number of identical kits, then how many of one item each kit holds. */
function kitShareQuestion(rng: Rng): Draft {
  const values = pickGcfValues(rng, 5);
  const names = rng.shuffle(['pencils', 'erasers', 'stickers', 'markers', 'glue sticks']).slice(0, 3);
  const item = rng.int(0, 2);
  const kits = values.reduce(gcd);
  const each = values.map((v) => v / kits);
  const answer = each[item] as number;
  const itemName = names[item] as string;
  let leastPrime = 2;
  while (kits % leastPrime !== 0) leastPrime += 1;
  const fewerKits = kits / leastPrime;
  const perKit = values.map((v, i) => `${v} ÷ ${kits} = ${each[i] as number} ${names[i] as string}`);
  const total = each.reduce((a, b) => a + b, 0);
  const misconceptions = [
    {
      answer: String(kits),
      hint: `${kits} is the number of kits; the question asks how many ${itemName} go in each one.`,
    },
    ...(fewerKits > 1
      ? [
          {
            answer: String((values[item] as number) / fewerKits),
            hint: `That shares the ${itemName} among ${fewerKits} kits, but ${fewerKits} is not the greatest number of kits: look for a larger common factor.`,
          },
        ]
      : []),
    { answer: String(total), hint: `${total} is everything in one kit; count only the ${itemName}.` },
  ].filter((m, i, all) => m.answer !== String(answer) && all.findIndex((o) => o.answer === m.answer) === i);
  return {
    params: { values, mode: 'gcf', kind: 'kitShare', item },
    title: `How many ${itemName} go in each kit?`,
    description: `A teacher has ${listOf(values.map((v, i) => `${v} ${names[i] as string}`))}. She packs all of them into identical kits, with nothing left over, and makes as many kits as she can.`,
    answer: String(answer),
    answerKind: 'number',
    explanation: `The number of kits must divide ${listOf(values)}, and it should be as large as possible, so it is their greatest common factor. ${gcfWorking(values)} Each of the ${kits} kits gets ${listOf(perKit)}, so each kit holds ${answer} ${itemName}.`,
    hints: [
      `The number of kits must divide all of ${listOf(values)} exactly. Find the greatest number that does, then share the ${values[item] as number} ${itemName} among that many kits.`,
    ],
    misconceptions,
    choices: {
      distractors: [String(kits), ...misconceptions.map((m) => m.answer), String(each[(item + 1) % 3])],
      fallback: numericFallback(answer),
    },
    lintFacts: { answerIsCount: true },
  };
}

/** Task 71, level 5: one number, the GCF and the LCM are given; work back to the other number. */
function otherNumberQuestion(rng: Rng): Draft {
  for (;;) {
    const common = rng.int(2, 6);
    const p = rng.int(2, 9);
    const q = rng.int(2, 9);
    if (p === q || gcd(p, q) !== 1 || common * p * q > 180) continue;
    const given = common * p;
    const other = common * q;
    const multiple = common * p * q;
    const candidates = factorsOf(multiple).filter((d) => d % common === 0);
    const checks = candidates.map((d) => {
      const f = gcd(given, d);
      const m = lcm(given, d);
      return `${d} (GCF ${f}, LCM ${m}${f === common && m === multiple ? ', both match' : ''})`;
    });
    return {
      params: { values: [given, common, multiple], mode: 'lcm', kind: 'otherNumber' },
      title: `The greatest common factor of ${given} and another number is ${common}, and their lowest common multiple is ${multiple}. What is the other number?`,
      answer: String(other),
      answerKind: 'number',
      explanation: `The other number is a factor of the LCM ${multiple} and a multiple of the GCF ${common}, so it is one of ${listOf(candidates)}. Test each with ${given}: ${checks.join(', ')}. As a check, ${given} × ${other} = ${given * other} = ${common} × ${multiple}: two numbers always multiply to their GCF times their LCM. So the other number is ${other}.`,
      hints: [
        `The other number divides ${multiple} and is a multiple of ${common}. List the numbers that are both, then test each one's GCF and LCM with ${given}.`,
      ],
      misconceptions: [
        {
          answer: String(multiple / common),
          hint: `Dividing the LCM by the GCF does not give the other number: ${multiple / common} and ${given} do not have GCF ${common} and LCM ${multiple}.`,
        },
        {
          answer: String(multiple / given),
          hint: `${multiple / given} is what ${given} is multiplied by to reach ${multiple}, but ${multiple / given} and ${given} do not have GCF ${common} and LCM ${multiple}: test each candidate.`,
        },
      ].filter(
        (m, i, all) =>
          ![other, given, common, multiple].map(String).includes(m.answer) &&
          all.findIndex((o) => o.answer === m.answer) === i,
      ),
    };
  }
}

/** The clock time `minutes` after 8:00 a.m. */
function clockAfterEight(minutes: number): string {
  const total = 8 * 60 + minutes;
  const hour = Math.floor(total / 60);
  const shown = hour > 12 ? hour - 12 : hour;
  return `${shown}:${String(total % 60).padStart(2, '0')} ${hour >= 12 ? 'p.m.' : 'a.m.'}`;
}

type LcmContext = 'buses' | 'lights' | 'hotdogs' | 'tiles' | 'party';

const LIGHT_COLOURS = ['red', 'green', 'blue'] as const;
const PACK_SIZES = [4, 6, 8, 10, 12] as const;
const PARTY_PACK_SIZES = [6, 8, 10, 12, 16, 20] as const;

/** Task 72, levels 1-4: when repeating events next line up, in a context that reads as a real situation. */
function lcmContextQuestion(rng: Rng, level: DifficultyLevel): Draft {
  const context: LcmContext =
    level === 4
      ? rng.pick(['buses', 'lights', 'party'] as const)
      : rng.pick(['buses', 'lights', 'hotdogs', 'tiles'] as const);
  const count = level === 4 ? 3 : 2;
  const ranges = {
    buses: byLevel(level, [
      [3, 10],
      [4, 15],
      [4, 20],
      [3, 15],
      [3, 15],
    ] as const),
    lights: byLevel(level, [
      [2, 10],
      [3, 15],
      [4, 20],
      [2, 12],
      [2, 12],
    ] as const),
    tiles: byLevel(level, [
      [3, 10],
      [4, 15],
      [5, 20],
      [5, 20],
      [5, 20],
    ] as const),
  };
  const values =
    context === 'hotdogs'
      ? pickLcmValues(rng, level, 2, PACK_SIZES, Number.POSITIVE_INFINITY, true)
      : context === 'party'
        ? pickLcmValues(rng, level, 3, PARTY_PACK_SIZES, 240, true)
        : pickLcmValues(rng, level, count, ranges[context], 120);
  const answer = values.reduce(lcm);
  /** The question, as the title; the description holds the situation. */
  let title: string;
  let description: string;
  /** Why the answer is the LCM, in this context's words. */
  let reason: string;
  let conclusion: string;
  if (context === 'buses') {
    const routes = values.map((v, i) => `${count === 2 && i === 1 ? 'the other' : 'one'} every ${v} minutes`);
    const all = count === 2 ? 'both' : 'all three';
    description = `${count === 2 ? 'Two' : 'Three'} bus routes leave the station: ${listOf(routes)}. ${count === 2 ? 'Both' : 'All three'} leave at 8:00 a.m.`;
    title = `After how many minutes do ${all} routes next leave at the same time?`;
    reason = `Each route leaves at a multiple of its own number of minutes after 8:00 a.m., so ${all} leave together at a common multiple of ${listOf(values)}; the next time is the lowest one.`;
    conclusion = `So ${all} routes next leave together ${answer} minutes after 8:00 a.m., at ${clockAfterEight(answer)}`;
  } else if (context === 'lights') {
    const lights = values.map(
      (v, i) => `the ${LIGHT_COLOURS[i] as string} light${i === 0 ? ' flashes' : ''} every ${v} seconds`,
    );
    description = `On a holiday display, ${listOf(lights)}. The lights have just flashed together.`;
    title = 'After how many seconds will the lights next flash together?';
    reason = `Each light flashes at a multiple of its own number of seconds, so they flash together at a common multiple of ${listOf(values)}; the next time is the lowest one.`;
    conclusion = `So the lights next flash together after ${answer} seconds`;
  } else if (context === 'hotdogs') {
    const [dogs, buns] = (rng.bool() ? values : [values[1], values[0]]) as [number, number];
    description = `Hot dogs come in packs of ${dogs} and buns in packs of ${buns}. For a class barbecue, Maya wants exactly one bun for each hot dog, with nothing left over.`;
    title = 'What is the smallest number of hot dogs Maya can buy?';
    reason = `The number of hot dogs is a multiple of ${dogs}, the number of buns is a multiple of ${buns}, and the two must be equal, so the smallest number is the lowest common multiple of ${dogs} and ${buns}.`;
    conclusion = `So the smallest number of hot dogs is ${answer}: ${answer / dogs} pack${answer / dogs === 1 ? '' : 's'} of hot dogs and ${answer / buns} pack${answer / buns === 1 ? '' : 's'} of buns`;
  } else if (context === 'tiles') {
    description = `Jon lays rectangular tiles, each ${values[0] as number} cm by ${values[1] as number} cm, all turned the same way, to make a square with no gaps or overlaps. Give the side length in centimetres.`;
    title = 'What is the side length of the smallest square Jon can make?';
    reason = `Along one side the tiles measure ${values[0] as number} cm each, and along the other ${values[1] as number} cm each, so the square's side is a common multiple of ${listOf(values)}; the smallest square uses the lowest one.`;
    conclusion = `So the smallest square has sides of ${answer} cm`;
  } else {
    const [plates, cups, napkins] = rng.shuffle(values) as [number, number, number];
    description = `Paper plates come in packs of ${plates}, cups in packs of ${cups} and napkins in packs of ${napkins}. For the school picnic, Ms. Okafor wants the same number of plates, cups and napkins, buying only whole packs.`;
    title = 'What is the smallest number of each item Ms. Okafor can buy?';
    reason = `Each number bought is a multiple of its pack size, and all three must be equal, so the smallest is the lowest common multiple of ${listOf(values)}.`;
    conclusion = `So the smallest number of each is ${answer}: ${answer / plates} packs of plates, ${answer / cups} of cups and ${answer / napkins} of napkins`;
  }
  return {
    params: { values, mode: 'lcm' },
    title,
    description,
    answer: String(answer),
    answerKind: 'number',
    explanation: `${reason} ${lcmWorking(values)} ${conclusion}.`.replace(/\.\.$/, '.'),
    hints: [
      `${context === 'tiles' ? 'The side of the square is a whole number of tiles long in both directions.' : context === 'buses' || context === 'lights' ? 'They line up again at a common multiple of the numbers.' : 'The numbers bought are multiples of the pack sizes, and they must be equal.'} ${lcmHint(values)}`,
    ],
    misconceptions: plainMisconceptions(values, 'lcm', answer),
  };
}

/** Task 72, level 5: a second step after the LCM or GCF, and a GCF problem among LCM ones, so the learner chooses. */
function contextStepQuestion(rng: Rng): Draft {
  const kind = rng.pick(['meetings', 'packs', 'tileCount'] as const);
  if (kind === 'meetings') {
    // The count of departures is never one of the routes' minutes, so it cannot be read off the question.
    let values = pickLcmValues(rng, 5, 3, [4, 20], 120);
    while (values.includes(Math.floor(MORNING_MINUTES / values.reduce(lcm)) + 1))
      values = pickLcmValues(rng, 5, 3, [4, 20], 120);
    const answer = values.reduce(lcm);
    const gaps = Math.floor(MORNING_MINUTES / answer);
    const meetings = gaps + 1;
    const routes = values.map((v) => `one every ${v} minutes`);
    return {
      params: { values, mode: 'lcm', kind },
      title: 'How many times do all three routes leave together from 8:00 a.m. to 12:00 noon?',
      description: `Three bus routes leave the station: ${listOf(routes)}. All three leave at 8:00 a.m. Count the departure at 8:00 a.m. too.`,
      answer: String(meetings),
      answerKind: 'number',
      explanation: `First find how often they leave together. ${lcmWorking(values)} From 8:00 a.m. to 12:00 noon is ${MORNING_MINUTES} minutes, and ${MORNING_MINUTES} ÷ ${answer} = ${gaps}${MORNING_MINUTES % answer === 0 ? '' : ` remainder ${MORNING_MINUTES % answer}`}, so they leave together ${gaps} more time${gaps === 1 ? '' : 's'} after 8:00 a.m. Counting 8:00 a.m. itself, that is ${gaps} + 1 = ${meetings} times.`,
      hints: [
        `Find the lowest common multiple of ${listOf(values)} first: it tells you how often all three leave together. Then count those gaps in the ${MORNING_MINUTES} minutes from 8:00 a.m. to noon.`,
      ],
      misconceptions: [
        { answer: String(gaps), hint: 'The question counts 8:00 a.m. too: add the first departure.' },
        {
          answer: String(answer),
          hint: `${answer} minutes is how often they leave together; the question asks how many times they do before noon.`,
        },
      ].filter((m) => m.answer !== String(meetings)),
      lintFacts: { answerIsCount: true },
    };
  }
  if (kind === 'packs') {
    const values = pickLcmValues(rng, 5, 2, [6, 8, 10, 12], Number.POSITIVE_INFINITY, true);
    const hotDogsFirst = rng.bool();
    const [dogs, buns] = (hotDogsFirst ? values : [values[1], values[0]]) as [number, number];
    const item = values.indexOf(buns);
    const answer = values.reduce(lcm);
    const packs = answer / buns;
    return {
      params: { values, mode: 'lcm', kind, item },
      title: 'How many packs of buns does Maya buy?',
      description: `Hot dogs come in packs of ${dogs} and buns in packs of ${buns}. For a class barbecue, Maya wants exactly one bun for each hot dog, with nothing left over, and buys as few packs as she can.`,
      answer: String(packs),
      answerKind: 'number',
      explanation: `The number of hot dogs must be a multiple of ${dogs} and the number of buns a multiple of ${buns}; they are equal, so the fewest is the lowest common multiple. ${lcmWorking([...values].sort((a, b) => a - b))} She buys ${answer} buns, and ${answer} ÷ ${buns} = ${packs}, so she buys ${packs} packs of buns.`,
      hints: [
        `First find the smallest number that is a multiple of both ${dogs} and ${buns}: that many hot dogs and buns. Then work out how many packs of ${buns} buns make it.`,
      ],
      misconceptions: [
        {
          answer: String(answer),
          hint: `${answer} is the number of buns; the question asks for packs of ${buns}.`,
        },
        {
          answer: String(answer / dogs),
          hint: 'That is the number of packs of hot dogs; the question asks about buns.',
        },
        {
          answer: String(dogs),
          hint: `Buying ${dogs} packs of buns works, but it is not the fewest: look for a smaller common multiple.`,
        },
      ].filter(
        (m, i, all) => m.answer !== String(packs) && all.findIndex((o) => o.answer === m.answer) === i,
      ),
      lintFacts: { answerIsCount: true },
    };
  }
  for (;;) {
    const side = rng.int(10, 24);
    const p = rng.int(2, 6);
    const q = rng.int(2, 6);
    if (p >= q || gcd(p, q) !== 1 || side * q > 144) continue;
    const values = [side * p, side * q];
    const answer = p * q;
    return {
      params: { values, mode: 'gcf', kind: 'tileCount' },
      title: 'How many squares does Mr. Singh need?',
      description: `A rectangular bulletin board is ${values[0] as number} cm by ${values[1] as number} cm. Mr. Singh covers it exactly with identical square sheets of paper, with no gaps or overlaps, using the largest squares he can.`,
      answer: String(answer),
      answerKind: 'number',
      explanation: `The side of each square must divide both ${values[0] as number} cm and ${values[1] as number} cm, and be as large as possible, so it is their greatest common factor. ${gcfWorking(values)} The squares are ${side} cm on a side: ${values[0] as number} ÷ ${side} = ${p} squares one way and ${values[1] as number} ÷ ${side} = ${q} the other, so he needs ${p} × ${q} = ${answer} squares.`,
      hints: [
        `The square's side must fit exactly into both ${values[0] as number} cm and ${values[1] as number} cm: is that a common factor or a common multiple? Find the largest, then count the rows and columns of squares.`,
      ],
      misconceptions: [
        {
          answer: String(side),
          hint: `${side} cm is the side of each square; the question asks how many squares.`,
        },
        {
          answer: String(p + q),
          hint: `Multiply the squares along one side by the squares along the other; adding them counts only one row and one column.`,
        },
      ].filter((m) => m.answer !== String(answer)),
      lintFacts: { answerIsCount: true },
    };
  }
}

export function factorTask(
  mode: 'gcf' | 'lcm',
  style: 'typed' | 'choice' | 'word',
  name: string,
  description: string,
) {
  return defineTask<FactorParams>({
    name,
    description,
    build(rng, level) {
      if (style === 'word') return level === 5 ? contextStepQuestion(rng) : lcmContextQuestion(rng, level);
      if (mode === 'lcm' && level === 5) return otherNumberQuestion(rng);
      if (mode === 'gcf' && level === 5) return kitShareQuestion(rng);
      const values =
        mode === 'gcf'
          ? pickGcfValues(rng, level)
          : pickLcmValues(
              rng,
              level,
              byLevel(level, [2, 2, 2, 3, 3]),
              byLevel(level, [
                [2, 10],
                [3, 15],
                [4, 24],
                [2, 15],
                [2, 15],
              ] as const),
              byLevel(level, [100, 200, 240, 180, 180]),
            );
      const answer = mode === 'gcf' ? values.reduce(gcd) : values.reduce(lcm);
      const title = `What is the ${mode === 'gcf' ? 'greatest common factor' : 'lowest common multiple'} of ${listOf(values)}?`;
      const explanation = mode === 'gcf' ? gcfWorking(values) : lcmWorking(values);
      const hints = [mode === 'gcf' ? gcfHint(values) : lcmHint(values)];
      const misconceptions = plainMisconceptions(values, mode, answer);
      if (style === 'typed') {
        return {
          params: { values, mode },
          title,
          answer: String(answer),
          answerKind: 'number',
          explanation,
          hints,
          misconceptions,
        };
      }
      const other = mode === 'gcf' ? values.reduce(lcm) : values.reduce(gcd);
      const product = values.reduce((a, b) => a * b, 1);
      const smallest = values[0] as number;
      // For a GCF, a common factor that is not the greatest (stopping at the first one found): the answer over its
      // least prime factor, or 1 when the answer is prime.
      let leastPrime = 2;
      while (answer > 1 && answer % leastPrime !== 0) leastPrime += 1;
      const smallerCommon = mode === 'gcf' && answer > 1 ? answer / leastPrime : null;
      const choiceMisconceptions = [
        ...misconceptions,
        ...(smallerCommon === null
          ? []
          : [
              {
                answer: String(smallerCommon),
                hint: `${smallerCommon} divides ${listOf(values)}, but it is not the greatest number that does: look for a larger common factor.`,
              },
            ]),
        ...(mode === 'gcf' && smallest !== answer
          ? [
              {
                answer: String(smallest),
                hint: `${smallest} is the smallest number, but it does not divide ${listOf(values.filter((v) => v % smallest !== 0))}: the GCF must divide every number.`,
              },
            ]
          : []),
      ].filter(
        (m, i, all) => m.answer !== String(answer) && all.findIndex((o) => o.answer === m.answer) === i,
      );
      return {
        params: { values, mode },
        title,
        answer: String(answer),
        answerKind: 'number',
        explanation,
        hints,
        misconceptions: choiceMisconceptions,
        choices: {
          // GCF/LCM swapped, the plain product, a smaller common factor (GCF), and the smallest number are the common
          // slips; twice the answer is a common multiple that is not the lowest (LCM).
          distractors: [
            String(other),
            String(product),
            ...(smallerCommon === null ? [] : [String(smallerCommon)]),
            String(smallest),
            String(answer * 2),
          ],
          fallback: numericFallback(answer),
        },
      };
    },
    solve: (p) => {
      const [a, b, c] = p.values as [number, number, number];
      switch (p.kind) {
        case 'meetings':
          return String(meetingsByMinutes(p.values));
        case 'packs': {
          // Buy packs of the asked item one at a time until the other item's pack size divides the total.
          const size = p.values[p.item as number] as number;
          const otherSize = p.values[1 - (p.item as number)] as number;
          let packs = 1;
          while ((packs * size) % otherSize !== 0) packs += 1;
          return String(packs);
        }
        case 'tileCount': {
          const side = gcfByDivisors([a, b]);
          return String((a / side) * (b / side));
        }
        case 'kitShare':
          return String((p.values[p.item as number] as number) / gcfByDivisors(p.values));
        case 'otherNumber':
          // values holds the given number, the GCF and the LCM: search every candidate up to the LCM.
          for (let n = 1; n <= c; n += 1)
            if (gcfByDivisors([a, n]) === b && lcmByMultiples([a, n]) === c) return String(n);
          throw new Error('no other number fits');
        case undefined:
          return String(p.mode === 'gcf' ? gcfByDivisors(p.values) : lcmByMultiples(p.values));
      }
    },
    complexity: (p) => magnitude(...p.values) + p.values.length * 1.5 + (p.kind ? 3 : 0),
  });
}

interface PowerParams {
  base: number;
  exponent: number;
  /** Level 5 works backwards: the value is given and the learner finds the exponent. */
  findExponent?: boolean;
}

/** Evaluate a power; the classic slip is multiplying base by exponent. */
export function powerTask(name: string, description: string) {
  return defineTask<PowerParams>({
    name,
    description,
    build(rng, level) {
      const base = rng.int(2, byLevel(level, [5, 9, 12, 15, 20]));
      const exponent = rng.int(byLevel(level, [2, 2, 2, 3, 3]), byLevel(level, [2, 3, 3, 4, 5]));
      let value = 1;
      for (let i = 0; i < exponent; i += 1) value *= base;
      if (level === 5) {
        const partials = Array.from({ length: exponent }, (_, i) => base ** (i + 1));
        const chain = partials
          .slice(1)
          .map((v, i) => `${groupThousands(partials[i] as number)} × ${base} = ${groupThousands(v)}`)
          .join(', ');
        return {
          params: { base, exponent, findExponent: true },
          title: `$${base}^{n} = ${groupThousands(value, true)}$. What is $n$?`,
          answer: String(exponent),
          answerKind: 'number',
          explanation: `Multiply by ${base} again and again until you reach ${groupThousands(value)}: ${chain}. That is ${exponent} factors of ${base}, so $${base}^{${exponent}} = ${groupThousands(value, true)}$ and $n = ${exponent}$.`,
          hints: [
            `Start at ${base} and keep multiplying by ${base}, counting the factors, until you reach ${groupThousands(value)}.`,
          ],
          misconceptions: [
            {
              answer: String(exponent - 1),
              hint: `Count the factors of ${base}, not the multiplications: ${base} on its own is already one factor.`,
            },
            {
              answer: String(value / base),
              hint: `$${base}^{n}$ is not $${base} \\times n$: it is $n$ factors of ${base} multiplied together.`,
            },
            {
              answer: String(base),
              hint: `${base} is the base; $n$ is how many factors of ${base} there are.`,
            },
          ].filter(
            (m, i, all) => m.answer !== String(exponent) && all.findIndex((o) => o.answer === m.answer) === i,
          ),
          choices: {
            // One factor too few (counting multiplications), the power read as a product, and the base for n.
            distractors: [String(exponent - 1), String(value / base), String(base)],
            fallback: numericFallback(exponent),
          },
        };
      }
      return {
        params: { base, exponent },
        title: `Evaluate $${base}^{${exponent}}$`,
        answer: String(value),
        answerKind: 'number',
        explanation: `$${base}^{${exponent}}$ means ${exponent} factors of ${base}: $${Array.from({ length: exponent }, () => String(base)).join(' \\times ')} = ${groupThousands(value, true)}$.`,
        hints: [
          `$${base}^{${exponent}}$ means ${exponent} factors of ${base} multiplied together, not ${base} × ${exponent}.`,
        ],
        misconceptions: [
          {
            answer: String(base * exponent),
            hint: `The exponent ${exponent} counts how many times ${base} is a factor; it is not multiplied by ${base}.`,
          },
          {
            answer: String(value / base),
            hint: `Count the factors: $${base}^{${exponent}}$ has ${exponent} factors of ${base}, not ${exponent - 1}.`,
          },
          {
            answer: String(value * base),
            hint: `Count the factors: $${base}^{${exponent}}$ has ${exponent} factors of ${base}, not ${exponent + 1}.`,
          },
        ].filter(
          (m, i, all) => m.answer !== String(value) && all.findIndex((o) => o.answer === m.answer) === i,
        ),
        choices: {
          // The exponent read as a multiplier, one factor too few or too many, the exponent read as an addend, base
          // and exponent swapped; only 2², where most slips give 4, needs the fallback.
          distractors: [
            String(base * exponent),
            String(value / base),
            String(value * base),
            String(base + exponent),
            String(exponent ** base),
          ],
          // The exponent read as a second digit (2² as 22), then numbers near the value as a last resort.
          fallback: (k) => (k === 0 ? `${base}${exponent}` : numericFallback(value)(k - 1)),
        },
      };
    },
    solve: (p) => {
      const value = BigInt(p.base) ** BigInt(p.exponent);
      if (!p.findExponent) return value.toString();
      let factors = 0;
      for (let rest = value; rest > 1n; rest /= BigInt(p.base)) factors += 1;
      return String(factors);
    },
    complexity: (p) => magnitude(p.base ** p.exponent) + p.exponent + (p.findExponent ? 2 : 0),
  });
}

interface ExpandedParams {
  digits: number[];
}

/** The first step with this question's numbers: the leading term's size, and the places no term fills. */
function expandedHint(digits: readonly number[]): string {
  const top = digits.length - 1;
  const lead = digits[0] as number;
  const empty = digits
    .map((d, i) => ({ d, p: top - i }))
    .filter((t) => t.d === 0)
    .map((t) => (t.p === 0 ? 'the ones' : `$10^{${t.p}}$`));
  const gaps =
    empty.length === 0
      ? 'Every place has a term.'
      : `No term uses ${empty.length === 1 ? empty[0] : `${empty.slice(0, -1).join(', ')} or ${empty.at(-1)}`}, so ${empty.length === 1 ? 'that place holds' : 'those places hold'} 0.`;
  return `Start with $${lead} \\times 10^{${top}}$: it is ${lead} followed by ${top} zeros, so the number has ${digits.length} digits. ${gaps}`;
}

/** Standard form from expanded form with powers of ten: 4 x 10^6 + 3 x 10^2 ... */
export function expandedFormTask(
  name: string,
  description: string,
  /** Digits per level: Grade 6 stays within one million, Grade 7 within one billion. */
  lengths: readonly [number, number, number, number, number] = [4, 6, 7, 9, 9],
) {
  return defineTask<ExpandedParams>({
    name,
    description,
    build(rng, level) {
      const length = byLevel(level, lengths);
      const zeros = byLevel(level, [0, 1, 2, 3, 4]);
      const digits = Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
      for (let z = 0; z < zeros; z += 1) digits[rng.int(1, length - 1)] = 0;
      const terms = digits
        .map((d, i) => ({ d, p: length - 1 - i }))
        .filter((t) => t.d !== 0)
        .map((t) => (t.p === 0 ? String(t.d) : `${t.d} \\times 10^{${t.p}}`));
      let value = 0;
      for (const d of digits) value = value * 10 + d;
      return {
        params: { digits },
        title: `Write $${terms.join(' + ')}$ in standard form.`,
        description: 'Type the number without spaces or commas.',
        answer: String(value),
        answerKind: 'number',
        explanation: `Work out each term: ${digits
          .map((d, i) => ({ d, p: length - 1 - i }))
          .filter((t) => t.d !== 0)
          .map((t) =>
            t.p === 0
              ? String(t.d)
              : `$${t.d} \\times 10^{${t.p}} = ${groupThousands(t.d * 10 ** t.p, true)}$`,
          )
          .join(', ')}. Add them, writing 0 in every place with no term: the number is ${value}.`,
        hints: [expandedHint(digits)],
      };
    },
    solve: (p) => p.digits.reduce((acc, d) => acc * 10n + BigInt(d), 0n).toString(),
    complexity: (p) => p.digits.length + p.digits.filter((d) => d === 0).length,
  });
}
