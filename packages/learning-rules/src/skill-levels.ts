import { SKILL_CLASS_THRESHOLD_PERCENT } from './learning-constants';
import { clampPercent, findPercentBand } from './percent-share';

export type SkillLevel = 1 | 2 | 3 | 4;
export type SkillLevelName = 'Fundamental' | 'Intermediate' | 'Advanced' | 'Master';
export type DifficultyLevel = 1 | 2 | 3 | 4 | 5;
export type ReinforceStep = 1 | 2 | 3 | 4 | 5;
export type SkillClass = 'Trouble' | 'Improved' | 'Mastered';

export const SKILL_LEVEL_NAMES: Readonly<Record<SkillLevel, SkillLevelName>> = {
  1: 'Fundamental',
  2: 'Intermediate',
  3: 'Advanced',
  4: 'Master',
};
export const MASTER_LEVEL: SkillLevel = 4;

/** Spec 3 section 4: "up to 25 percent Fundamental, up to 50 Intermediate, up to 75 Advanced, above 75 Master". */
export const SKILL_POINTS_LEVEL_BOUNDS = [25, 50, 75] as const;
/** Spec 1 section 9: "bands 25/50/75 for skill points, 50/70/90 for performance". */
export const PERFORMANCE_LEVEL_BOUNDS = [50, 70, 90] as const;
/** Spec 3 section 4: "Reinforce cards use steps of 20/40/60/80." */
export const REINFORCE_STEP_BOUNDS = [20, 40, 60, 80] as const;
/** Spec 3 section 4: "Practice difficulty levels 1 to 5 are at 20 percent steps." */
export const DIFFICULTY_LEVEL_BOUNDS = [20, 40, 60, 80] as const;

/** Level from the share of the skill's points the learner holds (see calculateSharePercent). */
export function classifySkillLevel(skillPointsSharePercent: number): SkillLevel {
  return findPercentBand(skillPointsSharePercent, SKILL_POINTS_LEVEL_BOUNDS) as SkillLevel;
}

/** Level on the diagnostic report, from the correct-answer rate (see calculateCorrectRatePercent). */
export function classifyPerformanceLevel(correctRatePercent: number): SkillLevel {
  return findPercentBand(correctRatePercent, PERFORMANCE_LEVEL_BOUNDS) as SkillLevel;
}

export function nameSkillLevel(level: SkillLevel): SkillLevelName {
  return SKILL_LEVEL_NAMES[level];
}

/** Difficulty of the next question fetched for a skill, from the share of its points. */
export function selectNextDifficulty(skillPointsSharePercent: number): DifficultyLevel {
  return findPercentBand(skillPointsSharePercent, DIFFICULTY_LEVEL_BOUNDS) as DifficultyLevel;
}

/** Step shown on a Reinforce card, from the share of the skill's points. */
export function classifyReinforceStep(skillPointsSharePercent: number): ReinforceStep {
  return findPercentBand(skillPointsSharePercent, REINFORCE_STEP_BOUNDS) as ReinforceStep;
}

/**
 * Spec 3 section 4: "Trouble (under 70 percent and not Master), Improved (70 percent or more and not
 * Master), Mastered (level 4)". The level wins, so a Master skill is never listed as trouble.
 */
export function classifySkill(level: SkillLevel, correctRatePercent: number): SkillClass {
  if (level === MASTER_LEVEL) return 'Mastered';
  return clampPercent(correctRatePercent) < SKILL_CLASS_THRESHOLD_PERCENT ? 'Trouble' : 'Improved';
}

/**
 * Spec 3 section 4: "In the diagnostic report 'good at' means over 70 percent." Exactly 70 is not good at,
 * so it lands in Trouble Skills: the two report tabs then split the skills with none left out.
 */
export function isGoodAtSkill(correctRatePercent: number): boolean {
  return clampPercent(correctRatePercent) > SKILL_CLASS_THRESHOLD_PERCENT;
}
