import type { Subscription, UpdateSubscriptionRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from './use-subscription.query';

interface UpdateSubscriptionInput {
  subscriptionId: number;
  userId: string;
  body: UpdateSubscriptionRequest;
}

/** PUT /api/updateSubscription/:subscriptionId/:userId: adds memberships and answers the updated subscription. */
export function updateSubscription({
  subscriptionId,
  userId,
  body,
}: UpdateSubscriptionInput): Promise<Subscription> {
  return requestApi<Subscription>(
    `/api/updateSubscription/${encodeURIComponent(subscriptionId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT', body },
  );
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: (subscription) => {
      if (user) queryClient.setQueryData(subscriptionQueryKey(user), subscription);
    },
  });
}
