import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess, PracticeService } from '../practice/practice.types';
import { progressJobs } from './progress.jobs';
import { createProgressRepository } from './progress.repository';
import { progressRoutes } from './progress.routes';
import { createProgressService, type ProgressService } from './progress.service';

/** The progress area: the learner's reports and certificates (reads of practice), and the weekly e-mail job. */
export function createProgressModule(deps: {
  config: Pick<AppConfig, 'publicUrl'>;
  db: Db;
  curriculum: CurriculumService;
  practiceService: PracticeService;
  access: LearnerAccess;
  mailer: Mailer;
}): AreaModule<{ progress: ProgressService }> {
  const progress = createProgressService({
    repository: createProgressRepository(deps.db),
    curriculum: deps.curriculum,
    practice: deps.practiceService,
    access: deps.access,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  });
  return { services: { progress }, routes: [progressRoutes({ progress })], jobs: progressJobs(progress) };
}
