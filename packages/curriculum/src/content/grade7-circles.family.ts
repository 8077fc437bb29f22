/**
 * Grade 7 E2.4: constructing a circle from its radius, its diameter or its circumference. A compass (or a rope tied
 * to a stake) is set to the radius, so every question asks for the compass setting that draws the circle wanted.
 * π = 3.14, as the bank's other circle questions use, and each question states how to round.
 */
import { type Rational, div, mul, rat, sub, toDecimalString } from '../core/rational';
import { circleSvg } from '../core/svg';
import { defineTask } from '../core/task';

const PI = rat(314, 100);
const NAMES = ['Jamal', 'Ava', 'Ishaan', 'Chloe', 'Malik', 'Grace', 'Ren', 'Fatima'];

type CircleKind =
  'fromDiameter' | 'exactCircumference' | 'roundedCircumference' | 'largestOnCard' | 'ropeAndStake';
const ORDER: CircleKind[] = [
  'fromDiameter',
  'exactCircumference',
  'roundedCircumference',
  'largestOnCard',
  'ropeAndStake',
];

interface CircleParams {
  kind: CircleKind;
  name: number;
  /**
   * Tenths of a centimetre (diameter, rounded circumference, card sides), hundredths (exact circumference) or
   * centimetres (rope: edging and overlap).
   */
  a: number;
  b: number;
}

/** Rounds a positive rational half up to `places` decimals, as a trimmed decimal string. */
function roundTo(value: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (value.n * scale * 2n + value.d) / (2n * value.d);
  return toDecimalString(rat(scaled, scale), places, true);
}

const dec = (tenths: number): string => toDecimalString(rat(tenths, 10), 1, true);
/** Half of a length given in tenths, exactly (14.5 cm gives 7.25 cm). */
const half = (tenths: number): string => toDecimalString(rat(tenths, 20), 2, true);

/** The compass step every circumference question works: "r = C ÷ (2 × 3.14) = 22 ÷ 6.28". */
const radiusFromCircumference = (circumference: string): string =>
  `r = C ÷ (2 × 3.14) = ${circumference} ÷ 6.28`;
/** The compass step every diameter question works: "half the diameter: 14.5 ÷ 2 = 7.25". */
const radiusFromDiameter = (diameter: string, radius: string): string =>
  `half the diameter: ${diameter} ÷ 2 = ${radius}`;

function solveCircle(p: CircleParams): string {
  switch (p.kind) {
    case 'fromDiameter':
      return half(p.a);
    case 'exactCircumference':
      return toDecimalString(div(rat(p.a, 100), mul(rat(2), PI)), 2, true);
    case 'roundedCircumference':
      return roundTo(div(rat(p.a, 10), mul(rat(2), PI)), 1);
    case 'largestOnCard':
      return half(Math.min(p.a, p.b));
    case 'ropeAndStake':
      // Edging length minus the overlap, in centimetres, is the circumference; the rope is the radius in metres.
      return roundTo(div(div(sub(rat(p.a), rat(p.b)), mul(rat(2), PI)), rat(100)), 2);
  }
}

export const constructCircleTask = defineTask<CircleParams>({
  name: 'Constructing circles',
  description:
    'Find the compass setting that draws a circle of a given diameter or circumference, the largest circle that fits, and a circle marked out with a rope.',
  build(rng, level) {
    const kind = ORDER[level - 1] as CircleKind;
    const name = rng.int(0, NAMES.length - 1);
    const who = NAMES[name] as string;
    switch (kind) {
      case 'fromDiameter': {
        const a = rng.int(6, 24) * 10 + rng.pick([0, 0, 5]);
        const params: CircleParams = { kind, name, a, b: 0 };
        const answer = solveCircle(params);
        return {
          params,
          title: `How far apart should ${who} set the compass point and the pencil, in centimetres?`,
          description: `${who} wants to draw a circle with a diameter of ${dec(a)} cm using a compass.`,
          answer,
          answerKind: 'number',
          imageSvg: circleSvg(
            `d = ${dec(a)} cm`,
            true,
            `A circle with its diameter drawn through the centre and labelled ${dec(a)} cm.`,
          ),
          explanation: `The compass point sits at the centre and the pencil draws the edge, so the compass is set to the radius. The radius is ${radiusFromDiameter(dec(a), answer)}. ${who} sets the compass to ${answer} cm.`,
          hints: ['The compass opening is the distance from the centre to the edge.'],
          misconceptions: [
            {
              answer: dec(a),
              hint: 'Setting the compass to the diameter draws a circle twice as wide: use half.',
            },
          ],
        };
      }
      case 'exactCircumference': {
        const diameter = rng.int(3, 20) * 2;
        // In hundredths of a centimetre: 3.14 × the diameter.
        const params: CircleParams = { kind, name, a: 314 * diameter, b: 0 };
        const answer = solveCircle(params);
        const c = toDecimalString(rat(params.a, 100), 2, true);
        return {
          params,
          title: 'What radius should the compass be set to?',
          description: `${who} needs a circle whose circumference is ${c} cm, to fit a ribbon around it exactly. Use π = 3.14.`,
          answer,
          answerKind: 'number',
          explanation: `The circumference is C = 2 × π × r, so ${radiusFromCircumference(c)} = ${answer}. Check: 2 × 3.14 × ${answer} = ${c}. The compass is set to a radius of ${answer} cm.`,
          hints: [`Circumference is 2 × π × radius: divide ${c} by 2 × 3.14.`],
          misconceptions: [
            {
              answer: String(diameter),
              hint: 'Dividing by 3.14 alone gives the diameter; the compass needs the radius, half of it.',
            },
          ],
        };
      }
      case 'roundedCircumference': {
        let a = rng.int(20, 90) * 10;
        if (a % 314 === 0) a += 10;
        const params: CircleParams = { kind, name, a, b: 0 };
        const answer = solveCircle(params);
        const exact = div(rat(a, 10), mul(rat(2), PI));
        return {
          params,
          title: 'To the nearest tenth of a centimetre, what radius should the compass be set to?',
          description: `For an art project, ${who} wants a circle with a circumference of ${dec(a)} cm. Use π = 3.14.`,
          answer,
          answerKind: 'number',
          explanation: `From C = 2 × π × r, ${radiusFromCircumference(dec(a))} ≈ ${toDecimalString(exact, 3)}. To the nearest tenth, that is ${toDecimalString(rat(Math.round(Number(answer) * 10), 10), 1)}. The compass is set to about ${toDecimalString(rat(Math.round(Number(answer) * 10), 10), 1)} cm.`,
          hints: [`Divide the circumference ${dec(a)} by 2 × 3.14, then round to one decimal place.`],
          misconceptions: [
            {
              answer: roundTo(div(rat(a, 10), PI), 1),
              hint: 'That is the diameter (C ÷ π); the compass is set to half of it.',
            },
          ],
        };
      }
      case 'largestOnCard': {
        const a = rng.int(12, 28) * 10 + rng.pick([0, 5]);
        let b = rng.int(12, 28) * 10 + rng.pick([0, 5]);
        if (b === a) b += 20;
        const params: CircleParams = { kind, name, a, b };
        const answer = solveCircle(params);
        const short = Math.min(a, b);
        return {
          params,
          title: `What compass setting draws the largest circle that fits on ${who}'s card?`,
          description: `${who} has a rectangular card ${dec(a)} cm wide and ${dec(b)} cm tall and wants to cut out the largest possible circle. Give the setting in centimetres.`,
          answer,
          answerKind: 'number',
          explanation: `The circle must fit across the shorter side, so its diameter is at most ${dec(short)} cm (the shorter of ${dec(a)} cm and ${dec(b)} cm). The compass is set to the radius, ${radiusFromDiameter(dec(short), answer)}. The setting is ${answer} cm.`,
          hints: ['The largest circle touches two opposite sides of the card: which side limits it?'],
          misconceptions: [
            {
              answer: half(Math.max(a, b)),
              hint: 'A circle that wide would not fit across the shorter side of the card.',
            },
            {
              answer: dec(short),
              hint: `${dec(short)} cm is the largest diameter; the compass is set to the radius.`,
            },
          ],
        };
      }
      case 'ropeAndStake': {
        const a = rng.int(8, 30) * 100;
        const b = rng.pick([20, 25, 30, 40, 50]);
        const params: CircleParams = { kind, name, a, b };
        const answer = solveCircle(params);
        const around = a - b;
        const exact = div(rat(around), mul(rat(2), PI));
        return {
          params,
          title: 'How long must the rope be from the stake to the chalk, in metres to the nearest hundredth?',
          description: `To mark a round garden bed at a school in Guelph, ${who} ties a rope to a stake at the centre and walks around it with chalk. The bed's plastic edging is ${a / 100} m long, and ${b} cm of it overlaps where the two ends are joined. Use π = 3.14.`,
          answer,
          answerKind: 'number',
          explanation: `The edging goes once around the bed, less the overlap: ${a / 100} m = ${a} cm, and ${a} − ${b} = ${around} cm is the circumference. The rope is the radius: ${radiusFromCircumference(String(around))} ≈ ${toDecimalString(exact, 2)} cm, which is ${toDecimalString(div(exact, rat(100)), 4)} m. To the nearest hundredth, the rope must be ${answer} m.`,
          hints: [
            `First find the circumference: the edging length minus the ${b} cm overlap, in one unit.`,
            'The rope works like a compass: its length is the radius.',
          ],
          misconceptions: [
            {
              answer: roundTo(div(rat(a, 100), mul(rat(2), PI)), 2),
              hint: `The ${b} cm overlap is not part of the circle.`,
            },
          ],
        };
      }
    }
  },
  solve: solveCircle,
  complexity: (p) => ORDER.indexOf(p.kind) + 1 + (p.b > 0 ? 0.3 : 0),
});
