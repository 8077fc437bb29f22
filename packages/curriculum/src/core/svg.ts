/**
 * Small self-contained SVG diagrams. Each has width/height/viewBox, role="img" and a <title> for screen
 * readers, and nothing that runs or loads (no script, no external href), so the web can inline it safely.
 */

const FONT = 'font-family="sans-serif" font-size="13"';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The diagram's own text description: its <title>, then its <desc> when it has one. The web shows a diagram as an
 * image, where assistive technology cannot read the SVG's inside, so the server stores this as the image's text
 * alternative (`image_alt`): whatever a generator writes in the title is what a screen reader says.
 */
export function describeDiagram(svg: string): string | null {
  const parts = [/<title>([\s\S]*?)<\/title>/.exec(svg)?.[1], /<desc>([\s\S]*?)<\/desc>/.exec(svg)?.[1]]
    .map((part) => (part === undefined ? '' : unescapeXml(part).replace(/\s+/g, ' ').trim()))
    .filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join('. ');
}

const r1 = (v: number): string => String(Math.round(v * 10) / 10);

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function text(x: number, y: number, content: string, anchor = 'middle'): string {
  return `<text x="${r1(x)}" y="${r1(y)}" text-anchor="${anchor}" ${FONT}>${escapeXml(content)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, extra = 'stroke="#333"'): string {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" ${extra}/>`;
}

export interface NumberLinePoint {
  value: number;
  label: string;
}

/** Horizontal number line from min to max with a tick every `step` and labelled points above it. */
export function numberLineSvg(
  min: number,
  max: number,
  step: number,
  points: NumberLinePoint[],
  title: string,
): string {
  const width = 480;
  const height = 90;
  const x = (v: number): number => 30 + ((v - min) / (max - min)) * (width - 60);
  let body = line(20, 55, width - 20, 55, 'stroke="#333" stroke-width="2"');
  const ticks = Math.round((max - min) / step);
  for (let i = 0; i <= ticks; i += 1) {
    const v = min + i * step;
    body += line(x(v), 49, x(v), 61);
    if (ticks <= 20 || i % Math.ceil(ticks / 10) === 0)
      body += text(x(v), 78, String(Math.round(v * 1000) / 1000));
  }
  for (const p of points) {
    body += `<circle cx="${r1(x(p.value))}" cy="55" r="5" fill="#1c7ed6"/>` + text(x(p.value), 38, p.label);
  }
  return svgDocument(width, height, title, body);
}

/** An angle of `degrees` at a vertex, one arm horizontal, with an arc and a label. */
export function angleSvg(degrees: number, label: string, title: string): string {
  const width = 260;
  const height = 180;
  const vx = 120;
  const vy = 150;
  const rad = (degrees * Math.PI) / 180;
  const arm = 100;
  let body = line(vx, vy, vx + arm, vy, 'stroke="#333" stroke-width="2"');
  body += line(vx, vy, vx + arm * Math.cos(rad), vy - arm * Math.sin(rad), 'stroke="#333" stroke-width="2"');
  const arc = 28;
  const large = degrees > 180 ? 1 : 0;
  body += `<path d="M ${vx + arc} ${vy} A ${arc} ${arc} 0 ${large} 0 ${r1(vx + arc * Math.cos(rad))} ${r1(vy - arc * Math.sin(rad))}" fill="none" stroke="#e8590c"/>`;
  body += text(vx + 45 * Math.cos(rad / 2), vy - 45 * Math.sin(rad / 2) + 4, label);
  return svgDocument(width, height, title, body);
}

/** A right or straight angle split by rays into the known parts and a last part x, each labelled. */
export function splitAngleSvg(
  total: 90 | 180,
  parts: number[],
  unknown: string,
  title: string,
  partLabels: string[] = parts.map((part) => `${part}°`),
): string {
  const width = 280;
  const height = 170;
  const vx = 140;
  const vy = 140;
  const arm = 110;
  const ray = (deg: number): string => {
    const rad = (deg * Math.PI) / 180;
    return line(vx, vy, vx + arm * Math.cos(rad), vy - arm * Math.sin(rad), 'stroke="#333" stroke-width="2"');
  };
  const label = (from: number, to: number, content: string): string => {
    const mid = (((from + to) / 2) * Math.PI) / 180;
    return text(vx + 62 * Math.cos(mid), vy - 62 * Math.sin(mid) + 4, content);
  };
  let body = ray(0) + ray(total);
  let start = 0;
  parts.forEach((part, i) => {
    body += ray(start + part) + label(start, start + part, partLabels[i] ?? `${part}°`);
    start += part;
  });
  body += label(start, total, unknown);
  if (total === 90)
    body += `<path data-mark="right-angle" d="M ${vx + 14} ${vy} L ${vx + 14} ${vy - 14} L ${vx} ${vy - 14}" fill="none" stroke="#333"/>`;
  return svgDocument(width, height, title, body);
}

export interface LabelledPolygon {
  /** Vertices in drawing units (y grows upward); the builder scales and flips them. */
  vertices: [number, number][];
  /** Label per side i (from vertex i to i+1); empty string for none. */
  sideLabels?: string[];
  /** Dashed height from a point to a point, with a label. */
  height?: { from: [number, number]; to: [number, number]; label: string };
  /** Extra labels placed at drawing coordinates. */
  notes?: { at: [number, number]; text: string }[];
  /** Vertices (by index) that are right angles; each gets the small-square mark. */
  rightAngleAt?: number[];
}

/** The small square that marks a right angle at `corner` between the directions to `a` and `b` (screen units). */
function rightAngleMark(
  corner: [number, number],
  a: [number, number],
  b: [number, number],
  size = 12,
): string {
  const unit = (p: [number, number]): [number, number] => {
    const len = Math.hypot(p[0] - corner[0], p[1] - corner[1]) || 1;
    return [((p[0] - corner[0]) / len) * size, ((p[1] - corner[1]) / len) * size];
  };
  const [ux, uy] = unit(a);
  const [vx, vy] = unit(b);
  return `<path data-mark="right-angle" d="M ${r1(corner[0] + ux)} ${r1(corner[1] + uy)} L ${r1(corner[0] + ux + vx)} ${r1(corner[1] + uy + vy)} L ${r1(corner[0] + vx)} ${r1(corner[1] + vy)}" fill="none" stroke="#333"/>`;
}

export function polygonSvg(shape: LabelledPolygon, title: string): string {
  const width = 320;
  const height = 220;
  const xs = shape.vertices.map((v) => v[0]);
  const ys = shape.vertices.map((v) => v[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  const scale = Math.min((width - 100) / spanX, (height - 80) / spanY);
  const px = (p: [number, number]): [number, number] => [
    50 + (p[0] - minX) * scale,
    height - 40 - (p[1] - minY) * scale,
  ];
  const pts = shape.vertices.map(px);
  let body = `<polygon points="${pts.map((p) => `${r1(p[0])},${r1(p[1])}`).join(' ')}" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="2"/>`;
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  shape.sideLabels?.forEach((label, i) => {
    if (!label) return;
    const a = pts[i] as [number, number];
    const b = pts[(i + 1) % pts.length] as [number, number];
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const dx = mx - cx;
    const dy = my - cy;
    const len = Math.hypot(dx, dy) || 1;
    body += text(mx + (dx / len) * 18, my + (dy / len) * 18 + 4, label);
  });
  if (shape.height) {
    const a = px(shape.height.from);
    const b = px(shape.height.to);
    body += line(a[0], a[1], b[0], b[1], 'stroke="#e8590c" stroke-dasharray="5,4"');
    body += text((a[0] + b[0]) / 2 + 8, (a[1] + b[1]) / 2 + 4, shape.height.label, 'start');
    // The height meets the base at a right angle; mark it on the side away from the label.
    body += rightAngleMark(b, a, [b[0] - 20, b[1]]);
  }
  for (const index of shape.rightAngleAt ?? []) {
    const n = pts.length;
    body += rightAngleMark(
      pts[index] as [number, number],
      pts[(index + 1) % n] as [number, number],
      pts[(index + n - 1) % n] as [number, number],
    );
  }
  for (const note of shape.notes ?? []) {
    const p = px(note.at);
    body += text(p[0], p[1], note.text);
  }
  return svgDocument(width, height, title, body);
}

export interface PlanePoint {
  x: number;
  y: number;
  label: string;
}

/** Cartesian plane from -range to range on both axes with grid, labelled points and optional polygons. */
export function cartesianSvg(
  range: number,
  points: PlanePoint[],
  title: string,
  polygons: { vertices: [number, number][]; colour: string }[] = [],
): string {
  const size = 300;
  const unit = (size - 40) / (2 * range);
  const px = (x: number): number => size / 2 + x * unit;
  const py = (y: number): number => size / 2 - y * unit;
  let body = '';
  for (let i = -range; i <= range; i += 1) {
    body += line(px(i), py(-range), px(i), py(range), 'stroke="#dee2e6"');
    body += line(px(-range), py(i), px(range), py(i), 'stroke="#dee2e6"');
  }
  body += line(px(-range), py(0), px(range), py(0), 'stroke="#333" stroke-width="1.5"');
  body += line(px(0), py(-range), px(0), py(range), 'stroke="#333" stroke-width="1.5"');
  const labelStep = range > 10 ? 5 : range > 5 ? 2 : 1;
  for (let i = -range; i <= range; i += labelStep) {
    if (i === 0) continue;
    body += text(px(i), py(0) + 14, String(i));
    body += text(px(0) - 6, py(i) + 4, String(i), 'end');
  }
  body += text(px(range) - 4, py(0) - 6, 'x') + text(px(0) + 10, py(range) + 10, 'y');
  for (const poly of polygons) {
    body += `<polygon points="${poly.vertices.map(([x, y]) => `${r1(px(x))},${r1(py(y))}`).join(' ')}" fill="${poly.colour}" fill-opacity="0.3" stroke="${poly.colour}" stroke-width="2"/>`;
  }
  for (const p of points) {
    body += `<circle cx="${r1(px(p.x))}" cy="${r1(py(p.y))}" r="4" fill="#c92a2a"/>`;
    body += `<text x="${r1(px(p.x) + 7)}" y="${r1(py(p.y) - 7)}" text-anchor="start" ${FONT} font-weight="bold" paint-order="stroke" stroke="#fff" stroke-width="3">${escapeXml(p.label)}</text>`;
  }
  return svgDocument(size, size, title, body);
}

export interface SeriesGraph {
  categories: string[];
  values: number[];
  yLabel: string;
  /** The lowest value on the vertical axis; a non-zero start is how misleading graphs exaggerate. */
  yMin?: number;
  yMax: number;
  yStep: number;
  kind: 'bar' | 'line';
}

/** Bar graph or broken-line graph with a labelled, gridded vertical axis. */
export function seriesGraphSvg(graph: SeriesGraph, title: string): string {
  const width = 420;
  const height = 270;
  const left = 60;
  const bottom = height - 44;
  const top = 20;
  const yMin = graph.yMin ?? 0;
  const y = (v: number): number => bottom - ((v - yMin) / (graph.yMax - yMin)) * (bottom - top);
  const slot = (width - left - 20) / graph.categories.length;
  let body = '';
  for (let v = yMin; v <= graph.yMax; v += graph.yStep) {
    body +=
      line(left, y(v), width - 20, y(v), 'stroke="#dee2e6"') + text(left - 6, y(v) + 4, String(v), 'end');
  }
  body += line(left, top, left, bottom) + line(left, bottom, width - 20, bottom);
  const centres = graph.categories.map((_, i) => left + slot * i + slot / 2);
  // Long category names would collide when there are many bars, so alternate rows.
  graph.categories.forEach((c, i) => {
    body += text(
      centres[i] as number,
      bottom + 16 + (graph.categories.length > 4 && i % 2 === 1 ? 14 : 0),
      c,
    );
  });
  if (graph.kind === 'bar') {
    graph.values.forEach((v, i) => {
      const x = (centres[i] as number) - slot * 0.3;
      body += `<rect x="${r1(x)}" y="${r1(y(v))}" width="${r1(slot * 0.6)}" height="${r1(bottom - y(v))}" fill="#4dabf7"/>`;
    });
  } else {
    const path = graph.values.map((v, i) => `${r1(centres[i] as number)},${r1(y(v))}`).join(' ');
    body += `<polyline points="${path}" fill="none" stroke="#1c7ed6" stroke-width="2"/>`;
    graph.values.forEach((v, i) => {
      body += `<circle cx="${r1(centres[i] as number)}" cy="${r1(y(v))}" r="3.5" fill="#1c7ed6"/>`;
    });
  }
  body += `<text x="14" y="${r1((top + bottom) / 2)}" transform="rotate(-90 14 ${r1((top + bottom) / 2)})" text-anchor="middle" ${FONT}>${escapeXml(graph.yLabel)}</text>`;
  return svgDocument(width, height, title, body);
}

/** Circle graph from percents that add to 100, each sector labelled with its category and percent. */
export function circleGraphSvg(
  sectors: { label: string; percent: number; hidden?: boolean }[],
  title: string,
): string {
  const width = 440;
  const height = 300;
  const c = height / 2;
  const cx = width / 2;
  const radius = 95;
  const colours = ['#4dabf7', '#ffa94d', '#69db7c', '#f783ac', '#b197fc', '#ffd43b'];
  let start = -Math.PI / 2;
  let body = '';
  sectors.forEach((s, i) => {
    const sweep = (s.percent / 100) * 2 * Math.PI;
    const end = start + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const x1 = cx + radius * Math.cos(start);
    const y1 = c + radius * Math.sin(start);
    const x2 = cx + radius * Math.cos(end);
    const y2 = c + radius * Math.sin(end);
    body += `<path d="M ${cx} ${c} L ${r1(x1)} ${r1(y1)} A ${radius} ${radius} 0 ${large} 1 ${r1(x2)} ${r1(y2)} Z" fill="${colours[i % colours.length] as string}" stroke="#fff"/>`;
    const mid = start + sweep / 2;
    body += text(
      cx + (radius + 40) * Math.cos(mid),
      c + (radius + 22) * Math.sin(mid) + 4,
      s.hidden ? `${s.label} ?` : `${s.label} ${s.percent}%`,
    );
    start = end;
  });
  return svgDocument(width, height, title, body);
}

/**
 * Scatter plot of (x, y) pairs on first-quadrant axes. `grid` draws light gridlines every x and y step, so a point on
 * them can be read exactly; `labels` names each point (an initial beside it).
 */
export function scatterSvg(
  points: [number, number][],
  axis: { xMax: number; yMax: number; xLabel: string; yLabel: string },
  title: string,
  extra: { grid?: [number, number]; labels?: readonly string[] } = {},
): string {
  const width = 360;
  const height = 260;
  const left = 50;
  const bottom = height - 40;
  const px = (x: number): number => left + (x / axis.xMax) * (width - left - 20);
  const py = (y: number): number => bottom - (y / axis.yMax) * (bottom - 20);
  let body = '';
  if (extra.grid) {
    const [xStep, yStep] = extra.grid;
    for (let x = xStep; x <= axis.xMax + 1e-9; x += xStep)
      body += line(px(x), 20, px(x), bottom, 'stroke="#dee2e6"');
    for (let y = yStep; y <= axis.yMax + 1e-9; y += yStep)
      body += line(left, py(y), width - 20, py(y), 'stroke="#dee2e6"');
  }
  body += line(left, 20, left, bottom) + line(left, bottom, width - 20, bottom);
  for (let i = 0; i <= 5; i += 1) {
    const xv = Math.round((axis.xMax * i) / 5);
    const yv = Math.round((axis.yMax * i) / 5);
    body += text(px(xv), bottom + 16, String(xv)) + text(left - 6, py(yv) + 4, String(yv), 'end');
  }
  points.forEach(([x, y], i) => {
    body += `<circle cx="${r1(px(x))}" cy="${r1(py(y))}" r="4" fill="#1c7ed6"/>`;
    const label = extra.labels?.[i];
    if (label)
      body += `<text x="${r1(px(x) + 6)}" y="${r1(py(y) - 6)}" text-anchor="start" ${FONT} font-weight="bold">${escapeXml(label)}</text>`;
  });
  body += text((left + width) / 2, height - 6, axis.xLabel);
  body += `<text x="14" y="${r1(bottom / 2)}" transform="rotate(-90 14 ${r1(bottom / 2)})" text-anchor="middle" ${FONT}>${escapeXml(axis.yLabel)}</text>`;
  return svgDocument(width, height, title, body);
}

/** A circle with its radius or diameter drawn and labelled. */
export function circleSvg(label: string, showDiameter: boolean, title: string): string {
  const size = 220;
  const c = size / 2;
  const radius = 80;
  let body = `<circle cx="${c}" cy="${c}" r="${radius}" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="2"/>`;
  body += `<circle cx="${c}" cy="${c}" r="3" fill="#333"/>`;
  body += showDiameter
    ? line(c - radius, c, c + radius, c, 'stroke="#e8590c" stroke-width="2"')
    : line(c, c, c + radius, c, 'stroke="#e8590c" stroke-width="2"');
  body += text(showDiameter ? c : c + radius / 2, c - 8, label);
  return svgDocument(size, size, title, body);
}

/** A right cylinder with radius and height labels. */
export function cylinderSvg(radiusLabel: string, heightLabel: string, title: string): string {
  const width = 300;
  const height = 250;
  const cx = 110;
  const rx = 60;
  const ry = 18;
  const topY = 46;
  const bottomY = 200;
  let body = `<path d="M ${cx - rx} ${topY} L ${cx - rx} ${bottomY} A ${rx} ${ry} 0 0 0 ${cx + rx} ${bottomY} L ${cx + rx} ${topY}" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="2"/>`;
  body += `<ellipse cx="${cx}" cy="${topY}" rx="${rx}" ry="${ry}" fill="#d0ebff" stroke="#1c7ed6" stroke-width="2"/>`;
  body +=
    line(cx, topY, cx + rx, topY, 'stroke="#e8590c" stroke-width="2"') +
    text(cx + rx / 2, topY - ry - 6, radiusLabel);
  body +=
    line(cx + rx + 14, topY, cx + rx + 14, bottomY, 'stroke="#e8590c"') +
    text(cx + rx + 20, (topY + bottomY) / 2, heightLabel, 'start');
  return svgDocument(width, height, title, body);
}

const point = (cx: number, cy: number, deg: number, r: number): [number, number] => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy - r * Math.sin((deg * Math.PI) / 180),
];

function rayLine(cx: number, cy: number, deg: number, r: number): string {
  const [x, y] = point(cx, cy, deg, r);
  return line(cx, cy, x, y, 'stroke="#333" stroke-width="2"');
}

function regionLabel(cx: number, cy: number, from: number, to: number, label: string, r = 30): string {
  const [x, y] = point(cx, cy, (from + to) / 2, r);
  return text(x, y + 4, label);
}

/** Two lines crossing at a point; labels sit in a region and in the vertically opposite region. */
export function crossingLinesSvg(degrees: number, known: string, unknown: string, title: string): string {
  const c = 130;
  let body = '';
  for (const d of [0, degrees, 180, 180 + degrees]) body += rayLine(c, 100, d, 110);
  body += regionLabel(c, 100, 0, degrees, known) + regionLabel(c, 100, 180, 180 + degrees, unknown);
  return svgDocument(260, 200, title, body);
}

/** Rays from one point splitting the full turn into the given angles (degrees, summing to 360). */
export function raysAtPointSvg(angles: number[], labels: string[], title: string): string {
  let body = '';
  let start = 0;
  angles.forEach((a, i) => {
    body += rayLine(130, 110, start, 95) + regionLabel(130, 110, start, start + a, labels[i] ?? '', 34);
    start += a;
  });
  return svgDocument(260, 220, title, body);
}

/**
 * Two parallel lines cut by a transversal at `degrees`. The known angle is marked at the upper crossing and x at
 * the lower one, in the regions that make them corresponding, alternate or co-interior angles.
 */
export function parallelLinesSvg(
  degrees: number,
  pair: 'corresponding' | 'alternate' | 'co-interior',
  known: string,
  unknown: string,
  title: string,
): string {
  const width = 320;
  const top = 70;
  const bottom = 150;
  const dx = (bottom - top) / Math.tan((degrees * Math.PI) / 180);
  const topX = width / 2 + dx / 2;
  const bottomX = width / 2 - dx / 2;
  let body = line(20, top, width - 20, top, 'stroke="#333" stroke-width="2"');
  body += line(20, bottom, width - 20, bottom, 'stroke="#333" stroke-width="2"');
  const [x1, y1] = point(topX, top, degrees, 55);
  const [x2, y2] = point(bottomX, bottom, 180 + degrees, 55);
  body += line(x1, y1, x2, y2, 'stroke="#1c7ed6" stroke-width="2"');
  body += text(width - 30, top - 6, '>') + text(width - 30, bottom - 6, '>');
  const knownRegion: [number, number] = pair === 'corresponding' ? [0, degrees] : [180, 180 + degrees];
  const unknownRegion: [number, number] = pair === 'co-interior' ? [degrees, 180] : [0, degrees];
  body += regionLabel(topX, top, knownRegion[0], knownRegion[1], known, 26);
  body += regionLabel(bottomX, bottom, unknownRegion[0], unknownRegion[1], unknown, 26);
  return svgDocument(width, 220, title, body);
}
