import type { AddNewLearnerRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { refreshAfterLearnerAdded, type LearnerAddedResponse } from '../learner-added';

/** POST /api/addNewStudent: creates a learner account (name, e-mail, password, grade) in a free membership. */
export function addNewLearner(body: AddNewLearnerRequest): Promise<LearnerAddedResponse> {
  return requestApi<LearnerAddedResponse>('/api/addNewStudent', { method: 'POST', body });
}

export function useAddNewLearner() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: addNewLearner,
    onSuccess: () => refreshAfterLearnerAdded(queryClient, user),
  });
}
