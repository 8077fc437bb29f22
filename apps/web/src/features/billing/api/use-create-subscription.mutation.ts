import type { PaymentFormValues, Subscription } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from './use-subscription.query';

/** POST /api/createNewSubscription: the card token (never the number) and the plan; answers the new subscription. */
export function createSubscription(body: PaymentFormValues): Promise<Subscription> {
  return requestApi<Subscription>('/api/createNewSubscription', { method: 'POST', body });
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: (subscription) => {
      // The guard reads this key: seeding it sends the new subscriber straight into the parent area.
      if (user) queryClient.setQueryData(subscriptionQueryKey(user), subscription);
    },
  });
}
