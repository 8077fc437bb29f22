import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_NAME_REQUIRED,
  ACCOUNT_UPDATED,
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  GRADE_REQUIRED,
  NAME_MIN_LENGTH,
  NO_SUBSCRIPTION_MESSAGE,
  PASSWORD_REQUIRED,
  PASSWORD_SPECIAL_CHARACTER,
  PASSWORDS_DO_NOT_MATCH,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import {
  buildLearner,
  buildParent,
  buildSubscription,
  seedGrades,
  TEST_PASSWORD,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app';
import { EMAIL_CHANGE_FAILED_REDIRECT, EMAIL_CHANGED_REDIRECT } from './accounts.routes';
import { GUESSING_LIMIT } from './caller-rate-limit';
import {
  SOCIAL_LOGIN_EMAIL_LOCKED,
  SOCIAL_LOGIN_PASSWORD_LOCKED,
  USER_TYPE_MISMATCH,
} from './account-settings.service';
import { EMAIL_IN_USE } from './accounts.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedGrades(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const NEW_PASSWORD = 'Changed!Pass9';

function post(url: string, headers: Record<string, string>, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

async function findUser(userId: string) {
  return testApp.database.db
    .selectFrom('user')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function findCurrentSubject(userId: string) {
  const row = await testApp.database.db
    .selectFrom('learner')
    .select('current_subject')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.current_subject;
}

/** Whether this session still works, asked of a route that requires one. */
async function isSessionValid(headers: Record<string, string>): Promise<boolean> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
  return response.statusCode === 200 && response.json() !== null;
}

/** A second session for the same user, as another device would hold. */
async function startAnotherSession(user: TestUser): Promise<Record<string, string>> {
  const context = await testApp.app.services.auth.$context;
  const session = await context.internalAdapter.createSession(user.userId);
  return { authorization: `Bearer ${session.token}` };
}

/** Checks a password the way sign-in does, without spending sign-in's rate limit. */
async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const context = await testApp.app.services.auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  return hash ? context.password.verify({ hash, password }) : false;
}

/** A parent who signed up with Google: no credential account, so no Mathwise password. */
async function buildSocialParent(): Promise<TestUser> {
  const context = await testApp.app.services.auth.$context;
  const email = uniqueEmail('social');
  const { user } = await context.internalAdapter.createOAuthUser(
    { name: 'Social Parent', email, emailVerified: true, userType: 'parent' } as never,
    { providerId: 'google', accountId: `google-${randomBytes(4).toString('hex')}` },
  );
  const session = await context.internalAdapter.createSession(user.id);
  return {
    userId: user.id,
    email,
    password: '',
    name: 'Social Parent',
    headers: { authorization: `Bearer ${session.token}` },
  };
}

function confirmationLinkFrom(text: string): URL {
  const link = /https?:\/\/\S+confirm-email\/\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${text}`);
  return new URL(link);
}

function updateAccount(headers: Record<string, string>, body: Record<string, unknown>) {
  return post('/api/accountSettings/update-account/', headers, body);
}

function parentUpdate(user: TestUser, form: Partial<{ name: string; email: string }> = {}) {
  return {
    form: { name: user.name, email: user.email, ...form },
    user_id: user.userId,
    user_type: 'parent',
    old_email: user.email,
    old_name: user.name,
  };
}

function learnerUpdate(user: TestUser, grade: unknown, form: Partial<{ name: string; email: string }> = {}) {
  return { ...parentUpdate(user, form), user_type: 'learner', grade };
}

async function buildFamily() {
  const parent = await buildParent(testApp);
  const learner = await buildLearner(testApp);
  const sibling = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner, sibling], 3);
  return { parent, learner, sibling };
}

describe('POST /api/accountSettings/update-account/', () => {
  it("updates a parent's own name at once", async () => {
    const parent = await buildParent(testApp);
    const response = await updateAccount(parent.headers, parentUpdate(parent, { name: 'Renamed Parent' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Account updated', body: ACCOUNT_UPDATED, pending_email: null });
    expect((await findUser(parent.userId)).name).toBe('Renamed Parent');
  });

  it("lets a learner change their own name and grade, and a parent their learner's", async () => {
    const { parent, learner } = await buildFamily();
    const own = await updateAccount(learner.headers, learnerUpdate(learner, 2, { name: 'Self Named' }));
    expect(own.statusCode).toBe(200);
    expect((await findUser(learner.userId)).name).toBe('Self Named');
    expect(await findCurrentSubject(learner.userId)).toBe(2);

    const byParent = await updateAccount(
      parent.headers,
      learnerUpdate(learner, '3', { name: 'Parent Named' }),
    );
    expect(byParent.statusCode).toBe(200);
    expect((await findUser(learner.userId)).name).toBe('Parent Named');
    expect(await findCurrentSubject(learner.userId)).toBe(3);
  });

  it('answers 403, changing nothing, for a sibling, a parent, another family or an unconnected learner', async () => {
    const { parent, learner, sibling } = await buildFamily();
    const stranger = await buildParent(testApp);
    const loner = await buildLearner(testApp);
    const attempts: Array<[Record<string, string>, Record<string, unknown>]> = [
      [learner.headers, learnerUpdate(sibling, 1, { name: 'Hacked Name' })],
      [learner.headers, parentUpdate(parent, { name: 'Hacked Name' })],
      [stranger.headers, learnerUpdate(learner, 1, { name: 'Hacked Name' })],
      [parent.headers, learnerUpdate(loner, 1, { name: 'Hacked Name' })],
      [parent.headers, learnerUpdate({ ...loner, userId: 'no-such-user' }, 1, { name: 'Hacked Name' })],
    ];
    for (const [headers, body] of attempts) expectErrorAnswer(await updateAccount(headers, body), 403);
    for (const user of [parent, learner, sibling, loner])
      expect((await findUser(user.userId)).name).not.toBe('Hacked Name');
  });

  it('answers 401 without a session', async () => {
    const parent = await buildParent(testApp);
    expectErrorAnswer(await updateAccount({}, parentUpdate(parent)), 401);
  });

  it("answers 400 with the spec's messages", async () => {
    const { learner } = await buildFamily();
    const cases: Array<[Record<string, unknown>, string]> = [
      [learnerUpdate(learner, 1, { name: '' }), ACCOUNT_NAME_REQUIRED],
      [learnerUpdate(learner, 1, { name: 'A' }), NAME_MIN_LENGTH],
      [learnerUpdate(learner, 1, { email: '' }), EMAIL_REQUIRED],
      [learnerUpdate(learner, 1, { email: 'no-at-sign' }), EMAIL_INVALID],
      [learnerUpdate(learner, ''), GRADE_REQUIRED],
      [learnerUpdate(learner, 7), GRADE_REQUIRED],
      [{ ...parentUpdate(learner) }, USER_TYPE_MISMATCH],
    ];
    for (const [body, message] of cases) {
      const response = await updateAccount(learner.headers, body);
      expect(expectErrorAnswer(response, 400).body, JSON.stringify(body)).toBe(message);
    }
    expect(
      (await updateAccount(learner.headers, { ...learnerUpdate(learner, 1), roles: 'teacher' })).statusCode,
    ).toBe(400);
  });

  it('answers 409 for an e-mail another account uses, and sends nothing', async () => {
    const parent = await buildParent(testApp);
    const other = await buildParent(testApp);
    const sentBefore = testApp.mail.messages.length;
    const response = await updateAccount(parent.headers, parentUpdate(parent, { email: other.email }));
    expect(expectErrorAnswer(response, 409).body).toBe(EMAIL_IN_USE);
    expect(testApp.mail.messages.length).toBe(sentBefore);
  });

  it('changes the e-mail only once the new address confirms it, then ends every session', async () => {
    const parent = await buildParent(testApp);
    const otherDevice = await startAnotherSession(parent);
    const newEmail = uniqueEmail('moved');
    const response = await updateAccount(
      parent.headers,
      parentUpdate(parent, { email: newEmail.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ body: ACCOUNT_UPDATED, pending_email: newEmail });
    // Nothing changes until the link is followed.
    expect((await findUser(parent.userId)).email).toBe(parent.email);
    expect(await isSessionValid(parent.headers)).toBe(true);

    const mail = await testApp.mail.waitForMessageTo(newEmail);
    expect(mail.subject).toBe('Confirm your new Mathwise e-mail address');
    expect(mail.html).toContain('Confirm my new e-mail');
    const link = confirmationLinkFrom(mail.text);
    const confirmed = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe(EMAIL_CHANGED_REDIRECT);

    const stored = await findUser(parent.userId);
    expect(stored.email).toBe(newEmail);
    expect(Boolean(stored.emailVerified)).toBe(true);
    expect(await isSessionValid(parent.headers)).toBe(false);
    expect(await isSessionValid(otherDevice)).toBe(false);
    const notice = await testApp.mail.waitForMessageTo(parent.email);
    expect(notice.subject).toBe('Your Mathwise e-mail address was changed');

    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);

    // The link works once.
    const again = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe(EMAIL_CHANGE_FAILED_REDIRECT);
  });

  it('refuses a tampered confirmation link and changes nothing', async () => {
    const parent = await buildParent(testApp);
    const newEmail = uniqueEmail('tampered');
    await updateAccount(parent.headers, parentUpdate(parent, { email: newEmail }));
    const link = confirmationLinkFrom((await testApp.mail.waitForMessageTo(newEmail)).text);
    const token = link.searchParams.get('token') ?? '';
    link.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    const response = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.headers.location).toBe(EMAIL_CHANGE_FAILED_REDIRECT);
    expect((await findUser(parent.userId)).email).toBe(parent.email);
    expect(await isSessionValid(parent.headers)).toBe(true);
  });

  it("lets a parent change the e-mail of a learner they created, confirmed by the new address, ending the learner's sessions", async () => {
    const { parent, learner } = await buildFamily();
    // As addNewLearner records it; a learner the parent connected instead keeps their e-mail (issue 22).
    await testApp.database.db
      .updateTable('learner')
      .set({ created_by_user_id: parent.userId })
      .where('user_id', '=', learner.userId)
      .execute();
    const newEmail = uniqueEmail('kid-moved');
    const response = await updateAccount(parent.headers, learnerUpdate(learner, 1, { email: newEmail }));
    expect(response.json()).toMatchObject({ pending_email: newEmail });
    const link = confirmationLinkFrom((await testApp.mail.waitForMessageTo(newEmail)).text);
    await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect((await findUser(learner.userId)).email).toBe(newEmail);
    expect(await isSessionValid(learner.headers)).toBe(false);
    expect(await isSessionValid(parent.headers)).toBe(true);
  });

  it('answers 403 to a social-login account changing its e-mail, but lets it change its name', async () => {
    const social = await buildSocialParent();
    const moved = await updateAccount(
      social.headers,
      parentUpdate(social, { email: uniqueEmail('social-moved') }),
    );
    expect(expectErrorAnswer(moved, 403).body).toBe(SOCIAL_LOGIN_EMAIL_LOCKED);
    const renamed = await updateAccount(social.headers, parentUpdate(social, { name: 'Social Renamed' }));
    expect(renamed.statusCode).toBe(200);
  });
});

describe('POST /api/accountSettings/validate-email/', () => {
  it('answers 200 for a free address and for the caller’s own address in any case', async () => {
    const parent = await buildParent(testApp);
    for (const email of [uniqueEmail('free'), parent.email.toUpperCase()]) {
      const response = await post('/api/accountSettings/validate-email/', parent.headers, { email });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 409 for an address in use, 400 for a malformed one and 401 without a session', async () => {
    const parent = await buildParent(testApp);
    const other = await buildLearner(testApp);
    const taken = await post('/api/accountSettings/validate-email/', parent.headers, { email: other.email });
    expect(expectErrorAnswer(taken, 409).body).toBe(EMAIL_IN_USE);
    const malformed = await post('/api/accountSettings/validate-email/', parent.headers, { email: 'x@y' });
    expect(expectErrorAnswer(malformed, 400).body).toBe(EMAIL_INVALID);
    expectErrorAnswer(await post('/api/accountSettings/validate-email/', {}, { email: other.email }), 401);
  });
});

describe('POST /api/accountSettings/change-password/', () => {
  const change = (current: string, extra: Record<string, unknown> = {}) => ({
    current_password: current,
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    ...extra,
  });

  it('changes the password after checking the current one and ends every session', async () => {
    const learner = await buildLearner(testApp);
    const otherDevice = await startAnotherSession(learner);
    const response = await post(
      '/api/accountSettings/change-password/',
      learner.headers,
      change(TEST_PASSWORD, { user_id: learner.userId }),
    );
    expect(response.statusCode).toBe(200);
    expect(await isSessionValid(learner.headers)).toBe(false);
    expect(await isSessionValid(otherDevice)).toBe(false);
    expect(await passwordMatches(learner.userId, NEW_PASSWORD)).toBe(true);
    expect(await passwordMatches(learner.userId, TEST_PASSWORD)).toBe(false);
  });

  it("answers 400 'Invalid current password.' and keeps the password and the session", async () => {
    const parent = await buildParent(testApp);
    const response = await post(
      '/api/accountSettings/change-password/',
      parent.headers,
      change('Wrong!Pass1'),
    );
    expect(expectErrorAnswer(response, 400).body).toBe(CURRENT_PASSWORD_INVALID);
    expect(await passwordMatches(parent.userId, TEST_PASSWORD)).toBe(true);
    expect(await isSessionValid(parent.headers)).toBe(true);
  });

  it("answers 400 with the spec's password messages", async () => {
    const parent = await buildParent(testApp);
    const cases: Array<[Record<string, unknown>, string]> = [
      [change(''), CURRENT_PASSWORD_REQUIRED],
      [change(TEST_PASSWORD, { password: '' }), PASSWORD_REQUIRED],
      [
        change(TEST_PASSWORD, { password: 'Abcdefg12', confirm_password: 'Abcdefg12' }),
        PASSWORD_SPECIAL_CHARACTER,
      ],
      [change(TEST_PASSWORD, { confirm_password: '' }), CONFIRM_PASSWORD_REQUIRED],
      [change(TEST_PASSWORD, { confirm_password: 'Other!Pass9' }), PASSWORDS_DO_NOT_MATCH],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/accountSettings/change-password/', parent.headers, body);
      expect(expectErrorAnswer(response, 400).body, JSON.stringify(body)).toBe(message);
    }
    expect(await passwordMatches(parent.userId, TEST_PASSWORD)).toBe(true);
  });

  it("answers 403 for another user's id and for a social-login account, and 401 without a session", async () => {
    const { parent, learner } = await buildFamily();
    const forOther = await post(
      '/api/accountSettings/change-password/',
      parent.headers,
      change(TEST_PASSWORD, { user_id: learner.userId }),
    );
    expectErrorAnswer(forOther, 403);
    expect(await passwordMatches(learner.userId, TEST_PASSWORD)).toBe(true);
    const social = await buildSocialParent();
    const socialAnswer = await post(
      '/api/accountSettings/change-password/',
      social.headers,
      change(TEST_PASSWORD),
    );
    expect(expectErrorAnswer(socialAnswer, 403).body).toBe(SOCIAL_LOGIN_PASSWORD_LOCKED);
    expectErrorAnswer(await post('/api/accountSettings/change-password/', {}, change(TEST_PASSWORD)), 401);
  });

  it('stops a session guessing the current password after 10 tries, without touching other sessions', async () => {
    const parent = await buildParent(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < GUESSING_LIMIT.max + 1; attempt += 1) {
      const response = await post(
        '/api/accountSettings/change-password/',
        parent.headers,
        change(`Guess!${attempt}Aa`),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, GUESSING_LIMIT.max).every((status) => status === 400)).toBe(true);
    expect(
      expectErrorAnswer(
        await post('/api/accountSettings/change-password/', parent.headers, change(TEST_PASSWORD)),
        429,
      ).title,
    ).toBe('Too many requests');
    const other = await buildParent(testApp);
    expectErrorAnswer(
      await post('/api/accountSettings/change-password/', other.headers, change('Wrong!Pass1')),
      400,
    );
  });

  it("ends every session when the password is changed through better-auth's own endpoint too", async () => {
    const parent = await buildParent(testApp);
    const otherDevice = await startAnotherSession(parent);
    const response = await post(
      '/api/auth/change-password',
      { ...parent.headers, origin: TEST_PUBLIC_URL },
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
    );
    expect(response.statusCode).toBe(200);
    expect(await isSessionValid(parent.headers)).toBe(false);
    expect(await isSessionValid(otherDevice)).toBe(false);
  });
});

describe('POST /api/accountSettings/notifications/', () => {
  it("switches a parent's notification e-mails, kept on the subscription", async () => {
    const parent = await buildParent(testApp);
    await buildSubscription(testApp, parent, [], 1);
    const response = await post('/api/accountSettings/notifications/', parent.headers, {
      newsletter: true,
      weekly_report: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weekly_report: false, newsletter: true, account_activity: true });
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/getOneSubscription/${parent.userId}/parent`,
      headers: parent.headers,
    });
    expect(lookup.json()).toMatchObject({ weekly_report: false, newsletter: true, account_activity: true });
  });

  it('answers 404 without a subscription, 403 to a learner, 401 without a session, 400 for bad values', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const none = await post('/api/accountSettings/notifications/', parent.headers, { newsletter: true });
    expect(expectErrorAnswer(none, 404).body).toBe(NO_SUBSCRIPTION_MESSAGE);
    expectErrorAnswer(
      await post('/api/accountSettings/notifications/', learner.headers, { newsletter: true }),
      403,
    );
    expectErrorAnswer(await post('/api/accountSettings/notifications/', {}, { newsletter: true }), 401);
    expectErrorAnswer(
      await post('/api/accountSettings/notifications/', parent.headers, { newsletter: 'yes' }),
      400,
    );
    expectErrorAnswer(
      await post('/api/accountSettings/notifications/', parent.headers, { status: 'paused' }),
      400,
    );
  });
});
