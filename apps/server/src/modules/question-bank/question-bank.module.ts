import type { Db } from '../../platform/db/database';
import type { AreaModule } from '../../platform/modules/area-module';
import type { Storage } from '../../platform/storage/storage';
import { createDataUploadService, type DataUploadService } from './data-upload.service';
import { createQuestionBankRepository } from './question-bank.repository';
import { questionBankRoutes } from './question-bank.routes';
import { createQuestionBankService, type QuestionBankService } from './question-bank.service';
import { createQuestionImagesService, type QuestionImagesService } from './question-images.service';

/** The staff question bank's services, wired once: the admin table and forms, image uploads and data uploads. */
export function createQuestionBankModule(deps: {
  db: Db;
  storage: Storage;
  /** The curriculum's: what practice keeps of the bank is read again after a teacher's change (decision 035). */
  onBankChanged: () => void;
}): AreaModule<{
  questionBank: QuestionBankService;
  questionImages: QuestionImagesService;
  dataUploads: DataUploadService;
}> {
  const repository = createQuestionBankRepository(deps.db);
  const questionBank = createQuestionBankService({ repository, onBankChanged: deps.onBankChanged });
  const images = createQuestionImagesService({ storage: deps.storage });
  const uploads = createDataUploadService({ repository, questionBank, onBankChanged: deps.onBankChanged });
  return {
    services: { questionBank, questionImages: images, dataUploads: uploads },
    routes: [questionBankRoutes({ questionBank, images, uploads })],
    jobs: [],
  };
}
