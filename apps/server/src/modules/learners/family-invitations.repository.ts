import type { Db } from '../../platform/db/database';
import type { FamilyInvitationStatus } from '../../platform/db/schema';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';

/** A parent's request to connect a learner account, as the learner sees it before answering. */
export interface FamilyInvitationRecord {
  id: number;
  subscriptionId: number;
  learnerUserId: string | null;
  learnerName: string;
  grade: number;
  expiresAt: string;
  createdAt: string;
  parent: { name: string; email: string };
}

/** A request as the parent who sent it sees it. */
export interface SentFamilyInvitationRecord {
  id: number;
  learnerEmail: string;
  learnerName: string;
  status: FamilyInvitationStatus;
  expiresAt: string;
  createdAt: string;
  answeredAt: string | null;
}

export function createFamilyInvitationsRepository(db: Db) {
  function selectPendingInvitations(now: string) {
    return db
      .selectFrom('family_invitation')
      .innerJoin('subscription', 'subscription.id', 'family_invitation.subscription_id')
      .innerJoin('user', 'user.id', 'subscription.parent_user_id')
      .select([
        'family_invitation.id',
        'family_invitation.subscription_id',
        'family_invitation.learner_user_id',
        'family_invitation.student_name',
        'family_invitation.grade',
        'family_invitation.expires_at',
        'family_invitation.created_at',
        'user.name',
        'user.email',
      ])
      .where('family_invitation.status', '=', 'pending')
      .where('family_invitation.expires_at', '>', now);
  }

  type Row = Awaited<ReturnType<ReturnType<typeof selectPendingInvitations>['execute']>>[number];
  const toRecord = (row: Row): FamilyInvitationRecord => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    learnerUserId: row.learner_user_id,
    learnerName: row.student_name,
    grade: row.grade,
    expiresAt: toIsoString(row.expires_at),
    createdAt: toIsoString(row.created_at),
    parent: { name: row.name, email: row.email },
  });

  async function answer(ids: { id?: number; learnerUserId?: string }, status: 'accepted' | 'declined') {
    let update = db
      .updateTable('family_invitation')
      .set({ status, answered_at: new Date().toISOString() })
      .where('status', '=', 'pending');
    if (ids.id !== undefined) update = update.where('id', '=', ids.id);
    if (ids.learnerUserId !== undefined) update = update.where('learner_user_id', '=', ids.learnerUserId);
    await update.execute();
  }

  return {
    /**
     * One request per family and address: asking again renews it (pending again, latest name, grade and the learner
     * now using the address), so a declined request can be sent once more.
     */
    async upsert(invitation: {
      subscriptionId: number;
      learnerEmail: string;
      learnerUserId: string | null;
      learnerName: string;
      grade: number;
      expiresAt: Date;
    }): Promise<void> {
      const values = {
        learner_user_id: invitation.learnerUserId,
        student_name: invitation.learnerName,
        grade: invitation.grade,
        status: 'pending' as const,
        answered_at: null,
        expires_at: invitation.expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      };
      await db
        .insertInto('family_invitation')
        .values({
          subscription_id: invitation.subscriptionId,
          student_email: invitation.learnerEmail.toLowerCase(),
          ...values,
        })
        .onConflict((conflict) => conflict.columns(['subscription_id', 'student_email']).doUpdateSet(values))
        .execute();
    },

    async listOpenForLearner(learnerUserId: string, now: Date): Promise<FamilyInvitationRecord[]> {
      const rows = await selectPendingInvitations(now.toISOString())
        .where('family_invitation.learner_user_id', '=', learnerUserId)
        .orderBy('family_invitation.id')
        .execute();
      return rows.map(toRecord);
    },

    async findOpenById(id: number, now: Date): Promise<FamilyInvitationRecord | undefined> {
      const row = await selectPendingInvitations(now.toISOString())
        .where('family_invitation.id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** Every request a family sent, newest first. */
    async listSentBySubscription(subscriptionId: number): Promise<SentFamilyInvitationRecord[]> {
      const rows = await db
        .selectFrom('family_invitation')
        .select(['id', 'student_email', 'student_name', 'status', 'expires_at', 'created_at', 'answered_at'])
        .where('subscription_id', '=', subscriptionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        learnerEmail: row.student_email,
        learnerName: row.student_name,
        status: row.status,
        expiresAt: toIsoString(row.expires_at),
        createdAt: toIsoString(row.created_at),
        answeredAt: toIsoStringOrNull(row.answered_at),
      }));
    },

    accept: (id: number) => answer({ id }, 'accepted'),
    decline: (id: number) => answer({ id }, 'declined'),
    /** Once a learner joins a family, the other families' requests are answered no. */
    declineAllPendingForLearner: (learnerUserId: string) => answer({ learnerUserId }, 'declined'),
  };
}

export type FamilyInvitationsRepository = ReturnType<typeof createFamilyInvitationsRepository>;
