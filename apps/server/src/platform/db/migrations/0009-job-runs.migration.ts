import type { Migration } from '../migration-helpers';
import { columnTypesFor, currentTimestamp } from '../migration-helpers';

/**
 * job_run: one row per scheduled job and slot (the cron time it fired for), inserted before the job runs. Every app
 * instance runs the same schedules; the primary key lets exactly one of them claim a slot, and the others skip it.
 * The slot is ISO text on both engines so the key compares the same everywhere.
 */
export const jobRunsMigration: Migration = {
  name: '0009-job-runs',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    await db.schema
      .createTable('job_run')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('claimed_at', types.timestamp, (c) => c.notNull().defaultTo(currentTimestamp(engine)))
      .addColumn('finished_at', types.timestamp)
      .addColumn('outcome', 'text')
      .addPrimaryKeyConstraint('job_run_pkey', ['job', 'slot'])
      .execute();
  },
};
