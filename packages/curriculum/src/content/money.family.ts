import { money, moneyAnswer, scaledDecimal } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { type Rational, add, div, mul, pow, rat, sub, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';

/** Ontario's harmonized sales tax. */
export const HST_PERCENT = 13;

/** Rounds a non-negative fraction of cents (num/den) half up, with integer arithmetic only. */
function roundCents(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

const moneyOut = (value: Rational): string => toDecimalString(value, 2);

/** Exact value rounded half away from zero to whole cents, used by the solvers. */
function roundToCent(value: Rational): Rational {
  return rat(BigInt(toDecimalString(value, 2).replace('.', '')), 100);
}

const NAMES = ['Aiden', 'Zara', 'Mateo', 'Harper', 'Jaspreet', 'Élise', 'Kai', 'Fatima', 'Owen', 'Nia'];
const ITEMS = [
  'notebook',
  'water bottle',
  'bus pass',
  'T-shirt',
  'book',
  'headphones',
  'backpack',
  'puzzle',
  'soccer ball',
  'art kit',
];

interface PurchaseParams {
  prices: number[];
  quantities: number[];
  taxPercent: number;
  paid: number;
  mode: 'total' | 'change';
}

/** Cost of a purchase (with HST at higher levels) or the change from cash. */
export function purchaseTask(mode: PurchaseParams['mode'], name: string, description: string) {
  return defineTask<PurchaseParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [1, 2, 2, 3, 4]);
      const maxDollars = byLevel(level, [10, 20, 40, 60, 90]);
      // Cash prices end in 0 or 5 cents: Canada has no pennies, so cash totals are nickel multiples.
      const prices = Array.from(
        { length: count },
        () => rng.int(1, maxDollars) * 100 + (level === 1 ? 0 : rng.int(0, 19) * 5),
      );
      const quantities = prices.map(() => rng.int(1, byLevel(level, [1, 2, 3, 3, 4])));
      const taxPercent = mode === 'total' && level >= 3 ? HST_PERCENT : 0;
      const subtotal = prices.reduce((s, p, i) => s + p * (quantities[i] as number), 0);
      const total = subtotal + roundCents(subtotal * taxPercent, 100);
      const paid = mode === 'change' ? Math.ceil((subtotal + 1) / 2000) * 2000 + (level >= 4 ? 5000 : 0) : 0;
      const name0 = rng.pick(NAMES);
      const items = rng.shuffle(ITEMS).slice(0, count);
      const list = items
        .map((item, i) => `${quantities[i] as number} × ${item} at ${money(prices[i] as number)}`)
        .join(', ');
      const answerCents = mode === 'total' ? total : paid - subtotal;
      return {
        params: { prices, quantities, taxPercent, paid, mode },
        title: mode === 'total' ? `What does ${name0} pay in total?` : `How much change does ${name0} get?`,
        description:
          mode === 'total'
            ? `${name0} buys ${list}${taxPercent ? `. ${HST_PERCENT}% HST is added; round to the nearest cent` : ''}. Pays by debit card. Give the answer in dollars, like 12.50.`
            : `${name0} buys ${list} and pays with ${money(paid)} in bills. Give the change in dollars, like 12.50.`,
        answer: moneyAnswer(answerCents),
        answerKind: 'money',
        explanation: `Subtotal: ${money(subtotal)}.${taxPercent ? ` HST: 13% of ${money(subtotal)} = ${money(total - subtotal)}.` : ''} ${mode === 'total' ? `Total: ${money(total)}.` : `Change: ${money(paid)} - ${money(subtotal)} = ${money(paid - subtotal)}.`}`,
      };
    },
    solve: (p) => {
      const subtotal = p.prices.reduce(
        (s, price, i) => add(s, mul(rat(price, 100), rat(p.quantities[i] as number))),
        rat(0),
      );
      if (p.mode === 'change') return moneyOut(sub(rat(p.paid, 100), subtotal));
      const tax = roundToCent(mul(subtotal, rat(p.taxPercent, 100)));
      return moneyOut(add(subtotal, tax));
    },
    complexity: (p) =>
      p.prices.length * 2 +
      p.quantities.reduce((s, q) => s + q, 0) +
      (p.taxPercent ? 2 : 0) +
      (p.paid > 5000 ? 1 : 0) +
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
  ask: 'interest' | 'amount';
}

/** Simple interest I = Prt, or interest compounded yearly, rounded to the cent. */
export function interestTask(
  compound: boolean,
  asks: InterestParams['ask'][],
  name: string,
  description: string,
) {
  return defineTask<InterestParams>({
    name,
    description,
    build(rng, level) {
      const principal = rng.int(1, byLevel(level, [10, 20, 50, 100, 200])) * 100 * 100;
      const rateBp =
        rng.int(1, byLevel(level, [5, 8, 10, 12, 15])) * 100 +
        (level >= 4 ? rng.pick([25, 50, 75]) : level === 3 ? rng.pick([0, 50]) : 0);
      const years = rng.int(1, byLevel(level, [1, 3, 4, 5, 6]));
      const months = compound ? years * 12 : level >= 4 && rng.bool() ? rng.pick([3, 6, 9, 18]) : years * 12;
      const ask = rng.pick(asks);
      let amountCents: number;
      if (compound) {
        // Exact bigint growth: P(1 + r)^n with r in basis points, rounded half up at the end.
        const n = BigInt(months / 12);
        const num = BigInt(principal) * (10000n + BigInt(rateBp)) ** n;
        const den = 10000n ** n;
        amountCents = Number((2n * num + den) / (2n * den));
      } else {
        amountCents = principal + roundCents(principal * rateBp * months, 10000 * 12);
      }
      const interest = amountCents - principal;
      const rateText = `${scaledDecimal(rateBp, 2)}%`;
      const timeText =
        months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
      const answerCents = ask === 'interest' ? interest : amountCents;
      return {
        params: { principal, rateBp, months, compound, ask },
        title: `${ask === 'interest' ? 'How much interest is earned' : 'What is the account balance at the end'}?`,
        description: `${money(principal)} is invested at ${rateText} per year ${compound ? 'compounded annually' : 'simple interest'} for ${timeText}. Round to the nearest cent and give the answer in dollars.`,
        answer: moneyAnswer(answerCents),
        answerKind: 'money',
        explanation: compound
          ? `$A = P(1 + r)^n = ${scaledDecimal(principal, 2)}(1 + ${scaledDecimal(rateBp, 4)})^{${months / 12}} \\approx ${moneyAnswer(amountCents)}$; interest is $A - P = ${moneyAnswer(interest)}$.`
          : `$I = Prt = ${scaledDecimal(principal, 2)} \\times ${scaledDecimal(rateBp, 4)} \\times ${months % 12 === 0 ? months / 12 : `\\frac{${months}}{12}`} = ${moneyAnswer(interest)}$${ask === 'amount' ? `; the balance is $P + I = ${moneyAnswer(amountCents)}$` : ''}.`,
      };
    },
    solve: (p) => {
      const principal = rat(p.principal, 100);
      const rate = rat(p.rateBp, 10000);
      if (p.compound) {
        const amount = roundToCent(mul(principal, pow(add(rat(1), rate), p.months / 12)));
        return moneyOut(p.ask === 'amount' ? amount : sub(amount, principal));
      }
      const interest = roundToCent(mul(mul(principal, rate), rat(p.months, 12)));
      return moneyOut(p.ask === 'amount' ? add(principal, interest) : interest);
    },
    complexity: (p) =>
      magnitude(p.principal / 100) +
      Math.log2(p.months / 12 + 1) * 2 +
      (p.rateBp % 100 !== 0 ? 1 : 0) +
      (p.rateBp % 50 !== 0 ? 1 : 0) +
      (p.months % 12 !== 0 ? 2 : 0),
  });
}

interface SavingsParams {
  goal: number;
  saved: number;
  weekly: number;
  spendWeekly: number;
}

/** Weeks needed to reach a savings goal, counting partial weeks as a full week. */
export function savingsGoalTask(name: string, description: string) {
  return defineTask<SavingsParams>({
    name,
    description,
    build(rng, level) {
      const goal = rng.int(5, byLevel(level, [15, 30, 60, 100, 200])) * 1000;
      const saved = level >= 2 ? rng.int(0, Math.floor(goal / 2000)) * 500 : 0;
      const weekly =
        rng.int(byLevel(level, [2, 3, 5, 10, 12]), byLevel(level, [8, 12, 20, 25, 30])) * 100 +
        (level >= 3 ? rng.pick([0, 25, 50, 75]) : 0);
      const spendWeekly = level >= 4 ? rng.int(1, Math.floor(weekly / 300)) * 100 : 0;
      const perWeek = weekly - spendWeekly;
      let weeks = 0;
      let balance = saved;
      while (balance < goal) {
        balance += perWeek;
        weeks += 1;
      }
      const who = rng.pick(NAMES);
      const item = rng.pick([
        'a bike',
        'a tablet',
        'a hockey camp',
        'a guitar',
        'a pair of skates',
        'a telescope',
      ]);
      return {
        params: { goal, saved, weekly, spendWeekly },
        title: `How many weeks until ${who} can buy ${item}?`,
        description: `${item[0]?.toUpperCase()}${item.slice(1)} costs ${money(goal)}. ${who} ${saved ? `has ${money(saved)} saved and ` : ''}earns ${money(weekly)} a week${spendWeekly ? ` but spends ${money(spendWeekly)} of it on snacks` : ''}. Give the number of whole weeks needed.`,
        answer: String(weeks),
        answerKind: 'number',
        explanation: `Amount still needed: ${money(goal - saved)}. Saved per week: ${money(perWeek)}. Divide and round up to a whole week: ${weeks}.`,
      };
    },
    solve: (p) => {
      const needed = sub(rat(p.goal), rat(p.saved));
      const q = div(needed, rat(p.weekly - p.spendWeekly));
      const whole = q.n / q.d + (q.n % q.d === 0n ? 0n : 1n);
      return (whole < 0n ? 0n : whole).toString();
    },
    complexity: (p) =>
      magnitude(p.goal / 100) + (p.saved ? 1 : 0) + (p.weekly % 100 !== 0 ? 1 : 0) + (p.spendWeekly ? 2 : 0),
  });
}

interface LedgerParams {
  start: number;
  entries: number[];
}

/** Running balance of an account after deposits, withdrawals and fees (may go below zero: overdraft). */
export function ledgerTask(context: 'chequing' | 'budget', name: string, description: string) {
  return defineTask<LedgerParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [2, 3, 4, 5, 6]);
      const big = byLevel(level, [50, 100, 300, 800, 1500]);
      const start = context === 'budget' ? 0 : rng.int(1, big) * 100 + (level >= 3 ? rng.int(0, 99) : 0);
      const entries = Array.from({ length: count }, (_, i) => {
        const cents = rng.int(1, big) * 100 + (level >= 2 ? rng.int(0, 19) * 5 : 0);
        if (context === 'budget') return i === 0 ? cents * count : -cents;
        return rng.bool() ? cents : -cents;
      });
      if (context === 'chequing' && level >= 2) entries.push(-rng.pick([395, 495, 1095, 1295])); // monthly account fee
      const finalBalance = entries.reduce((s, e) => s + e, start);
      const categories = rng.shuffle([
        'rent',
        'groceries',
        'transit',
        'phone',
        'savings',
        'internet',
        'gifts',
      ]);
      const labels = entries.map((e, i) => {
        if (context === 'budget')
          return i === 0 ? `income ${money(e)}` : `${categories[i - 1] as string} ${money(-e)}`;
        if (i === entries.length - 1 && level >= 2) return `monthly fee ${money(-e)}`;
        return e > 0 ? `deposit ${money(e)}` : `withdrawal ${money(-e)}`;
      });
      return {
        params: { start, entries },
        title: context === 'budget' ? 'Surplus or deficit?' : 'What is the closing balance?',
        description:
          context === 'budget'
            ? `A monthly budget lists ${labels.join(', ')}. Income minus expenses: what is the surplus (positive) or deficit (negative), in dollars?`
            : `A chequing account starts at ${money(start)}. Then: ${labels.join(', ')}. Give the balance in dollars (negative if overdrawn).`,
        answer: moneyAnswer(finalBalance),
        answerKind: 'money',
        explanation: `Add deposits and subtract withdrawals and fees in order: the result is ${money(finalBalance)}.`,
      };
    },
    solve: (p) => moneyOut(p.entries.reduce((s, e) => add(s, rat(e, 100)), rat(p.start, 100))),
    complexity: (p) => p.entries.length * 1.5 + magnitude(p.start / 100, ...p.entries.map((e) => e / 100)),
  });
}

interface ExchangeParams {
  amount: number;
  /** Foreign units per 1 CAD, in ten-thousandths. */
  rate: number;
  toCad: boolean;
  currency: string;
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
      const toCad = level >= 3 && rng.bool();
      const amount =
        rng.int(1, byLevel(level, [20, 50, 100, 200, 500])) * (level >= 4 ? 100 : 500) +
        (level >= 4 ? rng.int(0, 99) : 0);
      // CAD -> foreign: amount x rate; foreign -> CAD: amount / rate. Both rounded to the cent.
      const cents = toCad ? roundCents(amount * 10000, rate) : roundCents(amount * rate, 10000);
      const rateText = scaledDecimal(rate, 4);
      return {
        params: { amount, rate, toCad, currency: cur.code },
        title: toCad
          ? `How many Canadian dollars is ${scaledDecimal(amount, 2)} ${cur.code}?`
          : `How many ${cur.name} do you get for ${money(amount)} CAD?`,
        description: `The exchange rate is 1 CAD = ${rateText} ${cur.code}. Round to the nearest hundredth.`,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: toCad
          ? `Divide by the rate: ${scaledDecimal(amount, 2)} ÷ ${rateText} ≈ ${moneyAnswer(cents)} CAD.`
          : `Multiply by the rate: ${scaledDecimal(amount, 2)} × ${rateText} ≈ ${moneyAnswer(cents)} ${cur.code}.`,
      };
    },
    solve: (p) => {
      const amount = rat(p.amount, 100);
      const rate = rat(p.rate, 10000);
      return moneyOut(p.toCad ? div(amount, rate) : mul(amount, rate));
    },
    complexity: (p) =>
      magnitude(p.amount / 100) +
      (p.toCad ? 2 : 0) +
      (p.rate % 100 !== 0 ? 1 : 0) +
      (p.amount % 100 !== 0 ? 1 : 0),
  });
}

interface PercentMoneyParams {
  price: number;
  percents: number[];
  kinds: ('discount' | 'tax' | 'fee' | 'markup' | 'deduction')[];
}

/** Applying percents in sequence to a price: sale discounts, HST, card fees, payroll deductions. */
export function percentChainTask(
  scenario: 'sale' | 'cardFee' | 'payroll' | 'donation',
  name: string,
  description: string,
) {
  return defineTask<PercentMoneyParams>({
    name,
    description,
    build(rng, level) {
      // Realistic sizes per scenario: a weekly paycheque is bigger than a bake-sale total.
      const factor = { sale: 5, cardFee: 1, payroll: 20, donation: 3 }[scenario];
      const price =
        rng.int(2, byLevel(level, [10, 20, 50, 100, 300])) * 100 * factor + (level >= 4 ? rng.int(1, 99) : 0);
      let percents: number[];
      let kinds: PercentMoneyParams['kinds'];
      let text: string;
      const who = rng.pick(NAMES);
      switch (scenario) {
        case 'sale':
          percents =
            level >= 3 ? [rng.pick([10, 15, 20, 25, 30, 40]), HST_PERCENT] : [rng.pick([10, 20, 25, 50])];
          kinds = level >= 3 ? ['discount', 'tax'] : ['discount'];
          if (level === 5) {
            percents = [rng.pick([20, 25, 30]), rng.pick([10, 15]), HST_PERCENT];
            kinds = ['discount', 'discount', 'tax'];
          }
          text = `A jacket costs ${money(price)}. It is on sale for ${percents[0] as number}% off${level === 5 ? `, and ${who} has a coupon for a further ${percents[1] as number}% off the sale price` : ''}${kinds.includes('tax') ? `. Then 13% HST is added` : ''}. What is the final price? Round to the nearest cent.`;
          break;
        case 'cardFee':
          percents = [rng.pick([1, 2, 3]) + (level >= 3 ? rng.pick([0.5, 0]) : 0)];
          kinds = ['fee'];
          if (level >= 4) {
            percents.unshift(HST_PERCENT);
            kinds = ['tax', 'fee'];
          }
          text = `A store adds a ${percents.at(-1) as number}% fee when paying by credit card. ${who}'s purchase is ${money(price)}${level >= 4 ? ' before 13% HST' : ''}. How much does ${who} pay by credit card? Round to the nearest cent.`;
          break;
        case 'payroll':
          percents = [rng.int(10, byLevel(level, [15, 20, 25, 30, 35]))];
          kinds = ['deduction'];
          if (level >= 3) {
            percents.push(rng.int(2, 6));
            kinds.push('deduction');
          }
          text = `${who}'s gross pay is ${money(price)}. Deductions are ${percents.map((q) => `${q}%`).join(' and ')} of gross pay. What is the net pay? Round to the nearest cent.`;
          break;
        case 'donation':
          percents = [rng.pick([5, 10, 15, 20, 25, 30]) + (level >= 4 ? rng.pick([0.5, 0]) : 0)];
          kinds = ['deduction'];
          text = `${who} raised ${money(price)} at a bake sale and donates ${percents[0] as number}% to a food bank. How much is donated? Round to the nearest cent.`;
          break;
      }
      // Work in cents, rounding after each step as a till would.
      let cents = price;
      if (scenario === 'payroll') {
        const total = percents.reduce((s, q) => s + q, 0);
        cents = price - roundCents(price * total, 100);
      } else if (scenario === 'donation') {
        cents = roundCents(price * percents[0]! * 10, 1000);
      } else {
        kinds.forEach((k, i) => {
          const q = Math.round(percents[i]! * 10);
          cents =
            k === 'discount' ? cents - roundCents(cents * q, 1000) : cents + roundCents(cents * q, 1000);
        });
      }
      return {
        params: { price, percents, kinds: scenario === 'donation' ? ['markup'] : kinds },
        title:
          scenario === 'sale'
            ? 'Final sale price'
            : scenario === 'cardFee'
              ? 'Paying by credit card'
              : scenario === 'payroll'
                ? 'Net pay on an earnings statement'
                : 'Donating part of the money',
        description: text,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: `Find each percent of the current amount and ${scenario === 'donation' ? 'that is the donation' : 'add or subtract it'}, rounding to the cent: ${money(cents)}.`,
      };
    },
    solve: (p) => {
      let value = rat(p.price, 100);
      if (p.kinds[0] === 'markup')
        return moneyOut(roundToCent(mul(value, rat(Math.round(p.percents[0]! * 10), 1000))));
      if (p.kinds.every((k) => k === 'deduction')) {
        const total = p.percents.reduce((s, q) => s + q, 0);
        return moneyOut(sub(value, roundToCent(mul(value, rat(total, 100)))));
      }
      p.kinds.forEach((k, i) => {
        const part = roundToCent(mul(value, rat(Math.round(p.percents[i]! * 10), 1000)));
        value = k === 'discount' ? sub(value, part) : add(value, part);
      });
      return moneyOut(value);
    },
    complexity: (p) =>
      p.percents.length * 2 +
      magnitude(p.price / 100) +
      (p.price % 100 !== 0 ? 1 : 0) +
      (p.percents.some((q) => !Number.isInteger(q)) ? 1 : 0),
  });
}

interface UnitPriceParams {
  sizes: number[];
  prices: number[];
  unit: string;
}

/** Unit prices and the better buy. */
export function unitPriceTask(style: 'unit' | 'best', name: string, description: string) {
  return defineTask<UnitPriceParams>({
    name,
    description,
    build(rng, level) {
      const count = style === 'best' ? byLevel(level, [2, 2, 3, 3, 4]) : 1;
      const product = rng.pick([
        { what: 'cereal', unit: 'g', sizes: [350, 500, 750, 1000, 1200] },
        { what: 'juice', unit: 'mL', sizes: [250, 500, 1000, 1750, 2000] },
        { what: 'rice', unit: 'g', sizes: [500, 900, 2000, 4000, 8000] },
        { what: 'laundry soap', unit: 'L', sizes: [1, 2, 3, 4, 5] },
      ]);
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
      } while (style === 'best' && new Set(prices.map((p, i) => p / (sizes[i] as number))).size < count);
      const per = product.unit === 'L' ? 1 : 100;
      const perText = product.unit === 'L' ? '1 L' : `100 ${product.unit}`;
      if (style === 'unit') {
        const cents = roundCents((prices[0] as number) * per, sizes[0] as number);
        return {
          params: { sizes, prices, unit: product.unit },
          title: `What is the price per ${perText}?`,
          description: `A ${sizes[0] as number} ${product.unit} package of ${product.what} costs ${money(prices[0] as number)}. Round to the nearest cent.`,
          answer: moneyAnswer(cents),
          answerKind: 'money',
          explanation: `Divide the price by the number of ${perText} units: ${money(prices[0] as number)} ÷ ${(sizes[0] as number) / per} ≈ ${money(cents)}.`,
        };
      }
      let best = 0;
      sizes.forEach((s, i) => {
        if ((prices[i] as number) * (sizes[best] as number) < (prices[best] as number) * s) best = i;
      });
      const labels = sizes.map((s, i) => `${s} ${product.unit} for ${money(prices[i] as number)}`);
      return {
        params: { sizes, prices, unit: product.unit },
        title: `Which package of ${product.what} is the best value?`,
        description: 'Compare the unit prices.',
        answer: labels[best] as string,
        answerKind: 'text',
        explanation: `Unit prices: ${sizes.map((s, i) => `${money(prices[i] as number)} ÷ ${s} ${product.unit}`).join('; ')}. The lowest price per ${product.unit} is ${labels[best] as string}.`,
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
      const unitPrices = p.prices.map((price, i) => div(rat(price, 100), rat(p.sizes[i] as number)));
      if (p.sizes.length === 1) {
        const per = p.unit === 'L' ? 1 : 100;
        return moneyOut(mul(unitPrices[0]!, rat(per)));
      }
      let best = 0;
      unitPrices.forEach((u, i) => {
        const b = unitPrices[best]!;
        if (u.n * b.d < b.n * u.d) best = i;
      });
      return `${p.sizes[best] as number} ${p.unit} for $${toDecimalString(rat(p.prices[best] as number, 100), 2)}`;
    },
    complexity: (p) =>
      p.sizes.length * 2 +
      magnitude(...p.prices.map((c) => c / 100)) +
      (p.prices.some((c) => c % 5 !== 0) ? 1 : 0),
  });
}

export function pickName(rng: Rng): string {
  return rng.pick(NAMES);
}
