/**
 * Grade 6 decimals (B1.5 rounding, B2.4 adding and subtracting): generators work in whole units of the smallest
 * place (hundredths, thousandths, cents); each solver recomputes from the parameters with exact rationals.
 */
import { byLevel } from '../core/levels';
import { money, moneyAnswer, scaledDecimal } from '../core/format';
import { type Rational, add, cmp, rat, sub, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

const PLACE_NAMES = ['nearest whole number', 'nearest tenth', 'nearest hundredth'] as const;
const DIGIT_NAMES = ['ones', 'tenths', 'hundredths'] as const;
const ROUNDING_RULE = 'A digit of five or more in the next place rounds up.';
const NAMES = LEARNER_NAMES;

/** Text of a decimal written in `units` of 10^-places. */
const dec = (units: number, places: number): string => scaledDecimal(units, places);

/** Rounds half up with exact rationals, for the solvers. */
function roundRational(value: Rational, places: number): string {
  return toDecimalString(value, places, true);
}

/** The place's digit and the digit after it, for the worked explanation. */
function digitsAround(valueText: string, places: number): { kept: string; next: string } {
  const [whole, part = ''] = valueText.split('.');
  const padded = part.padEnd(places + 1, '0');
  const kept = places === 0 ? (whole as string).slice(-1) : (padded[places - 1] as string);
  return { kept, next: padded[places] as string };
}

interface RoundParams {
  /** The number in units of 10^-places. */
  units: number;
  places: number;
  /** Place to round to: 0 whole, 1 tenth, 2 hundredth. */
  to: number;
  mode: 'round' | 'context' | 'greatest' | 'least';
  carries: boolean;
}

const CONTEXTS = [
  { text: (v: string) => `A Grade 6 class in Kingston measures a bean plant at ${v} cm.`, unit: 'cm' },
  { text: (v: string) => `Rain gauges in Thunder Bay recorded ${v} mm of rain on Monday.`, unit: 'mm' },
  {
    text: (v: string) => `A runner finished the school cross-country race in ${v} minutes.`,
    unit: 'minutes',
  },
  { text: (v: string) => `A bag of apples from an Ontario orchard has a mass of ${v} kg.`, unit: 'kg' },
] as const;

/** B1.5: round decimals to a place; level 5 works backwards from a rounded value to the numbers that give it. */
export function roundDecimalTask(name: string, description: string) {
  return defineTask<RoundParams>({
    name,
    description,
    build(rng, level) {
      const mode: RoundParams['mode'] =
        level <= 3 ? 'round' : level === 4 ? 'context' : rng.bool() ? 'greatest' : 'least';
      if (mode === 'greatest' || mode === 'least') {
        const to = rng.int(1, 2);
        const places = to + 1;
        const rounded = rng.int(11, 99) * 10 + rng.int(1, 9);
        const roundedUnits = to === 1 ? Math.floor(rounded / 10) : rounded;
        // The rounded value keeps its places (4.0, not 4), as a measurement rounded to tenths is written.
        const target = (roundedUnits / 10 ** to).toFixed(to);
        const half = 5;
        const units = mode === 'greatest' ? roundedUnits * 10 + half - 1 : roundedUnits * 10 - half;
        const answer = dec(units, places);
        const placesWord = places === 2 ? 'two decimal places' : 'three decimal places';
        const other = dec(
          mode === 'greatest' ? roundedUnits * 10 + half : roundedUnits * 10 - half - 1,
          places,
        );
        const step = dec(1, places);
        return {
          params: { units, places, to, mode, carries: false },
          title: `What is the ${mode} number that rounds to ${target}?`,
          description: `A number has ${placesWord}. Rounded to the ${PLACE_NAMES[to]} it is ${target}. ${ROUNDING_RULE}`,
          answer,
          answerKind: 'number',
          explanation:
            mode === 'greatest'
              ? `Numbers from ${dec(roundedUnits * 10 - half, places)} up to just below ${other} round to ${target}. With ${placesWord}, the greatest is ${other} − ${step} = ${answer}.`
              : `Numbers from ${answer} up to just below ${dec(roundedUnits * 10 + half, places)} round to ${target}: the halfway point ${answer} already rounds up to ${target}. So the least is ${answer}.`,
          hints: [
            `Which digits in the next place after ${target} still round to ${target}? Think of the halfway point.`,
          ],
          misconceptions: [
            {
              answer: other,
              hint:
                mode === 'greatest'
                  ? `${other} is the halfway point above ${target}: it rounds up, away from ${target}.`
                  : `${other} is just below the halfway point ${answer}, so it rounds down, away from ${target}.`,
            },
          ],
        };
      }
      const places = byLevel(level, [2, 3, 3, 3, 3]);
      const to = byLevel(level, [1, rng.int(1, 2), rng.int(0, 1), rng.int(0, 2), 1]);
      const carries = level === 3;
      // A carry crosses a place: the whole part ends in 9 when rounding to the whole number.
      const whole =
        rng.int(1, byLevel(level, [20, 50, 10, 500, 500])) * (carries && to === 0 ? 10 : 1) +
        (carries && to === 0 ? 9 : 0);
      let fraction = rng.int(1, 10 ** places - 1);
      if (carries) {
        // The rounded place is 9 and the next digit rounds up, so the carry crosses into the place before.
        const unit = 10 ** (places - to);
        const upper = 10 ** places - unit / 2;
        fraction = rng.int(Math.max(upper, 1), 10 ** places - 1);
        if (fraction % 10 === 0) fraction += 1;
      }
      if (fraction % 10 === 0) fraction += 1;
      const units = whole * 10 ** places + fraction;
      const valueText = dec(units, places);
      const answer = roundRational(rat(units, 10 ** places), to);
      const { kept, next } = digitsAround(valueText, to);
      const roundsUp = Number(next) >= 5;
      const truncated = toDecimalString(rat(Math.floor(units / 10 ** (places - to)), 10 ** to), to, true);
      const placeWord = PLACE_NAMES[to] as string;
      const context = mode === 'context' ? rng.pick(CONTEXTS) : null;
      const shownTo = DIGIT_NAMES[to] as string;
      return {
        params: { units, places, to, mode, carries },
        title: context
          ? `What is this measurement rounded to the ${placeWord}?`
          : `Round ${valueText} to the ${placeWord}.`,
        description: context ? `${context.text(valueText)} ${ROUNDING_RULE}` : ROUNDING_RULE,
        answer,
        answerKind: 'number',
        explanation: `In ${valueText}, the ${shownTo} digit is ${kept} and the next digit is ${next}, so the ${shownTo} digit ${roundsUp ? 'goes up by one' : 'stays'}${carries && roundsUp ? ' and the carry moves into the place before it' : ''}. ${valueText} rounded to the ${placeWord} is ${Number(answer).toFixed(to)}${Number(answer).toFixed(to) !== answer ? `, which keeps its ${shownTo} digit 0 to show the rounding (${answer} is the same number)` : ''}.`,
        hints: [`Look at the digit just after the ${shownTo} place in ${valueText}: is it five or more?`],
        misconceptions:
          truncated !== answer
            ? [{ answer: truncated, hint: `The next digit is ${next}, which is five or more, so round up.` }]
            : [],
      };
    },
    solve: (p) => {
      if (p.mode === 'round' || p.mode === 'context')
        return roundRational(rat(p.units, 10 ** p.places), p.to);
      // Every number with p.places decimals near the key that rounds to the same value; keep the extreme one.
      const target = roundRational(rat(p.units, 10 ** p.places), p.to);
      const candidates: Rational[] = [];
      for (let u = p.units - 200; u <= p.units + 200; u += 1) {
        const value = rat(u, 10 ** p.places);
        if (roundRational(value, p.to) === target) candidates.push(value);
      }
      candidates.sort(cmp);
      const pick = p.mode === 'greatest' ? candidates.at(-1) : candidates[0];
      return toDecimalString(pick as Rational, p.places, true);
    },
    complexity: (p) =>
      p.places +
      (p.carries ? 1 : 0) +
      (p.mode === 'context' ? 1.5 : 0) +
      (p.mode === 'greatest' || p.mode === 'least' ? 3 : 0),
  });
}

interface AddSubParams {
  /** Terms in units of 10^-places, with their signs; for 'backwards' the key is the start value. */
  terms: number[];
  places: number;
  mode: 'plain' | 'word' | 'backwards';
}

/** A decimal in lowest digits: a random value with up to `places` decimal places, trailing zeros possible. */
function randomDecimal(rng: Rng, max: number, places: number, scale: number): number {
  const value = rng.int(1, max * 10 ** places);
  return value * 10 ** (scale - places);
}

const showSum = (terms: number[], scale: number): string =>
  terms
    .map((t, i) => (i === 0 ? dec(t, scale) : `${t < 0 ? '−' : '+'} ${dec(Math.abs(t), scale)}`))
    .join(' ');

/** B2.4: add and subtract decimals with different numbers of places; level 4 a measure, level 5 backwards. */
export function decimalAddSubtractTask(name: string, description: string) {
  return defineTask<AddSubParams>({
    name,
    description,
    build(rng, level) {
      const scale = 3;
      const mode: AddSubParams['mode'] = level <= 3 ? 'plain' : level === 4 ? 'word' : 'backwards';
      if (mode === 'word') {
        const start = rng.int(20, 40) * 100 + rng.pick([0, 250, 500, 750]);
        const used = [
          rng.int(2, 9) * 100 + rng.int(0, 9) * 10 + rng.int(0, 9),
          rng.int(1, 6) * 100 + rng.int(1, 9) * 10,
        ];
        const terms = [start, -(used[0] as number), -(used[1] as number)];
        const left = start - (used[0] as number) - (used[1] as number);
        const who = rng.pick(NAMES);
        const [a, b, c] = terms.map((t) => dec(Math.abs(t), scale)) as [string, string, string];
        return {
          params: { terms, places: scale, mode },
          title: 'How many kilograms of flour are left?',
          description: `A bakery in Guelph has ${a} kg of flour. ${who} uses ${b} kg for bread and ${c} kg for muffins.`,
          answer: dec(left, scale),
          answerKind: 'number',
          explanation: `Subtract both amounts: ${a} − ${b} = ${dec(start - (used[0] as number), scale)}, then ${dec(start - (used[0] as number), scale)} − ${c} = ${dec(left, scale)}. ${dec(left, scale)} kg are left.`,
          hints: [
            `Line up the decimal points: write ${a} as ${(start / 1000).toFixed(3)} before subtracting ${b}.`,
          ],
          misconceptions: [
            {
              answer: dec(start - (used[0] as number) + (used[1] as number), scale),
              hint: 'Both amounts are used up, so subtract each one.',
            },
          ],
        };
      }
      if (mode === 'backwards') {
        const minus = randomDecimal(rng, 9, 2, scale);
        const plus = randomDecimal(rng, 9, 1, scale);
        // The number stays positive after the subtraction: working backwards from 1.67 − 7.36 passed through
        // -5.69, and operations with negative numbers are Grade 7 (B2.1), not this Grade 6 task.
        let start = randomDecimal(rng, 30, 2, scale);
        while (start <= minus) start = randomDecimal(rng, 30, 2, scale);
        const result = start - minus + plus;
        const terms = [result, minus, -plus];
        return {
          params: { terms, places: scale, mode },
          title: 'What was the starting number?',
          description: `${rng.pick(NAMES)} subtracts ${dec(minus, scale)} from a number, then adds ${dec(plus, scale)}. The result is ${dec(result, scale)}.`,
          answer: dec(start, scale),
          answerKind: 'number',
          explanation: `Work backwards and undo each step in reverse order: ${dec(result, scale)} − ${dec(plus, scale)} = ${dec(result - plus, scale)}, then ${dec(result - plus, scale)} + ${dec(minus, scale)} = ${dec(start, scale)}. The starting number was ${dec(start, scale)}.`,
          hints: [`Undo the last step first: take ${dec(plus, scale)} away from ${dec(result, scale)}.`],
          misconceptions: [
            {
              answer: dec(result + plus - minus, scale),
              hint: 'To undo a subtraction you add, and to undo an addition you subtract.',
            },
          ],
        };
      }
      const count = byLevel(level, [2, 2, 3, 3, 3]);
      const places = byLevel(level, [
        [1, 1],
        [1, 2],
        [2, 3],
        [2, 3],
        [2, 3],
      ] as const);
      const terms: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const p = i === 0 ? places[0] : places[i % 2 === 1 ? 1 : 0];
        terms.push(randomDecimal(rng, byLevel(level, [20, 50, 80, 80, 80]), p, scale));
      }
      if (level >= 2) {
        terms[0] = (terms[0] as number) + terms.slice(1).reduce((s, t) => s + t, 0);
        terms[1] = -(terms[1] as number);
      }
      const total = terms.reduce((s, t) => s + t, 0);
      const text = showSum(terms, scale);
      // Adding the number after the minus sign instead of taking it away.
      const misaligned = level >= 2 ? dec(total - (terms[1] as number) * 2, scale) : null;
      const steps: string[] = [];
      let running = terms[0] as number;
      for (const t of terms.slice(1)) {
        const next = running + t;
        steps.push(
          `${dec(running, scale)} ${t < 0 ? '−' : '+'} ${dec(Math.abs(t), scale)} = ${dec(next, scale)}`,
        );
        running = next;
      }
      return {
        params: { terms, places: scale, mode },
        title: `Calculate $${text.replace(/−/g, '-')}$.`,
        answer: dec(total, scale),
        answerKind: 'number',
        explanation: `Line up the decimal points and work from left to right: ${steps.join(', then ')}. So the answer is ${dec(total, scale)}.`,
        hints: [
          `Line up the decimal points of ${dec(Math.abs(terms[0] as number), scale)} and ${dec(Math.abs(terms[1] as number), scale)}, filling empty places with zeros.`,
        ],
        misconceptions: misaligned
          ? [{ answer: misaligned, hint: 'Check the signs: a number after a minus sign is taken away.' }]
          : [],
      };
    },
    solve: (p) => {
      const unit = (t: number): Rational => rat(t, 10 ** p.places);
      if (p.mode === 'backwards') {
        const [result, minus, negPlus] = p.terms.map(unit) as [Rational, Rational, Rational];
        return toDecimalString(sub(add(add(result, negPlus), minus), rat(0)), p.places, true);
      }
      return toDecimalString(p.terms.map(unit).reduce(add, rat(0)), p.places, true);
    },
    complexity: (p) => {
      const placesOf = (t: number): number => (t % 10 !== 0 ? 3 : t % 100 !== 0 ? 2 : t % 1000 !== 0 ? 1 : 0);
      const placesUsed = Math.max(...p.terms.map(placesOf));
      return p.terms.length + placesUsed + (p.mode === 'word' ? 2 : p.mode === 'backwards' ? 4 : 0);
    },
  });
}

interface ShoppingParams {
  /** Prices in cents (tax included). */
  prices: number[];
  /** Cash paid or budget in cents; 0 when the question asks for the total. */
  paid: number;
  mode: 'total' | 'change' | 'estimate' | 'short';
}

/**
 * Pairs of items that pay the full 13 % HST (a printed book would pay only the 5 % GST), each with a realistic
 * Ontario price range in dollars; the level's price ceiling never pushes an item past its own range.
 */
const ITEMS: readonly (readonly [ShopItem, ShopItem])[] = [
  [
    { name: 'a sketchbook', low: 6, high: 25 },
    { name: 'a set of art markers', low: 10, high: 40 },
  ],
  [
    { name: 'a water bottle', low: 8, high: 40 },
    { name: 'a lunch bag', low: 10, high: 30 },
  ],
  [
    { name: 'a puzzle', low: 8, high: 30 },
    { name: 'a board game', low: 15, high: 40 },
  ],
  [
    { name: 'a roll of hockey tape', low: 3, high: 7 },
    { name: 'a mouthguard', low: 5, high: 25 },
  ],
  [
    { name: 'a phone case', low: 10, high: 35 },
    { name: 'a charging cable', low: 8, high: 25 },
  ],
  [
    { name: 'sunscreen', low: 6, high: 18 },
    { name: 'a hat', low: 10, high: 35 },
  ],
];
/** The third item at levels 3-4; at level 5 a T-shirt, dearer than the at most $10 left after the first two. */
const SNACK: ShopItem = { name: 'a snack', low: 2, high: 6 };
const T_SHIRT: ShopItem = { name: 'a T-shirt', low: 12, high: 25 };

interface ShopItem {
  name: string;
  /** Whole-dollar price range. */
  low: number;
  high: number;
}

const roundToDollar = (cents: number): number => Math.floor((cents + 50) / 100) * 100;

/**
 * B2.4 with money (and B1.5 at level 4, estimating by rounding each price): total, change, and at level 5 how much
 * more is needed for a purchase after two others. Prices include HST, as at an Ontario till.
 */
export function shoppingDecimalsTask(name: string, description: string) {
  return defineTask<ShoppingParams>({
    name,
    description,
    build(rng, level) {
      const mode: ShoppingParams['mode'] = byLevel(level, [
        'total',
        'change',
        'change',
        'estimate',
        'short',
      ] as const);
      const count = byLevel(level, [2, 2, 3, 3, 3]);
      const maxDollars = byLevel(level, [15, 20, 25, 40, 40]);
      const who = rng.pick(NAMES);
      const items = [...rng.pick(ITEMS), mode === 'short' ? T_SHIRT : SNACK].slice(0, count);
      const prices = items.map(
        (item) =>
          rng.int(item.low, Math.max(item.low, Math.min(item.high, maxDollars))) * 100 + rng.int(1, 99),
      );
      if (mode === 'change') {
        // Canada has no pennies: a cash total is rounded to the nearest 5 cents, so a cash question whose total
        // ended in 1-4 or 6-9 cents had a key the till would not give (change of $19.13 on $30.87). The last
        // price is nudged up by at most 4 cents to a total ending in 0 or 5 cents, so no rounding arises.
        const sum = prices.reduce((t, p) => t + p, 0);
        prices[prices.length - 1] = (prices.at(-1) as number) + ((5 - (sum % 5)) % 5);
      }
      const names = items.map((item) => item.name);
      const priced = names.map((n, i) => `${n} for ${money(prices[i] as number)}`);
      const list = `${priced.slice(0, -1).join(', ')} and ${priced.at(-1) as string}`;
      const total = prices.reduce((s, p) => s + p, 0);
      const running = prices.map((_, i) => prices.slice(0, i + 1).reduce((s, p) => s + p, 0));
      const addSteps = prices
        .slice(1)
        .map((p, i) => `${money(running[i] as number)} + ${money(p)} = ${money(running[i + 1] as number)}`);
      const taxNote = 'Prices include the 13% HST.';
      if (mode === 'total') {
        return {
          params: { prices, paid: 0, mode },
          title: `How much does ${who} spend?`,
          description: `${who} buys ${list}. ${taxNote} Give the answer in dollars, like 12.50.`,
          answer: moneyAnswer(total),
          answerKind: 'money',
          explanation: `Add the prices, lining up the decimal points: ${addSteps.join(', ')}. ${who} spends ${money(total)}.`,
          hints: [
            `Add the dollars and the cents of ${money(prices[0] as number)} and ${money(prices[1] as number)} separately, then regroup 100 cents as a dollar.`,
          ],
          misconceptions: [],
        };
      }
      if (mode === 'estimate') {
        const rounded = prices.map(roundToDollar);
        const estimate = rounded.reduce((s, p) => s + p, 0);
        return {
          params: { prices, paid: 0, mode },
          title: 'What is the estimated total?',
          description: `${who} buys ${list}. ${taxNote} Estimate the total by rounding each price to the nearest dollar first, then adding. Give the answer in dollars, like 12.00.`,
          answer: moneyAnswer(estimate),
          answerKind: 'money',
          explanation: `Rounded to the nearest dollar, ${prices.map((p, i) => `${money(p)} is ${money(rounded[i] as number)}`).join(', ')}. The estimate is ${rounded.map((r) => money(r)).join(' + ')} = ${money(estimate)}.`,
          hints: [
            `Round ${money(prices[0] as number)} to the nearest dollar by looking at its cents: 50 cents or more rounds up.`,
          ],
          misconceptions:
            moneyAnswer(total) !== moneyAnswer(estimate)
              ? [
                  {
                    answer: moneyAnswer(total),
                    hint: 'That is the exact total; the question asks for the estimate from rounded prices.',
                  },
                ]
              : [],
          lintFacts: {
            moneyRounding: {
              alternativeKeys: [moneyAnswer(roundToDollar(total))],
              ruleStated: 'rounding each price to the nearest dollar first',
            },
          },
        };
      }
      if (mode === 'change') {
        const paid = Math.ceil((total + 1) / 1000) * 1000 + (level === 3 ? 1000 : 0);
        const change = paid - total;
        return {
          params: { prices, paid, mode },
          title: `How much change does ${who} get?`,
          description: `${who} buys ${list}, and pays with ${money(paid)} in cash. ${taxNote} Give the answer in dollars, like 12.50.`,
          answer: moneyAnswer(change),
          answerKind: 'money',
          explanation: `First the total: ${addSteps.join(', ')}. Then the change: ${money(paid)} − ${money(total)} = ${money(change)}.`,
          hints: [`Add the prices first, then subtract the total from ${money(paid)}.`],
          misconceptions: [
            {
              answer: moneyAnswer(paid - (prices[0] as number)),
              hint: 'Every item must be paid for: subtract the whole total.',
            },
          ],
        };
      }
      const [first, second, third] = prices as [number, number, number];
      const budget = Math.floor((first + second) / 1000) * 1000 + 1000;
      const left = budget - first - second;
      const short = third - left;
      if (short <= 0) {
        prices[2] = left + rng.int(100, 900) + rng.int(1, 99);
      }
      const need = (prices[2] as number) - left;
      return {
        params: { prices, paid: budget, mode },
        title: `How much more money does ${who} need?`,
        description: `${who} has ${money(budget)}, buys ${names[0]} for ${money(first)} and ${names[1]} for ${money(second)}, then wants ${names[2]} for ${money(prices[2] as number)}. ${taxNote} Give the answer in dollars, like 12.50.`,
        answer: moneyAnswer(need),
        answerKind: 'money',
        explanation: `After the first two: ${money(budget)} − ${money(first)} − ${money(second)} = ${money(left)}. The last item costs ${money(prices[2] as number)}, so ${money(prices[2] as number)} − ${money(left)} = ${money(need)} more is needed.`,
        hints: [
          `Find what is left of ${money(budget)} after the first two purchases, then compare it with ${money(prices[2] as number)}.`,
        ],
        misconceptions: [
          {
            answer: moneyAnswer(first + second + (prices[2] as number) - budget + 100),
            hint: 'Check the subtraction of each purchase from the money it started with.',
          },
        ].filter((m) => m.answer !== moneyAnswer(need)),
      };
    },
    solve: (p) => {
      const cents = (c: number): Rational => rat(c, 100);
      const total = p.prices.map(cents).reduce(add, rat(0));
      const out = (r: Rational): string => toDecimalString(r, 2);
      if (p.mode === 'total') return out(total);
      if (p.mode === 'change') return out(sub(cents(p.paid), total));
      if (p.mode === 'estimate')
        return out(p.prices.map((c) => rat(Math.round(c / 100))).reduce(add, rat(0)));
      return out(sub(total, cents(p.paid)));
    },
    complexity: (p) =>
      p.prices.length +
      (p.mode === 'change' ? 1 : p.mode === 'estimate' ? 2.5 : p.mode === 'short' ? 3.5 : 0) +
      (p.paid >= 3000 ? 0.5 : 0),
  });
}
