import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import { prepareQuery } from '../../platform/db/prepared-query';
import type { SubscriptionTable } from '../../platform/db/schema';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';

export interface SubscriptionRecord {
  id: number;
  parentUserId: string;
  status: 'active' | 'paused';
  plan: 1 | 2;
  numberOfChildren: number;
  paymentId: string;
  amountCents: number;
  percentOff: number;
  trialEndsAt: string | null;
  nextBillingDate: string;
  notifications: { weeklyReport: boolean; newsletter: boolean; accountActivity: boolean };
  cardId: string | null;
  promoCode: string | null;
  /** Where billing periods are counted from; null on free plans. */
  billingAnchorAt: string | null;
  createdAt: string;
}

/** What deciding whether a learner of the family may practise needs of the subscription. */
export type SubscriptionStanding = Pick<SubscriptionRecord, 'status'>;

export interface NewSubscription {
  parentUserId: string;
  status: 'active' | 'paused';
  plan: 1 | 2;
  numberOfChildren: number;
  paymentId: string;
  amountCents: number;
  percentOff: number;
  trialEndsAt: string | null;
  nextBillingDate: string;
  cardId?: string | null;
  promoCode?: string | null;
  billingAnchorAt?: string | null;
  /** Defaults to now; checkout passes the moment the periods are counted from. */
  createdAt?: string;
}

export function createSubscriptionsRepository(db: Db) {
  // Every practice request checks the learner's subscription: built and compiled once (prepared-query.ts).
  const subscriptionById = prepareQuery((args: { id: number }) =>
    db.selectFrom('subscription').selectAll().where('id', '=', args.id),
  );
  // Its status alone: the whole record converts five timestamps the practice check never looks at.
  const subscriptionStatusById = prepareQuery((args: { id: number }) =>
    db.selectFrom('subscription').select('status').where('id', '=', args.id),
  );

  return {
    async findStandingById(id: number): Promise<SubscriptionStanding | undefined> {
      const [row] = (await subscriptionStatusById(db, { id })).rows;
      return row ? { status: row.status } : undefined;
    },

    async findById(id: number): Promise<SubscriptionRecord | undefined> {
      const [row] = (await subscriptionById(db, { id })).rows;
      return row ? toRecord(row) : undefined;
    },

    async findByParentUserId(parentUserId: string): Promise<SubscriptionRecord | undefined> {
      const row = await db
        .selectFrom('subscription')
        .selectAll()
        .where('parent_user_id', '=', parentUserId)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async create(subscription: NewSubscription): Promise<SubscriptionRecord> {
      const now = subscription.createdAt ?? new Date().toISOString();
      const { id } = await db
        .insertInto('subscription')
        .values({
          parent_user_id: subscription.parentUserId,
          status: subscription.status,
          subscription_plan: subscription.plan,
          number_of_children: subscription.numberOfChildren,
          payment_id: subscription.paymentId,
          amount_cents: subscription.amountCents,
          percent_off: subscription.percentOff,
          trial_ends_at: subscription.trialEndsAt,
          next_billing_date: subscription.nextBillingDate,
          card_id: subscription.cardId ?? null,
          promo_code: subscription.promoCode ?? null,
          billing_anchor_at: subscription.billingAnchorAt ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.findById(id);
      if (!created) throw new Error(`Subscription ${id} vanished after insert`);
      return created;
    },

    async updateNotifications(
      id: number,
      settings: Partial<SubscriptionRecord['notifications']>,
    ): Promise<void> {
      const changes = {
        ...(settings.weeklyReport === undefined ? {} : { weekly_report: settings.weeklyReport }),
        ...(settings.newsletter === undefined ? {} : { newsletter: settings.newsletter }),
        ...(settings.accountActivity === undefined ? {} : { account_activity: settings.accountActivity }),
      };
      await db
        .updateTable('subscription')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Seats and the renewal amount for them; the order's own status guard keeps this from running twice. */
    async setSeats(id: number, numberOfChildren: number, amountCents: number): Promise<void> {
      await db
        .updateTable('subscription')
        .set({
          number_of_children: numberOfChildren,
          amount_cents: amountCents,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Moves the subscription into its next period, only if it is still in the period that was charged. */
    async advancePeriod(
      id: number,
      change: {
        expectedNextBillingDate: string;
        nextBillingDate: string;
        billingAnchorAt: string;
        numberOfChildren: number;
        amountCents: number;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('subscription')
        .set({
          status: 'active',
          next_billing_date: change.nextBillingDate,
          billing_anchor_at: change.billingAnchorAt,
          number_of_children: change.numberOfChildren,
          amount_cents: change.amountCents,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('next_billing_date', '=', change.expectedNextBillingDate)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setStatus(id: number, status: 'active' | 'paused'): Promise<void> {
      await db
        .updateTable('subscription')
        .set({ status, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async setCard(id: number, cardId: string | null): Promise<void> {
      await db
        .updateTable('subscription')
        .set({ card_id: cardId, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async clearCardEverywhere(cardId: string): Promise<void> {
      await db
        .updateTable('subscription')
        .set({ card_id: null, updated_at: new Date().toISOString() })
        .where('card_id', '=', cardId)
        .execute();
    },

    /** Paid, active subscriptions whose next charge (trial end or renewal) is due at `now`. */
    async listDueForCharge(now: string, limit = 100): Promise<SubscriptionRecord[]> {
      const rows = await db
        .selectFrom('subscription')
        .selectAll()
        .where('status', '=', 'active')
        .where('payment_id', '!=', 'FREE')
        .where('next_billing_date', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    async assignLearner(subscriptionId: number, learnerUserId: string): Promise<void> {
      await db
        .updateTable('learner')
        .set({ subscription_id: subscriptionId, status: true })
        .where('user_id', '=', learnerUserId)
        .execute();
    },
  };
}

type SubscriptionRow = Selectable<SubscriptionTable>;

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    parentUserId: row.parent_user_id,
    status: row.status,
    plan: row.subscription_plan === 1 ? 1 : 2,
    numberOfChildren: row.number_of_children,
    paymentId: row.payment_id,
    amountCents: row.amount_cents,
    percentOff: row.percent_off,
    trialEndsAt: toIsoStringOrNull(row.trial_ends_at),
    nextBillingDate: toIsoString(row.next_billing_date),
    notifications: {
      weeklyReport: Boolean(row.weekly_report),
      newsletter: Boolean(row.newsletter),
      accountActivity: Boolean(row.account_activity),
    },
    cardId: row.card_id,
    promoCode: row.promo_code,
    billingAnchorAt: toIsoStringOrNull(row.billing_anchor_at),
    createdAt: toIsoString(row.created_at),
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
