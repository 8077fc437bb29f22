import { FREE_PAYMENT_ID, type Learner, type Subscription } from '@mathwise/api-contract';

/** The four membership states of spec 2 §4. */
export type MembershipState = 'renews' | 'ends' | 'paused' | 'free';
export type MembershipAction = 'cancel' | 'resume' | null;

/**
 * Which state a learner's membership card shows. A free plan wins over everything (it has nothing to renew or
 * cancel); a paused subscription or an inactive membership is paused; a scheduled cancellation ends on the next
 * billing date; anything else renews then.
 */
export function selectMembershipState(
  subscription: Pick<Subscription, 'payment_id' | 'status'>,
  learner: Pick<Learner, 'status' | 'scheduled_cancellation'>,
): MembershipState {
  if (subscription.payment_id === FREE_PAYMENT_ID) return 'free';
  if (subscription.status === 'paused' || !learner.status) return 'paused';
  if (learner.scheduled_cancellation) return 'ends';
  return 'renews';
}

/** Spec 2 §4: 'Resume premium' for a scheduled cancellation or a pause, 'Cancel premium' when active and paid. */
export function selectMembershipAction(state: MembershipState): MembershipAction {
  switch (state) {
    case 'renews':
      return 'cancel';
    case 'ends':
    case 'paused':
      return 'resume';
    case 'free':
      return null;
  }
}
