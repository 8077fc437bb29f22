import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateRoundScore,
  calculateSavedRoundPoints,
  countFirstCheckWrong,
  scaleSavedSkillPoints,
  summarisePracticeResults,
} from './round-score';
import { createValidationControl, type ValidationControl } from './validation-control';

describe('calculateRoundScore', () => {
  it('spec 3 section 9: "The score starts at 100 and drops by 10 for each first-attempt wrong answer."', () => {
    expect(calculateRoundScore(0)).toBe(100);
    expect(calculateRoundScore(3)).toBe(70);
    expect(calculateRoundScore(10)).toBe(0);
  });

  it('never goes below 0 (design brief: "floor 0") nor above 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 1000 }), (wrong) => {
        const score = calculateRoundScore(wrong);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(score % 10).toBe(0);
      }),
    );
  });

  it('falls by exactly 10 per wrong first check until it reaches 0', () => {
    fc.assert(
      fc.property(fc.nat(20), (wrong) => {
        expect(calculateRoundScore(wrong) - calculateRoundScore(wrong + 1)).toBe(wrong < 10 ? 10 : 0);
      }),
    );
  });

  it('counts only markers that are false (first check wrong), not unanswered ones', () => {
    expect(countFirstCheckWrong([true, false, null, false, true])).toBe(2);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(true, false, null)), (markers) => {
        expect(calculateRoundScore(countFirstCheckWrong(markers))).toBe(
          Math.max(0, 100 - 10 * markers.filter((marker) => marker === false).length),
        );
      }),
    );
  });
});

describe('scaleSavedSkillPoints', () => {
  it('spec 3 section 9: "On save, skill points are scaled by (10 minus wrong attempts) / 10."', () => {
    expect(scaleSavedSkillPoints(98, 2)).toBe(78);
    expect(scaleSavedSkillPoints(100, 0)).toBe(100);
    expect(scaleSavedSkillPoints(100, 10)).toBe(0);
  });

  it('caps wrong first checks at the 10 questions of a round', () => {
    expect(scaleSavedSkillPoints(100, 14)).toBe(0);
    expect(scaleSavedSkillPoints(100, -2)).toBe(100);
  });

  it('stays between 0 and the round points and never rises with more wrong answers', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(15), (points, wrong) => {
        const saved = scaleSavedSkillPoints(points, wrong);
        expect(Number.isInteger(saved)).toBe(true);
        expect(saved).toBeGreaterThanOrEqual(0);
        expect(saved).toBeLessThanOrEqual(points);
        expect(scaleSavedSkillPoints(points, wrong + 1)).toBeLessThanOrEqual(saved);
      }),
    );
  });
});

describe('summarisePracticeResults and calculateSavedRoundPoints', () => {
  const control = (
    validation: boolean | null,
    wrong: number,
    points: number,
    time: number,
  ): ValidationControl => ({
    ...createValidationControl(),
    validation,
    attempts_counter: wrong + (validation === null ? 0 : 1),
    wrong_attempts: wrong,
    submitted: validation !== null,
    time_spent: time,
    total_time: time,
    points,
  });

  it('sums a round and scales its points by the wrong first checks on save', () => {
    const round = [
      ...Array.from({ length: 8 }, () => control(true, 0, 10, 20_000)),
      control(false, 1, 9, 30_000),
      control(false, 1, 9, 30_000),
    ];
    expect(summarisePracticeResults(round)).toEqual({
      total_time: 220_000,
      attempts_counter: 12,
      wrong_attempts: 2,
      points: 98,
      total_questions: 10,
    });
    expect(calculateSavedRoundPoints(round)).toBe(78);
  });

  it('never saves more than the round earned', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(true, false, null), fc.nat(5), fc.nat(100), fc.nat(90_000)), {
          maxLength: 10,
        }),
        (rows) => {
          const round = rows.map(([validation, wrong, points, time]) =>
            control(validation, wrong, points, time),
          );
          const saved = calculateSavedRoundPoints(round);
          expect(saved).toBeGreaterThanOrEqual(0);
          expect(saved).toBeLessThanOrEqual(summarisePracticeResults(round).points);
        },
      ),
    );
  });
});
