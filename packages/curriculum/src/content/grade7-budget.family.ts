/**
 * Grade 7 financial literacy (F1.2-F1.4): a budget for a longer-term goal, created, tracked and adjusted (F1.3);
 * what pulls a spending decision away from the plan (needs and wants, friends, advertising: F1.4); and judging
 * financial information, from which source to trust to checking an ad's claim with its own numbers (F1.2).
 * Prices are Ontario prices; HST is 13 % and every tax amount is rounded to the nearest cent, as the questions say.
 */
import { money, moneyAnswer } from '../core/format';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';

const NAMES = ['Amira', 'Jordan', 'Mei', 'Tariq', 'Sofia', 'Liam', 'Priya', 'Noah', 'Aiyana', 'Mateo'];
const CITIES = ['Kingston', 'Sudbury', 'London', 'Brampton', 'Thunder Bay', 'Oshawa', 'Guelph', 'Barrie'];

/** Price in cents with 13 % HST added, the tax rounded to the nearest cent. */
const withHst = (cents: number): number => cents + Math.round(cents * 0.13);
const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);
const TAX_RULE = 'HST is 13 %, rounded to the nearest cent.';
/** "= 40.75" when the quotient has at most two decimals, "≈ 11.63" when it was rounded (11.625). */
const quotient = (a: number, b: number): string =>
  Math.abs(Math.round((a / b) * 100) - (a * 100) / b) < 1e-9
    ? `= ${(a / b).toFixed(2)}`
    : `≈ ${(a / b).toFixed(2)}`;
const count = (n: number | string, unit: string): string => `${n} ${Number(n) === 1 ? unit : `${unit}s`}`;

/**
 * How many whole weeks (or months) of saving `perPeriod` cover `amount`, worked in words: "$415.83 ÷ $12.00 ≈ 34.65,
 * so 35 weeks (a part-week still counts)". Every goal question of this file counts its periods this way.
 */
function roundUpPeriods(amount: number, perPeriod: number, unit: 'week' | 'month') {
  const periods = ceilDiv(amount, perPeriod);
  const whole = amount % perPeriod === 0;
  return {
    periods,
    working: `${money(amount)} ÷ ${money(perPeriod)} ${quotient(amount, perPeriod)}, so ${count(periods, unit)}${whole ? '' : ` (a part-${unit} still counts)`}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// F1.3: a budget aimed at a longer-term goal

const GOALS = [
  { item: 'a bike helmet and lock', low: 60, high: 120 },
  { item: 'a pair of cross-country skis', low: 150, high: 280 },
  { item: 'a used keyboard for music class', low: 90, high: 200 },
  { item: 'a tablet for drawing', low: 220, high: 400 },
  // A children's recreational program pays no HST in Ontario, so the camp is never a goal that adds HST.
  { item: 'a week of summer camp in Algonquin Park', low: 300, high: 480, hstExempt: true },
  { item: 'a pair of hockey skates', low: 120, high: 260 },
];

type BudgetKind = 'weeks' | 'monthly' | 'taxedGoal' | 'catchUp' | 'cutBack';

interface BudgetParams {
  kind: BudgetKind;
  name: number;
  goal: number;
  /** Amounts in cents; their meaning depends on the kind (see `solveBudget`). */
  cents: number[];
  /** Counts of weeks or months, by kind. */
  counts: number[];
}

const BUDGET_ORDER: BudgetKind[] = ['weeks', 'monthly', 'taxedGoal', 'catchUp', 'cutBack'];

function solveBudget(p: BudgetParams): string {
  switch (p.kind) {
    case 'weeks': {
      const [goal = 0, weekly = 1] = p.cents;
      return String(ceilDiv(goal, weekly));
    }
    case 'monthly': {
      const [allowance = 0, job = 0, ...spend] = p.cents;
      return moneyAnswer(allowance + job - spend.reduce((a, b) => a + b, 0));
    }
    case 'taxedGoal': {
      const [price = 0, weekly = 1] = p.cents;
      return String(ceilDiv(withHst(price), weekly));
    }
    case 'catchUp': {
      const [goal = 0, weekly = 0, repair = 0] = p.cents;
      const [planned = 1, done = 0] = p.counts;
      return moneyAnswer((goal - (weekly * done - repair)) / (planned - done));
    }
    case 'cutBack': {
      const [goal = 0, monthly = 1, category = 0] = p.cents;
      const [percentCut = 0] = p.counts;
      const saved = (category * percentCut) / 100;
      return String(ceilDiv(goal, monthly) - ceilDiv(goal, monthly + saved));
    }
  }
}

function buildBudget(rng: Rng, level: 1 | 2 | 3 | 4 | 5): BudgetParams {
  const kind = BUDGET_ORDER[level - 1] as BudgetKind;
  const name = rng.int(0, NAMES.length - 1);
  const goal =
    kind === 'taxedGoal'
      ? rng.pick(GOALS.flatMap((g, i) => ('hstExempt' in g ? [] : [i])))
      : rng.int(0, GOALS.length - 1);
  const g = GOALS[goal]!;
  switch (kind) {
    case 'weeks': {
      const weekly = rng.pick([800, 1000, 1200, 1500, 2000, 2500]);
      let price = rng.int(g.low, g.high) * 100;
      if (price % weekly === 0) price += 500;
      return { kind, name, goal, cents: [price, weekly], counts: [] };
    }
    case 'monthly': {
      const allowance = rng.int(4, 12) * 500;
      const job = rng.int(3, 10) * 1000;
      const phone = rng.int(15, 25) * 100;
      const transit = rng.pick([4000, 4500, 5000]);
      const fun = rng.int(2, 8) * 250;
      // A budget that leaves at least $20 a month for the goal.
      if (allowance + job - phone - transit - fun < 2000) return buildBudget(rng, level);
      return { kind, name, goal, cents: [allowance, job, phone, transit, fun], counts: [] };
    }
    case 'taxedGoal': {
      const price = rng.int(g.low, g.high) * 100 - 1;
      const weekly = rng.pick([1200, 1500, 1800, 2000, 2500]);
      return { kind, name, goal, cents: [price, weekly], counts: [] };
    }
    case 'catchUp': {
      for (;;) {
        const planned = rng.pick([10, 12, 15, 16, 20]);
        const done = rng.int(3, planned - 4);
        const weekly = rng.int(8, 20) * 100;
        // The repair is a whole number of quarters per remaining week, so the new weekly amount is exact.
        const repair = rng.int(4, 12) * 25 * (planned - done);
        if (repair >= weekly * done) continue;
        return { kind, name, goal, cents: [weekly * planned, weekly, repair], counts: [planned, done] };
      }
    }
    case 'cutBack': {
      // The months saved are drawn first (1 to 4), so the key is not "1" in most seeds: with $40-$120 a month (as
      // before) toward a goal of a few hundred dollars, a $10-$60 cut saved exactly one month in 22 of 30 seeds.
      const target = rng.int(1, 4);
      for (let tries = 0; ; tries += 1) {
        const monthly = rng.int(2, 8) * 1000;
        const category = rng.pick([4000, 5000, 6000, 8000]);
        const percentCut = rng.pick([25, 50, 75]);
        const goalCents = rng.int(g.low, g.high) * 100 + rng.int(1, 3) * 100;
        const p: BudgetParams = {
          kind,
          name,
          goal,
          cents: [goalCents, monthly, category],
          counts: [percentCut],
        };
        const sooner = Number(solveBudget(p));
        // A goal too small for the target (a $70 helmet cannot be reached 4 months sooner) takes the nearest.
        if (sooner === target || (tries > 200 && sooner >= 1)) return p;
      }
    }
  }
}

export const goalBudgetTask = defineTask<BudgetParams>({
  name: 'Budgeting for a goal',
  description:
    'Plan how long a savings goal takes, find what a monthly budget leaves for it, include HST in the goal, and adjust the plan when something changes.',
  build(rng, level) {
    const params = buildBudget(rng, level);
    const answer = solveBudget(params);
    const who = NAMES[params.name] as string;
    const item = GOALS[params.goal]!.item;
    switch (params.kind) {
      case 'weeks': {
        const [price = 0, weekly = 1] = params.cents;
        const whole = Math.floor(price / weekly);
        return {
          params,
          title: `How many weeks does it take ${who} to save enough?`,
          description: `${who} wants ${item}, which costs ${money(price)} including tax. ${who} puts ${money(weekly)} into savings every week, starting from nothing.`,
          answer,
          answerKind: 'number',
          explanation: `${money(price)} ÷ ${money(weekly)} ${quotient(price, weekly)}. After ${count(whole, 'week')} ${who} has ${whole} × ${money(weekly)} = ${money(whole * weekly)}, which is not enough yet, so one more week is needed. It takes ${count(answer, 'week')}.`,
          hints: [
            `Divide the price ${money(price)} by the ${money(weekly)} saved each week.`,
            'If the division is not a whole number, the last part-week still has to be saved: round up.',
          ],
          misconceptions: [
            {
              answer: String(whole),
              hint: `After ${whole} weeks the savings are still short of ${money(price)}: round up.`,
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      }
      case 'monthly': {
        const [allowance = 0, job = 0, phone = 0, transit = 0, fun = 0] = params.cents;
        const income = allowance + job;
        const spend = phone + transit + fun;
        return {
          params,
          title: `How much can ${who} put toward the goal each month?`,
          description: `${who} is saving for ${item}. Each month: allowance ${money(allowance)}, dog-walking ${money(job)}; spending: share of the phone plan ${money(phone)}, bus pass ${money(transit)}, movies and snacks ${money(fun)}. Everything left over goes to savings.`,
          answer,
          answerKind: 'money',
          explanation: `Income: ${money(allowance)} + ${money(job)} = ${money(income)}. Spending: ${money(phone)} + ${money(transit)} + ${money(fun)} = ${money(spend)}. Savings = income − spending = ${money(income)} − ${money(spend)} = ${money(income - spend)}. ${who} can put ${money(income - spend)} toward the goal each month.`,
          hints: [
            'Add the money coming in, then add the money going out.',
            'What is left is income minus spending.',
          ],
          misconceptions: [
            {
              answer: moneyAnswer(income - phone - transit),
              hint: `Every spending line counts: the ${money(fun)} for movies and snacks too.`,
            },
            {
              answer: moneyAnswer(job - spend),
              hint: `Income includes the allowance of ${money(allowance)} as well as the dog-walking.`,
            },
          ],
        };
      }
      case 'taxedGoal': {
        const [price = 0, weekly = 1] = params.cents;
        const total = withHst(price);
        const withoutTax = ceilDiv(price, weekly);
        return {
          params,
          title: `How many weeks of saving does ${who} need?`,
          description: `In ${CITIES[params.name % CITIES.length]}, ${item} costs ${money(price)} before tax. ${who} saves ${money(weekly)} a week and must pay the price plus HST. ${TAX_RULE}`,
          answer,
          answerKind: 'number',
          explanation: `The HST is 13 % of ${money(price)}: 0.13 × ${money(price)} = ${money(total - price)} to the nearest cent, so the goal is ${money(price)} + ${money(total - price)} = ${money(total)}. Then ${roundUpPeriods(total, weekly, 'week').working}: ${who} needs ${count(answer, 'week')}.`,
          hints: [
            `The goal is the price plus 13 % HST: find 0.13 × ${money(price)} first.`,
            'Divide the total by the weekly savings and round up to a whole week.',
          ],
          misconceptions:
            withoutTax === Number(answer)
              ? []
              : [
                  {
                    answer: String(withoutTax),
                    hint: 'That plan forgets the HST: the goal is the price plus 13 %.',
                  },
                ],
          lintFacts: { answerIsCount: true, salesTax: { item: 'general', ratePercent: 13 } },
        };
      }
      case 'catchUp': {
        const [goal = 0, weekly = 0, repair = 0] = params.cents;
        const [planned = 1, done = 0] = params.counts;
        const has = weekly * done - repair;
        const left = planned - done;
        return {
          params,
          title: `How much must ${who} save each week now to stay on plan?`,
          description: `${who} planned to save ${money(weekly)} a week for ${planned} weeks to pay ${money(goal)} for ${item}. After ${done} weeks, ${who} took ${money(repair)} out of the savings to fix a bike. ${who} still wants the goal by the end of week ${planned}.`,
          answer,
          answerKind: 'money',
          explanation: `After ${done} weeks ${who} had ${done} × ${money(weekly)} = ${money(weekly * done)}, and ${money(weekly * done)} − ${money(repair)} = ${money(has)} is left. Still needed: ${money(goal)} − ${money(has)} = ${money(goal - has)} in ${planned} − ${done} = ${left} weeks. ${money(goal - has)} ÷ ${left} = ${money((goal - has) / left)}, so ${who} must save ${money((goal - has) / left)} a week.`,
          hints: [
            `Find what is in savings after ${done} weeks and the repair.`,
            `Share what is still needed over the ${left} weeks that are left.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer((goal - weekly * done) / left),
              hint: `The ${money(repair)} taken out for the repair must be saved again.`,
            },
          ],
        };
      }
      case 'cutBack': {
        const [goalCents = 0, monthly = 1, category = 0] = params.cents;
        const [percentCut = 0] = params.counts;
        const saved = (category * percentCut) / 100;
        const before = roundUpPeriods(goalCents, monthly, 'month').periods;
        const after = roundUpPeriods(goalCents, monthly + saved, 'month').periods;
        return {
          params,
          title: `How many months sooner does ${who} reach the goal?`,
          description: `${who} saves ${money(monthly)} a month toward ${item}, which costs ${money(goalCents)} including tax. ${who} decides to cut the ${money(category)} monthly spending on snacks and games by ${percentCut} % and save that money too.`,
          answer,
          answerKind: 'number',
          explanation: `Before the change: ${roundUpPeriods(goalCents, monthly, 'month').working}. The cut saves ${percentCut} % of ${money(category)} = ${money(saved)} more each month, so ${who} saves ${money(monthly + saved)} a month. Then ${roundUpPeriods(goalCents, monthly + saved, 'month').working}. ${before} − ${after} = ${answer}: ${who} reaches the goal ${count(answer, 'month')} sooner.`,
          hints: [
            `Find how many months the goal takes now, rounding up to a whole month.`,
            `The cut adds ${percentCut} % of ${money(category)} to each month's savings: find the new number of months the same way.`,
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      }
    }
  },
  solve: solveBudget,
  complexity: (p) => BUDGET_ORDER.indexOf(p.kind) + 1 + p.cents.length / 10,
});

// ---------------------------------------------------------------------------------------------------------------
// F1.4: factors that influence a spending decision

const NEEDS = [
  'winter boots for walking to school',
  'a monthly bus pass to get to school',
  'groceries for the week',
  'a warm winter coat that fits',
  'the school supplies on the class list',
  'new glasses after an eye exam',
];
/** Why each need is one, in the order of NEEDS, so the explanation argues about the question's own item. */
const NEED_REASONS = [
  'keep feet warm and dry on the walk to school in winter',
  'is how the trip to school is made every day',
  'are the food the household eats to stay healthy',
  'keeps a person safe in the cold',
  'are what the teacher asks for to do the class work',
  'let a person see the board and read safely',
];
const WANTS = [
  'a third hoodie from a popular brand',
  'a new video game',
  'a phone case to match a friend’s',
  'bubble tea after school',
  'limited-edition sneakers',
  'coins to spend inside a game',
  'a concert T-shirt',
  'a second pair of earbuds',
];

type InfluenceKind = 'needWant' | 'friends' | 'dealBefore' | 'impulse' | 'payLater';
const INFLUENCE_ORDER: InfluenceKind[] = ['needWant', 'friends', 'dealBefore', 'impulse', 'payLater'];

interface InfluenceParams {
  kind: InfluenceKind;
  name: number;
  /** needWant: index of the need and of three wants; otherwise amounts in cents. */
  values: number[];
  counts: number[];
}

function solveInfluence(p: InfluenceParams): string {
  switch (p.kind) {
    case 'needWant':
      return NEEDS[p.values[0] as number] as string;
    case 'friends': {
      const [price = 0] = p.values;
      const [perWeek = 0, weeks = 0] = p.counts;
      return moneyAnswer(price * perWeek * weeks);
    }
    case 'dealBefore': {
      const [price = 0] = p.values;
      // Buy 2 and get the third at half price, when only one is needed: the extra is one full price plus a half.
      return moneyAnswer(price + price / 2);
    }
    case 'impulse': {
      const [goal = 0, saved = 0, weekly = 1, impulse = 0] = p.values;
      const left = goal - (saved - withHst(impulse));
      return String(ceilDiv(left, weekly) - ceilDiv(goal - saved, weekly));
    }
    case 'payLater': {
      const [cash = 0, down = 0, monthly = 0] = p.values;
      const [months = 0] = p.counts;
      return moneyAnswer(down + monthly * months - cash);
    }
  }
}

const BOBA = [550, 625, 675, 725];

export const spendingInfluencesTask = defineTask<InfluenceParams>({
  name: 'What shapes a spending decision',
  description:
    'Tell needs from wants, and work out what friends, deals and ads really cost compared with a plan.',
  build(rng, level) {
    const kind = INFLUENCE_ORDER[level - 1] as InfluenceKind;
    const name = rng.int(0, NAMES.length - 1);
    const who = NAMES[name] as string;
    switch (kind) {
      case 'needWant': {
        const need = rng.int(0, NEEDS.length - 1);
        const wants = rng.shuffle(WANTS.map((_, i) => i)).slice(0, 3);
        const params: InfluenceParams = { kind, name, values: [need, ...wants], counts: [] };
        const answer = solveInfluence(params);
        const wantItems = wants.map((i) => WANTS[i] as string);
        return {
          params,
          title: `${who} has money for only one of these this month. Which one is a need, not a want?`,
          answer,
          answerKind: 'text',
          choices: { distractors: wantItems },
          explanation: `${answer[0]!.toUpperCase()}${answer.slice(1)} ${NEED_REASONS[need] as string}. ${who} cannot do without that, so it is a need. ${wantItems.map((w, i) => (i === 0 ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w)).join(', ')}: each is nice to have, but ${who} can live without it this month, so each is a want. The need is ${answer}.`,
          hints: ['Ask of each one: could I stay safe, healthy and get to school without it?'],
          misconceptions: wantItems.map((w) => ({
            answer: w,
            hint: `${w[0]!.toUpperCase()}${w.slice(1)} is nice to have, but you can do without it: it is a want.`,
          })),
          lintFacts: {},
        };
      }
      case 'friends': {
        const price = rng.pick(BOBA);
        const perWeek = rng.int(2, 3);
        const weeks = rng.pick([6, 8, 10, 12]);
        const params: InfluenceParams = { kind, name, values: [price], counts: [perWeek, weeks] };
        const answer = solveInfluence(params);
        return {
          params,
          title: `How much does joining in cost ${who} over ${weeks} weeks?`,
          description: `${who}'s friends buy bubble tea after school ${perWeek} times a week, and ${who} feels pressure to join them every time. One bubble tea costs ${money(price)} including tax.`,
          answer,
          answerKind: 'money',
          explanation: `Each week ${who} buys ${perWeek} × ${money(price)} = ${money(price * perWeek)} of bubble tea. Over ${weeks} weeks that is ${weeks} × ${money(price * perWeek)} = ${money(price * perWeek * weeks)}. Joining in costs ${who} ${money(price * perWeek * weeks)}, money that could go toward a goal.`,
          hints: [`Find the cost of one week first: ${perWeek} bubble teas.`],
          misconceptions: [
            { answer: moneyAnswer(price * weeks), hint: `The friends go ${perWeek} times a week, not once.` },
          ],
        };
      }
      case 'dealBefore': {
        const price = rng.int(9, 30) * 200;
        const params: InfluenceParams = { kind, name, values: [price], counts: [] };
        const answer = solveInfluence(params);
        return {
          params,
          title: `How much more does ${who} spend by following the ad?`,
          description: `An ad at a store in ${CITIES[name % CITIES.length]} says: “Buy 2 T-shirts at ${money(price)} each, get the third one at half price!” ${who} needs only one T-shirt but buys three because of the ad. Compare prices before tax.`,
          answer,
          answerKind: 'money',
          explanation: `Three T-shirts cost ${money(price)} + ${money(price)} + ${money(price / 2)} = ${money(price * 2.5)}. One T-shirt costs ${money(price)}. ${money(price * 2.5)} − ${money(price)} = ${money(price * 1.5)}, so the ad makes ${who} spend ${money(price * 1.5)} more.`,
          hints: [
            'Find the cost of the three T-shirts with the deal, then compare it with buying the one that is needed.',
          ],
          misconceptions: [
            {
              answer: moneyAnswer(price / 2),
              hint: 'That is the discount, not the extra spending: compare what was paid with what was needed.',
            },
            {
              answer: moneyAnswer(price * 2.5),
              hint: 'That is the cost of all three; subtract the one T-shirt that was needed.',
            },
          ],
        };
      }
      case 'impulse': {
        for (;;) {
          const goal = rng.int(20, 40) * 1000;
          const saved = rng.int(6, 14) * 1000;
          const weekly = rng.pick([1500, 2000, 2500]);
          const impulse = rng.int(3, 8) * 1000 - 1;
          const params: InfluenceParams = { kind, name, values: [goal, saved, weekly, impulse], counts: [] };
          const answer = solveInfluence(params);
          if (Number(answer) < 1) continue;
          const taxed = withHst(impulse);
          const left = goal - saved + taxed;
          const beforeWork = roundUpPeriods(goal - saved, weekly, 'week');
          const afterWork = roundUpPeriods(left, weekly, 'week');
          const [before, after] = [beforeWork.periods, afterWork.periods];
          return {
            params,
            title: `How many more weeks will ${who} need to reach the goal?`,
            description: `${who} is saving for a ${money(goal)} trip fund and has ${money(saved)} saved, adding ${money(weekly)} every week. An online ad convinces ${who} to buy wireless earbuds for ${money(impulse)} plus HST from the savings. ${TAX_RULE}`,
            answer,
            answerKind: 'number',
            explanation: `Before the purchase, ${money(goal)} − ${money(saved)} = ${money(goal - saved)} was still needed: ${beforeWork.working}. The earbuds cost ${money(impulse)} + ${money(taxed - impulse)} HST = ${money(taxed)}, so now ${money(goal - saved)} + ${money(taxed)} = ${money(left)} is needed: ${afterWork.working}. ${after} − ${before} = ${answer}, so ${who} needs ${answer} more ${Number(answer) === 1 ? 'week' : 'weeks'}.`,
            hints: [
              'Find how many weeks the goal took before the purchase, rounding up to whole weeks.',
              'The earbuds with HST come out of the savings: add that to what is still needed and count the weeks again.',
            ],
            misconceptions: [],
            lintFacts: { answerIsCount: true, salesTax: { item: 'general', ratePercent: 13 } },
          };
        }
      }
      case 'payLater': {
        const cash = rng.int(25, 60) * 1000 - 1;
        const months = rng.pick([12, 18, 24]);
        const down = rng.int(2, 8) * 1000;
        const monthly = Math.ceil((cash - down) / months / 100) * 100 + rng.int(2, 6) * 100 - 1;
        const params: InfluenceParams = { kind, name, values: [cash, down, monthly], counts: [months] };
        const answer = solveInfluence(params);
        const plan = down + monthly * months;
        return {
          params,
          title: `How much more does the “pay later” plan cost than paying cash?`,
          description: `An ad for a tablet says: “Take it home today! Only ${money(down)} down and ${money(monthly)} a month for ${months} months.” The same tablet costs ${money(cash)} if you pay all at once. Both prices include HST.`,
          answer,
          answerKind: 'money',
          explanation: `The plan costs ${money(down)} + ${months} × ${money(monthly)} = ${money(down)} + ${money(monthly * months)} = ${money(plan)}. ${money(plan)} − ${money(cash)} = ${money(plan - cash)}, so the plan costs ${money(plan - cash)} more than paying cash.`,
          hints: [
            `Add the down payment to all ${months} monthly payments to find what the plan really costs.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(monthly * months - cash),
              hint: `The ${money(down)} down payment is part of what the plan costs.`,
            },
          ],
        };
      }
    }
  },
  solve: solveInfluence,
  complexity: (p) => INFLUENCE_ORDER.indexOf(p.kind) + 1 + p.values.length / 10,
});

// ---------------------------------------------------------------------------------------------------------------
// F1.2: finding and judging sources of financial information

const SOURCE_TOPICS = [
  {
    need: 'the interest rate a savings account pays',
    trusted: 'the bank’s own website or account agreement',
    why: 'the bank sets the rate and must state it in writing',
  },
  {
    need: 'the rate of HST charged in Ontario',
    trusted: 'the Government of Ontario or Canada Revenue Agency website',
    why: 'the governments set the HST and collect it',
  },
  {
    need: 'how the fees of two bank accounts compare',
    trusted: 'the Financial Consumer Agency of Canada’s account comparison tool',
    why: 'a federal agency lists every bank’s fees and sells no account itself',
  },
  {
    need: 'the price of a monthly student transit pass',
    trusted: 'the city transit service’s official website',
    why: 'the transit service sets its own fares',
  },
  {
    need: 'Ontario’s minimum wage for students',
    trusted: 'the Government of Ontario’s employment standards page',
    why: 'the province sets the minimum wage by law',
  },
  {
    need: 'how to spot a money scam',
    trusted: 'the Canadian Anti-Fraud Centre’s website',
    why: 'the centre collects reports of real scams across Canada',
  },
];
/** Sources that are not reliable, each with what is wrong with it. */
const UNTRUSTED_SOURCES = [
  {
    text: 'a video by an influencer who is paid to promote a product',
    flaw: 'the influencer gains when viewers buy',
  },
  { text: 'a pop-up ad that promises “guaranteed” money', flaw: 'the ad wants your money' },
  { text: 'a classmate who heard it from someone else', flaw: 'no one has checked the story' },
  { text: 'an anonymous comment on a forum', flaw: 'no one known stands behind it' },
  { text: 'a chain message forwarded on social media', flaw: 'it is copied on with no source' },
];

type ClaimKind = 'source' | 'saleClaim' | 'interestClaim' | 'taxClaim' | 'fineprint';
const CLAIM_ORDER: ClaimKind[] = ['source', 'saleClaim', 'interestClaim', 'taxClaim', 'fineprint'];

interface ClaimParams {
  kind: ClaimKind;
  name: number;
  values: number[];
}

/** "We pay the HST": 13 % off the price first (rounded to the cent), then 13 % HST on that (rounded to the cent). */
const weePayTax = (price: number): number => withHst(price - Math.round(price * 0.13));

function solveClaim(p: ClaimParams): string {
  switch (p.kind) {
    case 'source':
      return SOURCE_TOPICS[p.values[0] as number]!.trusted;
    case 'saleClaim': {
      const [regular = 1, sale = 0] = p.values;
      return String(((regular - sale) * 100) / regular);
    }
    case 'interestClaim': {
      const [principal = 0, ratePercent = 0, years = 0] = p.values;
      return moneyAnswer(principal + (principal * ratePercent * years) / 100);
    }
    case 'taxClaim':
      return moneyAnswer(weePayTax(p.values[0] as number));
    case 'fineprint': {
      const [principal = 0, rateA = 0, rateB = 0, fee = 0] = p.values;
      const a = (principal * rateA) / 1000;
      const b = (principal * rateB) / 1000 - 12 * fee;
      return moneyAnswer(Math.abs(a - b));
    }
  }
}

export const financialInfoTask = defineTask<ClaimParams>({
  name: 'Judging financial information',
  description:
    'Choose a reliable source of financial information, and check the numbers in ads and offers before trusting them.',
  build(rng, level) {
    const kind = CLAIM_ORDER[level - 1] as ClaimKind;
    const name = rng.int(0, NAMES.length - 1);
    const who = NAMES[name] as string;
    switch (kind) {
      case 'source': {
        const topic = rng.int(0, SOURCE_TOPICS.length - 1);
        const params: ClaimParams = { kind, name, values: [topic] };
        const answer = solveClaim(params);
        const wrongSources = rng.shuffle(UNTRUSTED_SOURCES).slice(0, 3);
        const wrong = wrongSources.map((w) => w.text);
        const t = SOURCE_TOPICS[topic]!;
        return {
          params,
          title: `${who} wants to find out ${t.need}. Which source is the most reliable?`,
          answer,
          answerKind: 'text',
          choices: { distractors: wrong },
          explanation: `For ${t.need}, ${answer} can be trusted: ${t.why}. ${wrongSources.map((w) => `Not ${w.text}: ${w.flaw}`).join('. ')}. The most reliable source is ${answer}.`,
          hints: ['Ask who sets or checks this information, and who might gain if you believe it.'],
          misconceptions: wrongSources.map((w) => ({
            answer: w.text,
            hint: `Not a reliable source for ${t.need}: ${w.flaw}. Look for who sets this information.`,
          })),
        };
      }
      case 'saleClaim': {
        const regular = rng.int(4, 20) * 1000;
        const truePercent = rng.pick([10, 15, 20, 25, 30, 35]);
        const claimed = truePercent + rng.pick([10, 15, 20]);
        const sale = regular - (regular * truePercent) / 100;
        const params: ClaimParams = { kind, name, values: [regular, sale, claimed] };
        const answer = solveClaim(params);
        return {
          params,
          title: 'What percent of the regular price does the sale really save?',
          description: `A flyer in ${CITIES[name % CITIES.length]} says “Save ${claimed} %!” on a winter jacket. The tag shows a regular price of ${money(regular)} and a sale price of ${money(sale)}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `The saving is ${money(regular)} − ${money(sale)} = ${money(regular - sale)}. As a percent of the regular price: ${money(regular - sale)} ÷ ${money(regular)} = ${((regular - sale) / regular).toFixed(2)} = ${answer} %. So the sale saves ${answer} %, not the ${claimed} % the flyer claims.`,
          hints: [`Find the amount saved, then compare it with the regular price ${money(regular)}.`],
          misconceptions: [
            {
              answer: String(claimed),
              hint: 'That is what the flyer claims; check it with the prices on the tag.',
            },
            {
              answer: String(Math.round((((regular - sale) * 100) / sale) * 100) / 100),
              hint: 'A percent saved compares the saving with the regular price, not the sale price.',
            },
          ],
        };
      }
      case 'interestClaim': {
        const principal = rng.int(4, 20) * 5000;
        const ratePercent = rng.int(2, 5);
        const years = rng.int(2, 4);
        const interest = (principal * ratePercent * years) / 100;
        const claimedTotal = principal + interest * 2;
        const params: ClaimParams = { kind, name, values: [principal, ratePercent, years, claimedTotal] };
        const answer = solveClaim(params);
        return {
          params,
          title: `With simple interest, how much would ${who} really have after ${years} years?`,
          description: `An ad for a savings account says: “Earn ${ratePercent} % a year! Put in ${money(principal)} and have ${money(claimedTotal)} after ${years} years!” The fine print says the account pays simple interest.`,
          answer,
          answerKind: 'money',
          explanation: `Simple interest: $I = P \\times r \\times t$ = ${money(principal)} × ${ratePercent / 100} × ${years} = ${money(interest)}. The total is ${money(principal)} + ${money(interest)} = ${money(principal + interest)}, not the ${money(claimedTotal)} in the ad. ${who} would really have ${money(principal + interest)}.`,
          hints: [
            `Use $I = P \\times r \\times t$ with $P$ = ${money(principal)}, $r = ${ratePercent / 100}$ and $t = ${years}$.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(claimedTotal),
              hint: 'That is the ad’s claim; work out the interest yourself with $I = Prt$.',
            },
            {
              answer: moneyAnswer(interest),
              hint: 'That is the interest alone; the question asks for the total in the account.',
            },
          ],
        };
      }
      case 'taxClaim': {
        const price = rng.int(30, 250) * 100 + rng.pick([0, 49, 99]);
        const params: ClaimParams = { kind, name, values: [price] };
        const answer = solveClaim(params);
        const off = Math.round(price * 0.13);
        const after = price - off;
        const hst = Math.round(after * 0.13);
        const direct = Math.round(price * 0.87 * 1.13);
        return {
          params,
          title: `How much does ${who} pay for the jacket?`,
          description: `A store's sign says “We pay the HST!”, and the fine print says the store takes 13 % off the price before tax. The jacket is ${money(price)}. The store takes the discount first and then adds 13 % HST, rounding each step to the nearest cent.`,
          answer,
          answerKind: 'money',
          explanation: `Discount: 13 % of ${money(price)} = ${money(off)}, so the price becomes ${money(price)} − ${money(off)} = ${money(after)}. HST: 13 % of ${money(after)} = ${money(hst)}, so the total is ${money(after)} + ${money(hst)} = ${money(after + hst)}. That is less than ${money(price)}, so the sign's claim does not mean you pay the ticket price: ${who} pays ${money(after + hst)}.`,
          hints: [
            'Take 13 % off first, then add 13 % of the new, smaller price.',
            'The tax is 13 % of a smaller number than the discount was taken from.',
          ],
          misconceptions: [
            {
              answer: moneyAnswer(price),
              hint: 'The 13 % added back is 13 % of a smaller price, so the two do not cancel.',
            },
          ],
          lintFacts: {
            salesTax: { item: 'general', ratePercent: 13 },
            moneyRounding: {
              alternativeKeys: [moneyAnswer(direct)],
              ruleStated: 'rounding each step to the nearest cent',
            },
          },
        };
      }
      case 'fineprint': {
        for (;;) {
          const principal = rng.int(10, 40) * 5000;
          const rateA = rng.pick([15, 20, 25]);
          const rateB = rateA + rng.pick([10, 15, 20]);
          const fee = rng.pick([100, 150, 200, 300]);
          const params: ClaimParams = { kind, name, values: [principal, rateA, rateB, fee] };
          const a = (principal * rateA) / 1000;
          const b = (principal * rateB) / 1000 - 12 * fee;
          if (a === b || !Number.isInteger(a) || !Number.isInteger(b)) continue;
          const answer = solveClaim(params);
          const better = a > b ? 'Account A' : 'Account B';
          return {
            params,
            title: `For one year, how much more does the better account give ${who}?`,
            description: `${who} will put ${money(principal)} in a savings account for 1 year and reads the fine print of two offers. Account A pays ${rateA / 10} % simple interest a year and has no fee. Account B pays ${rateB / 10} % simple interest a year but charges a ${money(fee)} fee every month.`,
            answer,
            answerKind: 'money',
            explanation: `Account A: ${money(principal)} × ${rateA / 1000} × 1 = ${money(a)} of interest. Account B: ${money(principal)} × ${rateB / 1000} × 1 = ${money((principal * rateB) / 1000)} of interest, minus 12 × ${money(fee)} = ${money(12 * fee)} of fees, leaves ${money(b)}. ${better} is better by ${money(Math.abs(a - b))}, so the better account gives ${money(Math.abs(a - b))} more.`,
            hints: [
              'Find each account’s interest for one year with $I = P \\times r \\times t$.',
              `Subtract Account B’s fees: ${money(fee)} each month for 12 months.`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer((principal * (rateB - rateA)) / 1000),
                hint: 'That leaves out Account B’s monthly fee, which is in the fine print.',
              },
            ].filter((m) => m.answer !== answer),
          };
        }
      }
    }
  },
  solve: solveClaim,
  complexity: (p) => CLAIM_ORDER.indexOf(p.kind) + 1 + p.values.length / 10,
});
