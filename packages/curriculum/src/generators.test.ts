import { normaliseAnswer } from '@mathwise/learning-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDetailed, getTaskDefinition, skills, tasks, tasksOfSkill } from './catalogue';
import { areAnswersEquivalent } from './core/answers';
import { type TaskDefinition, materialise } from './core/task';
import { questionKey } from './seed';
import { DIFFICULTY_LEVELS, type DifficultyLevel, type GeneratedQuestion } from './types';

const levelArb = fc.constantFrom<DifficultyLevel>(...DIFFICULTY_LEVELS);
const seedArb = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/** The whole contract of one generated question against the task's independent solver. */
function verify(task: TaskDefinition<never>, params: unknown, q: GeneratedQuestion): string | null {
  const expected = (task as unknown as TaskDefinition<unknown>).solve(params);
  if (!areAnswersEquivalent(q.answer, expected, q.answer_kind))
    return `key ${q.answer} but solver says ${expected}`;
  if (q.points !== 10 * q.difficult_level) return 'points are not 10 x level';
  if (q.title.length < 1 || q.title.length > 500) return 'title length';
  if ((q.description?.length ?? 0) > 500) return 'description too long';
  if (q.question_type === 'model_one') {
    const options = q.question_options ?? [];
    if (options.length !== 4) return 'single choice needs 4 options';
    for (let i = 0; i < 4; i += 1) {
      for (let j = i + 1; j < 4; j += 1) {
        if (areAnswersEquivalent(options[i]!.value, options[j]!.value, q.answer_kind))
          return 'duplicate options';
      }
    }
    if (options.filter((o) => areAnswersEquivalent(o.value, expected, q.answer_kind)).length !== 1) {
      return 'not exactly one correct option';
    }
    if (!options.some((o) => o.value === q.answer)) return 'answer is not an option value';
    if (options.some((o) => o.label.length === 0 || o.value.length === 0)) return 'empty option';
  } else {
    if (q.question_options !== null) return 'typed question with options';
    if (normaliseAnswer(q.answer) !== q.answer) return `typed answer ${q.answer} is not in normal form`;
  }
  return null;
}

function verificationProperty(taskId: number, task: TaskDefinition<never>) {
  return fc.property(levelArb, seedArb, (level, seed) => {
    const { question, params } = materialise(task, taskId, level, seed);
    const problem = verify(task, params, question);
    if (problem) throw new Error(`task ${taskId} level ${level} seed ${seed}: ${problem}`);
  });
}

describe('every task generator', () => {
  it.each(tasks.map((t) => [t.id, t.name] as const))(
    'task %i (%s) keys agree with the independent solver',
    (taskId) => {
      fc.assert(verificationProperty(taskId, getTaskDefinition(taskId)), { numRuns: 1000 });
    },
  );

  it('catches a corrupted answer key', () => {
    const target = tasks.find((t) => t.name === 'One integer operation')!;
    const original = getTaskDefinition(target.id);
    const corrupted: TaskDefinition<never> = {
      ...original,
      build(rng, level) {
        const draft = original.build(rng, level);
        const shifted = String(Number(draft.answer) + 1);
        return {
          ...draft,
          answer: shifted,
          choices: draft.choices
            ? { ...draft.choices, distractors: [...draft.choices.distractors] }
            : undefined,
        };
      },
    };
    const result = fc.check(verificationProperty(target.id, corrupted), { numRuns: 200 });
    // The untouched generator passes the same property, so the failure is the corruption's doing.
    expect(fc.check(verificationProperty(target.id, original), { numRuns: 200 }).failed).toBe(false);
    expect(result.failed).toBe(true);
  });

  it.each(tasks.map((t) => [t.id] as const))('task %i gets harder with each level', (taskId) => {
    const means = DIFFICULTY_LEVELS.map((level) => {
      let total = 0;
      for (let seed = 1; seed <= 120; seed += 1) total += generateDetailed(taskId, level, seed).complexity;
      return total / 120;
    });
    for (let i = 1; i < means.length; i += 1) expect(means[i]).toBeGreaterThan(means[i - 1]!);
  });

  it.each(skills.map((s) => [s.id, s.name] as const))(
    'skill %i (%s) has 30 distinct questions per level',
    (skillId) => {
      for (const level of DIFFICULTY_LEVELS) {
        const keys = new Set<string>();
        for (const task of tasksOfSkill(skillId)) {
          const perTask = new Set<string>();
          for (let seed = 1; seed <= 30; seed += 1) {
            const key = questionKey(generateDetailed(task.id, level, seed).question);
            keys.add(key);
            perTask.add(key);
          }
          expect(perTask.size, `task ${task.id} level ${level}`).toBeGreaterThanOrEqual(8);
        }
        expect(keys.size, `level ${level}`).toBeGreaterThanOrEqual(30);
      }
    },
  );

  it('is deterministic for a seed', () => {
    for (const task of tasks) {
      expect(generateDetailed(task.id, 3, 42).question).toEqual(generateDetailed(task.id, 3, 42).question);
    }
  });
});
