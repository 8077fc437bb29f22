import type { Actor } from '../../platform/auth/actor';
import type { SubscriptionRecord } from '../billing/billing.types';
import type { LearnerRecord } from '../learners/learners.types';
import { isLearnerOfParent } from '../learners/learners.policy';

/** Only the account holder can ask for their own verification e-mail again. */
export function canResendVerificationFor(actor: Actor, userId: string): boolean {
  return actor.userId === userId;
}

/** Everyone edits their own settings (spec 2 §1: "Learners may edit their own settings"). */
export function canEditOwnAccount(actor: Actor, userId: string): boolean {
  return actor.userId === userId;
}

/**
 * A parent edits a learner's settings (the /account/settings/:learnerUserId tab) only while that learner holds a
 * slot in the parent's own subscription; a learner never edits anyone else, a sibling included.
 */
export function canEditLearnerAccount(
  actor: Actor,
  learner: LearnerRecord | undefined,
  parentSubscription: SubscriptionRecord | undefined,
): boolean {
  return isLearnerOfParent(actor, learner, parentSubscription);
}

/**
 * Who may re-point an account's e-mail: its owner, or the parent who created that learner account. A parent who
 * connected an account the child made (with the child's consent) manages it but cannot take over its sign-in: the
 * confirmation link would go to an address of the parent's choosing.
 */
export function canChangeEmailOf(
  actor: Actor,
  target: { id: string; creatorUserId: string | null },
): boolean {
  return (
    actor.userId === target.id || (target.creatorUserId !== null && target.creatorUserId === actor.userId)
  );
}

/** A password proves who you are, so only its owner changes it (who alone knows the current one). */
export function canChangePasswordOf(actor: Actor, userId: string): boolean {
  return actor.userId === userId;
}

/** The notification switches (weekly report, newsletter, account activity) are the parent's (spec 2 §2). */
export function canManageNotifications(actor: Actor): boolean {
  return actor.userType === 'parent';
}
