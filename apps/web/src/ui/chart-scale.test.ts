import { describe, expect, it } from 'vitest';
import { chooseValueAxis, placeOnAxis, wrapLabel } from './chart-scale';

describe('the value axis', () => {
  it('uses round ticks on a linear axis', () => {
    expect(chooseValueAxis(1950, 'linear')).toEqual({ top: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    expect(chooseValueAxis(89, 'linear').ticks).toEqual([0, 25, 50, 75, 100]);
    expect(chooseValueAxis(0, 'linear').ticks).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts the reference line and round ticks on a root axis', () => {
    const axis = chooseValueAxis(2500, 'sqrt');
    expect(axis.top).toBe(3000);
    expect(axis.ticks).toEqual([0, 200, 1000, 2000, 3000]);
    for (const tick of axis.ticks) expect(String(tick)).toMatch(/^(0|[125]0*|2500*|30*)$/);
  });

  it("draws a typical learner's bars at a visible share of the reference line's height", () => {
    // Decision 017: a learner with one good round in a topic (about 100 to 200 points) against the 2,500 line.
    const { top } = chooseValueAxis(2500, 'sqrt');
    const line = placeOnAxis(2500, top, 'sqrt');
    expect(placeOnAxis(100, top, 'sqrt') / line).toBeGreaterThan(0.19);
    expect(placeOnAxis(189, top, 'sqrt') / line).toBeGreaterThanOrEqual(0.25);
    // On a linear axis the same bar was a sliver under the line.
    expect(placeOnAxis(100, top, 'linear') / placeOnAxis(2500, top, 'linear')).toBeLessThan(0.05);
    // Larger values stay taller: the order of the bars is kept.
    expect(placeOnAxis(500, top, 'sqrt')).toBeGreaterThan(placeOnAxis(400, top, 'sqrt'));
  });
});

describe('axis labels', () => {
  it('wraps at spaces and never cuts a word', () => {
    expect(wrapLabel('Whole numbers up to one billion', 14)).toEqual([
      'Whole numbers',
      'up to one',
      'billion',
    ]);
    expect(wrapLabel('Multiplication', 6)).toEqual(['Multiplication']);
    expect(wrapLabel('Nov 25', 10)).toEqual(['Nov 25']);
  });
});
