import { z } from 'zod';

import { DEMO_TOPIC_ID_MAX, DEMO_TOPIC_ID_MIN } from './constants';
import { idSchema } from './fields.schemas';
import { INVALID_ID } from './messages';

/** Path `:id` of the curriculum lookups (course, subject, topic, skill ids). */
export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A grade is a subject of course 1 (design brief §5): Grade 6, Grade 7, Grade 8. */
export const gradeIdSchema = idSchema;
export type GradeId = z.infer<typeof gradeIdSchema>;

/** Demo topic ids are 1 to 5 (spec 1 §9). */
export const demoTopicIdSchema = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID })
  .min(DEMO_TOPIC_ID_MIN, { error: INVALID_ID })
  .max(DEMO_TOPIC_ID_MAX, { error: INVALID_ID });

export const courseSchema = z.object({ id: z.number().int(), name: z.string() });
export type Course = z.infer<typeof courseSchema>;

/** A subject is a grade (spec 1 §3). */
export const subjectSchema = z.object({ id: z.number().int(), name: z.string() });
export type Subject = z.infer<typeof subjectSchema>;

/** GET /api/getSubjectsByCourseID/:id. */
export const subjectsResponseSchema = z.array(subjectSchema);

export const skillSummarySchema = z.object({ id: z.number().int(), name: z.string() });
export type SkillSummary = z.infer<typeof skillSummarySchema>;

/** Topic as shown on the curriculum page and in the demo (spec 1 §3). */
export const curriculumTopicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  skills: z.array(skillSummarySchema),
  subject: z.array(subjectSchema),
});
export type CurriculumTopic = z.infer<typeof curriculumTopicSchema>;

/** GET /api/getTopicBySubjectID/:id. */
export const curriculumTopicsResponseSchema = z.array(curriculumTopicSchema);

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  title: z.string(),
  comment: z.string(),
  ratings: z.number().int().min(1).max(5),
  imageUrl: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const FAQ_CATEGORIES = [
  'Account',
  'Subscription',
  'Plans and Pricing',
  'Curriculum',
  'Platform',
] as const;
export const faqCategorySchema = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqQuestionSchema = z.object({
  label: z.string(),
  answer: z.string(),
  category: faqCategorySchema,
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
