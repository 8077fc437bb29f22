import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicaliseExpression } from './expression-terms';

const termArbitrary = fc.tuple(
  fc.constantFrom('+', '-'),
  fc.stringMatching(/^(?:[1-9]\d?|[1-9]?[a-z](?:\^[2-3])?|\([a-z][+-][1-9]\))$/),
);

function joinTerms(terms: readonly (readonly [string, string])[]): string {
  return terms.map(([sign, body], index) => (index === 0 && sign === '+' ? body : `${sign}${body}`)).join('');
}

describe('canonicaliseExpression', () => {
  it.each([
    ['3+5x', '5x+3'],
    ['5x-3', '-3+5x'],
    ['2(x+1)-3', '-3+2(1+x)'],
    ['x^2-2x+1', '1-2x+x^2'],
    ['x+1=5', '1+x=5'],
    ['3\u00d7x+1', '1+3*x'],
    ['x^-2+1', '1+x^-2'],
  ])('treats %s and %s as the same sum', (a, b) => {
    expect(canonicaliseExpression(a)).toBe(canonicaliseExpression(b));
    expect(canonicaliseExpression(a)).not.toBeNull();
  });

  it.each([
    ['x-3', '3-x'],
    ['5x+3', '3x+5'],
    ['x+1=5', '5=x+1'],
    ['2^(x+1)', '2^x+1'],
    ['x^-2+1', 'x^2-1'],
    ['3*-x+1', '3*x-1+0'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(canonicaliseExpression(a)).not.toBe(canonicaliseExpression(b));
  });

  it.each(['', 'x+', '(x+1', 'x+1)', '()', '|x-3|', 'f(x,y)', 'x=', 'x\u221a2'])('gives up on %s', (text) => {
    expect(canonicaliseExpression(text)).toBeNull();
  });

  it('accepts any reordering of the terms of a sum', () => {
    fc.assert(
      fc.property(
        fc
          .array(termArbitrary, { minLength: 1, maxLength: 6 })
          .chain((terms) =>
            fc.tuple(fc.constant(terms), fc.shuffledSubarray(terms, { minLength: terms.length })),
          ),
        ([terms, shuffled]) => {
          expect(canonicaliseExpression(joinTerms(shuffled))).toBe(canonicaliseExpression(joinTerms(terms)));
        },
      ),
    );
  });

  it('never equates sums whose signed terms differ', () => {
    fc.assert(
      fc.property(
        fc.array(termArbitrary, { minLength: 1, maxLength: 5 }),
        fc.array(termArbitrary, { minLength: 1, maxLength: 5 }),
        (a, b) => {
          const key = (terms: typeof a) =>
            terms
              .map(([sign, body]) => `${sign}${body}`)
              .sort()
              .join('|');
          fc.pre(key(a) !== key(b));
          expect(canonicaliseExpression(joinTerms(a))).not.toBe(canonicaliseExpression(joinTerms(b)));
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(termArbitrary, { minLength: 1, maxLength: 6 }), (terms) => {
        const canonical = canonicaliseExpression(joinTerms(terms));
        expect(canonical).not.toBeNull();
        expect(canonicaliseExpression(canonical ?? '')).toBe(canonical);
      }),
    );
  });
});
