import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/** Whether two auth states name the same user in the same role, field by field. */
function isSameAuthState(a: AuthState, b: AuthState): boolean {
  if (a.status !== b.status) return false;
  if (!('user' in a) || !('user' in b)) return true;
  return JSON.stringify(a.user) === JSON.stringify(b.user);
}

/**
 * The state to show for what the session bridge reports. Until better-auth first answers, a state known from the
 * page's boot session stands: the bridge's own first 'loading' does not take it back to a spinner. After that the
 * bridge's reports count as they come (a refetch while signed out reports 'loading' again, and pages wait on it).
 * An answer naming the same user keeps the current state object, so the page does not render again for nothing.
 */
export function nextAuthState(
  current: AuthState,
  reported: AuthState,
  hasBridgeAnswered: boolean,
): AuthState {
  if (!hasBridgeAnswered && reported.status === 'loading') return current;
  return isSameAuthState(current, reported) ? current : reported;
}

/**
 * Production provider: reads the better-auth session. `initialState` is the session the server wrote into the page
 * (boot-session.ts), shown until better-auth's own answer replaces it. Tests render `AuthContext.Provider` instead.
 */
export function SessionAuthProvider({
  children,
  initialState,
  withSessionBridge = true,
}: {
  children: ReactNode;
  initialState?: AuthState | undefined;
  /** False only for the server's render of a page: its boundary stays, empty, for the browser to fill. */
  withSessionBridge?: boolean;
}) {
  const [state, setState] = useState<AuthState>(initialState ?? LOADING_VALUE.state);
  const refetchRef = useRef(LOADING_VALUE.refetchSession);
  const hasBridgeAnsweredRef = useRef(false);
  const handleChange = useCallback((reported: AuthContextValue) => {
    refetchRef.current = reported.refetchSession;
    const hasBridgeAnswered = hasBridgeAnsweredRef.current;
    if (reported.state.status !== 'loading') hasBridgeAnsweredRef.current = true;
    setState((current) => nextAuthState(current, reported.state, hasBridgeAnswered));
  }, []);
  const value = useMemo<AuthContextValue>(
    () => ({ state, refetchSession: () => refetchRef.current() }),
    [state],
  );
  return (
    <AuthContext.Provider value={value}>
      <Suspense fallback={null}>{withSessionBridge && <SessionBridge onChange={handleChange} />}</Suspense>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside SessionAuthProvider or AuthContext.Provider');
  return value;
}
