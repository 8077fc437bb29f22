// Report times as the data grows (issue 8, "Performance: Growth"): learners with saved practice rounds and their
// attempts are generated into a dedicated PostgreSQL database (1,000, then 10,000, then 100,000 learners with 100
// attempts each: 10 million attempts at the end), and after each step the progress report
// (GET /api/getLearnerProgress/:learnerId), the topic summary (GET /api/getTopicPracticeSummary/:topicId/:learnerId)
// and the beaten-students percentile (GET /api/getBeatenStudents/:skillId/:learnerId/:points) are timed through the
// real app, signed in as sampled learners, at p50 and p95 over many calls.
//
// Usage: npm run bench:growth [-- --learners=1000,10000,100000 --attempts=100 --calls=300 --keep --strict]
// Needs PostgreSQL: TEST_DATABASE_URL (or a postgres DATABASE_URL) names the server; the bench creates and finally
// drops the database `mathwise_growth` beside it (--keep leaves it for inspection).
//
// Generation is set-based SQL, one statement per table per batch of 10,000 learners (generate_series for the
// learners and the ten questions of each round, joins for everything else), so the server builds the rows itself
// and nothing travels row by row. Foreign-key triggers are switched off for the generating session
// (session_replication_role = replica): every id is taken from rows just generated, and checking 10 million
// references one by one would triple the time. Indexes stay in place, as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { migrateToLatest } from '../apps/server/src/platform/db/migrator';
import { formatMs, percentile, printTable, readFlags, readNumberList, reportVerdicts } from './bench-support';
import { startBrowserSession } from './bench-session';

const flags = readFlags();
const isStrict = flags.has('strict');
const sizes = readNumberList(flags, 'learners', [1_000, 10_000, 100_000]).sort((a, b) => a - b);
const attemptsPerLearner = Number(flags.get('attempts') ?? 100);
const callsPerEndpoint = Number(flags.get('calls') ?? 300);
const databaseName = 'mathwise_growth';
const BATCH_LEARNERS = 10_000;
const SAMPLE_LEARNERS = 20;
const TARGET_P95_MS = 50;
const TARGET_LEARNERS = 100_000;
const ROUND_QUESTIONS = 10;

const adminUrl =
  process.env.TEST_DATABASE_URL ??
  (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);
if (!adminUrl) {
  console.log('The growth bench needs PostgreSQL: set TEST_DATABASE_URL=postgres://... (skipped).');
  if (isStrict) process.exitCode = 1;
  process.exit();
}
if (attemptsPerLearner % ROUND_QUESTIONS !== 0 || attemptsPerLearner <= 0)
  throw new Error('--attempts must be a positive multiple of 10 (rounds of ten questions)');
const roundsPerLearner = attemptsPerLearner / ROUND_QUESTIONS;

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const growthUrl = new URL(adminUrl);
growthUrl.pathname = `/${databaseName}`;
await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await adminQuery(`CREATE DATABASE ${databaseName}`);

const dataDir = mkdtempSync(join(tmpdir(), 'mathwise-growth-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: growthUrl.toString(),
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_SECRET: 'growth-bench-secret-that-is-long-enough-0123456789',
  LOG_LEVEL: 'silent',
});
const database = openDatabase(config.database);
await migrateToLatest(database.db as never, database.engine);
const app = await buildApp({ config, database });
await app.ready();
let started = performance.now();
await app.services.curriculum.seedCurriculum();
console.log(`Curriculum seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const generator = new pg.Client({ connectionString: growthUrl.toString() });
await generator.connect();
await generator.query('SET session_replication_role = replica');
await generator.query('SET synchronous_commit = off');

/** Generates learners number `from` to `to` (1-based), each with their rounds, attempts, skill totals and a badge. */
async function generateLearners(from: number, to: number): Promise<void> {
  await generator.query(
    `INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", "userType")
     SELECT 'growth-' || g, 'Growth Learner ' || g, 'growth-' || g || '@example.com', true, now(), now(), 'learner'
     FROM generate_series($1::int, $2::int) AS g`,
    [from, to],
  );
  const inserted = await generator.query<{ first: number; last: number }>(
    `WITH added AS (
       INSERT INTO learner (user_id, status, current_subject, created_at)
       SELECT 'growth-' || g, true, 1, now() - interval '90 days' FROM generate_series($1::int, $2::int) AS g
       RETURNING id)
     SELECT min(id) AS first, max(id) AS last FROM added`,
    [from, to],
  );
  const { first, last } = inserted.rows[0] ?? { first: 0, last: -1 };
  // Rounds over the Grade 6 skills (a learner practises their grade), saved over the last 60 days.
  await generator.query(
    `WITH skills AS (
       SELECT skill.id AS skill_id, skill.topic_id, (row_number() OVER (ORDER BY skill.id))::int - 1 AS k
       FROM skill JOIN topic ON topic.id = skill.topic_id WHERE topic.subject_id = 1),
     skill_count AS (SELECT count(*)::int AS c FROM skills)
     INSERT INTO practice_round (learner_id, skill_id, topic_id, mode, status, open_key, created_at, saved_at, points,
       question_points, total_questions, answered, first_check_wrong, attempts, wrong_attempts, total_time, score,
       skill_points_after, level_after)
     SELECT learner.id, skills.skill_id, skills.topic_id, 'practice', 'saved', NULL, moment.saved_at - interval '5 minutes',
       moment.saved_at, 40 + (learner.id + r) % 60, 50 + (learner.id + r) % 60, 10, 10, (learner.id + r) % 3,
       10 + (learner.id + r) % 3, (learner.id + r) % 3, 240000 + (learner.id % 7) * 10000, 100 - 10 * ((learner.id + r) % 3),
       NULL, 1 + r % 4
     FROM learner
     CROSS JOIN generate_series(0, $3::int - 1) AS r
     CROSS JOIN skill_count
     JOIN skills ON skills.k = (learner.id * 7 + r * 3) % skill_count.c
     CROSS JOIN LATERAL (SELECT now() - ((learner.id * 13 + r * 5) % 60) * interval '1 day'
       - r * interval '7 minutes' AS saved_at) AS moment
     WHERE learner.id BETWEEN $1 AND $2`,
    [first, last, roundsPerLearner],
  );
  // Ten distinct questions of the round's skill each; the first `first_check_wrong` were wrong on the first check.
  await generator.query(
    `WITH bank AS (
       SELECT skill_id, array_agg(id ORDER BY id) AS ids FROM question
       WHERE purpose = 'practice' AND difficult_level = 1 GROUP BY skill_id)
     INSERT INTO practice_attempt (round_id, learner_id, skill_id, question_id, position, served_at, selected_answer,
       first_check_correct, attempts_counter, wrong_attempts, submitted, time_spent, total_time, points, last_checked_at)
     SELECT round.id, round.learner_id, round.skill_id, bank.ids[1 + (round.id + p) % cardinality(bank.ids)], p,
       round.created_at + p * interval '24 seconds', '1', p >= round.first_check_wrong,
       1 + (p < round.first_check_wrong)::int, (p < round.first_check_wrong)::int, true, 20000, 24000, 10,
       round.created_at + p * interval '24 seconds' + interval '20 seconds'
     FROM practice_round AS round
     JOIN bank ON bank.skill_id = round.skill_id
     CROSS JOIN generate_series(0, ${ROUND_QUESTIONS - 1}) AS p
     WHERE round.learner_id BETWEEN $1 AND $2`,
    [first, last],
  );
  await generator.query(
    `INSERT INTO learner_skill_points (learner_id, skill_id, topic_id, points, answered, first_check_wrong, rounds,
       updated_at)
     SELECT learner_id, skill_id, min(topic_id), sum(points), sum(answered), sum(first_check_wrong), count(*),
       max(saved_at)
     FROM practice_round WHERE learner_id BETWEEN $1 AND $2 GROUP BY learner_id, skill_id`,
    [first, last],
  );
  await generator.query(
    `INSERT INTO learner_badge (learner_id, badge_key, topic_id, earned_at)
     SELECT id, 'first_practice_round', NULL, now() - interval '60 days' FROM learner WHERE id BETWEEN $1 AND $2`,
    [first, last],
  );
}

interface Sample {
  userId: string;
  cookie: string;
  topicId: number;
  skillId: number;
  points: number;
}

/** Learners spread over the whole population, signed in, with a topic and skill they practised. */
async function sampleLearners(population: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < SAMPLE_LEARNERS; index += 1) {
    const userId = `growth-${1 + Math.floor((index * population) / SAMPLE_LEARNERS)}`;
    const { rows } = await generator.query<{ topic_id: number; skill_id: number; points: number }>(
      `SELECT learner_skill_points.topic_id, learner_skill_points.skill_id, learner_skill_points.points
       FROM learner_skill_points JOIN learner ON learner.id = learner_skill_points.learner_id
       WHERE learner.user_id = $1 ORDER BY learner_skill_points.skill_id LIMIT 1`,
      [userId],
    );
    const practised = rows[0];
    if (!practised) throw new Error(`${userId} has no practice`);
    samples.push({
      userId,
      cookie: await startBrowserSession(app.services.auth, userId),
      topicId: practised.topic_id,
      skillId: practised.skill_id,
      points: practised.points,
    });
  }
  return samples;
}

const endpoints: Array<{ name: string; url: (sample: Sample) => string }> = [
  { name: 'progress report', url: (sample) => `/api/getLearnerProgress/${sample.userId}` },
  {
    name: 'topic summary',
    url: (sample) => `/api/getTopicPracticeSummary/${sample.topicId}/${sample.userId}`,
  },
  {
    name: 'beaten students',
    url: (sample) => `/api/getBeatenStudents/${sample.skillId}/${sample.userId}/${sample.points}`,
  },
];

/** Milliseconds of each call, one after another (a report is one request; this is its latency, not a load). */
async function timeEndpoint(endpoint: (typeof endpoints)[number], samples: Sample[]): Promise<number[]> {
  const call = async (sample: Sample) => {
    const response = await app.inject({
      method: 'GET',
      url: endpoint.url(sample),
      headers: { cookie: sample.cookie },
    });
    if (response.statusCode !== 200)
      throw new Error(`${endpoint.name} answered ${response.statusCode}: ${response.body}`);
  };
  for (const sample of samples) await call(sample);
  const times: number[] = [];
  for (let index = 0; index < callsPerEndpoint; index += 1) {
    const sample = samples[index % samples.length] as Sample;
    const callStarted = performance.now();
    await call(sample);
    times.push(performance.now() - callStarted);
  }
  return times;
}

const rows: Array<Array<string | number>> = [];
const largest = new Map<string, number>();
let generated = 0;
try {
  for (const size of sizes) {
    started = performance.now();
    for (let from = generated + 1; from <= size; from += BATCH_LEARNERS)
      await generateLearners(from, Math.min(size, from + BATCH_LEARNERS - 1));
    const generationSeconds = (performance.now() - started) / 1000;
    // As autovacuum would leave the tables: statistics current and the visibility map set for index-only scans.
    await generator.query('VACUUM ANALYZE');
    // And as a server in service would be: the gigabytes just generated written out by a checkpoint now, not by
    // one that starts while the first report is timed (the first report measured took every such stall).
    await generator.query('CHECKPOINT');
    generated = size;
    const attempts = await generator.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM practice_attempt',
    );
    const samples = await sampleLearners(size);
    const cells: Array<string | number> = [
      size.toLocaleString('en-CA'),
      (attempts.rows[0]?.count ?? 0).toLocaleString('en-CA'),
      generationSeconds.toFixed(0),
    ];
    for (const endpoint of endpoints) {
      const times = await timeEndpoint(endpoint, samples);
      const p95 = percentile(times, 0.95);
      cells.push(`${formatMs(percentile(times, 0.5))} / ${formatMs(p95)}`);
      largest.set(endpoint.name, p95);
    }
    rows.push(cells);
    console.log(`${size.toLocaleString('en-CA')} learners measured`);
  }
} finally {
  await generator.end();
  await app.close();
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (!flags.has('keep')) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}

console.log(
  `\nReport times in ms (p50 / p95 over ${callsPerEndpoint} calls each, ${SAMPLE_LEARNERS} learners sampled)`,
);
printTable(
  ['learners', 'attempts', 'generated s', ...endpoints.map((endpoint) => `${endpoint.name} p50/p95`)],
  rows,
);
const measuredSize = sizes.at(-1) ?? 0;
if (measuredSize < TARGET_LEARNERS)
  console.log(
    `\nThe target is set at ${TARGET_LEARNERS.toLocaleString('en-CA')} learners; this run stopped at ${measuredSize.toLocaleString('en-CA')}.`,
  );
reportVerdicts(
  endpoints.map((endpoint) => {
    const p95 = largest.get(endpoint.name) ?? Number.NaN;
    return {
      description: `${endpoint.name} at ${measuredSize.toLocaleString('en-CA')} learners: p95 ${formatMs(p95)} ms, ${(p95 / TARGET_P95_MS).toFixed(2)} of the ${TARGET_P95_MS} ms limit`,
      isMet: p95 < TARGET_P95_MS && measuredSize >= TARGET_LEARNERS,
    };
  }),
  isStrict,
);
