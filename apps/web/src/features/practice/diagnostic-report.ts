import type { LearnerSkill, PlacedSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  classifyPerformanceLevel,
  isGoodAtSkill,
  nameSkillLevel,
  placeFromTestedResults,
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
  /** Issue 20: the tested skills an untested skill is placed from; empty for a tested skill. */
  placedFrom: LearnerSkill[];
}

function reportOf(
  skill: LearnerSkill,
  answered: number,
  firstCheckWrong: number,
  placedFrom: LearnerSkill[],
): DiagnosticSkillReport {
  const correctRatePercent = calculateCorrectRatePercent(firstCheckWrong, answered);
  return {
    skill,
    answered,
    firstCheckWrong,
    correctRatePercent,
    level: nameSkillLevel(classifyPerformanceLevel(correctRatePercent)),
    isGoodAt: isGoodAtSkill(correctRatePercent),
    placedFrom,
  };
}

/**
 * The report of each tested skill: from this browser's diagnostic rounds when they are here (the exact test just
 * taken), otherwise from the server's totals of the learner's first checks in the skill. Then each untested skill of
 * the topic, placed from those tested results only (placeFromTestedResults, docs/learning-model.md §14).
 */
export function buildDiagnosticReport(
  skills: readonly LearnerSkill[],
  results: readonly DiagnosticSkillResult[] | null,
  placed: readonly PlacedSkill[] = [],
): DiagnosticSkillReport[] {
  const tested = skills.map((skill) => {
    const own = results?.find((result) => result.skillId === skill.skill_id);
    return reportOf(
      skill,
      own?.answered ?? skill.skill_attempts,
      own?.firstCheckWrong ?? skill.skill_wrong_attempts,
      [],
    );
  });
  const testedResults = tested.map((entry) => ({
    skillId: entry.skill.skill_id,
    answered: entry.answered,
    firstCheckWrong: entry.firstCheckWrong,
  }));
  const placedReports = placed.map(({ placed_from: sourceIds, ...skill }) => {
    const placement = placeFromTestedResults(sourceIds, testedResults);
    return reportOf(
      skill,
      placement.answered,
      placement.firstCheckWrong,
      skills.filter((source) => sourceIds.includes(source.skill_id)),
    );
  });
  return [...tested, ...placedReports];
}
