import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnersService } from '../learners/learners.service';
import { createLearnerAccess, type LearnerAccess } from './learner-access.service';
import { createAnswerChecksService, type AnswerChecksService } from './answer-checks.service';
import { createDiagnosticService, type DiagnosticService } from './diagnostic.service';
import { createLearnerHabitsService, type LearnerHabitsService } from './learner-habits.service';
import { createPracticeAccessRepository } from './practice-access.repository';
import { createPracticeRoundsService, type PracticeRoundsService } from './practice-rounds.service';
import { createPracticeRepository } from './practice.repository';
import { practiceRoutes } from './practice.routes';
import { createQuestionHelpService, type QuestionHelpService } from './question-help.service';
import { createQuestionServingService, type QuestionServingService } from './question-serving.service';

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
}): AreaModule<{
  questionServing: QuestionServingService;
  answerChecks: AnswerChecksService;
  questionHelp: QuestionHelpService;
  practiceRounds: PracticeRoundsService;
  diagnostic: DiagnosticService;
  learnerHabits: LearnerHabitsService;
  learnerAccess: LearnerAccess;
}> {
  const learnerAccess = createLearnerAccess({
    learners: deps.learners,
    subscriptions: deps.subscriptions,
    standings: createPracticeAccessRepository(deps.db),
  });
  const repository = createPracticeRepository(deps.db);
  const { curriculum } = deps;
  const access = learnerAccess;
  // One service per responsibility, each checking its own policies; the routes call the one that owns each rule.
  const questionServing = createQuestionServingService({ repository, curriculum, access });
  const answerChecks = createAnswerChecksService({ repository, curriculum, access });
  const questionHelp = createQuestionHelpService({ repository, curriculum, access });
  const learnerHabits = createLearnerHabitsService({ repository, access });
  const practiceRounds = createPracticeRoundsService({
    repository,
    curriculum,
    access,
    habits: learnerHabits,
  });
  const diagnostic = createDiagnosticService({ repository, access });
  const services = {
    questionServing,
    answerChecks,
    questionHelp,
    practiceRounds,
    diagnostic,
    learnerHabits,
    learnerAccess,
  };
  return {
    services,
    routes: [
      practiceRoutes({ ...services, answerCheckLimitPerMinute: deps.config.answerCheckLimitPerMinute }),
    ],
    jobs: [],
  };
}
