/**
 * Grade 8 E2.3 as the reference reads it (issue 20; its code is unconfirmed, docs/curriculum.md): investigating the
 * Pythagorean relationship as areas of the squares on the sides of a right triangle. Level 1 adds the squares on the
 * legs, level 2 subtracts to find a leg's square, level 3 tells which three squares come from a right triangle,
 * level 4 goes from the squares' areas to the hypotenuse's length, and level 5 checks a real corner for square.
 */
import { type PerLevel, byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineGrade8Task } from './grade8-number.family';

type SquaresKind = 'hypSquare' | 'legSquare' | 'whichRight' | 'sideLength' | 'corner';

const SQUARES_LEVELS: PerLevel<SquaresKind> = [
  'hypSquare',
  'legSquare',
  'whichRight',
  'sideLength',
  'corner',
];

export interface SquaresParams {
  kind: SquaresKind;
  /** hypSquare, legSquare: the areas of the squares on the two legs (cm²). Others: a Pythagorean triple [a, b, c]. */
  numbers: number[];
  /** sideLength: the scale of the triple. corner: the measured diagonal minus the true one, in cm. whichRight: unused. */
  extra: number;
  /** whichRight: the three near misses' offsets on the largest square. */
  offsets: number[];
}

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
  [20, 21, 29],
  [12, 35, 37],
];

/** Independent solver: checks or uses a² + b² = c² with square roots, apart from how the question was built. */
function solveSquares(p: SquaresParams): string {
  const [a = 0, b = 0, c = 0] = p.numbers;
  switch (p.kind) {
    case 'hypSquare':
      return String(a + b);
    case 'legSquare':
      // numbers hold [one leg's square, the hypotenuse's square].
      return String(b - a);
    case 'whichRight': {
      const right = whichRightSets(p).find(([x = 0, y = 0, z = 0]) => x + y === z);
      return right ? setText(right) : '';
    }
    case 'sideLength':
      return String(Math.sqrt((a * p.extra) ** 2 + (b * p.extra) ** 2));
    case 'corner':
      return String(Math.abs(c * 10 + p.extra - Math.sqrt((a * 10) ** 2 + (b * 10) ** 2)));
  }
}

/** A set of three areas as an option: `25 cm², 144 cm² and 169 cm²` (no bare commas between numbers). */
const setText = ([x, y, z]: number[]): string => `${x} cm², ${y} cm² and ${z} cm²`;

/** whichRight: the right triangle's squares first, then three near misses built on other triples. */
function whichRightSets(p: SquaresParams): number[][] {
  const [a = 0, b = 0, c = 0] = p.numbers;
  const sets = [[a * a, b * b, c * c]];
  for (let i = 0; i + 1 < p.offsets.length; i += 2) {
    const [x, y, z] = TRIPLES[p.offsets[i] as number] as [number, number, number];
    sets.push([x * x, y * y, z * z + (p.offsets[i + 1] as number)]);
  }
  return sets;
}

const FONT = 'font-family="sans-serif" font-size="13"';

/**
 * A right triangle with the square on each side drawn outward and its area (or ?) written inside. The legs' squares
 * have areas `legA` (on the horizontal leg) and `legB` (on the vertical leg).
 */
function squaresSvg(legA: number, legB: number, labels: [string, string, string], title: string): string {
  const a = Math.sqrt(legA);
  const b = Math.sqrt(legB);
  const minX = -b;
  const maxX = a + b;
  const minY = -a;
  const maxY = b + a;
  const scale = 260 / Math.max(maxX - minX, maxY - minY);
  const px = (x: number): number => Math.round((20 + (x - minX) * scale) * 10) / 10;
  const py = (y: number): number => Math.round((280 - (y - minY) * scale) * 10) / 10;
  const poly = (pts: [number, number][], fill: string): string =>
    `<polygon points="${pts.map(([x, y]) => `${px(x)},${py(y)}`).join(' ')}" fill="${fill}" stroke="#333" stroke-width="1.5"/>`;
  const label = (x: number, y: number, content: string): string =>
    `<text x="${px(x)}" y="${py(y) + 4}" text-anchor="middle" ${FONT} font-weight="bold">${escapeXml(content)}</text>`;
  let body = poly(
    [
      [0, 0],
      [a, 0],
      [a, -a],
      [0, -a],
    ],
    '#d0ebff',
  );
  body += poly(
    [
      [0, 0],
      [0, b],
      [-b, b],
      [-b, 0],
    ],
    '#ffe8cc',
  );
  body += poly(
    [
      [a, 0],
      [0, b],
      [b, b + a],
      [a + b, a],
    ],
    '#d3f9d8',
  );
  body += poly(
    [
      [0, 0],
      [a, 0],
      [0, b],
    ],
    '#fff',
  );
  const m = 12 / scale;
  body += `<path data-mark="right-angle" d="M ${px(m)} ${py(0)} L ${px(m)} ${py(m)} L ${px(0)} ${py(m)}" fill="none" stroke="#333"/>`;
  body +=
    label(a / 2, -a / 2, labels[0]) +
    label(-b / 2, b / 2, labels[1]) +
    label((a + b) / 2, (a + b) / 2, labels[2]);
  return svgDocument(300, 300, title, body);
}

function squaresBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): SquaresParams {
  const kind = byLevel(level, SQUARES_LEVELS);
  const triple = rng.pick(TRIPLES);
  switch (kind) {
    case 'hypSquare':
    case 'legSquare': {
      // Any areas work: the relationship is about areas, not whole-number sides. Keep the legs within 1:3.
      for (;;) {
        const legA = rng.int(kind === 'hypSquare' ? 9 : 16, kind === 'hypSquare' ? 120 : 300);
        const legB = rng.int(kind === 'hypSquare' ? 9 : 16, kind === 'hypSquare' ? 120 : 300);
        if (legA !== legB && Math.max(legA, legB) <= 9 * Math.min(legA, legB))
          return {
            kind,
            numbers: kind === 'hypSquare' ? [legA, legB] : [legA, legA + legB],
            extra: 0,
            offsets: [],
          };
      }
    }
    case 'whichRight': {
      const others = rng
        .shuffle(TRIPLES.map((_, index) => index).filter((index) => TRIPLES[index] !== triple))
        .slice(0, 3);
      const offsets = rng.shuffle([-3, -2, -1, 1, 2, 3, 4]).slice(0, 3);
      return {
        kind,
        numbers: [...triple],
        extra: 0,
        offsets: others.flatMap((t, k) => [t, offsets[k] as number]),
      };
    }
    case 'sideLength':
      return { kind, numbers: [...triple], extra: rng.int(1, 3), offsets: [] };
    case 'corner': {
      const small = TRIPLES.slice(0, 5);
      return { kind, numbers: [...rng.pick(small)], extra: rng.signed(2, 9), offsets: [] };
    }
  }
}

export function pythagoreanSquaresTask(name: string, description: string) {
  return defineGrade8Task<SquaresParams>({
    name,
    description,
    build(rng, level) {
      const params = squaresBuild(rng, level);
      const answer = solveSquares(params);
      const [a = 0, b = 0, c = 0] = params.numbers;
      switch (params.kind) {
        case 'hypSquare': {
          const title = `A right triangle with a square drawn on each side. Square on one leg: ${a} cm². Square on the other leg: ${b} cm². Square on the hypotenuse: unknown, marked ?.`;
          return {
            params,
            title: `Squares are drawn on the three sides of a right triangle. The squares on the two legs have areas ${a} cm² and ${b} cm². What is the area of the square on the hypotenuse, in square centimetres?`,
            answer,
            answerKind: 'number',
            imageSvg: squaresSvg(a, b, [`${a} cm²`, `${b} cm²`, '?'], title),
            explanation: `In a right triangle, the square on the hypotenuse has the same area as the squares on the two legs together. So its area is ${a} + ${b} = ${answer}.`,
            hints: [
              'In a right triangle, compare the big square on the longest side with the two smaller squares together.',
            ],
            misconceptions: [
              {
                answer: String(Math.abs(a - b)),
                hint: 'The square on the hypotenuse is the largest square: add the two smaller areas.',
              },
              { answer: String(a * b), hint: 'The areas add; they do not multiply.' },
            ],
          };
        }
        case 'legSquare': {
          const hyp = b;
          const legB = hyp - a;
          const title = `A right triangle with a square drawn on each side. Square on the hypotenuse: ${hyp} cm². Square on one leg: ${a} cm². Square on the other leg: unknown, marked ?.`;
          return {
            params,
            title: `Squares are drawn on the three sides of a right triangle. The square on the hypotenuse has an area of ${hyp} cm², and the square on one leg has an area of ${a} cm². What is the area of the square on the other leg, in square centimetres?`,
            answer,
            answerKind: 'number',
            imageSvg: squaresSvg(a, legB, [`${a} cm²`, '?', `${hyp} cm²`], title),
            explanation: `The square on the hypotenuse equals the two legs' squares together: ${a} + ? = ${hyp}. So the missing square is ${hyp} - ${a} = ${answer}.`,
            hints: [
              `The ${hyp} cm² square is made up of the two leg squares together; one of them is ${a} cm².`,
            ],
            misconceptions: [
              {
                answer: String(hyp + a),
                hint: 'The hypotenuse has the largest square; the missing leg square must be smaller, so subtract.',
              },
            ],
          };
        }
        case 'whichRight': {
          const [, ...misses] = whichRightSets(params);
          const sets = misses.map(setText);
          const checks = misses.map(([x = 0, y = 0, z = 0]) => `${x} + ${y} = ${x + y}, not ${z}`);
          return {
            params,
            title:
              'Each set lists the areas, in square centimetres, of the squares drawn on the three sides of a triangle. Which set comes from a right triangle?',
            answer,
            answerKind: 'text',
            choices: { distractors: sets },
            explanation: `A triangle is a right triangle exactly when the two smaller squares add up to the largest one. Check each set: ${checks.join('; ')}. Only ${a * a} + ${b * b} = ${c * c} works, so the set from a right triangle is ${answer}.`,
            hints: ['Add the two smaller areas in each set and compare the sum with the largest area.'],
            misconceptions: sets.slice(0, 1).map((set, k) => ({
              answer: set,
              hint: `Check it: ${checks[k] as string}.`,
            })),
          };
        }
        case 'sideLength': {
          const [sa, sb, sc] = [a * params.extra, b * params.extra, c * params.extra];
          const title = `A right triangle with a square drawn on each side. Square on one leg: ${sa * sa} cm². Square on the other leg: ${sb * sb} cm². Square on the hypotenuse: unknown, marked ?.`;
          return {
            params,
            title: `Squares are drawn on the legs of a right triangle, with areas ${sa * sa} cm² and ${sb * sb} cm². How long is the hypotenuse, in centimetres?`,
            answer,
            answerKind: 'number',
            imageSvg: squaresSvg(sa * sa, sb * sb, [`${sa * sa} cm²`, `${sb * sb} cm²`, '?'], title),
            explanation: `The square on the hypotenuse has area ${sa * sa} + ${sb * sb} = ${sc * sc}. The hypotenuse is that square's side, the square root of its area: ${sc} × ${sc} = ${sc * sc}, so the hypotenuse is ${answer}.`,
            hints: [
              `First find the area of the square on the hypotenuse; then find the side of a square with that area.`,
            ],
            misconceptions: [
              {
                answer: String(sc * sc),
                hint: 'That is the area of the square; the hypotenuse is its side length.',
              },
              {
                answer: String(sa + sb),
                hint: 'Side lengths do not add like the squares do; add the areas, then take the square root.',
              },
            ],
          };
        }
        case 'corner': {
          const k = 10;
          const [la, lb, lc] = [a * k, b * k, c * k];
          const measured = lc + params.extra;
          return {
            params,
            title: `Marco is building a rectangular garden bed in Peterborough. From one corner he marks ${la} cm along one side and ${lb} cm along the other, and the distance between the marks is ${measured} cm. By how many centimetres is that distance off from what a square (90°) corner would give?`,
            answer,
            answerKind: 'number',
            explanation: `At a square corner the three lengths make a right triangle, so the distance between the marks would satisfy ${la}² + ${lb}² = ${la * la} + ${lb * lb} = ${lc * lc}, which is ${lc}². A square corner gives ${lc} cm. Marco measured ${measured} cm, so it is off by ${Math.max(measured, lc)} - ${Math.min(measured, lc)} = ${answer}.`,
            hints: [
              `At a square corner, the squares of ${la} and ${lb} add up to the square of the distance between the marks.`,
            ],
            misconceptions: [
              {
                answer: String(Math.abs(la + lb - measured)),
                hint: 'The distance between the marks is the hypotenuse: it is not the sum of the two sides.',
              },
              {
                answer: String(lc),
                hint: `${lc} cm is what a square corner gives; the question asks how far ${measured} cm is from it.`,
              },
            ],
          };
        }
      }
    },
    solve: solveSquares,
    complexity: (p) => SQUARES_LEVELS.indexOf(p.kind) + 1 + p.numbers.reduce((s, n) => s + n, 0) / 100_000,
  });
}
