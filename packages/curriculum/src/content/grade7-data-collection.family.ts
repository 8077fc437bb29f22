/**
 * Grade 7 data collection and organization: tables of counts and percents (D1.2), why percents describe how a
 * large data set is distributed and let groups of different sizes be compared (D1.1), and choosing the graph that
 * suits a data set, down to the angles a circle graph needs (D1.3).
 */
import { groupThousands } from '../core/format';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';
import type { DifficultyLevel } from '../types';

const SURVEYS = [
  { question: 'how they get to school', answers: ['walk', 'school bus', 'car', 'bike', 'city bus'] },
  {
    question: 'their favourite winter activity',
    answers: ['skating', 'skiing', 'tobogganing', 'hockey', 'snowshoeing'],
  },
  {
    question: 'their favourite kind of book',
    answers: ['graphic novels', 'mystery', 'fantasy', 'sports', 'non-fiction'],
  },
  { question: 'the club they would join', answers: ['robotics', 'drama', 'art', 'chess', 'coding'] },
];
const SCHOOLS = ['a school in Barrie', 'a school in Windsor', 'a school in Timmins', 'a school in Markham'];

/** Whole-number percents in steps of 5 that add to 100, one per category. */
function percentsOf(rng: Rng, count: number): number[] {
  for (;;) {
    const cuts = Array.from({ length: count - 1 }, () => rng.int(1, 19) * 5).sort((a, b) => a - b);
    const parts = [...cuts, 100].map((c, i) => c - (i === 0 ? 0 : (cuts[i - 1] as number)));
    if (parts.every((p) => p >= 5) && new Set(parts).size === parts.length) return parts;
  }
}

const listTable = (labels: string[], values: (number | string)[], unit = ''): string =>
  labels.map((l, i) => `${l}: ${values[i]}${unit}`).join('; ');

// ---------------------------------------------------------------------------------------------------------------
// D1.2 (and D1.1): tables that show percents

type TableKind = 'percentOf' | 'countFrom' | 'missingRow' | 'rounded' | 'combined';
const TABLE_ORDER: TableKind[] = ['percentOf', 'countFrom', 'missingRow', 'rounded', 'combined'];

interface TableParams {
  kind: TableKind;
  survey: number;
  /** Counts per category (first group), the asked category, and for `combined` the second group's counts. */
  counts: number[];
  asked: number;
  counts2: number[];
  /** Percents shown (countFrom, missingRow). */
  percents: number[];
}

const total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function solveTable(p: TableParams): string {
  switch (p.kind) {
    case 'percentOf':
      return String((p.counts[p.asked]! * 100) / total(p.counts));
    case 'countFrom':
    case 'missingRow':
      return String((p.percents[p.asked]! * total(p.counts)) / 100);
    case 'rounded':
      return String(Math.round((p.counts[p.asked]! * 1000) / total(p.counts)) / 10);
    case 'combined':
      return String(
        ((p.counts[p.asked]! + p.counts2[p.asked]!) * 100) / (total(p.counts) + total(p.counts2)),
      );
  }
}

function buildTable(rng: Rng, level: DifficultyLevel): TableParams {
  const kind = TABLE_ORDER[level - 1] as TableKind;
  const survey = rng.int(0, SURVEYS.length - 1);
  const categories = level <= 2 ? 4 : 5;
  switch (kind) {
    case 'percentOf': {
      const n = rng.pick([20, 40, 60]);
      const percents = percentsOf(rng, categories);
      const counts = percents.map((p) => (p * n) / 100);
      if (!counts.every(Number.isInteger)) return buildTable(rng, level);
      return { kind, survey, counts, asked: rng.int(0, categories - 1), counts2: [], percents: [] };
    }
    case 'countFrom':
    case 'missingRow': {
      const n = rng.pick(kind === 'countFrom' ? [120, 160, 240, 300, 360] : [240, 320, 460, 520, 680]);
      const percents = percentsOf(rng, categories);
      const counts = percents.map((p) => (p * n) / 100);
      if (!counts.every(Number.isInteger)) return buildTable(rng, level);
      return { kind, survey, counts, asked: rng.int(0, categories - 1), counts2: [], percents };
    }
    case 'rounded': {
      const n = rng.pick([130, 140, 160, 170, 180, 190, 210, 230]);
      const percents = percentsOf(rng, categories);
      const counts = percents.map((p) => Math.round((p * n) / 100));
      counts[categories - 1] = n - total(counts.slice(0, -1));
      const asked = rng.int(0, categories - 1);
      if (counts.some((c) => c <= 0) || (counts[asked]! * 1000) % n === 0) return buildTable(rng, level);
      return { kind, survey, counts, asked, counts2: [], percents: [] };
    }
    case 'combined': {
      for (;;) {
        const n1 = rng.pick([40, 60, 80, 100]);
        const n2 = rng.pick([200, 300, 400, 500, 600]);
        const p1 = percentsOf(rng, 4);
        const p2 = percentsOf(rng, 4);
        const c1 = p1.map((p) => (p * n1) / 100);
        const c2 = p2.map((p) => (p * n2) / 100);
        const asked = rng.int(0, 3);
        const params: TableParams = { kind, survey, counts: c1, asked, counts2: c2, percents: [] };
        const combined = Number(solveTable(params));
        // The answer must be exact and differ from the average of the two percents (the slip this level tests).
        if (!c1.every(Number.isInteger) || !c2.every(Number.isInteger)) continue;
        if (!Number.isInteger(combined * 10) || combined === (p1[asked]! + p2[asked]!) / 2) continue;
        return params;
      }
    }
  }
}

export const percentTableTask = defineTask<TableParams>({
  name: 'Tables with percents',
  description:
    'Organize survey results in a table with percents: find a percent, a count from a percent, a missing row, and the percent of two groups together.',
  build(rng, level) {
    const params = buildTable(rng, level);
    const answer = solveTable(params);
    const s = SURVEYS[params.survey]!;
    const labels = s.answers.slice(0, params.counts.length);
    const item = `“${labels[params.asked] as string}”`;
    const n = total(params.counts);
    const where = SCHOOLS[params.survey % SCHOOLS.length] as string;
    const c = params.counts[params.asked] as number;
    switch (params.kind) {
      case 'percentOf':
        return {
          params,
          title: `What percent of the students chose ${item}?`,
          description: `${n} Grade 7 students at ${where} were asked ${s.question}. The counts: ${listTable(labels, params.counts)}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `First check the total: ${params.counts.join(' + ')} = ${n}. The answer ${item} was given by ${c} of ${n}: ${c} ÷ ${n} = ${c / n}, and ${c / n} × 100 = ${answer}. So ${answer} % chose ${item}.`,
          hints: [`A percent compares the count with the total: ${c} out of ${n}, written out of 100.`],
          misconceptions: [
            { answer: String(c), hint: `${c} is a count; the percent compares it with all ${n} students.` },
          ].filter((m) => m.answer !== answer),
        };
      case 'countFrom':
        return {
          params,
          title: `How many of the students chose ${item}?`,
          description: `${n} Grade 7 students at ${where} were asked ${s.question}. The table shows percents: ${listTable(labels, params.percents, ' %')}.`,
          answer,
          answerKind: 'number',
          explanation: `The percents add to 100: ${params.percents.join(' + ')} = 100, so every student is counted once. ${params.percents[params.asked]} % of ${n} is ${params.percents[params.asked]! / 100} × ${n} = ${answer}. So ${answer} students chose ${item}.`,
          hints: [
            `Find ${params.percents[params.asked]} % of ${n}: write the percent as a decimal and multiply.`,
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      case 'missingRow': {
        const shown = params.percents.map((p, i) => (i === params.asked ? 'missing' : p));
        const others = params.percents.filter((_, i) => i !== params.asked);
        const pct = params.percents[params.asked] as number;
        return {
          params,
          title: `How many students chose ${item}?`,
          description: `${n} students at ${where} were asked ${s.question}. The percent for the answer ${item} is missing from the table: ${listTable(labels, shown, ' %').replace('missing %', 'missing')}.`,
          answer,
          answerKind: 'number',
          explanation: `The percents of a table like this add to 100 %, so the answer ${item} is 100 − ${others.join(' − ')} = ${pct} %. Then ${pct} % of ${n} is ${pct / 100} × ${n} = ${answer}. So ${answer} students chose ${item}.`,
          hints: [
            'Every student chose exactly one answer, so the percents add to 100.',
            `Find the missing percent, then take that percent of ${n}.`,
          ],
          misconceptions: [
            {
              answer: String(pct),
              hint: `${pct} % is the missing percent; the question asks how many of the ${n} students that is.`,
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      }
      case 'rounded':
        return {
          params,
          title: `What percent of the students chose ${item}, to the nearest tenth of a percent?`,
          description: `${n} students at ${where} were asked ${s.question}. The counts: ${listTable(labels, params.counts)}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `The counts add to the total: ${params.counts.join(' + ')} = ${n}. ${c} of ${n} chose ${item}: ${c} ÷ ${n} × 100 ≈ ${((c * 100) / n).toFixed(3)}, which rounds to ${answer} to the nearest tenth. So ${answer} % chose ${item}.`,
          hints: [`Divide ${c} by ${n}, multiply by 100, then look at the hundredths digit to round.`],
          misconceptions: [
            {
              answer: String(Math.floor((c * 1000) / n) / 10),
              hint: 'Look at the hundredths digit: 5 or more rounds the tenths up.',
            },
          ].filter((m) => m.answer !== answer),
        };
      case 'combined': {
        const c2 = params.counts2[params.asked] as number;
        const n2 = total(params.counts2);
        const p1 = (c * 100) / n;
        const p2 = (c2 * 100) / n2;
        return {
          params,
          title: `What percent of all the students surveyed chose ${item}?`,
          description: `Two schools asked their students ${s.question}. At the small school, ${p1} % of ${n} students chose ${item}. At the large school, ${p2} % of ${n2} students chose ${item}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `Percents of different totals cannot simply be averaged. Small school: ${p1} % of ${n} = ${c} students. Large school: ${p2} % of ${n2} = ${c2} students. Together ${c} + ${c2} = ${c + c2} of ${n} + ${n2} = ${n + n2} students: ${c + c2} ÷ ${n + n2} × 100 = ${answer}. So ${answer} % of all the students chose ${item}.`,
          hints: [
            'Turn each percent back into a number of students first.',
            'The large school counts for more students, so the combined percent is closer to its percent.',
          ],
          misconceptions: [
            {
              answer: String((p1 + p2) / 2),
              hint: 'Averaging the two percents treats both schools as the same size; add the students instead.',
            },
          ],
        };
      }
    }
  },
  solve: solveTable,
  complexity: (p) => TABLE_ORDER.indexOf(p.kind) + 1 + p.counts.length / 10,
});

// ---------------------------------------------------------------------------------------------------------------
// D1.1: why percents describe large data sets

type ShareKind = 'percent' | 'compare' | 'countOf' | 'large' | 'gap';
const SHARE_ORDER: ShareKind[] = ['percent', 'compare', 'countOf', 'large', 'gap'];

/**
 * What a survey asks, with the realistic range of its percent (low..high, multiples of 5): about a third of
 * Canadian households have a dog, never 90 %.
 */
const TOPICS = [
  { group: 'students', did: 'play on a sports team', low: 25, high: 70 },
  { group: 'students', did: 'read for fun every day', low: 15, high: 60 },
  { group: 'students', did: 'walk or bike to school', low: 10, high: 60 },
  { group: 'households', did: 'compost their food scraps', low: 30, high: 85 },
  { group: 'households', did: 'have a dog', low: 20, high: 45 },
];
/** Who in a town a survey of `group` can reach: a town of Kenora's size has no 10,000 students. */
const POPULATION: Record<string, string> = {
  students: 'the middle schools in',
  households: 'one neighbourhood of',
};
const PLACES = ['Kenora', 'Stratford', 'Cornwall', 'Orillia', 'Niagara Falls', 'Belleville'];

interface ShareParams {
  kind: ShareKind;
  topic: number;
  /** part and whole of group A, and of group B (compare, gap). */
  a: [number, number];
  b: [number, number];
}

function solveShare(p: ShareParams): string {
  const pa = (p.a[0] * 100) / p.a[1];
  const pb = (p.b[0] * 100) / p.b[1];
  switch (p.kind) {
    case 'percent':
    case 'large':
      return String(pa);
    case 'compare':
      return pa > pb ? 'Town A' : 'Town B';
    case 'countOf':
      return String(p.a[0]);
    case 'gap':
      return String(Math.abs(pa - pb));
  }
}

export const percentShareTask = defineTask<ShareParams>({
  name: 'Why percents describe data',
  description:
    'Use percents to describe how a data set is distributed, compare groups of different sizes fairly, and read large surveys.',
  build(rng, level) {
    const kind = SHARE_ORDER[level - 1] as ShareKind;
    const topic = rng.int(0, TOPICS.length - 1);
    const t = TOPICS[topic]!;
    const [place, place2] = rng.shuffle(PLACES);
    let params: ShareParams;
    switch (kind) {
      case 'percent': {
        const whole = rng.pick([20, 25, 50]);
        const part = rng.int(Math.ceil((t.low * whole) / 100), Math.floor((t.high * whole) / 100));
        params = { kind, topic, a: [part, whole], b: [0, 1] };
        break;
      }
      case 'compare': {
        for (;;) {
          const wa = rng.pick([40, 50, 80]);
          const wb = rng.pick([200, 250, 400]);
          const pa = rng.int(t.low / 5, t.high / 5) * 5;
          const pb = rng.int(t.low / 5, t.high / 5) * 5;
          // The bigger count must belong to the smaller percent: counts alone would mislead.
          const ca = (pa * wa) / 100;
          const cb = (pb * wb) / 100;
          if (pa <= pb || ca >= cb || !Number.isInteger(ca) || !Number.isInteger(cb)) continue;
          params = rng.bool()
            ? { kind, topic, a: [ca, wa], b: [cb, wb] }
            : { kind, topic, a: [cb, wb], b: [ca, wa] };
          break;
        }
        break;
      }
      case 'countOf': {
        const whole = rng.int(6, 30) * 100;
        const pct = rng.int(t.low / 5, t.high / 5) * 5;
        params = { kind, topic, a: [(pct * whole) / 100, whole], b: [pct, 100] };
        break;
      }
      case 'large': {
        const whole = rng.int(12, 90) * 1000;
        const pct = rng.int(t.low + 1, t.high - 1);
        params = { kind, topic, a: [(pct * whole) / 100, whole], b: [0, 1] };
        break;
      }
      case 'gap': {
        for (;;) {
          // Up to 3,000 students (the middle schools of a town) or 6,000 households: a survey Kenora can answer.
          const size = t.group === 'students' ? [4, 30, 100] : [2, 6, 1000];
          const wa = rng.int(size[0]!, size[1]!) * size[2]!;
          const wb = rng.int(size[0]!, size[1]!) * size[2]!;
          const pa = rng.int(t.low, t.high);
          const pb = rng.int(t.low, t.high);
          if (pa === pb || wa === wb) continue;
          params = { kind, topic, a: [(pa * wa) / 100, wa], b: [(pb * wb) / 100, wb] };
          break;
        }
        break;
      }
    }
    const answer = solveShare(params);
    const [partA, wholeA] = params.a;
    const [partB, wholeB] = params.b;
    const g = (v: number): string => groupThousands(v);
    switch (kind) {
      case 'percent':
        return {
          params,
          title: `What percent of the ${t.group} ${t.did}?`,
          description: `A survey of ${wholeA} ${t.group} in ${place} found that ${partA} of them ${t.did}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `${partA} out of ${wholeA} is ${partA} ÷ ${wholeA} = ${partA / wholeA}. Multiply by 100 to count per hundred: ${partA / wholeA} × 100 = ${answer}. So ${answer} % of the ${t.group} ${t.did}.`,
          hints: [`Write ${partA} out of ${wholeA} as a fraction, then as a number out of 100.`],
          misconceptions: [
            {
              answer: String(partA),
              hint: `${partA} is the count; a percent says how many out of every 100.`,
            },
          ].filter((m) => m.answer !== answer),
        };
      case 'compare': {
        const pa = (partA * 100) / wholeA;
        const pb = (partB * 100) / wholeB;
        const more = partA > partB ? 'Town A' : 'Town B';
        return {
          params,
          title: `In which town do a greater share of the ${t.group} ${t.did}?`,
          description: `Town A (${place}): ${partA} of ${wholeA} ${t.group} surveyed ${t.did}. Town B (${place2}): ${partB} of ${wholeB} ${t.group} surveyed ${t.did}.`,
          answer,
          answerKind: 'text',
          choices: {
            distractors: [
              'Town B',
              'Town A',
              'The shares are equal',
              'Surveys of different sizes cannot be compared',
            ].filter((x) => x !== answer),
            label: (v) => (v === 'Town A' ? `Town A (${place})` : v === 'Town B' ? `Town B (${place2})` : v),
          },
          explanation: `The towns surveyed different numbers of ${t.group}, so compare percents, not counts. Town A: ${partA} ÷ ${wholeA} × 100 = ${pa} %. Town B: ${partB} ÷ ${wholeB} × 100 = ${pb} %. ${more} has more ${t.group} who ${t.did}, but ${answer} has the greater share: ${answer === 'Town A' ? pa : pb} % is more than ${answer === 'Town A' ? pb : pa} %. The answer is ${answer}.`,
          hints: ['The two surveys have different sizes: turn each result into a percent before comparing.'],
          misconceptions: [
            {
              answer: more,
              hint: 'A bigger count from a bigger survey can still be a smaller share: compare percents.',
            },
          ],
        };
      }
      case 'countOf':
        return {
          params,
          title: `About how many of these ${t.group} ${t.did}?`,
          description: `${POPULATION[t.group]!.replace(/^./, (c) => c.toUpperCase())} ${place} ${t.group === 'students' ? 'have' : 'has'} ${g(wholeA)} ${t.group}. A survey of some of them found that ${partB} % ${t.did}. Use that percent for all ${g(wholeA)} ${t.group}.`,
          answer,
          answerKind: 'number',
          explanation: `A percent from a fair sample describes the whole population, so use ${partB} % of all ${g(wholeA)}: ${partB / 100} × ${g(wholeA)} = ${g(partA)}. About ${g(partA)} ${t.group} ${t.did}.`,
          hints: [`Find ${partB} % of ${g(wholeA)}: write ${partB} % as a decimal and multiply.`],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      case 'large':
        return {
          params,
          title: `What percent of the ${t.group} in the survey ${t.did}?`,
          description: `A province-wide survey asked ${g(wholeA)} Ontario ${t.group}; ${g(partA)} of them ${t.did}. Type the number only, without the % sign.`,
          answer,
          answerKind: 'percent',
          explanation: `Counts this large are hard to picture, so a percent tells how many out of every 100: ${g(partA)} ÷ ${g(wholeA)} = ${partA / wholeA}, and ${partA / wholeA} × 100 = ${answer}. So ${answer} % of the ${t.group} ${t.did}: about ${answer} out of every 100.`,
          hints: [`Divide ${g(partA)} by ${g(wholeA)}; you can first divide both by 1000 or by 10.`],
          misconceptions: [],
        };
      case 'gap': {
        const pa = (partA * 100) / wholeA;
        const pb = (partB * 100) / wholeB;
        return {
          params,
          title: `By how many percentage points do the two towns' results differ?`,
          description: `A survey of ${t.group === 'students' ? 'the middle schools in two towns' : 'one neighbourhood in each of two towns'}. In ${place}, ${g(partA)} of ${g(wholeA)} ${t.group} ${t.did}. In ${place2}, ${g(partB)} of ${g(wholeB)} ${t.group} ${t.did}. Type the number only.`,
          answer,
          answerKind: 'number',
          explanation: `Change each result to a percent so the two sizes can be compared. ${place}: ${g(partA)} ÷ ${g(wholeA)} × 100 = ${pa} %. ${place2}: ${g(partB)} ÷ ${g(wholeB)} × 100 = ${pb} %. The difference is ${Math.max(pa, pb)} − ${Math.min(pa, pb)} = ${answer}, so the results differ by ${answer} percentage points.`,
          hints: ['Find each town’s percent first; then subtract the smaller percent from the larger.'],
          misconceptions: [],
        };
      }
    }
  },
  solve: solveShare,
  complexity: (p) => SHARE_ORDER.indexOf(p.kind) + 1 + Math.log10(p.a[1]) / 10,
});

// ---------------------------------------------------------------------------------------------------------------
// D1.3: choosing a graph

type GraphName = 'circle graph' | 'line graph' | 'bar graph' | 'histogram' | 'stem-and-leaf plot';

const SITUATIONS: { text: string; best: GraphName; why: string }[] = [
  {
    text: 'how a class of 30 split its votes among five field-trip choices, as parts of the whole class',
    best: 'circle graph',
    why: 'it shows each choice as a part of one whole',
  },
  {
    text: 'what percent of a family’s monthly budget goes to housing, food, transport and savings',
    best: 'circle graph',
    why: 'the parts make up one whole budget',
  },
  {
    text: 'the temperature in Thunder Bay every hour from 6 a.m. to 6 p.m. on one day',
    best: 'line graph',
    why: 'it shows how one quantity changes over time',
  },
  {
    text: 'the height of a bean plant measured every day for three weeks',
    best: 'line graph',
    why: 'it shows a change over time',
  },
  {
    text: 'how many books each of four Grade 7 classes read in March',
    best: 'bar graph',
    why: 'it compares counts for separate categories',
  },
  {
    text: 'the number of medals won by five provinces at a youth competition',
    best: 'bar graph',
    why: 'it compares counts for separate categories that are not parts of one whole',
  },
  {
    text: 'the heights of 60 students, grouped in intervals of 10 cm',
    best: 'histogram',
    why: 'the data are continuous and grouped in intervals',
  },
  {
    text: 'the times 45 students took to run 100 m, grouped in one-second intervals',
    best: 'histogram',
    why: 'the data are continuous measurements grouped in intervals',
  },
  {
    text: 'the test scores out of 100 of 22 students, keeping every score visible',
    best: 'stem-and-leaf plot',
    why: 'it keeps every value while showing their spread',
  },
  {
    text: 'the ages of the 18 members of a curling club, keeping each age visible',
    best: 'stem-and-leaf plot',
    why: 'it shows every two-digit value and its spread',
  },
];
const GRAPHS: GraphName[] = ['circle graph', 'line graph', 'bar graph', 'histogram', 'stem-and-leaf plot'];

/** What each graph is for, as the reason a learner gives for choosing it. */
const GRAPH_REASON: Record<GraphName, string> = {
  'circle graph': 'the parts make up one whole',
  'line graph': 'it shows how a quantity changes over time',
  'bar graph': 'it compares separate categories that are not parts of one whole',
  histogram: 'the data are measurements grouped in intervals',
  'stem-and-leaf plot': 'it keeps every value visible',
};

/**
 * Graphs whose reason is plainly false for data that suit `best` (no time in a vote, no whole in a set of
 * heights), so a wrong option is never a defensible second choice.
 */
const FALSE_FOR: Record<GraphName, [GraphName, GraphName]> = {
  'circle graph': ['line graph', 'histogram'],
  'line graph': ['circle graph', 'histogram'],
  'bar graph': ['line graph', 'histogram'],
  histogram: ['circle graph', 'line graph'],
  'stem-and-leaf plot': ['circle graph', 'line graph'],
};

const graphWithReason = (graph: GraphName, reason: GraphName = graph): string =>
  `a ${graph}, because ${GRAPH_REASON[reason]}`;

type DataType = 'qualitative' | 'discrete quantitative' | 'continuous quantitative';
const DATA_ITEMS: { text: string; type: DataType; why: string }[] = [
  {
    text: 'each student’s favourite season',
    type: 'qualitative',
    why: 'the answers are categories, not numbers',
  },
  {
    text: 'the colour of each car in the school parking lot',
    type: 'qualitative',
    why: 'colours are categories',
  },
  {
    text: 'the number of siblings each student has',
    type: 'discrete quantitative',
    why: 'it is a count, so only whole numbers are possible',
  },
  {
    text: 'the number of goals scored in each hockey game',
    type: 'discrete quantitative',
    why: 'goals are counted in whole numbers',
  },
  {
    text: 'the mass of each apple picked at an orchard',
    type: 'continuous quantitative',
    why: 'mass is measured and can take any value in a range',
  },
  {
    text: 'the time each student takes to walk to school',
    type: 'continuous quantitative',
    why: 'time is measured and can take any value in a range',
  },
];

type ChoiceKind = 'bestGraph' | 'dataType' | 'bestGraphReason' | 'notCircle' | 'angle';
const CHOICE_ORDER: ChoiceKind[] = ['bestGraph', 'dataType', 'bestGraphReason', 'notCircle', 'angle'];

interface GraphParams {
  kind: ChoiceKind;
  item: number;
  /** angle: count of the category and the total surveyed. */
  count: number;
  whole: number;
}

const NOT_CIRCLE = [
  {
    text: 'Students could choose more than one sport they play, so the percents add to more than 100 %.',
    answer: 'Students could give more than one answer, so the parts do not make one whole.',
  },
  {
    text: 'The data show Ottawa’s snowfall in each month from November to April.',
    answer: 'The data show change over time, which a line graph shows better.',
  },
  {
    text: 'The data are the heights of 60 students, measured in centimetres and grouped in intervals of 10 cm.',
    answer: 'The data are measurements grouped in intervals, which a histogram shows better.',
  },
];

function solveGraph(p: GraphParams): string {
  switch (p.kind) {
    case 'bestGraph':
      return SITUATIONS[p.item]!.best;
    case 'bestGraphReason':
      return graphWithReason(SITUATIONS[p.item]!.best);
    case 'dataType':
      return DATA_ITEMS[p.item]!.type;
    case 'notCircle':
      return NOT_CIRCLE[p.item]!.answer;
    case 'angle':
      return String(Math.round((p.count * 360) / p.whole));
  }
}

export const chooseGraphTask = defineTask<GraphParams>({
  name: 'Choosing a graph',
  description:
    'Classify data, choose the graph that suits a data set and say why, and work out a circle graph’s angles.',
  build(rng, level) {
    const kind = CHOICE_ORDER[level - 1] as ChoiceKind;
    switch (kind) {
      case 'bestGraphReason': {
        // Harder in kind than level 1: the learner judges the reason as well as the graph. One wrong option names
        // the right graph for a reason that does not hold for these data.
        const item = rng.int(0, SITUATIONS.length - 1);
        const params: GraphParams = { kind, item, count: 0, whole: 0 };
        const answer = solveGraph(params);
        const s = SITUATIONS[item]!;
        const [falseA, falseB] = FALSE_FOR[s.best];
        return {
          params,
          title: 'Which graph suits this data best, and for what reason?',
          description: `The data: ${s.text}.`,
          answer,
          answerKind: 'text',
          choices: {
            distractors: [graphWithReason(s.best, falseA), graphWithReason(falseA), graphWithReason(falseB)],
          },
          explanation: `The data: ${s.text}. A ${s.best} fits because ${s.why}, so "${GRAPH_REASON[s.best]}" is the reason. The reason "${GRAPH_REASON[falseA]}" does not describe these data, which rules out the ${falseA} and the ${s.best} chosen for that reason; "${GRAPH_REASON[falseB]}" does not describe them either, which rules out the ${falseB}. The answer is ${answer}.`,
          hints: [
            `Is there a whole, a time, separate categories, grouped measurements, or values to keep? Then check that the reason fits ${s.text.split(',')[0]}.`,
          ],
          misconceptions: [
            {
              answer: graphWithReason(s.best, falseA),
              hint: `The ${s.best} is right, but not because ${GRAPH_REASON[falseA]}: that does not describe these data.`,
            },
          ],
        };
      }
      case 'bestGraph': {
        const pool = SITUATIONS.map((_, i) => i).filter((i) =>
          ['circle graph', 'line graph', 'bar graph'].includes(SITUATIONS[i]!.best),
        );
        const item = rng.pick(pool);
        const params: GraphParams = { kind, item, count: 0, whole: 0 };
        const answer = solveGraph(params);
        const s = SITUATIONS[item]!;
        const wrong = GRAPHS.filter((g) => g !== answer);
        return {
          params,
          title: 'Which graph suits this data best?',
          description: `The data: ${s.text}.`,
          answer,
          answerKind: 'text',
          choices: { distractors: rng.shuffle(wrong).slice(0, 3) },
          explanation: `A circle graph shows parts of a whole, a line graph shows change over time, a bar graph compares separate categories, a histogram shows continuous data in intervals, and a stem-and-leaf plot keeps every value. For ${s.text}, ${s.why}. The best choice is a ${answer}.`,
          hints: [
            'Ask what the graph must show: parts of a whole, change over time, separate categories, intervals, or every value.',
          ],
          misconceptions: [],
        };
      }
      case 'dataType': {
        const item = rng.int(0, DATA_ITEMS.length - 1);
        const params: GraphParams = { kind, item, count: 0, whole: 0 };
        const answer = solveGraph(params);
        const d = DATA_ITEMS[item]!;
        return {
          params,
          title: 'Which describes this data?',
          description: `A Grade 7 class collects ${d.text}.`,
          answer,
          answerKind: 'text',
          choices: {
            distractors: (['qualitative', 'discrete quantitative', 'continuous quantitative'] as string[])
              .filter((x) => x !== answer)
              .concat('a mix of qualitative and quantitative'),
          },
          explanation: `Qualitative data are categories; discrete quantitative data are counts; continuous quantitative data are measurements that can take any value in a range. For ${d.text}, ${d.why}. The data are ${answer}.`,
          hints: ['Is each answer a word (category), a count, or a measurement?'],
          misconceptions: [],
        };
      }
      case 'notCircle': {
        const item = rng.int(0, NOT_CIRCLE.length - 1);
        const params: GraphParams = { kind, item, count: 0, whole: 0 };
        const answer = solveGraph(params);
        const n = NOT_CIRCLE[item]!;
        const where = rng.pick([
          'a class in Kitchener',
          'a class in North Bay',
          'a class in Welland',
          'a class in Pickering',
        ]);
        const others = NOT_CIRCLE.filter((_, i) => i !== item).map((x) => x.answer);
        return {
          params,
          title: 'Why is a circle graph a poor choice for this data?',
          description: `${where[0]!.toUpperCase()}${where.slice(1)} wants to show its data in a circle graph. ${n.text}`,
          answer,
          answerKind: 'text',
          choices: {
            distractors: [
              ...others,
              'A circle graph cannot show percents.',
              'There are too few categories for a circle graph.',
            ],
          },
          explanation: `A circle graph shows how one whole is split into parts, so its percents add to exactly 100 % and its sectors fill one circle. ${n.text} So the reason is: ${answer}`,
          hints: ['What must be true of the parts of a circle graph?'],
          misconceptions: [],
        };
      }
      case 'angle': {
        for (;;) {
          const whole = rng.pick([25, 28, 32, 35, 42, 48, 50, 56, 64]);
          const count = rng.int(2, Math.floor(whole / 2));
          if ((count * 360) % whole === 0 && rng.int(0, 3) > 0) continue;
          const params: GraphParams = { kind, item: rng.int(0, SURVEYS.length - 1), count, whole };
          const answer = solveGraph(params);
          const s = SURVEYS[params.item]!;
          const exact = (count * 360) / whole;
          return {
            params,
            title: `What angle should the sector for ${s.answers[0]} have, to the nearest degree?`,
            description: `${whole} students were asked ${s.question}, and ${count} chose ${s.answers[0]}. The class is drawing a circle graph of the results with a protractor.`,
            answer,
            answerKind: 'number',
            explanation: `A full circle is 360°, shared in proportion to the counts. ${s.answers[0]![0]!.toUpperCase()}${s.answers[0]!.slice(1)} is ${count} of ${whole}, so its angle is ${count} ÷ ${whole} × 360° = ${Number.isInteger(exact) ? exact : exact.toFixed(2)}°${Number.isInteger(exact) ? '' : `, which rounds to ${answer}°`}. The sector for ${s.answers[0]} has an angle of ${answer}°.`,
            hints: [`The whole circle, 360°, stands for all ${whole} students.`],
            misconceptions: [
              {
                answer: String(Math.round((count * 100) / whole)),
                hint: 'That is the percent; a circle graph angle is a share of 360°, not of 100.',
              },
            ].filter((m) => m.answer !== answer),
          };
        }
      }
    }
  },
  solve: solveGraph,
  complexity: (p) => CHOICE_ORDER.indexOf(p.kind) + 1 + (p.whole > 0 ? 0.2 : 0),
});
