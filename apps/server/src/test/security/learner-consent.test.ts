import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { expectErrorAnswer } from '../error-answer';
import type { TestUser } from '../factories';
import {
  buildLearner,
  buildParent,
  buildSubscription,
  seedGrades,
  signUpUnverified,
  TEST_PASSWORD,
} from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedGrades(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function buildFamily(slots = 3): Promise<{ parent: TestUser; subscriptionId: number }> {
  const parent = await buildParent(testApp);
  const subscription = await buildSubscription(testApp, parent, [], slots);
  return { parent, subscriptionId: subscription.id };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const addExisting = (parent: TestUser, subscriptionId: number, email: string) =>
  post('/api/addExistingStudent', parent.headers, {
    subscription: subscriptionId,
    student_email: email,
    student_name: 'Renamed By Parent',
    student_grade: 2,
  });

async function subscriptionOf(learner: TestUser): Promise<number | null> {
  const record = await testApp.app.services.learners.findLearnerByUserId(learner.userId);
  return record?.subscriptionId ?? null;
}

interface Invitation {
  id: number;
  parent_name: string;
  parent_email: string;
  student_name: string;
}

async function listInvitations(learner: TestUser): Promise<Invitation[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/family-invitations',
    headers: learner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invitation[]>();
}

async function nameOf(userId: string): Promise<string | undefined> {
  const row = await testApp.database.db
    .selectFrom('user')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name;
}

async function markUnverified(user: TestUser): Promise<void> {
  await testApp.database.db
    .updateTable('user')
    .set({ emailVerified: false as never })
    .where('id', '=', user.userId)
    .execute();
}

/** What a probing parent can compare between two answers. */
const visible = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.body });

describe('connecting an existing learner needs the learner’s consent (issue 22, finding 1)', () => {
  it('asks the learner instead of connecting them, and connects them once they accept in their own session', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const learner = await buildLearner(testApp, { name: 'Kid Self Made' });

    const response = await addExisting(parent, subscriptionId, learner.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscriptionOf(learner)).toBeNull();
    expect(await nameOf(learner.userId)).toBe('Kid Self Made');

    const [invitation] = await listInvitations(learner);
    expect(invitation).toMatchObject({ parent_name: parent.name, parent_email: parent.email });
    if (!invitation) throw new Error('no invitation');
    const accepted = await post(`/api/family-invitations/${invitation.id}/accept`, learner.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await subscriptionOf(learner)).toBe(subscriptionId);
    expect(await nameOf(learner.userId)).toBe('Renamed By Parent');
    expect(await listInvitations(learner)).toEqual([]);
  });

  it('leaves the learner where they were when they decline, and nobody else can answer their invitation', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const learner = await buildLearner(testApp);
    const otherLearner = await buildLearner(testApp);
    expect((await addExisting(parent, subscriptionId, learner.email)).statusCode).toBe(200);
    const [invitation] = await listInvitations(learner);
    if (!invitation) throw new Error('no invitation');

    for (const stranger of [otherLearner, parent]) {
      const refused = await post(`/api/family-invitations/${invitation.id}/accept`, stranger.headers);
      expect([403, 404]).toContain(refused.statusCode);
    }
    expect(await subscriptionOf(learner)).toBeNull();

    expect((await post(`/api/family-invitations/${invitation.id}/decline`, learner.headers)).statusCode).toBe(
      200,
    );
    expect(await listInvitations(learner)).toEqual([]);
    expectErrorAnswer(await post(`/api/family-invitations/${invitation.id}/accept`, learner.headers), 404);
    expect(await subscriptionOf(learner)).toBeNull();
  });

  it('refuses a parent whose own e-mail is not verified', async () => {
    const { parent, subscriptionId } = await buildFamily();
    await markUnverified(parent);
    const learner = await buildLearner(testApp);
    expectErrorAnswer(await addExisting(parent, subscriptionId, learner.email), 403);
    expect(await subscriptionOf(learner)).toBeNull();
  });

  it('answers the same for no account, an unattached learner and another family’s learner', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const unattached = await buildLearner(testApp);
    const elsewhere = await buildLearner(testApp);
    await buildSubscription(testApp, await buildParent(testApp), [elsewhere], 1);
    const nobody = `nobody-${randomBytes(4).toString('hex')}@example.com`;

    const lookups = [];
    const additions = [];
    for (const email of [nobody, unattached.email, elsewhere.email]) {
      lookups.push(
        visible(await post('/api/validateLearnerEmail', parent.headers, { student_email: email })),
      );
      additions.push(visible(await addExisting(parent, subscriptionId, email)));
    }
    expect(lookups[0]?.status).toBe(200);
    expect(lookups[1]).toEqual(lookups[0]);
    expect(lookups[2]).toEqual(lookups[0]);
    expect(additions[0]?.status).toBe(200);
    expect(additions[1]).toEqual(additions[0]);
    expect(additions[2]).toEqual(additions[0]);
  });

  it('shows the parent every request as waiting until a learner answers, then the answer', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const learner = await buildLearner(testApp);
    const nobody = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const sent = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/family-invitations/sent',
        headers: parent.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows =
        response.json<Array<{ student_email: string; status: string; answered_at: string | null }>>();
      return (email: string) => rows.find((row) => row.student_email === email.toLowerCase());
    };
    expect((await addExisting(parent, subscriptionId, nobody)).statusCode).toBe(200);
    expect((await addExisting(parent, subscriptionId, learner.email)).statusCode).toBe(200);
    let rowOf = await sent();
    // An address without an account reads exactly like a learner who has not answered yet.
    const comparable = (row: Record<string, unknown> | undefined) =>
      row && { ...row, id: 0, student_email: '', created_at: '' };
    expect(comparable(rowOf(learner.email))).toEqual(comparable(rowOf(nobody)));
    expect(rowOf(learner.email)).toMatchObject({ status: 'pending', answered_at: null });

    const [invitation] = await listInvitations(learner);
    if (!invitation) throw new Error('no invitation');
    expect((await post(`/api/family-invitations/${invitation.id}/decline`, learner.headers)).statusCode).toBe(
      200,
    );
    rowOf = await sent();
    expect(rowOf(learner.email)?.status).toBe('declined');
    expect(rowOf(learner.email)?.answered_at).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(rowOf(nobody)).toMatchObject({ status: 'pending' });

    // Asking again renews the request; this time the learner accepts.
    expect((await addExisting(parent, subscriptionId, learner.email)).statusCode).toBe(200);
    const [renewed] = await listInvitations(learner);
    if (!renewed) throw new Error('no renewed invitation');
    expect((await post(`/api/family-invitations/${renewed.id}/accept`, learner.headers)).statusCode).toBe(
      200,
    );
    expect((await sent())(learner.email)).toMatchObject({ status: 'accepted' });
    // Another parent sees none of this family's requests.
    const other = await buildFamily();
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/family-invitations/sent',
      headers: other.parent.headers,
    });
    expect(theirs.json()).toEqual([]);
  });

  it('mails the request to the learner’s verified address over SMTP, and nothing to an unverified one', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const learner = await buildLearner(testApp);
    expect((await addExisting(parent, subscriptionId, learner.email)).statusCode).toBe(200);
    const mail = await testApp.mail.waitForMessageTo(learner.email);
    expect(mail.subject).toBe(`${parent.name} asks to add you to their Mathwise students`);
    expect(mail.text).toContain(parent.email);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/action-page/login`);
    // The answer is given signed in: the mail holds no link that accepts.
    expect(mail.text).not.toContain('/api/family-invitations');

    const unverified = await buildLearner(testApp);
    await markUnverified(unverified);
    const sentBefore = testApp.mail.messages.length;
    expect((await addExisting(parent, subscriptionId, unverified.email)).statusCode).toBe(200);
    expect(
      testApp.mail.messages.filter((message) => message.to.includes(unverified.email.toLowerCase())),
    ).toEqual([]);
    expect(testApp.mail.messages.length).toBe(sentBefore);
  });

  it('lets a parent change the e-mail of a learner they created, never of one they connected', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const learner = await buildLearner(testApp);
    expect((await addExisting(parent, subscriptionId, learner.email)).statusCode).toBe(200);
    const [invitation] = await listInvitations(learner);
    if (!invitation) throw new Error('no invitation');
    expect((await post(`/api/family-invitations/${invitation.id}/accept`, learner.headers)).statusCode).toBe(
      200,
    );

    const updateEmail = (userId: string, email: string) =>
      post('/api/accountSettings/update-account/', parent.headers, {
        user_id: userId,
        user_type: 'learner',
        grade: 2,
        form: { name: 'Renamed By Parent', email },
      });
    const parentsAddress = `parent-owned-${randomBytes(4).toString('hex')}@example.com`;
    expectErrorAnswer(await updateEmail(learner.userId, parentsAddress), 403);
    // The name and grade stay the parent's to set.
    expect((await updateEmail(learner.userId, learner.email)).statusCode).toBe(200);

    const created = await post('/api/addNewStudent', parent.headers, {
      subscription: subscriptionId,
      grade: 1,
      form: {
        name: 'Nia New',
        email: `nia-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Strong!Pass1',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const createdId = created.json<{ learner: { user_id: string } }>().learner.user_id;
    const changed = await updateEmail(createdId, `nia-new-${randomBytes(4).toString('hex')}@example.com`);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('a squatted child address does not block the parent (issue 22, finding 2)', () => {
  async function signUpSquatter(email: string): Promise<Record<string, string>> {
    const squatter = await signUpUnverified(testApp, {
      name: 'Squatter',
      email,
      password: 'Squat!Pass1',
      userType: 'learner',
    });
    return squatter.headers;
  }

  it('takes over an unverified learner account with no family: new password, the squatter signed out', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const email = `child-${randomBytes(4).toString('hex')}@example.com`;
    const squatterHeaders = await signUpSquatter(email);
    const squatterSession = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/accountSettings/validate-email/',
        headers: squatterHeaders,
        payload: { email },
      });
    expect((await squatterSession()).statusCode).toBe(200);

    // The create form checks the address first (spec 2 §5): the squatted one does not stop it.
    const check = await post('/api/accountSettings/validate-email/', parent.headers, { email });
    expect(check.statusCode, check.body).toBe(200);
    const created = await post('/api/addNewStudent', parent.headers, {
      subscription: subscriptionId,
      grade: 1,
      form: { name: 'Real Child', email, password: 'Parent!Pass1' },
    });
    expect(created.statusCode, created.body).toBe(200);

    expectErrorAnswer(await squatterSession(), 401);
    const signIn = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email, password },
      });
    expect((await signIn('Squat!Pass1')).statusCode).toBe(401);
    expect((await signIn('Parent!Pass1')).statusCode).toBe(200);
  });

  it('still refuses a verified learner’s address or one in a family', async () => {
    const { parent, subscriptionId } = await buildFamily();
    const verified = await buildLearner(testApp);
    const response = await post('/api/addNewStudent', parent.headers, {
      subscription: subscriptionId,
      grade: 1,
      form: { name: 'Real Child', email: verified.email, password: 'Parent!Pass1' },
    });
    expectErrorAnswer(response, 409);
    const stillWorks = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: verified.email, password: TEST_PASSWORD },
    });
    expect(stillWorks.statusCode).toBe(200);
  });
});
