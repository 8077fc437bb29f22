import { describe, expect, it } from 'vitest';

import {
  answerSheetSchema,
  beatenLearnersParamsSchema,
  checkAnswerResponseSchema,
  checkAnswerSchema,
  currentQuestionResponseSchema,
  learnerQuestionSchema,
  learnerSkillSchema,
  makeSelectedAnswerSchema,
  practiceQuestionRequestSchema,
  practiceSkillsParamsSchema,
  revealedQuestionSchema,
  skillLevelParamsSchema,
  topicLearnerParamsSchema,
} from './practice.schemas';
import { fieldMessages, messagesOf, unrecognizedKeys } from './test-support/issues';

const storedQuestion = {
  id: 11,
  title: 'What is 3/4 as a decimal?',
  description: null,
  answer: '0.75',
  question_type: 'typed',
  question_options: null,
  difficult_level: 2,
  points: 100,
  image_url: null,
  course_id: 1,
  subject_id: 1,
  topic_id: 1,
  skill_id: 4,
  task_id: 9,
};

const sheet = {
  skills: [{ skill_id: 4 }],
  tasks: [{ task_id: 9, skill_id: 4 }],
  questions: [
    {
      id: 11,
      skill_id: 4,
      task_id: 9,
      validation_control: {
        selected_answer: '0.75',
        attempts_counter: 2,
        wrong_attempts: 1,
        submitted: true,
        time_spent: 42_000,
      },
    },
  ],
  practice_results: { total_time: 42_000, attempts_counter: 2, wrong_attempts: 1, total_questions: 1 },
  current_skill: { skill_id: 4 },
};

describe('questions sent to a learner', () => {
  it('never carry the answer key', () => {
    const sent = learnerQuestionSchema.parse(storedQuestion);
    expect(sent).not.toHaveProperty('answer');
    expect(
      currentQuestionResponseSchema.parse({ current_question: storedQuestion }).current_question,
    ).not.toHaveProperty('answer');
  });

  it('carry the key once revealed', () => {
    expect(revealedQuestionSchema.parse(storedQuestion).answer).toBe('0.75');
  });

  it('keep their options', () => {
    const options = [
      { label: 'A', value: '0.75' },
      { label: 'B', value: '0.34' },
    ];
    expect(
      learnerQuestionSchema.parse({
        ...storedQuestion,
        question_type: 'model_one',
        question_options: options,
      }).question_options,
    ).toEqual(options);
  });
});

describe('answer check', () => {
  it('asks for an answer with the message of the question type', () => {
    expect(messagesOf(makeSelectedAnswerSchema('model_one'), '')).toEqual(['Please select one answer']);
    expect(messagesOf(makeSelectedAnswerSchema('typed'), '   ')).toEqual(['Please type your answer']);
    expect(messagesOf(makeSelectedAnswerSchema('model_one'), undefined)).toEqual([
      'Please select one answer',
    ]);
  });

  it('takes the answer and the time spent only', () => {
    expect(checkAnswerSchema.parse({ selected_answer: ' 0.75 ', time_spent: 1200 })).toEqual({
      selected_answer: '0.75',
      time_spent: 1200,
    });
    expect(unrecognizedKeys(checkAnswerSchema, { selected_answer: '1', time_spent: 1, points: 100 })).toEqual(
      ['points'],
    );
  });

  it("answers with the spec's feedback", () => {
    const control = {
      selected_answer: '0.75',
      validation: true,
      attempts_counter: 1,
      wrong_attempts: 0,
      submitted: true,
      time_spent: 1200,
      total_time: 1200,
      points: 100,
    };
    expect(
      checkAnswerResponseSchema.safeParse({
        is_correct: true,
        message: 'Nice job!',
        validation_control: control,
      }).success,
    ).toBe(true);
    expect(
      checkAnswerResponseSchema.safeParse({
        is_correct: false,
        message: "Nope that wasn't it! Take another look.",
        validation_control: { ...control, validation: false },
      }).success,
    ).toBe(true);
    expect(
      checkAnswerResponseSchema.safeParse({ is_correct: true, message: 'Great', validation_control: control })
        .success,
    ).toBe(false);
  });
});

describe('answer sheet', () => {
  it('accepts a round', () => {
    expect(answerSheetSchema.parse(sheet)).toEqual(sheet);
    expect(practiceQuestionRequestSchema.parse({ answer_sheet: sheet })).toEqual({ answer_sheet: sheet });
  });

  it('refuses claimed points and results anywhere', () => {
    expect(unrecognizedKeys(answerSheetSchema, { ...sheet, points: 1000 })).toEqual(['points']);
    expect(
      unrecognizedKeys(answerSheetSchema, {
        ...sheet,
        practice_results: { ...sheet.practice_results, points: 1000 },
      }),
    ).toEqual(['points']);
    const [question] = sheet.questions;
    expect(
      unrecognizedKeys(answerSheetSchema, {
        ...sheet,
        questions: [{ ...question, validation_control: { ...question?.validation_control, points: 1000 } }],
      }),
    ).toEqual(['points']);
    expect(
      unrecognizedKeys(answerSheetSchema, { ...sheet, questions: [{ ...question, answer: '0.75' }] }),
    ).toEqual(['answer']);
  });

  it('refuses negative counts and bad ids', () => {
    expect(
      answerSheetSchema.safeParse({
        ...sheet,
        practice_results: { ...sheet.practice_results, wrong_attempts: -1 },
      }).success,
    ).toBe(false);
    expect(answerSheetSchema.safeParse({ ...sheet, current_skill: { skill_id: 0 } }).success).toBe(false);
  });

  it('bounds the number of questions', () => {
    const questions = Array.from({ length: 201 }, () => sheet.questions[0]);
    expect(answerSheetSchema.safeParse({ ...sheet, questions }).success).toBe(false);
  });
});

describe('learner path parameters', () => {
  it('coerces numeric ids and keeps learner ids as strings', () => {
    expect(topicLearnerParamsSchema.parse({ topicId: '3', learnerId: 'learner-1' })).toEqual({
      topicId: 3,
      learnerId: 'learner-1',
    });
    expect(topicLearnerParamsSchema.safeParse({ topicId: '0', learnerId: 'l' }).success).toBe(false);
    expect(topicLearnerParamsSchema.safeParse({ topicId: 'abc', learnerId: 'l' }).success).toBe(false);
    expect(topicLearnerParamsSchema.safeParse({ topicId: '1.5', learnerId: 'l' }).success).toBe(false);
    expect(topicLearnerParamsSchema.safeParse({ topicId: '1', learnerId: '' }).success).toBe(false);
  });

  it.each([
    ['1', true],
    ['5', true],
    ['0', false],
    ['6', false],
  ])('takes the level %s: %s', (level, ok) => {
    expect(skillLevelParamsSchema.safeParse({ skillId: '4', level }).success).toBe(ok);
  });

  it('has an optional skill for practice skills', () => {
    expect(practiceSkillsParamsSchema.parse({ topicId: '1', learnerId: 'l' })).toEqual({
      topicId: 1,
      learnerId: 'l',
    });
    expect(practiceSkillsParamsSchema.parse({ topicId: '1', learnerId: 'l', skillId: '4' }).skillId).toBe(4);
  });

  it('takes points for beaten students', () => {
    expect(beatenLearnersParamsSchema.parse({ skillId: '4', learnerId: 'l', points: '350.5' }).points).toBe(
      350.5,
    );
    expect(beatenLearnersParamsSchema.safeParse({ skillId: '4', learnerId: 'l', points: '-1' }).success).toBe(
      false,
    );
  });
});

describe('learner skills', () => {
  it('carries a level among the four', () => {
    const skill = {
      skill_id: 4,
      skill_name: 'Fractions to decimals',
      skill_description: null,
      skill_points: 1000,
      skill_learner_points: 300,
      skill_attempts: 10,
      skill_wrong_attempts: 2,
      topic_id: 1,
      topic_name: 'Number',
      subject_id: 1,
      subject_name: 'Grade 6',
      level: 'Intermediate',
      tasks: [{ id: 9, name: 'Convert', skill_id: 4 }],
    };
    expect(learnerSkillSchema.safeParse(skill).success).toBe(true);
    expect(learnerSkillSchema.safeParse({ ...skill, level: 'Expert' }).success).toBe(false);
    expect(fieldMessages(learnerSkillSchema, { ...skill, skill_points: -1 }, 'skill_points')).toHaveLength(1);
  });
});
