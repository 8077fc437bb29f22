import type { Subscription, SubscriptionLookupResponse } from '@mathwise/api-contract';
import { NO_SUBSCRIPTION_MESSAGE } from '@mathwise/api-contract';
import type { Actor, UserType } from '../../platform/auth/actor';
import { forbidden } from '../../platform/http/http-errors';
import { presentLearner } from '../learners/learner.presenter';
import type { LearnerRecord } from '../learners/learners.types';
import type { LearnersService } from '../learners/learners.service';
import { canLookUpSubscriptionOf } from './billing.policy';
import type { PaymentCardRecord } from './billing.repository';
import type {
  SubscriptionRecord,
  SubscriptionsRepository,
  SubscriptionStanding,
} from './subscriptions.repository';

/** The parent's renewal card and provider customer; never given to a learner. */
export interface BillingDetails {
  card: PaymentCardRecord | undefined;
  customerId: string | null;
}

function presentSubscription(
  subscription: SubscriptionRecord,
  learners: LearnerRecord[],
  lookedUpAs: UserType,
  currentGrade: number | null,
  billing?: BillingDetails,
): Subscription {
  const card = billing?.card?.isActive ? billing.card : undefined;
  return {
    id: subscription.id,
    user_id: subscription.parentUserId,
    status: subscription.status,
    subscription_plan: subscription.plan,
    number_of_children: subscription.numberOfChildren,
    payment_id: subscription.paymentId,
    created_at: subscription.createdAt,
    learners: learners.map(presentLearner),
    empty_learners: Math.max(0, subscription.numberOfChildren - learners.length),
    user_type: lookedUpAs,
    weekly_report: subscription.notifications.weeklyReport,
    newsletter: subscription.notifications.newsletter,
    account_activity: subscription.notifications.accountActivity,
    current_subject: currentGrade,
    next_billing_date: subscription.nextBillingDate,
    amount_cents: subscription.amountCents,
    trial_ends_at: subscription.trialEndsAt,
    ...(billing
      ? {
          card: card
            ? {
                id: card.id,
                last4: card.last4,
                cardBrand: card.brand,
                expMonth: card.expMonth,
                expYear: card.expYear,
              }
            : null,
          customer_id: billing.customerId,
          percent_off: subscription.percentOff,
        }
      : {}),
  };
}

export function createSubscriptionsService(deps: {
  subscriptions: SubscriptionsRepository;
  learners: LearnersService;
  /** The card and provider customer shown to the owning parent (billing's repository). */
  findBillingDetails: (subscription: SubscriptionRecord) => Promise<BillingDetails>;
}) {
  /** The subscription as its parent sees it: every learner, the free slots and the renewal card. */
  async function presentForParent(subscription: SubscriptionRecord): Promise<Subscription> {
    const learners = await deps.learners.listLearnersOfSubscription(subscription.id);
    return presentSubscription(
      subscription,
      learners,
      'parent',
      null,
      await deps.findBillingDetails(subscription),
    );
  }

  return {
    presentForParent,

    /**
     * A subscription with payment id FREE (spec 2 §3: "the literal FREE means a free plan"): the development demo
     * family and test factories use it; paid subscriptions are created by checkout.
     */
    async grantFreeSubscription(parentUserId: string, numberOfChildren: number): Promise<SubscriptionRecord> {
      const existing = await deps.subscriptions.findByParentUserId(parentUserId);
      if (existing) return existing;
      const inOneYear = new Date();
      inOneYear.setUTCFullYear(inOneYear.getUTCFullYear() + 1);
      return deps.subscriptions.create({
        parentUserId,
        status: 'active',
        plan: 2,
        numberOfChildren,
        paymentId: 'FREE',
        amountCents: 0,
        percentOff: 0,
        trialEndsAt: null,
        nextBillingDate: inOneYear.toISOString(),
      });
    },

    /** For other areas' ownership checks (students, accounts): the subscription, or undefined. */
    findSubscriptionById(id: number): Promise<SubscriptionRecord | undefined> {
      return deps.subscriptions.findById(id);
    },

    /** The subscription's status alone: what the practice check reads on every practice request. */
    findSubscriptionStanding(id: number): Promise<SubscriptionStanding | undefined> {
      return deps.subscriptions.findStandingById(id);
    },

    findSubscriptionOfParent(parentUserId: string): Promise<SubscriptionRecord | undefined> {
      return deps.subscriptions.findByParentUserId(parentUserId);
    },

    /** The parent's e-mail notification switches live on their subscription (spec 2 §3); unset ones keep their value. */
    async updateNotificationSettings(
      subscriptionId: number,
      settings: Partial<SubscriptionRecord['notifications']>,
    ): Promise<SubscriptionRecord['notifications']> {
      await deps.subscriptions.updateNotifications(subscriptionId, settings);
      const updated = await deps.subscriptions.findById(subscriptionId);
      if (!updated) throw new Error(`Subscription ${subscriptionId} vanished during a notification update`);
      return updated.notifications;
    },

    async connectLearnerToSubscription(subscriptionId: number, learnerUserId: string): Promise<void> {
      await deps.subscriptions.assignLearner(subscriptionId, learnerUserId);
    },

    /**
     * GET /api/getOneSubscription/:userId/:userType. A parent gets their own subscription with every learner; a
     * learner gets the subscription that holds their slot, showing only themselves (not siblings' accounts).
     */
    async lookUpSubscription(
      actor: Actor,
      userId: string,
      userType: UserType,
    ): Promise<SubscriptionLookupResponse> {
      if (!canLookUpSubscriptionOf(actor, userId, userType)) throw forbidden();
      const none = { message: NO_SUBSCRIPTION_MESSAGE };
      if (userType === 'parent') {
        const subscription = await deps.subscriptions.findByParentUserId(userId);
        if (!subscription) return none;
        return presentForParent(subscription);
      }
      const learner = await deps.learners.findLearnerByUserId(userId);
      if (!learner?.subscriptionId) return none;
      const subscription = await deps.subscriptions.findById(learner.subscriptionId);
      if (!subscription) return none;
      return presentSubscription(subscription, [learner], 'learner', learner.currentGradeId);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
