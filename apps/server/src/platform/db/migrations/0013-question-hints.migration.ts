import { columnTypesFor, type Migration } from '../migration-helpers';

/**
 * Hints and misconceptions on a question (JSON text: `["…"]` and `[{ "answer", "hint" }]`; null reads as none), and
 * on a learner's attempt the hints asked for with the Hint button and whether the worked solution was shown: the
 * points rule reads both (docs/learning-model.md §12), and the check sends the explanation and the key only once
 * `solution_shown` or `submitted` closed the attempt.
 */
export const questionHintsMigration: Migration = {
  name: '0013-question-hints',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const no = engine === 'postgres' ? false : 0;
    await db.schema.alterTable('question').addColumn('hints', 'text').execute();
    await db.schema.alterTable('question').addColumn('misconceptions', 'text').execute();
    await db.schema
      .alterTable('practice_attempt')
      .addColumn('hints_used', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('practice_attempt')
      .addColumn('solution_shown', types.boolean, (column) => column.notNull().defaultTo(no))
      .execute();
  },
};
