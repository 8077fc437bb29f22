import type { Actor } from '../../platform/auth/actor';
import { isTeacher } from '../../platform/auth/actor';
import type { SubscriptionRecord } from '../billing/billing.types';
import type { LearnerRecord } from '../learners/learners.types';

/**
 * A learner's progress, reports, badges and certificates are for the learner themselves and for the parent whose
 * subscription holds them (spec 3 §6: "Parents open the parent progress and summary views for their learners").
 * A sibling, another family and staff get nothing.
 */
export function canViewLearnerProgress(
  actor: Actor,
  learner: LearnerRecord | undefined,
  parentSubscription: SubscriptionRecord | undefined,
): boolean {
  if (learner === undefined || isTeacher(actor)) return false;
  if (actor.userType === 'learner') return learner.userId === actor.userId;
  return (
    parentSubscription !== undefined &&
    parentSubscription.parentUserId === actor.userId &&
    learner.subscriptionId === parentSubscription.id
  );
}
