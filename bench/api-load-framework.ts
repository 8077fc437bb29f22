// The framework floor of the load bench: the app's HTTP stack with none of its work. The stack is built by the
// function buildApp builds its own with (createHttpStack: Fastify with the app's logger, body limit and zod
// compilers, its error answers, session check, request metrics, security hooks and OpenAPI document), from the app's
// own configuration, so it cannot drift from the app; on it, the practice loop's three routes with their contract
// schemas (params, body and response validated as in the app), each answering the JSON the real app answered (sent
// by the bench over IPC) from memory. The caller is a fixed learner and no database is read. Its rate is the most
// any app on this stack could serve.
import type { AddressInfo } from 'node:net';
import {
  checkAnswerParamsSchema,
  checkAnswerResponseSchema,
  checkAnswerSchema,
  currentQuestionResponseSchema,
  practiceQuestionRequestSchema,
  savedRoundResponseSchema,
  saveSkillRoundSchema,
  skillLevelParamsSchema,
  topicLearnerParamsSchema,
} from '@mathwise/api-contract';
import type { Actor } from '../apps/server/src/platform/auth/actor';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { createHttpStack } from '../apps/server/src/platform/http/http-app';
import { HOT_PATH_LOG_LEVEL } from '../apps/server/src/platform/http/hot-path-logging';
import { answerCpuQuestions } from './api-load-protocol';
import type { RecordedBodies, TargetMessage } from './api-load-protocol';

/** The caller every request resolves to: the session read is the app's work, not the stack's. */
const FLOOR_ACTOR: Actor = {
  userId: 'framework-floor',
  email: 'floor@example.com',
  name: 'Floor',
  nickname: null,
  userType: 'learner',
  roles: new Set(),
  isEmailVerified: true,
};

async function startFramework(bodies: RecordedBodies): Promise<void> {
  if (!bodies.config) throw new Error('The framework floor needs the app configuration');
  // The platform's metrics read the database handle's pool figures only; an in-memory SQLite has none.
  const database = openDatabase({ engine: 'sqlite', filename: ':memory:' });
  const { app } = await createHttpStack({
    config: { ...bodies.config, database: { engine: 'sqlite', filename: ':memory:' } },
    database,
  });
  app.decorateRequest('findActor', async () => FLOOR_ACTOR);
  app.decorateRequest('requireActor', async () => FLOOR_ACTOR);
  const calls = [
    {
      method: 'PUT',
      url: '/api/getPracticeQuestion/:skillId/:level',
      schema: {
        params: skillLevelParamsSchema,
        body: practiceQuestionRequestSchema,
        response: { 200: currentQuestionResponseSchema },
      },
      answer: bodies.question,
    },
    {
      method: 'POST',
      url: '/api/checkAnswer/:questionId',
      schema: {
        params: checkAnswerParamsSchema,
        body: checkAnswerSchema,
        response: { 200: checkAnswerResponseSchema },
      },
      answer: bodies.check,
    },
    {
      method: 'POST',
      url: '/api/saveSkillRound/:topicId/:learnerId',
      schema: {
        params: topicLearnerParamsSchema,
        body: saveSkillRoundSchema,
        response: { 200: savedRoundResponseSchema },
      },
      answer: bodies.save,
    },
  ];
  for (const { method, url, schema, answer } of calls) {
    const body: unknown = JSON.parse(answer);
    app.route({ method, url, schema, logLevel: HOT_PATH_LOG_LEVEL, handler: async () => body as never });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ready: TargetMessage = {
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    learners: [],
    skills: [],
    answerKeys: {},
  };
  process.send?.(ready);
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.destroy())
        .then(() => process.exit(0)),
  );
}

process.once('message', (bodies: RecordedBodies) => {
  startFramework(bodies).catch((error: unknown) => {
    const failed: TargetMessage = {
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    process.send?.(failed);
    process.exit(1);
  });
});
answerCpuQuestions();
