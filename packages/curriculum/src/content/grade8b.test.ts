import { describe, expect, it } from 'vitest';
import { generateDetailed, tasks } from '../catalogue';
import { describeDiagram } from '../core/svg';
import { DIFFICULTY_LEVELS } from '../types';
import { levelShapes, taskNamed } from './task-lookup.fixture';
import { GRADE8B_TASKS } from './additions/grade8b.additions';

const NAMES = [
  'Paying in another currency',
  'Venn and tree diagrams',
  'One- and two-variable data',
  'Squares on the sides of a right triangle',
  'Very large and very small units',
  'Tessellations',
  'Scale models from views',
];

describe('Grade 8 second-round additions', () => {
  it('adds seven tasks to first-release Grade 8 skills, numbered without gaps', () => {
    const ids = NAMES.map((name) => taskNamed(name).id);
    expect(ids).toEqual(GRADE8B_TASKS.map((t) => t.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
    const skillOf = new Map(tasks.map((t) => [t.id, t.skillId]));
    expect(ids.map((id) => skillOf.get(id))).toEqual([60, 51, 49, 53, 54, 55, 55]);
  });

  it('asks a different kind of question at each level of each task', () => {
    for (const name of NAMES) {
      expect(levelShapes(taskNamed(name).id).size, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('describes every diagram it draws', () => {
    for (const name of ['Venn and tree diagrams', 'One- and two-variable data', 'Tessellations']) {
      const { id } = taskNamed(name);
      for (const level of DIFFICULTY_LEVELS) {
        const svg = generateDetailed(id, level, 7).question.image_svg;
        if (svg) expect(describeDiagram(svg)?.length ?? 0, `${name} level ${level}`).toBeGreaterThan(40);
      }
    }
  });
});

describe('Grade 8 second-round solvers, against hand-worked answers', () => {
  it('currency: US$84.00 at 1.36 is C$114.24; with the 2.5% fee C$117.10; unspent US$400 at 1.40 back at 1.32 costs C$32.00', () => {
    const { solve } = taskNamed('Paying in another currency');
    const base = { otherRates: [], extraCents: 0, item: 0 };
    expect(solve({ ...base, kind: 'convert', usdCents: 8400, rate: 136 })).toBe('114.24');
    // 84 × 1.36 = 114.24, × 1.025 = 117.096 → 117.10
    expect(solve({ ...base, kind: 'creditFee', usdCents: 8400, rate: 136 })).toBe('117.10');
    // card 117.10 against prepaid 84 × 1.39 = 116.76: the prepaid card saves 0.34
    expect(solve({ ...base, kind: 'compare', usdCents: 8400, rate: 136, otherRates: [139] })).toBe('0.34');
    // US$20: credit 27.88, debit 27.20 + 5.00 = 32.20, kiosk 20 × 1.45 = 29.00, prepaid 20 × 1.37 = 27.40
    expect(
      solve({
        ...base,
        kind: 'cheapest',
        usdCents: 2000,
        rate: 136,
        otherRates: [137, 145],
        extraCents: 500,
      }),
    ).toBe('the prepaid travel card');
    expect(
      solve({ ...base, kind: 'leftover', usdCents: 60000, rate: 140, otherRates: [132], extraCents: 20000 }),
    ).toBe('32.00');
  });

  it('Venn and tree: 9 | 5 | 11 | 3 gives P(neither) 3/28 and P(A or B) 25/28; 0.6 and 0.3 give at least one win 0.72', () => {
    const { solve } = taskNamed('Venn and tree diagrams');
    expect(solve({ kind: 'vennOne', numbers: [9, 5, 11, 3], region: 3, story: 0 })).toBe('3/28');
    expect(solve({ kind: 'vennOr', numbers: [9, 5, 11, 3], region: 0, story: 0 })).toBe('25/28');
    expect(solve({ kind: 'vennMissing', numbers: [8, 4, 8, 8], region: 0, story: 0 })).toBe('1/7');
    // win then lose: 0.6 × 0.7 = 0.42; at least one: 1 - 0.4 × 0.7 = 0.72
    expect(solve({ kind: 'treePath', numbers: [60, 30], region: 1, story: 0 })).toBe('0.42');
    expect(solve({ kind: 'treeAtLeastOne', numbers: [60, 30], region: 0, story: 0 })).toBe('0.72');
  });

  it('two-variable data: two of (150, 154), (160, 158), (170, 173) have an arm span longer than their height', () => {
    const { solve } = taskNamed('One- and two-variable data');
    const pairs = [
      [150, 154],
      [160, 158],
      [170, 173],
    ];
    expect(solve({ kind: 'table', picks: [], pairs })).toBe('2');
    expect(solve({ kind: 'bestGraph', picks: [2], pairs: [] })).toBe('a histogram');
  });

  it('squares: 36 + 64 = 100; 169 - 25 = 144; legs 30 cm and 40 cm with 53 cm between the marks is 3 cm off', () => {
    const { solve } = taskNamed('Squares on the sides of a right triangle');
    expect(solve({ kind: 'hypSquare', numbers: [36, 64], extra: 0, offsets: [] })).toBe('100');
    expect(solve({ kind: 'legSquare', numbers: [25, 169], extra: 0, offsets: [] })).toBe('144');
    expect(solve({ kind: 'sideLength', numbers: [5, 12, 13], extra: 2, offsets: [] })).toBe('26');
    expect(solve({ kind: 'corner', numbers: [3, 4, 5], extra: 3, offsets: [] })).toBe('3');
    // 9 + 16 = 25 is the only set that closes; (6, 8, 10) with +2 gives 36 + 64 ≠ 102
    expect(solve({ kind: 'whichRight', numbers: [3, 4, 5], extra: 0, offsets: [1, 2, 2, -1, 3, 4] })).toBe(
      '9 cm², 16 cm² and 25 cm²',
    );
  });

  it('prefixes: 1 nm is 10^-9 m; 3.5 GB = 3500 MB; 2 TB holds 4000 files of 500 MB; 80 µm is 40000 times 2 nm', () => {
    const { solve } = taskNamed('Very large and very small units');
    expect(solve({ kind: 'power', units: 1, places: 0, prefixes: ['n'], other: 0, story: 0 })).toBe('-9');
    expect(solve({ kind: 'largeStep', units: 35, places: 1, prefixes: ['G', 'M'], other: 0, story: 0 })).toBe(
      '3500',
    );
    expect(
      solve({ kind: 'smallStep', units: 120, places: 0, prefixes: ['n', 'µ'], other: 0, story: 1 }),
    ).toBe('0.12');
    expect(solve({ kind: 'howMany', units: 2, places: 0, prefixes: ['T', 'M'], other: 500, story: 0 })).toBe(
      '4000',
    );
    expect(solve({ kind: 'compare', units: 80, places: 0, prefixes: ['µ', 'n'], other: 2, story: 0 })).toBe(
      '40000',
    );
  });

  it('tessellations: 90, 90, 60, 60 leave 60; a square and a hexagon need a 12-gon; two octagons need a square', () => {
    const { solve } = taskNamed('Tessellations');
    expect(solve({ kind: 'missingAngle', numbers: [90, 90, 60, 60], story: 0 })).toBe('60');
    expect(solve({ kind: 'completeVertex', numbers: [90, 120, 1], story: 0 })).toBe('12');
    expect(solve({ kind: 'completeVertex', numbers: [135, 135, 1], story: 0 })).toBe('4');
    expect(solve({ kind: 'regular', numbers: [6, 5, 8, 10], story: 0 })).toBe('regular hexagon');
    expect(solve({ kind: 'transformation', numbers: [0, 4], story: 0 })).toBe('a translation');
    expect(solve({ kind: 'transformation', numbers: [1, 4], story: 0 })).toBe('a rotation of 180°');
  });

  it('scale models: 30 m at 1 : 200 is 15 cm; 10 cm × 3 cm × 1.6 cm of foam is 48 cm³', () => {
    const { solve } = taskNamed('Scale models from views');
    expect(solve({ kind: 'toModel', size: [30, 20, 8], scale: 200, pick: [0], story: 0 })).toBe('15');
    expect(solve({ kind: 'toReal', size: [30, 20, 8], scale: 100, pick: [1], story: 0 })).toBe('20');
    expect(solve({ kind: 'volume', size: [50, 15, 8], scale: 500, pick: [], story: 0 })).toBe('48');
    // 60 m × 15 m: 1 : 50 gives 120 cm, too long for a 100 cm table; 1 : 100 gives 60 cm × 15 cm
    expect(solve({ kind: 'chooseScale', size: [60, 15, 8], scale: 0, pick: [100, 40], story: 0 })).toBe(
      '1 : 100',
    );
  });
});
