import { describe, expect, it } from 'vitest';
import { generateDetailed, skills, tasks, tasksOfSkill } from '../catalogue';
import { skillShapes } from '../lint/difficulty';
import { parseRational, rat, toDecimalString } from '../core/rational';
import { DIFFICULTY_LEVELS } from '../types';

const skillNamed = (name: string) => {
  const skill = skills.find((s) => s.name === name && s.subjectId === 1);
  if (!skill) throw new Error(`no Grade 6 skill named ${name}`);
  return skill;
};
const taskNamed = (skillName: string, taskName: string) => {
  const task = tasksOfSkill(skillNamed(skillName).id).find((t) => t.name === taskName);
  if (!task) throw new Error(`no task ${taskName} in ${skillName}`);
  return task;
};

const ADDED_SKILLS = [
  'Rounding, adding and subtracting decimals and fractions',
  'Divisibility rules and prime factors',
  'Multiplying and dividing with decimals and fractions',
  'Ratios, rates and multi-step problems',
];

describe('Grade 6 number additions', () => {
  it.each(ADDED_SKILLS)('%s asks at least 4 distinct question shapes, and level 5 asks its own', (name) => {
    const { all, top, newAtTop } = skillShapes(skillNamed(name).id);
    expect(all.size).toBeGreaterThanOrEqual(4);
    // Harder in kind: most level-5 shapes appear at no lower level.
    expect(newAtTop).toBeGreaterThan(top.size / 2);
  });

  it('rounding backwards: the key rounds to the stated value and the next number past it does not', () => {
    const task = taskNamed(ADDED_SKILLS[0]!, 'Rounding decimals');
    for (let seed = 1; seed <= 60; seed += 1) {
      const { question, params } = generateDetailed(task.id, 5, seed);
      const { places, to, mode } = params as { places: number; to: number; mode: string };
      const target = /rounds to (\d+\.\d+)/.exec(question.title)![1]!;
      const key = parseRational(question.answer)!;
      const step = rat(mode === 'greatest' ? 1n : -1n, 10n ** BigInt(places));
      const beyond = { n: key.n * step.d + step.n * key.d, d: key.d * step.d };
      expect(toDecimalString(key, to)).toBe(target);
      expect(toDecimalString(rat(beyond.n, beyond.d), to)).not.toBe(target);
    }
  });

  it('order of operations, levels 1-4: the first hint names the first step with its own numbers, not its result', () => {
    const task = taskNamed(ADDED_SKILLS[3]!, 'Order of operations');
    for (const level of [1, 2, 3, 4] as const)
      for (let seed = 1; seed <= 30; seed += 1) {
        const { question } = generateDetailed(task.id, level, seed);
        // The explanation's first worked step, e.g. "4 × 3 = 12" from "...: 4 × 3 = 12, then 14 + 12 = 26".
        const [, operation, result] = /: (\d+ [+−×÷] \d+) = (\d+)/.exec(question.explanation)!;
        const hint = question.hints[0]!;
        expect(hint).toContain(operation);
        expect(hint).not.toContain(`= ${result}`);
      }
  });

  it('the class trip asks one step of the plan per level, each stating the whole situation', () => {
    const task = taskNamed(ADDED_SKILLS[3]!, 'Modelling a class trip budget');
    for (const level of DIFFICULTY_LEVELS) {
      const { question, params } = generateDetailed(task.id, level, 3);
      const { students, adults } = params as { students: number; adults: number };
      expect(question.title.startsWith(`Step ${level} of the plan`)).toBe(true);
      expect(question.description).toContain(`${students} students and ${adults} adult helpers`);
    }
  });

  it('the bake sale sells just enough cookies: one fewer leaves the trip short', () => {
    const task = taskNamed(ADDED_SKILLS[3]!, 'Modelling a class trip budget');
    for (let seed = 1; seed <= 40; seed += 1) {
      const { question, params } = generateDetailed(task.id, 5, seed);
      const { students, studentCap, cookie } = params as {
        students: number;
        studentCap: number;
        cookie: number;
      };
      const total =
        Number(/the trip costs \$([\d,]+\.\d\d)/.exec(question.description!)![1]!.replace(',', '')) * 100;
      const cookies = Number(question.answer);
      expect(students * studentCap + cookies * cookie).toBeGreaterThanOrEqual(Math.round(total));
      expect(students * studentCap + (cookies - 1) * cookie).toBeLessThan(Math.round(total));
    }
  });

  it('divisibility: exactly one option is divisible, checked by long division', () => {
    const task = taskNamed(ADDED_SKILLS[1]!, 'Which number is divisible');
    for (const level of DIFFICULTY_LEVELS)
      for (let seed = 1; seed <= 30; seed += 1) {
        const { question } = generateDetailed(task.id, level, seed);
        const divisor = Number(/divisible by (\d+)/.exec(question.title)![1]);
        const divisible = question.question_options!.filter((o) => Number(o.value) % divisor === 0);
        expect(divisible.map((o) => o.value)).toEqual([question.answer]);
      }
  });

  it('inequalities: exactly one option has the solution set the number line describes, and it is the key', () => {
    const task = tasksOfSkill(skillNamed('Equations with several terms').id).find(
      (t) => t.name === 'Solving inequalities',
    )!;
    const solutionSet = (a: number, b: number, relation: string, c: number): string =>
      Array.from({ length: 101 }, (_, x) => x)
        .filter((x) => {
          const v = a * x + b;
          return relation === '<' ? v < c : relation === '>' ? v > c : relation === '<=' ? v <= c : v >= c;
        })
        .join(',');
    for (let seed = 1; seed <= 40; seed += 1) {
      const { question } = generateDetailed(task.id, 5, seed);
      const title = /<title>(.*?)<\/title>/.exec(question.image_svg!)![1]!;
      const [, kind, boundary, direction] =
        /(closed|open) circle at (\d+) and a ray to the (left|right)/.exec(title)!;
      const shown = solutionSet(
        1,
        0,
        `${direction === 'left' ? '<' : '>'}${kind === 'closed' ? '=' : ''}`,
        Number(boundary),
      );
      const matching = question.question_options!.filter((o) => {
        const [, a, sign, b, relation, c] = /^(\d+)x([+-])(\d+)(<=|>=|<|>)(\d+)$/.exec(o.value)!;
        return solutionSet(Number(a), Number(`${sign!}${b!}`), relation!, Number(c)) === shown;
      });
      expect(matching.map((o) => o.value)).toEqual([question.answer]);
    }
  });

  it('numbers its tasks after the coding additions, with every id present once', () => {
    const ids = ADDED_SKILLS.flatMap((name) => tasksOfSkill(skillNamed(name).id).map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(
      Math.max(...tasks.filter((t) => t.name === 'Complete the missing line').map((t) => t.id)),
    );
  });
});
