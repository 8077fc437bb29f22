import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer, isAnswerAccepted, type AnswerKind } from './answer-check';

const typed = (answer: string, answer_kind: AnswerKind, requires_answer_form?: boolean | number) => ({
  answer,
  question_type: 'typed',
  answer_kind,
  requires_answer_form,
});

/** `coefficient` times `variable` written as a learner would: "x", "-x", "3x", "-12"; "" for a zero term. */
function writeTerm(coefficient: number, monomial: string): string {
  if (coefficient === 0) return '';
  if (monomial === '') return String(coefficient);
  if (coefficient === 1) return monomial;
  if (coefficient === -1) return `-${monomial}`;
  return `${coefficient}${monomial}`;
}

/** Joins signed terms into a sum ("3x", "-2" -> "3x-2"); "0" when every term is zero. */
function writeSum(terms: readonly string[]): string {
  const written = terms.filter((term) => term !== '');
  if (written.length === 0) return '0';
  return written.map((term, index) => (index === 0 || term.startsWith('-') ? term : `+${term}`)).join('');
}

/** Coefficients of x^2, x and 1, with each term's text, computed here by hand rather than by the code under test. */
interface Quadratic {
  readonly squared: number;
  readonly linear: number;
  readonly constant: number;
}

function writeExpanded(value: Quadratic, order: readonly number[]): string {
  const terms = [
    writeTerm(value.squared, 'x^2'),
    writeTerm(value.linear, 'x'),
    writeTerm(value.constant, ''),
  ];
  return writeSum(order.map((index) => terms[index] ?? ''));
}

const small = fc.integer({ min: -12, max: 12 });
const nonZero = small.filter((value) => value !== 0);
const termOrder = fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 });

/** k(ax+b)(cx+d) + ex + f, written factored, with its expansion worked out term by term. */
const factoredQuadratic = fc
  .record({ k: nonZero, a: nonZero, b: small, c: small, d: nonZero, e: small, f: small })
  .map(({ k, a, b, c, d, e, f }) => ({
    factored:
      `${k}(${writeSum([writeTerm(a, 'x'), writeTerm(b, '')])})(${writeSum([writeTerm(c, 'x'), writeTerm(d, '')])})${writeTerm(e, 'x') === '' ? '' : `+${writeTerm(e, 'x')}`}${f === 0 ? '' : `+${f}`}`.replace(
        /\+-/g,
        '-',
      ),
    expanded: { squared: k * a * c, linear: k * (a * d + b * c) + e, constant: k * b * d + f },
  }));

describe('expression answers: every equivalent form, never a wrong one', () => {
  it('accepts a factored or bracketed form of the expanded key, and the key in any term order', () => {
    fc.assert(
      fc.property(factoredQuadratic, termOrder, termOrder, ({ factored, expanded }, keyOrder, givenOrder) => {
        const key = writeExpanded(expanded, keyOrder);
        expect(isAnswerAccepted(key, factored, 'expression')).toBe(true);
        expect(isAnswerAccepted(factored, key, 'expression')).toBe(true);
        expect(isAnswerAccepted(key, writeExpanded(expanded, givenOrder), 'expression')).toBe(true);
      }),
    );
  });

  it('refuses any expression whose expansion differs in one coefficient', () => {
    fc.assert(
      fc.property(
        factoredQuadratic,
        fc.constantFrom<keyof Quadratic>('squared', 'linear', 'constant'),
        nonZero,
        termOrder,
        ({ factored, expanded }, changed, delta, order) => {
          const wrong = { ...expanded, [changed]: expanded[changed] + delta };
          const wrongAnswer = writeExpanded(wrong, order);
          expect(isAnswerAccepted(writeExpanded(expanded, order), wrongAnswer, 'expression')).toBe(false);
          expect(isAnswerAccepted(factored, wrongAnswer, 'expression')).toBe(false);
        },
      ),
    );
  });

  it('refuses random expressions in two variables unless their expansions agree', () => {
    const linearInTwo = fc.tuple(small, small, small);
    fc.assert(
      fc.property(linearInTwo, linearInTwo, nonZero, ([a, b, c], [p, q, r], k) => {
        // k(ax + by + c) against px + qy + r: equal exactly when the coefficients agree.
        const key = writeSum([writeTerm(p, 'x'), writeTerm(q, 'y'), writeTerm(r, '')]);
        const given = `${k}(${writeSum([writeTerm(a, 'x'), writeTerm(b, 'y'), writeTerm(c, '')])})`;
        const isSame = k * a === p && k * b === q && k * c === r;
        expect(isAnswerAccepted(key, given, 'expression')).toBe(isSame);
      }),
    );
  });

  it('when the question asks for a form, accepts only that form (terms in any order), never the other form', () => {
    fc.assert(
      fc.property(factoredQuadratic, termOrder, termOrder, ({ factored, expanded }, keyOrder, givenOrder) => {
        const key = writeExpanded(expanded, keyOrder);
        const question = typed(key, 'expression', true);
        expect(checkAnswer(question, writeExpanded(expanded, givenOrder)).status).toBe('correct');
        expect(checkAnswer(question, factored).status).toBe('wrong');
        // A database hands the flag over as 1.
        expect(checkAnswer(typed(key, 'expression', 1), factored).status).toBe('wrong');
      }),
    );
  });

  it('compares inequalities side by side, either way round, and refuses another boundary or relation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['<', '>'], ['<=', '>='], ['>', '<'], ['>=', '<=']),
        small,
        nonZero,
        ([relation = '<', mirrored = '>'], boundary, delta) => {
          const key = `x${relation}${boundary}`;
          expect(isAnswerAccepted(key, `${boundary}${mirrored}x`, 'expression')).toBe(true);
          expect(isAnswerAccepted(key, `x${relation}${boundary + delta}`, 'expression')).toBe(false);
          expect(isAnswerAccepted(key, `x${mirrored}${boundary}`, 'expression')).toBe(false);
          expect(isAnswerAccepted(key, `${boundary}${relation}x`, 'expression')).toBe(false);
        },
      ),
    );
  });
});

describe('numeric answers: the value, and the form when one is asked for', () => {
  it('a percent key accepts its number with or without the percent sign, and refuses the decimal share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom('%', ' %', '% '), (percent, sign) => {
        const question = typed(String(percent), 'percent');
        expect(checkAnswer(question, `${percent}${sign}`).status).toBe('correct');
        expect(checkAnswer(question, String(percent)).status).toBe('correct');
        expect(checkAnswer(question, String(percent / 100)).status).toBe('wrong');
        expect(checkAnswer(question, `${percent + 1}%`).status).toBe('wrong');
      }),
    );
  });

  it('a fraction asked in lowest terms refuses every unreduced equivalent and the decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 2, max: 9 }),
        (numerator, denominator, scale) => {
          const divisor = greatestCommonDivisor(numerator, denominator);
          const [low, high] = [numerator / divisor, denominator / divisor];
          const key = high === 1 ? String(low) : `${low}/${high}`;
          const question = typed(key, 'fraction', true);
          expect(checkAnswer(question, key).status).toBe('correct');
          expect(checkAnswer(question, `${low * scale}/${high * scale}`).status).toBe('wrong');
          // Without the form, the same unreduced answer is the same number.
          expect(checkAnswer(typed(key, 'fraction'), `${low * scale}/${high * scale}`).status).toBe(
            'correct',
          );
          if (high !== 1 && 1000 % high === 0)
            expect(checkAnswer(question, String(low / high)).status).toBe('wrong');
        },
      ),
    );
  });
});

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

describe('the answers issue 19 found refused', () => {
  it('accepts "25%" for a percent asked as a number, and "25 %"', () => {
    expect(checkAnswer(typed('25', 'percent'), '25%').status).toBe('correct');
    expect(checkAnswer(typed('25', 'percent'), '25 %').status).toBe('correct');
    expect(checkAnswer(typed('12.5', 'percent'), '12.5%').status).toBe('correct');
    expect(checkAnswer(typed('25', 'percent'), '0.25').status).toBe('wrong');
    expect(checkAnswer(typed('25', 'percent'), '26%').status).toBe('wrong');
  });

  it('a plain number key does not read a percent sign: "20%" does not answer "What is 25% of 80?"', () => {
    expect(checkAnswer(typed('20', 'number'), '20%').status).toBe('wrong');
  });

  it('accepts "x≥2" and "x≤2" with the one-character relations', () => {
    expect(checkAnswer(typed('x>=2', 'expression'), 'x≥2').status).toBe('correct');
    expect(checkAnswer(typed('x<=2', 'expression'), 'x ≤ 2').status).toBe('correct');
    expect(checkAnswer(typed('x>=-3', 'expression'), '−3≤x').status).toBe('correct');
    expect(checkAnswer(typed('x>=2', 'expression'), 'x≤2').status).toBe('wrong');
    expect(checkAnswer(typed('x>=2', 'expression'), 'x>2').status).toBe('wrong');
    // The relation stays what the question asked for even when a form is required.
    expect(checkAnswer(typed('x>=2', 'expression', true), 'x≥2').status).toBe('correct');
  });

  it('accepts 13(n+18) for 13n+234 unless the question asks for the expanded form', () => {
    expect(checkAnswer(typed('13n+234', 'expression'), '13(n+18)').status).toBe('correct');
    expect(checkAnswer(typed('13n+234', 'expression'), '13 × (18 + n)').status).toBe('correct');
    expect(checkAnswer(typed('13n+234', 'expression'), '13(n+17)').status).toBe('wrong');
    expect(checkAnswer(typed('13n+234', 'expression', true), '13(n+18)').status).toBe('wrong');
    expect(checkAnswer(typed('13n+234', 'expression', true), '234+13n').status).toBe('correct');
  });

  it('does not take an unsolved inequality or equation for the solved one', () => {
    expect(checkAnswer(typed('x<2', 'expression'), '2x<4').status).toBe('wrong');
    expect(checkAnswer(typed('x=3', 'expression'), 'x+1=4').status).toBe('wrong');
    expect(checkAnswer(typed('x=3', 'expression'), '3=x').status).toBe('correct');
  });

  it('a decimal asked for refuses the fraction of the same value', () => {
    expect(checkAnswer(typed('0.75', 'number', true), '3/4').status).toBe('wrong');
    expect(checkAnswer(typed('0.75', 'number', true), '.75').status).toBe('correct');
    expect(checkAnswer(typed('0.75', 'number'), '3/4').status).toBe('correct');
  });
});
