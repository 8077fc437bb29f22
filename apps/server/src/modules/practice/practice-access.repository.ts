import type { Db } from '../../platform/db/database';
import { prepareQuery } from '../../platform/db/prepared-query';
import type { SubscriptionStanding } from '../billing/billing.types';
import type { LearnerStanding } from '../learners/learners.types';

/** A learner's standing with their subscription's, read together: what every practice request checks. */
export interface PractiseStanding extends LearnerStanding {
  /** The subscription's status; undefined without a subscription (or one that no longer exists). */
  subscription: SubscriptionStanding | undefined;
}

/**
 * The practice checks' read of the learner and their subscription in one statement (a left join): read one after
 * the other, they were two round trips in a row on every question, check and save on PostgreSQL (issue 25). The
 * columns are those of the learners' and subscriptions' standing reads.
 */
export function createPracticeAccessRepository(db: Db) {
  const standingByUserId = prepareQuery((args: { userId: string }) =>
    db
      .selectFrom('learner')
      .leftJoin('subscription', 'subscription.id', 'learner.subscription_id')
      .select([
        'learner.id',
        'learner.user_id',
        'learner.subscription_id',
        'learner.status',
        'subscription.status as subscription_status',
      ])
      .where('learner.user_id', '=', args.userId),
  );

  return {
    async findPractiseStanding(userId: string): Promise<PractiseStanding | undefined> {
      const [row] = (await standingByUserId(db, { userId })).rows;
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        subscriptionId: row.subscription_id,
        isActive: Boolean(row.status),
        subscription:
          row.subscription_id === null || row.subscription_status === null
            ? undefined
            : { status: row.subscription_status },
      };
    },
  };
}

export type PracticeAccessRepository = ReturnType<typeof createPracticeAccessRepository>;
