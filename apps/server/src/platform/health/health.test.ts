import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A loopback port nothing listens on: connections to it are refused at once. */
async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('health probes', () => {
  it('answers /livez and /readyz while the database answers', async () => {
    testApp = await createTestApp();
    const live = await testApp.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'not configured' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('says not ready, and which dependency, once the database stops answering', async () => {
    testApp = await createTestApp();
    // The pool (PostgreSQL) or the file handle (SQLite) is gone: every statement fails as it does when the server
    // is stopped. The process itself still answers.
    await testApp.database.db.destroy();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', database: 'down', redis: 'not configured' });
    expect((await testApp.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });

  it('says not ready while the configured Redis does not answer', async () => {
    testApp = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await findClosedPort()}` });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', database: 'up', redis: 'down' });
  });
});
