import type { PracticeActivitiesResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getPracticeActivities/:topicId/:learnerId: the saved rounds of a topic, newest first. */
export const practiceActivitiesQueryOptions = (topicId: number, learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'activities', topicId, learnerId] as const,
    queryFn: ({ signal }) =>
      requestApi<PracticeActivitiesResponse>(
        `/api/getPracticeActivities/${topicId}/${encodeURIComponent(learnerId)}`,
        { signal },
      ),
    select: (response) => response.practice_activities,
  });

export function usePracticeActivities(topicId: number | undefined, learnerId: string) {
  return useQuery({
    ...practiceActivitiesQueryOptions(topicId ?? 0, learnerId),
    enabled: topicId !== undefined && learnerId !== '',
  });
}
