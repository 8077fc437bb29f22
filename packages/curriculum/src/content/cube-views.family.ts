/**
 * Views of structures made of stacked cubes (issue 20). A structure is a height map: rows from back to front, columns
 * from left to right, each number the cubes stacked on that square. Its front view shows each column's tallest
 * stack, its side view (seen from the right, so the front row is on the left) each row's tallest stack, and its top
 * view which squares hold a stack.
 *
 * Grade 6 E1.2, building from views: level 1 counts a one-row structure from its front view, level 2 picks the
 * structure that matches three views, level 3 finds the most cubes the views allow, level 4 the fewest, level 5 the
 * one stack the views force. Grade 7 E1.2, drawing views: level 1 counts the squares of the front or side view of a
 * small structure (2 by 2, 2 by 3 or 3 by 2), level 2 of the side or top view of a 3 by 3 one, level 3 picks the
 * correct view, level 4 draws a view to a scale and finds its area, level 5 finds how many cubes can go without
 * changing any view.
 *
 * The builders reason about the views (the tallest stack per column, a matching of columns and rows that can share
 * one tall stack); the solvers try every structure the views allow, stack by stack, and count.
 */
import { type PerLevel, byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineTask } from '../core/task';
import { withApplicableMisconceptions } from '../core/misconceptions';
import type { Misconception } from '../types';

export type HeightMap = number[][];

const cols = (h: HeightMap): number => h[0]?.length ?? 0;

/** Tallest stack per column, left to right. */
export const frontView = (h: HeightMap): number[] =>
  Array.from({ length: cols(h) }, (_, c) => Math.max(...h.map((row) => row[c] ?? 0)));

/** Tallest stack per row, back to front (the side view from the right shows them front to back, left to right). */
export const rowTallest = (h: HeightMap): number[] => h.map((row) => Math.max(...row));

/** The side view from the right, left to right as seen: front row first. */
export const sideView = (h: HeightMap): number[] => [...rowTallest(h)].reverse();

export const topView = (h: HeightMap): boolean[][] => h.map((row) => row.map((v) => v > 0));

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
const total = (h: HeightMap): number => sum(h.map((row) => sum(row)));
const topSquares = (h: HeightMap): number => sum(h.map((row) => row.filter((v) => v > 0).length));

// ---------------------------------------------------------------------------------------------------------------
// The solvers' way: every structure the views allow.

/** Every height map with this top view, front view and row maxima, stack by stack. */
function everyStructure(top: boolean[][], front: number[], rows: number[]): HeightMap[] {
  // Column by column, so a finished column whose tallest stack is not its front view's height is dropped at once.
  const cells: [number, number][] = [];
  for (let c = 0; c < (top[0]?.length ?? 0); c += 1) top.forEach((row, r) => row[c] && cells.push([r, c]));
  const found: HeightMap[] = [];
  const h = top.map((row) => row.map(() => 0));
  const walk = (i: number): void => {
    if (i === cells.length) {
      const f = frontView(h);
      const s = rowTallest(h);
      if (f.every((v, c) => v === front[c]) && s.every((v, r) => v === rows[r]))
        found.push(h.map((row) => [...row]));
      return;
    }
    const [r, c] = cells[i] as [number, number];
    const columnDone = cells[i + 1]?.[1] !== c;
    for (let v = 1; v <= 4; v += 1) {
      // A stack taller than its column's or its row's view cannot be part of the structure.
      if (v > (front[c] ?? 0) || v > (rows[r] ?? 0)) break;
      (h[r] as number[])[c] = v;
      if (columnDone && Math.max(...h.map((row) => row[c] ?? 0)) !== front[c]) continue;
      walk(i + 1);
    }
    (h[r] as number[])[c] = 0;
  };
  walk(0);
  return found;
}

const allowedBy = (h: HeightMap): HeightMap[] => everyStructure(topView(h), frontView(h), rowTallest(h));

// ---------------------------------------------------------------------------------------------------------------
// The builders' way: reasoning about the views.

/** The most cubes: every stack as tall as both its column (front view) and its row (side view) allow. */
function mostCubes(h: HeightMap): number {
  const f = frontView(h);
  const s = rowTallest(h);
  return sum(h.map((row, r) => sum(row.map((v, c) => (v > 0 ? Math.min(f[c] ?? 0, s[r] ?? 0) : 0)))));
}

/**
 * The fewest cubes: one on every square of the top view, then for each height v above 1 one stack of v per column
 * and per row of that height, where one stack serves a column and a row of the same height when their square is in
 * the top view (a largest matching of such columns and rows).
 */
function fewestCubes(h: HeightMap): {
  count: number;
  tall: { v: number; stacks: number; columns: number; rows: number; shared: number }[];
} {
  const f = frontView(h);
  const s = rowTallest(h);
  let count = topSquares(h);
  const tall: { v: number; stacks: number; columns: number; rows: number; shared: number }[] = [];
  for (let v = 2; v <= Math.max(...f); v += 1) {
    const cs = f.map((x, c) => (x === v ? c : -1)).filter((c) => c >= 0);
    const rs = s.map((x, r) => (x === v ? r : -1)).filter((r) => r >= 0);
    const partner = new Map<number, number>();
    const tryRow = (r: number, seen: Set<number>): boolean => {
      for (const c of cs) {
        if ((h[r]?.[c] ?? 0) === 0 || seen.has(c)) continue;
        seen.add(c);
        const other = partner.get(c);
        if (other === undefined || tryRow(other, seen)) {
          partner.set(c, r);
          return true;
        }
      }
      return false;
    };
    let matched = 0;
    for (const r of rs) if (tryRow(r, new Set())) matched += 1;
    const stacks = cs.length + rs.length - matched;
    if (stacks > 0) tall.push({ v, stacks, columns: cs.length, rows: rs.length, shared: matched });
    count += stacks * (v - 1);
  }
  return { count, tall };
}

// ---------------------------------------------------------------------------------------------------------------
// Words and drawings

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One height of the fewest-cubes reasoning in words, with the cubes it adds above the first layer. */
function tallText(t: { v: number; stacks: number; columns: number; rows: number; shared: number }): string {
  const need = `Height ${t.v} is needed by ${plural(t.columns, 'column')} of the front view and ${plural(t.rows, 'row')} of the side view`;
  const share =
    t.shared === 0
      ? t.columns > 0 && t.rows > 0
        ? '; no square of the top view lies in both such a column and such a row'
        : ''
      : `; ${t.shared === 1 ? 'one stack' : `${t.shared} stacks`} can serve a column and a row at once, on a square where they cross`;
  return `${need}${share}. So ${plural(t.stacks, 'stack')} of ${t.v} ${t.stacks === 1 ? 'is' : 'are'} needed, ${t.stacks} × ${t.v - 1} = ${plural(t.stacks * (t.v - 1), 'cube')} above the first layer.`;
}

const ROW_NAMES: Record<number, string[]> = {
  1: ['only'],
  2: ['back', 'front'],
  3: ['back', 'middle', 'front'],
};
const COL_NAMES: Record<number, string[]> = { 2: ['left', 'right'], 3: ['left', 'middle', 'right'], 4: [] };

const rowName = (h: HeightMap, r: number): string => ROW_NAMES[h.length]?.[r] ?? `row ${r + 1}`;
const colName = (h: HeightMap, c: number): string => COL_NAMES[cols(h)]?.[c] ?? `column ${c + 1}`;

const list = (values: readonly (number | string)[]): string =>
  values.length <= 1
    ? String(values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} and ${String(values.at(-1))}`;

/** A height map in words, row by row: "back row 2, 1 and empty; front row 1, 3 and 1". */
export function heightMapText(h: HeightMap): string {
  return h
    .map(
      (row, r) =>
        `${h.length === 1 ? 'the row' : `${rowName(h, r)} row`}, left to right: ${list(row.map((v) => (v === 0 ? 'empty' : v)))}`,
    )
    .join('; ');
}

/** A view's column heights in words: "3 columns, left to right 2, 3 and 1 squares tall". */
const columnsText = (heights: readonly number[]): string =>
  `${heights.length} columns, left to right ${list(heights)} squares tall`;

const topText = (top: boolean[][]): string =>
  top
    .map(
      (row, r) =>
        `${top.length === 1 ? 'the row' : `${ROW_NAMES[top.length]?.[r] ?? ''} row`}: ${row.map((on) => (on ? 'square' : 'empty')).join(', ')}`,
    )
    .join('; ');

const FONT = 'font-family="sans-serif" font-size="13"';
const label = (x: number, y: number, text: string, anchor = 'middle'): string =>
  `<text x="${Math.round(x)}" y="${Math.round(y)}" text-anchor="${anchor}" ${FONT}>${escapeXml(text)}</text>`;
const square = (x: number, y: number, size: number, fill: string, dashed = false): string =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${size}" height="${size}" fill="${fill}" stroke="${dashed ? '#adb5bd' : '#333'}" stroke-width="${dashed ? 1 : 1.5}"${dashed ? ' stroke-dasharray="4,3"' : ''}/>`;

/** The structure's top view with the number of cubes on each square (empty squares dashed). */
export function heightMapSvg(h: HeightMap): string {
  const size = 44;
  const left = 60;
  const top = 34;
  let body = label(left + (cols(h) * size) / 2, top - 12, 'Back');
  body += label(left + (cols(h) * size) / 2, top + h.length * size + 20, 'Front');
  body += label(left - 10, top + (h.length * size) / 2 + 4, 'Left', 'end');
  body += label(left + cols(h) * size + 10, top + (h.length * size) / 2 + 4, 'Right', 'start');
  h.forEach((row, r) =>
    row.forEach((v, c) => {
      const x = left + c * size;
      const y = top + r * size;
      body += square(x, y, size, v > 0 ? '#d0ebff' : '#fff', v === 0);
      if (v > 0)
        body += `<text x="${x + size / 2}" y="${y + size / 2 + 6}" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="bold">${v}</text>`;
    }),
  );
  const title = `Top view of a structure of stacked cubes, ${h.length} rows by ${cols(h)} columns, with the number of cubes stacked on each square (back row at the top of the picture, front row at the bottom). ${heightMapText(
    h,
  )
    .split('; ')
    .map((t) => `${t[0]!.toUpperCase()}${t.slice(1)}`)
    .join('. ')}.`;
  return svgDocument(left * 2 + cols(h) * size + 20, top + h.length * size + 36, title, body);
}

export interface ViewsToDraw {
  front?: number[];
  side?: number[];
  top?: boolean[][];
}

/** The front, side (from the right) and top views as grids of squares, side by side, each labelled. */
export function viewsSvg(views: ViewsToDraw): string {
  const size = 26;
  const tallest = Math.max(...(views.front ?? [1]), ...(views.side ?? [1]));
  const base = 30 + tallest * size;
  let x = 20;
  let body = '';
  const parts: string[] = [];
  const columnView = (heights: number[], name: string): void => {
    heights.forEach((v, c) => {
      for (let k = 0; k < v; k += 1) body += square(x + c * size, base - (k + 1) * size, size, '#ffe8cc');
    });
    body += label(x + (heights.length * size) / 2, base + 18, name);
    x += Math.max(heights.length * size, 90) + 40;
  };
  if (views.front) {
    columnView(views.front, 'Front view');
    parts.push(`Front view: ${columnsText(views.front)}`);
  }
  if (views.side) {
    columnView(views.side, 'Side view (right)');
    parts.push(
      `Side view from the right (its left column is the front row of the structure): ${columnsText(views.side)}`,
    );
  }
  if (views.top) {
    const t = views.top;
    const y0 = base - t.length * size;
    t.forEach((row, r) =>
      row.forEach((on, c) => {
        body += on ? square(x + c * size, y0 + r * size, size, '#d3f9d8') : '';
      }),
    );
    body += label(x + ((t[0]?.length ?? 0) * size) / 2, base + 18, 'Top view');
    x += Math.max((t[0]?.length ?? 0) * size, 70) + 30;
    parts.push(
      `Top view, ${t.length === 1 ? 'one row' : `${t.length} rows`} by ${t[0]?.length ?? 0} columns${t.length === 1 ? '' : ', back row first'}, each row left to right: ${topText(t)}`,
    );
  }
  return svgDocument(Math.round(x), Math.round(base + 30), `${parts.join('. ')}.`, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Structures

/** A structure with no empty row or column, at most `gaps` empty squares, stacks of 1 to maxHeight. */
function randomStructure(
  rng: Rng,
  rows: number,
  columns: number,
  maxHeight: number,
  gaps: number,
): HeightMap {
  for (;;) {
    const h = Array.from({ length: rows }, () =>
      Array.from({ length: columns }, () => rng.int(1, maxHeight)),
    );
    for (let g = rng.int(0, gaps); g > 0; g -= 1)
      (h[rng.int(0, rows - 1)] as number[])[rng.int(0, columns - 1)] = 0;
    if (h.every((row) => row.some((v) => v > 0)) && frontView(h).every((v) => v > 0)) return h;
  }
}

const sameViews = (a: HeightMap, b: HeightMap): boolean =>
  JSON.stringify([frontView(a), rowTallest(a), topView(a)]) ===
  JSON.stringify([frontView(b), rowTallest(b), topView(b)]);

// ---------------------------------------------------------------------------------------------------------------
// Grade 6 E1.2: building from views

type BuildKind = 'rowTowers' | 'matchStructure' | 'mostCubes' | 'fewestCubes' | 'forcedStack';
const BUILD_LEVELS: PerLevel<BuildKind> = [
  'rowTowers',
  'matchStructure',
  'mostCubes',
  'fewestCubes',
  'forcedStack',
];

export interface BuildParams {
  kind: BuildKind;
  /** The structure the views come from (matchStructure: the correct option). */
  structure: HeightMap;
  /** matchStructure: the wrong options. */
  others: HeightMap[];
  /**
   * forcedStack: [row, column] of the forced stack, then 1 if its column forces it, 0 if its row does, then 1 if the
   * question asks for the fewest cubes in that whole column (or row) instead of the stack (absent: the stack).
   */
  cell: number[];
}

function solveBuild(p: BuildParams): string {
  const h = p.structure;
  switch (p.kind) {
    case 'rowTowers':
    case 'mostCubes':
      return String(Math.max(...allowedBy(h).map(total)));
    case 'fewestCubes':
      return String(Math.min(...allowedBy(h).map(total)));
    case 'matchStructure': {
      // The option (from all four) whose own views are the views shown.
      const views = JSON.stringify([frontView(h), sideView(h), topView(h)]);
      const match = [h, ...p.others].filter(
        (o) => JSON.stringify([frontView(o), sideView(o), topView(o)]) === views,
      );
      return match.length === 1 ? heightMapText(match[0] as HeightMap) : '';
    }
    case 'forcedStack': {
      const [r = 0, c = 0, byColumn = 0, line = 0] = p.cell;
      if (line === 1) {
        // The fewest cubes any allowed structure puts in that column (or row).
        const lineTotal = (s: HeightMap): number =>
          byColumn === 1 ? sum(s.map((row) => row[c] ?? 0)) : sum(s[r] ?? []);
        return String(Math.min(...allowedBy(h).map(lineTotal)));
      }
      const values = new Set(allowedBy(h).map((s) => s[r]?.[c] ?? 0));
      return [...values].join(' or ');
    }
  }
}

/** Stacks the views force: the only square of a column (or row) that can reach its height, with that height. */
function forcedCells(h: HeightMap): { r: number; c: number; v: number; by: 'column' | 'row' }[] {
  const f = frontView(h);
  const s = rowTallest(h);
  const out: { r: number; c: number; v: number; by: 'column' | 'row' }[] = [];
  h.forEach((row, r) =>
    row.forEach((x, c) => {
      if (x === 0) return;
      const v = Math.min(f[c] ?? 0, s[r] ?? 0);
      if (v < 2) return;
      const colRivals = h.filter((other, r2) => r2 !== r && (other[c] ?? 0) > 0 && (s[r2] ?? 0) >= v).length;
      const rowRivals = row.filter((y, c2) => c2 !== c && y > 0 && (f[c2] ?? 0) >= v).length;
      const colOthers = h.filter((other, r2) => r2 !== r && (other[c] ?? 0) > 0).length;
      if (f[c] === v && colRivals === 0 && colOthers > 0) out.push({ r, c, v, by: 'column' });
      else if (s[r] === v && rowRivals === 0 && row.filter((y) => y > 0).length > 1)
        out.push({ r, c, v, by: 'row' });
    }),
  );
  return out;
}

/**
 * The other stacks of a forced stack's column (or row), each with where its own row (or column) can reach its height
 * without it: another square of that row (or column) whose column (or row) is at least as tall, or null if none.
 */
function lineOthers(
  h: HeightMap,
  r: number,
  c: number,
  byColumn: boolean,
): { r: number; c: number; need: number; elsewhere: number | null }[] {
  const f = frontView(h);
  const s = rowTallest(h);
  const out: { r: number; c: number; need: number; elsewhere: number | null }[] = [];
  if (byColumn) {
    h.forEach((row, r2) => {
      if (r2 === r || (row[c] ?? 0) === 0) return;
      const need = s[r2] ?? 0;
      const at = row.findIndex((y, c2) => c2 !== c && y > 0 && (f[c2] ?? 0) >= need);
      out.push({ r: r2, c, need, elsewhere: need === 1 || at >= 0 ? at : null });
    });
  } else {
    (h[r] as number[]).forEach((y, c2) => {
      if (c2 === c || y === 0) return;
      const need = f[c2] ?? 0;
      const at = h.findIndex((other, r2) => r2 !== r && (other[c2] ?? 0) > 0 && (s[r2] ?? 0) >= need);
      out.push({ r, c: c2, need, elsewhere: need === 1 || at >= 0 ? at : null });
    });
  }
  return out;
}

/** forcedStack asking for the fewest cubes in the forced stack's column (or row). */
function forcedLineQuestion(params: BuildParams, answer: string, views: string) {
  const h = params.structure;
  const f = frontView(h);
  const s = rowTallest(h);
  const [r = 0, c = 0] = params.cell;
  const byColumn = params.cell[2] === 1;
  const v = byColumn ? (f[c] as number) : (s[r] as number);
  const others = lineOthers(h, r, c, byColumn);
  const line = byColumn ? `${colName(h, c)} column` : `${rowName(h, r)} row`;
  const rivals = byColumn
    ? others.map((o) => `the ${rowName(h, o.r)} row is at most ${s[o.r] as number} tall`)
    : others.map((o) => `the ${colName(h, o.c)} column is at most ${f[o.c] as number} tall`);
  const stays = others.map((o) =>
    o.need === 1
      ? byColumn
        ? `the ${rowName(h, o.r)} row is only 1 tall`
        : `the ${colName(h, o.c)} column is only 1 tall`
      : byColumn
        ? `the ${rowName(h, o.r)} row can reach ${o.need} in the ${colName(h, o.elsewhere ?? 0)} column`
        : `the ${colName(h, o.c)} column can reach ${o.need} in the ${rowName(h, o.elsewhere ?? 0)} row`,
  );
  const k = others.length;
  return {
    params,
    title: `These are the front, side and top views of a structure made of cubes. What is the least number of cubes the ${line} of the structure could hold, over all structures with these views?`,
    description: SIDE_NOTE,
    answer,
    answerKind: 'number' as const,
    imageSvg: views,
    explanation: `${
      byColumn
        ? `The front view shows the ${line} ${v} squares tall, so one of its stacks has ${v} cubes. The side view says ${list(rivals)}, so only the stack in the ${rowName(h, r)} row can be that tall.`
        : `The side view shows the ${line} ${v} squares tall, so one of its stacks has ${v} cubes. The front view says ${list(rivals)}, so only the stack in the ${colName(h, c)} column can be that tall.`
    } The top view shows ${plural(k, 'other stack')} in the ${line}, and each needs at least one cube. One cube is enough for ${k === 1 ? 'it' : 'each'}: ${list(stays)}. So the least is ${v} + ${Array.from({ length: k }, () => '1').join(' + ')} = ${answer}.`,
    hints: [
      `One stack of the ${line} must be as tall as the ${byColumn ? 'front' : 'side'} view shows. How few cubes can the other stacks of the ${line} have?`,
    ],
    misconceptions: [
      {
        answer: String(v),
        hint: `That is the tallest stack of the ${line}; the top view shows other stacks there, and each needs at least one cube.`,
      },
      {
        answer: String(v * (k + 1)),
        hint: `Only one stack of the ${line} has to be ${v} tall; the others can be shorter.`,
      },
    ],
  };
}

function buildStructure(rng: Rng, level: 1 | 2 | 3 | 4 | 5): BuildParams {
  const kind = byLevel(level, BUILD_LEVELS);
  switch (kind) {
    case 'rowTowers':
      return {
        kind,
        structure: [Array.from({ length: rng.int(3, 5) }, () => rng.int(1, 4))],
        others: [],
        cell: [],
      };
    case 'matchStructure': {
      for (;;) {
        const h = randomStructure(rng, 2, 3, 3, 1);
        const mirror = h.map((row) => [...row].reverse());
        const swapped = [...h].reverse();
        const candidates = [
          mirror,
          swapped,
          randomStructure(rng, 2, 3, 3, 1),
          randomStructure(rng, 2, 3, 3, 1),
        ];
        const others: HeightMap[] = [];
        for (const o of candidates) {
          const text = heightMapText(o);
          if (sameViews(o, h) || others.some((x) => heightMapText(x) === text)) continue;
          others.push(o);
        }
        if (others.length >= 3) return { kind, structure: h, others: others.slice(0, 3), cell: [] };
      }
    }
    case 'mostCubes':
    case 'fewestCubes': {
      for (;;) {
        const size = rng.pick<[number, number]>([
          [2, 3],
          [3, 2],
          [3, 3],
        ]);
        const h = randomStructure(rng, size[0], size[1], 3, 2);
        if (mostCubes(h) > fewestCubes(h).count) return { kind, structure: h, others: [], cell: [] };
      }
    }
    case 'forcedStack': {
      // The forced height is drawn first: a forced stack is its column's (or row's) tallest, so left to chance it
      // was the structure's greatest height, 4, in 26 of 30 seeds, and "4" answered the question unread.
      const target = rng.int(2, 4);
      for (;;) {
        const h = randomStructure(rng, 3, 3, 4, 2);
        const found = forcedCells(h).filter((cell) => cell.v === target);
        if (found.length === 0 || mostCubes(h) <= fewestCubes(h).count) continue;
        const pick = rng.pick(found);
        const cell = [pick.r, pick.c, pick.by === 'column' ? 1 : 0];
        // Half the questions ask for the fewest cubes in the forced stack's whole column (or row), so the height
        // one view shows is not the answer; only when every other stack of that line can stay at one cube.
        if (rng.int(0, 1) === 1) {
          if (lineOthers(h, pick.r, pick.c, pick.by === 'column').every((o) => o.elsewhere !== null))
            return { kind, structure: h, others: [], cell: [...cell, 1] };
          continue;
        }
        return { kind, structure: h, others: [], cell };
      }
    }
  }
}

const SIDE_NOTE =
  'The side view is seen from the right: its left column shows the front row of the structure, its right column the back row.';

export function buildFromViewsTask(name: string, description: string) {
  return defineTask<BuildParams>(
    withApplicableMisconceptions<BuildParams>({
      name,
      description,
      build(rng, level) {
        const params = buildStructure(rng, level);
        const answer = solveBuild(params);
        const h = params.structure;
        const f = frontView(h);
        const s = rowTallest(h);
        const side = sideView(h);
        const views = viewsSvg({ front: f, side, top: topView(h) });
        switch (params.kind) {
          case 'rowTowers': {
            const row = h[0] as number[];
            return {
              params,
              title: `A structure is built from cubes in one straight row, one cube deep, as its top view shows. Its front view is drawn. How many cubes are in the structure?`,
              answer,
              answerKind: 'number',
              imageSvg: viewsSvg({ front: f, top: topView(h) }),
              explanation: `The structure is one cube deep, so each column of the front view is one stack of cubes, seen whole. The columns are ${list(row)} squares tall, so the structure has ${row.join(' + ')} = ${answer} cubes.`,
              hints: [
                'Each column of the front view is one stack: count the squares in each column, then add.',
              ],
              misconceptions: [
                {
                  answer: String(row.length),
                  hint: 'That counts the stacks; count the cubes in each stack too.',
                },
              ],
            };
          }
          case 'matchStructure': {
            const options = [h, ...params.others].map(heightMapText);
            const mirror = h.map((row) => [...row].reverse());
            return {
              params,
              title: `The front, side and top views of a structure made of cubes are shown. Each option gives the number of cubes on each square, row by row. Which structure has these views?`,
              description: SIDE_NOTE,
              answer,
              answerKind: 'text',
              imageSvg: views,
              choices: { distractors: options.slice(1) },
              explanation: `Check each option against the views. The front view needs the tallest stack in each column, left to right, to be ${list(f)}; the side view needs the tallest stack in the front row to be ${side[0] as number} and in the back row ${side[1] as number}; the top view needs ${topSquares(h)} squares covered. ${params.others
                .map((o) => {
                  const of = frontView(o);
                  const os = sideView(o);
                  const why = of.some((v, c) => v !== f[c])
                    ? `its columns reach ${list(of)}, not ${list(f)}`
                    : os.some((v, i) => v !== side[i])
                      ? `its rows reach ${os[0] as number} (front) and ${os[1] as number} (back), not ${side[0] as number} and ${side[1] as number}`
                      : 'its empty squares do not match the top view';
                  return `The option "${heightMapText(o)}" does not fit: ${why}.`;
                })
                .join(' ')} So the structure is: ${answer}.`,
              hints: [
                `Start with the front view: the tallest stack in each column, left to right, must be ${list(f)}. Cross out the options where it is not.`,
              ],
              misconceptions: sameViews(mirror, h)
                ? []
                : [
                    {
                      answer: heightMapText(mirror),
                      hint: 'That is the structure seen from behind: in the front view, left stays left.',
                    },
                  ],
            };
          }
          case 'mostCubes':
          case 'fewestCubes': {
            const most = params.kind === 'mostCubes';
            const fewest = fewestCubes(h);
            const rowWords = s.map((v, r) => `${rowName(h, r)} row ${v}`).join(', ');
            const colWords = f.map((v, c) => `${colName(h, c)} column ${v}`).join(', ');
            return {
              params,
              title: `These are the front, side and top views of a structure made of cubes. What is the ${most ? 'greatest' : 'least'} number of cubes the structure could have?`,
              description: SIDE_NOTE,
              answer,
              answerKind: 'number',
              imageSvg: views,
              explanation: most
                ? `The top view shows the ${topSquares(h)} squares that hold a stack. The front view gives the tallest stack of each column (${colWords}), and the side view the tallest of each row (${rowWords}). A stack can be as tall as both allow, the smaller of its column's and its row's heights: ${h
                    .map(
                      (row, r) =>
                        `${rowName(h, r)} row ${row
                          .map((v, c) => (v > 0 ? String(Math.min(f[c] ?? 0, s[r] ?? 0)) : 'empty'))
                          .join(', ')}`,
                    )
                    .join('; ')}. The greatest number is ${h
                    .flatMap((row, r) =>
                      row.flatMap((v, c) => (v > 0 ? [Math.min(f[c] ?? 0, s[r] ?? 0)] : [])),
                    )
                    .join(' + ')} = ${answer}.`
                : `Start with one cube on each of the ${topSquares(h)} squares of the top view. The front view gives the tallest stack of each column (${colWords}) and the side view of each row (${rowWords}). ${fewest.tall
                    .map(tallText)
                    .join(
                      ' ',
                    )} The least number is ${topSquares(h)} + ${fewest.tall.map((t) => t.stacks * (t.v - 1)).join(' + ')} = ${answer}.`,
              hints: [
                most
                  ? 'A stack can be no taller than its column in the front view, and no taller than its row in the side view.'
                  : 'Every square of the top view needs at least one cube. Then each column and row needs one stack as tall as its view shows: put the tall stacks where a column and a row of the same height cross.',
              ],
              misconceptions: most
                ? [
                    {
                      answer: String(fewest.count),
                      hint: 'That is the least number; the question asks for the greatest.',
                    },
                    {
                      answer: String(sum(f) + sum(s)),
                      hint: 'Adding the two views counts stacks twice; find each stack’s greatest height instead.',
                    },
                  ]
                : [
                    {
                      answer: String(mostCubes(h)),
                      hint: 'That is the greatest number; the question asks for the fewest cubes that still give these views.',
                    },
                    {
                      answer: String(sum(f)),
                      hint: 'The front view alone hides stacks behind; the top view shows squares that need a cube each.',
                    },
                  ],
            };
          }
          case 'forcedStack': {
            const [r = 0, c = 0] = params.cell;
            const v = Number(answer);
            const byColumn = params.cell[2] === 1;
            const where = `${rowName(h, r)} row, ${colName(h, c)} column`;
            if (params.cell[3] === 1) return forcedLineQuestion(params, answer, views);
            const rivals = byColumn
              ? h
                  .map((other, r2) => ({ r2, on: r2 !== r && (other[c] ?? 0) > 0 }))
                  .filter((x) => x.on)
                  .map((x) => `the ${rowName(h, x.r2)} row is at most ${s[x.r2] as number} tall`)
              : (h[r] as number[])
                  .map((y, c2) => ({ c2, on: c2 !== c && y > 0 }))
                  .filter((x) => x.on)
                  .map((x) => `the ${colName(h, x.c2)} column is at most ${f[x.c2] as number} tall`);
            return {
              params,
              title: `These are the front, side and top views of a structure made of cubes. Every structure with these views has the same number of cubes in the stack on the square in the ${where}. How many cubes are in that stack?`,
              description: SIDE_NOTE,
              answer,
              answerKind: 'number',
              imageSvg: views,
              explanation: byColumn
                ? `The front view shows the ${colName(h, c)} column ${v} squares tall, so some stack in that column has ${v} cubes. The side view says ${list(rivals)}, so no other stack of that column can reach ${v}: the stack in the ${rowName(h, r)} row must. It cannot be taller, because the column is only ${v} tall. So the stack has ${answer} cubes.`
                : `The side view shows the ${rowName(h, r)} row ${v} squares tall, so some stack in that row has ${v} cubes. The front view says ${list(rivals)}, so no other stack of that row can reach ${v}: the stack in the ${colName(h, c)} column must. It cannot be taller, because the row is only ${v} tall. So the stack has ${answer} cubes.`,
              hints: [
                byColumn
                  ? `The front view gives the tallest stack of the ${colName(h, c)} column. Which stacks of that column could be that tall, by the side view?`
                  : `The side view gives the tallest stack of the ${rowName(h, r)} row. Which stacks of that row could be that tall, by the front view?`,
              ],
              misconceptions: [
                ...(v > 1
                  ? [
                      {
                        answer: '1',
                        hint: 'A square of the top view needs at least one cube, but the views ask for more here.',
                      },
                    ]
                  : []),
                {
                  answer: String(byColumn ? (s[r] as number) : (f[c] as number)),
                  hint: byColumn
                    ? `That is the ${rowName(h, r)} row's height in the side view, but the stack also stands in the ${colName(h, c)} column, which the front view shows only ${v} tall.`
                    : `That is the ${colName(h, c)} column's height in the front view, but the stack also stands in the ${rowName(h, r)} row, which the side view shows only ${v} tall.`,
                },
              ],
            };
          }
        }
      },
      solve: solveBuild,
      complexity: (p) => BUILD_LEVELS.indexOf(p.kind) + 1 + total(p.structure) / 1000,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Grade 7 E1.2: drawing views

type DrawKind = 'frontOrSideSquares' | 'sideOrTopSquares' | 'whichView' | 'scaleArea' | 'removable';
const DRAW_LEVELS: PerLevel<DrawKind> = [
  'frontOrSideSquares',
  'sideOrTopSquares',
  'whichView',
  'scaleArea',
  'removable',
];

export interface DrawParams {
  kind: DrawKind;
  structure: HeightMap;
  /** Which view: 0 front, 1 side (from the right), 2 top. */
  view: number;
  /** scaleArea: the side of one square in the drawing, in centimetres. */
  scale: number;
}

const VIEW_NAMES = ['front view', 'side view from the right', 'top view'];

const viewText = (heights: readonly number[]): string =>
  `left to right, columns ${list(heights)} squares tall`;

/** The squares of a view, counted straight from the stacks (not from the drawn view). */
function squaresOf(h: HeightMap, view: number): number {
  if (view === 2) return sum(h.map((row) => row.filter((v) => v > 0).length));
  let count = 0;
  if (view === 0) {
    for (let c = 0; c < cols(h); c += 1) count += Math.max(...h.map((row) => row[c] ?? 0));
  } else {
    for (const row of h) count += Math.max(...row);
  }
  return count;
}

function solveDraw(p: DrawParams): string {
  const h = p.structure;
  switch (p.kind) {
    case 'frontOrSideSquares':
    case 'sideOrTopSquares':
      return String(squaresOf(h, p.view));
    case 'whichView': {
      const heights: number[] = [];
      if (p.view === 0)
        for (let c = 0; c < cols(h); c += 1) heights.push(Math.max(...h.map((row) => row[c] ?? 0)));
      else for (let r = h.length - 1; r >= 0; r -= 1) heights.push(Math.max(...(h[r] as number[])));
      return viewText(heights);
    }
    case 'scaleArea':
      return String(squaresOf(h, p.view) * p.scale * p.scale);
    case 'removable':
      return String(total(h) - Math.min(...allowedBy(h).map(total)));
  }
}

function drawBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): DrawParams {
  const kind = byLevel(level, DRAW_LEVELS);
  switch (kind) {
    case 'frontOrSideSquares': {
      // Small grids, stacks of 1 to 3, at most one empty square, seen from the front or from the right.
      const [rows, columns] = rng.pick([
        [2, 2],
        [2, 3],
        [3, 2],
      ] as const);
      return { kind, structure: randomStructure(rng, rows, columns, 3, 1), view: rng.pick([0, 1]), scale: 0 };
    }
    case 'sideOrTopSquares':
      return { kind, structure: randomStructure(rng, 3, 3, 3, 2), view: rng.pick([1, 2]), scale: 0 };
    case 'whichView':
      for (;;) {
        const h = randomStructure(rng, 3, 3, 4, 2);
        // The tempting wrong views must all differ from the right one, or there would be two correct options.
        const f = frontView(h);
        const sv = sideView(h);
        if (
          JSON.stringify(f) !== JSON.stringify(sv) &&
          JSON.stringify(sv) !== JSON.stringify([...sv].reverse())
        )
          return { kind, structure: h, view: rng.pick([0, 1]), scale: 0 };
      }
    case 'scaleArea':
      return {
        kind,
        structure: randomStructure(rng, 3, 3, 3, 2),
        view: rng.pick([0, 1]),
        scale: rng.pick([2, 3, 4]),
      };
    case 'removable':
      for (;;) {
        const h = randomStructure(rng, 3, 3, 3, 1);
        const spare = total(h) - fewestCubes(h).count;
        if (spare >= 2) return { kind, structure: h, view: 0, scale: 0 };
      }
  }
}

export function drawViewsTask(name: string, description: string) {
  return defineTask<DrawParams>(
    withApplicableMisconceptions<DrawParams>({
      name,
      description,
      build(rng, level) {
        const params = drawBuild(rng, level);
        const answer = solveDraw(params);
        const h = params.structure;
        const f = frontView(h);
        const s = rowTallest(h);
        const side = sideView(h);
        const map = heightMapSvg(h);
        const intro =
          'The picture is the top view of a structure of stacked cubes, with the number of cubes on each square.';
        const columnsWords = f
          .map((v, c) => `the ${colName(h, c)} column's tallest stack is ${v}`)
          .join(', ');
        const rowsWords = [...s.keys()]
          .reverse()
          .map((r) => `the ${rowName(h, r)} row's tallest stack is ${s[r] as number}`)
          .join(', ');
        switch (params.kind) {
          case 'frontOrSideSquares':
          case 'sideOrTopSquares': {
            const v = params.view;
            return {
              params,
              title: `${intro} How many squares does its ${VIEW_NAMES[v] as string} have?`,
              description:
                v === 2
                  ? 'The top view shows one square for each square of the grid that holds a stack.'
                  : 'A view shows one square for each cube face you can see, stacked in columns; hidden cubes add nothing.',
              answer,
              answerKind: 'number',
              imageSvg: map,
              explanation:
                v === 0
                  ? `Seen from the front, each column of the grid shows as tall as its tallest stack: ${columnsWords}. The front view has ${f.join(' + ')} = ${answer} squares.`
                  : v === 1
                    ? `Seen from the right, each row of the grid shows as tall as its tallest stack (front row on the left): ${rowsWords}. The side view has ${side.join(' + ')} = ${answer} squares.`
                    : `From above, every square that holds a stack shows once, however tall the stack: ${h.map((row, r) => `${row.filter((x) => x > 0).length} in the ${rowName(h, r)} row`).join(', ')}. The top view has ${h.map((row) => row.filter((x) => x > 0).length).join(' + ')} = ${answer} squares.`,
              hints: [
                v === 2
                  ? 'From above you see one square per stack, whatever its height.'
                  : `For each ${v === 0 ? 'column' : 'row'} of the grid, only the tallest stack shows in the ${VIEW_NAMES[v] as string}.`,
              ],
              misconceptions: [
                {
                  answer: String(total(h)),
                  hint: 'That counts every cube; cubes hidden behind taller ones add no square to a view.',
                },
                ...(v === 0
                  ? [
                      {
                        answer: String(sum(s)),
                        hint: 'That is the side view; the front view shows the columns, left to right.',
                      },
                    ]
                  : []),
                ...(v === 1
                  ? [
                      {
                        answer: String(sum(f)),
                        hint: 'That is the front view; the side view shows the rows, front to back.',
                      },
                    ]
                  : []),
              ],
            };
          }
          case 'whichView': {
            const v = params.view;
            // Each wrong view is one a learner draws by a real slip, with its own hint, best first: the view from the
            // far side (left and right swap), the other side view or the front view, the top view's count of stacks
            // in each line, only the nearest or only the farthest stacks (the back row is the top row of the
            // picture, easy to take for the front), or every stack of a line added up. Only when all of these
            // collide (a symmetric structure) does a column one taller fill the last place.
            const nearest = v === 0 ? (h.at(-1) as number[]) : h.map((row) => row.at(-1) as number).reverse();
            const farthest = v === 0 ? (h[0] as number[]) : h.map((row) => row[0] as number).reverse();
            const topCounts =
              v === 0
                ? Array.from({ length: f.length }, (_, c) => h.filter((row) => (row[c] ?? 0) > 0).length)
                : h.map((row) => row.filter((x) => x > 0).length).reverse();
            const stacked =
              v === 0
                ? Array.from({ length: f.length }, (_, c) => sum(h.map((row) => row[c] ?? 0)))
                : h.map((row) => sum(row)).reverse();
            const line = v === 0 ? 'column' : 'row';
            const wrongViews: Misconception[] = [
              {
                answer: viewText(v === 0 ? [...f].reverse() : [...side].reverse()),
                hint:
                  v === 0
                    ? 'That is the view from behind: left and right swap.'
                    : 'That is the view from the left: from the right, the front row is on your left.',
              },
              {
                answer: viewText(v === 0 ? side : f),
                hint:
                  v === 0
                    ? 'That is the side view from the right: it shows the rows. The front view shows the columns, left to right.'
                    : 'That is the front view: it shows the columns. The side view shows the rows, front row on your left.',
              },
              {
                answer: viewText(v === 0 ? [...side].reverse() : [...f].reverse()),
                hint:
                  v === 0
                    ? 'That is the side view from the left. The front view shows the columns, left to right.'
                    : 'That is the view from behind. The side view from the right shows the rows, front row on your left.',
              },
              {
                answer: viewText(topCounts),
                hint: `That counts the stacks in each ${line}, as the top view shows them; a view shows how tall the tallest stack in each ${line} is.`,
              },
              ...(nearest.every((x) => x > 0)
                ? [
                    {
                      answer: viewText(nearest),
                      hint: `That shows only the nearest stacks; a taller stack farther back in a ${line} shows above them.`,
                    },
                  ]
                : []),
              ...(farthest.every((x) => x > 0)
                ? [
                    {
                      answer: viewText(farthest),
                      hint:
                        v === 0
                          ? 'That is only the back row, the top row of the picture; the front row is at the bottom, and a view shows the tallest stack in each column.'
                          : 'That is only the left column of the picture, the far side from the right; a view shows the tallest stack in each row.',
                    },
                  ]
                : []),
              {
                answer: viewText(stacked),
                hint: `That adds up every stack in each ${line}; a view shows only the tallest one, because the others hide behind it.`,
              },
            ];
            const shown = v === 0 ? f : side;
            const oneOff = (text: string): boolean => {
              const heights = (text.match(/\d+/g) ?? []).map(Number);
              const changed = heights.map((x, i) => x - (shown[i] ?? 0)).filter((d) => d !== 0);
              return (
                heights.length === shown.length &&
                changed.length === 1 &&
                Math.abs(changed[0] as number) === 1
              );
            };
            const extra = (attempt: number): string => {
              const base = [...shown];
              const i = attempt % base.length;
              base[i] = (base[i] as number) + 1 + Math.floor(attempt / base.length);
              return viewText(base);
            };
            return {
              params,
              title: `${intro} Which describes its ${VIEW_NAMES[v] as string}?`,
              description:
                v === 1
                  ? 'Seen from the right, the front row of the grid is on your left and the back row on your right.'
                  : 'Seen from the front, the left column of the grid is on your left.',
              answer,
              answerKind: 'text',
              imageSvg: map,
              // A real slip that lands one square off in one line reads like a miscount; it comes after the others.
              choices: {
                distractors: [...wrongViews]
                  .sort((x, y) => +oneOff(x.answer) - +oneOff(y.answer))
                  .map((w) => w.answer),
                fallback: extra,
              },
              explanation:
                v === 0
                  ? `Seen from the front, each column of the grid shows as tall as its tallest stack: ${columnsWords}. So the front view is: ${answer}.`
                  : `Seen from the right, the front row is on your left, and each row shows as tall as its tallest stack: ${rowsWords}. So the side view is: ${answer}.`,
              hints: [
                v === 0
                  ? 'Take the columns of the grid from left to right and find the tallest stack in each.'
                  : 'Stand on the right: take the rows from front to back and find the tallest stack in each.',
              ],
              misconceptions: wrongViews,
            };
          }
          case 'scaleArea': {
            const v = params.view;
            const squares = squaresOf(h, v);
            const k = params.scale;
            return {
              params,
              title: `${intro} Kiran draws its ${VIEW_NAMES[v] as string} at a scale where each cube face is a square ${k} cm on a side. What is the area of Kiran's drawing, in square centimetres?`,
              answer,
              answerKind: 'number',
              imageSvg: map,
              explanation: `First the view: ${v === 0 ? `seen from the front, ${columnsWords}, so the front view has ${f.join(' + ')} = ${squares} squares` : `seen from the right, ${rowsWords}, so the side view has ${side.join(' + ')} = ${squares} squares`}. Each drawn square is ${k} cm by ${k} cm, which is ${k * k} cm². The drawing's area is ${squares} × ${k * k} = ${answer}.`,
              hints: [
                `Count the squares of the ${VIEW_NAMES[v] as string} first, then find the area of one ${k} cm by ${k} cm square.`,
              ],
              misconceptions: [
                {
                  answer: String(squares * k),
                  hint: `Each square is ${k} cm by ${k} cm: its area is ${k} × ${k}, not ${k}.`,
                },
                {
                  answer: String(total(h) * k * k),
                  hint: 'Hidden cubes add nothing to the view: count only the squares you see.',
                },
              ],
            };
          }
          case 'removable': {
            const fewest = fewestCubes(h);
            return {
              params,
              title: `${intro} What is the greatest number of cubes you can take away so that its front, side and top views all stay the same?`,
              description:
                'You may take cubes off the top of any stack, but every square of the top view must keep at least one cube.',
              answer,
              answerKind: 'number',
              imageSvg: map,
              explanation: `The structure has ${total(h)} cubes. Its views need: one cube on each of the ${topSquares(h)} squares of the top view; the front view's columns (${list(f)}, left to right); and the side view's rows (${list(side)}, front to back). ${fewest.tall
                .map(tallText)
                .join(
                  ' ',
                )} So the views need at least ${topSquares(h)} + ${fewest.tall.map((t) => t.stacks * (t.v - 1)).join(' + ')} = ${fewest.count} cubes, and ${total(h)} - ${fewest.count} = ${answer}.`,
              hints: [
                'Find the fewest cubes that still give all three views: one per square of the top view, plus tall stacks only where a column or row of a view needs one.',
              ],
              misconceptions: [
                {
                  answer: String(fewest.count),
                  hint: 'That is how many cubes must stay; the question asks how many you can take away.',
                },
                {
                  answer: String(total(h) - topSquares(h)),
                  hint: 'Leaving one cube per square would make the front and side views shorter.',
                },
              ],
            };
          }
        }
      },
      solve: solveDraw,
      complexity: (p) => DRAW_LEVELS.indexOf(p.kind) + 1 + total(p.structure) / 1000,
    }),
  );
}
