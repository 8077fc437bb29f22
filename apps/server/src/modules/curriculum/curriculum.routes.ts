import {
  checkAnswerParamsSchema,
  checkAnswerResponseSchema,
  checkAnswerSchema,
  courseSchema,
  currentQuestionResponseSchema,
  curriculumTopicSchema,
  curriculumTopicsResponseSchema,
  demoSkillsResponseSchema,
  idParamsSchema,
  idSchema,
  questionHelpParamsSchema,
  questionHintResponseSchema,
  questionPreviewResponseSchema,
  showSolutionResponseSchema,
  skillLevelParamsSchema,
  subjectsResponseSchema,
  topicParamsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOT_PATH_LOG_LEVEL } from '../../platform/http/hot-path-logging';
import { registerCallerRateLimit } from '../accounts/caller-rate-limit';
import type { CurriculumService } from './curriculum.service';

const skillParamsSchema = z.strictObject({ skillId: idSchema });

/**
 * Checks, hints and solutions per caller (session, else address) and minute: far above a learner's pace (a question
 * takes seconds), far below what scripting the demo's answers or a round would need (issue 22.3). The load bench
 * drives hundreds of checks a second per learner and raises it through ANSWER_CHECK_LIMIT_PER_MINUTE.
 */
export const DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE = 120;

/** The public curriculum calls (spec 1 §7, spec 3 §7): no sign-in, and never an answer key before an answer. */
export function curriculumRoutes(services: {
  curriculum: CurriculumService;
  answerCheckLimitPerMinute?: number;
}): FastifyPluginAsyncZod {
  const { curriculum } = services;
  const answerLimit = {
    max: services.answerCheckLimitPerMinute ?? DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
  };
  return async (app) => {
    await registerCallerRateLimit(app);
    app.get(
      '/api/getCoursesByID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: courseSchema } } },
      (request) => curriculum.getCourse(request.params.id),
    );

    app.get(
      '/api/getSubjectsByCourseID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: subjectsResponseSchema } } },
      (request) => curriculum.listSubjectsOfCourse(request.params.id),
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
      (request) => curriculum.listTopicsOfSubject(request.params.id),
    );

    app.get(
      '/api/getTopicByID/:id',
      { schema: { tags: ['curriculum'], params: idParamsSchema, response: { 200: curriculumTopicSchema } } },
      (request) => curriculum.getTopic(request.params.id),
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
      (request) => curriculum.getQuestionPreview(request.params.skillId),
    );

    app.get(
      '/api/getDemoDiagnosticSkills/:topicId',
      { schema: { tags: ['demo'], params: topicParamsSchema, response: { 200: demoSkillsResponseSchema } } },
      async (request) => ({ skills: await curriculum.listDemoSkills(request.params.topicId) }),
    );

    app.get(
      '/api/getDiagnosticQuestion/:skillId/:level',
      {
        logLevel: HOT_PATH_LOG_LEVEL,
        schema: {
          tags: ['demo', 'practice'],
          summary: 'A question of a skill at a difficulty level, without its answer',
          params: skillLevelParamsSchema,
          response: { 200: currentQuestionResponseSchema },
        },
      },
      async (request) => ({
        current_question: await curriculum.pickDiagnosticQuestion(
          await request.findActor(),
          request.params.skillId,
          request.params.level,
        ),
      }),
    );

    app.post(
      '/api/checkAnswer/:questionId',
      {
        logLevel: HOT_PATH_LOG_LEVEL,
        config: { rateLimit: answerLimit },
        schema: {
          tags: ['demo', 'practice'],
          summary:
            "Checks an answer on the server: the demo's questions for anyone, others in the learner's own open round; a wrong answer gets a hint, the explanation and key come once the attempt is closed",
          params: checkAnswerParamsSchema,
          body: checkAnswerSchema,
          response: { 200: checkAnswerResponseSchema },
        },
      },
      async (request) =>
        curriculum.checkQuestionAnswer(
          await request.findActor(),
          request.params.questionId,
          request.body.selected_answer,
        ),
    );

    app.post(
      '/api/questionHint/:questionId',
      {
        config: { rateLimit: answerLimit },
        schema: {
          tags: ['demo', 'practice'],
          summary:
            "The Hint button: the next hint of a question of the learner's open round, counted on the attempt (each costs points); the demo's questions give their first hint",
          params: questionHelpParamsSchema,
          response: { 200: questionHintResponseSchema },
        },
      },
      async (request) => curriculum.giveQuestionHint(await request.findActor(), request.params.questionId),
    );

    app.post(
      '/api/showSolution/:questionId',
      {
        config: { rateLimit: answerLimit },
        schema: {
          tags: ['demo', 'practice'],
          summary:
            "Show me how: the worked solution and key of a question of the learner's open round, which then earns no points",
          params: questionHelpParamsSchema,
          response: { 200: showSolutionResponseSchema },
        },
      },
      async (request) =>
        curriculum.showQuestionSolution(await request.findActor(), request.params.questionId),
    );
  };
}
