import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/** Monday 07:00 in Toronto: parents get last week's report at the start of the new one. */
export const WEEKLY_REPORT_SCHEDULE = '0 7 * * 1';

/**
 * Schedules the weekly progress e-mail. Every instance may run it: the report is claimed per (learner, ISO week)
 * in the database before it is sent, so two instances never send it twice. `protect` stops one instance from
 * overlapping itself if a run is slow.
 */
export function scheduleWeeklyProgressReports(deps: {
  sendWeeklyReports: () => Promise<{ sent: number; skipped: number; failed: number }>;
  log: FastifyBaseLogger;
}): Cron {
  return new Cron(WEEKLY_REPORT_SCHEDULE, { timezone: 'America/Toronto', protect: true }, async () => {
    try {
      const result = await deps.sendWeeklyReports();
      deps.log.info(result, 'weekly progress reports sent');
    } catch (error) {
      deps.log.error({ err: error }, 'weekly progress reports failed');
    }
  });
}
