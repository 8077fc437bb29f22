import { describe, expect, it } from 'vitest';
import { generateDetailed, skills, tasksOfSkill } from '../catalogue';
import { areAnswersEquivalent } from '../core/answers';
import { DIFFICULTY_LEVELS } from '../types';
import { taskNamed } from './task-lookup.fixture';

describe('Grade 8 additions', () => {
  const names = [
    'Extreme percents, powers of ten and perfect squares',
    'Adding and subtracting integers and fractions',
    'Proportional reasoning and multi-step problems',
    'Expressions and patterns with rational numbers',
  ];

  it('adds four Grade 8 skills with three tasks each, numbered without gaps', () => {
    const added = names.map((name) => skills.find((s) => s.name === name && s.subjectId === 3));
    expect(added.every(Boolean)).toBe(true);
    const skillIds = added.map((s) => s!.id);
    expect(skillIds).toEqual(skillIds.map((_, i) => skillIds[0]! + i));
    const taskIds = skillIds.flatMap((id) => tasksOfSkill(id).map((t) => t.id));
    expect(taskIds).toHaveLength(12);
    expect(taskIds).toEqual(taskIds.map((_, i) => taskIds[0]! + i));
  });

  it('has at least four question shapes per skill and a different kind of question at each level', () => {
    for (const name of names) {
      const skill = skills.find((s) => s.name === name)!;
      const titles = new Set<string>();
      for (const task of tasksOfSkill(skill.id))
        for (const level of DIFFICULTY_LEVELS)
          titles.add(generateDetailed(task.id, level, 3).question.title.replace(/-?\d+(\.\d+)?/g, '#'));
      expect(titles.size, name).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('Mixed numbers in context', () => {
  it('shows a positive format example and accepts the key as a mixed number, but not unsimplified', () => {
    const { id } = taskNamed('Mixed numbers in context');
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= 10; seed += 1) {
        const { question } = generateDetailed(id, level, seed);
        expect(question.description).toContain('like 7/4, or as a mixed number, like 1 3/4');
        const [n, d] = question.answer.split('/').map(Number) as [number, number];
        const mixed = `${Math.floor(n / d)} ${n % d}/${d}`;
        const form = question.requires_answer_form;
        if (n > d) expect(areAnswersEquivalent(question.answer, mixed, 'fraction', form)).toBe(true);
        expect(areAnswersEquivalent(question.answer, `${2 * n}/${2 * d}`, 'fraction', form)).toBe(false);
      }
  });
});

describe('Grade 8 solvers, against hand-worked answers', () => {
  it('percents: 250% is 2.5, 0.4% is 0.004, and a growth of 140% to 8,400 started at 3,500', () => {
    const { solve } = taskNamed('Percents above 100% and below 1%');
    expect(solve({ kind: 'over100', percent: '250', amount: '0', story: 0 })).toBe('2.5');
    expect(solve({ kind: 'under1', percent: '0.4', amount: '0', story: 0 })).toBe('0.004');
    expect(solve({ kind: 'backwards', percent: '140', amount: '8400', story: 0 })).toBe('3500');
    expect(solve({ kind: 'backwards', percent: '0.25', amount: '1.5', story: 1 })).toBe('600.00');
  });

  it('powers of ten: 0.045 × 1000 = 45 and 3.2 ÷ 0.01 = 320', () => {
    const { solve } = taskNamed('Powers of ten mentally');
    expect(solve({ kind: 'times', units: 45, scale: 3, exponent: 3, op: '×', item: 0, factor: 1 })).toBe(
      '45',
    );
    expect(
      solve({ kind: 'byFraction', units: 32, scale: 1, exponent: -2, op: '÷', item: 0, factor: 1 }),
    ).toBe('320');
    // 0.025 g × 100,000 grains = 2,500 g = 2.5 kg
    expect(solve({ kind: 'convert', units: 25, scale: 3, exponent: 5, op: '×', item: 0, factor: 1 })).toBe(
      '2.5',
    );
    // a ream: 0.1 mm × 500 sheets = 0.1 × 5 × 100 = 50 mm = 0.05 m
    expect(solve({ kind: 'convert', units: 10, scale: 2, exponent: 2, op: '×', item: 1, factor: 5 })).toBe(
      '0.05',
    );
  });

  it('squares: fencing a 169 m² square garden at $16 a metre costs $832', () => {
    const { solve } = taskNamed('Perfect squares and roots');
    expect(solve({ kind: 'context', base: 13, variant: 0, extra: 16 })).toBe('832.00');
    expect(solve({ kind: 'scaled', base: 8, variant: 1, extra: 0 })).toBe('0.8');
  });

  it('integers: a diver who went down 12 m and up 3 m to -22 m started at -13 m', () => {
    const { solve } = taskNamed('Integer sums in context');
    expect(solve({ kind: 'backwards', terms: [-22, 12, 3], ops: [], place: '', story: 1 })).toBe('-13');
    expect(
      solve({ kind: 'chain', terms: [-59, 13, -12, 48], ops: ['-', '-', '-'], place: '', story: 0 }),
    ).toBe('-108');
  });

  it('fractions: 8 1/4 - 1 2/5 - 1 5/6 = 301/60', () => {
    const { solve } = taskNamed('Mixed numbers in context');
    const mixed = (whole: number, n: number, d: number) => ({ negative: false, whole, n, d });
    expect(
      solve({
        kind: 'backwards',
        values: [mixed(8, 1, 4), mixed(1, 2, 5), mixed(1, 5, 6)],
        ops: [],
        story: 0,
      }),
    ).toBe('301/60');
  });

  it('fundraiser: 215 cups need 4 boxes of 60 at $27 plus HST; profit at $3 a cup with a $25 urn is $497.96', () => {
    const { solve } = taskNamed('Modelling a fundraiser');
    const situation = { town: '', product: 0, price: 300, box: 27, cupsPerBox: 60, rental: 25, goal: 0 };
    expect(solve({ ...situation, step: 'plan', count: 215 })).toBe('497.96');
    // goal $200 with 6 boxes at $19 (128.82 with HST) and a $30 urn at $2.25 a cup: 358.82 / 2.25 = 159.47..., so 160
    expect(solve({ ...situation, price: 225, box: 19, rental: 30, step: 'goal', count: 6, goal: 200 })).toBe(
      '160',
    );
  });

  it('rational expressions and patterns: -3/4 m + 2.5 at m = -2 is 4, and patterns A and B meet at term 13', () => {
    expect(
      taskNamed('Evaluate with rational numbers').solve({
        kind: 'fractionCoefficient',
        numbers: [-3, 4, 25, -2],
        story: 0,
      }),
    ).toBe('4');
    expect(
      taskNamed('Linear patterns: table, rule, situation').solve({
        kind: 'tableMeetsRule',
        rate: 25,
        start: 85,
        target: 13,
        other: [30, 20],
        story: 0,
      }),
    ).toBe('13');
    expect(
      taskNamed('Patterns of rational numbers').solve({
        kind: 'firstBelow',
        first: [775, 100],
        step: [-175, 100],
        target: -6,
      }),
    ).toBe('9');
  });
});

describe('same colour twice', () => {
  it('leaves a colour that cannot come up twice out of the sum', () => {
    const { id } = taskNamed('Same colour twice');
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= 200; seed += 1) {
        const { explanation } = generateDetailed(id, level, seed).question;
        expect(explanation, `level ${level} seed ${seed}`).not.toMatch(/\+ 0 [+=]/);
      }
  });
});

describe('line of best fit (task 146)', () => {
  const { id } = taskNamed('Predict with a line of best fit');

  it('at level 5 from two points, predicts a modest step past the data, to a value the context can take', () => {
    let twoPoints = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const { question, params } = generateDetailed(id, 5, seed);
      const { points, x, slope, mode } = params as {
        points: [number, number][];
        x: number;
        slope: number;
        mode: string;
      };
      if (mode !== 'two-points') continue;
      twoPoints += 1;
      const lastMeasured = Number(/ to (\d+),/.exec(question.title)?.[1]);
      const where = `seed ${seed}: ${question.title}`;
      // The data run past both points on the line; the prediction is 2 to 4 steps past the last measurement.
      expect(lastMeasured, where).toBeGreaterThan(Math.max(...points.map(([px]) => px)));
      expect(x - lastMeasured, where).toBeGreaterThanOrEqual(2);
      expect(x - lastMeasured, where).toBeLessThanOrEqual(4);
      // A height, a mass, a volume or a depth: never negative, and at least 10 where it falls.
      expect(Number(question.answer), where).toBeGreaterThanOrEqual(slope < 0 ? 10 : 0);
      expect(question.title, where).toMatch(/in (centimetres|kilograms|litres)\.$/);
    }
    expect(twoPoints).toBeGreaterThan(100);
  });

  it('sets every level in a context with x and y named, and predicts a value that context can take', () => {
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= 300; seed += 1) {
        const { question, params } = generateDetailed(id, level, seed);
        const { slope, intercept, x, mode, target } = params as {
          slope: number;
          intercept: number;
          x: number;
          mode: string;
          target?: number;
        };
        const where = `level ${level} seed ${seed}: ${question.title}`;
        if (mode === 'two-points') continue;
        expect(question.title, where).toMatch(/where \$x\$ is .+ and \$y\$ is .+\./);
        // Level 1 rises, level 2 falls, whole slopes; levels 3-4 have tenths.
        if (level === 1) expect(slope > 0 && slope % 10 === 0, where).toBe(true);
        if (level === 2) expect(slope < 0 && slope % 10 === 0, where).toBe(true);
        if (level === 3 || level === 4) expect(slope % 10 !== 0, where).toBe(true);
        if (level === 3) expect(slope, where).toBeGreaterThan(0);
        const y = mode === 'backwards' ? (target ?? 0) / 10 : Number(question.answer);
        if (mode === 'backwards') {
          // A slope in halves (2.5, -7.5) and an even x, so the target and the answer are whole numbers.
          expect(Math.abs(slope) % 10, where).toBe(5);
          expect(Number(question.answer), where).toBe(x);
          expect(Number.isInteger(y), where).toBe(true);
        }
        // Never a negative count, price, height or distance; a battery stays between 0 % and 100 %.
        expect(y, where).toBeGreaterThan(0);
        expect(x, where).toBeGreaterThan(0);
        if (/battery/.test(question.title)) expect(y, where).toBeLessThanOrEqual(100);
        if (/cups/.test(question.title)) expect(Number.isInteger(y), where).toBe(true);
        expect(y, where).toBeCloseTo((slope * x) / 10 + intercept, 9);
      }
  });

  it("works the question's own numbers in the explanation and keeps the key out of the hints", () => {
    for (const level of [1, 2, 3, 4] as const)
      for (let seed = 1; seed <= 100; seed += 1) {
        const { question, params } = generateDetailed(id, level, seed);
        const { x, intercept, slope } = params as { x: number; intercept: number; slope: number };
        const where = `level ${level} seed ${seed}`;
        expect(question.explanation, where).toContain(`$x = ${x}$`);
        expect(question.explanation, where).toContain(`+ ${intercept} = ${question.answer}$.`);
        // The hints name only the slope, x and the intercept: the method, never a result.
        const given = new Set([slope / 10, x, intercept]);
        for (const hint of question.hints)
          for (const n of hint.match(/-?\d+(\.\d+)?/g) ?? []) expect(given.has(Number(n)), where).toBe(true);
      }
  });
});
