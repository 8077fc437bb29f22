import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriterAck, WriterData } from '../../test/round-writer';
import {
  findRoundProblems,
  killAllWriters,
  listSavedRounds,
  prepareWriterData,
  startRoundWriter,
} from '../../test/round-writer';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';

const KILLS = 50;
/** How long after the writer is ready it may be killed; rounds take a few milliseconds, so kills land anywhere in one. */
const LONGEST_RUN_MS = 400;

/** A small seeded generator, so a failing run can be repeated with CRASH_SEED. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// SQLite is the engine whose file lives with the app, so a killed process is its problem to survive; PostgreSQL's
// own crash safety is the server's, not ours.
describe.runIf(testEngine() === 'sqlite')('SQLite under SIGKILL', () => {
  let database: TestDatabase;
  let data: WriterData;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const handle = openDatabase(database.settings);
    await migrateToLatest(handle.db as never, handle.engine);
    data = await prepareWriterData(handle.db);
    // No connection stays open: each writer and each check opens the file afresh, as after a real crash.
    await handle.destroy();
  });

  afterAll(async () => {
    killAllWriters();
    await database.drop();
  });

  it(`keeps the file intact and every acknowledged round through ${KILLS} kills at random moments`, async () => {
    const seed = Number(process.env.CRASH_SEED ?? randomInt(2 ** 31));
    const random = createRandom(seed);
    const acks: WriterAck[] = [];
    const roundsLeftOpen = new Set<number>();
    let savedUnacknowledged = 0;
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const context = `kill ${kill} of ${KILLS} (CRASH_SEED=${seed})`;
      const writer = startRoundWriter(database.url, data);
      await writer.ready;
      await delay(Math.floor(random() * LONGEST_RUN_MS));
      writer.kill('SIGKILL');
      const exit = await writer.exited;
      expect(exit.signal, `${context}: the writer failed on its own: ${writer.stderr()}`).toBe('SIGKILL');
      acks.push(...writer.acks);

      const handle = openDatabase(database.settings);
      try {
        const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(handle.db);
        expect(integrity.rows, context).toEqual([{ integrity_check: 'ok' }]);
        const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(handle.db);
        expect(foreignKeys.rows, context).toEqual([]);
        expect(await findRoundProblems(handle.db, data, acks), context).toEqual([]);
        // A save may commit and be killed before its line is written: at most one such round per kill.
        const saved = await listSavedRounds(handle.db, data.learnerId);
        expect(saved.length - acks.length, context).toBeGreaterThanOrEqual(0);
        expect(saved.length - acks.length, context).toBeLessThanOrEqual(kill);
        savedUnacknowledged = saved.length - acks.length;
        const open = await handle.db
          .selectFrom('practice_round')
          .select('id')
          .where('open_key', 'is not', null)
          .execute();
        for (const round of open) roundsLeftOpen.add(round.id);
      } finally {
        await handle.destroy();
      }
    }
    console.info(
      `SQLite crash test: ${KILLS} kills, ${acks.length} acknowledged rounds all present, ` +
        `${roundsLeftOpen.size} kills inside a round, ${savedUnacknowledged} saved but killed before acknowledging`,
    );
    // Kills fell inside rounds, not only between them (the next writer abandons what was left open).
    expect(roundsLeftOpen.size).toBeGreaterThan(0);
    expect(acks.length).toBeGreaterThan(0);
  }, 900_000);
});
