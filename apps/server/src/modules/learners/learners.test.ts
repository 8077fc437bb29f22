import { randomBytes } from 'node:crypto';
import {
  MAX_LEARNERS,
  MAX_LEARNERS_EXCEEDED,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_REQUIRED,
  ONLY_LETTERS_AND_NUMBERS,
  PASSWORD_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_SPECIAL_CHARACTER,
  LEARNER_EMAIL_INVALID,
  LEARNER_GRADE_REQUIRED,
  EMAIL_REQUIRED,
  MAX_LENGTH_100,
} from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestApp } from '../../test/test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app';
import type { TestUser } from '../../test/factories';
import {
  buildLearner,
  buildParent,
  buildSubscription,
  seedGrades,
  signUpUnverified,
} from '../../test/factories';
import {
  CONNECTION_POSSIBLE,
  CONNECTION_REQUESTED,
  EMAIL_ALREADY_REGISTERED,
  NO_FREE_MEMBERSHIP,
  LEARNER_ALREADY_YOURS,
  VERIFY_BEFORE_CREATING,
} from './family.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedGrades(testApp);
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, headers: Record<string, string>, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

function listLearners(subscriptionId: number | string, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getLearnersBySubscriptionID/${subscriptionId}`,
    headers,
  });
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

async function findLearnerRow(userId: string) {
  return testApp.database.db
    .selectFrom('learner')
    .innerJoin('user', 'user.id', 'learner.user_id')
    .select([
      'learner.subscription_id',
      'learner.slot',
      'learner.current_subject',
      'user.name',
      'user.emailVerified',
    ])
    .where('learner.user_id', '=', userId)
    .executeTakeFirst();
}

async function countUsersWithEmail(email: string): Promise<number> {
  const rows = await testApp.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
  return rows.length;
}

/** A parent whose subscription has `slots` memberships, `learners` of them used. */
async function buildFamily(slots = 2, learnerCount = 0) {
  const parent = await buildParent(testApp);
  const learners: TestUser[] = [];
  for (let index = 0; index < learnerCount; index += 1) learners.push(await buildLearner(testApp));
  const subscription = await buildSubscription(testApp, parent, learners, slots);
  return { parent, learners, subscription };
}

describe('GET /api/getLearnersBySubscriptionID/:id', () => {
  it("gives a parent their own subscription's learners", async () => {
    const { parent, learners, subscription } = await buildFamily(3, 2);
    const response = await listLearners(subscription.id, parent.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<Array<{ user_id: string; status: boolean; user: { email: string } }>>();
    expect(body.map((learner) => learner.user_id)).toEqual(learners.map((learner) => learner.userId));
    expect(body[0]).toMatchObject({ status: true, user: { email: learners[0]?.email } });
  });

  it('answers 401 without a session', async () => {
    const { subscription } = await buildFamily(1, 1);
    expectErrorAnswer(await listLearners(subscription.id, {}), 401);
  });

  it("answers 403 without data for another parent's subscription, an unknown id and a learner", async () => {
    const { learners, subscription } = await buildFamily(2, 1);
    const stranger = await buildParent(testApp);
    for (const [id, headers] of [
      [subscription.id, stranger.headers],
      [999_999, stranger.headers],
      [subscription.id, learners[0]?.headers ?? {}],
    ] as const) {
      const response = await listLearners(id, headers);
      expectErrorAnswer(response, 403);
      expect(response.body).not.toContain(learners[0]?.email);
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const parent = await buildParent(testApp);
    expectErrorAnswer(await listLearners('abc', parent.headers), 400);
  });
});

describe('POST /api/validateLearnerEmail', () => {
  it('answers 200 for a learner no family has added yet', async () => {
    const { parent } = await buildFamily(1);
    const learner = await buildLearner(testApp);
    const response = await post('/api/validateLearnerEmail', parent.headers, {
      student_email: learner.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CONNECTION_POSSIBLE);
  });

  it('tells a parent only that a student is already theirs, never whether another address has an account', async () => {
    const { parent, learners } = await buildFamily(2, 1);
    const other = await buildFamily(1, 1);
    for (const email of ['nobody@example.com', other.parent.email, other.learners[0]?.email ?? '']) {
      const response = await post('/api/validateLearnerEmail', parent.headers, { student_email: email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CONNECTION_POSSIBLE);
    }
    const own = await post('/api/validateLearnerEmail', parent.headers, {
      student_email: learners[0]?.email,
    });
    expect(expectErrorAnswer(own, 409).body).toBe(LEARNER_ALREADY_YOURS);
  });

  it("answers 400 with the spec's e-mail messages", async () => {
    const parent = await buildParent(testApp);
    for (const [email, message] of [
      ['', EMAIL_REQUIRED],
      ['not-an-email', LEARNER_EMAIL_INVALID],
      [`${'a'.repeat(95)}@example.com`, MAX_LENGTH_100],
    ]) {
      const response = await post('/api/validateLearnerEmail', parent.headers, { student_email: email });
      expect(expectErrorAnswer(response, 400).body).toBe(message);
    }
  });

  it('answers 401 without a session and 403 to a learner', async () => {
    const learner = await buildLearner(testApp);
    const other = await buildLearner(testApp);
    expectErrorAnswer(await post('/api/validateLearnerEmail', {}, { student_email: other.email }), 401);
    expectErrorAnswer(
      await post('/api/validateLearnerEmail', learner.headers, { student_email: other.email }),
      403,
    );
  });
});

/** The learner's own answer to the one request waiting for them (docs/decisions/018). */
async function acceptOnlyInvitation(learner: TestUser) {
  const listed = await testApp.app.inject({
    method: 'GET',
    url: '/api/family-invitations',
    headers: learner.headers,
  });
  const [invitation] = listed.json<Array<{ id: number }>>();
  if (!invitation) throw new Error('no invitation waits for this learner');
  return testApp.app.inject({
    method: 'POST',
    url: `/api/family-invitations/${invitation.id}/accept`,
    headers: learner.headers,
  });
}

describe('POST /api/addExistingStudent', () => {
  function addExisting(headers: Record<string, string>, body: Record<string, unknown>) {
    return post('/api/addExistingStudent', headers, body);
  }

  it('connects the learner, once they accept, to a free slot with the name and grade the parent chose', async () => {
    const { parent, subscription } = await buildFamily(2);
    const learner = await buildLearner(testApp);
    const response = await addExisting(parent.headers, {
      subscription: subscription.id,
      student_email: learner.email.toUpperCase(),
      student_name: 'Kim Lee',
      student_grade: '2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...CONNECTION_REQUESTED, learner: null });
    expect(await findLearnerRow(learner.userId)).toMatchObject({ subscription_id: null });
    expect((await acceptOnlyInvitation(learner)).statusCode).toBe(200);
    expect(await findLearnerRow(learner.userId)).toMatchObject({
      subscription_id: subscription.id,
      slot: 1,
      current_subject: 2,
      name: 'Kim Lee',
    });
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/getOneSubscription/${parent.userId}/parent`,
      headers: parent.headers,
    });
    expect(lookup.json()).toMatchObject({ empty_learners: 1 });
  });

  it('answers for a learner in another family as for anyone, and leaves them where they are', async () => {
    const { parent, subscription } = await buildFamily(2);
    const other = await buildFamily(1, 1);
    const taken = other.learners[0] as TestUser;
    const response = await addExisting(parent.headers, {
      subscription: subscription.id,
      student_email: taken.email,
      student_name: 'Taken Kid',
      student_grade: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...CONNECTION_REQUESTED, learner: null });
    expect((await acceptOnlyInvitation(taken)).statusCode).toBe(409);
    expect(await findLearnerRow(taken.userId)).toMatchObject({ subscription_id: other.subscription.id });
    expect((await findLearnerRow(taken.userId))?.name).not.toBe('Taken Kid');
  });

  it('answers 409 when every membership is in use', async () => {
    const { parent, subscription } = await buildFamily(1, 1);
    const learner = await buildLearner(testApp);
    const response = await addExisting(parent.headers, {
      subscription: subscription.id,
      student_email: learner.email,
      student_name: 'Extra Kid',
      student_grade: 1,
    });
    expect(expectErrorAnswer(response, 409).body).toBe(NO_FREE_MEMBERSHIP);
    expect(await findLearnerRow(learner.userId)).toMatchObject({ subscription_id: null });
  });

  it("answers the spec's 50-student message when all 50 memberships are in use", async () => {
    const { parent, subscription } = await buildFamily(MAX_LEARNERS);
    // 50 learner rows straight into the database: creating 50 accounts with hashed passwords would be slow.
    const now = new Date().toISOString();
    for (let slot = 1; slot <= MAX_LEARNERS; slot += 1) {
      const id = `bulk-${randomBytes(6).toString('hex')}`;
      await testApp.database.db
        .insertInto('user')
        .values({
          id,
          name: 'Bulk Kid',
          email: `${id}@example.com`,
          emailVerified: true,
          image: null,
          createdAt: now,
          updatedAt: now,
          userType: 'learner',
          nickname: null,
        })
        .execute();
      await testApp.database.db
        .insertInto('learner')
        .values({ user_id: id, subscription_id: subscription.id, slot, status: true, created_at: now })
        .execute();
    }
    const learner = await buildLearner(testApp);
    const response = await addExisting(parent.headers, {
      subscription: subscription.id,
      student_email: learner.email,
      student_name: 'Kid Fiftyone',
      student_grade: 1,
    });
    expect(expectErrorAnswer(response, 409).body).toBe(MAX_LEARNERS_EXCEEDED);
  });

  it('gives the last free slot to exactly one of two learners accepting at once', async () => {
    const { parent, subscription } = await buildFamily(1);
    const first = await buildLearner(testApp);
    const second = await buildLearner(testApp);
    for (const learner of [first, second]) {
      const asked = await addExisting(parent.headers, {
        subscription: subscription.id,
        student_email: learner.email,
        student_name: 'Race Kid',
        student_grade: 1,
      });
      expect(asked.statusCode).toBe(200);
    }
    const responses = await Promise.all([first, second].map(acceptOnlyInvitation));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const connected = await testApp.database.db
      .selectFrom('learner')
      .select('user_id')
      .where('subscription_id', '=', subscription.id)
      .execute();
    expect(connected).toHaveLength(1);
  });

  it("answers 400 with each of the spec's messages", async () => {
    const { parent, subscription } = await buildFamily(1);
    const learner = await buildLearner(testApp);
    const valid = {
      subscription: subscription.id,
      student_email: learner.email,
      student_name: 'Kim Lee',
      student_grade: 1,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ student_name: '' }, NAME_REQUIRED],
      [{ student_name: 'K' }, NAME_MIN_LENGTH],
      [{ student_name: 'K'.repeat(31) }, NAME_MAX_LENGTH],
      [{ student_name: 'Kim_Lee!' }, ONLY_LETTERS_AND_NUMBERS],
      [{ student_grade: '' }, LEARNER_GRADE_REQUIRED],
      [{ student_grade: 99 }, LEARNER_GRADE_REQUIRED],
      [{ student_email: '' }, EMAIL_REQUIRED],
      [{ student_email: 'kim@' }, LEARNER_EMAIL_INVALID],
    ];
    for (const [change, message] of cases) {
      const response = await addExisting(parent.headers, { ...valid, ...change });
      expect(expectErrorAnswer(response, 400).body, JSON.stringify(change)).toBe(message);
    }
    expect((await addExisting(parent.headers, { ...valid, status: false })).statusCode).toBe(400);
    expect(await findLearnerRow(learner.userId)).toMatchObject({ subscription_id: null });
  });

  it("answers 401 without a session, 403 for another parent's subscription or a learner caller", async () => {
    const { subscription } = await buildFamily(2);
    const stranger = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const body = {
      subscription: subscription.id,
      student_email: learner.email,
      student_name: 'Kim Lee',
      student_grade: 1,
    };
    expectErrorAnswer(await addExisting({}, body), 401);
    expectErrorAnswer(await addExisting(stranger.headers, body), 403);
    expectErrorAnswer(await addExisting(learner.headers, body), 403);
    expect(await findLearnerRow(learner.userId)).toMatchObject({ subscription_id: null });
  });
});

describe('POST /api/addNewStudent', () => {
  function addNew(headers: Record<string, string>, body: unknown) {
    return post('/api/addNewStudent', headers, body);
  }
  const form = (email: string) => ({ name: 'New Kid', email, password: 'Kid!Pass12' });

  it('creates a verified learner account in a free slot, who can then sign in', async () => {
    const { parent, subscription } = await buildFamily(2);
    const email = uniqueEmail('new-kid');
    const response = await addNew(parent.headers, {
      form: form(email),
      grade: 3,
      subscription: subscription.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ learner: { user_id: string } }>();
    expect(body).toMatchObject({ learner: { current_subject: 3, user: { name: 'New Kid', email } } });
    expect(await findLearnerRow(body.learner.user_id)).toMatchObject({
      subscription_id: subscription.id,
      slot: 1,
      current_subject: 3,
    });
    expect(Boolean((await findLearnerRow(body.learner.user_id))?.emailVerified)).toBe(true);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email, password: 'Kid!Pass12' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { email, userType: 'learner' } });
  });

  it('refuses a taken e-mail and a full subscription, creating nothing', async () => {
    const { parent, subscription } = await buildFamily(1, 1);
    const existing = await buildLearner(testApp);
    const taken = await addNew(parent.headers, {
      form: form(existing.email),
      grade: 1,
      subscription: subscription.id,
    });
    expect(expectErrorAnswer(taken, 409).body).toBe(EMAIL_ALREADY_REGISTERED);
    const email = uniqueEmail('no-slot');
    const full = await addNew(parent.headers, { form: form(email), grade: 1, subscription: subscription.id });
    expect(expectErrorAnswer(full, 409).body).toBe(NO_FREE_MEMBERSHIP);
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it("answers 400 with the spec's password, name, e-mail and grade messages", async () => {
    const { parent, subscription } = await buildFamily(1);
    const email = uniqueEmail('invalid');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ form: { ...form(email), password: '' } }, PASSWORD_REQUIRED],
      [{ form: { ...form(email), password: 'Ab1!' } }, PASSWORD_MIN_LENGTH],
      [{ form: { ...form(email), password: 'abcdefg1!' } }, PASSWORD_CHARACTER_CLASSES],
      [{ form: { ...form(email), password: 'Abcdefgh1' } }, PASSWORD_SPECIAL_CHARACTER],
      [{ form: { ...form(email), name: '' } }, NAME_REQUIRED],
      [{ form: { ...form(email), email: 'bad' } }, LEARNER_EMAIL_INVALID],
      [{ grade: undefined }, LEARNER_GRADE_REQUIRED],
      [{ grade: 42 }, LEARNER_GRADE_REQUIRED],
    ];
    for (const [change, message] of cases) {
      const response = await addNew(parent.headers, {
        form: form(email),
        grade: 1,
        subscription: subscription.id,
        ...change,
      });
      expect(expectErrorAnswer(response, 400).body, JSON.stringify(change)).toBe(message);
    }
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it("answers 401, and 403 for another parent's subscription, a learner or an unverified parent", async () => {
    const { subscription } = await buildFamily(2);
    const stranger = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const email = uniqueEmail('forbidden');
    const body = { form: form(email), grade: 1, subscription: subscription.id };
    expectErrorAnswer(await addNew({}, body), 401);
    expectErrorAnswer(await addNew(stranger.headers, body), 403);
    expectErrorAnswer(await addNew(learner.headers, body), 403);

    const unverified = await signUpUnverified(testApp, {
      name: 'Unverified',
      email: uniqueEmail('unverified'),
      password: 'Strong!Pass1',
      userType: 'parent',
    });
    const own = await testApp.app.services.subscriptions.grantFreeSubscription(unverified.userId, 1);
    const response = await addNew(unverified.headers, { ...body, subscription: own.id });
    expect(expectErrorAnswer(response, 403).body).toBe(VERIFY_BEFORE_CREATING);
    expect(await countUsersWithEmail(email)).toBe(0);
  });
});

describe('POST /api/welcome-email-student', () => {
  it("sends the parent's learner a welcome e-mail in HTML and text over SMTP", async () => {
    const { parent, learners } = await buildFamily(1, 1);
    const learner = learners[0] as TestUser;
    const response = await post('/api/welcome-email-student', parent.headers, { email: learner.email });
    expect(response.statusCode).toBe(200);
    const mail = await testApp.mail.waitForMessageTo(learner.email);
    expect(mail.subject).toBe('Welcome to Mathwise');
    expect(mail.html).toContain(`Welcome to Mathwise, ${learner.name}!`);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/action-page/login`);
    expect(mail.text).toContain(parent.name);
  });

  it("answers 403 for someone else's learner or an unknown address, and sends nothing", async () => {
    const { parent } = await buildFamily(1);
    const other = await buildFamily(1, 1);
    const stranger = other.learners[0] as TestUser;
    const sentBefore = testApp.mail.messages.length;
    for (const email of [stranger.email, 'nobody@example.com']) {
      expectErrorAnswer(await post('/api/welcome-email-student', parent.headers, { email }), 403);
    }
    expectErrorAnswer(
      await post('/api/welcome-email-student', stranger.headers, { email: stranger.email }),
      403,
    );
    expect(testApp.mail.messages.length).toBe(sentBefore);
  });

  it('answers 401 without a session and 400 for a malformed e-mail', async () => {
    const parent = await buildParent(testApp);
    expectErrorAnswer(await post('/api/welcome-email-student', {}, { email: 'kid@example.com' }), 401);
    const response = await post('/api/welcome-email-student', parent.headers, { email: 'kid' });
    expect(expectErrorAnswer(response, 400).body).toBe(LEARNER_EMAIL_INVALID);
  });
});
