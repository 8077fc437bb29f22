import { z } from 'zod';

import { skillLevelSchema } from './practice.schemas';

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
