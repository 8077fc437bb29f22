import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/accountSettings/validate-email/: whether the address is free (or already the caller's own). */
export function validateAccountEmail(email: string): Promise<{ title: string; body: string }> {
  return requestApi('/api/accountSettings/validate-email/', { method: 'POST', body: { email } });
}

export function useValidateAccountEmail() {
  return useMutation({ mutationFn: validateAccountEmail });
}
