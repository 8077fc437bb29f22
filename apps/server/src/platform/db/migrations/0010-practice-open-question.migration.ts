import type { Migration } from '../migration-helpers';

/**
 * practice_attempt.open_question_key (`learner:question`) is set while the attempt's round is open and cleared when
 * the round is saved or abandoned; it is unique, so a question is in at most one of a learner's open rounds. A check
 * names only the question (POST /api/checkAnswer/:questionId), so a question served at once in the practice and the
 * diagnostic round of a skill made its checks land on whichever round was newer: the concurrency test found it.
 */
export const practiceOpenQuestionMigration: Migration = {
  name: '0010-practice-open-question',
  async up(db) {
    await db.schema.alterTable('practice_attempt').addColumn('open_question_key', 'text').execute();
    await db.schema
      .createIndex('practice_attempt_open_question_key')
      .on('practice_attempt')
      .column('open_question_key')
      .unique()
      .execute();
  },
};
