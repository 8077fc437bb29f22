import type { CurriculumTopic } from '@mathwise/api-contract';
import { chooseDiagnosticSkills, findPlacementSources, QUESTIONS_PER_ROUND } from '@mathwise/learning-rules';
import { notFound } from '../../platform/http/http-errors';
import type { CatalogueFilter, CurriculumRepository } from './curriculum.repository';
import { createKeptReads } from './kept-reads';

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

/** A skill with its topic and its available points (findSkillWithPoints). */
export type SkillWithPoints = Omit<
  NonNullable<Awaited<ReturnType<CurriculumRepository['findSkillWithTopPoints']>>>,
  'top_points'
> & { skill_points: number };

/** A skill of the catalogue with what the learner calls show about it (no learner data). */
export interface CatalogueSkill extends CatalogueSkillPoints {
  tasks: Array<{ id: number; name: string; skill_id: number }>;
}

/**
 * The catalogue: the course, its grades, topics and skills with their tasks and available points, and each topic's
 * diagnostic choice (kept between two seeds of the catalogue).
 */
export function createCurriculumCatalogueService(deps: {
  curriculum: CurriculumRepository;
  /** Tests move time; production reads the clock. */
  now?: () => number;
}) {
  const { curriculum } = deps;

  /**
   * Each topic's diagnostic choice, worked out once: every diagnostic question served and saved needs it, and a
   * topic's skills change only when the catalogue is seeded (the catalogue is code; each instance seeds it as it
   * starts), which drops what is kept. Only topics with skills are kept, so ids that name no topic cannot fill it;
   * `catalogueVersion` keeps a choice read before a seed from being stored after it.
   */
  const diagnosticChoices = new Map<number, DiagnosticChoice>();
  let catalogueVersion = 0;
  /** The skill of every question served and round saved, with its available points (kept-reads.ts). */
  const skillsWithPoints = createKeptReads({ read: readSkillWithPoints, now: deps.now });
  /** The topic's skills of every round saved (its report and badges), and the progress reports' catalogues. */
  const catalogues = createKeptReads({
    read: (key: string) => readSkillCatalogue(JSON.parse(key) as CatalogueFilter),
    isKept: (skills) => skills.length > 0,
    now: deps.now,
  });

  async function readSkillWithPoints(skillId: number): Promise<SkillWithPoints | undefined> {
    const row = await curriculum.findSkillWithTopPoints(skillId);
    if (!row) return undefined;
    const { top_points: topPoints, ...found } = row;
    return { ...found, skill_points: QUESTIONS_PER_ROUND * Number(topPoints ?? 0) };
  }

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
  async function readSkillCatalogue(filter: CatalogueFilter): Promise<CatalogueSkill[]> {
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

  /** The catalogue's skills of a topic, grade or course, shared by its callers (read-only). */
  async function listSkillCatalogue(filter: CatalogueFilter): Promise<readonly CatalogueSkill[]> {
    const { topicId, subjectId, courseId } = filter;
    return (await catalogues.get(JSON.stringify({ topicId, subjectId, courseId }))) ?? [];
  }

  return {
    /** A change to the catalogue or the bank drops the diagnostic choices and skills kept, and any read meanwhile. */
    forgetCatalogueReads(): void {
      catalogueVersion += 1;
      diagnosticChoices.clear();
      skillsWithPoints.forget();
      catalogues.forget();
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

    /** A skill with its topic and grade ids, or undefined. */
    findSkill(skillId: number) {
      return curriculum.findSkill(skillId);
    },

    /**
     * A skill with its topic and its available points (`skill_points`: 10 x its highest practice question points,
     * docs/learning-model.md §11.1), in one read.
     */
    findSkillWithPoints(skillId: number): Promise<SkillWithPoints | undefined> {
      return skillsWithPoints.get(skillId);
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
  };
}

export type CurriculumCatalogueService = ReturnType<typeof createCurriculumCatalogueService>;
