import type { LearnerQuestion } from '@mathwise/api-contract';
import { answerSheetSchema } from '@mathwise/api-contract';
import { createValidationControl, type ValidationControl } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import {
  createSkillRound,
  currentTaskName,
  finishQuestion,
  isRoundComplete,
  markersOf,
  scoreOf,
  toAnswerSheet,
  type SkillRound,
} from './skill-round';

const question = (id: number, taskId: number | null = 11): LearnerQuestion => ({
  id,
  title: `Question ${id}`,
  description: null,
  question_type: 'typed',
  question_options: null,
  difficult_level: 1,
  points: 10,
  image_url: null,
  course_id: 1,
  subject_id: 1,
  topic_id: 1,
  skill_id: 5,
  task_id: taskId,
});

const checked = (firstCheckRight: boolean, wrongAttempts = firstCheckRight ? 0 : 1): ValidationControl => ({
  ...createValidationControl(),
  selected_answer: '42',
  validation: firstCheckRight,
  attempts_counter: wrongAttempts + 1,
  wrong_attempts: wrongAttempts,
  submitted: true,
  time_spent: 4000,
  total_time: 5000,
  points: firstCheckRight ? 10 : 0,
});

const skill = {
  skill_id: 5,
  tasks: [
    { id: 11, name: 'Read', skill_id: 5 },
    { id: 12, name: 'Compare', skill_id: 5 },
    { id: 13, name: 'Round', skill_id: 5 },
  ],
};

/** Plays a round: each entry is the first check of one question. */
function play(firstChecks: boolean[]): SkillRound {
  let round = createSkillRound(5, 0);
  firstChecks.forEach((isRight, index) => {
    round = finishQuestion({ ...round, question: question(100 + index) }, checked(isRight), 'practice', 3);
  });
  return round;
}

describe('a round of ten questions', () => {
  it('starts with ten empty markers and a score of 100', () => {
    const round = createSkillRound(5, 0);
    expect(markersOf(round)).toEqual(Array(10).fill(null));
    expect(scoreOf(round)).toBe(100);
  });

  it('marks each question by its first check and loses 10 per wrong first check (spec 3 §4, §9)', () => {
    const round = play([true, false, true]);
    expect(markersOf(round).slice(0, 4)).toEqual([true, false, true, null]);
    expect(scoreOf(round)).toBe(90);
  });

  it('changes the task after the 3rd and 6th question and resets after the 10th', () => {
    const tasks: number[] = [];
    let round = createSkillRound(5, 0);
    for (let index = 0; index < 10; index += 1) {
      tasks.push(round.taskIndex);
      round = finishQuestion(
        { ...round, question: question(100 + index, null) },
        checked(true),
        'practice',
        3,
      );
    }
    expect(tasks).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
    expect(round.taskIndex).toBe(0);
    expect(isRoundComplete(round)).toBe(true);
  });

  it("names the served question's own task, falling back to the rule's task", () => {
    const round = createSkillRound(5, 0);
    expect(currentTaskName({ ...round, question: question(1, 12) }, skill)).toBe('Compare');
    expect(currentTaskName({ ...round, question: question(1, 999) }, skill)).toBe('Read');
  });

  it('ignores a Next with no question on screen or after the tenth', () => {
    const full = play(Array<boolean>(10).fill(true));
    expect(finishQuestion({ ...full, question: question(1) }, checked(true), 'practice', 3)).toEqual({
      ...full,
      question: question(1),
    });
    const empty = createSkillRound(5, 0);
    expect(finishQuestion(empty, checked(true), 'practice', 3)).toBe(empty);
  });

  it("builds an answer sheet the contract's strict schema accepts, with no points in it", () => {
    const sheet = toAnswerSheet(play([true, false]), skill);
    expect(answerSheetSchema.safeParse(sheet).success).toBe(true);
    expect(sheet.current_skill).toEqual({ skill_id: 5 });
    expect(sheet.questions.map((entry) => entry.id)).toEqual([100, 101]);
    expect(sheet.practice_results).toEqual({
      total_time: 10_000,
      attempts_counter: 3,
      wrong_attempts: 1,
      total_questions: 2,
    });
    expect(JSON.stringify(sheet)).not.toContain('points');
  });
});
