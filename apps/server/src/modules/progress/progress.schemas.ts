import {
  idSchema,
  learnerIdSchema,
  learnerCoursePointsSchema,
  practiceActivitySchema,
  skillLevelSchema,
} from '@mathwise/api-contract';
import { z } from 'zod';

// Answers the contract leaves to the server ("rows" in spec 3 §7) and the calls added for rewards and the parent
// views. Kept here until the web needs them from the contract package.

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
