import type { Migration } from '../migration-helpers';
import { addIdColumn, columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * Practice and diagnostic rounds as the server saw them, so points are computed from recorded attempts and never
 * taken from a client:
 * - practice_round: one row per round of a skill; `open_key` is unique and set only while the round is open, so a
 *   learner has at most one open round per skill and mode, and closing it (setting the key to null) is the atomic
 *   step that makes a save happen once.
 * - practice_attempt: each question served in a round with the server's validation_control; it is also the
 *   served-question log that keeps a learner from meeting the same question twice in a week.
 * - learner_skill_points: the learner's running totals per skill; (skill_id, points) is indexed so "beaten
 *   students" is two index range counts however many learners there are.
 * - learner_badge: milestones, once each per learner (unique key).
 * - weekly_report_delivery: one row per learner and ISO week, inserted before the weekly e-mail is sent, so two
 *   app instances running the job never both send it.
 */
export const practiceMigration: Migration = {
  name: '0007-practice',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const now = currentTimestamp(engine);
    const no = engine === 'postgres' ? false : 0;

    await addIdColumn(db.schema.createTable('practice_round'), engine)
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learner.id').onDelete('cascade'))
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skill.id'))
      .addColumn('topic_id', 'integer', (c) => c.notNull().references('topic.id'))
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('open_key', 'text', (c) => c.unique())
      .addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('saved_at', types.timestamp)
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('question_points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_questions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_check_wrong', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_time', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('skill_points_after', 'integer')
      .addColumn('level_after', 'integer')
      .execute();
    await db.schema
      .createIndex('practice_round_learner_topic_idx')
      .on('practice_round')
      .columns(['learner_id', 'topic_id', 'saved_at'])
      .execute();
    await db.schema
      .createIndex('practice_round_learner_saved_idx')
      .on('practice_round')
      .columns(['learner_id', 'saved_at'])
      .execute();

    await addIdColumn(db.schema.createTable('practice_attempt'), engine)
      .addColumn('round_id', 'integer', (c) =>
        c.notNull().references('practice_round.id').onDelete('cascade'),
      )
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learner.id').onDelete('cascade'))
      .addColumn('skill_id', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull().references('question.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('served_at', types.timestamp, (c) => c.notNull())
      .addColumn('selected_answer', 'text')
      .addColumn('first_check_correct', types.boolean)
      .addColumn('attempts_counter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submitted', types.boolean, (c) => c.notNull().defaultTo(no))
      .addColumn('time_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_time', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_checked_at', types.timestamp)
      .addUniqueConstraint('practice_attempt_round_position_key', ['round_id', 'position'])
      .addUniqueConstraint('practice_attempt_round_question_key', ['round_id', 'question_id'])
      .execute();
    await db.schema
      .createIndex('practice_attempt_learner_skill_served_idx')
      .on('practice_attempt')
      .columns(['learner_id', 'skill_id', 'served_at'])
      .execute();
    await db.schema
      .createIndex('practice_attempt_learner_question_idx')
      .on('practice_attempt')
      .columns(['learner_id', 'question_id'])
      .execute();

    await db.schema
      .createTable('learner_skill_points')
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learner.id').onDelete('cascade'))
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skill.id'))
      .addColumn('topic_id', 'integer', (c) => c.notNull().references('topic.id'))
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_check_wrong', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('learner_skill_points_pkey', ['learner_id', 'skill_id'])
      .execute();
    await db.schema
      .createIndex('learner_skill_points_skill_points_idx')
      .on('learner_skill_points')
      .columns(['skill_id', 'points'])
      .execute();
    await db.schema
      .createIndex('learner_skill_points_learner_topic_idx')
      .on('learner_skill_points')
      .columns(['learner_id', 'topic_id'])
      .execute();

    await addIdColumn(db.schema.createTable('learner_badge'), engine)
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learner.id').onDelete('cascade'))
      .addColumn('badge_key', 'text', (c) => c.notNull())
      .addColumn('topic_id', 'integer', (c) => c.references('topic.id'))
      .addColumn('earned_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('learner_badge_learner_key', ['learner_id', 'badge_key'])
      .execute();

    await db.schema
      .createTable('weekly_report_delivery')
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learner.id').onDelete('cascade'))
      .addColumn('iso_week', 'text', (c) => c.notNull())
      .addColumn('claimed_at', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('sent_at', types.timestamp)
      .addPrimaryKeyConstraint('weekly_report_delivery_pkey', ['learner_id', 'iso_week'])
      .execute();
  },
};
