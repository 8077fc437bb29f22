import { z } from 'zod';

import { idSchema } from './fields.schemas';
import { learnerIdSchema, skillLevelSchema } from './practice.schemas';

/** One row of GET /api/getLearnerCoursePoints/... `learner_info`. */
export const learnerCoursePointsSchema = z.object({
  subject_id: z.number().int(),
  topic_id: z.number().int(),
  topic_name: z.string(),
  points: z.number().nonnegative(),
  learner_points: z.number().nonnegative(),
});
export type LearnerCoursePoints = z.infer<typeof learnerCoursePointsSchema>;

export const learnerCoursePointsResponseSchema = z.object({
  learner_info: z.array(learnerCoursePointsSchema),
});
export type LearnerCoursePointsResponse = z.infer<typeof learnerCoursePointsResponseSchema>;

/** One row of GET /api/getSubjectsByLearnerID/:learnerId/:courseId: a grade with the learner's points in it. */
export const learnerSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.number().nonnegative(),
  learner_points: z.number().nonnegative(),
  is_current: z.boolean(),
});
export type LearnerSubject = z.infer<typeof learnerSubjectSchema>;
export const learnerSubjectsResponseSchema = z.array(learnerSubjectSchema);

/** Practice summary (spec 3 §3). */
export const practiceSummarySchema = z.object({
  summaryValues: z.array(z.object({ name: z.string(), value: z.number() })),
  graphValues: z.array(
    z.object({
      created_at: z.string(),
      total_points: z.number().nonnegative(),
      total_questions: z.number().int().nonnegative(),
      /** Milliseconds. */
      total_time: z.number().int().nonnegative(),
      attempts: z.number().int().nonnegative(),
      wrong_attempts: z.number().int().nonnegative(),
      skills_levels: z.array(z.object({ level: skillLevelSchema })),
    }),
  ),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

export const practiceSummaryResponseSchema = z.object({ practice_summary: practiceSummarySchema });
export type PracticeSummaryResponse = z.infer<typeof practiceSummaryResponseSchema>;

/** Practice activity (spec 3 §3). */
export const practiceActivitySchema = z.object({
  topic_name: z.string(),
  skill_name: z.string(),
  created_at: z.string(),
  attempts: z.number().int().nonnegative(),
  wrong_attempts: z.number().int().nonnegative(),
  /** Which kind of round it was: a skill's diagnostic and its practice rounds otherwise read alike. */
  kind: z.enum(['practice', 'diagnostic']),
});
export type PracticeActivity = z.infer<typeof practiceActivitySchema>;

export const practiceActivitiesResponseSchema = z.object({
  practice_activities: z.array(practiceActivitySchema),
});
export type PracticeActivitiesResponse = z.infer<typeof practiceActivitiesResponseSchema>;

/** One badge of GET /api/getBadges/:learnerId and of the parent's overview. */
export const badgeSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  earned_at: z.string(),
  topic_id: z.number().int().nullable(),
  /** For a mastered topic: where its printable certificate is. */
  certificate_url: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;
export const badgesResponseSchema = z.object({ badges: z.array(badgeSchema) });
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

/** GET /api/getTopicPracticeSummary/... optional date range (YYYY-MM-DD, inclusive, Toronto days). */
const dayTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date such as 2026-11-22.' });
export const summaryRangeQuerySchema = z.strictObject({
  from: dayTextSchema.optional(),
  to: dayTextSchema.optional(),
});
export type SummaryRange = z.infer<typeof summaryRangeQuerySchema>;

/** GET /api/certificates/:learnerId/:topicId.pdf */
export const certificateParamsSchema = z.strictObject({ learnerId: learnerIdSchema, topicId: idSchema });

/** GET /api/getLearnerProgress/:learnerId: the overview behind /parent/progress and /parent/summary. */
export const learnerProgressResponseSchema = z.object({
  learner: z.object({
    user_id: z.string(),
    name: z.string(),
    current_subject: z.number().int().nullable(),
  }),
  total_points: z.number().nonnegative(),
  last_7_days: z.object({
    /** Every saved round: practice_rounds + diagnostic_rounds. */
    rounds: z.number().int().nonnegative(),
    practice_rounds: z.number().int().nonnegative(),
    diagnostic_rounds: z.number().int().nonnegative(),
    questions: z.number().int().nonnegative(),
    points: z.number().nonnegative(),
    /** Milliseconds. */
    total_time: z.number().int().nonnegative(),
    /** Skills whose level rose during the 7 days (from Fundamental for a skill first practised then). */
    improved_skills: z.array(
      z.object({ skill_id: z.number().int(), skill_name: z.string(), level: skillLevelSchema }),
    ),
  }),
  learner_info: z.array(learnerCoursePointsSchema),
  badges: z.array(badgeSchema),
  recent_activities: z.array(practiceActivitySchema),
});
export type LearnerProgress = z.infer<typeof learnerProgressResponseSchema>;
