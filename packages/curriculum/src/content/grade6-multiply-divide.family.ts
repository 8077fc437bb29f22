/**
 * Grade 6 multiplication and division beyond whole numbers: by decimal tenths (B2.7, B2.8), whole numbers by
 * proper fractions (B2.9, B2.10) and decimals by whole numbers (B2.11). Generators choose the key first and build
 * the question around it; each solver recomputes the key from the parameters with exact rationals.
 */
import { money, moneyAnswer, scaledDecimal, texFraction } from '../core/format';
import { byLevel, gcd } from '../core/levels';
import { type Rational, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

const NAMES = LEARNER_NAMES;
const tenths = (t: number): string => scaledDecimal(t, 1);
const hundredths = (h: number): string => scaledDecimal(h, 2);
const exact = (r: Rational): string => toDecimalString(r, 6, true);
const ORDINALS: Record<number, string> = {
  2: 'half',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  8: 'eighth',
};

interface TenthsParams {
  /** First number in hundredths, the decimal tenth in tenths (1-9). */
  first: number;
  tenth: number;
  operation: 'times' | 'divide' | 'pieces' | 'laps' | 'twoStep';
  /** Level 5: the second tenth the found number is multiplied by. */
  second: number;
}

/** B2.7 and B2.8: multiply and divide by 0.1 to 0.9; level 5 undoes a division, then multiplies. */
export function tenthsTask(name: string, description: string) {
  return defineTask<TenthsParams>({
    name,
    description,
    build(rng, level) {
      const tenth = rng.int(1, 9);
      const t = tenths(tenth);
      if (level === 5) {
        const tenthHalf = rng.pick([2, 4, 5, 8]);
        const quotient = rng.int(2, 30);
        const result = quotient * 100;
        const start = quotient * tenthHalf * 10;
        const second = rng.int(2, 9);
        const startText = hundredths(start);
        const shownResult = hundredths(result);
        const key = quotient * tenthHalf * second;
        const who = rng.pick(NAMES);
        return {
          params: { first: result, tenth: tenthHalf, operation: 'twoStep', second },
          title: `What does ${who} get by multiplying the same number by ${tenths(second)}?`,
          description: `${who} divides a number by ${tenths(tenthHalf)} and gets ${shownResult}.`,
          answer: hundredths(key),
          answerKind: 'number',
          explanation: `Undo the division by multiplying: ${shownResult} × ${tenths(tenthHalf)} = ${startText}, so the number is ${startText}. Then ${startText} × ${tenths(second)} = ${hundredths(key)}.`,
          hints: [
            `Dividing by ${tenths(tenthHalf)} is undone by multiplying ${shownResult} by ${tenths(tenthHalf)}.`,
          ],
          misconceptions: [
            {
              answer: exact(mul(div(rat(result, 100), rat(tenthHalf, 10)), rat(second, 10))),
              hint: `To undo dividing by ${tenths(tenthHalf)}, multiply by it; do not divide again.`,
            },
          ],
        };
      }
      if (level === 4) {
        const pieces = rng.int(4, 25);
        const lengthTenths = pieces * tenth;
        if (rng.bool()) {
          return {
            params: { first: lengthTenths * 10, tenth, operation: 'pieces', second: 0 },
            title: 'How many pieces can be cut?',
            description: `A ribbon for a school banner in Barrie is ${tenths(lengthTenths)} m long. It is cut into pieces ${t} m long with nothing left over.`,
            answer: String(pieces),
            answerKind: 'number',
            explanation: `Divide the length by the length of one piece: ${tenths(lengthTenths)} ÷ ${t}. Multiply both by 10 to divide by a whole number: ${lengthTenths} ÷ ${tenth} = ${pieces}. So ${pieces} pieces can be cut.`,
            hints: [
              `How many groups of ${t} m fit in ${tenths(lengthTenths)} m? Multiply both numbers by 10 first.`,
            ],
            misconceptions: [
              {
                answer: hundredths(lengthTenths * tenth),
                hint: 'You are sharing the length into pieces, so divide rather than multiply.',
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const laps = rng.int(6, 24);
        const km = laps * tenth;
        return {
          params: { first: laps * 100, tenth, operation: 'laps', second: 0 },
          title: 'How many kilometres does she run?',
          description: `One lap of the track at a school in Sudbury is ${t} km. ${rng.pick(['Priya', 'Mei', 'Zara', 'Sofia'])} runs ${laps} laps.`,
          answer: tenths(km),
          answerKind: 'number',
          explanation: `Multiply: ${laps} × ${t} = ${laps} × ${tenth} tenths = ${km} tenths = ${tenths(km)}. She runs ${tenths(km)} km.`,
          hints: [`${laps} laps of ${t} km is ${laps} groups of ${tenth} tenths.`],
          misconceptions: [
            { answer: String(km), hint: `${km} tenths is not ${km}: put the decimal point back.` },
          ],
        };
      }
      const operation: TenthsParams['operation'] =
        level === 2 || (level === 3 && rng.bool()) ? 'divide' : 'times';
      // Level 3 works with three-digit whole numbers and tenths above 1, like 325 × 2.4 and 246 ÷ 0.6.
      const factor =
        level === 3 ? (operation === 'times' ? rng.int(11, 49) : rng.pick([tenth, rng.int(11, 25)])) : tenth;
      const firstHundredths =
        level === 1
          ? rng.int(2, 40) * 100
          : level === 2
            ? factor * rng.int(2, 12) * 100
            : operation === 'divide'
              ? factor * rng.int(Math.ceil(101 / factor), Math.floor(999 / factor)) * 100
              : rng.int(101, 999) * 100;
      const tenth2 = factor;
      const t2 = tenths(tenth2);
      const value =
        operation === 'times'
          ? mul(rat(firstHundredths, 100), rat(tenth2, 10))
          : div(rat(firstHundredths, 100), rat(tenth2, 10));
      const a = hundredths(firstHundredths);
      const answer = exact(value);
      // Below 1 the slip is the wrong direction (a product larger than the number); above 1 a lost decimal point.
      const wrong =
        tenth2 > 9
          ? exact(operation === 'times' ? mul(value, rat(10)) : div(value, rat(10)))
          : operation === 'times'
            ? exact(div(rat(firstHundredths, 100), rat(tenth2, 10)))
            : exact(mul(rat(firstHundredths, 100), rat(tenth2, 10)));
      return {
        params: { first: firstHundredths, tenth: tenth2, operation, second: 0 },
        title: `Calculate $${a} ${operation === 'times' ? '\\times' : '\\div'} ${t2}$.`,
        answer,
        answerKind: 'number',
        explanation:
          operation === 'times'
            ? `${a} × ${t2} is ${a} × ${tenth2} tenths: ${a} × ${tenth2} = ${exact(rat(firstHundredths * tenth2, 100))}, and tenths make it ten times smaller, so ${a} × ${t2} = ${answer}.`
            : `Multiply both numbers by 10 so you divide by a whole number: ${a} ÷ ${t2} = ${exact(rat(firstHundredths, 10))} ÷ ${tenth2} = ${answer}.`,
        hints: [
          operation === 'times'
            ? `Multiply ${a} by ${tenth2}, then divide by 10 because ${t2} is ${tenth2} tenths.`
            : `Dividing by ${t2} gives the same as dividing ${exact(rat(firstHundredths, 10))} by ${tenth2}.`,
        ],
        misconceptions: [
          {
            answer: wrong,
            hint:
              operation === 'times'
                ? tenth2 < 10
                  ? `Multiplying by ${t2}, a number less than 1, makes ${a} smaller, not larger.`
                  : `${t2} is ${tenth2} tenths: after multiplying by ${tenth2}, divide by 10.`
                : tenth2 < 10
                  ? `Dividing by ${t2}, a number less than 1, makes ${a} larger, not smaller.`
                  : `Multiply both ${a} and ${t2} by 10 before dividing, so the quotient does not change.`,
          },
        ],
      };
    },
    solve: (p) => {
      const first = rat(p.first, 100);
      const tenth = rat(p.tenth, 10);
      if (p.operation === 'times' || p.operation === 'laps') return exact(mul(first, tenth));
      if (p.operation === 'twoStep') return exact(mul(mul(first, tenth), rat(p.second, 10)));
      return exact(div(first, tenth));
    },
    complexity: (p) =>
      ({ times: 1, divide: 2, pieces: 3.5, laps: 3.5, twoStep: 5 })[p.operation] +
      (p.tenth > 9 ? 1.5 : 0) +
      (p.first >= 10000 ? 0.5 : 0) +
      (p.first % 100 !== 0 ? 1 : 0),
  });
}

interface FractionParams {
  whole: number;
  numerator: number;
  denominator: number;
  operation: 'times' | 'divide' | 'servings' | 'share' | 'useThenCut' | 'partIs';
  /** useThenCut: the piece length as numerator/denominator of a metre. */
  pieceNumerator: number;
  pieceDenominator: number;
}

/** B2.9 and B2.10: whole numbers times and divided by proper fractions; level 5 combines both in two steps. */
export function wholeByFractionTask(name: string, description: string) {
  return defineTask<FractionParams>({
    name,
    description,
    build(rng, level) {
      const denominator = rng.int(byLevel(level, [2, 3, 2, 3, 3]), byLevel(level, [6, 8, 6, 8, 8]));
      let numerator = level === 1 ? 1 : rng.int(1, denominator - 1);
      // A fraction in lowest terms: 2/4 would hide that it is one half.
      while (gcd(numerator, denominator) !== 1) numerator = rng.int(1, denominator - 1);
      const f = texFraction(numerator, denominator);
      const none = { pieceNumerator: 0, pieceDenominator: 1 };
      if (level === 5) {
        if (rng.bool()) {
          const part = rng.int(2, 12) * numerator;
          const whole = (part / numerator) * denominator;
          return {
            params: { whole: part, numerator, denominator, operation: 'partIs', ...none },
            title: 'How many students are in the club?',
            description: `$${f}$ of the students in a Hamilton school's chess club are in Grade 6. There are ${part} Grade 6 students in the club.`,
            answer: String(whole),
            answerKind: 'number',
            explanation: `$${f}$ of the club is ${part} students, so $\\frac{1}{${denominator}}$ is ${part} ÷ ${numerator} = ${part / numerator} students, and the whole club is ${part / numerator} × ${denominator} = ${whole}. The club has ${whole} students.`,
            hints: [
              `Find $\\frac{1}{${denominator}}$ of the club first: share ${part} into ${numerator} equal parts.`,
            ],
            misconceptions: [
              {
                answer: toFractionString(mul(rat(part), rat(numerator, denominator))),
                hint: `${part} is the part, not the whole: the whole is larger than ${part}.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const pieceDenominator = rng.pick([2, 3, 4]);
        const usedDen = rng.pick([3, 4, 5]);
        const usedNum = rng.int(1, usedDen - 1);
        const whole = usedDen * rng.int(2, 5);
        const rest = (whole / usedDen) * (usedDen - usedNum);
        return useThenCut(whole, usedNum, usedDen, 1, pieceDenominator, rest, rest * pieceDenominator);
      }
      if (level === 4) {
        if (rng.bool()) {
          const cups = numerator * rng.int(2, 8);
          const servings = (cups * denominator) / numerator;
          return {
            params: { whole: cups, numerator, denominator, operation: 'servings', ...none },
            title: 'How many servings does the recipe make?',
            description: `A recipe for a class breakfast in Oshawa uses ${cups} cups of oats. One serving is $${f}$ of a cup.`,
            answer: String(servings),
            answerKind: 'number',
            explanation: `Divide by the size of one serving: ${cups} ÷ $${f}$. There are ${denominator} servings of $\\frac{1}{${denominator}}$ in each cup, so ${cups} × ${denominator} = ${cups * denominator} of them, and each serving takes ${numerator}: ${cups * denominator} ÷ ${numerator} = ${servings}. The recipe makes ${servings} servings.`,
            hints: [`How many servings of $${f}$ of a cup fit in one cup? Then think of ${cups} cups.`],
            misconceptions: [
              {
                answer: toFractionString(mul(rat(cups), rat(numerator, denominator))),
                hint: 'Multiplying by the fraction finds a part of the oats; here you count servings, so divide.',
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const students = denominator * rng.int(3, 8);
        const part = (students / denominator) * numerator;
        return {
          params: { whole: students, numerator, denominator, operation: 'share', ...none },
          title: 'How many students walk to school?',
          description: `A Grade 6 class in Windsor has ${students} students, and $${f}$ of them walk to school.`,
          answer: String(part),
          answerKind: 'number',
          explanation: `Multiply: ${students} × $${f}$. One ${ORDINALS[denominator] as string} of ${students} is ${students} ÷ ${denominator} = ${students / denominator}, and ${numerator} of those parts make ${students / denominator} × ${numerator} = ${part}. So ${part} students walk.`,
          hints: [`Find $\\frac{1}{${denominator}}$ of ${students} first, by dividing by ${denominator}.`],
          misconceptions: [
            {
              answer: toFractionString(div(rat(students), rat(numerator, denominator))),
              hint: 'A part of the class is fewer students than the class: multiply by the fraction.',
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      }
      const operation: FractionParams['operation'] = level === 3 ? 'divide' : 'times';
      const whole =
        operation === 'divide'
          ? numerator * rng.int(1, 9)
          : level === 1
            ? denominator * rng.int(2, 9)
            : rng.int(2, 15);
      const value =
        operation === 'times'
          ? mul(rat(whole), rat(numerator, denominator))
          : div(rat(whole), rat(numerator, denominator));
      const answer = toFractionString(value);
      const wrong =
        operation === 'times'
          ? div(rat(whole), rat(numerator, denominator))
          : mul(rat(whole), rat(numerator, denominator));
      return {
        params: { whole, numerator, denominator, operation, ...none },
        title: `Calculate $${whole} ${operation === 'times' ? '\\times' : '\\div'} ${f}$.`,
        description: value.d === 1n ? null : 'Write the answer as a fraction in lowest terms, like 7/2.',
        answer,
        answerKind: value.d === 1n ? 'number' : 'fraction',
        explanation:
          operation === 'times'
            ? `${whole} × $${f}$ = $\\frac{${whole} \\times ${numerator}}{${denominator}}$ = $\\frac{${whole * numerator}}{${denominator}}$, which is ${answer} in lowest terms.`
            : `Dividing by $${f}$ counts how many $${f}$ fit in ${whole}: each whole holds ${denominator} of $\\frac{1}{${denominator}}$, so ${whole} × ${denominator} = ${whole * denominator}, and ${whole * denominator} ÷ ${numerator} = ${answer}.`,
        hints: [
          operation === 'times'
            ? `Multiply ${whole} by the numerator ${numerator}, and keep the denominator ${denominator}.`
            : `How many $\\frac{1}{${denominator}}$ are in ${whole}? Then group them in ${numerator}s.`,
        ],
        misconceptions: [
          {
            answer: toFractionString(wrong),
            hint:
              operation === 'times'
                ? `Multiplying ${whole} by a fraction less than 1 gives less than ${whole}.`
                : `Dividing ${whole} by a fraction less than 1 gives more than ${whole}.`,
          },
        ],
      };
    },
    solve: (p) => {
      const fraction = rat(p.numerator, p.denominator);
      switch (p.operation) {
        case 'times':
        case 'share':
          return toFractionString(mul(rat(p.whole), fraction));
        case 'divide':
        case 'servings':
          return toFractionString(div(rat(p.whole), fraction));
        case 'partIs':
          return toFractionString(div(rat(p.whole), fraction));
        case 'useThenCut': {
          const rest = sub(rat(p.whole), mul(rat(p.whole), fraction));
          return toFractionString(div(rest, rat(p.pieceNumerator, p.pieceDenominator)));
        }
      }
    },
    complexity: (p) =>
      ({ times: 1, divide: 2.5, servings: 3.5, share: 3.5, useThenCut: 5, partIs: 5 })[p.operation] +
      (p.numerator > 1 ? 0.5 : 0) +
      (p.operation === 'times' && p.whole % p.denominator !== 0 ? 0.5 : 0),
  });
}

function useThenCut(
  whole: number,
  usedNum: number,
  usedDen: number,
  pieceNumerator: number,
  pieceDenominator: number,
  rest: number,
  pieces: number,
) {
  const who = NAMES[(whole + usedNum + pieceDenominator) % NAMES.length] as string;
  const used = texFraction(usedNum, usedDen);
  const piece = texFraction(pieceNumerator, pieceDenominator);
  return {
    params: {
      whole,
      numerator: usedNum,
      denominator: usedDen,
      operation: 'useThenCut' as const,
      pieceNumerator,
      pieceDenominator,
    },
    title: `How many pieces does ${who} get?`,
    description: `${who} has ${whole} m of rope for a camp in Algonquin Park. ${who} uses $${used}$ of it for a tent, then cuts the rest into pieces $${piece}$ m long.`,
    answer: String(pieces),
    answerKind: 'number' as const,
    explanation: `${who} uses ${whole} × $${used}$ = ${toFractionString(mul(rat(whole), rat(usedNum, usedDen)))} m, so ${whole} − ${toFractionString(mul(rat(whole), rat(usedNum, usedDen)))} = ${rest} m is left. Then ${rest} ÷ $${piece}$ = ${rest} × ${pieceDenominator} = ${pieces}. ${who} gets ${pieces} pieces.`,
    hints: [`First find $${used}$ of ${whole} m, and take it away from ${whole} m.`],
    misconceptions: [
      {
        answer: String(whole * pieceDenominator),
        hint: `Only the rest of the rope, after the tent, is cut into pieces.`,
      },
    ].filter((m) => m.answer !== String(pieces)),
    lintFacts: { answerIsCount: true },
  };
}

interface ShareParams {
  /** The decimal in hundredths (cents for money), the divisor a whole number. */
  amount: number;
  divisor: number;
  mode: 'plain' | 'money' | 'mixLeft' | 'unitPrice';
  /** mixLeft: eaten per hiker in hundredths; unitPrice: the other store's pack price in cents and size. */
  other: number;
  otherDivisor: number;
}

/** B2.11: decimals divided by whole numbers; level 4 shares a bill, level 5 compares or continues after sharing. */
export function decimalByWholeTask(name: string, description: string) {
  return defineTask<ShareParams>({
    name,
    description,
    build(rng, level) {
      if (level === 5) {
        if (rng.bool()) {
          const divisor = rng.int(3, 8);
          const each = rng.int(30, 90) * 5;
          const eaten = rng.int(3, 20) * 5;
          const amount = each * divisor;
          const left = each - eaten;
          return {
            params: { amount, divisor, mode: 'mixLeft', other: eaten, otherDivisor: 0 },
            title: 'How many kilograms does each hiker have left?',
            description: `${divisor} hikers on the Bruce Trail share ${hundredths(amount)} kg of trail mix equally. Each hiker eats ${hundredths(eaten)} kg on the first day.`,
            answer: hundredths(left),
            answerKind: 'number',
            explanation: `Each hiker gets ${hundredths(amount)} ÷ ${divisor} = ${hundredths(each)} kg, then eats ${hundredths(eaten)} kg: ${hundredths(each)} − ${hundredths(eaten)} = ${hundredths(left)}. Each hiker has ${hundredths(left)} kg left.`,
            hints: [`Share ${hundredths(amount)} kg among ${divisor} hikers first.`],
            misconceptions: [
              {
                answer: hundredths(amount - eaten),
                hint: 'Share the trail mix first; each hiker eats from their own share.',
              },
            ],
          };
        }
        const [sizeA, sizeB] = rng.pick([
          [4, 6],
          [6, 8],
          [3, 5],
          [4, 10],
          [6, 12],
        ] as const);
        const unitA = rng.int(60, 140);
        let unitB = unitA + rng.int(-12, 12);
        if (unitB === unitA) unitB += 3;
        const amount = unitA * sizeA;
        const other = unitB * sizeB;
        const difference = Math.abs(unitA - unitB);
        return {
          params: { amount, divisor: sizeA, mode: 'unitPrice', other, otherDivisor: sizeB },
          title: 'How much less per can does the better buy cost?',
          description: `A store in Ottawa sells ${sizeA} cans of soup for ${money(amount)}. Another sells ${sizeB} cans of the same soup for ${money(other)}. Give the answer in dollars, like 0.25.`,
          answer: moneyAnswer(difference),
          answerKind: 'money',
          explanation: `Price per can: ${money(amount)} ÷ ${sizeA} = ${money(unitA)} and ${money(other)} ÷ ${sizeB} = ${money(unitB)}. The difference is ${money(Math.max(unitA, unitB))} − ${money(Math.min(unitA, unitB))} = ${money(difference)}.`,
          hints: [`Find the price of one can at each store: divide ${money(amount)} by ${sizeA}.`],
          misconceptions: [
            {
              answer: moneyAnswer(Math.abs(amount - other)),
              hint: 'The packs hold different numbers of cans: compare the price of one can.',
            },
          ],
        };
      }
      if (level === 4) {
        const divisor = rng.int(3, 6);
        const each = rng.int(500, 2500);
        const amount = each * divisor;
        return {
          params: { amount, divisor, mode: 'money', other: 0, otherDivisor: 0 },
          title: 'How much does each friend pay?',
          description: `${divisor} friends share a restaurant bill of ${money(amount)} in Toronto equally; the bill already includes the 13% HST. Give the answer in dollars, like 12.50.`,
          answer: moneyAnswer(each),
          answerKind: 'money',
          explanation: `Divide the bill by the number of friends: ${money(amount)} ÷ ${divisor} = ${money(each)}. Each friend pays ${money(each)}.`,
          hints: [
            `Divide the dollars of ${money(amount)} by ${divisor} first, then bring the remainder down into the cents.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(Math.floor(amount / 100 / divisor) * 100),
              hint: 'Share the cents too: a dollar left over is 100 cents to divide.',
            },
          ].filter((m) => m.answer !== moneyAnswer(each)),
        };
      }
      const divisor = rng.int(2, byLevel(level, [4, 9, 9, 9, 9]));
      let eachHundredths =
        level === 1
          ? rng.int(11, 40) * 10
          : level === 2
            ? rng.int(101, 999)
            : rng.int(1, 9) + rng.pick([0, 100, 200]);
      // The dividend must be a decimal ("6 ÷ 3" is no practice in dividing decimals): step past a whole number.
      while ((eachHundredths * divisor) % 100 === 0) eachHundredths += level === 1 ? 10 : 1;
      const amount = eachHundredths * divisor;
      const a = hundredths(amount);
      const key = hundredths(eachHundredths);
      const inTenths = amount % 10 === 0 && eachHundredths % 10 === 0;
      const units = inTenths ? amount / 10 : amount;
      const unitName = inTenths ? 'tenths' : 'hundredths';
      return {
        params: { amount, divisor, mode: 'plain', other: 0, otherDivisor: 0 },
        title: `Calculate $${a} \\div ${divisor}$.`,
        answer: key,
        answerKind: 'number',
        explanation: `Divide as with whole numbers and keep the decimal point in place: ${units} ${unitName} ÷ ${divisor} = ${units / divisor} ${unitName}, so ${a} ÷ ${divisor} = ${key}.`,
        hints: [`Think of ${a} as ${units} ${unitName} and divide by ${divisor}.`],
        misconceptions: [
          { answer: String(units / divisor), hint: `Keep the decimal point: the answer counts ${unitName}.` },
        ].filter((m) => m.answer !== key),
      };
    },
    solve: (p) => {
      const amount = rat(p.amount, 100);
      if (p.mode === 'money') return toDecimalString(div(amount, rat(p.divisor)), 2);
      if (p.mode === 'mixLeft') return exact(sub(div(amount, rat(p.divisor)), rat(p.other, 100)));
      if (p.mode === 'unitPrice') {
        const a = div(amount, rat(p.divisor));
        const b = div(rat(p.other, 100), rat(p.otherDivisor));
        const d = sub(a, b);
        return toDecimalString(d.n < 0n ? rat(-d.n, d.d) : d, 2);
      }
      return exact(div(amount, rat(p.divisor)));
    },
    complexity: (p) =>
      ({ plain: 1, money: 3.5, mixLeft: 5, unitPrice: 5 })[p.mode] +
      (p.divisor > 4 ? 0.5 : 0) +
      (p.mode === 'plain' && (p.amount / p.divisor) % 10 !== 0 ? 1 : 0) +
      (p.mode === 'plain' && p.amount / p.divisor < 100 ? 1 : 0),
  });
}
