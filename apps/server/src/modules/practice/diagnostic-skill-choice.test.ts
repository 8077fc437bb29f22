import type { DiagnosticSkillsResponse } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { playRound, saveRound, serveQuestion, startSheet } from './practice-rounds.fixture';

/**
 * Issue 20: a topic of six skills, built here beside the seeded catalogue. Its expectations make the choice plain:
 * three skills share the overall expectation E1, and the other three each bring one of E2, E3, E4.
 */
const SIX_SKILL_EXPECTATIONS = ['E1.1', 'E1.2', 'E1.3', 'E2.1,E2.2', 'E3.1', 'E4.1,E4.2'];

let testApp: TestApp;
let learner: TestUser;
let sixSkillTopicId: number;
let sixSkillIds: number[];

async function nextId(table: 'topic' | 'skill'): Promise<number> {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max_id'))
    .executeTakeFirst();
  return Number(row?.max_id ?? 0) + 1;
}

/** A skill of `topicId` with the expectations listed, and twelve level-1 questions. */
async function buildSkill(topicId: number, expectations: string, position: number): Promise<number> {
  const db = testApp.database.db;
  const topic = await db
    .selectFrom('topic')
    .innerJoin('subject', 'subject.id', 'topic.subject_id')
    .select(['topic.subject_id', 'subject.course_id'])
    .where('topic.id', '=', topicId)
    .executeTakeFirstOrThrow();
  const skillId = await nextId('skill');
  await db
    .insertInto('skill')
    .values({
      id: skillId,
      topic_id: topicId,
      name: `Pattern skill ${position}`,
      description: 'Continuing a pattern',
      expectations,
      position,
    })
    .execute();
  await db
    .insertInto('question')
    .values(
      Array.from({ length: 12 }, (_, question) => ({
        course_id: topic.course_id,
        subject_id: topic.subject_id,
        topic_id: topicId,
        skill_id: skillId,
        title: `What comes next: ${skillId}, ${skillId + question + 1}, ?`,
        question_type: 'model_two',
        answer: String(skillId + 2 * (question + 1)),
        answer_kind: 'number',
        difficult_level: 1,
        points: 10,
        purpose: 'practice' as const,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  return skillId;
}

/** A topic of the first grade with one skill per expectation list, each with twelve level-1 questions. */
async function buildTopic(expectations: string[]): Promise<{ topicId: number; skillIds: number[] }> {
  const db = testApp.database.db;
  const subject = await db.selectFrom('subject').select('id').orderBy('id').executeTakeFirstOrThrow();
  const topicId = await nextId('topic');
  await db
    .insertInto('topic')
    .values({
      id: topicId,
      subject_id: subject.id,
      name: 'Patterns',
      description: 'A wide strand',
      position: 99,
    })
    .execute();
  const skillIds: number[] = [];
  for (const [index, expectation] of expectations.entries()) {
    skillIds.push(await buildSkill(topicId, expectation, index + 1));
  }
  return { topicId, skillIds };
}

async function readDiagnosticSkills(topicId: number): Promise<DiagnosticSkillsResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/getDiagnosticSkills/${topicId}/${learner.userId}`,
    headers: learner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiagnosticSkillsResponse>();
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  learner = await buildLearner(testApp);
  await buildSubscription(testApp, await buildParent(testApp), [learner]);
  ({ topicId: sixSkillTopicId, skillIds: sixSkillIds } = await buildTopic(SIX_SKILL_EXPECTATIONS));
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('the skills a diagnostic tests (issue 20)', () => {
  it('tests four skills of a six-skill topic, one per overall expectation, and places the other two', async () => {
    const [e11, e12, e13, e2, e3, e4] = sixSkillIds;
    const answer = await readDiagnosticSkills(sixSkillTopicId);
    expect(answer.skills.map((skill) => skill.skill_id)).toEqual([e11, e2, e3, e4]);
    expect(answer.placed_skills.map((skill) => [skill.skill_id, skill.placed_from])).toEqual([
      [e12, [e11]],
      [e13, [e11]],
    ]);
    // The placed skills come with what the report shows of any skill.
    expect(answer.placed_skills[0]).toMatchObject({
      skill_name: 'Pattern skill 2',
      topic_id: sixSkillTopicId,
    });
  });

  it('tests every skill of a seeded topic of four or fewer, and places none', async () => {
    const topics = await testApp.database.db
      .selectFrom('skill')
      .select('topic_id')
      .select((eb) => eb.fn.countAll().as('skill_count'))
      .where('topic_id', '!=', sixSkillTopicId)
      .groupBy('topic_id')
      .having((eb) => eb.fn.countAll(), '<=', 4)
      .orderBy('topic_id')
      .execute();
    const topic = topics[0];
    if (!topic) throw new Error('the seeded catalogue has no topic of four skills or fewer');
    const answer = await readDiagnosticSkills(topic.topic_id);
    expect(answer.skills).toHaveLength(Number(topic.skill_count));
    expect(answer.placed_skills).toEqual([]);
  });

  it('serves and saves the tested skills only: an untested skill is refused, and earns nothing', async () => {
    const [tested, untested] = [sixSkillIds[3] ?? 0, sixSkillIds[1] ?? 0];
    expectErrorAnswer(
      await serveQuestion(testApp, learner, 'diagnostic', untested, startSheet(untested)),
      400,
    );
    const sheet = await playRound(testApp, learner, { mode: 'diagnostic', skillId: tested });
    const saved = await saveRound(testApp, learner, 'diagnostic', sixSkillTopicId, learner.userId, sheet);
    expect(saved.statusCode, saved.body).toBe(200);
    expectErrorAnswer(
      await saveRound(testApp, learner, 'diagnostic', sixSkillTopicId, learner.userId, {
        ...startSheet(untested),
        questions: sheet.questions.map((question) => ({ ...question, skill_id: untested })),
      }),
      400,
    );
    const after = await readDiagnosticSkills(sixSkillTopicId);
    const placed = after.placed_skills.find((skill) => skill.skill_id === untested);
    expect(placed?.skill_learner_points).toBe(0);
    expect(after.skills.find((skill) => skill.skill_id === tested)?.skill_learner_points).toBeGreaterThan(0);
  });

  // Last: it seeds the catalogue again.
  it("works out a topic's choice once and keeps it until the catalogue is seeded again", async () => {
    const { topicId, skillIds } = await buildTopic(['E1.1', 'E2.1', 'E3.1']);
    const testedIds = async () => (await readDiagnosticSkills(topicId)).skills.map((skill) => skill.skill_id);
    expect(await testedIds()).toEqual(skillIds);
    // A skill written to the database behind the catalogue's back is not read again: the kept choice still tests
    // the three, places nothing, and refuses the new skill's diagnostic questions.
    const added = await buildSkill(topicId, 'E4.1', 4);
    expect(await testedIds()).toEqual(skillIds);
    expect((await readDiagnosticSkills(topicId)).placed_skills).toEqual([]);
    expectErrorAnswer(await serveQuestion(testApp, learner, 'diagnostic', added, startSheet(added)), 400);
    // Seeding drops what was kept: the topic's four skills are all tested now, the new one served.
    await testApp.app.services.curriculum.seedCurriculum();
    expect(await testedIds()).toEqual([...skillIds, added]);
    const served = await serveQuestion(testApp, learner, 'diagnostic', added, startSheet(added));
    expect(served.statusCode, served.body).toBe(200);
  }, 180_000);
});
