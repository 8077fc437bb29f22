import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT } from '../../platform/auth/account-sign-in-limit';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../../platform/auth/auth';
import { expectErrorAnswer } from '../error-answer';
import type { TestUser } from '../factories';
import { buildParent, buildSubscription, TEST_PASSWORD } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each sign-in below can come from its own client address and stay under the per-client limit.
  testApp = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await testApp.close();
});

const sameOrigin = { origin: TEST_PUBLIC_URL };

interface SignedIn {
  cookie: Record<string, string>;
  bearer: Record<string, string>;
  setCookie: string[];
}

let clientNumber = 0;
/** A client address of its own for each sign-in (the proxy's X-Forwarded-For), apart from the limit tests' ones. */
const nextClient = () => {
  clientNumber += 1;
  return { 'x-forwarded-for': `192.0.2.${clientNumber}` };
};

/** Signs in through the real endpoint; the answer carries the session both as a cookie and as a bearer token. */
async function signIn(app: TestApp, user: TestUser): Promise<SignedIn> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.publicUrl, ...nextClient() },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const sessionCookie = setCookie.find((cookie) => /mathwise\.session_token=/.test(cookie));
  if (!sessionCookie) throw new Error(`no session cookie in ${setCookie.join(' | ')}`);
  const token = response.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error('no set-auth-token header');
  return {
    cookie: { cookie: sessionCookie.split(';')[0] ?? '' },
    bearer: { authorization: `Bearer ${token}` },
    setCookie,
  };
}

/** A protected call: 200 with a live session, 401 without. */
async function lookUpOwnSubscription(user: TestUser, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getOneSubscription/${user.userId}/parent`,
    headers,
  });
}

async function expectSessionWorks(user: TestUser, session: SignedIn) {
  expect((await lookUpOwnSubscription(user, session.cookie)).statusCode).toBe(200);
  expect((await lookUpOwnSubscription(user, session.bearer)).statusCode).toBe(200);
}

async function expectSessionEnded(user: TestUser, session: SignedIn) {
  expectErrorAnswer(await lookUpOwnSubscription(user, session.cookie), 401);
  expectErrorAnswer(await lookUpOwnSubscription(user, session.bearer), 401);
}

async function buildFamilyParent(app: TestApp = testApp): Promise<TestUser> {
  const parent = await buildParent(app);
  await buildSubscription(app, parent, [], 1);
  return parent;
}

describe('an old session fails on the next request', () => {
  it('after sign-out (cookie and bearer alike)', async () => {
    const parent = await buildFamilyParent();
    const session = await signIn(testApp, parent);
    await expectSessionWorks(parent, session);
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...session.cookie, ...sameOrigin },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    await expectSessionEnded(parent, session);
  });

  it('after a password change, every session of the account, on every device', async () => {
    const parent = await buildFamilyParent();
    const laptop = await signIn(testApp, parent);
    const phone = await signIn(testApp, parent);
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountSettings/change-password/',
      headers: { ...laptop.cookie, ...sameOrigin },
      payload: { current_password: TEST_PASSWORD, password: 'Newer!Pass2', confirm_password: 'Newer!Pass2' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectSessionEnded(parent, laptop);
    await expectSessionEnded(parent, phone);
  });

  it("after a password change through better-auth's own endpoint", async () => {
    const parent = await buildFamilyParent();
    const laptop = await signIn(testApp, parent);
    const phone = await signIn(testApp, parent);
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...laptop.bearer, ...sameOrigin },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Newer!Pass2' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectSessionEnded(parent, laptop);
    await expectSessionEnded(parent, phone);
  });

  it('after an e-mail change is confirmed', async () => {
    const parent = await buildFamilyParent();
    const session = await signIn(testApp, parent);
    const newEmail = `moved-${parent.email}`;
    const update = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountSettings/update-account/',
      headers: { ...session.cookie, ...sameOrigin },
      payload: {
        user_id: parent.userId,
        user_type: 'parent',
        form: { name: parent.name, email: newEmail },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const mail = await testApp.mail.waitForMessageTo(newEmail);
    const link = new URL(/https?:\/\/\S+confirm-email\/\?token=\S+/.exec(mail.text)?.[0] ?? '');
    const confirm = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirm.statusCode).toBe(302);
    await expectSessionEnded(parent, session);
  });
});

describe('sign-in is rate limited per client and per account', () => {
  function attempt(app: TestApp, email: string, password: string, forwardedFor?: string) {
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: app.config.publicUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { email, password },
    });
  }

  it('per client behind the proxy: an address the client writes itself into X-Forwarded-For changes nothing', async () => {
    // Behind one load balancer (TRUST_PROXY): the balancer appends the address it saw; whatever the client put
    // before it is the client's own claim.
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const parents = await Promise.all(
        Array.from({ length: SIGN_IN_ATTEMPTS_PER_MINUTE + 2 }, () => buildParent(app)),
      );
      const statuses: number[] = [];
      for (const [index, parent] of parents.entries()) {
        const forged = `198.51.100.${index}, 203.0.113.7`;
        statuses.push((await attempt(app, parent.email, 'Wrong!Pass1', forged)).statusCode);
      }
      expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_MINUTE).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual([429, 429]);
      // Another client behind the same balancer is not held up by the first one.
      expect((await attempt(app, parents[0]?.email ?? '', TEST_PASSWORD, '203.0.113.8')).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('per account, across clients: many addresses guessing one password are stopped, even the right one then', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const target = await buildParent(app);
      const bystander = await buildParent(app);
      const statuses: number[] = [];
      for (let index = 0; index < SIGN_IN_ATTEMPTS_PER_ACCOUNT; index += 1) {
        statuses.push((await attempt(app, target.email, 'Wrong!Pass1', `198.51.100.${index}`)).statusCode);
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
      // From a fresh address, with the right password: the account is resting; the upper-case spelling is the same.
      const locked = await attempt(app, target.email.toUpperCase(), TEST_PASSWORD, '198.51.100.200');
      expect(expectErrorAnswer(locked, 429).title).toBe('Too many requests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // The limit is the account's: another account signs in from the same addresses.
      expect((await attempt(app, bystander.email, TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a successful sign-in clears the account’s count', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const parent = await buildParent(app);
      for (let index = 0; index < SIGN_IN_ATTEMPTS_PER_ACCOUNT - 1; index += 1) {
        expect((await attempt(app, parent.email, 'Wrong!Pass1', `198.51.100.${index}`)).statusCode).toBe(401);
      }
      expect((await attempt(app, parent.email, TEST_PASSWORD, '198.51.100.100')).statusCode).toBe(200);
      for (let index = 0; index < SIGN_IN_ATTEMPTS_PER_ACCOUNT - 1; index += 1) {
        expect((await attempt(app, parent.email, 'Wrong!Pass1', `198.51.101.${index}`)).statusCode).toBe(401);
      }
      expect((await attempt(app, parent.email, TEST_PASSWORD, '198.51.100.101')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('reading the session is never rate limited', () => {
  it('answers a session read on every page load of a long visit from one address', async () => {
    const parent = await buildParent(testApp);
    const { cookie } = await signIn(testApp, parent);
    const client = { 'x-forwarded-for': '198.51.100.7' };
    // Well past the 100 a minute every other auth path allows one address.
    for (let pageLoad = 1; pageLoad <= 150; pageLoad += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { ...cookie, ...client },
      });
      expect(response.statusCode, `page load ${pageLoad}`).toBe(200);
    }
  });
});

describe('cross-site writes and cookies', () => {
  it.each(['https://evil.example', 'null', 'http://localhost:3000.evil.example'])(
    'refuses a POST from %s that carries the session cookie, and changes nothing',
    async (origin) => {
      const parent = await buildFamilyParent();
      const session = await signIn(testApp, parent);
      const readNewsletter = async () =>
        (await lookUpOwnSubscription(parent, session.cookie)).json<{ newsletter: boolean }>().newsletter;
      const before = await readNewsletter();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/accountSettings/notifications/',
        headers: { ...session.cookie, origin },
        payload: { newsletter: !before },
      });
      expectErrorAnswer(response, 403);
      expect(await readNewsletter()).toBe(before);
      const signOut = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...session.cookie, origin },
        payload: {},
      });
      expect(signOut.statusCode).toBe(403);
      await expectSessionWorks(parent, session);
    },
  );

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over plain HTTP (a laptop install)', async () => {
    const parent = await buildParent(testApp);
    const { setCookie } = await signIn(testApp, parent);
    for (const cookie of setCookie) {
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    }
  });

  it('marks every cookie Secure (with the __Secure- prefix) when PUBLIC_URL is https', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://mathwise.example' });
    try {
      const parent = await buildParent(app);
      const { setCookie } = await signIn(app, parent);
      expect(setCookie.length).toBeGreaterThan(0);
      for (const cookie of setCookie) {
        expect(cookie).toMatch(/^__Secure-mathwise\./);
        expect(cookie).toContain('HttpOnly');
        expect(cookie).toContain('Secure');
        expect(cookie).toContain('SameSite=Lax');
      }
    } finally {
      await app.close();
    }
  });
});
