import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app';
import { buildParent, TEST_PASSWORD } from '../../test/factories';
import { expectErrorAnswer } from '../../test/error-answer';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const sameOrigin = { origin: TEST_PUBLIC_URL };

function signUp(body: Record<string, unknown>, headers: Record<string, string> = sameOrigin) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: body });
}

function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...sameOrigin, ...headers },
    payload: { email, password },
  });
}

async function countUsers(email: string): Promise<number> {
  const rows = await testApp.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
  return rows.length;
}

async function findUser(email: string) {
  return testApp.database.db
    .selectFrom('user')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

function verificationLinkFrom(text: string): string {
  const link = /https?:\/\/\S+verify-email\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No verification link in: ${text}`);
  return link;
}

describe('sign-up', () => {
  it('creates an unverified parent, sends the verification e-mail over SMTP, and the link verifies it', async () => {
    const email = 'new.parent@example.com';
    const response = await signUp({
      name: 'New Parent',
      email,
      password: 'Strong!Pass1',
      userType: 'parent',
      callbackURL: '/email-verification',
    });
    expect(response.statusCode).toBe(200);
    // No session yet (docs/decisions/020): only the cookie that names this browser as the one that signed up.
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).not.toContain('session_token');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(Boolean((await findUser(email)).emailVerified)).toBe(false);

    const mail = await testApp.mail.waitForMessageTo(email);
    expect(mail.subject).toBe('Verify your Mathwise e-mail address');
    expect(mail.html).toContain('Verify my e-mail');
    const link = new URL(verificationLinkFrom(mail.text));

    const verified = await testApp.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/email-verification');
    expect(Boolean((await findUser(email)).emailVerified)).toBe(true);
  });

  it('rejects a tampered verification link and leaves the account unverified', async () => {
    const email = 'tamper@example.com';
    await signUp({ name: 'Tam Per', email, password: 'Strong!Pass1', userType: 'learner' });
    const link = new URL(verificationLinkFrom((await testApp.mail.waitForMessageTo(email)).text));
    const token = link.searchParams.get('token') ?? '';
    link.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    const response = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect([302, 401]).toContain(response.statusCode);
    if (response.statusCode === 302) expect(response.headers.location).toContain('error=');
    expect(Boolean((await findUser(email)).emailVerified)).toBe(false);
  });

  it("answers the spec's password rule and stores nothing for a weak password", async () => {
    const response = await signUp({
      name: 'Weak Pass',
      email: 'weak@example.com',
      password: 'password',
      userType: 'parent',
    });
    expectErrorAnswer(response, 400);
    expect(await countUsers('weak@example.com')).toBe(0);
  });

  it('refuses a user type other than parent or learner', async () => {
    const response = await signUp({
      name: 'Sneaky',
      email: 'type@example.com',
      password: 'Strong!Pass1',
      userType: 'teacher',
    });
    expect(response.statusCode).toBe(400);
    expect(await countUsers('type@example.com')).toBe(0);
  });

  it.each([
    ['roles', 'teacher'],
    ['emailVerified', true],
  ])('refuses a body that tries to set %s, and creates nothing', async (field, value) => {
    const email = `mass-${field}@example.com`;
    const response = await signUp({
      name: 'Mass Assign',
      email,
      password: 'Strong!Pass1',
      userType: 'parent',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(await countUsers(email)).toBe(0);
  });

  it('answers a duplicate sign-up as a new one (docs/decisions/020) and keeps the first account', async () => {
    const parent = await buildParent(testApp);
    const response = await signUp({
      name: 'Again Parent',
      email: parent.email,
      password: 'Other!Pass1',
      userType: 'parent',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await countUsers(parent.email)).toBe(1);
    expect((await signIn(parent.email, 'Other!Pass1')).statusCode).toBe(401);
    expect((await signIn(parent.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a sign-up posted from another site', async () => {
    const response = await signUp(
      { name: 'Cross Site', email: 'cross@example.com', password: 'Strong!Pass1', userType: 'parent' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await countUsers('cross@example.com')).toBe(0);
  });
});

describe('sign-in and sessions', () => {
  it('answers a wrong password and an unknown e-mail the same way, with title and body', async () => {
    const parent = await buildParent(testApp);
    const wrongPassword = await signIn(parent.email, 'Wrong!Pass1', { 'x-forwarded-for': '203.0.113.1' });
    const unknownEmail = await signIn('nobody@example.com', 'Wrong!Pass1');
    const wrongPasswordAnswer = expectErrorAnswer(wrongPassword, 401);
    expect(expectErrorAnswer(unknownEmail, 401).body).toBe(wrongPasswordAnswer.body);
  });

  it('signs out: the old session no longer works', async () => {
    const parent = await buildParent(testApp);
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: parent.headers,
    });
    expect(before.json()).toMatchObject({ user: { email: parent.email } });
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...parent.headers, ...sameOrigin },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: parent.headers,
    });
    expect(after.json()).toBeNull();
  });

  it('does not let a user change their own user type, roles or verified flag', async () => {
    const parent = await buildParent(testApp);
    for (const payload of [{ userType: 'learner' }, { roles: 'teacher' }, { emailVerified: false }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...parent.headers, ...sameOrigin },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const stored = await findUser(parent.email);
    expect(stored.userType).toBe('parent');
    expect(stored.roles).toBe('');
    expect(Boolean(stored.emailVerified)).toBe(true);
  });

  it('rate limits sign-in per client address, and a forged X-Forwarded-For does not reset it', async () => {
    const limited = await createTestApp();
    try {
      const parent = await buildParent(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { ...sameOrigin, 'x-forwarded-for': `198.51.100.${attempt}` },
          payload: { email: parent.email, password: 'Wrong!Pass1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, referrer policy and frame-ancestors on API answers and errors', async () => {
    for (const url of ['/api/auth-providers', '/api/does-not-exist']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers an unknown API path with a { title, body } 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(expectErrorAnswer(response, 404).title).toBe('Not found');
  });

  it('answers malformed JSON with a 400 { title, body }, not a 500', async () => {
    const parent = await buildParent(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/email/verification',
      headers: { ...parent.headers, 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expectErrorAnswer(response, 400);
  });
});
