import type { Learner } from '@mathwise/api-contract';
import type { LearnerRecord } from './learners.repository';

/** A learner card as the parent's pages and the subscription lookup show it (spec 2 §3 Learner). */
export function presentLearner(learner: LearnerRecord): Learner {
  return {
    id: learner.id,
    user_id: learner.userId,
    status: learner.isActive,
    scheduled_cancellation: learner.scheduledCancellationAt !== null,
    current_subject: learner.currentGradeId,
    user: {
      user_id: learner.userId,
      name: learner.user.name,
      nickname: learner.user.nickname,
      email: learner.user.email,
      picture: learner.user.image,
      last_login: learner.user.lastLoginAt,
    },
  };
}
