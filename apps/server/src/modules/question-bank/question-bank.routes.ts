import multipart from '@fastify/multipart';
import {
  addQuestionSchema,
  adminQuestionSchema,
  adminQuestionsQuerySchema,
  adminQuestionsResponseSchema,
  FILE_SIZE_ERROR_TITLE,
  IMAGE_TOO_LARGE,
  imageUploadResponseSchema,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_ROWS,
  questionHistoryResponseSchema,
  questionIdParamsSchema,
  updateQuestionParamsSchema,
  updateQuestionSchema,
  uploadErrorResponseSchema,
  uploadResultSchema,
} from '@mathwise/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../platform/http/http-errors';
import { assertCanManageQuestionBank } from './question-bank.policy';
import { UploadRejectedError, type DataUploadService } from './data-upload.service';
import type { QuestionBankService } from './question-bank.service';
import type { ImageForm, ImageUpload, QuestionImagesService } from './question-images.service';

/** The spec's multipart field for the image. */
const IMAGE_FIELD = 'filesToSave';
/** 5,000 rows of up to a few 500-character fields stay well under this; the app's default is 1 MB. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

const uploadRowsSchema = z
  .array(z.unknown())
  .min(1, { error: 'The file has no rows under its header' })
  .max(MAX_UPLOAD_ROWS, { error: `At most ${MAX_UPLOAD_ROWS} rows per file` });

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** One file in filesToSave, and optionally `form` (add or edit) naming which form's formats apply. */
async function readImageForm(request: FastifyRequest): Promise<ImageUpload> {
  let file: Buffer | undefined;
  let form: ImageForm = 'add';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD || file !== undefined) {
          throw badRequest(`Send one image in the ${IMAGE_FIELD} field.`);
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'form' && part.value === 'edit') {
        form = 'edit';
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw badRequest(IMAGE_TOO_LARGE, FILE_SIZE_ERROR_TITLE);
    throw error;
  }
  return { form, file };
}

export function questionBankRoutes(deps: {
  questionBank: QuestionBankService;
  images: QuestionImagesService;
  uploads: DataUploadService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 },
    });

    // Every call here is staff-only: the caller is settled before the body is read or validated, so an anonymous
    // caller gets 401 and a parent or learner 403 whatever they send (and a 100 MB file is never read for them).
    app.addHook('onRequest', async (request) => {
      assertCanManageQuestionBank(await request.requireActor());
    });

    // A refused upload lists its bad rows beside the usual { title, body }; everything else goes to the app's handler.
    app.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof UploadRejectedError)) throw error;
      return reply.status(400).send({ title: error.title, body: error.body, row_errors: error.rowErrors });
    });

    const tags = ['question-bank'];
    const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

    app.get(
      '/api/admin/questions',
      {
        schema: {
          tags,
          security,
          summary: 'One page of the question bank with its filters (teacher)',
          querystring: adminQuestionsQuerySchema,
          response: { 200: adminQuestionsResponseSchema },
        },
      },
      async (request) => deps.questionBank.listQuestions(await request.requireActor(), request.query),
    );

    app.get(
      '/api/admin/question/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A question with its answer (teacher)',
          params: questionIdParamsSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) => deps.questionBank.getQuestion(await request.requireActor(), request.params.id),
    );

    app.get(
      '/api/admin/question/:id/history',
      {
        schema: {
          tags,
          security,
          summary: "A question's edit history, newest first (teacher)",
          params: questionIdParamsSchema,
          response: { 200: questionHistoryResponseSchema },
        },
      },
      async (request) =>
        deps.questionBank.getQuestionHistory(await request.requireActor(), request.params.id),
    );

    app.post(
      '/api/admin/addquestion',
      {
        schema: {
          tags,
          security,
          summary: 'Add a question (teacher)',
          body: addQuestionSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) => deps.questionBank.addQuestion(await request.requireActor(), request.body),
    );

    app.put(
      '/api/admin/update-question/:questionId/:difficultyChanged',
      {
        schema: {
          tags,
          security,
          summary: 'Edit a question; the second segment flags a changed difficulty (teacher)',
          params: updateQuestionParamsSchema,
          body: updateQuestionSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) =>
        deps.questionBank.updateQuestion(
          await request.requireActor(),
          request.params.questionId,
          request.body,
        ),
    );

    app.post(
      '/api/admin/uploadImage',
      {
        schema: {
          tags,
          security,
          summary: 'Upload a question image (multipart: filesToSave, optional form=add|edit) (teacher)',
          consumes: ['multipart/form-data'],
          response: { 200: imageUploadResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.images.uploadImage(actor, await readImageForm(request));
      },
    );

    const uploadRoute = {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        security,
        body: uploadRowsSchema,
        response: {
          200: uploadResultSchema,
          400: uploadErrorResponseSchema.or(z.object({ title: z.string(), body: z.string() })),
        },
      },
    };

    app.post(
      '/api/add-questions',
      {
        ...uploadRoute,
        schema: { ...uploadRoute.schema, summary: 'Upload question rows, all or nothing (teacher)' },
      },
      async (request) => deps.uploads.uploadQuestions(await request.requireActor(), request.body),
    );

    app.post(
      '/api/add-question-helper',
      {
        ...uploadRoute,
        schema: { ...uploadRoute.schema, summary: 'Upload question helper rows, all or nothing (teacher)' },
      },
      async (request) => deps.uploads.uploadQuestionHelpers(await request.requireActor(), request.body),
    );

    app.post(
      '/api/add-tasks',
      {
        ...uploadRoute,
        schema: { ...uploadRoute.schema, summary: 'Upload task rows, all or nothing (teacher)' },
      },
      async (request) => deps.uploads.uploadTasks(await request.requireActor(), request.body),
    );
  };
}
