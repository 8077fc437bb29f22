import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnersService } from '../learners/learners.service';
import { createLearnerAccess, type LearnerAccess } from './learner-access.service';
import { createPracticeAccessRepository } from './practice-access.repository';
import { createPracticeRepository } from './practice.repository';
import { practiceRoutes } from './practice.routes';
import { createPracticeService, type PracticeService } from './practice.service';

/**
 * The practice area: rounds and the diagnostic recorded on the server, the question calls (the demo's handed to the
 * curriculum), habits; and who may practise (`learnerAccess`, shared with progress).
 */
export function createPracticeModule(deps: {
  config: Pick<AppConfig, 'answerCheckLimitPerMinute'>;
  db: Db;
  curriculum: CurriculumService;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
}): AreaModule<{ practice: PracticeService; learnerAccess: LearnerAccess }> {
  const learnerAccess = createLearnerAccess({
    learners: deps.learners,
    subscriptions: deps.subscriptions,
    standings: createPracticeAccessRepository(deps.db),
  });
  const practice = createPracticeService({
    repository: createPracticeRepository(deps.db),
    curriculum: deps.curriculum,
    access: learnerAccess,
  });
  return {
    services: { practice, learnerAccess },
    routes: [practiceRoutes({ practice, answerCheckLimitPerMinute: deps.config.answerCheckLimitPerMinute })],
    jobs: [],
  };
}
