import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { AuthState } from './auth-state';

export interface AuthContextValue {
  state: AuthState;
  /** Re-reads the session, e.g. after the user verified their e-mail in another tab. */
  refetchSession: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const LOADING_VALUE: AuthContextValue = {
  state: { status: 'loading' },
  refetchSession: () => Promise.resolve(),
};

// The better-auth client (about 12 KB gzip) loads beside the first page instead of inside the entry chunk; until it
// reports, every consumer sees the 'loading' state it would see anyway while the session request is in flight.
/** Fetches the session bridge's code; the app's entry calls it before the first render (main.tsx). */
export const loadSessionBridge = () => import('./session-bridge.component');
const SessionBridge = lazy(async () => ({ default: (await loadSessionBridge()).SessionBridge }));

/** Production provider: reads the better-auth session. Tests render `AuthContext.Provider` with a chosen state. */
export function SessionAuthProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AuthContextValue>(LOADING_VALUE);
  return (
    <AuthContext.Provider value={value}>
      <Suspense fallback={null}>
        <SessionBridge onChange={setValue} />
      </Suspense>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside SessionAuthProvider or AuthContext.Provider');
  return value;
}
