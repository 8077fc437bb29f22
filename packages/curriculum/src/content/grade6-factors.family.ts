/**
 * Grade 6 divisibility rules (B2.2) and prime factorization (B2.6). Generators reason with the rules (digit sums,
 * last digits); the solvers divide, so a rule stated wrongly shows up as a disagreement.
 */
import { groupThousands } from '../core/format';
import { byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';

const digitSum = (n: number): number =>
  String(n)
    .split('')
    .reduce((s, d) => s + Number(d), 0);

/** Why `n` passes (or fails) the rule for `d`, in the words a Grade 6 teacher uses. */
function ruleReason(n: number, d: number): string {
  const text = groupThousands(n);
  const last = n % 10;
  const lastTwo = n % 100;
  const lastThree = n % 1000;
  const sum = digitSum(n);
  const digits = String(n).split('').join(' + ');
  switch (d) {
    case 2:
      return `${text} ends in ${last}, ${last % 2 === 0 ? 'an even digit' : 'an odd digit'}`;
    case 5:
      return `${text} ends in ${last}${last % 5 === 0 ? '' : ', not 0 or 5'}`;
    case 10:
      return `${text} ends in ${last}`;
    case 3:
    case 9:
      return `the digits of ${text} add to ${digits} = ${sum}, ${sum % d === 0 ? 'a multiple' : 'not a multiple'} of ${d}`;
    case 4:
      return `the last two digits of ${text} make ${lastTwo}, ${lastTwo % 4 === 0 ? 'a multiple' : 'not a multiple'} of 4`;
    case 8:
      return `the last three digits of ${text} make ${lastThree}, ${lastThree % 8 === 0 ? 'a multiple' : 'not a multiple'} of 8`;
    case 6:
      return `${ruleReason(n, 2)}, and ${ruleReason(n, 3)}`;
    default:
      throw new RangeError(`no rule for ${d}`);
  }
}

/** A number that passes the rule for `trap` but not for `d` (the common mix-up), or any non-multiple of `d`. */
function nonMultiple(rng: Rng, digits: number, d: number, trap: number): number {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const base = trap * rng.int(Math.ceil(10 ** (digits - 1) / trap), Math.floor((10 ** digits - 1) / trap));
    if (base % d !== 0) return base;
  }
  for (;;) {
    const n = rng.int(10 ** (digits - 1), 10 ** digits - 1);
    if (n % d !== 0) return n;
  }
}

interface DivisibleParams {
  divisors: number[];
  options: number[];
  /** Which option is asked for: the one divisible by every divisor. */
  key: number;
}

/** The rule that looks like the rule for d but is not (2 for 4 and 8, 3 for 9 and 6, 5 for 10). */
const TRAPS: Record<number, number> = { 2: 5, 3: 1, 4: 2, 5: 2, 6: 3, 8: 4, 9: 3, 10: 5 };
/** How hard each rule is to apply: a last digit, a digit sum, the last two or three digits, two rules at once. */
const RULE_WEIGHT: Record<number, number> = { 2: 0, 5: 0, 10: 0, 3: 1, 9: 1, 4: 2, 6: 2.5, 8: 3 };

/** B2.2: which of four numbers is divisible by d; level 5 needs two rules at once (by 12, 15, 18, 24, 36). */
export function divisibleChoiceTask(name: string, description: string) {
  return defineTask<DivisibleParams>({
    name,
    description,
    build(rng, level) {
      const divisors =
        level === 5
          ? rng.pick([
              [3, 4],
              [3, 5],
              [2, 9],
              [3, 8],
              [4, 9],
            ])
          : [rng.pick(byLevel(level, [[2, 5, 10], [3, 9], [4, 6], [6, 8, 9], [6]] as const))];
      const product = divisors.reduce((a, b) => a * b, 1);
      const digits = byLevel(level, [3, 4, 4, 5, 4]);
      const key =
        product * rng.int(Math.ceil(10 ** (digits - 1) / product), Math.floor((10 ** digits - 1) / product));
      const options: number[] = [key];
      const traps = level === 5 ? divisors : [TRAPS[divisors[0] as number] as number, 1, 1];
      for (const trap of [...traps, 1, 1, 1]) {
        if (options.length >= 4) break;
        const n = nonMultiple(rng, digits, product, trap);
        if (!options.includes(n)) options.push(n);
      }
      const wording =
        divisors.length === 1
          ? `divisible by ${product}`
          : `divisible by ${product}, that is by both ${divisors[0]} and ${divisors[1]}`;
      const reasons = divisors.map((d) => ruleReason(key, d)).join('; ');
      const traps2 = options.filter((o) => o !== key);
      return {
        params: { divisors, options, key },
        title: `Which number is ${wording}?`,
        description: 'Use the divisibility rules rather than dividing.',
        answer: String(key),
        answerKind: 'number',
        explanation: `For ${groupThousands(key)}: ${reasons}. So ${groupThousands(key)} is divisible by ${product}; each other number fails a rule.`,
        hints: [
          divisors.length === 1
            ? `Recall the rule for ${product}${product === 6 ? ': it must pass the rules for both 2 and 3' : ''}.`
            : `A number divisible by ${product} must pass the rule for ${divisors[0]} and the rule for ${divisors[1]}.`,
        ],
        misconceptions: traps2.slice(0, 1).map((o) => ({
          answer: String(o),
          hint: `Check ${groupThousands(o)} again: ${divisors.map((d) => ruleReason(o, d)).join('; ')}.`,
        })),
        choices: {
          distractors: traps2.map(String),
          label: (v: string) => groupThousands(Number(v)),
        },
      };
    },
    solve: (p) => String(p.options.find((o) => p.divisors.every((d) => o % d === 0)) ?? 'none'),
    complexity: (p) =>
      String(p.key).length +
      p.divisors.reduce((s, d) => s + (RULE_WEIGHT[d] as number), 0) +
      (p.divisors.length - 1) * 2,
  });
}

interface MissingDigitParams {
  /** The number's digits, with -1 where the blank is. */
  digits: number[];
  divisor: number;
  want: 'smallest' | 'greatest';
}

const fill = (digits: number[], d: number): number => Number(digits.map((x) => (x < 0 ? d : x)).join(''));

/** B2.2: the smallest or greatest digit for a blank that makes a number divisible by d. */
export function missingDigitTask(name: string, description: string) {
  return defineTask<MissingDigitParams>({
    name,
    description,
    build(rng, level) {
      const divisor = rng.pick(byLevel(level, [[2, 5], [3], [9, 4], [4, 8, 6], [6, 12, 15]] as const));
      const length = byLevel(level, [3, 4, 4, 5, 5]);
      const want: MissingDigitParams['want'] = rng.bool() ? 'smallest' : 'greatest';
      for (;;) {
        const digits = Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
        // The rules of 2, 4, 5, 6, 8, 12 and 15 read the end of the number, so the blank sits there.
        const blank = [2, 5].includes(divisor)
          ? length - 1
          : [4, 8, 6, 12, 15].includes(divisor)
            ? length - rng.int(1, 2)
            : rng.int(1, length - 1);
        digits[blank] = -1;
        const fits = Array.from({ length: 10 }, (_, d) => d).filter((d) => fill(digits, d) % divisor === 0);
        if (fits.length === 0 || fits.length === 10) continue;
        const key = want === 'smallest' ? (fits[0] as number) : (fits.at(-1) as number);
        // With one digit that fits, "the smallest" or "the greatest" would mislead: the question asks for the digit.
        const only = fits.length === 1;
        const shown = digits.map((x) => (x < 0 ? '_' : String(x))).join('');
        const rule =
          divisor === 12
            ? 'the rules for 3 and 4'
            : divisor === 15
              ? 'the rules for 3 and 5'
              : divisor === 6
                ? 'the rules for 2 and 3'
                : `the rule for ${divisor}`;
        const keyNumber = fill(digits, key);
        const other = want === 'smallest' ? (fits.at(-1) as number) : (fits[0] as number);
        const reasons =
          divisor === 12
            ? `${ruleReason(keyNumber, 3)}; ${ruleReason(keyNumber, 4)}`
            : divisor === 15
              ? `${ruleReason(keyNumber, 3)}; ${ruleReason(keyNumber, 5)}`
              : ruleReason(keyNumber, divisor);
        return {
          params: { digits, divisor, want },
          title: only
            ? `What digit makes ${shown} divisible by ${divisor}?`
            : `What is the ${want} digit that makes ${shown} divisible by ${divisor}?`,
          description: `Put one digit in the blank. Use ${rule}.`,
          answer: String(key),
          answerKind: 'number',
          explanation: `To be divisible by ${divisor}, ${shown} must pass ${rule}. ${only ? `Only ${key} works` : `The digits that work are ${fits.join(', ')}`}; with ${key}: ${reasons}. ${only ? 'So the digit' : `The ${want} digit`} is ${key}.`,
          hints: [
            `Try the digits in the blank of ${shown} with ${rule}, starting from ${want === 'smallest' || only ? '0' : '9'}.`,
          ],
          misconceptions:
            other !== key
              ? [{ answer: String(other), hint: `${other} also works, but it is not the ${want}.` }]
              : [],
        };
      }
    },
    solve: (p) => {
      const fits: number[] = [];
      for (let d = 0; d <= 9; d += 1) if (fill(p.digits, d) % p.divisor === 0) fits.push(d);
      return String(p.want === 'smallest' ? Math.min(...fits) : Math.max(...fits));
    },
    complexity: (p) =>
      p.digits.length +
      ({ 2: 0, 5: 0, 3: 1, 9: 1.5, 4: 1.5, 6: 2, 8: 2, 12: 3, 15: 3 } as Record<number, number>)[p.divisor]!,
  });
}

interface FactorizationParams {
  primes: number[];
  mode: 'choose' | 'count' | 'missing';
  /** missing: the number and the position of the hidden prime. */
  hidden: number;
}

const texProduct = (primes: number[]): string => primes.join(' \\times ');
const prose = (primes: number[]): string => primes.join(' × ');

function randomPrimes(rng: Rng, count: number, pool: readonly number[]): number[] {
  return Array.from({ length: count }, () => rng.pick(pool)).sort((a, b) => a - b);
}

/** B2.6: the prime factorization of a composite number; level 5 works backwards from a factorization. */
export function primeFactorizationTask(name: string, description: string) {
  return defineTask<FactorizationParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [3, 4, 4, 5, 4]);
      const pool = byLevel(level, [
        [2, 3, 5, 7],
        [2, 3, 5, 7],
        [2, 3, 5, 7, 11],
        [2, 3, 5, 7, 11],
        [2, 3, 5, 7, 11, 13],
      ] as const);
      let primes = randomPrimes(rng, count, pool);
      while (new Set(primes).size < 2) primes = randomPrimes(rng, count, pool);
      const n = primes.reduce((a, b) => a * b, 1);
      const nText = groupThousands(n);
      const tree = factorTreeSteps(primes);
      if (level === 5) {
        if (rng.bool()) {
          const hidden = rng.int(0, primes.length - 1);
          const shown = primes.map((p, i) => (i === hidden ? '\\square' : String(p)));
          const known = primes.filter((_, i) => i !== hidden).reduce((a, b) => a * b, 1);
          return {
            params: { primes, mode: 'missing', hidden },
            title: `Which prime goes in the box?`,
            description: `The prime factorization of ${nText} is $${shown.join(' \\times ')}$.`,
            answer: String(primes[hidden]),
            answerKind: 'number',
            explanation: `The primes shown multiply to ${prose(primes.filter((_, i) => i !== hidden))} = ${known}, and ${nText} ÷ ${known} = ${primes[hidden] as number}. The missing prime is ${primes[hidden] as number}.`,
            hints: [`Multiply the primes you can see, then divide ${nText} by that product.`],
            misconceptions: [],
          };
        }
        const distinct = [...new Set(primes)];
        return {
          params: { primes, mode: 'count', hidden: -1 },
          title: `How many different prime factors does ${nText} have?`,
          description: 'Count each prime once, however many times it divides the number.',
          answer: String(distinct.length),
          answerKind: 'number',
          explanation: `${tree} So ${nText} = ${prose(primes)}; its different prime factors are ${distinct.join(', ')}, which makes ${distinct.length}.`,
          hints: [`Build a factor tree for ${nText}, starting by dividing by the smallest prime that works.`],
          misconceptions:
            primes.length !== distinct.length
              ? [
                  {
                    answer: String(primes.length),
                    hint: 'A prime used more than once counts once as a different factor.',
                  },
                ]
              : [],
          lintFacts: { answerIsCount: true },
        };
      }
      const answer = primes.join('x');
      const swapFirst = [...primes];
      swapFirst[0] = (swapFirst[0] as number) * (swapFirst[1] as number);
      swapFirst.splice(1, 1);
      const dropLast = primes.slice(0, -1);
      const addTwo = [2, ...primes];
      const replaced = primes.map((p) => (p === 2 ? 4 : p));
      return {
        params: { primes, mode: 'choose', hidden: -1 },
        title: `Which is the prime factorization of ${nText}?`,
        description: null,
        answer,
        answerKind: 'text',
        explanation: `${tree} Every factor at the ends of the branches is prime, so ${nText} = ${prose(primes)}.`,
        hints: [
          `Divide ${nText} by the smallest prime that divides it, and keep going until only primes are left.`,
        ],
        misconceptions: [
          {
            answer: swapFirst.join('x'),
            hint: `${(primes[0] as number) * (primes[1] as number)} is not prime: split it further.`,
          },
        ],
        choices: {
          distractors: [swapFirst, dropLast, addTwo, replaced].map((list) =>
            list.sort((a, b) => a - b).join('x'),
          ),
          fallback: (attempt) => [...primes.slice(0, -1), 3 + 2 * attempt].join('x'),
          label: (v: string) => `$${texProduct(v.split('x').map(Number))}$`,
        },
      };
    },
    solve: (p) => {
      // Trial division recovers the factorization from the number alone.
      let n = p.primes.reduce((a, b) => a * b, 1);
      const found: number[] = [];
      for (let d = 2; n > 1; d += 1)
        while (n % d === 0) {
          found.push(d);
          n /= d;
        }
      if (p.mode === 'count') return String(new Set(found).size);
      if (p.mode === 'missing') {
        const known = p.primes.filter((_, i) => i !== p.hidden).reduce((a, b) => a * b, 1);
        return String(p.primes.reduce((a, b) => a * b, 1) / known);
      }
      return found.join('x');
    },
    complexity: (p) =>
      Math.log10(p.primes.reduce((a, b) => a * b, 1)) +
      p.primes.length +
      p.primes.filter((x) => x >= 11).length * 0.5 +
      (p.mode === 'choose' ? 0 : 3),
  });
}

/** The divisions of a factor tree, smallest prime first: "84 ÷ 2 = 42, 42 ÷ 2 = 21, 21 ÷ 3 = 7." */
function factorTreeSteps(primes: number[]): string {
  let n = primes.reduce((a, b) => a * b, 1);
  const steps: string[] = [];
  for (const p of primes.slice(0, -1)) {
    steps.push(`${groupThousands(n)} ÷ ${p} = ${groupThousands(n / p)}`);
    n /= p;
  }
  return `Divide by primes: ${steps.join(', ')}.`;
}
