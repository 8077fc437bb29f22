import { createHash, randomBytes } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type {
  AccountUpdateRequest,
  NotificationSettingsRequest,
  PasswordChangeRequest,
} from '@mathwise/api-contract';
import {
  ACCOUNT_UPDATED,
  CURRENT_PASSWORD_INVALID,
  GRADE_REQUIRED,
  NO_SUBSCRIPTION_MESSAGE,
  VERIFICATION_EMAIL_SENT,
} from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import type { Auth } from '../../platform/auth/auth';
import { refreshCachedSessionUser } from '../../platform/auth/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnersService } from '../learners/learners.service';
import { isKnownGrade } from '../learners/learners.service';
import {
  canChangeEmailOf,
  canChangePasswordOf,
  canEditLearnerAccount,
  canEditOwnAccount,
  canManageNotifications,
  canResendVerificationFor,
} from './accounts.policy';
import { EMAIL_IN_USE, endAllSessions, type AccountsService } from './accounts.service';
import { buildConfirmEmailChangeEmail, buildEmailChangedNoticeEmail } from './email-change.email';
import type { UserRecord, UsersRepository } from './users.repository';

export const SOCIAL_LOGIN_EMAIL_LOCKED =
  'This account signs in with Google, Facebook or your organisation, so its e-mail is managed there and cannot be changed here.';
export const SOCIAL_LOGIN_PASSWORD_LOCKED =
  'This account signs in with Google, Facebook or your organisation, so it has no Mathwise password to change.';
export const LEARNER_EMAIL_NOT_YOURS =
  'Only the student can change the e-mail of an account they created themselves. Ask them to change it in their own settings.';
export const USER_TYPE_MISMATCH = 'The user type does not match this account.';
export const EMAIL_CHANGE_LINK_INVALID = 'email-change-invalid';

/** How long the confirmation link sent to a new e-mail address works. */
export const EMAIL_CHANGE_EXPIRES_HOURS = 24;
const EMAIL_CHANGE_PREFIX = 'mathwise-email-change:';

interface PendingEmailChange {
  userId: string;
  newEmail: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Answer of update-account: the spec's notice, and where a confirmation link went when the e-mail is changing. */
export interface AccountUpdateResult {
  title: string;
  body: string;
  pending_email: string | null;
}

export interface NotificationSettings {
  weekly_report: boolean;
  newsletter: boolean;
  account_activity: boolean;
}

/**
 * The account settings a signed-in user changes through the routes: name, grade and e-mail (confirmed by the new
 * address), password, a parent's notifications, and the verification e-mail sent again.
 */
export function createAccountSettingsService(deps: {
  auth: Auth;
  users: UsersRepository;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  accounts: Pick<AccountsService, 'isUnclaimedLearnerAddress'>;
  mailer: Mailer;
  publicUrl: string;
  supportAddress: string;
}) {
  /** Social-login accounts have no credential (e-mail and password) account row (spec 2 §2). */
  async function findCredentialPasswordHash(userId: string): Promise<string | undefined> {
    const context = await deps.auth.$context;
    const accounts = await context.internalAdapter.findAccounts(userId);
    return accounts.find((account) => account.providerId === 'credential')?.password ?? undefined;
  }

  /** The account the caller may edit: their own, or (for a parent) one of their learners'. */
  async function findEditableAccount(actor: Actor, userId: string): Promise<UserRecord> {
    const target = await deps.users.findById(userId);
    if (target && canEditOwnAccount(actor, target.id)) return target;
    const [learner, subscription] = await Promise.all([
      deps.learners.findLearnerByUserId(userId),
      deps.subscriptions.findSubscriptionOfParent(actor.userId),
    ]);
    // An unknown id answers like someone else's, so ids cannot be probed.
    if (!target || !canEditLearnerAccount(actor, learner, subscription)) throw forbidden();
    return target;
  }

  /** Stores a single-use token (hashed) in better-auth's verification table and mails its link to the new address. */
  async function requestEmailChange(target: UserRecord, newEmail: string): Promise<void> {
    const context = await deps.auth.$context;
    const token = randomBytes(32).toString('base64url');
    const pending: PendingEmailChange = { userId: target.id, newEmail };
    await context.internalAdapter.createVerificationValue({
      identifier: `${EMAIL_CHANGE_PREFIX}${hashToken(token)}`,
      value: JSON.stringify(pending),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_EXPIRES_HOURS * 3_600_000),
    });
    const confirmUrl = `${deps.publicUrl}/api/accountSettings/confirm-email/?token=${token}`;
    await deps.mailer.send(
      buildConfirmEmailChangeEmail({
        name: target.name,
        newEmail,
        confirmUrl,
        expiresInHours: EMAIL_CHANGE_EXPIRES_HOURS,
      }),
    );
  }

  return {
    /**
     * POST /api/accountSettings/update-account/. Name and (for a learner) grade change at once; a new e-mail is only
     * requested here and takes effect when the new address confirms it. A parent may change a learner's name, grade
     * and e-mail (still confirmed by the new address); only the owner changes a password.
     */
    async updateAccount(actor: Actor, request: AccountUpdateRequest): Promise<AccountUpdateResult> {
      const target = await findEditableAccount(actor, request.user_id);
      if (request.user_type !== target.userType) throw badRequest(USER_TYPE_MISMATCH);
      if (request.user_type === 'learner' && !isKnownGrade(request.grade)) throw badRequest(GRADE_REQUIRED);
      const newEmail = request.form.email.toLowerCase();
      const isEmailChanging = newEmail !== target.email.toLowerCase();
      if (isEmailChanging) {
        const creatorUserId =
          target.id === actor.userId ? null : await deps.learners.findCreatorUserId(target.id);
        if (!canChangeEmailOf(actor, { id: target.id, creatorUserId }))
          throw forbidden(LEARNER_EMAIL_NOT_YOURS);
        if ((await findCredentialPasswordHash(target.id)) === undefined)
          throw forbidden(SOCIAL_LOGIN_EMAIL_LOCKED);
        if (await deps.users.isEmailTaken(newEmail, target.id)) throw conflict(EMAIL_IN_USE, 'E-mail in use');
      }
      await deps.users.updateName(target.id, request.form.name);
      await refreshCachedSessionUser(deps.auth, target.id);
      if (request.user_type === 'learner') await deps.learners.setCurrentGrade(target.id, request.grade);
      if (isEmailChanging) await requestEmailChange(target, newEmail);
      return {
        title: 'Account updated',
        body: ACCOUNT_UPDATED,
        pending_email: isEmailChanging ? newEmail : null,
      };
    },

    /** POST /api/accountSettings/validate-email/: 200 when the address is free or already the caller's own. */
    async validateEmail(actor: Actor, email: string): Promise<{ title: string; body: string }> {
      const isOwn = email.toLowerCase() === actor.email.toLowerCase();
      // A parent's create-learner form checks here first: an unproven learner account with no family does not
      // block them (addNewLearner takes the address over), so it does not stop the form either.
      const isFreeForParent =
        actor.userType === 'parent' && (await deps.accounts.isUnclaimedLearnerAddress(email));
      if (!isOwn && !isFreeForParent && (await deps.users.isEmailTaken(email))) {
        throw conflict(EMAIL_IN_USE, 'E-mail in use');
      }
      return { title: 'E-mail available', body: 'This e-mail can be used.' };
    },

    /**
     * GET /api/accountSettings/confirm-email/?token=…: makes the e-mail change, ends every session of the account
     * and tells the old address. Answers where the browser goes next (the login action page either way).
     */
    async confirmEmailChange(token: string): Promise<{ isChanged: boolean }> {
      const context = await deps.auth.$context;
      // Consumed atomically: a link works once, and an expired one is refused.
      const stored = await context.internalAdapter.consumeVerificationValue(
        `${EMAIL_CHANGE_PREFIX}${hashToken(token)}`,
      );
      if (!stored) return { isChanged: false };
      const pending = JSON.parse(stored.value) as PendingEmailChange;
      const user = await deps.users.findById(pending.userId);
      if (!user || (await deps.users.isEmailTaken(pending.newEmail, user.id))) return { isChanged: false };
      await deps.users.updateEmail(user.id, pending.newEmail);
      await endAllSessions(deps.auth, user.id);
      await deps.mailer.send(
        buildEmailChangedNoticeEmail({
          name: user.name,
          oldEmail: user.email,
          newEmail: pending.newEmail,
          supportAddress: deps.supportAddress,
        }),
      );
      return { isChanged: true };
    },

    /**
     * The password change of account settings: the current password is checked (the spec's "check password"), the
     * new one stored, and every session of the account ended, this one included, so the web signs out.
     */
    async changePassword(
      actor: Actor,
      request: PasswordChangeRequest,
    ): Promise<{ title: string; body: string }> {
      if (!canChangePasswordOf(actor, request.user_id ?? actor.userId)) throw forbidden();
      const hash = await findCredentialPasswordHash(actor.userId);
      if (hash === undefined) throw forbidden(SOCIAL_LOGIN_PASSWORD_LOCKED);
      const context = await deps.auth.$context;
      if (!(await context.password.verify({ hash, password: request.current_password }))) {
        throw badRequest(CURRENT_PASSWORD_INVALID);
      }
      await context.internalAdapter.updatePassword(
        actor.userId,
        await context.password.hash(request.password),
      );
      await endAllSessions(deps.auth, actor.userId);
      return { title: 'Password changed', body: 'Your password was changed. Please log in again.' };
    },

    /** The parent's notification switches, kept on their subscription (spec 2 §3 lists them there). */
    async updateNotifications(
      actor: Actor,
      request: NotificationSettingsRequest,
    ): Promise<NotificationSettings> {
      if (!canManageNotifications(actor)) throw forbidden();
      const subscription = await deps.subscriptions.findSubscriptionOfParent(actor.userId);
      if (!subscription) throw notFound(NO_SUBSCRIPTION_MESSAGE);
      const updated = await deps.subscriptions.updateNotificationSettings(subscription.id, {
        weeklyReport: request.weekly_report,
        newsletter: request.newsletter,
        accountActivity: request.account_activity,
      });
      return {
        weekly_report: updated.weeklyReport,
        newsletter: updated.newsletter,
        account_activity: updated.accountActivity,
      };
    },

    /** POST /api/email/verification: sends the verification e-mail again (spec 1 §7). */
    async resendVerificationEmail(actor: Actor, userId: string): Promise<{ title: string; body: string }> {
      if (!canResendVerificationFor(actor, userId)) throw forbidden();
      if (actor.isEmailVerified)
        throw conflict('Your e-mail address is already verified.', 'Already verified');
      try {
        await deps.auth.api.sendVerificationEmail({
          body: { email: actor.email, callbackURL: '/email-verification' },
        });
      } catch (error) {
        // The per-address limit of every verification mail (platform/auth/auth.ts).
        if (error instanceof APIError && error.statusCode === 429)
          throw new HttpError(429, 'Too many requests', error.message);
        throw error;
      }
      return { title: 'Email sent', body: VERIFICATION_EMAIL_SENT };
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
