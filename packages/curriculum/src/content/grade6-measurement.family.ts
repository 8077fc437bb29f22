/**
 * Grade 6 measurement (E2.1 metric units, E2.2 angles): converting between mm, cm, m and km, g and kg, mL and L;
 * reading a protractor's two scales, reflex angles and the mark that draws an angle; and clockwise and
 * counterclockwise turns. Measures are exact decimals; each solver recomputes from its own tables with rationals.
 */
import { groupThousands } from '../core/format';
import { withApplicableMisconceptions } from '../core/misconceptions';
import { type Rational, add, div, mul, parseRational, rat, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { svgDocument } from '../core/svg';
import { defineTask } from '../core/task';
import { LEARNER_NAMES } from './learner-names';

const NAMES = LEARNER_NAMES;

// ---------------------------------------------------------------------------------------------------------------
// E2.1 metric units

type Unit = 'mm' | 'cm' | 'm' | 'km' | 'g' | 'kg' | 'mL' | 'L';
const UNIT_WORDS: Record<Unit, string> = {
  mm: 'millimetres',
  cm: 'centimetres',
  m: 'metres',
  km: 'kilometres',
  g: 'grams',
  kg: 'kilograms',
  mL: 'millilitres',
  L: 'litres',
};
/** How many of the smaller unit make one of the larger, for the conversions the build writes out. */
const PAIRS: readonly { big: Unit; small: Unit; factor: number }[] = [
  { big: 'cm', small: 'mm', factor: 10 },
  { big: 'm', small: 'cm', factor: 100 },
  { big: 'm', small: 'mm', factor: 1000 },
  { big: 'km', small: 'm', factor: 1000 },
  { big: 'kg', small: 'g', factor: 1000 },
  { big: 'L', small: 'mL', factor: 1000 },
];
/** The solver's own table: every unit's size in the smallest unit of its kind. */
const UNIT_NAME: Record<Unit, string> = {
  mm: 'millimetre',
  cm: 'centimetre',
  m: 'metre',
  km: 'kilometre',
  g: 'gram',
  kg: 'kilogram',
  mL: 'millilitre',
  L: 'litre',
};
const SIZE_IN_BASE: Record<Unit, number> = {
  mm: 1,
  cm: 10,
  m: 1000,
  km: 1_000_000,
  g: 1,
  kg: 1000,
  mL: 1,
  L: 1000,
};

type MetricKind = 'toSmall' | 'toBig' | 'decimals' | 'context' | 'mixed' | 'fill';

interface MetricParams {
  kind: MetricKind;
  /** Measures as decimal text, each with its unit. */
  values: string[];
  units: Unit[];
  /** The unit of the answer (fill: the unit of the glass, whose size is values' last entry). */
  to: Unit;
  /** context: how many times the measure is taken. */
  times: number;
}

const decimalText = (r: Rational): string => toDecimalString(r, 6, true);
/** Reading form of a decimal text: thousands grouped (12,500), decimals kept. */
const read = (plain: string): string => {
  const [whole, part] = plain.split('.');
  return `${groupThousands(BigInt(whole as string))}${part === undefined ? '' : `.${part}`}`;
};
const measure = (value: string, unit: Unit): string => `${read(value)} ${unit}`;

const CONTEXT_ITEMS = [
  {
    unit: 'g' as Unit,
    to: 'kg' as Unit,
    each: [250, 350, 450, 750],
    text: 'A bread recipe uses',
    of: 'of flour per loaf',
    what: 'loaves',
  },
  {
    unit: 'mL' as Unit,
    to: 'L' as Unit,
    each: [250, 355, 500, 750],
    text: 'A water bottle holds',
    of: '',
    what: 'bottles',
  },
  {
    unit: 'm' as Unit,
    to: 'km' as Unit,
    each: [200, 400, 750, 850],
    text: 'One lap of the school track is',
    of: '',
    what: 'laps',
  },
  {
    unit: 'cm' as Unit,
    to: 'm' as Unit,
    each: [35, 45, 65, 85],
    text: 'Each paper chain link is',
    of: 'long',
    what: 'links',
  },
];

function conversionPair(rng: Rng): { big: Unit; small: Unit; factor: number } {
  return rng.pick(PAIRS);
}

/** E2.1: convert between metric units, then use conversions in problems with several measures. */
export function metricTask(name: string, description: string) {
  const KINDS: readonly MetricKind[] = ['toSmall', 'toBig', 'decimals', 'context', 'mixed'];
  return defineTask<MetricParams>(
    withApplicableMisconceptions<MetricParams>({
      name,
      description,
      build(rng, level) {
        const kind: MetricKind = level === 5 && rng.bool() ? 'fill' : (KINDS[level - 1] as MetricKind);
        if (kind === 'toSmall' || kind === 'toBig' || kind === 'decimals') {
          const { big, small, factor } = conversionPair(rng);
          const down = kind === 'toSmall' || (kind === 'decimals' && rng.bool());
          let value: Rational;
          if (kind === 'toSmall') value = rat(rng.int(2, 25));
          else if (kind === 'toBig') value = rat(rng.int(11, 99) * (factor / 10) + rng.int(1, 9), 1);
          else value = down ? rat(rng.int(11, 999), 100) : rat(rng.int(1, 99) * (factor >= 100 ? 1 : 1), 1);
          // toBig and decimals going up: a measure in the small unit that is not a whole number of the big one.
          if (!down && kind === 'decimals')
            value = rat(rng.int(1, factor - 1) * (factor === 10 ? 1 : rng.pick([1, 5])), 1);
          const from = down ? big : small;
          const to = down ? small : big;
          const result = down ? mul(value, rat(factor)) : div(value, rat(factor));
          const key = decimalText(result);
          const wrong = down ? div(value, rat(factor)) : mul(value, rat(factor));
          const fromText = decimalText(value);
          return {
            params: { kind, values: [fromText], units: [from], to, times: 1 },
            title: `Write ${measure(fromText, from)} in ${UNIT_WORDS[to]}.`,
            description: `There are ${groupThousands(factor)} ${small} in 1 ${big}. Give the number only.`,
            answer: key,
            answerKind: 'number',
            explanation: down
              ? `Each ${UNIT_NAME[big]} is ${groupThousands(factor)} ${small}, so there are more of the smaller unit: ${read(fromText)} × ${groupThousands(factor)} = ${read(key)}. So ${measure(fromText, from)} is ${measure(key, to)}.`
              : `It takes ${groupThousands(factor)} ${small} to make 1 ${big}, so there are fewer of the larger unit: ${read(fromText)} ÷ ${groupThousands(factor)} = ${read(key)}. So ${measure(fromText, from)} is ${measure(key, to)}.`,
            hints: [
              down
                ? `A ${UNIT_NAME[big]} is bigger than a ${UNIT_NAME[small]}, so the number of ${UNIT_WORDS[small]} is larger: multiply by ${groupThousands(factor)}.`
                : `A ${UNIT_NAME[big]} is bigger than a ${UNIT_NAME[small]}, so the number of ${UNIT_WORDS[big]} is smaller: divide by ${groupThousands(factor)}.`,
            ],
            misconceptions: [
              {
                answer: decimalText(wrong),
                hint: down
                  ? `Going to a smaller unit gives a larger number: multiply by ${groupThousands(factor)}, do not divide.`
                  : `Going to a larger unit gives a smaller number: divide by ${groupThousands(factor)}, do not multiply.`,
              },
            ],
          };
        }
        if (kind === 'context') {
          const item = rng.pick(CONTEXT_ITEMS);
          const each = rng.pick(item.each);
          const times = rng.int(3, 12);
          const factor = SIZE_IN_BASE[item.to] / SIZE_IN_BASE[item.unit];
          const total = each * times;
          const key = decimalText(rat(total, factor));
          const who = rng.pick(NAMES);
          const setting =
            item.what === 'loaves'
              ? `${item.text} ${each} g ${item.of}. ${who} bakes ${times} loaves.`
              : item.what === 'bottles'
                ? `${item.text} ${each} mL. ${who}'s class fills ${times} bottles for a field trip.`
                : item.what === 'laps'
                  ? `${item.text} ${each} m. ${who} runs ${times} laps.`
                  : `${item.text} ${each} cm ${item.of}. ${who} joins ${times} links in a row.`;
          const question =
            item.what === 'loaves'
              ? 'How many kilograms of flour are used?'
              : item.what === 'bottles'
                ? 'How many litres of water is that?'
                : item.what === 'laps'
                  ? 'How many kilometres is that?'
                  : 'How many metres long is the chain?';
          return {
            params: { kind, values: [String(each)], units: [item.unit], to: item.to, times },
            title: question,
            description: `${setting} Give the number only.`,
            answer: key,
            answerKind: 'number',
            explanation: `In all: ${times} × ${each} = ${groupThousands(total)} ${item.unit}. There are ${groupThousands(factor)} ${item.unit} in 1 ${item.to}, so ${groupThousands(total)} ÷ ${groupThousands(factor)} = ${read(key)}. The answer is ${read(key)} ${item.to}.`,
            hints: [
              `Find the total in ${UNIT_WORDS[item.unit]} first, then change it to ${UNIT_WORDS[item.to]}.`,
            ],
            misconceptions: [
              {
                answer: String(total),
                hint: `That total is in ${UNIT_WORDS[item.unit]}; the question asks for ${UNIT_WORDS[item.to]}.`,
              },
              {
                answer: decimalText(rat(total, factor / 10)),
                hint: `There are ${groupThousands(factor)} ${item.unit} in 1 ${item.to}: check the number of places you move.`,
              },
            ],
          };
        }
        if (kind === 'mixed') {
          const km = rat(rng.int(11, 29), 10);
          const metres = rng.int(15, 95) * 10;
          const cm = rng.int(12, 48) * 1000;
          const totalM = add(add(mul(km, rat(1000)), rat(metres)), rat(cm, 100));
          const key = decimalText(totalM);
          const who = rng.pick(NAMES);
          const kmText = decimalText(km);
          return {
            params: {
              kind,
              values: [kmText, String(metres), String(cm)],
              units: ['km', 'm', 'cm'],
              to: 'm',
              times: 1,
            },
            title: 'How many metres long is the whole route?',
            description: `${who}'s class walks a fundraising route in three parts: ${kmText} km along the river, ${metres} m through the park and ${groupThousands(cm)} cm around the school field.`,
            answer: key,
            answerKind: 'number',
            explanation: `Change every part to metres first: ${kmText} km = ${kmText} × 1,000 = ${read(decimalText(mul(km, rat(1000))))} m, and ${groupThousands(cm)} cm = ${groupThousands(cm)} ÷ 100 = ${cm / 100} m. Then add: ${read(decimalText(mul(km, rat(1000))))} + ${metres} + ${cm / 100} = ${read(key)}. The route is ${read(key)} m long.`,
            hints: [
              'Measures can only be added when they are in the same unit: change the kilometres and the centimetres to metres.',
            ],
            misconceptions: [
              {
                answer: decimalText(add(add(km, rat(metres)), rat(cm))),
                hint: 'The three numbers are in different units: convert each to metres before adding.',
              },
            ],
          };
        }
        // fill: how many small containers a few big ones fill; a part-full glass does not count.
        const bottles = rng.int(2, 5);
        const litres = rng.pick([1.5, 2, 4]);
        const glass = rng.pick([200, 250, 300, 350, 400]);
        const totalMl = bottles * litres * 1000;
        const glasses = Math.floor(totalMl / glass);
        const who = rng.pick(NAMES);
        const left = totalMl - glasses * glass;
        return {
          params: {
            kind,
            values: [String(litres), String(glass)],
            units: ['L', 'mL'],
            to: 'mL',
            times: bottles,
          },
          title: `How many glasses can ${who} fill completely?`,
          description: `For a class party, ${who} has ${bottles} bottles of juice with ${litres} L in each, and pours it into glasses that hold ${glass} mL.`,
          answer: String(glasses),
          answerKind: 'number',
          explanation: `The juice: ${bottles} × ${litres} L = ${bottles * litres} L = ${groupThousands(totalMl)} mL. ${groupThousands(totalMl)} ÷ ${glass} = ${glasses}${left === 0 ? ' exactly' : ` with ${left} mL left over, not enough for another glass`}. ${who} can fill ${glasses} glasses.`,
          hints: [`Change the juice to millilitres: 1 L is 1,000 mL.`],
          misconceptions: [
            {
              answer: String(Math.floor((bottles * litres * 100) / glass)),
              hint: '1 L is 1,000 mL, not 100 mL.',
            },
            {
              answer: String(Math.ceil(totalMl / glass)),
              hint: 'A glass that is only part full does not count: round down.',
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      },
      solve: (p) => {
        const inBase = p.values.map((v, i) =>
          mul(parseRational(v) as Rational, rat(SIZE_IN_BASE[p.units[i] as Unit])),
        );
        if (p.kind === 'fill') {
          const juice = mul(inBase[0] as Rational, rat(p.times));
          const glasses = div(juice, inBase[1] as Rational);
          return String(Number(glasses.n / glasses.d));
        }
        const total = inBase.reduce((s, v) => add(s, v), rat(0));
        return decimalText(div(mul(total, rat(p.times)), rat(SIZE_IN_BASE[p.to])));
      },
      complexity: (p) =>
        ['toSmall', 'toBig', 'decimals', 'context', 'mixed', 'fill'].indexOf(p.kind) -
        (p.kind === 'fill' ? 1 : 0) +
        p.values.length / 10,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// E2.2 protractor

const r1 = (v: number): string => String(Math.round(v * 10) / 10);

/**
 * A 180° protractor with both scales (outer: 0 at the right to 180 at the left; inner: 0 at the left to 180 at the
 * right), ticks every 5°, and arms drawn at the given outer-scale readings. `reflexArc` marks the angle outside.
 */
function protractorSvg(arms: number[], title: string, reflexArc = false): string {
  const width = 400;
  const height = 230;
  const cx = 200;
  const cy = 190;
  const radius = 170;
  const at = (deg: number, r: number): [number, number] => [
    cx + r * Math.cos((deg * Math.PI) / 180),
    cy - r * Math.sin((deg * Math.PI) / 180),
  ];
  let body = `<path d="M ${cx - radius} ${cy} A ${radius} ${radius} 0 0 1 ${cx + radius} ${cy} Z" fill="#fff9db" stroke="#5c5f66" stroke-width="1.5"/>`;
  for (let deg = 0; deg <= 180; deg += 5) {
    const [x1, y1] = at(deg, radius);
    const [x2, y2] = at(deg, radius - (deg % 10 === 0 ? 12 : 6));
    body += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="#5c5f66"/>`;
    if (deg % 10 === 0) {
      const [ox, oy] = at(deg, radius - 22);
      const [ix, iy] = at(deg, radius - 42);
      // The 0 and 180 marks sit on the base line, where an arm may lie: their numbers go just above it.
      const lift = deg === 0 || deg === 180 ? 10 : 0;
      body += `<text x="${r1(ox)}" y="${r1(oy + 4 - lift)}" text-anchor="middle" font-family="sans-serif" font-size="10">${deg}</text>`;
      body += `<text x="${r1(ix)}" y="${r1(iy + 4 - lift)}" text-anchor="middle" font-family="sans-serif" font-size="9" fill="#1c7ed6">${180 - deg}</text>`;
    }
  }
  for (const arm of arms) {
    const [x, y] = at(arm, radius + 18);
    body += `<line x1="${cx}" y1="${cy}" x2="${r1(x)}" y2="${r1(y)}" stroke="#c92a2a" stroke-width="2.5"/>`;
  }
  if (reflexArc && arms.length === 2) {
    const [a, b] = [Math.min(...arms), Math.max(...arms)];
    const [x1, y1] = at(b, 26);
    const [x2, y2] = at(a + 360, 26);
    body += `<path d="M ${r1(x1)} ${r1(y1)} A 26 26 0 1 0 ${r1(x2)} ${r1(y2)}" fill="none" stroke="#e8590c" stroke-width="2"/>`;
  }
  body += `<circle cx="${cx}" cy="${cy}" r="3.5" fill="#333"/>`;
  return svgDocument(width, height, title, body);
}

const SCALES =
  'A protractor whose outer scale runs from 0 at the right to 180 at the left and whose inner scale runs from 0 at the left to 180 at the right; its centre is on the vertex of the angle.';

type ProtractorKind = 'outer' | 'inner' | 'between' | 'reflex' | 'construct';
const PROTRACTOR_KINDS: readonly ProtractorKind[] = ['outer', 'inner', 'between', 'reflex', 'construct'];

interface ProtractorParams {
  kind: ProtractorKind;
  /** Outer-scale readings of the drawn arms. */
  arms: number[];
  /** construct: the angle to draw; the first arm is on the inner scale's 0 when `fromInner`. */
  target: number;
  fromInner: boolean;
}

/** Where an arm at outer reading `outer` crosses both scales, as the description states it. */
const crossing = (outer: number): string =>
  `the outer scale at ${outer} and the inner scale at ${180 - outer}`;

/** E2.2: read a protractor's two scales, an angle between two arms, a reflex angle, and the mark that draws one. */
export function protractorTask(name: string, description: string) {
  return defineTask<ProtractorParams>(
    withApplicableMisconceptions<ProtractorParams>({
      name,
      description,
      build(rng, level) {
        const kind = PROTRACTOR_KINDS[level - 1] as ProtractorKind;
        if (kind === 'outer' || kind === 'inner') {
          const size = kind === 'outer' ? rng.int(2, 16) * 10 : rng.int(3, 33) * 5;
          if (size === 90) return this.build(rng, level);
          const arms = kind === 'outer' ? [0, size] : [180, 180 - size];
          const base =
            kind === 'outer' ? 'right, through 0 on the outer scale' : 'left, through 0 on the inner scale';
          const other = arms[1] as number;
          return {
            params: { kind, arms, target: 0, fromInner: kind === 'inner' },
            title: 'What is the size of the angle the protractor measures?',
            description: `One arm of the angle lies along the base line to the ${base}. Use the scale that starts at 0 on that arm.`,
            imageSvg: protractorSvg(
              arms,
              `${SCALES} One arm lies along the base line to the ${base}. The other arm crosses ${crossing(other)}.`,
            ),
            answer: String(size),
            answerKind: 'number',
            explanation: `The first arm is on 0 of the ${kind} scale, so read the ${kind} scale where the other arm crosses it: the other arm crosses ${crossing(other)}. The angle is ${size}°.`,
            hints: [`Follow the ${kind} scale from its 0 on the first arm up to the other arm.`],
            misconceptions: [
              {
                answer: String(180 - size),
                hint: `That is the reading on the other scale; start from the scale whose 0 is on the first arm.`,
              },
            ],
          };
        }
        if (kind === 'between') {
          const p = rng.int(2, 14) * 5;
          const q = p + rng.int(5, 26) * 5;
          if (q >= 180) return this.build(rng, level);
          return {
            params: { kind, arms: [p, q], target: 0, fromInner: false },
            title: 'What is the size of the angle between the two arms?',
            description: 'Neither arm lies along the base line of the protractor.',
            imageSvg: protractorSvg(
              [p, q],
              `${SCALES} Neither arm is on the base line: one arm crosses ${crossing(p)}; the other crosses ${crossing(q)}.`,
            ),
            answer: String(q - p),
            answerKind: 'number',
            explanation: `Read both arms on the same scale. On the outer scale the arms are at ${p} and ${q}, so the angle is ${q} - ${p} = ${q - p}°. The inner scale gives the same: ${180 - p} - ${180 - q} = ${q - p}. The angle is ${q - p}°.`,
            hints: [`Read both arms on one scale, then find the difference.`],
            misconceptions: [
              {
                answer: String(q),
                hint: `The angle does not start at 0 here: subtract the first arm's reading ${p}.`,
              },
              {
                answer: String(180 - q - p),
                hint: 'Use one scale for both arms: do not mix the inner and outer readings.',
              },
            ].filter((m) => Number(m.answer) > 0),
          };
        }
        if (kind === 'reflex') {
          const size = rng.int(4, 34) * 5;
          if (size === 90) return this.build(rng, level);
          const fromInner = rng.bool();
          const arms = fromInner ? [180, 180 - size] : [0, size];
          const base = fromInner
            ? 'left, through 0 on the inner scale'
            : 'right, through 0 on the outer scale';
          return {
            params: { kind, arms, target: 0, fromInner },
            title: 'What is the size of the reflex angle marked by the arc?',
            description: `The arc marks the angle outside the protractor, going the long way round from one arm to the other. One arm lies along the base line to the ${base}.`,
            imageSvg: protractorSvg(
              arms,
              `${SCALES} One arm lies along the base line to the ${base}; the other crosses ${crossing(arms[1] as number)}. An arc below the protractor marks the reflex angle, the long way round between the arms.`,
              true,
            ),
            answer: String(360 - size),
            answerKind: 'number',
            explanation: `The first arm is on 0 of the ${fromInner ? 'inner' : 'outer'} scale, so that scale gives the smaller angle between the arms: ${size}°. The two angles at the vertex make a full turn of 360°, so the reflex angle is 360 - ${size} = ${360 - size}°.`,
            hints: [
              `Measure the angle inside the protractor first; together with the reflex angle it makes 360°.`,
            ],
            misconceptions: [
              {
                answer: String(180 + size),
                hint: 'A reflex angle and the angle it goes round make 360°, not 180° plus the angle.',
              },
              {
                answer: String(180 - size),
                hint: 'The arc goes the long way round: a reflex angle is more than 180°.',
              },
            ],
          };
        }
        // construct: a reflex angle drawn with a 180° protractor, by the angle that completes the turn.
        const target = rng.int(37, 71) * 5;
        const drawn = 360 - target;
        const fromInner = rng.bool();
        const scale = fromInner ? 'inner' : 'outer';
        const base = fromInner ? 'left, through 0 on the inner scale' : 'right, through 0 on the outer scale';
        return {
          params: { kind, arms: [fromInner ? 180 : 0], target, fromInner },
          title: `To draw a reflex angle of ${target}°, at which number on the ${scale} scale do you mark the point for the second arm?`,
          description: `The first arm is drawn along the base line to the ${base}. A 180° protractor cannot measure a reflex angle directly, so you draw the angle that completes the full turn.`,
          imageSvg: protractorSvg(
            [fromInner ? 180 : 0],
            `${SCALES} Only the first arm is drawn, along the base line to the ${base}.`,
          ),
          answer: String(drawn),
          answerKind: 'number',
          explanation: `A reflex angle and the angle inside the protractor make a full turn: 360 - ${target} = ${drawn}°. The first arm is on 0 of the ${scale} scale, so mark the point at ${drawn} on the ${scale} scale and draw the second arm through it. The angle outside is then ${target}°, and the mark is at ${drawn}.`,
          hints: [`Which angle, together with ${target}°, makes a full turn of 360°?`],
          misconceptions: [
            {
              answer: String(target - 180),
              hint: `A reflex angle and the angle inside make 360°, not 180°; and read the ${scale} scale, which starts at 0 on the first arm.`,
            },
            {
              answer: String(180 - drawn),
              hint: `Read the ${scale} scale, the one whose 0 is on the first arm.`,
            },
          ],
        };
      },
      solve: (p) => {
        if (p.kind === 'construct') {
          // Walk the full turn from the first arm in 5° steps: what is left after the reflex angle is drawn inside.
          let left = 360;
          for (let turned = 0; turned < p.target; turned += 5) left -= 5;
          return String(left);
        }
        const [a, b] = p.arms as [number, number];
        const inside = Math.abs(a - b);
        return String(p.kind === 'reflex' ? 360 - inside : inside);
      },
      complexity: (p) => PROTRACTOR_KINDS.indexOf(p.kind) + (p.arms.some((a) => a % 10 !== 0) ? 0.3 : 0),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// E2.2 turns

const DIRECTIONS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
type TurnKind = 'clock' | 'swap' | 'compass' | 'findTurn' | 'twoTurns';
const TURN_KINDS: readonly TurnKind[] = ['clock', 'swap', 'compass', 'findTurn', 'twoTurns'];

interface TurnParams {
  kind: TurnKind;
  /** Starting direction in degrees clockwise from north (clock: the hour mark the hand starts at × 30). */
  start: number;
  /** Signed turns in degrees: clockwise positive. */
  turns: number[];
  /** findTurn: the direction to face, degrees clockwise from north; clockwise answer when `clockwise`. */
  end: number;
  clockwise: boolean;
}

const direction = (deg: number): string => DIRECTIONS[(((deg % 360) + 360) % 360) / 45] as string;

/** The net of two opposite turns worked with the question's numbers, clockwise as plus. */
function explainNet(first: number, second: number, firstClockwise: boolean, net: number): string {
  const signed = firstClockwise ? first - second : second - first;
  const sum = firstClockwise
    ? `Clockwise counts as plus and counterclockwise as minus: ${first} - ${second} = ${signed}°.`
    : `Clockwise counts as plus and counterclockwise as minus: ${second} - ${first} = ${signed}°.`;
  return signed < 0
    ? `${sum} A counterclockwise turn of ${-signed}° is a clockwise turn of 360 - ${-signed} = ${net}°.`
    : sum;
}

/** E2.2: clockwise and counterclockwise turns up to 360°, on a clock face and a compass. */
export function turnTask(name: string, description: string) {
  return defineTask<TurnParams>(
    withApplicableMisconceptions<TurnParams>({
      name,
      description,
      build(rng, level) {
        const kind = TURN_KINDS[level - 1] as TurnKind;
        const who = rng.pick(NAMES);
        if (kind === 'clock') {
          const from = rng.int(0, 11);
          const steps = rng.int(2, 11);
          const to = (from + steps) % 12;
          const label = (h: number): string => String(h === 0 ? 12 : h);
          return {
            params: { kind, start: from * 30, turns: [steps * 30], end: 0, clockwise: true },
            title: `How many degrees does the minute hand turn?`,
            description: `The minute hand of the classroom clock turns clockwise from the ${label(from)} to the ${label(to)}. The 12 numbers split a full turn of 360° into equal parts.`,
            answer: String(steps * 30),
            answerKind: 'number',
            explanation: `Each number on the clock is 360 ÷ 12 = 30° apart. From the ${label(from)} to the ${label(to)} clockwise is ${steps} numbers: ${steps} × 30 = ${steps * 30}°.`,
            hints: [`Find the angle between two neighbouring numbers first: 360° shared by 12.`],
            misconceptions: [
              { answer: String(steps * 5), hint: 'Those are minutes; each number is 30°, not 5°.' },
              {
                answer: String(360 - steps * 30),
                hint: 'The hand turns clockwise, the way the numbers go up.',
              },
            ],
          };
        }
        if (kind === 'swap') {
          const size = rng.int(1, 35) * 10;
          if (size === 180) return this.build(rng, level);
          const clockwise = rng.bool();
          const given = clockwise ? 'clockwise' : 'counterclockwise';
          const other = clockwise ? 'counterclockwise' : 'clockwise';
          return {
            params: { kind, start: 0, turns: [clockwise ? size : -size], end: 0, clockwise: !clockwise },
            title: `A turn of ${size}° ${given} ends in the same position as a ${other} turn of how many degrees?`,
            description: `${who} turns a dial ${size}° ${given}. Give the ${other} turn between 0° and 360°.`,
            answer: String(360 - size),
            answerKind: 'number',
            explanation: `A turn one way and the turn the other way to the same position make a full turn together: 360 - ${size} = ${360 - size}. A ${size}° ${given} turn is a ${360 - size}° ${other} turn.`,
            hints: ['Going one way and the other way round to the same place together make one full turn.'],
            misconceptions: [
              {
                answer: String(Math.abs(180 - size)),
                hint: 'The two turns make a full turn, 360°, not a straight angle.',
              },
            ],
          };
        }
        if (kind === 'compass') {
          const start = rng.int(0, 7) * 45;
          const size = rng.int(1, 7) * 45;
          const clockwise = rng.bool();
          const end = start + (clockwise ? size : -size);
          const answer = direction(end);
          const wrong = direction(start + (clockwise ? -size : size));
          return {
            params: { kind, start, turns: [clockwise ? size : -size], end: 0, clockwise },
            title: `Which way does the robot face after the turn?`,
            description: `A robot in ${who}'s coding club faces ${direction(start)}. It turns ${size}° ${clockwise ? 'clockwise' : 'counterclockwise'}. The compass points are 45° apart.`,
            answer,
            answerKind: 'text',
            explanation: `${size}° is ${size / 45} steps of 45°. Going ${clockwise ? 'clockwise' : 'counterclockwise'} from ${direction(start)}, the robot passes ${Array.from({ length: size / 45 }, (_, step) => direction(start + (clockwise ? 1 : -1) * 45 * (step + 1))).join(', ')}: ${size / 45} steps from ${direction(start)} gives ${answer}. The robot faces ${answer}.`,
            hints: [
              `Each compass point is 45° from the next: count ${size} ÷ 45 points ${clockwise ? 'clockwise' : 'counterclockwise'}.`,
            ],
            misconceptions: [
              {
                answer: wrong,
                hint: `Clockwise goes north, north-east, east; counterclockwise goes north, north-west, west.`,
              },
            ],
            choices: {
              distractors: [wrong, direction(end + 45), direction(end - 45), direction(end + 180)],
              fallback: (attempt) => direction(end + 90 * (attempt + 1)),
            },
          };
        }
        if (kind === 'findTurn') {
          const start = rng.int(0, 7) * 45;
          const size = rng.int(1, 7) * 45;
          const end = start + size;
          const clockwise = rng.bool();
          const answer = clockwise ? size : 360 - size;
          return {
            params: { kind, start, turns: [], end, clockwise },
            title: `What ${clockwise ? 'clockwise' : 'counterclockwise'} turn makes the robot face ${direction(end)}?`,
            description: `A robot in ${who}'s coding club faces ${direction(start)}. Give a turn between 0° and 360°. The compass points are 45° apart.`,
            answer: String(answer),
            answerKind: 'number',
            explanation: clockwise
              ? `Each compass point is 45° from the next. Clockwise from ${direction(start)} to ${direction(end)} is ${size / 45} steps: ${size / 45} × 45 = ${size}°, which is between 0° and 360°. The robot turns ${answer}° clockwise.`
              : `Each compass point is 45° from the next. Clockwise from ${direction(start)} to ${direction(end)} is ${size / 45} × 45 = ${size}°, so counterclockwise is the rest of the turn: 360 - ${size} = ${360 - size}°, between 0° and 360°. The robot turns ${answer}° counterclockwise.`,
            hints: [
              `Count the 45° steps from ${direction(start)} to ${direction(end)} going ${clockwise ? 'clockwise' : 'counterclockwise'}.`,
            ],
            misconceptions: [
              {
                answer: String(360 - answer),
                hint: `That turn goes the other way; the question asks for a ${clockwise ? 'clockwise' : 'counterclockwise'} turn.`,
              },
            ],
          };
        }
        const first = rng.int(3, 30) * 10;
        const second = rng.int(3, 30) * 10;
        if (first === second) return this.build(rng, level);
        const firstClockwise = rng.bool();
        const turns = firstClockwise ? [first, -second] : [-first, second];
        const net = ((turns[0] as number) + (turns[1] as number) + 720) % 360;
        const spin = firstClockwise ? ['clockwise', 'counterclockwise'] : ['counterclockwise', 'clockwise'];
        return {
          params: { kind, start: 0, turns, end: 0, clockwise: true },
          title: 'What single clockwise turn ends in the same position as the two turns?',
          description: `A robot turns ${first}° ${spin[0] as string}, then ${second}° ${spin[1] as string}. Give a clockwise turn from 0° up to but not including 360°.`,
          answer: String(net),
          answerKind: 'number',
          explanation: `${explainNet(first, second, firstClockwise, net)} The single clockwise turn is ${net}°.`,
          hints: [
            'Take the clockwise turn as positive and the counterclockwise turn as negative, and combine them.',
          ],
          misconceptions: [
            {
              answer: String((first + second) % 360),
              hint: 'The turns go opposite ways: one undoes part of the other.',
            },
            {
              answer: String((360 - net) % 360),
              hint: 'That is the counterclockwise turn to the same position.',
            },
          ],
        };
      },
      solve: (p) => {
        switch (p.kind) {
          case 'clock':
            return String(p.turns[0]);
          case 'swap':
            return String(360 - Math.abs(p.turns[0] as number));
          case 'compass':
            return direction(p.start + (p.turns[0] as number));
          case 'findTurn': {
            // Step 45° at a time in the asked direction until the robot faces the end direction.
            let facing = p.start;
            let turned = 0;
            while (((facing % 360) + 360) % 360 !== p.end % 360) {
              facing += p.clockwise ? 45 : -45;
              turned += 45;
            }
            return String(turned);
          }
          case 'twoTurns': {
            let heading = 0;
            for (const t of p.turns) heading += t;
            return String(((heading % 360) + 360) % 360);
          }
        }
      },
      complexity: (p) => TURN_KINDS.indexOf(p.kind) + p.turns.length / 10,
    }),
  );
}
