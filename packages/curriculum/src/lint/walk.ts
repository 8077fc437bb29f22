/** Walks the seeded bank (every task, level and seed 1..SEED_RANGE) through every lint check. */
import { generateDetailed, skills, subjects, tasks, tasksOfSkill } from '../catalogue';
import type { MaterialisedQuestion } from '../core/task';
import { SEED_RANGE } from '../seed';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '../types';
import { CHECKS, type LintCheck, type LintContext } from './checks';

export interface LintFinding {
  check: string;
  defectClass: number;
  taskId: number;
  skillId: number;
  level: DifficultyLevel;
  seed: number;
  message: string;
  title: string;
}

/** The text the level-5 check compares: what the learner reads before answering. */
export const questionText = (q: { title: string; description: string | null }): string =>
  `${q.title}\n${q.description ?? ''}`;

/** Every finding of `checks` over the bank of one skill (all three tasks, all levels, seeds 1..seeds). */
export function lintSkill(
  skillId: number,
  checks: readonly LintCheck[] = CHECKS,
  seeds = SEED_RANGE,
): LintFinding[] {
  const skill = skills.find((s) => s.id === skillId);
  if (!skill) throw new RangeError(`unknown skill ${skillId}`);
  const grade = subjects.find((s) => s.id === skill.subjectId)?.grade ?? 6;
  const generated = new Map<string, MaterialisedQuestion>();
  const lowerLevelTexts = new Set<string>();
  for (const task of tasksOfSkill(skillId))
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= seeds; seed += 1) {
        const detailed = generateDetailed(task.id, level, seed);
        generated.set(`${task.id}/${level}/${seed}`, detailed);
        if (level < 5) lowerLevelTexts.add(questionText(detailed.question));
      }
  const findings: LintFinding[] = [];
  for (const task of tasksOfSkill(skillId))
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= seeds; seed += 1) {
        const detailed = generated.get(`${task.id}/${level}/${seed}`) as MaterialisedQuestion;
        const context: LintContext = {
          taskId: task.id,
          skillId,
          grade,
          level,
          seed,
          question: detailed.question,
          params: detailed.params,
          facts: detailed.lintFacts,
          lowerLevelTexts,
        };
        for (const check of checks) {
          const message = check.check(context);
          if (message)
            findings.push({
              check: check.id,
              defectClass: check.defectClass,
              taskId: task.id,
              skillId,
              level,
              seed,
              message,
              title: detailed.question.title,
            });
        }
      }
  return findings;
}

/** Every finding over the whole seeded bank. */
export function lintBank(checks: readonly LintCheck[] = CHECKS, seeds = SEED_RANGE): LintFinding[] {
  return skills.flatMap((s) => lintSkill(s.id, checks, seeds));
}

/** Above this share of a level's seeds, one typed key is a guess that pays, not a question that must be read. */
export const MAX_SAME_KEY_SHARE = 2 / 3;

export interface RepeatedKey {
  taskId: number;
  level: DifficultyLevel;
  key: string;
  seeds: number;
}

/**
 * Task levels whose typed (not multiple-choice) key is the same in more than MAX_SAME_KEY_SHARE of the seeds:
 * "How many months sooner?" answered "1" in 22 of 30 seeds, "How many cubes in the forced stack?" "4" in 26.
 * Multiple-choice levels are left out: their options shuffle, and a classification ("rational or irrational")
 * has few keys by nature.
 */
export function repeatedKeys(
  seeds = SEED_RANGE,
  taskIds: readonly number[] = tasks.map((t) => t.id),
): RepeatedKey[] {
  const found: RepeatedKey[] = [];
  for (const taskId of taskIds)
    for (const level of DIFFICULTY_LEVELS) {
      const counts = new Map<string, number>();
      let typed = true;
      for (let seed = 1; seed <= seeds && typed; seed += 1) {
        const { question } = generateDetailed(taskId, level, seed);
        typed = question.question_options === null;
        counts.set(question.answer, (counts.get(question.answer) ?? 0) + 1);
      }
      if (!typed) continue;
      for (const [key, n] of counts)
        if (n > seeds * MAX_SAME_KEY_SHARE) found.push({ taskId, level, key, seeds: n });
    }
  return found;
}
