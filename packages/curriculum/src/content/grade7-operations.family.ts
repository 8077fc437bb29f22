/**
 * Grade 7 operations (B2.1) and proportional reasoning (B2.10): the order of operations with whole numbers and
 * decimals, telling proportional from non-proportional relationships, and solving problems with rates and ratios.
 */
import { money, moneyAnswer, plural } from '../core/format';
import { byLevel, gcd } from '../core/levels';
import { type Rational, add, div, mul, rat, sub, toDecimalString } from '../core/rational';
import { defineTask } from '../core/task';

const num = (r: Rational): string => toDecimalString(r, 6, true);

/** An expression as the learner reads it, with `×` and `÷`; `solve` parses it on its own. */
interface OrderParams {
  expression: string;
  /** Level 5: the bracket placements offered and the value the learner must reach. */
  target: string | null;
  placements: string[] | null;
}

/** Evaluates `+ - × ÷`, brackets and `²` with exact rationals by recursive descent, independent of `build`. */
function evaluate(expression: string): Rational {
  const tokens = expression.match(/\d+(?:\.\d+)?|[()+\-×÷²]/g) ?? [];
  let at = 0;
  const factor = (): Rational => {
    const token = tokens[at++] as string;
    let value: Rational;
    if (token === '(') {
      value = sum();
      at += 1;
    } else {
      const [whole, part = ''] = token.split('.');
      value = rat(BigInt(`${whole}${part}`), 10n ** BigInt(part.length));
    }
    while (tokens[at] === '²') {
      at += 1;
      value = mul(value, value);
    }
    return value;
  };
  const term = (): Rational => {
    let value = factor();
    while (tokens[at] === '×' || tokens[at] === '÷') {
      const op = tokens[at++];
      value = op === '×' ? mul(value, factor()) : div(value, factor());
    }
    return value;
  };
  const sum = (): Rational => {
    let value = term();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const op = tokens[at++];
      value = op === '+' ? add(value, term()) : sub(value, term());
    }
    return value;
  };
  return sum();
}

const tex = (expression: string): string =>
  expression
    .replace(/×/g, ' \\times ')
    .replace(/÷/g, ' \\div ')
    .replace(/²/g, '^{2}')
    .replace(/([+-])/g, ' $1 ');

export const orderOfOperationsTask = defineTask<OrderParams>({
  name: 'Order of operations',
  description:
    'Evaluate expressions with brackets, squares, the four operations and decimals, in the right order.',
  build(rng, level) {
    if (level === 5) {
      let [a, b, c, d] = [rng.int(2, 9), rng.int(2, 9), rng.int(3, 9), rng.int(1, 2)];
      // Four placements with four different values, so exactly one reaches the target.
      while (new Set([(a + b) * c - d, a + b * (c - d), (a + b) * (c - d), a + b * c - d]).size < 4)
        [a, b, c, d] = [rng.int(2, 9), rng.int(2, 9), rng.int(3, 9), rng.int(1, 2)];
      const placements = [
        `(${a}+${b})×${c}-${d}`,
        `${a}+${b}×(${c}-${d})`,
        `(${a}+${b})×(${c}-${d})`,
        `${a}+${b}×${c}-${d}`,
      ];
      const values = [(a + b) * c - d, a + b * (c - d), (a + b) * (c - d), a + b * c - d];
      const index = rng.int(0, 2);
      const target = String(values[index]);
      const answer = placements[index] as string;
      const params: OrderParams = { expression: `${a}+${b}×${c}-${d}`, target, placements };
      return {
        params,
        title: `Where do brackets go in $${tex(`${a}+${b}×${c}-${d}`)}$ to make it equal ${target}?`,
        answer,
        answerKind: 'text',
        explanation: `Work out each choice, brackets first: $${tex(placements[0] as string)} = ${a + b} \\times ${c} - ${d} = ${values[0]}$; $${tex(placements[1] as string)} = ${a} + ${b} \\times ${c - d} = ${values[1]}$; $${tex(placements[2] as string)} = ${a + b} \\times ${c - d} = ${values[2]}$; without brackets, multiplication comes first and the value is ${values[3]}. So the brackets go as in $${tex(answer)}$, which equals ${target}.`,
        hints: [
          'Work out each choice: the brackets first, then multiplication, then addition and subtraction from left to right.',
          `Without brackets, $${tex(`${b}×${c}`)}$ is done first.`,
        ],
        misconceptions: [],
        choices: {
          distractors: placements.filter((p) => p !== answer),
          label: (value) => `$${tex(value)}$`,
        },
      };
    }
    const n = (lo: number, hi: number): number => rng.int(lo, hi);
    let expression: string;
    let answer: Rational;
    let steps: string;
    if (level === 1) {
      const [a, b, c] = [n(2, 20), n(2, 9), n(2, 9)];
      expression = `${a}+${b}×${c}`;
      answer = rat(a + b * c);
      steps = `Multiply first: $${b} \\times ${c} = ${b * c}$. Then add: $${a} + ${b * c} = ${a + b * c}$.`;
    } else if (level === 2) {
      const [a, b, c] = [n(2, 12), n(2, 12), n(2, 9)];
      const d = n(1, (a + b) * c - 1);
      expression = `(${a}+${b})×${c}-${d}`;
      answer = rat((a + b) * c - d);
      steps = `Brackets first: $${a} + ${b} = ${a + b}$. Then multiply: $${a + b} \\times ${c} = ${(a + b) * c}$. Then subtract: $${(a + b) * c} - ${d} = ${(a + b) * c - d}$.`;
    } else if (level === 3) {
      const e = n(2, 5);
      const q = n(2, 9);
      const b10 = n(2, 9);
      const a10 = n(11, 60);
      // a.b + c.d × (e-part) ÷ e with an exact quotient: (q × e) ÷ e.
      expression = `${num(rat(a10, 10))}+${num(rat(b10, 10))}×${q * e}÷${e}`;
      const product = rat(b10 * q * e, 10);
      answer = add(rat(a10, 10), div(product, rat(e)));
      steps = `Multiply and divide from left to right: $${num(rat(b10, 10))} \\times ${q * e} = ${num(product)}$, then $${num(product)} \\div ${e} = ${num(div(product, rat(e)))}$. Then add: $${num(rat(a10, 10))} + ${num(div(product, rat(e)))} = ${num(answer)}$.`;
    } else {
      const a = n(3, 9);
      const c = n(4, 12);
      const d = n(1, c - 1);
      const f = n(2, 4);
      const b = f * n(1, 5);
      const inside = c - d;
      expression = `${a}²-${b}÷${f}×(${c}-${d})`;
      const quotient = b / f;
      answer = rat(a * a - quotient * inside);
      steps = `Brackets: $${c} - ${d} = ${inside}$. Square: $${a}^{2} = ${a * a}$. Divide and multiply from left to right: $${b} \\div ${f} = ${quotient}$, then $${quotient} \\times ${inside} = ${quotient * inside}$. Subtract: $${a * a} - ${quotient * inside} = ${a * a - quotient * inside}$.`;
    }
    const value = num(answer);
    const leftToRight =
      level === 1
        ? (() => {
            const [a, b, c] = expression.split(/[+×]/).map(Number) as [number, number, number];
            return String((a + b) * c);
          })()
        : null;
    return {
      params: { expression, target: null, placements: null },
      title: `What is $${tex(expression)}$?`,
      answer: value,
      answerKind: 'number',
      explanation: `${steps} The value is ${value}.`,
      hints: [
        'Brackets first, then squares, then multiplication and division from left to right, then addition and subtraction from left to right.',
      ],
      misconceptions:
        leftToRight && leftToRight !== value
          ? [
              {
                answer: leftToRight,
                hint: 'Working left to right adds first; multiplication comes before addition.',
              },
            ]
          : [],
    };
  },
  solve: ({ expression, target, placements }) => {
    if (target !== null && placements) {
      const match = placements.find((p) => num(evaluate(p)) === target);
      return match as string;
    }
    return num(evaluate(expression));
  },
  complexity: ({ expression, target }) =>
    (expression.match(/[+\-×÷²]/g) ?? []).length +
    (expression.match(/\(/g) ?? []).length +
    (expression.includes('.') ? 1.5 : 0) +
    (target !== null ? 4 : 0),
});

interface ProportionalParams {
  kind: 'unit-cost' | 'recipe' | 'percent' | 'speed' | 'mixture';
  /** The numbers of the problem, meaning set by `kind`. */
  values: number[];
}

export const proportionalReasoningTask = defineTask<ProportionalParams>({
  name: 'Solve problems with proportional reasoning',
  description:
    'Use unit rates, equivalent ratios and percents to find a missing quantity, including part-to-whole mixtures.',
  build(rng, level) {
    const kind = byLevel(level, ['unit-cost', 'recipe', 'percent', 'speed', 'mixture'] as const);
    if (kind === 'unit-cost') {
      const count = rng.int(2, 8);
      const unitCents = rng.int(3, 30) * 25;
      const want = rng.int(count + 1, 15);
      const params: ProportionalParams = { kind, values: [count, count * unitCents, want] };
      const answer = moneyAnswer(want * unitCents);
      return {
        params,
        title: `How much do ${want} notebooks cost, in dollars?`,
        description: `At a school supply sale in Burlington, ${count} notebooks cost ${money(count * unitCents)} in total, and every notebook has the same price.`,
        answer,
        answerKind: 'money',
        explanation: `Find the unit rate: ${money(count * unitCents)} ÷ ${count} = ${money(unitCents)} per notebook. Then ${want} × ${money(unitCents)} = ${money(want * unitCents)}. The ${want} notebooks cost ${answer} dollars.`,
        hints: [`Find the price of one notebook: divide ${money(count * unitCents)} by ${count}.`],
        misconceptions:
          unitCents === 100
            ? []
            : [
                {
                  answer: moneyAnswer(count * unitCents + (want - count) * 100),
                  hint: 'Adding a dollar per extra notebook is not the same rate: find the price of one notebook first.',
                },
              ],
      };
    }
    if (kind === 'recipe') {
      const flour = rng.int(2, 5);
      let sugar = rng.int(1, 4);
      while (gcd(flour, sugar) !== 1 || sugar === flour) sugar = rng.int(1, 4);
      const scale = rng.pick([1.5, 2.5, 3, 3.5, 4]);
      const params: ProportionalParams = { kind, values: [flour, sugar, flour * scale] };
      const answer = num(rat(sugar * scale * 10, 10));
      return {
        params,
        title: `How many cups of sugar go with ${num(rat(flour * scale * 10, 10))} cups of flour?`,
        description: `A muffin recipe uses ${flour} cups of flour for every ${sugar} cups of sugar, and the ratio stays the same for a bigger batch.`,
        answer,
        answerKind: 'number',
        explanation: `The batch uses ${num(rat(flour * scale * 10, 10))} ÷ ${flour} = ${num(rat(scale * 10, 10))} times as much flour, so it uses ${num(rat(scale * 10, 10))} times as much sugar: ${sugar} × ${num(rat(scale * 10, 10))} = ${answer}. It needs ${answer} cups of sugar.`,
        hints: [
          `How many times ${flour} is ${num(rat(flour * scale * 10, 10))}? Multiply ${sugar} by the same number.`,
        ],
        misconceptions: [
          {
            answer: num(rat((sugar + flour * scale - flour) * 10, 10)),
            hint: 'Adding the same amount to both is not a proportional change: multiply by the same factor.',
          },
        ],
      };
    }
    if (kind === 'percent') {
      const percent = rng.pick([10, 20, 25, 30, 40, 60, 75]);
      // A school of 200 to 1200 students, a multiple of 20 so the part is whole and 1% has one decimal place;
      // never 100, where the part would equal the percent.
      const whole = rng.int(10, 60) * 20;
      const part = (whole * percent) / 100;
      const params: ProportionalParams = { kind, values: [part, percent] };
      return {
        params,
        title: `${part} students is ${percent}% of the students at a school in Oakville. How many students go to the school?`,
        answer: String(whole),
        answerKind: 'number',
        explanation: `${percent}% of the students is ${part}, so 1% is ${part} ÷ ${percent} = ${num(rat(part, percent))} and 100% is ${num(rat(part, percent))} × 100 = ${whole}. The school has ${whole} students.`,
        hints: [`${part} is ${percent} parts out of 100. Find one part first: divide ${part} by ${percent}.`],
        misconceptions: [
          {
            answer: num(rat(part * percent, 100)),
            hint: `That is ${percent}% of ${part}; here ${part} is the part and the whole is unknown.`,
          },
        ],
        lintFacts: { answerIsCount: true },
      };
    }
    if (kind === 'speed') {
      const speed = rng.int(60, 100);
      const hours = rng.int(2, 4);
      const later = rng.pick([1.5, 2.5, 3.5, 4.5, 5.5]);
      const params: ProportionalParams = { kind, values: [speed * hours, hours, later] };
      const answer = num(rat(speed * later * 10, 10));
      return {
        params,
        title: `At the same speed, how far does the bus travel in ${later} h, in kilometres?`,
        description: `A bus on Highway 401 travels ${speed * hours} km in ${hours} h at a steady speed.`,
        answer,
        answerKind: 'number',
        explanation: `The speed is ${speed * hours} ÷ ${hours} = ${speed} km per hour. In ${later} h the bus travels ${speed} × ${later} = ${answer} km.`,
        hints: [`Find how far the bus goes in 1 h: divide ${speed * hours} by ${hours}.`],
        misconceptions: [
          {
            answer: num(rat((speed * hours + (later - hours) * 10) * 10, 10)),
            hint: 'Find the distance in one hour first, then multiply by the time.',
          },
        ],
      };
    }
    const concentrate = rng.int(1, 3);
    let water = rng.int(2, 7);
    while (gcd(concentrate, water) !== 1) water = rng.int(2, 7);
    const parts = concentrate + water;
    const batches = rng.pick([0.5, 1.5, 2, 2.5, 3]);
    const total = parts * batches * 0.2;
    const params: ProportionalParams = { kind, values: [concentrate, water, total] };
    const answer = num(div(mul(rat(Math.round(total * 10), 10), rat(concentrate)), rat(parts)));
    return {
      params,
      title: `How many litres of concentrate are in ${num(rat(Math.round(total * 10), 10))} L of the drink?`,
      description: `Orange drink for a class picnic in Brantford is mixed ${concentrate} part${concentrate > 1 ? 's' : ''} concentrate to ${water} parts water.`,
      answer,
      answerKind: 'number',
      explanation: `The drink has ${concentrate} + ${water} = ${parts} parts, and ${concentrate} of them ${concentrate === 1 ? 'is' : 'are'} concentrate: the fraction is ${concentrate}/${parts}. Then ${num(rat(Math.round(total * 10), 10))} × ${concentrate} ÷ ${parts} = ${answer}. The drink holds ${answer} L of concentrate.`,
      hints: [
        `The ratio ${concentrate} : ${water} compares part to part. How many parts make the whole drink?`,
        `Concentrate is ${concentrate} of those parts: find that fraction of ${num(rat(Math.round(total * 10), 10))} L.`,
      ],
      misconceptions: [
        {
          answer: num(div(mul(rat(Math.round(total * 10), 10), rat(concentrate)), rat(water))),
          hint: `Dividing by ${water} uses only the water parts; the whole drink has ${parts} parts.`,
        },
      ],
    };
  },
  solve: ({ kind, values }) => {
    const [a, b, c] = values as [number, number, number];
    const r = (x: number): Rational => rat(Math.round(x * 100), 100);
    if (kind === 'unit-cost') return toDecimalString(div(mul(rat(b, 100), rat(c)), rat(a)), 2);
    if (kind === 'recipe') return num(div(mul(r(c), rat(b)), rat(a)));
    if (kind === 'percent') return num(div(mul(rat(a), rat(100)), rat(b)));
    if (kind === 'speed') return num(mul(div(rat(a), rat(b)), r(c)));
    return num(div(mul(r(c), rat(a)), rat(a + b)));
  },
  complexity: ({ kind, values }) =>
    ({ 'unit-cost': 1, recipe: 2, percent: 3, speed: 4, mixture: 6 })[kind] +
    (values.some((v) => !Number.isInteger(v)) ? 0.5 : 0),
});

interface ProportionalTableParams {
  xs: number[];
  ys: number[];
  /** Level 5: the position of the one pair that breaks the rate, which the learner must find. */
  odd: number | null;
}

export const proportionalTableTask = defineTask<ProportionalTableParams>({
  name: 'Proportional or not',
  description:
    'Decide from a table of values whether a relationship is proportional, and find the pair that breaks it.',
  build(rng, level) {
    const rows = byLevel(level, [3, 4, 4, 5, 5]);
    const rate = level >= 3 ? rng.pick([1.5, 2.5, 0.4, 1.2, 3.5]) : rng.int(2, 9);
    const start = rng.int(1, 4);
    const step = rng.int(1, 3) * (level >= 3 ? 2 : 1);
    const xs = Array.from({ length: rows }, (_, i) => start + i * step);
    const proportional = level === 5 ? false : rng.bool();
    const fee = rng.int(1, 5) * (level >= 3 ? 2 : 1);
    let ys = xs.map((x) => Math.round(x * rate * 100) / 100);
    let odd: number | null = null;
    if (level === 5) {
      odd = rng.int(1, rows - 1);
      ys = ys.map((y, i) => (i === odd ? Math.round((y + fee) * 100) / 100 : y));
    } else if (!proportional) ys = ys.map((y) => Math.round((y + fee) * 100) / 100);
    const params: ProportionalTableParams = { xs, ys, odd };
    const table = xs.map((x, i) => `(${x}, ${ys[i]})`).join(', ');
    const ratioOf = (i: number): Rational =>
      div(rat(Math.round((ys[i] as number) * 100), 100), rat(xs[i] as number));
    // A ratio that does not end within three decimal places is shown rounded, with ≈.
    const ratioText = (r: Rational): string =>
      num(r) === toDecimalString(r, 3, true) ? `= ${num(r)}` : `≈ ${toDecimalString(r, 2, true)}`;
    const ratios = xs.map((x, i) => `${ys[i]} ÷ ${x} ${ratioText(ratioOf(i))}`).join('; ');
    if (odd !== null) {
      const answer = `(${xs[odd]}, ${ys[odd]})`;
      return {
        params,
        title: 'Which pair breaks the proportional pattern?',
        description: `A store in Timmins lists the mass of nails in kilograms ($x$) and their price in dollars ($y$). All but one pair follow the same price per kilogram: ${table}.`,
        answer,
        answerKind: 'text',
        explanation: `Divide $y$ by $x$ for each pair: ${ratios}. Every pair but one gives ${num(rat(Math.round(rate * 100), 100))}, the price per kilogram. The pair that breaks the pattern is ${answer}.`,
        hints: [
          'In a proportional relationship, $y \\div x$ is the same for every pair.',
          'Work out $y \\div x$ for each pair and look for the one that differs.',
        ],
        misconceptions: [],
        choices: { distractors: xs.map((x, i) => `(${x}, ${ys[i]})`).filter((p) => p !== answer) },
      };
    }
    const answer = proportional ? 'constant-ratio' : 'changing-ratio';
    const labels: Record<string, string> = {
      'constant-ratio': `Yes: $y \\div x$ is always ${toDecimalString(ratioOf(0), 2, true)}`,
      'changing-ratio': 'No: $y \\div x$ is not the same for every pair',
      grows: 'Yes: $y$ grows whenever $x$ grows',
      zero: 'No: a proportional table must start at $x = 0$',
    };
    return {
      params,
      title: 'Is the relationship in the table proportional?',
      description: `A ride-share in Ottawa charges $y$ dollars for $x$ kilometres: ${table}.`,
      answer,
      answerKind: 'text',
      explanation: `A relationship is proportional when $y \\div x$ is the same for every pair (and so $x = 0$ would give $y = 0$). Here: ${ratios}. ${proportional ? `The ratio is always the same, so the answer is: ${labels['constant-ratio']}.` : `The ratios differ (there is a fixed part of ${plural(fee, 'dollar')}), so the answer is: ${labels['changing-ratio']}.`}`,
      hints: [
        'Divide each $y$ by its $x$.',
        'Growing together is not enough: $y \\div x$ must be equal for every pair.',
      ],
      misconceptions: [
        {
          answer: 'grows',
          hint: 'Both values grow in many non-proportional relationships too; check that $y \\div x$ stays the same.',
        },
      ],
      choices: {
        distractors: ['constant-ratio', 'changing-ratio', 'grows', 'zero'].filter((v) => v !== answer),
        label: (v) => labels[v] as string,
      },
    };
  },
  solve: ({ xs, ys, odd }) => {
    // Cross-multiplication against the first pair: y_i × x_0 = y_0 × x_i for a constant ratio (cents avoid floats).
    const cents = ys.map((y) => Math.round(y * 100));
    const agrees = xs.map((x, i) => (cents[i] as number) * (xs[0] as number) === (cents[0] as number) * x);
    if (odd !== null) {
      const index = agrees.indexOf(false);
      return `(${xs[index]}, ${ys[index]})`;
    }
    return agrees.every(Boolean) ? 'constant-ratio' : 'changing-ratio';
  },
  complexity: ({ xs, ys, odd }) =>
    xs.length + (ys.some((y) => !Number.isInteger(y)) ? 1.5 : 0) + (odd !== null ? 3 : 0),
});
