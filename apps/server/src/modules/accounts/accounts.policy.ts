import type { Actor } from '../../platform/auth/actor';
import type { SubscriptionRecord } from '../billing/subscriptions.repository';
import type { LearnerRecord } from '../students/learners.repository';
import { isLearnerOfParent } from '../students/students.policy';

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

/** A password proves who you are, so only its owner changes it (who alone knows the current one). */
export function canChangePasswordOf(actor: Actor, userId: string): boolean {
  return actor.userId === userId;
}

/** The notification switches (weekly report, newsletter, account activity) are the parent's (spec 2 §2). */
export function canManageNotifications(actor: Actor): boolean {
  return actor.userType === 'parent';
}
