import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateSharePercent } from './percent-share';
import { classifyRoundCelebration, findNextSkillLevel, recommendNextStep } from './round-report';
import { classifySkillLevel, type SkillLevel } from './skill-levels';

const levelOf = (points: number, available: number) =>
  classifySkillLevel(calculateSharePercent(points, available));

describe('findNextSkillLevel', () => {
  it('spec 3 §4 bands 25/50/75 (inclusive): 125 of 500 is still Fundamental, 126 is Intermediate', () => {
    expect(findNextSkillLevel(0, 500)).toEqual({ level: 2, pointsAt: 126, pointsNeeded: 126 });
    expect(findNextSkillLevel(125, 500)).toEqual({ level: 2, pointsAt: 126, pointsNeeded: 1 });
    expect(findNextSkillLevel(126, 500)).toEqual({ level: 3, pointsAt: 251, pointsNeeded: 125 });
    expect(findNextSkillLevel(300, 500)).toEqual({ level: 4, pointsAt: 376, pointsNeeded: 76 });
    expect(findNextSkillLevel(376, 500)).toBeNull();
    expect(findNextSkillLevel(10, 0)).toBeNull();
  });

  it('names the fewest whole points that reach the next level, for any skill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (available, raw) => {
          const points = raw % (available + 1);
          const next = findNextSkillLevel(points, available);
          const level = levelOf(points, available);
          if (level === 4) {
            expect(next).toBeNull();
            return;
          }
          expect(next).not.toBeNull();
          if (!next) return;
          expect(next.level).toBe(level + 1);
          expect(levelOf(next.pointsAt, available)).toBeGreaterThanOrEqual(level + 1);
          expect(levelOf(next.pointsAt - 1, available)).toBeLessThanOrEqual(level);
          expect(next.pointsNeeded).toBe(next.pointsAt - points);
          expect(next.pointsNeeded).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('classifyRoundCelebration', () => {
  it('celebrates in proportion: 10/10 and 9/10 outstanding, 7/10 strong, 4/10 steady, 2/10 tough', () => {
    expect([10, 9, 8, 7, 6, 4, 3, 2, 0].map((right) => classifyRoundCelebration(right, 10))).toEqual([
      'outstanding',
      'outstanding',
      'strong',
      'strong',
      'steady',
      'steady',
      'tough',
      'tough',
      'tough',
    ]);
    expect(classifyRoundCelebration(0, 0)).toBe('tough');
  });

  it('never celebrates a round more when fewer answers were right', () => {
    const rank = { tough: 0, steady: 1, strong: 2, outstanding: 3 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(50), fc.nat(50), (answered, a, b) => {
        const [low, high] = [Math.min(a, b) % (answered + 1), Math.max(a, b) % (answered + 1)].sort(
          (x, y) => x - y,
        ) as [number, number];
        expect(rank[classifyRoundCelebration(low, answered)]).toBeLessThanOrEqual(
          rank[classifyRoundCelebration(high, answered)],
        );
      }),
    );
  });
});

describe('recommendNextStep', () => {
  it('the same skill under 70 %, a task of the plan after a miss, else the next skill', () => {
    expect(recommendNextStep({ rightFirstTime: 6, answered: 10, levelAfter: 1 })).toBe('same_skill');
    expect(recommendNextStep({ rightFirstTime: 6, answered: 10, levelAfter: 4 })).toBe('same_skill');
    expect(recommendNextStep({ rightFirstTime: 7, answered: 10, levelAfter: 2 })).toBe('plan_task');
    expect(recommendNextStep({ rightFirstTime: 9, answered: 10, levelAfter: 3 })).toBe('plan_task');
    expect(recommendNextStep({ rightFirstTime: 9, answered: 10, levelAfter: 4 })).toBe('next_skill');
    expect(recommendNextStep({ rightFirstTime: 10, answered: 10, levelAfter: 1 })).toBe('next_skill');
  });

  it('never sends a learner on after a Trouble round, nor back to the same skill after a clean one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.nat(10),
        fc.constantFrom<SkillLevel>(1, 2, 3, 4),
        (answered, raw, levelAfter) => {
          const rightFirstTime = raw % (answered + 1);
          const step = recommendNextStep({ rightFirstTime, answered, levelAfter });
          if (rightFirstTime * 100 < 70 * answered) expect(step).toBe('same_skill');
          if (rightFirstTime === answered) expect(step).toBe('next_skill');
        },
      ),
    );
  });
});
