import type { Actor } from '../../platform/auth/actor';
import type { HttpError } from '../../platform/http/http-errors';
import { conflict, forbidden } from '../../platform/http/http-errors';
import type { SubscriptionRecord } from '../billing/billing.types';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnerRecord, LearnerStanding } from '../learners/learners.types';
import type { LearnersService } from '../learners/learners.service';
import { canViewLearnerProgress } from '../progress/progress.policy';
import type { PracticeAccessRepository, PractiseStanding } from './practice-access.repository';
import { canPractiseAs, findPracticeBlock, type PracticeBlock } from './practice.policy';

const NOT_YOURS = 'This learner is not part of your account.';

/** The answers a blocked learner gets; the web shows the paused-subscription dialog on the 409. */
function describeBlock(block: PracticeBlock): HttpError {
  switch (block) {
    case 'no_subscription':
      return forbidden('Practice needs a subscription. Ask your parent to add you to their Mathwise plan.');
    case 'inactive':
      return forbidden(
        'Your membership is not active. Ask your parent to add you to their Mathwise plan again.',
      );
    case 'paused':
      return conflict(
        'Your subscription is paused. Ask your parent to resume it, then you can keep practising.',
        'Subscription paused',
      );
  }
}

/** Resolves the learner a call is about and checks the named policies before any of their data is read. */
export function createLearnerAccess(deps: {
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  /** The learner and subscription standing in one read (practice's every request). */
  standings: PracticeAccessRepository;
}) {
  async function findParentSubscription(actor: Actor): Promise<SubscriptionRecord | undefined> {
    return actor.userType === 'parent'
      ? deps.subscriptions.findSubscriptionOfParent(actor.userId)
      : undefined;
  }

  /** The subscription's block, from the standing read with the learner (findOwnLearner) or read now. */
  async function requirePracticeAllowed(learner: LearnerStanding | PractiseStanding): Promise<void> {
    const subscription =
      'subscription' in learner
        ? learner.subscription
        : learner.subscriptionId === null
          ? undefined
          : await deps.subscriptions.findSubscriptionStanding(learner.subscriptionId);
    const block = findPracticeBlock(learner, subscription);
    if (block) throw describeBlock(block);
  }

  return {
    /** The learner whose progress is read (the learner themselves or their parent); 403 otherwise. */
    async requireViewableLearner(actor: Actor, learnerUserId: string): Promise<LearnerRecord> {
      const learner = await deps.learners.findLearnerByUserId(learnerUserId);
      if (!canViewLearnerProgress(actor, learner, await findParentSubscription(actor)) || !learner) {
        throw forbidden(NOT_YOURS);
      }
      return learner;
    },

    /**
     * The signed-in learner, allowed to practise now: 403 for anyone else (a parent, a sibling, staff) or without a
     * subscription, 409 while the subscription is paused.
     */
    async requirePractisingLearner(actor: Actor, learnerUserId = actor.userId): Promise<PractiseStanding> {
      const learner = await deps.standings.findPractiseStanding(learnerUserId);
      if (!canPractiseAs(actor, learner) || !learner) throw forbidden(NOT_YOURS);
      await requirePracticeAllowed(learner);
      return learner;
    },

    /** The signed-in user's own learner record when they are a learner; undefined for anyone else. */
    async findOwnLearner(actor: Actor): Promise<PractiseStanding | undefined> {
      if (actor.userType !== 'learner') return undefined;
      const learner = await deps.standings.findPractiseStanding(actor.userId);
      return canPractiseAs(actor, learner) ? learner : undefined;
    },

    requirePracticeAllowed,
  };
}

export type LearnerAccess = ReturnType<typeof createLearnerAccess>;
