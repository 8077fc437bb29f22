import { describe, expect, it } from 'vitest';
import { generateDetailed } from '../catalogue';
import { taskNamed } from './task-lookup.fixture';

describe('one integer operation: options when the sign slips collide', () => {
  const { id } = taskNamed('One integer operation');

  it('gives -2 + (-2) a named wrong operation, 1, instead of the answer plus 1', () => {
    const { question } = generateDetailed(id, 2, 24);
    expect(question.title).toBe('What is $-2 + (-2)$?');
    expect(question.question_options!.map((o) => o.value).sort()).toEqual(['-4', '0', '1', '4']);
    expect(question.misconceptions.map((m) => m.answer).sort()).toEqual(['0', '1', '4']);
  });

  it('names every wrong option of an addition or subtraction of two numbers of the same size', () => {
    let checked = 0;
    for (const level of [1, 2, 3, 4] as const)
      for (let seed = 1; seed <= 1500; seed += 1) {
        const { question, params } = generateDetailed(id, level, seed);
        const { a, b, op, result } = params as { a: number; b: number; op: string; result: number | null };
        if (result !== null || (op !== '+' && op !== '-') || Math.abs(a) !== Math.abs(b)) continue;
        checked += 1;
        const named = new Set(question.misconceptions.map((m) => m.answer));
        const unnamed = question.question_options!.filter(
          (o) => o.value !== question.answer && !named.has(o.value),
        );
        const wrong = question.question_options!.filter((o) => o.value !== question.answer);
        // 7 - 7 keeps its unnamed -14 (the sign slip's own opposite); what matters is no invented neighbour.
        expect(
          wrong.some((o) => Math.abs(Number(o.value) - Number(question.answer)) === 1 && !named.has(o.value)),
          question.title,
        ).toBe(false);
        expect(unnamed.length, question.title).toBeLessThanOrEqual(1);
      }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('one integer operation: hints true for the numbers shown', () => {
  const moves = /(Adding|Subtracting) \(?(-?\d+)\)? moves you (right|left)/g;

  it('gives every wrong option a hint, and says which way this number moves', () => {
    for (const name of ['One integer operation', 'Sign rules']) {
      const { id } = taskNamed(name);
      for (const level of [1, 2, 3, 4, 5] as const)
        for (let seed = 1; seed <= 200; seed += 1) {
          const { question } = generateDetailed(id, level, seed);
          const where = `${name} level ${level} seed ${seed}: ${question.title}`;
          const named = new Set(question.misconceptions.map((m) => m.answer));
          for (const option of question.question_options!)
            if (option.value !== question.answer)
              expect(named.has(option.value), `${where} ${option.value}`).toBe(true);
          for (const text of [...question.hints, ...question.misconceptions.map((m) => m.hint)])
            for (const [, verb, number, way] of text.matchAll(moves)) {
              const right = verb === 'Adding' ? Number(number) > 0 : Number(number) < 0;
              expect(way, `${where}: ${text}`).toBe(right ? 'right' : 'left');
            }
        }
    }
  });
});
