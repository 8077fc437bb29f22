import { Cron } from 'croner';
import type { JobRunsRepository } from './job-runs.repository';

export interface ScheduledJob {
  name: string;
  /** Cron pattern, read in `timezone` (UTC when not given). */
  pattern: string;
  timezone?: string;
  run(now: Date): Promise<unknown>;
}

interface JobLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type JobRunOutcome =
  | { status: 'done'; slot: Date; result: unknown }
  | { status: 'failed'; slot: Date; error: unknown }
  /** Another instance (or an earlier call here) already claimed this slot. */
  | { status: 'skipped'; slot: Date };

export interface JobScheduler {
  /** Starts every schedule in this process; main.ts calls it, tests and buildApp never do. */
  start(): void;
  stop(): void;
  /** Runs a job for the slot `now` falls in, unless that slot is already claimed; what the schedule calls. */
  runJob(name: string, now?: Date): Promise<JobRunOutcome>;
}

/**
 * Runs each job on its cron pattern inside this process (croner), and makes every run claim its (job, slot) in the
 * database first: every instance behind the load balancer runs the same schedules, and only the one whose claim
 * lands runs the slot; the others skip it. The slot is the cron time the run belongs to (the latest scheduled time
 * at or before now), so instances firing a little apart still compete for the same key. A run never overlaps the
 * previous run of the same job here (`protect`). A failing run is logged and recorded, and the next slot runs again;
 * jobs stay idempotent per (subject, period) on their own, so a slot lost to an instance that died mid-run is made
 * up by the next one.
 */
export function createJobScheduler(deps: {
  jobs: ScheduledJob[];
  runs: Pick<JobRunsRepository, 'claim' | 'finish' | 'deleteOldRuns'>;
  log: JobLogger;
  /** Told of every run's outcome (the metrics count them). */
  onRunFinished?: (job: string, status: JobRunOutcome['status']) => void;
}): JobScheduler {
  const { runs, log } = deps;
  // Without a function croner only evaluates the pattern: no timer, nothing to stop.
  const patterns = new Map(
    deps.jobs.map((job) => [job.name, new Cron(job.pattern, { timezone: job.timezone ?? 'UTC' })]),
  );
  let crons: Cron[] = [];

  function slotOf(name: string, now: Date): Date {
    // previousRuns looks strictly before its reference: one millisecond later includes a slot starting exactly now.
    const [slot] = patterns.get(name)?.previousRuns(1, new Date(now.getTime() + 1)) ?? [];
    return slot ?? new Date(Math.floor(now.getTime() / 1000) * 1000);
  }

  async function runJob(name: string, now = new Date()): Promise<JobRunOutcome> {
    const outcome = await claimAndRun(name, now);
    deps.onRunFinished?.(name, outcome.status);
    return outcome;
  }

  async function claimAndRun(name: string, now: Date): Promise<JobRunOutcome> {
    const job = deps.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`No scheduled job is named ${name}`);
    const slot = slotOf(name, now);
    try {
      if (!(await runs.claim(name, slot, now))) return { status: 'skipped', slot };
    } catch (error) {
      log.error({ job: name, slot, err: error }, 'job could not claim its slot');
      return { status: 'failed', slot, error };
    }
    let result: unknown;
    try {
      result = await job.run(now);
    } catch (error) {
      log.error({ job: name, slot, err: error }, 'job failed');
      // Recording the failure is for operators; a database too ill to record it must not hide the job's error.
      await runs.finish(name, slot, 'failed', new Date()).catch(() => undefined);
      return { status: 'failed', slot, error };
    }
    log.info({ job: name, slot, result, ms: Date.now() - now.getTime() }, 'job finished');
    try {
      await runs.finish(name, slot, 'done', new Date());
      await runs.deleteOldRuns(name, now);
    } catch (error) {
      log.error({ job: name, slot, err: error }, 'job finished but its run could not be recorded');
    }
    return { status: 'done', slot, result };
  }

  return {
    start() {
      if (crons.length > 0) return;
      crons = deps.jobs.map(
        (job) =>
          new Cron(
            job.pattern,
            // No croner `name`: names are global to the process, and tests run two instances in one.
            { timezone: job.timezone ?? 'UTC', protect: true, unref: true },
            async () => {
              await runJob(job.name);
            },
          ),
      );
    },
    stop() {
      for (const cron of crons) cron.stop();
      crons = [];
    },
    runJob,
  };
}
