/**
 * Grade 6 things that help or get in the way of a financial goal (F1.3): telling a help from an obstacle, then
 * measuring in weeks what an extra job, an impulse buy, a budget and a small daily habit do to a savings goal.
 * Amounts are in cents; the build divides and rounds up, the solver counts week by week until the goal is reached.
 */
import { money, plural } from '../core/format';
import { applicableMisconceptions, withApplicableMisconceptions } from '../core/misconceptions';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

type Kind = 'identify' | 'extraJob' | 'impulse' | 'budget' | 'habit';
const KINDS: readonly Kind[] = ['identify', 'extraJob', 'impulse', 'budget', 'habit'];
const NAMES = LEARNER_NAMES;
/** Savings goals with a realistic Ontario price range in dollars: no $84 week of camp, no $500 board game. */
const GOALS = [
  { name: 'a new bike', low: 150, high: 700 },
  { name: 'a pair of hockey skates', low: 90, high: 400 },
  { name: 'a tablet', low: 150, high: 600 },
  { name: 'a guitar', low: 100, high: 500 },
  { name: 'a week of summer camp', low: 200, high: 700 },
  { name: 'a telescope', low: 120, high: 600 },
  { name: 'a board game', low: 20, high: 90 },
  { name: 'a pair of running shoes', low: 60, high: 180 },
] as const;

/** The goal the rng chose if its price fits it, else the next goal in the list whose range holds the price. */
function goalItem(preferred: number, goalCents: number): string {
  const fits = (i: number): boolean => {
    const g = GOALS[i % GOALS.length]!;
    return goalCents >= g.low * 100 && goalCents <= g.high * 100;
  };
  const index = Array.from({ length: GOALS.length }, (_, k) => preferred + k).find(fits) ?? preferred;
  return GOALS[index % GOALS.length]!.name;
}
const WEEK_RULE = 'A week in which the goal is reached counts as a whole week.';

const HELPS = [
  'Making a budget and following it',
  'Earning extra money by walking a neighbour’s dog',
  'Comparing prices before buying',
  'Putting part of every allowance into a savings account first',
  'Selling old toys and books at a yard sale',
] as const;
const OBSTACLES = [
  'Buying candy at the checkout without planning to',
  'Spending on in-game purchases every week',
  'Forgetting about a monthly app subscription',
  'Buying a new video game the day it comes out',
  'Lending money to a friend who does not pay it back',
] as const;

interface GoalParams {
  kind: Kind;
  goal: number;
  /** Cents saved per week before the change. */
  weekly: number;
  /** Change in cents per week (extra job: +, habit: -), or the impulse buy's cost (impulse). */
  change: number;
  /** impulse: weeks saved before the buy; budget: the weekly income. */
  weeks: number;
  /** budget: weekly spending after the budget, in cents. */
  spending: number;
  /** identify: whether the question asks for the help (true) or the obstacle. */
  askHelp: boolean;
  /** identify: which statement of its list is the key. */
  statement: number;
}

const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);

/** Weeks until `weekly` cents a week, added to `saved`, reach `goal`: counted one week at a time. */
function weeksToGoal(goal: number, weekly: number, saved = 0): number {
  let total = saved;
  let weeks = 0;
  while (total < goal) {
    total += weekly;
    weeks += 1;
    if (weeks > 10_000) throw new Error('goal never reached');
  }
  return weeks;
}

function pickGoal(rng: Rng, weekly: number, minWeeks: number, maxWeeks: number): number {
  return weekly * rng.int(minWeeks, maxWeeks) - rng.pick([0, 0, 500, 1000]);
}

/** F1.3: helps and obstacles on the way to a savings goal, from naming them to measuring their effect. */
export function goalFactorsTask(name: string, description: string) {
  return defineTask<GoalParams>(
    withApplicableMisconceptions<GoalParams>({
      name,
      description,
      build(rng, level) {
        const kind = KINDS[level - 1] as Kind;
        const who = rng.pick(NAMES);
        const preferred = rng.int(0, GOALS.length - 1);
        if (kind === 'identify') {
          const askHelp = rng.bool();
          const weekly = rng.int(5, 15) * 100;
          const goal = weekly * rng.int(8, 20);
          const statement = rng.int(0, HELPS.length - 1);
          const right = (askHelp ? HELPS : OBSTACLES)[statement] as string;
          const wrong = rng.shuffle(askHelp ? OBSTACLES : HELPS).slice(0, 3);
          return {
            params: { kind, goal, weekly, change: 0, weeks: 0, spending: 0, askHelp, statement },
            title: askHelp
              ? `Which of these helps ${who} reach the goal?`
              : `Which of these gets in the way of ${who}’s goal?`,
            description: `${who} saves ${money(weekly)} a week to buy ${goalItem(preferred, goal)} for ${money(goal)}.`,
            answer: right,
            answerKind: 'text',
            explanation: askHelp
              ? `At ${money(weekly)} a week, ${money(goal)} takes ${goal / weekly} weeks. A plan for the money, or more money coming in, shortens that time; the other three choices take money away from the ${money(goal)} goal. This one helps: ${right}.`
              : `At ${money(weekly)} a week, ${money(goal)} takes ${goal / weekly} weeks. Money spent without a plan, or that does not come back, makes it longer; the other three choices help. This one gets in the way: ${right}.`,
            hints: [
              askHelp
                ? `Ask of each choice: does it add to the ${money(weekly)} saved each week, or keep money from being spent?`
                : `Ask of each choice: does it take money away from the ${money(weekly)} saved each week?`,
            ],
            misconceptions: [],
            choices: { distractors: wrong },
          };
        }
        if (kind === 'extraJob') {
          const weekly = rng.int(4, 12) * 100;
          const extra = rng.int(2, 8) * 100;
          // A goal both rates reach in whole weeks, so "how many weeks sooner" has one clean answer.
          const lcmWeeks = (weekly * (weekly + extra)) / gcd(weekly, weekly + extra);
          const goal = lcmWeeks * (lcmWeeks < 10_000 ? rng.int(1, 3) : 1);
          const before = goal / weekly;
          const after = goal / (weekly + extra);
          // Weeks sooner that equal a dollar amount in the question (often the dog-walking pay) can be guessed: redraw.
          const guessable = [weekly, extra, goal].some((cents) => cents === (before - after) * 100);
          if (goal > 60_000 || before > 40 || guessable) return this.build(rng, level);
          return {
            params: { kind, goal, weekly, change: extra, weeks: 0, spending: 0, askHelp: true, statement: 0 },
            title: `How many weeks sooner will ${who} reach the goal?`,
            description: `${who} saves ${money(weekly)} a week to buy ${goalItem(preferred, goal)} for ${money(goal)}. Then ${who} starts walking a neighbour’s dog for ${money(extra)} a week and saves all of it too.`,
            answer: String(before - after),
            answerKind: 'number',
            explanation: `Before: ${money(goal)} ÷ ${money(weekly)} = ${before} weeks. With the dog walking, ${who} saves ${money(weekly)} + ${money(extra)} = ${money(weekly + extra)} a week, and ${money(goal)} ÷ ${money(weekly + extra)} = ${after} weeks. The extra job saves ${before} - ${after} = ${plural(before - after, 'week')}.`,
            hints: [
              `Find the weeks at ${money(weekly)} a week, then at ${money(weekly)} + ${money(extra)} a week.`,
            ],
            misconceptions: applicableMisconceptions(String(before - after), 'number', [
              {
                answer: String(after),
                hint: 'That is how long it takes now; the question asks how much sooner.',
              },
            ]),
            lintFacts: { answerIsCount: true },
          };
        }
        if (kind === 'impulse') {
          const weekly = rng.int(6, 15) * 100 + rng.pick([0, 50]);
          const goal = pickGoal(rng, weekly, 14, 24);
          const weeks = rng.int(4, 8);
          const spent = rng.int(2, Math.min(6, weeks)) * 500 + rng.pick([0, 250, 499]);
          const saved = weeks * weekly - spent;
          const more = ceilDiv(goal - saved, weekly);
          return {
            params: { kind, goal, weekly, change: spent, weeks, spending: 0, askHelp: false, statement: 0 },
            title: `How many more weeks must ${who} save to reach the goal?`,
            description: `${who} saves ${money(weekly)} a week to buy ${goalItem(preferred, goal)} for ${money(goal)}. After ${weeks} weeks, ${who} spends ${money(spent)} of the savings on an impulse buy at the mall. ${WEEK_RULE}`,
            answer: String(more),
            answerKind: 'number' as const,
            explanation: `After ${weeks} weeks ${who} had ${weeks} × ${money(weekly)} = ${money(weeks * weekly)}; after the impulse buy, ${money(weeks * weekly)} - ${money(spent)} = ${money(saved)} is left. Still needed: ${money(goal)} - ${money(saved)} = ${money(goal - saved)}. ${money(goal - saved)} ÷ ${money(weekly)} is ${(goal - saved) % weekly === 0 ? 'exactly' : 'a little more than'} ${Math.floor((goal - saved) / weekly)}${(goal - saved) % weekly === 0 ? '' : `, so a part week more is needed`}: ${who} must save ${more} more weeks.`,
            hints: [
              `Find what is left after the ${money(spent)} purchase, then how much is still missing from ${money(goal)}.`,
            ],
            misconceptions: [
              {
                answer: String(ceilDiv(goal - weeks * weekly, weekly)),
                hint: `The ${money(spent)} impulse buy came out of the savings: subtract it first.`,
              },
              {
                answer: String(Math.floor((goal - saved) / weekly)),
                hint: 'A part of a week still counts: round the number of weeks up.',
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        if (kind === 'budget') {
          const income = rng.int(25, 45) * 100;
          const snacksBefore = rng.int(8, 14) * 100;
          const snacksAfter = rng.int(2, 5) * 100;
          const other = rng.int(5, 10) * 100;
          const weekly = income - other - snacksAfter;
          const goal = pickGoal(rng, weekly, 10, 20);
          const weeks = ceilDiv(goal, weekly);
          return {
            params: {
              kind,
              goal,
              weekly: income - other - snacksBefore,
              change: snacksBefore - snacksAfter,
              weeks: income,
              spending: other + snacksAfter,
              askHelp: true,
              statement: 0,
            },
            title: `With the budget, how many weeks will it take ${who} to save for ${goalItem(preferred, goal)}?`,
            description: `${who} earns ${money(income)} a week from a paper route and wants ${goalItem(preferred, goal)} for ${money(goal)}. ${who} spends ${money(other)} a week on bus fare and used to spend ${money(snacksBefore)} on snacks. A budget cuts snacks to ${money(snacksAfter)} a week, and the rest is saved. ${WEEK_RULE}`,
            answer: String(weeks),
            answerKind: 'number',
            explanation: `Saved each week with the budget: ${money(income)} - ${money(other)} - ${money(snacksAfter)} = ${money(weekly)}. ${money(goal)} ÷ ${money(weekly)} is ${goal % weekly === 0 ? 'exactly' : 'more than'} ${Math.floor(goal / weekly)}${goal % weekly === 0 ? '' : ', so one more week is needed'}. It takes ${weeks} weeks.`,
            hints: [
              `Subtract the bus fare and the new snack amount from the ${money(income)} earned each week.`,
            ],
            misconceptions: [
              {
                answer: String(ceilDiv(goal, income - other - snacksBefore)),
                hint: `That uses the old ${money(snacksBefore)} for snacks; the budget cut it to ${money(snacksAfter)}.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const weekly = rng.int(12, 25) * 100;
        const price = rng.int(2, 4) * 100 + rng.pick([25, 50, 75]);
        const times = rng.int(2, 4);
        const habit = price * times;
        if (habit >= weekly - 300) return this.build(rng, level);
        const goal = pickGoal(rng, weekly, 8, 16);
        const before = ceilDiv(goal, weekly);
        const after = ceilDiv(goal, weekly - habit);
        return {
          params: { kind, goal, weekly, change: -habit, weeks: 0, spending: 0, askHelp: false, statement: 0 },
          title: `How many weeks longer does the goal take because of the habit?`,
          description: `${who} can save ${money(weekly)} a week toward ${goalItem(preferred, goal)} for ${money(goal)}. But ${who} starts buying a ${money(price)} iced drink ${times} times a week, paid from the savings. ${WEEK_RULE}`,
          answer: String(after - before),
          answerKind: 'number',
          explanation: `The drinks cost ${times} × ${money(price)} = ${money(habit)} a week, so ${who} saves ${money(weekly)} - ${money(habit)} = ${money(weekly - habit)}. Without the drinks: ${money(goal)} ÷ ${money(weekly)} needs ${before} weeks. With them: ${money(goal)} ÷ ${money(weekly - habit)} needs ${after} weeks. The habit adds ${after} - ${before} = ${after - before} weeks.`,
          hints: [
            `Find the weekly cost of the drinks first: ${times} drinks at ${money(price)}.`,
            'Then count the weeks to the goal with and without the drinks, rounding each up to whole weeks.',
          ],
          misconceptions: [
            {
              answer: String(after),
              hint: 'That is the whole time with the habit; the question asks how much longer.',
            },
            {
              answer: String(ceilDiv(goal, weekly - price) - before),
              hint: `The drink is bought ${times} times a week: multiply ${money(price)} by ${times}.`,
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      },
      solve: (p) => {
        switch (p.kind) {
          case 'identify':
            return (p.askHelp ? HELPS : OBSTACLES)[p.statement] as string;
          case 'extraJob':
            return String(weeksToGoal(p.goal, p.weekly) - weeksToGoal(p.goal, p.weekly + p.change));
          case 'impulse':
            return String(weeksToGoal(p.goal, p.weekly, p.weeks * p.weekly - p.change));
          case 'budget':
            return String(weeksToGoal(p.goal, p.weeks - p.spending));
          case 'habit':
            return String(weeksToGoal(p.goal, p.weekly + p.change) - weeksToGoal(p.goal, p.weekly));
        }
      },
      complexity: (p) => KINDS.indexOf(p.kind) + Math.min(p.goal, 60_000) / 200_000,
    }),
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
