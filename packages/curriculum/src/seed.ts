import { generateQuestion, skills, tasksOfSkill } from './catalogue';
import { DIFFICULTY_LEVELS, type DifficultyLevel, type GeneratedQuestion } from './types';

export interface SeedQuestion extends GeneratedQuestion {
  taskId: number;
  skillId: number;
  topicId: number;
  subjectId: number;
  courseId: number;
  seed: number;
}

/** Seeds 1..30 per task and level are what the database seed stores. */
export const SEED_RANGE = 30;

/** Identity of a question as a learner sees it (text, options and diagram), used to drop repeats within a skill and level. */
export function questionKey(q: GeneratedQuestion): string {
  return JSON.stringify([
    q.title,
    q.description,
    q.question_options?.map((o) => o.value) ?? null,
    q.image_svg,
  ]);
}

export interface SeedOptions {
  /** Stop after this many distinct questions per skill and level (at least 30 keeps the spec's bank size). */
  perSkillLevel?: number;
}

/**
 * Every distinct question from seeds 1..30 of each task, per skill and level, in a stable order.
 * Repeats within a skill and level are skipped so the bank never shows a learner the same item twice.
 */
export function* buildSeedQuestions(options: SeedOptions = {}): Generator<SeedQuestion> {
  for (const skill of skills) {
    for (const level of DIFFICULTY_LEVELS) {
      yield* skillLevelQuestions(skill.id, level, options.perSkillLevel);
    }
  }
}

/**
 * Distinct questions of one skill and level. Seeds run in the outer loop and tasks in the inner one, so any
 * prefix (for example with `limit`) mixes all the skill's tasks.
 */
export function* skillLevelQuestions(
  skillId: number,
  level: DifficultyLevel,
  limit = Number.POSITIVE_INFINITY,
): Generator<SeedQuestion> {
  const seen = new Set<string>();
  const skillTasks = tasksOfSkill(skillId);
  for (let seed = 1; seed <= SEED_RANGE; seed += 1) {
    for (const task of skillTasks) {
      if (seen.size >= limit) return;
      const question = generateQuestion(task.id, level, seed);
      const key = questionKey(question);
      if (seen.has(key)) continue;
      seen.add(key);
      yield {
        ...question,
        taskId: task.id,
        skillId,
        topicId: task.topicId,
        subjectId: task.subjectId,
        courseId: 1,
        seed,
      };
    }
  }
}
