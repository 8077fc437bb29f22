import type {
  LearnerDataExport,
  LearnerDeleted,
  LearnerHabitSettings,
  LearnerHabitSettingsResponse,
} from '@mathwise/api-contract';
import { LEARNER_EXPORT_FORMAT, LEARNER_EXPORT_VERSION } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { forbidden, notFound } from '../../platform/http/http-errors';
import type { Storage } from '../../platform/storage/storage';
import { profileImageStorageKey } from '../accounts/profile-images.service';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnerHabitsService } from '../practice/practice.types';
import type { LearnerDataRepository, LearnerDataRows } from './learner-data.repository';
import type { LearnerRecord } from './learners.repository';
import type { LearnersService } from './learners.service';
import { canManageLearnerData, canManageLearners } from './learners.policy';

export const NO_SUCH_LEARNER = 'We could not find this student.';

function presentExport(rows: LearnerDataRows, exportedAt: Date): LearnerDataExport {
  return {
    format: LEARNER_EXPORT_FORMAT,
    version: LEARNER_EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    user: {
      id: rows.user.id,
      name: rows.user.name,
      nickname: rows.user.nickname,
      email: rows.user.email,
      email_verified: rows.user.emailVerified,
      image: rows.user.image,
      user_type: rows.user.userType,
      created_at: rows.user.createdAt,
      updated_at: rows.user.updatedAt,
    },
    sign_in_methods: rows.signInMethods.map((method) => ({
      provider: method.provider,
      provider_account_id: method.providerAccountId,
      created_at: method.createdAt,
      updated_at: method.updatedAt,
    })),
    sessions: rows.sessions.map((session) => ({
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
    })),
    pending_email_changes: rows.pendingEmailChanges.map((change) => ({
      new_email: change.newEmail,
      expires_at: change.expiresAt,
    })),
    membership: {
      learner_id: rows.membership.learnerId,
      subscription_id: rows.membership.subscriptionId,
      slot: rows.membership.slot,
      is_active: rows.membership.isActive,
      scheduled_cancellation_at: rows.membership.scheduledCancellationAt,
      current_subject: rows.membership.currentGrade,
      created_at: rows.membership.createdAt,
    },
    rounds: rows.rounds.map((round) => ({
      id: round.id,
      mode: round.mode,
      status: round.status,
      skill_id: round.skillId,
      topic_id: round.topicId,
      created_at: round.createdAt,
      saved_at: round.savedAt,
      points: round.points,
      question_points: round.questionPoints,
      total_questions: round.totalQuestions,
      answered: round.answered,
      first_check_wrong: round.firstCheckWrong,
      attempts: round.attempts,
      wrong_attempts: round.wrongAttempts,
      total_time: round.totalTime,
      score: round.score,
      skill_points_after: round.skillPointsAfter,
      level_after: round.levelAfter,
    })),
    attempts: rows.attempts.map((attempt) => ({
      id: attempt.id,
      round_id: attempt.roundId,
      skill_id: attempt.skillId,
      question_id: attempt.questionId,
      position: attempt.position,
      served_at: attempt.servedAt,
      selected_answer: attempt.selectedAnswer,
      first_check_correct: attempt.firstCheckCorrect,
      attempts_counter: attempt.attemptsCounter,
      wrong_attempts: attempt.wrongAttempts,
      submitted: attempt.isSubmitted,
      time_spent: attempt.timeSpent,
      total_time: attempt.totalTime,
      points: attempt.points,
      last_checked_at: attempt.lastCheckedAt,
    })),
    skill_points: rows.skillPoints.map((skill) => ({
      skill_id: skill.skillId,
      topic_id: skill.topicId,
      points: skill.points,
      answered: skill.answered,
      first_check_wrong: skill.firstCheckWrong,
      rounds: skill.rounds,
      updated_at: skill.updatedAt,
    })),
    badges: rows.badges.map((badge) => ({
      badge_key: badge.badgeKey,
      topic_id: badge.topicId,
      earned_at: badge.earnedAt,
    })),
    weekly_reports: rows.weeklyReports.map((report) => ({
      iso_week: report.isoWeek,
      claimed_at: report.claimedAt,
      sent_at: report.sentAt,
    })),
    contact_messages: rows.contactMessages.map((message) => ({
      role: message.role,
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      phone: message.phone,
      message: message.message,
      created_at: message.createdAt,
    })),
    newsletter_subscriptions: rows.newsletterSubscriptions.map((subscription) => ({
      email: subscription.email,
      created_at: subscription.createdAt,
      unsubscribed_at: subscription.unsubscribedAt,
    })),
    images: rows.user.image === null ? [] : [{ kind: 'profile', url: rows.user.image }],
  };
}

/**
 * A learner's data for their parent: a JSON copy of everything held, erasure (docs/privacy.md), and the weekly goal
 * and time zone the parent sets for the learner's practice (issue 21).
 */
export function createLearnerDataService(deps: {
  learnerData: LearnerDataRepository;
  habits: Pick<LearnerHabitsService, 'readHabitSettings' | 'saveHabitSettings'>;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  storage: Storage;
  /** Ends every session of a user wherever sessions live (database, and the shared cache when there is one). */
  endSessionsOf(userId: string): Promise<void>;
}) {
  /**
   * The learner, when the caller is their parent. A learner id that names no learner answers 404; one that names
   * another family's learner (or a learner in no family) answers 403, before any data is read.
   */
  async function findManagedLearner(actor: Actor, learnerUserId: string): Promise<LearnerRecord> {
    if (!canManageLearners(actor)) throw forbidden();
    const [learner, subscription] = await Promise.all([
      deps.learners.findLearnerByUserId(learnerUserId),
      deps.subscriptions.findSubscriptionOfParent(actor.userId),
    ]);
    if (!learner) throw notFound(NO_SUCH_LEARNER);
    if (!canManageLearnerData(actor, learner, subscription)) throw forbidden();
    return learner;
  }

  const subjectOf = (learner: LearnerRecord) => ({
    userId: learner.userId,
    learnerId: learner.id,
    email: learner.user.email,
  });

  return {
    /** GET /api/students/:learnerId/export. */
    async exportLearnerData(actor: Actor, learnerUserId: string): Promise<LearnerDataExport> {
      const learner = await findManagedLearner(actor, learnerUserId);
      return presentExport(await deps.learnerData.readAll(subjectOf(learner)), new Date());
    },

    /** GET /api/students/:learnerId/habit. */
    async readHabitSettings(actor: Actor, learnerUserId: string): Promise<LearnerHabitSettingsResponse> {
      const learner = await findManagedLearner(actor, learnerUserId);
      return deps.habits.readHabitSettings(learner.id);
    },

    /** PUT /api/students/:learnerId/habit. */
    async saveHabitSettings(
      actor: Actor,
      learnerUserId: string,
      settings: LearnerHabitSettings,
    ): Promise<LearnerHabitSettingsResponse> {
      const learner = await findManagedLearner(actor, learnerUserId);
      return deps.habits.saveHabitSettings(learner.id, settings);
    },

    /**
     * DELETE /api/students/:learnerId. Sessions end first, so the learner cannot write while the rest goes; then the
     * stored images (deleting a missing file is no error, so a retry after a failure finishes the job); then every
     * row in one transaction.
     */
    async deleteLearner(actor: Actor, learnerUserId: string): Promise<LearnerDeleted> {
      const learner = await findManagedLearner(actor, learnerUserId);
      await deps.endSessionsOf(learner.userId);
      const imageKey = profileImageStorageKey(learner.user.image);
      if (imageKey !== undefined) await deps.storage.delete(imageKey);
      await deps.learnerData.eraseAll(subjectOf(learner));
      return {
        title: 'Student deleted',
        body: `${learner.user.name}'s account and all of their data were deleted.`,
      };
    },
  };
}

export type LearnerDataService = ReturnType<typeof createLearnerDataService>;
