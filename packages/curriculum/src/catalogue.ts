import type { StrandDefinition } from './core/catalogue-types';
import { type MaterialisedQuestion, type TaskDefinition, materialise } from './core/task';
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
export const skills: Skill[] = [];
export const tasks: Task[] = [];
const taskDefinitions = new Map<number, TaskDefinition<never>>();

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
    for (const skillDef of content?.skills ?? []) {
      const skillId = skills.length + 1;
      skills.push({
        id: skillId,
        topicId,
        subjectId: subject.id,
        name: skillDef.name,
        description: skillDef.description,
        expectations: [...skillDef.expectations],
      });
      for (const taskDef of skillDef.tasks) {
        const taskId = tasks.length + 1;
        tasks.push({
          id: taskId,
          skillId,
          topicId,
          subjectId: subject.id,
          name: taskDef.name,
          description: taskDef.description,
        });
        taskDefinitions.set(taskId, taskDef);
      }
    }
  });
});

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
