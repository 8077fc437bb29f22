import type { UserNumberResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestApi } from '../../../lib/api-client';

/** GET /api/users/getUserNumber (spec 1 §7). */
export function fetchUserNumber(): Promise<UserNumberResponse> {
  return requestApi<UserNumberResponse>('/api/users/getUserNumber');
}

export const userNumberQueryOptions = queryOptions({
  queryKey: ['site', 'user-number'],
  queryFn: fetchUserNumber,
  staleTime: 10 * 60_000,
  retry: false,
});

export function useUserNumber() {
  const query = useQuery(userNumberQueryOptions);
  const { error } = query;
  useEffect(() => {
    // Spec 1 §8: a failure loading the user count is only logged; the visitor sees nothing.
    if (error) console.warn('The user count could not be loaded', error);
  }, [error]);
  return query;
}
