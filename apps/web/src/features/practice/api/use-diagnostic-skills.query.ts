import type { DiagnosticSkillsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const diagnosticSkillsQueryKey = (topicId: number, learnerId: string) =>
  ['practice', 'diagnostic-skills', topicId, learnerId] as const;

/**
 * GET /api/getDiagnosticSkills/:topicId/:learnerId: the skills the diagnostic tests (at most four) with the learner's
 * points and tasks, and the topic's other skills with the tested skills the report places them from.
 */
export const diagnosticSkillsQueryOptions = (topicId: number, learnerId: string) =>
  queryOptions({
    queryKey: diagnosticSkillsQueryKey(topicId, learnerId),
    queryFn: ({ signal }) =>
      requestApi<DiagnosticSkillsResponse>(
        `/api/getDiagnosticSkills/${topicId}/${encodeURIComponent(learnerId)}`,
        { signal },
      ),
  });

/** The skills the diagnostic tests, in the order it tests them. */
export function useDiagnosticSkills(topicId: number, learnerId: string) {
  return useQuery({
    ...diagnosticSkillsQueryOptions(topicId, learnerId),
    select: (response) => response.skills,
    enabled: learnerId !== '',
  });
}

/** The topic's skills the diagnostic does not test: the report places them from the tested skills' results. */
export function useDiagnosticPlacedSkills(topicId: number, learnerId: string) {
  return useQuery({
    ...diagnosticSkillsQueryOptions(topicId, learnerId),
    select: (response) => response.placed_skills,
    enabled: learnerId !== '',
  });
}
