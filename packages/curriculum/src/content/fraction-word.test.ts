import { isAnswerAccepted } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import { generateDetailed } from '../catalogue';
import { taskNamed } from './task-lookup.fixture';

const { id } = taskNamed('Fraction word problems');
const LEVELS = [1, 2, 3, 4, 5] as const;
const SEEDS = 60;

interface Amount {
  w: number;
  n: number;
  d: number;
}

/** The denominators of the question's own amounts (not of the typing example). */
function stated(description: string): number[] {
  const asked = description.split(' Write the answer')[0] ?? '';
  return [...asked.matchAll(/\\frac\{\d+\}\{(\d+)\}/g)].map((m) => Number(m[1]));
}

describe('fraction word problems (add and subtract)', () => {
  it('never takes an amount from itself and never has 0 or a whole number as the answer', () => {
    for (const level of LEVELS)
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const { question, params } = generateDetailed(id, level, seed);
        expect(question.answer).toMatch(/^[1-9]\d*\/\d+$/);
        const p = params as { kind: string; a?: Amount; b?: Amount; used?: Amount; added?: Amount };
        if (p.a && p.b) expect(p.a).not.toEqual(p.b);
        if (p.used && p.added) expect(p.used).not.toEqual(p.added);
        expect(question.hints.join(' ')).not.toMatch(/already the same/);
      }
  });

  it('uses only everyday denominators, with a common denominator of at most 20', () => {
    for (const level of LEVELS)
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const dens = stated(generateDetailed(id, level, seed).question.description ?? '');
        for (const d of dens) expect([2, 3, 4, 5, 6, 8, 10, 12]).toContain(d);
        expect(dens.reduce((l, d) => (l * d) / gcd(l, d), 1)).toBeLessThanOrEqual(20);
      }
  });

  it('asks for a mixed number, and the answer check accepts it as well as the improper key', () => {
    for (const level of LEVELS)
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const { question } = generateDetailed(id, level, seed);
        expect(question.description).toContain('a mixed number like 2 1/4');
        const [n, d] = question.answer.split('/').map(Number) as [number, number];
        const mixed = n > d ? `${Math.floor(n / d)} ${n % d}/${d}` : question.answer;
        expect(isAnswerAccepted(question.answer, mixed, 'fraction', true)).toBe(true);
        expect(isAnswerAccepted(question.answer, `${2 * n}/${2 * d}`, 'fraction', true)).toBe(false);
      }
  });

  it('grows by level: like, related, unrelated denominators, regrouping mixed numbers, then two steps', () => {
    const kinds = (level: (typeof LEVELS)[number]) =>
      new Set(
        Array.from(
          { length: SEEDS },
          (_, i) => (generateDetailed(id, level, i + 1).params as { kind: string }).kind,
        ),
      );
    for (const level of [1, 2, 3, 4] as const) expect(kinds(level)).toEqual(new Set(['combine']));
    expect(kinds(5)).toEqual(new Set(['batch', 'share', 'backwards']));
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const one = generateDetailed(id, 1, seed).params as { a: Amount; b: Amount };
      expect(one.a.d).toBe(one.b.d);
      const two = generateDetailed(id, 2, seed).params as { a: Amount; b: Amount };
      expect(two.a.d !== two.b.d && (two.a.d % two.b.d === 0 || two.b.d % two.a.d === 0)).toBe(true);
      const three = generateDetailed(id, 3, seed).params as { a: Amount; b: Amount };
      expect(three.a.d % three.b.d !== 0 && three.b.d % three.a.d !== 0).toBe(true);
      const four = generateDetailed(id, 4, seed).params as { a: Amount; b: Amount };
      expect(four.a.w > 0 && four.b.w > 0).toBe(true);
    }
  });

  it('gives distinct questions over 60 seeds at every level', () => {
    for (const level of LEVELS) {
      const texts = new Set(
        Array.from({ length: SEEDS }, (_, i) => generateDetailed(id, level, i + 1).question.description),
      );
      expect(texts.size).toBeGreaterThanOrEqual(SEEDS - 2);
    }
  });

  it('at level 4, regroups a whole to subtract and carries a whole when adding, in the explanation', () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { question, params } = generateDetailed(id, 4, seed);
      const { op } = params as { op: '+' | '-' };
      expect(question.explanation).toMatch(op === '-' ? /regroup one whole as/ : /carry 1/);
    }
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
