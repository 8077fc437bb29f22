import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT } from '../../platform/auth/account-sign-in-limit';
import { EMAIL_CHECK_LIMIT } from '../../modules/accounts/caller-rate-limit';
import { SANDBOX_NONCES } from '../../platform/payments/sandbox-gateway';
import type { TestUser } from '../factories';
import { buildCheckoutBody, buildParent } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each attempt can come from a client address of its own (as from a botnet).
  testApp = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await testApp.close();
});

let clientNumber = 0;
const nextClient = () => {
  clientNumber += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}` };
};

const signIn = (email: string, password: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL, ...nextClient() },
    payload: { email, password },
  });

async function signInCookie(user: TestUser): Promise<string> {
  const response = await signIn(user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => /mathwise\.session_token=/.test(value));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** The same cookie with one more character of the token percent-encoded: the same session to the server. */
function reEncode(cookie: string, times: number): string {
  const [name, value = ''] = cookie.split(/=(.*)/s);
  let encoded = '';
  let remaining = times;
  for (const character of value) {
    if (remaining > 0 && /[A-Za-z0-9]/.test(character)) {
      encoded += `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
      remaining -= 1;
    } else encoded += character;
  }
  return `${name ?? ''}=${encoded}`;
}

describe('the per-account sign-in lockout outlives better-auth’s pruning (issue 22, finding 4)', () => {
  it('still refuses the account after better-auth prunes its own rate-limit rows', async () => {
    const parent = await buildParent(testApp);
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_ACCOUNT; attempt += 1) {
      expect((await signIn(parent.email, 'Wrong!Pass1')).statusCode).toBe(401);
    }
    // better-auth deletes every rateLimit row older than its longest window (60 s) whenever a window rolls over;
    // this is that prune as it runs two minutes later, well inside the account's 15-minute window.
    await testApp.database.db
      .withTables<{ rateLimit: { lastRequest: number } }>()
      .deleteFrom('rateLimit')
      .where('lastRequest', '<', Date.now() + 120_000 - 60_000)
      .execute();
    const afterPrune = await signIn(parent.email, parent.password);
    expect(afterPrune.statusCode, afterPrune.body).toBe(429);
  });
});

describe('per-session limits count the session, however its cookie is spelled (issue 22, finding 5)', () => {
  it('refuses validate-email calls over the limit sent with a percent-encoded copy of the cookie', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInCookie(parent);
    const check = (cookieHeader: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/accountSettings/validate-email/',
        headers: { cookie: cookieHeader },
        payload: { email: 'someone-free@example.com' },
      });
    for (let call = 0; call < EMAIL_CHECK_LIMIT.max; call += 1)
      expect((await check(cookie)).statusCode).toBe(200);
    for (let variant = 1; variant <= 3; variant += 1) {
      const response = await check(reEncode(cookie, variant));
      expect(response.statusCode, response.body).toBe(429);
    }
  });

  it('refuses wrong current passwords over the limit whatever the cookie’s spelling', async () => {
    const parent = await buildParent(testApp);
    const cookie = await signInCookie(parent);
    const statuses: number[] = [];
    for (let call = 0; call < 12; call += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/accountSettings/change-password/',
        headers: { cookie: reEncode(cookie, call) },
        payload: {
          current_password: 'Wrong!Pass1',
          password: 'New!Passw0rd',
          confirm_password: 'New!Passw0rd',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('promo codes cannot be guessed through checkout (issue 22, finding 6)', () => {
  it('limits checkouts that carry a promo code as the promo check is limited', async () => {
    const parent = await buildParent(testApp);
    const statuses: number[] = [];
    for (let guess = 0; guess < 31; guess += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/createNewSubscription',
        headers: parent.headers,
        payload: buildCheckoutBody({ nonce: SANDBOX_NONCES.declined, promo_code: `GUESS${guess}` }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('verification mails are limited per user and per address (issue 22, finding 7)', () => {
  async function buildUnverifiedParent(): Promise<TestUser> {
    const parent = await buildParent(testApp);
    await testApp.database.db
      .updateTable('user')
      .set({ emailVerified: false as never })
      .where('id', '=', parent.userId)
      .execute();
    return parent;
  }

  it('refuses a fourth resend from the same user within the window', async () => {
    const parent = await buildUnverifiedParent();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/email/verification',
        headers: parent.headers,
        payload: { user_id: parent.userId },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a fourth mail to the same address, whichever client asks', async () => {
    const parent = await buildUnverifiedParent();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { origin: TEST_PUBLIC_URL, ...nextClient() },
        payload: { email: parent.email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('deeply nested JSON to /api/auth/* (issue 22, finding 10)', () => {
  it('answers 400, not 500', async () => {
    const depth = 20_000;
    const payload = `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...nextClient() },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
  });
});
