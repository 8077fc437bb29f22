import { MASTER_LEVEL } from '@mathwise/learning-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerHabitsService } from '../practice/practice.types';
import type { ProgressRepository } from './progress.repository';
import { BADGE_TEXTS, DAY_MS, displayName, formatDay } from './report-format';
import { buildWeeklyProgressEmail } from './weekly-progress.email';

/** The ISO 8601 week (e.g. 2026-W47) of a UTC day. */
export function toIsoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((day.getTime() - yearStart.getTime()) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The last full week (Monday 00:00 UTC to the next Monday) before `now`. */
export function findReportedWeek(now: Date): { start: Date; end: Date; isoWeek: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  end.setUTCDate(end.getUTCDate() - ((end.getUTCDay() + 6) % 7));
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { start, end, isoWeek: toIsoWeek(start) };
}

/** The weekly progress e-mail to each parent who opted in, sent once per learner and ISO week. */
export function createWeeklyReportsService(deps: {
  repository: ProgressRepository;
  curriculum: Pick<CurriculumService, 'listSkillCatalogue'>;
  practice: Pick<LearnerHabitsService, 'summariseHabits'>;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, curriculum, practice } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Sends last week's progress e-mail for every learner whose parent opted in, once per learner and ISO week:
     * the (learner, week) row is inserted before sending, so a second run or a second instance skips it; a failed
     * send gives the claim back for the next run. Called by the weekly job and directly by tests.
     */
    /**
     * Sends each opted-in parent the report of the week before `moment`'s (UTC) Monday. The scheduled job passes the
     * time of the slot it runs for, so a run started late, or by hand for a given Monday, reports that Monday's week.
     */
    async sendWeeklyReports(
      moment: Date = now(),
    ): Promise<{ sent: number; skipped: number; failed: number }> {
      const week = findReportedWeek(moment);
      const counts = { sent: 0, skipped: 0, failed: 0 };
      const catalogue = await curriculum.listSkillCatalogue({});
      const skillName = (skillId: number) =>
        catalogue.find((skill) => skill.skill_id === skillId)?.skill_name ?? '';
      for (const recipient of await repository.listWeeklyReportRecipients()) {
        if (!(await repository.claimWeeklyReport(recipient.learnerId, week.isoWeek, moment.toISOString()))) {
          counts.skipped += 1;
          continue;
        }
        try {
          const rounds = await repository.listSavedRounds(recipient.learnerId, {
            since: week.start.toISOString(),
            until: week.end.toISOString(),
          });
          const badges = (await repository.listBadges(recipient.learnerId)).filter(
            (badge) => badge.earnedAt >= week.start.toISOString() && badge.earnedAt < week.end.toISOString(),
          );
          const lastDay = new Date(week.end.getTime() - DAY_MS);
          const habits = await practice.summariseHabits(recipient.learnerId, moment);
          await deps.mailer.send(
            buildWeeklyProgressEmail({
              parentEmail: recipient.parentEmail,
              parentName: recipient.parentName,
              learnerName: displayName({ name: recipient.learnerName, nickname: recipient.learnerNickname }),
              weekText: `${formatDay(week.start, { month: 'long', day: 'numeric' })} to ${formatDay(lastDay, { month: 'long', day: 'numeric', year: 'numeric' })}`,
              points: rounds.reduce((sum, round) => sum + round.points, 0),
              questions: rounds.reduce((sum, round) => sum + round.answered, 0),
              minutes: Math.round(rounds.reduce((sum, round) => sum + round.totalTime, 0) / 60_000),
              rounds: rounds.length,
              skillNames: [...new Set(rounds.map((round) => skillName(round.skillId)))],
              masteredSkillNames: [
                ...new Set(
                  rounds
                    .filter((round) => round.levelAfter === MASTER_LEVEL)
                    .map((round) => skillName(round.skillId)),
                ),
              ],
              newBadgeNames: badges.map((badge) => BADGE_TEXTS[badge.key]?.name ?? 'Topic mastered'),
              streakDays: habits.streakDays,
              weeklyGoalRounds: habits.weeklyGoalRounds,
              progressUrl: `${deps.publicUrl}/parent/progress/${recipient.learnerUserId}`,
              settingsUrl: `${deps.publicUrl}/settings`,
            }),
          );
          await repository.markWeeklyReportSent(recipient.learnerId, week.isoWeek, new Date().toISOString());
          counts.sent += 1;
        } catch (error) {
          deps.log?.error({ err: error, learnerId: recipient.learnerId }, 'weekly report not sent');
          await repository.releaseWeeklyReport(recipient.learnerId, week.isoWeek);
          counts.failed += 1;
        }
      }
      return counts;
    },
  };
}

export type WeeklyReportsService = ReturnType<typeof createWeeklyReportsService>;
