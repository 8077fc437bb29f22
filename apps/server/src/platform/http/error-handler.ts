import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors';

interface ErrorAnswer {
  statusCode: number;
  title: string;
  body: string;
}

function describeError(error: FastifyError | HttpError | Error): ErrorAnswer {
  if (error instanceof HttpError)
    return { statusCode: error.statusCode, title: error.title, body: error.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { statusCode: 400, title: 'Invalid request', body: first?.message ?? 'The request is not valid.' };
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode === 429) {
    return { statusCode, title: 'Too many requests', body: 'Please wait a moment and try again.' };
  }
  if (statusCode === 413) {
    return { statusCode, title: 'Too large', body: 'The request is larger than we accept.' };
  }
  if (statusCode === 415) {
    return { statusCode, title: 'Unsupported content', body: 'Send the request as JSON.' };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, bad content length) have safe, generic messages.
    return { statusCode, title: 'Invalid request', body: error.message };
  }
  return {
    statusCode: 500,
    title: 'Server error',
    body: 'An internal error has occurred, please contact the support or try again later.',
  };
}

/** Every failure answers `{ title, body }`; a 500 never carries internals (they go to the log). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const answer = describeError(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.statusCode).send({ title: answer.title, body: answer.body });
  });
}
