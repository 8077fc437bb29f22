import type { Actor } from '../../platform/auth/actor';
import type { MembershipRecord, PaymentCardRecord } from './billing.repository';
import type { SubscriptionRecord } from './subscriptions.repository';

/** A user's subscription is looked up only by that user (spec 1 §7: the lookup is keyed by the caller's id). */
export function canLookUpSubscriptionOf(actor: Actor, userId: string, userType: string): boolean {
  return actor.userId === userId && actor.userType === userType;
}

/** Parents buy; a learner is told to ask their parent (spec 2 §6). */
export function canBuySubscription(actor: Actor): boolean {
  return actor.userType === 'parent';
}

/** Seats, invoices and the renewal card of a subscription belong to the parent who owns it. */
export function canManageSubscription(actor: Actor, subscription: SubscriptionRecord): boolean {
  return actor.userType === 'parent' && subscription.parentUserId === actor.userId;
}

/** A membership is changed by the parent of the subscription whose slot it uses. */
export function canManageMembership(
  actor: Actor,
  subscription: SubscriptionRecord,
  membership: MembershipRecord,
): boolean {
  return canManageSubscription(actor, subscription) && membership.subscriptionId === subscription.id;
}

export function canManageCard(actor: Actor, card: PaymentCardRecord): boolean {
  return actor.userType === 'parent' && card.parentUserId === actor.userId;
}

/**
 * The free trial is once per card as well as once per parent (decision 022): a card's trial belongs to the account
 * whose checkout claimed it first; a claim whose account was deleted (holder null) belongs to no one.
 */
export function canStartTrialWithCard(actor: Actor, claim: { holderUserId: string | null }): boolean {
  return claim.holderUserId !== null && claim.holderUserId === actor.userId;
}
