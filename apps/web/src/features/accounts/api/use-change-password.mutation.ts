import type { PasswordChangeRequest } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/accountSettings/change-password/: verifies the current password; every session then ends. */
export function changePassword(body: PasswordChangeRequest): Promise<{ title: string; body: string }> {
  return requestApi('/api/accountSettings/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
