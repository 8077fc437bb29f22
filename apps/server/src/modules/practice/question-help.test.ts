import type {
  AdminQuestion,
  CheckAnswerResponse,
  CurrentQuestionResponse,
  QuestionHintResponse,
  ShowSolutionResponse,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription, buildTeacher } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import {
  askForHelp,
  checkAnswer,
  serveQuestion,
  startSheet,
  TEACHING,
  teachQuestion,
} from './practice-rounds.fixture';

// Hints, "Show me how" and the points they leave (docs/learning-model.md §12), through the real calls.

let testApp: TestApp;
const learners: TestUser[] = [];
let teacher: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  const parent = await buildParent(testApp);
  teacher = await buildTeacher(testApp);
  for (let index = 0; index < 9; index += 1) learners.push(await buildLearner(testApp));
  await buildSubscription(testApp, parent, learners, learners.length);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

let nextLearner = 0;

/** A new learner's first practice question of skill 1 (10 points at level 1), given TEACHING's content. */
async function servedQuestion(teaching = TEACHING): Promise<{ learner: TestUser; questionId: number }> {
  const learner = learners[nextLearner];
  nextLearner += 1;
  if (!learner) throw new Error('out of learners');
  const response = await serveQuestion(testApp, learner, 'practice', 1, startSheet(1));
  expect(response.statusCode, response.body).toBe(200);
  const questionId = response.json<CurrentQuestionResponse>().current_question.id;
  await teachQuestion(testApp, questionId, teaching);
  return { learner, questionId };
}

function expectNoSolution(answer: CheckAnswerResponse) {
  expect(answer).not.toHaveProperty('explanation');
  expect(answer).not.toHaveProperty('question');
  expect(JSON.stringify(answer)).not.toContain(TEACHING.explanation);
}

describe('a wrong answer', () => {
  it('gets the next hint, and neither the worked solution nor the key, until the second wrong check', async () => {
    const { learner, questionId } = await servedQuestion();
    const first = await checkAnswer(testApp, learner, questionId, '40');
    expect(first).toMatchObject({ is_correct: false, hint: TEACHING.hints[0], solution_shown: false });
    expectNoSolution(first);

    const second = await checkAnswer(testApp, learner, questionId, '41');
    expect(second).toMatchObject({
      is_correct: false,
      hint: TEACHING.hints[1],
      solution_shown: true,
      explanation: TEACHING.explanation,
      question: { id: questionId, answer: '42' },
    });

    // Still finishable, for nothing: the solution was shown.
    const right = await checkAnswer(testApp, learner, questionId, '42');
    expect(right.validation_control).toMatchObject({ submitted: true, points: 0, validation: false });
  });

  it("gets the misconception's own hint when the answer is a known misconception, by the answer check's equivalence", async () => {
    const { learner, questionId } = await servedQuestion();
    const answer = await checkAnswer(testApp, learner, questionId, ' 24.0 ');
    expect(answer).toMatchObject({ is_correct: false, hint: TEACHING.misconceptions[0]?.hint });
    expectNoSolution(answer);
    // One wrong attempt, then right: the spec's partial credit, 10 points less 10 %.
    const right = await checkAnswer(testApp, learner, questionId, '42');
    expect(right.validation_control).toMatchObject({ submitted: true, points: 9 });
    expect(right).toMatchObject({ explanation: TEACHING.explanation, question: { answer: '42' } });
  });

  it('gets no hint when the question has none', async () => {
    const { learner, questionId } = await servedQuestion({ ...TEACHING, hints: [], misconceptions: [] });
    const answer = await checkAnswer(testApp, learner, questionId, '40');
    expect(answer).toMatchObject({ is_correct: false, hint: null });
    expectNoSolution(answer);
  });
});

describe('the Hint button', () => {
  it('gives the hints in order, counts each on the attempt, and each costs 10 % of the points', async () => {
    const { learner, questionId } = await servedQuestion();
    const first = await askForHelp(testApp, learner, 'questionHint', questionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<QuestionHintResponse>()).toEqual({
      hint: TEACHING.hints[0],
      hint_number: 1,
      hint_count: 2,
      hints_used: 1,
    });
    const second = await askForHelp(testApp, learner, 'questionHint', questionId);
    expect(second.json<QuestionHintResponse>()).toMatchObject({ hint: TEACHING.hints[1], hints_used: 2 });
    expect(expectErrorAnswer(await askForHelp(testApp, learner, 'questionHint', questionId), 409).title).toBe(
      'No more hints',
    );

    const right = await checkAnswer(testApp, learner, questionId, '42');
    expect(right).toMatchObject({ is_correct: true, hints_used: 2 });
    // A right first check, but helped by two hints: 10 points less 20 %.
    expect(right.validation_control).toMatchObject({ submitted: true, validation: true, points: 8 });
    // Closed: no more hints.
    expectErrorAnswer(await askForHelp(testApp, learner, 'questionHint', questionId), 409);
  });

  it('answers 409 for a question without hints', async () => {
    const { learner, questionId } = await servedQuestion({ ...TEACHING, hints: [], misconceptions: [] });
    expectErrorAnswer(await askForHelp(testApp, learner, 'questionHint', questionId), 409);
  });
});

describe('"Show me how"', () => {
  it('shows the solution and key, counts an unchecked question as a wrong first check, and leaves it worth nothing', async () => {
    const { learner, questionId } = await servedQuestion();
    const response = await askForHelp(testApp, learner, 'showSolution', questionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShowSolutionResponse>()).toMatchObject({
      explanation: TEACHING.explanation,
      question: { id: questionId, answer: '42' },
      solution_shown: true,
      validation_control: { validation: false, attempts_counter: 1, wrong_attempts: 1, submitted: false },
    });
    const right = await checkAnswer(testApp, learner, questionId, '42');
    expect(right).toMatchObject({ is_correct: true, solution_shown: true });
    expect(right.validation_control).toMatchObject({ submitted: true, points: 0, validation: false });
  });

  it('keeps the points of a question already answered right', async () => {
    const { learner, questionId } = await servedQuestion();
    const right = await checkAnswer(testApp, learner, questionId, '42');
    expect(right.validation_control?.points).toBe(10);
    const shown = await askForHelp(testApp, learner, 'showSolution', questionId);
    expect(shown.json<ShowSolutionResponse>().validation_control).toMatchObject({
      points: 10,
      submitted: true,
    });
  });
});

describe('a question whose explanation and hints a teacher writes in the question bank', () => {
  it('gives the learner those hints and, on "Show me how", that explanation, as for a generated question', async () => {
    const { learner, questionId } = await servedQuestion({ ...TEACHING, hints: [], misconceptions: [] });
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/question/${questionId}`,
      headers: teacher.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    const { title, description, answer, question_options, difficult_level, points } =
      read.json<AdminQuestion>();
    const explanation = 'Six groups of seven: $6 \\times 7 = 42$.';
    const hints = ['Count by sevens.', 'Seven, fourteen, twenty-one, …'];
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/update-question/${questionId}/false`,
      headers: teacher.headers,
      payload: { title, description, answer, question_options, difficult_level, points, explanation, hints },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const hint = await askForHelp(testApp, learner, 'questionHint', questionId);
    expect(hint.statusCode, hint.body).toBe(200);
    expect(hint.json<QuestionHintResponse>()).toMatchObject({
      hint: hints[0],
      hint_number: 1,
      hint_count: 2,
    });
    const wrong = await checkAnswer(testApp, learner, questionId, '40');
    expect(wrong).toMatchObject({ is_correct: false, hint: hints[1] });
    const shown = await askForHelp(testApp, learner, 'showSolution', questionId);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<ShowSolutionResponse>()).toMatchObject({ explanation, question: { answer: '42' } });
  });
});

describe("the demo's questions", () => {
  it('give a visitor the hint and the explanation after a wrong answer, the key only after a right one', async () => {
    const demo = await testApp.database.db
      .selectFrom('question')
      .select('id')
      .where('purpose', '=', 'demo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await teachQuestion(testApp, demo.id);
    const check = async (answer: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/checkAnswer/${demo.id}`,
        payload: { selected_answer: answer, time_spent: 1000 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CheckAnswerResponse>();
    };
    const wrong = await check('24');
    expect(wrong).toMatchObject({
      hint: TEACHING.misconceptions[0]?.hint,
      explanation: TEACHING.explanation,
    });
    expect(wrong).not.toHaveProperty('question');
    expect(await check('42')).toMatchObject({ question: { answer: '42' } });

    const hint = await askForHelp(testApp, null, 'questionHint', demo.id);
    expect(hint.json<QuestionHintResponse>()).toMatchObject({ hint: TEACHING.hints[0], hint_number: 1 });
  });
});
