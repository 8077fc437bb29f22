import type { UserType } from '@mathwise/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { authClient } from '../../lib/auth/auth-client';
import { paths, type SocialProviderId } from '../../lib/paths';
import type { AlertMessage } from '../../ui/timed-alert.component';

// Spec 1 §4: logout clears these cookies (set by the parent and learner pages) along with session storage.
const APP_COOKIE_NAMES = ['parent', 'learner', 'parent_selected_learner'] as const;

// The server's user-create hook reads this cookie to give a social sign-up the account type chosen on our sign-up
// screen (a provider's profile has no such field). Ten minutes covers a round trip through the provider.
const PENDING_USER_TYPE_COOKIE = 'mathwise_pending_user_type';
const PENDING_USER_TYPE_MAX_AGE_S = 600;

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

/** Removes what this browser kept about the signed-in user; the auth cookie itself is cleared by the server. */
export function clearClientSession(): void {
  window.sessionStorage.clear();
  for (const name of [...APP_COOKIE_NAMES, PENDING_USER_TYPE_COOKIE]) writeCookie(name, '', 0);
}

/** Ends the session on the server, then forgets everything cached for that user in this tab. */
export async function signOutUser(queryClient: QueryClient): Promise<void> {
  await authClient.signOut();
  clearClientSession();
  queryClient.clear();
}

/**
 * Starts a social or OIDC sign-in; the browser leaves for the provider. `userType` is given on the sign-up screen. better-auth 1.7 registers the generic OIDC
 * provider as a social provider, so one call covers all three.
 */
export async function startSocialSignIn(
  provider: SocialProviderId,
  userType?: UserType,
): Promise<{ error: unknown }> {
  if (userType) writeCookie(PENDING_USER_TYPE_COOKIE, userType, PENDING_USER_TYPE_MAX_AGE_S);
  const { error } = await authClient.signIn.social({
    provider,
    callbackURL: paths.actionPage.build(),
    errorCallbackURL: paths.actionPage.build('login'),
  });
  return { error };
}

interface AuthErrorLike {
  title?: unknown;
  body?: unknown;
  message?: unknown;
  statusText?: unknown;
}

/**
 * The server answers `{ title, body }` for every failure; better-auth's own errors carry `message`. Show whichever the
 * server sent, with our translated title when it sent none.
 */
export function toAlertMessage(error: unknown, fallback: AlertMessage): AlertMessage {
  if (typeof error !== 'object' || error === null) return fallback;
  const { title, body, message, statusText } = error as AuthErrorLike;
  const text = [body, message, statusText].find((value) => typeof value === 'string' && value.length > 0);
  return {
    title: typeof title === 'string' && title.length > 0 ? title : fallback.title,
    body: typeof text === 'string' ? text : fallback.body,
  };
}
