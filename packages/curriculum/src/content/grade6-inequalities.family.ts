/**
 * Grade 6 inequalities (C2.4): one and two operations with whole numbers up to 100, a story that asks for the
 * greatest whole number, and at level 5 the inequality whose solution set a number line shows. The solver tests
 * whole numbers one by one instead of undoing the operations.
 */
import { byLevel } from '../core/levels';
import { money } from '../core/format';
import { svgDocument } from '../core/svg';
import { defineTask } from '../core/task';

type Relation = '<' | '>' | '<=' | '>=';

interface InequalityParams {
  /** a·x + b (relation) c; level 5 lists the four candidate inequalities and which one matches the graph. */
  a: number;
  b: number;
  c: number;
  relation: Relation;
  kind: 'solve' | 'story' | 'graph';
  candidates: [number, number, number, Relation][];
}

const TEX: Record<Relation, string> = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };
const WORDS: Record<Relation, string> = {
  '<': 'less than',
  '>': 'greater than',
  '<=': 'less than or equal to',
  '>=': 'greater than or equal to',
};

const left = (a: number, b: number): string =>
  `${a === 1 ? '' : a}x${b === 0 ? '' : b > 0 ? ` + ${b}` : ` - ${-b}`}`;
const typed = (a: number, b: number, relation: Relation, c: number): string =>
  `${left(a, b).replace(/\s/g, '')}${relation}${c}`;
const holds = (value: number, relation: Relation, c: number): boolean =>
  relation === '<' ? value < c : relation === '>' ? value > c : relation === '<=' ? value <= c : value >= c;

/** The number line of `x (relation) boundary`: an open or closed circle and a thick ray with an arrow. */
function solutionLineSvg(boundary: number, relation: Relation, title: string): string {
  const min = Math.max(0, boundary - 6);
  const max = min + 12;
  const width = 480;
  const x = (v: number): number => 30 + ((v - min) / (max - min)) * (width - 60);
  let body = `<line x1="20" y1="50" x2="${width - 20}" y2="50" stroke="#333" stroke-width="2"/>`;
  for (let v = min; v <= max; v += 1)
    body +=
      `<line x1="${x(v)}" y1="44" x2="${x(v)}" y2="56" stroke="#333"/>` +
      `<text x="${x(v)}" y="76" text-anchor="middle" font-family="sans-serif" font-size="13">${v}</text>`;
  const toRight = relation === '>' || relation === '>=';
  const end = toRight ? width - 22 : 22;
  body += `<line x1="${x(boundary)}" y1="50" x2="${end}" y2="50" stroke="#1c7ed6" stroke-width="5"/>`;
  body += `<polygon points="${end},50 ${end + (toRight ? -12 : 12)},42 ${end + (toRight ? -12 : 12)},58" fill="#1c7ed6"/>`;
  const closed = relation === '<=' || relation === '>=';
  body += `<circle cx="${x(boundary)}" cy="50" r="7" fill="${closed ? '#1c7ed6' : '#fff'}" stroke="#1c7ed6" stroke-width="3"/>`;
  return svgDocument(width, 90, title, body);
}

/** C2.4: solve inequalities with one and two operations and read their solution sets on a number line. */
export function grade6InequalityTask(name: string, description: string) {
  return defineTask<InequalityParams>({
    name,
    description,
    build(rng, level) {
      const relation = rng.pick(['<', '>', '<=', '>='] as const);
      if (level === 5) {
        const boundary = rng.int(3, 15);
        const a = rng.int(2, 6);
        const b = rng.int(1, 20);
        const c = a * boundary + b;
        const candidates: [number, number, number, Relation][] = [
          [a, b, c, relation],
          // The circle's meaning swapped, a boundary one further along, and the ray reversed: four different sets.
          [a, b, c, ({ '<': '<=', '<=': '<', '>': '>=', '>=': '>' } as const)[relation]],
          [a, b, c + a, relation],
          [a, b, c, ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const)[relation]],
        ];
        const closed = relation === '<=' || relation === '>=';
        const direction = relation === '<' || relation === '<=' ? 'left' : 'right';
        const title = `Number line from ${Math.max(0, boundary - 6)} to ${Math.max(0, boundary - 6) + 12}: ${closed ? 'a closed' : 'an open'} circle at ${boundary} and a ray to the ${direction}, the numbers ${WORDS[relation]} ${boundary}.`;
        return {
          params: { a, b, c, relation, kind: 'graph', candidates },
          title: 'Which inequality has the solution set shown on the number line?',
          description: 'Solve each inequality, then compare its solution with the graph.',
          answer: typed(a, b, relation, c),
          answerKind: 'text',
          explanation: `The graph shows x ${WORDS[relation]} ${boundary}: ${closed ? `the closed circle means ${boundary} is included` : `the open circle means ${boundary} is left out`}, and the ray points ${direction}. Solving $${left(a, b)} ${TEX[relation]} ${c}$: subtract ${b} to get $${a}x ${TEX[relation]} ${c - b}$, then divide by ${a} to get $x ${TEX[relation]} ${boundary}$. The answer is $${left(a, b)} ${TEX[relation]} ${c}$.`,
          hints: [`An open circle leaves ${boundary} out; a closed circle includes it.`],
          misconceptions: [
            {
              answer: typed(a, b, candidates[1]![3], c),
              hint: `Check the circle at ${boundary}: ${closed ? 'closed means the boundary is included' : 'open means the boundary is not included'}.`,
            },
          ],
          imageSvg: solutionLineSvg(boundary, relation, title),
          choices: {
            distractors: candidates.slice(1).map(([ca, cb, cc, cr]) => typed(ca, cb, cr, cc)),
            label: (v: string) =>
              `$${v
                .replace('<=', ' \\le ')
                .replace('>=', ' \\ge ')
                .replace(/([<>])(?![=\\])/, ' $1 ')
                .replace(/([+-])/g, ' $1 ')}$`,
          },
        };
      }
      if (level === 4) {
        const ticket = rng.int(8, 20);
        const snack = rng.int(2, 6);
        const count = rng.int(3, 9);
        const budget = ticket + snack * count + rng.int(0, snack - 1);
        const who = rng.pick(['Priya', 'Liam', 'Mei', 'Owen', 'Zara', 'Amir']);
        return {
          params: { a: snack, b: ticket, c: budget, relation: '<=', kind: 'story', candidates: [] },
          title: 'What is the greatest number of snacks that can be bought?',
          description: `${who} has ${money(budget * 100)} for a movie in Kitchener. The ticket costs ${money(ticket * 100)} and each snack costs ${money(snack * 100)}. With $x$ snacks the cost stays within the budget: $${snack}x + ${ticket} \\le ${budget}$.`,
          answer: String(count),
          answerKind: 'number',
          explanation: `Subtract ${ticket}: $${snack}x \\le ${budget - ticket}$. Divide by ${snack}: ${
            (budget - ticket) % snack === 0
              ? `$x \\le ${(budget - ticket) / snack}$`
              : `$x \\le \\frac{${budget - ticket}}{${snack}}$, which is between ${count} and ${count + 1}, and a snack is bought whole`
          }. The greatest number of snacks is ${count}.`,
          hints: [`Take the ${money(ticket * 100)} ticket away from the ${money(budget * 100)} first.`],
          misconceptions: [
            {
              answer: String(Math.floor(budget / snack)),
              hint: `Pay for the ${money(ticket * 100)} ticket before buying snacks.`,
            },
          ].filter((m) => m.answer !== String(count)),
          lintFacts: { answerIsCount: true },
        };
      }
      const boundary = rng.int(2, byLevel(level, [20, 15, 12, 12, 12]));
      const a = level === 1 ? 1 : rng.int(2, byLevel(level, [1, 9, 8, 8, 8]));
      const b = level === 2 ? 0 : rng.int(1, byLevel(level, [40, 1, 30, 30, 30]));
      const c = a * boundary + b;
      const answer = `x${relation}${boundary}`;
      const steps =
        level === 1
          ? `Subtract ${b} from both sides: $x ${TEX[relation]} ${c} - ${b}$, so $x ${TEX[relation]} ${boundary}$`
          : level === 2
            ? `Divide both sides by ${a}: $x ${TEX[relation]} ${c} \\div ${a}$, so $x ${TEX[relation]} ${boundary}$`
            : `Subtract ${b} from both sides: $${a}x ${TEX[relation]} ${c - b}$. Divide both sides by ${a}: $x ${TEX[relation]} ${boundary}$`;
      const check = holds(a * (boundary + 1) + b, relation, c) ? boundary + 1 : boundary - 1;
      return {
        params: { a, b, c, relation, kind: 'solve', candidates: [] },
        title: `Solve $${left(a, b)} ${TEX[relation]} ${c}$.`,
        description: 'Type the answer like x<4 (type <= for ≤ and >= for ≥).',
        answer,
        answerKind: 'expression',
        explanation: `${steps}. Check with ${check}: $${left(a, b).replace('x', `(${check})`)}$ is ${a * check + b}, which is ${WORDS[relation]} ${c}. The solution is $x ${TEX[relation]} ${boundary}$.`,
        hints: [
          b === 0
            ? `Undo the multiplication by ${a}.`
            : `Undo the + ${b} first${a === 1 ? '' : `, then the multiplication by ${a}`}.`,
        ],
        misconceptions: [
          {
            answer: `x${({ '<': '<=', '<=': '<', '>': '>=', '>=': '>' } as const)[relation]}${boundary}`,
            hint: `Keep the same sign: ${WORDS[relation]}.`,
          },
        ],
      };
    },
    solve: (p) => {
      // The whole numbers 0..100 that satisfy it give the boundary and whether it is included.
      const ok = (a: number, b: number, c: number, r: Relation) =>
        Array.from({ length: 101 }, (_, x) => x).filter((x) => holds(a * x + b, r, c));
      if (p.kind === 'story') return String(Math.max(...ok(p.a, p.b, p.c, '<=')));
      const solution = ok(p.a, p.b, p.c, p.relation);
      const describe = (xs: number[]): string => {
        const includesZero = xs.includes(0);
        const edge = includesZero ? Math.max(...xs) : Math.min(...xs);
        const below = includesZero;
        const bound = (p.c - p.b) / p.a;
        const inclusive = xs.includes(bound);
        return `x${below ? (inclusive ? '<=' : '<') : inclusive ? '>=' : '>'}${inclusive ? edge : below ? edge + 1 : edge - 1}`;
      };
      if (p.kind === 'solve') return describe(solution);
      const target = describe(solution);
      const match = p.candidates.find(([a, b, c, r]) => {
        const xs = ok(a, b, c, r);
        return xs.length === solution.length && xs.every((x, i) => x === solution[i]);
      });
      return match && target ? typed(match[0], match[1], match[3], match[2]) : 'none';
    },
    complexity: (p) =>
      ({ solve: 1, story: 4, graph: 6 })[p.kind] +
      (p.a > 1 ? 1 : 0) +
      (p.b !== 0 && p.a > 1 ? 1.5 : 0) +
      Math.log10(p.c + 1) / 2,
  });
}
