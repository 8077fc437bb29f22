import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import type { SocialProviderId } from '../../../lib/paths';

const KNOWN_PROVIDERS: readonly SocialProviderId[] = ['google', 'facebook', 'oidc'];

function isKnownProvider(value: string): value is SocialProviderId {
  return (KNOWN_PROVIDERS as readonly string[]).includes(value);
}

/** GET /api/auth-providers: the social sign-ins the server has credentials for; only those get a button. */
export async function fetchAuthProviders(signal?: AbortSignal): Promise<SocialProviderId[]> {
  const response = await requestApi<{ providers: string[] }>('/api/auth-providers', signal ? { signal } : {});
  return response.providers.filter(isKnownProvider);
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['accounts', 'auth-providers'],
  queryFn: ({ signal }) => fetchAuthProviders(signal),
  // Server configuration: it does not change while the page is open.
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
