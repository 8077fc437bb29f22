import type { Actor } from '../../platform/auth/actor';
import type { SubscriptionRecord } from '../billing/billing.types';
import type { LearnerRecord } from './learners.repository';

/** Only parents add, create or greet learners (spec 2 §6: learners cannot manage memberships). */
export function canManageLearners(actor: Actor): boolean {
  return actor.userType === 'parent';
}

/** A request to join a family is answered by the learner it asks, in their own session, and by nobody else. */
export function canAnswerFamilyInvitation(
  actor: Actor,
  invitation: { learnerUserId: string | null },
): boolean {
  return actor.userType === 'learner' && actor.userId === invitation.learnerUserId;
}

/** A subscription's learners and free slots are the business of the parent who owns it, and nobody else. */
export function canManageSubscription(actor: Actor, subscription: SubscriptionRecord | undefined): boolean {
  return subscription !== undefined && canManageLearners(actor) && subscription.parentUserId === actor.userId;
}

/** A learner is "the parent's" while they hold a slot in the parent's own subscription. */
export function isLearnerOfParent(
  actor: Actor,
  learner: LearnerRecord | undefined,
  parentSubscription: SubscriptionRecord | undefined,
): boolean {
  return (
    learner !== undefined &&
    canManageSubscription(actor, parentSubscription) &&
    learner.subscriptionId === parentSubscription?.id
  );
}

/**
 * A learner's data (export and erasure, docs/privacy.md) is managed by their parent: the parent whose subscription
 * holds the learner. Not the learner, a sibling, another family or staff.
 */
export function canManageLearnerData(
  actor: Actor,
  learner: LearnerRecord | undefined,
  parentSubscription: SubscriptionRecord | undefined,
): boolean {
  return isLearnerOfParent(actor, learner, parentSubscription);
}
