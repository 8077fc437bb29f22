/**
 * Grade 8 algebra with rational numbers: evaluating expressions (C2.2), patterns among rational numbers (C1.4) and
 * linear patterns moved between a table, a situation, a rule and a comparison (C1.2).
 */
import { money, moneyAnswer, texRational } from '../core/format';
import { type PerLevel, byLevel, gcd } from '../core/levels';
import { type Rational, add, div, mul, neg, pow, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import type { DifficultyLevel } from '../types';
import { defineGrade8Task, plainDecimal } from './grade8-number.family';

const tenths = (t: number): Rational => rat(t, 10);
const dec = (t: number): string => plainDecimal(tenths(t));
/** A value in an expression: bracketed when negative so `-3 \times (-2.5)` reads clearly. */
const inBrackets = (text: string): string => (text.startsWith('-') ? `(${text})` : text);
/** A rational as the learner reads it: a decimal when it terminates, otherwise a TeX fraction. */
function show(value: Rational): string {
  let d = value.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? plainDecimal(value) : texRational(value);
}
/** `show` inside inline TeX, for prose. */
const inline = (value: Rational): string => `$${show(value)}$`;

/** The typed key: a decimal when it terminates, otherwise a fraction in lowest terms. */
function key(value: Rational): string {
  const shown = show(value);
  return shown.includes('frac') ? toFractionString(value) : shown;
}

// ---------------------------------------------------------------------------------------------------------------
// C2.2 Evaluating expressions with rational numbers

type EvaluateKind =
  'decimalCoefficient' | 'negativeValue' | 'fractionCoefficient' | 'twoVariables' | 'formula';

interface EvaluateParams {
  kind: EvaluateKind;
  /** Coefficients and values, in tenths unless the kind says otherwise (see `evaluateValue`). */
  numbers: number[];
  story: number;
}

const EVALUATE_LEVELS: PerLevel<EvaluateKind> = [
  'decimalCoefficient',
  'negativeValue',
  'fractionCoefficient',
  'twoVariables',
  'formula',
];

function evaluateValue(p: EvaluateParams): Rational {
  const n = p.numbers;
  switch (p.kind) {
    case 'decimalCoefficient':
    case 'negativeValue':
      // a·x + b with a, b and x in tenths
      return add(mul(tenths(n[0]!), tenths(n[2]!)), tenths(n[1]!));
    case 'fractionCoefficient':
      // (p/q)·m + b, with b in tenths and m whole
      return add(mul(rat(n[0]!, n[1]), rat(n[3]!)), tenths(n[2]!));
    case 'twoVariables':
      // a·x − b·y with x in tenths and y = p/q
      return sub(mul(rat(n[0]!), tenths(n[2]!)), mul(rat(n[1]!), rat(n[3]!, n[4])));
    case 'formula':
      // story 0: F = 1.8C + 32 with C in tenths; story 1: fare = base + rate·d (cents, cents per km, tenths of km)
      return p.story === 0
        ? add(mul(rat(18, 10), tenths(n[0]!)), rat(32))
        : div(add(rat(n[0]!), mul(rat(n[1]!), tenths(n[2]!))), rat(100));
  }
}

function solveEvaluate(p: EvaluateParams): string {
  const v = evaluateValue(p);
  return p.kind === 'formula' && p.story === 1 ? moneyAnswer(Number(plainDecimal(mul(v, rat(100))))) : key(v);
}

function evaluateBuild(rng: Rng, level: DifficultyLevel): EvaluateParams {
  const kind = byLevel(level, EVALUATE_LEVELS);
  switch (kind) {
    case 'decimalCoefficient':
      return { kind, numbers: [rng.int(11, 49), -rng.int(1, 60), rng.int(2, 9) * 10], story: 0 };
    case 'negativeValue':
      return { kind, numbers: [-rng.int(2, 8) * 10, rng.int(11, 99), -rng.int(11, 49)], story: 0 };
    case 'fractionCoefficient': {
      const q = rng.pick([2, 3, 4, 5, 6, 8]);
      let top = rng.int(1, q + 3);
      while (gcd(top, q) !== 1) top += 1;
      return { kind, numbers: [-top, q, rng.int(5, 45), rng.signed(1, 4) * q], story: 0 };
    }
    case 'twoVariables': {
      const q = rng.pick([3, 4, 5]);
      let top = rng.int(1, q - 1);
      while (gcd(top, q) !== 1) top += 1;
      return {
        kind,
        numbers: [rng.int(2, 6), q * rng.int(1, 3), rng.signed(5, 45), rng.bool() ? top : -top, q],
        story: 0,
      };
    }
    case 'formula': {
      const story = rng.int(0, 1);
      if (story === 0) return { kind, numbers: [-rng.int(20, 300)], story };
      return {
        kind,
        numbers: [
          rng.pick([325, 350, 375, 400, 425, 450, 475]),
          rng.pick([160, 170, 180, 190, 210]),
          rng.int(20, 150),
        ],
        story,
      };
    }
  }
}

export function evaluateRationalTask(name: string, description: string) {
  return defineGrade8Task<EvaluateParams>({
    name,
    description,
    build(rng, level) {
      const params = evaluateBuild(rng, level);
      const value = evaluateValue(params);
      const answer = solveEvaluate(params);
      const n = params.numbers;
      switch (params.kind) {
        case 'decimalCoefficient':
        case 'negativeValue': {
          const [a = 0, b = 0, x = 0] = n;
          const letter = params.kind === 'decimalCoefficient' ? 'a' : 'm';
          const product = mul(tenths(a), tenths(x));
          const expression = `${dec(a)}${letter} ${b < 0 ? '-' : '+'} ${dec(Math.abs(b))}`;
          return {
            params,
            title: `Evaluate $${expression}$ when $${letter} = ${dec(x)}$.`,
            answer,
            answerKind: 'number',
            explanation: `Replace $${letter}$ with ${dec(x)} and multiply first: $${dec(a)} \\times ${inBrackets(dec(x))} = ${plainDecimal(product)}$. Then $${plainDecimal(product)} ${b < 0 ? '-' : '+'} ${dec(Math.abs(b))} = ${answer}$. The value is ${answer}.`,
            hints: [
              `$${dec(a)}${letter}$ means ${dec(a)} times $${letter}$: start with $${dec(a)} \\times ${inBrackets(dec(x))}$.`,
            ],
            misconceptions: [
              {
                answer: key(add(add(tenths(a), tenths(x)), tenths(b))),
                hint: `$${dec(a)}${letter}$ means multiply ${dec(a)} by $${letter}$, not add.`,
              },
              {
                answer: key(add(neg(product), tenths(b))),
                hint: 'Check the sign of the product: a negative times a negative is positive.',
              },
            ],
          };
        }
        case 'fractionCoefficient': {
          const [top = 0, q = 1, b = 0, m = 0] = n;
          const product = mul(rat(top, q), rat(m));
          const coefficient = `-\\frac{${-top}}{${q}}`;
          return {
            params,
            title: `Evaluate $${coefficient}m + ${dec(b)}$ when $m = ${m}$.`,
            answer,
            answerKind: 'number',
            explanation: `Substitute $m = ${m}$: $${coefficient} \\times ${inBrackets(String(m))} = ${show(product)}$, because ${m} divided by ${q} is ${m / q} and times ${top} gives ${inline(product)}. Then $${show(product)} + ${dec(b)} = ${show(value)}$. The value is ${inline(value)}.`,
            hints: [`Divide ${m} by ${q} first, then multiply by ${top}.`],
            misconceptions: [
              {
                answer: key(add(neg(product), tenths(b))),
                hint: 'The coefficient is negative: check the sign of the product.',
              },
            ],
          };
        }
        case 'twoVariables': {
          const [a = 0, b = 0, x = 0, yTop = 0, q = 1] = n;
          const y = rat(yTop, q);
          const first = mul(rat(a), tenths(x));
          const second = mul(rat(b), y);
          return {
            params,
            title: `Evaluate $${a}x - ${b}y$ when $x = ${dec(x)}$ and $y = ${texRational(y)}$.`,
            answer,
            answerKind: 'number',
            explanation: `Substitute both values. $${a} \\times ${inBrackets(dec(x))} = ${show(first)}$ and $${b} \\times ${yTop < 0 ? `\\left(${texRational(y)}\\right)` : texRational(y)} = ${show(second)}$. Then $${show(first)} - ${inBrackets(show(second))} = ${show(value)}$. The value is ${inline(value)}.`,
            hints: [`Work out $${a}x$ and $${b}y$ separately, then subtract.`],
            misconceptions: [
              {
                answer: key(add(first, second)),
                hint: 'The expression subtracts the second product; subtracting a negative adds.',
              },
            ],
          };
        }
        case 'formula': {
          if (params.story === 0) {
            const c = n[0]!;
            const product = mul(rat(18, 10), tenths(c));
            return {
              params,
              title: `On a winter morning in Ottawa it is ${dec(c)} °C. The formula $F = 1.8C + 32$ changes degrees Celsius to degrees Fahrenheit. What is the temperature in °F?`,
              answer,
              answerKind: 'number',
              lintFacts: { contextValues: [{ context: 'ontario-winter-celsius', values: [Number(dec(c))] }] },
              explanation: `Substitute $C = ${dec(c)}$: $1.8 \\times (${dec(c)}) = ${plainDecimal(product)}$. Then $${plainDecimal(product)} + 32 = ${answer}$. It is ${answer} °F.`,
              hints: [`Multiply ${dec(c)} by 1.8 first (the sign stays negative), then add 32.`],
              misconceptions: [
                {
                  answer: key(add(mul(rat(18, 10), tenths(-c)), rat(32))),
                  hint: 'The Celsius temperature is negative, so $1.8C$ is negative too.',
                },
                {
                  answer: key(mul(rat(18, 10), add(tenths(c), rat(32)))),
                  hint: 'Multiply before you add: 1.8 times C, then add 32.',
                },
              ],
            };
          }
          const [base = 0, rate = 0, d = 0] = n;
          const distance = mul(rat(rate), tenths(d));
          return {
            params,
            title: `A taxi in London, Ontario charges $C = ${plainDecimal(rat(base, 100))} + ${plainDecimal(rat(rate, 100))}d$ dollars for a ride of $d$ kilometres. What does a ${dec(d)} km ride cost?`,
            answer,
            answerKind: 'money',
            explanation: `Substitute $d = ${dec(d)}$: $${plainDecimal(rat(rate, 100))} \\times ${dec(d)} = ${plainDecimal(div(distance, rat(100)))}$. Then add the starting charge: $${plainDecimal(rat(base, 100))} + ${plainDecimal(div(distance, rat(100)))} = ${plainDecimal(value)}$. The ride costs ${money(Math.round(Number(plainDecimal(mul(value, rat(100))))))}.`,
            hints: [`Multiply the rate per kilometre by ${dec(d)} first.`],
            misconceptions: [
              {
                answer: moneyAnswer(
                  Math.round(Number(plainDecimal(mul(add(rat(base, 100), rat(rate, 100)), tenths(d)))) * 100),
                ),
                hint: 'Only the rate is multiplied by the distance; the starting charge is added once.',
              },
            ],
          };
        }
      }
    },
    solve: solveEvaluate,
    complexity: (p) => EVALUATE_LEVELS.indexOf(p.kind) + 1 + p.numbers.length / 100,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// C1.4 Patterns among rational numbers

type SequenceKind = 'halving' | 'fractionStep' | 'negativeRatio' | 'farTerm' | 'firstBelow';

interface SequenceParams {
  kind: SequenceKind;
  /** First term and step (or ratio) as [numerator, denominator] pairs; `target` is the term number or bound. */
  first: [number, number];
  step: [number, number];
  target: number;
}

const SEQUENCE_LEVELS: PerLevel<SequenceKind> = [
  'halving',
  'fractionStep',
  'negativeRatio',
  'farTerm',
  'firstBelow',
];
const geometric = (kind: SequenceKind): boolean => kind === 'halving' || kind === 'negativeRatio';

function termOf(p: SequenceParams, n: number): Rational {
  const first = rat(p.first[0], p.first[1]);
  const step = rat(p.step[0], p.step[1]);
  return geometric(p.kind) ? mul(first, pow(step, n - 1)) : add(first, mul(step, rat(n - 1)));
}

function solveSequence(p: SequenceParams): string {
  if (p.kind === 'firstBelow') {
    // count up until a term drops below the bound
    let n = 1;
    while (termOf(p, n).n >= BigInt(p.target) * termOf(p, n).d) n += 1;
    return String(n);
  }
  return key(termOf(p, p.target));
}

function sequenceBuild(rng: Rng, level: DifficultyLevel): SequenceParams {
  const kind = byLevel(level, SEQUENCE_LEVELS);
  switch (kind) {
    case 'halving':
      return { kind, first: [rng.int(3, 25) * 2 + 1, 1], step: [1, 2], target: rng.int(5, 6) };
    case 'fractionStep': {
      const d = rng.pick([3, 4, 6]);
      return { kind, first: [-rng.int(2, 3) * d, d], step: [rng.int(1, d - 1), d], target: rng.int(7, 10) };
    }
    case 'negativeRatio': {
      // Four terms are shown, so ask for one past them: the 6th or 7th when halving (first term a multiple of 8,
      // so the answer is a short decimal such as -0.75 or 0.375), the 5th when quartering (a multiple of 32).
      // First terms whose answer would be ±0.5 or ±0.25, the size of the multiplier itself, are left out.
      if (rng.bool()) {
        const target = rng.int(6, 7);
        const first = rng.pick(
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => m !== (target === 6 ? 2 : 4)),
        );
        return { kind, first: [first * 8, 1], step: [-1, 2], target };
      }
      return { kind, first: [rng.pick([1, 3, 4, 5, 6]) * 32, 1], step: [-1, 4], target: 5 };
    }
    case 'farTerm':
      return {
        kind,
        first: [-rng.int(11, 60) * 5, 100],
        step: [rng.pick([25, 50, 75, 125]), 100],
        target: rng.int(12, 30),
      };
    case 'firstBelow':
      return {
        kind,
        first: [rng.int(10, 40) * 25, 100],
        step: [-rng.pick([75, 125, 150, 175]), 100],
        target: -rng.int(2, 10),
      };
  }
}

export function rationalPatternTask(name: string, description: string) {
  return defineGrade8Task<SequenceParams>({
    name,
    description,
    build(rng, level) {
      const params = sequenceBuild(rng, level);
      const answer = solveSequence(params);
      const shown = [1, 2, 3, 4].map((i) => show(termOf(params, i)));
      const list = `${shown.join(', ')}, …`;
      const step = rat(params.step[0], params.step[1]);
      const ordinal = (k: number): string =>
        `${k}${k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th'}`;
      const fractionRule = 'Type a decimal, or a fraction like -5/4 if the decimal does not end.';
      if (params.kind === 'firstBelow') {
        const n = Number(answer);
        return {
          params,
          title: `The pattern $${list}$ keeps going down by the same amount. Which term is the first one below ${params.target}?`,
          description: 'Give the term number.',
          answer,
          answerKind: 'number',
          lintFacts: { answerIsCount: true },
          explanation: `The terms $${shown.join(', ')}$ change by $${show(step)}$ each time, so term $n$ is $${shown[0]} + (n - 1) \\times (${show(step)})$. Term ${n - 1} is ${inline(termOf(params, n - 1))}, not yet below ${params.target}, and term ${n} is ${inline(termOf(params, n))}. The first term below ${params.target} is term ${n}.`,
          hints: [
            `Find the constant change from ${shown[0]} to ${shown[1]}, then count how many changes take you past ${params.target}.`,
          ],
          misconceptions: [
            {
              answer: String(n - 1),
              hint: `Term ${n - 1} is ${inline(termOf(params, n - 1))}, which is not yet below ${params.target}.`,
            },
          ],
        };
      }
      const k = params.target;
      if (geometric(params.kind)) {
        const ratio = show(step);
        const steps = Array.from({ length: k }, (_, i) => inline(termOf(params, i + 1)));
        return {
          params,
          title: `Each term of the pattern $${list}$ is the one before multiplied by $${ratio}$. What is the ${ordinal(k)} term?`,
          description: fractionRule,
          answer,
          answerKind: 'fraction',
          explanation: `Keep multiplying by $${ratio}$${params.kind === 'negativeRatio' ? ', so the sign changes every term' : ''}: ${steps.join(', ')}. The ${ordinal(k)} term is ${inline(termOf(params, k))}.`,
          hints: [
            `Write out the terms after $${shown[3]}$, multiplying by $${ratio}$ each time, until you reach term ${k}.`,
          ],
          misconceptions:
            params.kind === 'negativeRatio'
              ? [
                  {
                    answer: key(neg(termOf(params, k))),
                    hint: 'Multiplying by a negative number changes the sign each time.',
                  },
                ]
              : [
                  {
                    answer: key(termOf(params, k - 1)),
                    hint: `Count the terms: the first term is ${shown[0]}, so term ${k} is ${k - 1} halvings later.`,
                  },
                ],
        };
      }
      const farTerm = termOf(params, k);
      return {
        params,
        title: `The pattern $${list}$ grows by the same amount each time. What is the ${ordinal(k)} term?`,
        description: fractionRule,
        answer,
        answerKind: 'fraction',
        explanation: `The constant change is $${shown[1]} - ${inBrackets(shown[0]!)} = ${show(step)}$. From term 1 to term ${k} there are ${k - 1} changes: $${shown[0]} + ${k - 1} \\times ${show(step)} = ${show(farTerm)}$. The ${ordinal(k)} term is ${inline(farTerm)}.`,
        hints: [
          `Find the change from one term to the next, then ask how many changes lie between term 1 and term ${k}.`,
        ],
        misconceptions: [
          {
            answer: key(add(rat(params.first[0], params.first[1]), mul(step, rat(k)))),
            hint: `From term 1 to term ${k} there are ${k - 1} steps, not ${k}.`,
          },
        ],
      };
    },
    solve: solveSequence,
    complexity: (p) => SEQUENCE_LEVELS.indexOf(p.kind) + 1 + p.target / 1000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// C1.2 Linear patterns between representations

type RepresentationKind = 'tableToRule' | 'situationToRule' | 'ruleToTable' | 'twoTerms' | 'tableMeetsRule';

interface RepresentationParams {
  kind: RepresentationKind;
  /** Constant rate and initial value (term 0), in tenths. */
  rate: number;
  start: number;
  /** ruleToTable: the missing term number; twoTerms: [term a, term b] packed as a*100+b; tableMeetsRule: the
   *  other rule's rate and start (tenths) and the meeting term, packed in `other`. */
  target: number;
  other: [number, number];
  story: number;
}

const REPRESENTATION_LEVELS: PerLevel<RepresentationKind> = [
  'tableToRule',
  'situationToRule',
  'ruleToTable',
  'twoTerms',
  'tableMeetsRule',
];

const ruleValue = (rate: number, start: number, n: number): Rational =>
  add(mul(tenths(rate), rat(n)), tenths(start));

function ruleText(rate: number, start: number, letter = 'n', name = 't'): string {
  const slope = `${rate === 10 ? '' : rate === -10 ? '-' : dec(rate)}${letter}`;
  if (start === 0) return `${name} = ${slope}`;
  return `${name} = ${slope} ${start < 0 ? '-' : '+'} ${dec(Math.abs(start))}`;
}
const ruleValueText = (rule: string): string => rule.replace(/\s+/g, '').toLowerCase();

function solveRepresentation(p: RepresentationParams): string {
  switch (p.kind) {
    case 'tableToRule':
      return ruleValueText(ruleText(p.rate, p.start));
    case 'situationToRule':
      return ruleValueText(`V = ${dec(p.start)} - ${dec(-p.rate)}m`);
    case 'ruleToTable':
      return key(ruleValue(p.rate, p.start, p.target));
    case 'twoTerms': {
      const a = Math.floor(p.target / 100);
      const b = p.target % 100;
      return key(div(sub(ruleValue(p.rate, p.start, b), ruleValue(p.rate, p.start, a)), rat(b - a)));
    }
    case 'tableMeetsRule': {
      // the table's rule is (rate, start); the other is given; they meet where the values are equal
      const [rate2, start2] = p.other;
      return key(div(tenths(start2 - p.start), tenths(p.rate - rate2)));
    }
  }
}

function representationBuild(rng: Rng, level: DifficultyLevel): RepresentationParams {
  const kind = byLevel(level, REPRESENTATION_LEVELS);
  const base = { kind, story: 0, other: [0, 0] as [number, number], target: 0 };
  switch (kind) {
    case 'tableToRule':
      return { ...base, rate: rng.pick([5, 15, 25, 35, 45, 12, 24]), start: rng.int(1, 40) };
    case 'situationToRule':
      return { ...base, rate: -rng.pick([25, 45, 75, 125, 150]), start: rng.int(12, 30) * 100 };
    case 'ruleToTable':
      return { ...base, rate: -rng.pick([15, 25, 35, 45]), start: rng.int(40, 120), target: rng.int(5, 9) };
    case 'twoTerms': {
      const a = rng.int(1, 4);
      const b = a + rng.int(2, 5);
      return { ...base, rate: rng.signed(1, 8) * 5, start: rng.signed(5, 80), target: a * 100 + b };
    }
    case 'tableMeetsRule': {
      const rate = rng.pick([15, 25, 35]);
      const rate2 = rate + rng.pick([5, 10, 15, 20]);
      const meet = rng.int(6, 15);
      const start2 = rng.int(1, 30);
      // start of the table's pattern is chosen so both rules give the same value at term `meet`
      const start = start2 + (rate2 - rate) * meet;
      return { ...base, rate, start, other: [rate2, start2], target: meet };
    }
  }
}

export function patternRepresentationTask(name: string, description: string) {
  return defineGrade8Task<RepresentationParams>({
    name,
    description,
    build(rng, level) {
      const p = representationBuild(rng, level);
      const answer = solveRepresentation(p);
      const table = (rate: number, start: number, terms: number[]): string =>
        terms.map((n) => `(${n}, ${show(ruleValue(rate, start, n))})`).join(', ');
      switch (p.kind) {
        case 'tableToRule': {
          const right = ruleText(p.rate, p.start);
          const t1 = show(ruleValue(p.rate, p.start, 1));
          const wrong = [
            ruleText(p.rate, p.start + p.rate),
            ruleText(p.start, p.rate),
            ruleText(p.rate + p.start, 0),
            ruleText(p.rate, -p.start),
          ];
          return {
            params: p,
            title: 'The table pairs each term number $n$ with its value $t$. Which rule gives $t$?',
            description: `The pairs $(n, t)$ are ${table(p.rate, p.start, [1, 2, 3, 4])}.`,
            answer: ruleValueText(right),
            answerKind: 'text',
            choices: {
              distractors: wrong.map(ruleValueText),
              fallback: (attempt) => ruleValueText(ruleText(p.rate + 5 * (attempt + 1), p.start)),
              label: (v) => `$${v.replace('=', ' = ').replace(/(?<=[\dn])([+-])/g, ' $1 ')}$`,
            },
            explanation: `The value grows by $${show(ruleValue(p.rate, p.start, 2))} - ${t1} = ${dec(p.rate)}$ for each term, so the rule multiplies $n$ by ${dec(p.rate)}. Going back one step from term 1 gives the value at term 0: $${t1} - ${dec(p.rate)} = ${dec(p.start)}$. Check with the table: ${[1, 2, 3, 4].map((n) => `$${dec(p.rate)} \\times ${n} + ${dec(p.start)} = ${show(ruleValue(p.rate, p.start, n))}$`).join(', ')}. The rule is $${right}$.`,
            hints: ['Find how much $t$ grows from one term to the next: that number multiplies $n$.'],
            misconceptions: [
              {
                answer: ruleValueText(wrong[0]!),
                hint: 'The number added is the value at term 0, one step before term 1.',
              },
            ],
          };
        }
        case 'situationToRule': {
          const right = `V = ${dec(p.start)} - ${dec(-p.rate)}m`;
          const litres = dec(p.start);
          const perMinute = dec(-p.rate);
          const wrong = [
            `V = ${litres} + ${perMinute}m`,
            `V = ${perMinute}m - ${litres}`,
            `V = ${perMinute} - ${litres}m`,
            `V = ${litres}m - ${perMinute}`,
          ];
          return {
            params: p,
            title: `A pool in Kitchener holds ${litres} L of water. It is drained at ${perMinute} L per minute. Which equation gives the volume $V$ left after $m$ minutes?`,
            answer: ruleValueText(right),
            answerKind: 'text',
            choices: {
              distractors: wrong.map(ruleValueText),
              label: (v) => `$${[right, ...wrong].find((r) => ruleValueText(r) === v) ?? v}$`,
            },
            explanation: `The volume starts at ${litres} L and shrinks by ${perMinute} L every minute, so after $m$ minutes $${perMinute}m$ litres are gone. That is a linear shrinking pattern with initial value ${litres} and constant rate $-${perMinute}$: $${right}$.`,
            hints: [
              `After 1 minute the pool holds ${litres} - ${perMinute} litres; after 2 minutes, two lots of ${perMinute} are gone.`,
            ],
            misconceptions: [
              {
                answer: ruleValueText(wrong[0]!),
                hint: 'Draining makes the volume go down: the rate is subtracted.',
              },
            ],
          };
        }
        case 'ruleToTable': {
          const rule = ruleText(p.rate, p.start);
          const value = ruleValue(p.rate, p.start, p.target);
          return {
            params: p,
            title: `A shrinking pattern has the rule $${rule}$. In its table of values, what is $t$ when $n = ${p.target}$?`,
            description: `The table starts ${table(p.rate, p.start, [1, 2, 3])}.`,
            answer,
            answerKind: 'number',
            explanation: `Substitute $n = ${p.target}$ in the rule: $${dec(p.rate)} \\times ${p.target} = ${show(mul(tenths(p.rate), rat(p.target)))}$, and $${show(mul(tenths(p.rate), rat(p.target)))} + ${dec(p.start)} = ${show(value)}$. The table agrees: ${[1, 2, 3].map((n) => `$${show(ruleValue(p.rate, p.start, n))}$`).join(', ')} go down by ${dec(-p.rate)} for each term. When $n = ${p.target}$, $t$ is ${show(value)}.`,
            hints: [`Replace $n$ with ${p.target} in $${rule}$.`],
            misconceptions: [
              {
                answer: key(add(mul(tenths(-p.rate), rat(p.target)), tenths(p.start))),
                hint: 'The pattern shrinks: the rate is negative.',
              },
            ],
          };
        }
        case 'twoTerms': {
          const a = Math.floor(p.target / 100);
          const b = p.target % 100;
          const va = ruleValue(p.rate, p.start, a);
          const vb = ruleValue(p.rate, p.start, b);
          return {
            params: p,
            title: `In a linear pattern, term ${a} is ${show(va)} and term ${b} is ${show(vb)}. What is the constant rate of change from one term to the next?`,
            answer,
            answerKind: 'number',
            explanation: `From term ${a} to term ${b} there are $${b} - ${a} = ${b - a}$ steps, and the value changes by $${show(vb)} - ${inBrackets(show(va))} = ${show(sub(vb, va))}$. Each step is $${show(sub(vb, va))} \\div ${b - a} = ${dec(p.rate)}$. The constant rate is ${dec(p.rate)}.`,
            hints: [
              `How many steps lie between term ${a} and term ${b}? Share the change in value equally among them.`,
            ],
            misconceptions: [
              {
                answer: key(sub(vb, va)),
                hint: `The change from term ${a} to term ${b} covers ${b - a} steps: divide it by ${b - a}.`,
              },
              {
                answer: key(neg(tenths(p.rate))),
                hint: 'Subtract the earlier term from the later one to keep the sign right.',
              },
            ],
          };
        }
        case 'tableMeetsRule': {
          const [rate2, start2] = p.other;
          const rule = ruleText(rate2, start2);
          const meet = p.target;
          const value = ruleValue(p.rate, p.start, meet);
          return {
            params: p,
            title: `Pattern A is shown in a table: ${table(p.rate, p.start, [1, 2, 3])}. Pattern B has the rule $${rule}$. For which term number $n$ are the two values equal?`,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `Write a rule for A: from term 1 to 3 its values ${[1, 2, 3].map((n) => `$${show(ruleValue(p.rate, p.start, n))}$`).join(', ')} grow by ${dec(p.rate)} each term and its value at term 0 is ${dec(p.start)}, so $${ruleText(p.rate, p.start)}$. B grows faster, by ${dec(rate2)}, and starts lower, so B catches up by $${dec(rate2)} - ${dec(p.rate)} = ${dec(rate2 - p.rate)}$ each term. The gap at term 0 is $${dec(p.start)} - ${dec(start2)} = ${dec(p.start - start2)}$, and $${dec(p.start - start2)} \\div ${dec(rate2 - p.rate)} = ${meet}$. Check: both give ${show(value)} at term ${meet}. The values are equal when $n = ${meet}$.`,
            hints: [
              'Write a rule for pattern A from its table first: find its rate and its value at term 0.',
              'Each term, B gains on A by the difference of the rates.',
            ],
            misconceptions: [
              {
                answer: String(meet + 1),
                hint: 'Check your term number in both rules: the values must match exactly.',
              },
            ],
          };
        }
      }
    },
    solve: solveRepresentation,
    complexity: (p) => REPRESENTATION_LEVELS.indexOf(p.kind) + 1 + Math.abs(p.rate) / 1000,
  });
}
