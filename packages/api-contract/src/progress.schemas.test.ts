import { describe, expect, it } from 'vitest';

import {
  certificateParamsSchema,
  learnerProgressResponseSchema,
  summaryRangeQuerySchema,
} from './progress.schemas';

describe('the progress schemas the server and the web share', () => {
  it('takes a summary range of whole YYYY-MM-DD days, either end open, and nothing else', () => {
    expect(summaryRangeQuerySchema.parse({ from: '2026-11-01' })).toEqual({ from: '2026-11-01' });
    expect(summaryRangeQuerySchema.safeParse({ from: '2026-11-1' }).error?.issues[0]?.message).toBe(
      'Use a date such as 2026-11-22.',
    );
    expect(summaryRangeQuerySchema.safeParse({ from: '2026-11-01', page: '2' }).success).toBe(false);
  });

  it("reads a certificate's learner and topic from its path", () => {
    expect(certificateParamsSchema.safeParse({ learnerId: 'abc', topicId: '3' }).data?.topicId).toBe(3);
    expect(certificateParamsSchema.safeParse({ learnerId: 'abc', topicId: 'x' }).success).toBe(false);
  });

  it('refuses a progress overview whose week counts are not whole numbers', () => {
    const overview = {
      learner: { user_id: 'u1', name: 'Sam', current_subject: 1 },
      total_points: 120,
      last_7_days: {
        rounds: 2,
        practice_rounds: 1,
        diagnostic_rounds: 1,
        questions: 20,
        points: 120,
        total_time: 80_000,
        improved_skills: [{ skill_id: 1, skill_name: 'Place value', level: 'Fundamental' }],
      },
      learner_info: [],
      badges: [],
      recent_activities: [],
    };
    expect(learnerProgressResponseSchema.safeParse(overview).success).toBe(true);
    const halfRound = { ...overview, last_7_days: { ...overview.last_7_days, rounds: 1.5 } };
    expect(learnerProgressResponseSchema.safeParse(halfRound).success).toBe(false);
  });
});
