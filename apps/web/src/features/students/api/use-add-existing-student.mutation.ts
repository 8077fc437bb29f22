import type { AddExistingStudentRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { refreshAfterStudentAdded, type StudentAddedResponse } from '../student-added';

/** POST /api/addExistingStudent: connects a learner account to a free membership. */
export function addExistingStudent(body: AddExistingStudentRequest): Promise<StudentAddedResponse> {
  return requestApi<StudentAddedResponse>('/api/addExistingStudent', { method: 'POST', body });
}

export function useAddExistingStudent() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: addExistingStudent,
    onSuccess: () => refreshAfterStudentAdded(queryClient, user),
  });
}
