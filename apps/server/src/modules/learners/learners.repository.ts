import type { Db } from '../../platform/db/database';
import { prepareQuery } from '../../platform/db/prepared-query';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';

export interface LearnerRecord {
  id: number;
  userId: string;
  subscriptionId: number | null;
  isActive: boolean;
  scheduledCancellationAt: string | null;
  currentGradeId: number | null;
  createdAt: string;
  user: {
    name: string;
    nickname: string | null;
    email: string;
    image: string | null;
    lastLoginAt: string | null;
  };
}

/** What deciding whether a learner may practise needs: whose record it is, their family and whether it is active. */
export type LearnerStanding = Pick<LearnerRecord, 'id' | 'userId' | 'subscriptionId' | 'isActive'>;

export function createLearnersRepository(db: Db) {
  function selectLearners() {
    return db
      .selectFrom('learner')
      .innerJoin('user', 'user.id', 'learner.user_id')
      .select((eb) => [
        'learner.id',
        'learner.user_id',
        'learner.subscription_id',
        'learner.status',
        'learner.scheduled_cancellation_at',
        'learner.current_subject',
        'learner.created_at',
        'user.name',
        'user.nickname',
        'user.email',
        'user.image',
        eb
          .selectFrom('session')
          .whereRef('session.userId', '=', 'user.id')
          .select((inner) => inner.fn.max('session.createdAt').as('last'))
          .as('last_login'),
      ]);
  }

  type LearnerRow = Awaited<ReturnType<ReturnType<typeof selectLearners>['execute']>>[number];

  // Every practice request reads the learner: built and compiled once (prepared-query.ts).
  const learnerByUserId = prepareQuery((args: { userId: string }) =>
    selectLearners().where('learner.user_id', '=', args.userId),
  );

  // Every practice request checks the learner's standing: the learner row alone, without the profile's user fields
  // and last sign-in that a whole LearnerRecord reads.
  const learnerStandingByUserId = prepareQuery((args: { userId: string }) =>
    db
      .selectFrom('learner')
      .select(['id', 'user_id', 'subscription_id', 'status'])
      .where('user_id', '=', args.userId),
  );

  function toRecord(row: LearnerRow): LearnerRecord {
    return {
      id: row.id,
      userId: row.user_id,
      subscriptionId: row.subscription_id,
      isActive: Boolean(row.status),
      scheduledCancellationAt: toIsoStringOrNull(row.scheduled_cancellation_at),
      currentGradeId: row.current_subject,
      createdAt: toIsoString(row.created_at),
      user: {
        name: row.name,
        nickname: row.nickname,
        email: row.email,
        image: row.image,
        lastLoginAt: row.last_login ? toIsoString(row.last_login) : null,
      },
    };
  }

  return {
    async createForUser(userId: string): Promise<void> {
      await db
        .insertInto('learner')
        .values({ user_id: userId, status: true, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },

    async findByUserId(userId: string): Promise<LearnerRecord | undefined> {
      const [row] = (await learnerByUserId(db, { userId })).rows;
      return row ? toRecord(row) : undefined;
    },

    async findStandingByUserId(userId: string): Promise<LearnerStanding | undefined> {
      const [row] = (await learnerStandingByUserId(db, { userId })).rows;
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            subscriptionId: row.subscription_id,
            isActive: Boolean(row.status),
          }
        : undefined;
    },

    async findByEmail(email: string): Promise<LearnerRecord | undefined> {
      const row = await selectLearners().where('user.email', '=', email.toLowerCase()).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** The slot numbers held in a subscription; learners connected without a number count as null. */
    async listSlotsOfSubscription(subscriptionId: number): Promise<Array<number | null>> {
      const rows = await db
        .selectFrom('learner')
        .select('slot')
        .where('subscription_id', '=', subscriptionId)
        .execute();
      return rows.map((row) => row.slot);
    },

    /**
     * Gives a learner who belongs to no family the slot `slot` of a subscription and sets their grade. Answers false,
     * changing nothing, when the learner was connected meanwhile or the slot was just taken (the unique index on
     * subscription and slot decides between two concurrent requests, on either engine).
     */
    async connectToSlot(connection: {
      learnerUserId: string;
      subscriptionId: number;
      slot: number;
      currentGradeId: number;
    }): Promise<boolean> {
      try {
        const result = await db
          .updateTable('learner')
          .set({
            subscription_id: connection.subscriptionId,
            slot: connection.slot,
            status: true,
            scheduled_cancellation_at: null,
            current_subject: connection.currentGradeId,
          })
          .where('user_id', '=', connection.learnerUserId)
          .where('subscription_id', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Records the parent who created this learner account (the only parent who may change its e-mail). */
    async setCreator(userId: string, creatorUserId: string): Promise<void> {
      await db
        .updateTable('learner')
        .set({ created_by_user_id: creatorUserId })
        .where('user_id', '=', userId)
        .execute();
    },

    async findCreatorUserId(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('learner')
        .select('created_by_user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.created_by_user_id ?? null;
    },

    async setCurrentGrade(userId: string, gradeId: number): Promise<void> {
      await db
        .updateTable('learner')
        .set({ current_subject: gradeId })
        .where('user_id', '=', userId)
        .execute();
    },

    async listBySubscription(subscriptionId: number): Promise<LearnerRecord[]> {
      const rows = await selectLearners()
        .where('learner.subscription_id', '=', subscriptionId)
        .orderBy('learner.id')
        .execute();
      return rows.map(toRecord);
    },
  };
}

export type LearnersRepository = ReturnType<typeof createLearnersRepository>;

/** PostgreSQL reports 23505, better-sqlite3 SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
