import type { BeatenLearnersResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getDiagnosticBeatenStudents/:skillId/:learnerId/:points: "You've outperformed N% students". */
export const diagnosticBeatenLearnersQueryOptions = (skillId: number, learnerId: string, points: number) =>
  queryOptions({
    queryKey: ['practice', 'diagnostic-beaten-learners', skillId, learnerId, points] as const,
    queryFn: ({ signal }) =>
      requestApi<BeatenLearnersResponse>(
        `/api/getDiagnosticBeatenStudents/${skillId}/${encodeURIComponent(learnerId)}/${Math.max(0, Math.floor(points))}`,
        { signal },
      ),
    select: (response) => response.result,
  });

export function useDiagnosticBeatenLearners(skillId: number | undefined, learnerId: string, points: number) {
  return useQuery({
    ...diagnosticBeatenLearnersQueryOptions(skillId ?? 0, learnerId, points),
    enabled: skillId !== undefined && learnerId !== '',
  });
}
