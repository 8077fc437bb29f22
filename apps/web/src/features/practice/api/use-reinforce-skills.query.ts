import type { SkillsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getReinforceSkills/:subjectId/:learnerId: practised skills not yet mastered, weakest first. */
export const reinforceSkillsQueryOptions = (subjectId: number, learnerId: string) =>
  queryOptions({
    queryKey: ['practice', 'reinforce-skills', subjectId, learnerId] as const,
    queryFn: ({ signal }) =>
      requestApi<SkillsResponse>(`/api/getReinforceSkills/${subjectId}/${encodeURIComponent(learnerId)}`, {
        signal,
      }),
    select: (response) => response.skills,
  });

export function useReinforceSkills(subjectId: number | undefined, learnerId: string) {
  return useQuery({
    ...reinforceSkillsQueryOptions(subjectId ?? 0, learnerId),
    enabled: subjectId !== undefined && learnerId !== '',
  });
}
