import type { AdminQuestionsResponse } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeacher, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { findCataloguePlace, type CataloguePlace } from './catalogue-place.fixture';

const BANK_SIZE = 100_000;
/** Generous for a shared test machine; on a quiet one each call takes a few milliseconds to a few tens. */
const MAX_CALL_MS = 750;

let testApp: TestApp;
let teacher: TestUser;
let place: CataloguePlace;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  teacher = await buildTeacher(testApp);
  place = await findCataloguePlace(testApp);
  const { db } = testApp.database;
  const existing = await db
    .selectFrom('question')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const skills = await db
    .selectFrom('task')
    .innerJoin('skill', 'skill.id', 'task.skill_id')
    .innerJoin('topic', 'topic.id', 'skill.topic_id')
    .select(['task.id as task_id', 'skill.id as skill_id', 'topic.id as topic_id', 'topic.subject_id'])
    .execute();
  const now = new Date().toISOString();
  const missing = BANK_SIZE - Number(existing.count);
  for (let start = 0; start < missing; start += 500) {
    const rows = Array.from({ length: Math.min(500, missing - start) }, (_, offset) => {
      const index = start + offset;
      const task = skills[index % skills.length] ?? skills[0];
      return {
        course_id: 1,
        subject_id: task?.subject_id ?? 1,
        topic_id: task?.topic_id ?? 1,
        skill_id: task?.skill_id ?? 1,
        task_id: task?.task_id ?? 1,
        title: `Scale question ${index}`,
        description: index % 1000 === 0 ? `needle ${index}` : 'Bulk description',
        question_type: 'typed',
        answer: String(index),
        difficult_level: (index % 5) + 1,
        points: 10,
        created_at: now,
        updated_at: index % 3 === 0 ? now : null,
      };
    });
    await db.insertInto('question').values(rows).execute();
  }
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

async function timedList(query: string): Promise<{ page: AdminQuestionsResponse; ms: number }> {
  const started = performance.now();
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/questions?${query}`,
    headers: teacher.headers,
  });
  const ms = performance.now() - started;
  expect(response.statusCode, response.body).toBe(200);
  return { page: response.json<AdminQuestionsResponse>(), ms };
}

describe(`the admin table with ${BANK_SIZE} questions`, () => {
  it('answers the first and a deep page, each filter level, the status filter and a search quickly', async () => {
    const first = await timedList('page=1&page_size=100');
    expect(first.page.total).toBeGreaterThanOrEqual(BANK_SIZE - 10_000);
    const queries = [
      'page=1&page_size=5',
      `page=${Math.floor(first.page.total / 100)}&page_size=100`,
      `course_id=1&page=50&page_size=25`,
      `subject_id=${place.subject_id}&page=10`,
      `topic_id=${place.topic_id}&page=3&page_size=50`,
      `skill_id=${place.skill_id}&page=2&page_size=75`,
      `skill_id=${place.skill_id}&status=assigned`,
      'status=unassigned&page=100',
      'search=needle',
    ];
    for (const query of queries) {
      // Each is asked twice: the first warms the engine's caches, the second is the one a teacher waits for.
      await timedList(query);
      const { ms, page } = await timedList(query);
      expect(ms, `${query} took ${Math.round(ms)} ms`).toBeLessThan(MAX_CALL_MS);
      expect(page.questions.length).toBeGreaterThan(0);
    }
  });
});
