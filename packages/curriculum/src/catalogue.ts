import type { StrandDefinition } from './core/catalogue-types';
import { type MaterialisedQuestion, type TaskDefinition, materialise } from './core/task';
import { ADDED_SKILLS, ADDED_TASKS } from './content/additions';
import { FIRST_RELEASE_PRACTISES } from './coverage';
import { grade6Algebra } from './content/grade6-algebra.skills';
import { grade6Data } from './content/grade6-data.skills';
import { grade6FinancialLiteracy } from './content/grade6-financial-literacy.skills';
import { grade6Number } from './content/grade6-number.skills';
import { grade6SpatialSense } from './content/grade6-spatial-sense.skills';
import { grade7Algebra } from './content/grade7-algebra.skills';
import { grade7Data } from './content/grade7-data.skills';
import { grade7FinancialLiteracy } from './content/grade7-financial-literacy.skills';
import { grade7Number } from './content/grade7-number.skills';
import { grade7SpatialSense } from './content/grade7-spatial-sense.skills';
import { grade8Algebra } from './content/grade8-algebra.skills';
import { grade8Data } from './content/grade8-data.skills';
import { grade8FinancialLiteracy } from './content/grade8-financial-literacy.skills';
import { grade8Number } from './content/grade8-number.skills';
import { grade8SpatialSense } from './content/grade8-spatial-sense.skills';
import {
  type Course,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  type GeneratedQuestion,
  type Skill,
  type StrandName,
  type Subject,
  type Task,
  type Topic,
} from './types';

export const course: Course = { id: 1, name: 'Ontario Mathematics' };

export const subjects: readonly Subject[] = [
  { id: 1, courseId: 1, name: 'Grade 6', grade: 6 },
  { id: 2, courseId: 1, name: 'Grade 7', grade: 7 },
  { id: 3, courseId: 1, name: 'Grade 8', grade: 8 },
];

export const STRANDS: readonly StrandName[] = [
  'Number',
  'Algebra',
  'Data',
  'Spatial Sense',
  'Financial Literacy',
];

/** Grade by grade, strands in the fixed order above: topic ids 1-5 are Grade 6, 6-10 Grade 7, 11-15 Grade 8. */
const STRAND_CONTENT: readonly (readonly StrandDefinition[])[] = [
  [grade6Number, grade6Algebra, grade6Data, grade6SpatialSense, grade6FinancialLiteracy],
  [grade7Number, grade7Algebra, grade7Data, grade7SpatialSense, grade7FinancialLiteracy],
  [grade8Number, grade8Algebra, grade8Data, grade8SpatialSense, grade8FinancialLiteracy],
];

export const topics: Topic[] = [];
/** Skills in display order: grade, strand, then the first release's skills before the added ones (ids ascending). */
export const skills: Skill[] = [];
/** Tasks in display order: by skill as above, the skill's own tasks first. */
export const tasks: Task[] = [];
const taskDefinitions = new Map<number, TaskDefinition<never>>();

/**
 * Ids of the first release, exactly as they were numbered then: skills 1..60 and tasks 1..180 in grade, strand and
 * list order. Computed from the frozen lists alone, so nothing added later can move them
 * (catalogue-ids.fixture.json holds them and catalogue.test.ts compares).
 */
const firstReleaseSkillIds: number[][][] = [];
const firstReleaseTaskIds: number[][][][] = [];
{
  let skillCounter = 0;
  let taskCounter = 0;
  STRAND_CONTENT.forEach((grade, gradeIndex) => {
    firstReleaseSkillIds[gradeIndex] = [];
    firstReleaseTaskIds[gradeIndex] = [];
    grade.forEach((strand, strandIndex) => {
      firstReleaseSkillIds[gradeIndex]![strandIndex] = strand.skills.map(() => (skillCounter += 1));
      firstReleaseTaskIds[gradeIndex]![strandIndex] = strand.skills.map((skill) =>
        skill.tasks.map(() => (taskCounter += 1)),
      );
    });
  });
}

function checkAdditions(firstSkillCount: number, firstTaskCount: number): void {
  const skillIds = ADDED_SKILLS.map((s) => s.id);
  const taskIds = [...ADDED_SKILLS.flatMap((s) => s.tasks.map((t) => t.id)), ...ADDED_TASKS.map((t) => t.id)];
  // Contiguous ids after the first release: a gap would mean a skill or task was deleted, which loses learners' points.
  const expectContiguous = (ids: number[], after: number, what: string) => {
    const sorted = [...ids].sort((a, b) => a - b);
    sorted.forEach((id, i) => {
      if (id !== after + i + 1)
        throw new Error(`added ${what} ids must run ${after + 1}.. without gaps or repeats`);
    });
  };
  expectContiguous(skillIds, firstSkillCount, 'skill');
  expectContiguous(taskIds, firstTaskCount, 'task');
}

interface PlacedSkill {
  id: number;
  name: string;
  description: string;
  expectations: readonly string[];
  tasks: { id: number; task: TaskDefinition<never> }[];
}

subjects.forEach((subject, gradeIndex) => {
  STRANDS.forEach((strand, strandIndex) => {
    const topicId = gradeIndex * STRANDS.length + strandIndex + 1;
    const content = STRAND_CONTENT[gradeIndex]?.[strandIndex];
    topics.push({
      id: topicId,
      subjectId: subject.id,
      name: strand,
      description: content?.description ?? '',
    });
    const placed: PlacedSkill[] = (content?.skills ?? []).map((skillDef, skillIndex) => {
      const id = firstReleaseSkillIds[gradeIndex]![strandIndex]![skillIndex]!;
      const ownTaskIds = firstReleaseTaskIds[gradeIndex]![strandIndex]![skillIndex]!;
      const own = skillDef.tasks.map((task, i) => ({ id: ownTaskIds[i]!, task }));
      const added = ADDED_TASKS.filter((t) => t.skillId === id).sort((a, b) => a.id - b.id);
      // The audited codes (coverage.ts) replace the first release's claims, several of which meant something else.
      const expectations = FIRST_RELEASE_PRACTISES[id] ?? skillDef.expectations;
      return { ...skillDef, expectations, id, tasks: [...own, ...added] };
    });
    for (const added of ADDED_SKILLS.filter((s) => s.grade === subject.grade && s.strand === strand).sort(
      (a, b) => a.id - b.id,
    )) {
      const extra = ADDED_TASKS.filter((t) => t.skillId === added.id).sort((a, b) => a.id - b.id);
      placed.push({ ...added, tasks: [...added.tasks, ...extra] });
    }
    for (const skillDef of placed) {
      skills.push({
        id: skillDef.id,
        topicId,
        subjectId: subject.id,
        name: skillDef.name,
        description: skillDef.description,
        expectations: [...skillDef.expectations],
      });
      for (const { id, task } of skillDef.tasks) {
        tasks.push({
          id,
          skillId: skillDef.id,
          topicId,
          subjectId: subject.id,
          name: task.name,
          description: task.description,
        });
        taskDefinitions.set(id, task);
      }
    }
  });
});

checkAdditions(firstReleaseSkillIds.flat(2).length, firstReleaseTaskIds.flat(3).length);

export function getTaskDefinition(taskId: number): TaskDefinition<never> {
  const definition = taskDefinitions.get(taskId);
  if (!definition) throw new RangeError(`unknown task id ${taskId}`);
  return definition;
}

export function tasksOfSkill(skillId: number): Task[] {
  return tasks.filter((t) => t.skillId === skillId);
}

/** The question plus its parameters and complexity, for the tests and the report. */
export function generateDetailed(taskId: number, level: DifficultyLevel, seed: number): MaterialisedQuestion {
  // Callers pass values from URLs and the database, so reject what the types cannot rule out at runtime.
  if (!DIFFICULTY_LEVELS.includes(level))
    throw new RangeError(`difficulty level must be 1 to 5, got ${String(level)}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${String(seed)}`);
  return materialise(getTaskDefinition(taskId), taskId, level, seed);
}

/** One question for a task at a difficulty level; the same (taskId, level, seed) always gives the same question. */
export function generateQuestion(taskId: number, level: DifficultyLevel, seed: number): GeneratedQuestion {
  return generateDetailed(taskId, level, seed).question;
}

/** `count` questions from consecutive seeds starting at `seed`. */
export function generateQuestions(
  taskId: number,
  level: DifficultyLevel,
  count: number,
  seed: number,
): GeneratedQuestion[] {
  return Array.from({ length: count }, (_, i) => generateQuestion(taskId, level, seed + i));
}
