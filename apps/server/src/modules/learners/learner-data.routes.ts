import {
  learnerDataExportSchema,
  learnerDataParamsSchema,
  learnerDeletedSchema,
  learnerHabitSettingsResponseSchema,
  learnerHabitSettingsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LearnerDataService } from './learner-data.service';

/** A parent's export and erasure of one of their learners' data (docs/privacy.md), and the learner's weekly goal. */
export function learnerDataRoutes(deps: { learnerData: LearnerDataService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/students/:learnerId/export',
      {
        schema: {
          tags: ['students'],
          summary: "Every row held about one of the caller's learners, as a JSON download",
          params: learnerDataParamsSchema,
          response: { 200: learnerDataExportSchema },
        },
      },
      async (request, reply) => {
        const actor = await request.requireActor();
        const data = await deps.learnerData.exportLearnerData(actor, request.params.learnerId);
        // A child's data: no shared cache may keep a copy.
        void reply
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="mathwise-student-data-${data.exported_at.slice(0, 10)}.json"`,
          );
        return data;
      },
    );

    app.get(
      '/api/students/:learnerId/habit',
      {
        schema: {
          tags: ['students'],
          summary:
            "One of the caller's learners' weekly goal (rounds) and the time zone their streak days count in",
          params: learnerDataParamsSchema,
          response: { 200: learnerHabitSettingsResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.learnerData.readHabitSettings(actor, request.params.learnerId);
      },
    );

    app.put(
      '/api/students/:learnerId/habit',
      {
        schema: {
          tags: ['students'],
          summary: "Set one of the caller's learners' weekly goal and time zone",
          params: learnerDataParamsSchema,
          body: learnerHabitSettingsSchema,
          response: { 200: learnerHabitSettingsResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.learnerData.saveHabitSettings(actor, request.params.learnerId, request.body);
      },
    );

    app.delete(
      '/api/students/:learnerId',
      {
        schema: {
          tags: ['students'],
          summary: "Delete one of the caller's learners: account, sessions, practice history and images",
          params: learnerDataParamsSchema,
          response: { 200: learnerDeletedSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.learnerData.deleteLearner(actor, request.params.learnerId);
      },
    );
  };
}
