import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countQuestionsPerSkill,
  isLastQuestionOfSkill,
  selectNextTaskIndex,
  type QuestionFlow,
} from './task-progression';

/** Task index used for each question of one skill, starting at the first task. */
function walkSkill(flow: QuestionFlow, taskCount: number): number[] {
  const tasks = [0];
  for (let index = 0; index < countQuestionsPerSkill(flow); index += 1) {
    const current = tasks[index] ?? 0;
    tasks.push(
      selectNextTaskIndex({ flow, answeredQuestionIndex: index, currentTaskIndex: current, taskCount }),
    );
  }
  return tasks;
}

describe('selectNextTaskIndex', () => {
  it('spec 1 section 4: "at question index 0 or 1, move to the next task if one exists; at index 2, reset to the first task"', () => {
    expect(walkSkill('demo', 3)).toEqual([0, 1, 2, 0, 0, 0]);
    expect(walkSkill('demo', 2)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(walkSkill('demo', 1)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('spec 3 section 4: "The task changes after question index 2 and after index 5 when a next task exists, and resets at index 9."', () => {
    expect(walkSkill('diagnostic', 3)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 0]);
    expect(walkSkill('diagnostic', 2)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('spec 3 section 4: "the task changes after the 3rd and 6th question if another task exists, and resets at the 10th"', () => {
    expect(walkSkill('practice', 3)).toEqual(walkSkill('diagnostic', 3));
    expect(walkSkill('practice', 5)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 0]);
  });

  it('always gives a valid task index that moves forward by at most one or resets to 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<QuestionFlow>('demo', 'diagnostic', 'practice'),
        fc.integer({ min: -3, max: 15 }),
        fc.integer({ min: -3, max: 10 }),
        fc.integer({ min: -1, max: 6 }),
        (flow, answeredQuestionIndex, currentTaskIndex, taskCount) => {
          const next = selectNextTaskIndex({ flow, answeredQuestionIndex, currentTaskIndex, taskCount });
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(Math.max(1, taskCount));
          const current = Math.min(Math.max(0, currentTaskIndex), Math.max(0, taskCount - 1));
          expect([0, current, current + 1]).toContain(next);
        },
      ),
    );
  });
});

describe('isLastQuestionOfSkill', () => {
  it('spec 1 section 4: "After index 4 the next skill starts"; spec 3: "After the 10th question ... the next skill starts"', () => {
    expect(isLastQuestionOfSkill('demo', 3)).toBe(false);
    expect(isLastQuestionOfSkill('demo', 4)).toBe(true);
    expect(isLastQuestionOfSkill('diagnostic', 8)).toBe(false);
    expect(isLastQuestionOfSkill('practice', 9)).toBe(true);
  });
});
