import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';

/** Keys that would carry a credential; no API answer has any of them, at any depth. */
const SECRET_KEYS =
  /^(password|passwordHash|hash|token|sessionToken|accessToken|refreshToken|idToken|secret)$/i;

function collectKeys(value: unknown, keys: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectKeys(item, keys);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      collectKeys(inner, keys);
    }
  }
  return keys;
}

function parseJson(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return undefined;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Every stored password hash and session token: none may appear in any answer. */
export async function readStoredSecrets(testApp: TestApp): Promise<string[]> {
  const { db } = testApp.database;
  const hashes = await db
    .selectFrom('account')
    .select('password')
    .where('password', 'is not', null)
    .execute();
  const sessions = await db.selectFrom('session').select('token').execute();
  return [...hashes.map((row) => row.password ?? ''), ...sessions.map((row) => row.token)].filter(Boolean);
}

/**
 * What no answer may carry: a password hash or a session token (by value or by key), an e-mail of someone outside
 * the caller's family, and, when it serves a question to a learner, the answer key.
 */
export function expectNothingLeaked(
  response: LightMyRequestResponse,
  context: { label: string; secrets: string[]; foreignEmails: string[]; servesQuestion?: boolean },
): void {
  const text = response.body.toLowerCase();
  for (const secret of context.secrets) {
    expect(response.body.includes(secret), `${context.label}: answer carries a stored secret`).toBe(false);
  }
  for (const email of context.foreignEmails) {
    expect(text.includes(email.toLowerCase()), `${context.label}: answer names ${email}`).toBe(false);
  }
  const json = parseJson(response);
  if (json === undefined) return;
  const keys = [...collectKeys(json, new Set())];
  expect(
    keys.filter((key) => SECRET_KEYS.test(key)),
    `${context.label}: credential keys`,
  ).toEqual([]);
  if (context.servesQuestion && response.statusCode < 300) {
    expect(keys, `${context.label}: a question served with its answer`).not.toContain('answer');
  }
}

/** A refusal carries `{ title, body }` and nothing else. */
export function expectBareRefusal(response: LightMyRequestResponse, label: string): void {
  const json = parseJson(response);
  expect(json, `${label}: refusal is not JSON: ${response.body}`).toBeTypeOf('object');
  expect(Object.keys(json as object).sort(), `${label}: refusal carries data: ${response.body}`).toEqual([
    'body',
    'title',
  ]);
}
