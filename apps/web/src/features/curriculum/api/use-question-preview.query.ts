import type { LearnerQuestion } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/admin/question/preview/:skillId: a public sample question of a skill, without its answer. */
export const questionPreviewQueryOptions = (skillId: number) =>
  queryOptions({
    queryKey: ['curriculum', 'preview', skillId] as const,
    queryFn: ({ signal }) =>
      requestApi<LearnerQuestion>(`/api/admin/question/preview/${skillId}`, { signal }),
    staleTime: Infinity,
  });

export function useQuestionPreview(skillId: number | undefined) {
  return useQuery({ ...questionPreviewQueryOptions(skillId ?? 0), enabled: skillId !== undefined });
}
