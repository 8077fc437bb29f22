import type { DiagnosticProgress } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription } from '../../test/factories';
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

// Grade 6 Algebra (topic 2) holds skills 5 to 8, all four tested by its diagnostic.
const TOPIC_ID = 2;

let testApp: TestApp;
let parent: TestUser;
let otherParent: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  parent = await buildParent(testApp);
  otherParent = await buildParent(testApp);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** A learner of `parent`'s family, with no practice yet. */
async function buildFamilyLearner(): Promise<TestUser> {
  const learner = await buildLearner(testApp);
  await buildSubscription(testApp, await buildParent(testApp), [learner]);
  return learner;
}

async function readProgress(user: TestUser, learner: TestUser, topicId = TOPIC_ID) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getDiagnosticProgress/${topicId}/${learner.userId}`,
    headers: user.headers,
  });
}

async function progressOf(learner: TestUser): Promise<DiagnosticProgress> {
  const response = await readProgress(learner, learner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiagnosticProgress>();
}

/** Serves the next diagnostic question of a skill and answers it, right or first wrong. */
async function answerOne(learner: TestUser, skillId: number, isRight: boolean): Promise<number> {
  const served = await serveQuestion(testApp, learner, 'diagnostic', skillId, startSheet(skillId));
  expect(served.statusCode, served.body).toBe(200);
  const id = served.json<{ current_question: { id: number } }>().current_question.id;
  const key = await readAnswerKey(testApp, id);
  await checkAnswer(testApp, learner, id, isRight ? key : wrongAnswerFor(key));
  return id;
}

describe('a diagnostic kept on the server as it is answered', () => {
  it('has nothing in progress before the first question', async () => {
    const learner = await buildFamilyLearner();
    expect(await progressOf(learner)).toEqual({ in_progress: false, skills: [] });
  });

  it('offers no resume for a test opened and left before its first check, until an answer is checked', async () => {
    const learner = await buildFamilyLearner();
    // Opening the diagnostic page serves the first question; the learner leaves (or only looks at the page).
    const served = await serveQuestion(testApp, learner, 'diagnostic', 5, startSheet(5));
    expect(served.statusCode, served.body).toBe(200);
    expect(await progressOf(learner)).toEqual({ in_progress: false, skills: [] });

    // Starting again serves the same question, and its check starts the test the resume then offers.
    const again = await serveQuestion(testApp, learner, 'diagnostic', 5, startSheet(5));
    const id = again.json<{ current_question: { id: number } }>().current_question.id;
    expect(id).toBe(served.json<{ current_question: { id: number } }>().current_question.id);
    await checkAnswer(testApp, learner, id, await readAnswerKey(testApp, id));
    const started = await progressOf(learner);
    expect(started.in_progress).toBe(true);
    expect(started.skills.map((skill) => [skill.skill_id, skill.answered.length])).toEqual([[5, 1]]);
  });

  it('lists the checked questions of each skill in order, so the test resumes where it stopped', async () => {
    const learner = await buildFamilyLearner();
    await playRound(testApp, learner, { mode: 'diagnostic', skillId: 5, wrongFirst: [2] });
    const first = await answerOne(learner, 6, true);
    const second = await answerOne(learner, 6, false);
    // Served but never checked (the tab was closed): not answered, and served again on resume.
    const unchecked = await serveQuestion(testApp, learner, 'diagnostic', 6, startSheet(6));
    const uncheckedId = unchecked.json<{ current_question: { id: number } }>().current_question.id;

    const progress = await progressOf(learner);
    expect(progress.in_progress).toBe(true);
    const bySkill = new Map(progress.skills.map((skill) => [skill.skill_id, skill]));
    expect([...bySkill.keys()].sort()).toEqual([5, 6]);
    const skillOne = bySkill.get(5);
    expect(skillOne?.answered).toHaveLength(10);
    expect(skillOne?.answered.map((entry) => entry.validation_control.validation)).toEqual([
      true,
      true,
      false,
      ...Array<boolean>(7).fill(true),
    ]);
    expect(bySkill.get(6)).toMatchObject({
      is_saved: false,
      answered: [
        { question_id: first, validation_control: { validation: true, attempts_counter: 1 } },
        { question_id: second, validation_control: { validation: false, wrong_attempts: 1 } },
      ],
    });
    // The answer keys never travel with the progress.
    expect(JSON.stringify(progress)).not.toContain('"answer"');

    // Coming back (a new page, another device): the unchecked question is served again, not a new one.
    const again = await serveQuestion(testApp, learner, 'diagnostic', 6, startSheet(6));
    expect(again.json<{ current_question: { id: number } }>().current_question.id).toBe(uncheckedId);
  });

  it('keeps a diagnostic resumable for a week, and offers none once it is older', async () => {
    const learner = await buildFamilyLearner();
    const first = await answerOne(learner, 7, true);
    const record = await testApp.app.services.learners.findLearnerByUserId(learner.userId);
    const setOpenedDaysAgo = (days: number) =>
      testApp.database.db
        .updateTable('practice_round')
        .set({ created_at: new Date(Date.now() - days * 86_400_000).toISOString() })
        .where('learner_id', '=', record?.id ?? 0)
        .where('status', '=', 'open')
        .execute();

    // Two days later the same round goes on: the next question joins it.
    await setOpenedDaysAgo(2);
    await answerOne(learner, 7, true);
    const resumed = await progressOf(learner);
    expect(resumed.skills[0]?.answered.map((entry) => entry.question_id)[0]).toBe(first);
    expect(resumed.skills[0]?.answered).toHaveLength(2);

    // Eight days later it is no longer offered, and the next question starts the skill afresh.
    await setOpenedDaysAgo(8);
    expect(await progressOf(learner)).toEqual({ in_progress: false, skills: [] });
    await answerOne(learner, 7, true);
    const fresh = await progressOf(learner);
    expect(fresh.skills[0]?.answered).toHaveLength(1);
  });

  it('lists a skill saved before the save stopped part-way as saved, and nothing once every skill is saved', async () => {
    const learner = await buildFamilyLearner();
    const sheets = [];
    for (const skillId of [5, 6]) {
      sheets.push(await playRound(testApp, learner, { mode: 'diagnostic', skillId }));
    }
    const [firstSheet, secondSheet] = sheets;
    if (!firstSheet || !secondSheet) throw new Error('rounds not played');
    const firstSave = await saveRound(testApp, learner, 'diagnostic', TOPIC_ID, learner.userId, firstSheet);
    expect(firstSave.statusCode, firstSave.body).toBe(200);

    const partway = await progressOf(learner);
    expect(partway.in_progress).toBe(true);
    expect(partway.skills.map((skill) => [skill.skill_id, skill.is_saved, skill.answered.length])).toEqual([
      [6, false, 10],
      [5, true, 10],
    ]);

    const secondSave = await saveRound(testApp, learner, 'diagnostic', TOPIC_ID, learner.userId, secondSheet);
    expect(secondSave.statusCode, secondSave.body).toBe(200);
    expect(await progressOf(learner)).toEqual({ in_progress: false, skills: [] });
  });

  it('is readable by the learner and their parent only', async () => {
    const learner = await buildLearner(testApp);
    await buildSubscription(testApp, parent, [learner]);
    await answerOne(learner, 8, true);
    const asParent = await readProgress(parent, learner);
    expect(asParent.statusCode, asParent.body).toBe(200);
    expect(asParent.json<DiagnosticProgress>().skills[0]?.answered).toHaveLength(1);
    expectErrorAnswer(await readProgress(otherParent, learner), 403);
    const stranger = await buildFamilyLearner();
    expectErrorAnswer(await readProgress(stranger, learner), 403);
    expectErrorAnswer(
      await testApp.app.inject({
        method: 'GET',
        url: `/api/getDiagnosticProgress/${TOPIC_ID}/${learner.userId}`,
      }),
      401,
    );
    expectErrorAnswer(await readProgress(learner, learner, 0), 400);
  });
});
