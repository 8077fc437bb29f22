import {
  courseSchema,
  curriculumTopicSchema,
  curriculumTopicsResponseSchema,
  demoSkillsResponseSchema,
  idParamsSchema,
  idSchema,
  questionPreviewResponseSchema,
  subjectsResponseSchema,
  topicParamsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurriculumCatalogueService } from './curriculum.service';
import type { DemoQuestionsService } from './demo-questions.service';

const skillParamsSchema = z.strictObject({ skillId: idSchema });

/**
 * The public curriculum calls (spec 1 §7, spec 3 §7): no sign-in, and never an answer key. The question calls
 * (diagnostic question, check, hint, solution) are the practice area's, which hands the demo's to this area.
 */
export function curriculumRoutes(services: {
  catalogue: CurriculumCatalogueService;
  demoQuestions: DemoQuestionsService;
}): FastifyPluginAsyncZod {
  const { catalogue, demoQuestions } = services;
  return async (app) => {
    app.get(
      '/api/getCoursesByID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: courseSchema } } },
      (request) => catalogue.getCourse(request.params.id),
    );

    app.get(
      '/api/getSubjectsByCourseID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: subjectsResponseSchema } } },
      (request) => catalogue.listSubjectsOfCourse(request.params.id),
    );

    app.get(
      '/api/getTopicBySubjectID/:id',
      {
        schema: {
          tags: ['curriculum'],
          params: idParamsSchema,
          response: { 200: curriculumTopicsResponseSchema },
        },
      },
      (request) => catalogue.listTopicsOfSubject(request.params.id),
    );

    app.get(
      '/api/getTopicByID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: curriculumTopicSchema } } },
      (request) => catalogue.getTopic(request.params.id),
    );

    app.get(
      '/api/admin/question/preview/:skillId',
      {
        schema: {
          tags: ['curriculum'],
          summary: 'A sample question of a skill, without its answer',
          params: skillParamsSchema,
          response: { 200: questionPreviewResponseSchema },
        },
      },
      (request) => demoQuestions.getQuestionPreview(request.params.skillId),
    );

    app.get(
      '/api/getDemoDiagnosticSkills/:topicId',
      { schema: { tags: ['demo'], params: topicParamsSchema, response: { 200: demoSkillsResponseSchema } } },
      async (request) => ({ skills: await demoQuestions.listDemoSkills(request.params.topicId) }),
    );
  };
}
