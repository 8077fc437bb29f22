/**
 * Grade 6 E1.1 (issue 20): the properties of quadrilaterals: what the diagonals do (bisect each other, meet at right
 * angles, have equal lengths), lines of symmetry and the order of rotational symmetry. Level 1 reads a symmetry count
 * of a named, drawn shape; level 2 picks the true statement about its diagonals; level 3 names the shape from its
 * diagonals; level 4 names it from its symmetry and one diagonal property together; level 5 counts the shapes of a
 * list that have two properties at once.
 *
 * The builder reads a table of properties; the solver never sees it: it measures each shape's drawn coordinates
 * (midpoints, dot product and lengths of the diagonals, the reflections and rotations that map the corners onto
 * themselves), so a slip in the table shows up against the geometry.
 */
import { type PerLevel, byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineTask } from '../core/task';
import { withApplicableMisconceptions } from '../core/misconceptions';

export type Quad =
  | 'square'
  | 'rectangle'
  | 'rhombus'
  | 'parallelogram'
  | 'kite'
  | 'isosceles trapezoid'
  | 'trapezoid';

const QUADS: readonly Quad[] = [
  'square',
  'rectangle',
  'rhombus',
  'parallelogram',
  'kite',
  'isosceles trapezoid',
  'trapezoid',
];

/** Corners A, B, C, D of a typical shape of each kind (no extra symmetry: the rectangle is not a square, ...). */
const CORNERS: Record<Quad, [number, number][]> = {
  square: [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ],
  rectangle: [
    [0, 0],
    [6, 0],
    [6, 3],
    [0, 3],
  ],
  rhombus: [
    [-4, 0],
    [0, -2],
    [4, 0],
    [0, 2],
  ],
  parallelogram: [
    [0, 0],
    [5, 0],
    [7, 3],
    [2, 3],
  ],
  kite: [
    [0, 3],
    [-2, 0],
    [0, -5],
    [2, 0],
  ],
  'isosceles trapezoid': [
    [0, 0],
    [8, 0],
    [6, 3],
    [2, 3],
  ],
  trapezoid: [
    [0, 0],
    [8, 0],
    [5, 3],
    [1, 3],
  ],
};

export type Property = 'bisect' | 'perpendicular' | 'equal' | 'lines' | 'order';

interface Properties {
  bisect: boolean;
  perpendicular: boolean;
  equal: boolean;
  lines: number;
  order: number;
}

/** What every shape of the kind has (the builder's table; the solver measures instead). */
const TABLE: Record<Quad, Properties> = {
  square: { bisect: true, perpendicular: true, equal: true, lines: 4, order: 4 },
  rectangle: { bisect: true, perpendicular: false, equal: true, lines: 2, order: 2 },
  rhombus: { bisect: true, perpendicular: true, equal: false, lines: 2, order: 2 },
  parallelogram: { bisect: true, perpendicular: false, equal: false, lines: 0, order: 2 },
  kite: { bisect: false, perpendicular: true, equal: false, lines: 1, order: 1 },
  'isosceles trapezoid': { bisect: false, perpendicular: false, equal: true, lines: 1, order: 1 },
  trapezoid: { bisect: false, perpendicular: false, equal: false, lines: 0, order: 1 },
};

/** One fact a question states: a diagonal property (true or false), or a symmetry count (exact or at least). */
export interface Clue {
  property: Property;
  /** 1 or 0 for the diagonal properties; the count for lines and order. */
  value: number;
  atLeast?: boolean;
}

type QuadKind = 'readSymmetry' | 'readDiagonals' | 'nameFromDiagonals' | 'nameFromSymmetry' | 'countInList';

const QUAD_LEVELS: PerLevel<QuadKind> = [
  'readSymmetry',
  'readDiagonals',
  'nameFromDiagonals',
  'nameFromSymmetry',
  'countInList',
];

export interface QuadParams {
  kind: QuadKind;
  /** readSymmetry, readDiagonals: [the named shape]; the naming levels: the four options; countInList: the list. */
  shapes: Quad[];
  /** readSymmetry: the one count asked for (value unused); the others: the facts stated. */
  clues: Clue[];
}

// ---------------------------------------------------------------------------------------------------------------
// The solver: properties measured from coordinates.

type Pt = [number, number];
const EPS = 1e-9;
const same = (a: Pt, b: Pt): boolean => Math.abs(a[0] - b[0]) < EPS && Math.abs(a[1] - b[1]) < EPS;
const holdsAll = (points: Pt[], images: Pt[]): boolean => images.every((p) => points.some((q) => same(p, q)));

/** Reflection of p in the line through a with direction d. */
function reflect(p: Pt, a: Pt, d: Pt): Pt {
  const len2 = d[0] * d[0] + d[1] * d[1];
  const t = ((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / len2;
  const foot: Pt = [a[0] + t * d[0], a[1] + t * d[1]];
  return [2 * foot[0] - p[0], 2 * foot[1] - p[1]];
}

/** Properties of a convex quadrilateral measured from its corners. */
export function measure(corners: Pt[]): Properties {
  const [a, b, c, d] = corners as [Pt, Pt, Pt, Pt];
  const mid1: Pt = [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  const mid2: Pt = [(b[0] + d[0]) / 2, (b[1] + d[1]) / 2];
  const ac: Pt = [c[0] - a[0], c[1] - a[1]];
  const bd: Pt = [d[0] - b[0], d[1] - b[1]];
  const centre: Pt = [(a[0] + b[0] + c[0] + d[0]) / 4, (a[1] + b[1] + c[1] + d[1]) / 4];
  // A mirror line either passes through corner A, or swaps A with another corner (it is then AX's perpendicular
  // bisector); either way it passes through the centre of the corners. Lines are kept once each.
  const axes: Pt[] = [];
  const candidates: { through: Pt; dir: Pt }[] = [{ through: a, dir: [a[0] - centre[0], a[1] - centre[1]] }];
  for (const x of [b, c, d]) {
    const m: Pt = [(a[0] + x[0]) / 2, (a[1] + x[1]) / 2];
    candidates.push({ through: m, dir: [-(x[1] - a[1]), x[0] - a[0]] });
  }
  for (const { through, dir } of candidates) {
    if (Math.hypot(dir[0], dir[1]) < EPS) continue;
    if (!holdsAll(corners, corners.map((p) => reflect(p, through, dir)))) continue;
    const unit: Pt = [dir[0] / Math.hypot(...dir), dir[1] / Math.hypot(...dir)];
    const key: Pt = unit[0] < -EPS || (Math.abs(unit[0]) < EPS && unit[1] < 0) ? [-unit[0], -unit[1]] : unit;
    if (!axes.some((k) => same(k, key))) axes.push(key);
  }
  // A rotation about the centre that keeps the corners sends A to some corner: try each turn that does.
  let order = 0;
  const ra: Pt = [a[0] - centre[0], a[1] - centre[1]];
  for (const x of corners) {
    const rx: Pt = [x[0] - centre[0], x[1] - centre[1]];
    if (Math.abs(Math.hypot(...ra) - Math.hypot(...rx)) > EPS) continue;
    const angle = Math.atan2(rx[1], rx[0]) - Math.atan2(ra[1], ra[0]);
    const turn = (p: Pt): Pt => {
      const [px, py] = [p[0] - centre[0], p[1] - centre[1]];
      return [
        centre[0] + px * Math.cos(angle) - py * Math.sin(angle),
        centre[1] + px * Math.sin(angle) + py * Math.cos(angle),
      ];
    };
    if (holdsAll(corners, corners.map(turn))) order += 1;
  }
  return {
    bisect: same(mid1, mid2),
    perpendicular: Math.abs(ac[0] * bd[0] + ac[1] * bd[1]) < EPS,
    equal: Math.abs(Math.hypot(...ac) - Math.hypot(...bd)) < EPS,
    lines: axes.length,
    order,
  };
}

const valueOf = (p: Properties, property: Property): number =>
  property === 'lines' || property === 'order' ? p[property] : p[property] ? 1 : 0;

const fits = (p: Properties, clue: Clue): boolean =>
  clue.atLeast ? valueOf(p, clue.property) >= clue.value : valueOf(p, clue.property) === clue.value;

/** Independent solver: every answer from the measured shapes. */
function solveQuad(params: QuadParams): string {
  const measured = params.shapes.map((s) => ({ shape: s, props: measure(CORNERS[s]) }));
  switch (params.kind) {
    case 'readSymmetry': {
      const clue = params.clues[0] as Clue;
      return String(valueOf(measured[0]!.props, clue.property));
    }
    case 'readDiagonals':
      return diagonalStatement(measured[0]!.props);
    case 'nameFromDiagonals':
    case 'nameFromSymmetry':
      return measured.find((m) => params.clues.every((c) => fits(m.props, c)))?.shape ?? '';
    case 'countInList':
      return String(measured.filter((m) => params.clues.every((c) => fits(m.props, c))).length);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Words

/** The full truth about a shape's diagonals, as one option of level 2. */
export function diagonalStatement(p: Pick<Properties, 'bisect' | 'perpendicular' | 'equal'>): string {
  return [
    p.bisect ? 'they bisect each other' : 'they do not bisect each other',
    p.perpendicular ? 'they are perpendicular' : 'they are not perpendicular',
    p.equal ? 'they are equal in length' : 'they are not equal in length',
  ].join('; ');
}

const COUNT = ['no', 'exactly one', 'exactly two', 'exactly three', 'exactly four'];

/** A clue as a phrase after "it" or "its": "its diagonals bisect each other", "it has exactly two lines of symmetry". */
function clueText(clue: Clue): string {
  const yes = clue.value === 1;
  switch (clue.property) {
    case 'bisect':
      return yes ? 'its diagonals bisect each other' : 'its diagonals do not bisect each other';
    case 'perpendicular':
      return yes ? 'its diagonals are perpendicular' : 'its diagonals are not perpendicular';
    case 'equal':
      return yes ? 'its diagonals are equal in length' : 'its diagonals are not equal in length';
    case 'lines':
      if (clue.atLeast) return `it has at least ${clue.value === 1 ? 'one line' : `${clue.value} lines`} of symmetry`;
      return `it has ${COUNT[clue.value] as string} line${clue.value === 1 ? '' : 's'} of symmetry`;
    case 'order':
      if (clue.atLeast) return `it has rotational symmetry of order ${clue.value} or more`;
      return clue.value === 1
        ? 'it has no rotational symmetry (order 1)'
        : `its order of rotational symmetry is ${clue.value}`;
  }
}

/** A clue after a noun: "that have no lines of symmetry", "whose diagonals bisect each other". */
function relative(clue: Clue): string {
  return clueText(clue)
    .replace(/^its /, 'whose ')
    .replace(/^it has no rotational symmetry \(order 1\)/, 'that have no rotational symmetry')
    .replace(/^it has /, 'that have ');
}

/** "a" or "an", for "an isosceles trapezoid". */
const an = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** What the shape has, in a sentence that names the value: "A kite has exactly one line of symmetry". */
function factText(shape: Quad, property: Property): string {
  const p = TABLE[shape];
  const clue: Clue = { property, value: valueOf(p, property) };
  const phrase = clueText(clue)
    .replace(/^its diagonals/, 'the diagonals')
    .replace(/^it has/, 'has')
    .replace(/^its order/, 'the order');
  return phrase.startsWith('has') ? `${an(shape)} ${phrase}` : `in ${an(shape)}, ${phrase}`;
}


const SHORT: Record<Property, string> = {
  bisect: 'diagonals bisect each other',
  perpendicular: 'diagonals perpendicular',
  equal: 'diagonals equal',
  lines: 'lines of symmetry',
  order: 'order of rotational symmetry',
};

/** "diagonals perpendicular: yes", "lines of symmetry: 2". */
function shortFact(shape: Quad, property: Property): string {
  const v = valueOf(TABLE[shape], property);
  return `${SHORT[property]}: ${property === 'lines' || property === 'order' ? v : v === 1 ? 'yes' : 'no'}`;
}

const joinAnd = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;

// ---------------------------------------------------------------------------------------------------------------
// The drawing

const FONT = 'font-family="sans-serif" font-size="14"';

/** The shape ABCD with its diagonals dashed, on a faint grid, and a sentence that says so. */
function quadSvg(shape: Quad): string {
  const corners = CORNERS[shape];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const unit = Math.min(200 / (Math.max(...xs) - minX), 140 / (Math.max(...ys) - minY), 40);
  const px = ([x, y]: Pt): Pt => [40 + (x - minX) * unit, 30 + (Math.max(...ys) - y) * unit];
  const pts = corners.map(px);
  const width = Math.round(80 + (Math.max(...xs) - minX) * unit);
  const height = Math.round(60 + (Math.max(...ys) - minY) * unit);
  let body = `<polygon points="${pts.map((p) => `${p[0]},${p[1]}`).join(' ')}" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="2"/>`;
  for (const [i, j] of [
    [0, 2],
    [1, 3],
  ] as const) {
    const [p, q] = [pts[i] as Pt, pts[j] as Pt];
    body += `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="#e8590c" stroke-width="1.5" stroke-dasharray="6,4"/>`;
  }
  const cx = pts.reduce((s, p) => s + p[0], 0) / 4;
  const cy = pts.reduce((s, p) => s + p[1], 0) / 4;
  ['A', 'B', 'C', 'D'].forEach((name, i) => {
    const [x, y] = pts[i] as Pt;
    const len = Math.hypot(x - cx, y - cy) || 1;
    body += `<text x="${Math.round(x + ((x - cx) / len) * 16)}" y="${Math.round(y + ((y - cy) / len) * 16 + 5)}" text-anchor="middle" ${FONT}>${escapeXml(name)}</text>`;
  });
  const title = `A typical ${shape} ABCD with its two diagonals, AC and BD, drawn as dashed lines. It is drawn the way it usually looks; the question is about every ${shape}, not only this one.`;
  return svgDocument(width, height, title, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Building

/** Facts that make exactly one of `pool` fit; tried in the given order of candidate pairs. */
const fitting = (pool: readonly Quad[], clues: Clue[]): Quad[] =>
  pool.filter((s) => clues.every((c) => fits(TABLE[s], c)));

function clueOf(shape: Quad, property: Property): Clue {
  return { property, value: valueOf(TABLE[shape], property) };
}

function quadBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): QuadParams {
  const kind = byLevel(level, QUAD_LEVELS);
  switch (kind) {
    case 'readSymmetry':
      return { kind, shapes: [rng.pick(QUADS)], clues: [{ property: rng.pick(['lines', 'order']), value: 0 }] };
    case 'readDiagonals':
      return { kind, shapes: [rng.pick(QUADS)], clues: [] };
    case 'nameFromDiagonals': {
      const target = rng.pick(QUADS);
      const others = rng.shuffle(QUADS.filter((s) => s !== target)).slice(0, 3);
      const clues = (['bisect', 'perpendicular', 'equal'] as const).map((p) => clueOf(target, p));
      return { kind, shapes: [target, ...others], clues };
    }
    case 'nameFromSymmetry': {
      // One symmetry fact and one diagonal fact that, together, only the target has among all seven shapes.
      for (;;) {
        const target = rng.pick(QUADS);
        const pairs = (['lines', 'order'] as const).flatMap((sym) =>
          (['bisect', 'perpendicular', 'equal'] as const).map((diag) => [clueOf(target, sym), clueOf(target, diag)]),
        );
        const unique = pairs.filter((clues) => fitting(QUADS, clues).length === 1);
        // Neither fact alone may give the shape away, or the question would need only one idea.
        const twoIdeas = unique.filter((clues) => clues.every((c) => fitting(QUADS, [c]).length > 1));
        if (twoIdeas.length === 0) continue;
        const clues = rng.pick(twoIdeas);
        // The tempting options: shapes that have one of the two facts.
        const near = rng.shuffle(QUADS.filter((s) => s !== target && clues.some((c) => fits(TABLE[s], c))));
        const rest = rng.shuffle(QUADS.filter((s) => s !== target && !near.includes(s)));
        return { kind, shapes: [target, ...[...near, ...rest].slice(0, 3)], clues };
      }
    }
    case 'countInList': {
      for (;;) {
        const shapes = rng.shuffle(QUADS).slice(0, 5);
        const diag = rng.pick(['bisect', 'perpendicular', 'equal'] as const);
        const sym: Clue = rng.pick([
          { property: 'lines', value: 1, atLeast: true },
          { property: 'lines', value: 2, atLeast: true },
          { property: 'order', value: 2, atLeast: true },
          { property: 'lines', value: 0 },
        ]);
        const clues: Clue[] = [{ property: diag, value: rng.pick([0, 1]) }, sym];
        const count = fitting(shapes, clues).length;
        // Each fact alone must fit more shapes than both together, so both have to be checked.
        const eachMore = clues.every((c) => fitting(shapes, [c]).length > count);
        if (count >= 1 && count <= 3 && eachMore) return { kind, shapes, clues };
      }
    }
  }
}

export function quadrilateralTask(name: string, description: string) {
  return defineTask<QuadParams>(
    withApplicableMisconceptions<QuadParams>({
      name,
      description,
      build(rng, level) {
        const params = quadBuild(rng, level);
        const answer = solveQuad(params);
        switch (params.kind) {
          case 'readSymmetry': {
            const shape = params.shapes[0] as Quad;
            const property = (params.clues[0] as Clue).property as 'lines' | 'order';
            const p = TABLE[shape];
            const lines = property === 'lines';
            return {
              params,
              title: lines
                ? `How many lines of symmetry does ${an(shape)} have?`
                : `What is the order of rotational symmetry of ${an(shape)}?`,
              description: lines
                ? 'A line of symmetry folds the shape exactly onto itself. Count every such line; the answer is zero if there is none.'
                : 'The order is how many times the shape looks exactly the same during one full turn about its centre, the full turn included.',
              answer,
              answerKind: 'number',
              imageSvg: quadSvg(shape),
              explanation: lines
                ? `${
                    {
                      square: 'A square folds onto itself along both diagonals and along the two lines joining the midpoints of opposite sides.',
                      rectangle:
                        'A rectangle folds onto itself along the two lines joining the midpoints of opposite sides; folding along a diagonal does not match the corners, because its sides are not all equal.',
                      rhombus:
                        'A rhombus folds onto itself along each diagonal; folding through the midpoints of opposite sides does not match, because its corners are not right angles.',
                      parallelogram:
                        'No fold of a parallelogram matches it: folding along a diagonal or through the midpoints of opposite sides leaves the slanted sides crossing.',
                      kite: 'A kite folds onto itself only along the diagonal joining the corners where its equal sides meet.',
                      'isosceles trapezoid':
                        'An isosceles trapezoid folds onto itself only along the line joining the midpoints of its two parallel sides.',
                      trapezoid:
                        'A trapezoid with no equal sides does not fold onto itself along any line: its two slanted sides have different lengths.',
                    }[shape]
                  } So ${an(shape)} has ${p.lines} line${p.lines === 1 ? '' : 's'} of symmetry, and the answer is ${answer}.`
                : `${
                    p.order === 1
                      ? `Turning ${an(shape)} about its centre, it only looks the same again after the full turn of 360°.`
                      : `Turning ${an(shape)} about its centre, it looks the same every ${360 / p.order}° (${Array.from(
                          { length: p.order },
                          (_, i) => `${(360 / p.order) * (i + 1)}°`,
                        ).join(', ')}).`
                  } That is ${p.order} position${p.order === 1 ? '' : 's'} in one full turn, so the order of rotational symmetry is ${answer}.`,
              hints: [
                lines
                  ? `Imagine folding ${an(shape)} along each diagonal, then along each line through the midpoints of opposite sides: which folds match every corner?`
                  : `Imagine tracing ${an(shape)} and turning the tracing about the centre: count the positions in one full turn where it fits exactly, the full turn included.`,
              ],
              misconceptions: lines
                ? [
                    {
                      answer: '4',
                      hint: `Only a square has four lines of symmetry; check whether a fold along a diagonal of ${an(shape)} really matches.`,
                    },
                    ...(p.order > p.lines
                      ? [
                          {
                            answer: String(p.order),
                            hint: 'That is the order of rotational symmetry; a line of symmetry is a fold, not a turn.',
                          },
                        ]
                      : []),
                  ]
                : [
                    {
                      answer: '0',
                      hint: 'Every shape fits itself after one full turn, so the order is at least 1.',
                    },
                  ],
            };
          }
          case 'readDiagonals': {
            const shape = params.shapes[0] as Quad;
            const p = TABLE[shape];
            const others = QUADS.filter((s) => s !== shape).map((s) => diagonalStatement(TABLE[s]));
            const wrongs = [...new Set(others.filter((o) => o !== answer))];
            return {
              params,
              title: `Which statement is true about the diagonals of every ${shape}?`,
              answer,
              answerKind: 'text',
              imageSvg: quadSvg(shape),
              choices: { distractors: rng.shuffle(wrongs) },
              explanation: `Check the three properties of the diagonals of ${an(shape)}. ${
                p.bisect
                  ? 'Opposite sides are parallel and equal, so the diagonals cut each other exactly in half: they bisect each other.'
                  : 'The diagonals do not cut each other in half, so they do not bisect each other.'
              } ${
                p.perpendicular
                  ? 'They cross at a right angle: they are perpendicular.'
                  : 'They do not cross at a right angle.'
              } ${p.equal ? 'They have the same length.' : 'One is longer than the other.'} So the true statement is: ${answer}.`,
              hints: [
                'Look at the dashed diagonals: do they cut each other in half, do they meet at a right angle, and are they the same length?',
              ],
            };
          }
          case 'nameFromDiagonals': {
            const target = params.shapes[0] as Quad;
            const stated = params.clues.map(clueText);
            return {
              params,
              title: `A quadrilateral has these properties: ${joinAnd(stated)}. Which quadrilateral is it?`,
              answer,
              answerKind: 'text',
              choices: { distractors: params.shapes.slice(1) },
              explanation: `Compare the diagonals of each option. ${params.shapes
                .slice(1)
                .map((s) => {
                  const wrong = params.clues.find((c) => !fits(TABLE[s], c)) as Clue;
                  return `${an(s)[0]!.toUpperCase()}${an(s).slice(1)} does not fit: ${factText(s, wrong.property)}.`;
                })
                .join(' ')} Only ${an(target)} has diagonals that fit all three facts, so the quadrilateral is ${an(answer)}.`,
              hints: ['Take each option in turn and cross it out as soon as one property of its diagonals does not fit.'],
            };
          }
          case 'nameFromSymmetry': {
            const target = params.shapes[0] as Quad;
            const stated = params.clues.map(clueText);
            return {
              params,
              title: `A quadrilateral has these two properties: ${stated.join(', and ')}. Which quadrilateral is it?`,
              answer,
              answerKind: 'text',
              choices: { distractors: params.shapes.slice(1) },
              explanation: `Neither property alone decides it. ${params.clues
                .map((c) => {
                  const having = fitting(QUADS, [c]);
                  return `Quadrilaterals ${relative(c)}: ${joinAnd(having.map((s) => `the ${s}`))}.`;
                })
                .join(
                  ' ',
                )} The only shape in both lists is the ${target}, so the quadrilateral is ${an(answer)}.`,
              hints: [
                `List the quadrilaterals ${relative(params.clues[0] as Clue)}, then keep the ones that also fit the second property.`,
              ],
              misconceptions: [],
            };
          }
          case 'countInList': {
            const [first, second] = params.clues as [Clue, Clue];
            const having = fitting(params.shapes, params.clues);
            const rows = params.shapes.map((s) => {
              const okFirst = fits(TABLE[s], first);
              const okSecond = fits(TABLE[s], second);
              const verdict =
                okFirst && okSecond ? 'both' : okFirst ? 'only the first' : okSecond ? 'only the second' : 'neither';
              return `${an(s)} (${shortFact(s, first.property)}, ${shortFact(s, second.property)}: ${verdict})`;
            });
            const firstOnly = params.shapes.filter((s) => fits(TABLE[s], first)).length;
            const secondOnly = params.shapes.filter((s) => fits(TABLE[s], second)).length;
            return {
              params,
              title: `How many of these quadrilaterals have both properties: ${clueText(first).replace(/^its/, 'their').replace(/^it has/, 'they have')}, and ${clueText(second).replace(/^its/, 'their').replace(/^it has/, 'they have').replace(/^they have/, 'they have')}?`,
              description: `The shapes: ${params.shapes.map((s) => `${an(s)}`).join(', ')}. Think of every shape of each kind, not one special case (a rectangle here is not a square).`,
              answer,
              answerKind: 'number',
              explanation: `Check both properties for each shape: ${rows.join('; ')}. ${firstOnly} of the shapes have the first property and ${secondOnly} have the second, but only ${having.length === 1 ? `the ${having[0] as Quad}` : joinAnd(having.map((s) => `the ${s}`))} ${having.length === 1 ? 'has' : 'have'} both, so the count is ${answer}.`,
              hints: [
                'Make a small table: one row per shape, one column per property. Count the rows with a yes in both columns.',
              ],
              misconceptions: [
                {
                  answer: String(firstOnly),
                  hint: 'That counts the shapes with the first property; each must have the second as well.',
                },
                {
                  answer: String(secondOnly),
                  hint: 'That counts the shapes with the second property; each must have the first as well.',
                },
              ],
            };
          }
        }
      },
      solve: solveQuad,
      complexity: (p) => QUAD_LEVELS.indexOf(p.kind) + 1 + p.shapes.length / 1000,
    }),
  );
}

export { TABLE as QUAD_PROPERTIES, CORNERS as QUAD_CORNERS, QUADS };
