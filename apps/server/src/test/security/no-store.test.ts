import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent, buildSubscription } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('answers with personal or billing data are never stored by a cache (issue 22, finding 11)', () => {
  it('sends Cache-Control: no-store on API answers about the caller, and on better-auth’s', async () => {
    const parent = await buildParent(testApp);
    await buildSubscription(testApp, parent, [], 1);
    const answers = await Promise.all([
      testApp.app.inject({
        method: 'GET',
        url: `/api/getOneSubscription/${parent.userId}/parent`,
        headers: parent.headers,
      }),
      testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: parent.headers }),
      testApp.app.inject({
        method: 'POST',
        url: '/api/accountSettings/validate-email/',
        headers: parent.headers,
        payload: { email: parent.email },
      }),
    ]);
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expect(String(response.headers['cache-control']), response.body).toContain('no-store');
    }
  });
});
