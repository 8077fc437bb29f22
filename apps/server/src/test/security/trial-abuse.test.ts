import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_BEFORE_CHECKOUT } from '../../modules/billing/billing.service';
import { buildCheckoutBody, buildParent, signUpUnverified } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function checkout(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createNewSubscription',
    headers: { ...headers, origin: TEST_PUBLIC_URL },
    payload: buildCheckoutBody(),
  });
}

describe('repeatable free trials (issue 22, finding 8)', () => {
  it('refuses a checkout, trial included, to a parent whose e-mail is not verified, and stores nothing', async () => {
    const unverified = await signUpUnverified(testApp, {
      name: 'Throwaway Parent',
      email: `throwaway-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Strong!Pass1',
      userType: 'parent',
    });
    const refused = await checkout(unverified.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ body: string }>().body).toBe(VERIFY_BEFORE_CHECKOUT);
    const subscriptions = await testApp.database.db
      .selectFrom('subscription')
      .select('id')
      .where('parent_user_id', '=', unverified.userId)
      .execute();
    expect(subscriptions).toEqual([]);

    const verified = await buildParent(testApp);
    const accepted = await checkout(verified.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
