/**
 * Grade 6 E1.1 (issue 20): the properties of quadrilaterals: what the diagonals do (bisect each other, meet at right
 * angles, have equal lengths), lines of symmetry and the order of rotational symmetry. Level 1 reads a symmetry count
 * of a named, drawn shape; level 2 picks the true statement about its diagonals; level 3 tells which shape a
 * quadrilateral can be from its diagonals; level 4 from its symmetry and one diagonal property together; level 5
 * counts the shapes of a list that always have two properties at once.
 *
 * Each name means the shape in its usual form (a rhombus that is not a square, a kite that is not a rhombus, ...),
 * as every question says, so a property is always, never or sometimes true of every shape of the kind: a kite's
 * diagonals are sometimes equal, an isosceles trapezoid's sometimes perpendicular.
 *
 * The builder reads a table of properties; the solver never sees it: it measures drawn examples of each kind (one for
 * each case of a "sometimes"): midpoints, dot product and lengths of the diagonals, and the reflections and rotations
 * that map the corners onto themselves, so a slip in the table shows up against the geometry.
 */
import { type PerLevel, byLevel } from '../core/levels';
import { withApplicableMisconceptions } from '../core/misconceptions';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineTask } from '../core/task';

export type Quad =
  'square' | 'rectangle' | 'rhombus' | 'parallelogram' | 'kite' | 'isosceles trapezoid' | 'trapezoid';

export const QUADS: readonly Quad[] = [
  'square',
  'rectangle',
  'rhombus',
  'parallelogram',
  'kite',
  'isosceles trapezoid',
  'trapezoid',
];

/** What each name means in these questions. */
const QUALIFIED: Record<Quad, string> = {
  square: 'square',
  rectangle: 'rectangle that is not a square',
  rhombus: 'rhombus that is not a square',
  parallelogram: 'parallelogram with no right angles and with unequal neighbouring sides',
  kite: 'kite that is not a rhombus',
  'isosceles trapezoid': 'isosceles trapezoid that is not a rectangle',
  trapezoid: 'trapezoid with no two sides equal',
};

const NAMES_NOTE =
  'Each name means the shape in its usual form: a rectangle or a rhombus is not a square, a parallelogram has no right angles and unequal neighbouring sides, a kite is not a rhombus, an isosceles trapezoid is not a rectangle, and a trapezoid has no two sides equal.';

type Pt = [number, number];

/**
 * Corners A, B, C, D of examples of each kind: the first is the one drawn; a second shows the other case of a
 * property that is only sometimes true (a kite with equal diagonals, trapezoids with perpendicular ones).
 */
const INSTANCES: Record<Quad, Pt[][]> = {
  square: [
    [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ],
  ],
  rectangle: [
    [
      [0, 0],
      [6, 0],
      [6, 3],
      [0, 3],
    ],
  ],
  rhombus: [
    [
      [-4, 0],
      [0, -2],
      [4, 0],
      [0, 2],
    ],
  ],
  parallelogram: [
    [
      [0, 0],
      [5, 0],
      [7, 3],
      [2, 3],
    ],
  ],
  kite: [
    [
      [0, 3],
      [-2, 0],
      [0, -5],
      [2, 0],
    ],
    [
      [0, 1],
      [-2, 0],
      [0, -3],
      [2, 0],
    ],
  ],
  'isosceles trapezoid': [
    [
      [0, 0],
      [8, 0],
      [6, 3],
      [2, 3],
    ],
    [
      [-4, 0],
      [4, 0],
      [2, 6],
      [-2, 6],
    ],
  ],
  trapezoid: [
    [
      [0, 0],
      [8, 0],
      [5, 3],
      [1, 3],
    ],
    [
      [0, 0],
      [6, 0],
      [9, 3],
      [5, 3],
    ],
  ],
};

export type Tri = 'always' | 'never' | 'sometimes';
export type Property = 'bisect' | 'perpendicular' | 'equal' | 'lines' | 'order';
type Diagonal = 'bisect' | 'perpendicular' | 'equal';
const DIAGONALS: readonly Diagonal[] = ['bisect', 'perpendicular', 'equal'];

export interface Properties {
  bisect: Tri;
  perpendicular: Tri;
  equal: Tri;
  lines: number;
  order: number;
}

/** What the shapes of each kind have (the builder's table; the solver measures instead). */
const TABLE: Record<Quad, Properties> = {
  square: { bisect: 'always', perpendicular: 'always', equal: 'always', lines: 4, order: 4 },
  rectangle: { bisect: 'always', perpendicular: 'never', equal: 'always', lines: 2, order: 2 },
  rhombus: { bisect: 'always', perpendicular: 'always', equal: 'never', lines: 2, order: 2 },
  parallelogram: { bisect: 'always', perpendicular: 'never', equal: 'never', lines: 0, order: 2 },
  kite: { bisect: 'never', perpendicular: 'always', equal: 'sometimes', lines: 1, order: 1 },
  'isosceles trapezoid': { bisect: 'never', perpendicular: 'sometimes', equal: 'always', lines: 1, order: 1 },
  trapezoid: { bisect: 'never', perpendicular: 'sometimes', equal: 'never', lines: 0, order: 1 },
};

/**
 * One fact a question states. Diagonal facts have value 1 (true) or 0 (false); symmetry facts a count, exact or
 * "at least".
 */
export interface Clue {
  property: Property;
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

interface Measured {
  bisect: boolean;
  perpendicular: boolean;
  equal: boolean;
  lines: number;
  order: number;
}

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
export function measure(corners: Pt[]): Measured {
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
    if (
      !holdsAll(
        corners,
        corners.map((p) => reflect(p, through, dir)),
      )
    )
      continue;
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

/** A kind's properties from its examples: a diagonal property true in all is always, in none never. */
export function measureKind(shape: Quad): Properties {
  const all = INSTANCES[shape].map(measure);
  const tri = (p: Diagonal): Tri =>
    all.every((m) => m[p]) ? 'always' : all.every((m) => !m[p]) ? 'never' : 'sometimes';
  const first = all[0] as Measured;
  return {
    bisect: tri('bisect'),
    perpendicular: tri('perpendicular'),
    equal: tri('equal'),
    lines: first.lines,
    order: first.order,
  };
}

const isDiagonal = (p: Property): p is Diagonal => p === 'bisect' || p === 'perpendicular' || p === 'equal';

/** Whether one quadrilateral of this kind can have the fact. */
function canHave(p: Properties, clue: Clue): boolean {
  if (isDiagonal(clue.property)) return p[clue.property] !== (clue.value === 1 ? 'never' : 'always');
  const v = p[clue.property];
  return clue.atLeast ? v >= clue.value : v === clue.value;
}

/** Whether every quadrilateral of this kind has the fact. */
function alwaysHas(p: Properties, clue: Clue): boolean {
  if (isDiagonal(clue.property)) return p[clue.property] === (clue.value === 1 ? 'always' : 'never');
  return canHave(p, clue);
}

/** Independent solver: every answer from the measured examples. */
function solveQuad(params: QuadParams): string {
  const measured = params.shapes.map((s) => ({ shape: s, props: measureKind(s) }));
  switch (params.kind) {
    case 'readSymmetry': {
      const property = (params.clues[0] as Clue).property as 'lines' | 'order';
      return String(measured[0]!.props[property]);
    }
    case 'readDiagonals':
      return diagonalStatement(measured[0]!.props);
    case 'nameFromDiagonals':
    case 'nameFromSymmetry': {
      const can = measured.filter((m) => params.clues.every((c) => canHave(m.props, c)));
      return can.length === 1 ? (can[0] as { shape: Quad }).shape : '';
    }
    case 'countInList':
      return String(measured.filter((m) => params.clues.every((c) => alwaysHas(m.props, c))).length);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Words

/** The whole truth about a kind's diagonals, one level-2 option. */
export function diagonalStatement(p: Pick<Properties, Diagonal>): string {
  return `They ${p.bisect} bisect each other, are ${p.perpendicular} perpendicular, and are ${p.equal} equal in length.`;
}

const COUNT = ['no', 'exactly one', 'exactly two', 'exactly three', 'exactly four'];

/** A fact about one quadrilateral, after "it" or "its". */
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
      if (clue.atLeast)
        return `it has at least ${clue.value === 1 ? 'one line' : `${clue.value} lines`} of symmetry`;
      return `it has ${COUNT[clue.value] as string} line${clue.value === 1 ? '' : 's'} of symmetry`;
    case 'order':
      if (clue.atLeast) return `it has rotational symmetry of order ${clue.value} or more`;
      return clue.value === 1
        ? 'it has no rotational symmetry (it fits onto itself only after a full turn)'
        : `its order of rotational symmetry is ${clue.value}`;
  }
}

/** A fact after a plural noun: "that have no lines of symmetry", "whose diagonals bisect each other". */
function relative(clue: Clue): string {
  return clueText(clue)
    .replace(/^its /, 'whose ')
    .replace(
      /^it has no rotational symmetry \(it fits onto itself/,
      'that have no rotational symmetry (they fit onto themselves',
    )
    .replace(/^it has /, 'that have ');
}

/** The kinds that can have a fact, as a phrase after "Quadrilaterals": "whose diagonals can be perpendicular". */
function canText(clue: Clue): string {
  if (!isDiagonal(clue.property)) return relative(clue);
  const verb = {
    bisect: 'bisect each other',
    perpendicular: 'be perpendicular',
    equal: 'be equal in length',
  }[clue.property];
  return clue.value === 1 ? `whose diagonals can ${verb}` : `whose diagonals need not ${verb}`;
}

/** A fact about every shape of a kind, after "they": "their diagonals are always perpendicular". */
function alwaysText(clue: Clue): string {
  return clueText(clue)
    .replace(/^its diagonals bisect/, 'their diagonals always bisect')
    .replace(/^its diagonals are /, 'their diagonals are always ')
    .replace(
      /^it has no rotational symmetry \(it fits onto itself/,
      'they have no rotational symmetry (they fit onto themselves',
    )
    .replace(/^it has /, 'they have ')
    .replace(/^its /, 'their ');
}

/** "a" or "an", for "an isosceles trapezoid". */
const an = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
const cap = (text: string): string => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** "the diagonals of a kite never bisect each other", "a kite has exactly one line of symmetry". */
function kindFact(shape: Quad, property: Property): string {
  const p = TABLE[shape];
  switch (property) {
    case 'bisect':
      return `the diagonals of ${an(shape)} ${p.bisect} bisect each other`;
    case 'perpendicular':
      return `the diagonals of ${an(shape)} are ${p.perpendicular} perpendicular`;
    case 'equal':
      return `the diagonals of ${an(shape)} are ${p.equal} equal in length`;
    case 'lines':
      return `${an(shape)} has ${COUNT[p.lines] as string} line${p.lines === 1 ? '' : 's'} of symmetry`;
    case 'order':
      return `the order of rotational symmetry of ${an(shape)} is ${p.order}`;
  }
}

const SHORT: Record<Property, string> = {
  bisect: 'diagonals bisect each other',
  perpendicular: 'diagonals perpendicular',
  equal: 'diagonals equal',
  lines: 'lines of symmetry',
  order: 'order of rotational symmetry',
};

/** "diagonals perpendicular: sometimes", "lines of symmetry: 2". */
function shortFact(shape: Quad, property: Property): string {
  return `${SHORT[property]}: ${TABLE[shape][property]}`;
}

const joinAnd = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;

const REASONS: Record<Diagonal, Record<Tri, string>> = {
  bisect: {
    always:
      'Its opposite sides are parallel and equal, so its diagonals always cut each other in half: they always bisect each other.',
    never:
      'It is not a parallelogram, and only a parallelogram has diagonals that cut each other in half: they never bisect each other.',
    sometimes: 'Its diagonals cut each other in half in some shapes of this kind but not in others.',
  },
  perpendicular: {
    always: 'Its diagonals always cross at a right angle: they are always perpendicular.',
    never:
      'Its diagonals could only cross at a right angle if its sides were all equal, so they are never perpendicular.',
    sometimes:
      'Its diagonals cross at a right angle in some shapes of this kind but not in others: they are sometimes perpendicular.',
  },
  equal: {
    always: 'Its diagonals always have the same length.',
    never: 'One diagonal is always longer than the other: they are never equal in length.',
    sometimes:
      'Its diagonals have the same length in some shapes of this kind but not in others: they are sometimes equal.',
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The drawing

const FONT = 'font-family="sans-serif" font-size="14"';

/** The shape ABCD with its diagonals dashed, and a sentence that says so. */
function quadSvg(shape: Quad): string {
  const corners = INSTANCES[shape][0] as Pt[];
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
  // Right angles (at the corners, and where the diagonals cross) carry the usual small square.
  const mark = (at: Pt, toA: Pt, toB: Pt): string => {
    const unitTo = (q: Pt): Pt => {
      const len = Math.hypot(q[0] - at[0], q[1] - at[1]) || 1;
      return [((q[0] - at[0]) / len) * 10, ((q[1] - at[1]) / len) * 10];
    };
    const [u, v] = [unitTo(toA), unitTo(toB)];
    const r = (n: number): number => Math.round(n * 10) / 10;
    return `<path data-mark="right-angle" d="M ${r(at[0] + u[0])} ${r(at[1] + u[1])} L ${r(at[0] + u[0] + v[0])} ${r(at[1] + u[1] + v[1])} L ${r(at[0] + v[0])} ${r(at[1] + v[1])}" fill="none" stroke="#333"/>`;
  };
  const marked: string[] = [];
  pts.forEach((corner, i) => {
    const prev = pts[(i + 3) % 4] as Pt;
    const next = pts[(i + 1) % 4] as Pt;
    const dot = (prev[0] - corner[0]) * (next[0] - corner[0]) + (prev[1] - corner[1]) * (next[1] - corner[1]);
    if (Math.abs(dot) < 1e-6) body += mark(corner, prev, next);
  });
  if (body.includes('data-mark')) marked.push('its right-angled corners are marked');
  const drawn = measure(corners);
  if (drawn.perpendicular) {
    // Where AC meets BD: A + t(C - A), solved against B + s(D - B).
    const [a, b, c, d] = pts as [Pt, Pt, Pt, Pt];
    const den = (c[0] - a[0]) * (d[1] - b[1]) - (c[1] - a[1]) * (d[0] - b[0]);
    const t = ((b[0] - a[0]) * (d[1] - b[1]) - (b[1] - a[1]) * (d[0] - b[0])) / den;
    const cross: Pt = [a[0] + t * (c[0] - a[0]), a[1] + t * (c[1] - a[1])];
    body += mark(cross, c, d);
    marked.push('the right angle where the diagonals cross is marked');
  }
  const title = `${cap(an(QUALIFIED[shape]))}, ABCD, with its two diagonals, AC and BD, drawn as dashed lines${marked.length > 0 ? `; ${marked.join(', and ')}` : ''}.`;
  return svgDocument(width, height, title, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Building

const kindsThatCan = (pool: readonly Quad[], clues: Clue[]): Quad[] =>
  pool.filter((s) => clues.every((c) => canHave(TABLE[s], c)));
const kindsThatAlways = (pool: readonly Quad[], clues: Clue[]): Quad[] =>
  pool.filter((s) => clues.every((c) => alwaysHas(TABLE[s], c)));

/** A definite fact about one quadrilateral of this kind (its diagonal properties must not be "sometimes"). */
function clueOf(shape: Quad, property: Property): Clue {
  const v = TABLE[shape][property];
  return { property, value: typeof v === 'number' ? v : v === 'always' ? 1 : 0 };
}

function quadBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): QuadParams {
  const kind = byLevel(level, QUAD_LEVELS);
  switch (kind) {
    case 'readSymmetry':
      return {
        kind,
        shapes: [rng.pick(QUADS)],
        clues: [{ property: rng.pick(['lines', 'order']), value: 0 }],
      };
    case 'readDiagonals':
      return { kind, shapes: [rng.pick(QUADS)], clues: [] };
    case 'nameFromDiagonals': {
      // Diagonals that bisect each other make a parallelogram, and then the other two facts decide which one.
      const target = rng.pick(['square', 'rectangle', 'rhombus', 'parallelogram'] as const);
      const clues = DIAGONALS.map((p) => clueOf(target, p));
      const others = rng.shuffle(QUADS.filter((s) => s !== target)).slice(0, 3);
      return { kind, shapes: [target, ...others], clues };
    }
    case 'nameFromSymmetry': {
      // One symmetry fact and one diagonal fact that only the target's kind can have among all seven. The symmetry
      // fact is an exact count or an "at least"; the diagonal fact says what the diagonals do or do not do, and may
      // be one the target has only sometimes ("its diagonals are perpendicular" of an isosceles trapezoid).
      // Every (target, facts) question is equally likely, so the shapes with many such pairs do not repeat theirs.
      const questions = QUADS.flatMap((target) => {
        const symmetryFacts: Clue[] = [
          clueOf(target, 'lines'),
          clueOf(target, 'order'),
          { property: 'lines', value: 1, atLeast: true },
          { property: 'lines', value: 2, atLeast: true },
          { property: 'order', value: 2, atLeast: true },
        ];
        const symmetry = symmetryFacts.filter((c) => canHave(TABLE[target], c));
        const diagonal = DIAGONALS.flatMap((property): Clue[] =>
          [1, 0].map((value) => ({ property, value })),
        ).filter((c) => canHave(TABLE[target], c));
        const pairs = symmetry.flatMap((sym) => diagonal.map((d) => [sym, d]));
        // Neither fact alone may decide, so the question needs both ideas.
        return pairs
          .filter(
            (clues) =>
              kindsThatCan(QUADS, clues).length === 1 &&
              clues.every((c) => kindsThatCan(QUADS, [c]).length > 1),
          )
          .map((clues) => ({ target, clues }));
      });
      const { target, clues: pair } = rng.pick(questions);
      // Either fact may come first.
      const clues = rng.pick([pair, [...pair].reverse()]);
      const near = rng.shuffle(QUADS.filter((s) => s !== target && clues.some((c) => canHave(TABLE[s], c))));
      const rest = rng.shuffle(QUADS.filter((s) => s !== target && !near.includes(s)));
      return { kind, shapes: [target, ...[...near, ...rest].slice(0, 3)], clues };
    }
    case 'countInList': {
      for (;;) {
        const shapes = rng.shuffle(QUADS).slice(0, 5);
        const sym: Clue = rng.pick([
          { property: 'lines', value: 1, atLeast: true },
          { property: 'lines', value: 2, atLeast: true },
          { property: 'order', value: 2, atLeast: true },
          { property: 'lines', value: 0 },
          { property: 'order', value: 1 },
        ]);
        const clues: Clue[] = [{ property: rng.pick(DIAGONALS), value: 1 }, sym];
        const count = kindsThatAlways(shapes, clues).length;
        // Each fact alone must hold for more shapes than both together, so both have to be checked.
        const eachMore = clues.every((c) => kindsThatAlways(shapes, [c]).length > count);
        if (count >= 1 && count <= 3 && eachMore) return { kind, shapes, clues };
      }
    }
  }
}

const FOLDS: Record<Quad, string> = {
  square:
    'A square folds onto itself along both diagonals and along the two lines joining the midpoints of opposite sides.',
  rectangle:
    'This rectangle folds onto itself along the two lines joining the midpoints of opposite sides; a fold along a diagonal does not match, because its sides are not all equal.',
  rhombus:
    'This rhombus folds onto itself along each diagonal; a fold through the midpoints of opposite sides does not match, because its corners are not right angles.',
  parallelogram:
    'No fold of this parallelogram matches: along a diagonal or through the midpoints of opposite sides, the slanted sides end up crossing.',
  kite: 'This kite folds onto itself only along the diagonal joining the corners where its equal sides meet.',
  'isosceles trapezoid':
    'This isosceles trapezoid folds onto itself only along the line joining the midpoints of its two parallel sides.',
  trapezoid:
    'This trapezoid does not fold onto itself along any line: no two of its sides are equal, so no fold can match them.',
};

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
            const lines = (params.clues[0] as Clue).property === 'lines';
            const p = TABLE[shape];
            return {
              params,
              title: lines
                ? `How many lines of symmetry does ${an(QUALIFIED[shape])} have?`
                : `What is the order of rotational symmetry of ${an(QUALIFIED[shape])}?`,
              description: lines
                ? 'A line of symmetry folds the shape exactly onto itself. Count every such line; the answer is zero if there is none.'
                : 'The order is how many times the shape looks exactly the same during one full turn about its centre, the full turn included.',
              answer,
              answerKind: 'number',
              imageSvg: quadSvg(shape),
              lintFacts: { drawsRightAngle: quadSvg(shape).includes('data-mark') },
              explanation: lines
                ? `${FOLDS[shape]} So ${an(QUALIFIED[shape])} has ${p.lines} line${p.lines === 1 ? '' : 's'} of symmetry: the answer is ${answer}.`
                : `${
                    p.order === 1
                      ? `Turned about its centre, ${an(QUALIFIED[shape])} only looks the same again after the full turn of 360°.`
                      : `Turned about its centre, ${an(QUALIFIED[shape])} looks the same every ${360 / p.order}° (${Array.from(
                          { length: p.order },
                          (_, i) => `${(360 / p.order) * (i + 1)}°`,
                        ).join(', ')}).`
                  } That is ${p.order} position${p.order === 1 ? '' : 's'} in one full turn, so the order of rotational symmetry is ${answer}.`,
              hints: [
                lines
                  ? 'Imagine folding the shape along each diagonal, then along each line through the midpoints of opposite sides: which folds match every corner?'
                  : 'Imagine tracing the shape and turning the tracing about its centre: count the positions in one full turn where it fits exactly, the full turn included.',
              ],
              misconceptions: lines
                ? [
                    {
                      answer: '4',
                      hint: 'Only a square has four lines of symmetry; check whether a fold along a diagonal really matches the corners.',
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
            const wrongs = [...new Set(QUADS.map((s) => diagonalStatement(TABLE[s])))].filter(
              (o) => o !== answer,
            );
            return {
              params,
              title: `Which statement is true about the diagonals of every ${QUALIFIED[shape]}?`,
              description:
                'Always means in every such shape, never means in none, sometimes means in some but not all.',
              answer,
              answerKind: 'text',
              imageSvg: quadSvg(shape),
              lintFacts: { drawsRightAngle: quadSvg(shape).includes('data-mark') },
              choices: { distractors: rng.shuffle(wrongs) },
              explanation: `Check the three properties of the diagonals of ${an(QUALIFIED[shape])}. ${DIAGONALS.map((d) => REASONS[d][p[d]]).join(' ')} So the true statement is: ${answer}`,
              hints: [
                'Look at the dashed diagonals, then ask whether each property could change if the shape were stretched but stayed the same kind.',
              ],
            };
          }
          case 'nameFromDiagonals': {
            const target = params.shapes[0] as Quad;
            return {
              params,
              title: `A quadrilateral has these properties: ${joinAnd(params.clues.map(clueText))}. Which of these can it be?`,
              description: NAMES_NOTE,
              answer,
              answerKind: 'text',
              choices: { distractors: params.shapes.slice(1) },
              explanation: `Diagonals that bisect each other make a parallelogram, and the other two facts tell which one. ${params.shapes
                .slice(1)
                .map((s) => {
                  const wrong = params.clues.find((c) => !canHave(TABLE[s], c)) as Clue;
                  return `It cannot be ${an(s)}: ${kindFact(s, wrong.property)}.`;
                })
                .join(' ')} ${cap(an(target))} fits all three facts, so the quadrilateral is ${an(answer)}.`,
              hints: [
                'Take each option in turn and cross it out as soon as one property of its diagonals does not fit.',
              ],
            };
          }
          case 'nameFromSymmetry': {
            const target = params.shapes[0] as Quad;
            return {
              params,
              title: `A quadrilateral has these two properties: ${params.clues.map(clueText).join(', and ')}. Which of these can it be?`,
              description: NAMES_NOTE,
              answer,
              answerKind: 'text',
              choices: { distractors: params.shapes.slice(1) },
              explanation: `Neither property alone decides it. ${params.clues
                .map(
                  (c) =>
                    `Quadrilaterals ${canText(c)}: ${joinAnd(kindsThatCan(QUADS, [c]).map((s) => `the ${s}`))}.`,
                )
                .join(
                  ' ',
                )} The only kind in both lists is the ${target}, so the quadrilateral is ${an(answer)}.`,
              hints: [
                `List the quadrilaterals ${canText(params.clues[0] as Clue)}, then keep the ones that also fit the second property.`,
              ],
            };
          }
          case 'countInList': {
            const [first, second] = params.clues as [Clue, Clue];
            const both = kindsThatAlways(params.shapes, params.clues);
            const firstCount = kindsThatAlways(params.shapes, [first]).length;
            const secondCount = kindsThatAlways(params.shapes, [second]).length;
            const rows = params.shapes.map((s) => {
              const a = alwaysHas(TABLE[s], first);
              const b = alwaysHas(TABLE[s], second);
              const verdict = a && b ? 'both' : a ? 'only the first' : b ? 'only the second' : 'neither';
              return `${an(s)} (${shortFact(s, first.property)}, ${shortFact(s, second.property)}: ${verdict})`;
            });
            return {
              params,
              title: `How many of these quadrilaterals always have both properties: ${alwaysText(first)}, and ${alwaysText(second)}?`,
              description: `The shapes: ${params.shapes.map((s) => an(s)).join(', ')}. ${NAMES_NOTE}`,
              answer,
              answerKind: 'number',
              explanation: `Check both properties for each shape; a diagonal property that holds only sometimes does not count: ${rows.join('; ')}. ${firstCount} of the shapes always have the first property and ${secondCount} have the second, but only ${joinAnd(both.map((s) => `the ${s}`))} ${both.length === 1 ? 'has' : 'have'} both, so the count is ${answer}.`,
              hints: [
                'Make a small table: one row per shape, one column per property. Count the rows with a yes in both columns.',
              ],
              misconceptions: [
                {
                  answer: String(firstCount),
                  hint: 'That counts the shapes with the first property; each must have the second as well.',
                },
                {
                  answer: String(secondCount),
                  hint: 'That counts the shapes with the second property; each must have the first as well.',
                },
                {
                  answer: String(kindsThatCan(params.shapes, params.clues).length),
                  hint: 'A property that is only sometimes true does not count: the question asks which always have both.',
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

export { TABLE as QUAD_PROPERTIES };
