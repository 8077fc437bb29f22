import {
  course,
  describeDiagram,
  DIFFICULTY_LEVELS,
  skills,
  subjects,
  tasks,
  tasksOfSkill,
  topics,
  type SeedQuestion,
} from '@mathwise/curriculum';
import type { QuestionPurpose } from '../../platform/db/schema';
import type {
  CurriculumRepository,
  GeneratedQuestionChanges,
  LiveGeneratedQuestion,
  NewQuestion,
  StoredQuestion,
} from './curriculum.repository';
import type { CurriculumCatalogueService } from './curriculum.service';
import {
  curriculumGeneratedBank,
  hashGeneratedQuestion,
  type GeneratedBank,
  type GeneratedBankQuestion,
} from './generated-bank';
import { createKeptReads } from './kept-reads';
import { nameSvgImage, type QuestionImageStore } from './question-images';
import { serialiseHints, serialiseMisconceptions } from './stored-questions';

/** A generated question's place in the bank: the live row of a task, purpose, level and seed is unique. */
function generatedKey(taskId: number | null, purpose: string, level: number, seed: number | null): string {
  return `${taskId}:${purpose}:${level}:${seed}`;
}

interface WantedQuestion extends GeneratedBankQuestion {
  hash: string;
}

/** Whether a row stored before rows carried a hash holds what the generator now writes, hints included. */
function isStoredAsGenerated(row: StoredQuestion, wanted: SeedQuestion): boolean {
  return (
    row.title === wanted.title &&
    row.description === wanted.description &&
    row.question_type === wanted.question_type &&
    row.question_options === (wanted.question_options ? JSON.stringify(wanted.question_options) : null) &&
    row.answer === wanted.answer &&
    row.answer_kind === wanted.answer_kind &&
    Boolean(row.requires_answer_form) === wanted.requires_answer_form &&
    row.explanation === wanted.explanation &&
    row.difficult_level === wanted.difficult_level &&
    row.points === wanted.points &&
    row.image_url === (wanted.image_svg ? nameSvgImage(wanted.image_svg) : null) &&
    row.hints === serialiseHints(wanted.hints) &&
    row.misconceptions === serialiseMisconceptions(wanted.misconceptions)
  );
}

function poolKey(skillId: number, level: number): string {
  return `${skillId}:${level}`;
}

export interface SeedSummary {
  /** Live generated questions after the seed. */
  questionCount: number;
  insertedCount: number;
  retiredCount: number;
}

/**
 * The generated question bank: the catalogue and its generated questions stored at every start and kept up to date
 * with the generators, and the practice-bank questions drawn for a learner (a new one generated when none is left).
 */
export function createGeneratedQuestionsService(deps: {
  curriculum: CurriculumRepository;
  catalogue: Pick<CurriculumCatalogueService, 'forgetCatalogueReads'>;
  images: QuestionImageStore;
  /** What the generators produce now; the curriculum package's unless a test stands in a changed one. */
  bank?: GeneratedBank;
  /** Tests move time; production reads the clock. */
  now?: () => number;
}) {
  const { curriculum, catalogue } = deps;
  const bank = deps.bank ?? curriculumGeneratedBank;

  /**
   * Each practice level's live question ids, by `skill:level` (kept-reads.ts). Drawing a question in SQL (`order by
   * random()` over the level's ~100 rows, less the avoided ones) was the costliest statement of every question served
   * (issue 25); drawn from these ids, the pick is one read by primary key, which refuses a question retired or moved
   * to another level since the ids were read.
   */
  const questionPools = createKeptReads({
    read: (key: string) => {
      const [skillId, level] = key.split(':').map(Number) as [number, number];
      return curriculum.listLiveQuestionIds(skillId, 'practice', level);
    },
    isKept: (ids) => ids.length > 0,
    now: deps.now,
  });

  /**
   * A random live question of the level's pool outside `avoidedIds`; undefined when none is left there, or when
   * the pick is no longer live at that level (the pool is then read again next time, and the SQL draw decides now).
   */
  async function drawFromQuestionPool(
    skillId: number,
    level: number,
    avoidedIds: ReadonlySet<number>,
  ): Promise<StoredQuestion | undefined> {
    const pool = (await questionPools.get(poolKey(skillId, level))) ?? [];
    const candidates = pool.filter((id) => !avoidedIds.has(id));
    const picked = candidates[Math.floor(Math.random() * candidates.length)];
    if (picked === undefined) return undefined;
    const question = await curriculum.findLiveQuestionOfLevel(picked, skillId, 'practice', level);
    if (!question) questionPools.forget(poolKey(skillId, level));
    return question;
  }

  /** Everything kept of the bank and the catalogue is read again after a seed or a teacher's change here. */
  function forgetBankReads(): void {
    questionPools.forget();
    catalogue.forgetCatalogueReads();
  }

  async function toQuestionRow(question: SeedQuestion, purpose: QuestionPurpose): Promise<NewQuestion> {
    return {
      course_id: question.courseId,
      subject_id: question.subjectId,
      topic_id: question.topicId,
      skill_id: question.skillId,
      task_id: question.taskId,
      title: question.title,
      description: question.description,
      question_type: question.question_type,
      question_options: question.question_options ? JSON.stringify(question.question_options) : null,
      answer: question.answer,
      answer_kind: question.answer_kind,
      requires_answer_form: question.requires_answer_form,
      explanation: question.explanation,
      hints: serialiseHints(question.hints),
      misconceptions: serialiseMisconceptions(question.misconceptions),
      difficult_level: question.difficult_level,
      points: question.points,
      image_url: question.image_svg ? await deps.images.saveSvg(question.image_svg) : null,
      image_alt: question.image_svg ? describeDiagram(question.image_svg) : null,
      generator_seed: question.seed,
      generator_hash: hashGeneratedQuestion(question),
      purpose,
      is_generated: true,
      created_at: new Date().toISOString(),
    };
  }

  /**
   * A question the bank does not hold yet, generated with the next unused seed of the skill's tasks (in turn) and
   * stored like the seed's, so a learner who has seen every stored question of a level gets a new one rather than
   * a repeat. Two learners drawing at once get the same new row through the seed key.
   */
  async function drawFreshQuestion(skillId: number, level: number): Promise<StoredQuestion | undefined> {
    const skillTasks = tasksOfSkill(skillId);
    const difficulty = DIFFICULTY_LEVELS.find((candidate) => candidate === level);
    if (skillTasks.length === 0 || difficulty === undefined) return undefined;
    const seed = (await curriculum.findHighestGeneratorSeed(skillId, 'practice', difficulty)) + 1;
    const task = skillTasks[seed % skillTasks.length];
    if (!task) return undefined;
    const question: SeedQuestion = {
      ...bank.generate(task.id, difficulty, seed),
      taskId: task.id,
      skillId,
      topicId: task.topicId,
      subjectId: task.subjectId,
      courseId: course.id,
      seed,
    };
    await curriculum.insertGeneratedQuestions([await toQuestionRow(question, 'practice')]);
    questionPools.forget(poolKey(skillId, level));
    return curriculum.findGeneratedQuestion(task.id, 'practice', difficulty, seed);
  }

  /** What the generator of a stored row's task writes for it now, or undefined when the task has no generator. */
  function regenerate(row: LiveGeneratedQuestion): WantedQuestion | undefined {
    const task = tasks.find((candidate) => candidate.id === row.task_id);
    const level = DIFFICULTY_LEVELS.find((candidate) => candidate === row.difficult_level);
    if (!task || level === undefined || row.generator_seed === null) return undefined;
    const question: SeedQuestion = {
      ...bank.generate(task.id, level, row.generator_seed),
      taskId: task.id,
      skillId: task.skillId,
      topicId: task.topicId,
      subjectId: task.subjectId,
      courseId: course.id,
      seed: row.generator_seed,
    };
    return { question, purpose: row.purpose, hash: hashGeneratedQuestion(question) };
  }

  /**
   * docs/curriculum.md "When a generator changes": every live generated row whose generator now writes something
   * else (by `generator_hash`) is retired and the current question inserted beside it, in one transaction; missing
   * rows are inserted; rows a teacher edited (`updated_at`) are the teacher's and stay. Rows stored before rows
   * carried a hash are compared column by column once and given their hash when they match. Diagrams are written to
   * storage only for inserted rows, so a restart with unchanged generators writes nothing at all.
   */
  async function bringGeneratedQuestionsUpToDate(): Promise<SeedSummary> {
    const wantedByKey = new Map<string, WantedQuestion>();
    for (const { question, purpose } of bank.seedQuestions()) {
      wantedByKey.set(generatedKey(question.taskId, purpose, question.difficult_level, question.seed), {
        question,
        purpose,
        hash: hashGeneratedQuestion(question),
      });
    }
    const retiredIds: number[] = [];
    const replacements: WantedQuestion[] = [];
    const unhashed: Array<{ id: number; wanted: WantedQuestion }> = [];
    for (const row of await curriculum.listLiveGeneratedQuestions()) {
      const key = generatedKey(row.task_id, row.purpose, row.difficult_level, row.generator_seed);
      const wanted = wantedByKey.get(key) ?? regenerate(row);
      wantedByKey.delete(key);
      if (row.updated_at !== null || row.generator_hash === wanted?.hash) continue;
      if (!wanted) retiredIds.push(row.id);
      else if (row.generator_hash === null) unhashed.push({ id: row.id, wanted });
      else {
        retiredIds.push(row.id);
        replacements.push(wanted);
      }
    }
    const hashedRows: GeneratedQuestionChanges['hashed'] = [];
    const storedUnhashed = new Map(
      (await curriculum.findQuestionsByIds(unhashed.map(({ id }) => id))).map((row) => [row.id, row]),
    );
    for (const { id, wanted } of unhashed) {
      const stored = storedUnhashed.get(id);
      if (stored && isStoredAsGenerated(stored, wanted.question)) {
        // Rows from before the hash were stored without their diagram's description, written here once.
        hashedRows.push({
          id,
          generator_hash: wanted.hash,
          image_alt: wanted.question.image_svg ? describeDiagram(wanted.question.image_svg) : null,
        });
      } else {
        retiredIds.push(id);
        replacements.push(wanted);
      }
    }
    const inserted: NewQuestion[] = [];
    for (const { question, purpose } of [...wantedByKey.values(), ...replacements])
      inserted.push(await toQuestionRow(question, purpose));
    await curriculum.updateGeneratedQuestions({
      retiredIds,
      inserted,
      hashed: hashedRows,
      retiredAt: new Date().toISOString(),
    });
    return {
      questionCount: await curriculum.countGeneratedQuestions(),
      insertedCount: inserted.length,
      retiredCount: retiredIds.length,
    };
  }

  return {
    /**
     * Stores the Ontario catalogue and its generated questions (the practice bank and the demo's own questions), and
     * brings a database seeded by earlier generators up to the current ones (`bringGeneratedQuestionsUpToDate`).
     * Safe to run at every start and from several instances: catalogue rows are upserted by id and questions are
     * inserted by their live (task, purpose, level, seed) key.
     */
    async seedCurriculum(): Promise<SeedSummary> {
      forgetBankReads();
      await curriculum.upsertCatalogue({
        course,
        subjects: subjects.map((subject, index) => ({ id: subject.id, name: subject.name, position: index })),
        topics: topics.map((topic, index) => ({
          id: topic.id,
          subject_id: topic.subjectId,
          name: topic.name,
          description: topic.description,
          position: index,
        })),
        skills: skills.map((skill, index) => ({
          id: skill.id,
          topic_id: skill.topicId,
          name: skill.name,
          description: skill.description,
          expectations: skill.expectations.join(','),
          position: index,
        })),
        tasks: tasks.map((task) => ({
          id: task.id,
          skill_id: task.skillId,
          name: task.name,
          description: task.description,
          position: tasksOfSkill(task.skillId).indexOf(task),
        })),
      });
      const summary = await bringGeneratedQuestionsUpToDate();
      // What was read while the catalogue and its questions were being written may be of the old ones.
      forgetBankReads();
      return summary;
    },

    forgetBankReads,

    /** A stored question with its key, for the practice area's records; never sent as is. */
    findStoredQuestion(questionId: number): Promise<StoredQuestion | undefined> {
      return curriculum.findQuestion(questionId);
    },

    /**
     * A practice-bank question of a skill at a level for a learner: never one of `roundIds` (already in this round)
     * and, while others remain, none of `recentIds` (seen in the last week).
     */
    async pickLearnerQuestion(
      skillId: number,
      level: number,
      roundIds: number[],
      recentIds: number[],
    ): Promise<StoredQuestion | undefined> {
      // The SQL draw after the pool's sees questions added since the pool was read (by a teacher, another instance).
      return (
        (await drawFromQuestionPool(skillId, level, new Set([...roundIds, ...recentIds]))) ??
        (await curriculum.pickRandomQuestion(skillId, 'practice', level, [...roundIds, ...recentIds])) ??
        (await drawFreshQuestion(skillId, level)) ??
        (await curriculum.pickRandomQuestion(skillId, 'practice', level, roundIds))
      );
    },
  };
}

export type GeneratedQuestionsService = ReturnType<typeof createGeneratedQuestionsService>;
