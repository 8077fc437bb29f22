import type { AnswerSheet, CheckAnswerResponse } from '@mathwise/api-contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/factories';

/** An answer sheet as the practice page keeps it, starting a skill (spec 3 §3 "Answer sheet"). */
export function startSheet(skillId: number): AnswerSheet {
  return {
    skills: [{ skill_id: skillId }],
    tasks: [],
    questions: [],
    practice_results: { total_time: 0, attempts_counter: 0, wrong_attempts: 0, total_questions: 0 },
    current_skill: { skill_id: skillId },
  };
}

export async function readAnswerKey(testApp: TestApp, questionId: number): Promise<string> {
  const row = await testApp.database.db
    .selectFrom('question')
    .select('answer')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** A wrong answer for any key: a different string and, for numbers, a different value. */
export const wrongAnswerFor = (key: string) => `${key}97`;

export async function checkAnswer(
  testApp: TestApp,
  user: TestUser,
  questionId: number,
  answer: string,
): Promise<CheckAnswerResponse> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/checkAnswer/${questionId}`,
    headers: user.headers,
    payload: { selected_answer: answer, time_spent: 1000 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckAnswerResponse>();
}

export async function serveQuestion(
  testApp: TestApp,
  user: TestUser,
  mode: 'practice' | 'diagnostic',
  skillId: number,
  sheet: AnswerSheet,
  level = 1,
) {
  const response =
    mode === 'practice'
      ? await testApp.app.inject({
          method: 'PUT',
          url: `/api/getPracticeQuestion/${skillId}/${level}`,
          headers: user.headers,
          payload: { answer_sheet: sheet },
        })
      : await testApp.app.inject({
          method: 'GET',
          url: `/api/getDiagnosticQuestion/${skillId}/${level}`,
          headers: user.headers,
        });
  return response;
}

/**
 * Plays a round of 10 through the real calls: each question is served, then checked right, or first wrong and then
 * right where `wrongFirst` says so. Answers the sheet the page would send (with the client's honest controls).
 */
export async function playRound(
  testApp: TestApp,
  user: TestUser,
  options: { mode: 'practice' | 'diagnostic'; skillId: number; wrongFirst?: number[]; level?: number },
): Promise<AnswerSheet> {
  const sheet = startSheet(options.skillId);
  for (let index = 0; index < 10; index += 1) {
    const response = await serveQuestion(testApp, user, options.mode, options.skillId, sheet, options.level);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('"answer"');
    const question = response.json<{ current_question: { id: number } }>().current_question;
    const key = await readAnswerKey(testApp, question.id);
    const isWrongFirst = options.wrongFirst?.includes(index) ?? false;
    if (isWrongFirst) {
      const wrong = await checkAnswer(testApp, user, question.id, wrongAnswerFor(key));
      expect(wrong.is_correct).toBe(false);
      expect(wrong).not.toHaveProperty('question');
    }
    const right = await checkAnswer(testApp, user, question.id, key);
    expect(right.is_correct).toBe(true);
    sheet.questions.push({
      id: question.id,
      skill_id: options.skillId,
      validation_control: {
        selected_answer: key,
        attempts_counter: isWrongFirst ? 2 : 1,
        wrong_attempts: isWrongFirst ? 1 : 0,
        submitted: true,
        time_spent: 1000,
      },
    });
  }
  return sheet;
}

export function saveRound(
  testApp: TestApp,
  user: TestUser,
  mode: 'practice' | 'diagnostic',
  topicId: number,
  learnerUserId: string,
  sheet: AnswerSheet,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/${mode === 'practice' ? 'saveSkillRound' : 'saveDiagnosticTest'}/${topicId}/${learnerUserId}`,
    headers: user.headers,
    payload: sheet,
  });
}

/** Sets a learner's points in skills directly, for reports that need a population or a level. */
export async function setSkillPoints(
  testApp: TestApp,
  learnerUserId: string,
  rows: Array<{ skillId: number; topicId: number; points: number }>,
): Promise<void> {
  const learner = await testApp.app.services.learners.findLearnerByUserId(learnerUserId);
  if (!learner) throw new Error('no learner');
  for (const row of rows) {
    await testApp.database.db
      .insertInto('learner_skill_points')
      .values({
        learner_id: learner.id,
        skill_id: row.skillId,
        topic_id: row.topicId,
        points: row.points,
        answered: 10,
        first_check_wrong: 0,
        rounds: 1,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['learner_id', 'skill_id']).doUpdateSet({ points: row.points }))
      .execute();
  }
}

/** The teaching content a test gives a question: its key, hints, misconceptions and worked explanation. */
export interface QuestionTeaching {
  answer: string;
  hints: string[];
  misconceptions: Array<{ answer: string; hint: string }>;
  explanation: string;
}

export const TEACHING: QuestionTeaching = {
  answer: '42',
  hints: ['Start with the tens: 6 tens and 7 tens.', 'Now take away the ones: 13 minus 5.'],
  misconceptions: [{ answer: '24', hint: 'Check the order of the digits: tens come first.' }],
  explanation: 'Subtract tens, then ones: the difference is 42.',
};

/**
 * Makes a stored question a typed number question with the given teaching content, so hint and solution tests know
 * every text (the generators' own hints change as their authors write them).
 */
export async function teachQuestion(
  testApp: TestApp,
  questionId: number,
  teaching: QuestionTeaching = TEACHING,
): Promise<void> {
  await testApp.database.db
    .updateTable('question')
    .set({
      answer: teaching.answer,
      answer_kind: 'number',
      question_type: 'typed',
      question_options: null,
      hints: teaching.hints.length > 0 ? JSON.stringify(teaching.hints) : null,
      misconceptions: teaching.misconceptions.length > 0 ? JSON.stringify(teaching.misconceptions) : null,
      explanation: teaching.explanation,
    })
    .where('id', '=', questionId)
    .execute();
}

/** POST /api/questionHint/:questionId or /api/showSolution/:questionId as `user` (no body). */
export function askForHelp(
  testApp: TestApp,
  user: TestUser | null,
  kind: 'questionHint' | 'showSolution',
  questionId: number,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/${kind}/${questionId}`,
    headers: user?.headers ?? {},
  });
}
