import { randomBytes, randomInt } from 'node:crypto';
import type { PaymentFormValues, Subscription } from '@mathwise/api-contract';
import type { TestApp } from './test-app';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  name: string;
  /** Headers that authenticate as this user (a bearer session token, as the spec's calls send). */
  headers: Record<string, string>;
}

export const TEST_PASSWORD = 'Secret!234';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A session made the way sign-in makes one, without going through sign-in's rate limit. */
async function startSession(testApp: TestApp, userId: string): Promise<Record<string, string>> {
  const context = await testApp.app.services.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  return { authorization: `Bearer ${session.token}` };
}

async function buildUser(
  testApp: TestApp,
  userType: 'parent' | 'learner',
  overrides: { name?: string; email?: string; roles?: string[] } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail(userType);
  const name = overrides.name ?? (userType === 'parent' ? 'Pat Parent' : 'Lee Learner');
  const userId = await testApp.app.services.accounts.createVerifiedAccount(
    { name, email, password: TEST_PASSWORD, userType },
    overrides.roles ?? [],
  );
  return { userId, email, password: TEST_PASSWORD, name, headers: await startSession(testApp, userId) };
}

/**
 * An account made through the public sign-up (so unverified, with its verification mail sent), then signed in the
 * way sign-in would: sign-up itself signs no one in (docs/decisions/020).
 */
export async function signUpUnverified(
  testApp: TestApp,
  account: { name: string; email: string; password: string; userType: 'parent' | 'learner' },
): Promise<{ userId: string; headers: Record<string, string> }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testApp.config.publicUrl },
    payload: account,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { id: userId } = await testApp.database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', account.email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { userId, headers: await startSession(testApp, userId) };
}

export const buildParent = (testApp: TestApp, overrides?: { name?: string; email?: string }) =>
  buildUser(testApp, 'parent', overrides);

export const buildLearner = (testApp: TestApp, overrides?: { name?: string; email?: string }) =>
  buildUser(testApp, 'learner', overrides);

export const buildTeacher = (testApp: TestApp) => buildUser(testApp, 'parent', { roles: ['teacher'] });

/** A parent with a free subscription of `slots` memberships, holding the given learners. */
export async function buildSubscription(testApp: TestApp, parent: TestUser, learners: TestUser[], slots = 2) {
  const subscriptions = testApp.app.services.subscriptions;
  const subscription = await subscriptions.grantFreeSubscription(parent.userId, slots);
  for (const learner of learners)
    await subscriptions.connectLearnerToSubscription(subscription.id, learner.userId);
  return subscription;
}

/**
 * The course and its three grades (subjects 1 to 3 of the curriculum catalogue), which a learner's grade refers to;
 * inserted only when missing, so it can run beside any curriculum seed.
 */
export async function seedGrades(testApp: TestApp): Promise<void> {
  const { db } = testApp.database;
  await db
    .insertInto('course')
    .values({ id: 1, name: 'Ontario Mathematics' })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  for (const [index, grade] of [6, 7, 8].entries()) {
    await db
      .insertInto('subject')
      .values({ id: index + 1, course_id: 1, name: `Grade ${grade}`, position: index + 1 })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

/**
 * A good sandbox card token for a card no other test family uses: a free trial is once per card (decision 022), so
 * each checkout that expects its trial needs its own card. The same label gives the same card.
 */
export function buildTestCardNonce(label: string = randomBytes(6).toString('hex')): string {
  return `cnon:card-nonce-ok:test-${label}`;
}

/** A checkout body as the payment page sends it, paying with a good sandbox test card of its own. */
export function buildCheckoutBody(overrides: Partial<PaymentFormValues> = {}): PaymentFormValues {
  return {
    number_of_children: 2,
    subscription_plan: 2,
    nonce: buildTestCardNonce(),
    postalCode: 'M5V 3L9',
    full_name: 'Pat Parent',
    email: 'pat@example.com',
    reference_number: randomInt(100_000, 900_099_999),
    ...overrides,
  };
}

/** A subscription bought through POST /api/createNewSubscription (with the trial when it is the parent's first). */
export async function buildPaidSubscription(
  testApp: TestApp,
  parent: TestUser,
  overrides: Partial<PaymentFormValues> = {},
): Promise<Subscription> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: parent.headers,
    payload: buildCheckoutBody(overrides),
  });
  if (response.statusCode !== 200)
    throw new Error(`Checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<Subscription>();
}

export async function buildPromoCode(
  testApp: TestApp,
  promo: { code: string; percentOff: number; expiresAt?: string | null; isActive?: boolean },
): Promise<void> {
  await testApp.database.db
    .insertInto('promo_code')
    .values({
      code: promo.code,
      percent_off: promo.percentOff,
      expires_at: promo.expiresAt ?? null,
      is_active: promo.isActive ?? true,
      created_at: new Date().toISOString(),
    })
    .execute();
}
