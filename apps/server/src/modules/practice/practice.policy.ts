import type { Actor } from '../../platform/auth/actor';
import { isTeacher } from '../../platform/auth/actor';
import type { SubscriptionStanding } from '../billing/billing.types';
import type { LearnerStanding } from '../learners/learners.types';

/**
 * Only the learner themselves practises, takes a diagnostic and saves rounds (spec 3 §6: "Learners use practice and
 * progress for their own record, found by matching the learner's user_id to the signed-in user's id"). A parent
 * reads progress but never answers for their child; staff have nothing here.
 */
export function canPractiseAs(actor: Actor, learner: LearnerStanding | undefined): boolean {
  return (
    learner !== undefined &&
    actor.userType === 'learner' &&
    !isTeacher(actor) &&
    learner.userId === actor.userId
  );
}

export type PracticeBlock = 'no_subscription' | 'inactive' | 'paused';

/**
 * Why a learner may not practise right now, or null when they may (spec 3 §1: "A learner can practise only when a
 * parent subscription exists for them. While the subscription is paused, practice is blocked").
 */
export function findPracticeBlock(
  learner: LearnerStanding,
  subscription: SubscriptionStanding | undefined,
): PracticeBlock | null {
  if (learner.subscriptionId === null || subscription === undefined) return 'no_subscription';
  if (!learner.isActive) return 'inactive';
  if (subscription.status === 'paused') return 'paused';
  return null;
}

/** Why a caller may not check, ask a hint for, or see the solution of a question outside the demo. */
export type QuestionCheckRefusal = 'not_a_learner' | 'not_in_open_round';

/**
 * A question outside the demo is checked only by the learner it was served to, inside their own open practice round
 * or diagnostic (issue 22.3): a check answers right or wrong and, once the attempt is closed, the key and the worked
 * solution, so anyone else's check would let them answer a learner's round for them. Parents, staff and other
 * learners get 403 (staff read keys through the admin API); a learner's check of a question not in their open
 * rounds gets 404.
 */
export function findQuestionCheckRefusal(
  actor: Actor,
  learner: LearnerStanding | undefined,
  isInLearnersOpenRound: boolean,
): QuestionCheckRefusal | null {
  if (!learner || !canPractiseAs(actor, learner)) return 'not_a_learner';
  if (!isInLearnersOpenRound) return 'not_in_open_round';
  return null;
}
