import type { CurrentQuestionResponse } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE } from '../../modules/practice/practice.routes';
import {
  askForHelp,
  checkAnswer,
  serveQuestion,
  startSheet,
  TEACHING,
  teachQuestion,
} from '../../modules/practice/practice-rounds.fixture';
import { expectErrorAnswer } from '../error-answer';
import type { TestUser } from '../factories';
import { buildLearner, buildParent, buildSubscription, buildTeacher } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';

// Issue 22.3, "Anyone signed in can read the answer to any question": a check outside the demo is answered only for
// the learner whose open round holds the question, and the key and the worked solution only once their attempt is
// closed.

const CHECK_LIMIT = 6;
let testApp: TestApp;
let learner: TestUser;
let parent: TestUser;
let otherLearner: TestUser;
let teacher: TestUser;
let questionId: number;

beforeAll(async () => {
  testApp = await createTestApp({ ANSWER_CHECK_LIMIT_PER_MINUTE: String(CHECK_LIMIT) });
  await testApp.app.services.curriculum.seedCurriculum();
  parent = await buildParent(testApp);
  learner = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner]);
  const otherParent = await buildParent(testApp);
  otherLearner = await buildLearner(testApp);
  await buildSubscription(testApp, otherParent, [otherLearner]);
  teacher = await buildTeacher(testApp);
  const served = await serveQuestion(testApp, learner, 'practice', 1, startSheet(1));
  expect(served.statusCode, served.body).toBe(200);
  questionId = served.json<CurrentQuestionResponse>().current_question.id;
  await teachQuestion(testApp, questionId);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

function checkAs(user: TestUser | null, answer: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/checkAnswer/${questionId}`,
    headers: user?.headers ?? {},
    payload: { selected_answer: answer, time_spent: 1000 },
  });
}

/** Nothing of the answer: neither the key (as a field) nor the worked explanation. */
function expectNothingRevealed(body: string) {
  expect(body).not.toContain('"answer"');
  expect(body).not.toContain(TEACHING.explanation);
}

describe("a learner's round question checked by someone else", () => {
  it('gives a second account neither the key nor the explanation, right or wrong, and records nothing', async () => {
    for (const answer of [TEACHING.answer, '7']) {
      const response = await checkAs(otherLearner, answer);
      expect(response.statusCode).toBe(404);
      expectNothingRevealed(response.body);
    }
    for (const kind of ['questionHint', 'showSolution'] as const) {
      const response = await askForHelp(testApp, otherLearner, kind, questionId);
      expect(response.statusCode).toBe(404);
      expectNothingRevealed(response.body);
    }
    const attempt = await testApp.database.db
      .selectFrom('practice_attempt')
      .select(['attempts_counter', 'hints_used', 'solution_shown'])
      .where('question_id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ attempts_counter: 0, hints_used: 0 });
    expect(Boolean(attempt.solution_shown)).toBe(false);
  });

  it('refuses the parent and staff (403) and a visitor (401)', async () => {
    for (const [user, status] of [
      [parent, 403],
      [teacher, 403],
      [null, 401],
    ] as const) {
      const response = await checkAs(user, TEACHING.answer);
      expectErrorAnswer(response, status);
      expectNothingRevealed(response.body);
      expectErrorAnswer(await askForHelp(testApp, user, 'showSolution', questionId), status);
    }
  });
});

describe("the learner's own open attempt", () => {
  it('gets a hint for a wrong answer but the explanation and key only once the attempt is closed', async () => {
    const wrong = await checkAnswer(testApp, learner, questionId, '7');
    expect(wrong.hint).toBe(TEACHING.hints[0]);
    expectNothingRevealed(JSON.stringify(wrong));
    const right = await checkAnswer(testApp, learner, questionId, TEACHING.answer);
    expect(right).toMatchObject({ explanation: TEACHING.explanation, question: { answer: TEACHING.answer } });
  });
});

describe('the check is rate limited', () => {
  it(`answers 429 past the limit per caller (${DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE} a minute by default)`, async () => {
    expect(DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE).toBe(120);
    const demo = await testApp.database.db
      .selectFrom('question')
      .select('id')
      .where('purpose', '=', 'demo')
      .executeTakeFirstOrThrow();
    const statuses: number[] = [];
    for (let index = 0; index <= CHECK_LIMIT; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/checkAnswer/${demo.id}`,
        headers: otherLearner.headers,
        payload: { selected_answer: '1', time_spent: 1000 },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(CHECK_LIMIT);
  });
});
