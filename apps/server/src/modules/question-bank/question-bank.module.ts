import type { Db } from '../../platform/db/database';
import type { Storage } from '../../platform/storage/storage';
import { createDataUploadService } from './data-upload.service';
import { createQuestionBankRepository } from './question-bank.repository';
import { createQuestionBankService } from './question-bank.service';
import { createQuestionImagesService } from './question-images.service';

/** The staff question bank's services, wired once: the admin table and forms, image uploads and data uploads. */
export function createQuestionBankModule(deps: { db: Db; storage: Storage }) {
  const repository = createQuestionBankRepository(deps.db);
  const questionBank = createQuestionBankService({ repository });
  return {
    questionBank,
    images: createQuestionImagesService({ storage: deps.storage }),
    uploads: createDataUploadService({ repository, questionBank }),
  };
}
