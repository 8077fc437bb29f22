import type { AccountUpdateInput } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export interface AccountUpdateResponse {
  title: string;
  body: string;
  /** Where a confirmation link went when the e-mail is changing; the change applies once it is opened. */
  pending_email: string | null;
}

/** POST /api/accountSettings/update-account/: the caller's own account, or one of their learners'. */
export function updateAccount(body: AccountUpdateInput): Promise<AccountUpdateResponse> {
  return requestApi<AccountUpdateResponse>('/api/accountSettings/update-account/', { method: 'POST', body });
}

export function useUpdateAccount() {
  return useMutation({ mutationFn: updateAccount });
}
