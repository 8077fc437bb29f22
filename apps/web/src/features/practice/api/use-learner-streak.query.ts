import type { LearnerStreak } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Under 'practice': a saved round invalidates the practice queries, and the streak moves with it. */
export const learnerStreakQueryKey = (learnerId: string) =>
  ['practice', 'learner-streak', learnerId] as const;

/** GET /api/getLearnerStreak/:learnerId: the daily streak and the weekly goal, in the learner's days. */
export const learnerStreakQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: learnerStreakQueryKey(learnerId),
    queryFn: ({ signal }) =>
      requestApi<LearnerStreak>(`/api/getLearnerStreak/${encodeURIComponent(learnerId)}`, { signal }),
  });

export function useLearnerStreak(learnerId: string) {
  return useQuery({ ...learnerStreakQueryOptions(learnerId), enabled: learnerId !== '' });
}
