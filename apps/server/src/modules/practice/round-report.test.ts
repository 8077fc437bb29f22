import type { SavedRoundResponse } from '@mathwise/api-contract';
import { skills as catalogueSkills } from '@mathwise/curriculum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { playRound, readAnswerKey, saveRound, wrongAnswerFor } from './practice-rounds.fixture';

// Grade 6 Number (topic 1) holds skills 1 to 4, in that order.
const TOPIC_ID = 1;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

async function buildPractisingLearner(): Promise<TestUser> {
  const learner = await buildLearner(testApp);
  await buildSubscription(testApp, await buildParent(testApp), [learner]);
  return learner;
}

async function playAndSave(learner: TestUser, skillId: number, wrongFirst: number[]) {
  const sheet = await playRound(testApp, learner, { mode: 'practice', skillId, wrongFirst });
  const response = await saveRound(testApp, learner, 'practice', TOPIC_ID, learner.userId, sheet);
  expect(response.statusCode, response.body).toBe(200);
  return { sheet, saved: response.json<SavedRoundResponse>() };
}

describe('the round report', () => {
  it('explains each number, lists the missed questions with keys and solutions, and names a task of the plan', async () => {
    const learner = await buildPractisingLearner();
    const { sheet, saved } = await playAndSave(learner, 1, [0, 4, 5]);
    const report = saved.report;
    if (!report) throw new Error('no report');
    // Level 1 questions give 10 points: 7 clean (70) + 3 right after a quick wrong attempt (9 each) = 97, scaled by
    // (10 - 3) / 10 = floor(67.9) = 67. The skill holds 500 points; 126 reach Intermediate.
    expect(report).toMatchObject({
      question_points: 97,
      round_points: 67,
      answered: 10,
      total_questions: 10,
      first_check_wrong: 3,
      score: 70,
      skill_points_before: 0,
      skill_points_after: 67,
      skill_points_available: 500,
      level: 'Fundamental',
      next_level: { level: 'Intermediate', points_at: 126, points_needed: 59 },
      celebration: 'strong',
      next_step: { kind: 'plan_task', topic_id: TOPIC_ID, skill_id: 1 },
    });
    expect(saved.practice_results.points).toBe(report.round_points);
    expect(saved.skill_learner_points).toBe(report.skill_points_after);

    const missedIds = [0, 4, 5].map((index) => sheet.questions[index]?.id);
    expect(report.missed.map((entry) => entry.question.id)).toEqual(missedIds);
    for (const entry of report.missed) {
      expect(entry.question.answer).toBe(await readAnswerKey(testApp, entry.question.id));
      // The learner's last answer was the right one (playRound answers right after the wrong first check).
      expect(entry.selected_answer).toBe(entry.question.answer);
      expect(entry.explanation).toEqual(expect.any(String));
      expect(entry.task_name).toEqual(expect.any(String));
    }
    // The task recommended is one that most of the misses came from.
    const missesOf = (name: string | null) =>
      report.missed.filter((entry) => entry.task_name === name).length;
    const most = Math.max(...report.missed.map((entry) => missesOf(entry.task_name)));
    expect(report.next_step.task_name).not.toBeNull();
    expect(missesOf(report.next_step.task_name)).toBe(most);
    expect(JSON.stringify(report)).not.toContain(wrongAnswerFor(report.missed[0]?.question.answer ?? ''));
  });

  it('sends a learner with a Trouble round back to the same skill, without cheering', async () => {
    const learner = await buildPractisingLearner();
    const { saved } = await playAndSave(learner, 2, [0, 1, 2, 3, 4, 5, 6, 7]);
    expect(saved.report).toMatchObject({
      first_check_wrong: 8,
      score: 20,
      celebration: 'tough',
      next_step: { kind: 'same_skill', skill_id: 2, task_name: null },
    });
    expect(saved.report?.missed).toHaveLength(8);
  });

  it('recommends the next skill of the topic after a clean round, and answers a repeated save with the same report', async () => {
    const learner = await buildPractisingLearner();
    const topicSkills = catalogueSkills
      .filter((skill) => skill.topicId === TOPIC_ID)
      .map((skill) => skill.id);
    const { sheet, saved } = await playAndSave(learner, topicSkills.at(-1) ?? 0, []);
    expect(saved.report).toMatchObject({
      celebration: 'outstanding',
      missed: [],
      // After the topic's last skill, the next is its first one.
      next_step: { kind: 'next_skill', skill_id: topicSkills[0], task_name: null },
    });
    const again = await saveRound(testApp, learner, 'practice', TOPIC_ID, learner.userId, sheet);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SavedRoundResponse>()).toEqual(saved);
  });

  it('is not part of a diagnostic save, whose report is the diagnostic report page', async () => {
    const learner = await buildPractisingLearner();
    const sheet = await playRound(testApp, learner, { mode: 'diagnostic', skillId: 3 });
    const response = await saveRound(testApp, learner, 'diagnostic', TOPIC_ID, learner.userId, sheet);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('report');
  });
});
