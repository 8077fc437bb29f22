import {
  currentQuestionResponseSchema,
  diagnosticProgressResponseSchema,
  learnerParamsSchema,
  learnerStreakResponseSchema,
  practiceQuestionRequestSchema,
  saveDiagnosticTestSchema,
  saveRoundResponseSchema,
  savedRoundResponseSchema,
  saveSkillRoundSchema,
  skillLevelParamsSchema,
  topicLearnerParamsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOT_PATH_LOG_LEVEL } from '../../platform/http/hot-path-logging';
import type { PracticeService } from './practice.service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The learner's practice writes (spec 3 §7). Reads of progress live in the progress area. */
export function practiceRoutes(services: { practice: PracticeService }): FastifyPluginAsyncZod {
  const { practice } = services;
  return async (app) => {
    app.put(
      '/api/getPracticeQuestion/:skillId/:level',
      {
        logLevel: HOT_PATH_LOG_LEVEL,
        schema: {
          tags: ['practice'],
          summary:
            "The next question of the learner's practice round of a skill, at the learner's difficulty, without its answer",
          description:
            "The round is recorded on the server: the question is not repeated within the round and, while others remain, not one served in the last week. The learner's difficulty comes from the share of the skill's points (20 % bands); :level is the client's view of it. Check answers with POST /api/checkAnswer/:questionId, which records the attempt.",
          security,
          params: skillLevelParamsSchema,
          body: practiceQuestionRequestSchema,
          response: { 200: currentQuestionResponseSchema },
        },
      },
      async (request) => ({
        current_question: await practice.servePracticeQuestion(
          await request.requireActor(),
          request.params.skillId,
          request.params.level,
          request.body.answer_sheet,
        ),
      }),
    );

    app.post(
      '/api/saveSkillRound/:topicId/:learnerId',
      {
        logLevel: HOT_PATH_LOG_LEVEL,
        schema: {
          tags: ['practice'],
          summary: "Saves the learner's open practice round of the sheet's current skill, once",
          description:
            "Points are recomputed from the attempts the server recorded; the sheet only names the skill. A repeated save answers the saved result without adding points again. The answer carries the round's report: each number with what it is made of, the questions missed with their keys and worked solutions, and one recommended next step.",
          security,
          params: topicLearnerParamsSchema,
          body: saveSkillRoundSchema,
          response: { 200: savedRoundResponseSchema },
        },
      },
      async (request) =>
        practice.saveSkillRound(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
          request.body,
        ),
    );

    app.get(
      '/api/getLearnerStreak/:learnerId',
      {
        schema: {
          tags: ['practice'],
          summary: "The learner's daily streak and weekly goal, in the learner's time zone",
          description:
            'A day counts when the learner finishes a practice round or a diagnostic skill; the streak runs to today, or to yesterday while today has none yet. The weekly goal counts saved rounds from Monday to Sunday. For the learner themselves and the parent whose subscription holds them; 403 for anyone else.',
          security,
          params: learnerParamsSchema,
          response: { 200: learnerStreakResponseSchema },
        },
      },
      async (request) => practice.getLearnerStreak(await request.requireActor(), request.params.learnerId),
    );

    app.get(
      '/api/getDiagnosticProgress/:topicId/:learnerId',
      {
        schema: {
          tags: ['practice'],
          summary:
            "The learner's unfinished diagnostic of a topic, skill by skill, to resume it where it stopped",
          description:
            'Every question of a diagnostic is recorded on the server as it is served and checked, so the test survives a closed tab, a lost connection or a sign-out; open rounds stay resumable for 7 days. For the learner themselves and the parent whose subscription holds them; 403 for anyone else.',
          security,
          params: topicLearnerParamsSchema,
          response: { 200: diagnosticProgressResponseSchema },
        },
      },
      async (request) =>
        practice.getDiagnosticProgress(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
        ),
    );

    app.post(
      '/api/saveDiagnosticTest/:topicId/:learnerId',
      {
        logLevel: HOT_PATH_LOG_LEVEL,
        schema: {
          tags: ['practice'],
          summary: "Saves one skill of the learner's diagnostic (the sheet's current skill), once",
          description:
            'Called once per skill after the test (spec 3 §4). Only questions right on the first check earn points.',
          security,
          params: topicLearnerParamsSchema,
          body: saveDiagnosticTestSchema,
          response: { 200: saveRoundResponseSchema },
        },
      },
      async (request) =>
        practice.saveDiagnosticSkill(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
          request.body,
        ),
    );
  };
}
