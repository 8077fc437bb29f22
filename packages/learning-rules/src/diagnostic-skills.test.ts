import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseDiagnosticSkills,
  DIAGNOSTIC_MAX_SKILLS,
  findPlacementSources,
  placeFromTestedResults,
  type DiagnosticCandidateSkill,
  type DiagnosticTestedResult,
} from './diagnostic-skills';
import { calculateCorrectRatePercent } from './percent-share';

const overallOf = (code: string) => code.split('.')[0] ?? code;

/** A topic's skills in catalogue order: distinct ids, each with a few codes of one strand (B1.1 ... B4.3). */
const topicArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 0, maxLength: 12 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(
        fc.uniqueArray(
          fc
            .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }))
            .map(([overall, specific]) => `B${overall}.${specific}`),
          { minLength: 1, maxLength: 3 },
        ),
        { minLength: ids.length, maxLength: ids.length },
      ),
    ),
  )
  .map(([ids, codes]) => ids.map((id, index) => ({ id, expectations: codes[index] ?? [] })));

const resultsArbitrary = (ids: number[]) =>
  fc.tuple(
    ...ids.map((skillId) =>
      fc
        .tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }))
        .map(([answered, wrong]): DiagnosticTestedResult => ({
          skillId,
          answered,
          firstCheckWrong: Math.min(wrong, answered),
        })),
    ),
  );

function covered(skills: readonly DiagnosticCandidateSkill[], ids: readonly number[], of = overallOf) {
  return new Set(
    skills.filter((skill) => ids.includes(skill.id)).flatMap((skill) => skill.expectations.map(of)),
  );
}

describe('chooseDiagnosticSkills', () => {
  it('tests every skill of a topic of four or fewer, in catalogue order', () => {
    fc.assert(
      fc.property(topicArbitrary, (topic) => {
        fc.pre(topic.length <= DIAGNOSTIC_MAX_SKILLS);
        expect(chooseDiagnosticSkills(topic)).toEqual(topic.map((skill) => skill.id));
      }),
    );
  });

  it('tests exactly four distinct skills of a larger topic, in catalogue order, the same four every time', () => {
    fc.assert(
      fc.property(topicArbitrary, (topic) => {
        const chosen = chooseDiagnosticSkills(topic);
        expect(chosen).toHaveLength(Math.min(topic.length, DIAGNOSTIC_MAX_SKILLS));
        expect(new Set(chosen).size).toBe(chosen.length);
        const order = topic.map((skill) => skill.id).filter((id) => chosen.includes(id));
        expect(chosen).toEqual(order);
        expect(chooseDiagnosticSkills(topic.map((skill) => ({ ...skill })))).toEqual(chosen);
      }),
    );
  });

  it('reaches as many of the topic overall expectations as four skills can one new part at a time', () => {
    fc.assert(
      fc.property(topicArbitrary, (topic) => {
        const chosen = chooseDiagnosticSkills(topic);
        const all = covered(
          topic,
          topic.map((skill) => skill.id),
        );
        // Each pick adds an overall expectation while one is left, so the test reaches all of them or four.
        expect(covered(topic, chosen).size).toBeGreaterThanOrEqual(Math.min(all.size, chosen.length));
      }),
    );
  });

  it('spreads a six-skill topic over its overall expectations before it repeats one', () => {
    const topic = [
      { id: 11, expectations: ['C1.1'] },
      { id: 12, expectations: ['C1.2'] },
      { id: 13, expectations: ['C1.3'] },
      { id: 14, expectations: ['C2.1', 'C2.2'] },
      { id: 15, expectations: ['C3.1'] },
      { id: 16, expectations: ['C4.1', 'C4.2'] },
    ];
    expect(chooseDiagnosticSkills(topic)).toEqual([11, 14, 15, 16]);
  });
});

describe('findPlacementSources and placeFromTestedResults', () => {
  it('places an untested skill from the tested skills that share its expectation, else its overall one, else all', () => {
    const tested = [
      { id: 1, expectations: ['B1.1', 'B1.2'] },
      { id: 2, expectations: ['B2.1'] },
      { id: 3, expectations: ['B2.3'] },
    ];
    expect(findPlacementSources({ id: 9, expectations: ['B1.2'] }, tested)).toEqual([1]);
    expect(findPlacementSources({ id: 9, expectations: ['B2.2'] }, tested)).toEqual([2, 3]);
    expect(findPlacementSources({ id: 9, expectations: ['B3.1'] }, tested)).toEqual([1, 2, 3]);
    expect(findPlacementSources({ id: 2, expectations: ['B2.1'] }, tested)).toEqual([2]);
  });

  it('derives a placement only from the tested results, pooled, within the range of its sources', () => {
    fc.assert(
      fc.property(
        topicArbitrary.chain((topic) =>
          fc.tuple(fc.constant(topic), resultsArbitrary(chooseDiagnosticSkills(topic))),
        ),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 5 }),
        ([topic, results], noise) => {
          const chosenIds = chooseDiagnosticSkills(topic);
          const tested = topic.filter((skill) => chosenIds.includes(skill.id));
          for (const skill of topic.filter((entry) => !chosenIds.includes(entry.id))) {
            const sources = findPlacementSources(skill, tested);
            expect(sources.length).toBeGreaterThan(0);
            expect(sources.every((id) => chosenIds.includes(id))).toBe(true);
            const placement = placeFromTestedResults(sources, results);
            // Results of untested skills (a stale total, another skill's practice) change nothing.
            const untestedNoise = topic
              .filter((entry) => !chosenIds.includes(entry.id))
              .map((entry, index) => ({
                skillId: entry.id,
                answered: 10,
                firstCheckWrong: noise[index % noise.length] ?? 0,
              }));
            expect(placeFromTestedResults(sources, [...results, ...untestedNoise])).toEqual(placement);
            const rates = results
              .filter((result) => sources.includes(result.skillId) && result.answered > 0)
              .map((result) => calculateCorrectRatePercent(result.firstCheckWrong, result.answered));
            if (rates.length > 0) {
              expect(placement.correctRatePercent).toBeGreaterThanOrEqual(Math.min(...rates));
              expect(placement.correctRatePercent).toBeLessThanOrEqual(Math.max(...rates));
            } else {
              expect(placement).toEqual({ answered: 0, firstCheckWrong: 0, correctRatePercent: 0 });
            }
          }
        },
      ),
    );
  });

  it('pools first checks: 2 wrong of 10 and 6 wrong of 10 place a skill at 60 %', () => {
    expect(
      placeFromTestedResults(
        [1, 2],
        [
          { skillId: 1, answered: 10, firstCheckWrong: 2 },
          { skillId: 2, answered: 10, firstCheckWrong: 6 },
          { skillId: 3, answered: 10, firstCheckWrong: 0 },
        ],
      ),
    ).toEqual({ answered: 20, firstCheckWrong: 8, correctRatePercent: 60 });
  });
});
