import { sql } from 'kysely';
import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * The staff question bank: indexes that keep the admin table fast at 100,000 questions, a content hash that makes a
 * re-uploaded file insert nothing twice, the question helpers of the data upload, and a revision per teacher write.
 */
export const questionBankMigration: Migration = {
  name: '0008-question-bank',
  async up(db, engine) {
    const types = columnTypesFor(engine);

    // Each filter of the admin table walks one of these in id order, so a page is LIMIT rows of an index range and
    // the total is a COUNT over the same range.
    for (const column of ['course_id', 'subject_id', 'topic_id', 'skill_id']) {
      await db.schema
        .createIndex(`question_admin_${column}_idx`)
        .on('question')
        .columns([column, 'id'])
        .execute();
    }
    await db.schema.createIndex('question_admin_updated_idx').on('question').column('updated_at').execute();

    // SHA-256 of an uploaded row's content: the same row uploaded twice is stored once.
    await db.schema.alterTable('question').addColumn('content_hash', 'text').execute();
    await db.schema
      .createIndex('question_content_hash_idx')
      .on('question')
      .column('content_hash')
      .unique()
      .where(sql.ref('content_hash'), 'is not', null)
      .execute();

    // Uploaded tasks are found again by skill and name, so a re-upload adds none.
    await db.schema.createIndex('task_skill_name_idx').on('task').columns(['skill_id', 'name']).execute();

    await addIdColumn(db.schema.createTable('question_helper'), engine)
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skill.id'))
      .addColumn('task_id', 'integer', (c) => c.references('task.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('image_url', 'text')
      .addColumn('content_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by_user_id', 'text')
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .execute();
    await db.schema
      .createIndex('question_helper_skill_idx')
      .on('question_helper')
      .column('skill_id')
      .execute();

    // Who changed which question when, and what changed (JSON of { field: { from, to } }). The name is copied, so
    // the history still reads right after an account is renamed or removed.
    await addIdColumn(db.schema.createTable('question_revision'), engine)
      .addColumn('question_id', 'integer', (c) => c.notNull().references('question.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('difficulty_changed', types.boolean, (c) =>
        c.notNull().defaultTo(engine === 'postgres' ? false : 0),
      )
      .addColumn('changed_by_user_id', 'text', (c) => c.notNull())
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .execute();
    await db.schema
      .createIndex('question_revision_question_idx')
      .on('question_revision')
      .columns(['question_id', 'id'])
      .execute();
  },
};
