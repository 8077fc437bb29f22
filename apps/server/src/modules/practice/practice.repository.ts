import type { Selectable } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { prepareQuery } from '../../platform/db/prepared-query';
import type { PracticeAttemptTable, PracticeMode, PracticeRoundTable } from '../../platform/db/schema';
import { toIsoString, toIsoStringOrNull } from '../../platform/db/schema';

export interface RoundRecord {
  id: number;
  learnerId: number;
  skillId: number;
  topicId: number;
  mode: PracticeMode;
  status: 'open' | 'saved' | 'abandoned';
  createdAt: string;
  savedAt: string | null;
  points: number;
  questionPoints: number;
  totalQuestions: number;
  answered: number;
  firstCheckWrong: number;
  attempts: number;
  wrongAttempts: number;
  totalTime: number;
  score: number;
  skillPointsAfter: number | null;
  levelAfter: number | null;
}

/** A served question and the server's validation_control of the learner's checks on it. */
export interface AttemptRecord {
  id: number;
  roundId: number;
  questionId: number;
  position: number;
  servedAt: string;
  selectedAnswer: string | null;
  firstCheckCorrect: boolean | null;
  attemptsCounter: number;
  wrongAttempts: number;
  isSubmitted: boolean;
  timeSpent: number;
  totalTime: number;
  points: number;
  /** Hints asked for with the Hint button. */
  hintsUsed: number;
  /** The worked solution and key were shown: no more points on this question. */
  isSolutionShown: boolean;
}

/** A learner's open round of a skill and mode, with its attempts in serving order. */
export interface OpenRound {
  id: number;
  createdAt: string;
  attempts: AttemptRecord[];
}

/** Questions a new pick avoids: served in the recent window, and held by the learner's open rounds of the skill. */
export interface AvoidedQuestionIds {
  recentIds: number[];
  openIds: number[];
}

/** What serving the next question reads of the learner's records of a skill (readServingState). */
export interface ServingState {
  open: OpenRound | undefined;
  /** The learner's points in the skill (0 before their first saved round, and when not asked for). */
  skillPoints: number;
  avoided: AvoidedQuestionIds;
}

/** What a saved round adds, computed by the service's rules from the recorded attempts. */
export interface RoundResults {
  points: number;
  questionPoints: number;
  totalQuestions: number;
  answered: number;
  firstCheckWrong: number;
  attempts: number;
  wrongAttempts: number;
  totalTime: number;
  score: number;
}

export interface AttemptControl {
  selectedAnswer: string;
  firstCheckCorrect: boolean | null;
  attemptsCounter: number;
  wrongAttempts: number;
  isSubmitted: boolean;
  timeSpent: number;
  totalTime: number;
  points: number;
  isSolutionShown: boolean;
}

function toRound(row: Selectable<PracticeRoundTable>): RoundRecord {
  return {
    id: row.id,
    learnerId: row.learner_id,
    skillId: row.skill_id,
    topicId: row.topic_id,
    mode: row.mode,
    status: row.status,
    createdAt: toIsoString(row.created_at),
    savedAt: toIsoStringOrNull(row.saved_at),
    points: Number(row.points),
    questionPoints: Number(row.question_points),
    totalQuestions: Number(row.total_questions),
    answered: Number(row.answered),
    firstCheckWrong: Number(row.first_check_wrong),
    attempts: Number(row.attempts),
    wrongAttempts: Number(row.wrong_attempts),
    totalTime: Number(row.total_time),
    score: Number(row.score),
    skillPointsAfter: row.skill_points_after,
    levelAfter: row.level_after,
  };
}

function toAttempt(row: Selectable<PracticeAttemptTable>): AttemptRecord {
  return {
    id: row.id,
    roundId: row.round_id,
    questionId: row.question_id,
    position: row.position,
    servedAt: toIsoString(row.served_at),
    selectedAnswer: row.selected_answer,
    firstCheckCorrect: row.first_check_correct === null ? null : Boolean(row.first_check_correct),
    attemptsCounter: Number(row.attempts_counter),
    wrongAttempts: Number(row.wrong_attempts),
    isSubmitted: Boolean(row.submitted),
    timeSpent: Number(row.time_spent),
    totalTime: Number(row.total_time),
    points: Number(row.points),
    hintsUsed: Number(row.hints_used ?? 0),
    isSolutionShown: Boolean(row.solution_shown),
  };
}

/** The unique key that marks a round open; one per learner, mode and skill. */
function openKeyOf(learnerId: number, mode: PracticeMode, skillId: number): string {
  return `${learnerId}:${mode}:${skillId}`;
}

/** Marks an attempt's question as open for the learner; unique, so a question is in one open round at most. */
function openQuestionKeyOf(learnerId: number, questionId: number): string {
  return `${learnerId}:${questionId}`;
}

/** What recording a served question came to. */
export type AttemptOutcome = 'recorded' | 'position_taken' | 'question_taken';

/** PostgreSQL reports 23505, better-sqlite3 SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A question served at a position of a learner's round. */
interface ServedAttempt {
  roundId: number;
  learnerId: number;
  skillId: number;
  questionId: number;
  position: number;
  servedAt: string;
}

/** The row of a question served, open in its round until the round is saved or abandoned. */
function toAttemptRow(args: ServedAttempt & { openQuestionKey: string }) {
  return {
    round_id: args.roundId,
    learner_id: args.learnerId,
    skill_id: args.skillId,
    question_id: args.questionId,
    position: args.position,
    served_at: args.servedAt,
    submitted: false,
    open_question_key: args.openQuestionKey,
  };
}

export function createPracticeRepository(db: Db) {
  // The statements every question served or checked runs, built and compiled once (prepared-query.ts).
  const openRoundWithAttempts = prepareQuery((args: { openKey: string }) =>
    db
      .selectFrom('practice_round')
      .leftJoin('practice_attempt', 'practice_attempt.round_id', 'practice_round.id')
      .selectAll('practice_attempt')
      .select(['practice_round.id as open_round_id', 'practice_round.created_at as open_round_created_at'])
      .where('practice_round.open_key', '=', args.openKey)
      .orderBy('practice_attempt.position'),
  );
  const avoidedQuestionIds = prepareQuery((args: { learnerId: number; skillId: number; since: string }) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('practice_attempt')
          .select('question_id')
          .distinct()
          .where('learner_id', '=', args.learnerId)
          .where('skill_id', '=', args.skillId)
          .where('served_at', '>=', args.since)
          .limit(1000)
          .as('recent'),
      )
      .select(['recent.question_id', sql<number>`0`.as('is_open')])
      .unionAll((eb) =>
        eb
          .selectFrom('practice_attempt')
          .innerJoin('practice_round', 'practice_round.id', 'practice_attempt.round_id')
          .select(['practice_attempt.question_id', sql<number>`1`.as('is_open')])
          .where('practice_round.learner_id', '=', args.learnerId)
          .where('practice_round.skill_id', '=', args.skillId)
          .where('practice_round.open_key', 'is not', null),
      ),
  );
  const insertAttempt = prepareQuery((args: ServedAttempt & { openQuestionKey: string }) =>
    db.insertInto('practice_attempt').values(toAttemptRow(args)),
  );
  // On PostgreSQL the attempt served next and the time the learner spent on the one they left are one statement (the
  // update a data-modifying WITH), so a question served is one write and one commit, not two (issue 25). SQLite, which
  // has no such WITH, runs the two in turn; the raise only ever grows the total, so a repeat of it changes nothing.
  const insertAttemptRaisingLeft = prepareQuery(
    (args: ServedAttempt & { openQuestionKey: string; leftAttemptId: number; leftTotalTime: number }) =>
      db
        .with('raised', (qb) =>
          qb
            .updateTable('practice_attempt')
            .set({ total_time: args.leftTotalTime })
            .where('id', '=', args.leftAttemptId)
            .where('total_time', '<', args.leftTotalTime),
        )
        .insertInto('practice_attempt')
        .values(toAttemptRow(args)),
  );
  const raiseTotalTime = prepareQuery((args: { attemptId: number; totalTime: number }) =>
    db
      .updateTable('practice_attempt')
      .set({ total_time: args.totalTime })
      .where('id', '=', args.attemptId)
      .where('total_time', '<', args.totalTime),
  );
  const openAttempt = prepareQuery((args: { learnerId: number; questionId: number }) =>
    db
      .selectFrom('practice_attempt')
      .innerJoin('practice_round', 'practice_round.id', 'practice_attempt.round_id')
      .selectAll('practice_attempt')
      .select('practice_round.mode')
      .where('practice_attempt.learner_id', '=', args.learnerId)
      .where('practice_attempt.question_id', '=', args.questionId)
      .where('practice_round.open_key', 'is not', null)
      .orderBy('practice_attempt.id', 'desc')
      .limit(1),
  );
  const storeAttemptControl = prepareQuery(
    (args: AttemptControl & { attemptId: number; expectedAttemptsCounter: number; checkedAt: string }) =>
      db
        .updateTable('practice_attempt')
        .set({
          selected_answer: args.selectedAnswer,
          first_check_correct: args.firstCheckCorrect,
          attempts_counter: args.attemptsCounter,
          wrong_attempts: args.wrongAttempts,
          submitted: args.isSubmitted,
          time_spent: args.timeSpent,
          total_time: args.totalTime,
          points: args.points,
          solution_shown: args.isSolutionShown,
          last_checked_at: args.checkedAt,
        })
        .where('id', '=', args.attemptId)
        .where('attempts_counter', '=', args.expectedAttemptsCounter),
  );

  const skillPoints = prepareQuery((args: { learnerId: number; skillId: number }) =>
    db
      .selectFrom('learner_skill_points')
      .select('points')
      .where('learner_id', '=', args.learnerId)
      .where('skill_id', '=', args.skillId),
  );

  // PostgreSQL reads the open round with its attempts, the skill points and the avoided question ids in one
  // statement (each a subquery, the rows as JSON): three statements were three round trips on every question served,
  // each with its own driver and server work (issue 25). SQLite runs the three statements in-process.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const servingStateOnPostgres = prepareQuery(
    (args: { openKey: string; learnerId: number; skillId: number; since: string }) =>
      db.selectNoFrom([
        sql<{ id: number; created_at: string; attempts: Array<Selectable<PracticeAttemptTable>> } | null>`(
          select json_build_object('id', r.id, 'created_at', r.created_at, 'attempts', coalesce(
            (select json_agg(a order by a.position) from practice_attempt a where a.round_id = r.id), '[]'::json))
          from practice_round r where r.open_key = ${args.openKey})`.as('open_round'),
        sql<number | string | null>`(
          select points from learner_skill_points
          where learner_id = ${args.learnerId} and skill_id = ${args.skillId})`.as('skill_points'),
        sql<number[]>`(
          select coalesce(json_agg(recent.question_id), '[]'::json) from (
            select distinct question_id from practice_attempt
            where learner_id = ${args.learnerId} and skill_id = ${args.skillId} and served_at >= ${args.since}
            limit 1000) recent)`.as('recent_ids'),
        sql<number[]>`(
          select coalesce(json_agg(pa.question_id), '[]'::json) from practice_attempt pa
          inner join practice_round pr on pr.id = pa.round_id
          where pr.learner_id = ${args.learnerId} and pr.skill_id = ${args.skillId}
            and pr.open_key is not null)`.as('open_ids'),
      ]),
  );

  /** Rounds with their attempts, read in one more statement for all of them. */
  async function attachAttempts(
    rounds: Array<{ id: number; skill_id: number; created_at: string | Date }>,
  ): Promise<Array<{ id: number; skillId: number; createdAt: string; attempts: AttemptRecord[] }>> {
    if (rounds.length === 0) return [];
    const attempts = (
      await db
        .selectFrom('practice_attempt')
        .selectAll()
        .where(
          'round_id',
          'in',
          rounds.map((round) => round.id),
        )
        .orderBy('round_id')
        .orderBy('position')
        .execute()
    ).map(toAttempt);
    return rounds.map((round) => ({
      id: round.id,
      skillId: round.skill_id,
      createdAt: toIsoString(round.created_at),
      attempts: attempts.filter((attempt) => attempt.roundId === round.id),
    }));
  }

  async function findRound(id: number): Promise<RoundRecord | undefined> {
    const row = await db.selectFrom('practice_round').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRound(row) : undefined;
  }

  return {
    findRound,

    async findOpenRound(learnerId: number, mode: PracticeMode, skillId: number) {
      const row = await db
        .selectFrom('practice_round')
        .selectAll()
        .where('open_key', '=', openKeyOf(learnerId, mode, skillId))
        .executeTakeFirst();
      return row ? toRound(row) : undefined;
    },

    /**
     * The open round with its attempts in one statement (a left join, so a round with none comes back too): serving a
     * question reads both on every request.
     */
    async findOpenRoundWithAttempts(
      learnerId: number,
      mode: PracticeMode,
      skillId: number,
    ): Promise<OpenRound | undefined> {
      const { rows } = await openRoundWithAttempts(db, { openKey: openKeyOf(learnerId, mode, skillId) });
      const [first] = rows;
      if (!first) return undefined;
      return {
        id: first.open_round_id,
        createdAt: toIsoString(first.open_round_created_at),
        // A row with no attempt id is the round alone (the left join found none); every other row is a whole attempt.
        attempts: rows.flatMap((row) =>
          row.id === null ? [] : [toAttempt(row as Selectable<PracticeAttemptTable>)],
        ),
      };
    },

    /**
     * What serving a question reads of the learner's records of a skill: the open round of the mode with its
     * attempts, the learner's points in the skill (when `withSkillPoints`) and the question ids a new pick avoids
     * (listAvoidedQuestionIds). One statement on PostgreSQL, the three reads at once on SQLite.
     */
    async readServingState(
      learnerId: number,
      mode: PracticeMode,
      skillId: number,
      since: string,
      withSkillPoints: boolean,
    ): Promise<ServingState> {
      if (!isPostgres) {
        const [open, skillPoints, avoided] = await Promise.all([
          this.findOpenRoundWithAttempts(learnerId, mode, skillId),
          withSkillPoints ? this.findSkillPoints(learnerId, skillId) : 0,
          this.listAvoidedQuestionIds(learnerId, skillId, since),
        ]);
        return { open, skillPoints, avoided };
      }
      const openKey = openKeyOf(learnerId, mode, skillId);
      const [row] = (await servingStateOnPostgres(db, { openKey, learnerId, skillId, since })).rows;
      const round = row?.open_round;
      return {
        open: round
          ? {
              id: round.id,
              createdAt: toIsoString(round.created_at),
              attempts: round.attempts.map(toAttempt),
            }
          : undefined,
        skillPoints: withSkillPoints ? Number(row?.skill_points ?? 0) : 0,
        avoided: { recentIds: row?.recent_ids ?? [], openIds: row?.open_ids ?? [] },
      };
    },

    /** Opens a round, or returns the one a concurrent request just opened (the open key is unique). */
    async openRound(round: {
      learnerId: number;
      skillId: number;
      topicId: number;
      mode: PracticeMode;
      createdAt: string;
    }): Promise<RoundRecord> {
      const openKey = openKeyOf(round.learnerId, round.mode, round.skillId);
      const inserted = await db
        .insertInto('practice_round')
        .values({
          learner_id: round.learnerId,
          skill_id: round.skillId,
          topic_id: round.topicId,
          mode: round.mode,
          status: 'open',
          open_key: openKey,
          created_at: round.createdAt,
        })
        .onConflict((oc) => oc.column('open_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return toRound(inserted);
      const row = await db
        .selectFrom('practice_round')
        .selectAll()
        .where('open_key', '=', openKey)
        .executeTakeFirstOrThrow();
      return toRound(row);
    },

    async abandonRound(roundId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('practice_round')
          .set({ status: 'abandoned', open_key: null })
          .where('id', '=', roundId)
          .where('open_key', 'is not', null)
          .execute();
        await trx
          .updateTable('practice_attempt')
          .set({ open_question_key: null })
          .where('round_id', '=', roundId)
          .execute();
      });
    },

    async listRoundAttempts(roundId: number): Promise<AttemptRecord[]> {
      const rows = await db
        .selectFrom('practice_attempt')
        .selectAll()
        .where('round_id', '=', roundId)
        .orderBy('position')
        .execute();
      return rows.map(toAttempt);
    },

    /**
     * For the next pick of a question, in one statement (a UNION ALL whose branches keep their own indexes): the
     * question ids served to the learner in the skill since a moment (the week's log that spreads repeats out), and
     * those in the learner's open rounds of the skill, of either mode (never served into another open round).
     */
    async listAvoidedQuestionIds(
      learnerId: number,
      skillId: number,
      since: string,
    ): Promise<AvoidedQuestionIds> {
      const { rows } = await avoidedQuestionIds(db, { learnerId, skillId, since });
      const avoided: AvoidedQuestionIds = { recentIds: [], openIds: [] };
      for (const row of rows)
        (Number(row.is_open) === 1 ? avoided.openIds : avoided.recentIds).push(row.question_id);
      return avoided;
    },

    /**
     * Records a served question, and raises the total time of the attempt the learner left for it (`left`, the
     * round's previous one) to what it now is, unless it was already more. A concurrent request may have taken the
     * round's position first, or put the same question into the learner's other open round of the skill (its open
     * question key is unique): then nothing is recorded and the outcome says which.
     */
    async addAttempt(
      attempt: ServedAttempt,
      left?: { attemptId: number; totalTime: number },
    ): Promise<AttemptOutcome> {
      const openQuestionKey = openQuestionKeyOf(attempt.learnerId, attempt.questionId);
      try {
        if (left && isPostgres) {
          await insertAttemptRaisingLeft(db, {
            ...attempt,
            openQuestionKey,
            leftAttemptId: left.attemptId,
            leftTotalTime: left.totalTime,
          });
        } else {
          if (left) await raiseTotalTime(db, left);
          await insertAttempt(db, { ...attempt, openQuestionKey });
        }
        return 'recorded';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const atPosition = await db
          .selectFrom('practice_attempt')
          .select('id')
          .where('round_id', '=', attempt.roundId)
          .where('position', '=', attempt.position)
          .executeTakeFirst();
        return atPosition ? 'position_taken' : 'question_taken';
      }
    },

    /** The learner's attempt at a question of one of their open rounds, with the round's mode. */
    async findOpenAttempt(
      learnerId: number,
      questionId: number,
    ): Promise<(AttemptRecord & { mode: PracticeMode }) | undefined> {
      const [row] = (await openAttempt(db, { learnerId, questionId })).rows;
      return row ? { ...toAttempt(row), mode: row.mode } : undefined;
    },

    /** Counts one more hint asked for, unless another request counted it since `expectedHintsUsed` was read. */
    async raiseHintsUsed(attemptId: number, expectedHintsUsed: number): Promise<boolean> {
      const result = await db
        .updateTable('practice_attempt')
        .set({ hints_used: expectedHintsUsed + 1 })
        .where('id', '=', attemptId)
        .where('hints_used', '=', expectedHintsUsed)
        .where('submitted', '=', false)
        .where('solution_shown', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async findAttempt(attemptId: number): Promise<AttemptRecord | undefined> {
      const row = await db
        .selectFrom('practice_attempt')
        .selectAll()
        .where('id', '=', attemptId)
        .executeTakeFirst();
      return row ? toAttempt(row) : undefined;
    },

    /**
     * Stores a check's new control only if no other check was stored since it was read (compare-and-set on the
     * attempt counter), so two simultaneous checks cannot both count as the first.
     */
    async updateAttemptControl(
      attemptId: number,
      expectedAttemptsCounter: number,
      control: AttemptControl,
      checkedAt: string,
    ): Promise<boolean> {
      const result = await storeAttemptControl(db, {
        ...control,
        attemptId,
        expectedAttemptsCounter,
        checkedAt,
      });
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /**
     * Saves a round once: closing it (clearing its open key) is the claim, so of two simultaneous saves exactly one
     * scores it; the other gets null. Scoring, the round's results and the learner's skill totals are written in
     * the same transaction, and the totals are added in SQL (points = points + round points) so concurrent saves
     * of one learner add up exactly on either engine.
     */
    async saveRound(input: {
      /** The learner's open round of this mode and skill is the one saved (found by its open key). */
      learnerId: number;
      mode: PracticeMode;
      skillId: number;
      savedAt: string;
      score: (attempts: AttemptRecord[]) => RoundResults;
      levelOf: (skillPointsAfter: number) => number;
    }): Promise<{ round: RoundRecord; attempts: AttemptRecord[] } | null> {
      return db.transaction().execute(async (trx) => {
        // The claim finds the open round by its key itself: reading it first was one more round trip (issue 25).
        const claimed = await trx
          .updateTable('practice_round')
          .set({ status: 'saved', open_key: null, saved_at: input.savedAt })
          .where('open_key', '=', openKeyOf(input.learnerId, input.mode, input.skillId))
          .returningAll()
          .executeTakeFirst();
        if (!claimed) return null;
        const round = toRound(claimed);
        // Releasing the attempts' open questions answers the attempts too (one statement, not a write then a read).
        const attempts = (
          await trx
            .updateTable('practice_attempt')
            .set({ open_question_key: null })
            .where('round_id', '=', round.id)
            .returningAll()
            .execute()
        )
          .map(toAttempt)
          .sort((a, b) => a.position - b.position);
        const results = input.score(attempts);
        const totals = await trx
          .insertInto('learner_skill_points')
          .values({
            learner_id: round.learnerId,
            skill_id: round.skillId,
            topic_id: round.topicId,
            points: results.points,
            answered: results.answered,
            first_check_wrong: results.firstCheckWrong,
            rounds: 1,
            updated_at: input.savedAt,
          })
          .onConflict((oc) =>
            oc.columns(['learner_id', 'skill_id']).doUpdateSet((eb) => ({
              points: eb('learner_skill_points.points', '+', eb.ref('excluded.points')),
              answered: eb('learner_skill_points.answered', '+', eb.ref('excluded.answered')),
              first_check_wrong: eb(
                'learner_skill_points.first_check_wrong',
                '+',
                eb.ref('excluded.first_check_wrong'),
              ),
              rounds: eb('learner_skill_points.rounds', '+', 1),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning('points')
          .executeTakeFirstOrThrow();
        const skillPointsAfter = Number(totals.points);
        const saved = await trx
          .updateTable('practice_round')
          .set({
            points: results.points,
            question_points: results.questionPoints,
            total_questions: results.totalQuestions,
            answered: results.answered,
            first_check_wrong: results.firstCheckWrong,
            attempts: results.attempts,
            wrong_attempts: results.wrongAttempts,
            total_time: results.totalTime,
            score: results.score,
            skill_points_after: skillPointsAfter,
            level_after: input.levelOf(skillPointsAfter),
          })
          .where('id', '=', round.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { round: toRound(saved), attempts };
      });
    },

    /** The learner's latest saved round of a skill and mode, for answering a repeated save with its result. */
    async findLastSavedRound(learnerId: number, mode: PracticeMode, skillId: number) {
      const row = await db
        .selectFrom('practice_round')
        .selectAll()
        .where('learner_id', '=', learnerId)
        .where('mode', '=', mode)
        .where('skill_id', '=', skillId)
        .where('status', '=', 'saved')
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? toRound(row) : undefined;
    },

    async listRoundQuestionIds(roundId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('practice_attempt')
        .select('question_id')
        .where('round_id', '=', roundId)
        .execute();
      return rows.map((row) => row.question_id);
    },

    /** The learner's points in one skill (0 before their first saved round): every question served reads them. */
    async findSkillPoints(learnerId: number, skillId: number): Promise<number> {
      const [row] = (await skillPoints(db, { learnerId, skillId })).rows;
      return Number(row?.points ?? 0);
    },

    /** The learner's running totals in the given skills (all skills when none are given). */
    async listSkillTotals(learnerId: number, skillIds?: number[]) {
      if (skillIds?.length === 0) return [];
      let query = db
        .selectFrom('learner_skill_points')
        .select(['skill_id', 'topic_id', 'points', 'answered', 'first_check_wrong', 'rounds', 'updated_at'])
        .where('learner_id', '=', learnerId);
      if (skillIds) query = query.where('skill_id', 'in', skillIds);
      const rows = await query.execute();
      return rows.map((row) => ({
        skillId: row.skill_id,
        topicId: row.topic_id,
        points: Number(row.points),
        answered: Number(row.answered),
        firstCheckWrong: Number(row.first_check_wrong),
        rounds: Number(row.rounds),
        updatedAt: toIsoString(row.updated_at),
      }));
    },

    /** Awards badges not held yet; answers the keys that are new. Safe to repeat: the key is unique per learner. */
    async awardBadges(
      learnerId: number,
      badges: Array<{ key: string; topicId: number | null }>,
      earnedAt: string,
    ): Promise<string[]> {
      if (badges.length === 0) return [];
      // One statement for all of them (every save awards at least one): a write, and on PostgreSQL a round trip, each.
      // RETURNING lists only the rows inserted, not those the conflict skipped.
      const rows = await db
        .insertInto('learner_badge')
        .values(
          badges.map((badge) => ({
            learner_id: learnerId,
            badge_key: badge.key,
            topic_id: badge.topicId,
            earned_at: earnedAt,
          })),
        )
        .onConflict((oc) => oc.columns(['learner_id', 'badge_key']).doNothing())
        .returning('badge_key')
        .execute();
      const inserted = new Set(rows.map((row) => row.badge_key));
      return badges.map((badge) => badge.key).filter((key) => inserted.has(key));
    },

    /**
     * The learner's diagnostic rounds of a topic that are still open (opened since `openedSince`, so a test left for
     * longer than resuming allows is not offered), with their attempts in serving order.
     */
    async listOpenDiagnosticRounds(learnerId: number, topicId: number, openedSince: string) {
      const rounds = await db
        .selectFrom('practice_round')
        .select(['id', 'skill_id', 'created_at'])
        .where('learner_id', '=', learnerId)
        .where('topic_id', '=', topicId)
        .where('mode', '=', 'diagnostic')
        .where('open_key', 'is not', null)
        .where('created_at', '>=', openedSince)
        .execute();
      return attachAttempts(rounds);
    },

    /** The learner's diagnostic rounds of a topic saved since a moment: the skills of a test whose save stopped part-way. */
    async listSavedDiagnosticRounds(learnerId: number, topicId: number, savedSince: string) {
      const rounds = await db
        .selectFrom('practice_round')
        .select(['id', 'skill_id', 'created_at'])
        .where('learner_id', '=', learnerId)
        .where('topic_id', '=', topicId)
        .where('mode', '=', 'diagnostic')
        .where('status', '=', 'saved')
        .where('saved_at', '>=', savedSince)
        .execute();
      return attachAttempts(rounds);
    },

    /** The learner's time zone and weekly goal, when a parent set them (issue 21); undefined means the defaults. */
    async findHabit(learnerId: number) {
      const row = await db
        .selectFrom('learner_habit')
        .select(['time_zone', 'weekly_goal_rounds'])
        .where('learner_id', '=', learnerId)
        .executeTakeFirst();
      return row ? { timeZone: row.time_zone, weeklyGoalRounds: Number(row.weekly_goal_rounds) } : undefined;
    },

    /** Sets the learner's time zone and weekly goal (one row per learner, written the first time a parent sets them). */
    async saveHabit(learnerId: number, habit: { timeZone: string; weeklyGoalRounds: number }): Promise<void> {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('learner_habit')
        .values({
          learner_id: learnerId,
          time_zone: habit.timeZone,
          weekly_goal_rounds: habit.weeklyGoalRounds,
          updated_at: updatedAt,
        })
        .onConflict((conflict) =>
          conflict.column('learner_id').doUpdateSet({
            time_zone: habit.timeZone,
            weekly_goal_rounds: habit.weeklyGoalRounds,
            updated_at: updatedAt,
          }),
        )
        .execute();
    },

    /** When the learner's saved rounds were saved since a moment: the days a streak is counted from. */
    async listSaveTimesSince(learnerId: number, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('practice_round')
        .select('saved_at')
        .where('learner_id', '=', learnerId)
        .where('status', '=', 'saved')
        .where('saved_at', '>=', since)
        .execute();
      return rows.flatMap((row) => (row.saved_at === null ? [] : [toIsoString(row.saved_at)]));
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
