import type { BootSessionUser } from '@mathwise/api-contract';

/**
 * The signed-in user as the web app uses it, independent of better-auth's own types: the boot session's fields, with
 * the account type settled and the roles claim split into a list.
 */
export type AuthUser = Omit<BootSessionUser, 'userType' | 'roles'> & {
  userType: 'parent' | 'learner';
  roles: readonly string[];
};

/** Spec 1 §4: loading, anonymous, authenticated-unverified, verified parent, verified learner, teacher. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'unverified'; user: AuthUser }
  | { status: 'parent'; user: AuthUser }
  | { status: 'learner'; user: AuthUser }
  | { status: 'teacher'; user: AuthUser };

export type AuthStatus = AuthState['status'];

type RequiredSessionField = 'id' | 'name' | 'email' | 'emailVerified';

/**
 * What a session gives us: the fields of the page's boot session, which the server writes from the same type, with
 * better-auth's additional fields loose on purpose, because its own session answer may leave them null or missing.
 */
export type SessionUserLike = Pick<BootSessionUser, RequiredSessionField> &
  Partial<Omit<BootSessionUser, RequiredSessionField>>;

/** The roles claim travels as a comma-separated string ('teacher', 'teacher,testing' or ''). */
export function parseRoles(roles: string | null | undefined): string[] {
  if (!roles) return [];
  return roles
    .split(',')
    .map((role) => role.trim().toLowerCase())
    .filter((role) => role.length > 0);
}

export function toAuthUser(user: SessionUserLike): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    nickname: user.nickname ?? null,
    // Anything but an explicit learner is treated as a parent: parents are the paying default account type.
    userType: user.userType === 'learner' ? 'learner' : 'parent',
    roles: parseRoles(user.roles),
  };
}

export function deriveAuthState(
  sessionUser: SessionUserLike | null | undefined,
  isPending: boolean,
): AuthState {
  if (isPending) return { status: 'loading' };
  if (!sessionUser) return { status: 'anonymous' };
  const user = toAuthUser(sessionUser);
  // Spec 1 §6: an unverified e-mail blocks every protected page, whatever the role.
  if (!user.emailVerified) return { status: 'unverified', user };
  if (user.roles.includes('teacher')) return { status: 'teacher', user };
  return { status: user.userType, user };
}

export function getAuthUser(state: AuthState): AuthUser | null {
  return 'user' in state ? state.user : null;
}

export function hasRole(state: AuthState, role: string): boolean {
  return getAuthUser(state)?.roles.includes(role) ?? false;
}
