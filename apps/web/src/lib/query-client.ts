import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry (no session, not yours, not found); only retry network or 5xx.
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
    },
  });
}

/** Read structurally so this module does not pull the API client into the entry chunk. */
function isClientError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}
