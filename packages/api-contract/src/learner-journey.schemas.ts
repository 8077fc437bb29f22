import { z } from 'zod';

import {
  revealedQuestionSchema,
  saveRoundResponseSchema,
  skillLevelSchema,
  validationControlSchema,
} from './practice.schemas';

// ---------------------------------------------------------------------------------------------------------------
// The learner's way through the product beyond the specs' calls (issue 21): a diagnostic kept on the server as it is
// answered, so closing the tab, losing the connection or signing out loses nothing.

/** One question of a diagnostic skill the learner has checked at least once, in the order it was served. */
export const diagnosticAnsweredQuestionSchema = z.object({
  question_id: z.number().int(),
  validation_control: validationControlSchema,
});
export type DiagnosticAnsweredQuestion = z.infer<typeof diagnosticAnsweredQuestionSchema>;

export const diagnosticSkillProgressSchema = z.object({
  skill_id: z.number().int(),
  /** The questions checked so far; ten means the skill is done. An unchecked question is served again on resume. */
  answered: z.array(diagnosticAnsweredQuestionSchema),
  /** True when this skill of the test was already saved (a save that stopped part-way through the skills). */
  is_saved: z.boolean(),
});
export type DiagnosticSkillProgress = z.infer<typeof diagnosticSkillProgressSchema>;

/** GET /api/getDiagnosticProgress/:topicId/:learnerId: the diagnostic of the topic the learner has not finished. */
export const diagnosticProgressResponseSchema = z.object({
  /** True when the learner has answered or been served any question of an unsaved diagnostic of the topic. */
  in_progress: z.boolean(),
  /** Only the skills with something recorded; a skill not listed is not started. */
  skills: z.array(diagnosticSkillProgressSchema),
});
export type DiagnosticProgress = z.infer<typeof diagnosticProgressResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The round report that explains itself (issue 21): every number with what it means, the questions missed with
// their worked solutions, and one next step.

/** A question of the round whose first check was wrong, with its key and worked solution (the round is closed). */
export const missedQuestionSchema = z.object({
  question: revealedQuestionSchema,
  /** The learner's last answer to it. */
  selected_answer: z.string().nullable(),
  explanation: z.string().nullable(),
  task_name: z.string().nullable(),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const ROUND_CELEBRATIONS = ['outstanding', 'strong', 'steady', 'tough'] as const;
export const NEXT_STEP_KINDS = ['same_skill', 'plan_task', 'next_skill'] as const;

export const roundNextStepSchema = z.object({
  kind: z.enum(NEXT_STEP_KINDS),
  topic_id: z.number().int(),
  /** Null only for `next_skill` when every skill of the topic is Master. */
  skill_id: z.number().int().nullable(),
  skill_name: z.string().nullable(),
  /** For `plan_task`: the task of the practice plan the misses came from. */
  task_name: z.string().nullable(),
});
export type RoundNextStep = z.infer<typeof roundNextStepSchema>;

export const roundReportSchema = z.object({
  /** The sum of the round's question points, before the save's scaling (spec 3 §9). */
  question_points: z.number().int().nonnegative(),
  /** Points this round added to the skill: question points × (10 − wrong first checks) / 10, rounded down. */
  round_points: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  total_questions: z.number().int().nonnegative(),
  first_check_wrong: z.number().int().nonnegative(),
  /** 100 minus 10 per question wrong on the first check (spec 3 §9). */
  score: z.number().int().nonnegative(),
  skill_points_before: z.number().int().nonnegative(),
  skill_points_after: z.number().int().nonnegative(),
  /** The skill's available points, which the level bands share (docs/learning-model.md §11.1). */
  skill_points_available: z.number().int().nonnegative(),
  level: skillLevelSchema,
  /** Null once the skill is Master. */
  next_level: z
    .object({
      level: skillLevelSchema,
      points_at: z.number().int().positive(),
      points_needed: z.number().int().positive(),
    })
    .nullable(),
  celebration: z.enum(ROUND_CELEBRATIONS),
  missed: z.array(missedQuestionSchema),
  next_step: roundNextStepSchema,
});
export type RoundReport = z.infer<typeof roundReportSchema>;

/** POST /api/saveSkillRound/... answers the spec's result and, for a practice round, its report. */
export const savedRoundResponseSchema = saveRoundResponseSchema.extend({
  report: roundReportSchema.optional(),
});
export type SavedRoundResponse = z.infer<typeof savedRoundResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A reason to come back (issue 21): the daily streak and the weekly goal.

const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/getLearnerStreak/:learnerId */
export const learnerStreakResponseSchema = z.object({
  /** Days in a row, in the learner's time zone, with a finished round or diagnostic skill, ending today or yesterday. */
  streak_days: z.number().int().nonnegative(),
  /** Whether today already counts; false means the streak ends unless the learner finishes a round today. */
  is_today_counted: z.boolean(),
  today: calendarDaySchema,
  /** The IANA zone the days are counted in. */
  time_zone: z.string(),
  /** The length of the next streak badge (3, 7 or 30 days), null once all are earned by this streak. */
  next_badge_days: z.number().int().positive().nullable(),
  weekly_goal: z.object({
    rounds_goal: z.number().int().positive(),
    rounds_done: z.number().int().nonnegative(),
    /** The Monday the week (Monday to Sunday, the learner's days) starts. */
    week_start: calendarDaySchema,
  }),
});
export type LearnerStreak = z.infer<typeof learnerStreakResponseSchema>;
