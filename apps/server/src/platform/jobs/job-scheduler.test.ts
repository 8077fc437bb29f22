import { describe, expect, it, vi } from 'vitest';
import { startJobScheduler } from './job-scheduler';

describe('startJobScheduler', () => {
  it('runs each job on its schedule, logs a failure instead of crashing, and stops', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const runs: Date[] = [];
    const scheduler = startJobScheduler(
      [
        { name: 'every-second', pattern: '* * * * * *', run: async (now) => runs.push(now) },
        { name: 'failing', pattern: '* * * * * *', run: () => Promise.reject(new Error('boom')) },
      ],
      log,
    );
    await vi.waitFor(
      () => {
        expect(log.error).toHaveBeenCalled();
        expect(runs.length).toBeGreaterThanOrEqual(1);
      },
      { timeout: 3000 },
    );
    scheduler.stop();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ job: 'failing' });
  });
});
