import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASTER_LEVEL,
  classifyPerformanceLevel,
  classifyReinforceStep,
  classifySkill,
  classifySkillLevel,
  isGoodAtSkill,
  nameSkillLevel,
  selectNextDifficulty,
  type SkillLevel,
} from './skill-levels';

const anyPercent = fc.double({ min: -50, max: 150, noNaN: true });
const bandFunctions = {
  classifySkillLevel,
  classifyPerformanceLevel,
  selectNextDifficulty,
  classifyReinforceStep,
};

describe('classifySkillLevel', () => {
  it('spec 3 section 4: "up to 25 percent Fundamental, up to 50 Intermediate, up to 75 Advanced, above 75 Master"', () => {
    const names = [0, 25, 25.5, 50, 51, 75, 75.1, 100].map((share) =>
      nameSkillLevel(classifySkillLevel(share)),
    );
    expect(names).toEqual([
      'Fundamental',
      'Fundamental',
      'Intermediate',
      'Intermediate',
      'Advanced',
      'Advanced',
      'Master',
      'Master',
    ]);
  });

  it('clamps shares outside 0..100', () => {
    expect(classifySkillLevel(-10)).toBe(1);
    expect(classifySkillLevel(140)).toBe(4);
    expect(classifySkillLevel(Number.NaN)).toBe(1);
  });
});

describe('classifyPerformanceLevel', () => {
  it('spec 1 section 9: "Report levels Fundamental, Intermediate, Advanced, Master (... 50/70/90 for performance)"', () => {
    expect([0, 50, 60, 70, 80, 90, 95, 100].map(classifyPerformanceLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('selectNextDifficulty and classifyReinforceStep', () => {
  it('spec 3 section 4: "Practice difficulty levels 1 to 5 are at 20 percent steps."', () => {
    expect([0, 20, 21, 40, 60, 80, 81, 100].map(selectNextDifficulty)).toEqual([1, 1, 2, 2, 3, 4, 5, 5]);
  });

  it('spec 3 section 4: "Reinforce cards use steps of 20/40/60/80."', () => {
    expect([10, 30, 50, 70, 90].map(classifyReinforceStep)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(Object.entries(bandFunctions))('%s', (_name, classify) => {
  it('is monotone in the percentage', () => {
    fc.assert(
      fc.property(anyPercent, anyPercent, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(classify(low)).toBeLessThanOrEqual(classify(high));
      }),
    );
  });

  it('treats out-of-range percentages like the nearest end', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (excess) => {
        expect(classify(100 + excess)).toBe(classify(100));
        expect(classify(-excess)).toBe(classify(0));
      }),
    );
  });
});

describe('classifySkill', () => {
  it('spec 3 section 4: "Trouble (under 70 percent and not Master), Improved (70 percent or more and not Master), Mastered (level 4)"', () => {
    expect(classifySkill(2, 69.9)).toBe('Trouble');
    expect(classifySkill(3, 70)).toBe('Improved');
    expect(classifySkill(4, 10)).toBe('Mastered');
    expect(classifySkill(1, Number.NaN)).toBe('Trouble');
  });

  it('puts every skill in exactly the class its level and rate give', () => {
    fc.assert(
      fc.property(fc.constantFrom<SkillLevel>(1, 2, 3, 4), anyPercent, (level, rate) => {
        const skillClass = classifySkill(level, rate);
        expect(skillClass === 'Mastered').toBe(level === MASTER_LEVEL);
        if (level !== MASTER_LEVEL) expect(skillClass === 'Improved').toBe(rate >= 70);
      }),
    );
  });
});

describe('isGoodAtSkill', () => {
  it('spec 3 section 4: "In the diagnostic report \'good at\' means over 70 percent."', () => {
    expect(isGoodAtSkill(70)).toBe(false);
    expect(isGoodAtSkill(71)).toBe(true);
  });

  it('agrees with the performance level: good at means Advanced or Master', () => {
    fc.assert(
      fc.property(anyPercent, (rate) => {
        expect(isGoodAtSkill(rate)).toBe(classifyPerformanceLevel(rate) >= 3);
      }),
    );
  });
});
