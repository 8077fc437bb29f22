import type { Auth } from '../../platform/auth/auth';
import { refreshCachedSessionUser } from '../../platform/auth/auth';
import { conflict } from '../../platform/http/http-errors';
import type { LearnersService } from '../learners/learners.service';
import type { UsersRepository } from './users.repository';

export const EMAIL_IN_USE = 'This e-mail is already in use by another account.';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  userType: 'parent' | 'learner';
}

/** Ends every session of an account (a changed e-mail or password, a released address). */
export async function endAllSessions(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
}

/**
 * Accounts as other areas use them: creating verified and learner accounts, releasing an unclaimed learner address,
 * deleting, renaming, and the few facts about an account they ask (settings are account-settings.service.ts).
 */
export function createAccountsService(deps: {
  auth: Auth;
  users: UsersRepository;
  learners: LearnersService;
}) {
  async function findUnclaimedLearnerId(email: string): Promise<string | undefined> {
    const userId = await deps.users.findIdByEmail(email);
    if (userId === undefined) return undefined;
    const [user, learner] = await Promise.all([
      deps.users.findById(userId),
      deps.learners.findLearnerByUserId(userId),
    ]);
    const isUnclaimed =
      user?.userType === 'learner' && !user.isEmailVerified && learner?.subscriptionId === null;
    return isUnclaimed ? userId : undefined;
  }

  return {
    /**
     * Creates a verified account directly, for the development demo accounts and test factories; sign-up from the
     * web goes through /api/auth/sign-up/email and its e-mail verification instead.
     */
    async createVerifiedAccount(account: NewAccount, roles: string[] = []): Promise<string> {
      const existing = await deps.users.findIdByEmail(account.email);
      if (existing) return existing;
      // Through better-auth's own adapter, so the password hash and database hooks are exactly those of sign-up,
      // but without sending a verification e-mail to an account that is verified from the start.
      const context = await deps.auth.$context;
      const user = await context.internalAdapter.createUser(
        {
          name: account.name,
          email: account.email.toLowerCase(),
          emailVerified: true,
          userType: account.userType,
        },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(account.password),
      });
      if (roles.length > 0) await deps.users.setRoles(user.id, roles);
      return user.id;
    },

    /**
     * Creates a learner account for a parent's new student (POST /api/addNewStudent). Unlike createVerifiedAccount it
     * never answers an existing account's id: a taken e-mail is refused, so a parent can never claim an account.
     */
    async createLearnerAccount(account: Omit<NewAccount, 'userType'>): Promise<string> {
      if (await deps.users.isEmailTaken(account.email))
        throw conflict(EMAIL_IN_USE, 'E-mail already registered');
      const context = await deps.auth.$context;
      const user = await context.internalAdapter.createUser(
        { name: account.name, email: account.email.toLowerCase(), emailVerified: true, userType: 'learner' },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(account.password),
      });
      return user.id;
    },

    /**
     * Whether an address is held by a learner account that nobody has proven and no family holds (a squatter's, or
     * a child's abandoned sign-up): such an account does not block a verified parent creating that learner.
     */
    async isUnclaimedLearnerAddress(email: string): Promise<boolean> {
      return (await findUnclaimedLearnerId(email)) !== undefined;
    },

    /** Deletes such an account, with its sessions, so the parent's new learner takes the address. */
    async releaseUnclaimedLearnerAddress(email: string): Promise<void> {
      const userId = await findUnclaimedLearnerId(email);
      if (userId === undefined) return;
      await endAllSessions(deps.auth, userId);
      const context = await deps.auth.$context;
      await context.internalAdapter.deleteUser(userId);
    },

    /** Undoes createLearnerAccount when the learner could not be given a membership after all. */
    async deleteAccount(userId: string): Promise<void> {
      const context = await deps.auth.$context;
      await context.internalAdapter.deleteUser(userId);
    },

    /** Whether the account's owner has proved the address: only then may a mail about the account go there. */
    async isEmailVerified(userId: string): Promise<boolean> {
      const user = await deps.users.findById(userId);
      return user?.isEmailVerified === true;
    },

    isEmailTaken(email: string): Promise<boolean> {
      return deps.users.isEmailTaken(email);
    },

    /** The name a parent gives a learner when connecting them (the caller has checked the parent's right). */
    async renameUser(userId: string, name: string): Promise<void> {
      await deps.users.updateName(userId, name);
      await refreshCachedSessionUser(deps.auth, userId);
    },

    /** How many accounts exist (GET /api/users/getUserNumber answers it for the public site). */
    countUsers(): Promise<number> {
      return deps.users.countUsers();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
