import type { Db } from '../../platform/db/database';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';

/**
 * Every row the database holds about one learner, for export and erasure (docs/privacy.md). It reads and deletes
 * across the tables of several areas on purpose: erasure must be one transaction, and one list of tables is what
 * learner-data.test.ts holds against the live schema, so a new table linked to a user fails that test until it is
 * covered here (docs/decisions/010-learner-data-export-and-erasure.md).
 */
export interface LearnerDataSubject {
  userId: string;
  learnerId: number;
  email: string;
}

/** The JSON our e-mail-change flow stores in `verification.value` names the user like this. */
const pendingEmailChangeNeedle = (userId: string) => `%"userId":"${userId}"%`;

function parsePendingEmailChange(value: string): string | undefined {
  try {
    const parsed = JSON.parse(value) as { newEmail?: unknown };
    return typeof parsed.newEmail === 'string' ? parsed.newEmail : undefined;
  } catch {
    return undefined;
  }
}

export function createLearnerDataRepository(db: Db) {
  return {
    async readAll(subject: LearnerDataSubject) {
      const { userId, learnerId } = subject;
      const email = subject.email.toLowerCase();
      const [
        user,
        accounts,
        sessions,
        verifications,
        learner,
        rounds,
        attempts,
        skillPoints,
        badges,
        weeklyReports,
        contactMessages,
        newsletter,
      ] = await Promise.all([
        db
          .selectFrom('user')
          .select(['id', 'name', 'nickname', 'email', 'emailVerified', 'image', 'userType'])
          .select(['createdAt', 'updatedAt'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        // Only these columns: the password hash and provider tokens of `account` never leave the server.
        db
          .selectFrom('account')
          .select(['providerId', 'accountId', 'createdAt', 'updatedAt'])
          .where('userId', '=', userId)
          .orderBy('createdAt')
          .execute(),
        // Without `token`: a session token in a downloaded file would be a way into the account.
        db
          .selectFrom('session')
          .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
          .where('userId', '=', userId)
          .orderBy('createdAt')
          .execute(),
        db
          .selectFrom('verification')
          .select(['value', 'expiresAt'])
          .where('value', 'like', pendingEmailChangeNeedle(userId))
          .execute(),
        db.selectFrom('learner').selectAll().where('id', '=', learnerId).executeTakeFirstOrThrow(),
        db
          .selectFrom('practice_round')
          .selectAll()
          .where('learner_id', '=', learnerId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('practice_attempt')
          .selectAll()
          .where('learner_id', '=', learnerId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('learner_skill_points')
          .selectAll()
          .where('learner_id', '=', learnerId)
          .orderBy('skill_id')
          .execute(),
        db
          .selectFrom('learner_badge')
          .selectAll()
          .where('learner_id', '=', learnerId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('weekly_report_delivery')
          .selectAll()
          .where('learner_id', '=', learnerId)
          .orderBy('iso_week')
          .execute(),
        db
          .selectFrom('contact_message')
          .selectAll()
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('newsletter_subscriber')
          .select(['email', 'created_at', 'unsubscribed_at'])
          .where('email', '=', email)
          .execute(),
      ]);

      return {
        user: {
          id: user.id,
          name: user.name,
          nickname: user.nickname,
          email: user.email,
          emailVerified: Boolean(user.emailVerified),
          image: user.image,
          userType: user.userType,
          createdAt: toIsoString(user.createdAt),
          updatedAt: toIsoString(user.updatedAt),
        },
        signInMethods: accounts.map((row) => ({
          provider: row.providerId,
          providerAccountId: row.accountId,
          createdAt: toIsoString(row.createdAt),
          updatedAt: toIsoString(row.updatedAt),
        })),
        sessions: sessions.map((row) => ({
          createdAt: toIsoString(row.createdAt),
          expiresAt: toIsoString(row.expiresAt),
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
        })),
        pendingEmailChanges: verifications.flatMap((row) => {
          const newEmail = parsePendingEmailChange(row.value);
          return newEmail === undefined ? [] : [{ newEmail, expiresAt: toIsoString(row.expiresAt) }];
        }),
        membership: {
          learnerId: learner.id,
          subscriptionId: learner.subscription_id,
          slot: learner.slot,
          isActive: Boolean(learner.status),
          scheduledCancellationAt: toIsoStringOrNull(learner.scheduled_cancellation_at),
          currentGrade: learner.current_subject,
          createdAt: toIsoString(learner.created_at),
        },
        rounds: rounds.map((row) => ({
          id: row.id,
          mode: row.mode,
          status: row.status,
          skillId: row.skill_id,
          topicId: row.topic_id,
          createdAt: toIsoString(row.created_at),
          savedAt: toIsoStringOrNull(row.saved_at),
          points: row.points,
          questionPoints: row.question_points,
          totalQuestions: row.total_questions,
          answered: row.answered,
          firstCheckWrong: row.first_check_wrong,
          attempts: row.attempts,
          wrongAttempts: row.wrong_attempts,
          totalTime: row.total_time,
          score: row.score,
          skillPointsAfter: row.skill_points_after,
          levelAfter: row.level_after,
        })),
        attempts: attempts.map((row) => ({
          id: row.id,
          roundId: row.round_id,
          skillId: row.skill_id,
          questionId: row.question_id,
          position: row.position,
          servedAt: toIsoString(row.served_at),
          selectedAnswer: row.selected_answer,
          firstCheckCorrect: row.first_check_correct === null ? null : Boolean(row.first_check_correct),
          attemptsCounter: row.attempts_counter,
          wrongAttempts: row.wrong_attempts,
          isSubmitted: Boolean(row.submitted),
          timeSpent: row.time_spent,
          totalTime: row.total_time,
          points: row.points,
          lastCheckedAt: toIsoStringOrNull(row.last_checked_at),
        })),
        skillPoints: skillPoints.map((row) => ({
          skillId: row.skill_id,
          topicId: row.topic_id,
          points: row.points,
          answered: row.answered,
          firstCheckWrong: row.first_check_wrong,
          rounds: row.rounds,
          updatedAt: toIsoString(row.updated_at),
        })),
        badges: badges.map((row) => ({
          badgeKey: row.badge_key,
          topicId: row.topic_id,
          earnedAt: toIsoString(row.earned_at),
        })),
        weeklyReports: weeklyReports.map((row) => ({
          isoWeek: row.iso_week,
          claimedAt: toIsoString(row.claimed_at),
          sentAt: toIsoStringOrNull(row.sent_at),
        })),
        contactMessages: contactMessages.map((row) => ({
          role: row.role,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          createdAt: toIsoString(row.created_at),
        })),
        newsletterSubscriptions: newsletter.map((row) => ({
          email: row.email,
          createdAt: toIsoString(row.created_at),
          unsubscribedAt: toIsoStringOrNull(row.unsubscribed_at),
        })),
      };
    },

    /**
     * Deletes every row about the learner in one transaction, children before parents, so a failure leaves
     * everything as it was. The foreign keys would cascade most of it; deleting each table by name does not depend
     * on them and keeps the list in one place. Rows of the learner's parent (subscription, billing) stay: the slot the
     * learner held simply becomes free.
     */
    async eraseAll(subject: LearnerDataSubject): Promise<void> {
      const { userId, learnerId } = subject;
      const email = subject.email.toLowerCase();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('practice_attempt').where('learner_id', '=', learnerId).execute();
        await trx.deleteFrom('practice_round').where('learner_id', '=', learnerId).execute();
        await trx.deleteFrom('learner_skill_points').where('learner_id', '=', learnerId).execute();
        await trx.deleteFrom('learner_badge').where('learner_id', '=', learnerId).execute();
        await trx.deleteFrom('weekly_report_delivery').where('learner_id', '=', learnerId).execute();
        await trx.deleteFrom('learner_habit').where('learner_id', '=', learnerId).execute();
        await trx
          .deleteFrom('family_invitation')
          .where((eb) => eb.or([eb('learner_user_id', '=', userId), eb('student_email', '=', email)]))
          .execute();
        await trx.deleteFrom('learner').where('id', '=', learnerId).execute();
        await trx
          .deleteFrom('contact_message')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
          .execute();
        await trx.deleteFrom('newsletter_subscriber').where('email', '=', email).execute();
        // Password-reset rows hold the user id as their value; our e-mail-change rows hold it inside JSON.
        await trx
          .deleteFrom('verification')
          .where((eb) =>
            eb.or([eb('value', '=', userId), eb('value', 'like', pendingEmailChangeNeedle(userId))]),
          )
          .execute();
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}

export type LearnerDataRepository = ReturnType<typeof createLearnerDataRepository>;
export type LearnerDataRows = Awaited<ReturnType<LearnerDataRepository['readAll']>>;
