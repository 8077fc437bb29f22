/**
 * Grade 8 D2.1 (issue 20): solving probability problems with Venn diagrams and tree diagrams. Levels 1-3 read a
 * Venn diagram of a class survey (one region, then "A or B", then a missing overlap found from the totals); levels
 * 4-5 read a tree diagram of two independent carnival games (one path, then "at least one", which needs three paths
 * or the complement). Venn answers are fractions in lowest terms; tree answers are exact decimals.
 */
import { type PerLevel, byLevel, gcd } from '../core/levels';
import { type Rational, add, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { escapeXml, svgDocument } from '../core/svg';
import { defineGrade8Task } from './grade8-number.family';

type DiagramKind = 'vennOne' | 'vennOr' | 'vennMissing' | 'treePath' | 'treeAtLeastOne';

const DIAGRAM_LEVELS: PerLevel<DiagramKind> = [
  'vennOne',
  'vennOr',
  'vennMissing',
  'treePath',
  'treeAtLeastOne',
];

export interface DiagramParams {
  kind: DiagramKind;
  /** Venn: counts [A only, both, B only, neither]. Tree: [p, q] in hundredths. */
  numbers: number[];
  /** Venn: which region level 1 asks about (0 A only, 1 both, 2 B only, 3 neither). Tree: which path (0-3). */
  region: number;
  story: number;
}

const SURVEYS = [
  {
    a: 'Hockey',
    b: 'Band',
    aText: 'play hockey',
    bText: 'play in the band',
    aOne: 'plays hockey',
    bOne: 'plays in the band',
    place: 'a Grade 8 class in Thunder Bay',
  },
  {
    a: 'Dog',
    b: 'Cat',
    aText: 'have a dog',
    bText: 'have a cat',
    aOne: 'has a dog',
    bOne: 'has a cat',
    place: 'a Grade 8 class in Guelph',
  },
  {
    a: 'Soccer',
    b: 'Choir',
    aText: 'play soccer',
    bText: 'sing in the choir',
    aOne: 'plays soccer',
    bOne: 'sings in the choir',
    place: 'a Grade 8 class in Barrie',
  },
  {
    a: 'Bus',
    b: 'Lunch club',
    aText: 'ride the bus',
    bText: 'go to the lunch club',
    aOne: 'rides the bus',
    bOne: 'goes to the lunch club',
    place: 'a Grade 8 class in Kanata',
  },
];

const GAMES = [
  { first: 'ring toss', second: 'balloon darts' },
  { first: 'basketball shot', second: 'duck pond' },
  { first: 'bean-bag toss', second: 'wheel spin' },
];

/** What a student in each region does, in the singular: A only, both, B only, neither. */
const REGION_TEXT = (s: (typeof SURVEYS)[number]): string[] => [
  `${s.aOne} but does not ${s.bText}`,
  `${s.aOne} and ${s.bOne}`,
  `${s.bOne} but does not ${s.aText}`,
  `does neither`,
];

/** The regions by their place in the diagram. */
const REGION_NAME = (s: (typeof SURVEYS)[number]): string[] => [
  `the ${s.a}-only region`,
  `the overlap`,
  `the ${s.b}-only region`,
  'the region outside both circles',
];

/** `3/28` when the fraction is already in lowest terms, `6/28 = 3/14` when it is not. */
function fractionStep(n: number, d: number): string {
  const simplest = lowest(n, d);
  return simplest === `${n}/${d}` ? simplest : `${n}/${d} = ${simplest}`;
}

function lowest(n: number, d: number): string {
  return toFractionString(rat(n, d));
}

/** Independent solver: Venn answers from the region counts, tree answers from the sum of the paths asked for. */
function solveDiagram(p: DiagramParams): string {
  if (p.kind === 'treePath' || p.kind === 'treeAtLeastOne') {
    const [pa = 0, pb = 0] = p.numbers;
    const first = [rat(pa, 100), sub(rat(1), rat(pa, 100))];
    const second = [rat(pb, 100), sub(rat(1), rat(pb, 100))];
    const path = (i: number): Rational => mul(first[i >> 1] as Rational, second[i & 1] as Rational);
    const value = p.kind === 'treePath' ? path(p.region) : add(add(path(0), path(1)), path(2));
    return toDecimalString(value, 6, true);
  }
  const [aOnly = 0, both = 0, bOnly = 0, neither = 0] = p.numbers;
  const total = aOnly + both + bOnly + neither;
  switch (p.kind) {
    case 'vennOne':
      return lowest(p.numbers[p.region] ?? 0, total);
    case 'vennOr':
      return lowest(total - neither, total);
    case 'vennMissing':
      return lowest(both, total);
  }
}

const FONT = 'font-family="sans-serif" font-size="13"';
const label = (x: number, y: number, content: string, weight = ''): string =>
  `<text x="${x}" y="${y}" text-anchor="middle" ${FONT}${weight}>${escapeXml(content)}</text>`;

/** Two overlapping circles in a rectangle, with a count (or ?) in each region and the neither count outside. */
function vennSvg(names: [string, string], counts: [string, string, string, string], title: string): string {
  let body = `<rect x="10" y="10" width="400" height="200" fill="#fff" stroke="#333"/>`;
  body += `<circle cx="160" cy="115" r="75" fill="#4dabf7" fill-opacity="0.3" stroke="#1c7ed6" stroke-width="2"/>`;
  body += `<circle cx="260" cy="115" r="75" fill="#ffa94d" fill-opacity="0.3" stroke="#e8590c" stroke-width="2"/>`;
  body += label(130, 34, names[0], ' font-weight="bold"') + label(290, 34, names[1], ' font-weight="bold"');
  body += label(125, 120, counts[0]) + label(210, 120, counts[1]) + label(295, 120, counts[2]);
  body += label(350, 198, `Neither: ${counts[3]}`);
  return svgDocument(420, 220, title, body);
}

/** A two-stage tree: the first event's two branches, then the second event's two branches on each. */
function treeSvg(first: [string, string], second: [string, string], p: string[], title: string): string {
  const line = (x1: number, y1: number, x2: number, y2: number): string =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#333" stroke-width="2"/>`;
  let body = '';
  const mids = [70, 190];
  mids.forEach((y, i) => {
    body += line(20, 130, 130, y) + label(70, (130 + y) / 2 + (i === 0 ? -8 : 18), p[i] ?? '');
    body += `<text x="136" y="${y + 4}" text-anchor="start" ${FONT}>${escapeXml(first[i] ?? '')}</text>`;
    [y - 35, y + 35].forEach((leaf, j) => {
      body += line(290, y, 380, leaf) + label(330, (y + leaf) / 2 + (j === 0 ? -8 : 18), p[2 + j] ?? '');
      body += `<text x="386" y="${leaf + 4}" text-anchor="start" ${FONT}>${escapeXml(second[j] ?? '')}</text>`;
    });
  });
  return svgDocument(540, 250, title, body);
}

function diagramBuild(rng: Rng, level: 1 | 2 | 3 | 4 | 5): DiagramParams {
  const kind = byLevel(level, DIAGRAM_LEVELS);
  if (kind === 'treePath' || kind === 'treeAtLeastOne') {
    const pa = rng.pick([20, 25, 30, 35, 40, 45, 55, 60, 65, 70]);
    let pb = rng.pick([10, 15, 20, 25, 30, 40, 50, 60, 75, 80]);
    if (pb === pa) pb = 50;
    return { kind, numbers: [pa, pb], region: rng.int(0, 3), story: rng.int(0, GAMES.length - 1) };
  }
  for (;;) {
    const counts = [rng.int(3, 12), rng.int(2, 8), rng.int(3, 12), rng.int(1, 9)];
    const total = counts.reduce((s, c) => s + c, 0);
    const region = rng.int(0, 3);
    const asked =
      kind === 'vennOne'
        ? (counts[region] as number)
        : kind === 'vennOr'
          ? total - (counts[3] as number)
          : (counts[1] as number);
    // Keep questions whose fraction simplifies sometimes but never to a whole number, and classes of 20 to 34.
    if (total >= 20 && total <= 34 && gcd(asked, total) < asked)
      return { kind, numbers: counts, region, story: rng.int(0, SURVEYS.length - 1) };
  }
}

export function probabilityDiagramTask(name: string, description: string) {
  return defineGrade8Task<DiagramParams>({
    name,
    description,
    build(rng, level) {
      const params = diagramBuild(rng, level);
      const answer = solveDiagram(params);
      if (params.kind === 'treePath' || params.kind === 'treeAtLeastOne') {
        const game = GAMES[params.story] as (typeof GAMES)[number];
        const [pa = 0, pb = 0] = params.numbers;
        const dec = (h: number): string => toDecimalString(rat(h, 100), 2, true);
        const probs = [dec(pa), dec(100 - pa), dec(pb), dec(100 - pb)];
        const title = `Tree diagram. First branches: win the ${game.first} ${probs[0]}, lose it ${probs[1]}. From each, second branches: win the ${game.second} ${probs[2]}, lose it ${probs[3]}.`;
        const svg = treeSvg(
          [`Win ${game.first}`, `Lose ${game.first}`],
          [`Win ${game.second}`, `Lose ${game.second}`],
          probs,
          title,
        );
        const intro = `At a fall fair in Orillia, Amir plays the ${game.first} and then the ${game.second}. The games do not affect each other. The tree diagram shows the probability of winning or losing each game.`;
        if (params.kind === 'treePath') {
          const firstWin = params.region < 2;
          const secondWin = params.region % 2 === 0;
          const aH = firstWin ? pa : 100 - pa;
          const bH = secondWin ? pb : 100 - pb;
          const a = dec(aH);
          const b = dec(bH);
          const outcome = `${firstWin ? 'wins' : 'loses'} the ${game.first} and ${secondWin ? 'wins' : 'loses'} the ${game.second}`;
          return {
            params,
            title: `What is the probability that Amir ${outcome}? Give your answer as a decimal.`,
            description: intro,
            answer,
            answerKind: 'number',
            imageSvg: svg,
            explanation: `Follow the path: ${firstWin ? 'win' : 'lose'} the ${game.first} (${a}), then ${secondWin ? 'win' : 'lose'} the ${game.second} (${b}). For independent events, multiply along the path: ${a} × ${b} = ${answer}.`,
            hints: [`Find the path on the tree and multiply the two probabilities on it: ${a} and ${b}.`],
            misconceptions: [
              {
                answer: dec(aH + bH),
                hint: 'For one event and then another, multiply along the path; adding gives more than either chance.',
              },
              {
                answer: a,
                hint: `That is only the chance of the first game; multiply by the second game's ${b}.`,
              },
            ],
          };
        }
        const neither = toDecimalString(mul(rat(100 - pa, 100), rat(100 - pb, 100)), 4, true);
        const bothWin = toDecimalString(mul(rat(pa, 100), rat(pb, 100)), 4, true);
        return {
          params,
          title: `What is the probability that Amir wins at least one of the two games? Give your answer as a decimal.`,
          description: intro,
          answer,
          answerKind: 'number',
          imageSvg: svg,
          explanation: `"At least one" is every path except lose-lose. The lose-lose path has probability ${probs[1]} × ${probs[3]} = ${neither}. The probabilities of all four paths add to 1, so the chance of winning at least one game is 1 - ${neither} = ${answer}.`,
          hints: [
            `Which path is the only one where Amir wins nothing? Find its probability, ${probs[1]} × ${probs[3]}, and think about what is left.`,
          ],
          misconceptions: [
            {
              answer: bothWin,
              hint: 'That is the chance of winning both games; "at least one" also counts winning exactly one.',
            },
            {
              answer: toDecimalString(rat(pa + pb, 100), 2, true),
              hint: `Adding ${probs[0]} and ${probs[2]} counts the win-win path twice; use the lose-lose path instead.`,
            },
            { answer: neither, hint: 'That is the chance of winning nothing; subtract it from 1.' },
          ],
        };
      }
      const survey = SURVEYS[params.story] as (typeof SURVEYS)[number];
      const [aOnly = 0, both = 0, bOnly = 0, neither = 0] = params.numbers;
      const total = aOnly + both + bOnly + neither;
      const regions = REGION_TEXT(survey);
      const hideBoth = params.kind === 'vennMissing';
      const shown: [string, string, string, string] = [
        String(aOnly),
        hideBoth ? '?' : String(both),
        String(bOnly),
        String(neither),
      ];
      const title = `Venn diagram of ${hideBoth ? '' : `${total} `}students. ${survey.a} only: ${aOnly}. Both ${survey.a} and ${survey.b}: ${shown[1]}. ${survey.b} only: ${bOnly}. Outside both circles (neither): ${neither}.`;
      const svg = vennSvg([survey.a, survey.b], shown, title);
      const intro = `The Venn diagram shows which students in ${survey.place} ${survey.aText} and which ${survey.bText}.`;
      switch (params.kind) {
        case 'vennOne': {
          const count = params.numbers[params.region] as number;
          return {
            params,
            title: `One student is chosen at random. What is the probability that the student ${regions[params.region]}? Give a fraction in lowest terms.`,
            description: intro,
            answer,
            answerKind: 'fraction',
            requiresAnswerForm: true,
            imageSvg: svg,
            explanation: `The class has ${aOnly} + ${both} + ${bOnly} + ${neither} = ${total} students, counting every region once. In the diagram, ${REGION_NAME(survey)[params.region]} holds ${count}. The probability is ${fractionStep(count, total)}.`,
            hints: [`Add all four numbers in the diagram to find how many students there are.`],
            misconceptions: [
              {
                answer: lowest(count, total - neither),
                hint: `${neither === 1 ? 'The 1 student outside both circles is' : `The ${neither} students outside both circles are`} in the class too: count ${neither === 1 ? 'that student' : 'them'} in the total.`,
              },
              ...(params.region === 0
                ? [
                    {
                      answer: lowest(aOnly + both, total),
                      hint: `Students in the overlap also ${survey.bText}; the question leaves them out.`,
                    },
                  ]
                : []),
            ],
          };
        }
        case 'vennOr': {
          return {
            params,
            title: `One student is chosen at random. What is the probability that the student ${survey.aOne} or ${survey.bOne} (or both)? Give a fraction in lowest terms.`,
            description: intro,
            answer,
            answerKind: 'fraction',
            requiresAnswerForm: true,
            imageSvg: svg,
            explanation: `The class has ${aOnly} + ${both} + ${bOnly} + ${neither} = ${total} students. Inside at least one circle: ${aOnly} + ${both} + ${bOnly} = ${total - neither}, with the overlap counted once. The probability is ${fractionStep(total - neither, total)}.`,
            hints: [
              '"Or" means inside at least one circle: add the three regions inside the circles, each once.',
            ],
            misconceptions: [
              {
                answer: lowest(aOnly + 2 * both + bOnly, total),
                hint: `Adding the two circles' totals counts the ${both} students in the overlap twice.`,
              },
              {
                answer: lowest(both, total),
                hint: '"Or" is not "and": the overlap alone is the students who do both.',
              },
            ],
          };
        }
        case 'vennMissing': {
          const inA = aOnly + both;
          const inB = bOnly + both;
          return {
            params,
            title: `One student is chosen at random. What is the probability that the student ${survey.aOne} and ${survey.bOne}? Give a fraction in lowest terms.`,
            description: `${intro} The overlap is missing. There are ${total} students: ${inA} ${survey.aText} and ${inB} ${survey.bText}.`,
            answer,
            answerKind: 'fraction',
            requiresAnswerForm: true,
            imageSvg: svg,
            explanation: `${inA} students ${survey.aText} and ${aOnly} of them do only that, so the overlap holds ${inA} - ${aOnly} = ${both}. Check with the other circle: ${inB} - ${bOnly} = ${both}. The probability is ${fractionStep(both, total)}.`,
            hints: [
              `The ${survey.a} circle holds ${inA} students in all; ${aOnly} of them ${aOnly === 1 ? 'is' : 'are'} outside the overlap.`,
            ],
            misconceptions: [
              {
                answer: lowest(inA + inB - both, total),
                hint: 'That counts everyone inside a circle; "and" means the overlap only.',
              },
              {
                answer: lowest(inA, total),
                hint: `${inA} is everyone in the ${survey.a} circle; the question asks for students who do both.`,
              },
            ],
          };
        }
      }
    },
    solve: solveDiagram,
    complexity: (p) => DIAGRAM_LEVELS.indexOf(p.kind) + 1 + p.numbers.reduce((s, n) => s + n, 0) / 10_000,
  });
}
