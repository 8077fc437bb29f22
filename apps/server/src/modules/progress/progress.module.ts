import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import type { CurriculumService } from '../curriculum/curriculum.service';
import type { LearnerAccess } from '../practice/learner-access.service';
import type { PracticeService } from '../practice/practice.service';
import { progressJobs } from './progress.jobs';
import { createProgressRepository } from './progress.repository';
import { progressRoutes } from './progress.routes';
import { createProgressService, type ProgressService } from './progress.service';

/** The progress area: the learner's reports and certificates (reads of practice), and the weekly e-mail job. */
export function createProgressModule(deps: {
  db: Db;
  curriculum: CurriculumService;
  practice: PracticeService;
  access: LearnerAccess;
  mailer: Mailer;
  publicUrl: string;
}): AreaModule<{ progress: ProgressService }> {
  const progress = createProgressService({
    repository: createProgressRepository(deps.db),
    curriculum: deps.curriculum,
    practice: deps.practice,
    access: deps.access,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  });
  return { services: { progress }, routes: [progressRoutes({ progress })], jobs: progressJobs(progress) };
}
