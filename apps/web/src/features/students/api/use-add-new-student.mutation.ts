import type { AddNewStudentRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { refreshAfterStudentAdded, type StudentAddedResponse } from '../student-added';

/** POST /api/addNewStudent: creates a learner account (name, e-mail, password, grade) in a free membership. */
export function addNewStudent(body: AddNewStudentRequest): Promise<StudentAddedResponse> {
  return requestApi<StudentAddedResponse>('/api/addNewStudent', { method: 'POST', body });
}

export function useAddNewStudent() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: addNewStudent,
    onSuccess: () => refreshAfterStudentAdded(queryClient, user),
  });
}
