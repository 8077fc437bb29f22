import type { Migration } from '../migration-helpers';
import { columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * learner_habit: what the daily streak and the weekly goal (issue 21) need beyond the rounds: the learner's time zone
 * (the days a streak counts are the learner's own calendar days) and the rounds per week the parent set as a goal.
 * One row per learner, owned by the practice area; a learner without a row has the defaults (America/Toronto, 3
 * rounds), so nothing is written until a parent changes one.
 */
export const learnerHabitsMigration: Migration = {
  name: '0017-learner-habits',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .createTable('learner_habit')
      .addColumn('learner_id', 'integer', (c) =>
        c.primaryKey().notNull().references('learner.id').onDelete('cascade'),
      )
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('weekly_goal_rounds', 'integer', (c) => c.notNull())
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .execute();
  },
};
