import { describe, expect, it } from 'vitest';
import { generateDetailed } from '../catalogue';
import { DIFFICULTY_LEVELS } from '../types';
import { taskNamed } from './task-lookup.fixture';

describe('equations as a teacher writes them', () => {
  const equationTasks = [
    'Combine like terms, then solve',
    'Pick the solution',
    'Two-step equations',
    'Solve the equation',
    'Check a solution',
    'Decimal coefficients',
    'Solve multi-step equations',
    'Equations with brackets',
    'Variables on both sides',
  ];

  it('never writes a 0 or 1 coefficient, a zero term or a doubled sign', () => {
    for (const name of equationTasks) {
      const { id, solve } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS)
        for (let seed = 1; seed <= 200; seed += 1) {
          const { question, params } = generateDetailed(id, level, seed);
          const where = `${name} level ${level} seed ${seed}: ${question.title}`;
          expect(question.title, where).not.toMatch(/(?<![\d.])[01]x|[+-] [+-]|[+-] 0(?![.\d])/);
          expect(solve(params), where).toBe(question.answer);
        }
    }
  });

  it('keeps x on both sides of a "Check a solution" equation', () => {
    const { id } = taskNamed('Check a solution');
    for (let seed = 1; seed <= 200; seed += 1) {
      const { question, params } = generateDetailed(id, 5, seed);
      const { right } = params as { right: { coef: number; isX: boolean }[] };
      expect(
        right.some((t) => t.isX && t.coef !== 0),
        question.title,
      ).toBe(true);
    }
  });
});
