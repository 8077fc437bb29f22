// The practice loop under load (issue 8, "Performance: API"): signed-in learners each play rounds of ten questions
// (PUT /api/getPracticeQuestion/:skillId/:level, POST /api/checkAnswer/:questionId) and save them
// (POST /api/saveSkillRound/:topicId/:learnerId), driven by autocannon at 10, 100 and 500 connections against the
// real app on SQLite and, when a PostgreSQL URL is given, PostgreSQL; beside it, in the same run, a bare node:http
// server answering the same JSON from memory, and the framework floor: the app's Fastify stack, built by the same
// function as buildApp's (createHttpStack), with the calls' contract schemas, answering that JSON from memory: the
// most any app on this stack could serve. Each server runs in its own process (api-load-app.ts, api-load-bare.ts,
// api-load-framework.ts). The verdicts are issue 25's targets, each a ratio of figures of the same run.
//
// Usage: npm run bench:api [-- --duration=8 --connections=10,100,500 --engines=sqlite,postgres --strict]
// PostgreSQL runs when TEST_DATABASE_URL (or a postgres DATABASE_URL) points at a server; each run uses a new
// database beside it and drops it afterwards.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { AnswerSheet } from '@mathwise/api-contract';
import type { LoadLearner, LoadSkill, RecordedBodies, TargetMessage } from './api-load-protocol';
import { formatMs, printTable, readFlags, readNumberList, reportVerdicts } from './bench-support';
import type { Verdict } from './bench-support';

type ReadyMessage = Extract<TargetMessage, { type: 'ready' }>;

const flags = readFlags();
const isStrict = flags.has('strict');
const durationSeconds = Number(flags.get('duration') ?? 8);
const connectionLevels = readNumberList(flags, 'connections', [10, 100, 500]);
const postgresUrl =
  process.env.TEST_DATABASE_URL ??
  (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);
const engines = (flags.get('engines') ?? 'sqlite,postgres')
  .split(',')
  .filter((engine): engine is 'sqlite' | 'postgres' => engine === 'sqlite' || engine === 'postgres');
/**
 * Issue 25's targets, each a ratio of two figures of the same run (decision 015 retired the bare-server ratio): the
 * PostgreSQL path at half of SQLite's rate with at most twice its app CPU per request, at 10 and 100 connections;
 * p99 under 50 ms at 10 connections on both engines; no errors at any level; SQLite at a quarter of the floor.
 */
const TARGET_POSTGRES_RATE_RATIO = 0.5;
const TARGET_POSTGRES_CPU_RATIO = 2;
const POSTGRES_RATIO_CONNECTIONS = new Set([10, 100]);
const TARGET_P99_MS = 50;
const TARGET_P99_CONNECTIONS = 10;
const TARGET_SQLITE_FLOOR_RATIO = 0.25;
const WARM_UP_SECONDS = 2;
const QUESTIONS_PER_ROUND = 10;

interface Target {
  port: number;
  ready: ReadyMessage;
  /** The server process's CPU time so far, and (the app on SQLite) its part inside SQLite's statements, in µs. */
  cpuMicros(): Promise<{ micros: number; databaseMicros?: number }>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// However the bench ends, no server process (or its database) outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function startTarget(
  script: 'api-load-app.ts' | 'api-load-bare.ts' | 'api-load-framework.ts',
  args: string[],
  env: NodeJS.ProcessEnv,
  bodies?: RecordedBodies,
): Promise<Target> {
  // --profile writes a V8 CPU profile of each app process (for finding what to fix) into the directory given.
  const profileDir = flags.get('profile');
  const profiling =
    profileDir && script === 'api-load-app.ts' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = fork(join(import.meta.dirname, script), args, {
    execArgv: ['--import', 'tsx', ...profiling],
    env: { ...process.env, ...env },
    // The app logs every request at info, as in production; the figures include that cost, not the terminal's.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  if (bodies) child.send(bodies);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      children.delete(child);
      reject(new Error(`${script} exited with ${code} before it was ready`));
    });
    child.once('message', (message: TargetMessage) => {
      if (message.type !== 'ready') {
        reject(new Error(message.type === 'failed' ? message.message : 'unexpected message'));
        return;
      }
      child.removeAllListeners('exit');
      resolve({
        port: message.port,
        ready: message,
        cpuMicros: () =>
          new Promise((answer) => {
            const listen = (reply: TargetMessage) => {
              if (reply.type !== 'cpu') return;
              child.off('message', listen);
              answer({ micros: reply.micros, databaseMicros: reply.databaseMicros });
            };
            child.on('message', listen);
            child.send('cpu');
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => {
              children.delete(child);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

function startSheet(skillId: number): AnswerSheet {
  return {
    skills: [{ skill_id: skillId }],
    tasks: [],
    questions: [],
    practice_results: { total_time: 0, attempts_counter: 0, wrong_attempts: 0, total_questions: 0 },
    current_skill: { skill_id: skillId },
  };
}

/**
 * One connection's requests: a learner plays a round of ten questions in one skill and saves it, then the next
 * round in the next skill (a new skill each round, as a class spreads over the catalogue; one skill over and over
 * would exhaust its stored questions within seconds and measure question generation instead).
 */
function buildPracticeLoop(
  learner: LoadLearner,
  skills: LoadSkill[],
  answerKeys: Record<number, string>,
  firstSkill: number,
): autocannon.Request[] {
  const headers = { cookie: learner.cookie, 'content-type': 'application/json' };
  const state = {
    skillIndex: firstSkill,
    skill: skills[0] as LoadSkill,
    sheet: startSheet(0),
    questionId: undefined as number | undefined,
  };
  const requests: autocannon.Request[] = [];
  for (let index = 0; index < QUESTIONS_PER_ROUND; index += 1) {
    requests.push({
      method: 'PUT',
      setupRequest: (request) => {
        if (index === 0) {
          state.skillIndex += 1;
          state.skill = skills[state.skillIndex % skills.length] as LoadSkill;
          state.sheet = startSheet(state.skill.skillId);
        }
        return {
          ...request,
          headers,
          path: `/api/getPracticeQuestion/${state.skill.skillId}/1`,
          body: JSON.stringify({ answer_sheet: state.sheet }),
        };
      },
      onResponse: (status, body) => {
        state.questionId =
          status === 200
            ? (JSON.parse(body) as { current_question: { id: number } }).current_question.id
            : undefined;
      },
    });
    requests.push({
      method: 'POST',
      setupRequest: (request) => {
        // Without a question (an error was answered), start the round again.
        if (state.questionId === undefined) return undefined;
        return {
          ...request,
          headers,
          path: `/api/checkAnswer/${state.questionId}`,
          body: JSON.stringify({ selected_answer: answerKeys[state.questionId] ?? '0', time_spent: 4000 }),
        };
      },
      onResponse: (status) => {
        if (status !== 200 || state.questionId === undefined) return;
        state.sheet.questions.push({
          id: state.questionId,
          skill_id: state.skill.skillId,
          validation_control: {
            selected_answer: answerKeys[state.questionId] ?? '0',
            attempts_counter: 1,
            wrong_attempts: 0,
            submitted: true,
            time_spent: 4000,
          },
        });
      },
    });
  }
  requests.push({
    method: 'POST',
    setupRequest: (request) => ({
      ...request,
      headers,
      path: `/api/saveSkillRound/${state.skill.topicId}/${learner.userId}`,
      body: JSON.stringify(state.sheet),
    }),
  });
  return requests;
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU milliseconds per request served. */
  cpuMsPerRequest: number;
  /** Of those, the milliseconds inside SQLite's statements (the app on SQLite only). */
  databaseMsPerRequest?: number;
  statusCodes: string;
}

async function measure(
  target: Target,
  connections: number,
  seconds: number,
  workload: ReadyMessage,
): Promise<Measurement> {
  let clientCount = 0;
  const cpuBefore = await target.cpuMicros();
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: '/' }],
    setupClient: (client) => {
      const clientIndex = clientCount;
      clientCount += 1;
      const learner = workload.learners[clientIndex % workload.learners.length] as LoadLearner;
      client.setRequests(buildPracticeLoop(learner, workload.skills, workload.answerKeys, clientIndex * 7));
    },
  });
  const cpuAfter = await target.cpuMicros();
  const perRequest = (micros: number) => micros / 1000 / Math.max(1, result.requests.total);
  return {
    cpuMsPerRequest: perRequest(cpuAfter.micros - cpuBefore.micros),
    databaseMsPerRequest:
      cpuAfter.databaseMicros === undefined || cpuBefore.databaseMicros === undefined
        ? undefined
        : perRequest(cpuAfter.databaseMicros - cpuBefore.databaseMicros),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, stats]) => `${code}:${stats.count}`)
      .join(' '),
  };
}

/** One real loop through the app, whose answers the bare server then sends (the same JSON, from memory). */
async function recordBodies(target: Target): Promise<RecordedBodies> {
  const { learners, skills, answerKeys } = target.ready;
  const learner = learners[0] as LoadLearner;
  const skill = skills[0] as LoadSkill;
  const base = `http://127.0.0.1:${target.port}`;
  const headers = { cookie: learner.cookie, 'content-type': 'application/json' };
  const sheet = startSheet(skill.skillId);
  const questionResponse = await fetch(`${base}/api/getPracticeQuestion/${skill.skillId}/1`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ answer_sheet: sheet }),
  });
  const question = await questionResponse.text();
  const questionId = (JSON.parse(question) as { current_question: { id: number } }).current_question.id;
  const check = await (
    await fetch(`${base}/api/checkAnswer/${questionId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ selected_answer: answerKeys[questionId] ?? '0', time_spent: 4000 }),
    })
  ).text();
  sheet.questions.push({
    id: questionId,
    skill_id: skill.skillId,
    validation_control: {
      selected_answer: answerKeys[questionId] ?? '0',
      attempts_counter: 1,
      wrong_attempts: 0,
      submitted: true,
      time_spent: 4000,
    },
  });
  const saveResponse = await fetch(`${base}/api/saveSkillRound/${skill.topicId}/${learner.userId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(sheet),
  });
  const save = await saveResponse.text();
  if (!questionResponse.ok || !saveResponse.ok)
    throw new Error(`The practice loop failed before the bench: ${question} ${save}`);
  return { question, check, save, config: target.ready.config };
}

async function main(): Promise<void> {
  const learnerCount = Math.max(...connectionLevels);
  // SQLite first: PostgreSQL's figures are compared with its figures of the same run.
  const runEngines = engines
    .filter((engine) => engine === 'sqlite' || postgresUrl)
    .sort((a, b) => (a === b ? 0 : a === 'sqlite' ? -1 : 1));
  if (engines.includes('postgres') && !postgresUrl)
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to measure it too.\n');
  console.log(
    `Practice loop (10 x question + check, then save), ${durationSeconds} s per measurement, ${learnerCount} learners`,
  );
  const rows: Array<Array<string | number>> = [];
  const verdicts: Verdict[] = [];
  /** The app's figures by `engine:connections`, for the PostgreSQL-to-SQLite ratios. */
  const results = new Map<string, Measurement>();
  for (const engine of runEngines) {
    const started = performance.now();
    const app = await startTarget('api-load-app.ts', [engine, String(learnerCount)], {
      TEST_DATABASE_URL: postgresUrl ?? '',
    });
    console.log(`${engine}: app ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const bodies = await recordBodies(app);
    const bare = await startTarget('api-load-bare.ts', [], {}, bodies);
    const framework = await startTarget('api-load-framework.ts', [], {}, bodies);
    const bareWorkload = { ...app.ready, port: bare.port };
    const frameworkWorkload = { ...app.ready, port: framework.port };
    try {
      // Every server gets the same warm-up so none is measured cold (JIT, connection pools, caches).
      await measure(bare, 10, WARM_UP_SECONDS, bareWorkload);
      await measure(framework, 10, WARM_UP_SECONDS, frameworkWorkload);
      await measure(app, 10, WARM_UP_SECONDS, app.ready);
      for (const connections of connectionLevels) {
        const baseline = await measure(bare, connections, durationSeconds, bareWorkload);
        const floor = await measure(framework, connections, durationSeconds, frameworkWorkload);
        const measured = await measure(app, connections, durationSeconds, app.ready);
        const row = (name: string, figures: Measurement, ratioToFloor: number) => [
          name,
          connections,
          Math.round(figures.requestsPerSecond),
          formatMs(figures.p50),
          formatMs(figures.p99),
          figures.errors,
          figures.cpuMsPerRequest.toFixed(2),
          figures.databaseMsPerRequest?.toFixed(2) ?? '',
          ratioToFloor.toFixed(2),
        ];
        rows.push(
          row('bare node:http', baseline, baseline.requestsPerSecond / floor.requestsPerSecond),
          row('fastify floor', floor, 1),
          row(`app ${engine}`, measured, measured.requestsPerSecond / floor.requestsPerSecond),
        );
        if (floor.errors > 0)
          console.log(`  fastify floor at ${connections}: status codes ${floor.statusCodes}`);
        if (measured.errors > 0)
          console.log(`  app ${engine} at ${connections}: status codes ${measured.statusCodes}`);
        results.set(`${engine}:${connections}`, measured);
        verdicts.push({
          description: `${engine} at ${connections} connections: ${measured.errors} errors (target 0)`,
          isMet: measured.errors === 0,
        });
        if (connections === TARGET_P99_CONNECTIONS)
          verdicts.push({
            description: `${engine} at ${connections} connections: p99 ${formatMs(measured.p99)} ms (target < ${TARGET_P99_MS} ms)`,
            isMet: measured.p99 < TARGET_P99_MS,
          });
        if (engine === 'sqlite') {
          const floorRatio = measured.requestsPerSecond / floor.requestsPerSecond;
          // The app's one thread is busy throughout, so its rate is bound by CPU per request: with the statements'
          // share taken away it could serve at most this much (what no database work at all would leave).
          const appMs = measured.cpuMsPerRequest - (measured.databaseMsPerRequest ?? 0);
          const boundRatio = (floorRatio * measured.cpuMsPerRequest) / appMs;
          verdicts.push({
            description: `sqlite at ${connections} connections: ${floorRatio.toFixed(2)} of the framework floor's rate (target >= ${TARGET_SQLITE_FLOOR_RATIO}); with SQLite's statements free, at most ${boundRatio.toFixed(2)}`,
            isMet: floorRatio >= TARGET_SQLITE_FLOOR_RATIO,
          });
        }
        const sqlite = results.get(`sqlite:${connections}`);
        if (engine === 'postgres' && sqlite && POSTGRES_RATIO_CONNECTIONS.has(connections)) {
          const rateRatio = measured.requestsPerSecond / sqlite.requestsPerSecond;
          const cpuRatio = measured.cpuMsPerRequest / sqlite.cpuMsPerRequest;
          verdicts.push({
            description: `postgres at ${connections} connections: ${rateRatio.toFixed(2)} of SQLite's rate (target >= ${TARGET_POSTGRES_RATE_RATIO})`,
            isMet: rateRatio >= TARGET_POSTGRES_RATE_RATIO,
          });
          verdicts.push({
            description: `postgres at ${connections} connections: app CPU per request ${cpuRatio.toFixed(2)} x SQLite's (target <= ${TARGET_POSTGRES_CPU_RATIO})`,
            isMet: cpuRatio <= TARGET_POSTGRES_CPU_RATIO,
          });
        }
      }
    } finally {
      await bare.stop();
      await framework.stop();
      await app.stop();
    }
  }
  console.log('');
  if (runEngines.length < 2)
    console.log('PostgreSQL-to-SQLite ratios need both engines in the run (--engines=sqlite,postgres).');
  printTable(
    [
      'engine',
      'connections',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'server CPU ms/req',
      'in SQLite ms/req',
      'ratio to floor',
    ],
    rows,
  );
  reportVerdicts(verdicts, isStrict);
}

await main();
