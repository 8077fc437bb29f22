/**
 * Coding (Ontario C3) in the pseudo-code of code-language.ts: read a program and predict what it says, find and fix
 * a bug, alter a number to reach a new output, and complete a missing line. Each grade has its own programs, as the
 * curriculum grows: Grade 6 conditions and an optimisation, Grade 7 sub-programs and probability simulations, Grade 8
 * code that analyses data. Keys come from closed forms; `solve` runs the interpreter.
 */
import { gcd } from '../core/levels';
import { type Rational, mul, parseRational, rat } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel, Misconception } from '../types';
import {
  type Stmt,
  bin,
  cmpCond,
  displayLine,
  flatten,
  formatOutput,
  num,
  renderHeader,
  renderProgram,
  replaceStatement,
  runProgram,
  sameOutput,
  say,
  set,
  traceProgram,
  v,
  withKnob,
} from './code-language';

export type CodingGrade = 6 | 7 | 8;

/** The largest whole number each grade works with (Grade 6 to one million, Grade 7 to one billion). */
const OUTPUT_LIMIT: Record<CodingGrade, number> = {
  6: 1_000_000,
  7: 1_000_000_000,
  8: Number.POSITIVE_INFINITY,
};

const withinGrade = (out: Rational, grade: CodingGrade): boolean =>
  Math.abs(Number(out.n) / Number(out.d)) <= OUTPUT_LIMIT[grade];

/** A number in the program a learner changes to reach a new output, with the closed form of the output. */
interface Knob {
  value: number;
  min: number;
  max: number;
  step: number;
  /** What the number means, for the question ("the amount saved each week"). */
  meaning: string;
  output(value: number): Rational;
  /** Working from the target back to the number, with this question's numbers. */
  explain(value: number, target: string): string;
}

interface Scenario {
  context: string;
  program: Stmt[];
  /** The output by a closed form, not by running the program. */
  answer: Rational;
  explain: string;
  hint: string;
  slips: { answer: Rational; hint: string }[];
  /** Rank of the kind of program (sequence < loop < loop using its counter < condition < optimisation ...). */
  rank: number;
  knob?: Knob;
}

const r = (n: number, d = 1): Rational => rat(n, d);
const fmt = formatOutput;
const sumOf = (values: readonly number[]): number => values.reduce((s, x) => s + x, 0);
const plusList = (values: readonly number[]): string => values.join(' + ');

// ---------------------------------------------------------------- Grade 6: loops, conditions, an optimisation

function g6Savings(rng: Rng): Scenario {
  const start = rng.int(1, 6) * 5;
  const weeks = rng.int(3, 6);
  const each = rng.int(2, 12);
  const answer = start + weeks * each;
  return {
    context: `Ava saves for a bike. The program tracks the money in her jar, in dollars.`,
    program: [
      set('savings', num(start)),
      { k: 'repeat', times: num(weeks), body: [set('savings', bin('+', v('savings'), num(each, true)))] },
      say(v('savings')),
    ],
    answer: r(answer),
    explain: `savings starts at ${start}. The loop runs ${weeks} times and adds ${each} each time: ${start} + ${weeks} * ${each} = ${start} + ${weeks * each} = ${answer}.`,
    hint: `Start with savings = ${start}, then add ${each} once for each of the ${weeks} passes of the loop.`,
    slips: [
      {
        answer: r(start + (weeks - 1) * each),
        hint: `The loop body runs ${weeks} times, not ${weeks - 1}: count the passes again.`,
      },
      { answer: r(weeks * each), hint: `savings starts at ${start}, not at 0.` },
    ],
    rank: 1,
    knob: {
      value: each,
      min: 1,
      max: 60,
      step: 1,
      meaning: 'the amount Ava adds each week',
      output: (k) => r(start + weeks * k),
      explain: (k, target) =>
        `The program says ${start} + ${weeks} * (amount). To say ${target}: ${weeks} * (amount) = ${target} - ${start} = ${Number(target) - start}, so the amount is ${Number(target) - start} / ${weeks} = ${k}.`,
    },
  };
}

function g6Barrel(rng: Rng): Scenario {
  const litres = rng.int(12, 20) * 10;
  const evenings = rng.int(4, 7);
  const used = rng.int(5, 15);
  const answer = litres - evenings * used;
  return {
    context: `A rain barrel in Guelph holds ${litres} L. Each evening the garden hose takes the same amount.`,
    program: [
      set('barrel', num(litres)),
      { k: 'repeat', times: num(evenings), body: [set('barrel', bin('-', v('barrel'), num(used, true)))] },
      say(v('barrel')),
    ],
    answer: r(answer),
    explain: `barrel starts at ${litres}. The loop runs ${evenings} times and takes away ${used} each time: ${litres} - ${evenings} * ${used} = ${litres} - ${evenings * used} = ${answer}.`,
    hint: `Start with barrel = ${litres} and subtract ${used} on each of the ${evenings} passes.`,
    slips: [
      {
        answer: r(litres + evenings * used),
        hint: `The line in the loop subtracts: barrel - ${used}, so the barrel goes down.`,
      },
      {
        answer: r(litres - (evenings - 1) * used),
        hint: `The loop runs ${evenings} times; you stopped one pass early.`,
      },
    ],
    rank: 2,
    knob: {
      value: used,
      min: 1,
      max: Math.floor(litres / evenings),
      step: 1,
      meaning: 'the litres the hose takes each evening',
      output: (k) => r(litres - evenings * k),
      explain: (k, target) =>
        `The program says ${litres} - ${evenings} * (litres). To say ${target}: ${evenings} * (litres) = ${litres} - ${target} = ${litres - Number(target)}, so the hose takes ${litres - Number(target)} / ${evenings} = ${k} L.`,
    },
  };
}

function g6Growing(rng: Rng): Scenario {
  const weeks = rng.int(4, 7);
  const each = rng.int(2, 6);
  const triangle = (weeks * (weeks + 1)) / 2;
  const answer = each * triangle;
  const terms = Array.from({ length: weeks }, (_, i) => String(each * (i + 1)));
  return {
    context: `Liam trains for a run. In week 1 he runs ${each} km, and each week ${each} km more than the week before.`,
    program: [
      set('total', num(0)),
      {
        k: 'for',
        name: 'week',
        from: num(1),
        to: num(weeks),
        body: [set('total', bin('+', v('total'), bin('*', num(each, true), v('week'))))],
      },
      say(v('total')),
    ],
    answer: r(answer),
    explain: `week takes the values 1 to ${weeks}, so the loop adds ${terms.join(' + ')} = ${answer}.`,
    hint: `Make a table: week 1 adds ${each} * 1 = ${each}, week 2 adds ${each} * 2 = ${each * 2}, and so on up to week ${weeks}.`,
    slips: [
      {
        answer: r(each * weeks),
        hint: `Each pass adds ${each} * week, and week changes every pass: it is not ${each} each time.`,
      },
      {
        answer: r(each * weeks * weeks),
        hint: `Only the last week adds ${each} * ${weeks}; earlier weeks add less.`,
      },
    ],
    rank: 2.5,
    knob: {
      value: each,
      min: 1,
      max: 30,
      step: 1,
      meaning: 'the number multiplied by week',
      output: (k) => r(k * triangle),
      explain: (k, target) =>
        `The program adds (number) * (1 + 2 + ... + ${weeks}) = (number) * ${triangle}. To say ${target}: (number) = ${target} / ${triangle} = ${k}.`,
    },
  };
}

function g6EvenOdd(rng: Rng): Scenario {
  const days = rng.int(6, 14);
  const even = rng.int(3, 9);
  let odd = rng.int(1, 8);
  if (odd === even) odd += 1;
  const evens = Math.floor(days / 2);
  const odds = days - evens;
  const answer = evens * even + odds * odd;
  return {
    context: `A Grade 6 class earns reading points: more on even-numbered days of a ${days}-day reading challenge.`,
    program: [
      set('points', num(0)),
      {
        k: 'for',
        name: 'day',
        from: num(1),
        to: num(days),
        body: [
          {
            k: 'if',
            cond: { k: 'even', a: v('day') },
            then: [set('points', bin('+', v('points'), num(even, true)))],
            otherwise: [set('points', bin('+', v('points'), num(odd)))],
          },
        ],
      },
      say(v('points')),
    ],
    answer: r(answer),
    explain: `Days 1 to ${days} hold ${evens} even days and ${odds} odd days. Even days add ${even} and odd days add ${odd}: ${evens} * ${even} + ${odds} * ${odd} = ${evens * even} + ${odds * odd} = ${answer}.`,
    hint: `Count how many of the days 1 to ${days} are even; each of those adds ${even}, every other day adds ${odd}.`,
    slips: [
      {
        answer: r(days * even),
        hint: `Only the even days add ${even}; the odd days take the else branch and add ${odd}.`,
      },
      {
        answer: r(odds * even + evens * odd),
        hint: `Day 1 is odd: check which branch each kind of day takes.`,
      },
    ],
    rank: 3,
    knob: {
      value: even,
      min: 1,
      max: 40,
      step: 1,
      meaning: 'the points added on an even day',
      output: (k) => r(evens * k + odds * odd),
      explain: (k, target) =>
        `The odd days give ${odds} * ${odd} = ${odds * odd}. The ${evens} even days must give ${target} - ${odds * odd} = ${Number(target) - odds * odd}, so each even day adds ${Number(target) - odds * odd} / ${evens} = ${k}.`,
    },
  };
}

function g6Threshold(rng: Rng): Scenario {
  const price = rng.int(6, 15);
  const budget = rng.int(4, 9) * 10;
  const largest = Math.floor(budget / price) + rng.int(3, 8);
  const fit = Math.floor(budget / price);
  const answer = largest - fit;
  return {
    context: `A trip to the Ontario Science Centre costs $${price} a student. The program counts group sizes whose cost is over $${budget}.`,
    program: [
      set('count', num(0)),
      {
        k: 'for',
        name: 'students',
        from: num(1),
        to: num(largest, true),
        body: [
          {
            k: 'if',
            cond: cmpCond('>', bin('*', v('students'), num(price)), num(budget)),
            then: [set('count', bin('+', v('count'), num(1)))],
          },
        ],
      },
      say(v('count')),
    ],
    answer: r(answer),
    explain: `${fit} * ${price} = ${fit * price} is not over ${budget}, but ${fit + 1} * ${price} = ${(fit + 1) * price} is. So the sizes ${fit + 1} to ${largest} are counted: ${largest} - ${fit} = ${answer}.`,
    hint: `Find the first number of students whose cost, students * ${price}, is more than ${budget}.`,
    slips: [
      {
        answer: r(fit),
        hint: `The program counts the sizes that cost MORE than $${budget}, not the ones that fit.`,
      },
      {
        answer: r(answer + 1),
        hint: `${fit} * ${price} = ${fit * price} is not over ${budget}: check the first size carefully.`,
      },
    ],
    rank: 4,
    knob: {
      value: largest,
      min: fit + 1,
      max: fit + 60,
      step: 1,
      meaning: 'the largest group size the loop checks',
      output: (k) => r(k - fit),
      explain: (k, target) =>
        `Sizes up to ${fit} cost at most $${budget} (${fit} * ${price} = ${fit * price}), so the program counts the sizes from ${fit + 1} to the last one. To count ${target}: ${fit} + ${target} = ${k}.`,
    },
  };
}

function g6Fence(rng: Rng): Scenario {
  const fence = rng.int(8, 24) * 2;
  const half = fence / 2;
  const w = Math.floor(half / 2);
  const answer = w * (half - w);
  return {
    context: `A school garden gets a rectangular fence ${fence} m long. The program tries whole-metre widths to find the largest area.`,
    program: [
      set('fence', num(fence, true)),
      set('best', num(0)),
      {
        k: 'for',
        name: 'width',
        from: num(1),
        to: bin('-', bin('/', v('fence'), num(2)), num(1)),
        body: [
          set('area', bin('*', v('width'), bin('-', bin('/', v('fence'), num(2)), v('width')))),
          { k: 'if', cond: cmpCond('>', v('area'), v('best')), then: [set('best', v('area'))] },
        ],
      },
      say(v('best')),
    ],
    answer: r(answer),
    explain: `Width + length = ${fence} / 2 = ${half}. The area width * (${half} - width) is largest when the sides are as equal as possible: ${w} * ${half - w} = ${answer}, and best keeps that largest area.`,
    hint: `Width and length add to ${fence} / 2 = ${half}. Try a few widths: 1 * ${half - 1} = ${half - 1}, 2 * ${half - 2} = ${2 * (half - 2)}, ...`,
    slips: [
      { answer: r(half - 1), hint: `best keeps the LARGEST area found, not the first one (width 1).` },
      {
        answer: r(fence * fence, 16),
        hint: `The widths are whole metres: the sides must be whole numbers that add to ${half}.`,
      },
    ],
    rank: 5,
    knob: {
      value: fence,
      min: 4,
      max: 120,
      step: 2,
      meaning: 'the length of the fence, an even number of metres',
      output: (k) => r(Math.floor(k / 4) * (k / 2 - Math.floor(k / 4))),
      explain: (k, target) =>
        `The best rectangle has sides as equal as possible. A fence of ${k} m gives sides adding to ${k / 2}: ${Math.floor(k / 4)} * ${k / 2 - Math.floor(k / 4)} = ${target}.`,
    },
  };
}

// ---------------------------------------------------------------- Grade 7: sub-programs and probability simulations

function g7Pay(rng: Rng): Scenario {
  const rate = rng.int(12, 18);
  const shifts = Array.from({ length: rng.int(2, 3) }, () => rng.int(2, 6));
  const hours = sumOf(shifts);
  const answer = rate * hours;
  return {
    context: `Noor babysits in Mississauga for $${rate} an hour. The sub-program pay adds one shift's earnings.`,
    program: [
      {
        k: 'define',
        name: 'pay',
        param: 'hours',
        body: [set('earned', bin('+', v('earned'), bin('*', v('hours'), num(rate, true))))],
      },
      set('earned', num(0)),
      ...shifts.map((h): Stmt => ({ k: 'call', name: 'pay', arg: num(h) })),
      say(v('earned')),
    ],
    answer: r(answer),
    explain: `Each call adds hours * ${rate}: (${plusList(shifts)}) * ${rate} = ${hours} * ${rate} = ${answer}.`,
    hint: `pay runs once for each call below it. Work out each call: ${shifts[0]} * ${rate} = ${(shifts[0] ?? 0) * rate}, then the next.`,
    slips: [
      {
        answer: r(rate * (shifts.at(-1) ?? 0)),
        hint: `earned keeps growing: every call adds to it, not just the last.`,
      },
      { answer: r(0), hint: `Defining pay does not run it, but each call below does.` },
    ],
    rank: 1,
    knob: {
      value: rate,
      min: 1,
      max: 60,
      step: 1,
      meaning: 'the hourly rate',
      output: (k) => r(k * hours),
      explain: (k, target) =>
        `The calls add ${plusList(shifts)} = ${hours} hours. To earn ${target}: rate = ${target} / ${hours} = ${k}.`,
    },
  };
}

function g7Water(rng: Rng): Scenario {
  const start = rng.int(15, 30) * 10;
  const times = rng.int(4, 8);
  const each = rng.int(6, 18);
  const answer = start - times * each;
  return {
    context: `A cottage tank on Lake Muskoka holds ${start} L. The sub-program shower uses water from it.`,
    program: [
      { k: 'define', name: 'shower', param: 'litres', body: [set('tank', bin('-', v('tank'), v('litres')))] },
      set('tank', num(start)),
      { k: 'repeat', times: num(times), body: [{ k: 'call', name: 'shower', arg: num(each, true) }] },
      say(v('tank')),
    ],
    answer: r(answer),
    explain: `The loop calls shower ${times} times with ${each} L: ${start} - ${times} * ${each} = ${start} - ${times * each} = ${answer}.`,
    hint: `Each pass of the loop runs shower(${each}), which takes ${each} from tank. tank starts at ${start}.`,
    slips: [
      { answer: r(start - each), hint: `The call is inside a loop that repeats ${times} times.` },
      { answer: r(times * each), hint: `The program says what is LEFT in the tank, not what was used.` },
    ],
    rank: 2,
    knob: {
      value: each,
      min: 1,
      max: Math.floor(start / times),
      step: 1,
      meaning: 'the litres each shower uses',
      output: (k) => r(start - times * k),
      explain: (k, target) =>
        `${times} showers must use ${start} - ${target} = ${start - Number(target)} L, so each uses ${start - Number(target)} / ${times} = ${k} L.`,
    },
  };
}

/** Rolls of a number cube that include both `k` and `k + 1`, so the count of rolls above k pins k down. */
function rollsAround(rng: Rng, count: number, sides: number, k: number): number[] {
  const rolls = Array.from({ length: count }, () => rng.int(1, sides));
  rolls[rng.int(0, count - 1)] = k;
  let j = rng.int(0, count - 1);
  while (rolls[j] === k && rolls.filter((x) => x === k).length === 1) j = (j + 1) % count;
  rolls[j] = k + 1;
  return rolls;
}

function g7Simulation(rng: Rng, percent: boolean): Scenario {
  const sides = percent ? 8 : 6;
  const count = percent ? rng.pick([20, 25]) : rng.pick([10, 12, 15, 20]);
  const k = rng.int(2, sides - 2);
  const rolls = rollsAround(rng, count, sides, k);
  const hits = rolls.filter((x) => x > k).length;
  /** What the program says for `wins` of the results: a probability, or a percent at level 4. */
  const share = (wins: number, of = count): Rational => (percent ? r(wins * 100, of) : r(wins, of));
  const answer = share(hits);
  const device = percent ? `an 8-section spinner` : `a number cube`;
  const result: Stmt = say(
    percent
      ? bin('*', bin('/', v('wins'), { k: 'len', list: 'results' }), num(100))
      : bin('/', v('wins'), { k: 'len', list: 'results' }),
  );
  return {
    context: `A simulation of ${count} trials of ${device} at a school fair in Kingston stored these results. A result over ${k} wins.`,
    program: [
      { k: 'list', name: 'results', values: rolls },
      set('wins', num(0)),
      {
        k: 'each',
        name: 'result',
        list: 'results',
        body: [
          {
            k: 'if',
            cond: cmpCond('>', v('result'), num(k, true)),
            then: [set('wins', bin('+', v('wins'), num(1)))],
          },
        ],
      },
      result,
    ],
    answer,
    explain: `${hits} of the ${count} results are over ${k}, so the experimental probability is ${hits}/${count}${percent ? ` = ${fmt(answer)} %` : gcd(hits, count) === 1 ? '' : ` = ${fmt(answer)}`}.`,
    hint: `Count the results greater than ${k} (a result equal to ${k} does not win), then divide by the ${count} trials.`,
    slips: [
      {
        answer: share(rolls.filter((x) => x >= k).length),
        hint: `The condition is result > ${k}: a result of exactly ${k} is not a win.`,
      },
      {
        answer: share(sides - k, sides),
        hint: `The program uses the simulated results, not the theoretical probability ${sides - k}/${sides}.`,
      },
    ],
    rank: percent ? 4 : 3,
    knob: {
      value: k,
      min: 0,
      max: sides,
      step: 1,
      meaning: 'the number a result must beat to win',
      output: (x) => share(rolls.filter((y) => y > x).length),
      explain: (x, target) =>
        `${rolls.filter((y) => y > x).length} of the ${count} results are over ${x}, giving ${target}; one less and results equal to ${x} would win too, one more and results equal to ${x + 1} would lose.`,
    },
  };
}

function g7Tiles(rng: Rng): Scenario {
  const first = rng.int(1, 3);
  const n = first + rng.int(2, 5);
  const squaresUpTo = (k: number) => (k * (k + 1) * (2 * k + 1)) / 6;
  const answer = squaresUpTo(n) - squaresUpTo(first - 1);
  const squares = Array.from({ length: n - first + 1 }, (_, i) => String((first + i) * (first + i)));
  return {
    context: `A mosaic for a Windsor library wall has square panels with sides of ${first}, ${first + 1}, ... tiles. The sub-program panel adds one panel's tiles.`,
    program: [
      {
        k: 'define',
        name: 'panel',
        param: 'side',
        body: [{ k: 'repeat', times: v('side'), body: [set('tiles', bin('+', v('tiles'), v('side')))] }],
      },
      set('tiles', num(0)),
      {
        k: 'for',
        name: 'size',
        from: num(first),
        to: num(n, true),
        body: [{ k: 'call', name: 'panel', arg: v('size') }],
      },
      say(v('tiles')),
    ],
    answer: r(answer),
    explain: `panel(side) repeats side times and adds side, so it adds side * side. Sizes ${first} to ${n} add ${squares.join(' + ')} = ${answer}.`,
    hint: `Work out what panel(3) adds: it repeats 3 times and adds 3 each time. Then do it for each size from ${first} to ${n}.`,
    slips: [
      {
        answer: r(((n + first) * (n - first + 1)) / 2),
        hint: `panel(side) adds side on EACH of its side passes, so side * side, not side.`,
      },
      { answer: r(n * n), hint: `tiles is not reset between calls: every panel's tiles are added together.` },
    ],
    rank: 5,
    knob: {
      value: n,
      min: first,
      max: 20,
      step: 1,
      meaning: 'the size of the largest panel',
      output: (k) => r(squaresUpTo(k) - squaresUpTo(first - 1)),
      explain: (k, target) =>
        `Add square numbers from ${first * first} until the total reaches ${target}: ${first * first} + ... + ${k * k} = ${target}, so the largest size is ${k}.`,
    },
  };
}

// ---------------------------------------------------------------- Grade 8: code that analyses data

const DATA_SETS: readonly { context: string; list: string; item: string; min: number; max: number }[] = [
  {
    context: 'Daily high temperatures (°C) in Thunder Bay on some days in June',
    list: 'highs',
    item: 'temp',
    min: 12,
    max: 28,
  },
  {
    context: 'Minutes of homework reported by students in a Grade 8 class in Ottawa',
    list: 'minutes',
    item: 'mins',
    min: 10,
    max: 60,
  },
  {
    context: 'Litres of maple sap collected each day at a sugar bush near Elmira',
    list: 'sap',
    item: 'litres',
    min: 20,
    max: 80,
  },
  {
    context: 'Visitors each day at a Peterborough museum exhibit',
    list: 'visitors',
    item: 'people',
    min: 40,
    max: 120,
  },
];

function dataSet(rng: Rng, length: number) {
  const set = rng.pick(DATA_SETS);
  const values = Array.from({ length }, () => rng.int(set.min, set.max));
  return { ...set, values };
}

function g8Total(rng: Rng): Scenario {
  const d = dataSet(rng, rng.int(4, 5));
  const total = sumOf(d.values);
  const first = d.values[0] ?? 0;
  return {
    context: `${d.context} are stored in a list.`,
    program: [
      { k: 'list', name: d.list, values: d.values, knobIndex: 0 },
      set('total', num(0)),
      { k: 'each', name: d.item, list: d.list, body: [set('total', bin('+', v('total'), v(d.item)))] },
      say(v('total')),
    ],
    answer: r(total),
    explain: `The loop adds every value: ${plusList(d.values)} = ${total}.`,
    hint: `total starts at 0 and each pass adds the next value: ${d.values[0]}, then ${d.values[1]}, ...`,
    slips: [
      {
        answer: r(total - (d.values.at(-1) ?? 0)),
        hint: `The loop visits every value in the list, the last one too.`,
      },
    ],
    rank: 1,
    knob: {
      value: first,
      min: 0,
      max: 400,
      step: 1,
      meaning: 'the first value in the list',
      output: (k) => r(total - first + k),
      explain: (k, target) =>
        `The other values add to ${total - first}. For a total of ${target}: ${target} - ${total - first} = ${k}.`,
    },
  };
}

function g8Mean(rng: Rng): Scenario {
  const d = dataSet(rng, rng.pick([4, 5, 8]));
  const total = sumOf(d.values);
  const n = d.values.length;
  const last = d.values.at(-1) ?? 0;
  return {
    context: `${d.context} are stored in a list. The program finds their mean.`,
    program: [
      { k: 'list', name: d.list, values: d.values, knobIndex: n - 1 },
      set('total', num(0)),
      { k: 'each', name: d.item, list: d.list, body: [set('total', bin('+', v('total'), v(d.item)))] },
      say(bin('/', v('total'), { k: 'len', list: d.list })),
    ],
    answer: r(total, n),
    explain: `total = ${plusList(d.values)} = ${total}, and the list holds ${n} values, so the program says ${total} / ${n} = ${fmt(r(total, n))}.`,
    hint: `Add the ${n} values first, then divide by how many there are (length of ${d.list} = ${n}).`,
    slips: [
      { answer: r(total), hint: `The last line divides total by the length of the list.` },
      { answer: r(total, n - 1), hint: `length of ${d.list} counts every value: there are ${n}.` },
    ],
    rank: 2,
    knob: {
      value: last,
      min: 0,
      max: 400,
      step: 1,
      meaning: 'the last value in the list',
      output: (k) => r(total - last + k, n),
      explain: (k, target) => {
        const needed = fmt(mul(parseOutput(target), r(n)));
        return `A mean of ${target} over ${n} values needs a total of ${target} * ${n} = ${needed}. The other values add to ${total - last}, so the last value is ${needed} - ${total - last} = ${k}.`;
      },
    },
  };
}

function g8CountAbove(rng: Rng): Scenario {
  const d = dataSet(rng, rng.int(7, 9));
  const k = rng.int(d.min + 3, d.max - 3);
  const values = [...d.values];
  values[rng.int(0, values.length - 1)] = k;
  let j = rng.int(0, values.length - 1);
  while (values[j] === k && values.filter((x) => x === k).length === 1) j = (j + 1) % values.length;
  values[j] = k + 1;
  const count = values.filter((x) => x > k).length;
  return {
    context: `${d.context} are stored in a list. The program counts the values over ${k}.`,
    program: [
      { k: 'list', name: d.list, values },
      set('count', num(0)),
      {
        k: 'each',
        name: d.item,
        list: d.list,
        body: [
          {
            k: 'if',
            cond: cmpCond('>', v(d.item), num(k, true)),
            then: [set('count', bin('+', v('count'), num(1)))],
          },
        ],
      },
      say(v('count')),
    ],
    answer: r(count),
    explain: `The values over ${k} are ${values.filter((x) => x > k).join(', ')}: that is ${count} values. ${k} itself is not over ${k}.`,
    hint: `Go through the list and mark each value greater than ${k}; a value equal to ${k} does not count.`,
    slips: [
      {
        answer: r(values.filter((x) => x >= k).length),
        hint: `The test is > ${k}: a value of exactly ${k} is not counted.`,
      },
    ],
    rank: 3,
    knob: {
      value: k,
      min: 0,
      max: d.max + 5,
      step: 1,
      meaning: 'the number the values are compared with',
      output: (x) => r(values.filter((y) => y > x).length),
      explain: (x, target) =>
        `Exactly ${target} values are over ${x}: over ${x - 1} the value ${x} would count as well, and over ${x + 1} the value ${x + 1} would not.`,
    },
  };
}

function g8Range(rng: Rng): Scenario {
  const d = dataSet(rng, rng.int(5, 7));
  const values = [...d.values];
  const high = Math.max(...values);
  const low = Math.min(...values);
  const at = values.indexOf(high);
  const second = Math.max(...values.filter((_, i) => i !== at));
  return {
    context: `${d.context} are stored in a list. The program finds how spread out they are.`,
    program: [
      { k: 'list', name: d.list, values, knobIndex: at },
      set('high', num(0)),
      set('low', num(1000)),
      {
        k: 'each',
        name: d.item,
        list: d.list,
        body: [
          { k: 'if', cond: cmpCond('>', v(d.item), v('high')), then: [set('high', v(d.item))] },
          { k: 'if', cond: cmpCond('<', v(d.item), v('low')), then: [set('low', v(d.item))] },
        ],
      },
      say(bin('-', v('high'), v('low'))),
    ],
    answer: r(high - low),
    explain: `high ends as the greatest value, ${high}, and low as the least, ${low}. The program says the range: ${high} - ${low} = ${high - low}.`,
    hint: `Follow high and low through the list: high keeps the greatest value seen so far and low the least.`,
    slips: [
      { answer: r(high), hint: `The last line says high - low, the range, not just the greatest value.` },
      {
        answer: r((values.at(-1) ?? 0) - (values[0] ?? 0)),
        hint: `high and low keep the greatest and least values, not the last and first.`,
      },
    ],
    rank: 4,
    knob: {
      value: high,
      min: Math.max(second + 1, low + 1),
      max: 400,
      step: 1,
      meaning: `the greatest value in the list (item ${at + 1})`,
      output: (k) => r(k - low),
      explain: (k, target) =>
        `The least value stays ${low}. For a range of ${target}, the greatest value must be ${low} + ${target} = ${k}.`,
    },
  };
}

function g8MeanAbove(rng: Rng): Scenario {
  const d = dataSet(rng, rng.int(6, 8));
  const cut = rng.int(d.min + 5, Math.floor((d.min + d.max) / 2));
  const values = [...d.values];
  if (!values.some((x) => x < cut)) values[0] = cut - 2;
  if (values.filter((x) => x >= cut).length < 2) values[1] = cut + 3;
  const kept = values.filter((x) => x >= cut);
  const total = sumOf(kept);
  const at = values.findIndex((x) => x >= cut);
  const knobbed = values[at] ?? 0;
  return {
    context: `${d.context} are stored in a list. The program finds the mean of the values of at least ${cut}.`,
    program: [
      { k: 'list', name: d.list, values, knobIndex: at },
      set('total', num(0)),
      set('count', num(0)),
      {
        k: 'each',
        name: d.item,
        list: d.list,
        body: [
          {
            k: 'if',
            cond: cmpCond('>=', v(d.item), num(cut)),
            then: [set('total', bin('+', v('total'), v(d.item))), set('count', bin('+', v('count'), num(1)))],
          },
        ],
      },
      say(bin('/', v('total'), v('count'))),
    ],
    answer: r(total, kept.length),
    explain: `The values of at least ${cut} are ${kept.join(', ')}: total = ${total} and count = ${kept.length}, so the program says ${total} / ${kept.length} = ${fmt(r(total, kept.length))}.`,
    hint: `Only values ${cut} or more go into total and count. List them first.`,
    slips: [
      {
        answer: r(sumOf(values), values.length),
        hint: `The if line skips the values under ${cut}: they are not in total or count.`,
      },
      {
        answer: r(total, values.length),
        hint: `count grows only for the values kept, so divide by ${kept.length}, not ${values.length}.`,
      },
    ],
    rank: 5,
    knob: {
      value: knobbed,
      min: cut,
      max: 500,
      step: 1,
      meaning: `item ${at + 1} of the list`,
      output: (k) => r(total - knobbed + k, kept.length),
      explain: (k, target) =>
        `The mean of ${kept.length} kept values is ${target} when they total ${fmt(mul(r(kept.length), parseOutput(target)))}. The other kept values add to ${total - knobbed}, so item ${at + 1} is ${k}.`,
    },
  };
}

/** A formatted output read back as an exact number (outputs are integers, decimals or fractions). */
const parseOutput = (text: string): Rational => parseRational(text) ?? rat(0);

const SCENARIOS: Record<CodingGrade, readonly (readonly ((rng: Rng) => Scenario)[])[]> = {
  6: [[g6Savings], [g6Barrel, g6Growing], [g6EvenOdd], [g6Threshold], [g6Fence]],
  7: [[g7Pay], [g7Water], [(rng) => g7Simulation(rng, false)], [(rng) => g7Simulation(rng, true)], [g7Tiles]],
  8: [[g8Total], [g8Mean], [g8CountAbove], [g8Range], [g8MeanAbove]],
};

function scenarioFor(rng: Rng, grade: CodingGrade, level: DifficultyLevel): Scenario {
  const pool = SCENARIOS[grade][level - 1] ?? [];
  return rng.pick(pool)(rng);
}

/** Kind of program first, then how much running it takes. */
function complexityOf(program: readonly Stmt[], rank: number): number {
  return rank * 2 + Math.min(1.5, flatten(program).length / 10);
}

// ---------------------------------------------------------------- the four kinds of coding question

interface TraceParams {
  program: Stmt[];
  rank: number;
}

export function codeTraceTask(grade: CodingGrade, name: string, description: string) {
  return defineTask<TraceParams>({
    name,
    description,
    build(rng, level) {
      const s = scenarioFor(rng, grade, level);
      const answer = fmt(s.answer);
      const misconceptions: Misconception[] = s.slips
        .filter((slip) => fmt(slip.answer) !== answer)
        .map((slip) => ({ answer: fmt(slip.answer), hint: slip.hint }));
      return {
        params: { program: s.program, rank: s.rank },
        title: 'What does this program say?',
        description: `${s.context}\n${renderProgram(s.program)}`,
        answer,
        answerKind: 'number',
        explanation: `${traceProgram(s.program)} In short: ${s.explain} The program says ${answer}.`,
        hints: [s.hint],
        misconceptions,
      };
    },
    solve: (p) => {
      const out = runProgram(p.program);
      return out === null ? 'error' : fmt(out);
    },
    complexity: (p) => complexityOf(p.program, p.rank),
  });
}

interface AlterParams {
  program: Stmt[];
  target: string;
  min: number;
  max: number;
  step: number;
  rank: number;
}

/** The values of a knob the alter task (and its solver) tries: 15 steps either side, within the knob's range. */
const knobWindow = (knob: Knob): { low: number; high: number } => ({
  low: Math.max(knob.min, knob.value - 15 * knob.step),
  high: Math.min(knob.max, knob.value + 15 * knob.step),
});

/** Change one number so the program says a new output: tracing backwards from the output. */
export function codeAlterTask(grade: CodingGrade, name: string, description: string) {
  return defineTask<AlterParams>({
    name,
    description,
    build(rng, level) {
      let s = scenarioFor(rng, grade, level);
      let unique: number[] = [];
      for (;;) {
        const knob = s.knob;
        if (knob) {
          // Only new values whose output no other value of the solver's window gives, so the answer is one number.
          const { low, high } = knobWindow(knob);
          const outputs = new Map<number, string>();
          for (let k = low; k <= high; k += knob.step) outputs.set(k, fmt(knob.output(k)));
          const counts = new Map<string, number>();
          for (const out of outputs.values()) counts.set(out, (counts.get(out) ?? 0) + 1);
          unique = [...outputs]
            .filter(
              ([k, out]) =>
                k !== knob.value && Math.abs(k - knob.value) <= 12 * knob.step && counts.get(out) === 1,
            )
            .map(([k]) => k);
          if (unique.length > 0) break;
        }
        s = scenarioFor(rng, grade, level);
      }
      const knob = s.knob as Knob;
      const chosen = rng.pick(unique);
      const target = fmt(knob.output(chosen));
      const now = fmt(s.answer);
      return {
        params: {
          program: s.program,
          target,
          // The solver runs the program for each value in this window (the uniqueness above holds over the whole range).
          min: knobWindow(knob).low,
          max: knobWindow(knob).high,
          step: knob.step,
          rank: s.rank,
        },
        title: `The program says ${now}. To what must you change ${knob.meaning} (now ${knob.value}) so that it says ${target}?`,
        description: `${s.context}\n${renderProgram(s.program)}`,
        answer: String(chosen),
        answerKind: 'number',
        explanation: `As written: ${traceProgram(s.program)} Work backwards from ${target}: ${knob.explain(chosen, target)} Check: with ${chosen} the program says ${target}.`,
        hints: [
          `Write what the program says in terms of ${knob.meaning}, then work backwards from ${target}.`,
        ],
        misconceptions: [],
      };
    },
    solve: (p) => {
      for (let k = p.min; k <= p.max; k += p.step) {
        if (sameOutput(runProgram(withKnob(p.program, k)), parseOutput(p.target))) return String(k);
      }
      return 'none';
    },
    complexity: (p) => complexityOf(p.program, p.rank) + 0.5,
  });
}

/** Wrong versions of one statement: the slips a learner makes when writing that line. */
function mutations(s: Stmt): Stmt[] {
  const out: Stmt[] = [];
  const bump = (x: number): number[] => [x + 1, x - 1, x * 2].filter((y) => y !== x);
  switch (s.k) {
    case 'set': {
      const value = s.value;
      if (value.k === 'num') for (const y of bump(value.v)) out.push({ ...s, value: { k: 'num', v: y } });
      if (value.k === 'bin') {
        const swaps: Record<string, ('+' | '-' | '*' | '/')[]> = {
          '+': ['-', '*'],
          '-': ['+'],
          '*': ['+'],
          '/': ['*'],
        };
        for (const op of swaps[value.op] ?? []) out.push({ ...s, value: { ...value, op } });
        if (value.b.k === 'num')
          for (const y of bump(value.b.v)) out.push({ ...s, value: { ...value, b: { k: 'num', v: y } } });
        if (value.a.k === 'var' && value.a.name === s.name) out.push({ ...s, value: value.b });
      }
      if (value.k === 'var')
        out.push({ ...s, value: { k: 'num', v: 0 } }, { ...s, value: { k: 'var', name: s.name } });
      break;
    }
    case 'repeat':
      if (s.times.k === 'num') for (const y of bump(s.times.v)) out.push({ ...s, times: { k: 'num', v: y } });
      break;
    case 'for':
      if (s.to.k === 'num') for (const y of bump(s.to.v)) out.push({ ...s, to: { k: 'num', v: y } });
      if (s.from.k === 'num') out.push({ ...s, from: { k: 'num', v: s.from.v === 1 ? 2 : 1 } });
      break;
    case 'if':
      if (s.cond.k === 'cmp') {
        const ops: Record<string, ('>' | '<' | '>=' | '<=' | '=')[]> = {
          '>': ['>=', '<'],
          '<': ['<=', '>'],
          '>=': ['>', '<'],
          '<=': ['<', '>'],
          '=': ['>'],
        };
        for (const op of ops[s.cond.op] ?? []) out.push({ ...s, cond: { ...s.cond, op } });
        out.push({ ...s, cond: { ...s.cond, a: s.cond.b, b: s.cond.a } });
      }
      break;
    case 'say':
      if (s.value.k === 'bin') {
        out.push({ ...s, value: s.value.a });
        if (s.value.op === '/') out.push({ ...s, value: { ...s.value, op: '*' } });
        if (s.value.op === '-') out.push({ ...s, value: { ...s.value, op: '+' } });
        out.push({ ...s, value: { ...s.value, a: s.value.b, b: s.value.a } });
      }
      break;
    case 'call':
      if (s.arg.k === 'num') for (const y of bump(s.arg.v)) out.push({ ...s, arg: { k: 'num', v: y } });
      break;
    case 'list':
    case 'each':
    case 'define':
      // Data, list walks and definitions are not where the bugs of these programs sit.
      break;
  }
  return out.filter((m) => renderHeader(m) !== renderHeader(s));
}

interface ChoiceParams {
  /** The program as shown (with its bug, or with the line to complete still in place). */
  program: Stmt[];
  options: { statement: number; replacement: Stmt }[];
  goal: string;
  mode: 'fix' | 'complete';
  rank: number;
}

const optionValue = (
  mode: 'fix' | 'complete',
  program: readonly Stmt[],
  o: { statement: number; replacement: Stmt },
): string =>
  mode === 'fix'
    ? `line ${displayLine(program, o.statement)}: ${renderHeader(o.replacement)}`
    : renderHeader(o.replacement);

const optionLabel = (mode: 'fix' | 'complete', value: string): string => {
  if (mode === 'complete') return `\`${value}\``;
  const [line, ...rest] = value.split(': ');
  return `Change ${line} to \`${rest.join(': ')}\``;
};

/** Find and fix the bug (`fix`) or fill in the missing line (`complete`), as a choice of four. */
export function codeChoiceTask(
  grade: CodingGrade,
  mode: 'fix' | 'complete',
  name: string,
  description: string,
) {
  return defineTask<ChoiceParams>({
    name,
    description,
    build(rng, level) {
      let attempts = 0;
      for (;;) {
        const s = scenarioFor(rng, grade, level);
        const goal = s.answer;
        const statements = flatten(s.program);
        // Each candidate program runs once: the wrong-version search, the buggy output and the distractors' hints
        // look at the same programs.
        const outputs = new Map<string, Rational | null>();
        const outputOf = (program: Stmt[]): Rational | null => {
          const key = renderProgram(program);
          if (!outputs.has(key)) outputs.set(key, runProgram(program));
          return outputs.get(key) ?? null;
        };
        // A wrong version must still say a number of the grade's scope: a bug that prints billions teaches nothing.
        const wrong = (program: Stmt[]) => {
          const out = outputOf(program);
          return out !== null && !sameOutput(out, goal) && withinGrade(out, grade);
        };
        // Lazily: the first statement (in a seeded order) with enough wrong versions, so a build runs few programs.
        const needed = mode === 'complete' ? 3 : 2;
        let target: number | undefined;
        let ownWrong: Stmt[] = [];
        for (const i of rng.shuffle(statements.map((_, index) => index))) {
          const own = rng
            .shuffle(mutations(statements[i] as Stmt))
            .filter((m) => wrong(replaceStatement(s.program, i, m)));
          if (own.length >= needed) {
            target = i;
            ownWrong = own;
            break;
          }
        }
        if (target === undefined) {
          attempts += 1;
          if (attempts > 40) throw new Error(`no coding question for grade ${grade} level ${level}`);
          continue;
        }
        const original = statements[target] as Stmt;
        let shown: Stmt[];
        let distractors: { statement: number; replacement: Stmt }[];
        if (mode === 'complete') {
          shown = s.program;
          distractors = ownWrong.slice(0, 3).map((m) => ({ statement: target, replacement: m }));
        } else {
          const bug = ownWrong[0] as Stmt;
          const buggy = replaceStatement(s.program, target, bug);
          shown = buggy;
          // Other wrong fixes: a different wrong version of the buggy line, then changes to lines that were fine.
          distractors = [{ statement: target, replacement: ownWrong[1] as Stmt }];
          const others = rng.shuffle(flatten(buggy).map((_, index) => index)).filter((i) => i !== target);
          for (const i of others) {
            if (distractors.length >= 3) break;
            const m = rng
              .shuffle(mutations(flatten(buggy)[i] as Stmt))
              .find((x) => wrong(replaceStatement(buggy, i, x)));
            if (m) distractors.push({ statement: i, replacement: m });
          }
          for (const m of ownWrong.slice(2)) {
            if (distractors.length >= 3) break;
            distractors.push({ statement: target, replacement: m });
          }
        }
        if (distractors.length < 3) {
          attempts += 1;
          continue;
        }
        const correct = { statement: target, replacement: original };
        const options = [correct, ...distractors];
        const values = options.map((o) => optionValue(mode, shown, o));
        if (new Set(values).size !== 4) continue;
        const goalText = fmt(goal);
        const line = displayLine(shown, target);
        const shownOut = mode === 'fix' ? fmt(outputOf(shown) ?? rat(0)) : '';
        const misconceptions: Misconception[] = distractors.map((o, i) => {
          const out = outputOf(replaceStatement(shown, o.statement, o.replacement));
          return {
            answer: values[i + 1] as string,
            hint: `With that line the program would say ${out === null ? 'nothing' : fmt(out)}, not ${goalText}.`,
          };
        });
        return {
          params: { program: shown, options, goal: goalText, mode, rank: s.rank },
          title:
            mode === 'fix'
              ? `This program should say ${goalText}, but it says ${shownOut}. Which change fixes the bug?`
              : `Which line goes in the blank (line ${line}) so that the program says ${goalText}?`,
          description: `${s.context}\n${renderProgram(shown, mode === 'fix' ? { numbered: true } : { blank: target })}`,
          answer: values[0] as string,
          answerKind: 'text',
          explanation:
            mode === 'fix'
              ? `As written, line ${line} is \`${renderHeader(flatten(shown)[target] as Stmt)}\` and the program says ${shownOut}. With \`${renderHeader(original)}\` instead: ${traceProgram(s.program)} In short: ${s.explain} So the fix is line ${line}: ${renderHeader(original)}.`
              : `With \`${renderHeader(original)}\` in line ${line}: ${traceProgram(s.program)} In short: ${s.explain} So the missing line is ${renderHeader(original)}.`,
          hints: [
            mode === 'fix'
              ? `Trace the program as written: it says ${shownOut}, not ${goalText}. Which line makes that difference?`
              : `Try each option in line ${line} and trace the program: which one makes it say ${goalText}?`,
          ],
          misconceptions,
          choices: { distractors: values.slice(1), label: (value) => optionLabel(mode, value) },
        };
      }
    },
    solve: (p) => {
      for (const o of p.options) {
        const out = runProgram(replaceStatement(p.program, o.statement, o.replacement));
        if (sameOutput(out, parseOutput(p.goal))) return optionValue(p.mode, p.program, o);
      }
      return 'none';
    },
    complexity: (p) => complexityOf(p.program, p.rank) + (p.mode === 'fix' ? 0.3 : 0),
  });
}
