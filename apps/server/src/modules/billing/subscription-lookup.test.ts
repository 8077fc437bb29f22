import { NO_SUBSCRIPTION_MESSAGE } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { buildLearner, buildParent, buildPaidSubscription, buildSubscription } from '../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function lookUp(userId: string, userType: string, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: `/api/getOneSubscription/${userId}/${userType}`, headers });
}

describe('GET /api/getOneSubscription/:userId/:userType', () => {
  it('answers { message } for a parent with no subscription', async () => {
    const parent = await buildParent(testApp);
    const response = await lookUp(parent.userId, 'parent', parent.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NO_SUBSCRIPTION_MESSAGE });
  });

  it('gives a parent their subscription with every learner and the free slots', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp, { name: 'Kim Learner' });
    await buildSubscription(testApp, parent, [learner], 3);
    const response = await lookUp(parent.userId, 'parent', parent.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'active',
      number_of_children: 3,
      empty_learners: 2,
      user_type: 'parent',
      payment_id: 'FREE',
      learners: [
        { user_id: learner.userId, status: true, user: { name: 'Kim Learner', email: learner.email } },
      ],
    });
  });

  it("gives a learner their parent's subscription showing only themselves", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const sibling = await buildLearner(testApp);
    await buildSubscription(testApp, parent, [learner, sibling]);
    const response = await lookUp(learner.userId, 'learner', learner.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ learners: Array<{ user_id: string }>; user_type: string }>();
    expect(body.user_type).toBe('learner');
    expect(body.learners.map((entry) => entry.user_id)).toEqual([learner.userId]);
    expect(response.body).not.toContain(sibling.email);
    expect(response.body).not.toContain(parent.email);
  });

  it('shows the parent the renewal card and customer, and never gives them to a learner', async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    const paid = await buildPaidSubscription(testApp, parent, { number_of_children: 1 });
    await testApp.app.services.subscriptions.connectLearnerToSubscription(paid.id, learner.userId);
    const asParent = (await lookUp(parent.userId, 'parent', parent.headers)).json<Record<string, unknown>>();
    expect(asParent).toMatchObject({
      card: { last4: '1111', cardBrand: 'VISA', expMonth: 12 },
      customer_id: paid.customer_id,
      trial_ends_at: paid.trial_ends_at,
    });
    const asLearner = await lookUp(learner.userId, 'learner', learner.headers);
    expect(asLearner.json()).not.toHaveProperty('card');
    expect(asLearner.json()).not.toHaveProperty('customer_id');
    expect(asLearner.body).not.toContain(String(paid.customer_id));
  });

  it('answers { message } for a learner no parent has added', async () => {
    const learner = await buildLearner(testApp);
    expect((await lookUp(learner.userId, 'learner', learner.headers)).json()).toEqual({
      message: NO_SUBSCRIPTION_MESSAGE,
    });
  });

  it('answers 401 without a session', async () => {
    const parent = await buildParent(testApp);
    expect((await lookUp(parent.userId, 'parent', {})).statusCode).toBe(401);
  });

  it("answers 403, with no data, for another family's parent or learner", async () => {
    const parent = await buildParent(testApp);
    const learner = await buildLearner(testApp);
    await buildSubscription(testApp, parent, [learner]);
    const stranger = await buildParent(testApp);
    for (const [userId, userType] of [
      [parent.userId, 'parent'],
      [learner.userId, 'learner'],
    ] as const) {
      const response = await lookUp(userId, userType, stranger.headers);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(learner.email);
    }
  });

  it('answers 403 when the user type does not match the caller', async () => {
    const learner = await buildLearner(testApp);
    expect((await lookUp(learner.userId, 'parent', learner.headers)).statusCode).toBe(403);
  });

  it('answers 400 for a user type that does not exist', async () => {
    const parent = await buildParent(testApp);
    expect((await lookUp(parent.userId, 'admin', parent.headers)).statusCode).toBe(400);
  });
});
