/** The practice area's public types: other areas import these, never its repository. */
export type { LearnerAccess } from './learner-access.service';
export type { LearnerHabitsService } from './learner-habits.service';
export type { PracticeRoundsService } from './practice-rounds.service';
