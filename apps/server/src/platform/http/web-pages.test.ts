import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const APP_PAGE = '<!doctype html><title>app</title>';
const LANDING_PAGE = '<!doctype html><title>landing</title>';

function buildWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mathwise-web-dist-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('web pages', () => {
  let testApp: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = buildWebDist({ 'index.html': APP_PAGE, 'landing.html': LANDING_PAGE });
    testApp = await createTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('sends the prerendered landing page to a visitor without a session, query string or not', async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LANDING_PAGE);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(String(response.headers['content-security-policy'])).not.toMatch(
        /script-src[^;]*'unsafe-inline'/,
      );
    }
  });

  it('sends the app to a signed-in user at `/`, so the header shows their own menu', async () => {
    const parent = await buildParent(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: parent.headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_PAGE);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('treats an expired or forged session cookie as no session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'mathwise.session_token=forged.value' },
    });
    expect(response.body).toBe(LANDING_PAGE);
  });

  it('sends the app for every other page, whoever asks, and no page for unknown API paths', async () => {
    for (const url of ['/pricing', '/faq/account', '/no-such-page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body).toBe(APP_PAGE);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it("answers HEAD for pages with the page's headers and no body, as uptime monitors and link checkers ask", async () => {
    for (const url of ['/', '/pricing']) {
      const response = await testApp.app.inject({ method: 'HEAD', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    }
    expect((await testApp.app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });
});

describe('web pages without a landing build', () => {
  it('sends the app at `/` too', async () => {
    const webDistDir = buildWebDist({ 'index.html': APP_PAGE });
    const testApp = await createTestApp({}, { webDistDir });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/' })).body).toBe(APP_PAGE);
    } finally {
      await testApp.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});
