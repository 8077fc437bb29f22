import type { Learner } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const learnersQueryKey = (subscriptionId: number) => ['learners', 'learners', subscriptionId] as const;

/** GET /api/getLearnersBySubscriptionID/:id: the learners of the parent's own subscription. */
export const learnersQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: learnersQueryKey(subscriptionId),
    queryFn: ({ signal }) =>
      requestApi<Learner[]>(`/api/getLearnersBySubscriptionID/${encodeURIComponent(subscriptionId)}`, {
        signal,
      }),
  });

export function useLearners(subscriptionId: number | null) {
  return useQuery({ ...learnersQueryOptions(subscriptionId ?? 0), enabled: subscriptionId !== null });
}
