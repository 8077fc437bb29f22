import type { CurriculumTopic } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getTopicBySubjectID/:id: a grade's strands with their skills. */
export const topicsQueryOptions = (subjectId: number) =>
  queryOptions({
    queryKey: ['curriculum', 'topics', subjectId] as const,
    queryFn: ({ signal }) =>
      requestApi<CurriculumTopic[]>(`/api/getTopicBySubjectID/${subjectId}`, { signal }),
    staleTime: Infinity,
  });

export function useTopics(subjectId: number | undefined) {
  return useQuery({ ...topicsQueryOptions(subjectId ?? 0), enabled: subjectId !== undefined });
}
