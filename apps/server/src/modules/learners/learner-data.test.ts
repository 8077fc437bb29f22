import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LearnerDataExport } from '@mathwise/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, dumpDatabase, listColumns, listTables } from '../../test/database-scan';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription, buildTeacher } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { playRound, saveRound } from '../practice/practice-rounds.fixture';

let testApp: TestApp;
let parent: TestUser;
let learner: TestUser;
let sibling: TestUser;
let otherParent: TestUser;
let otherLearner: TestUser;
let teacher: TestUser;
let learnerRowId: number;
let pictureUrl: string;

/**
 * Every column that can name a user (an id or an e-mail), and what erasing a learner does about it. The test below
 * compares this with the live schema: a migration that adds such a column fails it until the export and erasure
 * (learner-data.repository.ts) cover the column, or this list says why a learner's data is never there.
 */
const USER_LINKED_COLUMNS: Record<string, string> = {
  'user.id': 'erased',
  'user.email': 'erased',
  'session.userId': 'erased (and ended through better-auth first)',
  'account.userId': 'erased',
  'account.accountId': 'erased with its account row',
  'learner.user_id': 'erased',
  'practice_round.learner_id': 'erased',
  'practice_attempt.learner_id': 'erased',
  'learner_skill_points.learner_id': 'erased',
  'learner_badge.learner_id': 'erased',
  'weekly_report_delivery.learner_id': 'erased',
  'learner_habit.learner_id': 'erased (time zone and weekly goal)',
  'learner.created_by_user_id': 'erased with the learner row (names the parent who created the account)',
  'family_invitation.learner_user_id':
    'erased (requests to connect the learner; not exported, since they name other parents)',
  'family_invitation.student_email': 'erased when it is the learner’s address',
  'contact_message.email': 'erased when it is the learner’s address',
  'newsletter_subscriber.email': 'erased when it is the learner’s address',
  'subscription.parent_user_id': 'a parent’s: learners cannot buy',
  'billing_customer.parent_user_id': 'a parent’s: learners cannot buy',
  'payment_card.parent_user_id': 'a parent’s: learners cannot buy',
  'billing_order.parent_user_id': 'a parent’s: learners cannot buy',
  'billing_invoice.parent_user_id': 'a parent’s: learners cannot buy',
  'trial_card.parent_user_id': 'a parent’s: learners cannot buy (set to null when that parent is deleted)',
  'question_helper.created_by_user_id': 'staff only: learners never write questions',
  'question_revision.changed_by_user_id': 'staff only: learners never write questions',
};
const USER_LINKED_NAME = /(user_?id|learner_id|email|accountid)$/i;

function inject(method: 'GET' | 'DELETE', url: string, user?: TestUser) {
  return testApp.app.inject({ method, url, headers: user?.headers ?? {} });
}

const exportOf = (learnerUserId: string, user?: TestUser) =>
  inject('GET', `/api/students/${encodeURIComponent(learnerUserId)}/export`, user);
const deleteOf = (learnerUserId: string, user?: TestUser) =>
  inject('DELETE', `/api/students/${encodeURIComponent(learnerUserId)}`, user);

/** A multipart/form-data body with one picture, as the settings page's FormData sends it. */
async function uploadPicture(user: TestUser, targetUserId: string): Promise<string> {
  const boundary = `----mathwise${randomBytes(8).toString('hex')}`;
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${targetUserId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicFile"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/uploadProfileImage',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ picture: string }>().picture;
}

function picturePath(url: string): string {
  const storage = testApp.config.storage;
  if (storage.driver !== 'local') throw new Error('These tests read the local-disk storage');
  return join(storage.directory, 'profile', url.split('/').at(-1) ?? '');
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  parent = await buildParent(testApp, { name: 'Dana Parent' });
  learner = await buildLearner(testApp, { name: 'Robin Erasable' });
  sibling = await buildLearner(testApp, { name: 'Sam Sibling' });
  await buildSubscription(testApp, parent, [learner, sibling], 3);
  otherParent = await buildParent(testApp);
  otherLearner = await buildLearner(testApp);
  await buildSubscription(testApp, otherParent, [otherLearner]);
  teacher = await buildTeacher(testApp);
  const row = await testApp.app.services.learners.findLearnerByUserId(learner.userId);
  learnerRowId = row?.id ?? 0;

  // Data in every table a learner reaches: a picture, a practice round (points, badge), a diagnostic test, a
  // weekly report, a pending e-mail change, a contact message and a newsletter subscription from their address.
  pictureUrl = await uploadPicture(parent, learner.userId);
  for (const user of [learner, sibling]) {
    const practice = await playRound(testApp, user, { mode: 'practice', skillId: 1, wrongFirst: [2] });
    expect((await saveRound(testApp, user, 'practice', 1, user.userId, practice)).statusCode).toBe(200);
  }
  const diagnostic = await playRound(testApp, learner, { mode: 'diagnostic', skillId: 3 });
  expect((await saveRound(testApp, learner, 'diagnostic', 1, learner.userId, diagnostic)).statusCode).toBe(
    200,
  );
  await testApp.database.db
    .updateTable('practice_round')
    .set({ saved_at: new Date(Date.now() - 7 * 86_400_000).toISOString() })
    .where('learner_id', '=', learnerRowId)
    .execute();
  await testApp.app.services.weeklyReports.sendWeeklyReports();
  // The learner asks for the change: a parent who did not create the account may not (docs/decisions/018).
  const emailChange = await testApp.app.inject({
    method: 'POST',
    url: '/api/accountSettings/update-account/',
    headers: learner.headers,
    payload: {
      form: { name: learner.name, email: `new-${learner.email}` },
      user_id: learner.userId,
      user_type: 'learner',
      old_email: learner.email,
      old_name: learner.name,
      grade: 2,
    },
  });
  expect(emailChange.statusCode, emailChange.body).toBe(200);
  const contact = await testApp.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: {
      role: 'student',
      first_name: 'Robin',
      last_name: 'Erasable',
      email: learner.email.toUpperCase(),
      phone: '',
      message: 'How do I earn the next badge',
    },
  });
  expect(contact.statusCode, contact.body).toBe(200);
  const newsletter = await testApp.app.inject({
    method: 'POST',
    url: '/api/addNewsLetterEmail',
    payload: { email: learner.email },
  });
  expect(newsletter.statusCode, newsletter.body).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('the schema guard', () => {
  it('knows what erasure does about every column that can name a user', async () => {
    const found: string[] = [];
    for (const table of await listTables(testApp.database)) {
      for (const column of await listColumns(testApp.database, table)) {
        if (USER_LINKED_NAME.test(column) || (table === 'user' && column === 'id'))
          found.push(`${table}.${column}`);
      }
    }
    expect(found.filter((column) => !(column in USER_LINKED_COLUMNS))).toEqual([]);
    expect(Object.keys(USER_LINKED_COLUMNS).filter((column) => !found.includes(column))).toEqual([]);
  });
});

describe('GET /api/students/:learnerId/export', () => {
  it("gives the learner's parent every table's rows about the learner, without secrets", async () => {
    const response = await exportOf(learner.userId, parent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mathwise-student-data-/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<LearnerDataExport>();
    expect(data).toMatchObject({
      format: 'mathwise.learner-data',
      version: 1,
      user: { id: learner.userId, name: learner.name, email: learner.email, user_type: 'learner' },
      membership: { learner_id: learnerRowId, is_active: true, current_subject: 2 },
      images: [{ kind: 'profile', url: pictureUrl }],
      pending_email_changes: [{ new_email: `new-${learner.email}` }],
      contact_messages: [{ message: 'How do I earn the next badge' }],
      newsletter_subscriptions: [{ email: learner.email, unsubscribed_at: null }],
    });
    expect(data.sign_in_methods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.rounds.map((round) => round.mode).sort()).toEqual(['diagnostic', 'practice']);
    expect(data.attempts).toHaveLength(20);
    expect(data.attempts.some((attempt) => attempt.wrong_attempts === 1)).toBe(true);
    expect(data.skill_points.map((skill) => skill.skill_id).sort()).toEqual([1, 3]);
    expect(data.badges.map((badge) => badge.badge_key)).toContain('first_practice_round');
    expect(data.weekly_reports).toHaveLength(1);

    // Nothing of anyone else, and no credential: no password hash, session token or unsubscribe token hash.
    const body = response.body;
    expect(body).not.toContain(sibling.userId);
    expect(body).not.toContain(parent.email);
    const token = learner.headers.authorization?.replace('Bearer ', '') ?? '';
    expect(body).not.toContain(token.split('.')[0]);
    const { db } = testApp.database;
    const secrets = [
      ...(await db.selectFrom('account').select('password').where('userId', '=', learner.userId).execute()),
    ].map((row) => row.password ?? '');
    const hashes = await db.selectFrom('newsletter_subscriber').select('unsubscribe_token_hash').execute();
    for (const secret of [...secrets, ...hashes.map((row) => row.unsubscribe_token_hash)]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/"(password|token|answer)"/);
  });

  it('refuses everyone but the parent: 401 anonymous, 403 others, 404 an unknown learner', async () => {
    expectErrorAnswer(await exportOf(learner.userId), 401);
    for (const caller of [otherParent, otherLearner, learner, sibling, teacher]) {
      const response = await exportOf(learner.userId, caller);
      expectErrorAnswer(response, 403);
      expect(response.body).not.toContain(learner.email);
    }
    expectErrorAnswer(await exportOf(otherLearner.userId, parent), 403);
    expectErrorAnswer(await exportOf('no-such-learner', parent), 404);
    // A parent's own id names no learner.
    expectErrorAnswer(await exportOf(otherParent.userId, parent), 404);
  });
});

describe('DELETE /api/students/:learnerId', () => {
  it('refuses another family, the learner and staff, and changes nothing', async () => {
    const before = await dumpDatabase(testApp.database);
    expectErrorAnswer(await deleteOf(learner.userId), 401);
    for (const caller of [otherParent, otherLearner, learner, sibling, teacher]) {
      expectErrorAnswer(await deleteOf(learner.userId, caller), 403);
    }
    expectErrorAnswer(await deleteOf('no-such-learner', parent), 404);
    const after = await dumpDatabase(testApp.database);
    // Sessions are touched on use (updatedAt), so they are compared by id only.
    const withoutSessionTimes = (dump: typeof before) => ({
      ...dump,
      session: dump.session?.map((row) => row.id),
    });
    expect(withoutSessionTimes(after)).toEqual(withoutSessionTimes(before));
    expect(existsSync(picturePath(pictureUrl))).toBe(true);
  });

  it("erases every row, the picture and the sessions; the sibling's data and the family stay", async () => {
    const siblingExportBefore = (await exportOf(sibling.userId, parent)).json<LearnerDataExport>();
    expect(existsSync(picturePath(pictureUrl))).toBe(true);

    const response = await deleteOf(learner.userId, parent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      title: 'Student deleted',
      body: "Robin Erasable's account and all of their data were deleted.",
    });

    // Scan every table of the database: no cell names the learner by id or e-mail, no learner_id column holds
    // their learner row id.
    const dump = await dumpDatabase(testApp.database);
    const leftovers: string[] = [];
    const needles = [learner.userId, learner.email.toLowerCase()];
    for (const [table, rows] of Object.entries(dump)) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = cellText(value).toLowerCase();
          if (needles.some((needle) => text.includes(needle.toLowerCase())))
            leftovers.push(`${table}.${column}`);
          const isLearnerKey = column === 'learner_id' || (table === 'learner' && column === 'id');
          if (isLearnerKey && Number(value) === learnerRowId) leftovers.push(`${table}.${column}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
    expect(Object.keys(dump).length).toBeGreaterThanOrEqual(28);

    // The picture's file is gone from storage and no longer served.
    expect(existsSync(picturePath(pictureUrl))).toBe(false);
    expect(existsSync(`${picturePath(pictureUrl)}.content-type`)).toBe(false);
    expect((await inject('GET', pictureUrl)).statusCode).toBe(404);

    // The learner's session no longer works, and neither does signing in.
    expectErrorAnswer(await inject('GET', `/api/getLearnerBadges/${learner.userId}`, learner), 401);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: learner.email, password: learner.password },
      remoteAddress: '10.9.0.1',
    });
    expect(signIn.statusCode).toBe(401);

    // The sibling keeps everything; the parent keeps the subscription, with the slot free again.
    const siblingExportAfter = (await exportOf(sibling.userId, parent)).json<LearnerDataExport>();
    expect({ ...siblingExportAfter, exported_at: '' }).toEqual({ ...siblingExportBefore, exported_at: '' });
    const subscription = await testApp.app.services.subscriptions.findSubscriptionOfParent(parent.userId);
    const learners = await testApp.app.services.learners.listLearnersOfSubscription(subscription?.id ?? 0);
    expect(learners.map((row) => row.userId)).toEqual([sibling.userId]);

    // Asking again finds nothing to delete.
    expectErrorAnswer(await deleteOf(learner.userId, parent), 404);
    expectErrorAnswer(await exportOf(learner.userId, parent), 404);
  });
});
