/**
 * Grade 8 F1.1 (issue 20): comparing ways to pay for a purchase made in another currency, with exchange rates.
 * Level 1 converts a U.S. price, level 2 adds a credit card's foreign transaction fee, level 3 compares two ways
 * to pay, level 4 chooses the cheapest of four, and level 5 works out what buying U.S. cash that is not spent
 * costs when it is sold back at a lower rate. Rates are Canadian dollars per U.S. dollar, in hundredths
 * (136 means US$1 = C$1.36); every cost is rounded to the nearest cent, and the questions say so.
 */
import { money, moneyAnswer } from '../core/format';
import { type PerLevel, byLevel } from '../core/levels';
import { type Rational, cmp, div, mul, rat, sub, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineGrade8Task } from './grade8-number.family';

type CurrencyKind = 'convert' | 'creditFee' | 'compare' | 'cheapest' | 'leftover';

const CURRENCY_LEVELS: PerLevel<CurrencyKind> = ['convert', 'creditFee', 'compare', 'cheapest', 'leftover'];

/** The credit card foreign transaction fee most Canadian cards charge, in tenths of a percent. */
const CARD_FEE_TENTHS = 25;

export interface CurrencyParams {
  kind: CurrencyKind;
  /** The price (or, for leftover, the cash bought) in U.S. cents. */
  usdCents: number;
  /** The bank's rate in hundredths of a Canadian dollar per U.S. dollar. */
  rate: number;
  /** compare/cheapest: the prepaid card's rate; cheapest: then the kiosk's rate; leftover: the buy-back rate. */
  otherRates: number[];
  /** cheapest: the debit card's flat fee in Canadian cents. leftover: the U.S. dollars spent, in cents. */
  extraCents: number;
  item: number;
}

const ITEMS = [
  { what: 'a hockey jersey', where: 'a U.S. sports website' },
  { what: 'a pair of running shoes', where: 'a store in Buffalo' },
  { what: 'a graphing calculator', where: 'a U.S. online store' },
  { what: 'a skateboard', where: 'a shop in Detroit' },
  { what: 'concert tickets', where: 'a U.S. ticket website' },
];

const METHODS = [
  'the credit card',
  'the debit card',
  'cash from the exchange kiosk',
  'the prepaid travel card',
];

/** Canadian cost in exact cents (a rational) of `usdCents` at `rate` hundredths, with a fee in tenths of a percent. */
function exactCad(usdCents: number, rate: number, feeTenths = 0): Rational {
  return mul(mul(rat(usdCents), rat(rate, 100)), rat(1000 + feeTenths, 1000));
}

/** Rounds exact cents to the nearest cent (half away from zero). */
const roundCents = (cents: Rational): number => Number(toDecimalString(cents, 0));
/** Level 5's rounding rule: the per-dollar loss is exact, so only the final amount is rounded. */
const LEFTOVER_ROUNDING = 'Work with the exact amounts and round only the final answer to the nearest cent.';

/** The four ways to pay at level 4, in METHODS order, in Canadian cents rounded to the cent. */
function methodCosts(p: CurrencyParams): number[] {
  const [prepaid = 0, kiosk = 0] = p.otherRates;
  return [
    roundCents(exactCad(p.usdCents, p.rate, CARD_FEE_TENTHS)),
    roundCents(exactCad(p.usdCents, p.rate)) + p.extraCents,
    roundCents(exactCad(p.usdCents, kiosk)),
    roundCents(exactCad(p.usdCents, prepaid)),
  ];
}

/** Independent solver: rational arithmetic on dollars, rounded once per cost as the questions say. */
function solveCurrency(p: CurrencyParams): string {
  const dollars = (cents: number): Rational => rat(cents, 100);
  const rateOf = (hundredths: number): Rational => rat(hundredths, 100);
  const toCents = (value: Rational): number => Number(toDecimalString(mul(value, rat(100)), 0));
  const fee = rat(1025, 1000);
  switch (p.kind) {
    case 'convert':
      return moneyAnswer(toCents(mul(dollars(p.usdCents), rateOf(p.rate))));
    case 'creditFee':
      return moneyAnswer(toCents(mul(mul(dollars(p.usdCents), rateOf(p.rate)), fee)));
    case 'compare': {
      const card = toCents(mul(mul(dollars(p.usdCents), rateOf(p.rate)), fee));
      const prepaid = toCents(mul(dollars(p.usdCents), rateOf(p.otherRates[0] ?? 0)));
      return moneyAnswer(Math.abs(card - prepaid));
    }
    case 'cheapest': {
      const price = dollars(p.usdCents);
      const costs: Rational[] = [
        rat(toCents(mul(mul(price, rateOf(p.rate)), fee)), 100),
        rat(toCents(mul(price, rateOf(p.rate))) + p.extraCents, 100),
        rat(toCents(mul(price, rateOf(p.otherRates[1] ?? 0))), 100),
        rat(toCents(mul(price, rateOf(p.otherRates[0] ?? 0))), 100),
      ];
      let best = 0;
      costs.forEach((c, i) => {
        if (cmp(c, costs[best] as Rational) < 0) best = i;
      });
      return METHODS[best] as string;
    }
    case 'leftover': {
      const unused = sub(dollars(p.usdCents), dollars(p.extraCents));
      return moneyAnswer(toCents(mul(unused, sub(rateOf(p.rate), rateOf(p.otherRates[0] ?? 0)))));
    }
  }
}

const rateText = (hundredths: number): string => `US$1 = C$${(hundredths / 100).toFixed(2)}`;
const usd = (cents: number): string => `US${money(cents)}`;
const cad = (cents: number): string => `C${money(cents)}`;
/** Exact Canadian cents written as dollars with every digit (`32.195`), for the step before rounding. */
const exactDollars = (cents: Rational): string => toDecimalString(div(cents, rat(100)), 6, true);
const ROUND_RULE = 'Round each cost to the nearest cent.';

function currencyBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): CurrencyParams {
  const kind = byLevel(level, CURRENCY_LEVELS);
  const item = rng.int(0, ITEMS.length - 1);
  const rate = rng.int(133, 140);
  switch (kind) {
    case 'convert':
      return {
        kind,
        usdCents: rng.int(12, 95) * 100 + rng.pick([0, 50, 99]),
        rate,
        otherRates: [],
        extraCents: 0,
        item,
      };
    case 'creditFee':
      return {
        kind,
        usdCents: rng.int(20, 240) * 100 + rng.pick([0, 49, 99]),
        rate,
        otherRates: [],
        extraCents: 0,
        item,
      };
    case 'compare': {
      // The prepaid card's rate is 1 to 4 cents worse than the bank's; the card's 2.5% fee is worth about 3.4 cents.
      for (;;) {
        const params: CurrencyParams = {
          kind,
          usdCents: rng.int(30, 400) * 100 + rng.pick([0, 25, 99]),
          rate,
          otherRates: [rate + rng.int(1, 5)],
          extraCents: 0,
          item,
        };
        if (Number(solveCurrency(params)) >= 0.1) return params;
      }
    }
    case 'cheapest': {
      // Rebuild until one way is at least 25 cents cheaper than every other, so rounding cannot decide.
      for (;;) {
        const params: CurrencyParams = {
          kind,
          usdCents: rng.int(15, 500) * 100 + rng.pick([0, 50, 99]),
          rate,
          otherRates: [rate + rng.int(1, 5), rate + rng.int(4, 9)],
          extraCents: rng.pick([250, 300, 350, 400, 450, 500]),
          item,
        };
        const costs = methodCosts(params).sort((a, b) => a - b);
        if ((costs[1] as number) - (costs[0] as number) >= 25) return params;
      }
    }
    case 'leftover': {
      const bought = rng.int(3, 12) * 10000;
      const spent = rng.int((bought * 4) / 1000, (bought * 9) / 1000) * 100 + rng.pick([0, 25, 50, 75]);
      return { kind, usdCents: bought, rate, otherRates: [rate - rng.int(4, 9)], extraCents: spent, item };
    }
  }
}

export function currencyPaymentTask(name: string, description: string) {
  return defineGrade8Task<CurrencyParams>({
    name,
    description,
    build(rng, level) {
      const params = currencyBuild(rng, level);
      const answer = solveCurrency(params);
      const { what, where } = ITEMS[params.item] as (typeof ITEMS)[number];
      const price = usd(params.usdCents);
      const rateNote = rateText(params.rate);
      const bankCents = roundCents(exactCad(params.usdCents, params.rate));
      const cardCents = roundCents(exactCad(params.usdCents, params.rate, CARD_FEE_TENTHS));
      switch (params.kind) {
        case 'convert': {
          const divided = roundCents(mul(rat(params.usdCents), rat(100, params.rate)));
          return {
            params,
            title: `Noah buys ${what} from ${where} for ${price}. The exchange rate is ${rateNote}. What does it cost in Canadian dollars? Round to the nearest cent.`,
            answer,
            answerKind: 'money',
            explanation: `Each U.S. dollar costs C$${(params.rate / 100).toFixed(2)}, so multiply the U.S. price by the rate: ${usd(params.usdCents)} × ${(params.rate / 100).toFixed(2)} = ${exactDollars(exactCad(params.usdCents, params.rate))}. Check: a U.S. dollar is worth more than a Canadian dollar, so the Canadian price is larger. Rounded to the nearest cent, it costs ${cad(bankCents)}.`,
            hints: [
              `One U.S. dollar costs C$${(params.rate / 100).toFixed(2)}: multiply ${usd(params.usdCents)} by ${(params.rate / 100).toFixed(2)}.`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer(divided),
                hint: 'Dividing makes the price smaller, but each U.S. dollar costs more than one Canadian dollar: multiply by the rate.',
              },
              {
                answer: moneyAnswer(params.usdCents),
                hint: 'The price is in U.S. dollars; convert it with the exchange rate.',
              },
            ],
          };
        }
        case 'creditFee': {
          return {
            params,
            title: `Priya pays for ${what} from ${where} with her credit card. It costs ${price}. The card converts at ${rateNote} and adds a 2.5% foreign transaction fee to the converted amount. What is the total charge in Canadian dollars? Round to the nearest cent.`,
            answer,
            answerKind: 'money',
            explanation: `First convert: ${usd(params.usdCents)} × ${(params.rate / 100).toFixed(2)} = ${exactDollars(exactCad(params.usdCents, params.rate))} Canadian dollars. The fee is 2.5% of that, so multiply by 1.025: ${exactDollars(exactCad(params.usdCents, params.rate))} × 1.025 = ${exactDollars(exactCad(params.usdCents, params.rate, CARD_FEE_TENTHS))}. Rounded to the nearest cent, the total charge is ${cad(cardCents)}.`,
            hints: [`Convert ${price} to Canadian dollars first, then add 2.5% of the converted amount.`],
            misconceptions: [
              {
                answer: moneyAnswer(bankCents),
                hint: 'Add the 2.5% foreign transaction fee to the converted amount.',
              },
              { answer: moneyAnswer(bankCents + 250), hint: 'The fee is 2.5% of the amount, not $2.50.' },
            ],
            lintFacts: {
              moneyRounding: { alternativeKeys: [answer], ruleStated: 'Round to the nearest cent.' },
            },
          };
        }
        case 'compare': {
          const prepaidRate = params.otherRates[0] as number;
          const prepaidCents = roundCents(exactCad(params.usdCents, prepaidRate));
          const cheaper = cardCents < prepaidCents ? 'the credit card' : 'the prepaid card';
          const unrounded = exactCad(params.usdCents, params.rate, CARD_FEE_TENTHS);
          const exactGap = sub(unrounded, exactCad(params.usdCents, prepaidRate));
          const alternative = moneyAnswer(Math.abs(roundCents(exactGap)));
          return {
            params,
            title: `Liam wants ${what} from ${where} for ${price}. His credit card converts at ${rateNote} and adds a 2.5% foreign transaction fee. A prepaid U.S.-dollar card charges no fee but is loaded at ${rateText(prepaidRate)}. ${ROUND_RULE} How much does Liam save by using the cheaper way to pay?`,
            answer,
            answerKind: 'money',
            explanation: `Credit card: ${usd(params.usdCents)} × ${(params.rate / 100).toFixed(2)} × 1.025 = ${exactDollars(unrounded)}, about ${cad(cardCents)}. Prepaid card: ${usd(params.usdCents)} × ${(prepaidRate / 100).toFixed(2)} = ${exactDollars(exactCad(params.usdCents, prepaidRate))}, about ${cad(prepaidCents)}. The cheaper way is ${cheaper}, and the difference is ${cad(Math.max(cardCents, prepaidCents))} - ${cad(Math.min(cardCents, prepaidCents))} = C$${answer}.`,
            hints: [
              `Find the Canadian cost both ways: with the fee, multiply by ${(params.rate / 100).toFixed(2)} and by 1.025; with the prepaid card, multiply by ${(prepaidRate / 100).toFixed(2)}.`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer(Math.abs(bankCents - prepaidCents)),
                hint: 'The credit card also adds its 2.5% fee: include it before comparing.',
              },
              {
                answer: moneyAnswer(Math.min(cardCents, prepaidCents)),
                hint: 'The question asks for the saving, the difference between the two costs, not the cheaper cost.',
              },
            ],
            lintFacts: { moneyRounding: { alternativeKeys: [answer, alternative], ruleStated: ROUND_RULE } },
          };
        }
        case 'cheapest': {
          const [prepaidRate = 0, kioskRate = 0] = params.otherRates;
          const costs = methodCosts(params);
          const lines = [
            `the credit card: ${usd(params.usdCents)} × ${(params.rate / 100).toFixed(2)} × 1.025 ≈ ${cad(costs[0] as number)}`,
            `the debit card: ${usd(params.usdCents)} × ${(params.rate / 100).toFixed(2)} ≈ ${cad(bankCents)}, plus ${cad(params.extraCents)} makes ${cad(costs[1] as number)}`,
            `the kiosk cash: ${usd(params.usdCents)} × ${(kioskRate / 100).toFixed(2)} ≈ ${cad(costs[2] as number)}`,
            `the prepaid card: ${usd(params.usdCents)} × ${(prepaidRate / 100).toFixed(2)} ≈ ${cad(costs[3] as number)}`,
          ];
          return {
            params,
            title: `Maya's family buys ${what} from ${where} for ${price}. Which way to pay costs the least in Canadian dollars?`,
            description: `Credit card: ${rateNote} plus a 2.5% fee. Debit card: ${rateNote} plus a flat ${cad(params.extraCents)} fee. Cash from an exchange kiosk: ${rateText(kioskRate)}, no fee. Prepaid travel card: loaded at ${rateText(prepaidRate)}, no fee. ${ROUND_RULE}`,
            answer,
            answerKind: 'text',
            choices: { distractors: METHODS.filter((m) => m !== answer) },
            explanation: `Work out each cost in Canadian dollars: ${lines.join('; ')}. The lowest is ${cad(Math.min(...costs))}, so the cheapest way to pay is ${answer}.`,
            hints: [
              `Convert ${price} with each rate, then add each fee: 2.5% for the credit card, ${cad(params.extraCents)} for the debit card.`,
            ],
            misconceptions: [
              {
                answer: 'the debit card',
                hint: `The debit card's rate is the bank's, but its flat ${cad(params.extraCents)} fee counts too.`,
              },
              {
                answer: 'cash from the exchange kiosk',
                hint: 'A kiosk charges no fee, but its rate is the worst of the four.',
              },
            ],
          };
        }
        case 'leftover': {
          const buyBack = params.otherRates[0] as number;
          const unusedCents = params.usdCents - params.extraCents;
          const lossPerDollar = params.rate - buyBack;
          const exactLoss = toDecimalString(rat(unusedCents * lossPerDollar, 10_000), 4, true);
          // Rounding each amount first (what was paid, then what the bank gave back) can differ by a cent.
          const eachRounded = moneyAnswer(
            roundCents(rat(unusedCents * params.rate, 100)) - roundCents(rat(unusedCents * buyBack, 100)),
          );
          return {
            params,
            title: `Before a trip to New York, Ethan's family bought ${usd(params.usdCents)} in cash at ${rateText(params.rate)}. They spent ${usd(params.extraCents)}, and back home the bank bought the rest back at ${rateText(buyBack)}. How many Canadian dollars did the unspent cash cost them?`,
            description: `The cost of the unspent cash is what they paid for it minus what the bank gave back. ${LEFTOVER_ROUNDING}`,
            answer,
            answerKind: 'money',
            explanation: `The unspent cash is ${usd(params.usdCents)} - ${usd(params.extraCents)} = ${usd(unusedCents)}. They paid C$${(params.rate / 100).toFixed(2)} for each of those dollars and got C$${(buyBack / 100).toFixed(2)} back, so each cost them C$${(params.rate / 100).toFixed(2)} - C$${(buyBack / 100).toFixed(2)} = C$${(lossPerDollar / 100).toFixed(2)}. The unspent cash cost them ${unusedCents / 100} × C$${(lossPerDollar / 100).toFixed(2)} = C$${exactLoss}${exactLoss === answer ? '' : `, which rounds to C$${answer}`}.`,
            hints: [
              `First find how many U.S. dollars were left: ${usd(params.usdCents)} - ${usd(params.extraCents)}.`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer(roundCents(mul(rat(params.usdCents), rat(lossPerDollar, 100)))),
                hint: 'Only the unspent dollars were sold back: subtract what they spent first.',
              },
              {
                answer: moneyAnswer(roundCents(mul(rat(unusedCents), rat(buyBack, 100)))),
                hint: 'That is what the bank gave back, not what the unspent cash cost them.',
              },
            ],
            lintFacts: {
              moneyRounding: { alternativeKeys: [eachRounded], ruleStated: LEFTOVER_ROUNDING },
            },
          };
        }
      }
    },
    solve: solveCurrency,
    complexity: (p) => CURRENCY_LEVELS.indexOf(p.kind) + 1 + p.usdCents / 10_000_000,
  });
}
