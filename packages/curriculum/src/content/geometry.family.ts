import { scaledDecimal } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { numericFallback } from '../core/options';
import { add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import {
  cartesianSvg,
  crossingLinesSvg,
  parallelLinesSvg,
  raysAtPointSvg,
  circleSvg,
  cylinderSvg,
  polygonSvg,
  splitAngleSvg,
} from '../core/svg';
import { defineTask } from '../core/task';

interface AngleParams {
  kind: 'complementary' | 'supplementary' | 'opposite' | 'triangle' | 'point' | 'parallel';
  known: number[];
  /** At levels 4-5 the unknown angle is written as (m·x + k)°, adding an equation step. */
  m: number;
  k: number;
}

/** Missing angles from angle relationships, each with a diagram. */
export function missingAngleTask(kinds: AngleParams['kind'][], name: string, description: string) {
  return defineTask<AngleParams>({
    name,
    description,
    build(rng, level) {
      // Kinds are listed easiest first; each level draws from a window that slides toward the hardest.
      const hi = Math.floor(((level - 1) * (kinds.length - 1)) / 4);
      const kind = rng.pick(kinds.slice(Math.max(0, hi - 1), hi + 1));
      let known: number[];
      let answer: number;
      let title: string;
      let image: string;
      let reason: string;
      // Level 1 uses multiples of 10°, level 2 multiples of 5°, then any whole degree.
      const grain = byLevel(level, [10, 5, 1, 1, 1]);
      const snap = (v: number): number => Math.max(grain, Math.round(v / grain) * grain);
      switch (kind) {
        case 'complementary':
        case 'supplementary': {
          const total = kind === 'complementary' ? 90 : 180;
          const parts = byLevel(level, [1, 1, 1, 2, 3]);
          do {
            known = Array.from({ length: parts }, () => snap(rng.int(10, Math.floor((total - 10) / parts))));
          } while (known.reduce((s2, v) => s2 + v, 0) >= total - 4);
          const used = known.reduce((s2, v) => s2 + v, 0);
          answer = total - used;
          const list = known.map((v) => `${v}°`).join(', ');
          title =
            kind === 'complementary'
              ? `Angles of ${list} and $x$ together make a right angle. Find $x$.`
              : `Angles of ${list} and $x$ together make a straight angle. Find $x$.`;
          image = splitAngleSvg(
            total,
            known,
            'x',
            `${kind === 'complementary' ? 'Right' : 'Straight'} angle split into ${list} and x`,
          );
          reason = `${kind === 'complementary' ? 'Complementary angles add to 90°' : 'Angles on a straight line add to 180°'}: $x = ${total} - ${known.join(' - ')} = ${answer}$°.`;
          break;
        }
        case 'opposite':
          known = [snap(rng.int(20, 160))];
          answer = known[0] as number;
          title = `Two lines cross. One angle is ${known[0] as number}°. Find the angle $x$ opposite it.`;
          image = crossingLinesSvg(
            known[0] as number,
            `${known[0] as number}°`,
            'x',
            `Two crossing lines with an angle of ${known[0] as number} degrees and the opposite angle x`,
          );
          reason = `Vertically opposite angles are equal, so $x = ${answer}$°.`;
          break;
        case 'triangle': {
          const a = snap(rng.int(20, 100));
          const b = snap(rng.int(20, 160 - a));
          known = [a, b];
          answer = 180 - a - b;
          title = `A triangle has angles ${a}° and ${b}°. Find the third angle $x$.`;
          // Drawn to scale: the apex follows from the two base angles (law of sines).
          const rad = Math.PI / 180;
          const side = (10 * Math.sin(b * rad)) / Math.sin((a + b) * rad);
          const apex: [number, number] = [side * Math.cos(a * rad), side * Math.sin(a * rad)];
          image = polygonSvg(
            {
              vertices: [[0, 0], [10, 0], apex],
              notes: [
                { at: [1.2, 0.35], text: `${a}°` },
                { at: [8.8, 0.35], text: `${b}°` },
                { at: [apex[0], apex[1] - 0.9], text: 'x' },
              ],
            },
            `Triangle with angles ${a} degrees, ${b} degrees and x`,
          );
          reason = `The angles of a triangle add to 180°: $x = 180 - ${a} - ${b} = ${answer}$°.`;
          break;
        }
        case 'point': {
          const a = snap(rng.int(40, 150));
          const b = snap(rng.int(30, 300 - a - 20));
          known = [a, b, 0];
          answer = 360 - a - b;
          title = `Three angles meet at a point: ${a}°, ${b}° and $x$. Find $x$.`;
          image = raysAtPointSvg(
            [a, b, 360 - a - b],
            [`${a}°`, `${b}°`, 'x'],
            `Three angles around a point: ${a} degrees, ${b} degrees and x`,
          );
          reason = `Angles around a point add to 360°: $x = 360 - ${a} - ${b} = ${answer}$°.`;
          break;
        }
        case 'parallel': {
          const a = snap(rng.int(25, 155));
          const pair = rng.pick(['alternate', 'corresponding', 'co-interior'] as const);
          known = [a, 0, 0, 0, pair === 'co-interior' ? 1 : 0];
          answer = pair === 'co-interior' ? 180 - a : a;
          title = `A transversal crosses two parallel lines. One angle is ${a}°. Find the ${pair} angle $x$.`;
          image = parallelLinesSvg(
            a,
            pair,
            `${a}°`,
            'x',
            `Two parallel lines cut by a transversal, with a ${a} degree angle and its ${pair} angle x`,
          );
          reason =
            pair === 'co-interior'
              ? `Co-interior angles add to 180°: $x = 180 - ${a} = ${answer}$°.`
              : `${pair === 'alternate' ? 'Alternate' : 'Corresponding'} angles are equal: $x = ${answer}$°.`;
          break;
        }
      }
      const m = byLevel(level, [0, 0, 0, 1, 2]);
      let k = 0;
      if (m > 0) {
        k = rng.int(1, Math.min(40, answer - 2));
        if ((answer - k) % m !== 0) k -= 1;
        const x = (answer - k) / m;
        reason += ` Then solve $${m === 1 ? '' : m}x + ${k} = ${answer}$: $x = ${x}$.`;
        answer = x;
      }
      return {
        params: { kind, known, m, k },
        title,
        description:
          m > 0
            ? `The unknown angle measures $(${m === 1 ? '' : m}x + ${k})$°. Find the value of $x$.`
            : 'Give the angle in degrees (number only).',
        answer: String(answer),
        answerKind: 'number',
        explanation: reason,
        imageSvg: image,
        choices:
          level <= 2
            ? {
                distractors: [180 - answer, 90 - answer, 360 - answer, answer + 10, answer + 20]
                  .filter((v) => v > 0 && v < 360)
                  .map(String),
                fallback: numericFallback(answer, 5),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const s = p.known.reduce((acc, v) => acc + v, 0);
      const angle = {
        complementary: 90 - s,
        supplementary: 180 - s,
        opposite: p.known[0] as number,
        triangle: 180 - s,
        point: 360 - s,
        parallel: p.known[4] === 1 ? 180 - (p.known[0] as number) : (p.known[0] as number),
      }[p.kind];
      return p.m === 0 ? String(angle) : toFractionString(div(sub(rat(angle), rat(p.k)), rat(p.m)));
    },
    complexity: (p) =>
      ({ complementary: 1, supplementary: 2, opposite: 3, triangle: 4, point: 5, parallel: 6 })[p.kind] +
      p.known.filter((v) => v > 1).length * 2 +
      (p.known.some((v) => v > 1 && v % 10 !== 0) ? 0.5 : 0) +
      (p.known.some((v) => v > 1 && v % 5 !== 0) ? 1 : 0) +
      p.m * 4,
  });
}

interface AreaParams {
  shape: 'rectangle' | 'parallelogram' | 'triangle' | 'trapezoid';
  /** Lengths in tenths of a unit: base, height, second base (trapezoid), slanted side. */
  b: number;
  h: number;
  b2: number;
  side: number;
  ask: 'area' | 'perimeter';
}

/** Area (and perimeter) of quadrilaterals and triangles; distractors mix up area and perimeter. */
export function areaTask(
  shapes: AreaParams['shape'][],
  asks: AreaParams['ask'][],
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
      const scale = level >= 4 ? 10 : 1;
      const max = byLevel(level, [12, 20, 30, 25, 40]);
      const len = (): number => rng.int(2, max) * 10 + (scale === 10 ? rng.int(1, 9) : 0);
      let b = len();
      const h = len();
      let b2 = shape === 'trapezoid' ? len() : 0;
      if (shape === 'trapezoid' && b2 === b) b2 += 10;
      // Halving must give whole hundredths, so make the product even.
      if (shape === 'triangle' && (b * h) % 2 === 1) b += 1;
      if (shape === 'trapezoid' && ((b + b2) * h) % 2 === 1) b2 += b2 + 1 === b ? 3 : 1;
      const side = shape === 'rectangle' ? h : h + rng.int(1, 5) * 10;
      const ask = shape === 'rectangle' || shape === 'parallelogram' ? rng.pick(asks) : 'area';
      const places = scale === 10 ? 1 : 0;
      const f = (t: number): string => scaledDecimal(t, 1);
      let areaHundredths: number;
      switch (shape) {
        case 'rectangle':
        case 'parallelogram':
          areaHundredths = b * h;
          break;
        case 'triangle':
          areaHundredths = (b * h) / 2;
          break;
        case 'trapezoid':
          areaHundredths = ((b + b2) * h) / 2;
          break;
      }
      const perimeterTenths = 2 * (b + side);
      const answer = ask === 'area' ? scaledDecimal(areaHundredths, 2) : scaledDecimal(perimeterTenths, 1);
      const unit = 'cm';
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
                [b + h / 3, h],
                [h / 3, h],
              ]
            : shape === 'triangle'
              ? [
                  [0, 0],
                  [b, 0],
                  [b / 3, h],
                ]
              : [
                  [0, 0],
                  [Math.max(b, b2), 0],
                  [Math.max(b, b2) - (Math.max(b, b2) - Math.min(b, b2)) / 2, h],
                  [(Math.max(b, b2) - Math.min(b, b2)) / 2, h],
                ];
      const sideLabels =
        shape === 'rectangle'
          ? [`${f(b)} ${unit}`, `${f(h)} ${unit}`, '', '']
          : shape === 'parallelogram'
            ? [`${f(b)} ${unit}`, ask === 'perimeter' ? `${f(side)} ${unit}` : '', '', '']
            : shape === 'triangle'
              ? [`${f(b)} ${unit}`, '', '']
              : [`${f(Math.max(b, b2))} ${unit}`, '', `${f(Math.min(b, b2))} ${unit}`, ''];
      const heightLine =
        shape === 'rectangle'
          ? undefined
          : {
              from: [
                shape === 'triangle'
                  ? b / 3
                  : shape === 'parallelogram'
                    ? h / 3
                    : (Math.max(b, b2) - Math.min(b, b2)) / 2,
                h,
              ] as [number, number],
              to: [
                shape === 'triangle'
                  ? b / 3
                  : shape === 'parallelogram'
                    ? h / 3
                    : (Math.max(b, b2) - Math.min(b, b2)) / 2,
                0,
              ] as [number, number],
              label: `${f(h)} ${unit}`,
            };
      const formula = {
        rectangle: 'A = b \\times h',
        parallelogram: 'A = b \\times h',
        triangle: 'A = \\frac{b \\times h}{2}',
        trapezoid: 'A = \\frac{(a + b) \\times h}{2}',
      }[shape];
      void places;
      return {
        params: { shape, b, h, b2, side, ask },
        title: `Find the ${ask} of the ${shape} in ${ask === 'area' ? 'square centimetres' : 'centimetres'}.`,
        description:
          shape === 'parallelogram' && ask === 'perimeter'
            ? 'The slanted side is labelled.'
            : 'Use the measurements on the diagram.',
        answer,
        answerKind: 'number',
        explanation:
          ask === 'area'
            ? `Use $${formula}$ with the perpendicular height: the area is ${answer} cm².`
            : `Add all four sides: $2 \\times (${f(b)} + ${f(side)}) = ${answer}$ cm.`,
        imageSvg: polygonSvg(
          { vertices, sideLabels, ...(heightLine ? { height: heightLine } : {}) },
          `${shape} with base ${f(b)} cm and height ${f(h)} cm${shape === 'trapezoid' ? ` and top ${f(Math.min(b, b2))} cm` : ''}`,
        ),
        choices:
          style === 'choice'
            ? {
                distractors: [
                  ask === 'area' ? scaledDecimal(perimeterTenths, 1) : scaledDecimal(b * h, 2),
                  scaledDecimal(b * h, 2),
                  scaledDecimal(b * h * 2, 2),
                  scaledDecimal((b + h) * 10, 2),
                  scaledDecimal(b * side, 2),
                ],
                fallback: (k) => scaledDecimal(areaHundredths + (k + 1) * 100, 2),
              }
            : undefined,
      };
    },
    solve: (p) => {
      const b = rat(p.b, 10);
      const h = rat(p.h, 10);
      if (p.ask === 'perimeter') return toFractionString(mul(rat(2), add(b, rat(p.side, 10))));
      switch (p.shape) {
        case 'rectangle':
        case 'parallelogram':
          return toFractionString(mul(b, h));
        case 'triangle':
          return toFractionString(div(mul(b, h), rat(2)));
        case 'trapezoid':
          return toFractionString(div(mul(add(b, rat(p.b2, 10)), h), rat(2)));
      }
    },
    complexity: (p) =>
      ({ rectangle: 1, parallelogram: 2, triangle: 2.5, trapezoid: 3.5 })[p.shape] +
      magnitude(p.b / 10, p.h / 10) +
      (p.b % 10 !== 0 || p.h % 10 !== 0 ? 1.5 : 0),
  });
}

interface PrismParams {
  shape: 'cube' | 'rectangular' | 'triangular' | 'cylinder';
  a: number;
  b: number;
  c: number;
  ask: 'surface' | 'volume';
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
      const max = byLevel(level, [6, 10, 15, 20, 30]);
      let a = rng.int(2, max);
      const b = shape === 'cube' ? a : rng.int(2, max);
      const c = shape === 'cube' ? a : rng.int(2, max) + byLevel(level, [0, 0, 0, 5, 10]);
      // Triangular prism: right triangle legs a, b with hypotenuse from a 3-4-5 family so faces are whole.
      let hyp = 0;
      let legA = 0;
      let legB = 0;
      if (shape === 'triangular') {
        const k = rng.int(1, byLevel(level, [2, 3, 4, 5, 6]));
        const triple = rng.pick<[number, number, number]>([
          [3, 4, 5],
          [6, 8, 10],
          [5, 12, 13],
        ]);
        [legA, legB, hyp] = [triple[0] * k, triple[1] * k, triple[2] * k];
        a = legA;
      }
      const bb = shape === 'triangular' ? legB : b;
      let answerHundredths: number;
      let explanation: string;
      switch (shape) {
        case 'cube':
        case 'rectangular':
          answerHundredths = (ask === 'volume' ? a * bb * c : 2 * (a * bb + a * c + bb * c)) * 100;
          explanation =
            ask === 'volume'
              ? `$V = l \\times w \\times h = ${a} \\times ${bb} \\times ${c}$.`
              : `Add the areas of the six faces: $2(${a} \\times ${bb} + ${a} \\times ${c} + ${bb} \\times ${c})$.`;
          break;
        case 'triangular':
          answerHundredths = (ask === 'volume' ? (a * bb * c) / 2 : a * bb + (a + bb + hyp) * c) * 100;
          explanation =
            ask === 'volume'
              ? `Area of the triangular base times the length: $\\frac{${a} \\times ${bb}}{2} \\times ${c}$.`
              : `Two triangles plus three rectangles: $${a} \\times ${bb} + (${a} + ${bb} + ${hyp}) \\times ${c}$.`;
          break;
        case 'cylinder':
          answerHundredths = ask === 'volume' ? 314 * a * a * c : 2 * 314 * a * a + 2 * 314 * a * c;
          explanation =
            ask === 'volume'
              ? `$V = \\pi r^2 h = 3.14 \\times ${a}^2 \\times ${c}$.`
              : `$SA = 2\\pi r^2 + 2\\pi r h = 2(3.14)(${a}^2) + 2(3.14)(${a})(${c})$.`;
          break;
      }
      const answer = scaledDecimal(answerHundredths, 2);
      const unit = ask === 'volume' ? 'cm³' : 'cm²';
      const dims =
        shape === 'cylinder'
          ? `radius ${a} cm and height ${c} cm`
          : shape === 'triangular'
            ? `a right-triangle base with legs ${a} cm and ${bb} cm (slanted side ${hyp} cm) and length ${c} cm`
            : `length ${a} cm, width ${bb} cm and height ${c} cm`;
      return {
        params: { shape, a, b: shape === 'triangular' ? legB * 1000 + hyp : bb, c, ask },
        title: `Find the ${ask === 'volume' ? 'volume' : 'surface area'} of the ${shape === 'rectangular' ? 'rectangular prism' : shape === 'triangular' ? 'triangular prism' : shape} in ${unit}.`,
        description: `The ${shape === 'cylinder' ? 'cylinder' : shape === 'cube' ? 'cube' : 'prism'} has ${dims}.${shape === 'cylinder' ? ' Use 3.14 for π.' : ''}`,
        answer,
        answerKind: 'number',
        explanation: `${explanation} The ${ask === 'volume' ? 'volume' : 'surface area'} is ${answer} ${unit}.`,
        imageSvg:
          shape === 'cylinder'
            ? cylinderSvg(`r = ${a} cm`, `h = ${c} cm`, `Cylinder with radius ${a} cm and height ${c} cm`)
            : null,
      };
    },
    solve: (p) => {
      const a = rat(p.a);
      const c = rat(p.c);
      switch (p.shape) {
        case 'cube':
        case 'rectangular': {
          const b = rat(p.b);
          return toFractionString(
            p.ask === 'volume' ? mul(mul(a, b), c) : mul(rat(2), add(add(mul(a, b), mul(a, c)), mul(b, c))),
          );
        }
        case 'triangular': {
          const b = rat(Math.floor(p.b / 1000));
          const hyp = rat(p.b % 1000);
          const base = div(mul(a, b), rat(2));
          return toFractionString(
            p.ask === 'volume' ? mul(base, c) : add(mul(rat(2), base), mul(add(add(a, b), hyp), c)),
          );
        }
        case 'cylinder':
          return toFractionString(
            p.ask === 'volume'
              ? mul(mul(PI, mul(a, a)), c)
              : add(mul(mul(rat(2), PI), mul(a, a)), mul(mul(rat(2), PI), mul(a, c))),
          );
      }
    },
    complexity: (p) =>
      ({ cube: 1, rectangular: 2, triangular: 3, cylinder: 3 })[p.shape] +
      (p.ask === 'surface' ? 1 : 0) +
      magnitude(p.a, p.c) * 2,
  });
}

interface CircleParams {
  /** Radius in tenths of a centimetre. */
  r: number;
  given: 'radius' | 'diameter';
  ask: 'circumference' | 'area';
}

/** Circumference and area with pi = 3.14, answers rounded to the hundredth as stated. */
export function circleMeasureTask(asks: CircleParams['ask'][], name: string, description: string) {
  return defineTask<CircleParams>({
    name,
    description,
    build(rng, level) {
      const ask = rng.pick(asks);
      const given = rng.bool() ? 'diameter' : 'radius';
      const r =
        rng.int(1, byLevel(level, [10, 15, 25, 40, 60])) * (level >= 4 ? 5 : 10) +
        (level === 5 ? rng.int(0, 4) : 0);
      const shown = given === 'radius' ? r : 2 * r;
      // Exact value in units of 1/100000: 314 (hundredths) x r (tenths) x ...
      const exactValue = ask === 'circumference' ? rat(2 * 314 * r, 1000) : rat(314 * r * r, 10000);
      const answer = toDecimalString(exactValue, 2, true);
      return {
        params: { r, given, ask },
        title: `Find the ${ask} of a circle with ${given} ${scaledDecimal(shown, 1)} cm.`,
        description: `Use 3.14 for π and round to the nearest hundredth if needed. Give the answer in ${ask === 'area' ? 'cm²' : 'cm'}.`,
        answer,
        answerKind: 'number',
        explanation:
          ask === 'circumference'
            ? `$C = \\pi d = 3.14 \\times ${scaledDecimal(2 * r, 1)} = ${answer}$ cm.`
            : `$A = \\pi r^2 = 3.14 \\times ${scaledDecimal(r, 1)}^2 = ${answer}$ cm². ${given === 'diameter' ? 'Halve the diameter first.' : ''}`,
        imageSvg: circleSvg(
          `${given === 'radius' ? 'r' : 'd'} = ${scaledDecimal(shown, 1)} cm`,
          given === 'diameter',
          `Circle with ${given} ${scaledDecimal(shown, 1)} cm`,
        ),
      };
    },
    solve: (p) => {
      const radius = rat(p.r, 10);
      const value = p.ask === 'circumference' ? mul(mul(rat(2), PI), radius) : mul(PI, mul(radius, radius));
      return toDecimalString(value, 2, true);
    },
    complexity: (p) =>
      magnitude(p.r / 10) +
      (p.given === 'diameter' ? 1 : 0) +
      (p.r % 10 !== 0 ? 1 : 0) +
      (p.ask === 'area' ? 0.5 : 0),
  });
}

interface PythagorasParams {
  legA: number;
  legB: number;
  hyp: number;
  unknown: 'hyp' | 'leg';
}

function isqrtBig(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** Pythagorean theorem; higher levels leave triples and round to the tenth. */
export function pythagorasTask(style: 'hyp' | 'leg' | 'word', name: string, description: string) {
  return defineTask<PythagorasParams>({
    name,
    description,
    build(rng, level) {
      const unknown: PythagorasParams['unknown'] = style === 'leg' ? 'leg' : 'hyp';
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
        legA = rng.int(2, byLevel(level, [0, 0, 0, 15, 40]));
        legB = rng.int(2, byLevel(level, [0, 0, 0, 15, 40]));
        hyp = unknown === 'leg' ? Math.max(legA, legB) + rng.int(1, 10) : 0;
        if (unknown === 'leg') legB = 0;
      }
      const raw =
        unknown === 'hyp' ? Math.sqrt(legA * legA + legB * legB) : Math.sqrt(hyp * hyp - legA * legA);
      const answer = (Math.round(raw * 10) / 10).toFixed(1).replace(/\.0$/, '');
      const knownText =
        unknown === 'hyp' ? `legs ${legA} and ${legB}` : `hypotenuse ${hyp} and one leg ${legA}`;
      const wordText = `A rectangular park is ${legA} m wide and ${legB} m long. A path runs straight across it from one corner to the opposite corner. How long is the path, in metres?`;
      const params: PythagorasParams = { legA, legB, hyp: unknown === 'hyp' ? 0 : hyp, unknown };
      return {
        params,
        title:
          style === 'word'
            ? 'Diagonal path across a park'
            : `A right triangle has ${knownText} (cm). Find the ${unknown === 'hyp' ? 'hypotenuse' : 'other leg'}.`,
        description:
          style === 'word'
            ? `${wordText} Round to the nearest tenth if needed.`
            : 'Round to the nearest tenth if needed.',
        answer,
        answerKind: 'number',
        explanation:
          unknown === 'hyp'
            ? `$c^2 = a^2 + b^2 = ${legA}^2 + ${legB}^2 = ${legA * legA + legB * legB}$, so $c = \\sqrt{${legA * legA + legB * legB}} \\approx ${answer}$.`
            : `$b^2 = c^2 - a^2 = ${hyp}^2 - ${legA}^2 = ${hyp * hyp - legA * legA}$, so $b = \\sqrt{${hyp * hyp - legA * legA}} \\approx ${answer}$.`,
        imageSvg: polygonSvg(
          {
            vertices: [
              [0, 0],
              [unknown === 'hyp' ? legB : Math.sqrt(hyp * hyp - legA * legA), 0],
              [0, legA],
            ],
            sideLabels: unknown === 'hyp' ? [`${legB}`, 'c', `${legA}`] : ['b', `${hyp}`, `${legA}`],
          },
          `Right triangle with ${knownText}`,
        ),
        choices:
          style === 'hyp' && level <= 2
            ? {
                distractors: [
                  String(legA + legB),
                  String(legA * legA + legB * legB),
                  String(Math.abs(legB - legA) || 1),
                ],
                fallback: numericFallback(Number(answer)),
              }
            : undefined,
      };
    },
    solve: (p) => {
      // Nearest tenth of sqrt(N): compare squares exactly with bigint instead of floating point.
      const n = p.unknown === 'hyp' ? p.legA * p.legA + p.legB * p.legB : p.hyp * p.hyp - p.legA * p.legA;
      const scaled = BigInt(n) * 400n; // sqrt(400N) = 20 sqrt(N)
      const twenty = isqrtBig(scaled); // floor(20 sqrt N)
      const tenths = (twenty + 1n) / 2n; // round(10 sqrt N), ties impossible for irrational roots
      return toDecimalString(rat(tenths, 10n), 1, true);
    },
    complexity: (p) => {
      // Less familiar triples are harder; a root that is not whole (rounding) is hardest.
      const other = Math.sqrt(p.unknown === 'hyp' ? p.legA ** 2 + p.legB ** 2 : p.hyp ** 2 - p.legA ** 2);
      if (!Number.isInteger(other)) return 6 + magnitude(p.legA, p.legB, p.hyp);
      const hyp = p.unknown === 'hyp' ? other : p.hyp;
      const g = [p.legA, hyp, other].reduce((x, y) => {
        let a = x;
        let b = y;
        while (b) [a, b] = [b, a % b];
        return a;
      });
      return Math.log2(hyp / g) + magnitude(hyp) / 4;
    },
  });
}

interface PointParams {
  x: number;
  y: number;
  transform: 'read' | 'translate' | 'reflect-x' | 'reflect-y' | 'rotate-90' | 'rotate-180' | 'dilate';
  dx: number;
  dy: number;
  /** Follow-up translations applied to the image (levels 4-5): a composition of transformations. */
  then: [number, number][];
}

function pointText(x: number, y: number): string {
  return `(${x},${y})`;
}

/** Coordinates on the Cartesian plane and images under transformations, typed as (x,y). */
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
      const range = byLevel(level, [5, 6, 8, 9, 10]);
      const quadrantOne = level === 1;
      const coord = (): number => (quadrantOne ? rng.int(1, range - 1) : rng.signed(1, range - 2));
      let x = coord();
      let y = coord();
      const dx = transform === 'dilate' ? rng.int(2, 3) : rng.signed(1, byLevel(level, [3, 4, 5, 6, 7]));
      const dy = rng.signed(1, byLevel(level, [3, 4, 5, 6, 7]));
      if (transform === 'dilate') {
        x = Math.max(-3, Math.min(3, x)) || 1;
        y = Math.max(-3, Math.min(3, y)) || 2;
      }
      let image: [number, number];
      let words: string;
      switch (transform) {
        case 'read':
          image = [x, y];
          words = 'What are the coordinates of point A?';
          break;
        case 'translate':
          image = [x + dx, y + dy];
          words = `Point A is translated ${Math.abs(dx)} unit${Math.abs(dx) === 1 ? '' : 's'} ${dx > 0 ? 'right' : 'left'} and ${Math.abs(dy)} unit${Math.abs(dy) === 1 ? '' : 's'} ${dy > 0 ? 'up' : 'down'}. What are the coordinates of its image A'?`;
          break;
        case 'reflect-x':
          image = [x, -y];
          words = "Point A is reflected in the x-axis. What are the coordinates of its image A'?";
          break;
        case 'reflect-y':
          image = [-x, y];
          words = "Point A is reflected in the y-axis. What are the coordinates of its image A'?";
          break;
        case 'rotate-90':
          image = [-y, x];
          words =
            "Point A is rotated 90° counterclockwise about the origin. What are the coordinates of its image A'?";
          break;
        case 'rotate-180':
          image = [-x, -y];
          words = "Point A is rotated 180° about the origin. What are the coordinates of its image A'?";
          break;
        case 'dilate':
          image = [x * dx, y * dx];
          words = `Point A is dilated by a scale factor of ${dx} with the centre of dilation at the origin. What are the coordinates of its image A'?`;
          break;
      }
      const then: [number, number][] = [];
      if (transform !== 'read') {
        for (let i = 0; i < byLevel(level, [0, 0, 0, 1, 2]); i += 1)
          then.push([rng.signed(1, 6), rng.signed(1, 6)]);
      }
      for (const [tx, ty] of then) {
        image = [image[0] + tx, image[1] + ty];
        words += ` Then the image is translated ${Math.abs(tx)} ${tx > 0 ? 'right' : 'left'} and ${Math.abs(ty)} ${ty > 0 ? 'up' : 'down'}.`;
      }
      if (then.length > 0) words += ' Give the final coordinates.';
      const answer = pointText(image[0], image[1]);
      return {
        params: { x, y, transform, dx, dy, then },
        title: words,
        description: 'Type the coordinates like (3,-2).',
        answer,
        answerKind: 'text',
        explanation:
          transform === 'read'
            ? `Move ${x} along the x-axis, then ${y} along the y-axis: ${answer}.`
            : `Apply the rule to $(${x}, ${y})$: the image is ${answer}.`,
        imageSvg: cartesianSvg(
          transform === 'dilate' ? 10 : range,
          [{ x, y, label: 'A' }],
          `Cartesian plane with point A${transform === 'read' ? '' : ` at (${x}, ${y})`}`,
        ),
      };
    },
    solve: (p) => {
      const map: Record<PointParams['transform'], [number, number]> = {
        read: [p.x, p.y],
        translate: [p.x + p.dx, p.y + p.dy],
        'reflect-x': [p.x, 0 - p.y],
        'reflect-y': [0 - p.x, p.y],
        'rotate-90': [0 - p.y, p.x],
        'rotate-180': [0 - p.x, 0 - p.y],
        dilate: [p.x * p.dx, p.y * p.dx],
      };
      let [x, y] = map[p.transform];
      for (const [tx, ty] of p.then) [x, y] = [x + tx, y + ty];
      return `(${toFractionString(rat(x))},${toFractionString(rat(y))})`;
    },
    complexity: (p) =>
      ({ read: 0, translate: 2, 'reflect-x': 3, 'reflect-y': 3, 'rotate-180': 4, 'rotate-90': 5, dilate: 4 })[
        p.transform
      ] +
      (p.x < 0 ? 1 : 0) +
      (p.y < 0 ? 1 : 0) +
      magnitude(p.x, p.y, p.dx, p.dy) +
      (Math.abs(p.x) + Math.abs(p.y) + Math.abs(p.dx) + Math.abs(p.dy)) / 8 +
      p.then.length * 3,
  });
}
