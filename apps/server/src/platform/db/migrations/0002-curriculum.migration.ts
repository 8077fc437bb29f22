import { sql } from 'kysely';
import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * Course > subject (grade) > topic (strand) > skill > task > question. Curriculum ids are fixed by the curriculum
 * package (topic ids 1 to 5 are Grade 6's strands), so they are plain integer keys; questions get generated ids.
 */
export const curriculumMigration: Migration = {
  name: '0002-curriculum',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .createTable('course')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('subject')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('course.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('topic')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subject.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('topic_subject_idx').on('topic').column('subject_id').execute();
    await db.schema
      .createTable('skill')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('topic_id', 'integer', (c) => c.notNull().references('topic.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('expectations', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('skill_topic_idx').on('skill').column('topic_id').execute();
    await db.schema
      .createTable('task')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skill.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_skill_idx').on('task').column('skill_id').execute();
    await addIdColumn(db.schema.createTable('question'), engine)
      .addColumn('course_id', 'integer', (c) => c.references('course.id'))
      .addColumn('subject_id', 'integer', (c) => c.references('subject.id'))
      .addColumn('topic_id', 'integer', (c) => c.references('topic.id'))
      .addColumn('skill_id', 'integer', (c) => c.references('skill.id'))
      .addColumn('task_id', 'integer', (c) => c.references('task.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('question_type', 'text', (c) => c.notNull())
      .addColumn('question_options', 'text')
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('answer_kind', 'text', (c) => c.notNull().defaultTo('text'))
      .addColumn('explanation', 'text')
      .addColumn('difficult_level', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'text')
      .addColumn('generator_seed', 'integer')
      // 'practice' questions form the learners' bank; 'demo' ones are only for the public demo, so checking them
      // anonymously can never reveal a key a learner will meet in practice or a diagnostic.
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('practice'))
      .addColumn('is_generated', types.boolean, (c) =>
        c.notNull().defaultTo(engine === 'postgres' ? false : 0),
      )
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .addColumn('updated_at', types.timestamp)
      .execute();
    await db.schema
      .createIndex('question_skill_level_idx')
      .on('question')
      .columns(['skill_id', 'purpose', 'difficult_level'])
      .execute();
    // The seed inserts generated questions by this key, so a restart or a second instance adds nothing twice.
    await db.schema
      .createIndex('question_generated_key_idx')
      .on('question')
      .columns(['task_id', 'purpose', 'difficult_level', 'generator_seed'])
      .unique()
      .where(sql.ref('generator_seed'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('question_task_level_idx')
      .on('question')
      .columns(['task_id', 'difficult_level'])
      .execute();
  },
};
