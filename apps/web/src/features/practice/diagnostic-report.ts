import type { LearnerSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  classifyPerformanceLevel,
  isGoodAtSkill,
  nameSkillLevel,
  type SkillLevelName,
} from '@mathwise/learning-rules';
import type { DiagnosticSkillResult } from './diagnostic-session';

export interface DiagnosticSkillReport {
  skill: LearnerSkill;
  answered: number;
  firstCheckWrong: number;
  correctRatePercent: number;
  /** Spec 3 §4: the diagnostic report's level comes from the correct-answer rate. */
  level: SkillLevelName;
  /** Spec 3 §4: "good at" means over 70 percent. */
  isGoodAt: boolean;
}

/**
 * The report of each skill: from this browser's diagnostic rounds when they are here (the exact test just taken),
 * otherwise from the server's totals of the learner's first checks in the skill.
 */
export function buildDiagnosticReport(
  skills: readonly LearnerSkill[],
  results: readonly DiagnosticSkillResult[] | null,
): DiagnosticSkillReport[] {
  return skills.map((skill) => {
    const own = results?.find((result) => result.skillId === skill.skill_id);
    const answered = own?.answered ?? skill.skill_attempts;
    const firstCheckWrong = own?.firstCheckWrong ?? skill.skill_wrong_attempts;
    const correctRatePercent = calculateCorrectRatePercent(firstCheckWrong, answered);
    return {
      skill,
      answered,
      firstCheckWrong,
      correctRatePercent,
      level: nameSkillLevel(classifyPerformanceLevel(correctRatePercent)),
      isGoodAt: isGoodAtSkill(correctRatePercent),
    };
  });
}
