/**
 * Curriculum coverage: the specific expectations of the reference list (docs/curriculum.md, "Coverage"), what the
 * first release's skills actually practise (read from their questions, not from the codes they claimed), and the
 * expectations not practised yet. coverage.test.ts fails when an expectation has no task and is not listed as
 * missing, when a listed one is covered, or when a skill claims a code its tasks do not practise.
 */
import type { Skill, Subject } from './types';

type Grade = Subject['grade'];

/** Each strand's codes from its count: { B1: 3 } lists B1.1, B1.2 and B1.3. */
const listExpectations = (countByStrand: Record<string, number>): string[] =>
  Object.entries(countByStrand).flatMap(([strand, count]) =>
    Array.from({ length: count }, (_, i) => `${strand}.${i + 1}`),
  );

/**
 * The specific expectations of strands B-F per grade, as listed in the reference (Ontario 2020, Grades 6-8). Grade 8
 * E2 holds the five codes the reference lists; their numbering is unconfirmed (docs/curriculum.md).
 */
export const REFERENCE_EXPECTATIONS: Record<Grade, readonly string[]> = {
  6: listExpectations({ B1: 6, B2: 12, C1: 4, C2: 4, C3: 2, D1: 6, D2: 2, E1: 4, E2: 6, F1: 5 }),
  7: listExpectations({ B1: 7, B2: 10, C1: 4, C2: 4, C3: 2, D1: 6, D2: 2, E1: 4, E2: 7, F1: 6 }),
  8: listExpectations({ B1: 4, B2: 8, C1: 4, C2: 4, C3: 2, D1: 6, D2: 2, E1: 4, E2: 5, F1: 6 }),
};

/**
 * What each first-release skill's questions practise, by the review of issue 20 against the reference. Where a skill
 * claimed a code that means something else (Grade 6 skills 10, 12, 13, 14, 15, 18; Grade 7 skills 26-29, 33, 35, 36,
 * 38-40; Grade 8 skills 43, 44, 46-49, 51, 53, 54, 56), this is the corrected claim, and the catalogue shows it.
 * An empty list marks review material outside the grade's own expectations (see REVIEW_SKILLS).
 */
export const FIRST_RELEASE_PRACTISES: Record<number, readonly string[]> = {
  1: ['B1.1'],
  2: ['B1.2', 'B1.3'],
  3: ['B1.3', 'B1.4', 'B1.6'],
  4: ['B2.3'],
  5: ['C1.1', 'C1.2', 'C1.3', 'C1.4'], // C1.4 by the decimal patterns task of additions/grade6b.additions.ts
  6: ['C2.1', 'C2.2'],
  7: ['C2.3', 'C2.4'], // C2.4 by the inequalities task added in additions/grade6.additions.ts
  8: ['C3.1', 'C3.2'],
  9: ['D1.1'],
  10: ['D1.6', 'D1.4'], // D1.4 by the infographic task of additions/infographics.additions.ts
  11: ['D1.5'],
  12: ['D2.1', 'D2.2'], // D2.2 by the two-events task of additions/grade6b.additions.ts
  13: ['E2.3'],
  14: ['E2.4', 'E2.5', 'E1.1'], // E2.5 by the composite areas task of additions/grade6b.additions.ts, E1.1 by the quadrilaterals task of additions/geometry.additions.ts
  15: ['E2.6', 'E1.2'], // E1.2 by the building-from-views task of additions/geometry.additions.ts
  16: ['E1.3', 'E1.4'],
  17: ['F1.1'],
  18: ['F1.2', 'F1.3'], // F1.3 by the helps-and-obstacles task of additions/grade6b.additions.ts
  19: ['F1.4'],
  20: ['F1.5'],
  21: ['B1.1', 'B1.2', 'B2.7'],
  22: ['B2.4'],
  23: ['B2.5'],
  24: ['B2.6'],
  25: ['C1.1', 'C1.2', 'C1.3', 'C1.4'], // C1.2 and C1.4 by the tasks added in additions/grade7b.additions.ts
  26: ['C2.1', 'C2.2'], // C2.1 by the monomials task added in additions/grade7b.additions.ts
  27: ['C2.3'],
  28: ['C2.4'],
  29: ['D1.6', 'D1.4'], // D1.4 by the infographic task of additions/infographics.additions.ts
  30: ['D1.5', 'D1.6'],
  31: ['D1.6'],
  32: ['D2.1', 'D2.2'],
  33: ['E2.3', 'E2.4', 'E2.5'], // E2.4 by the circle construction task added in additions/grade7b.additions.ts
  34: ['E2.6', 'E2.7'],
  35: ['E1.3', 'E1.4'],
  36: [],
  37: ['F1.1'],
  38: ['F1.6'],
  39: [],
  40: ['F1.5'],
  41: ['B1.1'],
  42: ['B1.2', 'B1.3'],
  43: ['B2.6'],
  44: ['B2.7'],
  45: ['C1.1', 'C1.3'],
  46: ['C2.1'],
  47: ['C2.3'],
  48: ['C2.4'],
  49: ['D1.6', 'D1.1', 'D1.2', 'D1.3', 'D1.4'], // D1.1-D1.3 by the two-variable data task of additions/grade8b.additions.ts, D1.4 by the infographic task of additions/infographics.additions.ts
  50: ['D1.5'],
  51: ['D2.2', 'D2.1'], // D2.1 by the Venn and tree diagram task added in additions/grade8b.additions.ts
  52: ['D2.2'],
  53: ['E2.4', 'E2.3'], // E2.3 (the reference's reading; code unconfirmed) by the squares task in additions/grade8b.additions.ts
  54: ['E2.5', 'E2.1'], // E2.1 by the metric-prefix task added in additions/grade8b.additions.ts
  55: ['E1.3', 'E1.4', 'E1.1', 'E1.2'], // E1.1 and E1.2 by the tessellation and scale-model tasks in additions/grade8b.additions.ts
  56: ['E2.2'],
  57: ['F1.2', 'F1.3'],
  58: ['F1.4'],
  59: ['F1.5'],
  60: ['F1.6', 'F1.1'], // F1.1 by the currency task added in additions/grade8b.additions.ts
};

/** Skills kept for learners' points that practise an earlier grade's expectation, not one of their own grade. */
export const REVIEW_SKILLS: Record<number, string> = {
  36: 'angle relationships are Grade 6 E2.3; Grade 7 has no angle expectation',
  39: 'earnings statements and deductions match no Grade 7 expectation of the reference',
};

/**
 * Expectations no task practises yet, per grade: this list may only shrink (the test fails if a listed code gains a
 * task, so the entry must then be removed). Size when written: 70 of 148.
 */
export const NOT_YET_COVERED: Record<Grade, readonly string[]> = {
  6: [],
  7: [],
  8: [],
};

/** Codes practised by a skill: the audit for the first release, the skill's own claim for skills added since. */
export function practisedBy(skill: Pick<Skill, 'id' | 'expectations'>): readonly string[] {
  return FIRST_RELEASE_PRACTISES[skill.id] ?? skill.expectations;
}
