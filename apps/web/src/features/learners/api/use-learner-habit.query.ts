import type { LearnerHabitSettingsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const learnerHabitQueryKey = (learnerUserId: string) => ['learners', 'habit', learnerUserId] as const;

/** GET /api/students/:learnerId/habit: the weekly goal and time zone the parent set (or the defaults). */
export const learnerHabitQueryOptions = (learnerUserId: string) =>
  queryOptions({
    queryKey: learnerHabitQueryKey(learnerUserId),
    queryFn: ({ signal }) =>
      requestApi<LearnerHabitSettingsResponse>(`/api/students/${encodeURIComponent(learnerUserId)}/habit`, {
        signal,
      }),
  });

export function useLearnerHabit(learnerUserId: string) {
  return useQuery(learnerHabitQueryOptions(learnerUserId));
}
