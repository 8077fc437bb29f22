import { describe, expect, it } from 'vitest';
import { generateDetailed, getTaskDefinition, tasks } from '../catalogue';
import { describeDiagram } from '../core/svg';
import type { TaskDefinition } from '../core/task';
import { questionShape } from '../lint/difficulty';
import { DIFFICULTY_LEVELS } from '../types';
import { INFOGRAPHIC_TASKS } from './additions/infographics.additions';

/** The three infographic tasks, by skill (ids come from the block's FIRST_TASK_ID, which the merge may change). */
const GRADE_SKILLS = { 6: 10, 7: 29, 8: 49 } as const;

function infographicTask(grade: 6 | 7 | 8): { id: number; solve: (params: unknown) => string } {
  const task = tasks.find(
    (t) => t.skillId === GRADE_SKILLS[grade] && t.name === 'Reading and planning an infographic',
  );
  if (!task) throw new Error(`no infographic task in Grade ${grade}`);
  const definition = getTaskDefinition(task.id) as unknown as TaskDefinition<unknown>;
  return { id: task.id, solve: (params) => definition.solve(params) };
}

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);

/** Every question of a task at every level and seed, with the text a screen reader gives for its diagram. */
function questionsOf(grade: 6 | 7 | 8) {
  const { id } = infographicTask(grade);
  return DIFFICULTY_LEVELS.flatMap((level) =>
    SEEDS.map((seed) => {
      const { question, params } = generateDetailed(id, level, seed);
      return {
        level,
        seed,
        question,
        kind: (params as { kind: string }).kind,
        alt: question.image_svg ? (describeDiagram(question.image_svg) ?? '') : '',
      };
    }),
  );
}

const grab = (text: string, pattern: RegExp): string => {
  const found = pattern.exec(text);
  if (!found?.[1]) throw new Error(`${String(pattern)} not found in: ${text}`);
  return found[1];
};

/** "September 80 books, October ?" -> [['September', 80], ['October', NaN]]. */
const labelledValues = (list: string): [string, number][] =>
  list.split(', ').map((item) => {
    const [label, value] = item.split(' ') as [string, string];
    return [label, value === '?' ? Number.NaN : Number.parseFloat(value)];
  });

const total = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * The display a part of a story needs, from the words that describe it (a second way to the key, independent of the
 * tables of reasons in the family).
 */
function displayFor(part: string): string {
  if (/^whether /.test(part)) return 'a scatter plot';
  if (/grouped as/.test(part)) return 'a histogram';
  if (/each month|each day|week by week|each week/.test(part)) return 'a broken-line graph';
  if (/split among|shared among|as parts of/.test(part)) return 'a circle graph';
  return 'a bar graph';
}

describe('infographic tasks (D1.4)', () => {
  it('adds one task to each grade’s graph skill, numbered without gaps from the block’s first id', () => {
    const ids = ([6, 7, 8] as const).map((grade) => infographicTask(grade).id);
    expect(ids).toEqual(INFOGRAPHIC_TASKS.map((t) => t.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
  });

  it('asks at least three kinds of question at levels 4 and 5 of each grade, and a new kind at each level', () => {
    for (const grade of [6, 7, 8] as const) {
      const all = questionsOf(grade);
      const high = new Set(all.filter((q) => q.level >= 4).map((q) => questionShape(q.question)));
      expect(high.size, `Grade ${grade}`).toBeGreaterThanOrEqual(3);
      const kinds = DIFFICULTY_LEVELS.map(
        (level) => new Set(all.filter((q) => q.level === level).map((q) => q.kind)),
      );
      kinds.forEach((set, i) => {
        for (const later of kinds.slice(i + 1)) for (const kind of set) expect(later.has(kind)).toBe(false);
      });
    }
  });

  it('Grade 6: every key follows from the diagram’s description alone', () => {
    for (const { question: q, kind, alt } of questionsOf(6)) {
      if (kind === 'display') {
        expect(q.answer).toBe(displayFor(grab(q.title, /and wants to show (.*)\. Which display/)));
        continue;
      }
      if (kind === 'histogram') {
        const from = Number(grab(alt, /read at least (\d+) minutes/));
        const bars = [
          ...grab(alt, /a gridline at every student: (.*?)\. Key-fact/).matchAll(
            /(\d+) to \d+ minutes (\d+) students?/g,
          ),
        ];
        const counted = total(bars.filter((m) => Number(m[1]) >= from).map((m) => Number(m[2])));
        const students = Number(grab(alt, /Total (\d+)\./));
        expect(Number(q.answer)).toBeCloseTo((counted / students) * 100, 9);
        continue;
      }
      const table = labelledValues(
        grab(alt, /by month: (.*?)(?: \(the \w+ cell is smudged and shows \?\))?\. Broken-line/),
      );
      const graph = labelledValues(grab(alt, /the points are (.*?)\. Key-fact/));
      const month = /in (September|October|November|December|January)/.exec(q.title)?.[1];
      const row = (list: [string, number][], m: string | undefined): number =>
        list.find(([l]) => l === m)![1];
      switch (kind) {
        case 'headline': {
          const up = total(graph.map((g) => g[1])) > total(table.map((t) => t[1]));
          expect(q.answer).toMatch(up ? / is up on last year$/ : / is down on last year$/);
          break;
        }
        case 'read':
          expect(Number(q.answer)).toBe(row(graph, grab(q.description ?? '', / in (\w+) this year/)));
          break;
        case 'compare':
          expect(Number(q.answer)).toBe(row(graph, month) - row(table, month));
          break;
        case 'total':
          expect(Number(q.answer)).toBe(total(graph.map((g) => g[1])));
          break;
        case 'wrongPoint':
          expect(q.answer).toBe(
            table
              .filter(([l, v]) => row(graph, l) !== v)
              .map(([l]) => l)
              .join(),
          );
          break;
        case 'missing': {
          const callout = Number(grab(alt, /Last year's total: (\d+)/));
          expect(Number(q.answer)).toBe(callout - total(table.filter(([l]) => l !== month).map((t) => t[1])));
          break;
        }
        default:
          throw new Error(`unexpected kind ${kind}`);
      }
    }
  });

  it('Grade 7: every key follows from the diagram’s description alone', () => {
    for (const { question: q, kind, alt } of questionsOf(7)) {
      if (kind === 'display') {
        expect(q.answer).toBe(displayFor(grab(q.title, /and wants to show (.*)\. Which display/)));
        continue;
      }
      const rows = labelledValues(grab(alt, /for each answer: (.*?)\. Circle graph/));
      const sectors = grab(alt, /labelled sector for each answer: (.*?)\. Key-fact/)
        .split(', ')
        .map((s): [string, number] => {
          const [label, value] = s.split(' ') as [string, string];
          return [label, value === 'unlabelled' ? Number.NaN : Number.parseInt(value, 10)];
        });
      const count = (label: string): number | undefined => rows.find(([l]) => l === label)?.[1];
      const size = count('Total');
      const asked = /chose (\w+)/.exec(q.title)?.[1] ?? '';
      switch (kind) {
        case 'headline': {
          const answers = rows.filter(([l]) => l !== 'Total');
          const best = answers.reduce((a, b) => (b[1] > a[1] ? b : a));
          expect(q.answer).toBe(`${best[0]} is the top answer`);
          break;
        }
        case 'count':
          expect(Number(q.answer)).toBe(size! - total(rows.filter(([l]) => l !== 'Total').map((r) => r[1])));
          break;
        case 'angle': {
          const label = grab(q.title, /for the (\w+) sector/);
          expect(Number(q.answer)).toBeCloseTo((count(label)! / size!) * 360, 9);
          break;
        }
        case 'difference': {
          const [, a, b] = /chose (\w+) than (\w+)/.exec(q.title)!;
          const pct = (l: string): number => sectors.find(([s]) => s === l)![1];
          expect(Number(q.answer)).toBeCloseTo(((pct(a!) - pct(b!)) / 100) * size!, 9);
          break;
        }
        case 'swapped': {
          const wrong = sectors
            .filter(([l, p]) => Math.abs((count(l)! / size!) * 100 - p) > 1e-9)
            .map(([l]) => l);
          expect(wrong).toHaveLength(2);
          expect(q.answer).toBe(wrong.join(' and '));
          break;
        }
        case 'backwards': {
          const percent = Number(grab(alt, /"(\d+)% of us chose/));
          const known = total(rows.filter(([l, v]) => l !== asked && !Number.isNaN(v)).map((r) => r[1]));
          expect(Number(q.answer)).toBeCloseTo((known / (100 - percent)) * percent, 9);
          break;
        }
        default:
          throw new Error(`unexpected kind ${kind}`);
      }
    }
  });

  it('Grade 8: every key follows from the diagram’s description alone', () => {
    for (const { question: q, kind, alt } of questionsOf(8)) {
      if (kind === 'display') {
        expect(q.answer).toBe(displayFor(grab(q.title, /and wants to show (.*)\. Which display/)));
        continue;
      }
      const rows = grab(alt, /(?:students|players): ((?:[A-Z][a-z]+ \d+ and [\d?]+(?:; )?)+)\./)
        .split('; ')
        .map((r) => {
          const [name, x, , y] = r.split(' ') as [string, string, string, string];
          return { name, x: Number(x), y: y === '?' ? Number.NaN : Number(y) };
        });
      const points = [...grab(alt, /initial: (.*?)\. Key-fact/).matchAll(/([A-Z]) at \((\d+), (\d+)\)/g)].map(
        (m) => ({
          initial: m[1]!,
          x: Number(m[2]),
          y: Number(m[3]),
        }),
      );
      switch (kind) {
        case 'headline': {
          const left = points.reduce((a, b) => (b.x < a.x ? b : a));
          const right = points.reduce((a, b) => (b.x > a.x ? b : a));
          const rising = /more goals|sleep more|take longer/;
          expect(rising.test(q.answer)).toBe(right.y > left.y);
          break;
        }
        case 'top': {
          const best = rows.reduce((a, b) => (b.y > a.y ? b : a));
          expect(Number(q.answer)).toBe(best.x);
          break;
        }
        case 'extra': {
          const [, sixth, other] = /(?:did|does) (\w+)(?:’s)? (?:score|sleep|trip).*than (\w+)/.exec(
            q.title,
          )!;
          const point = points.find((p) => p.initial === sixth!.charAt(0))!;
          expect(rows.some((r) => r.name === sixth)).toBe(false);
          expect(Number(q.answer)).toBe(point.y - rows.find((r) => r.name === other)!.y);
          break;
        }
        case 'mean': {
          const extra = points.find((p) => !rows.some((r) => r.name.charAt(0) === p.initial))!;
          expect(Number(q.answer)).toBe((total(rows.map((r) => r.y)) + extra.y) / 6);
          break;
        }
        case 'wrongPoint': {
          const wrong = rows.filter((r) => {
            const p = points.find((pt) => pt.initial === r.name.charAt(0))!;
            return p.x !== r.x || p.y !== r.y;
          });
          expect(wrong.map((r) => r.name)).toEqual([q.answer]);
          break;
        }
        case 'backwards': {
          const mean = Number(grab(alt, /Mean for all six \w+: (\d+)/));
          expect(Number(q.answer)).toBe(
            6 * mean - total(rows.filter((r) => !Number.isNaN(r.y)).map((r) => r.y)),
          );
          break;
        }
        default:
          throw new Error(`unexpected kind ${kind}`);
      }
    }
  });
});

describe('infographic solvers, against hand-worked answers', () => {
  it('Grade 6: 40+50+30+60+70 = 250 this year against 240 last year is "up"; 2+3+1 of 20 readers is 30 %', () => {
    const { solve } = infographicTask(6);
    const base = { story: 0, now: [40, 50, 30, 60, 70], last: [60, 40, 50, 50, 40], ask: 1, drawn: 0 };
    expect(solve({ ...base, kind: 'headline' })).toBe('Paper recycling is up on last year');
    expect(solve({ ...base, kind: 'compare' })).toBe('10');
    expect(solve({ ...base, kind: 'total' })).toBe('250');
    expect(solve({ ...base, kind: 'missing' })).toBe('40');
    expect(solve({ ...base, kind: 'wrongPoint' })).toBe('October');
    // Bars 4, 7, 3, 5, 1 (20 students in rooms of 9 and 11): from 45 minutes up, 5 + 1 = 6 of 20 is 30 %.
    expect(solve({ ...base, kind: 'histogram', now: [4, 7, 3, 5, 1], last: [9, 11], ask: 3 })).toBe('30');
  });

  it('Grade 7: 35% of 160 is 56; 35% of 360° is 126°; 30% and 15% of 80 differ by 12', () => {
    const { solve } = infographicTask(7);
    const base = { story: 0, percents: [30, 35, 20, 15], size: 160, ask: [1, 3] };
    expect(solve({ ...base, kind: 'count' })).toBe('56');
    expect(solve({ ...base, kind: 'angle' })).toBe('126');
    expect(solve({ ...base, size: 80, ask: [0, 3], kind: 'difference' })).toBe('12');
    expect(solve({ ...base, kind: 'headline' })).toBe('Bus is the top answer');
    expect(solve({ ...base, kind: 'swapped', ask: [3, 0] })).toBe('Walk and Bike');
    // Walk 48 is 30%, so 5% is 8 students and Bus's 35% is 56.
    expect(solve({ ...base, kind: 'backwards' })).toBe('56');
  });

  it('Grade 8: a mean of 12 goals over six players leaves 72 - 58 = 14 for the missing one', () => {
    const { solve } = infographicTask(8);
    const pairs: [number, number][] = [
      [2, 6],
      [3, 8],
      [5, 10],
      [6, 14],
      [7, 14],
      [8, 20],
    ];
    const base = { story: 0, names: [0, 1, 2, 3, 4, 5], pairs, ask: 3, other: 0 };
    expect(solve({ ...base, kind: 'backwards' })).toBe('14');
    expect(solve({ ...base, kind: 'mean' })).toBe('12');
    expect(solve({ ...base, kind: 'top' })).toBe('8');
    expect(solve({ ...base, kind: 'extra', ask: 5 })).toBe('14');
    expect(solve({ ...base, kind: 'headline' })).toBe('Players who practise more score more goals');
    expect(solve({ ...base, kind: 'wrongPoint' })).toBe('Noah');
  });
});
