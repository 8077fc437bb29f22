import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface Catalogue {
  courses: Array<{ id: number; name: string }>;
  subjects: Array<{ id: number; name: string; course_id: number }>;
  topics: Array<{ id: number; name: string; subject_id: number }>;
  skills: Array<{ id: number; name: string; topic_id: number }>;
  tasks: Array<{ id: number; name: string; skill_id: number }>;
}

/**
 * The seeded catalogue's first course, subject, topic, skill and task (ids and names, as the question bank's selects
 * show them), read as the signed-in teacher through the question bank's filter options.
 */
export async function findFirstCatalogueTask(request: APIRequestContext) {
  const response = await request.get('/api/admin/questions?page_size=5');
  expect(response.ok()).toBe(true);
  const { filter_options: catalogue } = (await response.json()) as { filter_options: Catalogue };
  const course = catalogue.courses[0];
  const subject = catalogue.subjects.find((row) => row.course_id === course?.id);
  const topic = catalogue.topics.find((row) => row.subject_id === subject?.id);
  const skill = catalogue.skills.find((row) => row.topic_id === topic?.id);
  const task = catalogue.tasks.find((row) => row.skill_id === skill?.id);
  if (!course || !subject || !topic || !skill || !task) throw new Error('The catalogue is not seeded');
  return { course, subject, topic, skill, task };
}

export type CatalogueTask = Awaited<ReturnType<typeof findFirstCatalogueTask>>;
