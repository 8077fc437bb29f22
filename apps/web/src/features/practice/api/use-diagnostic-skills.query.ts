import type { SkillsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../app/api-client';

export const diagnosticSkillsQueryKey = (topicId: number, learnerId: string) =>
  ['practice', 'diagnostic-skills', topicId, learnerId] as const;

/** GET /api/getDiagnosticSkills/:topicId/:learnerId: the topic's skills with the learner's points and tasks. */
export const diagnosticSkillsQueryOptions = (topicId: number, learnerId: string) =>
  queryOptions({
    queryKey: diagnosticSkillsQueryKey(topicId, learnerId),
    queryFn: ({ signal }) =>
      requestApi<SkillsResponse>(`/api/getDiagnosticSkills/${topicId}/${encodeURIComponent(learnerId)}`, {
        signal,
      }),
    select: (response) => response.skills,
  });

export function useDiagnosticSkills(topicId: number, learnerId: string) {
  return useQuery({ ...diagnosticSkillsQueryOptions(topicId, learnerId), enabled: learnerId !== '' });
}
