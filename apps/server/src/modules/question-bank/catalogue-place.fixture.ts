import type { TestApp } from '../../test/test-app';

export interface CataloguePlace {
  course_id: number;
  subject_id: number;
  topic_id: number;
  skill_id: number;
  task_id: number;
}

/** A seeded task with the ids of everything above it (the first task, or the one given). */
export function findCataloguePlace(testApp: TestApp, taskId?: number): Promise<CataloguePlace> {
  let query = testApp.database.db
    .selectFrom('task')
    .innerJoin('skill', 'skill.id', 'task.skill_id')
    .innerJoin('topic', 'topic.id', 'skill.topic_id')
    .innerJoin('subject', 'subject.id', 'topic.subject_id')
    .select([
      'task.id as task_id',
      'skill.id as skill_id',
      'topic.id as topic_id',
      'subject.id as subject_id',
      'subject.course_id as course_id',
    ]);
  if (taskId !== undefined) query = query.where('task.id', '=', taskId);
  return query.orderBy('task.id').executeTakeFirstOrThrow();
}
