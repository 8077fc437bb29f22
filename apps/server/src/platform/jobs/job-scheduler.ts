import { Cron } from 'croner';

export interface ScheduledJob {
  name: string;
  /** Cron pattern, read in UTC. */
  pattern: string;
  run(now: Date): Promise<unknown>;
}

interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs each job on its cron pattern inside this process (croner). A run never overlaps the previous run of the same
 * job here (`protect`); across instances every job must be idempotent per (subject, period) through a unique key,
 * because several instances may run it at the same minute. A failing run is logged and the next one tries again.
 */
export function startJobScheduler(jobs: ScheduledJob[], log: JobLogger): { stop(): void } {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { name: job.name, timezone: 'UTC', protect: true, unref: true }, async () => {
        const startedAt = new Date();
        try {
          const result = await job.run(startedAt);
          log.info({ job: job.name, result, ms: Date.now() - startedAt.getTime() }, 'job finished');
        } catch (error) {
          log.error({ job: job.name, err: error }, 'job failed');
        }
      }),
  );
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}
