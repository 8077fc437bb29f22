import {
  checkAnswerParamsSchema,
  checkAnswerResponseSchema,
  checkAnswerSchema,
  currentQuestionResponseSchema,
  diagnosticProgressResponseSchema,
  learnerParamsSchema,
  learnerStreakResponseSchema,
  practiceQuestionRequestSchema,
  questionHelpParamsSchema,
  questionHintResponseSchema,
  saveDiagnosticTestSchema,
  saveRoundResponseSchema,
  savedRoundResponseSchema,
  saveSkillRoundSchema,
  showSolutionResponseSchema,
  skillLevelParamsSchema,
  topicLearnerParamsSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOT_PATH_LOG_LEVEL } from '../../platform/http/hot-path-logging';
import { registerCallerRateLimit } from '../accounts/caller-rate-limit';
import type { AnswerChecksService } from './answer-checks.service';
import type { DiagnosticService } from './diagnostic.service';
import type { LearnerHabitsService } from './learner-habits.service';
import type { PracticeRoundsService } from './practice-rounds.service';
import type { QuestionHelpService } from './question-help.service';
import type { QuestionServingService } from './question-serving.service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/**
 * Checks, hints and solutions per caller (session, else address) and minute: far above a learner's pace (a question
 * takes seconds), far below what scripting the demo's answers or a round would need (issue 22.3). The load bench
 * drives hundreds of checks a second per learner and raises it through ANSWER_CHECK_LIMIT_PER_MINUTE.
 */
export const DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE = 120;

/**
 * The learner's practice writes (spec 3 §7) and the question calls: a diagnostic question, and a check, a hint or the
 * solution of a question, recorded on the learner's open attempt (the demo's questions for anyone, unrecorded).
 * Reads of progress live in the progress area.
 */
export function practiceRoutes(services: {
  questionServing: QuestionServingService;
  answerChecks: AnswerChecksService;
  questionHelp: QuestionHelpService;
  practiceRounds: PracticeRoundsService;
  diagnostic: DiagnosticService;
  learnerHabits: LearnerHabitsService;
  answerCheckLimitPerMinute?: number;
}): FastifyPluginAsyncZod {
  const { questionServing, answerChecks, questionHelp, practiceRounds, diagnostic, learnerHabits } = services;
  const answerLimit = {
    max: services.answerCheckLimitPerMinute ?? DEFAULT_ANSWER_CHECK_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
  };
  return async (app) => {
    await registerCallerRateLimit(app);
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
        current_question: await questionServing.serveDiagnosticQuestion(
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
        answerChecks.checkAnswer(
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
      async (request) => questionHelp.giveQuestionHint(await request.findActor(), request.params.questionId),
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
        questionHelp.showQuestionSolution(await request.findActor(), request.params.questionId),
    );

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
        current_question: await questionServing.servePracticeQuestion(
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
        practiceRounds.saveSkillRound(
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
      async (request) =>
        learnerHabits.getLearnerStreak(await request.requireActor(), request.params.learnerId),
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
        diagnostic.getDiagnosticProgress(
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
        practiceRounds.saveDiagnosticSkill(
          await request.requireActor(),
          request.params.topicId,
          request.params.learnerId,
          request.body,
        ),
    );
  };
}
