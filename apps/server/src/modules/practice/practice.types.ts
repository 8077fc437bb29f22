/** The practice area's public types: other areas import these, never its repository. */
export type { LearnerAccess } from './learner-access.service';
export type { PracticeService } from './practice.service';
