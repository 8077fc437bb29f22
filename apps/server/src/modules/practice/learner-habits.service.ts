import type {
  LearnerHabitSettings,
  LearnerHabitSettingsResponse,
  LearnerStreak,
} from '@mathwise/api-contract';
import {
  countDailyStreak,
  DEFAULT_LEARNER_TIME_ZONE,
  DEFAULT_WEEKLY_GOAL_ROUNDS,
  isInCalendarWeek,
  isKnownTimeZone,
  startOfCalendarWeek,
  STREAK_BADGE_DAYS,
  toCalendarDay,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import type { LearnerAccess } from './learner-access.service';
import { DAY_MS } from './practice-records';
import type { PracticeRepository } from './practice.repository';

export { STREAK_BADGE_DAYS };
/** The days a streak is counted over: longer streaks show as this many days (the 30-day badge is well inside). */
const STREAK_WINDOW_DAYS = 120;

/** The learner's habits (issue 21): the daily streak and weekly goal, and the goal and time zone they count in. */
export function createLearnerHabitsService(deps: {
  repository: PracticeRepository;
  access: LearnerAccess;
  /** Tests move time; production reads the clock. */
  now?: () => Date;
}) {
  const { repository, access } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The learner's streak and weekly goal at a moment (issue 21), in the learner's time zone: a day counts when a round
   * or a diagnostic skill was saved that day, and every saved round counts toward the week's goal.
   */
  async function summariseHabits(learnerId: number, moment: Date) {
    const [habit, saveTimes] = await Promise.all([
      repository.findHabit(learnerId),
      repository.listSaveTimesSince(
        learnerId,
        new Date(moment.getTime() - STREAK_WINDOW_DAYS * DAY_MS).toISOString(),
      ),
    ]);
    const timeZone = habit && isKnownTimeZone(habit.timeZone) ? habit.timeZone : DEFAULT_LEARNER_TIME_ZONE;
    const today = toCalendarDay(moment.getTime(), timeZone);
    const days = saveTimes.map((savedAt) => toCalendarDay(Date.parse(savedAt), timeZone));
    return {
      timeZone,
      today,
      streakDays: countDailyStreak(days, today),
      isTodayCounted: days.includes(today),
      weeklyGoalRounds: habit?.weeklyGoalRounds ?? DEFAULT_WEEKLY_GOAL_ROUNDS,
      roundsThisWeek: days.filter((day) => isInCalendarWeek(day, today)).length,
    };
  }

  return {
    /** The streak and weekly goal of a learner the progress area already checked access to (weekly e-mail). */
    summariseHabits,

    /** The weekly goal and time zone of a learner whose parent the students area already checked; defaults when unset. */
    async readHabitSettings(learnerId: number): Promise<LearnerHabitSettingsResponse> {
      const habit = await repository.findHabit(learnerId);
      return {
        weekly_goal_rounds: habit?.weeklyGoalRounds ?? DEFAULT_WEEKLY_GOAL_ROUNDS,
        time_zone: habit?.timeZone ?? DEFAULT_LEARNER_TIME_ZONE,
      };
    },

    /** Sets them, for the same caller; the next streak and goal count in the new zone and against the new goal. */
    async saveHabitSettings(
      learnerId: number,
      settings: LearnerHabitSettings,
    ): Promise<LearnerHabitSettingsResponse> {
      await repository.saveHabit(learnerId, {
        timeZone: settings.time_zone,
        weeklyGoalRounds: settings.weekly_goal_rounds,
      });
      return settings;
    },

    /** GET /api/getLearnerStreak/:learnerId. */
    async getLearnerStreak(actor: Actor, learnerUserId: string): Promise<LearnerStreak> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const habits = await summariseHabits(learner.id, now());
      return {
        streak_days: habits.streakDays,
        is_today_counted: habits.isTodayCounted,
        today: habits.today,
        time_zone: habits.timeZone,
        next_badge_days: STREAK_BADGE_DAYS.find((days) => days > habits.streakDays) ?? null,
        weekly_goal: {
          rounds_goal: habits.weeklyGoalRounds,
          rounds_done: habits.roundsThisWeek,
          week_start: startOfCalendarWeek(habits.today),
        },
      };
    },
  };
}

export type LearnerHabitsService = ReturnType<typeof createLearnerHabitsService>;
