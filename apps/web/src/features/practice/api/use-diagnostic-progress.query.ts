import type { DiagnosticProgress } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const diagnosticProgressQueryKey = (topicId: number, learnerId: string) =>
  ['practice', 'diagnostic-progress', topicId, learnerId] as const;

/** GET /api/getDiagnosticProgress/:topicId/:learnerId: the unfinished diagnostic the server kept, skill by skill. */
export const diagnosticProgressQueryOptions = (topicId: number, learnerId: string) =>
  queryOptions({
    queryKey: diagnosticProgressQueryKey(topicId, learnerId),
    queryFn: ({ signal }) =>
      requestApi<DiagnosticProgress>(
        `/api/getDiagnosticProgress/${topicId}/${encodeURIComponent(learnerId)}`,
        { signal },
      ),
  });

/** Read afresh each time a page opens: the test may have gone on in another tab or on another device. */
export function useDiagnosticProgress(topicId: number, learnerId: string) {
  return useQuery({
    ...diagnosticProgressQueryOptions(topicId, learnerId),
    enabled: learnerId !== '' && topicId > 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
