import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { EMAIL_CHECK_LIMIT } from '../modules/accounts/caller-rate-limit';
import { DEFAULT_SITE_RATE_LIMIT } from '../modules/site/site.routes';
import { TEST_PUBLIC_URL } from '../test/test-app';
import { createTestDatabase, testEngine, type TestDatabase } from '../test/test-database';
import { startTestMailServer, type TestMailServer } from '../test/test-mail-server';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './auth/auth';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrator';

/**
 * Two app instances, as behind a load balancer: each has its own process state (Fastify, better-auth, connection
 * pools, Redis connection) and its own port, and they share one PostgreSQL database and one Redis. Every check goes
 * over real HTTP. Scale-out needs PostgreSQL, so this suite runs in the PostgreSQL project (TEST_DATABASE_URL).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A key prefix of its own, so parallel runs on the same Redis never count each other's attempts.
const KEY_PREFIX = `mathwise-test-${randomBytes(6).toString('hex')}:`;
const PASSWORD = 'Secret!234';

interface Instance {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  url: string;
  dataDir: string;
}

let testDatabase: TestDatabase;
let mail: TestMailServer;
let one: Instance;
let two: Instance;
let redis: Redis;

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathwise-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabase.url,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    SMTP_URL: mail.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: KEY_PREFIX,
    // Behind the load balancer, which sets X-Forwarded-For; each scenario below comes from its own address.
    TRUST_PROXY: 'true',
  });
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url, dataDir };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await instance.app.close();
  await instance.database.destroy();
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** One call as a browser on the public address makes it, reaching the instance the load balancer picked. */
function call(
  instance: Instance,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; client: string },
): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_PUBLIC_URL, 'x-forwarded-for': options.client };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${instance.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function signIn(instance: Instance, email: string, client: string): Promise<string> {
  const response = await call(instance, '/api/auth/sign-in/email', {
    body: { email, password: PASSWORD },
    client,
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('mathwise.session_token='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

async function sessionEmailOn(instance: Instance, cookie: string, client: string): Promise<string | null> {
  const response = await call(instance, '/api/auth/get-session', { cookie, client });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user?: { email: string; name: string } } | null;
  return body?.user?.email ?? null;
}

async function keysUnderPrefix(): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${KEY_PREFIX}*`, count: 500 }))
    keys.push(...(batch as string[]));
  return keys;
}

describe.runIf(testEngine() === 'postgres')('two instances over one PostgreSQL and one Redis', () => {
  let parentEmail: string;
  let userId: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    mail = await startTestMailServer();
    // A plain client, without the prefix, to look at what the instances wrote and remove it afterwards.
    redis = new Redis(REDIS_URL);
    const migrating = openDatabase(testDatabase.settings);
    await migrateToLatest(migrating.db as never, migrating.engine);
    await migrating.destroy();
    one = await startInstance();
    two = await startInstance();
    parentEmail = `parent-${randomBytes(4).toString('hex')}@example.com`;
    userId = await one.app.services.accounts.createVerifiedAccount({
      name: 'Pat Parent',
      email: parentEmail,
      password: PASSWORD,
      userType: 'parent',
    });
  });

  afterAll(async () => {
    await stopInstance(one);
    await stopInstance(two);
    const keys = redis ? await keysUnderPrefix() : [];
    if (keys.length > 0) await redis.del(...keys);
    redis?.disconnect();
    await mail?.close();
    await testDatabase?.drop();
  });

  it('serves a session made on one instance from the other, follows account changes, and ends it on both', async () => {
    const client = '203.0.113.10';
    const cookie = await signIn(one, parentEmail, client);

    expect(await sessionEmailOn(two, cookie, client)).toBe(parentEmail);
    const lookup = await call(two, `/api/getOneSubscription/${userId}/parent`, { cookie, client });
    expect(lookup.status).toBe(200);

    // The lookup was answered from Redis (the session is cached under its token) and the row is still in PostgreSQL.
    const token = decodeURIComponent(cookie.slice('mathwise.session_token='.length)).split('.')[0] ?? '';
    expect(await redis.exists(`${KEY_PREFIX}${token}`)).toBe(1);
    const rows = await one.database.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', userId)
      .execute();
    expect(rows.map((row) => row.token)).toContain(token);

    // A name changed through one instance shows in the session the other one serves.
    const renamed = await call(two, '/api/accountSettings/update-account/', {
      cookie,
      client,
      body: { user_id: userId, user_type: 'parent', form: { name: 'Pat Renamed', email: parentEmail } },
    });
    expect(renamed.status).toBe(200);
    const session = (await (await call(one, '/api/auth/get-session', { cookie, client })).json()) as {
      user: { name: string };
    };
    expect(session.user.name).toBe('Pat Renamed');

    const signOut = await call(one, '/api/auth/sign-out', { cookie, client, body: {} });
    expect(signOut.status).toBe(200);
    expect(await sessionEmailOn(two, cookie, client)).toBeNull();
    expect((await call(two, `/api/getOneSubscription/${userId}/parent`, { cookie, client })).status).toBe(
      401,
    );
  });

  it('counts sign-in attempts from one client across both instances, in Redis', async () => {
    const client = '203.0.113.20';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE + 2; attempt += 1) {
      // Alternating as a round-robin load balancer does; a new unknown e-mail each time, so only the per-client
      // limit is in play.
      const response = await call(attempt % 2 === 0 ? one : two, '/api/auth/sign-in/email', {
        body: { email: `nobody-${attempt}@example.com`, password: 'Wrong!Pass1' },
        client,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual(
      Array<number>(SIGN_IN_ATTEMPTS_PER_MINUTE).fill(401),
    );
    expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual([429, 429]);

    // The per-client counter lives in Redis, not in better-auth's rateLimit table (outside our schema types), where
    // only the per-account counters are kept.
    const keys = await keysUnderPrefix();
    expect(keys.some((key) => key.includes(client) && key.includes('sign-in'))).toBe(true);
    const stored = await sql<{ key: string }>`SELECT key FROM "rateLimit"`.execute(one.database.db);
    expect(stored.rows.filter((row) => row.key.includes(client))).toEqual([]);
  });

  it("counts the routes' own limits across both instances, per client address and per session", async () => {
    const client = '203.0.113.30';
    const newsletter: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_SITE_RATE_LIMIT.max; attempt += 1) {
      const response = await call(attempt % 2 === 0 ? one : two, '/api/addNewsLetterEmail', {
        body: { email: `reader-${attempt}-${randomBytes(3).toString('hex')}@example.com` },
        client,
      });
      newsletter.push(response.status);
    }
    expect(newsletter).toEqual([...Array<number>(DEFAULT_SITE_RATE_LIMIT.max).fill(200), 429]);

    // Per session: the same signed-in caller checking e-mails through either instance shares one allowance.
    const cookie = await signIn(two, parentEmail, '203.0.113.40');
    const checks: number[] = [];
    for (let attempt = 0; attempt <= EMAIL_CHECK_LIMIT.max; attempt += 1) {
      const response = await call(attempt % 2 === 0 ? one : two, '/api/accountSettings/validate-email/', {
        body: { email: `free-${attempt}@example.com` },
        cookie,
        client: `198.51.100.${attempt}`,
      });
      checks.push(response.status);
    }
    expect(checks).toEqual([...Array<number>(EMAIL_CHECK_LIMIT.max).fill(200), 429]);
    expect((await keysUnderPrefix()).some((key) => key.startsWith(`${KEY_PREFIX}rate-limit:`))).toBe(true);
  });

  it('runs each scheduled job once when both instances fire it in the same minute', async () => {
    // What each instance's cron calls at its slot, 40 seconds apart as two machines' timers may be. The weekly
    // report's slot is Monday 07:00 in Toronto (12:00 UTC in winter).
    const firings = [
      { job: 'billing-renewals', at: ['2030-01-07T10:15:00.010Z', '2030-01-07T10:15:40.000Z'] },
      { job: 'billing-reconciler', at: ['2030-01-07T10:20:00.003Z', '2030-01-07T10:20:39.500Z'] },
      { job: 'weekly-progress-reports', at: ['2030-01-07T12:00:00.020Z', '2030-01-07T12:00:40.000Z'] },
    ];
    for (const { job, at } of firings) {
      const outcomes = await Promise.all([
        one.app.jobs.runJob(job, new Date(at[0] ?? '')),
        two.app.jobs.runJob(job, new Date(at[1] ?? '')),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort(), job).toEqual(['done', 'skipped']);
    }
    const runs = await one.database.db
      .selectFrom('job_run')
      .select(['job', 'slot', 'outcome'])
      .orderBy('job')
      .execute();
    expect(runs).toEqual([
      { job: 'billing-reconciler', slot: '2030-01-07T10:20:00.000Z', outcome: 'done' },
      { job: 'billing-renewals', slot: '2030-01-07T10:15:00.000Z', outcome: 'done' },
      { job: 'weekly-progress-reports', slot: '2030-01-07T12:00:00.000Z', outcome: 'done' },
    ]);
  });
});
