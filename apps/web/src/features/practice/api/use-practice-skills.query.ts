import type { SkillsResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/**
 * GET /api/getPracticeSkills/:topicId/:learnerId[/:skillId]: the topic's skills (or the one chosen) with the
 * learner's points; each task carries the difficulty of the learner's next questions.
 */
export const practiceSkillsPath = (topicId: number, learnerId: string, skillId?: number) =>
  `/api/getPracticeSkills/${topicId}/${encodeURIComponent(learnerId)}${skillId === undefined ? '' : `/${skillId}`}`;

export const practiceSkillsQueryOptions = (topicId: number, learnerId: string, skillId?: number) =>
  queryOptions({
    queryKey: ['practice', 'practice-skills', topicId, learnerId, skillId ?? null] as const,
    queryFn: ({ signal }) =>
      requestApi<SkillsResponse>(practiceSkillsPath(topicId, learnerId, skillId), { signal }),
    select: (response) => response.skills,
  });

export function usePracticeSkills(topicId: number, learnerId: string, skillId?: number) {
  return useQuery({ ...practiceSkillsQueryOptions(topicId, learnerId, skillId), enabled: learnerId !== '' });
}
