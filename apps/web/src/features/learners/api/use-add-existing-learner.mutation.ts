import type { AddExistingLearnerRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { refreshAfterLearnerAdded, type LearnerAddedResponse } from '../learner-added';

/** POST /api/addExistingStudent: connects a learner account to a free membership. */
export function addExistingLearner(body: AddExistingLearnerRequest): Promise<LearnerAddedResponse> {
  return requestApi<LearnerAddedResponse>('/api/addExistingStudent', { method: 'POST', body });
}

export function useAddExistingLearner() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: addExistingLearner,
    onSuccess: () => refreshAfterLearnerAdded(queryClient, user),
  });
}
