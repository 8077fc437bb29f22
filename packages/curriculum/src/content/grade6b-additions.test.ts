import { describe, expect, it } from 'vitest';
import { generateDetailed, skills, tasks } from '../catalogue';
import { describeDiagram } from '../core/svg';
import { skillShapes } from '../lint/difficulty';
import { DIFFICULTY_LEVELS } from '../types';
import { FIRST_SKILL_ID, FIRST_TASK_ID } from './additions/grade6b.additions';

const grade6Skill = (name: string) => {
  const skill = skills.find((s) => s.name === name && s.subjectId === 1);
  if (!skill) throw new Error(`no Grade 6 skill named ${name}`);
  return skill;
};
const taskNamed = (name: string) => {
  const task = tasks.find((t) => t.name === name && t.subjectId === 1);
  if (!task) throw new Error(`no Grade 6 task named ${name}`);
  return task;
};

describe('Grade 6 coverage additions, second block', () => {
  it('numbers its skills and tasks from its two constants, without gaps', () => {
    expect(grade6Skill('Metric units and measuring angles').id).toBe(FIRST_SKILL_ID);
    expect(grade6Skill('Frequency tables and choosing a graph').id).toBe(FIRST_SKILL_ID + 1);
    const ids = [
      'Patterns with decimals',
      'Two independent events',
      'Areas of composite shapes',
      'Helps and obstacles on the way to a goal',
      'Metric conversions',
      'Reading a protractor',
      'Clockwise and counterclockwise turns',
      'Frequency tables with intervals',
      'Choosing a graph',
      'Reading a histogram',
    ].map((name) => taskNamed(name).id);
    expect(ids).toEqual(ids.map((_, i) => FIRST_TASK_ID + i));
  });

  it('prices each savings goal in its realistic range: no $84 week of camp, no $28 hockey skates', () => {
    const ranges: Record<string, [number, number]> = {
      'a week of summer camp': [200, 700],
      'a pair of hockey skates': [90, 400],
      'a new bike': [150, 700],
      'a board game': [20, 90],
    };
    const task = taskNamed('Helps and obstacles on the way to a goal');
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= 30; seed += 1) {
        const { question } = generateDetailed(task.id, level, seed);
        for (const [item, [low, high]] of Object.entries(ranges)) {
          const price = new RegExp(`${item} for \\$([\\d,]+\\.\\d\\d)`).exec(question.description ?? '');
          if (!price) continue;
          const dollars = Number(price[1]!.replace(',', ''));
          expect(dollars, `${item} at level ${level}, seed ${seed}`).toBeGreaterThanOrEqual(low);
          expect(dollars, `${item} at level ${level}, seed ${seed}`).toBeLessThanOrEqual(high);
        }
      }
  });

  it.each(['Metric units and measuring angles', 'Frequency tables and choosing a graph'])(
    '%s asks at least 4 distinct question shapes, and most level-5 shapes appear at no lower level',
    (name) => {
      const { all, top, newAtTop } = skillShapes(grade6Skill(name).id);
      expect(all.size).toBeGreaterThanOrEqual(4);
      expect(newAtTop).toBeGreaterThan(top.size / 2);
    },
  );

  it('frequency tables: the key counts the values the diagram lists inside the interval the title names', () => {
    const task = taskNamed('Frequency tables with intervals');
    for (let seed = 1; seed <= 30; seed += 1) {
      const { question } = generateDetailed(task.id, 1, seed);
      const [, from, to] = /interval (\d+) to (\d+)/.exec(question.title)!.map(Number) as [
        number,
        number,
        number,
      ];
      const values = /collected: ([\d, ]+)\./
        .exec(describeDiagram(question.image_svg!)!)![1]!
        .split(', ')
        .map(Number);
      expect(question.answer).toBe(String(values.filter((v) => v >= from && v <= to).length));
    }
  });

  it('two events: the key is the share of favourable pairs in a table of every outcome the question names', () => {
    const task = taskNamed('Two independent events');
    for (let seed = 1; seed <= 40; seed += 1) {
      const { question } = generateDetailed(task.id, 3, seed);
      // "... has 2 equally likely results and the spinner has 4, so there are 2 × 4 = 8 outcomes."
      const [, a, b] = /has (\d+) equally likely results and [a-z ]+ has (\d+)/.exec(question.explanation)!;
      const [, favourable, total] = /(\d+) of the (\d+) outcomes/.exec(question.explanation)!;
      expect(Number(total)).toBe(Number(a) * Number(b));
      const [n, d] = question.answer.split('/').map(Number) as [number, number];
      expect(n * Number(total)).toBe(Number(favourable) * (d ?? 1));
    }
  });

  it('protractor: the key is the reading the description gives on the scale whose 0 is on the first arm', () => {
    const task = taskNamed('Reading a protractor');
    for (const level of [1, 2] as const)
      for (let seed = 1; seed <= 30; seed += 1) {
        const { question } = generateDetailed(task.id, level, seed);
        const alt = describeDiagram(question.image_svg!)!;
        const scale = /through 0 on the (outer|inner) scale/.exec(alt)![1];
        const reading = new RegExp(`crosses the outer scale at (\\d+) and the inner scale at (\\d+)`).exec(
          alt,
        )!;
        expect(question.answer).toBe(scale === 'outer' ? reading[1] : reading[2]);
      }
  });

  it('turns: a clockwise turn and its counterclockwise partner make a full turn', () => {
    const task = taskNamed('Clockwise and counterclockwise turns');
    for (let seed = 1; seed <= 30; seed += 1) {
      const { question } = generateDetailed(task.id, 2, seed);
      const given = Number(/A turn of (\d+)°/.exec(question.title)![1]);
      expect(given + Number(question.answer)).toBe(360);
    }
  });

  it('composite areas: the missing side, put back, gives the stated area', () => {
    const task = taskNamed('Areas of composite shapes');
    for (let seed = 1; seed <= 30; seed += 1) {
      const { question } = generateDetailed(task.id, 5, seed);
      const area = Number(/area of (\d+) m²/.exec(question.title)![1]);
      const [, w, h, b] = /(\d+) m along the bottom, (\d+) m up the left side and (\d+) m up the right side/
        .exec(question.description!)!
        .map(Number) as [number, number, number, number];
      const x = Number(question.answer);
      expect(w * b + x * (h - b)).toBe(area);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(w);
    }
  });

  it('goals: every quantity question counts a positive whole number of weeks', () => {
    const task = taskNamed('Helps and obstacles on the way to a goal');
    for (const level of [2, 3, 4, 5] as const)
      for (let seed = 1; seed <= 30; seed += 1) {
        const { question } = generateDetailed(task.id, level, seed);
        expect(Number.isInteger(Number(question.answer))).toBe(true);
        expect(Number(question.answer)).toBeGreaterThan(0);
      }
  });
});
