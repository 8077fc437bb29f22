import { describe, expect, it } from 'vitest';

import {
  curriculumTopicSchema,
  demoTopicIdSchema,
  idParamsSchema,
  subjectsResponseSchema,
} from './curriculum.schemas';
import {
  learnerCoursePointsResponseSchema,
  practiceActivitiesResponseSchema,
  practiceSummaryResponseSchema,
} from './progress.schemas';
import { apiErrorSchema } from './errors.schemas';

describe('curriculum', () => {
  it('takes a positive integer id in the path', () => {
    expect(idParamsSchema.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParamsSchema.safeParse({ id: '1e3x' }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: '-2' }).success).toBe(false);
  });

  it('limits demo topics to 1 to 5', () => {
    expect(demoTopicIdSchema.parse('5')).toBe(5);
    expect(demoTopicIdSchema.safeParse('6').success).toBe(false);
    expect(demoTopicIdSchema.safeParse('0').success).toBe(false);
  });

  it('describes subjects and topics', () => {
    expect(subjectsResponseSchema.safeParse([{ id: 1, name: 'Grade 6' }]).success).toBe(true);
    expect(
      curriculumTopicSchema.safeParse({
        id: 1,
        name: 'Number',
        description: null,
        skills: [{ id: 4, name: 'Fractions' }],
        subject: [{ id: 1, name: 'Grade 6' }],
      }).success,
    ).toBe(true);
  });
});

describe('progress', () => {
  it('describes summaries, activities and course points', () => {
    expect(
      practiceSummaryResponseSchema.safeParse({
        practice_summary: {
          summaryValues: [{ name: 'Points', value: 300 }],
          graphValues: [
            {
              created_at: '2026-09-01',
              total_points: 300,
              total_questions: 10,
              total_time: 60_000,
              attempts: 12,
              wrong_attempts: 2,
              skills_levels: [{ level: 'Fundamental' }],
            },
          ],
        },
      }).success,
    ).toBe(true);
    expect(
      practiceActivitiesResponseSchema.safeParse({
        practice_activities: [
          {
            topic_name: 'Number',
            skill_name: 'Fractions',
            created_at: '2026-09-01',
            attempts: 10,
            wrong_attempts: 1,
            kind: 'practice',
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      learnerCoursePointsResponseSchema.safeParse({
        learner_info: [
          { subject_id: 1, topic_id: 1, topic_name: 'Number', points: 1000, learner_points: 10 },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('apiErrorSchema', () => {
  it('is { title, body }', () => {
    expect(apiErrorSchema.parse({ title: 'Server error', body: 'x' })).toEqual({
      title: 'Server error',
      body: 'x',
    });
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
