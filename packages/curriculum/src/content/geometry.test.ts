import { describe, expect, it } from 'vitest';
import { generateDetailed, tasks } from '../catalogue';
import { describeDiagram } from '../core/svg';
import { DIFFICULTY_LEVELS } from '../types';
import { levelShapes, taskNamed } from './task-lookup.fixture';
import { GEOMETRY_TASKS } from './additions/geometry.additions';
import { QUADS, QUAD_PROPERTIES, measure, measureKind } from './grade6-quadrilaterals.family';

const NAMES = ['Properties of quadrilaterals', 'Building from views', 'Drawing views of cube structures'];

describe('Spatial Sense additions: quadrilaterals and views', () => {
  it('adds three tasks to skills 14, 15 and 78, numbered without gaps', () => {
    const ids = NAMES.map((name) => taskNamed(name).id);
    expect(ids).toEqual(GEOMETRY_TASKS.map((t) => t.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
    const skillOf = new Map(tasks.map((t) => [t.id, t.skillId]));
    expect(ids.map((id) => skillOf.get(id))).toEqual([14, 15, 78]);
  });

  it('asks a different kind of question at each level of each task', () => {
    for (const name of NAMES) {
      expect(levelShapes(taskNamed(name).id).size, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('describes every diagram fully: every number drawn is in the text alternative', () => {
    for (const name of NAMES) {
      const { id } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS)
        for (let seed = 1; seed <= 20; seed += 1) {
          const svg = generateDetailed(id, level, seed).question.image_svg;
          if (!svg) continue;
          const described = describeDiagram(svg) ?? '';
          expect(described.length, `${name} level ${level}`).toBeGreaterThan(40);
          const drawn = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => m[1]);
          for (const n of drawn) expect(described, `${name} level ${level} seed ${seed}`).toContain(n);
        }
    }
  });
});

describe('quadrilateral properties, against the geometry', () => {
  it('the table agrees with the measured examples of every kind', () => {
    for (const shape of QUADS) expect(measureKind(shape), shape).toEqual(QUAD_PROPERTIES[shape]);
  });

  it('measures by hand-checked shapes: a 4 by 2 rectangle, a square, a kite with equal diagonals', () => {
    expect(
      measure([
        [0, 0],
        [4, 0],
        [4, 2],
        [0, 2],
      ]),
    ).toEqual({ bisect: true, perpendicular: false, equal: true, lines: 2, order: 2 });
    expect(
      measure([
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ]),
    ).toEqual({ bisect: true, perpendicular: true, equal: true, lines: 4, order: 4 });
    expect(
      measure([
        [0, 1],
        [-2, 0],
        [0, -3],
        [2, 0],
      ]),
    ).toEqual({ bisect: false, perpendicular: true, equal: true, lines: 1, order: 1 });
  });

  it('solves: a kite has one line of symmetry; diagonals that bisect and are equal but not perpendicular: rectangle', () => {
    const { solve } = taskNamed('Properties of quadrilaterals');
    expect(solve({ kind: 'readSymmetry', shapes: ['kite'], clues: [{ property: 'lines', value: 0 }] })).toBe(
      '1',
    );
    expect(
      solve({ kind: 'readSymmetry', shapes: ['parallelogram'], clues: [{ property: 'order', value: 0 }] }),
    ).toBe('2');
    expect(solve({ kind: 'readDiagonals', shapes: ['kite'], clues: [] })).toBe(
      'They never bisect each other, are always perpendicular, and are sometimes equal in length.',
    );
    const clues = [
      { property: 'bisect', value: 1 },
      { property: 'perpendicular', value: 0 },
      { property: 'equal', value: 1 },
    ];
    expect(
      solve({ kind: 'nameFromDiagonals', shapes: ['square', 'rectangle', 'kite', 'rhombus'], clues }),
    ).toBe('rectangle');
    // One line of symmetry and diagonals that are not perpendicular: an isosceles trapezoid can, a kite cannot.
    const symmetry = [
      { property: 'lines', value: 1 },
      { property: 'perpendicular', value: 0 },
    ];
    expect(
      solve({
        kind: 'nameFromSymmetry',
        shapes: ['kite', 'isosceles trapezoid', 'square', 'rhombus'],
        clues: symmetry,
      }),
    ).toBe('isosceles trapezoid');
    // Always-perpendicular diagonals and at least one line of symmetry: square, rhombus, kite (not the trapezoids).
    expect(
      solve({
        kind: 'countInList',
        shapes: ['square', 'rhombus', 'kite', 'isosceles trapezoid', 'trapezoid'],
        clues: [
          { property: 'perpendicular', value: 1 },
          { property: 'lines', value: 1, atLeast: true },
        ],
      }),
    ).toBe('3');
  });
});

describe('views of cube structures, against hand-worked answers', () => {
  // Back row 2, 1; front row 1, 3. Front view 2, 3; side view from the right (front first) 3, 2.
  const h = [
    [2, 1],
    [1, 3],
  ];

  it('building from views: at most 9 cubes (2, 2, 2, 3), at least 7 (2, 1, 1, 3), a one-row 3, 1, 4 has 8', () => {
    const { solve } = taskNamed('Building from views');
    const base = { others: [], cell: [] };
    expect(solve({ ...base, kind: 'mostCubes', structure: h })).toBe('9');
    expect(solve({ ...base, kind: 'fewestCubes', structure: h })).toBe('7');
    expect(solve({ ...base, kind: 'rowTowers', structure: [[3, 1, 4]] })).toBe('8');
    // The front-right stack is the only one that can reach the right column's 3: it must be 3.
    expect(solve({ ...base, kind: 'forcedStack', structure: h, cell: [1, 1, 1] })).toBe('3');
    // The back-left stack could be 1 or 2 (the back row's 2 can stand on the left or the right).
    expect(solve({ ...base, kind: 'forcedStack', structure: h, cell: [0, 0, 1] })).toBe('1 or 2');
    // The right column (and the front row) holds at least 4: the forced 3 and one cube on the other square, since the
    // back row reaches its 2 on the left and the left column its 2 at the back.
    expect(solve({ ...base, kind: 'forcedStack', structure: h, cell: [1, 1, 1, 1] })).toBe('4');
    expect(solve({ ...base, kind: 'forcedStack', structure: h, cell: [1, 1, 0, 1] })).toBe('4');
  });

  it('drawing views: front 5 squares, top 4; at 3 cm a square the front view is 45 cm²; 2 cubes of 9 can go', () => {
    const { solve } = taskNamed('Drawing views of cube structures');
    expect(solve({ kind: 'frontOrSideSquares', structure: h, view: 0, scale: 0 })).toBe('5');
    expect(solve({ kind: 'sideOrTopSquares', structure: h, view: 2, scale: 0 })).toBe('4');
    expect(solve({ kind: 'whichView', structure: h, view: 1, scale: 0 })).toBe(
      'left to right, columns 3 and 2 squares tall',
    );
    expect(solve({ kind: 'scaleArea', structure: h, view: 0, scale: 3 })).toBe('45');
    const full = [
      [2, 2],
      [2, 3],
    ];
    // 9 cubes; the views need 2, 1, 1, 3 = 7.
    expect(solve({ kind: 'removable', structure: full, view: 0, scale: 0 })).toBe('2');
  });
});

describe('area, not perimeter: every wrong option is a named slip', () => {
  it('names every wrong area option, even when the area equals the perimeter (3 cm by 6 cm)', () => {
    const { id } = taskNamed('Area, not perimeter');
    for (const level of [1, 2, 3, 4] as const)
      for (let seed = 1; seed <= 300; seed += 1) {
        const { question } = generateDetailed(id, level, seed);
        const named = new Set(question.misconceptions.map((m) => m.answer));
        const unnamed = question.question_options!.filter(
          (o) => o.value !== question.answer && !named.has(o.value),
        );
        expect(
          unnamed,
          `level ${level} seed ${seed}: ${question.question_options!.map((o) => o.label).join(' | ')}`,
        ).toEqual([]);
      }
    const { question } = generateDetailed(id, 1, 16);
    expect(question.answer).toBe('18');
    expect(question.question_options!.map((o) => o.value).sort()).toEqual(['15', '18', '36', '9']);
  });

  it('works a height back from the area with the real halving slip: base 25 cm, area 250 cm² gives 20, not 200', () => {
    const { id } = taskNamed('Area, not perimeter');
    const { question } = generateDetailed(id, 5, 1);
    expect(question.answer).toBe('10');
    expect(question.misconceptions.map((m) => m.answer)).toContain('20');
    expect(question.question_options!.map((o) => o.value)).not.toContain('200');
  });
});

describe('which view of a cube structure (task 268, level 3): every wrong option is a named slip', () => {
  const heights = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);
  const oneOff = (wrong: number[], right: number[]): boolean => {
    const changed = wrong.map((x, i) => x - (right[i] ?? 0)).filter((d) => d !== 0);
    return wrong.length === right.length && changed.length === 1 && Math.abs(changed[0] as number) === 1;
  };

  it('offers the view from the far side, the other view, the top view counts or a line added up, never a column one taller', () => {
    const { id } = taskNamed('Drawing views of cube structures');
    let nearMisses = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const { question } = generateDetailed(id, 3, seed);
      const named = new Set(question.misconceptions.map((m) => m.answer));
      const wrong = question.question_options!.filter((o) => o.value !== question.answer);
      const where = `seed ${seed}: ${question.question_options!.map((o) => o.label).join(' | ')}`;
      expect(
        wrong.filter((o) => !named.has(o.value)),
        where,
      ).toEqual([]);
      if (wrong.some((o) => oneOff(heights(o.value), heights(question.answer)))) nearMisses += 1;
    }
    // A real slip may land one square off when nothing else is left (4 seeds in 300), never a made-up one.
    expect(nearMisses).toBeLessThanOrEqual(6);
  });

  it('counts the stacks in each column as the top view shows them: 2, 3 and 3 for a front view of 2, 2 and 4', () => {
    const { id } = taskNamed('Drawing views of cube structures');
    const { question, params } = generateDetailed(id, 3, 1);
    expect((params as { structure: number[][] }).structure).toEqual([
      [2, 2, 2],
      [0, 2, 1],
      [2, 1, 4],
    ]);
    expect(question.answer).toBe('left to right, columns 2, 2 and 4 squares tall');
    expect(
      question.misconceptions.find((m) => m.answer === 'left to right, columns 2, 3 and 3 squares tall')
        ?.hint,
    ).toMatch(/top view/);
  });
});
