import type {
  CheckAnswerResponse,
  CurriculumTopic,
  DemoSkill,
  LearnerQuestion,
  QuestionHintResponse,
  RevealedQuestion,
  ShowSolutionResponse,
} from '@mathwise/api-contract';
import {
  course,
  describeDiagram,
  DIFFICULTY_LEVELS,
  skills,
  subjects,
  tasks,
  tasksOfSkill,
  topics,
  type Misconception,
  type SeedQuestion,
} from '@mathwise/curriculum';
import {
  checkAnswer,
  chooseDiagnosticSkills,
  CORRECT_FEEDBACK,
  findPlacementSources,
  QUESTIONS_PER_ROUND,
  selectHintAfterWrongAnswer,
  WRONG_FEEDBACK,
  type AnswerKind,
} from '@mathwise/learning-rules';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import type { QuestionPurpose } from '../../platform/db/schema';
import { isOpenToUnrecordedCheck } from './curriculum.policy';
import type {
  CatalogueFilter,
  CurriculumRepository,
  GeneratedQuestionChanges,
  LiveGeneratedQuestion,
  NewQuestion,
  StoredQuestion,
} from './curriculum.repository';
import {
  curriculumGeneratedBank,
  DEMO_TOPIC_IDS,
  hashGeneratedQuestion,
  type GeneratedBank,
  type GeneratedBankQuestion,
} from './generated-bank';
import { nameSvgImage, type QuestionImageStore } from './question-images';

export function presentQuestion(question: StoredQuestion): LearnerQuestion {
  return {
    id: question.id,
    title: question.title,
    description: question.description,
    question_type: question.question_type,
    question_options: question.question_options
      ? (JSON.parse(question.question_options) as LearnerQuestion['question_options'])
      : null,
    difficult_level: question.difficult_level,
    points: question.points,
    image_url: question.image_url,
    image_alt: question.image_url ? question.image_alt : null,
    course_id: question.course_id,
    subject_id: question.subject_id,
    topic_id: question.topic_id,
    skill_id: question.skill_id,
    task_id: question.task_id,
    hint_count: readHints(question).length,
  };
}

export function revealQuestion(question: StoredQuestion): RevealedQuestion {
  return { ...presentQuestion(question), answer: question.answer };
}

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

export interface SeedSummary {
  /** Live generated questions after the seed. */
  questionCount: number;
  insertedCount: number;
  retiredCount: number;
}

/** Hints as stored: JSON text, or null for none. */
export function serialiseHints(hints: readonly string[] | null | undefined): string | null {
  return hints && hints.length > 0 ? JSON.stringify(hints) : null;
}

export function serialiseMisconceptions(
  misconceptions: readonly Misconception[] | null | undefined,
): string | null {
  return misconceptions && misconceptions.length > 0 ? JSON.stringify(misconceptions) : null;
}

/** A stored question's hints; a malformed value reads as none rather than failing the learner's check. */
export function readHints(question: Pick<StoredQuestion, 'hints'>): string[] {
  const parsed = parseJson(question.hints);
  return Array.isArray(parsed) ? parsed.filter((hint): hint is string => typeof hint === 'string') : [];
}

export function readMisconceptions(question: Pick<StoredQuestion, 'misconceptions'>): Misconception[] {
  const parsed = parseJson(question.misconceptions);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is Misconception =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Misconception).answer === 'string' &&
      typeof (item as Misconception).hint === 'string',
  );
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A skill of the catalogue with its available points and where it sits, without its tasks (no learner data). */
export interface CatalogueSkillPoints {
  skill_id: number;
  skill_name: string;
  skill_description: string | null;
  skill_points: number;
  topic_id: number;
  topic_name: string;
  subject_id: number;
  subject_name: string;
}

/**
 * A topic's diagnostic (issue 20, docs/learning-model.md §14): the skills it tests, in catalogue order, and for
 * each other skill of the topic the tested skills its place is read from.
 */
export interface DiagnosticChoice {
  readonly testedSkillIds: readonly number[];
  readonly placedFrom: ReadonlyMap<number, readonly number[]>;
}

/** A skill of the catalogue with what the learner calls show about it (no learner data). */
export interface CatalogueSkill extends CatalogueSkillPoints {
  tasks: Array<{ id: number; name: string; skill_id: number }>;
}

export function createCurriculumService(deps: {
  curriculum: CurriculumRepository;
  images: QuestionImageStore;
  /** What the generators produce now; the curriculum package's unless a test stands in a changed one. */
  bank?: GeneratedBank;
}) {
  const { curriculum } = deps;
  const bank = deps.bank ?? curriculumGeneratedBank;

  /**
   * Each topic's diagnostic choice, worked out once: every diagnostic question served and saved needs it, and a
   * topic's skills change only when the catalogue is seeded (the catalogue is code; each instance seeds it as it
   * starts), which drops what is kept. Only topics with skills are kept, so ids that name no topic cannot fill it;
   * `catalogueVersion` keeps a choice read before a seed from being stored after it.
   */
  const diagnosticChoices = new Map<number, DiagnosticChoice>();
  let catalogueVersion = 0;

  async function readDiagnosticChoice(topicId: number): Promise<DiagnosticChoice> {
    const skills = (await curriculum.listSkillsOfTopics([topicId])).map((skill) => ({
      id: skill.id,
      expectations: skill.expectations
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    }));
    const testedSkillIds = chooseDiagnosticSkills(skills);
    const tested = skills.filter((skill) => testedSkillIds.includes(skill.id));
    const placedFrom = new Map(
      skills
        .filter((skill) => !testedSkillIds.includes(skill.id))
        .map((skill) => [skill.id, findPlacementSources(skill, tested)]),
    );
    return { testedSkillIds, placedFrom };
  }

  /**
   * The catalogue's skills with their available points but not their tasks, in one statement: for reports that
   * show points and levels only (the progress report, the topic summary).
   */
  async function listSkillPoints(filter: CatalogueFilter): Promise<CatalogueSkillPoints[]> {
    return (await curriculum.listSkillCatalogue(filter)).map((skill) => ({
      skill_id: skill.id,
      skill_name: skill.name,
      skill_description: skill.description,
      skill_points: QUESTIONS_PER_ROUND * Number(skill.top_points ?? 0),
      topic_id: skill.topic_id,
      topic_name: skill.topic_name,
      subject_id: skill.subject_id,
      subject_name: skill.subject_name,
    }));
  }

  /**
   * Skills of a topic, a grade or a course with their tasks and available points: one full round at the skill's
   * hardest level, 10 x its highest question points (docs/learning-model.md §5.1).
   */
  async function listSkillCatalogue(filter: CatalogueFilter): Promise<CatalogueSkill[]> {
    const [skills, taskRows] = await Promise.all([
      listSkillPoints(filter),
      curriculum.listTasksOfCatalogue(filter),
    ]);
    const tasksBySkill = new Map<number, CatalogueSkill['tasks']>();
    for (const task of taskRows) {
      const tasks = tasksBySkill.get(task.skill_id) ?? [];
      tasks.push({ id: task.id, name: task.name, skill_id: task.skill_id });
      tasksBySkill.set(task.skill_id, tasks);
    }
    return skills.map((skill) => ({ ...skill, tasks: tasksBySkill.get(skill.skill_id) ?? [] }));
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

  /** The demo's unrecorded calls take the demo's questions only (issue 22.3); the practice area records the rest. */
  function requireDemoQuestion(question: StoredQuestion): void {
    if (!isOpenToUnrecordedCheck(question)) {
      throw new Error(
        `Question ${question.id} is not the demo's: it is checked only inside a learner's round.`,
      );
    }
  }

  return {
    /**
     * Stores the Ontario catalogue and its generated questions (the practice bank and the demo's own questions), and
     * brings a database seeded by earlier generators up to the current ones (`bringGeneratedQuestionsUpToDate`).
     * Safe to run at every start and from several instances: catalogue rows are upserted by id and questions are
     * inserted by their live (task, purpose, level, seed) key.
     */
    async seedCurriculum(): Promise<SeedSummary> {
      catalogueVersion += 1;
      diagnosticChoices.clear();
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
      // A choice read while the catalogue was being written may be of the old one.
      catalogueVersion += 1;
      diagnosticChoices.clear();
      return bringGeneratedQuestionsUpToDate();
    },

    async getCourse(id: number) {
      const found = await curriculum.findCourse(id);
      if (!found) throw notFound('There is no such course.');
      return found;
    },

    listSubjectsOfCourse(courseId: number) {
      return curriculum.listSubjectsOfCourse(courseId);
    },

    async listTopicsOfSubject(subjectId: number): Promise<CurriculumTopic[]> {
      const subject = await curriculum.findSubject(subjectId);
      if (!subject) return [];
      const topicRows = await curriculum.listTopicsOfSubject(subjectId);
      const skillRows = await curriculum.listSkillsOfTopics(topicRows.map((topic) => topic.id));
      return topicRows.map((topic) => ({
        id: topic.id,
        name: topic.name,
        description: topic.description,
        skills: skillRows
          .filter((skill) => skill.topic_id === topic.id)
          .map(({ id, name }) => ({ id, name })),
        subject: [subject],
      }));
    },

    findTopic(topicId: number) {
      return curriculum.findTopic(topicId);
    },

    /** A stored question with its key, for the practice area's records; never sent as is. */
    findStoredQuestion(questionId: number): Promise<StoredQuestion | undefined> {
      return curriculum.findQuestion(questionId);
    },

    /** A skill with its topic and grade ids, or undefined. */
    findSkill(skillId: number) {
      return curriculum.findSkill(skillId);
    },

    /**
     * A skill with its topic and its available points (`skill_points`: 10 x its highest practice question points,
     * docs/learning-model.md §11.1), in one read.
     */
    async findSkillWithPoints(skillId: number) {
      const skill = await curriculum.findSkillWithTopPoints(skillId);
      if (!skill) return undefined;
      const { top_points: topPoints, ...found } = skill;
      return { ...found, skill_points: QUESTIONS_PER_ROUND * Number(topPoints ?? 0) };
    },

    findSubject(subjectId: number) {
      return curriculum.findSubject(subjectId);
    },

    listSkillCatalogue,

    listSkillPoints,

    /**
     * The skills a topic's diagnostic tests and where its other skills are placed from (chooseDiagnosticSkills),
     * read once per topic between two seeds of the catalogue.
     */
    async findDiagnosticChoice(topicId: number): Promise<DiagnosticChoice> {
      const kept = diagnosticChoices.get(topicId);
      if (kept) return kept;
      const version = catalogueVersion;
      const choice = await readDiagnosticChoice(topicId);
      if (choice.testedSkillIds.length > 0 && version === catalogueVersion)
        diagnosticChoices.set(topicId, choice);
      return choice;
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
      return (
        (await curriculum.pickRandomQuestion(skillId, 'practice', level, [...roundIds, ...recentIds])) ??
        (await drawFreshQuestion(skillId, level)) ??
        (await curriculum.pickRandomQuestion(skillId, 'practice', level, roundIds))
      );
    },

    async getTopic(topicId: number): Promise<CurriculumTopic> {
      const topic = await curriculum.findTopic(topicId);
      if (!topic) throw notFound('There is no such topic.');
      const subject = await curriculum.findSubject(topic.subject_id);
      const skillRows = await curriculum.listSkillsOfTopics([topic.id]);
      return {
        id: topic.id,
        name: topic.name,
        description: topic.description,
        skills: skillRows.map(({ id, name }) => ({ id, name })),
        subject: subject ? [subject] : [],
      };
    },

    /** GET /api/admin/question/preview/:skillId: a public sample, never with its answer. */
    async getQuestionPreview(skillId: number): Promise<LearnerQuestion> {
      const question = await curriculum.findSampleQuestion(skillId);
      if (!question) throw notFound('This skill has no questions yet.');
      return presentQuestion(question);
    },

    /** GET /api/getDemoDiagnosticSkills/:topicId: the demo's skills with their tasks, for Grade 6's strands. */
    async listDemoSkills(topicId: number): Promise<DemoSkill[]> {
      if (!DEMO_TOPIC_IDS.has(topicId)) throw notFound('The demo covers topics 1 to 5.');
      const [topic, skills] = await Promise.all([
        curriculum.findTopic(topicId),
        listSkillCatalogue({ topicId }),
      ]);
      if (!topic) throw notFound('There is no such topic.');
      return skills.map((skill) => ({
        skill_id: skill.skill_id,
        skill_name: skill.skill_name,
        skill_description: skill.skill_description,
        skill_points: skill.skill_points,
        subject_id: skill.subject_id,
        topic_id: skill.topic_id,
        topic_name: skill.topic_name,
        tasks: skill.tasks,
      }));
    },

    /**
     * A question of a skill at a level from the demo's questions (for a visitor) or the practice bank (a sample for a
     * signed-in caller who is not a learner), without a record and never with its answer. A learner's diagnostic
     * question is served inside their recorded round by the practice area.
     */
    async pickSampleQuestion(
      purpose: 'demo' | 'practice',
      skillId: number,
      level: number,
      excludedIds: number[] = [],
    ): Promise<LearnerQuestion> {
      const question =
        (await curriculum.pickRandomQuestion(skillId, purpose, level, excludedIds)) ??
        (await curriculum.pickRandomQuestion(skillId, purpose, level));
      if (!question) throw notFound('There is no question for this skill and level.');
      return presentQuestion(question);
    },

    /**
     * The demo's check, without a record: checked on the server, so no key travels before the answer; a wrong answer
     * gets the hint and the worked explanation, a right one the key too. Only for the demo's questions.
     */
    checkDemoAnswer(question: StoredQuestion, selectedAnswer: string): CheckAnswerResponse {
      requireDemoQuestion(question);
      const result = checkAnswer(
        {
          answer: question.answer,
          question_type: question.question_type,
          answer_kind: question.answer_kind as AnswerKind,
          requires_answer_form: question.requires_answer_form,
        },
        selectedAnswer,
      );
      if (result.status === 'empty') throw badRequest(result.message);
      const isCorrect = result.status === 'correct';
      return {
        is_correct: isCorrect,
        message: isCorrect ? CORRECT_FEEDBACK : WRONG_FEEDBACK,
        explanation: question.explanation,
        ...(isCorrect
          ? { question: revealQuestion(question) }
          : {
              hint: selectHintAfterWrongAnswer(
                {
                  hints: readHints(question),
                  misconceptions: readMisconceptions(question),
                  answer_kind: question.answer_kind as AnswerKind,
                },
                selectedAnswer,
                { hintsUsed: 0, wrongAttempts: 1 },
              ),
            }),
      };
    },

    /** The demo's Hint: a demo question's first hint, which "I can't answer this question" shows. */
    giveDemoHint(question: StoredQuestion): QuestionHintResponse {
      requireDemoQuestion(question);
      const [hint] = readHints(question);
      if (hint === undefined) throw conflict('This question has no hints yet.', 'No more hints');
      const hintCount = readHints(question).length;
      return { hint, hint_number: 1, hint_count: hintCount, hints_used: 1 };
    },

    /** The demo's "Show me how": a demo question's worked solution and key, without a record. */
    showDemoSolution(question: StoredQuestion): ShowSolutionResponse {
      requireDemoQuestion(question);
      return { explanation: question.explanation, question: revealQuestion(question), solution_shown: true };
    },
  };
}

export type CurriculumService = ReturnType<typeof createCurriculumService>;
