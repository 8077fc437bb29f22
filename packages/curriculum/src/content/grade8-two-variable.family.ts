/**
 * Grade 8 D1.1-D1.3 (issue 20): telling one-variable from two-variable data, choosing the graph that suits a data
 * set, and collecting and organizing paired measurements in a table of values. Level 1 picks the situation with
 * two-variable data, level 2 picks the best graph, level 3 reads a table of paired measurements, level 4 reads the
 * same kind of data on a scatter plot against the line "arm span = height", and level 5 plans what to collect to
 * answer a question about two variables.
 */
import { type PerLevel, byLevel } from '../core/levels';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineGrade8Task } from './grade8-number.family';

type TwoVariableKind = 'oneOrTwo' | 'bestGraph' | 'table' | 'scatterLine' | 'plan';

const TWO_VARIABLE_LEVELS: PerLevel<TwoVariableKind> = [
  'oneOrTwo',
  'bestGraph',
  'table',
  'scatterLine',
  'plan',
];

export interface TwoVariableParams {
  kind: TwoVariableKind;
  /** oneOrTwo: the two-variable situation then three one-variable ones; bestGraph, plan: the story index. */
  picks: number[];
  /** table, scatterLine: [height, arm span] per student, in cm. */
  pairs: [number, number][];
}

const TWO_VARIABLE_SITUATIONS = [
  'the height and the arm span of each student in a class',
  'the hours each student slept and their score on a math quiz',
  'the outdoor temperature and the number of hot chocolates sold each day at a rink',
  'the age of each car in a parking lot and its price when it was sold',
  'the distance each student lives from school and how long their trip takes',
  'the number of hours each player practised and the goals they scored this season',
];

const ONE_VARIABLE_SITUATIONS = [
  'the height of each student in a class',
  'the favourite winter sport of each student in a school',
  'the number of pets in each family on a street',
  'the time each runner took to finish a 5 km race',
  'the mass of each pumpkin at a fall fair',
  'the number of books each student read in October',
  'the type of lunch each student brought on Monday',
];

const GRAPHS = ['a scatter plot', 'a histogram', 'a broken-line graph', 'a circle graph'] as const;

/** Data sets and the graph that suits each, with the reason a teacher would give. */
const GRAPH_STORIES: { data: string; graph: (typeof GRAPHS)[number]; why: string }[] = [
  {
    data: 'the mass and the height of 30 sunflowers, to see whether taller sunflowers are heavier',
    graph: 'a scatter plot',
    why: 'the data are pairs of measurements, and a scatter plot shows whether the two variables are related',
  },
  {
    data: 'the hours of screen time and the hours of sleep of 40 students, to look for a relationship',
    graph: 'a scatter plot',
    why: 'each student gives a pair of values, and a scatter plot shows the trend between them',
  },
  {
    data: 'the times of 60 runners in a 5 km race, grouped in intervals of 5 minutes',
    graph: 'a histogram',
    why: 'the data are one continuous variable grouped in intervals, which is what a histogram shows',
  },
  {
    data: 'the heights of 45 Grade 8 students, grouped as 140-149 cm, 150-159 cm and so on',
    graph: 'a histogram',
    why: 'the heights are continuous data grouped in equal intervals, shown as touching bars in a histogram',
  },
  {
    data: 'the temperature in Sudbury at noon each day for two weeks',
    graph: 'a broken-line graph',
    why: 'the data change over time, and a broken-line graph shows the rises and falls from day to day',
  },
  {
    data: 'the number of visitors to a provincial park each month for a year',
    graph: 'a broken-line graph',
    why: 'the data are one value per month, so a broken-line graph shows how the count changes over time',
  },
  {
    data: 'how a class of 28 students gets to school (walk, bus, car or bike), as parts of the whole class',
    graph: 'a circle graph',
    why: 'the data are categories that make up one whole, and a circle graph compares each part with the whole',
  },
  {
    data: "how a family's monthly budget is split among rent, food, transit and savings",
    graph: 'a circle graph',
    why: 'the parts add to one whole budget, and a circle graph shows each part as a share of it',
  },
];

/** Claims about two variables a class could test, with the variables each case must give as a pair. */
const PLAN_STORIES = [
  {
    claim: 'students who sleep more score higher on math quizzes',
    each: 'each student',
    x: 'hours of sleep',
    y: 'quiz score',
  },
  { claim: 'taller students have longer arm spans', each: 'each student', x: 'height', y: 'arm span' },
  {
    claim: 'a rink sells more hot chocolate on colder days',
    each: 'each day',
    x: 'temperature',
    y: 'number of hot chocolates sold',
  },
  {
    claim: 'players who practise more score more goals',
    each: 'each player',
    x: 'hours of practice',
    y: 'number of goals',
  },
  {
    claim: 'students who live farther away take longer to get to school',
    each: 'each student',
    x: 'distance from school',
    y: 'travel time',
  },
  {
    claim: 'older bicycles sell for less at a used-bike sale',
    each: 'each bicycle',
    x: 'age',
    y: 'selling price',
  },
  {
    claim: 'students who read more books also write longer stories',
    each: 'each student',
    x: 'number of books read this term',
    y: 'length of the last story written',
  },
  {
    claim: 'heavier backpacks hold more textbooks',
    each: 'each backpack',
    x: 'mass',
    y: 'number of textbooks inside',
  },
];

const planOptions = (s: (typeof PLAN_STORIES)[number]): [string, string, string, string] => [
  `${s.each}'s ${s.x} and ${s.y}, recorded together as a pair`,
  `${s.each}'s ${s.x} only`,
  `only the mean ${s.x} and the mean ${s.y}`,
  `${s.each}'s ${s.y}, sorted from least to greatest`,
];

const NAMES = ['Ava', 'Noah', 'Zara', 'Liam', 'Mei', 'Omar', 'Sofia', 'Ethan', 'Priya', 'Jonah'];

/** Independent solver: answers from the story tables and, for the measurements, a direct count. */
function solveTwoVariable(p: TwoVariableParams): string {
  switch (p.kind) {
    case 'oneOrTwo':
      return TWO_VARIABLE_SITUATIONS[p.picks[0] as number] as string;
    case 'bestGraph':
      return (GRAPH_STORIES[p.picks[0] as number] as (typeof GRAPH_STORIES)[number]).graph;
    case 'table':
    case 'scatterLine':
      return String(p.pairs.reduce((count, [height, span]) => count + (span > height ? 1 : 0), 0));
    case 'plan':
      return planOptions(PLAN_STORIES[p.picks[0] as number] as (typeof PLAN_STORIES)[number])[0];
  }
}

const FONT = 'font-family="sans-serif" font-size="13"';
const svgText = (x: number, y: number, content: string, anchor = 'middle'): string =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" ${FONT}>${escapeXml(content)}</text>`;

/** A table of values: one row per student with height and arm span. */
function tableSvg(pairs: [number, number][], title: string): string {
  const rowH = 26;
  const cols = [20, 130, 250, 370];
  let body = `<rect x="20" y="10" width="350" height="${rowH}" fill="#e7f5ff"/>`;
  body += svgText(75, 28, 'Student') + svgText(190, 28, 'Height (cm)') + svgText(310, 28, 'Arm span (cm)');
  pairs.forEach(([height, span], i) => {
    const y = 10 + rowH * (i + 1);
    body += svgText(75, y + 18, NAMES[i] as string) + svgText(190, y + 18, String(height));
    body += svgText(310, y + 18, String(span));
  });
  const bottom = 10 + rowH * (pairs.length + 1);
  for (let i = 0; i <= pairs.length + 1; i += 1)
    body += `<line x1="20" y1="${10 + rowH * i}" x2="370" y2="${10 + rowH * i}" stroke="#333"/>`;
  for (const x of cols) body += `<line x1="${x}" y1="10" x2="${x}" y2="${bottom}" stroke="#333"/>`;
  return svgDocument(390, bottom + 10, title, body);
}

/** Scatter plot of (height, arm span) from 140 to 180 cm on both axes, with the dashed line arm span = height. */
function scatterWithLineSvg(pairs: [number, number][], title: string): string {
  const left = 60;
  const bottom = 280;
  const size = 240;
  const px = (v: number): number => left + ((v - 140) / 40) * size;
  const py = (v: number): number => bottom - ((v - 140) / 40) * size;
  let body = '';
  for (let v = 140; v <= 180; v += 10) {
    body += `<line x1="${px(v)}" y1="${py(140)}" x2="${px(v)}" y2="${py(180)}" stroke="#dee2e6"/>`;
    body += `<line x1="${px(140)}" y1="${py(v)}" x2="${px(180)}" y2="${py(v)}" stroke="#dee2e6"/>`;
    body += svgText(px(v), bottom + 16, String(v)) + svgText(left - 6, py(v) + 4, String(v), 'end');
  }
  body += `<line x1="${px(140)}" y1="${py(140)}" x2="${px(180)}" y2="${py(180)}" stroke="#e8590c" stroke-width="2" stroke-dasharray="6,4"/>`;
  body += svgText(px(166), py(178), 'arm span = height', 'end');
  for (const [height, span] of pairs)
    body += `<circle cx="${Math.round(px(height) * 10) / 10}" cy="${Math.round(py(span) * 10) / 10}" r="4.5" fill="#1c7ed6"/>`;
  body += svgText(px(160), bottom + 36, 'Height (cm)');
  body += `<text x="16" y="${py(160)}" transform="rotate(-90 16 ${py(160)})" text-anchor="middle" ${FONT}>Arm span (cm)</text>`;
  return svgDocument(330, 330, title, body);
}

function measurements(rng: Rng, count: number): [number, number][] {
  const pairs: [number, number][] = [];
  while (pairs.length < count) {
    const height = rng.int(143, 177);
    // Arm span is close to height, within 3 to 6 cm either way, never equal (so every point is clearly on a side).
    const span = Math.min(179, Math.max(141, height + rng.signed(3, 6)));
    // Points at least 3 cm apart one way or the other, so no two dots overlap on the plot.
    if (span !== height && !pairs.some(([h, s]) => Math.abs(h - height) < 3 && Math.abs(s - span) < 3))
      pairs.push([height, span]);
  }
  return pairs;
}

function twoVariableBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): TwoVariableParams {
  const kind = byLevel(level, TWO_VARIABLE_LEVELS);
  switch (kind) {
    case 'oneOrTwo': {
      const ones = rng.shuffle(ONE_VARIABLE_SITUATIONS.map((_, i) => i)).slice(0, 3);
      return { kind, picks: [rng.int(0, TWO_VARIABLE_SITUATIONS.length - 1), ...ones], pairs: [] };
    }
    case 'bestGraph':
      return { kind, picks: [rng.int(0, GRAPH_STORIES.length - 1)], pairs: [] };
    case 'table':
      return { kind, picks: [], pairs: measurements(rng, rng.int(5, 7)) };
    case 'scatterLine':
      return { kind, picks: [], pairs: measurements(rng, rng.int(8, 10)) };
    case 'plan':
      return { kind, picks: [rng.int(0, PLAN_STORIES.length - 1)], pairs: [] };
  }
}

export function twoVariableDataTask(name: string, description: string) {
  return defineGrade8Task<TwoVariableParams>({
    name,
    description,
    build(rng, level) {
      const params = twoVariableBuild(rng, level);
      const answer = solveTwoVariable(params);
      switch (params.kind) {
        case 'oneOrTwo': {
          const ones = params.picks.slice(1).map((i) => ONE_VARIABLE_SITUATIONS[i] as string);
          return {
            params,
            title: 'Which of these data sets is two-variable data?',
            description:
              'One-variable data records one value for each person or thing. Two-variable data records two values for each, as a pair.',
            answer,
            answerKind: 'text',
            choices: { distractors: ones },
            explanation: `Ask how many values are recorded for each person, day or thing. In "${answer}", each one gives two values that belong together, so the data are pairs: two-variable data. Each of the others records one value, such as "${ones[0] as string}", so it is one-variable data. The two-variable data set is ${answer}.`,
            hints: ['For each data set, count how many values are recorded for each person, day or thing.'],
            misconceptions: [
              {
                answer: ones[0] as string,
                hint: 'Data about many people is still one-variable data if each person gives one value.',
              },
            ],
          };
        }
        case 'bestGraph': {
          const story = GRAPH_STORIES[params.picks[0] as number] as (typeof GRAPH_STORIES)[number];
          return {
            params,
            title: `A class collected ${story.data}. Which graph is the best choice to display the data?`,
            answer,
            answerKind: 'text',
            choices: { distractors: GRAPHS.filter((g) => g !== answer) },
            explanation: `Look at what kind of data were collected, ${story.data}: ${story.why}. So the best choice is ${answer}.`,
            hints: [
              'Ask: are the data pairs of values, one measured value grouped in intervals, values over time, or parts of a whole?',
            ],
            misconceptions: GRAPHS.filter((g) => g !== answer).map((g) => ({
              answer: g,
              hint:
                g === 'a scatter plot'
                  ? 'A scatter plot needs two values for each person or thing.'
                  : g === 'a histogram'
                    ? 'A histogram shows one measured variable grouped in intervals.'
                    : g === 'a broken-line graph'
                      ? 'A broken-line graph shows how one value changes over time.'
                      : 'A circle graph shows parts of one whole.',
            })),
          };
        }
        case 'table': {
          const rows = params.pairs.map(
            ([h, s], i) => `${NAMES[i] as string}: height ${h} cm, arm span ${s} cm`,
          );
          const longer = params.pairs
            .map(([h, s], i) => ({ name: NAMES[i] as string, h, s }))
            .filter((r) => r.s > r.h);
          const svg = tableSvg(params.pairs, `Table of values. ${rows.join('; ')}.`);
          return {
            params,
            title: 'How many of these students have an arm span longer than their height?',
            description: `A Grade 8 class in Oakville measured ${params.pairs.length} students' heights and arm spans and recorded each student's two measurements as a pair in a table of values.`,
            answer,
            answerKind: 'number',
            imageSvg: svg,
            lintFacts: { answerIsCount: true },
            explanation: `In each of the ${params.pairs.length} rows, compare the arm span (first) with the height: ${params.pairs.map(([h, s], i) => `${NAMES[i] as string} ${s} ${s > h ? '>' : '<'} ${h}`).join(', ')}. The arm span is longer for ${longer.length === 0 ? 'no one' : longer.map((r) => r.name).join(', ')}, so the number of students is ${answer}.`,
            hints: [
              "For each row, compare the student's arm span with their own height, not with other students'.",
            ],
            misconceptions: [
              {
                answer: String(params.pairs.length - Number(answer)),
                hint: 'That counts the students whose arm span is shorter than their height.',
              },
            ],
          };
        }
        case 'scatterLine': {
          const points = params.pairs.map(([h, s]) => `(${h}, ${s})`);
          const above = params.pairs.filter(([h, s]) => s > h);
          const svg = scatterWithLineSvg(
            params.pairs,
            `Scatter plot of height (horizontal axis, 140 to 180 cm) against arm span (vertical axis, 140 to 180 cm), with a dashed line where arm span = height. Points (height, arm span): ${points.join(', ')}.`,
          );
          return {
            params,
            title: 'How many of these students have an arm span longer than their height?',
            description: `Each point on the scatter plot shows one student's height and arm span. The dashed line joins the points where the arm span equals the height.`,
            answer,
            answerKind: 'number',
            imageSvg: svg,
            lintFacts: { answerIsCount: true },
            explanation: `A point above the dashed line has an arm span greater than its height; a point below has a shorter arm span. The points above the line are ${above.length === 0 ? 'none' : above.map(([h, s]) => `(${h}, ${s})`).join(', ')}. Counting them, the number of students is ${answer}.`,
            hints: ['Points above the dashed line have a greater arm span than height.'],
            misconceptions: [
              {
                answer: String(params.pairs.length - Number(answer)),
                hint: 'Points below the line have an arm span shorter than their height.',
              },
              {
                answer: String(params.pairs.length),
                hint: 'Only some of the points lie above the dashed line.',
              },
            ],
          };
        }
        case 'plan': {
          const story = PLAN_STORIES[params.picks[0] as number] as (typeof PLAN_STORIES)[number];
          const options = planOptions(story);
          return {
            params,
            title: `Jaya's class wants to find out whether ${story.claim}. Which data should they collect?`,
            answer,
            answerKind: 'text',
            choices: { distractors: options.slice(1) },
            explanation: `The question is whether the ${story.x} and the ${story.y} are related, so ${story.each} must give both values, kept together. Then each pair becomes one point on a scatter plot, and its trend answers the question. One variable alone, two means or a sorted list lose the pairs. So they should collect ${answer}.`,
            hints: [
              `To see whether two things go together, you need both values from the same ${story.each.replace('each ', '')}, kept as a pair.`,
            ],
            misconceptions: [
              {
                answer: options[2],
                hint: 'Two means are only two numbers; they cannot show whether the two variables are related.',
              },
            ],
          };
        }
      }
    },
    solve: solveTwoVariable,
    complexity: (p) => TWO_VARIABLE_LEVELS.indexOf(p.kind) + 1 + p.pairs.length / 100,
  });
}
