/** The learners area's public types: other areas import these, never its repositories. */
export type { LearnerRecord, LearnerStanding } from './learners.repository';
export type { LearnersService } from './learners.service';
export type { FamilyService } from './family.service';
