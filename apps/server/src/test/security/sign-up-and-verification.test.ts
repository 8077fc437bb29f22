import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_ELSEWHERE_REDIRECT } from '../../platform/auth/auth.routes';
import { buildParent, TEST_PASSWORD } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

let clientCount = 0;

/** Each sign-up from its own client address: better-auth allows 10 sign-ups a minute per address. */
function signUp(email: string, password = 'Strong!Pass1') {
  clientCount += 1;
  return testApp.app.inject({
    method: 'POST',
    remoteAddress: `203.0.113.${clientCount}`,
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: {
      name: 'Robin Signup',
      email,
      password,
      userType: 'parent',
      callbackURL: '/email-verification',
    },
  });
}

function signIn(email: string, password: string) {
  clientCount += 1;
  return testApp.app.inject({
    method: 'POST',
    remoteAddress: `203.0.113.${clientCount}`,
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password },
  });
}

function setCookies(response: LightMyRequestResponse): string[] {
  return [response.headers['set-cookie'] ?? []].flat();
}

/** The cookies a browser would send back: name=value of each cookie set. */
function cookieHeader(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** What an observer can compare between two answers: status, body, and each cookie without its value. */
function observable(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    body: response.body,
    cookies: setCookies(response).map((cookie) => cookie.replace(/=[^;]*/, '=…')),
  };
}

async function verificationPathFor(email: string): Promise<string> {
  const mail = await testApp.mail.waitForMessageTo(email);
  expect(mail.subject).toBe('Verify your Mathwise e-mail address');
  const link = /https?:\/\/\S+verify-email\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function countSessions(email: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select('session.id')
    .where('user.email', '=', email)
    .execute();
  return rows.length;
}

function readSession(cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

describe('public sign-up does not say whether an address has an account (issue 22, finding 9)', () => {
  it('answers a known address exactly as a new one, signs neither in, and mails the known one’s owner', async () => {
    const owner = await buildParent(testApp);
    const newEmail = uniqueEmail('newcomer');

    const forNew = await signUp(newEmail);
    const forKnown = await signUp(owner.email, 'Takeover!Pass1');

    expect(forNew.statusCode, forNew.body).toBe(200);
    expect(observable(forKnown)).toEqual(observable(forNew));
    expect(forNew.json()).toEqual({ token: null, user: null });
    for (const response of [forNew, forKnown])
      expect(setCookies(response).join('\n')).not.toContain('session_token');

    // The new address gets its verification link, over SMTP.
    await verificationPathFor(newEmail);
    // The owner learns of the attempt; nothing of the account changed, the password included.
    const notice = await testApp.mail.waitForMessageTo(owner.email);
    expect(notice.subject).toBe('Your Mathwise account already exists');
    expect(notice.text).toContain(`${TEST_PUBLIC_URL}/action-page/login`);
    expect(notice.text).not.toMatch(/verify-email/);
    expect((await signIn(owner.email, 'Takeover!Pass1')).statusCode).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('mails an owner at most three notices in ten minutes, while the answer stays the same', async () => {
    const owner = await buildParent(testApp);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await signUp(owner.email));
    for (const answer of answers) expect(observable(answer)).toEqual(observable(answers[0]!));
    // A mail sent after the five shows the server's queue has drained: no fourth notice arrived before it.
    const marker = uniqueEmail('marker');
    await signUp(marker);
    await testApp.mail.waitForMessageTo(marker);
    const notices = testApp.mail.messages.filter((mail) => mail.to.includes(owner.email));
    expect(notices).toHaveLength(3);
  });
});

describe('a verification link signs in only the browser that signed up (issue 22, finding 11)', () => {
  it('opened in another browser: verifies the address, creates no session, and asks for the password', async () => {
    const email = uniqueEmail('elsewhere');
    await signUp(email);
    const verified = await testApp.app.inject({ method: 'GET', url: await verificationPathFor(email) });

    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(VERIFIED_ELSEWHERE_REDIRECT);
    expect(setCookies(verified).join('\n')).not.toContain('session_token');
    expect(await countSessions(email)).toBe(0);
    const user = await testApp.database.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
    expect((await signIn(email, 'Strong!Pass1')).statusCode).toBe(200);
  });

  it('opened in the browser that signed up: signs it in once, and the same link later signs no one in', async () => {
    const email = uniqueEmail('same-browser');
    const signedUp = await signUp(email);
    const path = await verificationPathFor(email);
    const verified = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: cookieHeader(signedUp) },
    });

    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/email-verification');
    const session = await readSession(cookieHeader(verified));
    expect(session.json<{ user: { email: string } }>().user.email).toBe(email);

    // The sign-up cookie is spent: the link (now for a verified address) signs in no second browser with it.
    const again = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: cookieHeader(signedUp) },
    });
    expect(setCookies(again).join('\n')).not.toContain('session_token');
    expect(await countSessions(email)).toBe(1);
  });

  it('does not sign a signed-in victim into the account whose link an attacker planted (login CSRF)', async () => {
    const victim = await buildParent(testApp);
    const victimSignIn = await signIn(victim.email, TEST_PASSWORD);
    const victimCookie = cookieHeader(victimSignIn);
    // The attacker signs up in their own browser and has the victim open their link.
    const attackerEmail = uniqueEmail('attacker');
    await signUp(attackerEmail);
    const planted = await testApp.app.inject({
      method: 'GET',
      url: await verificationPathFor(attackerEmail),
      headers: { cookie: victimCookie },
    });

    expect(planted.statusCode).toBe(302);
    expect(setCookies(planted).join('\n')).not.toContain('session_token');
    expect(await countSessions(attackerEmail)).toBe(0);
    const session = await readSession(victimCookie);
    expect(session.json<{ user: { email: string } }>().user.email).toBe(victim.email);
  });

  it('does not sign in a browser whose sign-up was for another address', async () => {
    const mine = await signUp(uniqueEmail('mine'));
    const theirs = uniqueEmail('theirs');
    await signUp(theirs);
    const opened = await testApp.app.inject({
      method: 'GET',
      url: await verificationPathFor(theirs),
      headers: { cookie: cookieHeader(mine) },
    });
    expect(opened.headers.location).toBe(VERIFIED_ELSEWHERE_REDIRECT);
    expect(setCookies(opened).join('\n')).not.toContain('session_token');
    expect(await countSessions(theirs)).toBe(0);
  });
});
