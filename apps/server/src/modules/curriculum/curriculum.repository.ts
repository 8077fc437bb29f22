import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { prepareQuery } from '../../platform/db/prepared-query';
import type { PreparedQuery } from '../../platform/db/prepared-query';
import type { DatabaseSchema, QuestionPurpose, QuestionTable } from '../../platform/db/schema';

export type StoredQuestion = Selectable<QuestionTable>;
export type NewQuestion = Insertable<QuestionTable>;

/** What the seed needs to know of a live generated row to tell whether its generator still writes it. */
export interface LiveGeneratedQuestion {
  id: number;
  task_id: number | null;
  purpose: QuestionPurpose;
  difficult_level: number;
  generator_seed: number | null;
  generator_hash: string | null;
  updated_at: Date | string | null;
}

/** One seed's changes to the generated questions, written together (see `updateGeneratedQuestions`). */
export interface GeneratedQuestionChanges {
  retiredIds: number[];
  inserted: NewQuestion[];
  /** Rows stored before rows carried a hash, found equal to what their generator writes now. */
  hashed: Array<{ id: number; generator_hash: string; image_alt: string | null }>;
  retiredAt: string;
}

export interface CatalogueRows {
  course: { id: number; name: string };
  subjects: Array<{ id: number; name: string; position: number }>;
  topics: Array<{ id: number; subject_id: number; name: string; description: string; position: number }>;
  skills: Array<{
    id: number;
    topic_id: number;
    name: string;
    description: string;
    expectations: string;
    position: number;
  }>;
  tasks: Array<{ id: number; skill_id: number; name: string; description: string; position: number }>;
}

export interface CatalogueFilter {
  topicId?: number;
  subjectId?: number;
  courseId?: number;
}

/** The topic, grade or course a catalogue query is narrowed to, over skill, topic and subject joined by those names. */
function matchCatalogue(
  eb: ExpressionBuilder<DatabaseSchema, 'skill' | 'topic' | 'subject'>,
  filter: CatalogueFilter,
) {
  const conditions: Array<Expression<SqlBool>> = [];
  if (filter.topicId !== undefined) conditions.push(eb('skill.topic_id', '=', filter.topicId));
  if (filter.subjectId !== undefined) conditions.push(eb('topic.subject_id', '=', filter.subjectId));
  if (filter.courseId !== undefined) conditions.push(eb('subject.course_id', '=', filter.courseId));
  return eb.and(conditions);
}

/** A skill with its topic's name and grade id, as every read of one skill or of the catalogue answers it. */
const SKILL_WITH_TOPIC_COLUMNS = [
  'skill.id',
  'skill.name',
  'skill.description',
  'skill.topic_id',
  'topic.name as topic_name',
  'topic.subject_id',
] as const;

/**
 * The highest points one of the skill's practice questions gives, null without any. A correlated MAX: one descent of
 * the (skill_id, purpose, points) index per skill on either engine, where a GROUP BY over the skills' questions read
 * every one of them (bench/growth.ts).
 */
function topPracticePoints(eb: ExpressionBuilder<DatabaseSchema, 'skill'>) {
  return eb
    .selectFrom('question')
    .select((question) => question.fn.max('question.points').as('top'))
    .whereRef('question.skill_id', '=', 'skill.id')
    .where('question.purpose', '=', 'practice');
}

/** What a random draw of a question binds: the level it draws from and, as excluded0, excluded1…, the ids it avoids. */
type QuestionDraw = {
  skillId: number;
  purpose: QuestionPurpose;
  level: number;
} & Record<`excluded${number}`, number>;

/** The number of avoided ids a draw's SQL holds for `count` ids: the next power of two, so a few texts serve all. */
function drawCapacity(count: number): number {
  return count === 0 ? 0 : 2 ** Math.ceil(Math.log2(count));
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits for a question row. */
const INSERT_BATCH_SIZE = 400;
/** Ids per `in` list: well under both engines' bound-parameter limits. */
const ID_BATCH_SIZE = 500;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** One INSERT of generated rows; a row whose live (task, purpose, level, seed) key is taken is skipped. */
async function insertLiveGeneratedQuestions(db: Db, rows: NewQuestion[]): Promise<void> {
  await db
    .insertInto('question')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['task_id', 'purpose', 'difficult_level', 'generator_seed'])
        .where('generator_seed', 'is not', null)
        .where('retired_at', 'is', null)
        .doNothing(),
    )
    .execute();
}

export function createCurriculumRepository(db: Db) {
  // The practice loop's reads of a question and of a skill, on every check and every question served: built and
  // compiled once (prepared-query.ts).
  const questionById = prepareQuery((args: { id: number }) =>
    db.selectFrom('question').selectAll().where('id', '=', args.id),
  );
  // A practice pick drawn from a level's kept question ids (generated-questions.service.ts) is read by its id, and only
  // while it is still live and of that skill, purpose and level, so a pick from ids kept before a change is refused.
  const liveQuestionIds = prepareQuery((args: { skillId: number; purpose: QuestionPurpose; level: number }) =>
    db
      .selectFrom('question')
      .select('id')
      .where('skill_id', '=', args.skillId)
      .where('purpose', '=', args.purpose)
      .where('difficult_level', '=', args.level)
      .where('retired_at', 'is', null),
  );
  const liveQuestionOfLevel = prepareQuery(
    (args: { id: number; skillId: number; purpose: QuestionPurpose; level: number }) =>
      db
        .selectFrom('question')
        .selectAll()
        .where('id', '=', args.id)
        .where('skill_id', '=', args.skillId)
        .where('purpose', '=', args.purpose)
        .where('difficult_level', '=', args.level)
        .where('retired_at', 'is', null),
  );
  const skillWithTopPoints = prepareQuery((args: { id: number }) =>
    db
      .selectFrom('skill')
      .innerJoin('topic', 'topic.id', 'skill.topic_id')
      .select((eb) => [...SKILL_WITH_TOPIC_COLUMNS, topPracticePoints(eb).as('top_points')])
      .where('skill.id', '=', args.id),
  );

  // The random draw of every question served, prepared for each capacity of its avoided-id list (drawCapacity):
  // an `in` list of each length made its own SQL, compiled on every call, a thirtieth of the practice loop's CPU.
  const questionDraws = new Map<number, PreparedQuery<QuestionDraw, StoredQuestion>>();
  function prepareQuestionDraw(capacity: number): PreparedQuery<QuestionDraw, StoredQuestion> {
    let draw = questionDraws.get(capacity);
    if (!draw) {
      draw = prepareQuery((args: QuestionDraw) =>
        db
          .selectFrom('question')
          .selectAll()
          .where('id', '=', (eb) => {
            let ids = eb
              .selectFrom('question')
              .select('id')
              .where('skill_id', '=', args.skillId)
              .where('purpose', '=', args.purpose)
              .where('difficult_level', '=', args.level)
              .where('retired_at', 'is', null);
            if (capacity > 0) {
              const excluded = Array.from(
                { length: capacity },
                (_, index) => args[`excluded${index}`] as number,
              );
              ids = ids.where('id', 'not in', excluded);
            }
            return ids.orderBy(sql`random()`).limit(1);
          }),
      );
      questionDraws.set(capacity, draw);
    }
    return draw;
  }

  return {
    /** Writes the fixed catalogue (ids come from the curriculum package), updating names and descriptions. */
    async upsertCatalogue(rows: CatalogueRows): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('course')
          .values(rows.course)
          .onConflict((oc) => oc.column('id').doUpdateSet({ name: rows.course.name }))
          .execute();
        for (const subject of rows.subjects) {
          await trx
            .insertInto('subject')
            .values({ ...subject, course_id: rows.course.id })
            .onConflict((oc) =>
              oc.column('id').doUpdateSet({ name: subject.name, position: subject.position }),
            )
            .execute();
        }
        for (const topic of rows.topics) {
          await trx
            .insertInto('topic')
            .values(topic)
            .onConflict((oc) =>
              oc.column('id').doUpdateSet({ name: topic.name, description: topic.description }),
            )
            .execute();
        }
        for (const skill of rows.skills) {
          await trx
            .insertInto('skill')
            .values(skill)
            .onConflict((oc) =>
              oc.column('id').doUpdateSet({
                name: skill.name,
                description: skill.description,
                expectations: skill.expectations,
              }),
            )
            .execute();
        }
        for (const task of rows.tasks) {
          await trx
            .insertInto('task')
            .values(task)
            .onConflict((oc) =>
              oc.column('id').doUpdateSet({ name: task.name, description: task.description }),
            )
            .execute();
        }
      });
    },

    /** Live generated questions (retired ones are history, not bank). */
    async countGeneratedQuestions(): Promise<number> {
      const row = await db
        .selectFrom('question')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('generator_seed', 'is not', null)
        .where('retired_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Inserts generated questions; where a live row has the same task, purpose, level and seed, it is left alone. */
    async insertGeneratedQuestions(questions: NewQuestion[]): Promise<void> {
      for (const part of chunk(questions, INSERT_BATCH_SIZE)) await insertLiveGeneratedQuestions(db, part);
    },

    listLiveGeneratedQuestions(): Promise<LiveGeneratedQuestion[]> {
      return db
        .selectFrom('question')
        .select([
          'id',
          'task_id',
          'purpose',
          'difficult_level',
          'generator_seed',
          'generator_hash',
          'updated_at',
        ])
        .where('generator_seed', 'is not', null)
        .where('retired_at', 'is', null)
        .execute();
    },

    async findQuestionsByIds(ids: number[]): Promise<StoredQuestion[]> {
      const rows: StoredQuestion[] = [];
      for (const part of chunk(ids, ID_BATCH_SIZE))
        rows.push(...(await db.selectFrom('question').selectAll().where('id', 'in', part).execute()));
      return rows;
    },

    /**
     * Retires, inserts and records hashes in one transaction, so no moment shows a seed key without its live row or
     * with two. A row another instance retired meanwhile stays as it was retired; its successor, inserted by both,
     * is stored once (the live key).
     */
    async updateGeneratedQuestions(changes: GeneratedQuestionChanges): Promise<void> {
      if (changes.retiredIds.length + changes.inserted.length + changes.hashed.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const part of chunk(changes.retiredIds, ID_BATCH_SIZE)) {
          await trx
            .updateTable('question')
            .set({ retired_at: changes.retiredAt })
            .where('id', 'in', part)
            .where('retired_at', 'is', null)
            .execute();
        }
        for (const part of chunk(changes.inserted, INSERT_BATCH_SIZE))
          await insertLiveGeneratedQuestions(trx, part);
        // One statement per batch: a database seeded before the hash gives all its ~27,000 rows their hash on one
        // start, and a statement per row took minutes on a busy PostgreSQL. VALUES columns are column1, column2…
        // on both engines; the casts type them for PostgreSQL.
        for (const part of chunk(changes.hashed, INSERT_BATCH_SIZE)) {
          const values = sql.join(
            part.map(
              (row) =>
                sql`(cast(${row.id} as integer), cast(${row.generator_hash} as text), cast(${row.image_alt} as text))`,
            ),
          );
          await sql`update question set generator_hash = hashed.column2, image_alt = hashed.column3
            from (values ${values}) as hashed where question.id = hashed.column1`.execute(trx);
        }
      });
    },

    findCourse(id: number) {
      return db.selectFrom('course').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    listSubjectsOfCourse(courseId: number) {
      return db
        .selectFrom('subject')
        .select(['id', 'name'])
        .where('course_id', '=', courseId)
        .orderBy('position')
        .execute();
    },

    findSubject(id: number) {
      return db.selectFrom('subject').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    listTopicsOfSubject(subjectId: number) {
      return db
        .selectFrom('topic')
        .select(['id', 'subject_id', 'name', 'description'])
        .where('subject_id', '=', subjectId)
        .orderBy('position')
        .execute();
    },

    findTopic(id: number) {
      return db
        .selectFrom('topic')
        .select(['id', 'subject_id', 'name', 'description'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    listSkillsOfTopics(topicIds: number[]) {
      if (topicIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('skill')
        .select(['id', 'topic_id', 'name', 'description', 'expectations'])
        .where('topic_id', 'in', topicIds)
        .orderBy('topic_id')
        .orderBy('position')
        .execute();
    },

    findSkill(id: number) {
      return db
        .selectFrom('skill')
        .innerJoin('topic', 'topic.id', 'skill.topic_id')
        .select(SKILL_WITH_TOPIC_COLUMNS)
        .where('skill.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A skill with its topic and grade ids and the highest points one of its practice questions gives (`top_points`,
     * null without any), in one statement: the practice loop needs both on every question and save.
     */
    async findSkillWithTopPoints(id: number) {
      const [row] = (await skillWithTopPoints(db, { id })).rows;
      return row;
    },

    /**
     * The highest points one practice question of each skill gives (skills without any are left out).
     */
    async findTopQuestionPointsOfSkills(skillIds: number[]): Promise<Map<number, number>> {
      if (skillIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('skill')
        .select((eb) => ['skill.id as skill_id', topPracticePoints(eb).as('points')])
        .where('skill.id', 'in', skillIds)
        .execute();
      return new Map(
        rows.flatMap((row) => (row.points === null ? [] : [[Number(row.skill_id), Number(row.points)]])),
      );
    },

    /**
     * Skills with their topic and grade, filtered by topic, grade or course, in curriculum order, each with the
     * highest points one of its practice questions gives (`top_points`, null without any) in the same statement, so
     * a report's catalogue is one round trip rather than two in a row (bench/growth.ts).
     */
    listSkillCatalogue(filter: CatalogueFilter) {
      return db
        .selectFrom('skill')
        .innerJoin('topic', 'topic.id', 'skill.topic_id')
        .innerJoin('subject', 'subject.id', 'topic.subject_id')
        .select((eb) => [
          ...SKILL_WITH_TOPIC_COLUMNS,
          'subject.name as subject_name',
          topPracticePoints(eb).as('top_points'),
        ])
        .where((eb) => matchCatalogue(eb, filter))
        .orderBy('subject.position')
        .orderBy('topic.position')
        .orderBy('skill.position')
        .execute();
    },

    /**
     * The tasks of the skills `listSkillCatalogue` answers for the same filter, found by the filter itself rather
     * than by the skills' ids, so both run at once.
     */
    listTasksOfCatalogue(filter: CatalogueFilter) {
      return db
        .selectFrom('task')
        .innerJoin('skill', 'skill.id', 'task.skill_id')
        .innerJoin('topic', 'topic.id', 'skill.topic_id')
        .innerJoin('subject', 'subject.id', 'topic.subject_id')
        .select(['task.id', 'task.skill_id', 'task.name'])
        .where((eb) => matchCatalogue(eb, filter))
        .orderBy('task.skill_id')
        .orderBy('task.position')
        .execute();
    },

    /** The highest generator seed stored for a skill, purpose and level (0 when none). */
    async findHighestGeneratorSeed(
      skillId: number,
      purpose: QuestionPurpose,
      level: number,
    ): Promise<number> {
      const row = await db
        .selectFrom('question')
        .select((eb) => eb.fn.max('generator_seed').as('seed'))
        .where('skill_id', '=', skillId)
        .where('purpose', '=', purpose)
        .where('difficult_level', '=', level)
        .executeTakeFirst();
      return Number(row?.seed ?? 0);
    },

    findGeneratedQuestion(
      taskId: number,
      purpose: QuestionPurpose,
      level: number,
      seed: number,
    ): Promise<StoredQuestion | undefined> {
      return db
        .selectFrom('question')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('purpose', '=', purpose)
        .where('difficult_level', '=', level)
        .where('generator_seed', '=', seed)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
    },

    /** The ids of the live questions of a skill, purpose and level. */
    async listLiveQuestionIds(skillId: number, purpose: QuestionPurpose, level: number): Promise<number[]> {
      return (await liveQuestionIds(db, { skillId, purpose, level })).rows.map((row) => row.id);
    },

    /** The question with this id while it is live and of the skill, purpose and level given; undefined otherwise. */
    async findLiveQuestionOfLevel(
      id: number,
      skillId: number,
      purpose: QuestionPurpose,
      level: number,
    ): Promise<StoredQuestion | undefined> {
      const [row] = (await liveQuestionOfLevel(db, { id, skillId, purpose, level })).rows;
      return row;
    },

    async findQuestion(id: number): Promise<StoredQuestion | undefined> {
      const [row] = (await questionById(db, { id })).rows;
      return row;
    },

    /** The first stored question of a skill at the lowest level: a stable sample for the curriculum page. */
    findSampleQuestion(skillId: number): Promise<StoredQuestion | undefined> {
      return db
        .selectFrom('question')
        .selectAll()
        .where('skill_id', '=', skillId)
        .where('purpose', '=', 'practice')
        .where('retired_at', 'is', null)
        .orderBy('difficult_level')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * A random question of a skill, purpose and level, avoiding the given ids when others remain. The draw orders only
     * the ids of the (skill_id, purpose, difficult_level) index and the chosen row alone is read whole: ordering
     * whole rows read every column of the level's ~90 questions, the costliest statement of the practice loop.
     */
    async pickRandomQuestion(
      skillId: number,
      purpose: QuestionPurpose,
      level: number,
      excludedIds: number[] = [],
    ): Promise<StoredQuestion | undefined> {
      const capacity = drawCapacity(excludedIds.length);
      const args: Record<string, unknown> = { skillId, purpose, level };
      // The list is filled up to its capacity with the first id again: repeating an id in NOT IN changes nothing.
      for (let index = 0; index < capacity; index += 1)
        args[`excluded${index}`] = excludedIds[index] ?? excludedIds[0];
      const [row] = (await prepareQuestionDraw(capacity)(db, args as QuestionDraw)).rows;
      return row;
    },
  };
}

export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>;
