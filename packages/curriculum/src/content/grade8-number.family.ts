/**
 * Grade 8 Number tasks added for issue 20: percents above 100 % and below 1 % (B1.4), mental math with powers of
 * ten (B2.3), perfect squares and their roots (B2.2). Each level is a different kind of question (see the level
 * tables); level 5 works backwards or chains two ideas in an Ontario context.
 */
import { groupThousands, money, moneyAnswer } from '../core/format';
import { type PerLevel, byLevel } from '../core/levels';
import { numericFallback } from '../core/options';
import { type Rational, div, mul, rat, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { applicableMisconceptions } from '../core/misconceptions';
import { type TaskDefinition, defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

/**
 * `defineTask` that keeps only the misconceptions that apply: with small numbers a slip can land on the key or on
 * an earlier slip, and such an entry would name no mistake.
 */
export function defineGrade8Task<P>(task: TaskDefinition<P>): TaskDefinition<never> {
  return defineTask<P>({
    ...task,
    build(rng, level) {
      const draft = task.build(rng, level);
      return {
        ...draft,
        misconceptions: applicableMisconceptions(draft.answer, draft.answerKind, draft.misconceptions ?? []),
      };
    },
  });
}

/** A terminating rational as a plain decimal (`0.0045`, `2.5`, `320`). */
export function plainDecimal(value: Rational): string {
  return toDecimalString(value, 12, true);
}

/** A decimal for TeX: thousands braced so the comma does not add space. */
function texDecimal(value: Rational): string {
  const text = plainDecimal(value);
  const [whole = '', part] = text.split('.');
  const grouped = groupThousands(BigInt(whole.replace('-', '') || '0'), true);
  return `${whole.startsWith('-') ? '-' : ''}${grouped}${part ? `.${part}` : ''}`;
}

const PLACES = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const placesText = (count: number): string => `${PLACES[count] ?? count} place${count === 1 ? '' : 's'}`;

const tenTo = (exponent: number): Rational =>
  exponent >= 0 ? rat(10n ** BigInt(exponent)) : rat(1n, 10n ** BigInt(-exponent));

// ---------------------------------------------------------------------------------------------------------------
// B1.4 Percents above 100 % and below 1 %

type PercentKind = 'over100' | 'under1' | 'toPercent' | 'percentOf' | 'backwards';

interface PercentParams {
  kind: PercentKind;
  /** The percent as an exact decimal string (`135`, `0.45`). */
  percent: string;
  /** toPercent: the decimal written; percentOf: the whole; backwards: the known result. */
  amount: string;
  /** percentOf and backwards: which story. */
  story: number;
}

const PERCENT_LEVELS: PerLevel<PercentKind> = ['over100', 'under1', 'toPercent', 'percentOf', 'backwards'];

const PERCENT_OF_STORIES = [
  {
    tiny: true,
    text: (p: string, whole: string) =>
      `At a Toronto Marlies game, ${p}\\% of the ${whole} fans won a free T-shirt. How many fans won a T-shirt?`,
  },
  {
    tiny: true,
    text: (p: string, whole: string) =>
      `A school board in Ottawa has ${whole} students, and ${p}\\% of them entered the science fair. How many students entered?`,
  },
  {
    tiny: false,
    text: (p: string, whole: string) =>
      `Last year a bakery in Kingston sold ${whole} butter tarts. This year it sold ${p}\\% of last year's number. How many butter tarts did it sell this year?`,
  },
  {
    tiny: false,
    text: (p: string, whole: string) =>
      `Last spring a Grade 8 class in Sudbury planted ${whole} trees. This spring it planted ${p}\\% of that number. How many trees did it plant this spring?`,
  },
];

function solvePercent(p: PercentParams): string {
  const percent = div(rat(Math.round(Number(p.percent) * 10000)), rat(10000));
  const fraction = div(percent, rat(100));
  const amount = div(rat(Math.round(Number(p.amount) * 10000)), rat(10000));
  switch (p.kind) {
    case 'over100':
    case 'under1':
      return plainDecimal(fraction);
    case 'toPercent':
      return plainDecimal(mul(amount, rat(100)));
    case 'percentOf':
      return plainDecimal(mul(amount, fraction));
    case 'backwards':
      // story 0: growth by the percent (new = old × (1 + p)); story 1: interest earned at the percent.
      return p.story === 0
        ? plainDecimal(div(amount, add1(fraction)))
        : moneyAnswer(Number(plainDecimal(mul(div(amount, fraction), rat(100)))));
  }
}

function add1(value: Rational): Rational {
  return rat(value.n + value.d, value.d);
}

function percentBuild(rng: Rng, level: DifficultyLevel): PercentParams {
  const kind = byLevel(level, PERCENT_LEVELS);
  switch (kind) {
    case 'over100':
      return { kind, percent: String(rng.int(101, 480)), amount: '0', story: 0 };
    case 'under1': {
      const hundredths = rng.pick([
        5,
        25,
        75,
        ...Array.from({ length: 9 }, (_, i) => (i + 1) * 10),
        rng.int(11, 95),
      ]);
      return { kind, percent: plainDecimal(rat(hundredths, 100)), amount: '0', story: 0 };
    }
    case 'toPercent': {
      const amount = rng.bool()
        ? plainDecimal(rat(rng.int(101, 450), 100))
        : plainDecimal(rat(rng.int(1, 9), rng.pick([1000, 10000, 2000, 5000])));
      return { kind, percent: '0', amount, story: rng.bool() ? 0 : 1 };
    }
    case 'percentOf': {
      const story = rng.int(0, PERCENT_OF_STORIES.length - 1);
      if (PERCENT_OF_STORIES[story]?.tiny)
        return {
          kind,
          percent: plainDecimal(rat(rng.int(1, 9), 10)),
          amount: String(rng.int(4, 40) * 1000),
          story,
        };
      return { kind, percent: String(rng.int(21, 60) * 5), amount: String(rng.int(6, 60) * 20), story };
    }
    case 'backwards': {
      const story = rng.int(0, 1);
      if (story === 0) {
        const old = rng.int(12, 90) * 100;
        const growth = rng.int(21, 50) * 5;
        return { kind, percent: String(growth), amount: String((old * (100 + growth)) / 100), story };
      }
      const balance = rng.int(4, 60) * 100;
      const rate = rng.pick([0.1, 0.2, 0.25, 0.4, 0.5, 0.75]);
      return {
        kind,
        percent: String(rate),
        amount: plainDecimal(rat(Math.round(balance * rate), 100)),
        story,
      };
    }
  }
}

export function percentExtremesTask(name: string, description: string) {
  return defineGrade8Task<PercentParams>({
    name,
    description,
    build(rng, level) {
      const params = percentBuild(rng, level);
      const answer = solvePercent(params);
      const p = params.percent;
      const fraction = div(rat(Math.round(Number(p) * 10000)), rat(1000000));
      switch (params.kind) {
        case 'over100':
        case 'under1': {
          const under = params.kind === 'under1';
          return {
            params,
            title: `Write $${p}\\%$ as a decimal.`,
            description: under ? 'A percent below 1% is less than one hundredth.' : null,
            answer,
            answerKind: 'number',
            explanation: `Percent means "per hundred", so divide by 100: move the decimal point two places left. $${p}\\% = ${p} \\div 100 = ${answer}$. ${under ? `Check: ${answer} is less than 0.01, as a percent below 1% must be.` : `Check: ${p}% is more than 100%, so the decimal is more than 1.`} So $${p}\\%$ as a decimal is ${answer}.`,
            hints: [`Percent means per hundred: divide ${p} by 100.`],
            misconceptions: [
              {
                answer: plainDecimal(div(rat(Math.round(Number(p) * 100), 100), rat(10))),
                hint: 'Dividing by 100 moves the decimal point two places, not one.',
              },
              ...(under ? [{ answer: p, hint: `${p}% is not ${p}: it is ${p} hundredths of one.` }] : []),
            ],
          };
        }
        case 'toPercent': {
          const a = params.amount;
          return {
            params,
            title: `Write ${a} as a percent.`,
            description: 'Type the number only, without the % sign.',
            answer,
            answerKind: 'percent',
            explanation: `A percent counts hundredths, so multiply by 100: move the decimal point two places right. $${a} \\times 100 = ${answer}$. ${Number(a) >= 1 ? `${a} is more than 1 whole, so the percent is more than 100%.` : `${a} is less than one hundredth, so the percent is less than 1%.`} So ${a} is ${answer}%.`,
            hints: [`Multiply ${a} by 100 to count hundredths.`],
            misconceptions: [
              {
                answer: plainDecimal(mul(rat(Math.round(Number(a) * 100000), 100000), rat(10))),
                hint: 'Multiplying by 100 moves the decimal point two places right, not one.',
              },
            ],
          };
        }
        case 'percentOf': {
          const whole = Number(params.amount);
          const story = PERCENT_OF_STORIES[params.story] ?? PERCENT_OF_STORIES[0]!;
          const decimal = plainDecimal(fraction);
          return {
            params,
            title: story.text(p, groupThousands(whole)).replace(/\\%/g, '%'),
            description: null,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `Write the percent as a decimal: $${p}\\% = ${decimal}$. Then multiply: $${groupThousands(whole, true)} \\times ${decimal} = ${answer}$. ${story.tiny ? `Less than 1% of ${groupThousands(whole)} is less than ${groupThousands(whole / 100)}, which fits.` : `More than 100% of ${groupThousands(whole)} is more than ${groupThousands(whole)}, which fits.`} The answer is ${answer}.`,
            hints: [`${p}% as a decimal is ${p} ÷ 100.`],
            misconceptions: [
              {
                answer: plainDecimal(mul(rat(whole), div(rat(Math.round(Number(p) * 10), 10), rat(10)))),
                hint: `${p}% means ${p} ÷ 100; dividing by 10 gives ten times too much.`,
              },
            ],
          };
        }
        case 'backwards': {
          if (params.story === 0) {
            const total = Number(params.amount);
            const factor = plainDecimal(add1(div(rat(Number(p)), rat(100))));
            return {
              params,
              title: `Over 20 years the population of a town in Ontario grew by ${p}% to ${groupThousands(total)}. What was the population 20 years ago?`,
              description: null,
              answer,
              answerKind: 'number',
              lintFacts: { answerIsCount: true },
              explanation: `Growing by ${p}% means the new population is $100\\% + ${p}\\% = ${100 + Number(p)}\\%$ of the old one, so ${groupThousands(total)} is ${factor} times the old population. Work backwards: $${groupThousands(total, true)} \\div ${factor} = ${answer}$. Check: $${answer} \\times ${factor} = ${groupThousands(total, true)}$. The population 20 years ago was ${answer}.`,
              hints: [
                `After growing by ${p}%, the town has ${100 + Number(p)}% of its old population.`,
                `Divide ${groupThousands(total)} by the decimal for ${100 + Number(p)}%.`,
              ],
              misconceptions: [
                {
                  answer: plainDecimal(div(rat(total), div(rat(Number(p)), rat(100)))),
                  hint: `${groupThousands(total)} is ${100 + Number(p)}% of the old population, not ${p}%: the growth is added to the 100% it started from.`,
                },
              ],
            };
          }
          const interestCents = Math.round(Number(params.amount) * 100);
          const rate = plainDecimal(div(rat(Math.round(Number(p) * 100), 100), rat(100)));
          return {
            params,
            title: `Ana's savings account pays ${p}% interest each month. Last month she earned ${money(interestCents)} in interest. How much money was in her account?`,
            description: null,
            answer,
            answerKind: 'money',
            explanation: `${p}% as a decimal is ${rate}, so ${rate} of her balance is ${money(interestCents)}. Work backwards by dividing: $${plainDecimal(rat(interestCents, 100))} \\div ${rate} = ${texDecimal(rat(Number(answer.replace('.', '')), 100))}$. Check: ${p}% of ${money(Number(answer.replace('.', '')))} is ${money(interestCents)}. Her account held ${money(Number(answer.replace('.', '')))}.`,
            hints: [
              `Write ${p}% as a decimal, then ask: ${money(interestCents)} is that part of which balance?`,
            ],
            misconceptions: [
              {
                answer: moneyAnswer(Math.round((interestCents * 100) / Number(p)) / 100),
                hint: `Divide by the decimal ${rate}, not by ${p}: ${p}% is ${p} hundredths.`,
              },
            ],
          };
        }
      }
    },
    solve: solvePercent,
    complexity: (p) =>
      PERCENT_LEVELS.indexOf(p.kind) + 1 + (p.kind === 'backwards' && p.story === 1 ? 0.5 : 0),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// B2.3 Multiplying and dividing by powers of ten

type PowerKind = 'times' | 'divide' | 'byFraction' | 'missing' | 'convert';

interface PowerParams {
  kind: PowerKind;
  /** The number worked on, as units of 10^-scale. */
  units: number;
  scale: number;
  /** The exponent of the power of ten used (negative for 0.1, 0.01, 0.001). */
  exponent: number;
  op: '×' | '÷';
  /** convert: which item. */
  item: number;
  /** convert: the count of items is factor × 10^exponent (factor 1, 2 or 5); 1 for the other kinds. */
  factor: number;
}

const POWER_LEVELS: PerLevel<PowerKind> = ['times', 'divide', 'byFraction', 'missing', 'convert'];

/** Everyday tiny measures, each with a realistic range as [low units, high units, decimal places]. */
const CONVERT_ITEMS: readonly {
  thing: string;
  unit: string;
  big: string;
  plural: string;
  measure: string;
  typical: readonly [number, number, number];
}[] = [
  {
    thing: 'grain of rice has a mass of about',
    unit: 'g',
    big: 'kg',
    plural: 'grains of rice',
    measure: 'mass',
    typical: [15, 35, 3],
  },
  {
    thing: 'sheet of printer paper is about',
    unit: 'mm',
    big: 'm',
    plural: 'sheets stacked up',
    measure: 'height',
    typical: [8, 12, 2],
  },
  {
    thing: 'drop of water from a tap is about',
    unit: 'mL',
    big: 'L',
    plural: 'drops',
    measure: 'volume',
    typical: [3, 8, 2],
  },
];

/** How many items, as [factor, exponent] for factor × 10^exponent: a power of ten, or 2 or 5 times one (a ream is 500 sheets). */
const CONVERT_COUNTS: readonly (readonly [number, number])[] = [
  [1, 4],
  [1, 5],
  [1, 6],
  [2, 3],
  [2, 4],
  [2, 5],
  [5, 2],
  [5, 3],
  [5, 4],
];

/** The numbers a convert question prints (the measure of one item, the count, 1,000 and 1): never its key. */
function convertIsGuessable(p: PowerParams): boolean {
  const shown = [powerValue(p), rat(p.factor * 10 ** p.exponent), rat(1000), rat(1)].map(plainDecimal);
  return shown.includes(solvePower(p));
}

const powerTex = (exponent: number): string => texDecimal(tenTo(exponent));

function powerValue(p: PowerParams): Rational {
  return rat(p.units, 10n ** BigInt(p.scale));
}

function solvePower(p: PowerParams): string {
  const value = powerValue(p);
  switch (p.kind) {
    case 'times':
    case 'divide':
    case 'byFraction':
      return plainDecimal(p.op === '×' ? mul(value, tenTo(p.exponent)) : div(value, tenTo(p.exponent)));
    case 'missing':
      return plainDecimal(tenTo(p.exponent));
    case 'convert':
      // each item × (factor × 10^exponent) items, then ÷ 1000 for the larger unit
      return plainDecimal(div(mul(mul(value, rat(p.factor)), tenTo(p.exponent)), rat(1000)));
  }
}

function powerBuild(rng: Rng, level: DifficultyLevel): PowerParams {
  const kind = byLevel(level, POWER_LEVELS);
  const scale = rng.int(1, 3);
  const units = rng.int(11, 999);
  switch (kind) {
    case 'times':
      return { kind, units, scale, exponent: rng.int(1, 3), op: '×', item: 0, factor: 1 };
    case 'divide':
      return { kind, units, scale: rng.int(0, 2), exponent: rng.int(1, 3), op: '÷', item: 0, factor: 1 };
    case 'byFraction':
      return {
        kind,
        units,
        scale,
        exponent: -rng.int(1, 3),
        op: rng.bool() ? '×' : '÷',
        item: 0,
        factor: 1,
      };
    case 'missing': {
      const exponent = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
      return {
        kind,
        units: rng.int(11, 99),
        scale: rng.int(1, 3),
        exponent,
        op: '×',
        item: 0,
        factor: 1,
      };
    }
    case 'convert': {
      const item = rng.int(0, CONVERT_ITEMS.length - 1);
      const [low, high, itemScale] = CONVERT_ITEMS[item]!.typical;
      // Never exactly 1,000 items: ×1,000 then ÷1,000 would give back the number in the question.
      const [factor, exponent] = rng.pick(CONVERT_COUNTS);
      return { kind, units: rng.int(low, high), scale: itemScale, exponent, op: '×', item, factor };
    }
  }
}

export function powersOfTenTask(name: string, description: string) {
  return defineGrade8Task<PowerParams>({
    name,
    description,
    build(rng, level) {
      let params = powerBuild(rng, level);
      for (
        let attempt = 0;
        attempt < 40 && params.kind === 'convert' && convertIsGuessable(params);
        attempt += 1
      )
        params = powerBuild(rng, level);
      const answer = solvePower(params);
      const value = powerValue(params);
      const v = texDecimal(value);
      const places = Math.abs(params.exponent);
      const sym = params.op === '×' ? '\\times' : '\\div';
      if (params.kind === 'missing') {
        const result = texDecimal(mul(value, tenTo(params.exponent)));
        const direction = params.exponent > 0 ? 'larger' : 'smaller';
        return {
          params,
          title: `Find $n$: $${v} \\times n = ${result}$`,
          description: '$n$ is a power of ten. Choose its value.',
          answer,
          answerKind: 'number',
          choices: {
            distractors: [-3, -2, -1, 1, 2, 3, 4]
              .filter((e) => e !== params.exponent)
              .sort((a, b) => Math.abs(a - params.exponent) - Math.abs(b - params.exponent))
              .map((e) => plainDecimal(tenTo(e))),
          },
          explanation: `Compare the digits: ${result} has the same digits as ${v}, with the decimal point ${placesText(places)} further ${params.exponent > 0 ? 'right' : 'left'}, so the product is ${direction}. Moving ${placesText(places)} ${params.exponent > 0 ? 'right means multiplying by' : 'left means multiplying by'} $${powerTex(params.exponent)}$. Check: $${v} \\times ${powerTex(params.exponent)} = ${result}$. So $n = ${answer}$.`,
          hints: [
            `Count how many places the decimal point moves from ${v} to ${result}, and in which direction.`,
          ],
        };
      }
      if (params.kind === 'convert') {
        const item = CONVERT_ITEMS[params.item] ?? CONVERT_ITEMS[0]!;
        const power = 10 ** params.exponent;
        const count = params.factor * power;
        const scaled = mul(value, rat(params.factor));
        const small = mul(scaled, tenTo(params.exponent));
        const split =
          params.factor === 1
            ? ''
            : `${groupThousands(count)} is ${params.factor} × ${groupThousands(power)}. `;
        const firstStep =
          params.factor === 1
            ? `First multiply by ${groupThousands(count)}: move the decimal point ${placesText(params.exponent)} right, $${v} \\times ${groupThousands(count, true)} = ${texDecimal(small)}$ ${item.unit}.`
            : `First multiply by ${params.factor}: $${v} \\times ${params.factor} = ${texDecimal(scaled)}$. Then multiply by ${groupThousands(power)}: move the decimal point ${placesText(params.exponent)} right, $${texDecimal(scaled)} \\times ${groupThousands(power, true)} = ${texDecimal(small)}$ ${item.unit}.`;
        return {
          params,
          title: `One ${item.thing} ${plainDecimal(value)} ${item.unit}. What is the ${item.measure} of ${groupThousands(count)} ${item.plural}, in ${item.big}?`,
          description: `There are 1,000 ${item.unit} in 1 ${item.big}.`,
          answer,
          answerKind: 'number',
          explanation: `${split}${firstStep} Then change ${item.unit} to ${item.big} by dividing by 1,000: move it 3 places left, $${texDecimal(small)} \\div 1{,}000 = ${answer}$. The ${item.measure} is ${answer} ${item.big}.`,
          hints: [
            params.factor === 1
              ? `Multiplying by ${groupThousands(count)} moves the decimal point ${placesText(params.exponent)} right.`
              : `${groupThousands(count)} is ${params.factor} × ${groupThousands(power)}: multiply by ${params.factor}, then move the decimal point ${placesText(params.exponent)} right.`,
            `Then divide by 1,000 to change ${item.unit} to ${item.big}.`,
          ],
          misconceptions: [
            {
              answer: plainDecimal(small),
              hint: `That is the ${item.measure} in ${item.unit}; the question asks for ${item.big}.`,
            },
            ...(params.factor === 1
              ? []
              : [
                  {
                    answer: plainDecimal(div(mul(value, tenTo(params.exponent)), rat(1000))),
                    hint: `That is the ${item.measure} of ${groupThousands(power)} ${item.plural}; ${groupThousands(count)} is ${params.factor} times as many.`,
                  },
                ]),
          ],
        };
      }
      const exactResult =
        params.op === '×' ? mul(value, tenTo(params.exponent)) : div(value, tenTo(params.exponent));
      const wrongWay = plainDecimal(
        params.op === '×' ? div(value, tenTo(params.exponent)) : mul(value, tenTo(params.exponent)),
      );
      const moves = (params.op === '×') === params.exponent > 0 ? 'right' : 'left';
      const fractionNote =
        params.exponent < 0
          ? ` ${params.op === '×' ? 'Multiplying' : 'Dividing'} by $${powerTex(params.exponent)}$ is the same as ${params.op === '×' ? 'dividing' : 'multiplying'} by $${powerTex(-params.exponent)}$.`
          : '';
      return {
        params,
        title: `Calculate $${v} ${sym} ${powerTex(params.exponent)}$ mentally.`,
        description: null,
        answer,
        answerKind: 'number',
        explanation:
          `${fractionNote.trim()} ${params.exponent < 0 ? '' : `$${powerTex(params.exponent)}$ has ${places} zero${places === 1 ? '' : 's'}. `}Move the decimal point of ${v} ${placesText(places)} to the ${moves}: $${v} ${sym} ${powerTex(params.exponent)} = ${texDecimal(exactResult)}$. The answer is ${answer}.`.trim(),
        hints: [
          `${params.exponent < 0 ? `${params.op === '×' ? 'Multiplying' : 'Dividing'} by ${plainDecimal(tenTo(params.exponent))} is the same as ${params.op === '×' ? 'dividing' : 'multiplying'} by ${plainDecimal(tenTo(-params.exponent))}. ` : ''}Decide first: will the answer be larger or smaller than ${plainDecimal(value)}?`,
        ],
        misconceptions: [
          {
            answer: wrongWay,
            hint: `${params.op === '×' ? 'Multiplying' : 'Dividing'} by ${plainDecimal(tenTo(params.exponent))} makes the number ${moves === 'right' ? 'larger' : 'smaller'}: move the point to the ${moves}.`,
          },
        ],
      };
    },
    solve: solvePower,
    complexity: (p) => POWER_LEVELS.indexOf(p.kind) + 1 + p.scale / 10,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// B2.2 Perfect squares and their square roots

type SquareKind = 'square' | 'root' | 'which' | 'scaled' | 'context';

interface SquareParams {
  kind: SquareKind;
  base: number;
  /** scaled: 0 = root of hundreds, 1 = root of hundredths, 2 = square of a tenths decimal; context: story. */
  variant: number;
  /** context: the price per metre in dollars, or the number of cm added to each side. */
  extra: number;
}

const SQUARE_LEVELS: PerLevel<SquareKind> = ['square', 'root', 'which', 'scaled', 'context'];

function solveSquare(p: SquareParams): string {
  const b = p.base;
  switch (p.kind) {
    case 'square':
      return String(b * b);
    case 'root':
    case 'which':
      return p.kind === 'root' ? String(b) : String(b * b);
    case 'scaled':
      if (p.variant === 0) return String(b * 10);
      if (p.variant === 1) return plainDecimal(rat(b, 10));
      return plainDecimal(rat(b * b, 100));
    case 'context':
      return p.variant === 0 ? moneyAnswer(4 * b * p.extra * 100) : String((b + p.extra) ** 2);
  }
}

export function perfectSquaresTask(name: string, description: string) {
  return defineGrade8Task<SquareParams>({
    name,
    description,
    build(rng, level) {
      const kind = byLevel(level, SQUARE_LEVELS);
      const params: SquareParams = {
        kind,
        base: kind === 'scaled' ? rng.int(2, 9) : rng.int(level <= 2 ? 2 : 6, 15),
        variant: kind === 'scaled' ? rng.int(0, 2) : kind === 'context' ? rng.int(0, 1) : 0,
        extra: 0,
      };
      if (kind === 'scaled' && params.variant === 2) params.base = rng.int(11, 19);
      if (kind === 'context') params.extra = params.variant === 0 ? rng.int(8, 25) : rng.int(2, 6);
      const b = params.base;
      const sq = b * b;
      const answer = solveSquare(params);
      switch (kind) {
        case 'square':
          return {
            params,
            title: `Evaluate $${b}^2$.`,
            answer,
            answerKind: 'number',
            explanation: `$${b}^2$ means ${b} multiplied by itself: $${b}^2 = ${b} \\times ${b} = ${sq}$. So ${sq} is a perfect square, the area of a ${b} by ${b} square. The answer is ${sq}.`,
            hints: [`The small 2 means multiply ${b} by itself, not by 2.`],
            misconceptions: [{ answer: String(2 * b), hint: `$${b}^2$ is ${b} × ${b}, not ${b} × 2.` }],
          };
        case 'root':
          return {
            params,
            title: `Evaluate $\\sqrt{${sq}}$.`,
            answer,
            answerKind: 'number',
            explanation: `The square root of ${sq} is the number that multiplied by itself gives ${sq}. Since $${b} \\times ${b} = ${sq}$, $\\sqrt{${sq}} = ${b}$.`,
            hints: [
              `Which whole number times itself makes ${sq}? Start from the squares you know, such as 10 × 10 = 100.`,
            ],
            misconceptions: [
              ...(sq % 2 === 0
                ? [
                    {
                      answer: String(sq / 2),
                      hint: 'A square root is not half the number: look for a number times itself.',
                    },
                  ]
                : []),
            ],
          };
        case 'which': {
          // Numbers that look square to a learner who mixes squares up with other products: two neighbouring numbers
          // multiplied, the number doubled ("squared" read as times 2), the cube. Kept only when not a square.
          const isSquare = (n: number): boolean => Number.isInteger(Math.sqrt(n));
          const lookalikes = [
            {
              value: b * (b + 1),
              how: `${b} × ${b + 1}`,
              hint: `${b * (b + 1)} is ${b} × ${b + 1}: two different numbers.`,
            },
            {
              value: b * (b - 1),
              how: `${b - 1} × ${b}`,
              hint: `${b * (b - 1)} is ${b - 1} × ${b}: two different numbers.`,
            },
            { value: 2 * b, how: `${b} × 2`, hint: `${2 * b} is ${b} × 2; squaring ${b} is ${b} × ${b}.` },
            {
              value: b ** 3,
              how: `${b} × ${b} × ${b}`,
              hint: `${b ** 3} is ${b} cubed, ${b} × ${b} × ${b}.`,
            },
          ]
            .filter(
              (d, i, all) =>
                d.value > 1 && !isSquare(d.value) && all.findIndex((o) => o.value === d.value) === i,
            )
            .slice(0, 3);
          const between = (n: number): string => {
            const k = Math.floor(Math.sqrt(n));
            return `${n} = ${lookalikes.find((d) => d.value === n)?.how ?? n} lies between $${k}^2 = ${k * k}$ and $${k + 1}^2 = ${(k + 1) ** 2}$`;
          };
          return {
            params,
            title: 'Which of these numbers is a perfect square?',
            answer,
            answerKind: 'number',
            misconceptions: lookalikes.map((d) => ({
              answer: String(d.value),
              hint: `${d.hint} A perfect square is a whole number times itself.`,
            })),
            choices: {
              distractors: lookalikes.map((d) => String(d.value)),
              fallback: numericFallback(sq + 3, 1),
            },
            explanation: `A perfect square is a whole number times itself: $${b}^2 = ${b} \\times ${b} = ${sq}$. ${lookalikes.map((d) => between(d.value)).join('; ')}, so ${lookalikes.length === 1 ? 'it is' : 'they are'} not the square of a whole number. The perfect square is ${sq}.`,
            hints: [
              `A perfect square is a whole number times itself. Try ${b - 1} × ${b - 1}, ${b} × ${b} and ${b + 1} × ${b + 1}.`,
            ],
          };
        }
        case 'scaled': {
          if (params.variant === 0)
            return {
              params,
              title: `Evaluate $\\sqrt{${groupThousands(sq * 100, true)}}$.`,
              answer,
              answerKind: 'number',
              explanation: `${groupThousands(sq * 100)} is ${sq} hundreds, and $\\sqrt{100} = 10$. Since $${b} \\times ${b} = ${sq}$, $${b * 10} \\times ${b * 10} = ${groupThousands(sq * 100, true)}$. So $\\sqrt{${groupThousands(sq * 100, true)}} = ${b * 10}$.`,
              hints: [`Split ${groupThousands(sq * 100)} into ${sq} × 100 and take the square root of each.`],
              misconceptions: [{ answer: String(b * 100), hint: 'The square root of 100 is 10, not 100.' }],
            };
          if (params.variant === 1)
            return {
              params,
              title: `Evaluate $\\sqrt{${plainDecimal(rat(sq, 100))}}$.`,
              answer,
              answerKind: 'number',
              explanation: `${plainDecimal(rat(sq, 100))} is ${sq} hundredths, $\\frac{${sq}}{100}$. The square root of ${sq} is ${b} and of 100 is 10, so $\\sqrt{${plainDecimal(rat(sq, 100))}} = \\frac{${b}}{10} = ${answer}$. Check: $${answer} \\times ${answer} = ${plainDecimal(rat(sq, 100))}$. The answer is ${answer}.`,
              hints: [`Write ${plainDecimal(rat(sq, 100))} as a fraction over 100.`],
              misconceptions: [
                {
                  answer: plainDecimal(rat(b, 100)),
                  hint: `Check by squaring: ${plainDecimal(rat(b, 100))} × ${plainDecimal(rat(b, 100))} is far smaller.`,
                },
              ],
            };
          return {
            params,
            title: `Evaluate $${plainDecimal(rat(b, 10))}^2$.`,
            answer,
            answerKind: 'number',
            explanation: `$${plainDecimal(rat(b, 10))}^2 = ${plainDecimal(rat(b, 10))} \\times ${plainDecimal(rat(b, 10))}$. Work with whole numbers: $${b} \\times ${b} = ${sq}$, and tenths times tenths make hundredths, so the result has two decimal places: ${answer}.`,
            hints: [`Square ${b} first, then place the decimal point: tenths times tenths give hundredths.`],
            misconceptions: [
              {
                answer: plainDecimal(rat(sq, 10)),
                hint: 'Tenths times tenths are hundredths: the answer needs two decimal places.',
              },
            ],
          };
        }
        case 'context': {
          if (params.variant === 0) {
            const price = params.extra;
            return {
              params,
              title: `A square vegetable garden in Guelph has an area of ${sq} m². Fencing costs ${money(price * 100)} per metre before tax. How much does fencing for all four sides cost before tax?`,
              answer,
              answerKind: 'money',
              explanation: `The side of a square with area ${sq} m² is $\\sqrt{${sq}} = ${b}$ m, because $${b} \\times ${b} = ${sq}$. All four sides make $4 \\times ${b} = ${4 * b}$ m of fencing. At ${money(price * 100)} a metre: $${4 * b} \\times ${price} = ${4 * b * price}$. The fencing costs ${money(4 * b * price * 100)}.`,
              hints: [
                `Find the length of one side first: which number times itself is ${sq}?`,
                'Fencing goes around the outside: that is the perimeter.',
              ],
              misconceptions: [
                {
                  answer: moneyAnswer(sq * price * 100),
                  hint: 'Fencing goes around the garden: use the perimeter, not the area.',
                },
                {
                  answer: moneyAnswer(b * price * 100),
                  hint: 'The fence runs along all four sides of the square.',
                },
              ],
            };
          }
          const more = params.extra;
          return {
            params,
            title: `A square photo has an area of ${sq} cm². A print shop makes each side ${more} cm longer. What is the area of the new square photo, in cm²?`,
            answer,
            answerKind: 'number',
            explanation: `The old side is $\\sqrt{${sq}} = ${b}$ cm, because $${b} \\times ${b} = ${sq}$. The new side is $${b} + ${more} = ${b + more}$ cm. The new area is $${b + more}^2 = ${b + more} \\times ${b + more} = ${answer}$. The new photo has an area of ${answer} cm².`,
            hints: [
              `Find the old side length: which number times itself is ${sq}?`,
              'Add to the side, then square the new side.',
            ],
            misconceptions: [
              {
                answer: String(sq + more),
                hint: 'Adding to each side adds to the side length, not to the area.',
              },
              {
                answer: String(sq + more * more),
                hint: 'Square the whole new side: (old side + extra) × (old side + extra).',
              },
            ],
          };
        }
      }
    },
    solve: solveSquare,
    complexity: (p) => SQUARE_LEVELS.indexOf(p.kind) + 1 + p.base / 100,
  });
}
