import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { QuestionHelperTable, QuestionRevisionTable, QuestionTable } from '../../platform/db/schema';

export type StoredQuestion = Selectable<QuestionTable>;
export type NewQuestion = Insertable<QuestionTable>;
export type QuestionChanges = Updateable<QuestionTable>;
export type NewRevision = Omit<Insertable<QuestionRevisionTable>, 'question_id'>;

export interface QuestionListFilter {
  search?: string | undefined;
  status: 'all' | 'assigned' | 'unassigned';
  course_id?: number | undefined;
  subject_id?: number | undefined;
  topic_id?: number | undefined;
  skill_id?: number | undefined;
}

export type NewHelper = Insertable<QuestionHelperTable>;

export interface NewTask {
  skill_id: number;
  name: string;
  description: string;
}

/** Uploaded tasks get ids from here up, leaving the low ids to the curriculum package's fixed catalogue. */
const FIRST_UPLOADED_TASK_ID = 100_001;
/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_BATCH_SIZE = 200;

/** `%`, `_` and the escape character itself are literal in a search term. */
function toContainsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * The question bank's SQL: the admin table's paged query, question writes with their revisions in one transaction,
 * and the data upload's all-or-nothing inserts. The catalogue tables are read here only to check and list places.
 */
export function createQuestionBankRepository(db: Db) {
  /**
   * The admin table shows the learners' bank; the public demo's own questions are not staff-edited content, and a
   * retired question (docs/curriculum.md) is history that is never served again, reachable only by its id.
   */
  function filteredQuestions(filter: QuestionListFilter) {
    let query = db.selectFrom('question').where('purpose', '=', 'practice').where('retired_at', 'is', null);
    if (filter.course_id !== undefined) query = query.where('course_id', '=', filter.course_id);
    if (filter.subject_id !== undefined) query = query.where('subject_id', '=', filter.subject_id);
    if (filter.topic_id !== undefined) query = query.where('topic_id', '=', filter.topic_id);
    if (filter.skill_id !== undefined) query = query.where('skill_id', '=', filter.skill_id);
    if (filter.status === 'assigned') query = query.where('updated_at', 'is not', null);
    if (filter.status === 'unassigned') query = query.where('updated_at', 'is', null);
    if (filter.search) {
      const pattern = toContainsPattern(filter.search);
      const id = /^\d{1,15}$/.test(filter.search) ? Number(filter.search) : undefined;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('title')})`, 'like', sql`${pattern} escape '!'`),
          eb(sql`lower(coalesce(${sql.ref('description')}, ''))`, 'like', sql`${pattern} escape '!'`),
          ...(id === undefined ? [] : [eb('id', '=', id)]),
        ]),
      );
    }
    return query;
  }

  return {
    async listQuestions(
      filter: QuestionListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StoredQuestion[]; total: number }> {
      const [rows, count] = await Promise.all([
        filteredQuestions(filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        filteredQuestions(filter)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    findQuestion(id: number): Promise<StoredQuestion | undefined> {
      return db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The whole catalogue for the cascading filters; a few hundred short rows. */
    async listCatalogue() {
      const [courses, subjects, topics, skills, tasks] = await Promise.all([
        db.selectFrom('course').select(['id', 'name']).orderBy('id').execute(),
        db.selectFrom('subject').select(['id', 'name', 'course_id']).orderBy('position').execute(),
        db.selectFrom('topic').select(['id', 'name', 'subject_id']).orderBy('position').execute(),
        db.selectFrom('skill').select(['id', 'name', 'topic_id']).orderBy('position').execute(),
        db
          .selectFrom('task')
          .select(['id', 'name', 'skill_id'])
          .orderBy('skill_id')
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
      return { courses, subjects, topics, skills, tasks };
    },

    /** Inserts the question and its 'created' revision together. */
    insertQuestion(question: NewQuestion, revision: NewRevision): Promise<StoredQuestion> {
      return db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto('question')
          .values(question)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('question_revision')
          .values({ ...revision, question_id: stored.id })
          .execute();
        return stored;
      });
    },

    /** Applies the changes and records the revision together, so the history never misses a write. */
    updateQuestion(id: number, changes: QuestionChanges, revision: NewRevision): Promise<StoredQuestion> {
      return db.transaction().execute(async (trx) => {
        const stored = await trx
          .updateTable('question')
          .set(changes)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('question_revision')
          .values({ ...revision, question_id: id })
          .execute();
        return stored;
      });
    },

    listRevisions(questionId: number) {
      return db
        .selectFrom('question_revision')
        .selectAll()
        .where('question_id', '=', questionId)
        .orderBy('id', 'desc')
        .execute();
    },

    /** Which of these content hashes are already stored as questions. */
    async findStoredQuestionHashes(hashes: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunk(hashes, 500)) {
        const rows = await db
          .selectFrom('question')
          .select('content_hash')
          .where('content_hash', 'in', part)
          .execute();
        for (const row of rows) if (row.content_hash) found.add(row.content_hash);
      }
      return found;
    },

    async findStoredHelperHashes(hashes: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunk(hashes, 500)) {
        const rows = await db
          .selectFrom('question_helper')
          .select('content_hash')
          .where('content_hash', 'in', part)
          .execute();
        for (const row of rows) found.add(row.content_hash);
      }
      return found;
    },

    /**
     * All-or-nothing: every question and its 'uploaded' revision in one transaction. A row stored meanwhile by a
     * concurrent upload of the same file is skipped by its content hash; the answer counts only rows inserted.
     */
    insertUploadedQuestions(questions: NewQuestion[], revision: NewRevision): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let inserted = 0;
        for (const part of chunk(questions, INSERT_BATCH_SIZE)) {
          const rows = await trx
            .insertInto('question')
            .values(part)
            .onConflict((oc) => oc.column('content_hash').where('content_hash', 'is not', null).doNothing())
            .returning(['id'])
            .execute();
          inserted += rows.length;
          if (rows.length === 0) continue;
          await trx
            .insertInto('question_revision')
            .values(rows.map((row) => ({ ...revision, question_id: row.id })))
            .execute();
        }
        return inserted;
      });
    },

    insertHelpers(helpers: NewHelper[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let inserted = 0;
        for (const part of chunk(helpers, INSERT_BATCH_SIZE)) {
          const rows = await trx
            .insertInto('question_helper')
            .values(part)
            .onConflict((oc) => oc.column('content_hash').doNothing())
            .returning(['id'])
            .execute();
          inserted += rows.length;
        }
        return inserted;
      });
    },

    /** Task names already used in these skills, lower-cased, keyed `${skill_id}:${name}`. */
    async findTaskKeys(skillIds: number[]): Promise<Set<string>> {
      if (skillIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('task')
        .select(['skill_id', 'name'])
        .where('skill_id', 'in', skillIds)
        .execute();
      return new Set(rows.map((row) => `${row.skill_id}:${row.name.trim().toLowerCase()}`));
    },

    /**
     * Adds tasks after the skill's existing ones. The task table's ids are plain integers (the curriculum fixes its
     * own), so uploaded ones are numbered above both the catalogue and earlier uploads, inside the transaction.
     */
    insertTasks(tasks: NewTask[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const top = await trx
          .selectFrom('task')
          .select((eb) => eb.fn.max('id').as('max_id'))
          .executeTakeFirst();
        let nextId = Math.max(FIRST_UPLOADED_TASK_ID, Number(top?.max_id ?? 0) + 1);
        const positions = new Map<number, number>();
        for (const task of tasks) {
          let position = positions.get(task.skill_id);
          if (position === undefined) {
            const last = await trx
              .selectFrom('task')
              .select((eb) => eb.fn.max('position').as('position'))
              .where('skill_id', '=', task.skill_id)
              .executeTakeFirst();
            position = Number(last?.position ?? -1);
          }
          position += 1;
          positions.set(task.skill_id, position);
          await trx
            .insertInto('task')
            .values({
              id: nextId,
              skill_id: task.skill_id,
              name: task.name,
              description: task.description,
              position,
            })
            .execute();
          nextId += 1;
        }
        return tasks.length;
      });
    },
  };
}

export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
