import type { ApiError } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from './use-subscription.query';

/** PUT /api/card/remove/:card_id with an empty body. */
export function removeCard(cardId: string): Promise<ApiError> {
  return requestApi<ApiError>(`/api/card/remove/${encodeURIComponent(cardId)}`, { method: 'PUT', body: {} });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: removeCard,
    onSuccess: async () => {
      if (user) await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) });
    },
  });
}
