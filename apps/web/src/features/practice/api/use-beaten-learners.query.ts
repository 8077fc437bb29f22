import type { BeatenLearnersResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getBeatenStudents/:skillId/:learnerId/:points: the percent of learners with fewer points in the skill. */
export const beatenLearnersQueryOptions = (skillId: number, learnerId: string, points: number) =>
  queryOptions({
    queryKey: ['practice', 'beaten-learners', skillId, learnerId, points] as const,
    queryFn: ({ signal }) =>
      requestApi<BeatenLearnersResponse>(
        `/api/getBeatenStudents/${skillId}/${encodeURIComponent(learnerId)}/${Math.max(0, Math.floor(points))}`,
        { signal },
      ),
    select: (response) => response.result,
  });

export function useBeatenLearners(skillId: number | undefined, learnerId: string, points: number) {
  return useQuery({
    ...beatenLearnersQueryOptions(skillId ?? 0, learnerId, points),
    enabled: skillId !== undefined && learnerId !== '',
  });
}
