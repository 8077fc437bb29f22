import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickInitialSubject, type GradeStanding } from './initial-grade';

const grade = (id: number, overrides: Partial<GradeStanding> = {}) => ({
  id,
  is_current: false,
  learner_points: 0,
  ...overrides,
});

const grades = fc.array(
  fc.record({ id: fc.nat(), is_current: fc.boolean(), learner_points: fc.nat({ max: 5000 }) }),
  { maxLength: 8 },
);

describe('pickInitialSubject', () => {
  it("opens on the learner's current grade, even before a grade with more points", () => {
    expect(pickInitialSubject([grade(1, { learner_points: 500 }), grade(2, { is_current: true })])?.id).toBe(
      2,
    );
  });

  it('opens on the first grade with points when none is current', () => {
    expect(
      pickInitialSubject([grade(1), grade(2, { learner_points: 10 }), grade(3, { learner_points: 90 })])?.id,
    ).toBe(2);
  });

  it('opens on the first grade for a new learner, and on none when the course has no grades', () => {
    expect(pickInitialSubject([grade(1), grade(2)])?.id).toBe(1);
    expect(pickInitialSubject([])).toBeUndefined();
  });

  it('always opens on one of the grades given, and on a current grade whenever there is one', () => {
    fc.assert(
      fc.property(grades, (list) => {
        const picked = pickInitialSubject(list);
        expect(picked === undefined).toBe(list.length === 0);
        if (picked) expect(list).toContain(picked);
        if (list.some((entry) => entry.is_current)) expect(picked?.is_current).toBe(true);
        else if (list.some((entry) => entry.learner_points > 0))
          expect(picked?.learner_points).toBeGreaterThan(0);
      }),
    );
  });
});
