/**
 * Grade 6 F1.4: what an interest rate is, and the interest rates and fees on accounts and loans, for one year only
 * (Grade 7 takes I = Prt over several years). Task 55 asks the interest itself (a year's interest as a percent of
 * the balance, a rate per month turned into a rate per year, whether interest or a fee wins, a loan's interest as
 * its cost, working back to the balance); task 56 asks the balance (after a year's interest, which of two rates pays
 * more, after interest and a fee, what a loan costs in all, working back to the deposit). The solver recomputes
 * every amount in exact fractions from the parameters.
 */
import { money, moneyAnswer } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { type Rational, add, cmp, div, mul, rat, sub, toDecimalString } from '../core/rational';
import { defineTask } from '../core/task';

type Ask =
  | 'interest'
  | 'perMonth'
  | 'growShrink'
  | 'loanCost'
  | 'backPrincipal'
  | 'balance'
  | 'whichRate'
  | 'afterFee'
  | 'owe'
  | 'backDeposit';

interface Params {
  ask: Ask;
  /** Dollars in the account or borrowed. */
  principal: number;
  /** Percent per year (for perMonth and whichRate's Account B: tenths of a percent per month). */
  rate: number;
  /** Dollars: the yearly fee (growShrink, afterFee); for whichRate, Account B's monthly rate in tenths of a percent. */
  other: number;
}

const cents = (r: Rational): string => toDecimalString(r, 2);
const pct = (p: number): Rational => rat(p, 100);
const yearInterest = (p: Params): Rational => mul(rat(p.principal), pct(p.rate));
const tenths = (t: number): string => toDecimalString(rat(t, 10), 1, true);

const SAVERS = ['Maya', 'Jordan', 'Aanya', 'Liam', 'Noor', 'Ethan'];
const BANKS = [
  'a credit union in London',
  'a bank in Thunder Bay',
  'a bank in Barrie',
  'a credit union in Windsor',
];

export function grade6InterestTask(kind: 'earned' | 'balance', name: string, description: string) {
  return defineTask<Params>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<Ask>(
        level,
        kind === 'earned'
          ? ['interest', 'perMonth', 'growShrink', 'loanCost', 'backPrincipal']
          : ['balance', 'whichRate', 'afterFee', 'owe', 'backDeposit'],
      );
      const who = rng.pick(SAVERS);
      const bank = rng.pick(BANKS);
      const principal = level <= 2 ? 100 * rng.int(2, 9) : 50 * rng.int(5, 40);
      const rate = rng.int(1, level >= 4 ? 9 : 5);
      let other = 0;
      if (ask === 'perMonth') other = rng.int(1, 9);
      if (ask === 'whichRate') {
        other = rng.int(1, 5);
        // Never equal: 12 months × the monthly rate must differ from the yearly rate.
        if (other * 12 === rate * 10) other += 1;
      }
      if (ask === 'growShrink' || ask === 'afterFee') other = rng.int(1, 4) * 6;
      const params: Params = { ask, principal, rate: ask === 'perMonth' ? 0 : rate, other };
      const interest = rat(principal * rate, 100);
      const i$ = money(principal * rate);
      const P$ = money(principal * 100);
      const work = `${rate}% of ${P$} is ${rate}/100 × ${principal} = ${i$}`;
      if (ask === 'interest')
        return {
          params,
          title: `${who} keeps ${P$} in a savings account at ${bank} for one year. The account pays ${rate}% interest per year. How much interest does ${who} earn?`,
          answer: cents(interest),
          answerKind: 'money',
          explanation: `An interest rate of ${rate}% per year means the bank pays ${rate} ${rate === 1 ? 'cent' : 'cents'} for every dollar each year. ${work}, so ${who} earns ${i$}.`,
          hints: [`Find ${rate}% of ${P$}.`],
          misconceptions: [
            {
              answer: moneyAnswer(principal * 100 + principal * rate),
              hint: 'That is the balance; the question asks for the interest.',
            },
          ],
        };
      if (ask === 'balance')
        return {
          params,
          title: `${who} puts ${P$} in a savings account at ${bank} that pays ${rate}% interest per year. What is the balance after one year?`,
          answer: moneyAnswer(principal * 100 + principal * rate),
          answerKind: 'money',
          explanation: `The interest is added to the balance at the end of the year. ${work}. The balance is ${P$} + ${i$} = ${money(principal * 100 + principal * rate)}.`,
          hints: [`Find ${rate}% of ${P$}, then add it to ${P$}.`],
          misconceptions: [
            { answer: cents(interest), hint: 'That is the interest; add it to the money already saved.' },
          ],
        };
      if (ask === 'perMonth') {
        const answer = tenths(other * 12);
        return {
          params,
          title: `An account at ${bank} pays ${tenths(other)}% interest per month. What rate is that per year, as a percent? (Money left in for a whole year earns the monthly interest 12 times.)`,
          answer,
          answerKind: 'number',
          explanation: `A year has 12 months, so ${tenths(other)}% per month is 12 × ${tenths(other)}% = ${answer}% per year.`,
          hints: ['How many months are in a year?'],
          misconceptions: [{ answer: tenths(other), hint: 'That is the rate for one month only.' }],
        };
      }
      if (ask === 'growShrink' || ask === 'afterFee') {
        const change = principal * rate - other * 100;
        const end = principal * 100 + change;
        const feeLine = `The fee takes away ${money(other * 100)}. ${i$} - ${money(other * 100)} = ${money(Math.abs(change))}`;
        if (ask === 'growShrink') {
          const label = (c: number): string =>
            c === 0 ? 'It stays the same' : `It ${c > 0 ? 'grows' : 'shrinks'} by ${money(Math.abs(c))}`;
          const answer = label(change);
          return {
            params,
            title: `${who}'s account at ${bank} holds ${P$}. It pays ${rate}% interest per year and charges a fee of ${money(other * 100)} per year. After one year, does the balance grow or shrink, and by how much?`,
            answer,
            answerKind: 'text',
            explanation: `Interest adds money and a fee takes money away. The interest: ${work}. ${change >= 0 ? `${feeLine}, so the balance grows.` : `The fee of ${money(other * 100)} is more than the interest: ${money(other * 100)} - ${i$} = ${money(-change)}, so the balance shrinks.`} ${answer}.`,
            hints: [`Find ${rate}% of ${P$}, then compare it with the fee.`],
            choices: {
              // The comparison the wrong way round, the interest alone, the fee alone, and the fee added as if it
              // were interest.
              distractors: [
                label(-change),
                label(principal * rate),
                label(-other * 100),
                label(principal * rate + other * 100),
              ].filter((d) => d !== answer),
              fallback: (k) => (k === 0 ? 'It stays the same' : label(change + k * 100)),
            },
          };
        }
        return {
          params,
          title: `${who}'s account at ${bank} holds ${P$}. It pays ${rate}% interest per year and charges a fee of ${money(other * 100)} per year. What is the balance after one year?`,
          answer: moneyAnswer(end),
          answerKind: 'money',
          explanation: `The interest: ${work}. The fee is ${money(other * 100)}. ${P$} + ${i$} - ${money(other * 100)} = ${money(end)}.`,
          hints: ['Add the interest, then take away the fee.'],
          misconceptions: [
            {
              answer: moneyAnswer(principal * 100 + principal * rate),
              hint: 'The fee comes out of the balance too.',
            },
          ],
        };
      }
      if (ask === 'whichRate') {
        const a = principal * rate;
        const b = (principal * other * 12) / 10;
        const label = (w: 'A' | 'B', c: number): string => `Account ${w}, ${money(Math.round(c))} in a year`;
        const answer = a > b ? label('A', a) : label('B', b);
        return {
          params,
          title: `${who} has ${P$} to save for one year. Account A pays ${rate}% per year. Account B pays ${tenths(other)}% per month. Which account pays more interest in the year, and how much?`,
          answer,
          answerKind: 'text',
          explanation: `Account A: ${work}. Account B: 12 × ${tenths(other)}% = ${tenths(other * 12)}% per year, and ${tenths(other * 12)}% of ${P$} is ${money(Math.round(b))}. The answer is ${answer}.`,
          hints: ['Turn the rate per month into a rate per year first: multiply by 12.'],
          // Each wrong option is one slip: the smaller year's interest picked, Account B's month taken for its year,
          // or Account A's yearly rate multiplied by 12 as well. The four amounts always differ (see the rates).
          misconceptions: [
            {
              answer: a > b ? label('B', b) : label('A', a),
              hint: 'Both amounts are for the whole year now: the account with the greater amount pays more.',
            },
            {
              answer: label('B', (principal * other) / 10),
              hint: `That is one month of Account B's interest; a year has 12 months.`,
            },
            {
              answer: label('A', a * 12),
              hint: `Account A's ${rate}% is already per year; only Account B's rate is per month.`,
            },
          ],
          choices: {
            distractors: [
              a > b ? label('B', b) : label('A', a),
              label('B', (principal * other) / 10),
              label('A', a * 12),
            ],
          },
        };
      }
      if (ask === 'loanCost' || ask === 'owe') {
        const total = principal * 100 + principal * rate;
        const title =
          ask === 'loanCost'
            ? `${who} borrows ${P$} from ${bank} for one year to buy a bike. The loan charges ${rate}% interest per year. How much does borrowing the money cost ${who}?`
            : `${who} borrows ${P$} from ${bank} for one year. The loan charges ${rate}% interest per year. How much must ${who} pay back in all after one year?`;
        return {
          params,
          title,
          answer: ask === 'loanCost' ? cents(interest) : moneyAnswer(total),
          answerKind: 'money',
          explanation:
            ask === 'loanCost'
              ? `On a loan, interest is what borrowing costs. ${work}, so borrowing costs ${who} ${i$}.`
              : `On a loan, interest is added to what is owed. ${work}. ${who} pays back ${P$} + ${i$} = ${money(total)}.`,
          hints: [`Find ${rate}% of ${P$}.`],
          misconceptions: [
            ask === 'loanCost'
              ? {
                  answer: moneyAnswer(total),
                  hint: 'That is everything paid back; the cost is only the interest.',
                }
              : {
                  answer: cents(interest),
                  hint: 'That is only the interest; the borrowed money is paid back too.',
                },
          ],
        };
      }
      if (ask === 'backPrincipal')
        return {
          params,
          title: `After one year, ${who}'s savings account at ${bank} paid ${i$} interest at ${rate}% per year. How much was in the account during the year?`,
          answer: moneyAnswer(principal * 100),
          answerKind: 'money',
          explanation: `${rate}% of the balance is ${i$}, so 1% of it is ${i$} ÷ ${rate} = ${money(principal)}, and 100% is 100 × ${money(principal)} = ${P$}. Check: ${rate}% of ${P$} is ${i$}, so the balance was ${P$}.`,
          hints: [`${i$} is ${rate}% of the balance. What is 1%?`],
          misconceptions: [
            { answer: moneyAnswer(principal * rate * rate), hint: `Divide by ${rate}%, do not multiply.` },
          ],
        };
      const end = principal * (100 + rate);
      return {
        params,
        title: `${who} put money in a savings account at ${bank} that pays ${rate}% interest per year. After one year the balance is ${money(end)}. How much did ${who} put in?`,
        answer: moneyAnswer(principal * 100),
        answerKind: 'money',
        explanation: `After a year the balance is the deposit plus ${rate}% of it, which is ${100 + rate}% of the deposit. So 1% is ${money(end)} ÷ ${100 + rate} = ${money(principal)}, and the deposit is 100 × ${money(principal)} = ${P$}.`,
        hints: [`${money(end)} is ${100 + rate}% of the deposit.`],
        misconceptions: [
          {
            answer: moneyAnswer(end - Math.round((end * rate) / 100)),
            hint: `${rate}% of ${money(end)} is not the interest: the interest was ${rate}% of the smaller deposit.`,
          },
        ].filter((m) => m.answer !== moneyAnswer(principal * 100)),
      };
    },
    solve: (p) => {
      const P = rat(p.principal);
      const I = yearInterest(p);
      const fee = rat(p.other);
      switch (p.ask) {
        case 'interest':
        case 'loanCost':
          return cents(I);
        case 'perMonth':
          return toDecimalString(mul(rat(p.other, 10), rat(12)), 1, true);
        case 'balance':
        case 'owe':
          return cents(add(P, I));
        case 'afterFee':
          return cents(sub(add(P, I), fee));
        case 'growShrink': {
          const c = sub(I, fee);
          const s = cmp(c, rat(0));
          return s === 0
            ? 'It stays the same'
            : `It ${s > 0 ? 'grows' : 'shrinks'} by $${cents(s > 0 ? c : sub(fee, I))}`;
        }
        case 'whichRate': {
          const b = mul(P, rat(p.other * 12, 1000));
          return cmp(I, b) > 0 ? `Account A, $${cents(I)} in a year` : `Account B, $${cents(b)} in a year`;
        }
        case 'backPrincipal':
          return cents(div(I, pct(p.rate)));
        case 'backDeposit':
          return cents(div(add(P, I), add(rat(1), pct(p.rate))));
      }
    },
    complexity: (p) =>
      magnitude(p.principal) +
      {
        interest: 0,
        balance: 0.5,
        perMonth: 1,
        whichRate: 2,
        growShrink: 2.5,
        afterFee: 2.5,
        loanCost: 3,
        owe: 3.5,
        backPrincipal: 5,
        backDeposit: 5.5,
      }[p.ask],
  });
}
