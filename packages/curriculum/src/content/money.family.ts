import { money, moneyAnswer, scaledDecimal } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { type Rational, add, cmp, div, mul, rat, sub, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { LintFacts, PricedItem } from '../lint/facts';
import type { Misconception } from '../types';

/** Ontario's harmonized sales tax. */
export const HST_PERCENT = 13;
/** The federal part of the HST (GST): the only tax on printed books in Ontario. */
export const GST_PERCENT = 5;

/** Rounds a non-negative fraction of cents (num/den) half up, with integer arithmetic only. */
function roundCents(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

const moneyOut = (value: Rational): string => toDecimalString(value, 2);

/** Exact value rounded half away from zero to whole cents, used by the solvers. */
function roundToCent(value: Rational): Rational {
  return rat(BigInt(toDecimalString(value, 2).replace('.', '')), 100);
}

/** An exact amount of dollars (num/den dollars), with all its decimals when it is not whole cents, to show the rounding step. */
function exactMoney(num: number | bigint, den: number | bigint): string {
  const value = rat(num, den);
  const cents = mul(value, rat(100));
  if (cents.d === 1n) return money(Number(cents.n));
  return `$${toDecimalString(value, 8, true)}`;
}

/** A money amount that ends an explanation, with the typed form spelled out when it is negative. */
function moneyEnd(cents: number): string {
  return cents < 0 ? `${money(cents)} (typed as ${moneyAnswer(cents)})` : money(cents);
}

/** Misconception entries whose answers differ from the key and from each other. */
function misconceptions(answer: string, entries: Misconception[]): Misconception[] {
  const seen = new Set<string>([answer]);
  return entries.filter((m) => {
    if (seen.has(m.answer) || m.answer.startsWith('-')) return false;
    seen.add(m.answer);
    return true;
  });
}

const NAMES = ['Aiden', 'Zara', 'Mateo', 'Harper', 'Jaspreet', 'Élise', 'Kai', 'Fatima', 'Owen', 'Nia'];
/**
 * Items that carry the full 13% HST in Ontario, each with its usual shelf price in whole dollars (a notebook
 * $2-$8, headphones $20-$90): a price drawn from the level alone gave headphones at $3.70 and a backpack at $5.
 */
const ITEMS: readonly { name: PricedItem; low: number; high: number }[] = [
  { name: 'notebook', low: 2, high: 8 },
  { name: 'water bottle', low: 8, high: 35 },
  { name: 'T-shirt', low: 10, high: 30 },
  { name: 'pair of headphones', low: 20, high: 90 },
  { name: 'backpack', low: 25, high: 80 },
  { name: 'puzzle', low: 10, high: 30 },
  { name: 'soccer ball', low: 15, high: 45 },
  { name: 'art kit', low: 12, high: 45 },
  { name: 'phone case', low: 10, high: 40 },
  { name: 'board game', low: 20, high: 60 },
];
/** A printed book's usual price in whole dollars (a paperback to a hardcover). */
const BOOK_DOLLARS = { low: 10, high: 40 } as const;

interface PurchaseParams {
  prices: number[];
  quantities: number[];
  /** Tax percent of each line: 13 (HST), 5 (printed books: GST only) or 0 (transit passes: exempt). */
  taxes: number[];
  paid: number;
  mode: 'total' | 'change' | 'missingPrice';
  /** Change received, for the working-backwards question. */
  change: number;
}

/** Cost of a purchase (with Ontario's tax rules at higher levels) or the change from cash. */
export function purchaseTask(mode: 'total' | 'change', name: string, description: string) {
  return defineTask<PurchaseParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [1, 2, 2, 3, 3]);
      // Level 1 keeps to the items a learner can pay for with one or two bills (up to $35 at most).
      const pool = level === 1 ? ITEMS.filter((item) => item.high <= 35) : ITEMS;
      const chosen = rng.shuffle(pool).slice(0, count);
      // Cash prices end in 0 or 5 cents: Canada has no pennies, so cash totals are nickel multiples.
      const priceIn = (low: number, high: number): number =>
        level === 1 ? rng.int(low, high) * 100 : rng.int(low, high - 1) * 100 + rng.int(0, 19) * 5;
      const prices = chosen.map((item) => priceIn(item.low, item.high));
      const quantities = prices.map(() => rng.int(1, byLevel(level, [1, 2, 3, 3, 2])));
      const who = rng.pick(NAMES);
      const items: string[] = chosen.map((item) => item.name);
      const taxes: number[] = prices.map(() => (mode === 'total' && level >= 3 ? HST_PERCENT : 0));
      if (mode === 'total' && level === 5) {
        // Two of Ontario's real rules combined: a printed book pays only the 5% GST, a transit pass no tax.
        items[1] = 'printed book';
        taxes[1] = GST_PERCENT;
        prices[1] = priceIn(BOOK_DOLLARS.low, BOOK_DOLLARS.high);
        items[2] = 'monthly transit pass';
        taxes[2] = 0;
        prices[2] = rng.pick([12800, 15600, 9000, 10275]);
        quantities[2] = 1;
      }
      // The working-backwards question asks for the price of one item, so that item is bought once.
      if (mode === 'change' && level === 5) quantities[count - 1] = 1;
      // Every shelf price the question states or asks for (the transit pass has its own fixed fares).
      const itemPrices = (): LintFacts => ({
        itemPrices: items.flatMap((item, i) =>
          item === 'monthly transit pass' ? [] : [{ item: item as PricedItem, cents: prices[i] as number }],
        ),
      });
      const lines = prices.map((p, i) => p * (quantities[i] as number));
      const lineText = lines.map(
        (l, i) => `${quantities[i] as number} × ${money(prices[i] as number)} = ${money(l)}`,
      );
      const list = items
        .map((item, i) => `${quantities[i] as number} × ${item} at ${money(prices[i] as number)}`)
        .join(', ');
      const subtotal = lines.reduce((s, l) => s + l, 0);
      const params: PurchaseParams = { prices, quantities, taxes, paid: 0, mode, change: 0 };
      if (mode === 'change' && level === 5) {
        // Working backwards: the change is known, one price is not.
        const paid = Math.ceil((subtotal + 1) / 1000) * 1000 + rng.pick([0, 1000, 2000]);
        const change = paid - subtotal;
        const last = lines.length - 1;
        const missingLine = lines[last] as number;
        const known = subtotal - missingLine;
        quantities[last] = 1;
        const answer = moneyAnswer(missingLine);
        return {
          params: { ...params, paid, mode: 'missingPrice', change, prices: [...prices.slice(0, last), 0] },
          title: `What did the ${items[last] as string} cost?`,
          description: `${who} buys ${items
            .slice(0, last)
            .map((item, i) => `${quantities[i] as number} × ${item} at ${money(prices[i] as number)}`)
            .join(
              ', ',
            )} and one ${items[last] as string}, pays with ${money(paid)} and gets ${money(change)} in change. Give the price of the ${items[last] as string} in dollars, like 12.50.`,
          answer,
          answerKind: 'money',
          lintFacts: itemPrices(),
          explanation: `${who} spent ${money(paid)} - ${money(change)} = ${money(subtotal)}. The other items cost ${lineText.slice(0, last).join('; ')}, ${money(known)} in all. So the ${items[last] as string} cost ${money(subtotal)} - ${money(known)} = ${money(missingLine)}.`,
          hints: [
            `First find how much ${who} spent: ${money(paid)} minus the ${money(change)} change.`,
            'Then take away what the other items cost.',
          ],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(subtotal),
              hint: `${money(paid)} - ${money(change)} is what all the items cost together; take away the other items.`,
            },
            {
              answer: moneyAnswer(paid - known),
              hint: `The ${money(change)} change came back to ${who}: subtract it too.`,
            },
          ]),
        };
      }
      if (mode === 'change') {
        const paid = Math.ceil((subtotal + 1) / 2000) * 2000 + (level >= 4 ? 5000 : 0);
        params.paid = paid;
        const answer = moneyAnswer(paid - subtotal);
        const noQuantities = prices.reduce((s, p) => s + p, 0);
        return {
          params,
          title: `How much change does ${who} get?`,
          description: `${who} buys ${list} and pays with ${money(paid)} in bills. Give the change in dollars, like 12.50.`,
          answer,
          answerKind: 'money',
          lintFacts: itemPrices(),
          explanation: `${lineText.join('; ')}. Total: ${money(subtotal)}. Change: ${money(paid)} - ${money(subtotal)} = ${money(paid - subtotal)}.`,
          hints: [
            `Find the cost of each line first: ${quantities[0] as number} × ${money(prices[0] as number)}.`,
            `Then subtract the total from ${money(paid)}.`,
          ],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(paid - noQuantities),
              hint: 'Multiply each price by how many are bought before adding.',
            },
            {
              answer: moneyAnswer(subtotal),
              hint: `${money(subtotal)} is what the items cost; the change is what is left of ${money(paid)}.`,
            },
          ]),
        };
      }
      // Each tax rate is worked out on its own subtotal and rounded once to the cent.
      const rates = [...new Set(taxes)].filter((t) => t > 0);
      const taxLines = rates.map((rate) => {
        const base = lines.reduce((s, l, i) => s + (taxes[i] === rate ? l : 0), 0);
        return { rate, base, exact: base * rate, cents: roundCents(base * rate, 100) };
      });
      const tax = taxLines.reduce((s, t) => s + t.cents, 0);
      const total = subtotal + tax;
      const answer = moneyAnswer(total);
      const taxText = taxLines
        .map(
          (t) =>
            `${t.rate}% of ${money(t.base)} = ${exactMoney(t.exact, 10000)}${t.exact % 100 === 0 ? '' : `, rounded to ${money(t.cents)}`}`,
        )
        .join('; ');
      const rules =
        level === 5
          ? `. In Ontario the printed book pays only the ${GST_PERCENT}% GST and the transit pass is tax-free; the other items pay ${HST_PERCENT}% HST. Work out each tax on its own subtotal and round it to the cent`
          : taxes[0]
            ? `. ${HST_PERCENT}% HST is added to the subtotal; round the tax to the nearest cent`
            : '';
      const allHst = roundCents(subtotal * HST_PERCENT, 100);
      return {
        params,
        title: `What does ${who} pay in total?`,
        description: `${who} buys ${list}${rules}. ${who} pays by debit card. Give the answer in dollars, like 12.50.`,
        answer,
        answerKind: 'money',
        explanation: `${lineText.join('; ')}. Subtotal: ${money(subtotal)}.${taxText ? ` Tax: ${taxText}.` : ''} Total: ${money(subtotal)}${taxLines.map((t) => ` + ${money(t.cents)}`).join('')} = ${money(total)}.`,
        lintFacts: {
          ...itemPrices(),
          ...(level === 5
            ? { salesTax: { item: 'printed-book' as const, ratePercent: GST_PERCENT } }
            : tax > 0
              ? { salesTax: { item: 'general' as const, ratePercent: HST_PERCENT } }
              : {}),
        },
        hints: [
          level === 5
            ? `Find the cost of each line, then sort the lines by tax: which pay ${HST_PERCENT}% HST, which pay only the ${GST_PERCENT}% GST, and which pay none?`
            : `Find the cost of each line first: ${quantities[0] as number} × ${money(prices[0] as number)}.`,
          ...(rates.length
            ? [
                level === 5
                  ? 'Work out each tax on the subtotal of its own lines, round each to the cent, then add everything.'
                  : 'Add the lines, then work out the tax on the items that pay it.',
              ]
            : []),
        ],
        misconceptions: misconceptions(answer, [
          ...(tax > 0
            ? [{ answer: moneyAnswer(subtotal), hint: 'The tax is added on top of the subtotal.' }]
            : []),
          ...(level === 5
            ? [
                {
                  answer: moneyAnswer(subtotal + allHst),
                  hint: 'Not every item pays 13%: the book pays 5% and the transit pass pays no tax.',
                },
              ]
            : []),
        ]),
      };
    },
    solve: (p) => {
      const lineValue = (i: number): Rational =>
        mul(rat(p.prices[i] as number, 100), rat(p.quantities[i] as number));
      const lines = p.prices.map((_, i) => lineValue(i));
      if (p.mode === 'missingPrice') {
        const spent = sub(rat(p.paid, 100), rat(p.change, 100));
        return moneyOut(lines.slice(0, -1).reduce((s, l) => sub(s, l), spent));
      }
      const subtotal = lines.reduce(add, rat(0));
      if (p.mode === 'change') return moneyOut(sub(rat(p.paid, 100), subtotal));
      let total = subtotal;
      for (const rate of [HST_PERCENT, GST_PERCENT]) {
        const base = lines.reduce((s, l, i) => (p.taxes[i] === rate ? add(s, l) : s), rat(0));
        total = add(total, roundToCent(mul(base, rat(rate, 100))));
      }
      return moneyOut(total);
    },
    complexity: (p) =>
      p.prices.length * 2 +
      p.quantities.reduce((s, q) => s + q, 0) +
      new Set(p.taxes).size * 2 +
      (p.paid > 5000 ? 1 : 0) +
      (p.mode === 'missingPrice' ? 4 : 0) +
      magnitude(...p.prices.map((c) => c / 100)),
  });
}

interface InterestParams {
  principal: number;
  /** Annual rate in hundredths of a percent (basis points). */
  rateBp: number;
  /** Time in months. */
  months: number;
  compound: boolean;
  ask: 'interest' | 'amount' | 'principal' | 'rate' | 'compoundExtra';
}

/** Balances in cents, year by year, each rounded to the cent as a bank does. */
function compoundBalances(principal: number, rateBp: number, years: number): number[] {
  const balances = [principal];
  for (let y = 0; y < years; y += 1) {
    balances.push(roundCents((balances.at(-1) as number) * (10000 + rateBp), 10000));
  }
  return balances;
}

/** Simple interest I = Prt, or interest compounded yearly with each year's balance rounded to the cent. */
export function interestTask(
  compound: boolean,
  asks: ('interest' | 'amount')[],
  name: string,
  description: string,
) {
  return defineTask<InterestParams>({
    name,
    description,
    build(rng, level) {
      const principal = rng.int(1, byLevel(level, [10, 20, 50, 100, 200])) * 100 * 100;
      const rateBp =
        rng.int(1, byLevel(level, [5, 8, 10, 12, 9])) * 100 +
        (level >= 4 ? rng.pick([25, 50, 75]) : level === 3 ? rng.pick([0, 50]) : 0);
      const years = rng.int(byLevel(level, [1, 1, 2, 2, 3]), byLevel(level, [1, 3, 4, 5, 5]));
      const months = compound ? years * 12 : level >= 4 && rng.bool() ? rng.pick([3, 6, 9, 18]) : years * 12;
      let ask: InterestParams['ask'] = rng.pick(asks);
      if (level === 5) {
        // Level 5 works backwards (simple) or combines simple and compound growth.
        ask = compound ? (ask === 'interest' ? 'compoundExtra' : 'amount') : rng.pick(['principal', 'rate']);
      }
      const rateText = `${scaledDecimal(rateBp, 2)}%`;
      const rateDecimal = scaledDecimal(rateBp, 4);
      const timeText =
        months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
      const tText = months % 12 === 0 ? String(months / 12) : `${months}/12`;
      const params: InterestParams = { principal, rateBp, months, compound, ask };
      if (compound) {
        const balances = compoundBalances(principal, rateBp, months / 12);
        const amount = balances.at(-1) as number;
        const steps = balances
          .slice(1)
          .map((b, i) => {
            const exact = (balances[i] as number) * (10000 + rateBp);
            const shown = exactMoney(exact, 1000000);
            return `Year ${i + 1}: ${money(balances[i] as number)} × ${scaledDecimal(10000 + rateBp, 4)} = ${shown}${exact % 10000 === 0 ? '' : `, rounded to ${money(b)}`}`;
          })
          .join('. ');
        const simpleInterest = roundCents(principal * rateBp * (months / 12), 10000);
        const interest = amount - principal;
        const answerCents =
          ask === 'amount' ? amount : ask === 'interest' ? interest : interest - simpleInterest;
        const answer = moneyAnswer(answerCents);
        const endRounding = Number(
          (2n * BigInt(principal) * (10000n + BigInt(rateBp)) ** BigInt(months / 12) +
            10000n ** BigInt(months / 12)) /
            (2n * 10000n ** BigInt(months / 12)),
        );
        return {
          params,
          title:
            ask === 'compoundExtra'
              ? 'How much more does compound interest earn?'
              : ask === 'interest'
                ? 'How much interest is earned?'
                : 'What is the account balance at the end?',
          description:
            ask === 'compoundExtra'
              ? `${money(principal)} is invested for ${timeText} at ${rateText} per year. Account A pays simple interest; account B compounds annually, and the bank rounds each year's balance to the cent. Give how much more interest account B earns, in dollars.`
              : `${money(principal)} is invested at ${rateText} per year compounded annually for ${timeText}. Interest is added once a year; round each year's balance to the cent, as a bank does. Give the answer in dollars.`,
          answer,
          answerKind: 'money',
          explanation: `Each year the balance is multiplied by 1 + ${rateDecimal} = ${scaledDecimal(10000 + rateBp, 4)}. ${steps}. ${
            ask === 'amount'
              ? `The balance is ${money(amount)}.`
              : `Interest: ${money(amount)} - ${money(principal)} = ${money(interest)}.${
                  ask === 'compoundExtra'
                    ? ` Simple interest: ${money(principal)} × ${rateDecimal} × ${months / 12} = ${money(simpleInterest)}. Difference: ${money(interest)} - ${money(simpleInterest)} = ${money(answerCents)}.`
                    : ''
                }`
          }`,
          lintFacts: {
            moneyRounding: {
              alternativeKeys: [
                moneyAnswer(
                  ask === 'amount'
                    ? endRounding
                    : ask === 'interest'
                      ? endRounding - principal
                      : endRounding - principal - simpleInterest,
                ),
              ],
              ruleStated:
                ask === 'compoundExtra'
                  ? "the bank rounds each year's balance to the cent"
                  : "round each year's balance to the cent, as a bank does",
            },
          },
          hints: [
            `Year 1: multiply ${money(principal)} by ${scaledDecimal(10000 + rateBp, 4)} and round to the cent.`,
            'Use the new balance for the next year, not the starting amount.',
          ],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(
                ask === 'amount'
                  ? principal + simpleInterest
                  : ask === 'interest'
                    ? simpleInterest
                    : interest,
              ),
              hint:
                ask === 'compoundExtra'
                  ? 'That is all of account B’s interest; subtract account A’s simple interest.'
                  : 'Compound interest earns interest on last year’s interest too: use the new balance each year.',
            },
            ...(ask === 'compoundExtra'
              ? []
              : [
                  {
                    answer: moneyAnswer(ask === 'amount' ? interest : amount),
                    hint:
                      ask === 'amount'
                        ? 'The balance includes the money first invested.'
                        : 'The interest is the balance minus the money first invested.',
                  },
                ]),
            ...(endRounding !== amount && ask === 'amount'
              ? [
                  {
                    answer: moneyAnswer(endRounding),
                    hint: 'Round each year’s balance to the cent before working out the next year.',
                  },
                ]
              : []),
          ]),
        };
      }
      const interest = roundCents(principal * rateBp * months, 10000 * 12);
      const amount = principal + interest;
      const exactInterest = (principal * rateBp * months) / (10000 * 12);
      // Whole cents need no rounding step in the explanation.
      const interestWork = `$I = Prt$ = ${money(principal)} × ${rateDecimal} × ${tText} = ${exactMoney(
        principal * rateBp * months,
        10000 * 12 * 100,
      )}${Number.isInteger(exactInterest) ? '' : `, rounded to ${money(interest)}`}`;
      if (ask === 'principal' || ask === 'rate') {
        // Whole years and whole-dollar principals keep the interest exact, so working backwards is exact too.
        const y = Math.max(2, Math.round(months / 12));
        const whole = { ...params, months: y * 12 };
        const exact = (principal * rateBp * y) / 10000;
        const answer = ask === 'principal' ? moneyAnswer(principal) : scaledDecimal(rateBp, 2);
        const perYear = exact / y;
        return {
          params: whole,
          title:
            ask === 'principal'
              ? 'How much was invested?'
              : 'What is the yearly simple interest rate, in percent?',
          description:
            ask === 'principal'
              ? `An investment at ${rateText} simple interest per year earns ${money(exact)} in ${y} year${y === 1 ? '' : 's'}. Give the amount invested in dollars.`
              : `${money(principal)} invested at simple interest earns ${money(exact)} in ${y} year${y === 1 ? '' : 's'}. Give the rate per year as a number of percent (3.5 for 3.5%).`,
          answer,
          answerKind: ask === 'principal' ? 'money' : 'number',
          explanation:
            ask === 'principal'
              ? `Interest per year: ${money(exact)} ÷ ${y} = ${money(perYear)}. That is ${rateText} of the principal, so P = ${money(perYear)} ÷ ${rateDecimal} = ${money(principal)}.`
              : `Interest per year: ${money(exact)} ÷ ${y} = ${money(perYear)}. As a part of ${money(principal)}: ${money(perYear)} ÷ ${money(principal)} = ${rateDecimal} = ${scaledDecimal(rateBp, 2)}%.`,
          hints: [
            `Start from $I = Prt$ with $I$ = ${money(exact)} and $t = ${y}$: find the interest for one year first.`,
          ],
          misconceptions: misconceptions(answer, [
            ask === 'principal'
              ? {
                  answer: moneyAnswer(principal * y),
                  hint: `Divide by the number of years too: ${money(exact)} is the interest for ${y} years.`,
                }
              : {
                  answer: scaledDecimal(Math.round((rateBp * y) / 1), 2),
                  hint: `${money(exact)} was earned over ${y} years; the rate is for one year.`,
                },
          ]),
        };
      }
      const answer = moneyAnswer(ask === 'interest' ? interest : amount);
      return {
        params,
        title:
          ask === 'interest' ? 'How much interest is earned?' : 'What is the account balance at the end?',
        description: `${money(principal)} is invested at ${rateText} per year simple interest for ${timeText}. Round the interest to the nearest cent and give the answer in dollars.`,
        answer,
        answerKind: 'money',
        explanation: `Write the rate as a decimal: ${rateText} = ${rateDecimal}${months % 12 === 0 ? '' : `, and the time in years: ${months} months = ${tText} year`}. ${interestWork}.${ask === 'amount' ? ` Balance: ${money(principal)} + ${money(interest)} = ${money(amount)}.` : ''}`,
        hints: [
          `Use $I = Prt$ with $P$ = ${money(principal)}, $r$ = ${rateText} written as a decimal${months % 12 === 0 ? '' : ` and $t$ in years (${months} months is a part of a year)`}.`,
        ],
        misconceptions: misconceptions(answer, [
          {
            answer: moneyAnswer(ask === 'interest' ? amount : interest),
            hint:
              ask === 'interest'
                ? 'The interest is only what is earned, not the whole balance.'
                : 'The balance is the money invested plus the interest.',
          },
          ...(months % 12 === 0
            ? []
            : [
                {
                  answer: moneyAnswer(
                    (ask === 'amount' ? principal : 0) + roundCents(principal * rateBp * months, 10000),
                  ),
                  hint: `The rate is per year: ${months} months is ${tText} of a year, not ${months} years.`,
                },
              ]),
        ]),
      };
    },
    solve: (p) => {
      const principal = rat(p.principal, 100);
      const rate = rat(p.rateBp, 10000);
      const time = rat(p.months, 12);
      if (p.compound) {
        let balance = principal;
        for (let y = 0; y < p.months / 12; y += 1) balance = roundToCent(mul(balance, add(rat(1), rate)));
        const interest = sub(balance, principal);
        if (p.ask === 'amount') return moneyOut(balance);
        if (p.ask === 'interest') return moneyOut(interest);
        return moneyOut(sub(interest, roundToCent(mul(mul(principal, rate), time))));
      }
      const interest = roundToCent(mul(mul(principal, rate), time));
      if (p.ask === 'principal') return moneyOut(div(div(interest, time), rate));
      if (p.ask === 'rate')
        return toDecimalString(mul(div(div(interest, time), principal), rat(100)), 2, true);
      return moneyOut(p.ask === 'amount' ? add(principal, interest) : interest);
    },
    complexity: (p) =>
      magnitude(p.principal / 100) +
      Math.log2(p.months / 12 + 1) * 2 +
      (p.rateBp % 100 !== 0 ? 1 : 0) +
      (p.rateBp % 50 !== 0 ? 1 : 0) +
      (p.months % 12 !== 0 ? 2 : 0) +
      (['principal', 'rate', 'compoundExtra'].includes(p.ask) ? 3 : 0),
  });
}

interface SavingsParams {
  goal: number;
  saved: number;
  weekly: number;
  spendWeekly: number;
  /** Catch-up question: a second saver with this much saved and this weekly amount. */
  rival: { saved: number; weekly: number } | null;
}

function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** Weeks needed to reach a savings goal, counting partial weeks as a full week. */
export function savingsGoalTask(name: string, description: string) {
  return defineTask<SavingsParams>({
    name,
    description,
    build(rng, level) {
      const who = rng.pick(NAMES);
      if (level === 5) {
        // Two savers: when does the one who saves more each week catch up?
        const other = rng.pick(NAMES.filter((n) => n !== who));
        const saved = rng.int(4, 30) * 500;
        const weekly = rng.int(10, 25) * 100 + rng.pick([0, 25, 50, 75]);
        const rival = { saved: rng.int(20, 60) * 500 + saved, weekly: rng.int(4, 9) * 100 };
        const gap = rival.saved - saved;
        const gain = weekly - rival.weekly;
        const weeks = ceilDiv(gap, gain);
        return {
          params: { goal: 0, saved, weekly, spendWeekly: 0, rival },
          title: `After how many weeks will ${who} have at least as much as ${other}?`,
          description: `${who} has ${money(saved)} saved and adds ${money(weekly)} every week. ${other} has ${money(rival.saved)} saved and adds ${money(rival.weekly)} every week. Give the number of whole weeks.`,
          answer: String(weeks),
          answerKind: 'number',
          explanation: `${other} is ahead by ${money(rival.saved)} - ${money(saved)} = ${money(gap)}. Each week ${who} gains ${money(weekly)} - ${money(rival.weekly)} = ${money(gain)}. ${money(gap)} ÷ ${money(gain)} = ${scaledDecimal(Math.round((gap / gain) * 100), 2)}${gap % gain === 0 ? '' : `, so ${weeks - 1} weeks are not quite enough`}: after ${weeks} weeks ${who} has at least as much.`,
          hints: [`Find how far ahead ${other} is now, then how much ${who} catches up each week.`],
          misconceptions: misconceptions(String(weeks), [
            {
              answer: String(Math.floor(gap / gain)),
              hint: 'A part of a week is not enough: round the number of weeks up.',
            },
            {
              answer: String(ceilDiv(gap, weekly)),
              hint: `${other} keeps saving too: ${who} only gains the difference of the weekly amounts.`,
            },
          ]),
        };
      }
      const goal = rng.int(5, byLevel(level, [15, 30, 60, 100, 200])) * 1000;
      const saved = level >= 2 ? rng.int(0, Math.floor(goal / 2000)) * 500 : 0;
      const weekly =
        rng.int(byLevel(level, [2, 3, 5, 10, 12]), byLevel(level, [8, 12, 20, 25, 30])) * 100 +
        (level >= 3 ? rng.pick([0, 25, 50, 75]) : 0);
      const spendWeekly = level >= 4 ? rng.int(1, Math.floor(weekly / 300)) * 100 : 0;
      const perWeek = weekly - spendWeekly;
      const needed = goal - saved;
      const weeks = ceilDiv(needed, perWeek);
      const item = rng.pick([
        'a bike',
        'a tablet',
        'a hockey camp',
        'a guitar',
        'a pair of skates',
        'a telescope',
      ]);
      const exact = needed % perWeek === 0;
      return {
        params: { goal, saved, weekly, spendWeekly, rival: null },
        title: `How many weeks until ${who} can buy ${item}?`,
        description: `${item[0]?.toUpperCase()}${item.slice(1)} costs ${money(goal)}. ${who} ${saved ? `has ${money(saved)} saved and ` : ''}earns ${money(weekly)} a week${spendWeekly ? ` but spends ${money(spendWeekly)} of it on snacks` : ''}. Give the number of whole weeks needed.`,
        answer: String(weeks),
        answerKind: 'number',
        explanation: `${saved ? `Still needed: ${money(goal)} - ${money(saved)} = ${money(needed)}.` : `Needed: ${money(needed)}.`} ${spendWeekly ? `Saved each week: ${money(weekly)} - ${money(spendWeekly)} = ${money(perWeek)}.` : `Saved each week: ${money(perWeek)}.`} ${money(needed)} ÷ ${money(perWeek)} = ${exact ? weeks : `${scaledDecimal(Math.round((needed / perWeek) * 100), 2)}; after ${weeks - 1} weeks there is only ${money((weeks - 1) * perWeek + saved)}, so it takes ${weeks}`} weeks.`,
        hints: [
          saved
            ? `Start with what is still needed: ${money(goal)} - ${money(saved)}.`
            : `Divide the cost by what ${who} saves each week.`,
        ],
        misconceptions: misconceptions(String(weeks), [
          ...(exact
            ? []
            : [
                {
                  answer: String(Math.floor(needed / perWeek)),
                  hint: 'After that many weeks there is not quite enough: round up to the next whole week.',
                },
              ]),
          ...(spendWeekly
            ? [
                {
                  answer: String(ceilDiv(needed, weekly)),
                  hint: `Only ${money(weekly)} - ${money(spendWeekly)} is saved each week.`,
                },
              ]
            : []),
          ...(saved
            ? [
                {
                  answer: String(ceilDiv(goal, perWeek)),
                  hint: `${who} already has ${money(saved)}: only the rest must be saved.`,
                },
              ]
            : []),
        ]),
      };
    },
    solve: (p) => {
      const weeksFor = (needed: Rational, perWeek: Rational): string => {
        const q = div(needed, perWeek);
        const whole = q.n / q.d + (q.n % q.d === 0n ? 0n : 1n);
        return (whole < 0n ? 0n : whole).toString();
      };
      if (p.rival) return weeksFor(rat(p.rival.saved - p.saved), rat(p.weekly - p.rival.weekly));
      return weeksFor(sub(rat(p.goal), rat(p.saved)), rat(p.weekly - p.spendWeekly));
    },
    complexity: (p) =>
      p.rival
        ? 9 + magnitude(p.rival.saved / 100)
        : magnitude(p.goal / 100) +
          (p.saved ? 1 : 0) +
          (p.weekly % 100 !== 0 ? 1 : 0) +
          (p.spendWeekly ? 2 : 0),
  });
}

interface LedgerParams {
  start: number;
  entries: number[];
  /** budget: surplus; balance: what must go to savings so it balances; lowest: the lowest running balance. */
  ask: 'final' | 'balance' | 'lowest';
}

/**
 * A level 5 month for "lowest balance": the low point comes right after a withdrawal in the middle of the month,
 * strictly below the opening balance and below every later balance (the month ends with a deposit or two and the
 * fee), and about half the time it is below zero. Amounts in cents; the last entry is the monthly fee.
 */
function lowestLedger(rng: Rng): { start: number; entries: number[] } {
  const start = rng.int(300, 1200) * 100 + rng.int(0, 99);
  const overdrawn = rng.bool();
  const target = overdrawn
    ? -(rng.int(20, 250) * 100 + rng.int(0, 19) * 5)
    : rng.int(15, Math.floor(start / 100) - 100) * 100 + rng.int(0, 19) * 5;
  const amount = (): number => rng.int(30, 900) * 100 + rng.int(0, 19) * 5;
  const at = rng.int(1, 3); // entries before the low point's withdrawal
  const entries: number[] = [];
  let balance = start;
  for (let i = 0; i < at; i += 1) {
    const cents = amount();
    // a withdrawal that would come near the low point becomes a deposit, so the low point stays unique
    const e = rng.bool() && balance - cents > Math.max(target, 0) + 5000 ? -cents : cents;
    entries.push(e);
    balance += e;
  }
  // The big withdrawal, in whole nickels like every other amount, so it does not stand out: the low point is
  // the target or up to 4 cents above it.
  const withdrawal = Math.floor((balance - target) / 5) * 5;
  entries.push(-withdrawal);
  balance -= withdrawal;
  const lowest = balance;
  const deposit = amount();
  entries.push(deposit);
  balance += deposit;
  while (entries.length < 5) {
    const cents = amount();
    const e = rng.bool() && balance - cents > lowest + 5000 ? -cents : cents;
    entries.push(e);
    balance += e;
  }
  entries.push(-rng.pick([395, 495, 1095, 1295])); // monthly account fee
  return { start, entries };
}

/** Running balance of an account after deposits, withdrawals and fees (may go below zero: overdraft). */
export function ledgerTask(context: 'chequing' | 'budget', name: string, description: string) {
  return defineTask<LedgerParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [2, 3, 4, 5, 5]);
      const big = byLevel(level, [50, 100, 300, 800, 1000]);
      const lowestAsked = context === 'chequing' && level === 5;
      const { start, entries } = lowestAsked
        ? lowestLedger(rng)
        : (() => {
            const opening =
              context === 'budget' ? 0 : rng.int(1, big) * 100 + (level >= 3 ? rng.int(0, 99) : 0);
            const made = Array.from({ length: count }, (_, i) => {
              const cents = rng.int(1, big) * 100 + (level >= 2 ? rng.int(0, 19) * 5 : 0);
              if (context === 'budget') return i === 0 ? cents * count : -cents;
              return rng.bool() ? cents : -cents;
            });
            return { start: opening, entries: made };
          })();
      if (context === 'budget' && level === 5) {
        // The savings left over must be positive for the question to make sense.
        entries[0] = entries.slice(1).reduce((s, e) => s - e, 0) + rng.int(1, 40) * 2500;
      }
      // monthly account fee (the level 5 ledger already ends with one)
      if (context === 'chequing' && level >= 2 && !lowestAsked)
        entries.push(-rng.pick([395, 495, 1095, 1295]));
      const ask: LedgerParams['ask'] = level === 5 ? (context === 'budget' ? 'balance' : 'lowest') : 'final';
      const categories = rng.shuffle([
        'rent',
        'groceries',
        'transit',
        'phone',
        'internet',
        'gifts',
        'clothing',
      ]);
      const labels = entries.map((e, i) => {
        if (context === 'budget')
          return i === 0 ? `income ${money(e)}` : `${categories[i - 1] as string} ${money(-e)}`;
        if (i === entries.length - 1 && level >= 2) return `monthly fee ${money(-e)}`;
        return e > 0 ? `deposit ${money(e)}` : `withdrawal ${money(-e)}`;
      });
      let running = start;
      const steps: string[] = [];
      const balances = [start];
      let lowest = start;
      for (const e of entries) {
        const next = running + e;
        steps.push(`${money(running)} ${e < 0 ? '-' : '+'} ${money(Math.abs(e))} = ${money(next)}`);
        running = next;
        balances.push(running);
        lowest = Math.min(lowest, running);
      }
      const finalBalance = running;
      const params = { start, entries, ask };
      if (ask === 'balance') {
        const income = entries[0] as number;
        const spent = income - finalBalance;
        const answer = moneyAnswer(finalBalance);
        return {
          params,
          title: 'How much can go to savings?',
          description: `A monthly budget lists ${labels.join(', ')}. The rest of the income goes to savings so that the budget balances (income equals expenses plus savings). Give the savings in dollars.`,
          answer,
          answerKind: 'money',
          explanation: `Expenses: ${entries
            .slice(1)
            .map((e) => money(-e))
            .join(
              ' + ',
            )} = ${money(spent)}. Savings: ${money(income)} - ${money(spent)} = ${money(finalBalance)}.`,
          hints: ['Add up all the expenses first, then see how much of the income is left.'],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(spent),
              hint: 'That is the total of the expenses; savings is what is left of the income.',
            },
          ]),
        };
      }
      if (ask === 'lowest') {
        const answer = moneyAnswer(lowest);
        const at = balances.indexOf(lowest); // the balance right after entry `at`
        return {
          params,
          title: 'What is the lowest balance during the month?',
          description: `A chequing account starts at ${money(start)}. Then, in this order: ${labels.join(', ')}. Give the lowest balance the account reaches, in dollars (negative if overdrawn).`,
          answer,
          answerKind: 'money',
          explanation: `Keep a running balance: ${steps.join('; ')}. The balances are ${balances.map((b) => money(b)).join(', ')}. The lowest comes right after the withdrawal of ${money(-(entries[at - 1] as number))}${lowest < 0 ? ', when the account is overdrawn' : ''}: ${moneyEnd(lowest)}.`,
          hints: [
            `Work out the balance after each entry, starting from ${money(start)}, and keep the smallest.`,
            'Deposits raise the balance and withdrawals and fees lower it, so the lowest point comes just after money goes out. A balance below zero is negative.',
          ],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(finalBalance),
              hint: 'That is the balance at the end; look at the balance after every entry.',
            },
            {
              answer: moneyAnswer(-lowest),
              hint: 'The account goes below zero there: an overdrawn balance is negative.',
            },
            {
              answer: moneyAnswer(start),
              hint: 'That is the starting balance; a withdrawal takes the account lower than that.',
            },
          ]),
        };
      }
      const answer = moneyAnswer(finalBalance);
      const allAdded = entries.reduce((s, e) => s + Math.abs(e), start);
      return {
        params,
        title:
          context === 'budget'
            ? 'What is the surplus or deficit for the month?'
            : 'What is the closing balance?',
        description:
          context === 'budget'
            ? `A monthly budget lists ${labels.join(', ')}. Give income minus expenses in dollars: positive for a surplus, negative for a deficit.`
            : `A chequing account starts at ${money(start)}. Then: ${labels.join(', ')}. Give the balance in dollars (negative if overdrawn).`,
        answer,
        answerKind: 'money',
        explanation:
          context === 'budget'
            ? `Expenses: ${entries
                .slice(1)
                .map((e) => money(-e))
                .join(
                  ' + ',
                )} = ${money(entries[0]! - finalBalance)}. Income minus expenses: ${money(entries[0]!)} - ${money(entries[0]! - finalBalance)} = ${moneyEnd(finalBalance)}.`
            : `Keep a running balance: ${steps.join('; ')}. The closing balance is ${moneyEnd(finalBalance)}.`,
        hints: [
          context === 'budget'
            ? 'Add up the expenses, then subtract them from the income.'
            : `Start at ${money(start)}: add each deposit and subtract each withdrawal and fee, in order.`,
        ],
        misconceptions: misconceptions(answer, [
          {
            answer: moneyAnswer(allAdded),
            hint: 'Withdrawals, expenses and fees take money away: subtract them.',
          },
        ]),
      };
    },
    solve: (p) => {
      const balances: Rational[] = [];
      let value = rat(p.start, 100);
      for (const e of p.entries) {
        value = add(value, rat(e, 100));
        balances.push(value);
      }
      if (p.ask === 'lowest') {
        const low = [rat(p.start, 100), ...balances].reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
        return moneyOut(low);
      }
      return moneyOut(value);
    },
    complexity: (p) =>
      p.entries.length * 1.5 +
      magnitude(p.start / 100, ...p.entries.map((e) => e / 100)) +
      (p.ask === 'final' ? 0 : 3),
  });
}

interface ExchangeParams {
  amount: number;
  /** Foreign units per 1 CAD, in ten-thousandths. */
  rate: number;
  toCad: boolean;
  currency: string;
  /** Card fee on the Canadian-dollar amount, in tenths of a percent (0 when none). */
  feeTenths: number;
}

const CURRENCIES = [
  { code: 'USD', name: 'US dollars', rate: [7100, 7500] },
  { code: 'EUR', name: 'euros', rate: [6500, 7000] },
  { code: 'GBP', name: 'British pounds', rate: [5500, 6000] },
  { code: 'MXN', name: 'Mexican pesos', rate: [125000, 140000] },
  { code: 'JPY', name: 'Japanese yen', rate: [1050000, 1120000] },
];

/** Convert between Canadian dollars and another currency at a stated rate. */
export function exchangeTask(name: string, description: string) {
  return defineTask<ExchangeParams>({
    name,
    description,
    build(rng, level) {
      const cur = rng.pick(CURRENCIES.slice(0, byLevel(level, [1, 2, 3, 4, 5])));
      const rate =
        Math.round(rng.int(cur.rate[0] as number, cur.rate[1] as number) / (level <= 2 ? 100 : 1)) *
        (level <= 2 ? 100 : 1);
      const toCad = level === 5 || (level >= 3 && rng.bool());
      const amount =
        rng.int(1, byLevel(level, [20, 50, 100, 200, 500])) * (level >= 4 ? 100 : 500) +
        (level >= 4 ? rng.int(0, 99) : 0);
      const feeTenths = level === 5 ? rng.pick([25, 30, 35]) : 0;
      // CAD -> foreign: amount x rate; foreign -> CAD: amount / rate. Both rounded to the cent.
      const cents = toCad ? roundCents(amount * 10000, rate) : roundCents(amount * rate, 10000);
      const fee = roundCents(cents * feeTenths, 1000);
      const rateText = scaledDecimal(rate, 4);
      const wrongWay = toCad ? roundCents(amount * rate, 10000) : roundCents(amount * 10000, rate);
      const answer = moneyAnswer(cents + fee);
      if (feeTenths) {
        return {
          params: { amount, rate, toCad, currency: cur.code, feeTenths },
          title: `What does a ${scaledDecimal(amount, 2)} ${cur.code} purchase cost in Canadian dollars?`,
          description: `${rng.pick(NAMES)} pays by credit card abroad. The exchange rate is 1 CAD = ${rateText} ${cur.code}, and the card adds a ${scaledDecimal(feeTenths, 1)}% foreign-transaction fee on the Canadian amount. Round the converted amount to the cent first, then round the fee to the cent.`,
          answer,
          answerKind: 'money',
          explanation: `Convert: ${scaledDecimal(amount, 2)} ÷ ${rateText} ≈ ${money(cents)}. Fee: ${scaledDecimal(feeTenths, 1)}% of ${money(cents)} ≈ ${money(fee)}. Total: ${money(cents)} + ${money(fee)} = ${money(cents + fee)}.`,
          lintFacts: {
            moneyRounding: {
              alternativeKeys: [moneyAnswer(roundCents(amount * 10000 * (1000 + feeTenths), rate * 1000))],
              ruleStated: 'Round the converted amount to the cent first, then round the fee to the cent.',
            },
          },
          hints: [
            `1 CAD buys ${rateText} ${cur.code}, so divide ${scaledDecimal(amount, 2)} ${cur.code} by ${rateText} first.`,
          ],
          misconceptions: misconceptions(answer, [
            { answer: moneyAnswer(cents), hint: 'The card fee is added on top of the converted amount.' },
            {
              answer: moneyAnswer(wrongWay + roundCents(wrongWay * feeTenths, 1000)),
              hint: `Multiplying by ${rateText} turns dollars into ${cur.code}; here you go the other way, so divide.`,
            },
          ]),
        };
      }
      return {
        params: { amount, rate, toCad, currency: cur.code, feeTenths },
        title: toCad
          ? `How many Canadian dollars is ${scaledDecimal(amount, 2)} ${cur.code}?`
          : `How many ${cur.name} do you get for ${money(amount)} CAD?`,
        description: `The exchange rate is 1 CAD = ${rateText} ${cur.code}. Round to the nearest hundredth.`,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: toCad
          ? `Each Canadian dollar buys ${rateText} ${cur.code}, so divide by the rate: ${scaledDecimal(amount, 2)} ÷ ${rateText} ≈ ${moneyAnswer(cents)} CAD.`
          : `Each Canadian dollar buys ${rateText} ${cur.code}, so multiply by the rate: ${scaledDecimal(amount, 2)} × ${rateText} ≈ ${moneyAnswer(cents)} ${cur.code}.`,
        hints: [
          toCad
            ? `1 CAD is worth ${rateText} ${cur.code}: how many groups of ${rateText} are in ${scaledDecimal(amount, 2)}?`
            : `Each of the ${scaledDecimal(amount, 2)} Canadian dollars buys ${rateText} ${cur.code}.`,
        ],
        misconceptions: misconceptions(moneyAnswer(cents), [
          {
            answer: moneyAnswer(wrongWay),
            hint: toCad
              ? `Multiplying by ${rateText} turns dollars into ${cur.code}; to get back to dollars, divide.`
              : `Dividing turns ${cur.code} into dollars; to get ${cur.code}, multiply by ${rateText}.`,
          },
        ]),
      };
    },
    solve: (p) => {
      const amount = rat(p.amount, 100);
      const rate = rat(p.rate, 10000);
      const converted = roundToCent(p.toCad ? div(amount, rate) : mul(amount, rate));
      return moneyOut(add(converted, roundToCent(mul(converted, rat(p.feeTenths, 1000)))));
    },
    complexity: (p) =>
      magnitude(p.amount / 100) +
      (p.toCad ? 2 : 0) +
      (p.rate % 100 !== 0 ? 1 : 0) +
      (p.amount % 100 !== 0 ? 1 : 0) +
      (p.feeTenths ? 3 : 0),
  });
}

type ChainScenario = 'sale' | 'cardFee' | 'payroll' | 'donation';

interface PercentMoneyParams {
  scenario: ChainScenario;
  price: number;
  /** Percents in tenths of a percent (135 = 13.5%). */
  tenths: number[];
  /** Payroll from hours and wage (gross = hours x wage), or null when the gross pay is given. */
  hours: number | null;
  /** Donation worked backwards: the donated amount is given and the money raised is asked. */
  backwards: boolean;
}

/** Steps of a percent chain in cents: each percent of the current amount, rounded to the cent. */
function chainSteps(p: PercentMoneyParams): { part: number; after: number; exact: number }[] {
  const steps: { part: number; after: number; exact: number }[] = [];
  let current = p.price;
  p.tenths.forEach((q, i) => {
    const base = p.scenario === 'payroll' ? p.price : current;
    const part = roundCents(base * q, 1000);
    const subtract =
      p.scenario === 'payroll' ||
      (p.scenario === 'sale' && i < p.tenths.length - (p.tenths.length > 1 ? 1 : 0));
    current = subtract ? current - part : current + part;
    steps.push({ part, after: current, exact: base * q });
  });
  return steps;
}

/** Applying percents in sequence to a price: sale discounts, HST, card fees, payroll deductions. */
export function percentChainTask(scenario: ChainScenario, name: string, description: string) {
  return defineTask<PercentMoneyParams>({
    name,
    description,
    build(rng, level) {
      // Realistic sizes per scenario: a weekly paycheque is bigger than a bake-sale total.
      const factor = { sale: 5, cardFee: 1, payroll: 20, donation: 3 }[scenario];
      let price =
        rng.int(2, byLevel(level, [10, 20, 50, 100, 300])) * 100 * factor + (level >= 4 ? rng.int(1, 99) : 0);
      const who = rng.pick(NAMES);
      const pct = (q: number): string => `${scaledDecimal(q, 1)}%`;
      let tenths: number[];
      let hours: number | null = null;
      let backwards = false;
      let text: string;
      let title: string;
      switch (scenario) {
        case 'sale':
          tenths =
            level >= 3
              ? [rng.pick([10, 15, 20, 25, 30, 40]) * 10, HST_PERCENT * 10]
              : [rng.pick([10, 20, 25, 50]) * 10];
          if (level === 5) tenths = [rng.pick([20, 25, 30]) * 10, rng.pick([10, 15]) * 10, HST_PERCENT * 10];
          title =
            level >= 3
              ? 'What is the final price of the jacket, with HST?'
              : 'What is the sale price of the jacket?';
          text = `A jacket costs ${money(price)}. It is on sale for ${pct(tenths[0]!)} off${level === 5 ? `, and ${who} has a coupon for a further ${pct(tenths[1]!)} off the sale price` : ''}${level >= 3 ? '. Then 13% HST is added' : ''}. ${level >= 3 ? 'Round to the cent after each step, as the till does.' : 'Round to the nearest cent.'}`;
          break;
        case 'cardFee':
          tenths = [rng.pick([1, 2, 3]) * 10 + (level >= 3 ? rng.pick([5, 0]) : 0)];
          if (level >= 4) tenths.unshift(HST_PERCENT * 10);
          title = `How much does ${who} pay by credit card?`;
          text =
            level >= 4
              ? `${who}'s purchase is ${money(price)} before 13% HST. The store adds a ${pct(tenths[1]!)} fee on the total with tax when paying by credit card. Round the HST to the cent first, then round the fee to the cent.`
              : `A store adds a ${pct(tenths[0]!)} fee when paying by credit card. ${who}'s purchase is ${money(price)}. Round the fee to the nearest cent.`;
          break;
        case 'payroll':
          tenths = [rng.int(10, byLevel(level, [15, 20, 25, 30, 25])) * 10];
          if (level >= 3) tenths.push(rng.int(2, 6) * 10);
          if (level === 5) {
            hours = rng.int(12, 40);
            const wage = rng.int(70, 104) * 25;
            price = hours * wage;
            text = `${who} works ${hours} hours at ${money(wage)} an hour. Deductions are ${tenths.map(pct).join(' and ')} of gross pay; each deduction is rounded to the cent.`;
          } else {
            text = `${who}'s gross pay is ${money(price)}. Deductions are ${tenths.map(pct).join(' and ')} of gross pay${tenths.length > 1 ? '; each deduction is rounded to the cent' : ', rounded to the cent'}.`;
          }
          title = `What is ${who}'s net pay?`;
          break;
        case 'donation':
          tenths = [rng.pick([5, 10, 15, 20, 25, 30]) * 10 + (level >= 4 ? rng.pick([5, 0]) : 0)];
          title =
            level === 5 ? 'How much money was raised at the bake sale?' : `How much does ${who} donate?`;
          if (level === 5) {
            // Working backwards: pick the money raised so the donation is a whole number of cents.
            backwards = true;
            const q = tenths[0]!;
            const step = 1000 / gcdInt(q, 1000);
            price = rng.int(Math.ceil(2000 / step), Math.floor(90000 / step)) * step;
            text = `${who} donated ${pct(q)} of the money raised at a bake sale to a food bank. The donation was ${money((price * q) / 1000)}.`;
          } else {
            text = `${who} raised ${money(price)} at a bake sale and donates ${pct(tenths[0]!)} to a food bank. Round to the nearest cent.`;
          }
          break;
      }
      const params: PercentMoneyParams = { scenario, price, tenths, hours, backwards };
      const steps = chainSteps(params);
      const final = steps.at(-1)!.after;
      const answerCents = scenario === 'donation' ? (backwards ? price : steps[0]!.part) : final;
      const answer = moneyAnswer(answerCents);
      const stepText = (q: number, s: { part: number; exact: number }, base: number): string =>
        `${pct(q)} of ${money(base)} = ${exactMoney(s.exact, 100000)}${s.exact % 1000 === 0 ? '' : `, rounded to ${money(s.part)}`}`;
      let explanation: string;
      let hints: string[];
      const mis: Misconception[] = [];
      const bases = [price, ...steps.map((s) => s.after)];
      if (scenario === 'donation') {
        explanation = backwards
          ? `${pct(tenths[0]!)} of the money raised is ${money((price * tenths[0]!) / 1000)}. So 1% is ${money((price * tenths[0]!) / 1000)} ÷ ${scaledDecimal(tenths[0]!, 1)} = ${exactMoney(price, 10000)}, and 100% is ${exactMoney(price, 10000)} × 100 = ${money(price)}.`
          : `${stepText(tenths[0]!, steps[0]!, price)}. ${who} donates ${money(answerCents)}.`;
        hints = backwards
          ? [
              `${money((price * tenths[0]!) / 1000)} is ${pct(tenths[0]!)} of the total: find 1% of the total first.`,
            ]
          : [
              `Write ${pct(tenths[0]!)} as a decimal (${scaledDecimal(tenths[0]!, 3)}) and multiply by ${money(price)}.`,
            ];
        if (backwards)
          mis.push({
            answer: moneyAnswer(roundCents((price * tenths[0]! * tenths[0]!) / 1000, 1000)),
            hint: `The donation is a part of the money raised, so the total is bigger than ${money((price * tenths[0]!) / 1000)}: divide by ${scaledDecimal(tenths[0]!, 3)}.`,
          });
        else
          mis.push({
            answer: moneyAnswer(price - answerCents),
            hint: 'That is what is kept; the question asks for the donation.',
          });
      } else if (scenario === 'payroll') {
        const gross = price;
        const deductions = steps.map((s) => s.part);
        explanation = `${hours ? `Gross pay: ${hours} × ${money(gross / hours)} = ${money(gross)}. ` : ''}${tenths
          .map((q, i) => stepText(q, steps[i]!, gross))
          .join(
            '. ',
          )}. Net pay: ${money(gross)}${deductions.map((d) => ` - ${money(d)}`).join('')} = ${money(final)}.`;
        hints = [
          hours
            ? `Find the gross pay first: ${hours} hours × ${money(gross / hours)}.`
            : `Find ${pct(tenths[0]!)} of ${money(gross)} first.`,
        ];
        mis.push({
          answer: moneyAnswer(gross - final),
          hint: 'That is the total of the deductions; net pay is what is left of the gross pay.',
        });
      } else {
        explanation = `${tenths
          .map((q, i) => {
            const s = steps[i]!;
            const isTax = scenario === 'sale' ? i === tenths.length - 1 && level >= 3 : true;
            return `${stepText(q, s, bases[i]!)}, so ${money(bases[i]!)} ${isTax ? '+' : '-'} ${money(s.part)} = ${money(s.after)}`;
          })
          .join('. ')}. The final amount is ${money(final)}.`;
        hints = [
          `Start with ${pct(tenths[0]!)} of ${money(price)} and ${scenario === 'sale' ? 'take it off' : 'add it on'}.`,
        ];
        if (scenario === 'sale') {
          if (level >= 3)
            mis.push({
              answer: moneyAnswer(steps.at(-2)!.after),
              hint: 'Add the 13% HST after the discount.',
            });
          if (level === 5) {
            const combined = price - roundCents(price * (tenths[0]! + tenths[1]!), 1000);
            mis.push({
              answer: moneyAnswer(combined + roundCents(combined * 130, 1000)),
              hint: `The coupon takes ${pct(tenths[1]!)} off the sale price, not off the original price: the discounts do not simply add.`,
            });
          }
          if (level <= 2)
            mis.push({
              answer: moneyAnswer(steps[0]!.part),
              hint: `That is the discount; subtract it from ${money(price)}.`,
            });
        } else {
          if (level >= 4) {
            const feeOnPretax = roundCents(price * tenths[1]!, 1000);
            mis.push({
              answer: moneyAnswer(steps[0]!.after + feeOnPretax),
              hint: 'The fee is charged on the total with tax, not on the price before tax.',
            });
          }
          mis.push({
            answer: moneyAnswer(steps.at(-1)!.part),
            hint: 'That is only the fee; add it to what is owed.',
          });
        }
      }
      return {
        params,
        title,
        description: text,
        answer,
        answerKind: 'money',
        explanation,
        hints,
        misconceptions: misconceptions(answer, mis),
        lintFacts: chainFacts(params, text),
      };
    },
    solve: (p) => {
      const price = rat(p.price, 100);
      const percentOf = (base: Rational, q: number): Rational => roundToCent(mul(base, rat(q, 1000)));
      if (p.scenario === 'donation') {
        if (p.backwards) {
          const donated = mul(price, rat(p.tenths[0]!, 1000));
          return moneyOut(div(donated, rat(p.tenths[0]!, 1000)));
        }
        return moneyOut(percentOf(price, p.tenths[0]!));
      }
      if (p.scenario === 'payroll') {
        return moneyOut(p.tenths.reduce((net, q) => sub(net, percentOf(price, q)), price));
      }
      if (p.scenario === 'cardFee')
        return moneyOut(p.tenths.reduce((v, q) => add(v, percentOf(v, q)), price));
      // Sale: every percent but the last is a discount when HST is charged (three or two steps).
      const taxed = p.tenths.length > 1;
      return moneyOut(
        p.tenths.reduce(
          (v, q, i) =>
            taxed && i === p.tenths.length - 1 ? add(v, percentOf(v, q)) : sub(v, percentOf(v, q)),
          price,
        ),
      );
    },
    complexity: (p) =>
      p.tenths.length * 2 +
      magnitude(p.price / 100) +
      (p.price % 100 !== 0 ? 1 : 0) +
      (p.tenths.some((q) => q % 10 !== 0) ? 1 : 0) +
      (p.hours ? 3 : 0) +
      (p.backwards ? 4 : 0),
  });
}

/** The key if rounding happened only once at the end, and the sentence of the question that rules it out. */
function chainFacts(p: PercentMoneyParams, text: string): LintFacts {
  if (p.scenario === 'donation') return {};
  let exact = rat(p.price, 100);
  if (p.scenario === 'payroll') {
    const total = p.tenths.reduce((s, q) => s + q, 0);
    exact = sub(exact, mul(exact, rat(total, 1000)));
  } else {
    const taxed = p.scenario === 'cardFee' || p.tenths.length > 1;
    p.tenths.forEach((q, i) => {
      const up = p.scenario === 'cardFee' || (taxed && i === p.tenths.length - 1);
      exact = mul(exact, rat(up ? 1000 + q : 1000 - q, 1000));
    });
  }
  const rules = [
    'Round to the cent after each step, as the till does.',
    'Round the HST to the cent first, then round the fee to the cent.',
    'each deduction is rounded to the cent',
    'rounded to the cent',
    'Round the fee to the nearest cent.',
    'Round to the nearest cent.',
  ];
  const facts: LintFacts = {
    moneyRounding: {
      alternativeKeys: [moneyOut(exact)],
      ruleStated: rules.find((r) => text.includes(r)) ?? null,
    },
  };
  if (p.hours !== null)
    facts.contextValues = [
      { context: 'weekly-hours', values: [p.hours] },
      { context: 'hourly-wage-cents', values: [p.price / p.hours] },
    ];
  if (p.scenario === 'sale' && p.tenths.length > 1) facts.salesTax = { item: 'general', ratePercent: 13 };
  return facts;
}

function gcdInt(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

interface UnitPriceParams {
  sizes: number[];
  prices: number[];
  unit: string;
  /** Level 5 of the unit task: the cost of another size at the unit price found. */
  askSize: number | null;
  /** Level 5 of the best-buy task: dollars off the first package with a coupon, in cents. */
  coupon: number;
}

/** Unit prices and the better buy. */
export function unitPriceTask(style: 'unit' | 'best', name: string, description: string) {
  return defineTask<UnitPriceParams>({
    name,
    description,
    build(rng, level) {
      const count = style === 'best' ? byLevel(level, [2, 2, 3, 3, 3]) : 1;
      const product = rng.pick([
        { what: 'cereal', unit: 'g', sizes: [350, 500, 750, 1000, 1200] },
        { what: 'juice', unit: 'mL', sizes: [250, 500, 1000, 1750, 2000] },
        { what: 'rice', unit: 'g', sizes: [500, 900, 2000, 4000, 8000] },
        { what: 'laundry soap', unit: 'L', sizes: [1, 2, 3, 4, 5] },
      ]);
      const coupon = style === 'best' && level === 5 ? rng.pick([50, 75, 100, 150]) : 0;
      const net = (prices: number[], i: number): number => (prices[i] as number) - (i === 0 ? coupon : 0);
      let sizes: number[];
      let prices: number[];
      do {
        sizes = rng.shuffle(product.sizes).slice(0, count);
        prices = sizes.map(
          () =>
            rng.int(byLevel(level, [2, 2, 3, 4, 5]), byLevel(level, [10, 15, 25, 40, 60])) * 100 +
            (level >= 2 ? rng.int(0, 19) * 5 : 0) -
            (level >= 3 ? 1 : 0),
        );
        // Require a unique best buy.
      } while (
        style === 'best' &&
        new Set(prices.map((_, i) => net(prices, i) / (sizes[i] as number))).size < count
      );
      const per = product.unit === 'L' ? 1 : 100;
      const perText = product.unit === 'L' ? '1 L' : `100 ${product.unit}`;
      if (style === 'unit') {
        const size = sizes[0] as number;
        const price = prices[0] as number;
        const cents = roundCents(price * per, size);
        const groups = size / per;
        if (level === 5) {
          const askSize = rng.pick(product.sizes.filter((s) => s !== size));
          const cost = roundCents(price * askSize, size);
          const answer = moneyAnswer(cost);
          return {
            params: { sizes, prices, unit: product.unit, askSize, coupon: 0 },
            title: `At the same unit price, what would ${askSize} ${product.unit} of ${product.what} cost?`,
            description: `A ${size} ${product.unit} package of ${product.what} costs ${money(price)}. Work out the price for ${askSize} ${product.unit} at the same price per ${product.unit}, and round only the final cost to the nearest cent.`,
            answer,
            answerKind: 'money',
            explanation: `${askSize} ${product.unit} is ${askSize} ÷ ${size} = ${scaledDecimal(Math.round((askSize / size) * 10000), 4)} times the package. ${money(price)} × ${askSize} ÷ ${size} ≈ ${money(cost)}.`,
            hints: [
              `Compare the sizes first: how many times ${size} ${product.unit} is ${askSize} ${product.unit}?`,
            ],
            misconceptions: misconceptions(answer, [
              {
                answer: moneyAnswer(cents),
                hint: `That is the price for ${perText}; scale it to ${askSize} ${product.unit}.`,
              },
            ]),
          };
        }
        const answer = moneyAnswer(cents);
        return {
          params: { sizes, prices, unit: product.unit, askSize: null, coupon: 0 },
          title: `What is the price per ${perText}?`,
          description: `A ${size} ${product.unit} package of ${product.what} costs ${money(price)}. Round to the nearest cent.`,
          answer,
          answerKind: 'money',
          explanation: `${size} ${product.unit} is ${scaledDecimal(Math.round(groups * 100), 2)} groups of ${perText}. ${money(price)} ÷ ${scaledDecimal(Math.round(groups * 100), 2)} ≈ ${money(cents)}.`,
          hints: [
            `How many groups of ${perText} are in ${size} ${product.unit}? Divide the price by that number.`,
          ],
          misconceptions: misconceptions(answer, [
            {
              answer: moneyAnswer(roundCents(size * 100, price)),
              hint: 'Divide the price by the amount, not the amount by the price.',
            },
          ]),
        };
      }
      let best = 0;
      sizes.forEach((s, i) => {
        if (net(prices, i) * (sizes[best] as number) < net(prices, best) * s) best = i;
      });
      const labels = sizes.map((s, i) => `${s} ${product.unit} for ${money(prices[i] as number)}`);
      const unitText = sizes.map((s, i) => {
        const c = net(prices, i);
        return `${money(c)} ÷ ${s / per} ≈ ${money(roundCents(c * per, s))} per ${perText}`;
      });
      const cheapestSticker = prices.indexOf(Math.min(...prices));
      return {
        params: { sizes, prices, unit: product.unit, askSize: null, coupon },
        title: `Which package of ${product.what} is the best value?`,
        description: `The store sells ${labels.join(', ')}.${coupon ? ` ${rng.pick(NAMES)} has a coupon for ${money(coupon)} off the ${labels[0] as string} package.` : ''} Compare the prices per ${perText}.`,
        answer: labels[best] as string,
        answerKind: 'text',
        explanation: `${coupon ? `With the coupon the first package costs ${money(prices[0] as number)} - ${money(coupon)} = ${money(net(prices, 0))}. ` : ''}Price per ${perText}: ${unitText.join('; ')}. The lowest is ${labels[best] as string}.`,
        hints: [
          `Find the price of ${perText} for each package: divide its price by the number of ${perText} groups in it.`,
        ],
        misconceptions:
          cheapestSticker !== best
            ? [
                {
                  answer: labels[cheapestSticker] as string,
                  hint: 'The lowest price tag is not always the best value: compare the price per unit.',
                },
              ]
            : [],
        choices: {
          // The cheapest sticker and the biggest package are the tempting wrong picks.
          distractors: [
            ...labels.filter((_, i) => i !== best),
            'They are all the same value',
            'Cannot tell without knowing the brand',
          ],
        },
      };
    },
    solve: (p) => {
      const unitPrices = p.prices.map((price, i) =>
        div(rat(price - (i === 0 ? p.coupon : 0), 100), rat(p.sizes[i] as number)),
      );
      if (p.sizes.length === 1) {
        if (p.askSize !== null) return moneyOut(mul(unitPrices[0]!, rat(p.askSize)));
        const per = p.unit === 'L' ? 1 : 100;
        return moneyOut(mul(unitPrices[0]!, rat(per)));
      }
      let best = 0;
      unitPrices.forEach((u, i) => {
        if (cmp(u, unitPrices[best]!) < 0) best = i;
      });
      return `${p.sizes[best] as number} ${p.unit} for $${toDecimalString(rat(p.prices[best] as number, 100), 2)}`;
    },
    complexity: (p) =>
      p.sizes.length * 2 +
      magnitude(...p.prices.map((c) => c / 100)) +
      (p.prices.some((c) => c % 5 !== 0) ? 1 : 0) +
      (p.askSize !== null || p.coupon ? 3 : 0),
  });
}

export function pickName(rng: Rng): string {
  return rng.pick(NAMES);
}
