import type { Db } from '../../platform/db/database';
import { toIsoString } from '../../platform/db/schema';

/** A parent's request to connect a learner account, as the learner sees it before accepting. */
export interface FamilyInvitationRecord {
  id: number;
  subscriptionId: number;
  learnerUserId: string;
  studentName: string;
  grade: number;
  expiresAt: string;
  createdAt: string;
  parent: { name: string; email: string };
}

export function createFamilyInvitationsRepository(db: Db) {
  function selectInvitations(now: string) {
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
      .where('family_invitation.expires_at', '>', now);
  }

  type Row = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];
  const toRecord = (row: Row): FamilyInvitationRecord => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    learnerUserId: row.learner_user_id,
    studentName: row.student_name,
    grade: row.grade,
    expiresAt: toIsoString(row.expires_at),
    createdAt: toIsoString(row.created_at),
    parent: { name: row.name, email: row.email },
  });

  return {
    /** One open request per family and learner: asking again renews it with the latest name and grade. */
    async upsert(invitation: {
      subscriptionId: number;
      learnerUserId: string;
      studentName: string;
      grade: number;
      expiresAt: Date;
    }): Promise<void> {
      const values = {
        student_name: invitation.studentName,
        grade: invitation.grade,
        expires_at: invitation.expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      };
      await db
        .insertInto('family_invitation')
        .values({
          subscription_id: invitation.subscriptionId,
          learner_user_id: invitation.learnerUserId,
          ...values,
        })
        .onConflict((conflict) =>
          conflict.columns(['subscription_id', 'learner_user_id']).doUpdateSet(values),
        )
        .execute();
    },

    async listOpenForLearner(learnerUserId: string, now: Date): Promise<FamilyInvitationRecord[]> {
      const rows = await selectInvitations(now.toISOString())
        .where('family_invitation.learner_user_id', '=', learnerUserId)
        .orderBy('family_invitation.id')
        .execute();
      return rows.map(toRecord);
    },

    async findOpenById(id: number, now: Date): Promise<FamilyInvitationRecord | undefined> {
      const row = await selectInvitations(now.toISOString())
        .where('family_invitation.id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async deleteById(id: number): Promise<void> {
      await db.deleteFrom('family_invitation').where('id', '=', id).execute();
    },

    /** Once a learner joins a family, the other families' requests are moot. */
    async deleteAllForLearner(learnerUserId: string): Promise<void> {
      await db.deleteFrom('family_invitation').where('learner_user_id', '=', learnerUserId).execute();
    },
  };
}

export type FamilyInvitationsRepository = ReturnType<typeof createFamilyInvitationsRepository>;
