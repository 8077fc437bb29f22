import { calculateCorrectRatePercent } from './percent-share';

/**
 * Issue 20: a diagnostic tests at most this many skills of a topic (10 questions each), so a topic that grows to six
 * or ten skills still gives a 12-year-old a test of at most 40 questions.
 */
export const DIAGNOSTIC_MAX_SKILLS = 4;

/** A skill of a topic in catalogue order, with the curriculum expectation codes it practises (B1.2, C2.1...). */
export interface DiagnosticCandidateSkill {
  id: number;
  expectations: readonly string[];
}

/** A tested skill's first checks in the diagnostic. */
export interface DiagnosticTestedResult {
  skillId: number;
  answered: number;
  firstCheckWrong: number;
}

/** An untested skill's place, read from the tested skills it is placed from. */
export interface DiagnosticPlacement {
  answered: number;
  firstCheckWrong: number;
  correctRatePercent: number;
}

/** "B1.2" belongs to the overall expectation "B1"; a code without a dot is its own overall expectation. */
function overallExpectationOf(code: string): string {
  const dot = code.indexOf('.');
  return dot === -1 ? code : code.slice(0, dot);
}

function countNew(codes: Iterable<string>, covered: ReadonlySet<string>): number {
  let count = 0;
  for (const code of new Set(codes)) if (!covered.has(code)) count += 1;
  return count;
}

/**
 * The skills a topic's diagnostic tests, as ids in catalogue order: every skill when the topic has at most `limit`;
 * otherwise, one at a time, the skill that adds the most overall expectations not yet covered, then the most
 * specific expectations not yet covered, the earlier skill of the catalogue on a tie. So each pick reaches a part of
 * the strand the test does not reach yet while one remains, and the same catalogue always gives the same test.
 */
export function chooseDiagnosticSkills(
  skills: readonly DiagnosticCandidateSkill[],
  limit: number = DIAGNOSTIC_MAX_SKILLS,
): number[] {
  const ids = [...new Set(skills.map((skill) => skill.id))];
  if (ids.length <= limit) return ids;
  const coveredOverall = new Set<string>();
  const coveredSpecific = new Set<string>();
  const chosen = new Set<number>();
  const candidates = ids.map((id) => {
    const expectations = skills.find((skill) => skill.id === id)?.expectations ?? [];
    return { id, specific: expectations, overall: expectations.map(overallExpectationOf) };
  });
  while (chosen.size < Math.max(0, limit)) {
    let best: { id: number; overall: number; specific: number } | undefined;
    for (const candidate of candidates) {
      if (chosen.has(candidate.id)) continue;
      const gain = {
        id: candidate.id,
        overall: countNew(candidate.overall, coveredOverall),
        specific: countNew(candidate.specific, coveredSpecific),
      };
      if (
        !best ||
        gain.overall > best.overall ||
        (gain.overall === best.overall && gain.specific > best.specific)
      ) {
        best = gain;
      }
    }
    if (!best) break;
    chosen.add(best.id);
    const picked = candidates.find((candidate) => candidate.id === best.id);
    for (const code of picked?.overall ?? []) coveredOverall.add(code);
    for (const code of picked?.specific ?? []) coveredSpecific.add(code);
  }
  return ids.filter((id) => chosen.has(id));
}

/**
 * The tested skills an untested skill is placed from: those sharing one of its specific expectations; failing that,
 * those sharing one of its overall expectations; failing that, every tested skill (the topic as a whole). Ids in
 * the order of `testedIds`. A tested skill is placed from itself.
 */
export function findPlacementSources(
  skill: DiagnosticCandidateSkill,
  tested: readonly DiagnosticCandidateSkill[],
): number[] {
  if (tested.some((entry) => entry.id === skill.id)) return [skill.id];
  const specific = new Set(skill.expectations);
  const overall = new Set(skill.expectations.map(overallExpectationOf));
  const sharingSpecific = tested.filter((entry) => entry.expectations.some((code) => specific.has(code)));
  if (sharingSpecific.length > 0) return sharingSpecific.map((entry) => entry.id);
  const sharingOverall = tested.filter((entry) =>
    entry.expectations.some((code) => overall.has(overallExpectationOf(code))),
  );
  if (sharingOverall.length > 0) return sharingOverall.map((entry) => entry.id);
  return tested.map((entry) => entry.id);
}

/**
 * An untested skill's place from the diagnostic: the first checks of its source skills pooled (so a source with
 * more answers weighs more), and the correct-answer rate the report's level is read from (learning-model §5.3).
 * Only the sources' results are read; a source with no result adds nothing.
 */
export function placeFromTestedResults(
  sourceIds: readonly number[],
  results: readonly DiagnosticTestedResult[],
): DiagnosticPlacement {
  let answered = 0;
  let firstCheckWrong = 0;
  for (const id of new Set(sourceIds)) {
    const result = results.find((entry) => entry.skillId === id);
    if (!result) continue;
    answered += result.answered;
    firstCheckWrong += Math.min(result.firstCheckWrong, result.answered);
  }
  return {
    answered,
    firstCheckWrong,
    correctRatePercent: calculateCorrectRatePercent(firstCheckWrong, answered),
  };
}
