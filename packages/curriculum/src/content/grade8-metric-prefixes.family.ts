/**
 * Grade 8 E2.1 (issue 20): very large and very small metric units (tera-, giga-, mega- and micro-, nano-, pico-),
 * their base-ten links and their powers of ten. Level 1 names a prefix's power of ten, level 2 converts between
 * neighbouring large units, level 3 between neighbouring small units, level 4 counts how many of one size fit in
 * another across several prefixes, and level 5 compares two sizes given in different small units.
 */
import { groupThousands } from '../core/format';
import { type PerLevel, byLevel } from '../core/levels';
import { type Rational, div, mul, rat, toDecimalString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineGrade8Task, plainDecimal } from './grade8-number.family';

type PrefixKind = 'power' | 'largeStep' | 'smallStep' | 'howMany' | 'compare';

const PREFIX_LEVELS: PerLevel<PrefixKind> = ['power', 'largeStep', 'smallStep', 'howMany', 'compare'];

/** Prefix symbol, name and power of ten. */
const PREFIXES: Record<string, { name: string; power: number }> = {
  T: { name: 'tera', power: 12 },
  G: { name: 'giga', power: 9 },
  M: { name: 'mega', power: 6 },
  k: { name: 'kilo', power: 3 },
  m: { name: 'milli', power: -3 },
  µ: { name: 'micro', power: -6 },
  n: { name: 'nano', power: -9 },
  p: { name: 'pico', power: -12 },
};

export interface PrefixParams {
  kind: PrefixKind;
  /** The given amount as units × 10^-places (`35, 1` is 3.5). power: unused. */
  units: number;
  places: number;
  /** Prefix symbols: [from, to]; compare: [larger thing's, smaller thing's]; power: [the prefix]. */
  prefixes: string[];
  /** howMany: the size of one piece (whole units of prefixes[1]); compare: the smaller thing's size. */
  other: number;
  story: number;
}

const tenTo = (exponent: number): Rational =>
  exponent >= 0 ? rat(10n ** BigInt(exponent)) : rat(1n, 10n ** BigInt(-exponent));

const powerOf = (symbol: string): number => (PREFIXES[symbol] as { power: number }).power;

/** Independent solver: everything through the base unit (bytes, metres, watts) with exact rationals. */
function solvePrefix(p: PrefixParams): string {
  const amount = div(rat(p.units), tenTo(p.places));
  const [from = '', to = ''] = p.prefixes;
  switch (p.kind) {
    case 'power':
      return String(powerOf(from));
    case 'largeStep':
    case 'smallStep': {
      const base = mul(amount, tenTo(powerOf(from)));
      return plainDecimal(div(base, tenTo(powerOf(to))));
    }
    case 'howMany':
    case 'compare': {
      const big = mul(amount, tenTo(powerOf(from)));
      const small = mul(rat(p.other), tenTo(powerOf(to)));
      return plainDecimal(div(big, small));
    }
  }
}

const texPower = (exponent: number): string => `10^{${exponent}}`;
const amountText = (p: PrefixParams): string => plainDecimal(div(rat(p.units), tenTo(p.places)));

const POWER_STORIES = [
  { symbol: 'G', unit: 'byte', sym: 'B', base: 'bytes' },
  { symbol: 'T', unit: 'byte', sym: 'B', base: 'bytes' },
  { symbol: 'M', unit: 'byte', sym: 'B', base: 'bytes' },
  { symbol: 'M', unit: 'watt', sym: 'W', base: 'watts' },
  { symbol: 'G', unit: 'watt', sym: 'W', base: 'watts' },
  { symbol: 'n', unit: 'metre', sym: 'm', base: 'metres' },
  { symbol: 'µ', unit: 'metre', sym: 'm', base: 'metres' },
  { symbol: 'p', unit: 'metre', sym: 'm', base: 'metres' },
  { symbol: 'n', unit: 'second', sym: 's', base: 'seconds' },
  { symbol: 'µ', unit: 'gram', sym: 'g', base: 'grams' },
];

const LARGE_STEPS = [
  {
    from: 'G',
    to: 'M',
    text: (a: string) => `A movie file on Hana's laptop is ${a} GB.`,
    unit: 'B',
    units: 'megabytes',
  },
  {
    from: 'T',
    to: 'G',
    text: (a: string) => `A school's backup drive holds ${a} TB.`,
    unit: 'B',
    units: 'gigabytes',
  },
  {
    from: 'G',
    to: 'M',
    text: (a: string) => `A nuclear station on Lake Huron can produce ${a} GW of power.`,
    unit: 'W',
    units: 'megawatts',
  },
  {
    from: 'M',
    to: 'G',
    text: (a: string) => `A wind farm near Kingston produces ${a} MW.`,
    unit: 'W',
    units: 'gigawatts',
  },
];

const SMALL_STEPS = [
  {
    from: 'µ',
    to: 'n',
    text: (a: string) => `A bacterium under the microscope is ${a} µm long.`,
    units: 'nanometres',
  },
  { from: 'n', to: 'µ', text: (a: string) => `A virus is ${a} nm across.`, units: 'micrometres' },
  { from: 'm', to: 'µ', text: (a: string) => `An ant is ${a} mm long.`, units: 'micrometres' },
  { from: 'n', to: 'p', text: (a: string) => `A small molecule is ${a} nm long.`, units: 'picometres' },
];

const COMPARE_STORIES = [
  { big: 'a human hair', bigPrefix: 'µ', small: 'a strand of DNA', smallPrefix: 'n' },
  { big: 'a red blood cell', bigPrefix: 'µ', small: 'a flu virus', smallPrefix: 'n' },
  { big: 'a grain of pollen', bigPrefix: 'µ', small: 'a carbon atom', smallPrefix: 'p' },
  { big: 'a flu virus', bigPrefix: 'n', small: 'a water molecule', smallPrefix: 'p' },
];

function prefixBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): PrefixParams {
  const kind = byLevel(level, PREFIX_LEVELS);
  switch (kind) {
    case 'power': {
      const story = rng.int(0, POWER_STORIES.length - 1);
      return {
        kind,
        units: rng.int(1, 2),
        places: 0,
        prefixes: [(POWER_STORIES[story] as { symbol: string }).symbol],
        other: 0,
        story,
      };
    }
    case 'largeStep': {
      const story = rng.int(0, LARGE_STEPS.length - 1);
      const s = LARGE_STEPS[story] as (typeof LARGE_STEPS)[number];
      const up = powerOf(s.from) > powerOf(s.to);
      return up
        ? { kind, units: rng.int(12, 95), places: 1, prefixes: [s.from, s.to], other: 0, story }
        : { kind, units: rng.int(12, 480) * 5, places: 0, prefixes: [s.from, s.to], other: 0, story };
    }
    case 'smallStep': {
      const story = rng.int(0, SMALL_STEPS.length - 1);
      const s = SMALL_STEPS[story] as (typeof SMALL_STEPS)[number];
      const up = powerOf(s.from) > powerOf(s.to);
      return up
        ? { kind, units: rng.int(11, 90), places: 1, prefixes: [s.from, s.to], other: 0, story }
        : { kind, units: rng.int(20, 900), places: 0, prefixes: [s.from, s.to], other: 0, story };
    }
    case 'howMany': {
      // A drive in TB or GB filled with files in MB: the count is whole.
      const from = rng.pick(['T', 'G']);
      const units = rng.int(1, 8);
      const size = rng.pick(from === 'T' ? [200, 250, 400, 500, 800] : [2, 4, 5, 8, 20, 25, 50]);
      return { kind, units, places: 0, prefixes: [from, 'M'], other: size, story: rng.int(0, 1) };
    }
    case 'compare': {
      const story = rng.int(0, COMPARE_STORIES.length - 1);
      const s = COMPARE_STORIES[story] as (typeof COMPARE_STORIES)[number];
      const ranges: Record<string, [number, number, number[]]> = {
        '0': [60, 100, [2, 4]],
        '1': [6, 9, [100, 120, 150]],
        '2': [20, 60, [100, 200]],
        '3': [100, 120, [200, 250, 400]],
      };
      const [lo, hi, smalls] = ranges[String(story)] as [number, number, number[]];
      const gap = BigInt(powerOf(s.bigPrefix) - powerOf(s.smallPrefix));
      // Keep sizes whose ratio is a whole number, as a "how many times" answer should be here.
      for (;;) {
        const units = rng.int(lo, hi);
        const other = rng.pick(smalls);
        if ((BigInt(units) * 10n ** gap) % BigInt(other) === 0n)
          return { kind, units, places: 0, prefixes: [s.bigPrefix, s.smallPrefix], other, story };
      }
    }
  }
}

export function metricPrefixTask(name: string, description: string) {
  return defineGrade8Task<PrefixParams>({
    name,
    description,
    build(rng, level) {
      const params = prefixBuild(rng, level);
      const answer = solvePrefix(params);
      const [from = '', to = ''] = params.prefixes;
      const gap = to === '' ? 0 : powerOf(from) - powerOf(to);
      switch (params.kind) {
        case 'power': {
          const s = POWER_STORIES[params.story] as (typeof POWER_STORIES)[number];
          const prefix = PREFIXES[from] as { name: string; power: number };
          return {
            params,
            title: `One ${prefix.name}${s.unit} (1 ${from}${s.sym}) is $10^{n}$ ${s.base}. What is the exponent n?`,
            answer,
            answerKind: 'number',
            explanation: `The prefix ${prefix.name}- means ${prefix.power > 0 ? `${groupThousands(10n ** BigInt(prefix.power))} times the unit` : `one ${groupThousands(10n ** BigInt(-prefix.power))}th of the unit`}. ${prefix.power > 0 ? `That is 1 followed by ${prefix.power} zeros` : `That is ${-prefix.power} places after the decimal point`}, so 1 ${from}${s.sym} = $${texPower(prefix.power)}$ ${s.base} and the exponent is ${answer}.`,
            hints: [
              `Count the factors of 10 in the prefix ${prefix.name}-; remember that prefixes for small units give negative exponents.`,
            ],
            misconceptions: [
              {
                answer: String(-prefix.power),
                hint:
                  prefix.power > 0
                    ? `${prefix.name}- makes a large unit, so the exponent is positive.`
                    : `${prefix.name}- makes a tiny unit, so the exponent is negative.`,
              },
              {
                answer: String(prefix.power > 0 ? prefix.power - 3 : prefix.power + 3),
                hint: 'Each prefix step is a factor of 1000, which is three powers of ten.',
              },
            ],
          };
        }
        case 'largeStep':
        case 'smallStep': {
          const story =
            params.kind === 'largeStep'
              ? (LARGE_STEPS[params.story] as (typeof LARGE_STEPS)[number])
              : (SMALL_STEPS[params.story] as (typeof SMALL_STEPS)[number]);
          const a = amountText(params);
          const up = gap > 0;
          const factor = groupThousands(10n ** BigInt(Math.abs(gap)));
          return {
            params,
            title: `${story.text(a)} How many ${story.units} is that?`,
            answer,
            answerKind: 'number',
            explanation: `1 ${PREFIXES[from]?.name}-unit = $${texPower(powerOf(from))}$ and 1 ${PREFIXES[to]?.name}-unit = $${texPower(powerOf(to))}$ of the base unit, so the units differ by $${texPower(Math.abs(gap))}$ = ${factor}. ${up ? `Going to a smaller unit gives more of them: multiply, ${a} × ${factor} = ${answer}.` : `Going to a larger unit gives fewer of them: divide, ${a} ÷ ${factor} = ${answer}.`}`,
            hints: [
              `How many times bigger is one ${PREFIXES[up ? from : to]?.name}-unit than one ${PREFIXES[up ? to : from]?.name}-unit? Each prefix step is a factor of 1000.`,
            ],
            misconceptions: [
              {
                answer: plainDecimal(
                  up
                    ? div(div(rat(params.units), tenTo(params.places)), tenTo(gap))
                    : mul(div(rat(params.units), tenTo(params.places)), tenTo(-gap)),
                ),
                hint: up
                  ? 'A smaller unit needs more of them: multiply, do not divide.'
                  : 'A larger unit needs fewer of them: divide, do not multiply.',
              },
              {
                answer: plainDecimal(
                  up
                    ? mul(div(rat(params.units), tenTo(params.places)), rat(100))
                    : div(div(rat(params.units), tenTo(params.places)), rat(100)),
                ),
                hint: 'Neighbouring prefixes differ by 1000, not 100.',
              },
            ],
          };
        }
        case 'howMany': {
          const drive = params.story === 0 ? 'a USB drive' : 'a cloud account';
          const fileKind =
            from === 'T'
              ? params.story === 0
                ? 'video clips'
                : 'movies'
              : params.story === 0
                ? 'photos'
                : 'songs';
          const perFile = params.other;
          const total = mul(rat(params.units), tenTo(gap));
          return {
            params,
            title: `${drive === 'a USB drive' ? 'A USB drive' : 'A cloud account'} holds ${params.units} ${from}B. How many ${fileKind} of ${perFile} MB each fit on it?`,
            description: 'Use 1 GB = 1000 MB and 1 TB = 1000 GB.',
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `First write the space in megabytes: ${params.units} ${from}B = ${params.units} × $${texPower(gap)}$ MB = ${groupThousands(BigInt(plainDecimal(total)))} MB. Then divide by the size of one file: ${groupThousands(BigInt(plainDecimal(total)))} ÷ ${perFile} = ${answer}.`,
            hints: [
              `Change ${params.units} ${from}B into megabytes first, then share it among files of ${perFile} MB.`,
            ],
            misconceptions: [
              {
                answer: plainDecimal(div(mul(rat(params.units), rat(1000)), rat(perFile))),
                hint:
                  from === 'T'
                    ? 'A terabyte is 1000 × 1000 MB: convert through gigabytes.'
                    : 'Check the conversion: 1 GB is 1000 MB.',
              },
            ],
          };
        }
        case 'compare': {
          const s = COMPARE_STORIES[params.story] as (typeof COMPARE_STORIES)[number];
          const big = `${params.units} ${from}m`;
          const small = `${params.other} ${to}m`;
          const bigInSmall = mul(rat(params.units), tenTo(gap));
          return {
            params,
            title: `${s.big[0]?.toUpperCase()}${s.big.slice(1)} is about ${big} wide, and ${s.small} is about ${small} wide. How many times as wide as ${s.small} is ${s.big}?`,
            answer,
            answerKind: 'number',
            explanation: `Write both widths in the same unit. 1 ${PREFIXES[from]?.name}metre = ${groupThousands(10n ** BigInt(gap))} ${PREFIXES[to]?.name}metres (the powers are $${texPower(powerOf(from))}$ and $${texPower(powerOf(to))}$), so ${big} = ${groupThousands(BigInt(plainDecimal(bigInSmall)))} ${to}m. Then ${groupThousands(BigInt(plainDecimal(bigInSmall)))} ÷ ${params.other} = ${toDecimalString(div(bigInSmall, rat(params.other)), 6, true)}, so ${s.big} is ${answer} times as wide.`,
            hints: [`Change ${big} into ${PREFIXES[to]?.name}metres before dividing.`],
            misconceptions: [
              {
                answer: plainDecimal(div(rat(params.units), rat(params.other))),
                hint: 'The two widths are in different units: convert before dividing.',
              },
              {
                answer: plainDecimal(
                  div(mul(rat(params.units), tenTo(gap > 3 ? gap - 3 : gap + 3)), rat(params.other)),
                ),
                hint: 'Count the prefix steps: each is a factor of 1000.',
              },
            ],
          };
        }
      }
    },
    solve: solvePrefix,
    complexity: (p) => PREFIX_LEVELS.indexOf(p.kind) + 1 + p.units / 100_000,
  });
}
