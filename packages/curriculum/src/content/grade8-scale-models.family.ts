/**
 * Grade 8 E1.2 (issue 20): making models to an appropriate scale from front, side and top views. Level 1 scales a
 * real length down to the model, level 2 scales a model length up, level 3 reads the views of a building and scales
 * the length they give, level 4 chooses the largest scale whose model fits a display table, and level 5 finds how
 * much material a solid model needs (each length scales, so the volume shrinks by the scale three times over).
 * Buildings are rectangular prisms; real lengths are in metres, model lengths in centimetres.
 */
import { type PerLevel, byLevel } from '../core/levels';
import { rat, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineGrade8Task } from './grade8-number.family';

type ScaleKind = 'toModel' | 'toReal' | 'fromViews' | 'chooseScale' | 'volume';

const SCALE_LEVELS: PerLevel<ScaleKind> = ['toModel', 'toReal', 'fromViews', 'chooseScale', 'volume'];

const SCALES = [50, 100, 200, 250, 500] as const;

export interface ScaleParams {
  kind: ScaleKind;
  /** Real width, depth and height of the building in metres. */
  size: [number, number, number];
  /** The scale's second term: 1 : scale. */
  scale: number;
  /** toModel, toReal, fromViews: which length (0 width, 1 depth, 2 height). chooseScale: table [length, width] cm. */
  pick: number[];
  story: number;
}

const BUILDINGS = [
  'a barn near Stratford',
  'a new library in Brampton',
  'an arena in Sault Ste. Marie',
  'a community centre in Oshawa',
  'a hangar at an airfield near Trenton',
];

const LENGTH_NAMES = ['width', 'depth', 'height'];

/** A model length in cm for `metres` at 1 : scale, as a plain decimal. */
const modelCm = (metres: number, scale: number): string => toDecimalString(rat(metres * 100, scale), 4, true);

/** Independent solver: every length through centimetres, every volume from the model's own lengths. */
function solveScale(p: ScaleParams): string {
  const [w, d, h] = p.size;
  switch (p.kind) {
    case 'toModel':
    case 'fromViews':
      return modelCm(p.size[p.pick[0] ?? 0] as number, p.scale);
    case 'toReal': {
      // The question gives the model length; the real length is that many centimetres times the scale, in metres.
      const model = rat((p.size[p.pick[0] ?? 0] as number) * 100, p.scale);
      return toDecimalString(rat(Number(model.n) * p.scale, Number(model.d) * 100), 4, true);
    }
    case 'chooseScale': {
      const [tableL = 0, tableW = 0] = p.pick;
      const fits = SCALES.filter((s) => {
        const a = (Math.max(w, d) * 100) / s;
        const b = (Math.min(w, d) * 100) / s;
        return a <= tableL && b <= tableW;
      });
      return `1 : ${Math.min(...fits)}`;
    }
    case 'volume':
      return toDecimalString(rat(w * d * h * 1_000_000, p.scale ** 3), 4, true);
  }
}

const FONT = 'font-family="sans-serif" font-size="13"';

/** Front, side and top views of a rectangular building, each a labelled rectangle drawn to one scale. */
function viewsSvg([w, d, h]: [number, number, number], title: string): string {
  const unit = Math.min(250 / (w + d), 190 / (h + d));
  const rect = (x: number, y: number, width: number, height: number, fill: string): string =>
    `<rect x="${x}" y="${y}" width="${Math.round(width * 10) / 10}" height="${Math.round(height * 10) / 10}" fill="${fill}" stroke="#333" stroke-width="1.5"/>`;
  const label = (x: number, y: number, content: string): string =>
    `<text x="${Math.round(x)}" y="${Math.round(y)}" text-anchor="middle" ${FONT}>${escapeXml(content)}</text>`;
  const top = 30;
  const fx = 30;
  const sx = fx + w * unit + 60;
  let body = rect(fx, top, w * unit, h * unit, '#d0ebff') + rect(sx, top, d * unit, h * unit, '#ffe8cc');
  const ty = top + h * unit + 50;
  body += rect(fx, ty, w * unit, d * unit, '#d3f9d8');
  body +=
    label(fx + (w * unit) / 2, top - 10, 'Front view') + label(sx + (d * unit) / 2, top - 10, 'Side view');
  body += label(fx + (w * unit) / 2, ty - 10, 'Top view');
  body += label(fx + (w * unit) / 2, top + h * unit + 16, `${w} m`);
  body += `<text x="${Math.round(fx + w * unit + 6)}" y="${Math.round(top + (h * unit) / 2)}" text-anchor="start" ${FONT}>${h} m</text>`;
  body += label(sx + (d * unit) / 2, top + h * unit + 16, `${d} m`);
  body += `<text x="${Math.round(fx + w * unit + 6)}" y="${Math.round(ty + (d * unit) / 2)}" text-anchor="start" ${FONT}>${d} m</text>`;
  const height = Math.round(ty + d * unit + 20);
  return svgDocument(Math.round(sx + d * unit + 50), height, title, body);
}

function scaleBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): ScaleParams {
  const kind = byLevel(level, SCALE_LEVELS);
  const story = rng.int(0, BUILDINGS.length - 1);
  const size: [number, number, number] = [rng.int(4, 12) * 5, rng.int(3, 8) * 5, rng.int(2, 6) * 4];
  switch (kind) {
    case 'toModel':
    case 'toReal':
    case 'fromViews':
      return { kind, size, scale: rng.pick(SCALES), pick: [rng.int(0, 2)], story };
    case 'chooseScale': {
      // A table that the 1 : 500 model always fits, and the 1 : 50 model never does.
      for (;;) {
        const table = [rng.pick([60, 80, 90, 100, 120]), rng.pick([40, 50, 60])];
        const base: [number, number, number] = [rng.int(4, 12) * 5, rng.int(3, 8) * 5, rng.int(2, 6) * 4];
        const params: ScaleParams = { kind, size: base, scale: 0, pick: table, story };
        const answer = solveScale(params);
        if (answer !== '1 : 50' && (table[0] as number) >= (table[1] as number)) return params;
      }
    }
    case 'volume':
      return { kind, size, scale: rng.pick([100, 200, 250, 500]), pick: [], story };
  }
}

export function scaleModelTask(name: string, description: string) {
  return defineGrade8Task<ScaleParams>({
    name,
    description,
    build(rng, level) {
      const params = scaleBuild(rng, level);
      const answer = solveScale(params);
      const [w, d, h] = params.size;
      const building = BUILDINGS[params.story] as string;
      const n = params.scale;
      const which = params.pick[0] ?? 0;
      const real = params.size[which] as number;
      const lengthName = LENGTH_NAMES[which] as string;
      const viewsTitle = `Front view: a rectangle ${w} m wide and ${h} m high. Side view: a rectangle ${d} m deep and ${h} m high. Top view: a rectangle ${w} m wide and ${d} m deep.`;
      switch (params.kind) {
        case 'toModel':
          return {
            params,
            title: `A Grade 8 class builds a model of ${building} at a scale of 1 : ${n}. The real building's ${lengthName} is ${real} m. What is the model's ${lengthName}, in centimetres?`,
            answer,
            answerKind: 'number',
            explanation: `At 1 : ${n}, every model length is the real length divided by ${n}. In centimetres the real ${lengthName} is ${real} × 100 = ${real * 100} cm, so the model's is ${real * 100} ÷ ${n} = ${answer}.`,
            hints: [`Change ${real} m to centimetres first, then divide by ${n}.`],
            misconceptions: [
              {
                answer: toDecimalString(rat(real, n), 4, true),
                hint: 'That is in metres; the question asks for centimetres (1 m = 100 cm).',
              },
              {
                answer: String(real * n),
                hint: 'A model is smaller than the building: divide by the scale, do not multiply.',
              },
            ],
          };
        case 'toReal': {
          const model = modelCm(real, n);
          return {
            params,
            title: `A model of ${building} is built at a scale of 1 : ${n}. The model's ${lengthName} is ${model} cm. What is the real building's ${lengthName}, in metres?`,
            answer,
            answerKind: 'number',
            explanation: `At 1 : ${n}, each centimetre on the model is ${n} cm on the building. So the real ${lengthName} is ${model} × ${n} = ${toDecimalString(rat(real * 100), 0)} cm, and ${toDecimalString(rat(real * 100), 0)} ÷ 100 = ${answer}.`,
            hints: [`Multiply ${model} cm by ${n} to get the real length in centimetres.`],
            misconceptions: [
              { answer: String(real * 100), hint: 'That is in centimetres; divide by 100 for metres.' },
            ],
          };
        }
        case 'fromViews': {
          const source =
            which === 0 ? 'front or top view' : which === 1 ? 'side or top view' : 'front or side view';
          return {
            params,
            title: `The views show ${building}. A model is to be built at a scale of 1 : ${n}. What will the model's ${lengthName} be, in centimetres?`,
            description:
              'Width runs across the front view, depth across the side view, and height up the front and side views.',
            answer,
            answerKind: 'number',
            imageSvg: viewsSvg(params.size, viewsTitle),
            explanation: `The ${lengthName} shows in the ${source}: ${real} m, which is ${real * 100} cm. At 1 : ${n}, the model's ${lengthName} is ${real * 100} ÷ ${n} = ${answer}.`,
            hints: [`Find the ${lengthName} in the views, change it to centimetres, then divide by ${n}.`],
            misconceptions: [
              ...[0, 1, 2]
                .filter((i) => i !== which)
                .map((i) => ({
                  answer: modelCm(params.size[i] as number, n),
                  hint: `That is the model's ${LENGTH_NAMES[i] as string}; the ${lengthName} shows in the ${source}.`,
                })),
            ],
          };
        }
        case 'chooseScale': {
          const [tableL = 0, tableW = 0] = params.pick;
          const long = Math.max(w, d);
          const short = Math.min(w, d);
          const rows = SCALES.map(
            (s) =>
              `1 : ${s} gives ${modelCm(long, s)} cm by ${modelCm(short, s)} cm (${(long * 100) / s <= tableL && (short * 100) / s <= tableW ? 'fits' : 'too big'})`,
          );
          return {
            params,
            title: `A model of ${building}, whose top view is ${w} m by ${d} m, must fit on a display table ${tableL} cm by ${tableW} cm. Which scale gives the largest model that fits?`,
            answer,
            answerKind: 'text',
            choices: {
              distractors: SCALES.map((s) => `1 : ${s}`)
                .filter((s) => s !== answer)
                .slice(0, 3),
            },
            explanation: `The model's base is the top view scaled down; compare it with the ${tableL} cm by ${tableW} cm table: ${rows.join('; ')}. A smaller second number makes a larger model, so the largest that fits is ${answer}.`,
            hints: [
              `Work out the model's base, ${w} m by ${d} m in centimetres divided by the scale, for each choice.`,
            ],
          };
        }
        case 'volume': {
          const [mw, md, mh] = [modelCm(w, n), modelCm(d, n), modelCm(h, n)];
          return {
            params,
            title: `A solid foam model of ${building} is built at 1 : ${n}. The building is a rectangular prism ${w} m wide, ${d} m deep and ${h} m high. How many cubic centimetres of foam does the model need?`,
            answer,
            answerKind: 'number',
            explanation: `At 1 : ${n}, scale each length first, in centimetres: ${w} m = ${w * 100} cm and ${w * 100} ÷ ${n} = ${mw} cm; ${d} m = ${d * 100} cm and ${d * 100} ÷ ${n} = ${md} cm; ${h} m = ${h * 100} cm and ${h * 100} ÷ ${n} = ${mh} cm. The model's volume is ${mw} × ${md} × ${mh} = ${answer}.`,
            hints: ['Find the model’s three lengths in centimetres before you multiply.'],
            misconceptions: [
              {
                answer: toDecimalString(rat(w * d * h * 1_000_000, n), 4, true),
                hint: `Each of the three lengths shrinks by ${n}, so the volume shrinks by ${n} three times, not once.`,
              },
            ],
          };
        }
      }
    },
    solve: solveScale,
    complexity: (p) => SCALE_LEVELS.indexOf(p.kind) + 1 + p.size[0] / 10_000,
  });
}
