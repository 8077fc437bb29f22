import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areAnswersEquivalent } from './answers';
import { linearExpression, linearExpressionTex, moneyAnswer } from './format';
import { buildOptions } from './options';
import { add, eq, mul, parseRational, rat, sub, toDecimalString, toFractionString } from './rational';
import { createRng, mixSeed } from './rng';

const ratArb = fc
  .tuple(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }))
  .map(([n, d]) => rat(n, d));

describe('rational arithmetic', () => {
  it('is exact where floating point is not', () => {
    expect(eq(add(rat(1, 10), rat(2, 10)), rat(3, 10))).toBe(true);
    expect(toFractionString(rat(6, -8))).toBe('-3/4');
    expect(toDecimalString(rat(1, 8), 2)).toBe('0.13');
    expect(toDecimalString(rat(-1, 8), 2)).toBe('-0.13');
    expect(toDecimalString(rat(5, 2), 2)).toBe('2.50');
    expect(toDecimalString(rat(5, 2), 2, true)).toBe('2.5');
  });

  it('round-trips through its text forms', () => {
    fc.assert(
      fc.property(ratArb, (a) => {
        expect(eq(parseRational(toFractionString(a))!, a)).toBe(true);
      }),
    );
  });

  it('obeys field laws', () => {
    fc.assert(
      fc.property(ratArb, ratArb, ratArb, (a, b, c) => {
        expect(eq(add(a, b), add(b, a))).toBe(true);
        expect(eq(mul(a, add(b, c)), add(mul(a, b), mul(a, c)))).toBe(true);
        expect(eq(sub(add(a, b), b), a)).toBe(true);
      }),
    );
  });

  it('reads what learners type', () => {
    for (const text of ['0.5', '.5', '1/2', '2/4', ' 0.50 '])
      expect(eq(parseRational(text)!, rat(1, 2))).toBe(true);
    expect(eq(parseRational('$12.50')!, rat(25, 2))).toBe(true);
    expect(eq(parseRational('-3/4')!, rat(-3, 4))).toBe(true);
    expect(parseRational('x+1')).toBeNull();
    expect(parseRational('1/0')).toBeNull();
  });
});

describe('answer equivalence', () => {
  it('is the platform answer check: numbers by value, expressions by identity, text as typed', () => {
    expect(areAnswersEquivalent('0.5', '1/2', 'fraction')).toBe(true);
    expect(areAnswersEquivalent('0.5', '1/2', 'text')).toBe(false);
    expect(areAnswersEquivalent('12.5', '12.50', 'money')).toBe(true);
    expect(areAnswersEquivalent('25', '25%', 'percent')).toBe(true);
    expect(areAnswersEquivalent('5X + 3', '5x+3', 'expression')).toBe(true);
    expect(areAnswersEquivalent('3+5x', '5x+3', 'expression')).toBe(true);
    expect(areAnswersEquivalent('13(n+18)', '13n+234', 'expression')).toBe(true);
    expect(areAnswersEquivalent('13n+18', '13n+234', 'expression')).toBe(false);
    expect(areAnswersEquivalent('(3, -2)', '(3,-2)', 'text')).toBe(true);
  });

  it('with a required form, keeps other forms of the same value apart', () => {
    expect(areAnswersEquivalent('13(n+18)', '13n+234', 'expression', true)).toBe(false);
    expect(areAnswersEquivalent('13n+234', '234+13n', 'expression', true)).toBe(true);
    expect(areAnswersEquivalent('3/4', '6/8', 'fraction', true)).toBe(false);
    expect(areAnswersEquivalent('3/4', '3/4', 'fraction', true)).toBe(true);
  });
});

describe('formatting', () => {
  it('writes expressions and money the way learners type them', () => {
    expect(linearExpression(5, 3)).toBe('5x+3');
    expect(linearExpression(-1, -4)).toBe('-x-4');
    expect(linearExpression(0, 7)).toBe('7');
    expect(linearExpression(2, 0, 'n')).toBe('2n');
    expect(moneyAnswer(1250)).toBe('12.50');
    expect(moneyAnswer(-5)).toBe('-0.05');
  });

  it('spaces the operator between terms for every variable, not only x, y and z', () => {
    expect(linearExpressionTex(5, 3)).toBe('5x + 3');
    expect(linearExpressionTex(8, 41, 'n')).toBe('8n + 41');
    expect(linearExpressionTex(-1, -4, 'n')).toBe('-n - 4');
    expect(linearExpressionTex(0, -7, 'n')).toBe('-7');
    expect(linearExpressionTex(2, 0, 't')).toBe('2t');
  });
});

describe('seeded random numbers', () => {
  it('repeat for the same seed and stay in range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const a = createRng(mixSeed(seed));
          const b = createRng(mixSeed(seed));
          for (let i = 0; i < 20; i += 1) {
            const x = a.int(min, min + span);
            expect(x).toBe(b.int(min, min + span));
            expect(x).toBeGreaterThanOrEqual(min);
            expect(x).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
  });
});

describe('option building', () => {
  it('gives four distinct options with the answer once, even when misconceptions collide', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer(), (answer, seed) => {
        const options = buildOptions(createRng(seed), String(answer), 'number', {
          distractors: [String(answer), String(answer), String(-answer)],
          fallback: (k) => String(answer + k + 1),
        });
        expect(options).toHaveLength(4);
        expect(new Set(options.map((o) => o.value)).size).toBe(4);
        expect(options.filter((o) => o.value === String(answer))).toHaveLength(1);
      }),
    );
  });
});
