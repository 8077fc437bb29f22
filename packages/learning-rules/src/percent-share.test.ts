import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateCorrectRatePercent,
  calculateSharePercent,
  clampPercent,
  findPercentBand,
} from './percent-share';

describe('calculateSharePercent', () => {
  it('is the learner points as a percentage of the points available', () => {
    expect(calculateSharePercent(250, 1000)).toBe(25);
    expect(calculateSharePercent(7, 10)).toBe(70);
  });

  it('clamps to 0..100 and is 0 when nothing is available', () => {
    expect(calculateSharePercent(1500, 1000)).toBe(100);
    expect(calculateSharePercent(-10, 1000)).toBe(0);
    expect(calculateSharePercent(10, 0)).toBe(0);
    expect(calculateSharePercent(10, -5)).toBe(0);
    expect(calculateSharePercent(Number.NaN, 10)).toBe(0);
  });

  it('hits band edges exactly: every whole percentage of a whole is that integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (percent, scale) => {
          expect(calculateSharePercent(percent * scale, 100 * scale)).toBe(percent);
        },
      ),
    );
  });

  it('never leaves 0..100 and never falls when the learner earns more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.nat(1000),
        fc.integer({ min: -10, max: 50_000 }),
        (part, more, whole) => {
          const share = calculateSharePercent(part, whole);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
          expect(calculateSharePercent(part + more, whole)).toBeGreaterThanOrEqual(share);
        },
      ),
    );
  });
});

describe('calculateCorrectRatePercent', () => {
  it('spec 3 section 4: "the correct-answer rate (100 minus the wrong share)"', () => {
    expect(calculateCorrectRatePercent(3, 10)).toBe(70);
    expect(calculateCorrectRatePercent(0, 5)).toBe(100);
    expect(calculateCorrectRatePercent(0, 0)).toBe(0);
    expect(calculateCorrectRatePercent(12, 10)).toBe(0);
  });

  it('stays within 0..100 and falls as wrong answers grow', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (wrong, answered) => {
        const rate = calculateCorrectRatePercent(wrong, answered);
        expect(clampPercent(rate)).toBe(rate);
        expect(calculateCorrectRatePercent(wrong + 1, answered)).toBeLessThanOrEqual(rate);
      }),
    );
  });
});

describe('findPercentBand', () => {
  it('uses inclusive upper bounds ("up to N percent")', () => {
    expect(findPercentBand(25, [25, 50, 75])).toBe(1);
    expect(findPercentBand(25.01, [25, 50, 75])).toBe(2);
    expect(findPercentBand(100, [25, 50, 75])).toBe(4);
    expect(findPercentBand(-20, [25, 50, 75])).toBe(1);
    expect(findPercentBand(Number.NaN, [25, 50, 75])).toBe(1);
    expect(findPercentBand(250, [25, 50, 75])).toBe(4);
  });
});
