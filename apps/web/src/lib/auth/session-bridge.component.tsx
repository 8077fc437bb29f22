import { useEffect } from 'react';
import { authClient } from './auth-client';
import type { AuthContextValue } from './auth-context';
import { deriveAuthState } from './auth-state';

/** Subscribes to better-auth's `useSession()` and hands each change to the auth context. Renders nothing. */
export function SessionBridge({ onChange }: { onChange: (value: AuthContextValue) => void }) {
  const { data, isPending, refetch } = authClient.useSession();
  const sessionUser = data?.user ?? null;

  useEffect(() => {
    onChange({
      state: deriveAuthState(sessionUser, isPending),
      refetchSession: async () => {
        await refetch();
      },
    });
  }, [sessionUser, isPending, refetch, onChange]);

  return null;
}
