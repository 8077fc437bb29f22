import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { Storage } from '../../platform/storage/storage';
import { createCurriculumRepository } from './curriculum.repository';
import { curriculumRoutes } from './curriculum.routes';
import { createCurriculumCatalogueService } from './curriculum.service';
import type { CurriculumService } from './curriculum.types';
import { createDemoQuestionsService } from './demo-questions.service';
import { createGeneratedQuestionsService } from './generated-questions.service';
import { createQuestionImageStore } from './question-images';
import { questionImageRoutes } from './question-images.routes';

/** The curriculum area: the public catalogue, the question bank's generated rows and their diagrams, the demo. */
export function createCurriculumModule(deps: {
  db: Db;
  storage: Storage;
}): AreaModule<{ curriculum: CurriculumService }> {
  const repository = createCurriculumRepository(deps.db);
  const catalogue = createCurriculumCatalogueService({ curriculum: repository });
  const generatedQuestions = createGeneratedQuestionsService({
    curriculum: repository,
    catalogue,
    images: createQuestionImageStore(deps.storage),
  });
  const demoQuestions = createDemoQuestionsService({ curriculum: repository, catalogue });
  // Practice and progress take the area's calls as one `curriculum`: the three services' own functions, side by side.
  const curriculum: CurriculumService = { ...catalogue, ...generatedQuestions, ...demoQuestions };
  return {
    services: { curriculum },
    routes: [curriculumRoutes({ catalogue, demoQuestions }), questionImageRoutes(deps.storage)],
    jobs: [],
  };
}
