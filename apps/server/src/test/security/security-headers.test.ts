import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';

/** A public answer, an error answer and a refused write: every kind of answer carries the headers. */
async function sampleAnswers(app: TestApp): Promise<LightMyRequestResponse[]> {
  return Promise.all([
    app.app.inject({ method: 'GET', url: '/api/auth-providers' }),
    app.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
    app.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { origin: 'https://evil.example' },
      payload: {},
    }),
  ]);
}

function expectBaseHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('CSP, nosniff and the referrer policy on every kind of answer; no HSTS outside production', async () => {
    for (const response of await sampleAnswers(testApp)) {
      expectBaseHeaders(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('in production', () => {
  const productionEnv = { NODE_ENV: 'production' };

  it('behind https: HSTS for six months with subdomains, and insecure subresources upgraded', async () => {
    const app = await createTestApp({ ...productionEnv, PUBLIC_URL: 'https://mathwise.example' });
    try {
      for (const response of await sampleAnswers(app)) {
        expectBaseHeaders(response);
        expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
        expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      }
    } finally {
      await app.close();
    }
  });

  it('over plain http (a school server on its own network): no HSTS and no https upgrade, which would break it', async () => {
    const app = await createTestApp({ ...productionEnv, PUBLIC_URL: 'http://mathwise.school.local' });
    try {
      for (const response of await sampleAnswers(app)) {
        expectBaseHeaders(response);
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).not.toContain(
          'upgrade-insecure-requests',
        );
      }
    } finally {
      await app.close();
    }
  });
});
