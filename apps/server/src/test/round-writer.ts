import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Db } from '../platform/db/database';

/** What the writer prints after each committed save. */
export interface WriterAck {
  roundId: number;
  skillId: number;
  points: number;
  skillPointsAfter: number;
}

export interface WriterData {
  learnerId: number;
  skills: Array<{ skillId: number; topicId: number }>;
}

const here = dirname(fileURLToPath(import.meta.url));
const repositoryRoot = join(here, '../../../..');
const WRITER_SCRIPT = join(here, 'round-writer.child.ts');
const SKILL_IDS = [1, 2, 3];
const QUESTIONS_PER_SKILL = 15;

/**
 * The few rows the writer needs, inserted directly so a test does not pay for seeding the whole curriculum: a
 * grade, a topic, three skills with 15 level-1 questions each, and a learner.
 */
export async function prepareWriterData(db: Db): Promise<WriterData> {
  const now = new Date().toISOString();
  await db.insertInto('course').values({ id: 1, name: 'Ontario Mathematics' }).execute();
  await db.insertInto('subject').values({ id: 1, course_id: 1, name: 'Grade 6', position: 1 }).execute();
  await db
    .insertInto('topic')
    .values({ id: 1, subject_id: 1, name: 'Number', description: 'Whole numbers', position: 1 })
    .execute();
  for (const skillId of SKILL_IDS) {
    await db
      .insertInto('skill')
      .values({
        id: skillId,
        topic_id: 1,
        name: `Skill ${skillId}`,
        description: 'Adding whole numbers',
        expectations: 'B1.1',
        position: skillId,
      })
      .execute();
    await db
      .insertInto('question')
      .values(
        Array.from({ length: QUESTIONS_PER_SKILL }, (_, index) => ({
          course_id: 1,
          subject_id: 1,
          topic_id: 1,
          skill_id: skillId,
          title: `What is ${skillId} + ${index}?`,
          question_type: 'model_two',
          answer: String(skillId + index),
          answer_kind: 'number',
          difficult_level: 1,
          points: 10,
          purpose: 'practice' as const,
          created_at: now,
        })),
      )
      .execute();
  }
  const userId = `writer-${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: 'Wren Writer',
      email: `${userId}@example.com`,
      emailVerified: true,
      image: null,
      createdAt: now,
      updatedAt: now,
      userType: 'learner',
      nickname: null,
    })
    .execute();
  const learner = await db
    .insertInto('learner')
    .values({ user_id: userId, subscription_id: null, status: true, current_subject: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { learnerId: learner.id, skills: SKILL_IDS.map((skillId) => ({ skillId, topicId: 1 })) };
}

export interface RoundWriter {
  /** Every acknowledgement read so far. */
  readonly acks: WriterAck[];
  /** Resolves when the writer has opened the database and starts writing. */
  readonly ready: Promise<void>;
  /** Resolves once the process has ended and all of its output has been read. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForAcks(count: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  /** Asks the writer to finish its round and exit; kills it if it has not within `graceMs`. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

const liveWriters = new Set<ChildProcess>();

/** For a test's afterAll: no writer outlives its test file, whatever failed. */
export function killAllWriters(): void {
  for (const child of liveWriters) child.kill('SIGKILL');
}

/** Starts the writer process (round-writer.child.ts) on a database; see that file for what it does. */
export function startRoundWriter(databaseUrl: string, data: WriterData): RoundWriter {
  // Loaded as CommonJS through tsx: its ESM loader hooks cost about a second of CPU per start on Kysely's ~280
  // files, and the crash test starts 50 writers.
  const child = spawn(
    process.execPath,
    ['--require', 'tsx/cjs', '-e', `require(${JSON.stringify(WRITER_SCRIPT)})`],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        WRITER_LEARNER_ID: String(data.learnerId),
        WRITER_SKILLS: data.skills.map((skill) => `${skill.skillId}:${skill.topicId}`).join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const acks: WriterAck[] = [];
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errorOutput += chunk.toString();
  });
  const waiters: Array<{ count: number; resolve: () => void; reject: (error: Error) => void }> = [];
  let markReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const settleWaiters = () => {
    for (const waiter of [...waiters]) {
      if (acks.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') markReady();
    else if (line.startsWith('ack ')) {
      acks.push(JSON.parse(line.slice('ack '.length)) as WriterAck);
      settleWaiters();
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close' comes after the process has exited and its pipes are drained: every line it wrote has been read.
    child.on('close', (code, signal) => {
      liveWriters.delete(child);
      const failure = new Error(`The writer ended (${signal ?? `exit ${code}`}): ${errorOutput.trim()}`);
      failReady(failure);
      for (const waiter of waiters.splice(0)) waiter.reject(failure);
      resolve({ code, signal });
    });
  });
  // A test that only awaits `exited` must not trip over an unobserved rejection of `ready`.
  ready.catch(() => undefined);
  return {
    acks,
    ready,
    exited,
    waitForAcks(count: number) {
      if (acks.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => waiters.push({ count, resolve, reject }));
    },
    kill(signal: NodeJS.Signals) {
      child.kill(signal);
    },
    async stop(graceMs = 30_000) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    stderr: () => errorOutput,
  };
}

export interface SavedRoundRow {
  id: number;
  skillId: number;
  points: number;
  skillPointsAfter: number | null;
}

/** The learner's saved rounds, oldest first. */
export async function listSavedRounds(db: Db, learnerId: number): Promise<SavedRoundRow[]> {
  const rows = await db
    .selectFrom('practice_round')
    .select(['id', 'skill_id', 'points', 'skill_points_after'])
    .where('learner_id', '=', learnerId)
    .where('status', '=', 'saved')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    skillId: row.skill_id,
    points: Number(row.points),
    skillPointsAfter: row.skill_points_after === null ? null : Number(row.skill_points_after),
  }));
}

/**
 * Everything a torn or lost save would break, as readable problems (empty when sound): every acknowledged round is
 * saved with the points it was acknowledged with; each skill's running total equals the sum of its saved rounds and
 * each round's `skill_points_after` is the running sum at its save; every saved round holds its 10 questions.
 */
export async function findRoundProblems(db: Db, data: WriterData, acks: WriterAck[]): Promise<string[]> {
  const problems: string[] = [];
  const saved = await listSavedRounds(db, data.learnerId);
  const savedById = new Map(saved.map((round) => [round.id, round]));
  for (const ack of acks) {
    const round = savedById.get(ack.roundId);
    if (!round) problems.push(`acknowledged round ${ack.roundId} is not saved`);
    else if (round.points !== ack.points || round.skillPointsAfter !== ack.skillPointsAfter)
      problems.push(`round ${ack.roundId} differs from its acknowledgement`);
  }
  const totals = await db
    .selectFrom('learner_skill_points')
    .select(['skill_id', 'points', 'rounds'])
    .where('learner_id', '=', data.learnerId)
    .execute();
  for (const { skillId } of data.skills) {
    const rounds = saved.filter((round) => round.skillId === skillId);
    let runningSum = 0;
    for (const round of rounds) {
      runningSum += round.points;
      if (round.skillPointsAfter !== runningSum)
        problems.push(
          `round ${round.id}: skill_points_after ${round.skillPointsAfter}, running sum ${runningSum}`,
        );
    }
    const total = totals.find((row) => row.skill_id === skillId);
    const [points, count] = [Number(total?.points ?? 0), Number(total?.rounds ?? 0)];
    if (points !== runningSum || count !== rounds.length)
      problems.push(
        `skill ${skillId}: total ${points} points in ${count} rounds, saved rounds hold ${runningSum} in ${rounds.length}`,
      );
  }
  const attemptCounts = await db
    .selectFrom('practice_attempt')
    .select(['round_id', db.fn.countAll<number>().as('count')])
    .where('learner_id', '=', data.learnerId)
    .groupBy('round_id')
    .execute();
  const attemptsByRound = new Map(attemptCounts.map((row) => [row.round_id, Number(row.count)]));
  for (const round of saved) {
    if (attemptsByRound.get(round.id) !== 10)
      problems.push(`saved round ${round.id} holds ${attemptsByRound.get(round.id) ?? 0} questions`);
  }
  return problems;
}
