import type { SaveRoundResponse } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription, buildTeacher } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import {
  checkAnswer,
  playRound,
  readAnswerKey,
  saveRound,
  serveQuestion,
  startSheet,
  wrongAnswerFor,
} from './practice-rounds.fixture';

let testApp: TestApp;
let parent: TestUser;
let learner: TestUser;
let sibling: TestUser;
let otherParent: TestUser;
let otherLearner: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  parent = await buildParent(testApp);
  learner = await buildLearner(testApp);
  sibling = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner, sibling]);
  otherParent = await buildParent(testApp);
  otherLearner = await buildLearner(testApp);
  await buildSubscription(testApp, otherParent, [otherLearner]);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

async function setSubscriptionStatus(parentUser: TestUser, status: 'active' | 'paused') {
  await testApp.database.db
    .updateTable('subscription')
    .set({ status })
    .where('parent_user_id', '=', parentUser.userId)
    .execute();
}

describe('a practice round', () => {
  it('serves 10 different questions without keys, records checks and saves the points the server computed', async () => {
    const sheet = await playRound(testApp, learner, { mode: 'practice', skillId: 1, wrongFirst: [0] });
    expect(new Set(sheet.questions.map((question) => question.id)).size).toBe(10);
    const response = await saveRound(testApp, learner, 'practice', 1, learner.userId, sheet);
    expect(response.statusCode, response.body).toBe(200);
    // Level 1 questions give 10 points: 9 clean (90) + one right after a quick wrong attempt (9) = 99 round points,
    // scaled by (10 - 1 wrong first check) / 10 = floor(89.1) = 89.
    expect(response.json<SaveRoundResponse>()).toMatchObject({
      practice_results: { points: 89, total_questions: 10, attempts_counter: 11, wrong_attempts: 1 },
      skill_learner_points: 89,
      level: 'Fundamental',
    });
  });

  it('records a check as an attempt: the answer shows the server validation_control and reveals the key only when right', async () => {
    const sheet = startSheet(2);
    const served = await serveQuestion(testApp, learner, 'practice', 2, sheet);
    const id = served.json<{ current_question: { id: number } }>().current_question.id;
    const key = await readAnswerKey(testApp, id);
    const wrong = await checkAnswer(testApp, learner, id, wrongAnswerFor(key));
    expect(wrong).toMatchObject({
      is_correct: false,
      validation_control: {
        validation: false,
        attempts_counter: 1,
        wrong_attempts: 1,
        submitted: false,
        points: 0,
      },
    });
    expect(wrong).not.toHaveProperty('question');
    const right = await checkAnswer(testApp, learner, id, key);
    expect(right).toMatchObject({
      is_correct: true,
      validation_control: {
        validation: false,
        attempts_counter: 2,
        wrong_attempts: 1,
        submitted: true,
        points: 9,
      },
      question: { id, answer: key },
    });
    // A check after submission changes nothing (double clicks and replays are harmless).
    const again = await checkAnswer(testApp, learner, id, wrongAnswerFor(key));
    expect(again.validation_control).toMatchObject({ attempts_counter: 2, submitted: true, points: 9 });
  });

  it("records the time spent on a question until the next one is served, as the question's total time", async () => {
    const sheet = startSheet(12);
    const first = (await serveQuestion(testApp, learner, 'practice', 12, sheet)).json<{
      current_question: { id: number };
    }>().current_question.id;
    await checkAnswer(testApp, learner, first, await readAnswerKey(testApp, first));
    const readFirstAttempt = () =>
      testApp.database.db
        .selectFrom('practice_attempt')
        .select(['id', 'served_at', 'total_time'])
        .where('question_id', '=', first)
        .where('skill_id', '=', 12)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const checked = await readFirstAttempt();
    expect(Number(checked.total_time)).toBeLessThan(20_000);
    // The learner reads the solution for 25 seconds (the question was served that much earlier), then asks for the next.
    await testApp.database.db
      .updateTable('practice_attempt')
      .set({ served_at: new Date(Date.now() - 25_000).toISOString() })
      .where('id', '=', checked.id)
      .execute();
    sheet.questions.push({
      id: first,
      skill_id: 12,
      validation_control: {
        selected_answer: '',
        attempts_counter: 1,
        wrong_attempts: 0,
        submitted: true,
        time_spent: 1000,
      },
    });
    const next = await serveQuestion(testApp, learner, 'practice', 12, sheet);
    expect(next.statusCode, next.body).toBe(200);
    expect(Number((await readFirstAttempt()).total_time)).toBeGreaterThanOrEqual(25_000);
  });

  it('recomputes a forged answer sheet: claimed clean answers and extra questions earn only what was recorded', async () => {
    const sheet = await playRound(testApp, learner, { mode: 'practice', skillId: 3, wrongFirst: [2, 5] });
    const forged = {
      ...sheet,
      questions: [
        ...sheet.questions.map((question) => ({
          ...question,
          validation_control: { ...question.validation_control, attempts_counter: 1, wrong_attempts: 0 },
        })),
        // A question never served in this round.
        {
          id: 1,
          skill_id: 3,
          validation_control: {
            selected_answer: 'x',
            attempts_counter: 1,
            wrong_attempts: 0,
            submitted: true,
            time_spent: 1,
          },
        },
      ],
      practice_results: { total_time: 1, attempts_counter: 10, wrong_attempts: 0, total_questions: 10 },
    };
    const response = await saveRound(testApp, learner, 'practice', 1, learner.userId, forged);
    // 8 x 10 + 2 x 9 = 98, scaled by 8/10: floor(78.4) = 78.
    expect(response.json<SaveRoundResponse>().practice_results.points).toBe(78);
  });

  it('refuses points the sheet cannot carry: the contract has no points field', async () => {
    const sheet = startSheet(4);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/saveSkillRound/1/${learner.userId}`,
      headers: learner.headers,
      payload: { ...sheet, practice_results: { ...sheet.practice_results, points: 1000 } },
    });
    expectErrorAnswer(response, 400);
  });

  it('saves a round once: a double submit answers the same result and adds nothing', async () => {
    const sheet = await playRound(testApp, learner, { mode: 'practice', skillId: 4 });
    const [first, second] = await Promise.all([
      saveRound(testApp, learner, 'practice', 1, learner.userId, sheet),
      saveRound(testApp, learner, 'practice', 1, learner.userId, sheet),
    ]);
    expect(first.json()).toEqual(second.json());
    const third = await saveRound(testApp, learner, 'practice', 1, learner.userId, sheet);
    expect(third.json<SaveRoundResponse>()).toMatchObject({ skill_learner_points: 100 });
  });

  it('answers 409 when there is no round to save', async () => {
    const response = await saveRound(testApp, learner, 'practice', 2, learner.userId, startSheet(6));
    expectErrorAnswer(response, 409);
  });

  it('serves practice questions at the learner difficulty (20 % bands of the skill points)', async () => {
    // 89 of 500 points in skill 1 is 17.8 %: difficulty 1. After 200 more (57.8 %): difficulty 3.
    const first = await serveQuestion(testApp, learner, 'practice', 1, startSheet(1), 5);
    expect(
      first.json<{ current_question: { difficult_level: number } }>().current_question.difficult_level,
    ).toBe(1);
    // Answered, so the next request with a fresh sheet starts a new round (the page started over).
    const firstId = first.json<{ current_question: { id: number } }>().current_question.id;
    await checkAnswer(testApp, learner, firstId, await readAnswerKey(testApp, firstId));
    await testApp.database.db
      .updateTable('learner_skill_points')
      .set({ points: 289 })
      .where('skill_id', '=', 1)
      .execute();
    const later = await serveQuestion(testApp, learner, 'practice', 1, startSheet(1), 1);
    expect(
      later.json<{ current_question: { difficult_level: number } }>().current_question.difficult_level,
    ).toBe(3);
  });

  it('serves the same question again while it is unchecked (a reload or a double request keeps the round whole)', async () => {
    const sheet = startSheet(10);
    const [first, second] = await Promise.all([
      serveQuestion(testApp, sibling, 'practice', 10, sheet),
      serveQuestion(testApp, sibling, 'practice', 10, sheet),
    ]);
    const id = first.json<{ current_question: { id: number } }>().current_question.id;
    expect(second.json<{ current_question: { id: number } }>().current_question.id).toBe(id);
    const diagnostic = await serveQuestion(testApp, sibling, 'diagnostic', 10, sheet);
    const again = await serveQuestion(testApp, sibling, 'diagnostic', 10, sheet);
    expect(again.json()).toEqual(diagnostic.json());
  });

  it('avoids questions served in the last week while others remain', async () => {
    const firstWeek = await playRound(testApp, sibling, { mode: 'practice', skillId: 7 });
    await saveRound(testApp, sibling, 'practice', 2, sibling.userId, firstWeek);
    const secondRound = await playRound(testApp, sibling, { mode: 'practice', skillId: 7 });
    const seen = new Set(firstWeek.questions.map((question) => question.id));
    expect(secondRound.questions.filter((question) => seen.has(question.id))).toEqual([]);
  });
});

describe('the diagnostic', () => {
  it('serves learners recorded questions and scores only first-check right answers', async () => {
    const sheet = await playRound(testApp, learner, {
      mode: 'diagnostic',
      skillId: 5,
      wrongFirst: [0],
      level: 2,
    });
    const response = await saveRound(testApp, learner, 'diagnostic', 2, learner.userId, sheet);
    // Level 2 gives 20 points: 9 x 20 = 180 (the late right answer earns 0), scaled by 9/10 = 162.
    expect(response.json<SaveRoundResponse>()).toMatchObject({
      practice_results: { points: 162, total_questions: 10 },
      skill_learner_points: 162,
    });
  });

  it('answers 400 for a skill outside the topic and a level outside 1 to 5', async () => {
    expectErrorAnswer(await saveRound(testApp, learner, 'diagnostic', 3, learner.userId, startSheet(5)), 400);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/getDiagnosticQuestion/5/9',
      headers: learner.headers,
    });
    expectErrorAnswer(response, 400);
  });
});

describe('concurrent saves', () => {
  it('add up exactly: 20 rounds of one learner saved in parallel, each submitted twice', async () => {
    const family = await buildParent(testApp);
    const child = await buildLearner(testApp);
    await buildSubscription(testApp, family, [child]);
    const rounds: Array<{
      topicId: number;
      skillId: number;
      mode: 'practice' | 'diagnostic';
      sheet: ReturnType<typeof startSheet>;
    }> = [];
    // Ten skills the diagnostic tests, from Grade 6's first topics: each gets one practice and one diagnostic round.
    const tested: Array<{ skillId: number; topicId: number }> = [];
    for (let topicId = 1; tested.length < 10; topicId += 1) {
      const choice = await testApp.app.services.curriculum.findDiagnosticChoice(topicId);
      tested.push(...choice.testedSkillIds.map((skillId) => ({ skillId, topicId })));
    }
    for (const { skillId, topicId } of tested.slice(0, 10)) {
      for (const mode of ['practice', 'diagnostic'] as const) {
        rounds.push({
          topicId,
          skillId,
          mode,
          sheet: await playRound(testApp, child, { mode, skillId, wrongFirst: [skillId % 10] }),
        });
      }
    }
    const responses = await Promise.all(
      [...rounds, ...rounds].map((round) =>
        saveRound(testApp, child, round.mode, round.topicId, child.userId, round.sheet),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const learnerRow = await testApp.app.services.learners.findLearnerByUserId(child.userId);
    const totals = await testApp.app.services.practiceRounds.listSkillTotals(learnerRow?.id ?? 0);
    // Practice: 9 x 10 + 9 = 99 -> 89; diagnostic: 9 x 10 + 0 = 90 -> 81. Each skill holds one of each.
    expect(totals).toHaveLength(10);
    for (const total of totals) expect(total).toMatchObject({ points: 89 + 81, rounds: 2, answered: 20 });
  }, 120_000);
});

describe('who may practise', () => {
  it('answers 401 without a session', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/getPracticeQuestion/1/1',
      payload: { answer_sheet: startSheet(1) },
    });
    expectErrorAnswer(put, 401);
    expectErrorAnswer(
      await saveRound(testApp, { ...learner, headers: {} }, 'practice', 1, learner.userId, startSheet(1)),
      401,
    );
  });

  it('answers 403 for a sibling, another family, a parent and staff', async () => {
    const sheet = startSheet(1);
    expectErrorAnswer(await saveRound(testApp, sibling, 'practice', 1, learner.userId, sheet), 403);
    expectErrorAnswer(await saveRound(testApp, otherLearner, 'practice', 1, learner.userId, sheet), 403);
    expectErrorAnswer(await saveRound(testApp, otherParent, 'practice', 1, learner.userId, sheet), 403);
    expectErrorAnswer(await saveRound(testApp, parent, 'practice', 1, learner.userId, sheet), 403);
    expectErrorAnswer(await serveQuestion(testApp, parent, 'practice', 1, sheet), 403);
    const teacher = await buildTeacher(testApp);
    expectErrorAnswer(await serveQuestion(testApp, teacher, 'practice', 1, sheet), 403);
  });

  it('answers 403 to a learner without a subscription', async () => {
    const loner = await buildLearner(testApp);
    const response = await serveQuestion(testApp, loner, 'practice', 1, startSheet(1));
    expect(expectErrorAnswer(response, 403).body).toContain('subscription');
    expectErrorAnswer(await serveQuestion(testApp, loner, 'diagnostic', 1, startSheet(1)), 403);
  });

  it('answers 409 "Subscription paused" to every practice write while paused', async () => {
    const sheet = startSheet(8);
    const served = await serveQuestion(testApp, learner, 'practice', 8, sheet);
    const id = served.json<{ current_question: { id: number } }>().current_question.id;
    await setSubscriptionStatus(parent, 'paused');
    try {
      const blocked = [
        await serveQuestion(testApp, learner, 'practice', 8, sheet),
        await serveQuestion(testApp, learner, 'diagnostic', 8, sheet),
        await testApp.app.inject({
          method: 'POST',
          url: `/api/checkAnswer/${id}`,
          headers: learner.headers,
          payload: { selected_answer: '1', time_spent: 10 },
        }),
        await saveRound(testApp, learner, 'practice', 2, learner.userId, sheet),
      ];
      for (const response of blocked)
        expect(expectErrorAnswer(response, 409).title).toBe('Subscription paused');
    } finally {
      await setSubscriptionStatus(parent, 'active');
    }
  });

  it('answers 400 for bad params and bodies', async () => {
    const bad = [
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/getPracticeQuestion/abc/1',
        headers: learner.headers,
        payload: { answer_sheet: startSheet(1) },
      }),
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/getPracticeQuestion/1/0',
        headers: learner.headers,
        payload: { answer_sheet: startSheet(1) },
      }),
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/getPracticeQuestion/1/1',
        headers: learner.headers,
        payload: { answer_sheet: startSheet(2) },
      }),
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/getPracticeQuestion/1/1',
        headers: learner.headers,
        payload: {},
      }),
      await testApp.app.inject({
        method: 'POST',
        url: `/api/saveSkillRound/x/${learner.userId}`,
        headers: learner.headers,
        payload: startSheet(1),
      }),
      await testApp.app.inject({
        method: 'POST',
        url: `/api/saveSkillRound/1/${learner.userId}`,
        headers: learner.headers,
        payload: { skills: 'all' },
      }),
    ];
    for (const response of bad) expectErrorAnswer(response, 400);
  });
});
