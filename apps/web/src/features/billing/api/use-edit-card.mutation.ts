import type { ApiError, CardEditRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from './use-subscription.query';

/** The server takes 'new' for the card and customer when the subscription has none yet (add a card). */
export const NEW_CARD_ID = 'new';

interface EditCardInput {
  cardId: string;
  customerId: string;
  subscriptionId: number;
  body: CardEditRequest;
}

/** PUT /api/card/edit/:card_id/:customer_id/:subscription_id: a fresh card token and the cardholder name. */
export function editCard({ cardId, customerId, subscriptionId, body }: EditCardInput): Promise<ApiError> {
  const path = [cardId, customerId, String(subscriptionId)].map(encodeURIComponent).join('/');
  return requestApi<ApiError>(`/api/card/edit/${path}`, { method: 'PUT', body });
}

export function useEditCard() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: editCard,
    onSuccess: async () => {
      if (user) await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) });
    },
  });
}
