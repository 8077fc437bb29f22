import { subjects } from '@mathwise/curriculum';
import type { LearnerRecord, LearnersRepository, LearnerStanding } from './learners.repository';

/** A grade is a subject of the course (Grade 6, 7 or 8); its id is what learner.current_subject holds. */
export function isKnownGrade(gradeId: number): boolean {
  return subjects.some((subject) => subject.id === gradeId);
}

export function createLearnersService(learners: LearnersRepository) {
  return {
    /** Every learner account has a learner record from the moment it exists, so a parent can connect it. */
    async handleUserCreated(user: { id: string; userType: string }): Promise<void> {
      if (user.userType === 'learner') await learners.createForUser(user.id);
    },

    findLearnerByUserId(userId: string): Promise<LearnerRecord | undefined> {
      return learners.findByUserId(userId);
    },

    /** The learner's id, family and active flag: what the practice checks need, read on every practice request. */
    findLearnerStanding(userId: string): Promise<LearnerStanding | undefined> {
      return learners.findStandingByUserId(userId);
    },

    listLearnersOfSubscription(subscriptionId: number): Promise<LearnerRecord[]> {
      return learners.listBySubscription(subscriptionId);
    },

    /** The parent who created the learner's account, or null when the learner made it themself. */
    findCreatorUserId(userId: string): Promise<string | null> {
      return learners.findCreatorUserId(userId);
    },

    /** The grade the learner practises; callers check the grade with isKnownGrade and the caller's right first. */
    setCurrentGrade(userId: string, gradeId: number): Promise<void> {
      return learners.setCurrentGrade(userId, gradeId);
    },
  };
}

export type LearnersService = ReturnType<typeof createLearnersService>;
