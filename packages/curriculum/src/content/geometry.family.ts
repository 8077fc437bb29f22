import { scaledDecimal } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { applicableMisconceptions } from '../core/misconceptions';
import { numericFallback } from '../core/options';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import {
  cartesianSvg,
  circleSvg,
  crossingLinesSvg,
  cylinderSvg,
  parallelLinesSvg,
  polygonSvg,
  raysAtPointSvg,
  splitAngleSvg,
} from '../core/svg';
import { defineTask } from '../core/task';
import type { Misconception } from '../types';

interface AngleParams {
  kind: 'complementary' | 'supplementary' | 'opposite' | 'triangle' | 'point' | 'parallel';
  pair: 'corresponding' | 'alternate' | 'co-interior' | null;
  /** Angles given in degrees. */
  known: number[];
  /**
   * The unknown angles as m·x + k: one plain x at levels 1-3, one expression at level 4, and at level 5 two
   * expressions in the same x (an equation with like terms to collect, or x on both sides).
   */
  terms: [number, number][];
}

const ANGLE_TOTAL = { complementary: 90, supplementary: 180, triangle: 180, point: 360 } as const;

/** `2x + 14`, `x - 10`, `x`. */
function termText([m, k]: [number, number]): string {
  const head = m === 1 ? 'x' : `${m}x`;
  return k === 0 ? head : `${head} ${k > 0 ? '+' : '-'} ${Math.abs(k)}`;
}

/** An angle's label: `x` alone, or the expression with a degree sign, e.g. `(2x + 14)°`. */
function angleLabel(term: [number, number]): string {
  return term[0] === 1 && term[1] === 0 ? 'x' : `(${termText(term)})°`;
}

const angleTex = (term: [number, number]): string =>
  term[0] === 1 && term[1] === 0 ? '$x$' : `$(${termText(term)})^\\circ$`;

/** Steps from `m·x + k = rhs` to x, in words: subtract (or add) the constant, then divide. */
function equationSteps(m: number, k: number, rhs: number): string {
  const steps: string[] = [];
  if (k !== 0)
    steps.push(
      `${k > 0 ? `Subtract ${k} from` : `Add ${-k} to`} both sides: $${m === 1 ? '' : m}x = ${rhs - k}$.`,
    );
  if (m !== 1) steps.push(`Divide both sides by ${m}: $x = ${(rhs - k) / m}$.`);
  return steps.join(' ');
}

/** Missing angles from angle relationships, each with a diagram labelled exactly as the question words it. */
export function missingAngleTask(kinds: AngleParams['kind'][], name: string, description: string) {
  return defineTask<AngleParams>({
    name,
    description,
    build(rng, level) {
      // Kinds are listed easiest first; each level draws from a window that slides toward the hardest.
      const hi = Math.floor(((level - 1) * (kinds.length - 1)) / 4);
      const kind = rng.pick(kinds.slice(Math.max(0, hi - 1), hi + 1));
      // Level 1 uses multiples of 10°, level 2 multiples of 5°, then any whole degree.
      const grain = byLevel(level, [10, 5, 1, 1, 1]);
      const snap = (v: number): number => Math.max(grain, Math.round(v / grain) * grain);
      const expressions = byLevel(level, [0, 0, 0, 1, 2]);
      const pair =
        kind === 'parallel' ? rng.pick(['alternate', 'corresponding', 'co-interior'] as const) : null;
      const equal = kind === 'opposite' || (kind === 'parallel' && pair !== 'co-interior');
      let known: number[] = [];
      let terms: [number, number][];
      /** The unknown angles' sizes in degrees, in the order of `terms`. */
      let sizes: number[];
      const sumKind = kind in ANGLE_TOTAL || pair === 'co-interior';
      if (sumKind) {
        const total = pair === 'co-interior' ? 180 : ANGLE_TOTAL[kind as keyof typeof ANGLE_TOTAL];
        const base = kind === 'triangle' || kind === 'point' ? 2 : 1;
        const parts =
          pair === 'co-interior'
            ? 1 - Math.floor(expressions / 2)
            : expressions === 2
              ? base - (base === 2 ? 1 : 0)
              : base + (expressions === 1 && base === 1 ? 1 : 0);
        const reserve = expressions === 2 ? 30 : 10;
        // A co-interior angle keeps the transversal drawable (between 25° and 155°).
        const [low, high] =
          pair === 'co-interior'
            ? [25, 155]
            : [10, Math.min(200, Math.floor((total - reserve) / Math.max(parts, 1)))];
        let tries = 0;
        do {
          known = Array.from({ length: parts }, () => snap(rng.int(low, high)));
          tries += 1;
        } while (known.reduce((s, v) => s + v, 0) > total - reserve && tries < 100);
        const rest = total - known.reduce((s, v) => s + v, 0);
        if (expressions < 2) {
          sizes = [rest];
        } else {
          const m2 = rng.int(2, 3);
          let x: number;
          let k1: number;
          let spare: number;
          do {
            x = rng.int(5, Math.floor((rest - 10) / (1 + m2)));
            spare = rest - (1 + m2) * x;
            k1 = rng.int(0, spare);
          } while (pair === 'co-interior' && (x + k1 < 25 || x + k1 > 155));
          terms = [
            [1, k1],
            [m2, spare - k1],
          ];
          sizes = [x + k1, m2 * x + spare - k1];
        }
      } else {
        const a = snap(rng.int(25, 155));
        known = expressions === 2 ? [] : [a];
        sizes = expressions === 2 ? [a, a] : [a];
      }
      if (expressions === 0) terms = [[1, 0]];
      else if (expressions === 1) {
        const size = sizes[0] as number;
        const m = rng.int(2, 3);
        const x = rng.int(Math.max(1, Math.ceil((size - 60) / m)), Math.max(1, Math.floor((size - 1) / m)));
        terms = [[m, size - m * x]];
      } else if (equal) {
        const a = sizes[0] as number;
        const m2 = rng.int(2, 3);
        const x = rng.int(5, Math.max(5, Math.floor((a - 5) / m2)));
        terms = [
          [1, a - x],
          [m2, a - m2 * x],
        ];
      }
      terms = terms!;
      const labels = terms.map(angleLabel);
      const texts = terms.map(angleTex);
      const knownList = known.map((v) => `${v}°`).join(', ');
      let title: string;
      let image: string;
      let rule: string;
      const find = 'Find $x$.';
      switch (kind) {
        case 'complementary':
        case 'supplementary': {
          const total = ANGLE_TOTAL[kind];
          const what = kind === 'complementary' ? 'a right angle' : 'a straight angle';
          title = `Angles of ${knownList}${terms.length === 2 ? `, ${texts[0]}` : ''} and ${texts.at(-1)} together make ${what}. ${find}`;
          image = splitAngleSvg(
            total,
            [...known, ...sizes.slice(0, -1)],
            labels.at(-1) as string,
            `${kind === 'complementary' ? 'Right' : 'Straight'} angle split into ${[...known.map((v) => `${v}°`), ...labels].join(', ')}`,
            [...known.map((v) => `${v}°`), ...labels.slice(0, -1)],
          );
          rule =
            kind === 'complementary'
              ? 'The angles that make a right angle add to 90°'
              : 'Angles on a straight line add to 180°';
          break;
        }
        case 'triangle': {
          const a = known[0] as number;
          const b = terms.length === 2 ? (sizes[0] as number) : (known[1] as number);
          title =
            terms.length === 2
              ? `A triangle has angles of ${a}°, ${texts[0]} and ${texts[1]}. ${find}`
              : `A triangle has angles ${a}° and ${b}°. Its third angle is ${texts[0]}. ${find}`;
          // Drawn to scale: the apex follows from the two base angles (law of sines).
          const rad = Math.PI / 180;
          const side = (10 * Math.sin(b * rad)) / Math.sin((a + b) * rad);
          const apex: [number, number] = [side * Math.cos(a * rad), side * Math.sin(a * rad)];
          const bLabel = terms.length === 2 ? (labels[0] as string) : `${b}°`;
          image = polygonSvg(
            {
              vertices: [[0, 0], [10, 0], apex],
              notes: [
                { at: [1.6, 0.35], text: `${a}°` },
                { at: [8.4, 0.35], text: bLabel },
                { at: [apex[0], apex[1] - 0.9], text: labels.at(-1) as string },
              ],
            },
            `Triangle with angles ${a}°, ${bLabel} and ${labels.at(-1) as string}`,
          );
          rule = 'The angles of a triangle add to 180°';
          break;
        }
        case 'point': {
          const shownSizes = [...known, ...sizes];
          const shownLabels = [...known.map((v) => `${v}°`), ...labels];
          title = `Angles of ${[...known.map((v) => `${v}°`), ...texts.slice(0, -1)].join(', ')} and ${texts.at(-1)} meet at a point. ${find}`;
          image = raysAtPointSvg(shownSizes, shownLabels, `Angles around a point: ${shownLabels.join(', ')}`);
          rule = 'Angles around a point add to 360°';
          break;
        }
        case 'opposite': {
          const a = sizes[0] as number;
          title =
            terms.length === 2
              ? `Two lines cross. Two vertically opposite angles measure ${texts[0]} and ${texts[1]}. ${find}`
              : `Two lines cross. One angle is ${a}°. The angle opposite it is ${texts[0]}. ${find}`;
          const left = terms.length === 2 ? (labels[0] as string) : `${a}°`;
          image = crossingLinesSvg(
            a,
            left,
            labels.at(-1) as string,
            `Two crossing lines: an angle ${left} and the vertically opposite angle ${labels.at(-1) as string}`,
          );
          rule = 'Vertically opposite angles are equal';
          break;
        }
        case 'parallel': {
          const p = pair ?? 'corresponding';
          const a = known[0] ?? sizes[0] ?? 0;
          const first = terms.length === 2 ? (labels[0] as string) : `${a}°`;
          const firstTex = terms.length === 2 ? (texts[0] as string) : `${a}°`;
          title = `A transversal crosses two parallel lines. One angle is ${firstTex} and the ${p} angle to it is ${texts.at(-1)}. ${find}`;
          image = parallelLinesSvg(
            p === 'co-interior' ? 180 - (sizes.at(-1) as number) : a,
            p,
            first,
            labels.at(-1) as string,
            `Two parallel lines cut by a transversal: an angle ${first} and its ${p} angle ${labels.at(-1) as string}`,
          );
          rule =
            p === 'co-interior'
              ? 'Co-interior angles add to 180°'
              : `${p === 'alternate' ? 'Alternate' : 'Corresponding'} angles are equal`;
          break;
        }
      }
      const mSum = terms.reduce((s, t) => s + t[0], 0);
      const kSum = terms.reduce((s, t) => s + t[1], 0);
      const knownSum = known.reduce((s, v) => s + v, 0);
      let answer: number;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      if (equal && terms.length === 2) {
        const [[m1, k1], [m2, k2]] = terms as [[number, number], [number, number]];
        answer = (k1 - k2) / (m2 - m1);
        explanation = `${rule}, so $${termText([m2, k2])} = ${termText([m1, k1])}$. Subtract $x$ from both sides: $${termText([m2 - m1, k2])} = ${k1}$. ${equationSteps(m2 - m1, k2, k1)}`;
        hint = `${rule}: write an equation that sets ${texts[0]} equal to ${texts[1]}.`;
        const size = sizes[0] as number;
        wrong.push({
          answer: String(size),
          hint: `${size}° is the size of each angle; the question asks for $x$.`,
        });
      } else if (!sumKind) {
        // One angle equal to a known one: x itself, or m·x + k equal to it.
        const a = sizes[0] as number;
        const [m, k] = terms[0] as [number, number];
        answer = (a - k) / m;
        explanation =
          m === 1 && k === 0
            ? `${rule}, so $x = ${a}$.`
            : `${rule}, so the unknown angle is ${a}°: $${termText([m, k])} = ${a}$. ${equationSteps(m, k, a)}`;
        hint = `${rule}. Which angle in the diagram matches ${texts[0]}?`;
        wrong.push({
          answer: String(180 - a),
          hint: `${rule}; adding to 180° is for angles side by side on a line.`,
        });
        if (m !== 1 || k !== 0)
          wrong.push({ answer: String(a), hint: `${a}° is the size of the angle; solve for $x$.` });
      } else {
        const total = pair === 'co-interior' ? 180 : ANGLE_TOTAL[kind as keyof typeof ANGLE_TOTAL];
        answer = (total - knownSum - kSum) / mSum;
        const given = known.join(' + ');
        if (terms.length === 1 && mSum === 1 && kSum === 0) {
          explanation = `${rule}: $x = ${total} - ${known.join(' - ')} = ${answer}$.`;
          hint = `${rule}. Add the known angles${known.length > 1 ? ` ${known.join(' + ')}` : ''} and see how much of ${total}° is left.`;
        } else if (terms.length === 1) {
          const size = total - knownSum;
          explanation = `${rule}, so the unknown angle is ${total} - ${known.join(' - ')} = ${size}°. It measures ${texts[0]}, so $${termText(terms[0] as [number, number])} = ${size}$. ${equationSteps(mSum, kSum, size)}`;
          hint = `${rule}. First find the size of the unknown angle, then set $${termText(terms[0] as [number, number])}$ equal to it.`;
          wrong.push({
            answer: String(size),
            hint: `${size}° is the size of the angle; the question asks for $x$.`,
          });
        } else {
          const both = terms.map((t) => `(${termText(t)})`).join(' + ');
          explanation = `${rule}: $${given ? `${given} + ` : ''}${both} = ${total}$. Collect like terms: $${termText([mSum, kSum + knownSum])} = ${total}$. ${equationSteps(mSum, kSum + knownSum, total)}`;
          hint = `${rule}. Write one equation with every angle in it, then collect the x-terms.`;
          const m2 = (terms[1] as [number, number])[0];
          const rhs = total - knownSum - kSum;
          if (rhs % m2 === 0)
            wrong.push({
              answer: String(rhs / m2),
              hint: `Add the $x$-terms first: $x + ${m2}x$ is $${mSum}x$.`,
            });
        }
        if (terms.length === 1 && mSum === 1 && kSum === 0) {
          for (const other of [90, 180, 360].filter((t) => t !== total && t > knownSum))
            wrong.push({
              answer: String(other - knownSum),
              hint: `${rule}, not ${other}°.`,
            });
        }
      }
      return {
        params: { kind, pair, known, terms },
        title,
        description:
          terms.length === 1 && terms[0]?.[0] === 1 && terms[0][1] === 0
            ? 'Give the angle in degrees (number only).'
            : 'Give the value of x (number only).',
        answer: String(answer),
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(String(answer), 'number', wrong),
        imageSvg: image,
        lintFacts: { drawsRightAngle: kind === 'complementary' },
        choices:
          level <= 2
            ? {
                distractors: wrong.map((w) => w.answer).concat([answer + 10, answer + 20].map(String)),
                fallback: numericFallback(answer, 5),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const mSum = p.terms.reduce((s, t) => s + t[0], 0);
      const kSum = p.terms.reduce((s, t) => s + t[1], 0);
      const knownSum = p.known.reduce((s, v) => s + v, 0);
      const equal = p.kind === 'opposite' || (p.kind === 'parallel' && p.pair !== 'co-interior');
      if (equal && p.terms.length === 2) {
        const [[m1, k1], [m2, k2]] = p.terms as [[number, number], [number, number]];
        return toFractionString(div(rat(k1 - k2), rat(m2 - m1)));
      }
      if (equal) return toFractionString(div(sub(rat(p.known[0] as number), rat(kSum)), rat(mSum)));
      const total = p.kind === 'parallel' ? 180 : ANGLE_TOTAL[p.kind as keyof typeof ANGLE_TOTAL];
      return toFractionString(div(rat(total - knownSum - kSum), rat(mSum)));
    },
    complexity: (p) =>
      ({ complementary: 1, supplementary: 2, opposite: 3, triangle: 4, point: 5, parallel: 6 })[p.kind] +
      p.known.length +
      (p.known.some((v) => v % 10 !== 0) ? 0.5 : 0) +
      (p.known.some((v) => v % 5 !== 0) ? 1 : 0) +
      (p.terms.length === 1 && p.terms[0]?.[0] === 1 && p.terms[0][1] === 0 ? 0 : 5) +
      (p.terms.length === 2 ? 5 : 0),
  });
}

interface AreaParams {
  shape: 'rectangle' | 'parallelogram' | 'triangle' | 'trapezoid';
  /** Lengths in tenths of a unit: base, height, second parallel side (trapezoid), slanted side. */
  b: number;
  h: number;
  b2: number;
  side: number;
  /** `height` works backwards (level 5): the area and the base are given and the height is asked. */
  ask: 'area' | 'perimeter' | 'height';
}

const SHAPE_NAME: Record<AreaParams['shape'], string> = {
  rectangle: 'rectangle',
  parallelogram: 'parallelogram',
  triangle: 'triangle',
  trapezoid: 'trapezoid',
};

/** Area (and perimeter) of quadrilaterals and triangles; distractors mix up area and perimeter. */
export function areaTask(
  shapes: AreaParams['shape'][],
  asks: ('area' | 'perimeter')[],
  style: 'typed' | 'choice',
  name: string,
  description: string,
) {
  return defineTask<AreaParams>({
    name,
    description,
    build(rng, level) {
      // Harder shapes arrive with the level: the first listed shape at level 1, the last at level 5.
      const shape = shapes[Math.floor(((level - 1) * shapes.length) / 5)] as AreaParams['shape'];
      const backwards = level === 5 && shape !== 'rectangle';
      // Tenths at level 4; whole centimetres when working backwards, so the division stays mental-friendly.
      const tenths = level === 4;
      const max = byLevel(level, [12, 20, 30, 25, 40]);
      const len = (): number => rng.int(2, max) * 10 + (tenths ? rng.int(1, 9) : 0);
      let b = len();
      const h = len();
      let b2 = shape === 'trapezoid' ? len() : 0;
      if (shape === 'trapezoid' && b2 === b) b2 += 10;
      // Halving must give whole hundredths (whole units when working backwards), so make the product even.
      const unitStep = backwards ? 10 : 1;
      if (shape === 'triangle' && ((b / unitStep) * (h / unitStep)) % 2 === 1) b += unitStep;
      if (shape === 'trapezoid' && (((b + b2) / unitStep) * (h / unitStep)) % 2 === 1) b2 += unitStep;
      const side = shape === 'rectangle' ? h : h + rng.int(1, 5) * 10;
      const ask: AreaParams['ask'] = backwards
        ? 'height'
        : shape === 'rectangle' || shape === 'parallelogram'
          ? rng.pick(asks)
          : 'area';
      const f = (t: number): string => scaledDecimal(t, 1);
      const areaHundredths = {
        rectangle: b * h,
        parallelogram: b * h,
        triangle: (b * h) / 2,
        trapezoid: ((b + b2) * h) / 2,
      }[shape];
      const perimeterTenths = 2 * (b + side);
      const area = scaledDecimal(areaHundredths, 2);
      const answer = ask === 'area' ? area : ask === 'perimeter' ? scaledDecimal(perimeterTenths, 1) : f(h);
      const long = Math.max(b, b2);
      const short = Math.min(b, b2);
      // The parallelogram's slant is drawn from its real slanted side, so the picture matches the numbers.
      const lean =
        shape === 'parallelogram'
          ? Math.sqrt(side * side - h * h)
          : shape === 'triangle'
            ? b / 3
            : (long - short) / 2;
      const vertices: [number, number][] =
        shape === 'rectangle'
          ? [
              [0, 0],
              [b, 0],
              [b, h],
              [0, h],
            ]
          : shape === 'parallelogram'
            ? [
                [0, 0],
                [b, 0],
                [b + lean, h],
                [lean, h],
              ]
            : shape === 'triangle'
              ? [
                  [0, 0],
                  [b, 0],
                  [lean, h],
                ]
              : [
                  [0, 0],
                  [long, 0],
                  [long - lean, h],
                  [lean, h],
                ];
      const heightLabel = ask === 'height' ? 'h' : `${f(h)} cm`;
      const sideLabels =
        shape === 'rectangle'
          ? [`${f(b)} cm`, `${f(h)} cm`, '', '']
          : shape === 'parallelogram'
            ? [`${f(b)} cm`, ask === 'perimeter' ? `${f(side)} cm` : '', '', '']
            : shape === 'triangle'
              ? [`${f(b)} cm`, '', '']
              : [`${f(long)} cm`, '', `${f(short)} cm`, ''];
      const heightLine =
        shape === 'rectangle'
          ? undefined
          : { from: [lean, h] as [number, number], to: [lean, 0] as [number, number], label: heightLabel };
      const heightWords =
        ask === 'height' ? 'an unknown perpendicular height h' : `perpendicular height ${f(h)} cm`;
      const svgTitle =
        shape === 'rectangle'
          ? `Rectangle with length ${f(b)} cm and width ${f(h)} cm.`
          : shape === 'trapezoid'
            ? `Trapezoid with parallel sides ${f(long)} cm and ${f(short)} cm, and ${heightWords}.`
            : shape === 'parallelogram'
              ? `Parallelogram with base ${f(b)} cm and ${heightWords}.${ask === 'perimeter' ? ` Its slanted side is ${f(side)} cm.` : ''}`
              : `Triangle with base ${f(b)} cm and ${heightWords}.`;
      const diagramFacts: Record<string, number[]> =
        shape === 'trapezoid'
          ? { 'parallel sides': [long / 10, short / 10] }
          : shape === 'rectangle'
            ? { length: [b / 10], width: [h / 10] }
            : { base: [b / 10] };
      if (ask !== 'height' && shape !== 'rectangle') diagramFacts.height = [h / 10];
      if (ask === 'perimeter' && shape === 'parallelogram') diagramFacts['slanted side'] = [side / 10];
      const wrong: Misconception[] = [];
      // Slips offered after the standing options below, so they only fill in when those collide.
      const extra: Misconception[] = [];
      let title: string;
      let explanation: string;
      let hint: string;
      if (ask === 'height') {
        title =
          shape === 'trapezoid'
            ? `A trapezoid has parallel sides of ${f(long)} cm and ${f(short)} cm and an area of ${area} cm². Find its height in centimetres.`
            : `A ${shape} has a base of ${f(b)} cm and an area of ${area} cm². Find its height in centimetres.`;
        const baseText =
          shape === 'trapezoid'
            ? `(${f(long)} + ${f(short)}) ÷ 2 = ${scaledDecimal((b + b2) / 2, 1)}`
            : shape === 'triangle'
              ? `${f(b)} ÷ 2 = ${scaledDecimal(b / 2, 1)}`
              : f(b);
        const multiplier = shape === 'trapezoid' ? (b + b2) / 2 : shape === 'triangle' ? b / 2 : b;
        explanation =
          shape === 'parallelogram'
            ? `Area = base × height, so $${area} = ${f(b)} \\times h$. Work backwards by dividing: $h = ${area} \\div ${f(b)} = ${answer}$ cm.`
            : `Area = ${shape === 'trapezoid' ? 'the average of the parallel sides' : 'half the base'} × height. ${shape === 'trapezoid' ? 'The average of the parallel sides is' : 'Half the base is'} ${baseText}, so $${area} = ${scaledDecimal(multiplier, 1)} \\times h$. Divide: $h = ${area} \\div ${scaledDecimal(multiplier, 1)} = ${answer}$ cm.`;
        hint =
          shape === 'parallelogram'
            ? `Write the area formula with the numbers you know: $${area} = ${f(b)} \\times h$.`
            : shape === 'trapezoid'
              ? `Write the area formula with these numbers: $${area} = (${f(long)} + ${f(short)}) \\div 2 \\times h$. Work out the average of the parallel sides first.`
              : `Write the area formula with these numbers: $${area} = ${f(b)} \\times h \\div 2$. Work out half of ${f(b)} first.`;
        if (shape !== 'parallelogram')
          wrong.push({
            answer: scaledDecimal(
              // Hundredths of a cm² over tenths of a cm give tenths of a cm: 910 cm² over 40 + 25 cm is 14 cm.
              Math.round(areaHundredths / (shape === 'trapezoid' ? b + b2 : b)),
              1,
            ),
            hint: `The ${shape} formula halves ${shape === 'trapezoid' ? 'the sum of the parallel sides' : 'the base'}; undo that halving too.`,
          });
        else
          wrong.push({
            answer: scaledDecimal(Math.round((areaHundredths * 2) / b), 1),
            hint: 'A parallelogram is not halved like a triangle: area = base × height.',
          });
        // Only offered when the slips above and the options below collide (a parallelogram with a base of 10 cm).
        if (shape === 'parallelogram')
          extra.push(
            {
              answer: scaledDecimal(areaHundredths - b * 10, 2),
              hint: `Area = base × height, so undo the × ${f(b)} by dividing ${area} by ${f(b)}, not by subtracting it.`,
            },
            {
              answer: scaledDecimal(areaHundredths * b, 3),
              hint: `Area = base × height, so undo the × ${f(b)} by dividing ${area} by ${f(b)}, not by multiplying.`,
            },
          );
      } else if (ask === 'perimeter') {
        title = `Find the perimeter of the ${SHAPE_NAME[shape]} in centimetres.`;
        explanation =
          shape === 'rectangle'
            ? `A rectangle has two lengths of ${f(b)} cm and two widths of ${f(h)} cm. Perimeter = 2 × (${f(b)} + ${f(h)}) = ${answer} cm.`
            : `A parallelogram has two sides of ${f(b)} cm and two slanted sides of ${f(side)} cm; the height is not a side. Perimeter = 2 × (${f(b)} + ${f(side)}) = ${answer} cm.`;
        hint =
          shape === 'rectangle'
            ? `Go all the way round: ${f(b)} cm + ${f(h)} cm + ${f(b)} cm + ... Opposite sides are equal.`
            : `Go all the way round: two sides of ${f(b)} cm and two slanted sides of ${f(side)} cm. The dashed height is not a side.`;
        wrong.push({
          answer: scaledDecimal(b + side, 1),
          hint: 'That is only two sides; the shape has four, so double it.',
        });
        wrong.push({
          answer: scaledDecimal(b * h, 2),
          hint: 'That is the area; the perimeter adds the side lengths.',
        });
        if (shape === 'parallelogram')
          wrong.push({
            answer: scaledDecimal(2 * (b + h), 1),
            hint: 'The dashed height is not a side; use the slanted side.',
          });
      } else {
        title = `Find the area of the ${SHAPE_NAME[shape]} in square centimetres.`;
        const formula = {
          rectangle: `length × width = ${f(b)} × ${f(h)}`,
          parallelogram: `base × perpendicular height = ${f(b)} × ${f(h)}`,
          triangle: `base × height ÷ 2 = ${f(b)} × ${f(h)} ÷ 2`,
          trapezoid: `(sum of the parallel sides) × height ÷ 2 = (${f(long)} + ${f(short)}) × ${f(h)} ÷ 2`,
        }[shape];
        explanation = `The area of a ${shape} is ${formula} = ${answer} cm².`;
        hint =
          shape === 'trapezoid'
            ? `Add the two parallel sides, ${f(long)} cm and ${f(short)} cm, before using the height.`
            : shape === 'parallelogram'
              ? `Multiply the base, ${f(b)} cm, by the dashed perpendicular height, ${f(h)} cm, not by a slanted side.`
              : shape === 'triangle'
                ? `Area = base × height ÷ 2: start with ${f(b)} × ${f(h)}, then halve it.`
                : `Area = length × width: multiply the length, ${f(b)} cm, by the width, ${f(h)} cm.`;
        wrong.push({
          answer: scaledDecimal(perimeterTenths, 1),
          hint: 'That adds side lengths (the perimeter); area multiplies.',
        });
        if (shape === 'triangle' || shape === 'trapezoid')
          wrong.push({ answer: scaledDecimal(areaHundredths * 2, 2), hint: 'Remember to divide by 2.' });
        if (shape === 'parallelogram')
          wrong.push({
            answer: scaledDecimal(b * side, 2),
            hint: 'The slanted side is not the height: use the dashed perpendicular height.',
          });
        if (shape === 'trapezoid')
          wrong.push({
            answer: scaledDecimal(long * h, 2),
            hint: 'Use both parallel sides, not only the longer one.',
          });
        // When the area equals the perimeter (a 3 cm by 6 cm rectangle) or doubles it (2 cm by 2 cm), the perimeter
        // slip is the key or a repeat: name the standing options, then two more slips with these numbers.
        if (shape === 'rectangle' || shape === 'parallelogram') {
          const sides = shape === 'rectangle' ? 'length and the width' : 'base and the height';
          wrong.push(
            {
              answer: scaledDecimal(b * h * 2, 2),
              hint: `That is ${f(b)} × ${f(h)} doubled; the × 2 belongs to the perimeter. Area is just ${f(b)} × ${f(h)}.`,
            },
            {
              answer: scaledDecimal((b + h) * 10, 2),
              hint: `That adds the ${sides}, ${f(b)} + ${f(h)}; area multiplies them.`,
            },
          );
          extra.push({
            answer: scaledDecimal((b * h) / 2, 2),
            hint: `A ${shape} is not halved like a triangle: area = ${f(b)} × ${f(h)}, with no ÷ 2.`,
          });
          if (shape === 'rectangle')
            extra.push({
              answer: scaledDecimal((2 * b + h) * 10, 2),
              hint: `That is 2 × ${f(b)} + ${f(h)}: sides added, and only one of them doubled. Area multiplies the length by the width.`,
            });
        }
      }
      const misconceptions = applicableMisconceptions(answer, 'number', [...wrong, ...extra]);
      return {
        params: { shape, b, h, b2, side, ask },
        title,
        description:
          ask === 'height'
            ? 'The diagram shows the shape with its height marked h.'
            : 'Use the measurements on the diagram.',
        answer,
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions,
        imageSvg: polygonSvg(
          { vertices, sideLabels, ...(heightLine ? { height: heightLine } : {}) },
          svgTitle,
        ),
        lintFacts: { diagramFacts, drawsRightAngle: shape !== 'rectangle' },
        choices:
          style === 'choice'
            ? {
                distractors: [
                  ...wrong.map((m) => m.answer),
                  scaledDecimal(b * h * 2, 2),
                  scaledDecimal((b + h) * 10, 2),
                  ...extra.map((m) => m.answer),
                ],
                fallback: (k) =>
                  scaledDecimal((ask === 'height' ? h * 10 : areaHundredths) + (k + 1) * 100, 2),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const b = rat(p.b, 10);
      const h = rat(p.h, 10);
      if (p.ask === 'perimeter') return toFractionString(mul(rat(2), add(b, rat(p.side, 10))));
      const factor = {
        rectangle: b,
        parallelogram: b,
        triangle: div(b, rat(2)),
        trapezoid: div(add(b, rat(p.b2, 10)), rat(2)),
      }[p.shape];
      const area = mul(factor, h);
      // Working backwards divides the area (as the learner is given it) by the same factor.
      return toFractionString(p.ask === 'height' ? div(area, factor) : area);
    },
    complexity: (p) =>
      ({ rectangle: 1, parallelogram: 2, triangle: 2.5, trapezoid: 3.5 })[p.shape] +
      magnitude(p.b / 10, p.h / 10) +
      (p.b % 10 !== 0 || p.h % 10 !== 0 ? 1.5 : 0) +
      (p.ask === 'height' ? 3 : 0),
  });
}

interface PrismParams {
  shape: 'cube' | 'rectangular' | 'triangular' | 'cylinder';
  a: number;
  /** Rectangular: the width; triangular: the second leg × 1000 + the slanted side. */
  b: number;
  c: number;
  ask: 'surface' | 'volume';
  /**
   * Level 5: `backwards` gives the volume or surface area and asks for the length (height) c; `open` asks for
   * the surface area of a box or can without its top. `standard` otherwise.
   */
  variant: 'standard' | 'backwards' | 'open';
}

const PI = rat(314, 100);

/**
 * Surface area and volume of prisms and cylinders. Cylinders use pi = 3.14 as stated in the question, so the
 * key is exact and learners with a calculator get the same digits.
 */
export function solidTask(
  shapes: PrismParams['shape'][],
  asks: PrismParams['ask'][],
  name: string,
  description: string,
) {
  return defineTask<PrismParams>({
    name,
    description,
    build(rng, level) {
      const shape = shapes[Math.floor(((level - 1) * shapes.length) / 5)] as PrismParams['shape'];
      const ask = rng.pick(asks);
      const variant: PrismParams['variant'] =
        level < 5 ? 'standard' : ask === 'surface' && shape !== 'triangular' ? 'open' : 'backwards';
      const max = byLevel(level, [6, 10, 15, 20, 30]);
      let a = rng.int(2, max);
      const b = shape === 'cube' ? a : rng.int(2, max);
      const c = shape === 'cube' ? a : rng.int(2, max) + byLevel(level, [0, 0, 0, 5, 10]);
      // Triangular prism: a right-triangle base with legs a, b and a whole slanted side (a Pythagorean triple).
      let hyp = 0;
      let legB = 0;
      if (shape === 'triangular') {
        const k = rng.int(1, byLevel(level, [2, 3, 4, 5, 6]));
        const triple = rng.pick<[number, number, number]>([
          [3, 4, 5],
          [6, 8, 10],
          [5, 12, 13],
        ]);
        [a, legB, hyp] = [triple[0] * k, triple[1] * k, triple[2] * k];
      }
      const bb = shape === 'triangular' ? legB : b;
      const pi = '3.14';
      let answerHundredths: number;
      /** The volume or surface area the learner is given when working backwards (hundredths). */
      let givenHundredths = 0;
      let steps: string;
      let hint: string;
      const wrong: Misconception[] = [];
      const unitOf = ask === 'volume' ? 'cm³' : 'cm²';
      switch (shape) {
        case 'cube':
        case 'rectangular': {
          const faces = [a * bb, a * c, bb * c];
          if (ask === 'volume') {
            const volume = a * bb * c;
            if (variant === 'backwards') {
              givenHundredths = volume * 100;
              answerHundredths = c * 100;
              steps = `Volume = length × width × height, so $${volume} = ${a} \\times ${bb} \\times h = ${a * bb} \\times h$. Divide: $h = ${volume} \\div ${a * bb} = ${c}$ cm.`;
              hint = `The base is ${a} cm by ${bb} cm. Find its area first, then ask what height makes the volume ${volume} cm³.`;
              wrong.push({
                answer: String(bb * c),
                hint: `Divide by the whole base area (${a} × ${bb}), not by one side only.`,
              });
            } else {
              answerHundredths = volume * 100;
              steps = `Volume = length × width × height = ${a} × ${bb} × ${c} = ${volume} cm³.`;
              hint = `Multiply the three measurements ${a}, ${bb} and ${c}.`;
              wrong.push({
                answer: String(2 * (faces[0]! + faces[1]! + faces[2]!)),
                hint: 'That is the surface area; volume multiplies length, width and height.',
              });
            }
          } else if (variant === 'open') {
            const total = faces[0]! + 2 * faces[1]! + 2 * faces[2]!;
            answerHundredths = total * 100;
            steps = `An open box has a bottom and four sides but no top. Bottom: ${a} × ${bb} = ${faces[0]}. Front and back: 2 × ${a} × ${c} = ${2 * faces[1]!}. Left and right: 2 × ${bb} × ${c} = ${2 * faces[2]!}. Total: ${faces[0]} + ${2 * faces[1]!} + ${2 * faces[2]!} = ${total} cm².`;
            hint = 'List the faces: without a top there is one bottom and four sides.';
            wrong.push({
              answer: String(2 * (faces[0]! + faces[1]! + faces[2]!)),
              hint: 'The box has no top: count the bottom once.',
            });
          } else {
            const total = 2 * (faces[0]! + faces[1]! + faces[2]!);
            answerHundredths = total * 100;
            steps = `A box has three pairs of equal faces: ${a} × ${bb} = ${faces[0]}, ${a} × ${c} = ${faces[1]} and ${bb} × ${c} = ${faces[2]}. Surface area = 2 × (${faces[0]} + ${faces[1]} + ${faces[2]}) = ${total} cm².`;
            hint = `Find the area of one face of each pair: ${a} × ${bb}, ${a} × ${c} and ${bb} × ${c}.`;
            wrong.push({
              answer: String(faces[0]! + faces[1]! + faces[2]!),
              hint: 'Each face has a matching face opposite it: double the sum.',
            });
            wrong.push({
              answer: String(a * bb * c),
              hint: 'That is the volume; surface area adds the areas of the faces.',
            });
          }
          break;
        }
        case 'triangular': {
          const base = (a * bb) / 2;
          const perimeter = a + bb + hyp;
          if (ask === 'volume') {
            const volume = base * c;
            if (variant === 'backwards') {
              givenHundredths = volume * 100;
              answerHundredths = c * 100;
              steps = `The triangular base has area ${a} × ${bb} ÷ 2 = ${base} cm². Volume = base area × length, so $${volume} = ${base} \\times l$. Divide: $l = ${volume} \\div ${base} = ${c}$ cm.`;
              hint = `Find the area of the triangular base first (${a} × ${bb} ÷ 2).`;
              wrong.push({
                answer: scaledDecimal((volume * 100) / (a * bb), 2),
                hint: 'The base is a triangle: halve the product of its legs before dividing.',
              });
            } else {
              answerHundredths = volume * 100;
              steps = `The triangular base has area ${a} × ${bb} ÷ 2 = ${base} cm². Volume = base area × length = ${base} × ${c} = ${volume} cm³.`;
              hint = `Start with the area of the right-triangle base: ${a} × ${bb} ÷ 2.`;
              wrong.push({
                answer: String(a * bb * c),
                hint: 'The base is a triangle, so its area is half of leg × leg.',
              });
            }
          } else {
            const total = 2 * base + perimeter * c;
            if (variant === 'backwards') {
              givenHundredths = total * 100;
              answerHundredths = c * 100;
              steps = `The two triangles have area 2 × ${a} × ${bb} ÷ 2 = ${2 * base} cm². The rectangles share the length $l$, so $${total} = ${2 * base} + (${a} + ${bb} + ${hyp}) \\times l = ${2 * base} + ${perimeter} \\times l$. Subtract: $${perimeter} \\times l = ${total - 2 * base}$. Divide: $l = ${total - 2 * base} \\div ${perimeter} = ${c}$ cm.`;
              hint = `Take away the two triangles (${a} × ${bb} ÷ 2 each) first; what is left is the three rectangles.`;
              wrong.push({
                answer: scaledDecimal((total * 100) / perimeter, 2),
                hint: 'Subtract the two triangular faces before dividing by the perimeter of the triangle.',
              });
            } else {
              answerHundredths = total * 100;
              steps = `Two triangles: 2 × ${a} × ${bb} ÷ 2 = ${2 * base} cm². Three rectangles, each ${c} cm long: (${a} + ${bb} + ${hyp}) × ${c} = ${perimeter * c} cm². Surface area = ${2 * base} + ${perimeter * c} = ${total} cm².`;
              hint = `The net has two triangles and three rectangles; the rectangles are ${a}, ${bb} and ${hyp} cm wide.`;
              wrong.push({
                answer: String(base + perimeter * c),
                hint: 'There are two triangular faces, one at each end.',
              });
            }
          }
          break;
        }
        case 'cylinder': {
          const discH = 314 * a * a; // hundredths of cm²
          const wallH = 2 * 314 * a * c;
          if (ask === 'volume') {
            const volumeH = discH * c;
            if (variant === 'backwards') {
              givenHundredths = volumeH;
              answerHundredths = c * 100;
              steps = `The circular base has area ${pi} × ${a} × ${a} = ${scaledDecimal(discH, 2)} cm². Volume = base area × height, so $${scaledDecimal(volumeH, 2)} = ${scaledDecimal(discH, 2)} \\times h$. Divide: $h = ${scaledDecimal(volumeH, 2)} \\div ${scaledDecimal(discH, 2)} = ${c}$ cm.`;
              hint = `Find the area of the circular base first: ${pi} × ${a} × ${a}.`;
              wrong.push({
                answer: scaledDecimal(Math.round(volumeH / (314 * a)) * 100, 2),
                hint: 'The base area uses $r \\times r$, so divide by the whole base area, not by $3.14 \\times r$.',
              });
            } else {
              answerHundredths = volumeH;
              steps = `The circular base has area ${pi} × ${a} × ${a} = ${scaledDecimal(discH, 2)} cm². Volume = base area × height = ${scaledDecimal(discH, 2)} × ${c} = ${scaledDecimal(volumeH, 2)} cm³.`;
              hint = `Volume = area of the base × height. Start with the base: ${pi} × ${a} × ${a}.`;
              wrong.push({
                answer: scaledDecimal(2 * 314 * a * c, 2),
                hint: 'Square the radius: the base area is $3.14 \\times r \\times r$.',
              });
            }
          } else {
            const lids = variant === 'open' ? 1 : 2;
            answerHundredths = lids * discH + wallH;
            steps = `${lids === 1 ? 'An open can has one circle' : 'Two circles'}: ${lids === 1 ? '' : '2 × '}${pi} × ${a} × ${a} = ${scaledDecimal(lids * discH, 2)} cm². The curved side unrolls to a rectangle ${pi} × 2 × ${a} long and ${c} high: ${scaledDecimal(wallH, 2)} cm². Total: ${scaledDecimal(lids * discH, 2)} + ${scaledDecimal(wallH, 2)} = ${scaledDecimal(answerHundredths, 2)} cm².`;
            hint = `The net is ${lids === 1 ? 'one circle' : 'two circles'} and a rectangle whose length is the circumference, 2 × ${pi} × ${a}.`;
            wrong.push({
              answer: scaledDecimal((3 - lids) * discH + wallH, 2),
              hint:
                lids === 1
                  ? 'The can is open: count only the bottom circle.'
                  : 'A closed cylinder has two circles, top and bottom.',
            });
            wrong.push({
              answer: scaledDecimal(discH * c, 2),
              hint: 'That is the volume; surface area adds the areas of the faces.',
            });
          }
          break;
        }
      }
      const answer = scaledDecimal(answerHundredths, 2);
      const solidName =
        shape === 'rectangular' ? 'rectangular prism' : shape === 'triangular' ? 'triangular prism' : shape;
      const given = scaledDecimal(givenHundredths, 2);
      let title: string;
      let dims: string;
      if (variant === 'backwards') {
        const known =
          shape === 'cylinder'
            ? `a radius of ${a} cm`
            : shape === 'triangular'
              ? `a right-triangle base with legs ${a} cm and ${bb} cm (slanted side ${hyp} cm)`
              : `a base ${a} cm by ${bb} cm`;
        title = `A ${solidName} has ${known} and a ${ask === 'volume' ? 'volume' : 'surface area'} of ${given} ${unitOf}. Find its ${shape === 'triangular' ? 'length' : 'height'} in centimetres.`;
        dims = shape === 'cylinder' ? ' Use 3.14 for π.' : '';
      } else {
        dims =
          shape === 'cylinder'
            ? `radius ${a} cm and height ${c} cm`
            : shape === 'triangular'
              ? `a right-triangle base with legs ${a} cm and ${bb} cm (slanted side ${hyp} cm) and length ${c} cm`
              : `length ${a} cm, width ${bb} cm and height ${c} cm`;
        const open = variant === 'open' ? (shape === 'cylinder' ? 'open (no lid) ' : 'open-top ') : '';
        title = `Find the ${ask === 'volume' ? 'volume' : 'surface area'} of the ${open}${solidName} in ${unitOf}.`;
        dims = ` The ${shape === 'cylinder' ? 'cylinder' : shape === 'cube' ? 'cube' : open ? 'box' : 'prism'} has ${dims}.${shape === 'cylinder' ? ' Use 3.14 for π.' : ''}`;
      }
      const image =
        shape === 'cylinder'
          ? variant === 'backwards'
            ? cylinderSvg(`r = ${a} cm`, 'h = ?', `Cylinder with radius ${a} cm and an unknown height h`)
            : cylinderSvg(`r = ${a} cm`, `h = ${c} cm`, `Cylinder with radius ${a} cm and height ${c} cm`)
          : null;
      return {
        params: { shape, a, b: shape === 'triangular' ? legB * 1000 + hyp : bb, c, ask, variant },
        title,
        description: dims.trim() === '' ? null : dims.trim(),
        answer,
        answerKind: 'number',
        explanation: steps,
        hints: [hint],
        misconceptions: applicableMisconceptions(answer, 'number', wrong),
        imageSvg: image,
      };
    },
    solve: (p) => {
      const a = rat(p.a);
      const c = rat(p.c);
      let baseArea: Rational;
      let rim: Rational;
      switch (p.shape) {
        case 'cube':
        case 'rectangular': {
          const b = rat(p.b);
          baseArea = mul(a, b);
          rim = mul(rat(2), add(a, b));
          break;
        }
        case 'triangular': {
          const b = rat(Math.floor(p.b / 1000));
          baseArea = div(mul(a, b), rat(2));
          rim = add(add(a, b), rat(p.b % 1000));
          break;
        }
        case 'cylinder':
          baseArea = mul(PI, mul(a, a));
          rim = mul(mul(rat(2), PI), a);
          break;
      }
      const volume = mul(baseArea, c);
      const surface = add(mul(rat(p.variant === 'open' ? 1 : 2), baseArea), mul(rim, c));
      if (p.variant === 'backwards') {
        // Recover the length from the given measure by undoing the formula.
        return toFractionString(
          p.ask === 'volume' ? div(volume, baseArea) : div(sub(surface, mul(rat(2), baseArea)), rim),
        );
      }
      return toFractionString(p.ask === 'volume' ? volume : surface);
    },
    complexity: (p) =>
      ({ cube: 1, rectangular: 2, triangular: 3, cylinder: 3 })[p.shape] +
      (p.ask === 'surface' ? 1 : 0) +
      magnitude(p.a, p.c) * 2 +
      (p.variant === 'standard' ? 0 : 3),
  });
}

interface CircleParams {
  /** Radius in tenths of a centimetre. */
  r: number;
  given: 'radius' | 'diameter' | 'circumference';
  ask: 'circumference' | 'area' | 'diameter';
}

/**
 * Circumference and area with pi = 3.14, answers rounded to the hundredth as stated. Level 5 works from the
 * circumference: back to the diameter, or on through the radius to the area.
 */
export function circleMeasureTask(asks: ('circumference' | 'area')[], name: string, description: string) {
  return defineTask<CircleParams>({
    name,
    description,
    build(rng, level) {
      const base = rng.pick(asks);
      const ask: CircleParams['ask'] = level === 5 && base === 'circumference' ? 'diameter' : base;
      const given: CircleParams['given'] = level === 5 ? 'circumference' : rng.bool() ? 'diameter' : 'radius';
      const r = rng.int(1, byLevel(level, [10, 15, 25, 40, 30])) * (level >= 4 ? 5 : 10);
      const d = 2 * r;
      const rText = scaledDecimal(r, 1);
      const dText = scaledDecimal(d, 1);
      const circumference = rat(314 * d, 1000);
      const cText = toDecimalString(circumference, 3, true);
      const area = rat(314 * r * r, 10000);
      const exact = ask === 'circumference' ? circumference : ask === 'area' ? area : rat(d, 10);
      const answer = toDecimalString(exact, 2, true);
      const exactText = toDecimalString(exact, 4, true);
      const rounded = exactText !== answer ? ` Rounded to the nearest hundredth, that is ${answer}.` : '';
      let title: string;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      if (given === 'circumference') {
        title =
          ask === 'diameter'
            ? `A circle has a circumference of ${cText} cm. Find its diameter.`
            : `A circle has a circumference of ${cText} cm. Find its area.`;
        explanation =
          ask === 'diameter'
            ? `Circumference = π × diameter, so $${cText} = 3.14 \\times d$. Divide: $d = ${cText} \\div 3.14 = ${answer}$ cm.`
            : `Circumference = 3.14 × diameter, so the diameter is ${cText} ÷ 3.14 = ${dText} cm and the radius is half of that, ${rText} cm. Area = 3.14 × ${rText} × ${rText} = ${exactText} cm².${rounded}`;
        hint =
          ask === 'diameter'
            ? `Write the formula with the number you know: $${cText} = 3.14 \\times d$.`
            : 'Work back from the circumference to the diameter, then halve it to get the radius.';
        if (ask === 'area')
          wrong.push({
            answer: toDecimalString(rat(314 * d * d, 10000), 2, true),
            hint: 'The area formula uses the radius, half the diameter.',
          });
        else
          wrong.push({
            answer: scaledDecimal(r, 1),
            hint: 'Dividing by 3.14 gives the diameter; that is the radius.',
          });
      } else {
        const shown = given === 'radius' ? rText : dText;
        title = `Find the ${ask} of a circle with ${given} ${shown} cm.`;
        if (ask === 'circumference') {
          explanation =
            given === 'radius'
              ? `The diameter is twice the radius: 2 × ${rText} = ${dText} cm. Circumference = 3.14 × ${dText} = ${exactText} cm.${rounded}`
              : `Circumference = 3.14 × diameter = 3.14 × ${dText} = ${exactText} cm.${rounded}`;
          hint =
            given === 'radius'
              ? `Circumference = π × diameter, and the diameter is twice the radius ${rText} cm.`
              : `Circumference = π × diameter: multiply 3.14 by ${dText}.`;
          wrong.push({
            answer: toDecimalString(rat(314 * r * r, 10000), 2, true),
            hint: 'That is the area; the circumference is the distance around, $\\pi \\times d$.',
          });
          if (given === 'radius')
            wrong.push({
              answer: toDecimalString(rat(314 * r, 1000), 2, true),
              hint: 'Use the diameter (twice the radius) in $C = \\pi \\times d$.',
            });
        } else {
          explanation =
            given === 'diameter'
              ? `The radius is half the diameter: ${dText} ÷ 2 = ${rText} cm. Area = 3.14 × ${rText} × ${rText} = ${exactText} cm².${rounded}`
              : `Area = 3.14 × radius × radius = 3.14 × ${rText} × ${rText} = ${exactText} cm².${rounded}`;
          hint =
            given === 'diameter'
              ? `Area uses the radius: halve the diameter ${dText} cm first.`
              : `Area = $\\pi \\times r \\times r$: multiply 3.14 by ${rText} twice.`;
          wrong.push({
            answer: toDecimalString(rat(314 * 2 * r, 1000), 2, true),
            hint: 'That is the circumference; area is $\\pi \\times r \\times r$.',
          });
          if (given === 'diameter')
            wrong.push({
              answer: toDecimalString(rat(314 * d * d, 10000), 2, true),
              hint: 'Halve the diameter to get the radius before squaring.',
            });
        }
      }
      const unit = ask === 'area' ? 'cm²' : 'cm';
      return {
        params: { r, given, ask },
        title,
        description: `Use 3.14 for π and round to the nearest hundredth if needed. Give the answer in ${unit}.`,
        answer,
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(answer, 'number', wrong),
        imageSvg:
          given === 'circumference'
            ? null
            : circleSvg(
                `${given === 'radius' ? 'r' : 'd'} = ${given === 'radius' ? rText : dText} cm`,
                given === 'diameter',
                `Circle with ${given} ${given === 'radius' ? rText : dText} cm`,
              ),
      };
    },
    solve: (p) => {
      const radius =
        p.given === 'circumference' ? div(rat(314 * 2 * p.r, 1000), mul(rat(2), PI)) : rat(p.r, 10);
      const value =
        p.ask === 'circumference'
          ? mul(mul(rat(2), PI), radius)
          : p.ask === 'area'
            ? mul(PI, mul(radius, radius))
            : mul(rat(2), radius);
      return toDecimalString(value, 2, true);
    },
    complexity: (p) =>
      magnitude(p.r / 10) +
      (p.given === 'diameter' ? 1 : 0) +
      (p.r % 10 !== 0 ? 1 : 0) +
      (p.ask === 'area' ? 0.5 : 0) +
      (p.given === 'circumference' ? 3 : 0),
  });
}

interface PythagorasParams {
  legA: number;
  legB: number;
  hyp: number;
  unknown: 'hyp' | 'leg';
  /**
   * Level 5 combines the theorem with a second idea: the triangle's `perimeter` (hyp), its `area` (leg), or how
   * much `shorter` the diagonal path is than walking two sides (word). `side` asks for the side itself.
   */
  goal: 'side' | 'perimeter' | 'area' | 'shorter';
}

function isqrtBig(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** round(sqrt(m)) for a whole m whose root is whole or irrational (never a tie). */
const roundSqrt = (m: bigint): bigint => (isqrtBig(4n * m) + 1n) / 2n;

const tenthsText = (tenths: bigint): string => toDecimalString(rat(tenths, 10n), 1, true);

/** Pythagorean theorem; higher levels leave triples and round to the tenth; level 5 adds a second step. */
export function pythagorasTask(style: 'hyp' | 'leg' | 'word', name: string, description: string) {
  return defineTask<PythagorasParams>({
    name,
    description,
    build(rng, level) {
      const unknown: PythagorasParams['unknown'] = style === 'leg' ? 'leg' : 'hyp';
      const goal: PythagorasParams['goal'] =
        level < 5 ? 'side' : style === 'hyp' ? 'perimeter' : style === 'leg' ? 'area' : 'shorter';
      let legA: number;
      let legB: number;
      let hyp: number;
      if (level <= 3) {
        const triple = rng.pick(
          byLevel(level, [
            [
              [3, 4, 5],
              [5, 12, 13],
            ],
            [
              [5, 12, 13],
              [8, 15, 17],
            ],
            [
              [7, 24, 25],
              [20, 21, 29],
              [9, 40, 41],
              [12, 35, 37],
            ],
            [],
            [],
          ]),
        );
        const k = rng.int(1, byLevel(level, [10, 6, 4, 1, 1]));
        [legA, legB, hyp] = triple.map((v) => v * k) as [number, number, number];
        if (rng.bool()) [legA, legB] = [legB, legA];
      } else {
        legA = rng.int(2, byLevel(level, [0, 0, 0, 15, 30]));
        legB = rng.int(2, byLevel(level, [0, 0, 0, 15, 30]));
        hyp = Math.max(legA, legB) + rng.int(1, 10);
      }
      if (unknown === 'leg') legB = 0;
      else hyp = 0;
      const squares = unknown === 'hyp' ? legA * legA + legB * legB : hyp * hyp - legA * legA;
      const rootTenths = roundSqrt(BigInt(squares) * 100n);
      const root = tenthsText(rootTenths);
      const whole = Number.isInteger(Math.sqrt(squares));
      const approx = whole ? '=' : '\\approx';
      const rootStep =
        unknown === 'hyp'
          ? `$c^2 = ${legA}^2 + ${legB}^2 = ${legA * legA} + ${legB * legB} = ${squares}$, so the hypotenuse is $\\sqrt{${squares}} ${approx} ${root}$`
          : `$b^2 = ${hyp}^2 - ${legA}^2 = ${hyp * hyp} - ${legA * legA} = ${squares}$, so the other leg is $\\sqrt{${squares}} ${approx} ${root}$`;
      let answer: string;
      let finish = '';
      const wrong: Misconception[] = [];
      switch (goal) {
        case 'side':
          answer = root;
          break;
        case 'perimeter': {
          answer = tenthsText(BigInt(10 * (legA + legB)) + rootTenths);
          finish = ` The perimeter adds the three sides: ${legA} + ${legB} + ${root} = ${answer} cm.`;
          wrong.push({
            answer: String(legA + legB),
            hint: 'A triangle has three sides: find the hypotenuse first, then add it.',
          });
          break;
        }
        case 'area': {
          // Area = legA × b ÷ 2, rounded to the tenth from the exact root: round(10 × legA × sqrt(N) ÷ 2).
          answer = tenthsText(roundSqrt(BigInt(25 * legA * legA) * BigInt(squares)));
          finish = ` The two legs are the base and height, so the area is ${legA} × ${root} ÷ 2 ${whole ? '=' : '≈'} ${answer} cm².`;
          wrong.push({
            answer: tenthsText(BigInt(5 * legA * hyp)),
            hint: 'The hypotenuse is not the height: find the other leg first.',
          });
          break;
        }
        case 'shorter': {
          answer = tenthsText(BigInt(10 * (legA + legB)) - rootTenths);
          finish = ` Walking along two edges is ${legA} + ${legB} = ${legA + legB} m, so the path saves ${legA + legB} - ${root} = ${answer} m.`;
          wrong.push({
            answer: root,
            hint: 'That is the length of the path; the question asks how much shorter it is than the two edges.',
          });
          break;
        }
      }
      const unit = style === 'word' ? 'm' : 'cm';
      const explanation =
        goal === 'side'
          ? `${rootStep}${whole ? '' : ', rounded to the nearest tenth'}: ${root} ${unit}.`
          : `${rootStep} ${unit}.${finish}`;
      const knownText =
        unknown === 'hyp' ? `legs ${legA} cm and ${legB} cm` : `hypotenuse ${hyp} cm and one leg ${legA} cm`;
      let title: string;
      let descriptionText: string;
      if (style === 'word') {
        title =
          goal === 'shorter'
            ? 'How much shorter is the path across the park than walking along two edges?'
            : 'How long is the path across the park?';
        descriptionText =
          goal === 'shorter'
            ? `A rectangular park is ${legA} m wide and ${legB} m long. A straight path crosses it from one corner to the opposite corner. Give the answer in metres, rounded to the nearest tenth.`
            : `A rectangular park is ${legA} m wide and ${legB} m long. A path runs straight across it from one corner to the opposite corner. Give the length in metres, rounded to the nearest tenth if needed.`;
      } else {
        title =
          goal === 'perimeter'
            ? `A right triangle has ${knownText}. Find its perimeter.`
            : goal === 'area'
              ? `A right triangle has ${knownText}. Find its area.`
              : `A right triangle has ${knownText}. Find the ${unknown === 'hyp' ? 'hypotenuse' : 'other leg'}.`;
        descriptionText = `Round to the nearest tenth if needed. Give the answer in ${goal === 'area' ? 'cm²' : 'cm'}.`;
      }
      if (goal === 'side') {
        if (unknown === 'hyp') {
          wrong.push({
            answer: String(legA + legB),
            hint: 'The legs are not added directly: add their squares, then take the square root.',
          });
          wrong.push({ answer: String(squares), hint: `${squares} is c²; take its square root to get c.` });
          if (legA !== legB)
            wrong.push({
              answer: tenthsText(roundSqrt(BigInt(Math.abs(legB * legB - legA * legA)) * 100n)),
              hint: 'To find the hypotenuse, add the squares of the legs; subtracting finds a leg.',
            });
          wrong.push({
            answer: tenthsText(BigInt(5 * squares)),
            hint: `The square root of ${squares} is not half of it: which number times itself gives ${squares}?`,
          });
        } else {
          wrong.push({
            answer: tenthsText(roundSqrt(BigInt(hyp * hyp + legA * legA) * 100n)),
            hint: 'The hypotenuse is the longest side: subtract the squares to find a leg.',
          });
          wrong.push({
            answer: String(hyp - legA),
            hint: 'Subtract the squares of the sides, not the sides themselves, then take the square root.',
          });
          wrong.push({ answer: String(squares), hint: `${squares} is b²; take its square root to get b.` });
        }
      }
      const hint =
        unknown === 'hyp'
          ? `Square the two legs: ${legA}² and ${legB}². Their sum is the square of the hypotenuse.`
          : `The hypotenuse (${hyp}) is the longest side, so subtract: ${hyp}² - ${legA}².`;
      const u = (v: number): string => (style === 'word' ? `${v} m` : `${v} cm`);
      const sideLabels =
        unknown === 'hyp' ? [u(legB), style === 'word' ? 'path' : 'c', u(legA)] : ['b', u(hyp), u(legA)];
      const svgTitle =
        style === 'word'
          ? `Right triangle formed by two edges of the park, ${u(legA)} and ${u(legB)}, with the diagonal path across`
          : `Right triangle with ${knownText}; the right angle is between the legs`;
      const params: PythagorasParams = { legA, legB, hyp, unknown, goal };
      return {
        params,
        title,
        description: style === 'word' ? descriptionText : descriptionText,
        answer,
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(answer, 'number', wrong),
        imageSvg: polygonSvg(
          {
            vertices: [
              [0, 0],
              [unknown === 'hyp' ? legB : Math.sqrt(squares), 0],
              [0, legA],
            ],
            sideLabels,
            rightAngleAt: [0],
          },
          svgTitle,
        ),
        lintFacts: { drawsRightAngle: true },
        choices:
          style === 'hyp' && level <= 2
            ? { distractors: wrong.map((w) => w.answer), fallback: numericFallback(Number(answer)) }
            : undefined,
      };
    },
    solve: (p) => {
      // Nearest tenth from exact squares with bigint, never floating point.
      const n = p.unknown === 'hyp' ? p.legA * p.legA + p.legB * p.legB : p.hyp * p.hyp - p.legA * p.legA;
      const scaled = BigInt(n) * 400n; // sqrt(400N) = 20 sqrt(N)
      const twenty = isqrtBig(scaled);
      const sideTenths = (twenty + 1n) / 2n;
      switch (p.goal) {
        case 'side':
          return toDecimalString(rat(sideTenths, 10n), 1, true);
        case 'perimeter':
          return toDecimalString(add(rat(p.legA + p.legB), rat(sideTenths, 10n)), 1, true);
        case 'shorter':
          return toDecimalString(sub(rat(p.legA + p.legB), rat(sideTenths, 10n)), 1, true);
        case 'area': {
          // (legA/2)·sqrt(N) to the tenth: round(sqrt(25·legA²·N)) tenths.
          const m = BigInt(25 * p.legA * p.legA) * BigInt(n);
          return toDecimalString(rat((isqrtBig(4n * m) + 1n) / 2n, 10n), 1, true);
        }
      }
    },
    complexity: (p) => {
      const extra = p.goal === 'side' ? 0 : 4;
      const other = Math.sqrt(p.unknown === 'hyp' ? p.legA ** 2 + p.legB ** 2 : p.hyp ** 2 - p.legA ** 2);
      if (!Number.isInteger(other)) return 6 + magnitude(p.legA, p.legB, p.hyp) + extra;
      const hyp = p.unknown === 'hyp' ? other : p.hyp;
      const g = [p.legA, hyp, other].reduce((x, y) => {
        let a = x;
        let b = y;
        while (b) [a, b] = [b, a % b];
        return a;
      });
      return Math.log2(hyp / g) + magnitude(hyp) / 4 + extra;
    },
  });
}

interface PointParams {
  x: number;
  y: number;
  transform: 'read' | 'translate' | 'reflect-x' | 'reflect-y' | 'rotate-90' | 'rotate-180' | 'dilate';
  dx: number;
  dy: number;
  /** Level 4: a translation applied to the image afterwards (one question: the final image). */
  then: [number, number][];
  /**
   * Level 5 works backwards: (x, y) is the image shown on the grid and the original point is asked. For `read`,
   * level 5 asks for the fourth corner of a rectangle whose other three corners are plotted.
   */
  backwards: boolean;
}

const pointText = (x: number, y: number): string => `(${x}, ${y})`;
const pointAnswer = (x: number, y: number): string => `(${x},${y})`;
const units = (n: number): string => `${Math.abs(n)} unit${Math.abs(n) === 1 ? '' : 's'}`;
const moveWords = (dx: number, dy: number): string =>
  `${units(dx)} ${dx > 0 ? 'right' : 'left'} and ${units(dy)} ${dy > 0 ? 'up' : 'down'}`;

/** The image of (x, y) under one transformation. */
function applyTransform(
  t: PointParams['transform'],
  x: number,
  y: number,
  dx: number,
  dy: number,
): [number, number] {
  switch (t) {
    case 'read':
      return [x, y];
    case 'translate':
      return [x + dx, y + dy];
    case 'reflect-x':
      return [x, -y];
    case 'reflect-y':
      return [-x, y];
    case 'rotate-90':
      return [-y, x];
    case 'rotate-180':
      return [-x, -y];
    case 'dilate':
      return [x * dx, y * dx];
  }
}

/** The point whose image under the transformation is (x, y). */
function undoTransform(
  t: PointParams['transform'],
  x: number,
  y: number,
  dx: number,
  dy: number,
): [number, number] {
  switch (t) {
    case 'translate':
      return [x - dx, y - dy];
    case 'rotate-90':
      return [y, -x];
    case 'dilate':
      return [x / dx, y / dx];
    case 'read':
    case 'reflect-x':
    case 'reflect-y':
    case 'rotate-180':
      // Reading changes nothing, and a reflection or half turn undoes itself.
      return applyTransform(t, x, y, dx, dy);
  }
}

const RULE: Record<PointParams['transform'], string> = {
  read: '',
  translate: 'a translation adds the moves to the coordinates',
  'reflect-x': 'reflecting in the x-axis keeps x and changes the sign of y: (x, y) → (x, -y)',
  'reflect-y': 'reflecting in the y-axis changes the sign of x and keeps y: (x, y) → (-x, y)',
  'rotate-90': 'a 90° counterclockwise turn about the origin sends (x, y) to (-y, x)',
  'rotate-180': 'a 180° turn about the origin changes both signs: (x, y) → (-x, -y)',
  dilate: 'a dilation from the origin multiplies both coordinates by the scale factor',
};

/** Coordinates on the Cartesian plane and images under transformations, typed as (x,y). One point per question. */
export function coordinateTask(transforms: PointParams['transform'][], name: string, description: string) {
  return defineTask<PointParams>({
    name,
    description,
    build(rng, level) {
      const transform =
        transforms.length === 1
          ? (transforms[0] as PointParams['transform'])
          : (transforms[
              Math.min(transforms.length - 1, Math.floor(((level - 1) * transforms.length) / 5 + rng.next()))
            ] as PointParams['transform']);
      const range = transform === 'dilate' ? 10 : byLevel(level, [5, 6, 8, 9, 10]);
      const quadrantOne = level === 1;
      const backwards = level === 5;
      const inGrid = (p: [number, number]): boolean =>
        Math.abs(p[0]) <= range - 1 && Math.abs(p[1]) <= range - 1;
      let x = 0;
      let y = 0;
      let dx = 0;
      let dy = 0;
      const then: [number, number][] = [];
      let image: [number, number] = [0, 0];
      let middle: [number, number] = [0, 0];
      // Redraw until every point the question names (start, middle, image) lies on the drawn grid.
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const coord = (): number => (quadrantOne ? rng.int(1, range - 1) : rng.signed(1, range - 2));
        x = coord();
        y = coord();
        dx = transform === 'dilate' ? rng.int(2, 3) : rng.signed(1, byLevel(level, [3, 4, 5, 6, 7]));
        dy = rng.signed(1, byLevel(level, [3, 4, 5, 6, 7]));
        if (transform === 'dilate') {
          // From level 3 a coordinate may reach 4 (with a scale factor of 2, so the image stays on the grid).
          const reach = level >= 3 ? 4 : 3;
          x = Math.max(-reach, Math.min(reach, x)) || 1;
          y = Math.max(-reach, Math.min(reach, y)) || 2;
          if (Math.max(Math.abs(x), Math.abs(y)) > 3) dx = 2;
        }
        then.length = 0;
        if (level === 4 && transform !== 'read') then.push([rng.signed(1, 4), rng.signed(1, 4)]);
        middle = applyTransform(transform, x, y, dx, dy);
        image = then.reduce<[number, number]>((p, [tx, ty]) => [p[0] + tx, p[1] + ty], middle);
        if (inGrid([x, y]) && inGrid(middle) && inGrid(image)) break;
      }
      let title: string;
      let explanation: string;
      let hint: string;
      let answerPoint: [number, number];
      let plotted: { x: number; y: number; label: string }[];
      const wrong: [number, number, string][] = [];
      const tWords: Record<PointParams['transform'], string> = {
        read: '',
        translate: `translated ${moveWords(dx, dy)}`,
        'reflect-x': 'reflected in the x-axis',
        'reflect-y': 'reflected in the y-axis',
        'rotate-90': 'rotated 90° counterclockwise about the origin',
        'rotate-180': 'rotated 180° about the origin',
        dilate: `dilated by a scale factor of ${dx} with the centre of dilation at the origin`,
      };
      const step = (from: [number, number], to: [number, number]): string => {
        switch (transform) {
          case 'translate':
            return `moving ${moveWords(dx, dy)} adds ${dx} to x and ${dy} to y, so the image is (${from[0]} + ${dx < 0 ? `(${dx})` : dx}, ${from[1]} + ${dy < 0 ? `(${dy})` : dy}) = ${pointText(...to)}`;
          case 'dilate':
            return `(${dx} × ${from[0] < 0 ? `(${from[0]})` : from[0]}, ${dx} × ${from[1] < 0 ? `(${from[1]})` : from[1]}) = ${pointText(...to)}`;
          case 'read':
          case 'reflect-x':
          case 'reflect-y':
          case 'rotate-90':
          case 'rotate-180':
            return `${pointText(...from)} → ${pointText(...to)}`;
        }
      };
      if (transform === 'read' && backwards) {
        // A rectangle with sides along the gridlines: three corners plotted, the fourth asked.
        const x2 = x + (x > 0 ? -rng.int(2, 5) : rng.int(2, 5));
        const y2 = y + (y > 0 ? -rng.int(2, 5) : rng.int(2, 5));
        plotted = [
          { x, y: y2, label: 'B' },
          { x: x2, y: y2, label: 'C' },
          { x: x2, y, label: 'D' },
        ];
        answerPoint = [x, y];
        title =
          'Points B, C and D are three corners of rectangle ABCD, with sides along the gridlines. What are the coordinates of corner A?';
        explanation = `B is ${pointText(x, y2)}, C is ${pointText(x2, y2)} and D is ${pointText(x2, y)}. A sits straight across from C: it shares its x-coordinate with B (${x}) and its y-coordinate with D (${y}), so A is ${pointText(x, y)}.`;
        hint =
          'A rectangle with sides along the gridlines has each corner in line with its two neighbours: A lines up with B one way and with D the other.';
        wrong.push(
          [x2, y2, 'That is C, the corner opposite A.'],
          [y, x, 'Write the x-coordinate (across) first, then y (up or down).'],
        );
        // Stored as B (x, y), D (dx, dy) and C (then[0]); the solver finds A = B + D - C.
        then.length = 0;
        then.push([x2, y2]);
        [y, dx, dy] = [y2, x2, y];
      } else if (transform === 'read') {
        plotted = [{ x, y, label: 'A' }];
        answerPoint = [x, y];
        title = 'What are the coordinates of point A?';
        explanation = `From the origin, A is ${units(x)} ${x > 0 ? 'right' : 'left'} ($x = ${x}$) and ${units(y)} ${y > 0 ? 'up' : 'down'} ($y = ${y}$), so A is ${pointText(x, y)}.`;
        hint = 'Start at the origin: count across to A first for x, then up or down for y.';
        wrong.push([y, x, 'Write the x-coordinate (across) first, then y (up or down).']);
      } else if (backwards) {
        const original: [number, number] = [x, y];
        plotted = [{ x: middle[0], y: middle[1], label: "A'" }];
        answerPoint = original;
        title = `Point A was ${tWords[transform]}. Its image A' is plotted. What were the coordinates of A?`;
        explanation = `Undo the move from A' ${pointText(...middle)}: ${RULE[transform]}, so work it backwards. ${
          transform === 'translate'
            ? `A moved ${moveWords(dx, dy)}, so move back ${moveWords(-dx, -dy)}: (${middle[0]} - ${dx < 0 ? `(${dx})` : dx}, ${middle[1]} - ${dy < 0 ? `(${dy})` : dy}) = ${pointText(...original)}.`
            : transform === 'dilate'
              ? `Divide by ${dx}: (${middle[0]} ÷ ${dx}, ${middle[1]} ÷ ${dx}) = ${pointText(...original)}.`
              : transform === 'rotate-90'
                ? `Turn 90° clockwise instead: ${pointText(...middle)} → ${pointText(...original)}.`
                : `Doing the same move again brings the point back: ${pointText(...middle)} → ${pointText(...original)}.`
        }`;
        hint = `A' is the image, not the start. Ask which point would land on A' ${pointText(...middle)} after the move.`;
        wrong.push([
          ...applyTransform(transform, middle[0], middle[1], dx, dy),
          "That applies the move to A' again; undo it instead.",
        ]);
        // The stored point is the image the learner sees; the solver undoes the move.
        x = middle[0];
        y = middle[1];
      } else {
        plotted = [{ x, y, label: 'A' }];
        answerPoint = image;
        const [tx, ty] = then[0] ?? [0, 0];
        title =
          then.length > 0
            ? `Point A is ${tWords[transform]}, and its image is translated ${moveWords(tx, ty)}. What are the coordinates of the final image A''?`
            : `Point A is ${tWords[transform]}. What are the coordinates of its image A'?`;
        explanation =
          then.length > 0
            ? `A is ${pointText(x, y)}; ${RULE[transform]}: ${step([x, y], middle)}. Then move that point ${moveWords(tx, ty)}, adding ${tx} to x and ${ty} to y: (${middle[0]} + ${tx < 0 ? `(${tx})` : tx}, ${middle[1]} + ${ty < 0 ? `(${ty})` : ty}) = ${pointText(...image)}.`
            : `A is ${pointText(x, y)}; ${RULE[transform]}: ${step([x, y], image)}.`;
        const at = `A is ${pointText(x, y)}.`;
        hint =
          transform === 'translate'
            ? dx === 0
              ? `${at} The move is only up or down, so $x$ stays ${x}; start with $y = ${y}$.`
              : `${at} Start with $x$: moving ${dx > 0 ? 'right' : 'left'} ${units(Math.abs(dx))} ${dx > 0 ? 'adds' : 'subtracts'} ${Math.abs(dx)}; then do $y = ${y}$.`
            : transform === 'reflect-x'
              ? `${at} In the $x$-axis, $x$ stays ${x}. What happens to $y = ${y}$?`
              : transform === 'reflect-y'
                ? `${at} In the $y$-axis, $y$ stays ${y}. What happens to $x = ${x}$?`
                : transform === 'dilate'
                  ? `${at} Multiply each coordinate by the scale factor ${dx}, starting with $x = ${x}$.`
                  : `${at} Now use the rule: ${RULE[transform]}.`;
        // A point that lands back on itself would hand over the key: then the learner reads A from the grid.
        if (image[0] === x && image[1] === y)
          hint = `Read A's coordinates from the grid, then use the rule: ${RULE[transform]}.`;
        const confusions: Partial<Record<PointParams['transform'], [[number, number], string]>> = {
          translate: [[x - dx, y - dy], 'Right and up add; left and down subtract.'],
          'reflect-x': [[-x, y], 'In the x-axis the x-coordinate stays the same; y changes sign.'],
          'reflect-y': [[x, -y], 'In the y-axis the y-coordinate stays the same; x changes sign.'],
          'rotate-90': [[y, -x], 'That is a clockwise turn; counterclockwise sends (x, y) to (-y, x).'],
          'rotate-180': [[-x, y], 'A half turn changes the sign of both coordinates.'],
          dilate: [[x + dx, y + dx], 'A dilation multiplies by the scale factor; it does not add.'],
        };
        const c = confusions[transform];
        if (c) wrong.push([...applyTransform('translate', c[0][0], c[0][1], tx, ty), c[1]]);
        if (then.length > 0)
          wrong.push([...middle, 'That is the image after the first move only; apply the translation too.']);
      }
      const answer = pointAnswer(...answerPoint);
      return {
        params: { x, y, transform, dx, dy, then: [...then], backwards },
        title,
        description: 'Type the coordinates like (3,-2).',
        answer,
        answerKind: 'text',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(
          answer,
          'text',
          wrong.map(([wx, wy, h]) => ({ answer: pointAnswer(wx, wy), hint: h })),
        ),
        imageSvg: cartesianSvg(
          range,
          plotted,
          `Cartesian plane from -${range} to ${range} on both axes with ${plotted.map((p) => `point ${p.label}${transform === 'read' && !backwards ? '' : ` at ${pointText(p.x, p.y)}`}`).join(', ')}`,
        ),
        lintFacts: {
          gridPoints: {
            range,
            points: [answerPoint, ...plotted.map((p): [number, number] => [p.x, p.y]), middle],
          },
        },
      };
    },
    solve: (p) => {
      let point: [number, number];
      if (p.transform === 'read' && p.backwards) {
        // Opposite corners of a rectangle: A = B + D - C.
        const [cx, cy] = p.then[0] as [number, number];
        point = [p.x + p.dx - cx, p.y + p.dy - cy];
      } else if (p.transform === 'read') {
        point = [p.x, p.y];
      } else if (p.backwards) {
        point = undoTransform(p.transform, p.x, p.y, p.dx, p.dy);
      } else {
        point = applyTransform(p.transform, p.x, p.y, p.dx, p.dy);
        for (const [tx, ty] of p.then) point = [point[0] + tx, point[1] + ty];
      }
      return `(${toFractionString(rat(point[0]))},${toFractionString(rat(point[1]))})`;
    },
    complexity: (p) =>
      ({ read: 0, translate: 2, 'reflect-x': 3, 'reflect-y': 3, 'rotate-180': 4, 'rotate-90': 5, dilate: 4 })[
        p.transform
      ] +
      (p.x < 0 ? 1 : 0) +
      (p.y < 0 ? 1 : 0) +
      magnitude(p.x, p.y, p.dx, p.dy) +
      (Math.abs(p.x) + Math.abs(p.y) + Math.abs(p.dx) + Math.abs(p.dy)) / 8 +
      p.then.length * 3 +
      (p.backwards ? 5 : 0),
  });
}
