import type { LearnerCoursePoints, PracticeActivity, SkillLevel } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export interface LearnerBadge {
  key: string;
  name: string;
  description: string;
  earned_at: string;
  topic_id: number | null;
  certificate_url: string | null;
}

/**
 * GET /api/getLearnerProgress/:learnerId: the overview behind the parent's progress and summary pages. Mirrors the
 * server's schema (this call is ours, not the spec's, so the contract package does not hold it yet).
 */
export interface LearnerProgress {
  learner: { user_id: string; name: string; current_subject: number | null };
  total_points: number;
  last_7_days: {
    /** practice_rounds + diagnostic_rounds. */
    rounds: number;
    practice_rounds: number;
    diagnostic_rounds: number;
    questions: number;
    points: number;
    /** Milliseconds. */
    total_time: number;
    /** Skills whose level rose during the 7 days. */
    improved_skills: Array<{ skill_id: number; skill_name: string; level: SkillLevel }>;
  };
  learner_info: LearnerCoursePoints[];
  badges: LearnerBadge[];
  recent_activities: PracticeActivity[];
}

export const learnerProgressPath = (learnerId: string) =>
  `/api/getLearnerProgress/${encodeURIComponent(learnerId)}`;

export const learnerProgressQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'overview', learnerId] as const,
    queryFn: ({ signal }) => requestApi<LearnerProgress>(learnerProgressPath(learnerId), { signal }),
  });

export function useLearnerProgress(learnerId: string) {
  return useQuery({ ...learnerProgressQueryOptions(learnerId), enabled: learnerId !== '' });
}
