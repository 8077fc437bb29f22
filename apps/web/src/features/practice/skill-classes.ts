import type { LearnerSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  classifySkill,
  SKILL_LEVEL_NAMES,
  type SkillClass,
  type SkillLevel,
  type SkillLevelName,
} from '@mathwise/learning-rules';

const LEVEL_BY_NAME = Object.fromEntries(
  Object.entries(SKILL_LEVEL_NAMES).map(([level, name]) => [name, Number(level) as SkillLevel]),
) as Record<SkillLevelName, SkillLevel>;

export function toSkillLevel(name: SkillLevelName): SkillLevel {
  return LEVEL_BY_NAME[name];
}

/** The correct-answer rate of a skill from the learner's first checks in it (docs/learning-model.md §5.5). */
export function correctRateOf(skill: Pick<LearnerSkill, 'skill_attempts' | 'skill_wrong_attempts'>): number {
  return calculateCorrectRatePercent(skill.skill_wrong_attempts, skill.skill_attempts);
}

/**
 * Splits the practised skills into the practice report's tabs (spec 3 §4: Trouble, Improved, Mastered). A skill
 * never practised has no evidence either way, so it is in none of them (the chart still shows it at 0 points).
 */
export function groupSkillsByClass<TSkill extends LearnerSkill>(
  skills: readonly TSkill[],
): Record<SkillClass, TSkill[]> {
  const groups: Record<SkillClass, TSkill[]> = { Trouble: [], Improved: [], Mastered: [] };
  for (const skill of skills) {
    const isMaster = skill.level === 'Master';
    if (skill.skill_attempts === 0 && !isMaster) continue;
    groups[classifySkill(toSkillLevel(skill.level), correctRateOf(skill))].push(skill);
  }
  return groups;
}
