import type { Db } from '../../platform/db/database';
import type { PracticeMode } from '../../platform/db/schema';
import { toIsoString } from '../../platform/db/schema';

export interface SavedRoundRow {
  id: number;
  skillId: number;
  topicId: number;
  mode: PracticeMode;
  savedAt: string;
  points: number;
  totalQuestions: number;
  answered: number;
  firstCheckWrong: number;
  attempts: number;
  wrongAttempts: number;
  totalTime: number;
  levelAfter: number | null;
}

export interface WeeklyReportRecipient {
  learnerId: number;
  learnerUserId: string;
  learnerName: string;
  learnerNickname: string | null;
  parentEmail: string;
  parentName: string;
}

/**
 * The read side of the practice area's tables (rounds, skill totals, badges) for reports, plus the weekly report's
 * delivery claims. Only saved rounds count anywhere here.
 */
export function createProgressRepository(db: Db) {
  return {
    /**
     * "Beaten students": how many other learners hold fewer points than `points` in a skill, out of how many hold
     * any. Two COUNTs over the (skill_id, points) index range, so the cost does not grow with a scan of learners.
     */
    async countLearnersBelow(skillId: number, points: number, excludedLearnerId: number) {
      const [below, total, own] = await Promise.all([
        db
          .selectFrom('learner_skill_points')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('skill_id', '=', skillId)
          .where('points', '<', points)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('learner_skill_points')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('skill_id', '=', skillId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('learner_skill_points')
          .select('points')
          .where('skill_id', '=', skillId)
          .where('learner_id', '=', excludedLearnerId)
          .executeTakeFirst(),
      ]);
      const ownCountsBelow = own !== undefined && Number(own.points) < points ? 1 : 0;
      return {
        below: Number(below.count) - ownCountsBelow,
        total: Number(total.count) - (own === undefined ? 0 : 1),
      };
    },

    async listSavedRounds(
      learnerId: number,
      filter: { topicId?: number; since?: string; until?: string; limit?: number },
    ): Promise<SavedRoundRow[]> {
      let query = db
        .selectFrom('practice_round')
        .select([
          'id',
          'skill_id',
          'topic_id',
          'mode',
          'saved_at',
          'points',
          'total_questions',
          'answered',
          'first_check_wrong',
          'attempts',
          'wrong_attempts',
          'total_time',
          'level_after',
        ])
        .where('learner_id', '=', learnerId)
        .where('status', '=', 'saved');
      if (filter.topicId !== undefined) query = query.where('topic_id', '=', filter.topicId);
      if (filter.since !== undefined) query = query.where('saved_at', '>=', filter.since);
      if (filter.until !== undefined) query = query.where('saved_at', '<', filter.until);
      const rows = await query
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 1000)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        skillId: row.skill_id,
        topicId: row.topic_id,
        mode: row.mode,
        savedAt: toIsoString(row.saved_at ?? new Date(0)),
        points: Number(row.points),
        totalQuestions: Number(row.total_questions),
        answered: Number(row.answered),
        firstCheckWrong: Number(row.first_check_wrong),
        attempts: Number(row.attempts),
        wrongAttempts: Number(row.wrong_attempts),
        totalTime: Number(row.total_time),
        levelAfter: row.level_after,
      }));
    },

    /** Rounds (and how many were diagnostic), questions, points and time of the rounds saved since `since`, summed by the database. */
    async summariseSavedRounds(learnerId: number, since: string) {
      const row = await db
        .selectFrom('practice_round')
        .select((eb) => [
          eb.fn.countAll<number>().as('rounds'),
          eb.fn
            .sum<number | null>(eb.case().when('mode', '=', 'diagnostic').then(1).else(0).end())
            .as('diagnostic_rounds'),
          eb.fn.sum<number | null>('answered').as('questions'),
          eb.fn.sum<number | null>('points').as('points'),
          eb.fn.sum<number | null>('total_time').as('total_time'),
        ])
        .where('learner_id', '=', learnerId)
        .where('status', '=', 'saved')
        .where('saved_at', '>=', since)
        .executeTakeFirstOrThrow();
      return {
        rounds: Number(row.rounds),
        diagnosticRounds: Number(row.diagnostic_rounds ?? 0),
        questions: Number(row.questions ?? 0),
        points: Number(row.points ?? 0),
        totalTime: Number(row.total_time ?? 0),
      };
    },

    /**
     * For each skill with a round saved since `since`: its level after the last round saved before `since` (null
     * when there was none) and after the last round saved since. Reads only the rounds of those skills.
     */
    async listSkillLevelChanges(learnerId: number, since: string) {
      const rows = await db
        .selectFrom('practice_round')
        .select(['skill_id', 'saved_at', 'level_after'])
        .where('learner_id', '=', learnerId)
        .where('status', '=', 'saved')
        .where('skill_id', 'in', (eb) =>
          eb
            .selectFrom('practice_round')
            .select('skill_id')
            .where('learner_id', '=', learnerId)
            .where('status', '=', 'saved')
            .where('saved_at', '>=', since),
        )
        .orderBy('saved_at')
        .orderBy('id')
        .execute();
      const bySkill = new Map<number, { levelBefore: number | null; levelNow: number | null }>();
      for (const row of rows) {
        const entry = bySkill.get(row.skill_id) ?? { levelBefore: null, levelNow: null };
        if (toIsoString(row.saved_at ?? new Date(0)) < since) entry.levelBefore = row.level_after;
        else entry.levelNow = row.level_after;
        bySkill.set(row.skill_id, entry);
      }
      return [...bySkill].map(([skillId, levels]) => ({ skillId, ...levels }));
    },

    async listBadges(learnerId: number) {
      const rows = await db
        .selectFrom('learner_badge')
        .select(['badge_key', 'topic_id', 'earned_at'])
        .where('learner_id', '=', learnerId)
        .orderBy('earned_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        key: row.badge_key,
        topicId: row.topic_id,
        earnedAt: toIsoString(row.earned_at),
      }));
    },

    /**
     * Learners whose parent wants the weekly report: the subscription's weekly_report switch (spec 2 §3). One query
     * for every family instead of one per learner, because the job covers them all.
     */
    async listWeeklyReportRecipients(): Promise<WeeklyReportRecipient[]> {
      const rows = await db
        .selectFrom('learner')
        .innerJoin('subscription', 'subscription.id', 'learner.subscription_id')
        .innerJoin('user as parent', 'parent.id', 'subscription.parent_user_id')
        .innerJoin('user as child', 'child.id', 'learner.user_id')
        .select([
          'learner.id as learner_id',
          'learner.user_id as learner_user_id',
          'child.name as learner_name',
          'child.nickname as learner_nickname',
          'parent.email as parent_email',
          'parent.name as parent_name',
        ])
        .where('subscription.weekly_report', '=', true)
        .orderBy('learner.id')
        .execute();
      return rows.map((row) => ({
        learnerId: row.learner_id,
        learnerUserId: row.learner_user_id,
        learnerName: row.learner_name,
        learnerNickname: row.learner_nickname,
        parentEmail: row.parent_email,
        parentName: row.parent_name,
      }));
    },

    /** Claims the (learner, ISO week) report; false when it was already claimed, here or by another instance. */
    async claimWeeklyReport(learnerId: number, isoWeek: string, claimedAt: string): Promise<boolean> {
      const result = await db
        .insertInto('weekly_report_delivery')
        .values({ learner_id: learnerId, iso_week: isoWeek, claimed_at: claimedAt })
        .onConflict((oc) => oc.columns(['learner_id', 'iso_week']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async markWeeklyReportSent(learnerId: number, isoWeek: string, sentAt: string): Promise<void> {
      await db
        .updateTable('weekly_report_delivery')
        .set({ sent_at: sentAt })
        .where('learner_id', '=', learnerId)
        .where('iso_week', '=', isoWeek)
        .execute();
    },

    /** Gives a claim back after the mail could not be sent, so the next run tries again. */
    async releaseWeeklyReport(learnerId: number, isoWeek: string): Promise<void> {
      await db
        .deleteFrom('weekly_report_delivery')
        .where('learner_id', '=', learnerId)
        .where('iso_week', '=', isoWeek)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
