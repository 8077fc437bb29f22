import type { ApiError } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from './use-subscription.query';

export interface MembershipChangeInput {
  action: 'cancel' | 'resume';
  learnerId: number;
  subscriptionId: number;
}

/**
 * PUT /api/subscription/cancel/:id and PUT /api/subscription/resume/:id: one module because the two calls share
 * their path shape, body and answer ({ title, body }); only the verb in the path differs.
 */
export function changeMembership({
  action,
  learnerId,
  subscriptionId,
}: MembershipChangeInput): Promise<ApiError> {
  return requestApi<ApiError>(`/api/subscription/${action}/${encodeURIComponent(learnerId)}`, {
    method: 'PUT',
    body: { subscription: subscriptionId, learner_id: learnerId },
  });
}

export function useChangeMembership() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: changeMembership,
    onSettled: async () => {
      if (user) await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) });
      await queryClient.invalidateQueries({ queryKey: ['learners', 'learners'] });
    },
  });
}
