import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, type RouteKey } from '../../platform/http/public-routes';
import { buildParent } from '../factories';
import type { TestApp } from '../test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../test-app';
import { ROUTE_POLICIES } from './route-policies';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A path whose every parameter is malformed (no id of ours is a word), with a query no route accepts. */
function malformedUrl(url: string): string {
  return `${url.replace(/:[A-Za-z_]+/g, 'not-an-id').replace('*', 'x')}?unexpected=%00`;
}

describe('a protected route refuses an anonymous caller before validating the request (issue 22, finding 11)', () => {
  it('answers 401, not 400, to a malformed body, path and query without a session, on every protected route', async () => {
    const protectedRoutes = [...ROUTE_POLICIES.keys()];
    expect(protectedRoutes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const key of protectedRoutes) {
      const [method, url] = key.split(' ') as [RouteKey extends `${infer M} ${string}` ? M : never, string];
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await testApp.app.inject({
        method,
        url: malformedUrl(url),
        headers: { origin: TEST_PUBLIC_URL },
        ...(hasBody ? { payload: { unexpected: { nested: [1, 'two'] } } } : {}),
      });
      answered.push(`${key}: ${response.statusCode}`);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(401);
      expect(response.json<{ title: string; body: string }>().body).toBe('Please log in to continue.');
    }
    expect(answered).toHaveLength(protectedRoutes.length);
  });

  it('still validates a public route’s request for an anonymous caller', async () => {
    expect(PUBLIC_ROUTES.has('POST /api/contact-us')).toBe(true);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { unexpected: true },
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('still validates a signed-in caller’s request with the route’s own message', async () => {
    const parent = await buildParent(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountSettings/validate-email/',
      headers: parent.headers,
      payload: { email: 'not-an-address' },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
