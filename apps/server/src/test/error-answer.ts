import type { ApiError } from '@mathwise/api-contract';
import { apiErrorSchema } from '@mathwise/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the answer is a `{ title, body }` failure (with this status, when given) and returns it. */
export function expectErrorAnswer(response: LightMyRequestResponse, statusCode?: number): ApiError {
  if (statusCode !== undefined) expect(response.statusCode).toBe(statusCode);
  const parsed = apiErrorSchema.safeParse(response.json());
  expect(parsed.success, `not a { title, body } answer: ${response.body}`).toBe(true);
  return parsed.data as ApiError;
}
