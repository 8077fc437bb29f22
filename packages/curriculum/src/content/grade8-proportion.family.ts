/**
 * Grade 8 proportional reasoning (B2.8), multi-step problems with rational numbers (B2.1), and the modelling task
 * (C4): one generated fundraiser worked step by step, each question stating the whole situation so it stands alone
 * in a round of ten.
 */
import { money, moneyAnswer, texRational } from '../core/format';
import { type PerLevel, byLevel, gcd } from '../core/levels';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import type { DifficultyLevel } from '../types';
import { defineGrade8Task, plainDecimal } from './grade8-number.family';

// ---------------------------------------------------------------------------------------------------------------
// B2.8 Proportional reasoning

type RateKind = 'unitRate' | 'bestBuy' | 'missing' | 'scale' | 'twoStores';

interface RateParams {
  kind: RateKind;
  /** unitRate: [count, unit cents]; bestBuy: sizes in g then unit cents per 100 g; missing: [rate, a, b];
   *  scale: [map cm, km, map tenths]; twoStores: [kg A, cents per kg A, kg B, cents per kg B, kg wanted]. */
  numbers: number[];
  story: number;
}

const RATE_LEVELS: PerLevel<RateKind> = ['unitRate', 'bestBuy', 'missing', 'scale', 'twoStores'];

const UNIT_ITEMS = [
  { pack: 'granola bars', one: 'bar' },
  { pack: 'juice boxes', one: 'juice box' },
  { pack: 'pencils', one: 'pencil' },
];

function bestBuyLabel(size: number, cents: number): string {
  return `${size} g for ${money((size / 100) * cents)}`;
}

function solveRate(p: RateParams): string {
  const n = p.numbers;
  switch (p.kind) {
    case 'unitRate':
      return moneyAnswer(n[1]!);
    case 'bestBuy': {
      const sizes = n.slice(0, 4);
      const unit = n.slice(4, 8);
      // lowest price per gram: compare price/size as exact fractions
      let best = 0;
      for (let i = 1; i < 4; i += 1) {
        const here = div(rat((sizes[i]! / 100) * unit[i]!), rat(sizes[i]!));
        const there = div(rat((sizes[best]! / 100) * unit[best]!), rat(sizes[best]!));
        if (here.n * there.d < there.n * here.d) best = i;
      }
      return bestBuyLabel(sizes[best]!, unit[best]!);
    }
    case 'missing':
      // story 0: m² per litre of paint; story 1: litres of gas per 100 km
      return p.story === 0
        ? String(n[0]! * n[2]!)
        : plainDecimal(div(mul(rat(n[0]! * n[1]!, 100), rat(n[2]!)), rat(n[1]!)));
    case 'scale':
      return plainDecimal(div(mul(rat(n[2]!, 10), rat(n[1]!)), rat(n[0]!)));
    case 'twoStores':
      return moneyAnswer(Math.min(n[1]!, n[3]!) * n[4]!);
  }
}

function rateBuild(rng: Rng, level: DifficultyLevel): RateParams {
  const kind = byLevel(level, RATE_LEVELS);
  switch (kind) {
    case 'unitRate':
      return {
        kind,
        numbers: [rng.pick([4, 5, 6, 8, 10, 12, 15, 20, 24]), rng.int(7, 36) * 5],
        story: rng.int(0, 2),
      };
    case 'bestBuy': {
      const sizes = rng.shuffle([300, 400, 500, 600, 800, 1000]).slice(0, 4);
      const unit = rng.shuffle([52, 55, 58, 61, 64, 67, 70, 73]).slice(0, 4);
      // The cheapest package must not be the best buy, so the misconception "lowest price" is a real trap.
      const smallest = sizes.indexOf(Math.min(...sizes));
      const cheapestUnit = unit.indexOf(Math.min(...unit));
      if (smallest === cheapestUnit)
        [unit[0], unit[1], unit[2], unit[3]] = [unit[1]!, unit[2]!, unit[3]!, unit[0]!];
      return { kind, numbers: [...sizes, ...unit], story: 0 };
    }
    case 'missing': {
      const story = rng.int(0, 1);
      if (story === 0) {
        const a = rng.int(2, 5);
        let b = rng.int(6, 15);
        if (b === a) b += 1;
        return { kind, numbers: [rng.int(6, 12), a, b], story };
      }
      // litres per 100 km, a known trip of 100·a/… km: stated as "uses r L for 100 km"; asked for b × 50 km
      return { kind, numbers: [rng.int(6, 9), 100, rng.int(3, 12) * 50], story };
    }
    case 'scale':
      return {
        kind,
        numbers: [rng.pick([1, 2, 4, 5]), rng.pick([5, 10, 20, 25, 50]), rng.int(12, 98)],
        story: 0,
      };
    case 'twoStores': {
      let a = rng.int(2, 5);
      let b = rng.int(2, 5);
      if (a === b) b = a === 5 ? 2 : a + 1;
      const ua = rng.int(199, 399);
      let ub = rng.int(199, 399);
      if (ub === ua) ub += 7;
      if (a > b) [a, b] = [b, a];
      return { kind, numbers: [a, ua, b, ub, rng.int(6, 15)], story: 0 };
    }
  }
}

export function proportionalReasoningTask(name: string, description: string) {
  return defineGrade8Task<RateParams>({
    name,
    description,
    build(rng, level) {
      const params = rateBuild(rng, level);
      const answer = solveRate(params);
      const n = params.numbers;
      switch (params.kind) {
        case 'unitRate': {
          const [count = 1, unit = 0] = n;
          const item = UNIT_ITEMS[params.story] ?? UNIT_ITEMS[0]!;
          return {
            params,
            title: `A pack of ${count} ${item.pack} costs ${money(count * unit)} before tax. What is the price of one ${item.one}?`,
            answer,
            answerKind: 'money',
            explanation: `The unit price is the total divided by the number of items: ${money(count * unit)} ÷ ${count} = ${money(unit)}. Check: $${count} \\times ${plainDecimal(rat(unit, 100))} = ${plainDecimal(rat(count * unit, 100))}$. One ${item.one} costs ${money(unit)}.`,
            hints: [`Share ${money(count * unit)} equally among ${count} ${item.pack}.`],
          };
        }
        case 'bestBuy': {
          const sizes = n.slice(0, 4);
          const unit = n.slice(4, 8);
          const labels = sizes.map((s, i) => bestBuyLabel(s, unit[i]!));
          const cheapest = labels[sizes.indexOf(Math.min(...sizes))]!;
          return {
            params,
            title: 'A store in Mississauga sells yogurt in four sizes. Which size is the best buy?',
            description: 'The best buy has the lowest price per 100 g.',
            answer,
            answerKind: 'text',
            choices: { distractors: labels.filter((l) => l !== answer) },
            explanation: `Compare the price of 100 g in each size: ${sizes
              .map((s, i) => `${money((s / 100) * unit[i]!)} ÷ ${s / 100} = ${money(unit[i]!)}`)
              .join(
                '; ',
              )} per 100 g. The lowest is ${money(Math.min(...unit))} per 100 g, so the best buy is ${answer}.`,
            hints: [
              'Find the price of 100 g for each size: divide its price by the number of hundreds of grams.',
            ],
            misconceptions:
              cheapest === answer
                ? []
                : [
                    {
                      answer: cheapest,
                      hint: 'The lowest price is not the best buy: compare the price per 100 g.',
                    },
                  ],
          };
        }
        case 'missing': {
          if (params.story === 0) {
            const [rate = 0, a = 0, b = 0] = n;
            return {
              params,
              title: `${a} L of paint covers ${rate * a} m² of wall. At the same rate, how many square metres do ${b} L cover?`,
              answer,
              answerKind: 'number',
              explanation: `Find the unit rate first: ${rate * a} m² ÷ ${a} L = ${rate} m² per litre. Then scale up: $${b} \\times ${rate} = ${answer}$. As a proportion: $\\frac{${rate * a}}{${a}} = \\frac{x}{${b}}$ gives the same result. ${b} L cover ${answer} m².`,
              hints: [`How many square metres does 1 L cover? Divide ${rate * a} by ${a}.`],
              misconceptions: [
                {
                  answer: String(rate * a + (b - a)),
                  hint: 'In a proportional situation you multiply by the same rate; adding the difference does not keep the ratio.',
                },
              ],
            };
          }
          const [perHundred = 0, , km = 0] = n;
          return {
            params,
            title: `A car uses ${perHundred} L of gas to drive 100 km. At the same rate, how many litres does it use on a ${km} km trip from Toronto?`,
            answer,
            answerKind: 'number',
            explanation: `${km} km is $${km} \\div 100 = ${plainDecimal(rat(km, 100))}$ hundreds of kilometres. Each 100 km uses ${perHundred} L, so $${plainDecimal(rat(km, 100))} \\times ${perHundred} = ${answer}$. The trip uses ${answer} L.`,
            hints: [`How many times does 100 km fit into ${km} km?`],
            misconceptions: [
              {
                answer: plainDecimal(rat(km * 100, perHundred * 100)),
                hint: 'Litres grow with distance: multiply the number of hundreds of kilometres by the litres for each 100 km.',
              },
            ],
          };
        }
        case 'scale': {
          const [cm = 1, km = 1, tenths = 0] = n;
          const mapDistance = plainDecimal(rat(tenths, 10));
          return {
            params,
            title: `On a map of Algonquin Park, ${cm} cm represents ${km} km. Two campsites are ${mapDistance} cm apart on the map. How far apart are they, in kilometres?`,
            answer,
            answerKind: 'number',
            explanation: `${cm === 1 ? `Each centimetre is ${km} km` : `1 cm represents ${km} ÷ ${cm} = ${plainDecimal(rat(km, cm))} km`}. So $${mapDistance} \\times ${plainDecimal(rat(km, cm))} = ${answer}$. The campsites are ${answer} km apart.`,
            hints: [`Find how many kilometres 1 cm on the map represents.`],
            misconceptions: [
              {
                answer: plainDecimal(div(mul(rat(tenths, 10), rat(cm)), rat(km))),
                hint: 'Real distances are larger than map distances: multiply by the kilometres per centimetre.',
              },
              {
                answer: plainDecimal(mul(rat(tenths, 10), rat(km))),
                hint: `${cm} cm, not 1 cm, represents ${km} km: find the distance for 1 cm first.`,
              },
            ],
          };
        }
        case 'twoStores': {
          const [a = 1, ua = 0, b = 1, ub = 0, want = 0] = n;
          const better = ua < ub ? 'FreshCo' : 'No Frills';
          return {
            params,
            title: `Apples cost ${money(a * ua)} for ${a} kg at FreshCo and ${money(b * ub)} for ${b} kg at No Frills. Basic groceries have no HST. At the lower price per kilogram, how much do ${want} kg cost?`,
            answer,
            answerKind: 'money',
            explanation: `Find each price per kilogram: FreshCo ${money(a * ua)} ÷ ${a} = ${money(ua)}, No Frills ${money(b * ub)} ÷ ${b} = ${money(ub)}. ${better} is lower at ${money(Math.min(ua, ub))} per kilogram. Then $${want} \\times ${plainDecimal(rat(Math.min(ua, ub), 100))} = ${plainDecimal(rat(Math.min(ua, ub) * want, 100))}$. ${want} kg cost ${money(Math.min(ua, ub) * want)}.`,
            hints: [
              `Divide each price by its number of kilograms, then use the lower unit price for ${want} kg.`,
            ],
            lintFacts: { salesTax: { item: 'basic-groceries', ratePercent: 0 } },
            misconceptions: [
              {
                answer: moneyAnswer(Math.max(ua, ub) * want),
                hint: 'Compare the prices per kilogram and choose the lower one.',
              },
              {
                answer: moneyAnswer((a * ua <= b * ub ? ua : ub) * want),
                hint: 'The lower total price is for fewer kilograms: compare prices per kilogram, not the totals.',
              },
            ],
          };
        }
      }
    },
    solve: solveRate,
    complexity: (p) => RATE_LEVELS.indexOf(p.kind) + 1 + p.numbers.length / 100,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// B2.1 Multi-step problems with rational numbers (order of operations, then a percent problem)

type StepKind = 'decimals' | 'brackets' | 'fractions' | 'powers' | 'discountTax';

interface StepParams {
  kind: StepKind;
  /** decimals: a + b × c (tenths); brackets: (a + b) × c; fractions: p/q × r − s/t; powers: (−a)² × b − c ÷ d;
   *  discountTax: [price dollars, discount %]. Decimal values are stored in tenths. */
  numbers: number[];
}

const STEP_LEVELS: PerLevel<StepKind> = ['decimals', 'brackets', 'fractions', 'powers', 'discountTax'];
const tenth = (t: number): Rational => rat(t, 10);
const tenthText = (t: number): string => plainDecimal(tenth(t));

function stepValue(p: StepParams): Rational {
  const n = p.numbers;
  switch (p.kind) {
    case 'decimals':
      return add(tenth(n[0]!), mul(tenth(n[1]!), rat(n[2]!)));
    case 'brackets':
      return mul(add(tenth(n[0]!), tenth(n[1]!)), rat(n[2]!));
    case 'fractions':
      return sub(mul(rat(n[0]!, n[1]), rat(n[2]!)), div(rat(n[3]!, n[4]), rat(n[5]!, n[6])));
    case 'powers':
      return sub(mul(rat(n[0]! * n[0]!), tenth(n[1]!)), div(tenth(n[2]!), tenth(n[3]!)));
    case 'discountTax':
      return mul(mul(rat(n[0]!), rat(100 - n[1]!, 100)), rat(113, 100));
  }
}

function solveStep(p: StepParams): string {
  const v = stepValue(p);
  return p.kind === 'discountTax' ? moneyAnswer(Number(plainDecimal(mul(v, rat(100))))) : toFractionString(v);
}

function stepBuild(rng: Rng, level: DifficultyLevel): StepParams {
  const kind = byLevel(level, STEP_LEVELS);
  switch (kind) {
    case 'decimals':
      return { kind, numbers: [rng.int(11, 99), rng.int(11, 49), rng.int(2, 9)] };
    case 'brackets':
      return { kind, numbers: [-rng.int(21, 99), rng.int(5, 60), rng.signed(2, 8)] };
    case 'fractions': {
      const q = rng.pick([2, 3, 4, 5, 6, 8]);
      const t = rng.pick([2, 3, 4, 5]);
      const v = rng.pick([2, 3, 4, 6, 8]);
      let a = rng.int(1, q - 1);
      while (gcd(a, q) !== 1) a -= 1;
      return { kind, numbers: [a, q, q * rng.int(2, 5), rng.int(1, t - 1), t, 1, v] };
    }
    case 'powers': {
      const d = rng.pick([2, 4, 5, 8]);
      return { kind, numbers: [-rng.int(2, 6), rng.int(11, 35), d * rng.int(3, 12), d] };
    }
    case 'discountTax':
      return { kind, numbers: [rng.int(2, 9) * 20, rng.pick([10, 15, 20, 25, 30, 35, 40, 50])] };
  }
}

export function multiStepTask(name: string, description: string) {
  return defineGrade8Task<StepParams>({
    name,
    description,
    build(rng, level) {
      const params = stepBuild(rng, level);
      const answer = solveStep(params);
      const n = params.numbers;
      const value = stepValue(params);
      const typed = toFractionString(value);
      switch (params.kind) {
        case 'decimals': {
          const product = mul(tenth(n[1]!), rat(n[2]!));
          return {
            params,
            title: `Evaluate $${tenthText(n[0]!)} + ${tenthText(n[1]!)} \\times ${n[2]}$.`,
            answer: plainDecimal(value),
            answerKind: 'number',
            explanation: `Multiply before you add: $${tenthText(n[1]!)} \\times ${n[2]} = ${plainDecimal(product)}$. Then $${tenthText(n[0]!)} + ${plainDecimal(product)} = ${plainDecimal(value)}$. The answer is ${plainDecimal(value)}.`,
            hints: [`Order of operations: do $${tenthText(n[1]!)} \\times ${n[2]}$ first.`],
            misconceptions: [
              {
                answer: plainDecimal(mul(add(tenth(n[0]!), tenth(n[1]!)), rat(n[2]!))),
                hint: 'Multiplication comes before addition unless brackets say otherwise.',
              },
            ],
          };
        }
        case 'brackets': {
          const inside = add(tenth(n[0]!), tenth(n[1]!));
          return {
            params,
            title: `Evaluate $(${tenthText(n[0]!)} + ${tenthText(n[1]!)}) \\times ${n[2]! < 0 ? `(${n[2]})` : n[2]}$.`,
            answer: plainDecimal(value),
            answerKind: 'number',
            explanation: `Brackets first: $${tenthText(n[0]!)} + ${tenthText(n[1]!)} = ${plainDecimal(inside)}$. Then $${inside.n < 0n ? `(${plainDecimal(inside)})` : plainDecimal(inside)} \\times ${n[2]! < 0 ? `(${n[2]})` : n[2]} = ${plainDecimal(value)}$. The answer is ${plainDecimal(value)}.`,
            hints: ['Work out the brackets first, and watch the signs when you multiply.'],
            misconceptions: [
              {
                answer: plainDecimal(add(tenth(n[0]!), mul(tenth(n[1]!), rat(n[2]!)))),
                hint: 'The brackets come first: add inside them before multiplying.',
              },
              {
                answer: plainDecimal(mul(inside, rat(-n[2]!))),
                hint: 'Check the sign: a negative times a positive is negative, and two negatives make a positive.',
              },
            ],
          };
        }
        case 'fractions': {
          const [a = 1, b = 1, c = 1, d = 1, e = 1, , g = 1] = n;
          const product = mul(rat(a, b), rat(c));
          const quotient = div(rat(d, e), rat(1, g));
          return {
            params,
            title: `Evaluate $\\frac{${a}}{${b}} \\times ${c} - \\frac{${d}}{${e}} \\div \\frac{1}{${g}}$.`,
            description: 'Type the answer as a fraction in lowest terms or a whole number, like -7/4.',
            answer: typed,
            answerKind: 'fraction',
            explanation: `Multiply and divide before you subtract. $\\frac{${a}}{${b}} \\times ${c} = ${texRational(product)}$. Dividing by $\\frac{1}{${g}}$ is multiplying by ${g}: $\\frac{${d}}{${e}} \\times ${g} = ${texRational(quotient)}$. Then $${texRational(product)} - ${texRational(quotient)} = ${texRational(value)}$. The answer is $${texRational(value)}$.`,
            hints: [
              `Do the multiplication and the division first; dividing by $\\frac{1}{${g}}$ is the same as multiplying by ${g}.`,
            ],
            misconceptions: [
              {
                answer: toFractionString(sub(product, div(rat(d, e), rat(g)))),
                hint: `Dividing by $\\frac{1}{${g}}$ multiplies by ${g}; it does not divide by ${g}.`,
              },
            ],
          };
        }
        case 'powers': {
          const [a = 0, b = 0, c = 0, d = 1] = n;
          const square = a * a;
          const product = mul(rat(square), tenth(b));
          const quotient = div(tenth(c), tenth(d));
          return {
            params,
            title: `Evaluate $(${a})^2 \\times ${tenthText(b)} - ${tenthText(c)} \\div ${tenthText(d)}$.`,
            answer: plainDecimal(value),
            answerKind: 'number',
            explanation: `Exponents first: $(${a})^2 = ${square}$, positive because two negatives multiply to a positive. Then multiply and divide: $${square} \\times ${tenthText(b)} = ${plainDecimal(product)}$ and $${tenthText(c)} \\div ${tenthText(d)} = ${plainDecimal(quotient)}$. Last, subtract: $${plainDecimal(product)} - ${plainDecimal(quotient)} = ${plainDecimal(value)}$. The answer is ${plainDecimal(value)}.`,
            hints: [
              `Start with $(${a})^2$: multiply ${a} by itself.`,
              `To divide by ${tenthText(d)}, multiply both numbers by 10 first.`,
            ],
            misconceptions: [
              {
                answer: plainDecimal(sub(mul(rat(-square), tenth(b)), quotient)),
                hint: `$(${a})^2$ is ${a} × ${a}, which is positive.`,
              },
            ],
          };
        }
        case 'discountTax': {
          const [price = 0, off = 0] = n;
          const sale = (price * (100 - off)) / 100;
          const saleCents = sale * 100;
          const totalCents = (saleCents * 113) / 100;
          return {
            params,
            title: `A hoodie at a store in Hamilton costs ${money(price * 100)}. It is on sale for ${off}% off, and then 13% HST is added to the sale price. What is the final price?`,
            answer,
            answerKind: 'money',
            lintFacts: { salesTax: { item: 'general', ratePercent: 13 } },
            explanation: `Take off the discount first: ${off}% off leaves ${100 - off}%, and $${price} \\times ${plainDecimal(rat(100 - off, 100))} = ${sale}$, so the sale price is ${money(saleCents)}. Then add 13% HST: $${sale} \\times 1.13 = ${plainDecimal(rat(totalCents, 100))}$. The final price is ${money(totalCents)}.`,
            hints: [
              `Find the sale price first: ${off}% off means you pay ${100 - off}% of ${money(price * 100)}.`,
              'Adding 13% HST means multiplying by 1.13.',
            ],
            misconceptions: [
              {
                answer: moneyAnswer(Math.round(price * 100 * (1 + (13 - off) / 100))),
                hint: 'A discount and a tax are percents of different amounts: apply them one after the other, not as one combined percent.',
              },
              { answer: moneyAnswer(saleCents), hint: 'The question adds 13% HST to the sale price.' },
            ],
          };
        }
      }
    },
    solve: solveStep,
    complexity: (p) => STEP_LEVELS.indexOf(p.kind) + 1 + p.numbers.length / 100,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// C4 Mathematical modelling: a winter-carnival fundraiser, one step of the model per level

type ModelStep = 'revenue' | 'supplies' | 'profit' | 'goal' | 'plan';

interface FundraiserParams {
  step: ModelStep;
  town: string;
  product: number;
  /** Price of one cup, in cents. */
  price: number;
  /** Price of one box of mix before HST, in dollars; cups one box makes. */
  box: number;
  cupsPerBox: number;
  /** Urn rental in dollars (no HST: a school rents from its board). */
  rental: number;
  /** revenue and profit: cups sold; supplies: boxes bought; goal: boxes bought; plan: cups expected. */
  count: number;
  /** goal: the profit wanted, in dollars. */
  goal: number;
}

const MODEL_STEPS: PerLevel<ModelStep> = ['revenue', 'supplies', 'profit', 'goal', 'plan'];
const MODEL_TOWNS = ['Barrie', 'Peterborough', 'Sault Ste. Marie', 'Orillia', 'Timmins', 'Owen Sound'];
const MODEL_PRODUCTS = [
  { name: 'hot chocolate', unit: 'cup', units: 'cups', container: 'box of mix', containers: 'boxes of mix' },
  {
    name: 'apple cider',
    unit: 'cup',
    units: 'cups',
    container: 'case of cider',
    containers: 'cases of cider',
  },
  {
    name: 'popcorn',
    unit: 'bag',
    units: 'bags',
    container: 'box of kernels and bags',
    containers: 'boxes of kernels and bags',
  },
];

/** Cost of `boxes` boxes with 13 % HST, in cents (box prices are whole dollars, so this is exact). */
const suppliesCents = (p: FundraiserParams, boxes: number): number => boxes * p.box * 113;
const boxesFor = (p: FundraiserParams, cups: number): number => Math.ceil(cups / p.cupsPerBox);

function solveFundraiser(p: FundraiserParams): string {
  switch (p.step) {
    case 'revenue':
      return moneyAnswer(p.count * p.price);
    case 'supplies':
      return moneyAnswer(suppliesCents(p, p.count));
    case 'profit':
      return moneyAnswer(p.count * p.price - suppliesCents(p, boxesFor(p, p.count)) - p.rental * 100);
    case 'goal': {
      const costs = suppliesCents(p, p.count) + p.rental * 100;
      // smallest whole number of cups whose takings cover the costs and the goal
      return String(Math.ceil((p.goal * 100 + costs) / p.price));
    }
    case 'plan':
      return moneyAnswer(p.count * p.price - suppliesCents(p, boxesFor(p, p.count)) - p.rental * 100);
  }
}

/** A scenario whose step is sensible: a profit above zero, and a goal that is not met by an exact number of cups. */
function fundraiserBuild(rng: Rng, level: DifficultyLevel): FundraiserParams {
  for (;;) {
    const p = fundraiserDraw(rng, level);
    if ((p.step === 'profit' || p.step === 'plan') && Number(solveFundraiser(p)) <= 0) continue;
    if (p.step === 'goal' && (p.goal * 100 + suppliesCents(p, p.count) + p.rental * 100) % p.price === 0)
      continue;
    return p;
  }
}

function fundraiserDraw(rng: Rng, level: DifficultyLevel): FundraiserParams {
  const step = byLevel(level, MODEL_STEPS);
  const cupsPerBox = rng.pick([40, 50, 60]);
  const base = {
    step,
    town: rng.pick(MODEL_TOWNS),
    product: rng.int(0, MODEL_PRODUCTS.length - 1),
    price: rng.pick([150, 175, 200, 225, 250, 275, 300]),
    box: rng.int(18, 36),
    cupsPerBox,
    rental: rng.pick([20, 25, 30, 35, 40]),
    goal: 0,
  };
  switch (step) {
    case 'revenue':
      return { ...base, count: rng.int(60, 240) };
    case 'supplies':
      return { ...base, count: rng.int(2, 6) };
    case 'profit': {
      // cups sold fill whole boxes here; the "plan" step is where a partly used box must be bought
      const boxes = rng.int(3, 5);
      return { ...base, count: boxes * cupsPerBox };
    }
    case 'goal':
      return { ...base, count: rng.int(3, 6), goal: rng.int(4, 12) * 50 };
    case 'plan': {
      let count = rng.int(130, 330);
      if (count % cupsPerBox === 0) count += 7;
      return { ...base, count };
    }
  }
}

export function fundraiserModelTask(name: string, description: string) {
  return defineGrade8Task<FundraiserParams>({
    name,
    description,
    build(rng, level) {
      const p = fundraiserBuild(rng, level);
      const answer = solveFundraiser(p);
      const product = MODEL_PRODUCTS[p.product] ?? MODEL_PRODUCTS[0]!;
      const situation = `Model a fundraiser: the Grade 8 class in ${p.town} sells ${product.name} at the winter carnival to pay for a class trip. One ${product.container} makes ${p.cupsPerBox} ${product.units} and costs ${money(p.box * 100)} plus 13% HST. Renting an urn costs ${money(p.rental * 100)} (no tax). They sell each ${product.unit} for ${money(p.price)}.`;
      const priceDecimal = plainDecimal(rat(p.price, 100));
      const stepNumber = MODEL_STEPS.indexOf(p.step) + 1;
      const facts = `Step ${stepNumber} of the model uses these facts: one ${product.container} makes ${p.cupsPerBox} ${product.units} and costs ${money(p.box * 100)} plus 13% HST, the urn costs ${money(p.rental * 100)}, and one ${product.unit} sells for ${money(p.price)}.`;
      const tax = { salesTax: { item: 'general' as const, ratePercent: 13 } };
      switch (p.step) {
        case 'revenue':
          return {
            params: p,
            title: `Step 1, the takings: how much money do they take in if they sell ${p.count} ${product.units}?`,
            description: situation,
            answer,
            answerKind: 'money',
            explanation: `${facts} Takings are the number sold times the price: $${p.count} \\times ${priceDecimal} = ${plainDecimal(rat(p.count * p.price, 100))}$. The costs come off later, in the profit step. They take in ${money(p.count * p.price)}.`,
            hints: [`Multiply the ${p.count} ${product.units} by the price of one, ${money(p.price)}.`],
            misconceptions: [
              {
                answer: moneyAnswer(p.count * p.price - p.rental * 100),
                hint: 'Takings are the money that comes in; the costs are taken off in a later step.',
              },
            ],
          };
        case 'supplies': {
          const before = p.count * p.box;
          return {
            params: p,
            title: `Step 2, the supplies: they buy ${p.count} ${p.count === 1 ? product.container : product.containers}. What do they cost, with HST?`,
            description: situation,
            answer,
            answerKind: 'money',
            lintFacts: tax,
            explanation: `${facts} Before tax: $${p.count} \\times ${p.box} = ${before}$, so ${money(before * 100)}. HST of 13% makes it 113% of that: $${before} \\times 1.13 = ${plainDecimal(rat(before * 113, 100))}$. The supplies cost ${money(before * 113)}.`,
            hints: [`Find the cost of ${p.count} at ${money(p.box * 100)} each, then add 13%.`],
            misconceptions: [
              { answer: moneyAnswer(before * 100), hint: 'The price is before tax: add 13% HST.' },
              { answer: moneyAnswer(before * 100 + 1300), hint: 'HST is 13% of the price, not $13.' },
            ],
          };
        }
        case 'profit': {
          const boxes = boxesFor(p, p.count);
          const supplies = suppliesCents(p, boxes);
          const costs = supplies + p.rental * 100;
          const costText = toDecimalString(rat(costs, 100), 2);
          return {
            params: p,
            title: `Step 3, the profit: they buy ${boxes} ${boxes === 1 ? product.container : product.containers}, so their costs are ${money(supplies)} for supplies and ${money(p.rental * 100)} for the urn. Their profit for $n$ ${product.units} sold is $P = ${priceDecimal}n - ${costText}$. What is the profit if they sell all ${p.count}?`,
            description: situation,
            answer,
            answerKind: 'money',
            explanation: `${facts} The costs add up: ${money(supplies)} + ${money(p.rental * 100)} = ${money(costs)}. Substitute $n = ${p.count}$: $P = ${priceDecimal} \\times ${p.count} - ${costText} = ${plainDecimal(rat(p.count * p.price, 100))} - ${costText} = ${plainDecimal(rat(p.count * p.price - costs, 100))}$. The profit is ${money(p.count * p.price - costs)}.`,
            hints: [`Replace $n$ with ${p.count}: multiply first, then subtract the costs.`],
            misconceptions: [
              {
                answer: moneyAnswer(p.count * p.price - supplies),
                hint: 'Profit takes off every cost: the urn as well as the supplies.',
              },
            ],
          };
        }
        case 'goal': {
          const supplies = suppliesCents(p, p.count);
          const costs = supplies + p.rental * 100;
          const needed = p.goal * 100 + costs;
          const exact = toDecimalString(rat(needed, p.price), 2);
          return {
            params: p,
            title: `Step 4, the goal: they buy ${p.count} ${p.count === 1 ? product.container : product.containers} (${money(supplies)} with HST) and rent the urn. How many ${product.units} must they sell to make a profit of at least ${money(p.goal * 100)}?`,
            description: situation,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `${facts} They must take in the goal plus every cost: ${money(p.goal * 100)} + ${money(supplies)} + ${money(p.rental * 100)} = ${money(needed)}. Divide by the price: $${plainDecimal(rat(needed, 100))} \\div ${priceDecimal} \\approx ${exact}$. They cannot sell part of a ${product.unit}, and fewer would fall short, so round up: they must sell ${answer} ${product.units}.`,
            hints: [
              `Add the goal and all the costs first; that is the money that must come in.`,
              `Then divide by ${money(p.price)} and think about rounding.`,
            ],
            misconceptions: [
              {
                answer: String(Math.floor(needed / p.price)),
                hint: 'Rounding down leaves them short of the goal: round up to the next whole number.',
              },
              {
                answer: String(Math.ceil((p.goal * 100) / p.price)),
                hint: 'The takings must cover the costs too, not only the goal.',
              },
            ],
          };
        }
        case 'plan': {
          const boxes = boxesFor(p, p.count);
          const supplies = suppliesCents(p, boxes);
          const takings = p.count * p.price;
          const profit = takings - supplies - p.rental * 100;
          return {
            params: p,
            title: `Step 5, the plan: they expect to sell ${p.count} ${product.units}, and they can buy only whole ${product.containers}. What profit does the model predict?`,
            description: situation,
            answer,
            answerKind: 'money',
            lintFacts: tax,
            explanation: `${facts} Supplies: ${p.count} ÷ ${p.cupsPerBox} is more than ${boxes - 1}, so they must buy ${boxes}. With HST: $${boxes} \\times ${p.box} \\times 1.13 = ${plainDecimal(rat(supplies, 100))}$. Takings: $${p.count} \\times ${priceDecimal} = ${plainDecimal(rat(takings, 100))}$. Profit: $${plainDecimal(rat(takings, 100))} - ${plainDecimal(rat(supplies, 100))} - ${p.rental} = ${plainDecimal(rat(profit, 100))}$. The model predicts a profit of ${money(profit)}.`,
            hints: [
              `How many ${product.containers} do ${p.count} ${product.units} need? A part-used one must still be bought.`,
              'Profit is takings minus supplies (with HST) minus the urn.',
            ],
            misconceptions: [
              {
                answer: moneyAnswer(
                  takings - Math.round((p.count / p.cupsPerBox) * p.box * 113) - p.rental * 100,
                ),
                hint: `They cannot buy part of one: round the number needed up to ${boxes}.`,
              },
              {
                answer: moneyAnswer(takings - boxes * p.box * 100 - p.rental * 100),
                hint: 'The supplies cost 13% HST on top of their price.',
              },
            ],
          };
        }
      }
    },
    solve: solveFundraiser,
    complexity: (p) => MODEL_STEPS.indexOf(p.step) + 1 + p.count / 10000,
  });
}
