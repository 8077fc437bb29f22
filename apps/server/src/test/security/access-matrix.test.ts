import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';
import { expectBareRefusal, expectNothingLeaked, readStoredSecrets } from './response-scan';
import type { RouteKey } from './route-policies';
import { DENIED_BY_POLICY, PUBLIC_ROUTES, ROUTE_POLICIES } from './route-policies';
import type { CallerName, SecurityWorld } from './security-world';
import { buildSecurityWorld } from './security-world';

let testApp: TestApp;
let world: SecurityWorld;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.services.curriculum.seedCurriculum();
  world = await buildSecurityWorld(testApp);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

/** Routes as registered, without the HEAD twins Fastify adds to every GET. */
function registeredRoutes(): RouteKey[] {
  const keys = testApp.routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}` as RouteKey);
  return [...new Set(keys)];
}

/** E-mails the caller must never see: everyone outside the caller's own family. */
function foreignEmailsFor(caller: CallerName): string[] {
  const { users } = world;
  const family = caller === 'anonymous' ? 'none' : world.familyOf(users[caller].userId);
  return Object.values(users)
    .filter((user) => world.familyOf(user.userId) !== family)
    .map((user) => user.email);
}

describe('every route declares who may call it', () => {
  it('is on the public list or in the policy table, and neither list names a route that does not exist', () => {
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(40);
    const undeclared = registered.filter((key) => !PUBLIC_ROUTES.has(key) && !ROUTE_POLICIES.has(key));
    expect(undeclared, 'routes with no declared access policy').toEqual([]);
    const both = registered.filter((key) => PUBLIC_ROUTES.has(key) && ROUTE_POLICIES.has(key));
    expect(both, 'routes declared both public and protected').toEqual([]);
    const stale = [...PUBLIC_ROUTES.keys(), ...ROUTE_POLICIES.keys()].filter(
      (key) => !registered.includes(key),
    );
    expect(stale, 'declared routes that no longer exist').toEqual([]);
  });
});

describe('access matrix: family A’s resources, called by everyone else', () => {
  it.each([...ROUTE_POLICIES.entries()])('%s', async (key, route) => {
    const denied = DENIED_BY_POLICY[route.policy];
    for (const caller of denied) {
      const call = await route.call(world);
      const response = await testApp.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...(call.headers ?? {}), ...(caller === 'anonymous' ? {} : world.users[caller].headers) },
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      const label = `${key} as ${caller}`;
      // A signed-in caller is refused for who they are (403, or 404 that hides the resource), never as anonymous.
      const expected = caller === 'anonymous' ? [401] : [403, 404];
      expect(expected, `${label}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expectBareRefusal(response, label);
      expectNothingLeaked(response, {
        label,
        secrets: await readStoredSecrets(testApp),
        foreignEmails: foreignEmailsFor(caller),
        servesQuestion: call.servesQuestion,
      });
    }

    // The owner's own call succeeds (or is refused for a reason other than access): the call above was well-formed.
    const owner = world.users[route.owner];
    owner.headers = await world.freshHeaders(owner);
    const call = await route.call(world);
    const response = await testApp.app.inject({
      method: call.method,
      url: call.url,
      headers: { ...(call.headers ?? {}), ...owner.headers },
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
    const label = `${key} as its owner ${route.owner}`;
    const isAllowed = response.statusCode < 400 || (route.ownerStatuses ?? []).includes(response.statusCode);
    expect(isAllowed, `${label}: ${response.statusCode} ${response.body}`).toBe(true);
    expectNothingLeaked(response, {
      label,
      secrets: await readStoredSecrets(testApp),
      foreignEmails: foreignEmailsFor(route.owner),
      servesQuestion: call.servesQuestion,
    });
    // Some owner calls end every session of the account (a password change): later calls get a new one.
    owner.headers = await world.freshHeaders(owner);
  });
});
