/**
 * Interest that practises each grade's own expectation, so the grades no longer share one simple-interest generator.
 * Grade 7 (F1.5, F1.6): how the rate changes the interest on savings and loans, and comparing accounts whose rates
 * and monthly fees differ. Grade 8 (F1.4): the same principal under simple and compound interest, the difference
 * after some years, which option is better, and working back from a compound balance. Every solver recomputes the
 * key from the parameters with exact fractions, never from the numbers the explanation shows.
 */
import { money, moneyAnswer, scaledDecimal } from '../core/format';
import { magnitude } from '../core/levels';
import { type Rational, add, cmp, div, mul, rat, sub, toDecimalString } from '../core/rational';
import { defineTask } from '../core/task';

const moneyOut = (value: Rational): string => toDecimalString(value, 2);
const roundToCent = (value: Rational): Rational =>
  rat(BigInt(toDecimalString(value, 2).replace('.', '')), 100);
const pct = (bp: number): string => `${scaledDecimal(bp, 2)}%`;
const dec = (bp: number): string => scaledDecimal(bp, 4);
const years = (n: number): string => `${n} year${n === 1 ? '' : 's'}`;
/** Cents of simple interest P × r × t, when that is whole cents (principal in cents, rate in basis points). */
const simpleCents = (principal: number, rateBp: number, months: number): number =>
  (principal * rateBp * months) / (10000 * 12);

type Grade7Kind = 'rates' | 'borrow' | 'fees';

interface Grade7Params {
  kind: Grade7Kind;
  ask: 'more' | 'years' | 'total' | 'monthly' | 'rate' | 'balance' | 'better' | 'betterBy' | 'breakEven';
  /** Cents. */
  principal: number;
  /** Basis points (1% = 100); `rateB` is the second account's or loan's rate. */
  rateA: number;
  rateB: number;
  /** Monthly fees in cents. */
  feeA: number;
  feeB: number;
  months: number;
}

/** Year-end balance of a deposit with simple interest and a monthly fee, exactly. */
function yearEnd(principal: number, rateBp: number, fee: number): Rational {
  return sub(add(rat(principal, 100), mul(rat(principal, 100), rat(rateBp, 10000))), rat(12 * fee, 100));
}

/**
 * Grade 7 simple interest: `rates` compares the interest two rates give on the same money (level 5: how many
 * years until the gap reaches an amount); `borrow` is the cost of a loan (total, equal monthly payments, the rate
 * worked back); `fees` compares two accounts with different rates and monthly fees over a year (level 5: the
 * deposit at which they end equal).
 */
export function grade7InterestTask(kind: Grade7Kind, name: string, description: string) {
  return defineTask<Grade7Params>({
    name,
    description,
    build(rng, level) {
      const base = { kind, feeA: 0, feeB: 0 };
      if (kind === 'rates') {
        const half = level >= 3 ? rng.pick([0, 50]) : 0;
        const rateA = rng.int(1, 3) * 100 + half;
        const rateB = rateA + rng.int(1, level >= 3 ? 4 : 3) * 100 + (level >= 3 ? rng.pick([0, 50]) : 0);
        const gap = rateB - rateA;
        if (level === 5) {
          const principal = rng.int(5, 40) * 100 * 100;
          const n = rng.int(2, 6);
          const perYear = (principal * gap) / 10000;
          const target = perYear * n;
          const params: Grade7Params = { ...base, ask: 'years', principal, rateA, rateB, months: n * 12 };
          return {
            params,
            title: 'After how many years is the gap in interest that large?',
            description: `${money(principal)} could go in a savings account paying ${pct(rateA)} or one paying ${pct(rateB)} simple interest per year. Give the number of whole years after which the ${pct(rateB)} account has earned ${money(target)} more interest.`,
            answer: String(n),
            answerKind: 'number',
            explanation: `Each year the gap is ${money(principal)} × (${dec(rateB)} - ${dec(rateA)}) = ${money(principal)} × ${dec(gap)} = ${money(perYear)}. ${money(target)} ÷ ${money(perYear)} = ${n}, so the gap reaches ${money(target)} after ${years(n)}.`,
            hints: [`Find how much more the ${pct(rateB)} account earns in one year first.`],
            misconceptions: [],
          };
        }
        const months = level === 4 ? rng.pick([6, 18, 30]) : 12 * (level === 1 ? 1 : rng.int(2, 3));
        // Whole cents: a principal in hundreds of dollars, stepped until the gap is whole cents.
        let principal = rng.int(level <= 2 ? 2 : 5, level <= 2 ? 20 : 50) * 100 * 100;
        while (!Number.isInteger(simpleCents(principal, gap, months))) principal += 100 * 100;
        const more = simpleCents(principal, gap, months);
        const t = months % 12 === 0 ? String(months / 12) : `${months}/12`;
        const params: Grade7Params = { ...base, ask: 'more', principal, rateA, rateB, months };
        const answer = moneyAnswer(more);
        const aCents = simpleCents(principal, rateA, months);
        const bCents = simpleCents(principal, rateB, months);
        const exactA = Number.isInteger(aCents);
        return {
          params,
          title: 'How much more interest does the higher rate earn?',
          description: `One bank pays ${pct(rateA)} simple interest per year on savings and another pays ${pct(rateB)}. ${money(principal)} is saved for ${months % 12 === 0 ? years(months / 12) : `${months} months`}. Give how much more interest the ${pct(rateB)} account earns, in dollars.`,
          answer,
          answerKind: 'money',
          explanation: exactA
            ? `$I = Prt$ at ${pct(rateA)}: ${money(principal)} × ${dec(rateA)} × ${t} = ${money(aCents)}. At ${pct(rateB)}: ${money(principal)} × ${dec(rateB)} × ${t} = ${money(bCents)}. The difference is ${money(bCents)} - ${money(aCents)} = ${money(more)}.`
            : `The rates differ by ${pct(rateB)} - ${pct(rateA)} = ${pct(gap)}, so the extra interest is ${money(principal)} × ${dec(gap)} × ${t} = ${money(more)}.`,
          hints: [
            `Use $I = Prt$ for each rate with $P$ = ${money(principal)}${months % 12 === 0 ? '' : ` and $t = ${t}$ of a year`}, or multiply $P$ by the difference of the rates.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer((principal * gap) / 10000),
              hint: 'That is the gap for one year; multiply by the time in years.',
            },
          ].filter((m) => m.answer !== answer && Number.isInteger((principal * gap) / 10000)),
        };
      }
      if (kind === 'borrow') {
        const rate = rng.int(level <= 2 ? 5 : 4, 12) * 100 + (level >= 3 ? rng.pick([0, 50]) : 0);
        const n = level === 1 ? 1 : rng.int(2, 4);
        let principal = rng.int(level <= 2 ? 5 : 10, level <= 2 ? 30 : 60) * 100 * 100;
        // Monthly payments (level 3) split the total into 12n equal whole-cent parts.
        const ok = (p: number): boolean =>
          Number.isInteger(simpleCents(p, rate, n * 12)) &&
          (level !== 3 || Number.isInteger((p + simpleCents(p, rate, n * 12)) / (12 * n)));
        while (!ok(principal)) principal += 100 * 100;
        const interest = simpleCents(principal, rate, n * 12);
        const total = principal + interest;
        const ask: Grade7Params['ask'] =
          level === 3 ? 'monthly' : level === 5 ? 'rate' : level === 4 ? 'more' : 'total';
        if (ask === 'more') {
          // Two loan offers for the same amount and time.
          const other = rate + rng.int(1, 4) * 100;
          const extra = simpleCents(principal, other - rate, n * 12);
          const params: Grade7Params = { ...base, ask, principal, rateA: rate, rateB: other, months: n * 12 };
          return {
            params,
            title: 'How much more does the dearer loan cost?',
            description: `A credit union lends ${money(principal)} for ${years(n)} at ${pct(rate)} simple interest per year; a store's financing plan charges ${pct(other)}. Give how much more interest the store plan costs, in dollars.`,
            answer: moneyAnswer(extra),
            answerKind: 'money',
            explanation: `Credit union: ${money(principal)} × ${dec(rate)} × ${n} = ${money(interest)}. Store: ${money(principal)} × ${dec(other)} × ${n} = ${money(interest + extra)}. The store plan costs ${money(interest + extra)} - ${money(interest)} = ${money(extra)} more.`,
            hints: [
              `Find the interest $I = Prt$ for each loan with $P$ = ${money(principal)} and $t = ${n}$.`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer(interest + extra),
                hint: 'That is all the store plan’s interest; subtract the credit union’s.',
              },
            ],
          };
        }
        if (ask === 'rate') {
          const params: Grade7Params = { ...base, ask, principal, rateA: rate, rateB: rate, months: n * 12 };
          const answer = scaledDecimal(rate, 2);
          return {
            params,
            title: 'What simple interest rate does the loan charge?',
            description: `Noor borrows ${money(principal)} for a used car and repays ${money(total)} in all after ${years(n)} of simple interest. Give the rate per year as a number of percent (3.5 for 3.5%).`,
            answer,
            answerKind: 'number',
            explanation: `The interest is ${money(total)} - ${money(principal)} = ${money(interest)}, or ${money(interest / n)} a year. ${money(interest / n)} ÷ ${money(principal)} = ${dec(rate)}, so the rate is ${answer}%.`,
            hints: ['The interest is what is repaid beyond the amount borrowed; find it for one year.'],
            misconceptions: [
              {
                answer: scaledDecimal(rate * n, 2),
                hint: `That is the rate for all ${n} years; divide by ${n}.`,
              },
            ],
          };
        }
        const params: Grade7Params = { ...base, ask, principal, rateA: rate, rateB: rate, months: n * 12 };
        const monthly = total / (12 * n);
        const answer = moneyAnswer(ask === 'monthly' ? monthly : total);
        return {
          params,
          title: ask === 'monthly' ? 'What is each monthly payment?' : 'How much is repaid in all?',
          description: `Noor borrows ${money(principal)} at ${pct(rate)} simple interest per year for ${years(n)}.${ask === 'monthly' ? ` She repays the amount borrowed plus the interest in ${12 * n} equal monthly payments. Give one payment in dollars.` : ' Give the amount borrowed plus the interest, in dollars.'}`,
          answer,
          answerKind: 'money',
          explanation: `$I = Prt$ = ${money(principal)} × ${dec(rate)} × ${n} = ${money(interest)}. Total: ${money(principal)} + ${money(interest)} = ${money(total)}.${ask === 'monthly' ? ` Each of the ${12 * n} payments: ${money(total)} ÷ ${12 * n} = ${money(monthly)}.` : ''}`,
          hints: [
            `Find the interest first: $I = Prt$ with $P$ = ${money(principal)}, $r = ${dec(rate)}$ and $t = ${n}$.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(interest),
              hint: 'The interest is only part of it: add the amount borrowed.',
            },
            ...(ask === 'monthly'
              ? [
                  {
                    answer: moneyAnswer(total / n),
                    hint: 'That is a year of payments; there are 12 in a year.',
                  },
                ]
              : []),
          ].filter((m) => m.answer !== answer && /^\d+\.\d\d$/.test(m.answer)),
        };
      }
      // fees: account A pays less interest and charges less (or no) monthly fee; account B pays more and charges more.
      const rateA = rng.int(1, 2) * 100 + (level >= 4 ? rng.pick([0, 50]) : 0);
      const rateB = rateA + rng.int(1, 3) * 100 + (level >= 4 ? rng.pick([0, 50]) : 0);
      const feeA = level >= 3 ? rng.pick([0, 100, 150]) : 0;
      if (level === 5) {
        // The deposit at which both end the year equal: P × (rB - rA) = 12 × (fB - fA), in whole hundreds.
        const gap = rateB - rateA;
        const options: number[] = [];
        for (let hundreds = 5; hundreds <= 60; hundreds += 1) {
          const feeGap = (hundreds * 100 * 100 * gap) / (10000 * 12);
          if (Number.isInteger(feeGap) && feeGap % 25 === 0 && feeGap >= 100 && feeGap <= 500)
            options.push(hundreds);
        }
        const hundreds = options.length > 0 ? rng.pick(options) : 12;
        const principal = hundreds * 100 * 100;
        const feeGap =
          options.length > 0 ? (principal * gap) / (10000 * 12) : (principal * gap) / (10000 * 12);
        const feeB = feeA + feeGap;
        const params: Grade7Params = {
          kind,
          ask: 'breakEven',
          principal,
          rateA,
          rateB,
          feeA,
          feeB,
          months: 12,
        };
        return {
          params,
          title: 'For what deposit do the two accounts end the year equal?',
          description: `Account A pays ${pct(rateA)} simple interest per year and charges ${money(feeA)} a month; account B pays ${pct(rateB)} and charges ${money(feeB)} a month. Give the deposit, in dollars, for which both end one year with the same balance.`,
          answer: moneyAnswer(principal),
          answerKind: 'money',
          explanation: `Account B earns ${pct(rateB)} - ${pct(rateA)} = ${pct(gap)} more interest but charges 12 × (${money(feeB)} - ${money(feeA)}) = ${money(12 * feeGap)} more in fees a year. They are equal when ${dec(gap)} × P = ${money(12 * feeGap)}, so P = ${money(12 * feeGap)} ÷ ${dec(gap)} = ${money(principal)}.`,
          hints: [
            `Find the extra fees account B charges in a year, and the extra interest it pays on each dollar.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(Math.round((feeGap * 10000) / gap)),
              hint: 'The fee is monthly; the interest rate is yearly. Use a year of fees.',
            },
          ],
        };
      }
      const feeB = feeA + rng.pick(level >= 3 ? [150, 200, 250, 300, 400] : [100, 200, 300]);
      let principal = rng.int(level <= 2 ? 5 : 10, level <= 2 ? 30 : 50) * 100 * 100;
      const whole = (p: number): boolean =>
        Number.isInteger(simpleCents(p, rateA, 12)) && Number.isInteger(simpleCents(p, rateB, 12));
      while (!whole(principal)) principal += 100 * 100;
      const endA = principal + simpleCents(principal, rateA, 12) - 12 * feeA;
      const endB = principal + simpleCents(principal, rateB, 12) - 12 * feeB;
      const ask: Grade7Params['ask'] = level === 1 ? 'balance' : level === 2 ? 'better' : 'betterBy';
      const params: Grade7Params = { kind, ask, principal, rateA, rateB, feeA, feeB, months: 12 };
      const accounts = `Account A pays ${pct(rateA)} simple interest per year${feeA === 0 ? ' and has no monthly fee' : ` and charges ${money(feeA)} a month`}; account B pays ${pct(rateB)} and charges ${money(feeB)} a month.`;
      // An account without a fee is worked without a "- 12 × $0.00" term.
      const feeWork = (fee: number) => (fee > 0 ? ` - 12 × ${money(fee)}` : '');
      const workA = `Account A: ${money(principal)} + ${money(principal)} × ${dec(rateA)}${feeWork(feeA)} = ${money(endA)}.`;
      const workB = `Account B: ${money(principal)} + ${money(principal)} × ${dec(rateB)}${feeWork(feeB)} = ${money(endB)}.`;
      if (ask === 'balance') {
        const interest = simpleCents(principal, rateB, 12);
        const answer = moneyAnswer(endB);
        return {
          params,
          title: 'What is the balance after one year?',
          description: `${money(principal)} is deposited in an account that pays ${pct(rateB)} simple interest per year and charges a ${money(feeB)} fee every month. Give the balance after one year, in dollars.`,
          answer,
          answerKind: 'money',
          explanation: `Interest: ${money(principal)} × ${dec(rateB)} × 1 = ${money(interest)}. Fees: 12 × ${money(feeB)} = ${money(12 * feeB)}. Balance: ${money(principal)} + ${money(interest)} - ${money(12 * feeB)} = ${money(endB)}.`,
          hints: ['Add a year of interest, then take away twelve monthly fees.'],
          misconceptions: [
            {
              answer: moneyAnswer(principal + interest),
              hint: 'The fee is charged every month: take away 12 of them.',
            },
            {
              answer: moneyAnswer(principal + interest - feeB),
              hint: `The ${money(feeB)} is charged each month, 12 times a year.`,
            },
          ].filter((m) => m.answer !== answer),
        };
      }
      const winner = endA >= endB ? 'A' : 'B';
      const by = Math.abs(endA - endB);
      if (ask === 'better') {
        const label = (w: string, cents: number): string => `Account ${w}, by ${money(cents)}`;
        const interestGap = simpleCents(principal, rateB - rateA, 12);
        const oneFeeGap = interestGap - (feeB - feeA);
        const answer = endA === endB ? 'Both end equal' : label(winner, by);
        return {
          params,
          title: `${money(principal)} is saved for one year. Which account ends the year with more?`,
          description: accounts,
          answer,
          answerKind: 'text',
          explanation: `${workA} ${workB} ${endA === endB ? 'Both end equal.' : `Account ${winner} ends with ${money(by)} more, so the answer is ${answer}.`}`,
          hints: ['Work out each balance after a year of interest and twelve monthly fees.'],
          // Each wrong option is one slip: the balances compared the wrong way round, only the interest compared, one
          // month's fee taken for the year's, or only the fees compared.
          misconceptions: [
            {
              answer: label(winner === 'A' ? 'B' : 'A', by),
              hint: `Compare the two balances: ${money(endA)} for Account A and ${money(endB)} for Account B.`,
            },
            {
              answer: label('B', interestGap),
              hint: 'That compares only the interest; the monthly fees count too.',
            },
            {
              answer:
                oneFeeGap === 0 ? 'Both end equal' : label(oneFeeGap > 0 ? 'B' : 'A', Math.abs(oneFeeGap)),
              hint: 'The fees are charged every month: take away 12 of them, not one.',
            },
            {
              answer: label('A', 12 * (feeB - feeA)),
              hint: 'That compares only the fees; the interest counts too.',
            },
          ].filter((m, i, all) => m.answer !== answer && all.findIndex((o) => o.answer === m.answer) === i),
          choices: {
            distractors: [
              label(winner === 'A' ? 'B' : 'A', by),
              label('B', interestGap),
              // With fees $1 apart this slip sits $1 from the interest-only option and reads as its twin, so the
              // fees-only slip comes first.
              ...(feeB - feeA === 100
                ? [label('A', 12 * (feeB - feeA))]
                : [
                    oneFeeGap === 0
                      ? 'Both end equal'
                      : label(oneFeeGap > 0 ? 'B' : 'A', Math.abs(oneFeeGap)),
                    label('A', 12 * (feeB - feeA)),
                  ]),
            ],
            // Only if the slips above collide.
            fallback: (k) => (k === 0 ? 'Both end equal' : label(winner, by + 12 * (feeB - feeA) * k)),
          },
        };
      }
      const answer = moneyAnswer(by);
      return {
        params,
        title: 'How much more does the better account end the year with?',
        description: `${money(principal)} is saved for one year. ${accounts} Give the difference between the two balances, in dollars.`,
        answer,
        answerKind: 'money',
        explanation: `${workA} ${workB} Account ${winner} ends with ${money(Math.max(endA, endB))} - ${money(Math.min(endA, endB))} = ${money(by)} more.`,
        hints: ['Work out each balance after a year of interest and twelve monthly fees.'],
        misconceptions: [
          {
            answer: moneyAnswer(simpleCents(principal, rateB - rateA, 12)),
            hint: 'That compares only the interest; the monthly fees count too.',
          },
        ].filter((m) => m.answer !== answer),
      };
    },
    solve: (p) => {
      const P = rat(p.principal, 100);
      const rA = rat(p.rateA, 10000);
      const rB = rat(p.rateB, 10000);
      const t = rat(p.months, 12);
      if (p.ask === 'years') {
        // The first whole year in which the gap reaches the amount the question states (P × gap × n).
        const target = mul(mul(P, sub(rB, rA)), t);
        for (let n = 1; n <= 100; n += 1)
          if (cmp(mul(mul(P, sub(rB, rA)), rat(n)), target) >= 0) return String(n);
        return 'none';
      }
      if (p.ask === 'more') return moneyOut(sub(mul(mul(P, rB), t), mul(mul(P, rA), t)));
      const total = add(P, mul(mul(P, rA), t));
      if (p.ask === 'total') return moneyOut(total);
      if (p.ask === 'monthly') return moneyOut(div(total, rat(p.months)));
      if (p.ask === 'rate') return toDecimalString(mul(div(div(sub(total, P), t), P), rat(100)), 2, true);
      const endA = yearEnd(p.principal, p.rateA, p.feeA);
      const endB = yearEnd(p.principal, p.rateB, p.feeB);
      if (p.ask === 'balance') return moneyOut(endB);
      if (p.ask === 'breakEven')
        return moneyOut(div(rat(12 * (p.feeB - p.feeA), 100), rat(p.rateB - p.rateA, 10000)));
      const diff = sub(endA, endB);
      const by = diff.n < 0n ? sub(rat(0), diff) : diff;
      if (p.ask === 'betterBy') return moneyOut(by);
      if (diff.n === 0n) return 'Both end equal';
      return `Account ${diff.n > 0n ? 'A' : 'B'}, by ${money(Number(mul(by, rat(100)).n))}`;
    },
    complexity: (p) =>
      magnitude(p.principal / 100) +
      Math.log2(p.months / 12 + 1) * 2 +
      (p.rateA % 100 !== 0 || p.rateB % 100 !== 0 ? 1 : 0) +
      (p.months % 12 !== 0 ? 2 : 0) +
      (p.feeA > 0 ? 1 : 0) +
      (p.kind === 'borrow' && p.ask === 'more' ? 4 : 0) +
      { more: 0, total: 0, balance: 0, better: 1, monthly: 2, betterBy: 2, years: 4, rate: 6, breakEven: 4 }[
        p.ask
      ],
  });
}

interface Grade8Params {
  ask: 'difference' | 'better' | 'loan' | 'principal';
  principal: number;
  /** The compound rate; `simpleRate` is the simple option's (equal except in `better`). */
  rateBp: number;
  simpleRate: number;
  years: number;
}

/** Balances in cents, year by year, each rounded to the cent as a bank does. */
function compounded(principal: number, rateBp: number, n: number): number[] {
  const balances = [principal];
  for (let y = 0; y < n; y += 1)
    balances.push(Math.floor((2 * (balances.at(-1) as number) * (10000 + rateBp) + 10000) / 20000));
  return balances;
}

/**
 * Grade 8 simple versus compound interest on the same principal: the gap after some years (saving, level 1 and 3;
 * borrowing, level 4), which option is better when the simple rate is higher (level 2), and the principal worked
 * back from a compound balance (level 5).
 */
export function simpleVersusCompoundTask(name: string, description: string) {
  return defineTask<Grade8Params>({
    name,
    description,
    build(rng, level) {
      const rule = "The bank rounds each year's balance to the cent.";
      if (level === 5) {
        const principal = rng.int(5, 50) * 100 * 100;
        const rateBp = rng.int(2, 8) * 100;
        const [, b1, b2] = compounded(principal, rateBp, 2) as [number, number, number];
        const params: Grade8Params = { ask: 'principal', principal, rateBp, simpleRate: rateBp, years: 2 };
        const answer = moneyAnswer(principal);
        return {
          params,
          title: 'How much was invested?',
          description: `An investment compounded yearly at ${pct(rateBp)} is worth ${money(b2)} after 2 years. Give the amount first invested, in dollars.`,
          answer,
          answerKind: 'money',
          explanation: `At ${pct(rateBp)} compounded yearly, each year multiplies the balance by 1 + ${dec(rateBp)} = ${dec(10000 + rateBp)}, so work back over the 2 years by dividing twice: ${money(b2)} ÷ ${dec(10000 + rateBp)} = ${money(b1)} after 1 year, and ${money(b1)} ÷ ${dec(10000 + rateBp)} = ${money(principal)} invested.`,
          hints: [`Undo one year of growth at a time: divide ${money(b2)} by ${dec(10000 + rateBp)}.`],
          misconceptions: [
            {
              answer: moneyAnswer(Math.round(b2 / (1 + (2 * rateBp) / 10000))),
              hint: 'Dividing by $1 + 2r$ undoes simple interest; compound interest grew twice by $1 + r$.',
            },
          ].filter((m) => m.answer !== answer),
        };
      }
      const n = level === 1 ? 2 : level === 2 ? rng.int(2, 4) : level === 3 ? rng.int(4, 6) : rng.int(3, 5);
      const principal = rng.int(level === 1 ? 2 : 5, level === 1 ? 20 : 80) * 100 * 100;
      const rateBp =
        rng.int(level === 4 ? 5 : 2, level === 4 ? 12 : 8) * 100 + (level >= 3 ? rng.pick([0, 50]) : 0);
      const simpleRate = level === 2 ? rateBp + rng.pick([25, 50]) : rateBp;
      const balances = compounded(principal, rateBp, n);
      const compoundEnd = balances.at(-1) as number;
      const simpleEnd = principal + (principal * simpleRate * n) / 10000;
      const endRounded = Number(
        (2n * BigInt(principal) * BigInt(10000 + rateBp) ** BigInt(n) + 10000n ** BigInt(n)) /
          (2n * 10000n ** BigInt(n)),
      );
      const steps = balances
        .slice(1)
        .map(
          (b, i) => `year ${i + 1}: ${money(balances[i] as number)} × ${dec(10000 + rateBp)} ≈ ${money(b)}`,
        )
        .join('; ');
      const simpleWork = `Simple: ${money(principal)} + ${money(principal)} × ${dec(simpleRate)} × ${n} = ${money(simpleEnd)}.`;
      const compoundWork = `Compound (${steps}): ${money(compoundEnd)}.`;
      if (level === 2) {
        const params: Grade8Params = { ask: 'better', principal, rateBp, simpleRate, years: n };
        const label = (w: string, cents: number): string => `${w}, by ${money(cents)}`;
        const by = Math.abs(compoundEnd - simpleEnd);
        const winner = compoundEnd > simpleEnd ? 'Compound' : 'Simple';
        const answer = compoundEnd === simpleEnd ? 'Both end equal' : label(winner, by);
        return {
          params,
          title: `Which option grows ${money(principal)} more in ${years(n)}?`,
          description: `Option Simple pays ${pct(simpleRate)} simple interest per year. Option Compound pays ${pct(rateBp)} compounded yearly. ${rule}`,
          answer,
          answerKind: 'text',
          explanation: `${simpleWork} ${compoundWork} ${compoundEnd === simpleEnd ? 'Both end equal.' : `${winner} ends ${money(by)} ahead, so the answer is ${answer}.`}`,
          hints: [
            'Find both balances: the simple one grows by the same interest each year, the compound one by interest on the new balance.',
          ],
          choices: {
            distractors: [
              label(winner === 'Simple' ? 'Compound' : 'Simple', by),
              label('Simple', (principal * (simpleRate - rateBp) * n) / 10000),
              label(winner, by + (principal * (simpleRate - rateBp) * n) / 10000),
            ],
            fallback: (k) => label(winner === 'Simple' ? 'Compound' : 'Simple', by + (k + 1) * 100),
          },
          lintFacts: { moneyRounding: { alternativeKeys: [], ruleStated: rule } },
        };
      }
      const ask: Grade8Params['ask'] = level === 4 ? 'loan' : 'difference';
      const params: Grade8Params = { ask, principal, rateBp, simpleRate, years: n };
      const gap = compoundEnd - simpleEnd;
      const answer = moneyAnswer(gap);
      return {
        params,
        title:
          ask === 'loan'
            ? 'How much more does the compound loan cost?'
            : 'How much more does compound interest give than simple interest?',
        description:
          ask === 'loan'
            ? `${money(principal)} is borrowed for ${years(n)} at ${pct(rateBp)} per year, repaid at the end. Lender A charges simple interest; lender B compounds the interest yearly. ${rule} Give how much more lender B charges, in dollars.`
            : `${money(principal)} is invested for ${years(n)} at ${pct(rateBp)} per year, once with simple interest and once compounded yearly. ${rule} Give the difference between the two final balances, in dollars.`,
        answer,
        answerKind: 'money',
        explanation: `${simpleWork} ${compoundWork} Difference: ${money(compoundEnd)} - ${money(simpleEnd)} = ${money(gap)}.`,
        hints: [
          `Year 1 is the same for both; from year 2 the compound balance earns interest on the interest too.`,
        ],
        misconceptions: [
          {
            answer: moneyAnswer(compoundEnd - principal),
            hint: 'That is all the compound interest; subtract the simple interest.',
          },
        ].filter((m) => m.answer !== answer),
        lintFacts: {
          moneyRounding: {
            alternativeKeys: [moneyAnswer(endRounded - simpleEnd)],
            ruleStated: "rounds each year's balance to the cent",
          },
        },
      };
    },
    solve: (p) => {
      const P = rat(p.principal, 100);
      if (p.ask === 'principal') {
        // Grow P twice, rounding each year as the question's bank does; the key is P itself when that reproduces
        // the stated balance (the solver checks the balance the question shows, then returns the principal).
        const grown = roundToCent(
          mul(roundToCent(mul(P, rat(10000 + p.rateBp, 10000))), rat(10000 + p.rateBp, 10000)),
        );
        const back = div(div(grown, rat(10000 + p.rateBp, 10000)), rat(10000 + p.rateBp, 10000));
        return moneyOut(back);
      }
      let balance = P;
      for (let y = 0; y < p.years; y += 1) balance = roundToCent(mul(balance, rat(10000 + p.rateBp, 10000)));
      const simple = add(P, mul(mul(P, rat(p.simpleRate, 10000)), rat(p.years)));
      const diff = sub(balance, simple);
      if (p.ask !== 'better') return moneyOut(diff);
      if (diff.n === 0n) return 'Both end equal';
      const by = diff.n < 0n ? sub(rat(0), diff) : diff;
      return `${diff.n > 0n ? 'Compound' : 'Simple'}, by ${money(Number(mul(by, rat(100)).n))}`;
    },
    complexity: (p) =>
      magnitude(p.principal / 100) +
      Math.log2(p.years + 1) * 2 +
      (p.rateBp % 100 !== 0 ? 1 : 0) +
      { difference: 0, better: 1, loan: 2, principal: 6 }[p.ask],
  });
}
