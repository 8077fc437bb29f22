import { calculateSharePercent, clampPercent } from './percent-share';
import { classifySkillLevel, MASTER_LEVEL, SKILL_POINTS_LEVEL_BOUNDS, type SkillLevel } from './skill-levels';
import { SKILL_CLASS_THRESHOLD_PERCENT } from './learning-constants';

/** The skill level a learner reaches next, and the skill points that reach it. */
export interface NextSkillLevel {
  level: SkillLevel;
  /** The fewest skill points at which the share is above the current band's inclusive upper bound. */
  pointsAt: number;
  /** Points still missing: `pointsAt` minus the learner's points, at least 1. */
  pointsNeeded: number;
}

/**
 * The next level of a skill (spec 3 §4 "up to 25 percent Fundamental, up to 50 Intermediate, up to 75 Advanced,
 * above 75 Master"): the first whole number of points whose share is above the current band's bound, or null for a
 * Master skill or a skill with no points to share. Points are whole numbers, so that is floor(bound × available /
 * 100) + 1.
 */
export function findNextSkillLevel(learnerPoints: number, skillPoints: number): NextSkillLevel | null {
  if (!Number.isFinite(skillPoints) || skillPoints <= 0) return null;
  const points = Number.isFinite(learnerPoints) ? Math.max(0, Math.floor(learnerPoints)) : 0;
  const level = classifySkillLevel(calculateSharePercent(points, skillPoints));
  if (level === MASTER_LEVEL) return null;
  const bound = SKILL_POINTS_LEVEL_BOUNDS[level - 1] ?? 100;
  const pointsAt = Math.floor((bound * skillPoints) / 100) + 1;
  return { level: (level + 1) as SkillLevel, pointsAt, pointsNeeded: Math.max(1, pointsAt - points) };
}

/**
 * How much a round report celebrates, in proportion to the share of questions right on the first try (issue 21:
 * "2/10 is not shown like 10/10"). `outstanding` is 90 % or more, `strong` from the 70 % the specs call good
 * (spec 3 §9 "Trouble and Improved threshold 70 percent"), `steady` from 40 %, `tough` below.
 */
export type RoundCelebration = 'outstanding' | 'strong' | 'steady' | 'tough';

export const ROUND_CELEBRATION_BOUNDS = {
  outstanding: 90,
  strong: SKILL_CLASS_THRESHOLD_PERCENT,
  steady: 40,
} as const;

export function classifyRoundCelebration(rightFirstTime: number, answered: number): RoundCelebration {
  const rate = answered > 0 ? clampPercent(calculateSharePercent(rightFirstTime, answered)) : 0;
  if (rate >= ROUND_CELEBRATION_BOUNDS.outstanding) return 'outstanding';
  if (rate >= ROUND_CELEBRATION_BOUNDS.strong) return 'strong';
  if (rate >= ROUND_CELEBRATION_BOUNDS.steady) return 'steady';
  return 'tough';
}

/** The one next step a round report recommends. */
export type NextStepKind = 'same_skill' | 'plan_task' | 'next_skill';

/**
 * The round report's one recommendation (issue 21: "the same skill again, a task of the plan, or the next skill"):
 * - under 70 % right on the first try (a Trouble result, spec 3 §4): the same skill again;
 * - otherwise, while the skill is not mastered and the round missed a question: a task of the practice plan, the one
 *   the misses came from, practised in the same skill;
 * - otherwise (no miss, or the skill is Master): the next skill.
 */
export function recommendNextStep(input: {
  rightFirstTime: number;
  answered: number;
  levelAfter: SkillLevel;
}): NextStepKind {
  const rate = input.answered > 0 ? calculateSharePercent(input.rightFirstTime, input.answered) : 0;
  if (rate < SKILL_CLASS_THRESHOLD_PERCENT) return 'same_skill';
  if (input.levelAfter !== MASTER_LEVEL && input.rightFirstTime < input.answered) return 'plan_task';
  return 'next_skill';
}
