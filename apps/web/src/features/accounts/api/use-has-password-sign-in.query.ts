import { useQuery } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth/auth-client';

/**
 * GET /api/auth/list-accounts (better-auth): the sign-in methods of the signed-in user. Spec 2 §2: an account with
 * no e-mail-and-password ("credential") sign-in is a social-login account, which cannot change e-mail or password.
 */
export function useHasPasswordSignIn(isEnabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'linked-accounts'],
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? 'Could not list sign-in methods');
      return data.some((account) => account.providerId === 'credential');
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}
