import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHECK_LIMIT } from '../../modules/accounts/caller-rate-limit';
import { findFreePort } from '../../test/app-server-process';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '../auth/auth';
import { redisAvailability } from './redis';

/**
 * An instance configured with REDIS_URL loses its Redis: killed (and restarted empty), and frozen with SIGSTOP (a
 * server that keeps its connections and its data but answers nothing, then resumes). Signed-in requests, the
 * routes' rate limits and the sign-in limit keep working meanwhile, one warning is logged per outage, and once Redis
 * answers again it is used again, without serving a session that ended while it was away.
 */
const REDIS_SERVER = '/usr/bin/redis-server';
const KEY_PREFIX = 'mathwise-outage:';
const PASSWORD = 'Secret!234';
const OUTAGE_WARNING = 'Redis is unreachable';

let redisPort: number;
let redisServer: ChildProcess | undefined;
let testApp: TestApp;
let app: TestApp['app'];
const logLines: Array<{ level: number; msg: string }> = [];
let parentEmail: string;
/** A second parent: per-account limits count per user, so each test spends its own account's. */
let secondParentEmail: string;
let secondUserId: string;
let userId: string;

async function startRedis(): Promise<void> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  redisServer = child;
  const probe = new Redis({
    port: redisPort,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        probe.disconnect();
        await delay(50);
      }
    }
    throw new Error(`redis-server did not start on port ${redisPort}`);
  } finally {
    probe.disconnect();
  }
}

async function killRedis(): Promise<void> {
  const child = redisServer;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  redisServer = undefined;
}

/** Everything under our prefix, read by a plain client of its own (Redis must be up). */
async function keysInRedis(): Promise<string[]> {
  const inspector = new Redis({ port: redisPort, maxRetriesPerRequest: 0 });
  try {
    return (await inspector.keys(`${KEY_PREFIX}*`)).map((key) => key.slice(KEY_PREFIX.length));
  } finally {
    inspector.disconnect();
  }
}

function call(path: string, options: { body?: unknown; cookie?: string; client: string }) {
  return app.inject({
    method: options.body === undefined ? 'GET' : 'POST',
    url: path,
    headers: {
      origin: TEST_PUBLIC_URL,
      'x-forwarded-for': options.client,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function signIn(client: string, email = parentEmail): Promise<{ cookie: string; token: string }> {
  const response = await call('/api/auth/sign-in/email', {
    body: { email, password: PASSWORD },
    client,
  });
  expect(response.statusCode, response.body).toBe(200);
  const header = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => value.includes('session_token='));
  const cookie = header?.split(';')[0] ?? '';
  const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  return { cookie, token };
}

/** A signed-in call that reads the caller's own subscription: 200 with a session, 401 without. */
async function lookUpSubscription(cookie: string, client: string, owner = userId): Promise<number> {
  return (await call(`/api/getOneSubscription/${owner}/parent`, { cookie, client })).statusCode;
}

/** The e-mail check, limited per session to EMAIL_CHECK_LIMIT.max a minute, called until one past the limit. */
async function checkEmailsPastTheLimit(cookie: string, client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= EMAIL_CHECK_LIMIT.max; attempt += 1) {
    const response = await call('/api/accountSettings/validate-email/', {
      body: { email: `free-${attempt}@example.com` },
      cookie,
      client,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function failSignInsPastTheLimit(client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS_PER_MINUTE; attempt += 1) {
    const response = await call('/api/auth/sign-in/email', {
      body: { email: `nobody-${attempt}@example.com`, password: 'Wrong!Pass1' },
      client,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const outageWarnings = () => logLines.filter((line) => line.msg.startsWith(OUTAGE_WARNING));
const waitUntilRedisIsUsed = () => redisAvailability(app.redis as Redis).waitUntilUsable(15_000);
const UNDER_LIMIT = [...Array<number>(EMAIL_CHECK_LIMIT.max).fill(200), 429];
const SIGN_INS_PAST_LIMIT = [...Array<number>(SIGN_IN_ATTEMPTS_PER_MINUTE).fill(401), 429];

beforeAll(async () => {
  redisPort = await findFreePort();
  await startRedis();
  testApp = await createTestApp(
    {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => logLines.push(JSON.parse(line) as { level: number; msg: string }) } },
  );
  app = testApp.app;
  parentEmail = `parent-${randomBytes(4).toString('hex')}@example.com`;
  userId = await app.services.accounts.createVerifiedAccount({
    name: 'Pat Parent',
    email: parentEmail,
    password: PASSWORD,
    userType: 'parent',
  });
  secondParentEmail = `parent-${randomBytes(4).toString('hex')}@example.com`;
  secondUserId = await app.services.accounts.createVerifiedAccount({
    name: 'Sam Parent',
    email: secondParentEmail,
    password: PASSWORD,
    userType: 'parent',
  });
}, 60_000);

afterAll(async () => {
  redisServer?.kill('SIGCONT');
  await testApp?.close();
  await killRedis();
});

describe('an instance whose Redis goes away', () => {
  it('keeps sessions and rate limits working while Redis is killed, and uses it again once restarted', async () => {
    const before = await signIn('203.0.113.1');
    expect(await lookUpSubscription(before.cookie, '203.0.113.1')).toBe(200);
    expect(await keysInRedis()).toContain(before.token);

    await killRedis();
    // The session made before the outage is read from the database; so is one made during it.
    expect(await lookUpSubscription(before.cookie, '203.0.113.2')).toBe(200);
    const during = await signIn('203.0.113.2');
    expect(await lookUpSubscription(during.cookie, '203.0.113.2')).toBe(200);
    // The routes' limits and the sign-in limit count in this instance's memory instead of failing.
    expect(await checkEmailsPastTheLimit(during.cookie, '203.0.113.2')).toEqual(UNDER_LIMIT);
    expect(await failSignInsPastTheLimit('203.0.113.3')).toEqual(SIGN_INS_PAST_LIMIT);
    // ioredis keeps reconnecting in the background; the outage is one warning, not one per attempt or request.
    await delay(2_500);
    expect(await lookUpSubscription(during.cookie, '203.0.113.2')).toBe(200);
    expect(outageWarnings()).toHaveLength(1);

    await startRedis();
    expect(await waitUntilRedisIsUsed()).toBe(true);
    expect(logLines.some((line) => line.msg.startsWith('Redis answers again'))).toBe(true);
    const after = await signIn('203.0.113.4');
    expect(await lookUpSubscription(after.cookie, '203.0.113.4')).toBe(200);
    expect(await lookUpSubscription(during.cookie, '203.0.113.4')).toBe(200);
    expect(await checkEmailsPastTheLimit(after.cookie, '203.0.113.4')).toEqual(UNDER_LIMIT);
    expect(await failSignInsPastTheLimit('203.0.113.5')).toEqual(SIGN_INS_PAST_LIMIT);
    // Redis holds the new session and counts the limits again.
    const keys = await keysInRedis();
    expect(keys).toContain(after.token);
    expect(keys.some((key) => key.startsWith('rate-limit:'))).toBe(true);
    expect(keys.some((key) => key.includes('203.0.113.5') && key.includes('sign-in'))).toBe(true);
    expect(outageWarnings()).toHaveLength(1);
  }, 60_000);

  it('never serves a session that ended while a frozen Redis still held its copy', async () => {
    const kept = await signIn('203.0.113.10', secondParentEmail);
    const ended = await signIn('203.0.113.10', secondParentEmail);
    expect(await keysInRedis()).toEqual(expect.arrayContaining([kept.token, ended.token]));
    const warningsBefore = outageWarnings().length;

    // Frozen: connections stay open and nothing answers, so commands time out instead of failing at once.
    redisServer?.kill('SIGSTOP');
    const started = Date.now();
    expect(await lookUpSubscription(kept.cookie, '203.0.113.11', secondUserId)).toBe(200);
    const signOut = await call('/api/auth/sign-out', {
      body: {},
      cookie: ended.cookie,
      client: '203.0.113.11',
    });
    expect(signOut.statusCode).toBe(200);
    expect(await lookUpSubscription(ended.cookie, '203.0.113.11', secondUserId)).toBe(401);
    expect(await checkEmailsPastTheLimit(kept.cookie, '203.0.113.11')).toEqual(UNDER_LIMIT);
    // Only the first command waited for its timeout; the rest went straight to the fallbacks.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outageWarnings()).toHaveLength(warningsBefore + 1);

    redisServer?.kill('SIGCONT');
    expect(await waitUntilRedisIsUsed()).toBe(true);
    // Redis still held the ended session's copy (its delete never arrived); it was dropped before Redis was read.
    expect(await lookUpSubscription(ended.cookie, '203.0.113.12', secondUserId)).toBe(401);
    expect(await lookUpSubscription(kept.cookie, '203.0.113.12', secondUserId)).toBe(200);
    expect(await keysInRedis()).not.toContain(ended.token);
    expect(outageWarnings()).toHaveLength(warningsBefore + 1);
  }, 60_000);
});
