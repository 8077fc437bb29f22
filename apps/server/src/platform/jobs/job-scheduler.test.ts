import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createJobRunsRepository } from './job-runs.repository';
import { createJobScheduler, type ScheduledJob } from './job-scheduler';

// Two handles on one database stand for two app instances: each has its own connections, as separate processes do.
let testDatabase: TestDatabase;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  first = openDatabase(testDatabase.settings);
  await migrateToLatest(first.db as never, first.engine);
  second = openDatabase(testDatabase.settings);
});

afterAll(async () => {
  await first.destroy();
  await second.destroy();
  await testDatabase.drop();
});

function quietLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe('the job scheduler', () => {
  it('runs each job on its schedule, logs and records a failure instead of crashing, and stops', async () => {
    const log = quietLog();
    const runs: Date[] = [];
    const scheduler = createJobScheduler({
      jobs: [
        { name: 'every-second', pattern: '* * * * * *', run: (now) => Promise.resolve(runs.push(now)) },
        { name: 'failing', pattern: '* * * * * *', run: () => Promise.reject(new Error('boom')) },
      ],
      runs: createJobRunsRepository(first.db),
      log,
    });
    scheduler.start();
    await vi.waitFor(
      () => {
        expect(log.error).toHaveBeenCalled();
        expect(runs.length).toBeGreaterThanOrEqual(1);
      },
      { timeout: 5000 },
    );
    scheduler.stop();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ job: 'failing' });
    const repository = createJobRunsRepository(first.db);
    await vi.waitFor(async () => {
      expect((await repository.listRuns('failing')).map((run) => run.outcome)).toContain('failed');
      expect((await repository.listRuns('every-second')).map((run) => run.outcome)).toContain('done');
    });
  });

  it('lets one of two instances run a slot, whichever claims it first, and the next slot run again', async () => {
    const ran: string[] = [];
    const job = (instance: string): ScheduledJob => ({
      name: 'renewals',
      pattern: '*/15 * * * *',
      run: () => Promise.resolve(ran.push(instance)),
    });
    const one = createJobScheduler({
      jobs: [job('one')],
      runs: createJobRunsRepository(first.db),
      log: quietLog(),
    });
    const two = createJobScheduler({
      jobs: [job('two')],
      runs: createJobRunsRepository(second.db),
      log: quietLog(),
    });

    // Both fire for the 12:15 slot, a little apart as two machines' timers do.
    const outcomes = await Promise.all([
      one.runJob('renewals', new Date('2026-03-02T12:15:00.004Z')),
      two.runJob('renewals', new Date('2026-03-02T12:15:01.730Z')),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['done', 'skipped']);
    expect(outcomes.map((outcome) => outcome.slot.toISOString())).toEqual([
      '2026-03-02T12:15:00.000Z',
      '2026-03-02T12:15:00.000Z',
    ]);
    expect(ran).toHaveLength(1);

    // The 12:30 slot is new: one of them runs it again.
    const next = await two.runJob('renewals', new Date('2026-03-02T12:30:00.020Z'));
    expect(next.status).toBe('done');
    expect(ran).toHaveLength(2);
    expect(await createJobRunsRepository(first.db).listRuns('renewals')).toEqual([
      { slot: '2026-03-02T12:15:00.000Z', outcome: 'done' },
      { slot: '2026-03-02T12:30:00.000Z', outcome: 'done' },
    ]);
  });

  it("reads a job's pattern in its own time zone, so Toronto's Monday 07:00 is one slot", async () => {
    const scheduler = createJobScheduler({
      jobs: [
        {
          name: 'weekly',
          pattern: '0 7 * * 1',
          timezone: 'America/Toronto',
          run: () => Promise.resolve('sent'),
        },
      ],
      runs: createJobRunsRepository(first.db),
      log: quietLog(),
    });
    // 07:00 in Toronto on Monday 2 March 2026 (EST) is 12:00 UTC.
    const outcome = await scheduler.runJob('weekly', new Date('2026-03-02T12:00:00.500Z'));
    expect(outcome).toMatchObject({ status: 'done', result: 'sent' });
    expect(outcome.slot.toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });
});
