/**
 * Grade 6 areas of composite shapes (E2.5): L-shapes split into two rectangles (every side given, then the sides to
 * work out), a rectangle with a rectangular hole, a rectangle with a triangle on top, and (level 5) the missing
 * side of an L-shape from its area. The build splits the shape; the solver uses the shoelace formula on its corners.
 */
import { withApplicableMisconceptions } from '../core/misconceptions';
import { polygonSvg, svgDocument } from '../core/svg';
import { defineTask } from '../core/task';

type Kind = 'lAll' | 'lMissing' | 'hole' | 'house' | 'findSide';
const KINDS: readonly Kind[] = ['lAll', 'lMissing', 'hole', 'house', 'findSide'];
const PLACES = [
  { what: 'garden', owner: 'the school' },
  { what: 'parking lot', owner: 'a library in Guelph' },
  { what: 'playground', owner: 'a park in Ottawa' },
  { what: 'vegetable plot', owner: 'a community farm near Peterborough' },
] as const;

interface CompositeParams {
  kind: Kind;
  /** Corners of the outline in metres, in order (hole: the outer rectangle). */
  corners: [number, number][];
  /** hole: the inner rectangle's width and height. */
  hole: [number, number];
  /** findSide: the given area. */
  area: number;
}

/** Area of a simple polygon from its corners (shoelace formula), for the solver. */
function shoelace(corners: [number, number][]): number {
  let twice = 0;
  corners.forEach(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % corners.length] as [number, number];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

const lShape = (w: number, b: number, a: number, h: number): [number, number][] => [
  [0, 0],
  [w, 0],
  [w, b],
  [a, b],
  [a, h],
  [0, h],
];

/** A lawn with a rectangular patio cut out of it, both drawn and labelled. */
function holeSvg(w: number, h: number, hw: number, hh: number, title: string): string {
  const scale = Math.min(260 / w, 150 / h);
  const x0 = 50;
  const y0 = 30;
  const ix = x0 + ((w - hw) / 2) * scale;
  const iy = y0 + ((h - hh) / 2) * scale;
  const t = (x: number, y: number, s: string): string =>
    `<text x="${Math.round(x)}" y="${Math.round(y)}" text-anchor="middle" font-family="sans-serif" font-size="13">${s}</text>`;
  let body = `<rect x="${x0}" y="${y0}" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" fill="#d3f9d8" stroke="#2b8a3e" stroke-width="2"/>`;
  body += `<rect x="${Math.round(ix)}" y="${Math.round(iy)}" width="${Math.round(hw * scale)}" height="${Math.round(hh * scale)}" fill="#e9ecef" stroke="#495057" stroke-width="2"/>`;
  body += t(x0 + (w * scale) / 2, y0 + h * scale + 18, `${w} m`);
  body += t(x0 - 24, y0 + (h * scale) / 2 + 4, `${h} m`);
  body += t(ix + (hw * scale) / 2, iy + (hh * scale) / 2 - 2, 'patio');
  body += t(ix + (hw * scale) / 2, iy + (hh * scale) / 2 + 14, `${hw} m by ${hh} m`);
  return svgDocument(360, Math.round(y0 + h * scale + 30), title, body);
}

/** E2.5: areas of composite shapes, from splitting an L-shape to finding a side from the area. */
export function compositeAreaTask(name: string, description: string) {
  return defineTask<CompositeParams>(
    withApplicableMisconceptions<CompositeParams>({
      name,
      description,
      build(rng, level) {
        const kind = KINDS[level - 1] as Kind;
        const place = rng.pick(PLACES);
        if (kind === 'hole') {
          const w = rng.int(12, 30);
          const h = rng.int(8, 20);
          const hw = rng.int(3, Math.floor(w / 2));
          const hh = rng.int(2, Math.floor(h / 2));
          const key = w * h - hw * hh;
          return {
            params: {
              kind,
              corners: [
                [0, 0],
                [w, 0],
                [w, h],
                [0, h],
              ],
              hole: [hw, hh],
              area: 0,
            },
            title: 'What is the area of the lawn, without the patio?',
            description: `A rectangular lawn at ${place.owner} is ${w} m by ${h} m. A rectangular stone patio ${hw} m by ${hh} m sits inside it. Give the area in square metres.`,
            imageSvg: holeSvg(
              w,
              h,
              hw,
              hh,
              `A rectangular lawn ${w} m wide and ${h} m high with a rectangular patio ${hw} m by ${hh} m inside it.`,
            ),
            answer: String(key),
            answerKind: 'number',
            explanation: `Whole rectangle: ${w} × ${h} = ${w * h} m². Patio: ${hw} × ${hh} = ${hw * hh} m². Take the patio away: ${w * h} - ${hw * hh} = ${key}. The lawn's area is ${key} m².`,
            hints: [`Find the area of the whole ${w} m by ${h} m rectangle, then the patio's.`],
            misconceptions: [
              {
                answer: String(w * h + hw * hh),
                hint: 'The patio is not lawn: subtract its area, do not add it.',
              },
              { answer: String(w * h), hint: 'The patio covers part of the rectangle: take its area away.' },
            ],
          };
        }
        if (kind === 'house') {
          const w = rng.int(3, 12) * 2;
          const h1 = rng.int(4, 12);
          const h2 = rng.int(2, 8);
          const rect = w * h1;
          const tri = (w * h2) / 2;
          const key = rect + tri;
          const corners: [number, number][] = [
            [0, 0],
            [w, 0],
            [w, h1],
            [w / 2, h1 + h2],
            [0, h1],
          ];
          return {
            params: { kind, corners, hole: [0, 0], area: 0 },
            title: 'What is the area of the wall, gable included?',
            description: `The end wall of a shed at ${place.owner} is a rectangle ${w} m wide and ${h1} m high with a triangular gable on top. The gable's height is ${h2} m. Give the area in square metres.`,
            imageSvg: polygonSvg(
              {
                vertices: corners,
                sideLabels: [`${w} m`, `${h1} m`, '', '', ''],
                height: { from: [w / 2, h1 + h2], to: [w / 2, h1], label: `${h2} m` },
                rightAngleAt: [0, 1],
              },
              `A shed's end wall: a rectangle ${w} m wide and ${h1} m high, with a triangle on top whose base is ${w} m and whose height is ${h2} m. The bottom corners are right angles.`,
            ),
            answer: String(key),
            answerKind: 'number',
            explanation: `Split the wall into a rectangle and a triangle. Rectangle: ${w} × ${h1} = ${rect} m². Triangle: ${w} × ${h2} ÷ 2 = ${tri} m². Together: ${rect} + ${tri} = ${key}. The wall's area is ${key} m².`,
            hints: [
              `Split the wall along the top of the rectangle: a ${w} by ${h1} rectangle and a triangle of base ${w}.`,
            ],
            misconceptions: [
              {
                answer: String(rect + w * h2),
                hint: 'A triangle is half of a rectangle with the same base and height: divide by 2.',
              },
              {
                answer: String(w * (h1 + h2)),
                hint: 'The top is a triangle, not a rectangle: only half of that strip is wall.',
              },
            ],
            lintFacts: { drawsRightAngle: true },
          };
        }
        // L-shapes: outer width w, right side b, top width a, left side h (a < w, b < h).
        const w = rng.int(8, 20);
        const h = rng.int(8, 18);
        const a = rng.int(3, w - 3);
        const b = rng.int(2, h - 3);
        const corners = lShape(w, b, a, h);
        const bottom = w * b;
        const upper = a * (h - b);
        const key = bottom + upper;
        const labels = [`${w} m`, `${b} m`, `${w - a} m`, `${h - b} m`, `${a} m`, `${h} m`];
        if (kind === 'findSide') {
          const area = key;
          return {
            params: { kind, corners, hole: [0, 0], area },
            title: `The ${place.what} has an area of ${area} m². What is the length of the side marked x?`,
            description: `The ${place.what} of ${place.owner} is L-shaped: ${w} m along the bottom, ${h} m up the left side and ${b} m up the right side; all its corners are right angles. The top side, x, is unknown.`,
            imageSvg: polygonSvg(
              {
                vertices: corners,
                sideLabels: [`${w} m`, `${b} m`, '', '', 'x', `${h} m`],
                rightAngleAt: [0, 1, 2, 4, 5],
              },
              `An L-shaped ${place.what}: the bottom side is ${w} m, the right side ${b} m, the left side ${h} m and the top side is marked x. All corners are right angles.`,
            ),
            answer: String(a),
            answerKind: 'number',
            explanation: `Split it across at the height of the right side. The bottom rectangle is ${w} × ${b} = ${bottom} m², so the top part has ${area} - ${bottom} = ${upper} m². The top part is ${h} - ${b} = ${h - b} m high, so its width is ${upper} ÷ ${h - b} = ${a}. The side x is ${a} m.`,
            hints: [`Cut the shape into a bottom rectangle ${w} m by ${b} m and a top rectangle x m wide.`],
            misconceptions: [
              {
                answer: String(Math.round(area / h)),
                hint: `The top rectangle is not ${h} m high: it is ${h} - ${b} m high.`,
              },
              {
                answer: String(w - a),
                hint: 'That is the short side on the inside of the L; x is the top side.',
              },
            ].filter((m) => Number(m.answer) > 0),
          };
        }
        const missing = kind === 'lMissing';
        return {
          params: { kind, corners, hole: [0, 0], area: 0 },
          title: `What is the area of the L-shaped ${place.what}?`,
          description: `The ${place.what} of ${place.owner} is L-shaped and all its corners are right angles.${missing ? ' Two of the inside sides are not labelled.' : ''} Give the area in square metres.`,
          imageSvg: polygonSvg(
            {
              vertices: corners,
              sideLabels: missing
                ? [labels[0] as string, labels[1] as string, '', '', labels[4] as string, labels[5] as string]
                : labels,
              rightAngleAt: [0, 1, 2, 4, 5],
            },
            missing
              ? `An L-shaped ${place.what}: the bottom side is ${w} m, the right side ${b} m, the top side ${a} m and the left side ${h} m; the two inside sides are not labelled. All corners are right angles.`
              : `An L-shaped ${place.what}: going round from the bottom, the sides are ${w} m, ${b} m, ${w - a} m, ${h - b} m, ${a} m and ${h} m. All corners are right angles.`,
          ),
          answer: String(key),
          answerKind: 'number',
          explanation: `${missing ? `The inside sides are ${w} - ${a} = ${w - a} m and ${h} - ${b} = ${h - b} m. ` : ''}Split the L across at ${b} m: a bottom rectangle ${w} × ${b} = ${bottom} m² and a top rectangle ${a} × ${h - b} = ${upper} m². Together: ${bottom} + ${upper} = ${key}. The area is ${key} m².`,
          hints: [`Draw a line across the L to make two rectangles, one of them ${w} m wide.`],
          misconceptions: [
            {
              answer: String(w * h),
              hint: 'The L is not a full rectangle: the missing corner is not part of it.',
            },
            {
              answer: String(bottom + a * h),
              hint: `The two rectangles overlap if the top one is ${h} m high: it is ${h} - ${b} m high.`,
            },
            {
              answer: String(2 * (w + h)),
              hint: 'That is the perimeter, the distance around; area counts square metres inside.',
            },
          ],
          lintFacts: { drawsRightAngle: true },
        };
      },
      solve: (p) => {
        if (p.kind === 'hole') return String(shoelace(p.corners) - p.hole[0] * p.hole[1]);
        if (p.kind === 'findSide') {
          // Try each top width until the outline's area matches the given one.
          const [w, b] = [p.corners[1]![0], p.corners[2]![1]];
          const h = p.corners[5]![1];
          for (let a = 1; a < w; a += 1) if (shoelace(lShape(w, b, a, h)) === p.area) return String(a);
          return 'none';
        }
        return String(shoelace(p.corners));
      },
      complexity: (p) => KINDS.indexOf(p.kind) + p.corners.length / 20,
    }),
  );
}
