import type { AuthStatus } from '../../lib/auth/auth-state';

/** Spec 1 §2: the newsletter form shows only to anonymous visitors, and not where a layout hides it. */
export function isNewsletterVisible(auth: AuthStatus, isHiddenByLayout: boolean): boolean {
  return auth === 'anonymous' && !isHiddenByLayout;
}
