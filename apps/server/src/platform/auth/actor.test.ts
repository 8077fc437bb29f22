import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildParent } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

// The actor of a browser's request is read from its session cookie without better-auth's endpoint (actor.ts); these
// hold that read to better-auth's rules. Sign-out, password and e-mail changes are in the security suite.
let testApp: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each sign-in can come from its own client address and stay under the per-client limit.
  testApp = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await testApp.close();
});

const DAY_MS = 86_400_000;
let clientNumber = 0;

/** Signs in through the real endpoint and answers the session cookie as the browser sends it back. */
async function signInWithCookie(user: TestUser): Promise<string> {
  clientNumber += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testApp.config.publicUrl, 'x-forwarded-for': `198.51.100.${clientNumber}` },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sessionCookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith('mathwise.session_token='));
  if (!sessionCookie) throw new Error('no session cookie');
  return sessionCookie.split(';')[0] ?? '';
}

/** A call only a signed-in parent makes: 200 for its owner, 401 without a session. */
function lookUpOwnSubscription(user: TestUser, cookie: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getOneSubscription/${user.userId}/parent`,
    headers: { cookie },
  });
}

/** The session token a cookie carries (`token.signature`, URI-encoded). */
function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] ?? '';
}

async function findSessionRow(cookie: string) {
  return testApp.database.db
    .selectFrom('session')
    .select('expiresAt')
    .where('token', '=', tokenOf(cookie))
    .executeTakeFirst();
}

async function setSessionExpiry(cookie: string, expiresAt: Date): Promise<void> {
  await testApp.database.db
    .updateTable('session')
    .set({ expiresAt: expiresAt.toISOString() })
    .where('token', '=', tokenOf(cookie))
    .execute();
}

describe('the caller of a request with a session cookie', () => {
  it('is read afresh on every request: a role granted on the server counts on the next one', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInWithCookie(parent);
    const listQuestions = () =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/questions', headers: { cookie } });
    expectErrorAnswer(await listQuestions(), 403);
    await testApp.database.db
      .updateTable('user')
      .set({ roles: 'teacher' })
      .where('id', '=', parent.userId)
      .execute();
    expect((await listQuestions()).statusCode).toBe(200);
  });

  it('is nobody when the cookie signature does not match its token', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInWithCookie(parent);
    expect((await lookUpOwnSubscription(parent, cookie)).statusCode).not.toBe(401);
    const name = cookie.slice(0, cookie.indexOf('='));
    const token = tokenOf(cookie);
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expectErrorAnswer(await lookUpOwnSubscription(parent, forged), 401);
    expectErrorAnswer(await lookUpOwnSubscription(parent, `${name}=${token}`), 401);
  });

  it('is nobody once the session has expired, and the expired session is removed', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInWithCookie(parent);
    await setSessionExpiry(cookie, new Date(Date.now() - 1000));
    expectErrorAnswer(await lookUpOwnSubscription(parent, cookie), 401);
    expect(await findSessionRow(cookie)).toBeUndefined();
  });

  it('keeps a session used after its first day alive for another week, as better-auth slides it', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInWithCookie(parent);
    // Two days into its week: past the one-day update age.
    await setSessionExpiry(cookie, new Date(Date.now() + 5 * DAY_MS));
    expect((await lookUpOwnSubscription(parent, cookie)).statusCode).not.toBe(401);
    const expiresAt = new Date((await findSessionRow(cookie))?.expiresAt ?? 0).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
  });

  it('is the same whether the session is sent as a cookie or as a bearer token', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInWithCookie(parent);
    const byCookie = await lookUpOwnSubscription(parent, cookie);
    const byBearer = await testApp.app.inject({
      method: 'GET',
      url: `/api/getOneSubscription/${parent.userId}/parent`,
      headers: parent.headers,
    });
    expect(byCookie.statusCode).toBe(byBearer.statusCode);
    expect(byCookie.json()).toEqual(byBearer.json());
  });
});
