// The framework floor of the load bench: the app's HTTP stack with none of its work. Fastify with the app's logger,
// security hooks and zod compilers, and the practice loop's three routes with their contract schemas (params, body
// and response validated as in the app), each answering the JSON the real app answered (sent by the bench over IPC)
// from memory: no session, no database. Its rate is the most any app on this stack could serve; beside the bare
// server's, it says how much of the API target the stack alone uses up.
import type { AddressInfo } from 'node:net';
import {
  checkAnswerParamsSchema,
  checkAnswerResponseSchema,
  checkAnswerSchema,
  currentQuestionResponseSchema,
  practiceQuestionRequestSchema,
  saveRoundResponseSchema,
  saveSkillRoundSchema,
  skillLevelParamsSchema,
  topicLearnerParamsSchema,
} from '@mathwise/api-contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOT_PATH_LOG_LEVEL } from '../apps/server/src/platform/http/hot-path-logging';
import { requestLogSerializers } from '../apps/server/src/platform/http/request-log';
import { registerSecurity } from '../apps/server/src/platform/http/security';
import { answerCpuQuestions } from './api-load-protocol';
import type { RecordedBodies, TargetMessage } from './api-load-protocol';

async function startFramework(bodies: RecordedBodies): Promise<void> {
  const app = Fastify({
    // As the app in the bench: production's info level, to stdout, which the bench discards.
    logger: { level: 'info', serializers: requestLogSerializers },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurity(app, {
    publicUrl: 'http://127.0.0.1',
    allowedOrigins: [],
    isProduction: true,
    paymentOrigins: { script: [], frame: [], connect: [], style: [] },
  });
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
        response: { 200: saveRoundResponseSchema },
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
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

process.once('message', (bodies: RecordedBodies) => void startFramework(bodies));
answerCpuQuestions();
