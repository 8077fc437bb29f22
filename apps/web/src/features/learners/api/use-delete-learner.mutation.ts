import type { LearnerDeleted } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { refreshAfterLearnerAdded } from '../learner-added';

/** DELETE /api/students/:learnerId: erases one of the parent's learners and all of their data (docs/privacy.md). */
export function deleteLearner(learnerUserId: string): Promise<LearnerDeleted> {
  return requestApi<LearnerDeleted>(`/api/students/${encodeURIComponent(learnerUserId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteLearner() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: deleteLearner,
    // The list and the free-slot count change just as when a learner is added.
    onSuccess: () => refreshAfterLearnerAdded(queryClient, user),
  });
}
