import { describe, expect, it } from 'vitest';
import { generateDetailed } from '../catalogue';
import { areAnswersEquivalent } from '../core/answers';
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

describe('inequalities and lines of best fit as a teacher writes them', () => {
  const tasksWritten = [
    'Solve an inequality',
    'Pick the solution set',
    'Inequalities with negatives',
    'Solve inequalities',
    'Reverse the sign',
    'Two-step inequalities',
    'Predict with a line of best fit',
  ];
  // A 0 or 1 coefficient, a doubled sign ("47.5 - -3.5") or a zero term ("6x + 0"); a difference such as (2 - 0) is
  // arithmetic, not a term, so a zero before a bracket is allowed.
  const fault = /(?<![\d.])[01]x|[+\-−] [+\-−]|[+\-−] 0(?![.\d)])|--/;

  it('never writes a 0 or 1 coefficient, a zero term or a doubled sign in any text a learner reads', () => {
    for (const name of tasksWritten) {
      const { id, solve } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS)
        for (let seed = 1; seed <= 200; seed += 1) {
          const { question, params } = generateDetailed(id, level, seed);
          const texts = [
            question.title,
            question.explanation,
            ...question.hints,
            ...question.misconceptions.map((m) => m.hint),
            ...(question.question_options ?? []).map((o) => o.label),
          ];
          for (const text of texts) expect(text, `${name} level ${level} seed ${seed}`).not.toMatch(fault);
          expect(
            areAnswersEquivalent(solve(params), question.answer, question.answer_kind),
            `${name} level ${level} seed ${seed}`,
          ).toBe(true);
        }
    }
  });
});

describe('pattern rules with no constant', () => {
  it('check term 4 without a "+ 0", and never say "but" when term 1 is the step', () => {
    for (const name of ['Pattern rule', 'Write the rule']) {
      const { id } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS)
        for (let seed = 1; seed <= 200; seed += 1) {
          const { explanation } = generateDetailed(id, level, seed).question;
          const where = `${name} level ${level} seed ${seed}`;
          expect(explanation, where).not.toMatch(/[+-] 0 =|add (\d+) - \1 = 0|\$1n\$/);
        }
    }
  });
});

describe('pattern rules as a teacher writes them (tasks 15, 75 and the Grade 8 general term)', () => {
  it('shows every rule option and the rule in the explanation with spaces around + and -', () => {
    for (const name of ['Pattern rule', 'Write the rule', 'General term']) {
      const { id } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS)
        for (let seed = 1; seed <= 100; seed += 1) {
          const { question } = generateDetailed(id, level, seed);
          const where = `${name} level ${level} seed ${seed}`;
          for (const option of question.question_options ?? []) {
            expect(option.label, where).toMatch(/^\$.*\$$/);
            expect(option.label, where).not.toMatch(/[\da-z][+-]/i);
          }
          expect(question.explanation, where).not.toMatch(/\d?n[+-]\d/);
        }
    }
  });
});
