import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../error-answer';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';
import { expectNothingLeaked, readStoredSecrets } from './response-scan';
import { ROUTE_POLICIES } from './route-policies';
import type { SecurityWorld } from './security-world';
import { buildSecurityWorld } from './security-world';

let testApp: TestApp;
let world: SecurityWorld;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  world = await buildSecurityWorld(testApp);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** Fields a client must never set on its own: who it is, what it may do, what it has earned or paid for. */
const PRIVILEGED_FIELDS: Record<string, unknown> = {
  role: 'teacher',
  roles: 'teacher',
  emailVerified: true,
  userId: 'someone-else',
  status: 'active',
  points: 1_000_000,
  subscription_plan: 1,
};

/** Everything a smuggled field could change: accounts, families, subscriptions, points. */
async function snapshot(): Promise<string> {
  const { db } = testApp.database;
  const tables = await Promise.all([
    db.selectFrom('user').selectAll().orderBy('id').execute(),
    db.selectFrom('subscription').selectAll().orderBy('id').execute(),
    db.selectFrom('learner').selectAll().orderBy('id').execute(),
    db.selectFrom('learner_skill_points').selectAll().orderBy('learner_id').orderBy('skill_id').execute(),
  ]);
  return JSON.stringify(tables);
}

/** The JSON write calls of the matrix, as their owners make them (multipart and row uploads are checked apart). */
const jsonWrites = [...ROUTE_POLICIES.entries()].filter(
  ([key]) => !key.startsWith('GET ') && !key.startsWith('DELETE ') && !key.includes('upload'),
);

describe('write bodies are strict: a privileged field is refused and changes nothing', () => {
  it.each(jsonWrites)('%s', async (key, route) => {
    const owner = world.users[route.owner];
    owner.headers = await world.freshHeaders(owner);
    const call = await route.call(world);
    const body = call.payload;
    if (body === undefined || Array.isArray(body) || typeof body !== 'object' || body === null) return;
    for (const [field, value] of Object.entries(PRIVILEGED_FIELDS)) {
      if (field in body) continue;
      const before = await snapshot();
      const response = await testApp.app.inject({
        method: call.method,
        url: call.url,
        headers: owner.headers,
        payload: { ...body, [field]: value },
      });
      expect(response.statusCode, `${key} with ${field}: ${response.body}`).toBe(400);
      expectErrorAnswer(response, 400);
      expect(await snapshot(), `${key} with ${field} changed stored data`).toBe(before);
    }
  });

  it.each(['/api/add-questions', '/api/add-tasks', '/api/add-question-helper'])(
    '%s: a row with an unknown field is refused whole',
    async (url) => {
      const before = await snapshot();
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: world.users.teacher.headers,
        payload: [{ title: 'Smuggled', points: 10, status: 'active', roles: 'teacher' }],
      });
      expectErrorAnswer(response, 400);
      expect(await snapshot()).toBe(before);
    },
  );
});

describe("better-auth's own write endpoints", () => {
  const updateUser = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...world.users.parentB.headers, origin: TEST_PUBLIC_URL },
      payload,
    });

  it.each([
    ['roles', { roles: 'teacher' }],
    ['role', { role: 'teacher' }],
    ['emailVerified', { emailVerified: false }],
    ['userType', { userType: 'learner' }],
    ['email', { email: 'taken-over@example.com' }],
    // The picture is only set by the upload call, which checks and re-encodes it; never a URL a client picks.
    ['image', { image: 'https://tracker.example/pixel.png' }],
    // The account name follows the same rules as the settings form: not 500 characters, not markup.
    ['an over-long name', { name: 'N'.repeat(500) }],
    ['a name with markup', { name: '<img src=x onerror=alert(1)>' }],
  ])('/update-user refuses %s and changes nothing', async (_label, payload) => {
    const before = await snapshot();
    const response = await updateUser(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('/update-user still renames the caller with a valid name', async () => {
    const response = await updateUser({ name: 'Bob Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await testApp.database.db
      .selectFrom('user')
      .select('name')
      .where('id', '=', world.users.parentB.userId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Bob Renamed');
  });
});

describe('answers carry no credentials', () => {
  it('get-session tells the browser who is signed in, without the session token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: world.users.parentA.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: world.users.parentA.userId } });
    expectNothingLeaked(response, {
      label: 'get-session',
      secrets: await readStoredSecrets(testApp),
      foreignEmails: [world.users.parentB.email],
    });
  });

  it('list-sessions shows the devices, without their tokens', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: world.users.parentA.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    expectNothingLeaked(response, {
      label: 'list-sessions',
      secrets: await readStoredSecrets(testApp),
      foreignEmails: [world.users.parentB.email],
    });
  });
});
