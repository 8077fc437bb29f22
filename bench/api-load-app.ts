// The real application under the load bench, in its own process so autocannon (in the bench) does not share its
// event loop: buildApp through createTestApp (production settings and logging) on a fresh migrated database of the
// engine named, with the curriculum seeded and <learners> signed-in learners in families with free subscriptions.
// It reports `{ type: 'ready', ... }` over IPC once it listens and drops its database on SIGTERM. On SQLite it also
// reports the time spent inside SQLite's statements, the share of the app's CPU that is database work.
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { createTestApp } from '../apps/server/src/test/test-app';
import type { TestApp } from '../apps/server/src/test/test-app';
import { answerCpuQuestions } from './api-load-protocol';
import type { LoadLearner, TargetMessage } from './api-load-protocol';
import { startBrowserSession } from './bench-session';

const FAMILY_SIZE = 10;

function send(message: TargetMessage): void {
  process.send?.(message);
}

/**
 * A verified account with a session, made through better-auth's own adapter as the factories do (so the database
 * hooks create the learner record), but without a password: hashing one takes a third of a second here and the
 * load never signs in, so 500 learners are ready in seconds instead of minutes. The session travels as the browser
 * sends it: the signed session cookie (bench-session.ts).
 */
async function createSignedInUser(testApp: TestApp, userType: 'parent' | 'learner'): Promise<LoadLearner> {
  const context = await testApp.app.services.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      name: userType === 'parent' ? 'Load Parent' : 'Load Learner',
      email: `load-${userType}-${randomBytes(6).toString('hex')}@example.com`,
      emailVerified: true,
      userType,
    },
    { method: 'admin' },
  );
  return { userId: user.id, cookie: await startBrowserSession(testApp.app.services.auth, user.id) };
}

/**
 * Times every SQLite statement run in this process (better-sqlite3 runs them on the calling thread, so the time is
 * the app's CPU spent in SQLite), by wrapping the statement methods on their shared prototype; returns the total so
 * far in microseconds. Two clock reads a statement cost well under a microsecond, against tens for the statement.
 */
function timeSqliteStatements(): () => number {
  const probe = new BetterSqlite3(':memory:');
  const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<
    'all' | 'get' | 'run',
    (...parameters: unknown[]) => unknown
  >;
  probe.close();
  let micros = 0;
  for (const method of ['all', 'get', 'run'] as const) {
    const original = statementPrototype[method];
    statementPrototype[method] = function timed(this: unknown, ...parameters: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, parameters);
      } finally {
        micros += (performance.now() - started) * 1000;
      }
    };
  }
  return () => micros;
}

/** A parent with a free subscription holding `size` learners, as buildSubscription makes one. */
async function createFamily(testApp: TestApp, size: number): Promise<LoadLearner[]> {
  const { subscriptions } = testApp.app.services;
  const parent = await createSignedInUser(testApp, 'parent');
  const subscription = await subscriptions.grantFreeSubscription(parent.userId, size);
  const learners: LoadLearner[] = [];
  for (let index = 0; index < size; index += 1) {
    const learner = await createSignedInUser(testApp, 'learner');
    await subscriptions.connectLearnerToSubscription(subscription.id, learner.userId);
    learners.push(learner);
  }
  return learners;
}

async function startApp(engine: 'sqlite' | 'postgres', learnerCount: number): Promise<void> {
  process.env.TEST_DB_ENGINE = engine;
  const databaseMicros = engine === 'sqlite' ? timeSqliteStatements() : undefined;
  // Production settings: info-level logging (to stdout, which the bench discards) and production security.
  const testApp = await createTestApp({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // Each simulated learner checks hundreds of answers a second, far past a person's per-minute limit.
    ANSWER_CHECK_LIMIT_PER_MINUTE: '1000000000',
  });
  const stop = () => void testApp.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  // The bench went away (failed or interrupted): drop the database rather than linger.
  process.once('disconnect', stop);
  await testApp.app.services.curriculum.seedCurriculum();
  const catalogue = await testApp.app.services.curriculum.listSkillCatalogue({ courseId: 1 });
  const keys = await testApp.database.db
    .selectFrom('question')
    .select(['id', 'answer'])
    .where('purpose', '=', 'practice')
    .execute();
  const learners: LoadLearner[] = [];
  for (let made = 0; made < learnerCount; made += FAMILY_SIZE)
    learners.push(...(await createFamily(testApp, Math.min(FAMILY_SIZE, learnerCount - made))));

  answerCpuQuestions(databaseMicros);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  send({
    type: 'ready',
    port: Number(new URL(address).port),
    learners,
    skills: catalogue.map((skill) => ({ skillId: skill.skill_id, topicId: skill.topic_id })),
    answerKeys: Object.fromEntries(keys.map((row) => [row.id, row.answer])),
    config: testApp.config,
  });
}

const [engine, count] = process.argv.slice(2);
if (engine === 'sqlite' || engine === 'postgres') {
  startApp(engine, Number(count ?? 500)).catch((error: unknown) => {
    send({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    process.exit(1);
  });
} else {
  console.error('Usage: api-load-app.ts <sqlite|postgres> <learners>');
  process.exit(2);
}
