import type { AnswerSheet, SaveRoundResponse } from '@mathwise/api-contract';
import { describeDiagram, generateQuestion, tasksOfSkill, type DifficultyLevel } from '@mathwise/curriculum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/storage';
import { buildLearner, buildParent, buildSubscription, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createQuestionBankRepository } from '../question-bank/question-bank.repository';
import {
  checkAnswer,
  readAnswerKey,
  saveRound,
  serveQuestion,
  startSheet,
  wrongAnswerFor,
} from '../practice/practice-rounds.fixture';
import { createCurriculumRepository } from './curriculum.repository';
import { createCurriculumCatalogueService } from './curriculum.service';
import { createGeneratedQuestionsService } from './generated-questions.service';
import { KEPT_READ_MAX_AGE_MS } from './kept-reads';
import { hashGeneratedQuestion, type GeneratedBank, type GeneratedBankQuestion } from './generated-bank';
import { createQuestionImageStore } from './question-images';

/** Grade 6 broken-line and bar graphs: in the demo's topics, and every question has a diagram. */
const SKILL_ID = 10;
const TOPIC_ID = 3;
const PRACTICE_SEEDS = [1, 2, 3, 4];
const DEMO_SEEDS = [1001, 1002];
/** The skill's three graph tasks of the first release; the infographic task added since draws a whole infographic. */
const GRAPH_TASKS = tasksOfSkill(SKILL_ID).filter((task) => [28, 29, 30].includes(task.id));

/**
 * A small bank of one skill (its graph tasks at levels 1 and 2, practice and demo), written by `generate`: the real
 * generators, or a changed one standing in for a generator an engineer rewrote.
 */
function smallBank(generate: GeneratedBank['generate']): GeneratedBank {
  return {
    *seedQuestions(): Generator<GeneratedBankQuestion> {
      for (const task of GRAPH_TASKS) {
        for (const level of [1, 2] as DifficultyLevel[]) {
          for (const [purpose, seeds] of [
            ['practice', PRACTICE_SEEDS],
            ['demo', level === 1 ? DEMO_SEEDS : []],
          ] as const) {
            for (const seed of seeds) {
              yield {
                purpose,
                question: {
                  ...generate(task.id, level, seed),
                  taskId: task.id,
                  skillId: task.skillId,
                  topicId: task.topicId,
                  subjectId: task.subjectId,
                  courseId: 1,
                  seed,
                },
              };
            }
          }
        }
      }
    },
    generate,
  };
}

const originalBank = smallBank(generateQuestion);
/** The rewrite: every level-1 question reads differently; level 2 is untouched. */
const rewrittenBank = smallBank((taskId, level, seed) => {
  const question = generateQuestion(taskId, level, seed);
  return level === 1 ? { ...question, title: `Revised: ${question.title}` } : question;
});
const TASK_COUNT = GRAPH_TASKS.length;
const LEVEL_ONE_ROWS = TASK_COUNT * (PRACTICE_SEEDS.length + DEMO_SEEDS.length);
const ALL_ROWS = LEVEL_ONE_ROWS + TASK_COUNT * PRACTICE_SEEDS.length;

let testApp: TestApp;
let parent: TestUser;
let learner: TestUser;

function seedWith(bank: GeneratedBank) {
  const curriculum = createCurriculumRepository(testApp.database.db);
  return createGeneratedQuestionsService({
    curriculum,
    catalogue: createCurriculumCatalogueService({ curriculum }),
    images: createQuestionImageStore(createStorage(testApp.config.storage)),
    bank,
  }).seedCurriculum();
}

function findRow(id: number) {
  return testApp.database.db
    .selectFrom('question')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function findLiveRowAtKeyOf(row: Awaited<ReturnType<typeof findRow>>) {
  return testApp.database.db
    .selectFrom('question')
    .selectAll()
    .where('task_id', '=', row.task_id)
    .where('purpose', '=', row.purpose)
    .where('difficult_level', '=', row.difficult_level)
    .where('generator_seed', '=', row.generator_seed)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
}

function countAttempts(questionId: number) {
  return testApp.database.db
    .selectFrom('practice_attempt')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

beforeAll(async () => {
  testApp = await createTestApp();
  parent = await buildParent(testApp);
  learner = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner]);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('a changed generator retires its old questions and never deletes them', () => {
  let openQuestionId: number;
  let submittedQuestionId: number;
  const sheet: AnswerSheet = startSheet(SKILL_ID);

  it('seeds a bank once: a second start with the same generators changes nothing', async () => {
    expect(await seedWith(originalBank)).toEqual({
      questionCount: ALL_ROWS,
      insertedCount: ALL_ROWS,
      retiredCount: 0,
    });
    expect(await seedWith(originalBank)).toEqual({
      questionCount: ALL_ROWS,
      insertedCount: 0,
      retiredCount: 0,
    });
  });

  it("stores each diagram's own description as its text alternative, and serves it", async () => {
    const rows = await testApp.database.db
      .selectFrom('question')
      .selectAll()
      .where('skill_id', '=', SKILL_ID)
      .execute();
    expect(rows).toHaveLength(ALL_ROWS);
    for (const row of rows) {
      const svg = generateQuestion(
        row.task_id ?? 0,
        row.difficult_level as DifficultyLevel,
        row.generator_seed ?? 0,
      ).image_svg;
      expect(svg).not.toBeNull();
      expect(row.image_url).not.toBeNull();
      expect(row.image_alt).toBe(describeDiagram(svg ?? ''));
      expect(row.image_alt).toMatch(/graph of .*: .*\d/);
    }
    const served = await testApp.app.inject({
      method: 'GET',
      url: `/api/getDiagnosticQuestion/${SKILL_ID}/1`,
    });
    const question = served.json<{ current_question: { id: number; image_alt: string } }>().current_question;
    expect(question.image_alt).toBe((await findRow(question.id)).image_alt);
  });

  it('keeps an open round working across the change: its question is retired, still checkable, and saved', async () => {
    // A question submitted before the change, and one checked wrong and still open.
    for (const kind of ['submitted', 'open'] as const) {
      const served = await serveQuestion(testApp, learner, 'practice', SKILL_ID, sheet, 1);
      expect(served.statusCode, served.body).toBe(200);
      const id = served.json<{ current_question: { id: number } }>().current_question.id;
      const key = await readAnswerKey(testApp, id);
      const isSubmitted = kind === 'submitted';
      const check = await checkAnswer(testApp, learner, id, isSubmitted ? key : wrongAnswerFor(key));
      expect(check.is_correct).toBe(isSubmitted);
      if (isSubmitted) submittedQuestionId = id;
      else openQuestionId = id;
      sheet.questions.push({
        id,
        skill_id: SKILL_ID,
        validation_control: {
          selected_answer: key,
          attempts_counter: isSubmitted ? 1 : 2,
          wrong_attempts: isSubmitted ? 0 : 1,
          submitted: true,
          time_spent: 1000,
        },
      });
    }
    const openBefore = await findRow(openQuestionId);
    const attemptsBefore = await countAttempts(openQuestionId);
    expect(attemptsBefore).toBe(1);

    expect(await seedWith(rewrittenBank)).toEqual({
      questionCount: ALL_ROWS,
      insertedCount: LEVEL_ONE_ROWS,
      retiredCount: LEVEL_ONE_ROWS,
    });

    // The old row is kept as it was, retired; its successor at the same seed is live with the new content.
    const openAfter = await findRow(openQuestionId);
    expect(openAfter.retired_at).not.toBeNull();
    expect(openAfter.title).toBe(openBefore.title);
    const successor = await findLiveRowAtKeyOf(openAfter);
    expect(successor.id).not.toBe(openQuestionId);
    expect(successor.title).toBe(`Revised: ${openBefore.title}`);
    expect(successor.generator_hash).toBe(
      hashGeneratedQuestion(
        rewrittenBank.generate(
          successor.task_id ?? 0,
          successor.difficult_level as DifficultyLevel,
          successor.generator_seed ?? 0,
        ),
      ),
    );
    expect(await countAttempts(openQuestionId)).toBe(attemptsBefore);
    expect(await countAttempts(submittedQuestionId)).toBe(1);

    // The open question is checked and recorded in its round as if nothing happened.
    const right = await checkAnswer(testApp, learner, openQuestionId, openAfter.answer);
    expect(right).toMatchObject({
      is_correct: true,
      validation_control: { attempts_counter: 2, wrong_attempts: 1, submitted: true },
    });

    // The rest of the round is served from the live questions only, and the round saves.
    for (let index = sheet.questions.length; index < 10; index += 1) {
      const served = await serveQuestion(testApp, learner, 'practice', SKILL_ID, sheet, 1);
      expect(served.statusCode, served.body).toBe(200);
      const id = served.json<{ current_question: { id: number } }>().current_question.id;
      const row = await findRow(id);
      expect(row.retired_at).toBeNull();
      expect(row.title.startsWith('Revised: ')).toBe(true);
      expect((await checkAnswer(testApp, learner, id, row.answer)).is_correct).toBe(true);
      sheet.questions.push({
        id,
        skill_id: SKILL_ID,
        validation_control: {
          selected_answer: row.answer,
          attempts_counter: 1,
          wrong_attempts: 0,
          submitted: true,
          time_spent: 1000,
        },
      });
    }
    const saved = await saveRound(testApp, learner, 'practice', TOPIC_ID, learner.userId, sheet);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SaveRoundResponse>().practice_results).toMatchObject({ total_questions: 10 });
  });

  it('never serves a retired question again: practice draws, the demo, the sample and the question bank', async () => {
    const retiredIds = new Set(
      (
        await testApp.database.db
          .selectFrom('question')
          .select('id')
          .where('retired_at', 'is not', null)
          .execute()
      ).map((row) => row.id),
    );
    expect(retiredIds.size).toBe(LEVEL_ONE_ROWS);
    const curriculum = testApp.app.services.curriculum;
    for (let draw = 0; draw < 20; draw += 1) {
      const question = await curriculum.pickLearnerQuestion(SKILL_ID, 1, [], []);
      expect(question && retiredIds.has(question.id)).toBe(false);
      const demo = await testApp.app.inject({
        method: 'GET',
        url: `/api/getDiagnosticQuestion/${SKILL_ID}/1`,
      });
      expect(demo.statusCode, demo.body).toBe(200);
      const demoQuestion = demo.json<{ current_question: { id: number; title: string } }>().current_question;
      expect(retiredIds.has(demoQuestion.id)).toBe(false);
      expect(demoQuestion.title.startsWith('Revised: ')).toBe(true);
    }
    const sample = await curriculum.getQuestionPreview(SKILL_ID);
    expect(retiredIds.has(sample.id)).toBe(false);
    const listed = await createQuestionBankRepository(testApp.database.db).listQuestions(
      { status: 'all', skill_id: SKILL_ID },
      { limit: 100, offset: 0 },
    );
    expect(listed.total).toBe(3 * 2 * PRACTICE_SEEDS.length);
    expect(listed.rows.some((row) => retiredIds.has(row.id))).toBe(false);
  });

  it('lets a visitor still check a retired demo question by its id', async () => {
    const retiredDemo = await testApp.database.db
      .selectFrom('question')
      .selectAll()
      .where('purpose', '=', 'demo')
      .where('retired_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/checkAnswer/${retiredDemo.id}`,
      payload: { selected_answer: retiredDemo.answer, time_spent: 1000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ is_correct: boolean }>().is_correct).toBe(true);
  });

  it('does nothing on the next start, and a generator changed back retires the rewrite in turn', async () => {
    expect(await seedWith(rewrittenBank)).toMatchObject({ insertedCount: 0, retiredCount: 0 });
    expect(await seedWith(originalBank)).toEqual({
      questionCount: ALL_ROWS,
      insertedCount: LEVEL_ONE_ROWS,
      retiredCount: LEVEL_ONE_ROWS,
    });
    const retired = await testApp.database.db
      .selectFrom('question')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('retired_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(retired.count)).toBe(2 * LEVEL_ONE_ROWS);
  });

  it('leaves a question a teacher edited alone, whatever its generator now writes', async () => {
    const edited = await testApp.database.db
      .selectFrom('question')
      .selectAll()
      .where('difficult_level', '=', 1)
      .where('purpose', '=', 'practice')
      .where('retired_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .updateTable('question')
      .set({ title: 'A teacher wrote this', updated_at: new Date().toISOString() })
      .where('id', '=', edited.id)
      .execute();
    expect(await seedWith(rewrittenBank)).toMatchObject({
      insertedCount: LEVEL_ONE_ROWS - 1,
      retiredCount: LEVEL_ONE_ROWS - 1,
    });
    const after = await findRow(edited.id);
    expect(after.retired_at).toBeNull();
    expect(after.title).toBe('A teacher wrote this');
  });
});

describe('rows stored before rows carried a hash', () => {
  it('are given their hash when they hold what the generator writes, and retired when they do not', async () => {
    const levelTwo = await testApp.database.db
      .selectFrom('question')
      .select(['id', 'generator_hash'])
      .where('difficult_level', '=', 2)
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(levelTwo).toHaveLength(3 * PRACTICE_SEEDS.length);
    const [stale, ...current] = levelTwo;
    if (!stale) throw new Error('no level-2 row');
    await testApp.database.db
      .updateTable('question')
      .set({ generator_hash: null, image_alt: null })
      .where('difficult_level', '=', 2)
      .execute();
    await testApp.database.db
      .updateTable('question')
      .set({ explanation: 'An explanation an earlier generator wrote.' })
      .where('id', '=', stale.id)
      .execute();

    expect(await seedWith(rewrittenBank)).toMatchObject({ insertedCount: 1, retiredCount: 1 });
    for (const row of current) {
      const after = await findRow(row.id);
      expect(after.generator_hash).toBe(row.generator_hash);
      // Rows from before the hash get their diagram's description with it.
      expect(after.image_alt).toBe(
        describeDiagram(generateQuestion(after.task_id ?? 0, 2, after.generator_seed ?? 0).image_svg ?? ''),
      );
    }
    const staleAfter = await findRow(stale.id);
    expect(staleAfter.retired_at).not.toBeNull();
    expect((await findLiveRowAtKeyOf(staleAfter)).generator_hash).toBe(stale.generator_hash);
  });
});

describe('practice picks drawn from the ids an instance keeps of a level', () => {
  it('never serve a question retired since the ids were read, and see a returned one once they are old', async () => {
    let clock = Date.parse('2026-11-26T09:00:00Z');
    const curriculum = createCurriculumRepository(testApp.database.db);
    const instance = createGeneratedQuestionsService({
      curriculum,
      catalogue: createCurriculumCatalogueService({ curriculum }),
      images: createQuestionImageStore(createStorage(testApp.config.storage)),
      bank: originalBank,
      now: () => clock,
    });
    const live = await curriculum.listLiveQuestionIds(SKILL_ID, 'practice', 2);
    const [kept, ...others] = live;
    if (kept === undefined || others.length === 0) throw new Error('level 2 needs several live questions');
    const pickIds = async (count: number) => {
      const ids = new Set<number>();
      for (let pick = 0; pick < count; pick += 1)
        ids.add((await instance.pickLearnerQuestion(SKILL_ID, 2, [], []))?.id ?? 0);
      return ids;
    };
    // The instance reads the level's ids, then another instance retires all but one of them.
    expect(await pickIds(1)).not.toContain(0);
    const retiredAt = new Date(clock).toISOString();
    await testApp.database.db
      .updateTable('question')
      .set({ retired_at: retiredAt })
      .where('id', 'in', others)
      .execute();
    expect([...(await pickIds(30))]).toEqual([kept]);

    // They come back (a teacher restores them, say): the ids the instance read meanwhile are kept a while longer.
    await testApp.database.db
      .updateTable('question')
      .set({ retired_at: null })
      .where('id', 'in', others)
      .execute();
    expect([...(await pickIds(10))]).toEqual([kept]);
    clock += KEPT_READ_MAX_AGE_MS;
    expect((await pickIds(40)).size).toBeGreaterThan(1);
  });

  it("read a skill's available points again once they are old, or at once after a seed here", async () => {
    let clock = Date.parse('2026-11-26T09:00:00Z');
    const curriculum = createCurriculumRepository(testApp.database.db);
    const catalogue = createCurriculumCatalogueService({ curriculum, now: () => clock });
    const before = (await catalogue.findSkillWithPoints(SKILL_ID))?.skill_points ?? 0;
    expect(before).toBeGreaterThan(0);
    const raisePoints = (by: number) =>
      testApp.database.db
        .updateTable('question')
        .set((eb) => ({ points: eb('points', '+', by) }))
        .where('skill_id', '=', SKILL_ID)
        .execute();
    await raisePoints(1);
    expect((await catalogue.findSkillWithPoints(SKILL_ID))?.skill_points).toBe(before);
    clock += KEPT_READ_MAX_AGE_MS;
    expect((await catalogue.findSkillWithPoints(SKILL_ID))?.skill_points).toBe(before + 10);
    await raisePoints(-1);
    catalogue.forgetCatalogueReads();
    expect((await catalogue.findSkillWithPoints(SKILL_ID))?.skill_points).toBe(before);
  });
});
