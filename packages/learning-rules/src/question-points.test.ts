import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePointsPenaltyPercent,
  calculateQuestionPoints,
  isSlowAnswer,
  type QuestionPointsInput,
} from './question-points';

const practice = (fullPoints: number, wrongAttempts: number, timeSpentMs: number): QuestionPointsInput => ({
  mode: 'practice',
  fullPoints,
  isAnsweredCorrectly: true,
  wrongAttempts,
  timeSpentMs,
});

const inputArbitrary = fc.record({
  mode: fc.constantFrom<QuestionPointsInput['mode']>('practice', 'diagnostic'),
  fullPoints: fc.integer({ min: 0, max: 1_000_000 }),
  isAnsweredCorrectly: fc.boolean(),
  wrongAttempts: fc.nat(30),
  timeSpentMs: fc.nat(200_000),
});

describe('calculateQuestionPoints', () => {
  it('spec 3 section 9: "full points for a first-try correct answer"', () => {
    expect(calculateQuestionPoints(practice(100, 0, 1_000))).toBe(100);
    expect(calculateQuestionPoints(practice(100, 0, 90_000))).toBe(100);
  });

  it('spec 3 section 9: "Otherwise 10 percent is taken off if the time spent is over 50000 ..., and a further n*10 percent for n wrong attempts."', () => {
    expect(calculateQuestionPoints(practice(100, 1, 50_000))).toBe(90);
    expect(calculateQuestionPoints(practice(100, 1, 50_001))).toBe(80);
    expect(calculateQuestionPoints(practice(100, 3, 60_000))).toBe(60);
    expect(calculatePointsPenaltyPercent(2, 70_000)).toBe(30);
  });

  it('spec 3 section 9: "The minimum is 0."', () => {
    expect(calculateQuestionPoints(practice(100, 10, 1_000))).toBe(0);
    expect(calculateQuestionPoints(practice(100, 25, 90_000))).toBe(0);
  });

  it('spec 3 section 9: "A correct answer after the first validation gives 0 points." (the diagnostic)', () => {
    const diagnostic = { ...practice(100, 1, 1_000), mode: 'diagnostic' as const };
    expect(calculateQuestionPoints(diagnostic)).toBe(0);
    expect(calculateQuestionPoints({ ...diagnostic, wrongAttempts: 0 })).toBe(100);
  });

  it('rounds partial credit down to whole points', () => {
    expect(calculateQuestionPoints(practice(15, 1, 0))).toBe(13);
    expect(calculateQuestionPoints(practice(1, 1, 0))).toBe(0);
  });

  it('gives nothing for a question never answered correctly', () => {
    expect(calculateQuestionPoints({ ...practice(100, 2, 0), isAnsweredCorrectly: false })).toBe(0);
  });

  it('treats broken inputs as zero rather than producing negative or fractional points', () => {
    expect(calculateQuestionPoints(practice(-5, 0, 0))).toBe(0);
    expect(calculateQuestionPoints(practice(Number.NaN, 0, 0))).toBe(0);
    expect(calculateQuestionPoints(practice(10.9, 0, 0))).toBe(10);
    expect(calculateQuestionPoints(practice(100, -3, 0))).toBe(100);
  });

  it('is an integer between 0 and the full points', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const points = calculateQuestionPoints(input);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(input.fullPoints);
      }),
    );
  });

  it('never rises with more wrong attempts or more time', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(5), fc.nat(100_000), (input, moreWrong, moreTime) => {
        const points = calculateQuestionPoints(input);
        expect(
          calculateQuestionPoints({ ...input, wrongAttempts: input.wrongAttempts + moreWrong }),
        ).toBeLessThanOrEqual(points);
        expect(
          calculateQuestionPoints({ ...input, timeSpentMs: input.timeSpentMs + moreTime }),
        ).toBeLessThanOrEqual(points);
      }),
    );
  });

  it('gives the diagnostic never more than practice', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(calculateQuestionPoints({ ...input, mode: 'diagnostic' })).toBeLessThanOrEqual(
          calculateQuestionPoints({ ...input, mode: 'practice' }),
        );
      }),
    );
  });

  it('matches the exact formula in practice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(100_000),
        (full, wrong, time) => {
          const penalty = Math.min(100, wrong * 10 + (time > 50_000 ? 10 : 0));
          expect(calculateQuestionPoints(practice(full, wrong, time))).toBe(
            Math.floor((full * (100 - penalty)) / 100),
          );
        },
      ),
    );
  });
});

describe('isSlowAnswer', () => {
  it('design brief section 5: "minus 10 % if time spent is over 50 000 ms"', () => {
    expect(isSlowAnswer(50_000)).toBe(false);
    expect(isSlowAnswer(50_001)).toBe(true);
  });
});
