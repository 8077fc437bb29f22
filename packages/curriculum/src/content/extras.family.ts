import { linearExpression, linearExpressionTex, money, moneyAnswer, scaledDecimal } from '../core/format';
import { byLevel, gcd, magnitude } from '../core/levels';
import { add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import { scatterSvg, seriesGraphSvg } from '../core/svg';
import { defineTask } from '../core/task';

interface TranslateParams {
  a: number;
  b: number;
  form: 'times-plus' | 'times-minus' | 'plus-times' | 'less-than';
}

/** From words to an algebraic expression; distractors swap the order of operations or the terms. */
export function translateExpressionTask(style: 'typed' | 'choice', name: string, description: string) {
  return defineTask<TranslateParams>({
    name,
    description,
    build(rng, level) {
      const forms = byLevel<TranslateParams['form'][]>(level, [
        ['times-plus'],
        ['times-plus', 'times-minus'],
        ['times-minus', 'less-than'],
        ['less-than', 'plus-times'],
        ['plus-times'],
      ]);
      const form = rng.pick(forms);
      const a = rng.int(2, byLevel(level, [9, 9, 12, 12, 15]));
      const b = rng.int(1, byLevel(level, [9, 15, 20, 30, 40]));
      let words: string;
      let coef: number;
      let constant: number;
      switch (form) {
        case 'times-plus':
          words = `${b} more than ${a} times a number $n$`;
          [coef, constant] = [a, b];
          break;
        case 'times-minus':
          words = `${b} less than ${a} times a number $n$`;
          [coef, constant] = [a, -b];
          break;
        case 'less-than':
          words = `${a} times a number $n$, decreased by ${b}, then doubled`;
          [coef, constant] = [2 * a, -2 * b];
          break;
        case 'plus-times':
          words = `${a} times the sum of a number $n$ and ${b}`;
          [coef, constant] = [a, a * b];
          break;
      }
      const answer = linearExpression(coef, constant, 'n');
      return {
        params: { a, b, form },
        title: `Write an expression for: ${words}.`,
        description: style === 'typed' ? 'Type it like 3n+5 or 2(n+4).' : null,
        answer,
        answerKind: 'expression',
        explanation: `Build it in the order the words say, then simplify: $${linearExpressionTex(coef, constant, 'n')}$.`,
        choices:
          style === 'choice'
            ? {
                distractors: [
                  linearExpression(b, a, 'n'),
                  linearExpression(coef, -constant, 'n'),
                  linearExpression(a, b, 'n'),
                  linearExpression(a, b + 1, 'n'),
                ],
                fallback: (k) => linearExpression(coef + k + 1, constant, 'n'),
                label: (v: string) => `$${v.replace(/(?<=[\dn])([+-])/g, ' $1 ')}$`,
              }
            : undefined,
      };
    },
    solve: (p) => {
      const table = {
        'times-plus': [p.a, p.b],
        'times-minus': [p.a, -p.b],
        'less-than': [p.a * 2, p.b * -2],
        'plus-times': [p.a, p.a * p.b],
      } as const;
      const [c, k] = table[p.form];
      return linearExpression(c, k, 'n');
    },
    complexity: (p) =>
      ({ 'times-plus': 1, 'times-minus': 2, 'less-than': 4, 'plus-times': 5 })[p.form] + magnitude(p.a, p.b),
  });
}

interface LoopVariantParams {
  variant: 'conditional' | 'accumulate';
  n: number;
  a: number;
  b: number;
}

/** Tracing loops with a condition or an accumulator, the two structures Grade 6 coding builds on. */
export function codeLoopTask(variant: LoopVariantParams['variant'], name: string, description: string) {
  return defineTask<LoopVariantParams>({
    name,
    description,
    build(rng, level) {
      const n = rng.int(byLevel(level, [3, 5, 8, 10, 15]), byLevel(level, [5, 8, 12, 20, 30]));
      const a = rng.int(1, byLevel(level, [5, 9, 12, 15, 20]));
      const b = rng.int(1, byLevel(level, [5, 9, 12, 15, 20])) * (level >= 4 ? -1 : 1);
      let total = 0;
      for (let i = 1; i <= n; i += 1) {
        if (variant === 'conditional') total += i % 2 === 0 ? a : b;
        else total += i * a;
      }
      const program =
        variant === 'conditional'
          ? `total = 0; for i from 1 to ${n}: { if i is even: total = total + ${a}; else: total = total ${b < 0 ? '-' : '+'} ${Math.abs(b)} }; print(total)`
          : `sum = 0; for i from 1 to ${n}: { sum = sum + i * ${a} }; print(sum)`;
      return {
        params: { variant, n, a, b: variant === 'conditional' ? b : 0 },
        title: 'What does this program print?',
        description: program,
        answer: String(total),
        answerKind: 'number',
        explanation:
          variant === 'conditional'
            ? `There are ${Math.floor(n / 2)} even and ${Math.ceil(n / 2)} odd values of i, so total = ${Math.floor(n / 2)} × ${a} + ${Math.ceil(n / 2)} × (${b}) = ${total}.`
            : `sum = ${a} × (1 + 2 + ... + ${n}) = ${a} × ${(n * (n + 1)) / 2} = ${total}.`,
      };
    },
    solve: (p) => {
      if (p.variant === 'conditional') return String(Math.floor(p.n / 2) * p.a + Math.ceil(p.n / 2) * p.b);
      return toFractionString(mul(rat(p.a), rat(p.n * (p.n + 1), 2)));
    },
    complexity: (p) => p.n / 3 + magnitude(p.a, p.b) + (p.b < 0 ? 2 : 0),
  });
}

interface DataTypeParams {
  options: string[];
  correct: string;
  ask: 'continuous' | 'discrete' | 'qualitative';
  difficulty: number;
}

type DataKind = 'continuous' | 'discrete' | 'qualitative';
/** Each item: description, its kind, and how easily it is misread (1 obvious .. 3 tricky). */
const DATA_ITEMS: [string, DataKind, number][] = [
  ['the mass of newborn puppies', 'continuous', 1],
  ['the time to run 100 m', 'continuous', 1],
  ['the height of students in a class', 'continuous', 1],
  ['the temperature at noon each day', 'continuous', 2],
  ['the length of a salmon', 'continuous', 2],
  ['the amount of rain in a month', 'continuous', 2],
  ['the volume of water in a bathtub', 'continuous', 3],
  ['the exact age of a tree', 'continuous', 3],
  ['the number of pets in a family', 'discrete', 1],
  ['the number of goals in a game', 'discrete', 1],
  ['the number of students on a bus', 'discrete', 1],
  ['shoe sizes of Grade 6 students', 'discrete', 3],
  ['the number of books read this year', 'discrete', 2],
  ['the number of siblings each student has', 'discrete', 2],
  ['the number of cars passing in an hour', 'discrete', 2],
  ['the price of a snack in cents', 'discrete', 3],
  ['favourite colour', 'qualitative', 1],
  ['type of pet', 'qualitative', 1],
  ['favourite sport', 'qualitative', 1],
  ['the language spoken at home', 'qualitative', 2],
  ['the province where you were born', 'qualitative', 2],
  ['jersey numbers on a hockey team', 'qualitative', 3],
  ['postal codes of students', 'qualitative', 3],
  ['eye colour', 'qualitative', 2],
];

/** Sorting data as qualitative, discrete or continuous; tricky items (jersey numbers, shoe sizes) come later. */
export function dataTypeTask(ask: DataTypeParams['ask'], name: string, description: string) {
  return defineTask<DataTypeParams>({
    name,
    description,
    build(rng, level) {
      const maxTrick = byLevel(level, [1, 2, 2, 3, 3]);
      const minTrick = byLevel(level, [1, 1, 2, 2, 3]);
      const pool = DATA_ITEMS.filter((i) => i[2] <= maxTrick);
      const rightPool = pool.filter((i) => i[1] === ask && i[2] >= minTrick);
      const right = rng.pick(rightPool.length > 0 ? rightPool : pool.filter((i) => i[1] === ask));
      const wrong = rng.shuffle(pool.filter((i) => i[1] !== ask)).slice(0, 3);
      const difficulty = right[2] + wrong.reduce((s, w) => s + w[2], 0);
      const meaning = {
        continuous: 'measured and can take any value in a range',
        discrete: 'counted in whole steps',
        qualitative: 'a category or label, not a quantity',
      }[ask];
      return {
        params: { options: [right[0], ...wrong.map((w) => w[0])], correct: right[0], ask, difficulty },
        title: `Which of these is ${ask === 'qualitative' ? 'qualitative' : `${ask} quantitative`} data?`,
        answer: right[0],
        answerKind: 'text',
        explanation: `${ask[0]?.toUpperCase()}${ask.slice(1)} data is ${meaning}: "${right[0]}".`,
        choices: { distractors: wrong.map((w) => w[0]) },
      };
    },
    solve: (p) => {
      const match = p.options.filter((o) => DATA_ITEMS.find((i) => i[0] === o)?.[1] === p.ask);
      return match.length === 1 ? (match[0] as string) : 'ambiguous';
    },
    complexity: (p) => p.difficulty,
  });
}

function reduced(n: number, d: number): string {
  const g = gcd(n, d);
  return d / g === 1 ? String(n / g) : `${n / g}/${d / g}`;
}

interface MisleadingParams {
  a: number;
  b: number;
  yMin: number;
  ask: 'difference' | 'looks' | 'actual';
}

/** A bar graph whose vertical axis does not start at zero, so differences look bigger than they are. */
export function misleadingGraphTask(ask: MisleadingParams['ask'], name: string, description: string) {
  return defineTask<MisleadingParams>({
    name,
    description,
    build(rng, level) {
      const unit = byLevel(level, [10, 10, 20, 50, 100]);
      const yMin = rng.int(2, byLevel(level, [5, 8, 10, 12, 15])) * unit;
      const a = yMin + rng.int(1, 4) * unit;
      const b = a + rng.int(1, byLevel(level, [4, 5, 6, 8, 10])) * unit;
      const company = rng.pick(['Maple Phones', 'Northern Bikes', 'Lakeview Games', 'Polar Snacks']);
      const rival = rng.pick(['Cedar Mobile', 'Trillium Cycles', 'Boreal Play', 'Harbour Foods']);
      const visual = [b - yMin, a - yMin];
      const g1 = gcd(visual[0] as number, visual[1] as number);
      const g2 = gcd(b, a);
      const looks = `${(visual[0] as number) / g1}/${(visual[1] as number) / g1}`;
      const actual = `${b / g2}/${a / g2}`;
      const answer = ask === 'difference' ? String(b - a) : ask === 'looks' ? looks : actual;
      return {
        params: { a, b, yMin, ask },
        title:
          ask === 'difference'
            ? `How many more units did ${company} sell than ${rival}?`
            : ask === 'looks'
              ? `The bar for ${company} looks how many times as tall as the bar for ${rival}?`
              : `How many times as many units did ${company} really sell as ${rival}?`,
        description: `The vertical axis starts at ${yMin}, not 0.${ask === 'difference' ? '' : ' Give a fraction in lowest terms or a whole number.'}`,
        answer: answer.endsWith('/1') ? answer.slice(0, -2) : answer,
        answerKind: ask === 'difference' ? 'number' : 'fraction',
        requiresAnswerForm: ask !== 'difference',
        explanation: `Visible bar heights are ${b} - ${yMin} and ${a} - ${yMin}, a ratio of ${looks}; the real ratio is ${b}/${a}. Starting the axis above 0 exaggerates the gap.`,
        imageSvg: seriesGraphSvg(
          {
            categories: [rival, company],
            values: [a, b],
            yLabel: 'Units sold',
            yMin,
            yMax: b + unit,
            yStep: unit,
            kind: 'bar',
          },
          `Bar graph starting at ${yMin}: ${rival} ${a}, ${company} ${b}`,
        ),
        choices:
          ask === 'actual'
            ? {
                distractors: [looks, String(b - a), reduced(a, b), reduced(b - yMin, a)],
                label: (v: string) => v.replace('/', ' / '),
              }
            : undefined,
      };
    },
    solve: (p) => {
      if (p.ask === 'difference') return String(p.b - p.a);
      if (p.ask === 'looks')
        return toFractionString(div(sub(rat(p.b), rat(p.yMin)), sub(rat(p.a), rat(p.yMin))));
      return toFractionString(rat(p.b, p.a));
    },
    complexity: (p) => magnitude(p.a, p.b) + (p.b - p.a) / (p.a - p.yMin + 1),
  });
}

/** Pearson r from integer sums; clear means |r| >= 0.7 with the right sign, or |r| <= 0.3 for none. */
function isClearTrend(points: [number, number][], direction: number): boolean {
  const n = points.length;
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
    sxy += x * y;
    sxx += x * x;
    syy += y * y;
  }
  const cov = n * sxy - sx * sy;
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx === 0 || vy === 0) return direction === 0;
  const r = cov / Math.sqrt(vx * vy);
  return direction === 0 ? Math.abs(r) <= 0.3 : direction * r >= 0.7;
}

interface ScatterParams {
  points: [number, number][];
  slope: number;
  intercept: number;
  x: number;
  mode: 'trend' | 'predict';
  noise: number;
}

/** Scatter plots: the direction of a trend and predictions from a line of best fit. */
export function scatterTask(mode: ScatterParams['mode'], name: string, description: string) {
  return defineTask<ScatterParams>({
    name,
    description,
    build(rng, level) {
      if (mode === 'predict') {
        // Levels add a negative slope (2, 4, 5), tenths in the slope (3-5) and larger x.
        const negative = level === 2 || level >= 4 ? rng.bool() : false;
        const magnitudeTenths = rng.int(1, 3) * 10 + (level >= 3 ? rng.int(1, 9) : 0);
        const m = negative ? -magnitudeTenths : magnitudeTenths;
        const b = negative ? rng.int(40, 80) : rng.int(2, 10);
        const x = rng.int(byLevel(level, [2, 5, 8, 12, 16]), byLevel(level, [10, 15, 20, 25, 40]));
        const predicted = m * x + b * 10;
        const slopeText = scaledDecimal(m, 1);
        return {
          params: { points: [], slope: m, intercept: b, x, mode, noise: 0 },
          title: `A line of best fit for a set of data is $y = ${slopeText}x + ${b}$. Predict $y$ when $x = ${x}$.`,
          description: 'Substitute into the equation of the line.',
          answer: scaledDecimal(predicted, 1),
          answerKind: 'number',
          explanation: `$y = ${slopeText} \\times ${x} + ${b} = ${scaledDecimal(predicted, 1)}$.`,
        };
      }
      const count = byLevel(level, [6, 8, 10, 12, 14]);
      const noise = byLevel(level, [1, 2, 4, 6, 8]);
      const direction = rng.pick([1, -1, 0]);
      const slope = direction === 0 ? 0 : direction * rng.int(1, 3);
      const intercept = direction < 0 ? rng.int(40, 50) : rng.int(2, 10);
      const draw = (): [number, number][] =>
        Array.from({ length: count }, () => {
          const x = rng.int(1, 15);
          const base = direction === 0 ? rng.int(5, 45) : slope * x + intercept;
          return [x, Math.max(0, Math.min(50, base + rng.int(-noise, noise)))];
        });
      // Redraw until the sample clearly shows the intended pattern, so the key is not a judgement call.
      let points = draw();
      for (let attempt = 0; attempt < 200 && !isClearTrend(points, direction); attempt += 1) points = draw();
      const svg = scatterSvg(
        points,
        { xMax: 15, yMax: 50, xLabel: 'Hours of practice', yLabel: 'Score' },
        `Scatter plot of ${count} points of score against hours of practice`,
      );
      {
        const answer = direction > 0 ? 'positive' : direction < 0 ? 'negative' : 'no correlation';
        return {
          params: { points, slope, intercept, x: 0, mode, noise },
          title: 'What kind of relationship does the scatter plot show?',
          answer,
          answerKind: 'text',
          explanation:
            direction === 0
              ? 'The points show no upward or downward pattern: no correlation.'
              : `As hours increase, scores tend to ${direction > 0 ? 'increase: a positive' : 'decrease: a negative'} correlation.`,
          imageSvg: svg,
          choices: { distractors: ['positive', 'negative', 'no correlation', 'cannot be graphed'] },
        };
      }
    },
    solve: (p) => {
      if (p.mode === 'predict')
        return toFractionString(add(mul(rat(p.slope, 10), rat(p.x)), rat(p.intercept)));
      // Least-squares slope sign from the plotted points, independent of how they were generated.
      const n = p.points.length;
      const sx = p.points.reduce((s, [x]) => s + x, 0);
      const sy = p.points.reduce((s, [, y]) => s + y, 0);
      const sxy = p.points.reduce((s, [x, y]) => s + x * y, 0);
      const sxx = p.points.reduce((s, [x]) => s + x * x, 0);
      const num = n * sxy - sx * sy;
      const den = n * sxx - sx * sx;
      if (den === 0) return 'no correlation';
      const r2num = num * num;
      const syy = p.points.reduce((s, [, y]) => s + y * y, 0);
      const r2den = den * (n * syy - sy * sy);
      // |r| < 0.5 is read as no correlation in Grade 8 language.
      if (r2den === 0 || 4 * r2num < r2den) return 'no correlation';
      return num > 0 ? 'positive' : 'negative';
    },
    complexity: (p) =>
      p.mode === 'trend'
        ? p.points.length / 2 + p.noise
        : magnitude(p.x) * 2 + (p.slope % 10 !== 0 ? 2 : 0) + (p.slope < 0 ? 1.5 : 0),
  });
}

interface PayParams {
  wageCents: number;
  hours: number;
  mode: 'gross' | 'overtime';
}

/** Gross pay from an hourly wage; Ontario's Employment Standards Act pays 1.5 times after 44 hours a week. */
export function grossPayTask(mode: PayParams['mode'], name: string, description: string) {
  return defineTask<PayParams>({
    name,
    description,
    build(rng, level) {
      const wageCents = rng.int(1720, byLevel(level, [2500, 2800, 3000, 3500, 4500]));
      const wage = level <= 2 ? Math.round(wageCents / 100) * 100 : wageCents;
      const hours =
        mode === 'overtime'
          ? rng.int(45, byLevel(level, [48, 50, 52, 55, 60]))
          : rng.int(byLevel(level, [4, 8, 10, 15, 20]), byLevel(level, [10, 16, 24, 32, 40]));
      const regular = Math.min(hours, 44);
      const extra = hours - regular;
      const cents = wage * regular + Math.floor((3 * wage * extra + 1) / 2);
      return {
        params: { wageCents: wage, hours, mode },
        title: 'What is the gross pay for the week?',
        description: `An earnings statement shows ${hours} hours worked at ${money(wage)} per hour.${mode === 'overtime' ? ' Hours over 44 in a week are paid at 1.5 times the regular rate.' : ''} Round to the nearest cent.`,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation:
          mode === 'overtime'
            ? `44 h × ${money(wage)} + ${extra} h × 1.5 × ${money(wage)} = ${money(cents)}.`
            : `${hours} h × ${money(wage)} = ${money(cents)}.`,
      };
    },
    solve: (p) => {
      const wage = rat(p.wageCents, 100);
      const regular = Math.min(p.hours, 44);
      const extra = p.hours - regular;
      return toDecimalString(add(mul(wage, rat(regular)), mul(mul(wage, rat(3, 2)), rat(extra))), 2);
    },
    complexity: (p) =>
      magnitude(p.hours, p.wageCents / 100) +
      (p.wageCents % 100 !== 0 ? 1.5 : 0) +
      (p.hours > 44 ? Math.log2(p.hours - 43) : 0) +
      magnitude(p.wageCents) / 4,
  });
}

interface PlanParams {
  goal: number;
  weeks: number;
  saved: number;
}

/** Weekly saving needed to reach a goal by a date, rounded up to the next cent so the goal is met. */
export function weeklyNeededTask(name: string, description: string) {
  return defineTask<PlanParams>({
    name,
    description,
    build(rng, level) {
      const goal = rng.int(2, byLevel(level, [10, 20, 50, 100, 300])) * 1000;
      const weeks = rng.int(byLevel(level, [2, 4, 6, 8, 10]), byLevel(level, [5, 10, 15, 26, 52]));
      const saved = level >= 3 ? rng.int(0, Math.floor(goal / 3000)) * 1000 : 0;
      const cents = Math.ceil((goal - saved) / weeks);
      return {
        params: { goal, weeks, saved },
        title: 'How much must be saved each week?',
        description: `A family plans to save ${money(goal)} for a trip in ${weeks} weeks${saved ? ` and already has ${money(saved)}` : ''}. What equal weekly amount reaches the goal? Round up to the next cent.`,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: `(${money(goal)}${saved ? ` - ${money(saved)}` : ''}) ÷ ${weeks} ≈ ${money(cents)} a week (round up so the goal is met).`,
      };
    },
    solve: (p) => {
      const q = div(sub(rat(p.goal), rat(p.saved)), rat(p.weeks));
      const cents = q.n / q.d + (q.n % q.d === 0n ? 0n : 1n);
      return toDecimalString(rat(cents, 100n), 2);
    },
    complexity: (p) => magnitude(p.goal / 100) + Math.log2(p.weeks) + (p.saved ? 1 : 0),
  });
}

interface BorrowParams {
  amount: number;
  feePercent: number;
  payments: number;
}

/** Borrowing with a fee and paying it back in equal instalments (the last one adjusted as lenders do). */
export function borrowTask(name: string, description: string) {
  return defineTask<BorrowParams>({
    name,
    description,
    build(rng, level) {
      const amount = rng.int(2, byLevel(level, [10, 20, 50, 100, 200])) * 1000;
      const feePercent = rng.int(1, byLevel(level, [5, 8, 10, 12, 15]));
      const payments = byLevel(level, [1, 2, rng.int(3, 4), rng.int(4, 6), rng.int(6, 12)]);
      const total = amount + Math.floor((amount * feePercent + 50) / 100);
      const each = Math.floor(total / payments);
      const who = rng.pick(['Maya', 'Ethan', 'Sofia', 'Arjun', 'Lucas', 'Ava']);
      return {
        params: { amount, feePercent, payments },
        title: payments === 1 ? 'How much is paid back?' : 'How much is each payment?',
        description:
          payments === 1
            ? `${who} borrows ${money(amount)} from a relative and agrees to pay back a ${feePercent}% fee on top. How much does ${who} pay back in total?`
            : `${who} borrows ${money(amount)} with a ${feePercent}% fee and repays the total in ${payments} equal payments. How much is each payment? Round down to the cent (the last payment covers any leftover cents).`,
        answer: moneyAnswer(each),
        answerKind: 'money',
        explanation: `Total owed: ${money(amount)} + ${feePercent}% = ${money(total)}.${payments > 1 ? ` Divided by ${payments}: ${money(each)} each.` : ''}`,
      };
    },
    solve: (p) => {
      const total = mul(rat(p.amount, 100), rat(100 + p.feePercent, 100));
      const each = div(total, rat(p.payments));
      const cents = mul(each, rat(100));
      return toDecimalString(rat(cents.n / cents.d, 100n), 2);
    },
    complexity: (p) => magnitude(p.amount / 100) + p.payments + (p.feePercent > 5 ? 0.5 : 0),
  });
}

interface CardParams {
  balance: number;
  /** Annual rate in hundredths of a percent. */
  rateBp: number;
  payment: number;
  purchases: number;
  mode: 'monthlyInterest' | 'newBalance' | 'annualCost';
  fee: number;
}

/** Credit card interest on an unpaid balance (annual rate / 12 per month) and the yearly cost of a card. */
export function creditCardTask(mode: CardParams['mode'], name: string, description: string) {
  return defineTask<CardParams>({
    name,
    description,
    build(rng, level) {
      const balance =
        rng.int(1, byLevel(level, [5, 10, 20, 40, 80])) * 10000 + (level >= 3 ? rng.int(0, 9999) : 0);
      const rateBp = rng.pick([1200, 1800, 1999, 2099, 2199, 2499].slice(0, byLevel(level, [2, 3, 4, 5, 6])));
      const payment =
        mode === 'newBalance' ? Math.min(balance, rng.int(1, byLevel(level, [2, 4, 8, 10, 20])) * 2500) : 0;
      const purchases = mode === 'newBalance' && level >= 3 ? rng.int(1, 200) * 100 + rng.int(0, 99) : 0;
      const fee = mode === 'annualCost' ? rng.pick([0, 3900, 9900, 12000]) : 0;
      const unpaid = balance - payment;
      const monthly = Math.floor((2 * unpaid * rateBp + 120000) / 240000); // unpaid x rate/12, rounded
      let cents: number;
      let text: string;
      if (mode === 'monthlyInterest') {
        cents = Math.floor((2 * balance * rateBp + 120000) / 240000);
        text = `A credit card charges ${scaledDecimal(rateBp, 2)}% interest per year, charged monthly as one twelfth of the yearly rate. The unpaid balance is ${money(balance)}. How much interest is charged this month? Round to the nearest cent.`;
      } else if (mode === 'newBalance') {
        cents = unpaid + monthly + purchases;
        text = `A statement shows ${money(balance)} owing. ${money(payment)} is paid, and interest of ${scaledDecimal(rateBp, 2)}% per year (one twelfth per month) is charged on the rest${purchases ? `. New purchases total ${money(purchases)}` : ''}. What is the next balance? Round the interest to the nearest cent.`;
      } else {
        cents = fee + 12 * Math.floor((2 * balance * rateBp + 120000) / 240000);
        text = `A card has a ${money(fee)} annual fee and charges ${scaledDecimal(rateBp, 2)}% per year (one twelfth each month). If a balance of ${money(balance)} is carried every month for a year, what does the card cost in a year? Round each month's interest to the cent.`;
      }
      return {
        params: { balance, rateBp, payment, purchases, mode, fee },
        title:
          mode === 'monthlyInterest'
            ? 'Monthly credit card interest'
            : mode === 'newBalance'
              ? 'Next statement balance'
              : 'Yearly cost of a credit card',
        description: text,
        answer: moneyAnswer(cents),
        answerKind: 'money',
        explanation: `Monthly rate = ${scaledDecimal(rateBp, 2)}% ÷ 12. Interest is the unpaid balance times the monthly rate; the answer is ${money(cents)}.`,
      };
    },
    solve: (p) => {
      const monthlyRate = div(rat(p.rateBp, 10000), rat(12));
      const interestOn = (cents: number) => {
        const v = mul(rat(cents, 100), monthlyRate);
        return rat(BigInt(toDecimalString(v, 2).replace('.', '')), 100);
      };
      if (p.mode === 'monthlyInterest') return toDecimalString(interestOn(p.balance), 2);
      if (p.mode === 'newBalance')
        return toDecimalString(
          add(add(rat(p.balance - p.payment, 100), interestOn(p.balance - p.payment)), rat(p.purchases, 100)),
          2,
        );
      return toDecimalString(add(rat(p.fee, 100), mul(rat(12), interestOn(p.balance))), 2);
    },
    complexity: (p) =>
      magnitude(p.balance / 100) +
      (p.balance % 100 !== 0 ? 1 : 0) +
      (p.rateBp % 100 !== 0 ? 1 : 0) +
      (p.purchases ? 1 : 0) +
      (p.payment ? 0.5 : 0),
  });
}

interface RateChangeParams {
  start: number;
  rate: number;
  minutes: number;
}

/** Integer multiplication in context: steady descents and ascents from a starting elevation. */
export function rateChangeTask(name: string, description: string) {
  return defineTask<RateChangeParams>({
    name,
    description,
    build(rng, level) {
      const rate = rng.signed(2, byLevel(level, [5, 9, 12, 15, 25]));
      const minutes = rng.int(2, byLevel(level, [5, 8, 12, 15, 20]));
      const start =
        level >= 3 ? rng.int(-byLevel(level, [0, 0, 50, 100, 300]), byLevel(level, [0, 0, 50, 100, 300])) : 0;
      const end = start + rate * minutes;
      return {
        params: { start, rate, minutes },
        title: level >= 3 ? 'What is the final elevation?' : 'What is the change in elevation?',
        description: `A diver${level >= 3 ? ` starts at ${start} m (relative to sea level) and` : ''} ${rate < 0 ? 'descends' : 'rises'} ${Math.abs(rate)} m per minute for ${minutes} minutes. ${level >= 3 ? 'Give the final elevation in metres (negative below sea level).' : 'Give the change in metres (negative for down).'}`,
        answer: String(end),
        answerKind: 'number',
        explanation: `Change = rate × time = $${rate} \\times ${minutes} = ${rate * minutes}$${level >= 3 ? `; final elevation = ${start} + (${rate * minutes}) = ${end}` : ''}.`,
      };
    },
    solve: (p) => toFractionString(add(rat(p.start), mul(rat(p.rate), rat(p.minutes)))),
    complexity: (p) => magnitude(p.rate * p.minutes) + (p.start !== 0 ? 2 : 0) + magnitude(p.start) / 2,
  });
}
