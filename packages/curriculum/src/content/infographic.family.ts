/**
 * D1.4 in Grades 6, 7 and 8 (issue 20): "make an infographic that tells a story about a data set". A typed or
 * one-choice answer cannot check an infographic a learner makes, so these tasks practise the decisions its maker
 * takes and the reading of a finished one. Every question shows one composite infographic: a headline, a small
 * table, one graph of the grade's kind (Grade 6 a broken-line graph, Grade 7 a circle graph, Grade 8 a scatter
 * plot, drawn by the shared builders of core/svg.ts) and a key-fact callout.
 *
 * Levels, in every grade: 1 the headline the data supports; 2 a number or a display the story needs; 3 a number
 * that needs the table and the graph together; 4 the callout's number (or a display choice, or a sector to draw);
 * 5 find the element that contradicts the data, or work backwards from the callout to a missing table value.
 */
import { type PerLevel, byLevel } from '../core/levels';
import { applicableMisconceptions } from '../core/misconceptions';
import type { Rng } from '../core/rng';
import { circleGraphSvg, escapeXml, scatterSvg, seriesGraphSvg, svgDocument } from '../core/svg';
import { type QuestionDraft, defineTask } from '../core/task';
import type { LintFacts } from '../lint/facts';
import type { DifficultyLevel } from '../types';
import { histogramSvg } from './grade6-data-displays.family';

const at = <T>(items: readonly T[], i: number): T => items[i] as T;
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------------------------
// The composite infographic

interface InfographicParts {
  headline: string;
  /** Column heads, then rows of cells; a cell "?" is a value the question hides. */
  table: { head: string[]; rows: string[][] };
  /** A whole <svg> from a core/svg.ts builder; its own title is dropped (the infographic's describes it). */
  graph: string;
  callout: string;
  /** What a screen-reader user needs to answer from the description alone: the table and the graph in words. */
  tableText: string;
  graphText: string;
}

const COLUMN_WIDTH = 120;
const ROW_HEIGHT = 26;

function tableBody(table: InfographicParts['table']): string {
  let body = '';
  const rows = [table.head, ...table.rows];
  rows.forEach((row, r) => {
    row.forEach((content, c) => {
      const x = c * COLUMN_WIDTH;
      const y = r * ROW_HEIGHT;
      const isHead = r === 0;
      body +=
        `<rect x="${x}" y="${y}" width="${COLUMN_WIDTH}" height="${ROW_HEIGHT}" fill="${isHead ? '#e7f5ff' : '#fff'}" stroke="#adb5bd"/>` +
        `<text x="${x + COLUMN_WIDTH / 2}" y="${y + 18}" text-anchor="middle" font-family="sans-serif" font-size="12"${isHead ? ' font-weight="bold"' : ''}>${escapeXml(content)}</text>`;
    });
  });
  return body;
}

/** The headline across the top, the table on the left, the graph on the right and the callout underneath. */
function infographicSvg(parts: InfographicParts): string {
  const size = /<svg[^>]*width="(\d+)" height="(\d+)"/.exec(parts.graph);
  const graphWidth = Number(size?.[1] ?? 420);
  const graphHeight = Number(size?.[2] ?? 270);
  const inner = parts.graph
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
  const tableWidth = parts.table.head.length * COLUMN_WIDTH;
  const tableHeight = (parts.table.rows.length + 1) * ROW_HEIGHT;
  const width = 10 + tableWidth + 20 + graphWidth + 10;
  const panel = Math.max(tableHeight, graphHeight);
  const calloutY = 56 + panel + 8;
  const height = calloutY + 46;
  let body = `<rect x="0" y="0" width="${width}" height="${height}" fill="#f8f9fa"/>`;
  body += `<text x="${width / 2}" y="32" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="bold">${escapeXml(parts.headline)}</text>`;
  body += `<g transform="translate(10 56)">${tableBody(parts.table)}</g>`;
  body += `<g transform="translate(${10 + tableWidth + 20} 56)">${inner}</g>`;
  body += `<rect x="10" y="${calloutY}" width="${width - 20}" height="36" rx="8" fill="#fff3bf" stroke="#f59f00" stroke-width="2"/>`;
  body += `<text x="${width / 2}" y="${calloutY + 23}" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="bold">${escapeXml(`Key fact: ${parts.callout}`)}</text>`;
  const title = `Infographic. Headline: "${parts.headline}". ${parts.tableText} ${parts.graphText} Key-fact callout: "${parts.callout}".`;
  return svgDocument(width, height, title, body);
}

type Draft<P> = QuestionDraft<P>;

/** A one-choice draft with the misconceptions that apply (a wrong answer equal to the key is dropped). */
function finish<P>(draft: Draft<P>): Draft<P> {
  return {
    ...draft,
    misconceptions: applicableMisconceptions(draft.answer, draft.answerKind, draft.misconceptions ?? []),
  };
}

/** Parts of a story and the display that suits each, with the reason (one set per grade's graphs). */
interface DisplayItem {
  part: string;
  display: string;
  why: string;
}

const DISPLAY_HINTS: Record<string, string> = {
  'a histogram': 'A histogram shows one measured variable grouped in equal intervals.',
  'a broken-line graph': 'A broken-line graph shows how one value changes over time.',
  'a bar graph': 'A bar graph compares separate categories that are not parts of one whole.',
  'a circle graph': 'A circle graph shows the parts of one whole.',
  'a scatter plot': 'A scatter plot needs two values for each person or thing, kept as pairs.',
};

function displayDraft<P>(params: P, who: string, item: DisplayItem, displays: readonly string[]): Draft<P> {
  const others = displays.filter((d) => d !== item.display);
  return finish({
    params,
    title: `${who} is planning an infographic and wants to show ${item.part}. Which display suits that part of the story?`,
    description: 'An infographic mixes displays: each part of its story gets the display that shows it best.',
    answer: item.display,
    answerKind: 'text',
    choices: { distractors: others },
    explanation: `The new part is ${item.part}: ${item.why}. So that part of the story suits ${item.display}.`,
    hints: [
      'Ask: is it one value changing over time, a measured value grouped in intervals, separate categories, parts of one whole, or pairs of values?',
    ],
    misconceptions: others.map((d) => ({
      answer: d,
      hint: DISPLAY_HINTS[d] ?? 'Look at what kind of data it is.',
    })),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Grade 6: a table and a broken-line graph (this year on the graph, last year in the table)

type G6Kind = 'headline' | 'read' | 'compare' | 'total' | 'display' | 'histogram' | 'wrongPoint' | 'missing';

const G6_LEVELS: PerLevel<readonly G6Kind[]> = [
  ['headline'],
  ['read'],
  ['compare'],
  ['total', 'display', 'histogram'],
  ['wrongPoint', 'missing'],
];

const G6_MONTHS = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan'];
const G6_MONTH_NAMES = ['September', 'October', 'November', 'December', 'January'];

const G6_STORIES = [
  {
    who: 'The eco club at a school in Guelph',
    school: 'a school in Guelph',
    topic: 'Paper recycling',
    thing: 'paper recycled',
    unit: 'kg',
    amount: (v: number): string => `${v} kg`,
    more: 'kilograms of paper were recycled',
    yLabel: 'Paper recycled (kg)',
    step: 10,
    min: 20,
    max: 90,
  },
  {
    who: 'The library of a school in Ottawa',
    school: 'a school in Ottawa',
    topic: 'Book borrowing',
    thing: 'books borrowed',
    unit: 'books',
    amount: (v: number): string => `${v} books`,
    more: 'books were borrowed',
    yLabel: 'Books borrowed',
    step: 20,
    min: 60,
    max: 240,
  },
  {
    who: 'The walking club of a Toronto school',
    school: 'a school in Toronto',
    topic: 'Club walking',
    thing: 'distance walked',
    unit: 'km',
    amount: (v: number): string => `${v} km`,
    more: 'kilometres were walked',
    yLabel: 'Distance walked (km)',
    step: 5,
    min: 20,
    max: 60,
  },
] as const;

type G6Story = (typeof G6_STORIES)[number];

const G6_DISPLAYS = ['a histogram', 'a broken-line graph', 'a bar graph', 'a circle graph'] as const;

const G6_DISPLAY_ITEMS: DisplayItem[] = [
  {
    part: 'how the masses of the 40 bags collected were spread, grouped as 0 to 1 kg, 2 to 3 kg and so on',
    display: 'a histogram',
    why: 'one measured value (mass) grouped in equal intervals is what a histogram shows',
  },
  {
    part: 'the ages of the 60 people at the open house, grouped as 5 to 9, 10 to 14 and so on',
    display: 'a histogram',
    why: 'ages are one measured value, and grouping them in equal intervals makes a histogram',
  },
  {
    part: 'how the number of club members changed week by week during the fall',
    display: 'a broken-line graph',
    why: 'one value changing over time is shown by a broken-line graph',
  },
  {
    part: 'the daily high temperature in Ottawa each day of the first week of October',
    display: 'a broken-line graph',
    why: 'a temperature measured day after day changes over time, which a broken-line graph shows',
  },
  {
    part: "how one school's January recycling total compares with four other schools' totals",
    display: 'a bar graph',
    why: 'five separate schools are categories to compare, not parts of one whole, so a bar graph fits',
  },
  {
    part: 'how many students in each grade joined, when some students joined more than one club',
    display: 'a bar graph',
    why: 'the grades are categories to compare, and students in more than one club mean the counts are not parts of one whole',
  },
];

export interface G6InfographicParams {
  kind: G6Kind;
  story: number;
  /** This year, September to January (the graph). */
  now: number[];
  /** Last year, September to January (the table). */
  last: number[];
  /** The month asked about or drawn wrong; display: the item. */
  ask: number;
  /** wrongPoint: the value the graph draws for month `ask` instead of now[ask]. */
  drawn: number;
}

/** Five months on the gridlines with at least one rise and one fall (so no "every month" headline is true) and one best month. */
function g6Series(rng: Rng, story: G6Story): number[] {
  for (;;) {
    const values = G6_MONTHS.map(() => rng.int(story.min / story.step, story.max / story.step) * story.step);
    const rises = values.some((v, i) => i > 0 && v > at(values, i - 1));
    const falls = values.some((v, i) => i > 0 && v < at(values, i - 1));
    const best = Math.max(...values);
    if (rises && falls && values.filter((v) => v === best).length === 1) return values;
  }
}

/** Independent solver for Grade 6: works from the parameters with its own loops. */
function solveG6(p: G6InfographicParams): string {
  const story = at(G6_STORIES, p.story);
  let nowTotal = 0;
  let lastTotal = 0;
  for (let i = 0; i < p.now.length; i += 1) {
    nowTotal += at(p.now, i);
    lastTotal += at(p.last, i);
  }
  switch (p.kind) {
    case 'headline':
      return nowTotal > lastTotal
        ? `${story.topic} is up on last year`
        : `${story.topic} is down on last year`;
    case 'read':
      return String(at(p.now, p.ask));
    case 'compare':
      return String(at(p.now, p.ask) - at(p.last, p.ask));
    case 'total':
      return String(nowTotal);
    case 'display':
      return at(G6_DISPLAY_ITEMS, p.ask).display;
    case 'wrongPoint':
      return at(G6_MONTH_NAMES, p.ask);
    case 'missing':
      // The smudged cell holds last year's value for that month.
      return String(at(p.last, p.ask));
    case 'histogram': {
      // now: the bars; last: the classes in the table; ask: the first bar counted.
      let counted = 0;
      for (let k = p.ask; k < p.now.length; k += 1) counted += at(p.now, k);
      return String((counted * 100) / sum(p.last));
    }
  }
}

/** The histogram infographic: daily reading minutes in 15-minute intervals, the classes that answered in the table. */
const READING_WIDTH = 15;
const READING_ROOMS = ['Room 101', 'Room 102'];

function readingHistogram(rng: Rng): { bars: number[]; rooms: number[] } {
  for (;;) {
    const bars = [rng.int(1, 4), rng.int(3, 8), rng.int(3, 8), rng.int(1, 6), rng.int(1, 4)];
    const total = sum(bars);
    if (total !== 20 && total !== 25) continue;
    const first = rng.int(9, total - 9);
    return { bars, rooms: [first, total - first] };
  }
}

function g6Build(rng: Rng, level: DifficultyLevel): G6InfographicParams {
  const kind = rng.pick(byLevel(level, G6_LEVELS));
  const story = rng.int(0, G6_STORIES.length - 1);
  const s = at(G6_STORIES, story);
  if (kind === 'histogram') {
    const { bars, rooms } = readingHistogram(rng);
    return { kind, story, now: bars, last: rooms, ask: rng.int(2, 3), drawn: 0 };
  }
  for (;;) {
    const now = g6Series(rng, s);
    const last = g6Series(rng, s);
    if (sum(now) === sum(last)) continue;
    const ahead = now.map((v, i) => i).filter((i) => at(now, i) > at(last, i));
    if (kind === 'compare' && ahead.length === 0) continue;
    const ask =
      kind === 'compare'
        ? rng.pick(ahead)
        : kind === 'display'
          ? rng.int(0, G6_DISPLAY_ITEMS.length - 1)
          : rng.int(0, G6_MONTHS.length - 1);
    let drawn = at(now, ask);
    if (kind === 'wrongPoint') {
      const shifts = [-3, -2, 2, 3]
        .map((k) => at(now, ask) + k * s.step)
        .filter((v) => v >= s.step && v <= s.max + s.step);
      drawn = rng.pick(shifts);
    }
    return { kind, story, now, last, ask, drawn };
  }
}

const g6Graph = (s: G6Story, values: readonly number[]): string =>
  seriesGraphSvg(
    {
      categories: G6_MONTHS,
      values: [...values],
      yLabel: s.yLabel,
      yMax: s.max + s.step,
      yStep: s.step,
      kind: 'line',
    },
    '',
  );

const monthList = (values: readonly (number | string)[], s: G6Story): string =>
  values.map((v, i) => `${at(G6_MONTH_NAMES, i)} ${typeof v === 'number' ? s.amount(v) : v}`).join(', ');

/** Level 4's histogram infographic: the callout's percent needs the histogram's bars and the table's total. */
function readingDraft(params: G6InfographicParams): Draft<G6InfographicParams> {
  const { now: bars, last: rooms, ask } = params;
  const interval = (k: number): string =>
    `${k * READING_WIDTH} to ${k * READING_WIDTH + READING_WIDTH - 1} minutes`;
  const from = ask * READING_WIDTH;
  const total = sum(rooms);
  const counted = bars.slice(ask);
  const students = sum(counted);
  const answer = String((students * 100) / total);
  const svg = infographicSvg({
    headline: 'How long we read each day',
    table: {
      head: ['Class', 'Students'],
      rows: [...READING_ROOMS.map((r, k) => [r, String(at(rooms, k))]), ['Total', String(total)]],
    },
    graph: histogramSvg(0, READING_WIDTH, bars, 'Minutes of reading a day', ''),
    callout: `?% of us read at least ${from} minutes a day`,
    tableText: `Table of the students who answered in each class: ${READING_ROOMS.map((r, k) => `${r} ${at(rooms, k)}`).join(', ')}, Total ${total}.`,
    graphText: `Histogram of minutes of reading a day in intervals of ${READING_WIDTH} minutes, a gridline at every student: ${bars.map((b, k) => `${interval(k)} ${b} ${b === 1 ? 'student' : 'students'}`).join(', ')}.`,
  });
  return finish({
    params,
    imageSvg: svg,
    title: 'What number belongs in the key-fact callout?',
    description: `Grade 6 students at a school in Barrie made this infographic about how long they read each day. The callout will give the percent of the students who read at least ${from} minutes a day; the table gives how many students answered in each class.`,
    answer,
    answerKind: 'number',
    lintFacts: {
      graphReads: counted.map((value) => ({ value, gridStart: 0, gridStep: 1, labelled: false })),
    },
    explanation: `Read the bars from ${from} minutes up: ${counted.map((b, k) => `${interval(ask + k)} ${b}`).join(', ')}, so ${counted.join(' + ')} = ${students} students. The table gives ${rooms.join(' + ')} = ${total} students in all. ${students} out of ${total} is ${students} ÷ ${total} = ${students / total} = ${answer}%, so the callout needs ${answer}.`,
    hints: [
      `Add the bars from ${from} minutes up (the histogram), then compare with the total number of students (the table).`,
    ],
    misconceptions: [
      {
        answer: String(students),
        hint: `${students} is a number of students; the callout needs it as a percent of ${total}.`,
      },
      {
        answer: String(((total - students) * 100) / total),
        hint: `That is the percent who read less than ${from} minutes; count the bars from ${from} up.`,
      },
      {
        answer: String((at(bars, ask) * 100) / total),
        hint: `"At least ${from} minutes" takes in every bar from ${from} up, not just the first.`,
      },
    ],
  });
}

export function grade6InfographicTask(name: string, description: string) {
  return defineTask<G6InfographicParams>({
    name,
    description,
    build(rng, level) {
      const params = g6Build(rng, level);
      const { kind, now, last, ask } = params;
      if (kind === 'histogram') return readingDraft(params);
      const s = at(G6_STORIES, params.story);
      const month = at(G6_MONTH_NAMES, ask);
      const nowTotal = sum(now);
      const lastTotal = sum(last);
      const tableShowsThisYear = kind === 'wrongPoint';
      const tableValues: (number | string)[] = tableShowsThisYear ? [...now] : [...last];
      if (kind === 'missing') tableValues[ask] = '?';
      const graphValues = kind === 'wrongPoint' ? now.map((v, i) => (i === ask ? params.drawn : v)) : now;
      const column = tableShowsThisYear ? `This year (${s.unit})` : `Last year (${s.unit})`;
      const callout =
        kind === 'read'
          ? `In ${month} we reached ? ${s.unit}`
          : kind === 'total'
            ? `This year's total: ? ${s.unit}`
            : kind === 'missing'
              ? `Last year's total: ${lastTotal} ${s.unit}`
              : `Our best month this year: ${at(G6_MONTH_NAMES, now.indexOf(Math.max(...now)))}`;
      const svg = infographicSvg({
        headline: kind === 'headline' ? `${s.topic}: this year and last year` : `${s.topic} at our school`,
        table: { head: ['Month', column], rows: tableValues.map((v, i) => [at(G6_MONTHS, i), String(v)]) },
        graph: g6Graph(s, graphValues),
        callout,
        tableText: `Table of ${tableShowsThisYear ? "this year's" : "last year's"} ${s.thing} by month: ${monthList(tableValues, s)}${kind === 'missing' ? ` (the ${month} cell is smudged and shows ?)` : ''}.`,
        graphText: `Broken-line graph of this year's ${s.thing}, September to January, vertical axis from 0 to ${s.max + s.step} ${s.unit} with a gridline every ${s.step}; the points are ${monthList(graphValues, s)}.`,
      });
      const intro = `${s.who} made this infographic about the ${s.thing}.`;
      const gridFacts = (values: number[]): LintFacts => ({
        graphReads: values.map((value) => ({ value, gridStart: 0, gridStep: s.step, labelled: false })),
      });
      const answer = (() => {
        switch (kind) {
          case 'headline':
            return nowTotal > lastTotal ? `${s.topic} is up on last year` : `${s.topic} is down on last year`;
          case 'read':
            return String(at(now, ask));
          case 'compare':
            return String(at(now, ask) - at(last, ask));
          case 'total':
            return String(nowTotal);
          case 'display':
            return at(G6_DISPLAY_ITEMS, ask).display;
          case 'wrongPoint':
            return month;
          case 'missing':
            return String(lastTotal - sum(last.filter((_, i) => i !== ask)));
        }
      })();
      const common = { params, imageSvg: svg };
      switch (kind) {
        case 'headline': {
          const up = `${s.topic} is up on last year`;
          const down = `${s.topic} is down on last year`;
          const rose = `${s.topic} rose every month this year`;
          const fell = `${s.topic} fell every month this year`;
          const dip = now.findIndex((v, i) => i > 0 && v < at(now, i - 1));
          const rise = now.findIndex((v, i) => i > 0 && v > at(now, i - 1));
          return finish({
            ...common,
            title: 'Which headline does the data in this infographic support?',
            description: `${intro} The table gives last year's months and the broken-line graph gives this year's.`,
            answer,
            answerKind: 'text',
            choices: { distractors: [answer === up ? down : up, rose, fell] },
            explanation: `Add each year. This year (graph): ${now.join(' + ')} = ${nowTotal}. Last year (table): ${last.join(' + ')} = ${lastTotal}. The graph does not rise every month (it falls from ${at(G6_MONTH_NAMES, dip - 1)} to ${at(G6_MONTH_NAMES, dip)}) and does not fall every month (it rises from ${at(G6_MONTH_NAMES, rise - 1)} to ${at(G6_MONTH_NAMES, rise)}). Since ${nowTotal} is ${nowTotal > lastTotal ? 'more' : 'less'} than ${lastTotal}, the headline the data supports is "${answer}".`,
            hints: [
              "A headline must be true of the whole data set: compare this year's total with last year's, and check each month-to-month step on the graph.",
            ],
            misconceptions: [
              {
                answer: rose,
                hint: 'Follow the broken line from month to month: one step goes down, so it did not rise every month.',
              },
              {
                answer: answer === up ? down : up,
                hint: "Add all five months of each year before comparing; one month alone does not tell the year's story.",
              },
            ],
          });
        }
        case 'read':
          return finish({
            ...common,
            title: 'What number belongs in the key-fact callout?',
            description: `${intro} The callout will say how many ${s.more} in ${month} this year. The graph shows this year; each gridline is ${s.step} ${s.unit} apart.`,
            answer,
            answerKind: 'number',
            lintFacts: gridFacts([at(now, ask)]),
            explanation: `This year is on the graph, so find ${month} on the bottom axis and go up to its point. Each gridline is ${s.step} ${s.unit}, and the point sits on the gridline for ${answer}, so the callout needs ${answer}.`,
            hints: [
              `Find ${month} on the graph's bottom axis, go up to the point, then across to the scale.`,
            ],
            misconceptions: [
              {
                answer: String(at(last, ask)),
                hint: "The table holds last year's values; the callout is about this year, on the graph.",
              },
              {
                answer: String(at(now, ask) / s.step),
                hint: `That counts gridlines; each gridline is worth ${s.step} ${s.unit}.`,
              },
            ],
          });
        case 'compare':
          return finish({
            ...common,
            title: `How many more ${s.more} in ${month} this year than in ${month} last year?`,
            description: `${intro} The table gives last year and the broken-line graph gives this year; each gridline is ${s.step} ${s.unit} apart.`,
            answer,
            answerKind: 'number',
            lintFacts: gridFacts([at(now, ask)]),
            explanation: `This year's ${month} is on the graph, where each gridline is ${s.step} ${s.unit}: ${at(now, ask)} ${s.unit}. Last year's ${month} is in the table: ${at(last, ask)} ${s.unit}. "How many more" is a difference: ${at(now, ask)} - ${at(last, ask)} = ${answer}.`,
            hints: [
              `Read ${month} this year from the graph and ${month} last year from the table, then subtract.`,
            ],
            misconceptions: [
              {
                answer: String(at(now, ask) + at(last, ask)),
                hint: '"How many more" asks for a difference, not a total.',
              },
              {
                answer: String(Math.max(...now) - at(last, ask)),
                hint: `Use ${month}'s point on the graph, not the highest point.`,
              },
            ],
          });
        case 'total':
          return finish({
            ...common,
            title: 'What number belongs in the key-fact callout?',
            description: `${intro} The callout will give this year's total: how many ${s.more} from September to January in all. The broken-line graph shows this year; each gridline is ${s.step} ${s.unit} apart.`,
            answer,
            answerKind: 'number',
            lintFacts: gridFacts(now),
            explanation: `This year is on the graph, where each gridline is ${s.step} ${s.unit}. Read the five points: ${monthList(now, s)}. Add them: ${now.join(' + ')} = ${answer}.`,
            hints: [
              "Read each of the five points on the graph (this year), not the table's values (last year).",
            ],
            misconceptions: [
              {
                answer: String(lastTotal),
                hint: "That is last year's total, from the table; the callout is about this year.",
              },
              {
                answer: String(nowTotal + lastTotal),
                hint: 'Add only this year, the five points on the graph.',
              },
            ],
          });
        case 'display':
          return displayDraft(
            params,
            `A Grade 6 class at ${s.school}`,
            at(G6_DISPLAY_ITEMS, ask),
            G6_DISPLAYS,
          );
        case 'wrongPoint': {
          const others = G6_MONTH_NAMES.filter((m) => m !== month);
          return finish({
            ...common,
            title: "Which month's point on the broken-line graph does not match the table?",
            description: `${intro} This time the table holds this year's records, and the graph should show the same numbers; each gridline is ${s.step} ${s.unit} apart.`,
            answer,
            answerKind: 'text',
            choices: { distractors: rng.shuffle(others) },
            lintFacts: gridFacts(graphValues),
            explanation: `Read each point (each gridline is ${s.step} ${s.unit}) and check it against its row: ${G6_MONTH_NAMES.map((m, i) => `${m} table ${at(now, i)}, graph ${at(graphValues, i)}`).join('; ')}. Only one pair differs: the graph draws ${params.drawn} where the table says ${at(now, ask)}. The point that contradicts the data is ${month}.`,
            hints: [
              'Go month by month: read the point on the graph and compare it with the same month in the table.',
            ],
            misconceptions: [
              {
                answer: at(G6_MONTH_NAMES, graphValues.indexOf(Math.max(...graphValues))),
                hint: 'The highest point is not wrong because it is high; compare each point with its own row.',
              },
            ],
          });
        }
        case 'missing': {
          const known = last.filter((_, i) => i !== ask);
          return finish({
            ...common,
            title: `How many ${s.more} in ${month} last year?`,
            description: `${intro} The ${month} cell of the table (last year) is smudged, but the key-fact callout gives last year's total.`,
            answer,
            answerKind: 'number',
            explanation: `The callout says last year's total was ${lastTotal} ${s.unit}. The table still shows ${known.join(' + ')} = ${sum(known)}. The smudged month is what is left: ${lastTotal} - ${sum(known)} = ${answer}.`,
            hints: [
              "Work backwards: the five months of last year add up to the callout's total, so subtract the four months you can see.",
            ],
            misconceptions: [
              {
                answer: String(at(now, ask)),
                hint: "The graph shows this year; the smudged cell is last year's.",
              },
              {
                answer: String(Math.round(lastTotal / 5)),
                hint: 'That is the mean of the months, not the missing month.',
              },
            ],
          });
        }
      }
    },
    solve: solveG6,
    complexity: (p) => G6_LEVELS.findIndex((kinds) => kinds.includes(p.kind)) + 1 + sum(p.now) / 10000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Grade 7: a table of counts and a circle graph of percents

type G7Kind = 'headline' | 'display' | 'count' | 'angle' | 'difference' | 'swapped' | 'backwards';

const G7_LEVELS: PerLevel<readonly G7Kind[]> = [
  ['headline'],
  ['display'],
  ['count'],
  ['angle', 'difference'],
  ['swapped', 'backwards'],
];

const G7_STORIES = [
  {
    place: 'a school in Brampton',
    asked: 'how they get to school',
    headline: 'How we get to school',
    categories: ['Walk', 'Bus', 'Car', 'Bike'],
  },
  {
    place: 'a school in Sudbury',
    asked: 'which fall sport they like best',
    headline: 'Our favourite fall sports',
    categories: ['Soccer', 'Hockey', 'Basketball', 'Volleyball'],
  },
  {
    place: 'a school in Kingston',
    asked: 'where most of their lunch waste goes',
    headline: 'Where our lunch waste goes',
    categories: ['Recycling', 'Compost', 'Garbage', 'Home'],
  },
] as const;

const G7_SIZES = [40, 60, 80, 120, 160, 200, 240];

const G7_DISPLAYS = ['a circle graph', 'a bar graph', 'a broken-line graph', 'a histogram'] as const;

const G7_DISPLAY_ITEMS: DisplayItem[] = [
  {
    part: "how the school's 600 students split among Grades 6, 7 and 8",
    display: 'a circle graph',
    why: 'the three grades are parts of one whole school, which a circle graph shows',
  },
  {
    part: "how the student council's budget is shared among clubs, trips and supplies",
    display: 'a circle graph',
    why: 'the parts add up to one whole budget, so a circle graph shows each share of it',
  },
  {
    part: 'how many students answered the survey each week from September to December',
    display: 'a broken-line graph',
    why: 'one count changing over time is shown by a broken-line graph',
  },
  {
    part: 'how many students joined each club, when many students joined two or more clubs',
    display: 'a bar graph',
    why: 'the clubs are categories to compare, and because students joined several clubs the counts are not parts of one whole, so a circle graph would mislead',
  },
  {
    part: "the students' travel times to school, grouped as 0 to 9 minutes, 10 to 19 minutes and so on",
    display: 'a histogram',
    why: 'travel time is one measured value grouped in equal intervals, which a histogram shows',
  },
];

export interface G7InfographicParams {
  kind: G7Kind;
  story: number;
  /** The true percent of each category (multiples of 5, adding to 100). */
  percents: number[];
  /** Number of students surveyed. */
  size: number;
  /** Category indices the question is about (display: the item). */
  ask: number[];
}

function g7Percents(rng: Rng): number[] {
  for (;;) {
    const three = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)].map((k) => k * 5);
    const last = 100 - sum(three);
    const all = [...three, last];
    if (last >= 10 && last <= 50 && new Set(all).size === 4) return all;
  }
}

/** Independent solver for Grade 7: percents of the total, angles in 360°, and working back from a share. */
function solveG7(p: G7InfographicParams): string {
  const cats = at(G7_STORIES, p.story).categories;
  // Whole counts: every percent is a multiple of 5 and every survey size a multiple of 20.
  const counts = p.percents.map((pc) => (pc * p.size) / 100);
  const [i, j] = [at(p.ask, 0), at(p.ask, 1)];
  switch (p.kind) {
    case 'headline': {
      let best = 0;
      counts.forEach((c, k) => {
        if (c > at(counts, best)) best = k;
      });
      return `${at(cats, best)} is the top answer`;
    }
    case 'display':
      return at(G7_DISPLAY_ITEMS, i).display;
    case 'count':
      return String(p.size - sum(counts.filter((_, k) => k !== i)));
    case 'angle':
      return String((at(counts, i) * 360) / p.size);
    case 'difference':
      return String(at(counts, i) - at(counts, j));
    case 'swapped':
      return `${at(cats, Math.min(i, j))} and ${at(cats, Math.max(i, j))}`;
    case 'backwards': {
      // Another category's count and percent give the count per percent point.
      const other = i === 0 ? 1 : 0;
      return String((at(counts, other) * at(p.percents, i)) / at(p.percents, other));
    }
  }
}

function g7Build(rng: Rng, level: DifficultyLevel): G7InfographicParams {
  const kind = rng.pick(byLevel(level, G7_LEVELS));
  const story = rng.int(0, G7_STORIES.length - 1);
  const percents = g7Percents(rng);
  const size = rng.pick(G7_SIZES);
  const order = rng.shuffle([0, 1, 2, 3]);
  let ask = order.slice(0, 2);
  if (kind === 'display') ask = [rng.int(0, G7_DISPLAY_ITEMS.length - 1)];
  if (kind === 'difference' && at(percents, at(ask, 0)) < at(percents, at(ask, 1)))
    ask = [at(ask, 1), at(ask, 0)];
  return { kind, story, percents, size, ask };
}

const pairName = (cats: readonly string[], a: number, b: number): string =>
  `${at(cats, Math.min(a, b))} and ${at(cats, Math.max(a, b))}`;

export function grade7InfographicTask(name: string, description: string) {
  return defineTask<G7InfographicParams>({
    name,
    description,
    build(rng, level) {
      const params = g7Build(rng, level);
      const { kind, percents, size } = params;
      const s = at(G7_STORIES, params.story);
      const cats = s.categories;
      const counts = percents.map((pc) => (pc * size) / 100);
      const [i, j] = [at(params.ask, 0), at(params.ask, 1)];
      const cat = at(cats, i);
      // What the graph draws: the true percents, two of them swapped at level 5, one hidden where it is asked.
      const shown = [...percents];
      if (kind === 'swapped') [shown[i], shown[j]] = [at(percents, j), at(percents, i)];
      const hidden = kind === 'angle' || kind === 'backwards' ? i : -1;
      // What the table lists: every count and the total, less what the question hides.
      const rows: string[][] = [];
      cats.forEach((c, k) => {
        if (kind === 'count' && k === i) return;
        if (kind === 'difference' && (k === i || k === j)) return;
        rows.push([c, kind === 'backwards' && k === i ? '?' : String(at(counts, k))]);
      });
      if (kind !== 'backwards') rows.push(['Total', String(size)]);
      const top = counts.indexOf(Math.max(...counts));
      const callout =
        kind === 'backwards'
          ? `${at(percents, i)}% of us chose ${cat}`
          : kind === 'angle'
            ? `${cat}: the sector still to draw`
            : kind === 'headline'
              ? `${size} students answered`
              : `${at(cats, top)} leads the survey`;
      const sectorText = cats
        .map((c, k) => (k === hidden ? `${c} unlabelled (shown as ?)` : `${c} ${at(shown, k)}%`))
        .join(', ');
      const svg = infographicSvg({
        headline: s.headline,
        table: { head: ['Answer', 'Students'], rows },
        graph: circleGraphSvg(
          cats.map((c, k) => ({ label: c, percent: at(shown, k), hidden: k === hidden })),
          '',
        ),
        callout,
        tableText: `Table of the number of students for each answer: ${rows.map(([a, b]) => `${a} ${b}`).join(', ')}.`,
        graphText: `Circle graph with a labelled sector for each answer: ${sectorText}.`,
      });
      const intro = `Students at ${s.place} were asked ${s.asked}, and they made this infographic of the answers.`;
      const common = { params, imageSvg: svg };
      const answer = (() => {
        switch (kind) {
          case 'headline':
            return `${at(cats, top)} is the top answer`;
          case 'display':
            return at(G7_DISPLAY_ITEMS, i).display;
          case 'count':
            return String((at(percents, i) * size) / 100);
          case 'angle':
            return String((at(percents, i) * 360) / 100);
          case 'difference':
            return String(((at(percents, i) - at(percents, j)) * size) / 100);
          case 'swapped':
            return pairName(cats, i, j);
          case 'backwards':
            return String(at(counts, i));
        }
      })();
      switch (kind) {
        case 'headline': {
          const heads = cats.map((c) => `${c} is the top answer`);
          const second = counts.indexOf(Math.max(...counts.filter((_, k) => k !== top)));
          return finish({
            ...common,
            title: 'Which headline does the data in this infographic support?',
            description: `${intro} The table gives the number of students and the circle graph the percents.`,
            answer,
            answerKind: 'text',
            choices: { distractors: heads.filter((h) => h !== answer) },
            explanation: `The largest sector is ${at(cats, top)} at ${at(percents, top)}%, and the table agrees: ${at(counts, top)} of ${size} students, more than ${at(cats, second)} with ${at(counts, second)}. So the headline the data supports is "${answer}".`,
            hints: [
              'Find the largest sector of the circle graph and check it against the largest count in the table.',
            ],
            misconceptions: [
              {
                answer: at(heads, second),
                hint: `${at(cats, second)} is second; compare its count with the largest one in the table.`,
              },
            ],
          });
        }
        case 'display':
          return displayDraft(params, `A Grade 7 class at ${s.place}`, at(G7_DISPLAY_ITEMS, i), G7_DISPLAYS);
        case 'count': {
          const others = counts.filter((_, k) => k !== i);
          return finish({
            ...common,
            title: `How many students chose ${cat}?`,
            description: `${intro} The table leaves ${cat} out, but it gives the total, and the circle graph gives every percent.`,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `The graph says ${at(percents, i)}% chose ${cat}, and the table says ${size} students answered. ${at(percents, i)}% of ${size} = ${at(percents, i) / 100} × ${size} = ${answer}. Check with the table: ${size} - (${others.join(' + ')}) = ${size - sum(others)}. The number of students who chose ${cat} is ${answer}.`,
            hints: [
              `Take the ${cat} percent from the graph and find that percent of the total in the table.`,
            ],
            misconceptions: [
              {
                answer: String(at(percents, i)),
                hint: `${at(percents, i)}% is a share, not a number of students: take ${at(percents, i)}% of ${size}.`,
              },
            ],
          });
        }
        case 'angle':
          return finish({
            ...common,
            title: `What central angle, in degrees, should the designer draw for the ${cat} sector?`,
            description: `${intro} The ${cat} sector is not labelled yet; it must be drawn from the table.`,
            answer,
            answerKind: 'number',
            explanation: `From the table, ${at(counts, i)} of ${size} students chose ${cat}, which is ${at(counts, i)} ÷ ${size} = ${at(percents, i)}% of the whole. A circle is 360°, so the sector is ${at(percents, i) / 100} × 360 = ${answer}.`,
            hints: [
              `Write ${cat}'s count as a fraction or percent of the total, then take that part of the 360° of the circle.`,
            ],
            misconceptions: [
              {
                answer: String(at(percents, i)),
                hint: 'That is the percent; a sector is measured in degrees out of 360.',
              },
              {
                answer: String(at(counts, i)),
                hint: 'That is the number of students; divide by the total, then multiply by 360.',
              },
            ],
          });
        case 'difference':
          return finish({
            ...common,
            title: `How many more students chose ${cat} than ${at(cats, j)}?`,
            description: `${intro} The table leaves ${cat} and ${at(cats, j)} out, but it gives the total, and the circle graph gives every percent.`,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `The graph gives ${cat} ${at(percents, i)}% and ${at(cats, j)} ${at(percents, j)}%, and the table gives ${size} students in all. ${at(percents, i)}% of ${size} is ${at(counts, i)} and ${at(percents, j)}% of ${size} is ${at(counts, j)}, so the difference is ${at(counts, i)} - ${at(counts, j)} = ${answer}.`,
            hints: [
              'Turn each percent into a number of students with the total from the table, then subtract.',
            ],
            misconceptions: [
              {
                answer: String(at(percents, i) - at(percents, j)),
                hint: `That is the difference in percent points; the question asks for students, out of ${size}.`,
              },
            ],
          });
        case 'swapped': {
          const pairs: string[] = [];
          for (let a = 0; a < 4; a += 1) for (let b = a + 1; b < 4; b += 1) pairs.push(pairName(cats, a, b));
          return finish({
            ...common,
            title: 'Which two answers have their percents swapped on the circle graph?',
            description: `${intro} The table is correct, but when the designer labelled the circle graph, two sectors got each other's percents.`,
            answer,
            answerKind: 'text',
            choices: { distractors: rng.shuffle(pairs.filter((pair) => pair !== answer)) },
            explanation: `Work out each true percent from the table, count ÷ ${size} × 100: ${cats.map((c, k) => `${c} ${at(counts, k)} ÷ ${size} = ${at(percents, k)}%`).join(', ')}. The graph shows ${cats.map((c, k) => `${c} ${at(shown, k)}%`).join(', ')}. Two sectors disagree, and each shows the other's percent, so the swapped answers are ${answer}.`,
            hints: [
              'Turn each count in the table into a percent of the total, then compare it with its sector.',
            ],
            misconceptions: [
              {
                answer: pairName(cats, top, counts.indexOf(Math.min(...counts))),
                hint: 'Compare each sector with its own row of the table, not the largest with the smallest.',
              },
            ],
          });
        }
        case 'backwards': {
          const known = counts.filter((_, k) => k !== i);
          return finish({
            ...common,
            title: `How many students chose ${cat}?`,
            description: `${intro} The ${cat} row of the table is missing and the table has no total; the key-fact callout gives the ${cat} percent.`,
            answer,
            answerKind: 'number',
            lintFacts: { answerIsCount: true },
            explanation: `The other three answers make 100% - ${at(percents, i)}% = ${100 - at(percents, i)}% of the students, and the table shows ${known.join(' + ')} = ${sum(known)} of them. ${100 - at(percents, i)}% is ${(100 - at(percents, i)) / 5} lots of 5%, so 5% is ${sum(known)} ÷ ${(100 - at(percents, i)) / 5} = ${size / 20} students. ${cat}'s ${at(percents, i)}% is ${at(percents, i) / 5} lots of 5%, so ${cat} is ${at(percents, i) / 5} × ${size / 20} = ${answer}.`,
            hints: [
              `The three rows you can see are the other ${100 - at(percents, i)}% of the students; find how many students make 5%.`,
            ],
            misconceptions: [
              {
                answer: String((at(percents, i) * sum(known)) / 100),
                hint: `${sum(known)} is not everyone: it is only the other ${100 - at(percents, i)}% of the students.`,
              },
              {
                answer: String(at(percents, i)),
                hint: `${at(percents, i)}% is a share; the question asks for a number of students.`,
              },
            ],
          });
        }
      }
    },
    solve: solveG7,
    complexity: (p) => G7_LEVELS.findIndex((kinds) => kinds.includes(p.kind)) + 1 + p.size / 10000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Grade 8: a table of pairs and a scatter plot

type G8Kind = 'headline' | 'top' | 'extra' | 'mean' | 'display' | 'wrongPoint' | 'backwards';

const G8_LEVELS: PerLevel<readonly G8Kind[]> = [
  ['headline'],
  ['top'],
  ['extra'],
  ['mean', 'display'],
  ['wrongPoint', 'backwards'],
];

/** Names with different initials, so each point on the plot carries its own initial. */
const G8_NAMES = ['Priya', 'Liam', 'Aanya', 'Noah', 'Mei', 'Owen', 'Zara', 'Ethan', 'Sofia'];

const G8_STORIES = [
  {
    who: 'A girls’ soccer team in Mississauga',
    school: 'a school in Mississauga',
    subjects: 'players',
    data: 'six players’ weekly practice hours and goals this season',
    neutral: 'Practice and goals',
    headline: 'Practice pays off',
    xHead: 'Practice (h)',
    yHead: 'Goals',
    xWords: 'hours of practice a week',
    yWords: 'goals this season',
    yUnit: 'goals',
    xLabel: 'Practice (hours per week)',
    yLabel: 'Goals this season',
    yMax: 20,
    yStep: 2,
    line: (x: number): number => 2 * x + 1,
    up: 'Players who practise more score more goals',
    down: 'Players who practise more score fewer goals',
    none: 'Practice time and goals are not related',
    same: 'Every player scores about the same number of goals',
    more: (a: string, b: string): string => `How many more goals did ${a} score than ${b}?`,
    valueOf: (a: string): string => `How many goals did ${a} score this season?`,
    top: 'the weekly practice hours of the player who scored the most goals',
    topCallout: 'Our top scorer practises ? hours a week',
  },
  {
    who: 'A Grade 8 class in Kanata',
    school: 'a school in Kanata',
    subjects: 'students',
    data: 'six students’ screen time on a school day and their sleep that night, in hours',
    neutral: 'Screen time and sleep',
    headline: 'More screens, less sleep',
    xHead: 'Screen (h)',
    yHead: 'Sleep (h)',
    xWords: 'hours of screen time',
    yWords: 'hours of sleep',
    yUnit: 'hours',
    xLabel: 'Screen time (hours)',
    yLabel: 'Sleep (hours)',
    yMax: 10,
    yStep: 1,
    line: (x: number): number => 10.5 - 0.5 * x,
    up: 'Students with more screen time sleep more',
    down: 'Students with more screen time sleep less',
    none: 'Screen time and sleep are not related',
    same: 'Every student sleeps about the same amount',
    more: (a: string, b: string): string => `How many more hours did ${a} sleep than ${b}?`,
    valueOf: (a: string): string => `How many hours did ${a} sleep that night?`,
    top: 'the screen time of the student who slept the most',
    topCallout: 'Our best sleeper had ? hours of screen time',
  },
  {
    who: 'A Grade 8 class in Scarborough',
    school: 'a school in Scarborough',
    subjects: 'students',
    data: 'six students’ distances from school in kilometres and trip times in minutes',
    neutral: 'Distance and trip time',
    headline: 'Farther from school, longer trip',
    xHead: 'Distance (km)',
    yHead: 'Trip (min)',
    xWords: 'distance from school in kilometres',
    yWords: 'trip time in minutes',
    yUnit: 'minutes',
    xLabel: 'Distance from school (km)',
    yLabel: 'Trip time (minutes)',
    yMax: 50,
    yStep: 5,
    line: (x: number): number => 4 * x + 8,
    up: 'Students who live farther away take longer to get to school',
    down: 'Students who live farther away get to school faster',
    none: 'Distance and trip time are not related',
    same: 'Every student’s trip takes about the same time',
    more: (a: string, b: string): string => `How many more minutes does ${a}’s trip take than ${b}’s?`,
    valueOf: (a: string): string => `How many minutes does ${a}’s trip take?`,
    top: 'the distance from school of the student with the longest trip',
    topCallout: 'Our longest trip starts ? km from school',
  },
] as const;

type G8Story = (typeof G8_STORIES)[number];

const G8_DISPLAYS = ['a scatter plot', 'a histogram', 'a broken-line graph', 'a circle graph'] as const;

const G8_DISPLAY_ITEMS: DisplayItem[] = [
  {
    part: 'whether taller students also jump farther, from each student’s height and long-jump distance',
    display: 'a scatter plot',
    why: 'each student gives a pair of values, and a scatter plot shows whether the two are related',
  },
  {
    part: 'whether the TTC buses on a route are later on colder mornings, from each morning’s temperature and delay',
    display: 'a scatter plot',
    why: 'each morning gives a pair (temperature, delay), and a scatter plot shows the trend between them',
  },
  {
    part: 'how the 90 students’ sleep times spread out, grouped as 6 to 6.9 hours, 7 to 7.9 hours and so on',
    display: 'a histogram',
    why: 'one measured value grouped in equal intervals is what a histogram shows',
  },
  {
    part: 'the average daily ridership on one TTC streetcar line for each month of last year',
    display: 'a broken-line graph',
    why: 'one value per month changing over time is shown by a broken-line graph',
  },
  {
    part: 'how the class’s 30 students split among walking, the bus and being driven, as parts of the class',
    display: 'a circle graph',
    why: 'the three ways make up one whole class, and a circle graph shows each part of the whole',
  },
];

export interface G8InfographicParams {
  kind: G8Kind;
  story: number;
  /** Names by index into G8_NAMES, one per pair. */
  names: number[];
  /** [x, y] per person; the last one is the "extra" person (graph only) at levels 3-4. */
  pairs: [number, number][];
  /** The person asked about (display: the item). */
  ask: number;
  /** A second person to compare with (extra), or the wrong y the graph draws (wrongPoint). */
  other: number;
}

function correlation(points: readonly [number, number][]): number {
  const n = points.length;
  const mx = sum(points.map((p) => p[0])) / n;
  const my = sum(points.map((p) => p[1])) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Six pairs near the story's line, each on the grid, with a clear trend (|r| ≥ 0.8) and one greatest y. */
function g8Pairs(rng: Rng, s: G8Story, needsWholeMean: boolean): [number, number][] {
  for (;;) {
    const xs = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 6);
    const pairs = xs.map((x): [number, number] => {
      const y = (Math.round(s.line(x) / s.yStep) + rng.int(-1, 1)) * s.yStep;
      return [x, Math.min(s.yMax - s.yStep, Math.max(s.yStep, y))];
    });
    const ys = pairs.map((p) => p[1]);
    const max = Math.max(...ys);
    if (ys.filter((y) => y === max).length !== 1) continue;
    if (Math.abs(correlation(pairs)) < 0.8) continue;
    if (needsWholeMean && sum(ys) % 6 !== 0) continue;
    return pairs;
  }
}

/** Independent solver for Grade 8: reads the pairs with its own loops. */
function solveG8(p: G8InfographicParams): string {
  const s = at(G8_STORIES, p.story);
  const ys = p.pairs.map((q) => q[1]);
  switch (p.kind) {
    case 'headline':
      return correlation(p.pairs) > 0 ? s.up : s.down;
    case 'top': {
      let best = p.pairs[0] as [number, number];
      for (const q of p.pairs) if (q[1] > best[1]) best = q;
      return String(best[0]);
    }
    case 'extra':
      return String(at(ys, 5) - at(ys, p.other));
    case 'mean':
      return String(sum(ys) / ys.length);
    case 'display':
      return at(G8_DISPLAY_ITEMS, p.ask).display;
    case 'wrongPoint':
      return at(G8_NAMES, at(p.names, p.ask));
    case 'backwards':
      return String(at(ys, p.ask));
  }
}

function g8Build(rng: Rng, level: DifficultyLevel): G8InfographicParams {
  const kind = rng.pick(byLevel(level, G8_LEVELS));
  const story = rng.int(0, G8_STORIES.length - 1);
  const s = at(G8_STORIES, story);
  const names = rng.shuffle(G8_NAMES.map((_, i) => i)).slice(0, 6);
  for (;;) {
    const pairs = g8Pairs(rng, s, kind === 'mean' || kind === 'backwards');
    const ys = pairs.map((q) => q[1]);
    let ask = rng.int(0, 5);
    let other = 0;
    if (kind === 'display') ask = rng.int(0, G8_DISPLAY_ITEMS.length - 1);
    if (kind === 'extra') {
      ask = 5;
      const below = [0, 1, 2, 3, 4].filter((k) => at(ys, k) < at(ys, 5));
      if (below.length === 0) continue;
      other = rng.pick(below);
    }
    if (kind === 'wrongPoint') {
      const [x, y] = at(pairs, ask);
      const moves = [-4, -3, 3, 4]
        .map((k) => y + k * s.yStep)
        .filter((v) => v >= 0 && v <= s.yMax && !pairs.some((q) => q[0] === x && q[1] === v));
      if (moves.length === 0) continue;
      other = rng.pick(moves);
    }
    return { kind, story, names, pairs, ask, other };
  }
}

export function grade8InfographicTask(name: string, description: string) {
  return defineTask<G8InfographicParams>({
    name,
    description,
    build(rng, level) {
      const params = g8Build(rng, level);
      const { kind, pairs, ask } = params;
      const s = at(G8_STORIES, params.story);
      const names = params.names.map((k) => at(G8_NAMES, k));
      const ys = pairs.map((q) => q[1]);
      const person = at(names, ask);
      // Levels 3-4 keep the sixth person off the table (graph only); level 5 backwards plots only five points.
      const inTable = kind === 'extra' || kind === 'mean' ? [0, 1, 2, 3, 4] : [0, 1, 2, 3, 4, 5];
      const plotted = kind === 'backwards' ? [0, 1, 2, 3, 4, 5].filter((k) => k !== ask) : [0, 1, 2, 3, 4, 5];
      const drawnPairs = plotted.map((k): [number, number] =>
        kind === 'wrongPoint' && k === ask ? [at(pairs, k)[0], params.other] : at(pairs, k),
      );
      const rows = inTable.map((k) => [
        at(names, k),
        String(at(pairs, k)[0]),
        kind === 'backwards' && k === ask ? '?' : String(at(pairs, k)[1]),
      ]);
      const mean = sum(ys) / 6;
      const r = correlation(pairs);
      const callout =
        kind === 'mean'
          ? `Mean for all six ${s.subjects}: ? ${s.yUnit}`
          : kind === 'backwards'
            ? `Mean for all six ${s.subjects}: ${mean} ${s.yUnit}`
            : kind === 'top'
              ? s.topCallout
              : `Six ${s.subjects}, six pairs of values`;
      const svg = infographicSvg({
        headline: kind === 'headline' ? s.neutral : s.headline,
        table: { head: ['Name', s.xHead, s.yHead], rows },
        graph: scatterSvg(drawnPairs, { xMax: 10, yMax: s.yMax, xLabel: s.xLabel, yLabel: s.yLabel }, '', {
          grid: [1, s.yStep],
          labels: plotted.map((k) => at(names, k).charAt(0)),
        }),
        callout,
        tableText: `Table of ${s.xWords} and ${s.yWords} for each of ${inTable.length} ${s.subjects}: ${rows.map(([n, x, y]) => `${n} ${x} and ${y}`).join('; ')}.`,
        graphText: `Scatter plot of ${s.yWords} (vertical axis, 0 to ${s.yMax}, a gridline every ${s.yStep}) against ${s.xWords} (horizontal axis, 0 to 10, a gridline every 1), each point marked with a person's initial: ${plotted
          .map((k, n) => `${at(names, k).charAt(0)} at (${at(drawnPairs, n)[0]}, ${at(drawnPairs, n)[1]})`)
          .join(', ')}.`,
      });
      const intro = `${s.who} made this infographic from ${s.data}.`;
      const common = { params, imageSvg: svg };
      const gridFacts = (points: [number, number][]): LintFacts => ({
        graphReads: points.flatMap(([x, y]) => [
          { value: x, gridStart: 0, gridStep: 1, labelled: false },
          { value: y, gridStart: 0, gridStep: s.yStep, labelled: false },
        ]),
      });
      const positive: string = s.up;
      const negative: string = s.down;
      switch (kind) {
        case 'headline': {
          const answer = r > 0 ? positive : negative;
          const none: string = s.none;
          const same: string = s.same;
          const lowX = pairs.reduce((a, b) => (b[0] < a[0] ? b : a));
          const highX = pairs.reduce((a, b) => (b[0] > a[0] ? b : a));
          return finish({
            ...common,
            title: 'Which headline does the data in this infographic support?',
            description: `${intro} Each point on the scatter plot is one row of the table.`,
            answer,
            answerKind: 'text',
            choices: { distractors: [r > 0 ? negative : positive, none, same] },
            explanation: `Read the points from left to right: as ${s.xWords} grows, ${s.yWords} tends to ${r > 0 ? 'go up' : 'go down'} (the leftmost point is at (${lowX[0]}, ${lowX[1]}) and the rightmost at (${highX[0]}, ${highX[1]})). The points lie close to a ${r > 0 ? 'rising' : 'falling'} line, so the two are related, and the headline the data supports is "${answer}".`,
            hints: ['Follow the points from left to right: do they tend to rise, fall, or show no pattern?'],
            misconceptions: [
              {
                answer: none,
                hint: 'The points lie close to a line, which is a strong relationship.',
              },
            ],
          });
        }
        case 'top': {
          const best = ys.indexOf(Math.max(...ys));
          const answer = String(at(pairs, best)[0]);
          return finish({
            ...common,
            title: 'What number belongs in the key-fact callout?',
            description: `${intro} The callout will give ${s.top}.`,
            answer,
            answerKind: 'number',
            explanation: `Look down the ${s.yHead} column for the greatest value: ${ys.join(', ')}. The greatest is ${at(ys, best)}, for ${at(names, best)}, whose ${s.xWords} is ${answer}. On the plot, ${at(names, best).charAt(0)} is the highest point, above ${answer}. So the callout needs ${answer}.`,
            hints: [
              `Find the greatest ${s.yWords} first (the highest point), then read that person's other value.`,
            ],
            misconceptions: [
              {
                answer: String(at(ys, best)),
                hint: `${at(ys, best)} is the ${s.yWords}; the callout asks for the ${s.xWords}.`,
              },
              {
                answer: String(Math.max(...pairs.map((q) => q[0]))),
                hint: `That is the greatest ${s.xWords}, not the value of the person with the most ${s.yWords}.`,
              },
            ],
          });
        }
        case 'extra': {
          const sixth = at(names, 5);
          const versus = at(names, params.other);
          const answer = String(at(ys, 5) - at(ys, params.other));
          return finish({
            ...common,
            title: s.more(sixth, versus),
            description: `${intro} ${sixth} is on the scatter plot, marked ${sixth.charAt(0)}, but not in the table.`,
            answer,
            answerKind: 'number',
            lintFacts: gridFacts([at(pairs, 5)]),
            explanation: `${sixth} is only on the plot: the point ${sixth.charAt(0)} is at (${at(pairs, 5)[0]}, ${at(ys, 5)}), so ${at(ys, 5)} ${s.yUnit}. ${versus} is in the table with ${at(ys, params.other)} ${s.yUnit}. The difference is ${at(ys, 5)} - ${at(ys, params.other)} = ${answer}.`,
            hints: [
              `Read ${sixth}'s ${s.yWords} from the height of point ${sixth.charAt(0)}, and ${versus}'s from the table.`,
            ],
            misconceptions: [
              {
                answer: String(at(pairs, 5)[0] - at(pairs, params.other)[0]),
                hint: `That compares the ${s.xWords}; the question is about ${s.yWords}, the vertical axis.`,
              },
            ],
          });
        }
        case 'mean': {
          const answer = String(mean);
          const five = ys.slice(0, 5);
          return finish({
            ...common,
            title: 'What number belongs in the key-fact callout?',
            description: `${intro} The callout will give the mean ${s.yWords} of all six ${s.subjects}. The table lists five of them; the sixth, ${at(names, 5)}, is only on the scatter plot.`,
            answer,
            answerKind: 'number',
            lintFacts: gridFacts([at(pairs, 5)]),
            explanation: `The table gives ${five.join(' + ')} = ${sum(five)}. ${at(names, 5)}'s point is at (${at(pairs, 5)[0]}, ${at(ys, 5)}), so add ${at(ys, 5)}: ${sum(five)} + ${at(ys, 5)} = ${sum(ys)}. The mean of six values is ${sum(ys)} ÷ 6 = ${answer}.`,
            hints: [
              `Add the five values in the table, add ${at(names, 5)}'s value read from the plot, then divide by 6.`,
            ],
            misconceptions: [
              {
                answer: String(Math.round((sum(five) / 5) * 100) / 100),
                hint: `That is the mean of the table alone; ${at(names, 5)} on the plot is the sixth person.`,
              },
            ],
          });
        }
        case 'display':
          return displayDraft(
            params,
            `A Grade 8 class at ${s.school}`,
            at(G8_DISPLAY_ITEMS, ask),
            G8_DISPLAYS,
          );
        case 'wrongPoint': {
          const answer = person;
          return finish({
            ...common,
            title: 'Whose point on the scatter plot does not match the table?',
            description: `${intro} The table is correct; each point carries the initial of its person.`,
            answer,
            answerKind: 'text',
            choices: { distractors: rng.shuffle(names.filter((n) => n !== person)) },
            lintFacts: gridFacts(drawnPairs),
            explanation: `Check each point against its row: ${names.map((n, k) => `${n} table (${at(pairs, k)[0]}, ${at(ys, k)}), plot (${at(drawnPairs, k)[0]}, ${at(drawnPairs, k)[1]})`).join('; ')}. Only one differs: ${person.charAt(0)} is drawn at ${params.other} where the table says ${at(ys, ask)}. The point that contradicts the data is ${answer}.`,
            hints: [
              'Go name by name: find the point with that initial and compare both of its values with the row.',
            ],
            misconceptions: [
              {
                answer: at(names, ys.indexOf(Math.max(...ys))),
                hint: 'The highest point is not wrong for being highest; compare each point with its own row.',
              },
            ],
          });
        }
        case 'backwards': {
          const known = ys.filter((_, k) => k !== ask);
          const answer = String(at(ys, ask));
          return finish({
            ...common,
            title: s.valueOf(person),
            description: `${intro} ${person}’s value in the ${s.yHead} column is missing from the table and not plotted yet, but the key-fact callout gives the mean of all six.`,
            answer,
            answerKind: 'number',
            explanation: `A mean of ${mean} for six ${s.subjects} means a total of 6 × ${mean} = ${sum(ys)}. The other five add to ${known.join(' + ')} = ${sum(known)}. So ${person} has ${sum(ys)} - ${sum(known)} = ${answer}.`,
            hints: ['Work backwards: the mean times the number of people gives the total of all six values.'],
            misconceptions: [
              {
                answer: String(mean),
                hint: 'The mean is the balance point of all six values, not the missing value itself.',
              },
              {
                answer: String(5 * mean - sum(known)),
                hint: `There are six ${s.subjects}, so the total is 6 times the mean, not 5 times.`,
              },
            ],
          });
        }
      }
    },
    solve: solveG8,
    complexity: (p) => G8_LEVELS.findIndex((kinds) => kinds.includes(p.kind)) + 1 + p.pairs.length / 1000,
  });
}
