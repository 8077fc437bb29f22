/**
 * Grade 7 metric conversions (E2.1, E2.2): units of area and volume, problems that mix units, and a modelling task
 * (C4) in which each level is one more step of one planned garden bed, from its area to the bill with 13 % HST.
 */
import { groupThousands, money, moneyAnswer } from '../core/format';
import { byLevel } from '../core/levels';
import { type Rational, div, mul, rat, toDecimalString } from '../core/rational';
import { polygonSvg } from '../core/svg';
import { defineTask } from '../core/task';

const num = (r: Rational): string => toDecimalString(r, 6, true);
/** A quotient that does not end, rounded to the hundredth (half up): only ever shown with ≈ and the rule stated. */
const hundredths = (r: Rational): string =>
  num(r) === toDecimalString(r, 2, true)
    ? `= ${num(r)}`
    : `≈ ${toDecimalString(r, 2, true)} (rounded to the hundredth)`;
/** A whole or decimal number with thousands grouped, as a Grade 7 text writes it (30 000 is written 30,000). */
const grouped = (r: Rational): string => {
  const [whole, part] = num(r).split('.');
  return `${groupThousands(BigInt(whole as string))}${part ? `.${part}` : ''}`;
};

type AreaUnit = 'm²' | 'cm²' | 'mm²';
const AREA_IN_MM2: Record<AreaUnit, number> = { 'm²': 1_000_000, 'cm²': 100, 'mm²': 1 };
const LENGTH_FACTOR: Record<string, number> = { 'm²>cm²': 100, 'cm²>mm²': 10, 'm²>mm²': 1000 };

interface AreaParams {
  /** Value in hundredths of the `from` unit. */
  hundredths: number;
  from: AreaUnit;
  to: AreaUnit;
  /** Level 5: tiles of `tileCm` (cm by cm) covering an area of `hundredths`/100 m². */
  tileCm: [number, number] | null;
}

export const convertAreaUnitsTask = defineTask<AreaParams>({
  name: 'Convert units of area',
  description:
    'Convert between square metres, square centimetres and square millimetres, and use it to count tiles.',
  build(rng, level) {
    if (level === 5) {
      const tileCm = rng.pick([
        [20, 25],
        [20, 20],
        [25, 40],
        [10, 50],
        [30, 30],
        [40, 50],
      ] as [number, number][]);
      const tileArea = tileCm[0] * tileCm[1];
      // The floor is a whole number of tiles: tiles × tile area, in hundredths of a square metre.
      const tiles = rng.int(6, 40) * 10;
      const floorCm2 = tiles * tileArea;
      const params: AreaParams = { hundredths: floorCm2 / 100, from: 'm²', to: 'cm²', tileCm };
      const floor = num(rat(floorCm2, 10_000));
      return {
        params,
        title: 'How many tiles are needed to cover the floor exactly?',
        description: `A washroom floor in a community centre in Windsor has an area of ${floor} m². Each square-cornered tile is ${tileCm[0]} cm by ${tileCm[1]} cm, and the tiles fit with no gaps or cuts.`,
        answer: String(tiles),
        answerKind: 'number',
        explanation: `One tile covers ${tileCm[0]} × ${tileCm[1]} = ${tileArea} cm². Since 1 m = 100 cm, 1 m² = 100 × 100 = 10,000 cm², so the floor is ${floor} × 10,000 = ${grouped(rat(floorCm2))} cm². Then ${grouped(rat(floorCm2))} ÷ ${tileArea} = ${tiles}. The floor needs ${tiles} tiles.`,
        hints: [
          `Work in one unit: find the area of one tile in cm², then write ${floor} m² in cm².`,
          'A square metre is 100 cm by 100 cm, not 100 cm².',
        ],
        misconceptions: [
          {
            answer: num(
              rat(Number(floor.replace('.', '')) * 100, tileArea * 10 ** (floor.split('.')[1]?.length ?? 0)),
            ),
            hint: `1 m² is 10,000 cm², not 100 cm²: a square metre is 100 cm long and 100 cm wide.`,
          },
        ],
        lintFacts: { answerIsCount: true },
      };
    }
    const [from, to] = byLevel<[AreaUnit, AreaUnit]>(level, [
      ['m²', 'cm²'],
      ['cm²', 'm²'],
      ['m²', 'cm²'],
      rng.pick([
        ['m²', 'mm²'],
        ['mm²', 'm²'],
      ] as [AreaUnit, AreaUnit][]),
      ['m²', 'cm²'],
    ]);
    const hundredths = byLevel(level, [
      rng.int(1, 12) * 100,
      rng.int(3, 95) * 100 * 100 + rng.int(0, 1) * 50 * 100,
      rng.int(101, 999),
      from === 'm²' ? rng.int(2, 99) : rng.int(2, 99) * 10_000 * 100 + rng.int(1, 9) * 100 * 100,
      0,
    ]);
    const params: AreaParams = { hundredths, from, to, tileCm: null };
    const value = rat(hundredths, 100);
    const ratio = div(rat(AREA_IN_MM2[from]), rat(AREA_IN_MM2[to]));
    const result = mul(value, ratio);
    const big = from === 'm²' || (from === 'cm²' && to === 'mm²') ? from : to;
    const small = big === from ? to : from;
    const side = LENGTH_FACTOR[`${big}>${small}`] as number;
    const factor = side * side;
    const lengthUnits = `1 ${big.slice(0, -1)} = ${side} ${small.slice(0, -1)}`;
    const answer = num(result);
    return {
      params,
      title: `Write ${grouped(value)} ${from} in ${to}.`,
      answer,
      answerKind: 'number',
      explanation: `Since ${lengthUnits}, a square 1 ${big.slice(0, -1)} on each side is ${side} × ${side} = ${grouped(rat(factor))} ${small}, so 1 ${big} = ${grouped(rat(factor))} ${small}. Going from ${from} to ${to} ${big === from ? 'multiplies' : 'divides'} by ${grouped(rat(factor))}: ${grouped(value)} ${big === from ? '×' : '÷'} ${grouped(rat(factor))} = ${grouped(result)}. So ${grouped(value)} ${from} is ${grouped(result)} ${to}.`,
      hints: [
        `Start from lengths: ${lengthUnits}. How many square ${small.slice(0, -1)}s fit in one square ${big.slice(0, -1)}?`,
        `Converting to a ${big === from ? 'smaller' : 'larger'} unit gives a ${big === from ? 'greater' : 'smaller'} number.`,
      ],
      misconceptions: [
        {
          answer: num(big === from ? mul(value, rat(side)) : div(value, rat(side))),
          hint: `Using the length factor ${side} forgets that area has two dimensions: the factor is ${side} × ${side}.`,
        },
      ],
      lintFacts: { scopeValues: [Number(result.n / result.d)] },
    };
  },
  solve: ({ hundredths, from, to, tileCm }) => {
    if (tileCm) return num(div(rat(hundredths * 100), rat(tileCm[0] * tileCm[1])));
    return num(div(mul(rat(hundredths, 100), rat(AREA_IN_MM2[from])), rat(AREA_IN_MM2[to])));
  },
  complexity: ({ hundredths, from, to, tileCm }) => {
    if (tileCm) return 7;
    const factor =
      Math.max(AREA_IN_MM2[from], AREA_IN_MM2[to]) / Math.min(AREA_IN_MM2[from], AREA_IN_MM2[to]);
    return (
      Math.log10(factor) / 2 +
      (AREA_IN_MM2[from] < AREA_IN_MM2[to] ? 1 : 0) +
      (hundredths % 100 === 0 ? 0 : 1.5)
    );
  },
});

type VolumeUnit = 'm³' | 'cm³' | 'L' | 'mL';
/** Each unit in cubic centimetres: 1 mL = 1 cm³, 1 L = 1000 cm³, 1 m³ = 1,000,000 cm³. */
const VOLUME_IN_CM3: Record<VolumeUnit, number> = { 'm³': 1_000_000, 'cm³': 1, L: 1000, mL: 1 };

interface VolumeParams {
  /** Value in thousandths of the `from` unit. */
  thousandths: number;
  from: VolumeUnit;
  to: VolumeUnit;
  /** Levels 4-5: a box of these inside dimensions in cm, filled to the top; level 5 fills it with a jug. */
  boxCm: [number, number, number] | null;
  jugMl: number | null;
}

const UNIT_FACTS: Record<string, string> = {
  'm³>cm³': 'a cube 1 m on each side is 100 cm × 100 cm × 100 cm = 1,000,000 cm³',
  'L>cm³': '1 L = 1000 mL and 1 mL is the volume of 1 cm³, so 1 L = 1000 cm³',
  'm³>L': 'a cube 1 m on each side holds 1,000,000 cm³, and 1000 cm³ make 1 L, so 1 m³ = 1000 L',
};

export const convertVolumeUnitsTask = defineTask<VolumeParams>({
  name: 'Convert units of volume and capacity',
  description:
    'Convert between cubic metres, cubic centimetres, litres and millilitres, and find the capacity of a box.',
  build(rng, level) {
    if (level >= 4) {
      const boxCm: [number, number, number] = [rng.int(2, 8) * 10, rng.int(2, 6) * 5, rng.int(2, 8) * 5];
      const cm3 = boxCm[0] * boxCm[1] * boxCm[2];
      const jugMl = level === 5 ? rng.pick([750, 1500, 2000, 1750]) : null;
      const params: VolumeParams = { thousandths: cm3 * 1000, from: 'cm³', to: 'L', boxCm, jugMl };
      const litres = num(rat(cm3, 1000));
      const svg = polygonSvg(
        {
          vertices: [
            [0, 0],
            [boxCm[0], 0],
            [boxCm[0], boxCm[2]],
            [0, boxCm[2]],
          ],
          sideLabels: [`length ${boxCm[0]} cm`, `height ${boxCm[2]} cm`, '', ''],
          notes: [{ at: [boxCm[0] / 2, boxCm[2] / 2], text: `depth ${boxCm[1]} cm` }],
        },
        `Front view of a box: length ${boxCm[0]} cm, height ${boxCm[2]} cm, and depth ${boxCm[1]} cm going back.`,
      );
      const volumeWork = `The box holds ${boxCm[0]} × ${boxCm[1]} × ${boxCm[2]} = ${grouped(rat(cm3))} cm³. Since 1000 cm³ = 1 L, that is ${grouped(rat(cm3))} ÷ 1000 = ${litres} L.`;
      if (jugMl) {
        const jugs = Math.ceil(cm3 / jugMl);
        return {
          params,
          title: 'How many jugs of water does it take to fill the box?',
          description: `A storage box for a science project in Sault Ste. Marie measures ${boxCm[0]} cm long, ${boxCm[1]} cm deep and ${boxCm[2]} cm high inside. Kai fills it with a jug that holds ${grouped(rat(jugMl))} mL; the last jug may be only partly used.`,
          answer: String(jugs),
          answerKind: 'number',
          explanation: `${volumeWork} The jug holds ${grouped(rat(jugMl))} mL = ${grouped(rat(jugMl))} cm³, and ${grouped(rat(cm3))} ÷ ${grouped(rat(jugMl))} ${cm3 % jugMl === 0 ? `= ${num(rat(cm3, jugMl))}` : `${hundredths(rat(cm3, jugMl))}, so a last part-filled jug is needed`}. It takes ${jugs} jugs.`,
          hints: [
            `Find the volume of the box in cm³ and remember that 1 mL is 1 cm³.`,
            'If the division does not come out even, one more jug is needed to fill the rest.',
          ],
          misconceptions:
            cm3 % jugMl === 0
              ? []
              : [
                  {
                    answer: String(Math.floor(cm3 / jugMl)),
                    hint: 'That many jugs leave part of the box empty: round up to fill it.',
                  },
                ],
          imageSvg: svg,
          lintFacts: {
            answerIsCount: true,
            diagramFacts: { length: [boxCm[0]], height: [boxCm[2]], depth: [boxCm[1]] },
          },
        };
      }
      return {
        params,
        title: 'How many litres of water does the box hold when full?',
        description: `A storage box for a science project in Sault Ste. Marie measures ${boxCm[0]} cm long, ${boxCm[1]} cm deep and ${boxCm[2]} cm high inside.`,
        answer: litres,
        answerKind: 'number',
        explanation: `${volumeWork} The box holds ${litres} L.`,
        hints: ['Multiply length × depth × height to get the volume in cm³.', 'Then use 1 L = 1000 cm³.'],
        misconceptions: [{ answer: num(rat(cm3, 100)), hint: 'There are 1000 cm³ in a litre, not 100.' }],
        imageSvg: svg,
        lintFacts: { diagramFacts: { length: [boxCm[0]], height: [boxCm[2]], depth: [boxCm[1]] } },
      };
    }
    const [from, to] = byLevel<[VolumeUnit, VolumeUnit]>(level, [
      rng.pick([
        ['L', 'cm³'],
        ['m³', 'L'],
      ] as [VolumeUnit, VolumeUnit][]),
      rng.pick([
        ['cm³', 'L'],
        ['mL', 'L'],
        ['L', 'm³'],
      ] as [VolumeUnit, VolumeUnit][]),
      rng.pick([
        ['m³', 'cm³'],
        ['cm³', 'm³'],
      ] as [VolumeUnit, VolumeUnit][]),
      ['m³', 'cm³'],
      ['m³', 'cm³'],
    ]);
    const thousandths = byLevel(level, [
      rng.int(2, 30) * 1000,
      rng.int(120, 9800) * 1000,
      from === 'm³' ? rng.int(11, 95) * 10 : rng.int(25, 950) * 1000 * 1000,
      0,
      0,
    ]);
    const params: VolumeParams = { thousandths, from, to, boxCm: null, jugMl: null };
    const value = rat(thousandths, 1000);
    const result = div(mul(value, rat(VOLUME_IN_CM3[from])), rat(VOLUME_IN_CM3[to]));
    const bigger = VOLUME_IN_CM3[from] > VOLUME_IN_CM3[to] ? from : to;
    const smaller = bigger === from ? to : from;
    const factor = VOLUME_IN_CM3[bigger] / VOLUME_IN_CM3[smaller];
    const fact =
      UNIT_FACTS[`${bigger}>${smaller === 'mL' ? 'cm³' : smaller}`] ??
      `1 ${bigger} = ${grouped(rat(factor))} ${smaller}`;
    return {
      params,
      title: `Write ${grouped(value)} ${from} in ${to}.`,
      answer: num(result),
      answerKind: 'number',
      explanation: `${fact.charAt(0).toUpperCase()}${fact.slice(1)}. So 1 ${bigger} = ${grouped(rat(factor))} ${smaller}, and going from ${from} to ${to} ${bigger === from ? 'multiplies' : 'divides'} by ${grouped(rat(factor))}: ${grouped(value)} ${bigger === from ? '×' : '÷'} ${grouped(rat(factor))} = ${grouped(result)}. So ${grouped(value)} ${from} is ${grouped(result)} ${to}.`,
      hints: [
        `How many ${smaller} make 1 ${bigger}? For cubic units, think of a cube and its three edges.`,
        `Converting to a ${bigger === from ? 'smaller' : 'larger'} unit gives a ${bigger === from ? 'greater' : 'smaller'} number.`,
      ],
      misconceptions:
        from === 'm³' || to === 'm³'
          ? [
              {
                answer: num(
                  bigger === from
                    ? mul(value, rat(factor === 1_000_000 ? 100 : 10))
                    : div(value, rat(factor === 1_000_000 ? 100 : 10)),
                ),
                hint: 'A cubic unit has three dimensions: cube the length factor (100 × 100 × 100 for m³ to cm³).',
              },
            ]
          : [],
      lintFacts: { scopeValues: [Number(result.n / result.d)] },
    };
  },
  solve: ({ thousandths, from, to, boxCm, jugMl }) => {
    if (boxCm) {
      const cm3 = boxCm[0] * boxCm[1] * boxCm[2];
      if (jugMl) return String(Math.floor((cm3 + jugMl - 1) / jugMl));
      return num(rat(cm3, 1000));
    }
    return num(rat(thousandths * VOLUME_IN_CM3[from], 1000 * VOLUME_IN_CM3[to]));
  },
  complexity: ({ thousandths, from, to, boxCm, jugMl }) => {
    if (boxCm) return 5 + (jugMl ? 2 : 0);
    const factor =
      Math.max(VOLUME_IN_CM3[from], VOLUME_IN_CM3[to]) / Math.min(VOLUME_IN_CM3[from], VOLUME_IN_CM3[to]);
    return (
      Math.log10(factor) / 2 +
      (VOLUME_IN_CM3[from] < VOLUME_IN_CM3[to] ? 1 : 0) +
      (thousandths % 1000 === 0 ? 0 : 1)
    );
  },
});

interface MixedUnitsParams {
  /** Rectangle length in centimetres and width in centimetres (the question writes the length in metres). */
  lengthCm: number;
  widthCm: number;
  ask: 'perimeter-m' | 'area-m2' | 'area-cm2' | 'trim-cost';
  /** Level 5: price of edging per metre, in cents. */
  centsPerMetre: number | null;
}

export const mixedUnitsProblemTask = defineTask<MixedUnitsParams>({
  name: 'Perimeter and area with mixed units',
  description: 'Solve perimeter and area problems whose measurements are given in different metric units.',
  build(rng, level) {
    const ask = byLevel(level, ['perimeter-m', 'area-cm2', 'area-m2', 'area-m2', 'trim-cost'] as const);
    const lengthCm = byLevel(level, [
      rng.int(2, 9) * 100,
      rng.int(11, 40) * 10,
      rng.int(12, 48) * 10,
      rng.int(101, 480),
      rng.int(12, 48) * 10,
    ]);
    const widthCm = byLevel(level, [
      rng.int(2, 9) * 10,
      rng.int(3, 9) * 10,
      rng.int(3, 9) * 10,
      rng.int(11, 95),
      rng.int(4, 9) * 10,
    ]);
    const centsPerMetre = ask === 'trim-cost' ? rng.pick([249, 325, 399, 450, 575]) : null;
    const params: MixedUnitsParams = { lengthCm, widthCm, ask, centsPerMetre };
    const lengthM = num(rat(lengthCm, 100));
    const widthM = num(rat(widthCm, 100));
    const svg = polygonSvg(
      {
        vertices: [
          [0, 0],
          [lengthCm, 0],
          [lengthCm, widthCm],
          [0, widthCm],
        ],
        sideLabels: [`${lengthM} m`, `${widthCm} cm`, '', ''],
        rightAngleAt: [0],
      },
      `Rectangle with length ${lengthM} m and width ${widthCm} cm. The corner is a right angle.`,
    );
    const facts = { diagramFacts: { length: [Number(lengthM)], width: [widthCm] }, drawsRightAngle: true };
    const place = rng.pick([
      'a classroom bulletin board in Mississauga',
      'a garden plot in Kitchener',
      'a stage in a school gym in Sudbury',
    ]);
    const setting = `The rectangle is ${place}: it is ${lengthM} m long and ${widthCm} cm wide.`;
    const perimeterCm = 2 * (lengthCm + widthCm);
    const areaCm2 = lengthCm * widthCm;
    if (ask === 'perimeter-m') {
      const answer = num(rat(perimeterCm, 100));
      return {
        params,
        title: 'What is the perimeter of the rectangle, in metres?',
        description: setting,
        answer,
        answerKind: 'number',
        explanation: `Write both sides in metres: ${widthCm} cm = ${widthM} m. Perimeter = 2 × (${lengthM} + ${widthM}) = 2 × ${num(rat(lengthCm + widthCm, 100))} = ${answer} m.`,
        hints: [
          `Change ${widthCm} cm to metres first (100 cm = 1 m).`,
          'Perimeter is the distance all the way around: two lengths and two widths.',
        ],
        misconceptions: [
          {
            answer: num(rat(2 * (lengthCm / 100 + widthCm))),
            hint: `${lengthM} and ${widthCm} are in different units; convert before adding.`,
          },
        ],
        imageSvg: svg,
        lintFacts: facts,
      };
    }
    if (ask === 'area-cm2') {
      const answer = String(areaCm2);
      return {
        params,
        title: 'What is the area of the rectangle, in square centimetres?',
        description: setting,
        answer,
        answerKind: 'number',
        explanation: `Write the length in centimetres: ${lengthM} m = ${lengthCm} cm. Area = ${lengthCm} × ${widthCm} = ${grouped(rat(areaCm2))} cm². The area is ${grouped(rat(areaCm2))} cm².`,
        hints: [
          `Change ${lengthM} m to centimetres first (1 m = 100 cm).`,
          'Area of a rectangle = length × width, with both in the same unit.',
        ],
        misconceptions: [
          {
            answer: num(rat(lengthCm * widthCm, 100)),
            hint: `Multiplying ${lengthM} by ${widthCm} mixes metres and centimetres; convert first.`,
          },
        ],
        imageSvg: svg,
        lintFacts: facts,
      };
    }
    if (ask === 'area-m2') {
      const answer = num(rat(areaCm2, 10_000));
      return {
        params,
        title: 'What is the area of the rectangle, in square metres?',
        description: setting,
        answer,
        answerKind: 'number',
        explanation: `Write the width in metres: ${widthCm} cm = ${widthM} m. Area = ${lengthM} × ${widthM} = ${answer} m². The area is ${answer} m².`,
        hints: [`Change ${widthCm} cm to metres first (100 cm = 1 m).`, 'Then multiply length × width.'],
        misconceptions: [
          {
            answer: num(rat(areaCm2, 100)),
            hint: `${lengthM} × ${widthCm} mixes units: write ${widthCm} cm as ${widthM} m before multiplying.`,
          },
        ],
        imageSvg: svg,
        lintFacts: facts,
      };
    }
    const rate = centsPerMetre as number;
    const exactCents = rat(perimeterCm * rate, 100);
    const answer = moneyAnswer(Number(toDecimalString(exactCents, 0)));
    return {
      params,
      title: 'How much does the edging cost before tax, in dollars?',
      description: `${setting} Edging to go all the way around costs ${money(rate)} per metre and is sold by the centimetre. Round the cost to the nearest cent.`,
      answer,
      answerKind: 'money',
      explanation: `Write the width in metres: ${widthCm} cm = ${widthM} m. Perimeter = 2 × (${lengthM} + ${widthM}) = ${num(rat(perimeterCm, 100))} m. Cost = ${num(rat(perimeterCm, 100))} × ${num(rat(rate, 100))} = ${num(div(exactCents, rat(100)))}, which rounds to ${money(Number(toDecimalString(exactCents, 0)))}. The edging costs ${answer} dollars.`,
      hints: [
        `Find the perimeter in metres: change ${widthCm} cm to metres first.`,
        `Then multiply the perimeter by the price per metre, ${money(rate)}.`,
      ],
      misconceptions: [
        {
          answer: moneyAnswer(Number(toDecimalString(rat(areaCm2 * rate, 10_000), 0))),
          hint: 'Edging goes around the edge: use the perimeter, not the area.',
        },
      ],
      imageSvg: svg,
      lintFacts: {
        ...facts,
        moneyRounding: { alternativeKeys: [answer], ruleStated: 'Round the cost to the nearest cent.' },
      },
    };
  },
  solve: ({ lengthCm, widthCm, ask, centsPerMetre }) => {
    const length = rat(lengthCm, 100);
    const width = rat(widthCm, 100);
    if (ask === 'perimeter-m') return num(mul(rat(2), rat(lengthCm + widthCm, 100)));
    if (ask === 'area-cm2') return num(mul(mul(length, rat(100)), rat(widthCm)));
    if (ask === 'area-m2') return num(mul(length, width));
    const cost = mul(mul(rat(2), rat(lengthCm + widthCm, 100)), rat(centsPerMetre as number, 100));
    return toDecimalString(cost, 2);
  },
  complexity: ({ lengthCm, widthCm, ask }) =>
    ({ 'perimeter-m': 1, 'area-cm2': 2, 'area-m2': 3, 'trim-cost': 5 })[ask] +
    (lengthCm % 10 === 0 ? 0 : 1) +
    (widthCm % 10 === 0 ? 0 : 0.5),
});

interface GardenParams {
  lengthCm: number;
  widthCm: number;
  depthCm: number;
  bagLitres: number;
  bagCents: number;
  /** Which step of the model the question asks for: 1 area, 2 volume in m³, 3 litres, 4 bags, 5 total with HST. */
  step: 1 | 2 | 3 | 4 | 5;
}

const HST_PERCENT = 13;

/**
 * One raised garden bed, modelled from its measurements to the bill. The level is the step asked, so every
 * question restates the whole situation and a learner climbing the levels works the model further each time.
 */
export const gardenModelTask = defineTask<GardenParams>({
  name: 'Model a raised garden bed',
  description:
    'Work one real plan step by step: the bed’s area, the soil’s volume, the bags to buy and the cost with 13% HST.',
  build(rng, level) {
    const params: GardenParams = {
      lengthCm: rng.int(12, 36) * 10,
      widthCm: rng.int(6, 12) * 10,
      depthCm: rng.int(4, 8) * 5,
      bagLitres: rng.pick([25, 30, 50]),
      bagCents: rng.pick([497, 597, 697, 797, 897]),
      step: level,
    };
    const { lengthCm, widthCm, depthCm, bagLitres, bagCents } = params;
    const gardener = rng.pick(['Amira', 'Jonah', 'Priya', 'Mateo', 'Chloé']);
    const town = rng.pick(['Hamilton', 'Barrie', 'Kingston', 'Waterloo', 'North Bay']);
    const L = num(rat(lengthCm, 100));
    const W = num(rat(widthCm, 100));
    const D = num(rat(depthCm, 100));
    const area = rat(lengthCm * widthCm, 10_000);
    const volume = rat(lengthCm * widthCm * depthCm, 1_000_000);
    const litres = mul(volume, rat(1000));
    const bags = Math.ceil((lengthCm * widthCm * depthCm) / (bagLitres * 1000));
    const subtotal = bags * bagCents;
    const totalCents = Number(toDecimalString(rat(subtotal * (100 + HST_PERCENT), 100), 0));
    const perBagTaxed = Number(toDecimalString(rat(bagCents * (100 + HST_PERCENT), 100), 0));
    const situation = `${gardener} is building a raised garden bed in a backyard in ${town}. The bed is ${L} m long and ${widthCm} cm wide, and it will be filled with soil ${depthCm} cm deep. Soil comes in ${bagLitres} L bags at ${money(bagCents)} each, plus 13% HST.`;
    const areaStep = `Area = ${L} × ${W} = ${num(area)} m² (${widthCm} cm = ${W} m).`;
    const volumeStep = `Volume = area × depth = ${num(area)} × ${D} = ${num(volume)} m³ (${depthCm} cm = ${D} m).`;
    const litreStep = `Since 1 m³ = 1000 L, ${num(volume)} m³ = ${num(litres)} L.`;
    const exactBags = (lengthCm * widthCm * depthCm) % (bagLitres * 1000) === 0;
    const bagStep = `${num(litres)} ÷ ${bagLitres} ${exactBags ? `= ${num(rat(Number(litres.n), Number(litres.d) * bagLitres))} exactly` : `${hundredths(rat(Number(litres.n), Number(litres.d) * bagLitres))}, and a part bag cannot be bought`}, so ${bags} bags.`;
    const steps = [areaStep, volumeStep, litreStep, bagStep];
    const svg = polygonSvg(
      {
        vertices: [
          [0, 0],
          [lengthCm, 0],
          [lengthCm, widthCm],
          [0, widthCm],
        ],
        sideLabels: [`${L} m`, `${widthCm} cm`, '', ''],
        rightAngleAt: [0],
      },
      `Top view of the garden bed: a rectangle with length ${L} m and width ${widthCm} cm. The corner is a right angle.`,
    );
    const facts = { diagramFacts: { length: [Number(L)], width: [widthCm] }, drawsRightAngle: true };
    const asks: Record<
      GardenParams['step'],
      { title: string; answer: string; kind: 'number' | 'money'; final: string; hint: string }
    > = {
      1: {
        title: 'What is the area of the bottom of the bed, in square metres?',
        answer: num(area),
        kind: 'number',
        final: `The area is ${num(area)} m².`,
        hint: `Write ${widthCm} cm in metres, then multiply length × width.`,
      },
      2: {
        title: 'What volume of soil fills the bed, in cubic metres?',
        answer: num(volume),
        kind: 'number',
        final: `The soil's volume is ${num(volume)} m³.`,
        hint: `Find the area of the bottom in m², then multiply by the depth, ${depthCm} cm, written in metres.`,
      },
      3: {
        title: 'How many litres of soil fill the bed?',
        answer: num(litres),
        kind: 'number',
        final: `The bed holds ${num(litres)} L of soil.`,
        hint: 'Find the volume in cubic metres, then use 1 m³ = 1000 L.',
      },
      4: {
        title: `How many ${bagLitres} L bags of soil must be bought?`,
        answer: String(bags),
        kind: 'number',
        final: `${gardener} must buy ${bags} bags.`,
        hint: `Find the soil needed in litres, divide by ${bagLitres}, and think about a bag that is only partly used.`,
      },
      5: {
        title: 'What is the total cost of the soil, including 13% HST, in dollars?',
        answer: moneyAnswer(totalCents),
        kind: 'money',
        final: `The total is ${moneyAnswer(totalCents)} dollars.`,
        hint: 'Find the number of bags first; then the cost before tax, and multiply by 1.13.',
      },
    };
    const ask = asks[params.step];
    const shown = steps.slice(0, Math.min(params.step, 4));
    if (params.step === 5)
      shown.push(
        `Before tax: ${bags} × ${money(bagCents)} = ${money(subtotal)}. With 13% HST: ${money(subtotal)} × 1.13 = ${num(rat(subtotal * 113, 10_000))}, which rounds to ${money(totalCents)}.`,
      );
    return {
      params,
      title: ask.title,
      description: `${situation}${params.step === 5 ? ' Round the total to the nearest cent only at the end.' : ''}`,
      answer: ask.answer,
      answerKind: ask.kind,
      explanation: `The model goes from the bed's area to the soil's volume (${depthCm} cm deep), then to ${bagLitres} L bags at ${money(bagCents)} each plus 13% HST; this question is step ${params.step} of 5. ${shown.join(' ')} ${ask.final}`,
      hints: [ask.hint, ...(params.step >= 2 ? ['Work in metres throughout: 100 cm = 1 m.'] : [])],
      misconceptions:
        params.step === 4 && !exactBags
          ? [
              {
                answer: String(Math.floor((lengthCm * widthCm * depthCm) / (bagLitres * 1000))),
                hint: 'That many bags leave part of the bed empty: buy one more bag for the rest.',
              },
            ]
          : params.step === 5
            ? [{ answer: moneyAnswer(subtotal), hint: 'That is the price before tax: add the 13% HST.' }]
            : [],
      imageSvg: svg,
      lintFacts: {
        ...facts,
        ...(params.step === 4 ? { answerIsCount: true } : {}),
        ...(params.step === 5
          ? {
              salesTax: { item: 'general' as const, ratePercent: HST_PERCENT },
              moneyRounding: {
                alternativeKeys: [moneyAnswer(bags * perBagTaxed)],
                ruleStated: 'Round the total to the nearest cent only at the end.',
              },
            }
          : {}),
      },
    };
  },
  solve: ({ lengthCm, widthCm, depthCm, bagLitres, bagCents, step }) => {
    // In cubic centimetres throughout: 1 L = 1000 cm³, 1 m³ = 1,000,000 cm³.
    const cm3 = lengthCm * widthCm * depthCm;
    if (step === 1) return num(rat(lengthCm * widthCm, 10_000));
    if (step === 2) return num(rat(cm3, 1_000_000));
    if (step === 3) return num(rat(cm3, 1000));
    let bags = Math.floor(cm3 / (bagLitres * 1000));
    if (bags * bagLitres * 1000 < cm3) bags += 1;
    if (step === 4) return String(bags);
    return toDecimalString(mul(rat(bags * bagCents, 100), rat(113, 100)), 2);
  },
  complexity: ({ step, lengthCm }) => step * 2 + (lengthCm % 100 === 0 ? 0 : 0.5),
});
