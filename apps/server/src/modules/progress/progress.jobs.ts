import type { ScheduledJob } from '../../platform/jobs/job-scheduler';
import type { WeeklyReportsService } from './weekly-reports.service';

/** Monday 07:00 in Toronto: parents get last week's report at the start of the new one. */
export const WEEKLY_REPORT_SCHEDULE = '0 7 * * 1';

/**
 * The weekly progress e-mail. The scheduler lets one instance run each Monday's slot, and the report itself is
 * claimed per (learner, ISO week) before it is sent, so even a rerun never sends it twice.
 */
export function progressJobs(weeklyReports: Pick<WeeklyReportsService, 'sendWeeklyReports'>): ScheduledJob[] {
  return [
    {
      name: 'weekly-progress-reports',
      pattern: WEEKLY_REPORT_SCHEDULE,
      timezone: 'America/Toronto',
      // The week reported is the one before the run's own time, the slot's Monday for a scheduled run.
      run: (now) => weeklyReports.sendWeeklyReports(now),
    },
  ];
}
