import type { PracticeSummaryResponse, SummaryRange } from '@mathwise/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Inclusive range of Toronto days, YYYY-MM-DD; either end may be open (the query the server validates). */
export type DayRange = SummaryRange;

/** GET /api/getTopicPracticeSummary/:topicId/:learnerId?from&to: summary boxes and one bar per practice day. */
export const topicPracticeSummaryQueryOptions = (topicId: number, learnerId: string, range: DayRange) => {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return queryOptions({
    queryKey: ['progress', 'summary', topicId, learnerId, range.from ?? null, range.to ?? null] as const,
    queryFn: ({ signal }) =>
      requestApi<PracticeSummaryResponse>(
        `/api/getTopicPracticeSummary/${topicId}/${encodeURIComponent(learnerId)}${query}`,
        { signal },
      ),
    select: (response) => response.practice_summary,
  });
};

export function useTopicPracticeSummary(topicId: number | undefined, learnerId: string, range: DayRange) {
  return useQuery({
    ...topicPracticeSummaryQueryOptions(topicId ?? 0, learnerId, range),
    enabled: topicId !== undefined && learnerId !== '',
    // Changing the dates keeps the old graph on screen until the new one arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
