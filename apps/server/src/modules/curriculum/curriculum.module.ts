import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { Storage } from '../../platform/storage/storage';
import { createCurriculumRepository } from './curriculum.repository';
import { curriculumRoutes } from './curriculum.routes';
import { createCurriculumService, type CurriculumService } from './curriculum.service';
import { createQuestionImageStore } from './question-images';
import { questionImageRoutes } from './question-images.routes';

/** The curriculum area: the public catalogue, the question bank's generated rows and their diagrams, the demo. */
export function createCurriculumModule(deps: {
  db: Db;
  storage: Storage;
}): AreaModule<{ curriculum: CurriculumService }> {
  const curriculum = createCurriculumService({
    curriculum: createCurriculumRepository(deps.db),
    images: createQuestionImageStore(deps.storage),
  });
  return {
    services: { curriculum },
    routes: [curriculumRoutes({ curriculum }), questionImageRoutes(deps.storage)],
    jobs: [],
  };
}
