import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { readAppPage } from './app-page.test-support';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(300))};\n`;

const APP_PAGE = `<!doctype html><title>app</title><script type="module" src="/assets/main-Ab12Cd34.js"></script>${'<p>app</p>'.repeat(200)}`;
const LANDING_PAGE = `<!doctype html><title>landing</title>${'<p>landing</p>'.repeat(200)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build as apps/web's Vite build leaves it: each text file with its .br and .gz copies, a small file without. */
function buildWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mathwise-web-build-'));
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  };
  for (const [name, content] of Object.entries({
    'assets/main-Ab12Cd34.js': SCRIPT,
    'index.html': APP_PAGE,
    'landing.html': LANDING_PAGE,
  })) {
    write(name, content);
    write(`${name}.br`, brotliCompressSync(content));
    write(`${name}.gz`, gzipSync(content));
  }
  write('assets/tiny-Ef56Gh78.css', 'a{color:red}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the web build', () => {
  let testApp: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = buildWebDist();
    testApp = await createTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy of a script to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/main-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/main-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression, and marks that it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const response = await get('/assets/main-Ab12Cd34.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends the plain file when the build wrote no copy of it', async () => {
    const response = await get('/assets/tiny-Ef56Gh78.css', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe('a{color:red}');
  });

  it('compresses the pages too, but has the browser revalidate them on every visit', async () => {
    const parent = await buildParent(testApp);
    // The landing is the build's own file, sent as its brotli copy; the app page carries the requester's session
    // (app-page.ts), so it is compressed as it is sent and kept private to the browser.
    const landing = await get('/', { 'accept-encoding': 'br' });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(LANDING_PAGE);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(String(landing.headers.vary)).toMatch(/cookie/i);
    expect(gunzipSync((await get('/', { 'accept-encoding': 'gzip' })).rawPayload).toString()).toBe(
      LANDING_PAGE,
    );
    for (const { url, headers } of [
      { url: '/', headers: parent.headers },
      { url: '/practice/1', headers: {} },
    ]) {
      const response = await get(url, { ...headers, 'accept-encoding': 'gzip, br' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(readAppPage(gunzipSync(response.rawPayload).toString()).page).toBe(APP_PAGE);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
    for (const response of [landing, await get('/practice/1')]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      // The security headers stay on the pages that run scripts.
      expect(String(response.headers['content-security-policy'])).toMatch(/default-src 'self'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps the unhashed files revalidated, and answers a revalidation with 304', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const etag = String(favicon.headers.etag);
    expect((await get('/favicon.svg', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const response = await get('/assets/main-Ab12Cd34.js.br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(readAppPage(response.body).page).toBe(APP_PAGE);
  });
});
