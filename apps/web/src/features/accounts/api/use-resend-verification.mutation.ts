import type { ApiError } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/email/verification { user_id }: sends the verification e-mail again (spec 1 §7). */
export function resendVerificationEmail(userId: string): Promise<ApiError> {
  return requestApi<ApiError>('/api/email/verification', { method: 'POST', body: { user_id: userId } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
