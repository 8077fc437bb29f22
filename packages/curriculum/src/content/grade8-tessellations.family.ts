/**
 * Grade 8 E1.1 (issue 20): the geometric properties that let shapes tessellate (the angles at a vertex add to 360°)
 * and the transformations found in tessellations. Level 1 picks the regular polygon that tiles on its own, level 2
 * finds the missing angle at a vertex, level 3 picks the angle set that can surround a vertex, level 4 names the
 * transformation between two tiles of a drawn tessellation, and level 5 works back from a vertex to the polygon
 * that completes it.
 */
import { type PerLevel, byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineGrade8Task } from './grade8-number.family';

type TessellationKind = 'regular' | 'missingAngle' | 'angleSet' | 'transformation' | 'completeVertex';

const TESSELLATION_LEVELS: PerLevel<TessellationKind> = [
  'regular',
  'missingAngle',
  'angleSet',
  'transformation',
  'completeVertex',
];

export interface TessellationParams {
  kind: TessellationKind;
  /**
   * regular: [sides of the tiling polygon, then three that do not tile]. missingAngle, angleSet: the angles (the
   * first set is the one that works; angleSet adds the others after a 0 separator). transformation: [tile A, tile B]
   * (0-5, even tiles point up). completeVertex: [angles known at the vertex..., copies of the missing polygon].
   */
  numbers: number[];
  story: number;
}

const POLYGON_NAMES: Record<number, string> = {
  3: 'equilateral triangle',
  4: 'square',
  5: 'regular pentagon',
  6: 'regular hexagon',
  7: 'regular heptagon',
  8: 'regular octagon',
  9: 'regular nonagon',
  10: 'regular decagon',
  12: 'regular dodecagon',
};

/** Interior angle of a regular polygon with n sides, in degrees (exact for the polygons used here). */
const interior = (n: number): number => (180 * (n - 2)) / n;

const TRANSFORMATIONS = ['a translation', 'a rotation of 180°', 'a reflection', 'a dilation'] as const;

/** Vertices that close with regular polygons: known angles, then how many copies of the missing polygon. */
const VERTEX_PUZZLES: number[][] = [
  [90, 2],
  [60, 2],
  [120, 2],
  [60, 60, 2],
  [90, 120, 1],
  [60, 90, 90, 1],
  [150, 150, 1],
  [135, 135, 1],
  [60, 60, 60, 2],
  [60, 60, 60, 60, 1],
];

/** Angle sets for one vertex: valid ones add to 360°, near misses do not. */
const VALID_SETS: number[][] = [
  [60, 60, 120, 120],
  [90, 90, 60, 60, 60],
  [135, 135, 90],
  [150, 150, 60],
  [120, 90, 90, 60],
  [60, 60, 60, 60, 120],
  [108, 72, 108, 72],
];
const INVALID_SETS: number[][] = [
  [108, 108, 108],
  [108, 108, 135],
  [135, 135, 60],
  [140, 140, 60],
  [150, 150, 90],
  [120, 120, 90],
  [72, 72, 72, 72, 60],
  [90, 90, 90, 60],
];

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
const setText = (set: readonly number[]): string =>
  `${set
    .map((a) => `${a}°`)
    .join(' and ')
    .replace(/ and (?=.* and )/g, ', ')}`;

/** Independent solver: every answer from the 360° rule or from the tiles' orientation. */
function solveTessellation(p: TessellationParams): string {
  switch (p.kind) {
    case 'regular': {
      const tiler = p.numbers.find((n) => 360 % interior(n) === 0) ?? 0;
      return POLYGON_NAMES[tiler] ?? '';
    }
    case 'missingAngle':
      return String(360 - sum(p.numbers));
    case 'angleSet': {
      const sets: number[][] = [];
      let current: number[] = [];
      for (const n of p.numbers) {
        if (n === 0) {
          sets.push(current);
          current = [];
        } else current.push(n);
      }
      sets.push(current);
      return setText(sets.find((s) => sum(s) === 360) ?? []);
    }
    case 'transformation':
      return (p.numbers[0] ?? 0) % 2 === (p.numbers[1] ?? 0) % 2 ? TRANSFORMATIONS[0] : TRANSFORMATIONS[1];
    case 'completeVertex': {
      const copies = p.numbers.at(-1) ?? 1;
      const angle = (360 - sum(p.numbers.slice(0, -1))) / copies;
      // n sides give an angle of 180 - 360/n, so n = 360 / (180 - angle).
      return String(360 / (180 - angle));
    }
  }
}

const FONT = 'font-family="sans-serif" font-size="14"';

/** A strip of six congruent scalene triangles, alternately up and down, with tiles A and B shaded and labelled. */
function stripSvg(a: number, b: number, title: string): string {
  const unit = 30;
  const tile = (i: number): [number, number][] => {
    const k = Math.floor(i / 2) * 4;
    return i % 2 === 0
      ? [
          [k, 0],
          [k + 4, 0],
          [k + 1, 3],
        ]
      : [
          [k + 4, 0],
          [k + 1, 3],
          [k + 5, 3],
        ];
  };
  const px = ([x, y]: [number, number]): string => `${20 + x * unit},${120 - y * unit}`;
  let body = '';
  for (let i = 0; i < 6; i += 1) {
    const fill = i === a ? '#4dabf7' : i === b ? '#ffa94d' : '#f1f3f5';
    body += `<polygon points="${tile(i).map(px).join(' ')}" fill="${fill}" stroke="#333" stroke-width="1.5"/>`;
  }
  for (const [index, name] of [
    [a, 'A'],
    [b, 'B'],
  ] as const) {
    const pts = tile(index);
    const cx = pts.reduce((s, p) => s + p[0], 0) / 3;
    const cy = pts.reduce((s, p) => s + p[1], 0) / 3;
    body += `<text x="${20 + cx * unit}" y="${125 - cy * unit}" text-anchor="middle" ${FONT} font-weight="bold">${escapeXml(name)}</text>`;
  }
  return svgDocument(440, 140, title, body);
}

/** "a" or "an" before a name, capitalised when it starts a sentence. */
function article(name: string, capital = false): string {
  const word = /^[aeiou]/i.test(name) ? 'an' : 'a';
  return capital ? `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}` : word;
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** `a square, two regular octagons`: each kind of tile once, with how many copies meet. */
function tileList(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) =>
      count === 1 ? `${article(name)} ${name}` : `${COUNT_WORDS[count] as string} ${name}s`,
    )
    .join(', ');
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

function tessellationBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): TessellationParams {
  const kind = byLevel(level, TESSELLATION_LEVELS);
  switch (kind) {
    case 'regular': {
      const tiler = rng.pick([3, 4, 6]);
      const others = rng.shuffle([5, 7, 8, 9, 10, 12]).slice(0, 3);
      return { kind, numbers: [tiler, ...others], story: 0 };
    }
    case 'missingAngle': {
      const full = rng.pick(VALID_SETS);
      const drop = rng.int(0, full.length - 1);
      return { kind, numbers: rng.shuffle(full.filter((_, i) => i !== drop)), story: rng.int(0, 2) };
    }
    case 'angleSet': {
      const good = rng.pick(VALID_SETS);
      const bad = rng.shuffle(INVALID_SETS).slice(0, 3);
      return { kind, numbers: [good, ...bad].flatMap((set, i) => (i === 0 ? set : [0, ...set])), story: 0 };
    }
    case 'transformation': {
      const a = rng.int(0, 5);
      let b = rng.int(0, 5);
      if (b === a) b = (a + 3) % 6;
      return { kind, numbers: [a, b], story: 0 };
    }
    case 'completeVertex':
      return { kind, numbers: [...rng.pick(VERTEX_PUZZLES)], story: 0 };
  }
}

const MISSING_STORIES = [
  'Tiles on a bathroom floor in Windsor',
  'Pieces of a quilt at a craft fair in Stratford',
  'Paving stones on a patio in London, Ontario,',
];

export function tessellationTask(name: string, description: string) {
  return defineGrade8Task<TessellationParams>({
    name,
    description,
    build(rng, level) {
      const params = tessellationBuild(rng, level);
      const answer = solveTessellation(params);
      switch (params.kind) {
        case 'regular': {
          const options = params.numbers.map((n) => POLYGON_NAMES[n] as string);
          return {
            params,
            title:
              'A tessellation covers a floor with copies of one shape, with no gaps and no overlaps. Which of these regular polygons can tessellate on its own?',
            answer,
            answerKind: 'text',
            choices: { distractors: options.slice(1) },
            explanation: `Copies of one polygon fit around a vertex only if its interior angle divides 360° exactly. ${params.numbers
              .map(
                (n) =>
                  `${article(POLYGON_NAMES[n] as string, true)} ${POLYGON_NAMES[n] as string} has angles of ${Math.round(interior(n) * 100) / 100}°${360 % interior(n) === 0 ? `, and ${360 / interior(n)} of them make 360°` : ', which does not divide 360° exactly'}`,
              )
              .join('. ')}. So the shape that tessellates is the ${answer}.`,
            hints: [
              'Find the interior angle of each polygon and check whether a whole number of them makes 360°.',
            ],
          };
        }
        case 'missingAngle': {
          const known = params.numbers;
          return {
            params,
            title: `${MISSING_STORIES[params.story] as string} meet at one point with no gaps. The angles of the pieces at that point are ${known.map((k) => `${k}°`).join(', ')}, and one more angle. What is the missing angle, in degrees?`,
            answer,
            answerKind: 'number',
            explanation: `Around a point where tiles meet with no gaps or overlaps, the angles add to 360°. The known angles add to ${known.join(' + ')} = ${sum(known)}, so the missing angle is 360 - ${sum(known)} = ${answer}.`,
            hints: ['The angles all the way around one point of a tessellation add to 360°.'],
            misconceptions:
              sum(known) < 180
                ? [
                    {
                      answer: String(180 - sum(known)),
                      hint: 'The angles go all the way around the point: 360°, not 180°.',
                    },
                  ]
                : [],
          };
        }
        case 'angleSet': {
          const sets: number[][] = [[]];
          for (const n of params.numbers) {
            if (n === 0) sets.push([]);
            else sets.at(-1)?.push(n);
          }
          const texts = sets.map(setText);
          return {
            params,
            title:
              'Each list gives the angles of the tiles meeting at one point. Which list could be a vertex of a tessellation?',
            answer,
            answerKind: 'text',
            choices: { distractors: texts.slice(1) },
            explanation: `The angles at a vertex of a tessellation must add to exactly 360°. Add each list: ${sets.map((s) => `${s.join(' + ')} = ${sum(s)}`).join('; ')}. Only one list makes 360°, so the vertex is ${answer}.`,
            hints: ['Add the angles in each list and compare each sum with 360°.'],
          };
        }
        case 'transformation': {
          const [a = 0, b = 0] = params.numbers;
          const dir = (i: number): string => (i % 2 === 0 ? 'pointing up' : 'pointing down');
          const title = `A strip of a tessellation made of six copies of one triangle with three different side lengths, alternately pointing up and pointing down, numbered 1st to 6th from left to right. Tile A is the ${ORDINAL[a] as string} (${dir(a)}) and tile B is the ${ORDINAL[b] as string} (${dir(b)}).`;
          const same = a % 2 === b % 2;
          return {
            params,
            title: 'In this tessellation, which transformation moves tile A onto tile B?',
            description:
              'All six triangles are copies of one triangle whose three sides have different lengths.',
            answer,
            answerKind: 'text',
            imageSvg: stripSvg(a, b, title),
            choices: { distractors: TRANSFORMATIONS.filter((t) => t !== answer) },
            explanation: same
              ? `Tiles A and B both point ${a % 2 === 0 ? 'up' : 'down'}, turned the same way: sliding A ${Math.abs(b - a) / 2 === 1 ? 'one tile pair' : `${Math.abs(b - a) / 2} tile pairs`} to the ${b > a ? 'right' : 'left'} lands it on B. A slide is ${answer}.`
              : `Tile A points ${a % 2 === 0 ? 'up' : 'down'} and tile B points ${b % 2 === 0 ? 'up' : 'down'}, so B is A turned half a turn. A reflection would flip the triangle, and with three different sides a flipped copy does not match; a dilation would change its size. So the transformation is ${answer}.`,
            hints: [
              'Are A and B turned the same way? A slide keeps the direction; a half turn points the tile the other way.',
            ],
            misconceptions: [
              {
                answer: 'a reflection',
                hint: 'A reflection flips the tile over; with three different sides, the flipped triangle would not match B.',
              },
            ],
          };
        }
        case 'completeVertex': {
          const known = params.numbers.slice(0, -1);
          const copies = params.numbers.at(-1) ?? 1;
          const left = 360 - sum(known);
          const each = left / copies;
          const shapes = known.map((k) => {
            const n = 360 / (180 - k);
            return POLYGON_NAMES[n] as string;
          });
          return {
            params,
            title: `At every vertex of a tessellation of regular polygons, the tiles are ${tileList(shapes)} and ${copies === 1 ? 'one more regular polygon' : `${copies} copies of one more regular polygon`}. How many sides does that polygon have?`,
            answer,
            answerKind: 'number',
            explanation: `The known tiles give ${known.join(' + ')} = ${sum(known)}°, so ${360} - ${sum(known)} = ${left}° is left${copies === 1 ? '' : `, or ${left} ÷ ${copies} = ${each}° for each copy`}. A regular polygon with $n$ sides has angles of $180^\\circ - 360^\\circ \\div n$, so $180 - ${each} = ${180 - each} = 360 \\div n$, and $n = 360 \\div ${180 - each} = ${answer}$.`,
            hints: [
              `Find the angles of the known tiles first: ${shapes.map((s, i) => `${article(s)} ${s} has ${known[i] as number}°`).join(', ')}.`,
            ],
          };
        }
      }
    },
    solve: solveTessellation,
    complexity: (p) => TESSELLATION_LEVELS.indexOf(p.kind) + 1 + p.numbers.length / 1000,
  });
}
