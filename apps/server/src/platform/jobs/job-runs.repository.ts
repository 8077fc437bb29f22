import type { Db } from '../db/database';

/** How long finished runs are kept for operators to read; older rows of a job go as it claims a new slot. */
const KEEP_RUNS_DAYS = 30;

export function createJobRunsRepository(db: Db) {
  return {
    /** Claims (job, slot) for this instance; false when another instance (or an earlier call) already holds it. */
    async claim(job: string, slot: Date, claimedAt: Date): Promise<boolean> {
      const result = await db
        .insertInto('job_run')
        .values({ job, slot: slot.toISOString(), claimed_at: claimedAt.toISOString() })
        .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async finish(job: string, slot: Date, outcome: 'done' | 'failed', finishedAt: Date): Promise<void> {
      await db
        .updateTable('job_run')
        .set({ outcome, finished_at: finishedAt.toISOString() })
        .where('job', '=', job)
        .where('slot', '=', slot.toISOString())
        .execute();
    },

    /** Slots are ISO text, so text order is time order. */
    async deleteOldRuns(job: string, now: Date): Promise<void> {
      const cutoff = new Date(now.getTime() - KEEP_RUNS_DAYS * 86_400_000).toISOString();
      await db.deleteFrom('job_run').where('job', '=', job).where('slot', '<', cutoff).execute();
    },

    /** The claimed runs of one job, oldest first (operators and tests read them). */
    async listRuns(job: string): Promise<Array<{ slot: string; outcome: string | null }>> {
      return db
        .selectFrom('job_run')
        .select(['slot', 'outcome'])
        .where('job', '=', job)
        .orderBy('slot')
        .execute();
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
