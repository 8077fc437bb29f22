import type { LearnerProgress } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** GET /api/getLearnerProgress/:learnerId: the overview behind the parent's progress and summary pages. */
export const learnerProgressPath = (learnerId: string) =>
  `/api/getLearnerProgress/${encodeURIComponent(learnerId)}`;

export const learnerProgressQueryOptions = (learnerId: string) =>
  queryOptions({
    queryKey: ['progress', 'overview', learnerId] as const,
    queryFn: ({ signal }) => requestApi<LearnerProgress>(learnerProgressPath(learnerId), { signal }),
  });

export function useLearnerProgress(learnerId: string) {
  return useQuery({ ...learnerProgressQueryOptions(learnerId), enabled: learnerId !== '' });
}
